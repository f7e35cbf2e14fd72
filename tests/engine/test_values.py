"""Frozen values made quickly (engine/values.py): ``quick_init`` gives a frozen dataclass an
``__init__`` that writes its fields directly, and the class stays what it was: frozen, compared
and hashed by value, defaults and ``__post_init__`` kept."""
from __future__ import annotations

import dataclasses

import pytest

from mtgdesk.engine import actions as A
from mtgdesk.engine.values import quick_init


@dataclasses.dataclass(frozen=True)
class _Base:
    a: int
    b: str = "x"


@dataclasses.dataclass(frozen=True)
class _Child(_Base):
    c: tuple[int, ...] = ()

    def __post_init__(self) -> None:
        if self.a < 0:
            raise ValueError("a must not be negative")


@dataclasses.dataclass(frozen=True)
class _Factory:
    items: list[int] = dataclasses.field(default_factory=list)


def test_quick_init_keeps_values_equality_hashing_and_frozenness() -> None:
    plain = [_Base(1), _Base(2, "y"), _Child(3, c=(1, 2))]
    quick_init(_Base)
    assert _Base.__init__.__qualname__ == "_Base.__init__" and _Child.__init__.__qualname__ == "_Child.__init__"
    made = [_Base(1), _Base(2, "y"), _Child(3, c=(1, 2))]
    assert made == plain and [hash(v) for v in made] == [hash(v) for v in plain]
    assert (made[2].a, made[2].b, made[2].c) == (3, "x", (1, 2))
    with pytest.raises(dataclasses.FrozenInstanceError):
        made[0].a = 5  # type: ignore[misc]
    with pytest.raises(ValueError, match="must not be negative"):
        _Child(-1)  # __post_init__ still runs
    with pytest.raises(TypeError):
        _Base()  # type: ignore[call-arg]  # a field without a default is still required


def test_a_class_with_a_default_factory_keeps_the_dataclass_init() -> None:
    own = _Factory.__init__
    quick_init(_Factory)
    assert _Factory.__init__ is own
    assert _Factory().items == [] and _Factory().items is not _Factory().items


def test_the_engine_actions_are_made_by_quick_init_and_equal_by_value() -> None:
    assert A.PassPriority(0) == A.PassPriority(0) and A.PassPriority(0) != A.PassPriority(1)
    assert len({A.PassPriority(0), A.PassPriority(0)}) == 1
    with pytest.raises(dataclasses.FrozenInstanceError):
        A.PassPriority(0).player = 1  # type: ignore[misc]
