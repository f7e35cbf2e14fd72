"""The bridge between the table and the engine (ui/table/bridge.py): only legal actions applied,
a refusal signalled with its rule, a try on a copy, a concession ending the game; ``card`` names
only what the player at the table may see (CR 400.2), and the table says who sits there, in a
hot-seat game too (issue 37: the table reads only its player's seat)."""
from __future__ import annotations

from typing import Any

import pytest

from mtgdesk.engine import Step, Zone
from mtgdesk.engine import actions as A
from mtgdesk.ui.table.bridge import GameBridge
from tests.helpers.games import find, position
from tests.ui.test_table_parts import _table_on

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


def _game() -> Any:
    return position(Step.MAIN1, a_hand=["Shock"], b_hand=["Giant Growth"], a_library=["Island"],
                    b_library=["Forest"], b_battlefield=["Grizzly Bears"])


def test_cr_400_2_the_bridge_names_only_what_the_player_at_the_table_sees(qtbot: Any) -> None:
    game = _game()
    bridge = GameBridge(game)
    shock, growth = find(game, "Shock", Zone.HAND), find(game, "Giant Growth", Zone.HAND)
    library, bears = find(game, "Forest", Zone.LIBRARY), find(game, "Grizzly Bears")
    assert bridge.card(growth) is not None  # nobody sits yet: a replay reads the whole game
    bridge.show_to(0)
    assert bridge.card(shock) is not None and bridge.card(shock).name == "Shock"  # type: ignore[union-attr]
    assert bridge.card(growth) is None  # the other player's hand is private
    assert bridge.card(library) is None  # a library is face down
    assert bridge.name(growth) == ""
    assert bridge.card(bears) is not None  # the battlefield is public
    bridge.show_to(1)
    assert bridge.card(growth) is not None and bridge.card(shock) is None


def test_the_table_tells_the_bridge_who_sits_and_a_hot_seat_change(qtbot: Any) -> None:
    game = _game()
    table = _table_on(game, qtbot)  # two people at one desk
    bridge = table.controller.bridge
    growth = find(game, "Giant Growth", Zone.HAND)
    assert bridge.viewer == 0 and bridge.card(growth) is None
    table.controller.take_seat(1)  # the other player sits down
    assert bridge.viewer == 1 and bridge.card(growth) is not None
    assert bridge.card(find(game, "Shock", Zone.HAND)) is None
