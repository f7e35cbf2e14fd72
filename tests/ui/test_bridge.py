"""The in-process seat (ui/table/bridge.py): ``GameBridge.card`` names only what the player at the
table may see (CR 400.2), and the table says who sits there, in a hot-seat game too (issue 37:
the table reads only its player's seat)."""
from __future__ import annotations

from typing import Any

from mtgdesk.engine import Step, Zone
from mtgdesk.ui.table.bridge import GameBridge
from tests.helpers.games import find, position
from tests.ui.test_table_parts import _table_on


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
