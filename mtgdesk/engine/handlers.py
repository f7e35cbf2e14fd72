"""The action registry: which function carries out each action of the rules (CR 117.1), which
says why one would be refused, and which resumes a turn-based action after a question.

The rules modules (casting.py, combat.py, lands.py, choices.py, resolution.py, turns.py) register
their functions here as they are imported; ``Game.apply`` looks them up. Below both, so that the
rules modules need not import the game and the game may import them.
"""
from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from .errors import IllegalAction

if TYPE_CHECKING:
    from .game import Game

HANDLERS: dict[type, Callable[[Game, Any], None]] = {}
#: What carries out the rest of a turn-based action after a checkpoint (``Game.checkpoint``):
#: never a player's action, so ``apply`` refuses them.
RESUMES: dict[type, Callable[[Game, Any], None]] = {}
REFUSALS: dict[type, Callable[[Game, Any], IllegalAction | None]] = {}
FULLY_CHECKED: set[type] = set()  # action types whose refusal function answers alone


def handles(*types: type) -> Callable[[Callable[[Game, Any], None]], Callable[[Game, Any], None]]:
    """Register the function that carries out an action type."""

    def deco(fn: Callable[[Game, Any], None]) -> Callable[[Game, Any], None]:
        for t in types:
            HANDLERS[t] = fn
        return fn

    return deco


def resumes(*types: type) -> Callable[[Callable[[Game, Any], None]], Callable[[Game, Any], None]]:
    """Register the function that carries out the rest of a turn-based action after a checkpoint."""

    def deco(fn: Callable[[Game, Any], None]) -> Callable[[Game, Any], None]:
        for t in types:
            RESUMES[t] = fn
        return fn

    return deco


def refuses(action_type: type, *, complete: bool = True) -> Callable[
        [Callable[[Game, Any], IllegalAction | None]], Callable[[Game, Any], IllegalAction | None]]:
    """Register the function that says why an action of this type would be refused (None: it is
    legal). With ``complete=False``, a None answer is checked against the legal actions too."""

    def deco(fn: Callable[[Game, Any], IllegalAction | None]) -> Callable[[Game, Any], IllegalAction | None]:
        REFUSALS[action_type] = fn
        if complete:
            FULLY_CHECKED.add(action_type)
        return fn

    return deco
