"""Difficulty levels, as data: a name, the kind of player and its settings (issue 13).

``easy`` is the basic player, ``medium`` and ``hard`` the search player with more time and more
determinizations; ``random`` plays any legal action (for tests and benchmarks). ``make_player``
builds one, with a personality (``personalities.toml``: how the search judges what it finds,
issue 34; the basic and random players have none); every player answers ``choose(view, decision)``.
"""
from __future__ import annotations

import threading
from dataclasses import dataclass, replace
from typing import Any

from .basic import BasicPlayer
from .personalities import DEFAULT_PERSONALITY, personality
from .random_player import RandomPlayer
from .search import SearchPlayer, SearchSettings


@dataclass(frozen=True)
class Level:
    name: str
    kind: str  # "random", "basic" or "search"
    search: SearchSettings | None = None


LEVELS: dict[str, Level] = {
    "random": Level("random", "random"),
    "easy": Level("easy", "basic"),
    "medium": Level("medium", "search", SearchSettings(budget=0.2, determinizations=3, max_iterations=600,
                                                         min_iterations=8, read_tells=4, hold_counters=True)),
    "hard": Level("hard", "search", SearchSettings(budget=0.45, max_iterations=3000,
                                                     min_iterations=24, extend=6.0, determinizations=0,
                                                     combat_budget=1.2, ceiling=1.8,
                                                     read_tells=4, hold_counters=True)),
}
#: The level the computer opponent plays at unless told otherwise (the settings), and the
#: strongest (the default solver of `mtgdesk puzzle`).
DEFAULT_LEVEL = "easy"
STRONGEST = "hard"


def make_player(name: str, seed: int = 0, cancel: threading.Event | None = None,
                personality_name: str = DEFAULT_PERSONALITY) -> Any:
    """A player of the named level and personality; ``KeyError`` names the levels (or the
    personalities) for an unknown one."""
    level = LEVELS.get(name)
    if level is None:
        raise KeyError(f"unknown player {name!r}; the levels are: {', '.join(LEVELS)}")
    who = personality(personality_name)
    if level.kind == "random":
        return RandomPlayer(seed)
    if level.kind == "basic":
        return BasicPlayer(seed)
    assert level.search is not None
    settings = replace(level.search, read_tells=who.read_tells, hold_counters=who.hold_counters)
    weights = None if who.name == DEFAULT_PERSONALITY else who.weights()
    return SearchPlayer(seed, settings, cancel, weights)
