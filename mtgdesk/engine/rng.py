"""The game's seeded random number generator (shuffles, random choices: CR 701.20).

SplitMix64: its whole state is one integer, so copying a game for search costs nothing here,
and a seed plus the list of actions replays a game exactly.
"""
from __future__ import annotations

from typing import Any
from collections.abc import MutableSequence

from .fastpaths import COMPILED

_MASK = (1 << 64) - 1
_GOLDEN = 0x9E3779B97F4A7C15


class GameRng:
    __slots__ = ("state",)

    def __init__(self, seed: int = 0) -> None:
        self.state = (seed * _GOLDEN + 0x632BE59BD9B4E019) & _MASK

    def next64(self) -> int:
        self.state = z = (self.state + _GOLDEN) & _MASK
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
        return z ^ (z >> 31)

    def randrange(self, n: int) -> int:
        """A number in [0, n), without modulo bias (rejection sampling)."""
        if n <= 0:
            raise ValueError("randrange needs n > 0")
        limit = _MASK - (_MASK + 1) % n
        while True:
            v = self.next64()
            if v <= limit:
                return v % n

    def random(self) -> float:
        return (self.next64() >> 11) / (1 << 53)

    def shuffle(self, items: MutableSequence[Any]) -> None:
        """Fisher-Yates: every order equally likely."""
        for i in range(len(items) - 1, 0, -1):
            j = self.randrange(i + 1)
            items[i], items[j] = items[j], items[i]

    def choice(self, items: MutableSequence[Any]) -> Any:
        return items[self.randrange(len(items))]

    def copy(self) -> "GameRng":
        new = GameRng(0) if COMPILED else GameRng.__new__(GameRng)
        new.state = self.state
        return new

    def getstate(self) -> int:
        return self.state
