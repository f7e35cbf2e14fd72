"""Events: a record of every change the engine makes (engine contract).

``game.apply`` returns the events an action caused; observers subscribe to them; triggered
abilities are matched against them inside the engine.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from mypy_extensions import mypyc_attr

from .values import quick_init


# Python classes even when the engine is compiled (mypyc_attr): made hundreds of times a game and
# read seldom, they are made fastest by ``quick_init``'s __init__, which writes their __dict__; a
# compiled frozen dataclass is made by dataclasses' own __init__, interpreted, field by field.
@mypyc_attr(native_class=False)
@dataclass(frozen=True)
class Event:
    pass


@mypyc_attr(native_class=False)
@dataclass(frozen=True)
class CardMoved(Event):
    """An object changed zones and became a new object (CR 400.7)."""

    old_id: int
    new_id: int | None  # None when a token ceased to exist
    name: str
    owner: int
    from_zone: str | None
    to_zone: str
    #: The controller of the spell or ability whose resolution moved it ("a spell or ability an
    #: opponent controls causes ..."), or None.
    by: int | None = None


@mypyc_attr(native_class=False)
@dataclass(frozen=True)
class Tapped(Event):
    object_id: int


@mypyc_attr(native_class=False)
@dataclass(frozen=True)
class Untapped(Event):
    object_id: int


@mypyc_attr(native_class=False)
@dataclass(frozen=True)
class DamageDealt(Event):
    source: int
    recipient: Any  # object id or ("player", n)
    amount: int
    combat: bool


@mypyc_attr(native_class=False)
@dataclass(frozen=True)
class LifeChanged(Event):
    player: int
    old: int
    new: int


@mypyc_attr(native_class=False)
@dataclass(frozen=True)
class StepBegan(Event):
    turn: int
    step: str
    active: int


@mypyc_attr(native_class=False)
@dataclass(frozen=True)
class PriorityPassed(Event):
    player: int


@mypyc_attr(native_class=False)
@dataclass(frozen=True)
class LandPlayed(Event):
    player: int
    object_id: int


@mypyc_attr(native_class=False)
@dataclass(frozen=True)
class SpellCast(Event):
    player: int
    object_id: int


@mypyc_attr(native_class=False)
@dataclass(frozen=True)
class AbilityActivated(Event):
    player: int
    source: int
    index: int


@mypyc_attr(native_class=False)
@dataclass(frozen=True)
class Resolved(Event):
    object_id: int
    countered: bool = False


@mypyc_attr(native_class=False)
@dataclass(frozen=True)
class ManaAdded(Event):
    player: int
    mana: str


@mypyc_attr(native_class=False)
@dataclass(frozen=True)
class ManaEmptied(Event):
    player: int
    burned: int  # mana burn under the classic variant (2005 rules 300.3)


@mypyc_attr(native_class=False)
@dataclass(frozen=True)
class Shuffled(Event):
    player: int


@mypyc_attr(native_class=False)
@dataclass(frozen=True)
class AttackersDeclared(Event):
    player: int
    attackers: tuple[int, ...]


@mypyc_attr(native_class=False)
@dataclass(frozen=True)
class BlockersDeclared(Event):
    player: int
    blocks: tuple[tuple[int, int], ...]


@mypyc_attr(native_class=False)
@dataclass(frozen=True)
class CountersChanged(Event):
    object_id: int
    kind: str
    count: int


@mypyc_attr(native_class=False)
@dataclass(frozen=True)
class PlayerLost(Event):
    player: int
    reason: str  # the CR rule: "704.5a", "704.5b", ...


@mypyc_attr(native_class=False)
@dataclass(frozen=True)
class GameOver(Event):
    winner: int | None  # None for a draw (CR 104.4a)


@mypyc_attr(native_class=False)
@dataclass(frozen=True)
class Mulliganed(Event):
    player: int
    count: int


@mypyc_attr(native_class=False)
@dataclass(frozen=True)
class CastingCancelled(Event):
    player: int


@mypyc_attr(native_class=False)
@dataclass(frozen=True)
class Regenerated(Event):
    """A regeneration shield replaced a destruction (CR 701.15b)."""

    object_id: int


@mypyc_attr(native_class=False)
@dataclass(frozen=True)
class HandRevealed(Event):
    """``to`` sees ``player``'s hand (a "look at" or "reveal" effect)."""

    player: int
    to: int
    cards: tuple[int, ...]


@mypyc_attr(native_class=False)
@dataclass(frozen=True)
class CardsRevealed(Event):
    """Cards revealed to every player (CR 701.16)."""

    player: int
    cards: tuple[int, ...]


@mypyc_attr(native_class=False)
@dataclass(frozen=True)
class CardsLooked(Event):
    """``player`` looks at cards of their library (only they see them)."""

    player: int
    cards: tuple[int, ...]


@mypyc_attr(native_class=False)
@dataclass(frozen=True)
class Countered(Event):
    """A spell or ability was countered (CR 701.5)."""

    object_id: int


@mypyc_attr(native_class=False)
@dataclass(frozen=True)
class CardDrawn(Event):
    """A player drew a card (CR 121.1)."""

    player: int
    object_id: int


@mypyc_attr(native_class=False)
@dataclass(frozen=True)
class Discarded(Event):
    """A player discarded a card (CR 701.9); ``by``: the controller of the spell or ability
    that made them discard it, if one did."""

    player: int
    object_id: int
    by: int | None = None


@mypyc_attr(native_class=False)
@dataclass(frozen=True)
class ControlChanged(Event):
    """A permanent came under another player's control (CR 613.1b, 302.6, 506.4)."""

    object_id: int
    controller: int


@mypyc_attr(native_class=False)
@dataclass(frozen=True)
class CoinFlipped(Event):
    """A coin was flipped (CR 705): ``won`` for the player who called it."""

    player: int
    won: bool


@mypyc_attr(native_class=False)
@dataclass(frozen=True)
class StepSkipped(Event):
    """A step or phase was skipped (CR 614.10)."""

    player: int
    step: str


@mypyc_attr(native_class=False)
@dataclass(frozen=True)
class TargetsChosen(Event):
    """A spell or ability became cast, activated or put on the stack with these targets: each
    object among them "becomes the target" of it (CR 115.7, 603.2)."""

    object_id: int
    targets: tuple[Any, ...]


quick_init(Event)
