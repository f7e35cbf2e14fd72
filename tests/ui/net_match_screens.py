"""Screenshots of a network match in English, French and Russian (docs/screenshots/net-*.png):
``QT_QPA_PLATFORM=offscreen python -m tests.ui.net_match_screens [SIZE...]`` (default 1280x800).

Two main windows in this process, one hosting a best of three on 127.0.0.1 and one joining, as
tests/ui/test_net_play.py plays them: the score over the table in game 2, the game-over dialog
with the score, the loser's choice of who plays first, the rematch offer after the match, and
the question after the reconnection window (claim the win or keep the game saved). A message
box is drawn over its window's grab, where it shows."""
from __future__ import annotations

import os
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

OUT = Path(__file__).resolve().parents[2] / "docs" / "screenshots"


def _pump(seconds: float, cond: Any) -> bool:
    from PySide6.QtTest import QTest

    end = time.monotonic() + seconds
    while time.monotonic() < end:
        if cond():
            return True
        QTest.qWait(20)
    return bool(cond())


def _window(size: tuple[int, int], language: str) -> Any:
    from mtgdesk.storage import Settings
    from mtgdesk.ui.main_window import MainWindow

    w = MainWindow(settings=Settings(animation_speed=0, game_speed="instant"))
    w.persist_settings = False
    w.resize(*size)
    w.show()
    w.set_language("fr" if language != "fr" else "en")  # (the application's translator may be another's)
    w.set_language(language)
    return w


def _compose(window: Any, box: Any) -> Any:
    """The window's grab with ``box`` (a dialog of it) drawn where it shows, centred."""
    from PySide6.QtGui import QPainter

    shot = window.grab()
    over = box.grab()
    painter = QPainter(shot)
    painter.drawPixmap((shot.width() - over.width()) // 2, (shot.height() - over.height()) // 2, over)
    painter.end()
    return shot


def _start(host_w: Any, guest_w: Any, best_of: int) -> None:
    host_w.net.host_action.trigger()
    d = host_w.net.dialog
    assert _pump(10, lambda: d.deck_combo.isEnabled())
    d.match_combo.setCurrentIndex(d.match_combo.findData(best_of))
    d.port_spin.setRange(0, 65535)
    d.port_spin.setValue(0)
    d.go.emit()
    assert _pump(10, lambda: d.listening is not None)
    info = d.listening
    guest_w.net.join_action.trigger()
    j = guest_w.net.dialog
    assert _pump(10, lambda: j.deck_combo.isEnabled())
    j.deck_combo.setCurrentIndex(1)
    j.address_edit.setText(f"127.0.0.1:{info['port']}")
    j.code_edit.setText(info["code"])
    j.go.emit()
    assert _pump(20, lambda: host_w.table is not None and guest_w.table is not None)
    assert _pump(20, lambda: host_w.table.bridge.started and guest_w.table.bridge.started)


def _play_a_little(host_w: Any, guest_w: Any, steps: int = 60) -> None:
    """Both seats play lands and pass for a while (a board worth looking at)."""
    from mtgdesk.engine import actions as A
    from mtgdesk.ui.table.session import _fallback

    for _ in range(steps):
        for w in (host_w, guest_w):
            legal = w.table.bridge.legal_actions()
            lands = [a for a in legal if isinstance(a, A.PlayLand)]
            if lands:
                w.table.bridge.submit(lands[0])
            elif legal:
                w.table.bridge.submit(_fallback(legal))
        _pump(0.05, lambda: False)


def _concede(loser: Any, other: Any) -> None:
    assert loser.table.concede()
    assert _pump(15, lambda: other.table.bridge.over and loser.game_over_dialog is not None
                 and other.game_over_dialog is not None)
    _pump(0.5, lambda: False)


def _next(windows: tuple[Any, Any], loser: Any) -> None:
    old = [w.table for w in windows]
    for w in windows:
        w.game_over_dialog.rematch_button.click()
    assert _pump(10, lambda: loser.net.first_box is not None and loser.net.first_box.isVisible())
    for button in loser.net.first_box.buttons():
        if button.objectName() == "play_first_button":
            button.click()
    assert _pump(20, lambda: all(w.table is not None and w.table is not o for w, o in zip(windows, old)))
    assert _pump(20, lambda: all(w.table.bridge.started for w in windows))


def shots(size: tuple[int, int], language: str) -> list[Path]:
    from mtgdesk.net.link import NetSettings
    from mtgdesk.ui.net.net_play import NetPlay

    w, h = size
    tag = f"{language}-{w}x{h}"
    written: list[Path] = []

    def save(pixmap: Any, name: str) -> None:
        path = OUT / f"net-{name}-{tag}.png"
        pixmap.save(str(path))
        written.append(path)

    host_w, guest_w = _window(size, language), _window(size, language)
    _start(host_w, guest_w, 3)
    _concede(guest_w, host_w)
    save(_compose(host_w, host_w.game_over_dialog), "game-over-score")
    old = [w.table for w in (host_w, guest_w)]
    for w in (host_w, guest_w):
        w.game_over_dialog.rematch_button.click()
    assert _pump(10, lambda: guest_w.net.first_box is not None and guest_w.net.first_box.isVisible())
    _pump(0.3, lambda: False)
    save(_compose(guest_w, guest_w.net.first_box), "who-plays-first")
    for button in guest_w.net.first_box.buttons():
        if button.objectName() == "play_first_button":
            button.click()
    assert _pump(20, lambda: all(w.table is not None and w.table is not o for w, o in zip((host_w, guest_w), old)))
    assert _pump(20, lambda: host_w.table.bridge.started and guest_w.table.bridge.started)
    _play_a_little(host_w, guest_w)
    _pump(0.5, lambda: False)
    save(guest_w.grab(), "match-score")
    _concede(host_w, guest_w)
    _next((host_w, guest_w), host_w)
    _concede(guest_w, host_w)
    guest_w.game_over_dialog.rematch_button.click()
    assert _pump(10, lambda: host_w.net.rematch_box is not None and host_w.net.rematch_box.isVisible())
    _pump(0.3, lambda: False)
    save(_compose(host_w, host_w.net.rematch_box), "rematch-offer")
    for win in (host_w, guest_w):
        win.net.leave()
        win.close()

    NetPlay.net_settings = NetSettings(heartbeat=0.3, dead_after=1.5, reconnect_window=2.0, handshake=3.0)
    try:
        host_w, guest_w = _window(size, language), _window(size, language)
        _start(host_w, guest_w, 1)
        _play_a_little(host_w, guest_w, 30)
        from mtgdesk.ui.table.session import _fallback

        hb = host_w.table.bridge  # the host plays on until the guest owes a decision (the host waits then)
        assert _pump(20, lambda: hb.decision.player == 1 or (bool(hb.legal_actions())
                                                             and hb.submit(_fallback(hb.legal_actions())) and False))
        guest_w.table.session.runner.stop()
        # (the host notices the loss when the guest's turn comes: it plays on until then)
        assert _pump(30, lambda: (host_w.net.timeout_box is not None and host_w.net.timeout_box.isVisible())
                     or (bool(hb.legal_actions()) and hb.submit(_fallback(hb.legal_actions())) and False))
        _pump(0.3, lambda: False)
        save(_compose(host_w, host_w.net.timeout_box), "claim-or-keep")
        for button in host_w.net.timeout_box.buttons():
            if button.objectName() == "keep_game_button":
                button.click()
        assert _pump(10, lambda: host_w.net.ended_box is not None and host_w.net.ended_box.isVisible())
        _pump(0.3, lambda: False)
        save(_compose(host_w, host_w.net.ended_box), "kept")
        host_w.net.ended_box.close()
        # The Host dialog then offers the kept game (and the match).
        host_w.net.host_action.trigger()
        d = host_w.net.dialog
        assert _pump(10, lambda: d.deck_combo.isEnabled())
        d.resume_combo.setCurrentIndex(d.resume_combo.count() - 1)  # the game just kept
        d.adjustSize()
        _pump(0.3, lambda: False)
        save(d.grab(), "host-dialog-resume")
        d.reject()
        for win in (host_w, guest_w):
            win.net.leave()
            win.close()
    finally:
        NetPlay.net_settings = None
    return written


def main(sizes: list[str]) -> list[Path]:
    from PySide6.QtWidgets import QApplication

    os.environ.setdefault("MTGDESK_HOME", tempfile.mkdtemp(prefix="mtgdesk-shots-"))
    app = QApplication.instance() or QApplication(sys.argv)
    written = []
    for size in sizes:
        w, h = (int(n) for n in size.split("x"))
        for language in ("en", "fr", "ru"):
            written += shots((w, h), language)
    app.processEvents()
    return written


if __name__ == "__main__":
    for p in main(sys.argv[1:] or ["1280x800"]):
        print(p)
