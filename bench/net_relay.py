"""The relay and the encryption: what they add to a message's round trip and what they carry.

Over loopback, a host and a guest in this process (one event loop), the guest echoing what the
host sends; the relay, when there is one, a real ``mtgdesk relay`` process:

- the time to connect: relay id (scrypt), pairing, SPAKE2 and key confirmation (median of 10);
- the round trip of a 200-byte message (an action's size), median and p95 over ``--rounds``:
  plain TCP frames host to guest (no encryption, no relay), encrypted direct, encrypted through
  the relay; the relay's and the encryption's added latency are the differences of the medians;
- throughput host to guest, encrypted direct and through the relay, in 1 MiB and 16 KiB messages.

Run: ``python bench/net_relay.py [--rounds 2000] [--mib 64]``.
"""
from __future__ import annotations

import argparse
import asyncio
import statistics
import subprocess
import sys
import time
from collections.abc import Awaitable, Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from mtgdesk.net.relay import FRAME_LENGTH, connect_via_relay  # noqa: E402
from mtgdesk.net.secure import SecureChannel, open_secure_channel  # noqa: E402

LOCAL = "127.0.0.1"
CODE = "bench-code-42"
ACTION = b"a" * 200


class PlainChannel:
    """Length-prefixed frames with no encryption: the baseline."""

    def __init__(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        self.reader, self.writer = reader, writer

    async def send(self, payload: bytes) -> None:
        self.writer.write(FRAME_LENGTH.pack(len(payload)) + payload)
        await self.writer.drain()

    async def recv(self) -> bytes:
        (length,) = FRAME_LENGTH.unpack(await self.reader.readexactly(FRAME_LENGTH.size))
        return await self.reader.readexactly(length)

    async def close(self) -> None:
        self.writer.close()


Channel = SecureChannel | PlainChannel


async def direct_pair(encrypted: bool) -> tuple[Channel, Channel, asyncio.AbstractServer]:
    accepted: asyncio.Future[tuple[asyncio.StreamReader, asyncio.StreamWriter]] = (
        asyncio.get_running_loop().create_future())

    async def on_connect(reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        accepted.set_result((reader, writer))

    server = await asyncio.start_server(on_connect, LOCAL, 0)
    guest_streams = await asyncio.open_connection(LOCAL, server.sockets[0].getsockname()[1])
    host_streams = await accepted
    if not encrypted:
        return PlainChannel(*host_streams), PlainChannel(*guest_streams), server
    host, guest = await asyncio.gather(open_secure_channel(*host_streams, CODE, "host"),
                                       open_secure_channel(*guest_streams, CODE, "guest"))
    return host, guest, server


async def relayed_pair(port: int, code: str = CODE) -> tuple[SecureChannel, SecureChannel]:
    waiting = asyncio.Event()

    async def host() -> SecureChannel:
        streams = await connect_via_relay(LOCAL, port, code, "host", wait_timeout=30, on_waiting=waiting.set)
        return await open_secure_channel(*streams, code, "host")

    async def guest() -> SecureChannel:
        await waiting.wait()
        streams = await connect_via_relay(LOCAL, port, code, "guest", wait_timeout=30)
        return await open_secure_channel(*streams, code, "guest")

    host_channel, guest_channel = await asyncio.gather(host(), guest())
    return host_channel, guest_channel


async def echo(guest: Channel, count: int) -> None:
    for _ in range(count):
        await guest.send(await guest.recv())


async def round_trips(host: Channel, guest: Channel, rounds: int) -> list[float]:
    """Milliseconds per round trip, after a warm-up of 100."""
    echoing = asyncio.create_task(echo(guest, rounds + 100))
    times = []
    for i in range(rounds + 100):
        start = time.perf_counter()
        await host.send(ACTION)
        await host.recv()
        if i >= 100:
            times.append((time.perf_counter() - start) * 1000)
    await echoing
    return times


async def throughput(host: Channel, guest: Channel, mib: int, size: int) -> float:
    """MiB/s host to guest in messages of ``size`` bytes."""
    count = mib * 1024 * 1024 // size
    payload = b"\x5a" * size

    async def receive() -> None:
        for _ in range(count):
            await guest.recv()

    start = time.perf_counter()
    receiving = asyncio.create_task(receive())
    for _ in range(count):
        await host.send(payload)
    await receiving
    return mib / (time.perf_counter() - start)


def p95(values: list[float]) -> float:
    return statistics.quantiles(values, n=20)[-1]


async def timed(make: Callable[[], Awaitable[tuple[Channel, ...]]], times: int) -> float:
    """Median milliseconds to get a connected pair."""
    durations = []
    for _ in range(times):
        start = time.perf_counter()
        pair = await make()
        durations.append((time.perf_counter() - start) * 1000)
        for channel in pair:
            await channel.close()
    return statistics.median(durations)


async def bench(port: int, rounds: int, mib: int) -> None:
    connect_direct = await timed(lambda: _drop_server(direct_pair(True)), 10)
    connect_relay = await timed(lambda: relayed_pair(port), 10)
    print(f"connect: encrypted direct {connect_direct:.1f} ms, through the relay {connect_relay:.1f} ms "
          "(median of 10; relay id by scrypt, pairing, SPAKE2, key confirmation)")
    print()
    print(f"round trip of a {len(ACTION)}-byte message, {rounds} rounds:")
    print(f"{'':28}{'median ms':>10}{'p95 ms':>9}")
    rows: dict[str, list[float]] = {}
    for label, encrypted in (("plain TCP, direct", False), ("encrypted, direct", True)):
        host, guest, server = await direct_pair(encrypted)
        rows[label] = await round_trips(host, guest, rounds)
        await host.close()
        await guest.close()
        server.close()
    host, guest = await relayed_pair(port, "round trips")
    rows["encrypted, through the relay"] = await round_trips(host, guest, rounds)
    for label, times in rows.items():
        print(f"{label:28}{statistics.median(times):10.3f}{p95(times):9.3f}")
    medians = {label: statistics.median(times) for label, times in rows.items()}
    print(f"added by the encryption: {medians['encrypted, direct'] - medians['plain TCP, direct']:.3f} ms; "
          f"by the relay: {medians['encrypted, through the relay'] - medians['encrypted, direct']:.3f} ms (medians)")
    print()
    print(f"throughput host to guest, {mib} MiB:")
    for size, label in ((1024 * 1024, "1 MiB messages"), (16 * 1024, "16 KiB messages")):
        relayed = await throughput(host, guest, mib, size)
        d_host, d_guest, server = await direct_pair(True)
        direct = await throughput(d_host, d_guest, mib, size)
        await d_host.close()
        await d_guest.close()
        server.close()
        print(f"  {label}: encrypted direct {direct:.0f} MiB/s, through the relay {relayed:.0f} MiB/s")
    await host.close()
    await guest.close()


async def _drop_server(made: Awaitable[tuple[Channel, Channel, asyncio.AbstractServer]]) -> tuple[Channel, Channel]:
    host, guest, server = await made
    server.close()
    return host, guest


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--rounds", type=int, default=2000)
    parser.add_argument("--mib", type=int, default=64)
    args = parser.parse_args()
    relay = subprocess.Popen([sys.executable, "-m", "mtgdesk", "relay", "--host", LOCAL, "--port", "0"],
                             cwd=ROOT, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
    try:
        assert relay.stdout is not None
        port = int(relay.stdout.readline().rsplit(":", 1)[1])
        asyncio.run(asyncio.wait_for(bench(port, args.rounds, args.mib), 600))
    finally:
        relay.terminate()
        relay.wait(10)


if __name__ == "__main__":
    main()
