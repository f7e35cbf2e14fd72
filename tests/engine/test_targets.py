"""Targets (engine/targets.py: CR 115, 702.18 shroud)."""
from __future__ import annotations

import pytest

from mtgdesk.engine import DecisionKind, IllegalAction, Keyword, PlayerRef, Zone
from mtgdesk.engine import actions as A
from tests.helpers.games import find, position
from tests.helpers.vocabulary_cards import creature


def test_player_ref_targets_and_damage() -> None:
    game = position(a_hand=["Shock"], a_battlefield=["Mountain"])
    shock = find(game, "Shock", Zone.HAND)
    game.apply(A.CastSpell(0, shock))
    assert game.decision.kind is DecisionKind.TARGETS
    game.apply(A.ChooseTargets(0, (PlayerRef(1),)))
    game.apply(A.PayAuto(0))
    game.apply(A.PassPriority(0))
    game.apply(A.PassPriority(1))
    assert game.players[1].life == 18


def test_cr702_18a_shroud_cant_be_targeted() -> None:
    game = position(a_hand=["Shock"], a_battlefield=["Mountain"])
    shrouded = game.create_object(creature("Shrouded One", 2, 2, Keyword("shroud")), 1, Zone.BATTLEFIELD)
    game.apply(A.CastSpell(0, find(game, "Shock", Zone.HAND)))
    with pytest.raises(IllegalAction) as exc:
        game.apply(A.ChooseTargets(0, (shrouded.id,)))
    assert exc.value.rule == "702.18a"
    assert shrouded.id not in game.decision.options[0]
