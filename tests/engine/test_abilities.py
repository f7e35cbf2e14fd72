"""The ability vocabulary (engine/abilities.py): frozen values, and what an activated ability
works out about the mana it makes (CR 113, 118, 602, 605, 702)."""
from __future__ import annotations

import dataclasses

import pytest

from mtgdesk.engine.abilities import (
    ActivatedAbility, Cost, Effect, Keyword, StaticAbility, TargetSpec, TriggeredAbility,
)
from mtgdesk.engine.mana import ManaCost


_TAP = Cost(tap=True)


def _mana(mana: str, cost: Cost = _TAP, **more: object) -> ActivatedAbility:
    return ActivatedAbility(cost, (Effect.make("add_mana", mana=mana, **more),), is_mana=True)


def test_an_effect_keeps_its_parameters_sorted_so_equal_effects_are_equal() -> None:
    a = Effect.make("deal_damage", to="target", amount=2)
    b = Effect.make("deal_damage", amount=2, to="target")
    assert a == b and hash(a) == hash(b) and a.params == (("amount", 2), ("to", "target"))
    assert a["amount"] == 2 and a.get("to") == "target" and a.get("by", "you") == "you"
    with pytest.raises(KeyError):
        a["by"]


def test_abilities_are_frozen_values() -> None:
    ability = StaticAbility("creatures_get", (("power", 1),))
    with pytest.raises(dataclasses.FrozenInstanceError):
        ability.kind = "other"  # type: ignore[misc]
    assert ability.get("power") == 1 and ability.get("toughness") is None
    trigger = TriggeredAbility("enters", (Effect.make("draw", count=1),), params=(("what", "self"),))
    assert trigger.get("what") == "self" and not trigger.optional and trigger.condition is None


def test_cr702_a_keywords_line_is_not_part_of_what_it_is() -> None:
    assert Keyword("flying", None, 0) == Keyword("flying", None, 3)
    assert Keyword("landwalk", "Island") != Keyword("landwalk", "Swamp")


def test_cr601_2h_a_cost_names_the_parts_that_ask_which_object_pays() -> None:
    assert Cost(tap=True).choices == () and not Cost(tap=True).has_mana
    assert Cost(sacrifice="creature", discard=1).choices == ("sacrifice", "discard")
    assert Cost(tap_untapped="creature").choices == ("tap_untapped",)
    assert Cost(mana=ManaCost.parse("{1}")).has_mana


def test_cr605_1a_a_basic_mana_ability_makes_one_fixed_mana_for_tapping() -> None:
    forest = _mana("{G}")
    assert forest.produces == ("G",) and forest.amount == 1 and forest.tap_only
    assert forest.fixed_mana == (0, 0, 0, 0, 1, 0)
    assert not forest.amount_varies and not forest.mana_limited


def test_cr106_1_one_of_several_types_is_one_mana_and_not_fixed() -> None:
    birds = _mana("{W}|{U}|{B}|{R}|{G}")
    assert birds.produces == ("W", "U", "B", "R", "G") and birds.amount == 1
    assert birds.fixed_mana is None and birds.tap_only


def test_two_mana_of_one_activation_count_as_two() -> None:
    assert _mana("{C}{C}").amount == 2 and _mana("{C}{C}").fixed_mana == (0, 0, 0, 0, 0, 2)
    assert _mana("{C}{C}").produces == ("C",)


def test_cr614_1a_an_amount_that_may_be_replaced_varies_and_is_not_fixed() -> None:
    tower = _mana("{C}", instead="{C}{C}{C}", if_you_control="Mine and Power-Plant")
    assert tower.amount_varies and tower.fixed_mana is None and tower.tap_only


def test_cr106_7_a_mana_ability_limited_to_some_colours_says_so() -> None:
    stone = _mana("{W}|{U}|{B}|{R}|{G}", any_color_of="opponents_lands")
    assert stone.mana_limited and stone.fixed_mana is None


def test_cr605_a_mana_ability_with_another_cost_is_not_for_the_automatic_payer_alone() -> None:
    assert not _mana("{B}", Cost(tap=True, pay_life=1)).tap_only
    assert not _mana("{R}", Cost(tap=True, sacrifice_self=True)).tap_only
    assert not _mana("{G}", Cost(mana=ManaCost.parse("{1}"), tap=True)).tap_only
    assert not _mana("{G}", Cost()).tap_only  # no {T}
    pain = ActivatedAbility(Cost(tap=True), (Effect.make("add_mana", mana="{W}|{U}"),
                                             Effect.make("deal_damage", amount=1, to="you")), is_mana=True)
    assert pain.tap_only and pain.produces == ("W", "U") and pain.fixed_mana is None


def test_an_ability_that_adds_no_mana_produces_nothing() -> None:
    ping = ActivatedAbility(Cost(tap=True), (Effect.make("deal_damage", amount=1, to="target"),),
                            (TargetSpec("any"),))
    assert ping.produces == () and not ping.tap_only and ping.fixed_mana is None
    assert _mana("{G}") != ping and _mana("{G}") == _mana("{G}")  # derived fields aside, a value
