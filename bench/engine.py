"""Random-vs-random games per second on one core, over two fixed 40-card decks.

Run: ``python bench/engine.py [--games N] [--seed S] [--repeat R]``. The same games are played
R times; each run prints its wall time and its CPU time (``time.process_time``: the time this
process ran, which neighbours on a shared machine don't inflate the way they do wall time).
Then, over the runs, the median and the spread (lowest to highest) of games per wall-clock
second and of games per CPU-second. The last line, ``games/s: N``, is the figure this script
printed before (the best run by wall clock), kept so that earlier numbers can be compared.
"""
from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))

from mtgdesk.decks import load_deck  # noqa: E402
from mtgdesk.sim import simulate  # noqa: E402


def _summary(label: str, rates: list[float]) -> str:
    median = statistics.median(rates)
    low, high = min(rates), max(rates)
    spread = (high - low) / median * 100 if median else 0.0
    return (f"{label}: median {median:.1f}, spread {low:.1f} to {high:.1f} ({spread:.0f} % of the median) "
            f"over {len(rates)} runs")


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--games", type=int, default=300)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--repeat", type=int, default=5)
    args = ap.parse_args()
    decks = [load_deck(HERE / "decks" / "red-green-40.txt").cards(),
             load_deck(HERE / "decks" / "white-green-40.txt").cards()]
    simulate(decks, 5, seed=10_000)  # warm up
    wall_rates: list[float] = []
    cpu_rates: list[float] = []
    for _ in range(max(1, args.repeat)):
        cpu_start = time.process_time()
        r = simulate(decks, args.games, seed=args.seed)
        cpu = time.process_time() - cpu_start
        wall_rates.append(r.games_per_second)
        cpu_rates.append(r.games / cpu if cpu > 0 else 0.0)
        print(f"games: {r.games}  wins: {r.wins[0]}-{r.wins[1]}  draws: {r.draws}  "
              f"average turns: {r.average_turns:.1f}  seconds: {r.seconds:.2f}  ({r.games_per_second:.1f} games/s)  "
              f"CPU seconds: {cpu:.2f}  ({cpu_rates[-1]:.1f} games per CPU-second)")
    print(_summary("games per second (wall clock)", wall_rates))
    print(_summary("games per CPU-second", cpu_rates))
    print(f"games/s: {max(wall_rates):.1f}")


if __name__ == "__main__":
    main()
