"""Computer players. They use only the engine's public API: a player's view, legal actions,
``clone`` and ``apply``."""
from __future__ import annotations

from .random_player import RandomPlayer

__all__ = ["RandomPlayer"]
