"""The replay on the table: what opening it and moving through a game cost.

For games cut at 100, 300 and 1,000 actions (random players, two preconstructed decks, as
``bench/records.py`` makes them): the time to open the replay window (the record replayed once
into its history, the log written, the table laid out), then, with animations off, one step
forward (the action applied to the position on screen, the table following its events), one step
back (the position rebuilt from the nearest kept copy) and a jump with the slider to a random
place. CPU time of the process, in milliseconds: the median and the spread (lowest–highest)
over the moves. Offscreen; ``MTGDESK_HOME`` is a temporary folder.
Run: ``python bench/replay_table.py``.
"""
from __future__ import annotations

import os
import random
import statistics
import sys
import tempfile
import time
from collections.abc import Callable
from functools import partial
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
sys.path.insert(0, str(Path(__file__).resolve().parent))
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ["MTGDESK_HOME"] = tempfile.mkdtemp(prefix="mtgdesk-bench-")

from PySide6.QtWidgets import QApplication

from records import game_of

LENGTHS = (100, 300, 500)
MOVES = 40


def cpu_ms(fn: Callable[[], object]) -> float:
    start = time.process_time()
    fn()
    return (time.process_time() - start) * 1000


def spread(times: list[float]) -> str:
    return f"{statistics.median(times):7.1f} ({min(times):.1f}–{max(times):.1f})"


def main() -> None:
    app = QApplication.instance() or QApplication(["mtgdesk-bench"])
    from mtgdesk.storage import Settings
    from mtgdesk.ui.games.replay import ReplayWindow

    rng = random.Random(1)
    print(f"{'actions':>8} {'open ms':>8}   {'step forward ms':>24} {'step back ms':>24} {'jump ms':>24}")
    for length in LENGTHS:
        record = game_of(length)
        start = time.process_time()
        replay = ReplayWindow(record, settings=Settings(animation_speed=0))
        opened = (time.process_time() - start) * 1000
        replay.resize(1280, 800)
        replay.show()
        app.processEvents()
        replay.go(length // 2)
        forward = [cpu_ms(replay.forward) for _ in range(MOVES)]
        back = [cpu_ms(replay.back) for _ in range(MOVES)]
        jumps = [cpu_ms(partial(replay.go, rng.randrange(length))) for _ in range(MOVES)]
        print(f"{length:>8} {opened:>8.0f}   {spread(forward):>24} {spread(back):>24} {spread(jumps):>24}")
        replay.close()
        replay.deleteLater()
        app.processEvents()


if __name__ == "__main__":
    main()
