"""The engine's exceptions.

An illegal action is refused with the number of the Comprehensive Rules clause it breaks and a
message id with arguments (never display text: the UI translates the id).
"""
from __future__ import annotations

from typing import Any


class EngineError(Exception):
    """Base class of the engine's errors."""


class IllegalAction(EngineError):
    """An action that the rules forbid (CR 726: the game is left exactly as it was).

    ``rule`` is the Comprehensive Rules number the action breaks (``"305.2b"``), ``message`` a
    message id (``"no_land_plays_left"``) and ``args`` its arguments.
    """

    def __init__(self, rule: str, message: str, **args: Any) -> None:
        self.rule = rule
        self.message = message
        self.args_ = args
        detail = ", ".join(f"{k}={v!r}" for k, v in args.items())
        super().__init__(f"CR {rule}: {message}" + (f" ({detail})" if detail else ""))


class GameOverError(EngineError):
    """An action was attempted after the game ended (CR 104)."""
