"""The bridge between the table and the engine (ui/table/bridge.py): only legal actions applied,
a refusal signalled with its rule, a try on a copy, a concession ending the game."""
from __future__ import annotations

from typing import Any

import pytest

from mtgdesk.engine import Zone
from mtgdesk.engine import actions as A
from mtgdesk.ui.table.bridge import GameBridge
from tests.helpers.games import find, position

pytestmark = pytest.mark.gui


def test_the_bridge_applies_only_legal_actions(qtbot: Any) -> None:
    game = position(a_hand=["Forest", "Mountain"], a_battlefield=[], b_battlefield=["Forest"])
    bridge = GameBridge(game)
    forest, mountain = find(game, "Forest", Zone.HAND), find(game, "Mountain", Zone.HAND)
    with qtbot.waitSignal(bridge.applied) as applied:
        assert bridge.submit(A.PlayLand(0, forest))
    action, events = applied.args
    assert action == A.PlayLand(0, forest) and events
    with qtbot.waitSignal(bridge.refused) as refused:
        assert not bridge.submit(A.PlayLand(0, mountain))
    assert refused.args[1].message == "no_land_plays_left"
    assert bridge.history == [A.PlayLand(0, forest)]


def test_a_colour_of_mana_is_the_listed_activation(qtbot: Any) -> None:
    game = position(a_battlefield=["Forest"], b_battlefield=["Forest"])
    bridge = GameBridge(game)
    forest = find(game, "Forest", player=0)
    assert bridge.is_legal(A.ActivateAbility(0, forest, 0, "G"))
    assert bridge.submit(A.ActivateAbility(0, forest, 0, "G"))
    assert bridge.mana_pool(0)[4] == 1


def test_a_try_on_a_copy_gives_the_first_refusal_and_leaves_the_game(qtbot: Any) -> None:
    game = position(a_hand=["Forest", "Mountain"], a_battlefield=[], b_battlefield=["Forest"])
    bridge = GameBridge(game)
    forest, mountain = find(game, "Forest", Zone.HAND), find(game, "Mountain", Zone.HAND)
    before = game.state()
    refusal = bridge.simulate([A.PlayLand(0, forest), A.PlayLand(0, mountain)])
    assert refusal is not None and (refusal.rule, refusal.message) == ("305.2b", "no_land_plays_left")
    assert bridge.simulate([A.PlayLand(0, forest)]) is None
    assert game.state() == before and bridge.history == [] and bridge.generation == 0


def test_the_legal_actions_are_read_again_after_each_action(qtbot: Any) -> None:
    game = position(a_hand=["Forest"], a_battlefield=[], b_battlefield=["Forest"])
    bridge = GameBridge(game)
    forest = find(game, "Forest", Zone.HAND)
    assert A.PlayLand(0, forest) in bridge.legal_actions()
    assert bridge.submit(A.PlayLand(0, forest))
    assert bridge.generation == 1
    assert A.PlayLand(0, forest) not in bridge.legal_actions()
    on_battlefield = find(game, "Forest", Zone.BATTLEFIELD, player=0)  # a new object (CR 400.7)
    assert bridge.zone(on_battlefield) == "battlefield" and bridge.lands_played(0) == 1


def test_a_concession_ends_the_game_for_the_other_player_and_refuses_what_follows(qtbot: Any) -> None:
    game = position(a_hand=["Forest"], a_battlefield=[], b_battlefield=["Forest"])
    bridge = GameBridge(game)
    with qtbot.waitSignal(bridge.game_over) as over:
        assert bridge.concede(0)
    assert over.args == [1] and bridge.over and bridge.winner == 1 and bridge.conceded == 0
    assert not bridge.concede(1)  # the game is over already
    with qtbot.waitSignal(bridge.refused) as refused:
        assert not bridge.submit(A.PlayLand(0, find(game, "Forest", Zone.HAND)))
    assert (refused.args[1].rule, refused.args[1].message) == ("104.1", "game_over")
    assert bridge.simulate([]) is not None
