"""Computer players. They use only the engine's public API: a player's view, legal actions,
``clone`` and ``apply``; the search player also its own determinizations of the game."""
from __future__ import annotations

from .basic import BasicPlayer
from .levels import LEVELS, make_player
from .random_player import RandomPlayer
from .search import SearchPlayer, SearchSettings

__all__ = ["LEVELS", "BasicPlayer", "RandomPlayer", "SearchPlayer", "SearchSettings", "make_player"]
