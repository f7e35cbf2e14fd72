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
   actions of a game: the answer time minus the 200 ms the latency adds to a round trip.
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


def _pct(values: list[float], p: float) -> float:
    s = sorted(values)
    return s[min(len(s) - 1, int(round(p * (len(s) - 1))))]


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--games", type=int, default=5)
    ap.add_argument("--latency-actions", type=int, default=60)
    args = ap.parse_args()

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

    _, guest, _ = asyncio.run(_game(2000, latency=0.1, stop_after=args.latency_actions))
    extra = [t - 0.2 for t in guest.round_trips]
    print(f"through a proxy adding 100 ms each way ({len(extra)} actions): answer time minus the 200 ms of latency: "
          f"median {statistics.median(extra) * 1000:.2f} ms, p95 {_pct(extra, 0.95) * 1000:.2f} ms")
    return 0


if __name__ == "__main__":
    sys.exit(main())
