"""Frame times on a table of 40 permanents while everything animates.

Twenty permanents a side (ten lands, ten creatures) on the real table widgets; then, again and
again, every permanent taps or untaps (a rotation), a card glides from hand to battlefield and
back, and life totals flash. A frame is a pass of the event loop that repaints the table (the
animation tick and the paint); its time is what one frame costs. A frame in which the table
changes also includes the time the table takes to follow the change (``follow_events`` and
``sync``): those frames are counted, and the p95 is over all frames, those included.

Beside wall time, each frame's and each re-layout's CPU time in the main thread
(``time.thread_time``) is reported: on a shared, loaded machine the wall time includes the
time the process waits for a core, the CPU time is what the table itself costs.

Run: ``python bench/gui_frames.py [--seconds S]``; the last line is ``frame time p95: N ms``.
Offscreen unless DISPLAY is set (``xvfb-run -a python bench/gui_frames.py`` for a real window).
"""
from __future__ import annotations

import argparse
import dataclasses
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
if not os.environ.get("DISPLAY"):
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ.setdefault("MTGDESK_HOME", tempfile.mkdtemp(prefix="mtgdesk-bench-"))

from PySide6.QtCore import QEvent, QObject  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402

from mtgdesk.cards import load_pool  # noqa: E402
from mtgdesk.engine import Game, Step, Zone  # noqa: E402
from mtgdesk.engine import events as E  # noqa: E402
from mtgdesk.storage import Settings  # noqa: E402
from mtgdesk.storage.saves import SavedGame  # noqa: E402
from mtgdesk.ui.table.session import GameSession  # noqa: E402
from mtgdesk.ui.table.table_page import TablePage  # noqa: E402

LANDS = ("Forest", "Mountain", "Plains", "Island", "Swamp")


def position() -> Game:
    """Forty permanents: ten lands and ten creatures for each player, and seven cards in hand."""
    pool = load_pool()
    creatures = [c for c in pool if "Creature" in c.types and c.power is not None][:20]
    game = Game(seed=1)
    for p in (0, 1):
        for i in range(10):
            game.create_object(pool.get(LANDS[(i + p) % len(LANDS)]), p, Zone.BATTLEFIELD)
        for card in creatures[p * 10:(p + 1) * 10]:
            game.create_object(card, p, Zone.BATTLEFIELD)
        for card in creatures[:7]:
            game.create_object(card, p, Zone.HAND)
        for card in creatures:
            game.create_object(card, p, Zone.LIBRARY)
    game.begin_at(Step.MAIN1, 0, 5)
    return game


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--seconds", type=float, default=6.0)
    parser.add_argument("--width", type=int, default=1280)
    parser.add_argument("--height", type=int, default=800)
    args = parser.parse_args()

    app = QApplication.instance() or QApplication(["bench"])
    settings = Settings(animation_speed=100)
    game = position()
    saved = SavedGame(seed=1, decks=[[], []], players=["human", "human"], player_names=["Ann", "Bob"])
    session = GameSession(saved, settings, game=game, autosave=False)
    table = TablePage(session, settings)
    table.resize(args.width, args.height)
    table.show()
    table.controller.automatic = False
    for _ in range(20):
        app.processEvents()
    scene = table.scene
    permanents = len(game.battlefield)
    viewport = table.view.viewport()

    def shake(round_: int) -> None:
        """Tap or untap every permanent, move a card from the hand and back, flash life."""
        snapshot = table._snapshot
        assert snapshot is not None
        tapped = round_ % 2 == 1
        snapshot.battlefield = [dataclasses.replace(s, tapped=tapped) for s in snapshot.battlefield]
        hand = snapshot.hands[0]
        if round_ % 2 == 1 and hand:
            moved = dataclasses.replace(hand[0], zone="battlefield", tapped=False)
            snapshot.hands[0] = hand[1:]
            snapshot.battlefield = [*snapshot.battlefield, moved]
        scene.follow_events([E.LifeChanged(0, 20, 17 + round_ % 3),
                             E.DamageDealt(1, snapshot.battlefield[-1].id, 2, True)])
        scene.sync(snapshot)

    class PaintCounter(QObject):
        paints = 0

        def eventFilter(self, obj: QObject, event: QEvent) -> bool:
            if event.type() == QEvent.Type.Paint:
                self.paints += 1
            return False

    counter = PaintCounter()
    viewport.installEventFilter(counter)
    frames: list[float] = []  # every frame: a pass of the event loop that repainted the table
    with_change: list[float] = []  # the frames in which the table was laid out again after a change
    syncs: list[float] = []
    frames_cpu: list[float] = []  # the same, in CPU time of the main thread
    syncs_cpu: list[float] = []
    round_ = 0
    start = time.perf_counter()
    next_shake = start
    while time.perf_counter() - start < args.seconds:
        # One frame: the change, if one is due (the table laid out again), the animation tick
        # and the repaint they cause, in one pass of the loop: what the player waits for.
        before = counter.paints
        t0 = time.perf_counter()
        c0 = time.thread_time()
        changed = t0 >= next_shake
        if changed:
            shake(round_)
            syncs.append((time.perf_counter() - t0) * 1000)
            syncs_cpu.append((time.thread_time() - c0) * 1000)
            round_ += 1
            next_shake = t0 + 0.45
        app.processEvents()
        elapsed = (time.perf_counter() - t0) * 1000
        if counter.paints > before or changed:
            frames.append(elapsed)
            frames_cpu.append((time.thread_time() - c0) * 1000)
            if changed:
                with_change.append(elapsed)
        time.sleep(0.002)
    frames.sort()
    p95 = frames[max(0, int(len(frames) * 0.95) - 1)]
    print(f"{permanents} permanents, {len(frames)} frames in {args.seconds:.0f} s, {round_} rounds of animations, "
          f"{args.width}x{args.height} window ({os.environ.get('QT_QPA_PLATFORM') or 'xcb'})")
    print(f"frame time median {statistics.median(frames):.2f} ms, p95 {p95:.2f} ms, max {frames[-1]:.2f} ms, "
          f"{len(with_change)} of the frames include a re-layout (median {statistics.median(with_change):.2f} ms)")
    print(f"laying out the table after a change: median {statistics.median(syncs):.2f} ms, "
          f"max {max(syncs):.2f} ms over {len(syncs)} changes")
    frames_cpu.sort()
    print(f"CPU time of the main thread: frame median {statistics.median(frames_cpu):.2f} ms, "
          f"p95 {frames_cpu[max(0, int(len(frames_cpu) * 0.95) - 1)]:.2f} ms; "
          f"re-layout median {statistics.median(syncs_cpu):.2f} ms, max {max(syncs_cpu):.2f} ms")
    print(f"frame time p95: {p95:.2f} ms")
    session.stop()
    import shiboken6

    shiboken6.delete(table)


if __name__ == "__main__":
    main()
