"""The action registry (engine/handlers.py, CR 117.1): what carries out each action of the rules,
what says why one would be refused and what resumes a turn-based action."""
from __future__ import annotations

import dataclasses
from collections.abc import Iterator
from typing import Any

import pytest

import mtgdesk.engine.game  # noqa: F401 (the rules modules register their functions as they are imported)
from mtgdesk.engine import IllegalAction
from mtgdesk.engine import actions as A
from mtgdesk.engine import handlers as H


def _actions() -> list[type]:
    return [c for c in vars(A).values() if isinstance(c, type) and issubclass(c, A.Action) and c is not A.Action]


def test_cr117_1_every_action_of_the_rules_has_the_function_that_carries_it_out() -> None:
    assert len(_actions()) >= 15
    assert [c.__name__ for c in _actions() if c not in H.HANDLERS] == []


def test_what_resumes_a_turn_based_action_is_never_a_players_action() -> None:
    assert H.RESUMES
    assert not set(H.RESUMES) & set(H.HANDLERS)
    assert not any(issubclass(t, A.Action) for t in H.RESUMES)


def test_a_fully_checked_action_has_a_refusal_function() -> None:
    assert H.FULLY_CHECKED and H.FULLY_CHECKED <= set(H.REFUSALS)
    assert A.PlayLand in H.FULLY_CHECKED and A.CastSpell in H.FULLY_CHECKED


@dataclasses.dataclass(frozen=True)
class _Made(A.Action):
    pass


@pytest.fixture
def registry() -> Iterator[None]:
    """The tables as they were, put back after a test registers a made-up action type."""
    saved = (dict(H.HANDLERS), dict(H.RESUMES), dict(H.REFUSALS), set(H.FULLY_CHECKED))
    yield
    for table, before in zip((H.HANDLERS, H.RESUMES, H.REFUSALS, H.FULLY_CHECKED), saved):
        table.clear()
        table.update(before)  # type: ignore[attr-defined]


def test_the_decorators_register_and_give_the_function_back(registry: None) -> None:
    def carry_out(game: Any, action: Any) -> None:
        return None

    def refuse(game: Any, action: Any) -> IllegalAction | None:
        return IllegalAction("117.1", "made_up")

    assert H.handles(_Made, A.PassPriority)(carry_out) is carry_out
    assert H.HANDLERS[_Made] is carry_out and H.HANDLERS[A.PassPriority] is carry_out
    assert H.resumes(_Made)(carry_out) is carry_out and H.RESUMES[_Made] is carry_out
    assert H.refuses(_Made, complete=False)(refuse) is refuse
    assert H.REFUSALS[_Made] is refuse and _Made not in H.FULLY_CHECKED
    H.refuses(_Made)(refuse)
    assert _Made in H.FULLY_CHECKED
