"""Network play over 127.0.0.1: the round trip of an action, the bytes a game takes on the wire,
and the answer time through a proxy adding latency (issue 37).

Run: ``python bench/net.py [--games N] [--latency-actions K]``.

1. Round trip over loopback: host and guest (easy players) play ``N`` whole games over real
   TCP sockets on 127.0.0.1 (in one process, one event loop each side's tasks share). For each
   action the guest sends, the time from sending it to the host's answer (the next update, or a
   refusal), minus the time the host's own computer player spent thinking in between (its
   moves are not the network's): median and 95th percentile. Targets: p95 at most 20 ms.
2. Bytes on the wire per game, both ways, frames and all: mean and maximum. Target: 50 kB. Every
   connection is encrypted (``mtgdesk.net.secure``): the bytes are counted as they cross a
   proxy on the wire (the tests' ``Proxy``, no latency), ciphertext, key agreement and all, in
   a second run of each game (the same seed) so that the proxy's hop doesn't touch the round
   trips; beside them, the protocol's own bytes inside the channel (``Host.wire_bytes``).
3. Through a proxy adding 100 ms each way (the tests' ``Proxy``), the first ``K`` guest
   actions of a game, without a window: the answer time minus the 200 ms the latency adds to a
   round trip.
4. Click to answer, through a real window: a guest ``MainWindow`` (offscreen Qt) joins, by its
   Join dialog, a host (an easy computer player, in a thread of this process with its own event
   loop) through a proxy adding 100 ms each way (one-way latency 100 ms, so 200 ms per round
   trip). At each of the guest's decisions (automatic passing off, so each priority is the
   person's) the bench clicks a button of the table's prompt with ``QTest.mouseClick`` (pass,
   keep, attack, block: the table's real input path; a decision with no one-click answer is
   answered through the table's controller, untimed), and times from the click until the table
   has taken in the host's answer (the bridge's ``applied`` or ``refused``, after the table's own
   handler: its log, its scene and prompt redrawn), less the 200 ms round trip of the proxy and
   less the host's computer player's thinking in between. Median and p95, up to ``--clicks``
   clicks within ``--window-seconds``.
"""
from __future__ import annotations

import argparse
import asyncio
import statistics
import sys
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from mtgdesk.ai.levels import make_player  # noqa: E402
from mtgdesk.cards import load_pool  # noqa: E402
from mtgdesk.decks.precons import precons  # noqa: E402
from mtgdesk.net.guest import Guest  # noqa: E402
from mtgdesk.net.host import Host  # noqa: E402
from mtgdesk.net.link import NetSettings  # noqa: E402
from tests.net.helpers import Proxy  # noqa: E402


class TimedChooser:
    """A computer player whose thinking time is counted (subtracted from the round trips)."""

    def __init__(self, level: str, seed: int) -> None:
        self.player = make_player(level, seed)
        self.thinking = 0.0

    def __call__(self, view: Any, decision: Any) -> Any:
        start = time.perf_counter()
        try:
            return self.player.choose(view, decision)
        finally:
            self.thinking += time.perf_counter() - start


class MeasuredGuest(Guest):
    """A guest that notes, for each action it sends, the answer time less the host's thinking."""

    def __init__(self, host_chooser: TimedChooser, *args: Any, stop_after: int | None = None, **kw: Any) -> None:
        super().__init__(*args, **kw)
        self.host_chooser = host_chooser
        self.stop_after = stop_after
        self.round_trips: list[float] = []
        self._sent: tuple[float, float] | None = None
        self.enough = asyncio.Event()

    async def _choose_and_send(self, n: int, refused: int) -> None:
        view = self.view
        assert view is not None
        action = self.chooser(view, view.decision)
        if self.link is None or view.n != n:
            return
        self._sent = (time.perf_counter(), self.host_chooser.thinking)
        from mtgdesk.net.protocol import message
        from mtgdesk.net.values import encode_action
        await self.link.send(message("act", n=n, action=encode_action(action)))

    def _on_update(self, u: dict[str, Any]) -> None:
        if self._sent is not None:
            sent, thought = self._sent
            self.round_trips.append(time.perf_counter() - sent - (self.host_chooser.thinking - thought))
            self._sent = None
        super()._on_update(u)
        if self.stop_after is not None and len(self.round_trips) >= self.stop_after:
            self.enough.set()


def _decks() -> tuple[list[str], list[str]]:
    ds = precons()
    return [c.name for c in ds[0].cards()], [c.name for c in ds[3].cards()]


async def _game(seed: int, latency: float = 0.0, stop_after: int | None = None,
                count: bool = False) -> tuple[Host, MeasuredGuest, Proxy | None]:
    pool = load_pool()
    d0, d1 = _decks()
    host_chooser = TimedChooser("easy", seed)
    settings = NetSettings(reconnect_window=0.5 if stop_after else 300.0)
    host = Host(pool, d0, host_chooser, seed=seed, settings=settings)
    await host.start()
    proxy = None
    port = host.port
    if latency or count:
        proxy = Proxy(host.port, latency=latency)
        port = await proxy.start()
    guest = MeasuredGuest(host_chooser, pool, "127.0.0.1", port, host.code, make_player("easy", seed + 1).choose,
                          deck=d1, settings=settings, keep_token=False, stop_after=stop_after)
    play = asyncio.create_task(host.play())
    if stop_after is None:
        await guest.play()
        await play
    else:
        joined = asyncio.create_task(guest.play())
        async with asyncio.timeout(120):
            await guest.enough.wait()
        for task in (joined, play):
            task.cancel()
        await asyncio.gather(joined, play, return_exceptions=True)
    if proxy is not None:
        await proxy.close()
    await host.close()
    return host, guest, proxy


# ---------------------------------------------------------------------- 4. through a window

class _HostThread:
    """A host (an easy computer player, its thinking counted) and a proxy adding ``latency``
    each way in front of it, on their own event loop in a thread of this process."""

    def __init__(self, seed: int, latency: float) -> None:
        import threading

        self.seed, self.latency = seed, latency
        self.chooser = TimedChooser("easy", seed)
        self.ready = threading.Event()
        self.port = 0
        self.code = ""
        self.loop: asyncio.AbstractEventLoop | None = None
        self._stop: asyncio.Event | None = None
        self.thread = threading.Thread(target=lambda: asyncio.run(self._run()), daemon=True)
        self.thread.start()

    async def _run(self) -> None:
        self.loop = asyncio.get_running_loop()
        self._stop = asyncio.Event()
        d0, _ = _decks()
        host = Host(load_pool(), d0, self.chooser, seed=self.seed, settings=NetSettings(reconnect_window=0.5))
        await host.start()
        proxy = Proxy(host.port, latency=self.latency)
        self.port, self.code = await proxy.start(), host.code
        self.ready.set()
        play = asyncio.create_task(host.play())
        stop = asyncio.create_task(self._stop.wait())
        await asyncio.wait({play, stop}, return_when=asyncio.FIRST_COMPLETED)
        play.cancel()
        await asyncio.gather(play, return_exceptions=True)
        await proxy.close()
        await host.close()

    def stop(self) -> None:
        if self.loop is not None and self._stop is not None:
            self.loop.call_soon_threadsafe(self._stop.set)
        self.thread.join(10)


def _one_click_button(table: Any) -> tuple[str, Any] | None:
    """The prompt's button that answers the decision owed in one click, if there is one: pass
    priority, keep the hand, attack or block with what is chosen (nothing)."""
    buttons = table.prompt.buttons
    for name in ("pass_button", "keep_button", "attack_button", "block_button"):
        button = buttons.get(name)
        if button is not None and button.isEnabled():
            return name.removesuffix("_button"), button
    return None


def _clicks_in_one_game(app: Any, window: Any, host: _HostThread, times: list[float], kinds: dict[str, int],
                        clicks: int, seed: int, pump: Any) -> None:
    """One game of part 4 at ``window``: join ``host``, click until ``clicks`` are timed or the
    game ends (``times`` and ``kinds`` filled in)."""
    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest

    window.persist_settings = False
    window.resize(1280, 800)
    window.show()
    window.net.join_action.trigger()
    dialog = window.net.dialog
    if not pump(30, lambda: dialog.deck_combo.isEnabled()):
        raise RuntimeError("the Join dialog's decks did not load")
    dialog.deck_combo.setCurrentIndex(1)
    dialog.address_edit.setText(f"127.0.0.1:{host.port}")
    dialog.code_edit.setText(host.code)
    dialog.go.emit()
    if not pump(30, lambda: window.table is not None):
        raise RuntimeError("the guest's table did not open: " + dialog.message.text())
    table = window.table
    bridge, controller = table.bridge, table.controller
    pending: list[tuple[float, float]] = []

    def answered(*_: Any) -> None:  # connected after the table's own handlers: runs after them
        if pending:
            start, thought = pending.pop()
            times.append(time.perf_counter() - start - (host.chooser.thinking - thought))

    bridge.applied.connect(answered)
    bridge.refused.connect(answered)
    fallback = make_player("easy", seed)

    def ready() -> bool:
        return bridge.over or (not bridge.waiting and bool(bridge.legal_actions())
                               and controller._generation == bridge.generation
                               and controller._automatic_action(bridge.player) is None)

    for _ in range(5000):
        if len(times) >= clicks or not pump(30, ready) or bridge.over:
            break
        app.processEvents()  # the prompt's buttons of this decision shown
        target = _one_click_button(table)
        if target is None:  # a choice of cards, a payment...: answered untimed
            controller.submit(fallback.choose(bridge.view(bridge.player), bridge.decision))
            continue
        kind, button = target
        generation = bridge.generation
        pending[:] = [(time.perf_counter(), host.chooser.thinking)]
        QTest.mouseClick(button, Qt.MouseButton.LeftButton)
        if bridge.generation == generation and not bridge.waiting:
            pending.clear()  # the click only changed the table (nothing was sent)
            continue
        kinds[kind] = kinds.get(kind, 0) + 1
        pump(10, lambda: not pending)
        pending.clear()


def click_to_answer(clicks: int, seconds: float, latency: float, seed: int) -> tuple[list[float], dict[str, int], int]:
    """Part 4 (the module docstring): the times from a click at the guest's window to the table's
    showing the host's answer, less the host's thinking (the latency is not subtracted here);
    the clicks by kind; the games played."""
    import os
    import shutil
    import tempfile

    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    home = tempfile.mkdtemp(prefix="mtgdesk-bench-net-")
    os.environ["MTGDESK_HOME"] = home  # the bench's window writes nothing in the user's folder
    from PySide6.QtWidgets import QApplication

    from mtgdesk.storage import Settings
    from mtgdesk.ui.main_window import MainWindow

    app = QApplication.instance() or QApplication([])
    times: list[float] = []
    kinds: dict[str, int] = {}
    deadline = time.monotonic() + seconds
    games = 0

    def pump(limit: float, cond: Any) -> bool:
        end = min(deadline, time.monotonic() + limit)
        while time.monotonic() < end:
            if cond():
                return True
            app.processEvents()
            time.sleep(0.001)
        return bool(cond())

    while len(times) < clicks and time.monotonic() < deadline and games < 5:
        games += 1
        host = _HostThread(seed + games, latency)
        if not host.ready.wait(30):
            raise RuntimeError("the host did not start")
        window = MainWindow(settings=Settings(animation_speed=0, game_speed="instant", auto_pass=False))
        try:
            _clicks_in_one_game(app, window, host, times, kinds, clicks, seed, pump)
        finally:
            window.net.leave()
            window.close()
            window.deleteLater()
            app.processEvents()
            host.stop()
    shutil.rmtree(home, ignore_errors=True)
    return times, kinds, games


# ---------------------------------------------------------------------- rebuild fallbacks

class CountingChooser:
    """A search player in the guest's seat that counts its decisions: searched ones, and those
    where the game could not be rebuilt from the seat's view (``RebuildError``: the player
    answered with its policy instead)."""

    def __init__(self, level: str, seed: int) -> None:
        self.player = make_player(level, seed)
        self.decisions = self.searched = 0
        self.fallbacks: dict[str, int] = {}
        self.other_errors: dict[str, int] = {}  # a search that failed for another reason

    def __call__(self, view: Any, decision: Any) -> Any:
        action = self.player.choose(view, decision)
        stats = self.player.stats
        self.decisions += 1
        if stats.error.startswith("RebuildError"):
            reason = stats.error.split(":", 1)[1].strip()
            self.fallbacks[reason] = self.fallbacks.get(reason, 0) + 1
        elif stats.error:
            self.other_errors[stats.error[:80]] = self.other_errors.get(stats.error[:80], 0) + 1
        elif stats.searched:
            self.searched += 1
        return action


async def _fallback_game(seed: int, level: str) -> CountingChooser:
    pool = load_pool()
    d0, d1 = _decks()
    host = Host(pool, d0, make_player("easy", seed).choose, seed=seed)
    await host.start()
    chooser = CountingChooser(level, seed + 1)
    guest = Guest(pool, "127.0.0.1", host.port, host.code, chooser, deck=d1, keep_token=False)
    play = asyncio.create_task(host.play())
    async with asyncio.timeout(600):
        await guest.play()
        await play
    await host.close()
    return chooser


def rebuild_fallbacks(games: int, level: str = "medium") -> None:
    """``--fallback-games N``: N games over 127.0.0.1, an easy host against a ``level`` guest
    whose search rebuilds each position from its seat's view (``RemoteView.determinize``); how
    many of the guest's searched decisions fell back on the policy for a ``RebuildError``."""
    for i in range(games):
        c = asyncio.run(_fallback_game(4000 + i, level))
        tried = c.searched + sum(c.fallbacks.values()) + sum(c.other_errors.values())
        print(f"guest {level}, game {i + 1} (seed {4000 + i}): {c.decisions} decisions, {tried} searched or tried, "
              f"{sum(c.fallbacks.values())} fell back for a RebuildError"
              + "".join(f"; {n} x {reason}" for reason, n in sorted(c.fallbacks.items()))
              + f"; {sum(c.other_errors.values())} failed otherwise"
              + "".join(f"; {n} x {reason}" for reason, n in sorted(c.other_errors.items())))


def _pct(values: list[float], p: float) -> float:
    s = sorted(values)
    return s[min(len(s) - 1, int(round(p * (len(s) - 1))))]


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--games", type=int, default=5)
    ap.add_argument("--latency-actions", type=int, default=60)
    ap.add_argument("--clicks", type=int, default=80, help="clicks timed at the guest's window")
    ap.add_argument("--window-seconds", type=float, default=120.0, help="the window part's time limit")
    ap.add_argument("--fallback-games", type=int, default=0,
                    help="only count a medium guest's rebuild fallbacks over this many games")
    args = ap.parse_args()
    if args.fallback_games:
        rebuild_fallbacks(args.fallback_games)
        return 0

    trips: list[float] = []
    sizes: list[int] = []
    for i in range(args.games):
        host, guest, _ = asyncio.run(_game(1000 + i))
        trips += guest.round_trips
        counted, _, proxy = asyncio.run(_game(1000 + i, count=True))
        assert proxy is not None and len(counted.actions) == len(host.actions)
        link = counted.link
        assert link is not None
        wire = proxy.bytes_to_guest + len(proxy.to_host)
        sizes.append(wire)
        print(f"game {i + 1}: {len(host.actions)} actions, {len(guest.round_trips)} guest actions, "
              f"{wire:,} bytes on the wire, encrypted ({proxy.bytes_to_guest:,} to the guest, "
              f"{len(proxy.to_host):,} to the host); inside the channel {counted.wire_bytes():,} "
              f"({link.bytes_out:,} to the guest and {link.bytes_in:,} to the host after the handshake's "
              f"{counted.handshake_bytes:,})")
    print(f"round trip of an action over loopback ({len(trips)} actions): "
          f"median {statistics.median(trips) * 1000:.2f} ms, p95 {_pct(trips, 0.95) * 1000:.2f} ms, "
          f"max {max(trips) * 1000:.2f} ms (target: p95 at most 20 ms)")
    print(f"bytes on the wire per game: mean {statistics.mean(sizes) / 1000:.1f} kB, max {max(sizes) / 1000:.1f} kB "
          f"(target: at most 50 kB)")

    if args.latency_actions > 0:  # (0: this part is left out)
        _, guest, _ = asyncio.run(_game(2000, latency=0.1, stop_after=args.latency_actions))
        extra = [t - 0.2 for t in guest.round_trips]
        print(f"through a proxy adding 100 ms each way ({len(extra)} actions): answer time minus the 200 ms of "
              f"latency: median {statistics.median(extra) * 1000:.2f} ms, p95 {_pct(extra, 0.95) * 1000:.2f} ms "
              f"(no window)")
    if args.clicks <= 0:  # (0: the window part is left out)
        return 0
    clicks, kinds, games = click_to_answer(args.clicks, args.window_seconds, latency=0.1, seed=3000)
    if not clicks:
        print("click to answer at the guest's window: no click was answered")
        return 1
    extra = [t - 0.2 for t in clicks]
    print(f"click to answer at the guest's window through a proxy adding 100 ms each way ({len(clicks)} clicks "
          f"in {games} game(s): {', '.join(f'{n} {k}' for k, n in sorted(kinds.items()))}): click to the table "
          f"showing the host's answer, minus the 200 ms round trip (2 x 100 ms one-way) of latency and the "
          f"host's thinking: median {statistics.median(extra) * 1000:.2f} ms, p95 {_pct(extra, 0.95) * 1000:.2f} ms, "
          f"max {max(extra) * 1000:.2f} ms")
    return 0


if __name__ == "__main__":
    sys.exit(main())
