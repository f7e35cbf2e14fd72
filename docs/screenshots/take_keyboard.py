"""Screenshots of the table played by keyboard (issue 32, items 4-5):
``python docs/screenshots/take_keyboard.py [OUT_DIR]``.

Offscreen, in English, French and Russian, at 1280 × 800 and 1920 × 1080: the computer's
creatures attack, the keyboard's focus (moved by arrow keys only) rings one of the attackers and
the zoom shows it; the announcements under the log say what the game asks. And Help ▸ Keys.
"""
from __future__ import annotations

import os
import sys
import tempfile
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parents[1]))
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ["MTGDESK_HOME"] = tempfile.mkdtemp(prefix="mtgdesk-shots-")

from PySide6.QtCore import Qt  # noqa: E402
from PySide6.QtTest import QTest  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402

from mtgdesk.engine import actions as A  # noqa: E402
from mtgdesk.storage import Settings  # noqa: E402
from mtgdesk.ui.main_window import MainWindow  # noqa: E402
from mtgdesk.ui.smoke import smoke_position  # noqa: E402


def settle(app: QApplication, ms: int = 250) -> None:
    QTest.qWait(ms)
    app.processEvents()


def main() -> None:
    out = Path(sys.argv[1]) if len(sys.argv) > 1 else HERE
    out.mkdir(parents=True, exist_ok=True)
    app = QApplication.instance() or QApplication(["mtgdesk"])
    window = MainWindow(settings=Settings(animation_speed=0, game_speed="instant"))
    window.persist_settings = False
    window.resize(1280, 800)
    window.show()
    settle(app, 300)
    position = smoke_position(seed=5, min_turn=3, kinds=("blockers",))
    for language in ("en", "fr", "ru"):
        window.set_language(language)
        for width, height in ((1280, 800), (1920, 1080)):
            window.resize(width, height)
            settle(app)
            table = window.start_saved(position.saved, autosave=False)
            settle(app, 600)
            attacker = next(a.attacker for a in table.bridge.legal_actions() if isinstance(a, A.DeclareBlocker))
            keyboard = table.keyboard
            for _ in range(12):  # arrow keys only, as a player without a mouse
                if keyboard.zone == "opponent_battlefield" and keyboard.focus == ("card", attacker):
                    break
                key = Qt.Key.Key_Down if keyboard.zone != "opponent_battlefield" else Qt.Key.Key_Right
                QTest.keyClick(table.view, key)
            assert table.scene.items_by_id[attacker].focused, "the focus did not reach the attacker"
            settle(app, 300)
            path = out / f"keyboard-{language}-{width}x{height}.png"
            window.grab().save(str(path))
            print(path, "|", table.view.accessibleName(), "|", table.view.accessibleDescription())
        dialog = window.show_keys()
        settle(app)
        dialog.grab().save(str(out / f"keys-{language}.png"))
        dialog.close()
    window.close()


if __name__ == "__main__":
    main()
