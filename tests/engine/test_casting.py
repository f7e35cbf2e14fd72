"""Casting spells and activating abilities (engine/casting.py: CR 601, 602, 605, 726)."""
from __future__ import annotations

import pytest

from mtgdesk.engine import DecisionKind, IllegalAction, PlayerRef, Zone
from mtgdesk.engine import actions as A
from tests.helpers.games import find, position


def test_illegal_action_names_the_rule_for_the_wrong_player() -> None:
    game = position()
    with pytest.raises(IllegalAction) as exc:
        game.apply(A.PassPriority(1))
    assert exc.value.rule == "117.1"

def test_cancel_casting_restores_the_position() -> None:
    """CR 726: a cast that is taken back leaves no trace (the land tapped for it untaps)."""
    game = position(a_hand=["Shock"], a_battlefield=["Mountain"])
    before = game.state()
    game.apply(A.CastSpell(0, find(game, "Shock", Zone.HAND)))
    with pytest.raises(IllegalAction) as exc:  # CR 605.3a: not while choosing targets
        game.apply(A.ActivateAbility(0, find(game, "Mountain"), 0))
    assert exc.value.rule == "605.3a"
    game.apply(A.ChooseTargets(0, (PlayerRef(1),)))
    game.apply(A.ActivateAbility(0, find(game, "Mountain"), 0))
    assert game.players[0].pool[3] == 1
    game.apply(A.CancelCasting(0))
    assert game.state() == before

def test_cancel_in_a_clone_taken_mid_cast_leaves_the_original_alone() -> None:
    """CR 726: taking a cast back in a copy of the game (AI search) restores that copy only."""
    game = position(a_hand=["Grizzly Bears"], a_battlefield=["Forest", "Forest"])
    before = game.state()
    game.apply(A.CastSpell(0, find(game, "Grizzly Bears", Zone.HAND)))
    forests = [i for i in game.battlefield]
    game.apply(A.ActivateAbility(0, forests[0], 0))
    mid = game.state()
    copy = game.clone()
    copy.apply(A.ActivateAbility(0, forests[1], 0))
    copy.apply(A.CancelCasting(0))
    assert copy.state() == before
    assert game.state() == mid  # the original is still mid-cast, one Forest tapped
    assert game.objects[forests[0]].tapped and not game.objects[forests[1]].tapped
    game.apply(A.CancelCasting(0))
    assert game.state() == before


def test_cr726_cancel_while_choosing_the_creature_to_sacrifice() -> None:
    """Taken back at the cost's choice, the activation leaves the game as it was (CR 726); made,
    the choice is the cost that is paid (601.2h)."""
    game = position(a_battlefield=["Nantuko Husk", "Grizzly Bears"])
    before = game.state()
    husk = find(game, "Nantuko Husk")
    game.apply(A.ActivateAbility(0, husk, 0))
    assert game.decision.kind is DecisionKind.CHOICE
    assert A.CancelCasting(0) in game.legal_actions()
    game.apply(A.CancelCasting(0))
    assert game.state() == before
    bears = find(game, "Grizzly Bears")
    game.apply(A.ActivateAbility(0, husk, 0))
    game.apply(A.ChooseOption(0, bears))
    assert game.objects[game.stack[-1]].chosen == (("sacrifice", bears),)
    assert bears not in game.objects and game.players[0].graveyard
