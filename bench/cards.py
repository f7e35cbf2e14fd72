"""Loading the whole card pool: parse and validate every card file, build the pool.

Run: ``python bench/cards.py``; prints the median of several cold loads (the module-level cache
is cleared between them) and the time of a fresh interpreter importing and loading it.
"""
from __future__ import annotations

import statistics
import subprocess
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from mtgdesk.cards import load_pool
from mtgdesk.cards.pool import forget_loaded
from mtgdesk.cards.text import rules_text


def main() -> None:
    times = []
    for _ in range(7):
        forget_loaded()
        t = time.perf_counter()
        pool = load_pool()
        times.append(time.perf_counter() - t)
    t = time.perf_counter()
    for card in pool:
        rules_text(card)
    render = time.perf_counter() - t
    code = "import time; t=time.perf_counter(); from mtgdesk.cards import load_pool; load_pool(); print(time.perf_counter()-t)"
    fresh = float(subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True,
                                 cwd=Path(__file__).resolve().parents[1]).stdout)
    print(f"cards: {len(pool)}")
    print(f"render all rules text: {render * 1000:.1f} ms")
    print(f"import + load in a fresh interpreter: {fresh:.3f} s")
    print(f"pool load (median of 7): {statistics.median(times):.3f} s")


if __name__ == "__main__":
    main()
