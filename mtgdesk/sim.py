"""``mtgdesk sim``: headless games between two decks, with random players or the named levels."""
from __future__ import annotations

import time
from dataclasses import dataclass, field
from typing import Callable, Sequence

from .ai.levels import make_player
from .engine import Game
from .engine.objects import CardDef

MAX_ACTIONS = 100_000  # a game that runs past this is a bug, not a long game


@dataclass
class SimResult:
    games: int = 0
    wins: list[int] = field(default_factory=lambda: [0, 0])
    draws: int = 0
    turns: int = 0
    actions: int = 0
    seconds: float = 0.0

    @property
    def average_turns(self) -> float:
        return self.turns / self.games if self.games else 0.0

    @property
    def games_per_second(self) -> float:
        return self.games / self.seconds if self.seconds else 0.0


def play_game(decks: Sequence[Sequence[CardDef]], seed: int, variant: str = "modern",
              check: Callable[[Game], None] | None = None,
              levels: Sequence[str] = ("random", "random")) -> Game:
    """Play one game between players of the named levels (``ai.levels``) to its end; ``check``
    runs after every action."""
    game = Game.new(decks, seed=seed, variant=variant)
    players = [make_player(levels[0], seed * 2 + 1), make_player(levels[1], seed * 2 + 2)]
    views = [game.view(0), game.view(1)]
    for _ in range(MAX_ACTIONS):
        if game.over:
            return game
        d = game.decision
        game.apply(players[d.player].choose(views[d.player], d))
        if check is not None:
            check(game)
    raise RuntimeError(f"game with seed {seed} did not end after {MAX_ACTIONS} actions")


def simulate(decks: Sequence[Sequence[CardDef]], games: int, seed: int = 0, variant: str = "modern",
             levels: Sequence[str] = ("random", "random")) -> SimResult:
    result = SimResult()
    start = time.perf_counter()
    for i in range(games):
        g = play_game(decks, seed + i, variant, levels=levels)
        result.games += 1
        result.turns += g.turn
        if g.winner is None:
            result.draws += 1
        else:
            result.wins[g.winner] += 1
    result.seconds = time.perf_counter() - start
    return result
