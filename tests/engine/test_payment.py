"""Mana payment in a game (engine/payment.py: CR 106, 107.3, 118.12, 302.6, 601.2f-h, 605)."""
from __future__ import annotations

from mtgdesk.engine import Step, Zone
from mtgdesk.engine import payment as P
from mtgdesk.engine.mana import ManaCost
from tests.helpers.games import find, position


def test_cr302_6_a_summoning_sick_creature_cannot_pay_a_tap_cost() -> None:
    game = position(a_battlefield=["Forest", "Llanowar Elves"])
    elves = game.objects[find(game, "Llanowar Elves")]
    assert P.can_tap_for_cost(game, elves)
    assert P.mana_sources(game, 0).total == 2
    elves.sick = True
    assert not P.can_tap_for_cost(game, elves)
    game._dirty()
    sources = P.mana_sources(game, 0)
    assert sources.total == 1 and [s.object_id for s in sources] == [find(game, "Forest")]


def test_cr107_5_a_tapped_permanent_is_not_a_mana_source() -> None:
    game = position(a_battlefield=["Forest", "Forest"])
    first, second = game.battlefield
    game.objects[first].tapped = True
    game._dirty()
    assert not P.can_tap_for_cost(game, game.objects[first])
    assert [s.object_id for s in P.mana_sources(game, 0)] == [second]
    assert P.mana_sources(game, 0, exclude=second).total == 0  # the other one left out


def test_cr614_1a_urza_tower_adds_three_only_with_mine_and_power_plant() -> None:
    alone = position(a_battlefield=["Urza's Mine", "Urza's Tower"])
    tower = find(alone, "Urza's Tower")
    ability = alone.characteristics(tower).activated[0]
    assert P.mana_added(alone, 0, ability.effects[0]) == "{C}"
    assert P.mana_amount(alone, 0, ability) == 1
    assert P.mana_sources(alone, 0).total == 2
    tron = position(a_battlefield=["Urza's Mine", "Urza's Tower", "Urza's Power Plant"])
    tower = find(tron, "Urza's Tower")
    ability = tron.characteristics(tower).activated[0]
    assert P.mana_added(tron, 0, ability.effects[0]) == "{C}{C}{C}"
    assert P.mana_amount(tron, 0, ability) == 3
    assert P.mana_sources(tron, 0).total == 3 + 2 + 2


def test_you_control_all_needs_a_permanent_for_each_filter() -> None:
    game = position(a_battlefield=["Urza's Mine", "Urza's Tower"], b_battlefield=["Urza's Power Plant"])
    assert P.you_control_all(game, 0, "Mine and Tower")
    assert not P.you_control_all(game, 0, "Mine and Power-Plant")  # the opponent's doesn't count
    assert P.you_control_all(game, 1, "Power-Plant")


def test_cr106_7_fellwar_stone_makes_only_colours_an_opponents_lands_could_produce() -> None:
    game = position(a_battlefield=["Fellwar Stone", "Forest", "Plains"], b_battlefield=["Island", "Swamp"])
    stone = find(game, "Fellwar Stone")
    ability = game.characteristics(stone).activated[0]
    assert P.colors_opponents_lands_could_produce(game, 0) == frozenset("UB")
    assert P.colors_opponents_lands_could_produce(game, 1) == frozenset("GW")  # the player's own lands aside
    assert P.allowed_mana(game, 0, ability) == ("U", "B")
    assert P.mana_types(game, 0, ability) == ("U", "B")


def test_cr105_1_colourless_is_not_a_colour_an_opponents_lands_could_produce() -> None:
    game = position(b_battlefield=["Urza's Mine", "Adarkar Wastes"])
    assert P.colors_opponents_lands_could_produce(game, 0) == frozenset("WU")


def test_cr605_the_automatic_payer_uses_a_pain_lands_painless_ability_for_colourless() -> None:
    game = position(a_battlefield=["Adarkar Wastes"])
    wastes = find(game, "Adarkar Wastes")
    assert P.best_mana_ability(game, wastes, "C").produces == ("C",)
    assert P.best_mana_ability(game, wastes, "W").produces == ("W", "U")


def test_cr601_2f_defense_grid_adds_three_except_during_the_casters_turn() -> None:
    game = position(b_battlefield=["Defense Grid"], a_hand=["Grizzly Bears"], active=0)
    assert P.cost_increase(game, 0) == 0  # player 0 casts on their own turn
    assert P.cost_increase(game, 1) == 3
    bears = game.objects[find(game, "Grizzly Bears", Zone.HAND)].card
    assert P.spell_cost(game, 0, bears).mana_value == 2
    assert P.spell_cost(game, 1, bears).mana_value == 5


def test_cr107_3_max_x_is_what_the_mana_left_after_the_rest_of_the_cost_can_pay() -> None:
    game = position(a_battlefield=["Forest", "Forest", "Forest", "Forest"])
    assert P.max_x(game, 0, ManaCost.parse("{X}{G}")) == 3
    assert P.max_x(game, 0, ManaCost.parse("{X}{X}{G}")) == 1
    assert P.max_x(game, 0, ManaCost.parse("{2}{G}")) == 0  # no X
    game.players[0].pool[4] = 2  # two green already in the pool
    assert P.max_x(game, 0, ManaCost.parse("{X}{G}")) == 5


def test_cr601_2g_can_pay_checks_colours_not_just_the_amount() -> None:
    game = position(a_battlefield=["Forest", "Forest", "Mountain"])
    assert P.can_pay(game, 0, ManaCost.parse("{1}{G}{G}"))
    assert P.can_pay(game, 0, ManaCost.parse("{R}{G}"))
    assert not P.can_pay(game, 0, ManaCost.parse("{R}{R}"))
    assert not P.can_pay(game, 0, ManaCost.parse("{4}"))
    assert P.can_pay(game, 0, ManaCost.parse("{0}"))


def test_cr118_12_paying_now_taps_sources_and_leaves_the_rest_in_the_pool() -> None:
    game = position(a_battlefield=["Urza's Mine", "Urza's Tower", "Urza's Power Plant"])
    assert P.pay_mana_now(game, 0, ManaCost.parse("{5}"))
    assert all(game.objects[i].tapped for i in game.battlefield)
    assert game.players[0].pool == [0, 0, 0, 0, 0, 2]  # seven made, five paid (CR 106.4)


def test_cr118_3_a_cost_that_cannot_be_paid_taps_nothing() -> None:
    game = position(a_battlefield=["Forest", "Forest"])
    assert not P.pay_mana_now(game, 0, ManaCost.parse("{3}"))
    assert not any(game.objects[i].tapped for i in game.battlefield)
    assert game.players[0].pool == [0] * 6
    assert P.auto_payment(game, 0, ManaCost.parse("{3}")) is None


def test_auto_payment_keeps_the_colour_the_hand_needs() -> None:
    """Issue 35: a Forest is kept for the Giant Growth in hand when a Mountain can pay {1}."""
    game = position(a_battlefield=["Forest", "Mountain"], a_hand=["Giant Growth"], step=Step.MAIN1)
    assert P.colour_needs(game, 0) == (0, 0, 0, 0, 10, 0)
    plan = P.auto_payment(game, 0, ManaCost.parse("{1}"))
    assert plan is not None and [game.objects[s.object_id].card.name for s, _ in plan] == ["Mountain"]
