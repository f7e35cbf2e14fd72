"""Decisions: at every point exactly one player owes one decision (engine contract)."""
from __future__ import annotations

from dataclasses import dataclass, field
from enum import Enum
from typing import Any


class DecisionKind(Enum):
    PRIORITY = "priority"
    MULLIGAN = "mulligan"
    ATTACKERS = "attackers"
    BLOCKERS = "blockers"
    TARGETS = "targets"
    CHOICE = "choice"
    DISCARD = "discard"
    ASSIGN_DAMAGE = "assign_damage"
    PAY = "pay"
    GAME_OVER = "game_over"


@dataclass(frozen=True)
class Decision:
    """Who owes what. ``prompt`` is a message id for the UI; ``options`` lists the choices
    where they are a closed list; ``count`` is how many to choose."""

    player: int
    kind: DecisionKind
    prompt: str = ""
    options: tuple[Any, ...] = ()
    count: int = 0
    data: tuple[tuple[str, Any], ...] = field(default=())

    def get(self, key: str, default: Any = None) -> Any:
        for k, v in self.data:
            if k == key:
                return v
        return default
