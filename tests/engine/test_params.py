"""The check of an ability kind's parameters (engine/params.py), used when a card is loaded: each
value of its declared type, every name known, every required one given."""
from __future__ import annotations

from typing import Any

import pytest

from mtgdesk.engine.abilities import Amount, Condition, Effects, Filters, ListOf, Mana, Ref
from mtgdesk.engine.filters import Filter
from mtgdesk.engine.params import check_effect, check_kind_params, check_value


@pytest.mark.parametrize("want, good", [
    (Ref, "target"), (Ref, "target:1"), (Ref, "you"),
    (Amount, 3), (Amount, 0), (Amount, "X"),
    (Filter, "creature you_control"), (Filters, "Mine and Tower"),
    (Condition, "during_combat"),
    (Mana, "{G}"), (Mana, "{R}|{G}"), (Mana, "{2}{W}"),
    (Effects, [{"do": "draw", "count": 1}]),
    (ListOf(Ref), ["you", "target"]),
    (("hand", "battlefield"), "hand"),
    (int, 2), (bool, True), (str, "anything"),
])
def test_a_value_of_its_type_passes(want: Any, good: Any) -> None:
    assert check_value(want, good) is None


@pytest.mark.parametrize("want, bad, problem", [
    (Ref, "tagret", "unknown reference 'tagret'"),
    (Ref, "target:x", "unknown reference 'target:x'"),
    (Ref, 3, "unknown reference 3"),
    (Amount, True, "not a number or a known amount: True"),  # a bool is not a number here
    (Amount, "lots", "not a number or a known amount: 'lots'"),
    (Filter, 3, "not a filter: 3"),
    (Filter, "Gobin creature", "unknown word 'Gobin'"),
    (Filters, "Mine and Gobin", "unknown word 'Gobin'"),
    (Filters, ["Mine"], "not filters"),
    (Condition, "sometimes", "unknown condition 'sometimes'"),
    (Mana, 3, "not mana symbols: 3"),
    (Mana, "{G}|{Q}", "unknown mana symbol"),
    (Effects, [], "must be a non-empty list of effects"),
    (Effects, [{"count": 1}], "not an effect"),
    (Effects, [{"do": "explode"}], "unknown effect 'explode'"),
    (Effects, [{"do": "draw", "count": "lots"}], "effect 'draw': count: not a number"),
    (ListOf(Ref), [], "must be a non-empty list"),
    (ListOf(Ref), ["you", "nobody"], "unknown reference 'nobody'"),
    (("hand", "battlefield"), "exile", "'exile' is not one of hand, battlefield"),
    (int, True, "must be int, not True"),
    (int, "2", "must be int, not '2'"),
])
def test_a_value_not_of_its_type_names_the_problem(want: Any, bad: Any, problem: str) -> None:
    found = check_value(want, bad)
    assert found is not None and problem in found, found


def test_kind_params_name_an_unknown_parameter_a_bad_value_and_a_missing_one() -> None:
    schema = {"count": Amount, "who": Ref, "filter": Filter}
    assert check_kind_params("effect", "k", schema, {"count"}, {"count": 1, "who": "you"}) is None
    assert check_kind_params("effect", "k", schema, {"count"}, {"count": 1, "when": 2}) == \
        "effect 'k' has no parameter 'when'; it takes ['count', 'filter', 'who']"
    assert check_kind_params("static", "k", schema, {"count"}, {"count": "lots"}).startswith(  # type: ignore[union-attr]
        "static 'k': count: not a number")
    assert check_kind_params("trigger", "k", schema, {"count", "who"}, {"count": 1}) == \
        "trigger 'k' is missing ['who']"


def test_a_filter_parameter_may_be_one_of_the_kinds_words() -> None:
    schema = {"filter": Filter}
    assert check_kind_params("effect", "k", schema, (), {"filter": "self_or_bust"}) is not None
    assert check_kind_params("effect", "k", schema, (), {"filter": "self_or_bust"}, words=("self_or_bust",)) is None


def test_check_effect_looks_the_kind_up() -> None:
    assert check_effect("draw", {"count": 2}) is None
    assert check_effect("draw", {}) == "effect 'draw' is missing ['count']"
    problem = check_effect("explode", {})
    assert problem is not None and problem.startswith("unknown effect 'explode'; known: [") and "'draw'" in problem
