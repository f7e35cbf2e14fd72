"""``mtgdesk sim``: headless games between two decks with random players."""
from __future__ import annotations

import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

from .ai.random_player import RandomPlayer
from .engine import Game
from .engine.objects import CardDef

#: A game still going after this many turns, or actions, is stopped and counted as a draw: decks
#: can be made (``sim --any-deck``) that random players never finish.
MAX_TURNS = 1000
MAX_ACTIONS = 200_000


@dataclass
class SimResult:
    games: int = 0
    wins: list[int] = field(default_factory=lambda: [0, 0])
    draws: int = 0
    stopped: int = 0  # of the draws, games stopped at the cap (``MAX_TURNS``, ``MAX_ACTIONS``)
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
              check: Callable[[Game], None] | None = None, max_turns: int = MAX_TURNS) -> Game:
    """Play one game between random players until it ends, or until it passes ``max_turns``
    turns or ``MAX_ACTIONS`` actions (then the game is returned not over); ``check`` runs after
    every action."""
    game = Game.new(decks, seed=seed, variant=variant)
    players = [RandomPlayer(seed * 2 + 1), RandomPlayer(seed * 2 + 2)]
    views = [game.view(0), game.view(1)]
    for _ in range(MAX_ACTIONS):
        if game.over or game.turn > max_turns:
            break
        d = game.decision
        game.apply(players[d.player].choose(views[d.player], d))
        if check is not None:
            check(game)
    return game


def simulate(decks: Sequence[Sequence[CardDef]], games: int, seed: int = 0, variant: str = "modern",
             max_turns: int = MAX_TURNS) -> SimResult:
    """Play ``games`` games (seeds ``seed``, ``seed + 1``, ...); a game stopped at the cap is a
    draw, counted in ``stopped`` too."""
    result = SimResult()
    start = time.perf_counter()
    for i in range(games):
        g = play_game(decks, seed + i, variant, max_turns=max_turns)
        result.games += 1
        result.turns += g.turn
        if not g.over:
            result.draws += 1
            result.stopped += 1
        elif g.winner is None:
            result.draws += 1
        else:
            result.wins[g.winner] += 1
    result.seconds = time.perf_counter() - start
    return result
