"""Screenshots of the table III (issue 35): ``python docs/screenshots/take_table_iii.py [OUT_DIR]``.

Offscreen, in English, French and Russian, at 1280 × 800 and 1920 × 1080: the graveyard fanned
in the zone panel while Raise Dead asks for its target (the creature cards lit, one pointed at
and shown in the zoom), and the combat damage of a trampling Rootbreaker Wurm divided among
three blockers and the player (the proposed split, the amounts on the blockers).
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

from PySide6.QtTest import QTest  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402

from mtgdesk.decks.precons import precons  # noqa: E402
from mtgdesk.engine import DecisionKind, Step, Zone  # noqa: E402
from mtgdesk.engine import actions as A  # noqa: E402
from mtgdesk.storage import SavedGame, Settings  # noqa: E402
from mtgdesk.ui.main_window import MainWindow  # noqa: E402
from tests.helpers.games import find, position  # noqa: E402

GRAVEYARD = ["Swamp", "Grizzly Bears", "Shock", "Coral Eel", "Mind Rot", "Giant Cockroach", "Llanowar Elves",
             "Forest", "Spined Wurm", "Giant Growth"]


def settle(app: QApplication, ms: int = 250) -> None:
    QTest.qWait(ms)
    app.processEvents()


def _saved() -> SavedGame:
    names = [d.name for d in precons()[:2]]
    return SavedGame(seed=1, decks=[[], []], deck_names=names, players=["human", "computer"],
                     player_names=["Ann", "Bob"])


def graveyard_game() -> object:
    game = position(a_hand=["Raise Dead", "Island", "Shock"],
                    a_battlefield=["Swamp", "Swamp", "Mountain", "Grizzly Bears"],
                    a_graveyard=GRAVEYARD, a_library=["Island"] * 5, b_library=["Island"] * 5,
                    b_battlefield=["Forest", "Forest", "Llanowar Elves"], b_graveyard=["Giant Growth"])
    game.apply(A.CastSpell(0, find(game, "Raise Dead", Zone.HAND)))
    assert game.decision.kind is DecisionKind.TARGETS
    return game


def damage_game() -> object:
    game = position(Step.ATTACKERS, a_battlefield=["Rootbreaker Wurm", "Forest", "Forest"],
                    b_battlefield=["Coral Eel", "Grizzly Bears", "Giant Cockroach"], a_library=["Island"] * 5,
                    b_library=["Island"] * 5)
    wurm = find(game, "Rootbreaker Wurm")
    game.apply(A.DeclareAttacker(0, wurm))
    game.apply(A.FinishAttackers(0))
    while game.decision.kind is not DecisionKind.BLOCKERS:
        game.apply(A.PassPriority(game.decision.player))
    for b in [i for i in list(game.battlefield) if game.objects[i].controller == 1]:
        game.apply(A.DeclareBlocker(1, b, wurm))
    game.apply(A.FinishBlockers(1))
    while game.decision.kind is not DecisionKind.ASSIGN_DAMAGE:
        game.apply(A.PassPriority(game.decision.player))
    return game


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
    for language in ("en", "fr", "ru"):
        window.set_language(language)
        for width, height in ((1280, 800), (1920, 1080)):
            window.resize(width, height)
            settle(app)
            table = window.start_saved(_saved(), autosave=False, game=graveyard_game())
            settle(app, 400)
            zone = table.controller.zone
            assert zone.isVisible(), "the graveyard did not open"
            fan = zone.fan
            pointed = next(i for i, c in enumerate(fan.cards) if c.card.name == "Coral Eel")
            fan.hovered = pointed  # the pointer rests on the Coral Eel: it rises and shows in the zoom
            fan.update()
            table.zoom.show_card_def(fan.cards[pointed].card)
            arrow = table.view.targeting_arrow  # it follows the pointer: to the Coral Eel
            if arrow is not None:
                tip = fan.mapTo(table.view.viewport(), fan.point_of(fan.cards[pointed].id))
                arrow.set_points(arrow.start, table.view.mapToScene(tip))
            settle(app)
            window.grab().save(str(out / f"graveyard-{language}-{width}x{height}.png"))
            table = window.start_saved(_saved(), autosave=False, game=damage_game())
            settle(app, 400)
            assert "damage" in table.controller.prompts.extras, "no damage to divide"
            window.grab().save(str(out / f"damage-{language}-{width}x{height}.png"))
            table.session.stop()
    window.set_language("en")
    print(f"screenshots in {out}")
    window.close()
    import shiboken6

    shiboken6.delete(window)


if __name__ == "__main__":
    main()
