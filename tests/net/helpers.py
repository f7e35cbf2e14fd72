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
