"""A fingerprint of seeded games: the same code gives the same figure; a change that alters behaviour
(an event, an order, a choice of the computer players) changes it.

Run before and after a refactoring that must change nothing (issue 30):

    python bench/soak_fingerprint.py [--games 60] [--levels random,random]

Each game is between two 60-card decks drawn (seeded) from the whole card pool, 24 basic lands
each, so every kind of ability the pool uses is met over a few dozen games. Printed: the number of
games, actions and events, a SHA-256 of every action and event in order, and one of the actions
alone and of the events alone: a change in how the engine asks (issue 31: the events of an action
up to a question asked with ``Game.ask`` come with the action, the rest with the answer) moves
events from one action to the next without changing any, which changes the first figure but
neither of the others.
"""
from __future__ import annotations

import argparse
import hashlib
import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from mtgdesk.ai.levels import make_player
from mtgdesk.cards.pool import load_pool
from mtgdesk.engine import Game

BASICS = ("Plains", "Island", "Swamp", "Mountain", "Forest")
MAX_ACTIONS = 20_000


def decks_for(seed: int, pool: dict[str, object]) -> list[list[object]]:
    rng = random.Random(seed)
    spells = sorted(n for n, c in pool.items() if "Land" not in c.types)  # type: ignore[attr-defined]
    decks = []
    for _ in range(2):
        colours = rng.sample(BASICS, 2)
        chosen = [pool[rng.choice(spells)] for _ in range(36)]
        lands = [pool[colours[i % 2]] for i in range(24)]
        decks.append(chosen + lands)
    return decks


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--games", type=int, default=60)
    ap.add_argument("--levels", default="random,random")
    args = ap.parse_args()
    levels = args.levels.split(",")
    pool = {c.name: c for c in load_pool()}
    digest = hashlib.sha256()
    action_digest = hashlib.sha256()
    event_digest = hashlib.sha256()
    actions = events = 0
    start = time.perf_counter()
    for seed in range(args.games):
        game = Game.new(decks_for(seed, pool), seed=seed)
        players = [make_player(levels[0], seed * 2 + 1), make_player(levels[1], seed * 2 + 2)]
        views = [game.view(0), game.view(1)]
        for _ in range(MAX_ACTIONS):
            if game.over or game.turn > 60:
                break
            d = game.decision
            action = players[d.player].choose(views[d.player], d)
            digest.update(repr(action).encode())
            action_digest.update(repr(action).encode())
            for e in game.apply(action):
                digest.update(repr(e).encode())
                event_digest.update(repr(e).encode())
                events += 1
            actions += 1
        end = f"end {seed} {game.turn} {game.over} {game.winner}".encode()
        digest.update(end)
        action_digest.update(end)
        event_digest.update(end)
    took = time.perf_counter() - start
    print(f"games {args.games}  levels {args.levels}  actions {actions}  events {events}  "
          f"seconds {took:.1f}")
    print(f"fingerprint {digest.hexdigest()}")
    print(f"actions     {action_digest.hexdigest()}")
    print(f"events      {event_digest.hexdigest()}")


if __name__ == "__main__":
    main()
