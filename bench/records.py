"""Game records: what keeping a game as data costs as a game grows.

For games cut at 100, 300 and 1,000 actions (random players, two preconstructed decks): the
record's size, the time of one atomic write (temporary file, fsync, rename, directory synced: the
write made after every decision), of reading it back, of a full replay, of building a replay's
history (positions, log events, plots) and of finding the undo point. Best of three.
Run: ``python bench/records.py`` (``MTGDESK_HOME`` is set to a temporary folder).
"""
from __future__ import annotations

import os
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
os.environ["MTGDESK_HOME"] = tempfile.mkdtemp(prefix="mtgdesk-bench-")

from mtgdesk.ai.random_player import RandomPlayer
from mtgdesk.decks.precons import precons
from mtgdesk.storage.history import GameHistory
from mtgdesk.storage.records import GameRecord, RecordWriter, read_record
from mtgdesk.storage.undo import undo_point

LENGTHS = (100, 300, 1000)


def best(fn: Callable[[], object], runs: int = 3) -> float:
    times = []
    for _ in range(runs):
        start = time.perf_counter()
        fn()
        times.append(time.perf_counter() - start)
    return min(times) * 1000


def game_of(length: int) -> GameRecord:
    """A record of ``length`` actions; games that end sooner are chained by seed until long enough."""
    decks = [[c.name for c in d.cards()] for d in precons()[:2]]
    for seed in range(1, 200):
        record = GameRecord(seed=seed, decks=decks)
        game = record.new_game()
        writer = RecordWriter(record, game, write=False)
        while not game.over and len(record.actions) < length:
            d = game.decision
            action = RandomPlayer(seed * 100_003 + len(record.actions)).choose(game.view(d.player), d)
            game.apply(action)
            writer.applied(action, game)
        if len(record.actions) >= length:
            return record
    raise SystemExit(f"no game of {length} actions")


def main() -> None:
    print(f"{'actions':>8} {'bytes':>9} {'write ms':>9} {'read ms':>8} {'replay ms':>10} {'history ms':>11} "
          f"{'undo ms':>8}")
    for length in LENGTHS:
        record = game_of(length)
        path = record.write()
        size = path.stat().st_size
        write = best(record.write)
        read = best(lambda path=path: read_record(path))
        replay = best(record.replay, runs=1)
        history = best(lambda record=record: GameHistory.of(record), runs=1)
        undo = best(lambda record=record: undo_point(record, 0), runs=1)
        print(f"{length:>8} {size:>9,} {write:>9.2f} {read:>8.2f} {replay:>10.1f} {history:>11.1f} {undo:>8.1f}")


if __name__ == "__main__":
    main()
