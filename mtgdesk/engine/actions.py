"""Actions: small frozen values that answer the pending decision (engine contract).

Each names the acting player. ``game.legal_actions()`` lists the ones that answer
``game.decision``; ``game.apply(action)`` carries one out.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from .values import quick_init


@dataclass(frozen=True)
class Action:
    player: int


@dataclass(frozen=True)
class PassPriority(Action):
    """Pass priority (CR 117.3d)."""


@dataclass(frozen=True)
class PlayLand(Action):
    """Play a land: a special action (CR 305.1, 116.2a)."""

    card: int


@dataclass(frozen=True)
class CastSpell(Action):
    """Begin casting a spell from hand (CR 601.2a)."""

    card: int


@dataclass(frozen=True)
class ActivateAbility(Action):
    """Begin activating an activated ability of a permanent (CR 602.2); ``index`` counts its
    activated abilities from 0, mana abilities included. A mana ability resolves at once
    (CR 605.3)."""

    source: int
    index: int = 0
    mana_choice: str | None = None  # which mana, for an ability that adds one of several types


@dataclass(frozen=True)
class ChooseX(Action):
    """Announce the value of X (CR 601.2b, 107.3)."""

    value: int


@dataclass(frozen=True)
class ChooseTargets(Action):
    """Choose the targets (CR 601.2c): object ids, or ``("player", n)`` for players."""

    targets: tuple[Any, ...]


@dataclass(frozen=True)
class PayAuto(Action):
    """Pay the total cost from the pool and untapped sources chosen automatically (CR 601.2g-h)."""


@dataclass(frozen=True)
class PayFromPool(Action):
    """Pay the total cost from the mana pool alone (CR 601.2h): manual payment, after
    activating mana abilities one by one."""


@dataclass(frozen=True)
class CancelCasting(Action):
    """Take back a spell or ability being cast or activated: the game returns to the moment
    before it began (CR 726.1, 601.2)."""


@dataclass(frozen=True)
class DeclareAttacker(Action):
    """Add a creature to the attack being declared (CR 508.1a)."""

    creature: int


@dataclass(frozen=True)
class FinishAttackers(Action):
    """Finish declaring attackers (CR 508.1); with none added, no creature attacks (508.8)."""


@dataclass(frozen=True)
class DeclareBlocker(Action):
    """Add one block to the declaration being made (CR 509.1a)."""

    blocker: int
    attacker: int


@dataclass(frozen=True)
class FinishBlockers(Action):
    """Finish declaring blockers (CR 509.1)."""


@dataclass(frozen=True)
class AssignCombatDamage(Action):
    """Divide an attacker's combat damage among blockers and the player (CR 510.1c-d)."""

    attacker: int
    assignment: tuple[tuple[Any, int], ...]


@dataclass(frozen=True)
class Keep(Action):
    """Keep an opening hand (CR 103.5)."""


@dataclass(frozen=True)
class Mulligan(Action):
    """Take a mulligan: shuffle the hand away and draw seven (CR 103.5, London mulligan)."""


@dataclass(frozen=True)
class PutOnBottom(Action):
    """After keeping, put one card per mulligan on the bottom of the library (CR 103.5)."""

    cards: tuple[int, ...]


@dataclass(frozen=True)
class Discard(Action):
    """Discard the chosen cards (CR 701.9), e.g. down to hand size in cleanup (514.1)."""

    cards: tuple[int, ...]


@dataclass(frozen=True)
class ChooseOption(Action):
    """Answer a choice: a card or object id, a player, a colour, a mode, a number, yes/no."""

    option: Any


@dataclass(frozen=True)
class Pick(Action):
    """Pick one of the objects a decision asks for several of (a sequence of single picks):
    the cards to discard (CR 701.9) or to put on the bottom (103.5), the targets of a spell or
    ability with several (601.2c). The choice is made once the count is reached; the action
    that names the whole choice at once (``Discard``, ``PutOnBottom``, ``ChooseTargets``)
    answers the same decision, checked directly."""

    option: Any


quick_init(Action)

#: Passing priority, for each player: made once (an action is an immutable value).
PASSES = (PassPriority(0), PassPriority(1))
