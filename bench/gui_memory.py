"""Memory over a session on the real table: the main window, two computer players, the
animations on (fast), N full games one after the other in the same window, each with its own
fixed seed (``--seed``, then the next numbers), so that two runs play the same games. Prints
the resident set size (RSS) read from /proc/self/status after each game, and the peak; then the
growth from game 2 (the first game warms caches up) to the last.

Run: ``python bench/gui_memory.py [--games N] [--speed PERCENT] [--seed S]``; the last line is
``RSS after a full game: N MB``. Offscreen unless DISPLAY is set.
"""
from __future__ import annotations

import argparse
import gc
import os
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
if not os.environ.get("DISPLAY"):
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ.setdefault("MTGDESK_HOME", tempfile.mkdtemp(prefix="mtgdesk-bench-"))

from PySide6.QtTest import QTest  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402

from mtgdesk.decks.precons import precons  # noqa: E402
from mtgdesk.storage import Settings  # noqa: E402
from mtgdesk.ui.main_window import MainWindow  # noqa: E402
from mtgdesk.ui.table.session import COMPUTER, GameSetup  # noqa: E402


def memory() -> tuple[float, float]:
    """(current, peak) resident set size in MB."""
    values = {}
    for line in Path("/proc/self/status").read_text().splitlines():
        key, _, value = line.partition(":")
        if key in ("VmRSS", "VmHWM"):
            values[key] = int(value.split()[0]) / 1024
    return values.get("VmRSS", 0.0), values.get("VmHWM", 0.0)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--games", type=int, default=10)
    parser.add_argument("--speed", type=int, default=400, help="animation speed in percent (0: off)")
    parser.add_argument("--seed", type=int, default=3)
    args = parser.parse_args()
    app = QApplication.instance() or QApplication(["bench"])
    window = MainWindow(settings=Settings(animation_speed=args.speed, game_speed="instant"))
    window.persist_settings = False
    window.resize(1280, 800)
    window.show()
    QTest.qWait(100)
    print(f"start page: RSS {memory()[0]:.0f} MB")
    decks = precons()
    chosen = [decks[0], decks[min(1, len(decks) - 1)]]
    setup = GameSetup(decks=[[c.name for c in d.cards()] for d in chosen], deck_names=[d.name for d in chosen],
                      seats=[COMPUTER, COMPUTER], names=["A", "B"], seed=args.seed)
    rss = 0.0
    after: dict[int, float] = {}
    for game_number in range(1, args.games + 1):
        start = time.perf_counter()
        setup.seed = args.seed + game_number - 1
        table = window.start_game(setup, autosave=False)  # replaces the finished game, as a rematch does
        while not table.bridge.over:
            QTest.qWait(50)
        QTest.qWait(500)  # the last animations
        if window.game_over_dialog is not None:
            window.game_over_dialog.close()
        gc.collect()
        app.processEvents()
        rss, peak = memory()
        game = table.bridge.game
        after[game_number] = rss
        print(f"game {game_number} (seed {setup.seed}): {game.turn} turns, {len(table.bridge.history)} actions, "
              f"{time.perf_counter() - start:.1f} s; RSS {rss:.1f} MB, peak {peak:.1f} MB", flush=True)
        del table, game
    if args.games >= 2:
        print(f"RSS growth from game 2 to game {args.games}: {after[args.games] - after[2]:+.1f} MB "
              f"({(after[args.games] - after[2]) / max(1, args.games - 2):+.2f} MB a game)")
    print(f"RSS after a full game: {rss:.0f} MB")
    window.session.stop()
    window.close()
    import shiboken6

    shiboken6.delete(window)


if __name__ == "__main__":
    main()
