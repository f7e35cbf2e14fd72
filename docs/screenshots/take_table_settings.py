"""Screenshots of the table's settings (issue 14): ``python docs/screenshots/take_table_settings.py [OUT_DIR]``.

Offscreen, fixed seeds. In English, French and Russian: the Settings dialog (the computer's
pace, the card size, the stop when the opponent attacks); the table at the smallest and the
largest card size at 1280 × 800 and 1920 × 1080; and the table while the computer's action is
on show (the card it acted with stands out; the prompt offers "Skip" and "Faster").
"""
from __future__ import annotations

import os
import sys
import tempfile
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parents[1]))
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ["MTGDESK_HOME"] = tempfile.mkdtemp(prefix="mtgdesk-shots-")

from PySide6.QtTest import QTest  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402

from mtgdesk.engine import actions as A  # noqa: E402
from mtgdesk.storage import Settings  # noqa: E402
from mtgdesk.storage.settings import CARD_SIZES  # noqa: E402
from mtgdesk.ui.main_window import MainWindow  # noqa: E402
from mtgdesk.ui.smoke import smoke_position  # noqa: E402


def settle(app: QApplication, ms: int = 200) -> None:
    QTest.qWait(ms)
    app.processEvents()


def wait_for(app: QApplication, condition: object, seconds: float = 90.0) -> bool:
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        if condition():  # type: ignore[operator]
            return True
        QTest.qWait(20)
    return False


def pace_shot(app: QApplication, window: MainWindow, path: Path) -> None:
    """A game against the computer, played until the computer's first visible action is on show."""
    from mtgdesk.decks.precons import precons
    from mtgdesk.ui.table.session import COMPUTER, HUMAN, GameSetup

    decks = precons()[:2]
    setup = GameSetup(decks=[[c.name for c in d.cards()] for d in decks], deck_names=[d.name for d in decks],
                      seats=[HUMAN, COMPUTER], names=["Ann", ""], seed=2)
    table = window.start_game(setup, autosave=False)
    pace, controller, bridge = table.session.pace, table.controller, table.bridge
    for _ in range(40):
        if not wait_for(app, lambda: pace.busy or (controller._mine() and controller._automatic_action(0) is None)):
            break
        if pace.busy and pace.focus is not None:
            break
        if pace.busy:
            pace.hurry()
            continue
        kind = bridge.decision.kind.value
        if kind == "mulligan":
            controller.submit(A.Keep(0))
        elif kind == "priority":
            controller.end_turn()
        else:
            legal = bridge.legal_actions()
            finish = [a for a in legal if isinstance(a, (A.FinishAttackers, A.FinishBlockers, A.PayAuto))]
            controller.submit(finish[0] if finish else legal[0])
    settle(app, 150)
    window.grab().save(str(path))
    table.session.stop()


def main() -> None:
    out = Path(sys.argv[1]) if len(sys.argv) > 1 else HERE
    out.mkdir(parents=True, exist_ok=True)
    app = QApplication.instance() or QApplication(["mtgdesk"])
    settings = Settings(animation_speed=0, game_speed="slow")
    window = MainWindow(settings=settings)
    window.persist_settings = False
    window.resize(1280, 800)
    window.show()
    settle(app, 300)
    from mtgdesk.ui.dialogs.dialogs import SettingsDialog

    for language in ("en", "fr", "ru"):
        window.set_language(language)
        dialog = SettingsDialog(settings, window)
        dialog.show()
        settle(app)
        dialog.grab().save(str(out / f"settings-{language}.png"))
        dialog.close()
        for width, height in ((1280, 800), (1920, 1080)):
            window.resize(width, height)
            for size in (CARD_SIZES[0], CARD_SIZES[-1]):
                settings.card_size = size
                position = smoke_position(seed=3, kinds=("stack",))
                window.start_saved(position.saved, autosave=False, frozen=True)
                settle(app)
                window.grab().save(str(out / f"table-{language}-{width}x{height}-cards{size}.png"))
        settings.card_size = 100
        window.resize(1280, 800)
        pace_shot(app, window, out / f"pace-{language}.png")
    window.set_language("en")
    print(f"screenshots in {out}")
    window.close()
    import shiboken6

    shiboken6.delete(window)


if __name__ == "__main__":
    main()
