"""A connection's heartbeats and limits (issue 37: a dead connection noticed within 10 s; floods
dropped, then the connection closed)."""
from __future__ import annotations

import asyncio
import time
from typing import Any

from mtgdesk.net.framing import Deflater, read_message, write_message
from mtgdesk.net.link import Closed, Link, NetSettings
from mtgdesk.net.protocol import message


async def _pair(settings: NetSettings) -> tuple[Link, asyncio.StreamReader, asyncio.StreamWriter, Any]:
    """A link on one end of a 127.0.0.1 connection; the raw other end."""
    accepted: asyncio.Queue[Any] = asyncio.Queue()

    async def on_connect(r: asyncio.StreamReader, w: asyncio.StreamWriter) -> None:
        await accepted.put((r, w))

    server = await asyncio.start_server(on_connect, "127.0.0.1", 0)
    port = server.sockets[0].getsockname()[1]
    reader, writer = await asyncio.open_connection("127.0.0.1", port)
    r, w = await accepted.get()
    link = Link(r, w, asyncio.Queue(), settings, "peer")
    link.start()
    return link, reader, writer, server


def test_a_silent_peer_is_noticed_dead_within_dead_after() -> None:
    settings = NetSettings(heartbeat=0.1, dead_after=0.6)

    async def go() -> tuple[str, float]:
        link, reader, writer, server = await _pair(settings)
        start = time.monotonic()
        async with asyncio.timeout(10):
            item = await link.inbox.get()  # the peer never answers a ping
        server.close()
        writer.transport.abort()
        assert isinstance(item, Closed)
        return item.reason, time.monotonic() - start

    reason, _ = asyncio.run(go())
    assert reason.startswith("nothing heard for 0.6 s")


def test_a_peer_that_answers_pings_stays_connected() -> None:
    settings = NetSettings(heartbeat=0.1, dead_after=0.6)

    async def go() -> tuple[bool, float | None]:
        link, reader, writer, server = await _pair(settings)
        deflater = Deflater()
        end = time.monotonic() + 2.0  # more than three times dead_after
        while time.monotonic() < end:
            async with asyncio.timeout(1):
                msg = await read_message(reader, deflater)
            if msg["k"] == "ping":
                await write_message(writer, message("pong", t=msg["t"]), deflater)
        alive = not link.closed
        link.close("test over")
        server.close()
        writer.transport.abort()
        return alive, link.rtt

    alive, rtt = asyncio.run(go())
    assert alive and rtt is not None


def test_a_flood_is_dropped_then_the_connection_closed() -> None:
    settings = NetSettings(heartbeat=5, dead_after=30, rate=10, burst=20, max_dropped=500)

    async def go() -> tuple[int, int, str]:
        link, reader, writer, server = await _pair(settings)
        deflater = Deflater()
        chat = message("chat", text="spam")
        try:
            for _ in range(2000):
                await write_message(writer, chat, deflater)
        except (ConnectionError, OSError):
            pass
        async with asyncio.timeout(10):
            while not link.closed:
                await asyncio.sleep(0.01)
        passed = 0
        reason = ""
        while not link.inbox.empty():
            item = link.inbox.get_nowait()
            if isinstance(item, Closed):
                reason = item.reason
            else:
                passed += 1
        server.close()
        writer.transport.abort()
        return passed, link.dropped, reason

    passed, dropped, reason = asyncio.run(go())
    assert reason == "flood"
    assert dropped > 500 and passed < 100  # the burst went through, the rest was dropped
