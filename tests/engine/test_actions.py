"""Actions (engine/actions.py): small frozen values, each naming the acting player first."""
from __future__ import annotations

import dataclasses

import pytest

from mtgdesk.engine import actions as A


def _action_types() -> list[type]:
    found, todo = [], [A.Action]
    while todo:
        cls = todo.pop()
        todo.extend(cls.__subclasses__())
        if cls is not A.Action:
            found.append(cls)
    return found


def test_every_action_is_a_frozen_value_naming_its_player_first() -> None:
    types = _action_types()
    assert len(types) >= 20
    for cls in types:
        assert dataclasses.is_dataclass(cls) and cls.__dataclass_params__.frozen, cls  # type: ignore[attr-defined]
        assert dataclasses.fields(cls)[0].name == "player", cls


def test_passes_are_made_once_and_equal_any_other_pass() -> None:
    assert A.PASSES == (A.PassPriority(0), A.PassPriority(1))
    assert A.PASSES[1] == A.PassPriority(1) and hash(A.PASSES[1]) == hash(A.PassPriority(1))
    with pytest.raises(dataclasses.FrozenInstanceError):
        A.PASSES[0].player = 1  # type: ignore[misc]
    assert A.ChooseTargets(0, (1, 2)) != A.ChooseTargets(0, (2, 1))  # the order of targets counts
