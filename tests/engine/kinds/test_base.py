"""The declaration of an effect kind (engine/kinds/base.py): ``declare`` registers it once, with
its parameters, behaviour, rules text, sign and questions; shown with throwaway kinds that are
removed again after each test."""
from __future__ import annotations

from collections.abc import Iterator

import pytest

from mtgdesk.engine import Effect
from mtgdesk.engine.kinds.base import EFFECTS, EffectKind, Join, Sentence, declare
from mtgdesk.engine.registry import ASKING_EFFECTS


def _start(ctx: object, eff: Effect) -> bool:
    return False


def _text(eff: Effect, refs: object, words: object) -> object:
    return None


@pytest.fixture
def throwaway() -> Iterator[list[str]]:
    """Names of kinds declared by the test, removed from the registries afterwards."""
    names: list[str] = []
    yield names
    for name in names:
        EFFECTS.pop(name, None)
        ASKING_EFFECTS.pop(name, None)


def test_declare_registers_the_kind_with_everything_it_declares(throwaway: list[str]) -> None:
    throwaway.append("test_kind_a")
    kind = declare("test_kind_a", _start, {"count": int, "who": str}, ["count"], text=_text,
                   templates={"test_kind_a": Sentence("Do %1.")}, sign=-1, value=0.7, play="burn")
    assert EFFECTS["test_kind_a"] is kind and isinstance(kind, EffectKind)
    assert kind.name == "test_kind_a" and kind.required == frozenset({"count"})
    assert kind.params == {"count": int, "who": str} and kind.templates["test_kind_a"].text == "Do %1."
    assert (kind.sign, kind.value, kind.play, kind.asks, kind.takes_control) == (-1, 0.7, "burn", False, False)
    # It asks nothing, so it answers nothing.
    assert kind.answer(None, Effect.make("test_kind_a", count=1), None) is None  # type: ignore[arg-type]
    assert "test_kind_a" not in ASKING_EFFECTS


def test_a_kind_is_declared_only_once(throwaway: list[str]) -> None:
    throwaway.append("test_kind_b")
    declare("test_kind_b", _start, {}, text=_text, templates={}, sign=0)
    with pytest.raises(ValueError, match="effect kind 'test_kind_b' declared twice"):
        declare("test_kind_b", _start, {}, text=_text, templates={}, sign=0)


def test_a_kind_that_asks_is_listed_among_the_asking_effects(throwaway: list[str]) -> None:
    throwaway.append("test_kind_c")
    declare("test_kind_c", _start, {}, text=_text, templates={}, sign=0, asks=True)
    assert "test_kind_c" in ASKING_EFFECTS and EFFECTS["test_kind_c"].asks


def test_asks_of_is_the_declared_bool_or_what_the_declared_function_says(throwaway: list[str]) -> None:
    """A kind that asks only with some parameters declares ``asks`` as a function of the effect:
    it is listed among the kinds that may ask, and a card asks by what its effects say."""
    throwaway += ["test_kind_g", "test_kind_h"]
    always = declare("test_kind_g", _start, {}, text=_text, templates={}, sign=0, asks=True)
    by_param = declare("test_kind_h", _start, {"up_to": int}, text=_text, templates={}, sign=0,
                       asks=lambda eff: eff.get("up_to") is not None)
    assert always.asks_of(Effect.make("test_kind_g")) and always.may_ask
    assert by_param.may_ask and "test_kind_h" in ASKING_EFFECTS
    assert by_param.asks_of(Effect.make("test_kind_h", up_to=2))
    assert not by_param.asks_of(Effect.make("test_kind_h"))
    assert ASKING_EFFECTS["test_kind_h"](Effect.make("test_kind_h", up_to=2))
    assert not ASKING_EFFECTS["test_kind_h"](Effect.make("test_kind_h"))


def test_sign_of_is_the_declared_number_or_what_the_declared_function_says(throwaway: list[str]) -> None:
    throwaway += ["test_kind_d", "test_kind_e"]
    fixed = declare("test_kind_d", _start, {}, text=_text, templates={}, sign=1)
    by_amount = declare("test_kind_e", _start, {"n": int}, text=_text, templates={},
                        sign=lambda eff, zone: -1 if zone == "graveyard" else eff["n"])
    assert fixed.sign_of(Effect.make("test_kind_d")) == 1
    assert by_amount.sign_of(Effect.make("test_kind_e", n=1)) == 1
    assert by_amount.sign_of(Effect.make("test_kind_e", n=1), "graveyard") == -1


def test_the_longest_joined_sentence_is_tried_first(throwaway: list[str]) -> None:
    throwaway.append("test_kind_f")
    short, long = Join(("tap",), _text), Join(("tap", "untap"), _text)
    kind = declare("test_kind_f", _start, {}, text=_text, templates={}, sign=0, joins=[short, long])
    assert kind.joins == (long, short)
