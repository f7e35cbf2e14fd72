"""Events (engine/events.py): every change the engine makes is an event record that ``apply``
returns, in the order the changes happened."""
from __future__ import annotations

import dataclasses

import pytest

from mtgdesk.engine import PlayerRef, Zone
from mtgdesk.engine import actions as A
from mtgdesk.engine import events as E
from tests.helpers.games import find, position


def test_cr305_1_playing_a_land_moves_it_as_a_new_object_and_says_so() -> None:
    game = position(a_hand=["Forest"])
    forest = find(game, "Forest", Zone.HAND)
    events = game.apply(A.PlayLand(0, forest))
    moved = [e for e in events if isinstance(e, E.CardMoved)]
    assert len(moved) == 1 and (moved[0].old_id, moved[0].name, moved[0].owner) == (forest, "Forest", 0)
    assert (moved[0].from_zone, moved[0].to_zone) == ("hand", "battlefield")
    assert moved[0].new_id == find(game, "Forest") and moved[0].new_id != forest  # CR 400.7
    assert any(isinstance(e, E.LandPlayed) and e.player == 0 for e in events)


def test_a_shock_gives_its_events_in_order() -> None:
    game = position(a_hand=["Shock"], a_battlefield=["Mountain"])
    mountain = find(game, "Mountain")
    events = game.apply(A.CastSpell(0, find(game, "Shock", Zone.HAND)))
    assert any(isinstance(e, E.CardMoved) and e.to_zone == "stack" for e in events)
    events += game.apply(A.ChooseTargets(0, (PlayerRef(1),)))
    events += game.apply(A.PayAuto(0))
    events += game.apply(A.PassPriority(0))
    events += game.apply(A.PassPriority(1))
    kinds = [type(e) for e in events]
    assert E.Tapped(mountain) in events and E.SpellCast(0, events[kinds.index(E.SpellCast)].object_id) in events
    assert E.LifeChanged(1, 20, 18) in events
    damage = next(e for e in events if isinstance(e, E.DamageDealt))
    assert (damage.amount, damage.combat) == (2, False)
    assert kinds.index(E.DamageDealt) < kinds.index(E.Resolved)
    assert any(isinstance(e, E.CardMoved) and e.name == "Shock" and e.to_zone == "graveyard" for e in events)


def test_events_are_frozen_values() -> None:
    assert E.Tapped(3) == E.Tapped(3) and E.Tapped(3) != E.Untapped(3)
    with pytest.raises(dataclasses.FrozenInstanceError):
        E.Tapped(3).object_id = 4  # type: ignore[misc]
