"""One connection between host and guest: framing, heartbeats, limits, on asyncio streams.

A ``Link`` reads messages in its own task, checks each (``protocol.check``), answers heartbeats
and hands the rest to its owner's inbox. A connection silent for ``dead_after`` seconds is dead
(heartbeats are sent every ``heartbeat`` seconds, so a live one never is). A sender over its
rate has its messages dropped and, if it keeps on, the connection closed; a message that breaks
the framing closes it at once (the stream can't be trusted after it). Every one is logged,
plainly and in few lines.

So that an honest peer is never dropped, each side paces what it sends well within the rate the
other side allows (``PACE``): two computers playing each other on one machine can send faster than
that rate, and one dropped update would leave the game waiting for ever.
"""
from __future__ import annotations

import asyncio
import logging
import time
from dataclasses import dataclass
from typing import Any

from .framing import Deflater, FrameError, read_frame, write_message
from .protocol import ProtocolError, check, message

log = logging.getLogger("mtgdesk.net")


@dataclass(frozen=True)
class NetSettings:
    """The timings of a connection (seconds); the tests make them short."""

    heartbeat: float = 2.0
    dead_after: float = 10.0  # a dead connection is noticed within this (issue 37: 10 s)
    reconnect_window: float = 300.0  # a lost seat may be taken back within this (5 minutes)
    handshake: float = 10.0  # time allowed for the hello and the welcome
    rate: float = 200.0  # messages a second a peer may send, on average
    burst: float = 400.0  # and at once
    max_dropped: int = 5000  # messages dropped for rate before the connection is closed
    max_bad: int = 20000  # malformed messages before the connection is closed


PACE = 0.8  # a sender keeps to this share of the rate and of the burst the receiver allows


class Closed:
    """Put in the inbox when the link closes; ``reason`` says why."""

    def __init__(self, link: "Link", reason: str) -> None:
        self.link = link
        self.reason = reason


class Link:
    """A connection after its handshake: messages compressed in a deflate stream both ways."""

    def __init__(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter, inbox: asyncio.Queue[Any],
                 settings: NetSettings, name: str) -> None:
        self.reader, self.writer = reader, writer
        self.inbox = inbox
        self.settings = settings
        self.name = name
        self.deflater = Deflater()
        self.closed = False
        self.bytes_in = self.bytes_out = 0
        self.last_heard = time.monotonic()
        self.rtt: float | None = None
        self._tokens = settings.burst
        self._stamp = time.monotonic()
        self._send_tokens = settings.burst * PACE
        self._send_stamp = self._stamp
        self.dropped = self.bad = 0
        self._tasks: list[asyncio.Task[None]] = []
        self._send_lock = asyncio.Lock()

    def start(self) -> None:
        self._tasks = [asyncio.create_task(self._read_loop()), asyncio.create_task(self._heartbeat_loop())]

    async def send(self, msg: dict[str, Any]) -> bool:
        """Send a message; False if the link is closed or closes now."""
        if self.closed:
            return False
        try:
            # (asyncio.timeout, not wait_for: on 3.11 wait_for can swallow a cancellation that
            # comes as the write ends, and a loop around it would then never stop.)
            async with self._send_lock:  # (one hold: messages leave in the order they were sent)
                await self._pace()
                async with asyncio.timeout(self.settings.dead_after):
                    self.bytes_out += await write_message(self.writer, msg, self.deflater)
            return True
        except (TimeoutError, OSError, ConnectionError, RuntimeError) as exc:
            self.close(f"sending failed: {exc!r}")
            return False

    def close(self, reason: str) -> None:
        if self.closed:
            return
        self.closed = True
        log.info("%s: connection closed (%s)", self.name, reason)
        try:
            self.writer.transport.abort()  # a dead peer can't hold the close up
        except (OSError, RuntimeError, AttributeError):
            pass
        current = asyncio.current_task()
        for t in self._tasks:
            if t is not current:
                t.cancel()
        self.inbox.put_nowait(Closed(self, reason))

    async def _pace(self) -> None:
        """Wait, if need be, until this side may send one more message and still stay within
        ``PACE`` of the rate and burst the other side allows (so that it never drops ours)."""
        s = self.settings
        rate, burst = s.rate * PACE, s.burst * PACE
        for _ in range(1000):  # bounded: each wait earns the token it waits for
            now = time.monotonic()
            self._send_tokens = min(burst, self._send_tokens + (now - self._send_stamp) * rate)
            self._send_stamp = now
            if self._send_tokens >= 1:
                self._send_tokens -= 1
                return
            await asyncio.sleep((1 - self._send_tokens) / rate)

    def _allow(self) -> bool:
        now = time.monotonic()
        self._tokens = min(self.settings.burst, self._tokens + (now - self._stamp) * self.settings.rate)
        self._stamp = now
        if self._tokens >= 1:
            self._tokens -= 1
            return True
        return False

    async def _read_loop(self) -> None:
        try:
            while not self.closed:
                try:
                    raw, size = await read_frame(self.reader, self.deflater)
                except FrameError as exc:
                    log.warning("%s: a frame that is not a message (%s): connection dropped", self.name, exc)
                    self.close(f"bad frame: {exc}")
                    return
                self.last_heard = time.monotonic()
                self.bytes_in += size
                if not self._allow():
                    self.dropped += 1
                    if self.dropped in (1, 100) or self.dropped % 1000 == 0:
                        log.warning("%s: over %s messages a second: %d dropped", self.name,
                                    self.settings.rate, self.dropped)
                    if self.dropped > self.settings.max_dropped:
                        self.close("flood")
                        return
                    continue
                try:
                    msg = check(raw)
                except ProtocolError as exc:
                    self.bad += 1
                    if self.bad in (1, 10, 100) or self.bad % 1000 == 0:
                        log.warning("%s: message refused (%s); %d so far", self.name, exc, self.bad)
                    if self.bad > self.settings.max_bad:
                        self.close("too many bad messages")
                        return
                    continue
                kind = msg["k"]
                if kind == "ping":
                    await self.send(message("pong", t=msg["t"]))
                elif kind == "pong":
                    t = msg["t"]
                    if isinstance(t, float):
                        self.rtt = max(0.0, time.monotonic() - t)
                else:
                    self.inbox.put_nowait((self, msg))
        except (asyncio.IncompleteReadError, ConnectionError, OSError) as exc:
            self.close(f"the other side closed the connection ({type(exc).__name__})")
        except asyncio.CancelledError:
            raise

    async def _heartbeat_loop(self) -> None:
        s = self.settings
        while not self.closed:
            await asyncio.sleep(min(s.heartbeat, s.dead_after / 3))
            if time.monotonic() - self.last_heard > s.dead_after:
                self.close(f"nothing heard for {s.dead_after:g} s")
                return
            await self.send(message("ping", t=time.monotonic()))
