"""Zones, cards and players (engine/objects.py): a card's printed characteristics and what is
worked out from them once (CR 105, 109, 110.4, 205)."""
from __future__ import annotations

from mtgdesk.cards import load_pool
from mtgdesk.engine import Zone
from mtgdesk.engine.objects import Player


def test_cr105_2_a_card_s_colour_comes_from_its_mana_cost() -> None:
    pool = load_pool()
    assert pool.get("Shock").colors == frozenset("R")
    assert pool.get("Ornithopter").colors == frozenset() and pool.get("Forest").colors == frozenset()
    assert pool.get("Grizzly Bears").colors == frozenset("G")


def test_cr205_the_type_line_and_what_is_derived_from_the_types() -> None:
    pool = load_pool()
    forest, bears, shock = pool.get("Forest"), pool.get("Grizzly Bears"), pool.get("Shock")
    assert forest.type_line == "Basic Land — Forest" and bears.type_line == "Creature — Bear"
    assert forest.is_land and not bears.is_land
    assert bears.is_permanent_card and forest.is_permanent_card and not shock.is_permanent_card  # CR 110.4a
    assert shock.instant_speed and not bears.instant_speed  # CR 304.1
    assert bears.is_type("Creature") and not bears.is_type("Land")


def test_abilities_are_sorted_by_kind() -> None:
    pool = load_pool()
    elves = pool.get("Llanowar Elves")
    assert len(elves.activated_abilities()) == 1 and elves.keywords() == () and elves.triggered_abilities() == ()
    angel = pool.get("Serra Angel")
    assert {k.name for k in angel.keywords()} == {"flying", "vigilance"} and angel.activated_abilities() == ()


def test_cr400_1_a_player_s_zones_and_a_copy_that_is_their_own() -> None:
    player = Player(0)
    assert player.life == 20 and player.pool == [0] * 6
    player.hand.append(7)
    copy = player.copy()
    copy.hand.append(8)
    copy.life = 5
    assert player.hand == [7] and player.life == 20
    assert player.zone_list(Zone.HAND) is player.hand and player.zone_list(Zone.LIBRARY) is player.library
    assert copy.state() != player.state()
    assert Player(1).state() == Player(1).state()
