"""The rules engine: pure Python, no Qt, no I/O, deterministic for a seed.

Public API: ``Game`` (``decision``, ``legal_actions()``, ``apply()``, ``clone()``, ``view()``),
the actions in ``actions``, the events in ``events``, ``IllegalAction``.
"""
from __future__ import annotations

from .abilities import (
    ActivatedAbility, Cost, Effect, Keyword, SpellAbility, StaticAbility, TargetSpec, TriggeredAbility,
)
from .decisions import Decision, DecisionKind
from .errors import EngineError, GameOverError, IllegalAction
from .game import Game
from .mana import ManaCost
from .objects import CardDef, Characteristics, GameObject, Player, PlayerRef, Zone
from .stack import StackAbility
from .steps import Phase, Step

__all__ = [
    "ActivatedAbility", "CardDef", "Characteristics", "Cost", "Decision", "DecisionKind", "Effect",
    "EngineError", "Game", "GameObject", "GameOverError", "IllegalAction", "Keyword", "ManaCost",
    "Phase", "Player", "PlayerRef", "SpellAbility", "StackAbility", "StaticAbility", "Step",
    "TargetSpec", "TriggeredAbility", "Zone",
]
