"""Screenshots of the payment preview (issue 35, item 4): ``python docs/screenshots/take_payment_preview.py [OUT_DIR]``.

Offscreen, deterministic, in English, French and Russian, at 1280×800 and 1920×1080, from the
position ``tests/ui/positions/payment_preview.toml`` (a Forest, a Llanowar Elves and a Mountain,
Grizzly Bears in hand):

- ``payment-preview-LANG-WxH.png``: the pointer on Grizzly Bears: the Forest and the Mountain
  the automatic payment would tap are lit, not the Elves;
- ``payment-by-hand-LANG-WxH.png``: Grizzly Bears dropped with Shift: the pay decision waits,
  the prompt says so, the lands "Pay automatically" would tap are lit.
"""
from __future__ import annotations

import os
import sys
import tempfile
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[1]
sys.path.insert(0, str(ROOT))
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ["MTGDESK_HOME"] = tempfile.mkdtemp(prefix="mtgdesk-shots-")

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

import mtgdesk.resources

if (ROOT / "translations" / "mtgdesk_fr.qm").is_file():
    mtgdesk.resources.translations_dir = lambda: ROOT / "translations"  # type: ignore[assignment]

SIZES = ((1280, 800), (1920, 1080))
POSITION = ROOT / "tests" / "ui" / "positions" / "payment_preview.toml"


def settle(ms: int = 200) -> None:
    QTest.qWait(ms)
    QApplication.processEvents()


def main() -> None:
    out = Path(sys.argv[1]) if len(sys.argv) > 1 else HERE
    out.mkdir(parents=True, exist_ok=True)
    app = QApplication.instance() or QApplication(["mtgdesk"])
    from mtgdesk.scenario.loader import load_scenario
    from mtgdesk.scenario.setup import build_game
    from mtgdesk.storage import SavedGame, Settings
    from mtgdesk.ui.main_window import MainWindow
    from mtgdesk.ui.table.session import COMPUTER, HUMAN
    from tests.ui.table_driver import TableDriver

    class Bot:  # what TableDriver needs of pytest-qt's qtbot
        @staticmethod
        def waitUntil(predicate: object, timeout: int = 5000) -> None:  # noqa: N802
            for _ in range(timeout // 20):
                if predicate():  # type: ignore[operator]
                    return
                QTest.qWait(20)
            raise TimeoutError("the table never got ready")

    scenario = load_scenario(POSITION)
    window = MainWindow(settings=Settings(animation_speed=0, game_speed="instant"))
    window.persist_settings = False
    window.show()
    for lang in ("en", "fr", "ru"):
        window.set_language(lang)
        for width, height in SIZES:
            window.resize(width, height)
            for shot in ("payment-preview", "payment-by-hand"):
                saved = SavedGame(seed=scenario.seed, decks=[[], []], deck_names=["", ""], players=[HUMAN, COMPUTER],
                                  player_names=["Ann", "Computer"])
                table = window.start_saved(saved, autosave=False, game=build_game(load_scenario(POSITION)))
                settle(400)
                driver = TableDriver(table, Bot(), seat=0)
                driver.wait()
                bears = next(c for c in table.bridge.hand_ids(0) if table.bridge.name(c) == "Grizzly Bears")
                if shot == "payment-preview":
                    QTest.mouseMove(table.view.viewport(), driver.card_point(bears))
                else:
                    driver.drag(bears, driver.battlefield_point(0), Qt.KeyboardModifier.ShiftModifier)
                    driver.wait()
                settle()
                lit = sorted(table.bridge.name(i) for i, item in table.scene.items_by_id.items()
                             if item.highlight == "payment")
                print(f"{shot}-{lang}-{width}x{height}: lit {lit}")
                window.grab().save(str(out / f"{shot}-{lang}-{width}x{height}.png"))
    window.close()
    app.processEvents()


if __name__ == "__main__":
    main()
