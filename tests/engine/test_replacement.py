"""Replacement effects (engine/replacement.py: CR 614)."""
from __future__ import annotations

from mtgdesk.engine import Step, Zone
from mtgdesk.engine import actions as A
from mtgdesk.engine.objects import PlayerRef
from tests.helpers.games import find, position
from tests.helpers.rare_games import _resolve


def test_plagiarize_on_oneself_draws_one_card() -> None:
    game = position(Step.MAIN1, a_hand=["Plagiarize"], a_battlefield=["Island"] * 4,
                    a_library=["Island", "Forest", "Shock"])
    game.apply(A.CastSpell(0, find(game, "Plagiarize", Zone.HAND)))
    game.apply(A.ChooseTargets(0, (PlayerRef(0),)))
    game.apply(A.PayAuto(0))
    _resolve(game)
    game.draw(0)
    assert [game.objects[i].card.name for i in game.players[0].hand] == ["Shock"]
    assert len(game.players[0].library) == 2

def test_zurs_weirding_with_an_empty_library_the_draw_happens_and_loses() -> None:
    game = position(Step.MAIN1, a_battlefield=["Zur's Weirding"], b_library=["Island"])
    game.draw(0)
    assert game.players[0].drew_from_empty  # CR 121.4: nothing to reveal, the draw is attempted
