"""Combat (engine/combat.py: CR 506-511, 702.3 defender, 702.4 double strike)."""
from __future__ import annotations

import pytest

from mtgdesk.engine import IllegalAction, Keyword, Step
from mtgdesk.engine import actions as A
from tests.helpers.vocabulary_cards import combat_position, creature, pass_until_step


def test_cr702_4b_double_strike_deals_damage_twice() -> None:
    striker = creature("Double Striker", 2, 2, Keyword("double_strike"))
    game, (a,), _ = combat_position([striker], [])
    game.apply(A.DeclareAttacker(0, a))
    game.apply(A.FinishAttackers(0))
    pass_until_step(game, Step.FIRST_STRIKE_DAMAGE)
    assert game.players[1].life == 18
    pass_until_step(game, Step.DAMAGE)
    assert game.players[1].life == 16

def test_cr702_3b_defender_cant_attack() -> None:
    wall = creature("Test Wall", 0, 4, Keyword("defender"))
    game, (a,), _ = combat_position([wall], [])
    with pytest.raises(IllegalAction) as exc:
        game.apply(A.DeclareAttacker(0, a))
    assert exc.value.rule == "702.3b"
