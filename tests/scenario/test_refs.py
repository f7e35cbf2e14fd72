"""Referring to things in scenarios (scenario/refs.py, SCENARIOS.md "Referring to things"):
``Grizzly Bears``, ``B's Grizzly Bears``, ``Grizzly Bears#2``, players ``A`` and ``B``."""
from __future__ import annotations

import pytest

from mtgdesk.engine import PlayerRef, Zone
from mtgdesk.scenario.refs import describe, find_objects, parse_ref, player_ref, split_list
from tests.helpers.games import position


def test_a_reference_is_a_side_a_name_and_a_number() -> None:
    assert parse_ref("Grizzly Bears") == (None, "Grizzly Bears", None)
    assert parse_ref(" B's Grizzly Bears#2 ") == (1, "Grizzly Bears", 2)
    assert parse_ref("A's Sea's Claim") == (0, "Sea's Claim", None)  # an apostrophe in the name
    with pytest.raises(ValueError, match="can't read"):
        parse_ref("")


def test_objects_are_found_by_name_side_and_number_in_the_first_zone_that_has_them() -> None:
    game = position(a_battlefield=["Grizzly Bears", "Grizzly Bears"], b_battlefield=["Grizzly Bears"],
                    a_hand=["Grizzly Bears", "Shock"], b_graveyard=["Shock"])
    on_field = sorted(game.battlefield)
    assert find_objects(game, "grizzly bears") == on_field  # the battlefield first, any case
    assert [describe(game, i) for i in find_objects(game, "B's Grizzly Bears")] == ["B's Grizzly Bears"]
    assert find_objects(game, "A's Grizzly Bears#2") == [on_field[1]]
    assert find_objects(game, "A's Grizzly Bears#3") == []  # a number past the matches
    assert find_objects(game, "Grizzly Bears", zones=[Zone.HAND]) == list(game.players[0].hand[:1])
    assert find_objects(game, "Shock") == list(game.players[0].hand[1:])  # the hand before the graveyard
    assert find_objects(game, "B's Shock") == list(game.players[1].graveyard)
    assert find_objects(game, "Serra Angel") == []


def test_players_and_lists() -> None:
    assert player_ref("A") == PlayerRef(0) and player_ref(" B ") == PlayerRef(1) and player_ref("C") is None
    assert split_list("Grizzly Bears, Forest,, Shock ") == ["Grizzly Bears", "Forest", "Shock"]
