"""Take the README's screenshots: ``python docs/screenshots/take.py [OUT_DIR]``.

Offscreen, deterministic (fixed seeds): the start page, the new game dialog, a game in progress
with a spell on the stack, a combat with its arrows, and the zoom panel showing a card; then
the table in English, French and Russian at 1280 × 800 and 1920 × 1080, a search of the
library (cards to click), and the screen of a hot-seat game when the seat passes.
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

from PySide6.QtCore import QPointF  # noqa: E402
from PySide6.QtTest import QTest  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402

from mtgdesk.engine import actions as A  # noqa: E402
from mtgdesk.storage import Settings  # noqa: E402
from mtgdesk.ui.main_window import MainWindow  # noqa: E402
from mtgdesk.ui.smoke import smoke_position  # noqa: E402

SIZE = (1280, 800)


def settle(app: QApplication, ms: int = 200) -> None:
    QTest.qWait(ms)
    app.processEvents()


def main() -> None:
    out = Path(sys.argv[1]) if len(sys.argv) > 1 else HERE
    out.mkdir(parents=True, exist_ok=True)
    app = QApplication.instance() or QApplication(["mtgdesk"])
    window = MainWindow(settings=Settings(animation_speed=0))
    window.persist_settings = False
    window.resize(*SIZE)
    window.show()
    settle(app, 300)
    window.grab().save(str(out / "start-page.png"))

    window.new_game()
    dialog = window._new_game_dialog
    settle(app)
    dialog.grab().save(str(out / "new-game.png"))
    dialog.reject()

    # A game in progress: the opponent's spell on the stack, ours to answer.
    position = smoke_position(seed=3, kinds=("stack",))
    position.saved.player_names = ["Ann", "Computer"]
    table = window.start_saved(position.saved, autosave=False, frozen=True)
    settle(app)
    window.grab().save(str(out / "table.png"))

    # Combat: attackers coming, a block dragged onto one of them (arrows), the zoom panel
    # showing the attacker.
    position = smoke_position(seed=5, min_turn=6, kinds=("blockers",))
    position.saved.player_names = ["Ann", "Computer"]
    table = window.start_saved(position.saved, autosave=False, frozen=True)
    settle(app)
    bridge = table.bridge
    blocks = [a for a in bridge.legal_actions() if isinstance(a, A.DeclareBlocker)]
    if blocks:
        table.controller.pending_blocks = [(blocks[0].blocker, blocks[0].attacker)]
        table.controller.refresh()
        table.refresh(recompute=False)
        attacker = table.scene.items_by_id[blocks[0].attacker]
        table.zoom.show_card(attacker.state)
    settle(app)
    window.grab().save(str(out / "combat.png"))

    # The zoom panel, pointing at the card on the table with the most rules text.
    from mtgdesk.ui.common.rules_text import rules_lines

    shown = [i for i in table.scene.items_by_id.values() if i.state.card is not None]
    if shown:
        item = max(shown, key=lambda i: (len(" ".join(rules_lines(i.state.card))), i.state.power is not None))
        item.set_hovered(True)
        table.scene.hover_card(item, True)
        settle(app, 300)
        zoom = table.zoom
        top_left = zoom.mapTo(window, zoom.rect().topLeft())
        shot = window.grab()
        shot.copy(top_left.x(), top_left.y(), zoom.width(), zoom.height()).save(str(out / "zoom.png"))
    # The table in each language, at a laptop's size and a desktop's.
    for language in ("en", "fr", "ru"):
        window.set_language(language)
        for width, height in ((1280, 800), (1920, 1080)):
            window.resize(width, height)
            position = smoke_position(seed=3, kinds=("stack",))
            table = window.start_saved(position.saved, autosave=False, frozen=True)
            settle(app)
            window.grab().save(str(out / f"table-{language}-{width}x{height}.png"))
    window.set_language("en")
    window.resize(*SIZE)

    # A search: the cards found are cards to click.
    position = smoke_position(seed=1, min_turn=1, decks=(4, 1), kinds=("search",))
    table = window.start_saved(position.saved, autosave=False, frozen=True)
    table.controller.refresh()
    table.refresh(recompute=False)
    settle(app)
    window.grab().save(str(out / "search.png"))

    # Hot seat: the first player keeps their hand, the seat passes to the other one.
    from mtgdesk.decks.precons import precons
    from mtgdesk.ui.table.session import HUMAN, GameSetup

    decks = precons()[:2]
    setup = GameSetup(decks=[[c.name for c in d.cards()] for d in decks], deck_names=[d.name for d in decks],
                      seats=[HUMAN, HUMAN], names=["Ann", "Bob"], seed=2)
    table = window.start_game(setup, autosave=False)
    settle(app)
    if table.seat_screen.isVisible():
        table.seat_screen.button.click()
        settle(app)
    table.prompt.buttons["keep_button"].click()
    settle(app)
    window.grab().save(str(out / "hot-seat.png"))
    print(f"screenshots in {out}")
    window.close()
    import shiboken6

    shiboken6.delete(window)
    assert QPointF is not None


if __name__ == "__main__":
    main()
