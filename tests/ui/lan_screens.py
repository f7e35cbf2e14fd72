"""Screenshots of Game ▸ Join a game… listing a game hosted on the local network (issue 37).

A real ``mtgdesk host`` process waits on 127.0.0.1 (a computer player at its seat) and answers
discovery on 127.0.0.1 and a free UDP port (``MTGDESK_DISCOVERY``: no broadcast leaves this
machine); a real main window opens the Join dialog, which lists it; the row is clicked with the
real pointer (xdotool), which fills the address; then the dialog (``net_join_lan_LANG.png``) and
the whole screen (``net_join_lan_LANG-WxH.png``) are saved. Run from a display (Xvfb):

    xvfb-run -s "-screen 0 1280x800x24" python tests/ui/lan_screens.py OUT_DIR en fr ru

Every wait is bounded; the host process is ended by its id at the end.
"""
from __future__ import annotations

import os
import socket
import subprocess
import sys
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "tests" / "ui"))
sys.path.insert(0, str(ROOT))


def _free_udp_port() -> int:
    with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def main(out: Path, languages: list[str]) -> int:
    os.environ["MTGDESK_DISCOVERY"] = f"127.0.0.1:{_free_udp_port()}"
    home = out / "home"
    home.mkdir(parents=True, exist_ok=True)
    env = dict(os.environ, MTGDESK_HOME=str(home), PYTHONPATH=str(ROOT))
    host = subprocess.Popen([sys.executable, "-m", "mtgdesk", "host", "--bind", "127.0.0.1", "--port", "0",
                             "--name", "Alice", "--ai", "easy", "--wait", "300"], cwd=ROOT, env=env,
                            stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
    try:
        assert host.stdout is not None
        first = host.stdout.readline()  # "hosting at ADDRESS port P code C"
        print(first.strip(), file=sys.stderr)
        return shoot(out, languages)
    finally:
        host.terminate()
        try:
            host.wait(10)
        except subprocess.TimeoutExpired:
            host.kill()


def shoot(out: Path, languages: list[str]) -> int:
    from PySide6.QtWidgets import QApplication

    app = QApplication.instance() or QApplication(sys.argv[:1])
    for language in languages:
        shoot_one(app, out, language)
    return 0


def shoot_one(app: Any, out: Path, language: str) -> None:
    """The Join dialog over a main window as large as the screen, in ``language``."""
    from PySide6.QtTest import QTest
    from xvfb_scenario import click, wait_until

    from mtgdesk.storage import Settings
    from mtgdesk.ui.main_window import MainWindow

    screen = app.primaryScreen().geometry()
    size = f"{screen.width()}x{screen.height()}"
    window = MainWindow(settings=Settings(player_names=["Benoît"]))
    window.persist_settings = False
    window.set_language(language)
    window.setGeometry(screen)
    window.show()
    wait_until(lambda: window.windowHandle() is not None and window.windowHandle().isExposed(), "the window")
    window.net.join_action.trigger()
    dialog = window.net.dialog
    lst = dialog.lan_list.list
    wait_until(lambda: lst.count() >= 1 and dialog.deck_combo.isEnabled(), "the listed game", timeout=30)
    QTest.qWait(300)
    item = lst.item(0)
    click(lst.viewport().mapToGlobal(lst.visualItemRect(item).center()))
    wait_until(lambda: dialog.address_edit.text() != "", "the address filled")
    QTest.qWait(300)
    dialog.grab().save(str(out / f"net_join_lan_{language}.png"))
    subprocess.run(["import", "-window", "root", str(out / f"net_join_lan_{language}-{size}.png")],
                   check=True, timeout=30)
    print(f"{language}: {item.text()!r} -> {dialog.address_edit.text()!r}", file=sys.stderr)
    dialog.reject()
    window.close()
    window.deleteLater()
    QTest.qWait(200)


if __name__ == "__main__":
    sys.exit(main(Path(sys.argv[1]), sys.argv[2:] or ["en", "fr", "ru"]))
