"""Random-vs-random games per second on one core, over two fixed 40-card decks.

Run: ``python bench/engine.py [--games N] [--seed S] [--repeat R]``; the last line is
``games/s: N``, from the best of R runs of the same games (the machine is shared and noisy, so
the best run is the one least disturbed by its neighbours); every run is printed too.
"""
from __future__ import annotations

import argparse
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))

from mtgdesk.decks import load_deck  # noqa: E402
from mtgdesk.sim import simulate  # noqa: E402


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--games", type=int, default=300)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--repeat", type=int, default=3)
    args = ap.parse_args()
    decks = [load_deck(HERE / "decks" / "red-green-40.txt").cards(),
             load_deck(HERE / "decks" / "white-green-40.txt").cards()]
    simulate(decks, 5, seed=10_000)  # warm up
    best = None
    for _ in range(max(1, args.repeat)):
        r = simulate(decks, args.games, seed=args.seed)
        print(f"games: {r.games}  wins: {r.wins[0]}-{r.wins[1]}  draws: {r.draws}  "
              f"average turns: {r.average_turns:.1f}  seconds: {r.seconds:.2f}  ({r.games_per_second:.1f} games/s)")
        if best is None or r.seconds < best.seconds:
            best = r
    assert best is not None
    print(f"games/s: {best.games_per_second:.1f}")


if __name__ == "__main__":
    main()
