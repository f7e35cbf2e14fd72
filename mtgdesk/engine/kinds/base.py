"""An effect kind of the ability vocabulary, declared once (CR 609: an instruction of a spell or ability).

A declaration holds everything about a kind: its parameters and which are required (checked
when a card is loaded), how it runs (``start``, and ``answer`` when it waits for a choice), its
rules text (``text`` builds the sentence from the ``templates`` it declares; ``cards/text.py``
lends it the words and lists the templates for translation), what it means to the computer
players (``sign``: good or bad for what it is aimed at; ``takes_control``; ``value`` for a
drafter; ``easy``: how the easy player answers what it asks), and whether it asks a player in
the middle of resolving (``asks``: for every effect of the kind, or by its parameters).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from ..abilities import Effect
from ..registry import ASKING_EFFECTS

if TYPE_CHECKING:
    from .context import Context


@dataclass(frozen=True)
class Sentence:
    """A rules-text template (English, Qt placeholders ``%1``.. and ``%n``) and the grammatical
    case of each argument (see ``cards.text.Phrase.case``)."""

    text: str
    cases: tuple[str | None, ...] = ()


#: How a kind renders an effect: ``text(effect, refs, words)`` -> a phrase. ``refs`` names the
#: references of the ability (``cards.text._Refs``); ``words`` is what ``cards.text`` lends (the
#: phrase types and word tables), so that the engine needs nothing above it.
TextFn = Callable[[Effect, Any, Any], Any]
#: How the easy computer player answers a question the kind asks while resolving (the question
#: names the kind: ``Game.ask(..., effect=name)``): ``easy(decision, options, worth)`` returns one
#: of ``options``; ``worth(card)`` is what a card is worth to that player (higher is better).
EasyFn = Callable[[Any, tuple[Any, ...], Callable[[Any], float]], Any]
#: The sign of an effect for what it is aimed at, given the zone of that object (None: on the
#: battlefield or a player): +1 good, -1 bad, 0 neither.
SignFn = Callable[[Effect, "str | None"], int]
#: What an effect is worth to a drafter, by its parameters (where one number doesn't fit the kind).
ValueFn = Callable[[Effect], float]
#: Whether an effect of the kind may ask a player in the middle of resolving (``Game.ask``), by
#: its parameters (where only some of them ask: "untap up to four lands" asks, "untap target
#: creature" doesn't). It must say True wherever the behaviour may ask (``registry.card_asks``).
AsksFn = Callable[[Effect], bool]


#: How a kind says its instruction together with the ones after it: ``text(effects, refs, words)``
#: -> a phrase, or None where the sentence doesn't fit them (``effects``: this kind's first).
JoinFn = Callable[[tuple[Effect, ...], Any, Any], Any]


@dataclass(frozen=True)
class Join:
    """A sentence that says an instruction of this kind with the ones right after it, as Oracle
    does ("Tap ~ and it deals 1 damage to you."): the kinds of those instructions, in order, and
    how the sentence is built (its templates are among the kind's own)."""

    then: tuple[str, ...]
    text: JoinFn


def _no_answer(ctx: Context, eff: Effect, option: Any) -> bool | None:
    return None


@dataclass(frozen=True)
class EffectKind:
    """An effect kind, declared once: its parameters (name: type — ``Ref`` a reference, ``Amount``
    a number or a named amount, ``Filter`` a filter, ``Mana`` mana symbols, or a Python type),
    which are required, and how it runs. ``start`` returns True when it waits for a choice;
    ``answer`` takes the choice and returns True when it asked for another one."""

    start: Callable[[Context, Effect], bool]
    answer: Callable[[Context, Effect, Any], bool | None] = _no_answer
    params: dict[str, Any] = field(default_factory=dict)
    required: frozenset[str] = frozenset()
    name: str = ""
    text: TextFn | None = None
    templates: dict[str, Sentence] = field(default_factory=dict)
    sign: int | SignFn = 0
    takes_control: bool = False
    value: float | ValueFn = 0.3
    asks: bool | AsksFn = False
    easy: EasyFn | None = None
    #: When the easy player casts or activates it (``ai/basic._effects_worth``): "counter" an
    #: opponent's spell, "fog" a combat that hurts, "shield" or "regenerate" a threatened creature,
    #: "after_combat", "land_plays", "burn", "pump", "grant", "tap"; "" by the general rule.
    play: str = ""
    #: The sentences that say it with the instructions after it (the longest tried first).
    joins: tuple[Join, ...] = ()
    #: Why a combination of parameter values (each of its declared type) is not one the kind can
    #: run or say, or None; called when a card is loaded, after every value's own check.
    check: Callable[[dict[str, Any]], str | None] | None = None

    def sign_of(self, effect: Effect, zone: str | None = None) -> int:
        """+1 if ``effect`` is good for what it is aimed at, -1 if bad, 0 if neither."""
        return self.sign if isinstance(self.sign, int) else self.sign(effect, zone)

    def asks_of(self, effect: Effect) -> bool:
        """Whether resolving ``effect`` may ask a player a question (``Game.ask``), as the kind
        declares: for all its effects, or by the effect's parameters."""
        return self.asks if isinstance(self.asks, bool) else self.asks(effect)

    @property
    def may_ask(self) -> bool:
        """Whether some effect of the kind may ask (``asks`` is True, or a function of the effect)."""
        return self.asks is not False

    def value_of(self, effect: Effect) -> float:
        """What ``effect`` is worth to a drafter (``decks/limited``), as the kind declares."""
        return self.value if isinstance(self.value, float) else self.value(effect)


#: Every effect kind, by name.
EFFECTS: dict[str, EffectKind] = {}


def declare(
    name: str,
    start: Callable[[Context, Effect], bool],
    params: dict[str, Any],
    required: Iterable[str] = (),
    answer: Callable[[Context, Effect, Any], bool | None] | None = None,
    *,
    text: TextFn,
    templates: dict[str, Sentence],
    sign: int | SignFn,
    takes_control: bool = False,
    value: float | ValueFn = 0.3,
    asks: bool | AsksFn = False,
    easy: EasyFn | None = None,
    play: str = "",
    joins: Iterable[Join] = (),
    check: Callable[[dict[str, Any]], str | None] | None = None,
) -> EffectKind:
    """Declare the effect kind ``name`` (see ``EffectKind``)."""
    if name in EFFECTS:
        raise ValueError(f"effect kind {name!r} declared twice")
    kind = EffectKind(
        start,
        answer or _no_answer,
        params,
        frozenset(required),
        name,
        text,
        templates,
        sign,
        takes_control,
        value,
        asks,
        easy,
        play,
        tuple(sorted(joins, key=lambda j: -len(j.then))),
        check,
    )
    EFFECTS[name] = kind
    if kind.may_ask:
        ASKING_EFFECTS[name] = kind.asks_of
    return kind
