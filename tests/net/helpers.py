"""Shared set-up of the network tests: decks, players, short timings, a TCP proxy on 127.0.0.1."""
from __future__ import annotations

import asyncio
import random
from typing import Any

from mtgdesk.ai.levels import make_player
from mtgdesk.cards import load_pool
from mtgdesk.decks import precons
from mtgdesk.net.link import NetSettings

FAST = NetSettings(heartbeat=0.3, dead_after=3.0, reconnect_window=5.0, handshake=3.0)


def deck(i: int) -> list[str]:
    return [c.name for c in precons.precons()[i].cards()]


def chooser(level: str = "easy", seed: int = 1) -> Any:
    return make_player(level, seed).choose


def pool() -> Any:
    return load_pool()


class Proxy:
    """A TCP proxy on 127.0.0.1 between a guest and a host that the test controls: latency
    with jitter each way, a cut (every connection dropped, new ones refused) and back, and a
    record of every byte it passes to the guest."""

    def __init__(self, target_port: int, latency: float = 0.0, jitter: float = 0.0, seed: int = 0) -> None:
        self.target_port = target_port
        self.latency, self.jitter = latency, jitter
        self.rng = random.Random(seed)
        self.cut = False
        self.guest_streams: list[bytearray] = []  # what each connection carried to the guest
        self.to_host = bytearray()
        self.connections = 0
        self._writers: list[asyncio.StreamWriter] = []
        self._server: asyncio.base_events.Server | None = None
        self.port = 0

    async def start(self) -> int:
        self._server = await asyncio.start_server(self._on_connect, "127.0.0.1", 0)
        self.port = self._server.sockets[0].getsockname()[1]
        return self.port

    async def close(self) -> None:
        self.drop_all()
        if self._server is not None:
            self._server.close()

    def drop_all(self) -> None:
        for w in self._writers:
            w.transport.abort()
        self._writers.clear()

    @property
    def bytes_to_guest(self) -> int:
        return sum(len(s) for s in self.guest_streams)

    def set_cut(self, cut: bool) -> None:
        """Cut the cable (every connection silently stops: nothing passes, nothing is closed
        cleanly) or put it back."""
        self.cut = cut

    async def _on_connect(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        if self.cut:
            writer.transport.abort()
            return
        try:
            up_reader, up_writer = await asyncio.open_connection("127.0.0.1", self.target_port)
        except OSError:
            writer.transport.abort()
            return
        self.connections += 1
        self._writers += [writer, up_writer]
        to_guest = bytearray()
        self.guest_streams.append(to_guest)
        try:
            await asyncio.gather(self._pipe(reader, up_writer, self.to_host),
                                 self._pipe(up_reader, writer, to_guest), return_exceptions=True)
        except asyncio.CancelledError:
            pass  # the test's loop is closing: the connection goes with it
        for w in (writer, up_writer):
            w.transport.abort()

    async def _pipe(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter, record: bytearray) -> None:
        """Copy bytes, each chunk delivered ``latency`` (+ jitter) after it was read, in order."""
        queue: asyncio.Queue[tuple[float, bytes]] = asyncio.Queue()
        loop = asyncio.get_running_loop()

        async def deliver() -> None:
            while True:
                due, chunk = await queue.get()
                if not chunk:
                    return
                await asyncio.sleep(max(0.0, due - loop.time()))
                if self.cut:
                    continue  # lost in the cable
                record.extend(chunk)
                writer.write(chunk)
                await writer.drain()

        task = asyncio.create_task(deliver())
        last_due = 0.0
        try:
            while True:
                chunk = await reader.read(65536)
                if not chunk:
                    break
                if self.cut:
                    continue
                delay = self.latency + (self.rng.uniform(-self.jitter, self.jitter) if self.jitter else 0.0)
                last_due = max(last_due, loop.time() + max(0.0, delay))  # in order, as TCP would
                queue.put_nowait((last_due, chunk))
        finally:
            queue.put_nowait((0.0, b""))
            try:
                await asyncio.wait_for(task, 30)
            except (TimeoutError, ConnectionError, OSError):
                task.cancel()


class DecryptingProxy:
    """A proxy on 127.0.0.1 that knows the invite code (the test gave it): it ends the guest's
    encrypted channel and opens its own to the host, and records, decrypted, every byte it
    passes to the guest: what the guest's program reads after decryption."""

    def __init__(self, target_port: int, code: str) -> None:
        from mtgdesk.net.secure import open_secure_channel

        self._open = open_secure_channel
        self.target_port, self.code = target_port, code
        self.guest_streams: list[bytearray] = []
        self.connections = 0
        self._writers: list[Any] = []
        self._server: asyncio.base_events.Server | None = None
        self.port = 0

    async def start(self) -> int:
        self._server = await asyncio.start_server(self._on_connect, "127.0.0.1", 0)
        self.port = self._server.sockets[0].getsockname()[1]
        return self.port

    async def close(self) -> None:
        for w in self._writers:
            w.transport.abort()
        if self._server is not None:
            self._server.close()

    async def _on_connect(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        try:
            up = await asyncio.open_connection("127.0.0.1", self.target_port)
            to_guest, to_host = await asyncio.gather(self._open(reader, writer, self.code, "host", timeout=10),
                                                     self._open(*up, self.code, "guest", timeout=10))
        except (OSError, ConnectionError):
            writer.transport.abort()
            return
        self.connections += 1
        record = bytearray()
        self.guest_streams.append(record)
        (g_reader, g_writer), (h_reader, h_writer) = to_guest.streams(), to_host.streams()
        self._writers += [g_writer, h_writer]

        async def pipe(src: Any, dst: Any, rec: bytearray | None) -> None:
            for _ in range(10_000_000):  # until either side ends
                chunk = await src.read(65536)
                if not chunk:
                    return
                if rec is not None:
                    rec.extend(chunk)
                dst.write(chunk)
                await dst.drain()

        try:
            await asyncio.gather(pipe(g_reader, h_writer, None), pipe(h_reader, g_writer, record),
                                 return_exceptions=True)
        except asyncio.CancelledError:
            pass
        for w in (g_writer, h_writer):
            w.transport.abort()


def local_host(seed: int = 11, **kw: Any) -> Any:
    """A host on 127.0.0.1 (an easy computer player at its seat, deck 0, the fast settings)."""
    from mtgdesk.net.host import Host

    return Host(pool(), deck(0), chooser("easy", 1), seed=seed, settings=kw.pop("settings", FAST), **kw)


def local_guest(host: Any, port: int | None = None, **kw: Any) -> Any:
    """A guest of ``host`` (an easy computer player, deck 3), at ``port`` (a proxy's) or the host's."""
    from mtgdesk.net.guest import Guest

    code, choose = kw.pop("code", host.code), kw.pop("chooser", chooser("easy", 2))
    return Guest(pool(), "127.0.0.1", port or host.port, code, choose, deck=deck(3),
                 settings=kw.pop("settings", FAST), **kw)


def run_bounded(coro: Any, timeout: float = 60) -> Any:
    """Run ``coro`` to its end, at most ``timeout`` seconds."""
    return asyncio.run(asyncio.wait_for(coro, timeout))
