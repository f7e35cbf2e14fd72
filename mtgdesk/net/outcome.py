"""How a network game ends, and a match (issue 37): ``Outcome``, the same for the host and the
guest; ``match_winner`` and ``match_decided`` count the games of a best of three (drawn games
count for nobody)."""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any


@dataclass
class Outcome:
    """How a network game ended: ``winner`` (None for a draw), ``reason`` (``game``, ``concede``,
    ``timeout``, ``abandoned``), the names, and for a guest whether the replay matched."""

    winner: int | None
    reason: str
    names: list[str]
    verified: bool | None = None
    detail: str = ""
    stats: dict[str, Any] = field(default_factory=dict)

    #: The match: the games won by each seat after this game, best of how many, the game's
    #: number in the match, whether the match is decided; the games of the match (in a match's
    #: outcome).
    score: list[int] = field(default_factory=lambda: [0, 0])
    best_of: int = 1
    game_number: int = 1
    decided: bool = True
    games: list["Outcome"] = field(default_factory=list)

    def line(self) -> str:
        """``game over: NAME wins`` or ``game over: draw`` (the last line the CLI prints); a
        game kept to resume later: ``game saved``."""
        if self.reason == "saved":
            return "game saved"
        if self.winner is None:
            return "game over: draw"
        return f"game over: {self.names[self.winner]} wins"

    def game_line(self) -> str:
        """One game of a match: ``game 2 of 3: NAME wins (1-1)``."""
        who = "draw" if self.winner is None else f"{self.names[self.winner]} wins"
        return f"game {self.game_number} of {self.best_of}: {who} ({self.score[0]}-{self.score[1]})"


def match_winner(score: list[int], best_of: int) -> int | None:
    """The seat that has won the match (``best_of // 2 + 1`` games), or None."""
    needed = best_of // 2 + 1
    return next((p for p in (0, 1) if score[p] >= needed), None)


def match_decided(score: list[int], best_of: int, games: int) -> bool:
    """Whether the match is over: a seat won enough games, or ``best_of + 2`` games were played
    (drawn games are replayed, a little: they count for nobody)."""
    return match_winner(score, best_of) is not None or games >= best_of + 2
