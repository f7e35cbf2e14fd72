"""Uncommons whose effect a scenario's checks can't see: what a player's view shows."""
from __future__ import annotations

from mtgdesk.engine import Zone
from tests.helpers.games import find, position


def test_telepathy_reveals_the_opponents_hand_to_its_controller_only() -> None:
    """"Your opponents play with their hands revealed.": A's view shows B's cards; B's view of
    A's hand stays a count (CR 402.3), and without Telepathy A sees only B's count."""
    game = position(a_battlefield=["Telepathy"], b_hand=["Shock", "Forest"], a_hand=["Island"])
    a_view, b_view = game.view(0), game.view(1)
    seen = a_view.hand(1)
    assert isinstance(seen, list) and sorted(c.name for c in seen) == ["Forest", "Shock"]
    assert b_view.hand(0) == 1
    game.move(find(game, "Telepathy"), Zone.GRAVEYARD)
    assert game.view(0).hand(1) == 2


def test_telepathy_under_the_opponents_control_reveals_the_other_hand() -> None:
    game = position(b_battlefield=["Telepathy"], a_hand=["Island", "Shock"], b_hand=["Forest"])
    assert game.view(0).hand(1) == 1
    shown = game.view(1).hand(0)
    assert isinstance(shown, list) and len(shown) == 2
