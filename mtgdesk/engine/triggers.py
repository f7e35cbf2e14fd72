"""Triggered abilities (CR 603): waiting abilities are put on the stack the next time a player
would receive priority, active player's first (603.3b).

The card pool of the foundation has no triggered abilities yet; this module is where they are
matched against events and put on the stack as the card pool grows.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from .game import Game


def put_triggers_on_stack(game: "Game") -> bool:
    """Put waiting triggered abilities on the stack (CR 603.3); True if any were."""
    if not game.triggered:
        return False
    game.triggered.clear()
    return False
