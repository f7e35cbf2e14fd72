"""A match: one game, or the best of three (the first to win two games wins the match; a
drawn game doesn't count towards it)."""
from __future__ import annotations

from dataclasses import dataclass, field

from PySide6.QtCore import QCoreApplication

from ..common.texts import fill


@dataclass
class Match:
    best_of: int = 1
    wins: list[int] = field(default_factory=lambda: [0, 0])
    games: int = 0

    @property
    def needed(self) -> int:
        return self.best_of // 2 + 1

    def record(self, winner: int | None) -> None:
        """A game ended: ``winner`` is a player's index, or None for a draw."""
        self.games += 1
        if winner is not None:
            self.wins[winner] += 1

    @property
    def decided(self) -> bool:
        return max(self.wins) >= self.needed or self.games >= self.best_of + 2  # draws replay, a little

    def score_text(self, names: list[str]) -> str:
        """"Match: Ann 1 – 0 Computer" (and who won it, once it is decided)."""
        text = fill(QCoreApplication.translate("Match", "Match (best of %1): %2 %3 – %4 %5"), str(self.best_of),
                    names[0], str(self.wins[0]), str(self.wins[1]), names[1])
        if self.decided:
            leader = 0 if self.wins[0] > self.wins[1] else 1 if self.wins[1] > self.wins[0] else None
            text += " " + (fill(QCoreApplication.translate("Match", "%1 wins the match."), names[leader])
                           if leader is not None else QCoreApplication.translate("Match", "The match is drawn."))
        return text
