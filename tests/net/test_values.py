"""Engine values as plain JSON and back (net/values.py): only declared classes are made, each
value checked; nothing is evaluated or unpickled."""
from __future__ import annotations

import json

import pytest

from mtgdesk.cards import load_pool
from mtgdesk.engine import PlayerRef
from mtgdesk.engine import actions as A
from mtgdesk.net.values import MAX_DEPTH, CodecError, OptionRef, decode, decode_action, encode, encode_action


@pytest.mark.parametrize("action", [
    A.PassPriority(1), A.ChooseTargets(0, (PlayerRef(1), 12)), A.ChooseOption(0, "R"), A.PayAuto(1),
    A.Discard(0, (3, 4)),
])
def test_actions_round_trip_through_json(action: A.Action) -> None:
    data = json.loads(json.dumps(encode_action(action)))
    assert decode_action(data) == action and data["$"] == type(action).__name__


def test_defaults_are_left_out_and_sets_and_options_travel() -> None:
    assert encode(A.PassPriority(0)) == {"$": "PassPriority", "player": 0}
    assert decode(encode(frozenset({2, 1}))) == frozenset({1, 2})
    ability = object()
    assert encode(ability, options=("x", ability)) == {"$option": 1}
    assert decode({"$option": 1}, options=("x", ability)) is ability
    assert decode({"$option": 1}, options=None) == OptionRef(1)  # the receiving side holds no engine object
    shock = load_pool().get("Shock")
    assert decode(json.loads(json.dumps(encode(shock.mana_cost)))) == shock.mana_cost


@pytest.mark.parametrize("data, problem", [
    ({"$": "os.system", "player": 0}, "an action is an object naming a known kind"),
    ({"$": "PassPriority", "player": 2}, "a player is 0 or 1"),
    ({"$": "PassPriority", "player": "0"}, "is a whole number"),
    ({"$": "PassPriority", "player": 0, "extra": 1}, "has no field 'extra'"),
    ({"$": "ChooseOption", "player": 0, "option": {"$option": 5}}, "an option that the decision doesn't have"),
    ({"$": "ChooseTargets", "player": 0, "targets": [{"$": "PlayerRef", "index": 7}]}, "a player is 0 or 1"),
])
def test_anything_else_is_a_codec_error(data: dict, problem: str) -> None:
    with pytest.raises(CodecError, match=problem):
        decode_action(data)


def test_deep_nesting_and_unknown_values_are_refused() -> None:
    deep: list = []
    for _ in range(MAX_DEPTH + 2):
        deep = [deep]
    with pytest.raises(CodecError, match="nested too deep"):
        decode(deep)
    with pytest.raises(CodecError, match="no way to send"):
        encode(object())
    with pytest.raises(CodecError, match="unexpected float"):
        decode(1.5)
