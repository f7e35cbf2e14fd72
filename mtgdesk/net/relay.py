"""A relay for players behind NAT: it pairs a host and a guest and forwards their frames (issue 37, item 5).

Anyone can run one (``mtgdesk relay``, or ``python -m mtgdesk.net.relay``, which needs nothing but
the standard library). Both players connect to it; it pairs them by a *relay id* derived from the
invite code by scrypt (``relay_id``), so the relay never learns the code, and forwards what they
send, which the two clients encrypt end to end with keys agreed through the code
(``mtgdesk.net.secure``): the relay can't read a card.

The protocol, version 1, on one TCP connection to the relay:

- the client sends ``HELLO``: ``b"MTGR"``, the version (one byte, 1), its role (``b"H"`` host or
  ``b"G"`` guest), flags (one byte: 1 for a guest that waits for its host, as when it comes
  back after a cut, where a guest normally expects its host there) and the relay id (32 bytes);
- the relay answers in lines of ASCII: ``WAIT`` while no partner has come (again every
  ``wait_keepalive`` seconds, so that a client can tell a relay gone), then ``PAIRED``; or
  ``ERR <reason>`` (``protocol``, ``version``, ``nohost``, ``taken``, ``busy``, ``limit``, ``full``,
  ``timeout``, ``closing``) and closes;
- once paired, each side sends frames, a 4-byte big-endian length and that many bytes, and the
  relay forwards each one whole to the other side.

The relay limits the connections open from one address (an IPv6 /64 counts as one address) and in
all, the size of a frame, the time to say hello, the time to wait for a partner and the time a pair
may stay silent. Every pairing, end, refusal and limit is one line on stderr, without relay ids,
within a budget of lines for each address (a flood of garbage is counted, not written out).
Nothing a client sends can crash it: each connection's errors end that connection alone.
"""
from __future__ import annotations

import argparse
import asyncio
import contextlib
import hashlib
import ipaddress
import itertools
import logging
import signal
import struct
import sys
import time
import unicodedata
from collections import Counter
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Literal

Role = Literal["host", "guest"]

PROTOCOL_VERSION = 1
MAGIC = b"MTGR"
HELLO = struct.Struct(">4sBcB32s")
GUEST_WAITS = 1
ROLE_BYTES: dict[str, bytes] = {"host": b"H", "guest": b"G"}
#: Each frame's length, before its bytes (the same framing as mtgdesk.net.secure).
FRAME_LENGTH = struct.Struct(">I")
#: A message of the secure channel is at most 1 MiB; its frame adds a few bytes (kind, tag).
DEFAULT_MAX_FRAME = 1024 * 1024 + 1024
DEFAULT_PORT = 40037
#: The relay's replies are short lines; a longer one is not from a relay.
MAX_REPLY_LINE = 64
#: A client hearing nothing from its relay for this long while it waits takes it for gone (the
#: relay says WAIT again every ``RelayLimits.wait_keepalive`` seconds, 20 by default).
RELAY_SILENCE = 60.0
#: scrypt's cost: about 60 ms here, so guessing a code from its relay id costs the relay's owner
#: 16 MiB of memory and that time per guess (the PAKE keeps the game itself safe from guesses).
_SCRYPT = {"n": 2**14, "r": 8, "p": 1}
_RELAY_ID_SALT = b"mtgdesk relay id v1"
_CHUNK = 64 * 1024
#: Seconds a closed connection has to take what was forwarded to it before it is cut.
_FLUSH_GRACE = 5.0

log = logging.getLogger("mtgdesk.relay")


class RelayError(Exception):
    """The relay refused or dropped us, or can't be reached. ``reason`` is an id for the message
    a person reads (``unreachable``, ``protocol``, ``version``, ``nohost``, ``taken``, ``busy``,
    ``limit``, ``full``, ``timeout``, ``closing``, ``closed``); ``str()`` says it in English, for
    the command line."""

    def __init__(self, reason: str, text: str) -> None:
        super().__init__(text)
        self.reason = reason


_REFUSALS = {
    "protocol": "the relay did not understand this client (is it an mtgdesk relay?)",
    "nohost": "no game is hosted at this relay with this invite code: check the code",
    "taken": "the game with this invite code already has its guest",
    "version": "the relay speaks another version of the relay protocol",
    "busy": "someone is already waiting at the relay with this invite code in the same role",
    "limit": "the relay refused: too many connections from this address",
    "full": "the relay is full; try again later or use another relay",
    "timeout": "no one joined through the relay in time",
    "closing": "the relay is shutting down",
}


def canonical_code(code: str) -> str:
    """The invite code as both sides use it: its letters and digits, without case (spaces,
    hyphens and other marks don't count).

    >>> canonical_code(" K7QM-4xpd ")
    'k7qm4xpd'
    """
    text = "".join(ch for ch in unicodedata.normalize("NFKC", code).casefold() if ch.isalnum())
    if not text:
        raise ValueError("the invite code is empty")
    return text


def relay_address(text: str) -> tuple[str, int]:
    """``HOST``, ``HOST:PORT`` or ``[IPV6]:PORT`` (as ``--relay`` takes it) as (host, port), the port
    ``DEFAULT_PORT`` when none is given. ``ValueError`` with a sentence for anything else.

    >>> relay_address("relay.example.org"), relay_address("[2001:db8::1]:7000")
    (('relay.example.org', 40037), ('2001:db8::1', 7000))
    """
    text = text.strip()
    if text.startswith("["):
        end = text.find("]")
        rest = text[end + 1:] if end >= 0 else ""
        if end < 0 or (rest and not rest.startswith(":")):
            raise ValueError(f"{text!r} is not an address: an IPv6 address is written [ADDRESS]:PORT")
        host, port_text, has_port = text[1:end], rest[1:], bool(rest)
    elif text.count(":") == 1:
        host, port_text = text.split(":")
        has_port = True
    else:  # a name, an IPv4 address, or an IPv6 address without its brackets (and so no port)
        host, port_text, has_port = text, "", False
    if not host or any(ch.isspace() or ch in "/[]@" for ch in host):
        raise ValueError(f"{text!r} is not an address (HOST or HOST:PORT)")
    if not has_port:
        return host, DEFAULT_PORT
    if not (port_text.isascii() and port_text.isdigit() and 1 <= int(port_text) <= 65535):
        raise ValueError(f"{text!r} has no port from 1 to 65535 after its colon")
    return host, int(port_text)


def relay_id(code: str) -> bytes:
    """The 32 bytes that pair two players at a relay: scrypt of the invite code, never the code."""
    return hashlib.scrypt(canonical_code(code).encode("utf-8"), salt=_RELAY_ID_SALT, dklen=32, **_SCRYPT)


def hello(role: Role, rid: bytes, *, wait_for_host: bool = False) -> bytes:
    """What a client first sends to a relay."""
    return HELLO.pack(MAGIC, PROTOCOL_VERSION, ROLE_BYTES[role], GUEST_WAITS if wait_for_host else 0, rid)


# --------------------------------------------------------------------------------- the client

async def connect_via_relay(
    relay_host: str,
    relay_port: int,
    code: str,
    role: Role,
    *,
    wait_timeout: float | None = None,
    wait_for_host: bool = False,
    connect_timeout: float = 10.0,
    on_waiting: Callable[[], None] | None = None,
    silence_timeout: float = RELAY_SILENCE,
) -> tuple[asyncio.StreamReader, asyncio.StreamWriter]:
    """A connection through the relay to the other player, once the relay has paired us.

    Waits for the other side at most ``wait_timeout`` seconds (None: as long as the relay keeps
    us), calling ``on_waiting`` when the relay says we are first; a relay silent for
    ``silence_timeout`` seconds is taken for gone. A guest finds its host waiting,
    or fails at once (``nohost``: a wrong code, most often), unless ``wait_for_host``. What comes out is a plain pair
    of streams carrying frames; wrap it with ``mtgdesk.net.secure.open_secure_channel``.
    Raises ``RelayError`` for every failure, never another exception.
    """
    if role not in ROLE_BYTES:
        raise ValueError(f"role must be 'host' or 'guest', not {role!r}")
    rid = await asyncio.get_running_loop().run_in_executor(None, relay_id, code)
    where = f"{relay_host}:{relay_port}"
    try:
        reader, writer = await asyncio.wait_for(asyncio.open_connection(relay_host, relay_port), connect_timeout)
    except (TimeoutError, OSError) as exc:
        raise RelayError("unreachable", f"the relay {where} can't be reached ({_describe(exc)})") from None
    try:
        writer.write(hello(role, rid, wait_for_host=wait_for_host))
        await asyncio.wait_for(_await_pairing(reader, on_waiting, silence_timeout), wait_timeout)
    except TimeoutError:
        writer.close()
        raise RelayError("timeout", _REFUSALS["timeout"]) from None
    except RelayError:
        writer.close()
        raise
    except (OSError, EOFError, ValueError) as exc:
        writer.close()
        raise RelayError("closed", f"the relay {where} closed the connection ({_describe(exc)})") from None
    return reader, writer


async def _await_pairing(reader: asyncio.StreamReader, on_waiting: Callable[[], None] | None,
                         silence_timeout: float) -> None:
    told = False
    for _ in range(100_000):  # WAITs a while, then PAIRED or ERR (the wait is bounded in time too)
        try:
            line = await asyncio.wait_for(_reply_line(reader), silence_timeout)
        except TimeoutError:
            raise RelayError("closed", f"the relay stopped answering ({silence_timeout:g} s without a word)") from None
        if line == b"PAIRED":
            return
        if line == b"WAIT":
            if on_waiting is not None and not told:
                on_waiting()
            told = True
            continue
        if line.startswith(b"ERR "):
            reason = line[4:].decode("ascii", "replace")
            raise RelayError(reason if reason in _REFUSALS else "protocol",
                             _REFUSALS.get(reason, f"the relay refused ({reason[:40]!r})"))
        break
    raise RelayError("protocol", "the relay's answer is not one of the relay protocol")


async def _reply_line(reader: asyncio.StreamReader) -> bytes:
    line = bytearray()
    while len(line) <= MAX_REPLY_LINE:
        byte = await reader.read(1)
        if not byte:
            raise EOFError("before the other player came")
        if byte == b"\n":
            return bytes(line)
        line += byte
    raise RelayError("protocol", "the relay's answer is not one of the relay protocol")


def _describe(exc: BaseException) -> str:
    if isinstance(exc, TimeoutError):
        return "no answer"
    return getattr(exc, "strerror", None) or str(exc) or type(exc).__name__


# --------------------------------------------------------------------------------- the server

@dataclass(frozen=True)
class RelayLimits:
    """What the relay allows; every time is in seconds."""

    max_per_address: int = 8
    max_connections: int = 1000
    max_frame: int = DEFAULT_MAX_FRAME
    hello_timeout: float = 10.0
    #: How long a host (or a guest) waits for the other side, hearing WAIT every so often.
    wait_timeout: float = 1800.0
    wait_keepalive: float = 20.0
    #: How long a pair may send nothing either way (clients send heartbeats every few seconds).
    idle_timeout: float = 120.0
    #: Lines logged about one address: this many at once, then this many a second; the rest are
    #: counted, and the count said in its next line (a flood of garbage can't flood the log).
    log_burst: int = 20
    log_rate: float = 1.0


class _LogBudget:
    """Lines about one address (an ``_address_group``), within ``RelayLimits.log_burst`` and
    ``log_rate``."""

    _PRUNE_AT = 10_000

    def __init__(self, burst: int, rate: float) -> None:
        self.burst, self.rate = burst, rate
        self._state: dict[str, tuple[float, float, int]] = {}  # tokens, when, lines left out

    def line(self, group: str, message: str, *args: object) -> None:
        now = time.monotonic()
        tokens, when, left_out = self._state.get(group, (float(self.burst), now, 0))
        tokens = min(float(self.burst), tokens + (now - when) * self.rate)
        if tokens < 1:
            self._state[group] = (tokens, now, left_out + 1)
            return
        if left_out:
            message += " (%d lines about %s left out before this one)"
            args = (*args, left_out, group)
        self._state[group] = (tokens - 1, now, 0)
        log.info(message, *args)
        if len(self._state) > self._PRUNE_AT:  # forget the addresses that have their full budget back
            self._state = {g: v for g, v in self._state.items()
                           if v[2] or v[0] + (now - v[1]) * self.rate < self.burst}


class _Dropped(Exception):
    """A connection or a pair ended for the reason given (logged once)."""


@dataclass(eq=False)
class _Waiting:
    number: int
    peer: str
    group: str
    role: Role
    writer: asyncio.StreamWriter
    partner: asyncio.Future[_Pair]


@dataclass(eq=False)
class _Pair:
    number: int
    writers: dict[str, asyncio.StreamWriter]
    peers: dict[str, str]
    #: Its lines are counted against the host's address.
    group: str
    budget: _LogBudget
    started: float = field(default_factory=time.monotonic)
    last_activity: float = field(default_factory=time.monotonic)
    frames: int = 0
    bytes: int = 0
    ended: bool = False
    #: Set once the side that waited has been told PAIRED (or the pair has ended).
    waiter_ready: asyncio.Future[None] = field(default_factory=lambda: asyncio.get_running_loop().create_future())

    def end(self, why: str, *, force: bool = False) -> None:
        """Close both sides, logging why once. What was forwarded is still delivered, unless
        ``force`` (a limit broken) or the side doesn't read it within ``_FLUSH_GRACE`` seconds."""
        if self.ended:
            return
        self.ended = True
        self.budget.line(self.group, "pair #%d ended: %s (%s and %s, %.1f s, %d frames, %d bytes)", self.number,
                         why, self.peers["host"], self.peers["guest"], time.monotonic() - self.started,
                         self.frames, self.bytes)
        loop = asyncio.get_running_loop()
        for writer in self.writers.values():
            writer.close()
            if force:
                writer.transport.abort()
            else:
                loop.call_later(_FLUSH_GRACE, writer.transport.abort)


class RelayServer:
    """The relay's asyncio server; ``start`` it, ``close`` it (``serve`` runs it for the command)."""

    def __init__(self, limits: RelayLimits | None = None) -> None:
        self.limits = limits or RelayLimits()
        self._server: asyncio.AbstractServer | None = None
        self._waiting: dict[tuple[bytes, str], _Waiting] = {}
        self._per_address: Counter[str] = Counter()
        #: The relay ids of the pairs forwarding now.
        self._playing: Counter[bytes] = Counter()
        self._open: set[asyncio.StreamWriter] = set()
        self._handlers: set[asyncio.Task[None]] = set()
        self._numbers = itertools.count(1)
        self._pair_numbers = itertools.count(1)
        self._closing = False
        self._log = _LogBudget(self.limits.log_burst, self.limits.log_rate)
        self.pairs = 0

    @property
    def open_connections(self) -> int:
        """Connections accepted and not yet closed."""
        return len(self._open)

    @property
    def waiting(self) -> int:
        """Players waiting for their partner."""
        return len(self._waiting)

    async def start(self, host: str | None, port: int) -> list[tuple[str, int]]:
        """Listen; the addresses and ports listened on."""
        self._server = await asyncio.start_server(self._on_connect, host, port, limit=_CHUNK)
        return [sock.getsockname()[:2] for sock in self._server.sockets]

    async def close(self) -> None:
        """Stop listening, close every connection and wait a moment for their handlers."""
        self._closing = True
        if self._server is not None:
            self._server.close()
        for writer in list(self._open):
            writer.close()
        if self._handlers:
            await asyncio.wait(set(self._handlers), timeout=2.0)
        for task in self._handlers:
            task.cancel()

    async def _on_connect(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        task = asyncio.current_task()
        if task is not None:
            self._handlers.add(task)
        number = next(self._numbers)
        address = writer.get_extra_info("peername")
        peer = _peer_text(address)
        group = _address_group(address)
        counted = False
        try:
            if self._closing:
                await _refuse(writer, "closing")
            elif len(self._open) >= self.limits.max_connections:
                self._log.line(group, "#%d %s refused: %d connections open (limit %d)", number, peer,
                               len(self._open), self.limits.max_connections)
                await _refuse(writer, "full")
            elif self._per_address[group] >= self.limits.max_per_address:
                self._log.line(group, "#%d %s refused: %d connections open from %s (limit %d)", number, peer,
                               self._per_address[group], group, self.limits.max_per_address)
                await _refuse(writer, "limit")
            else:
                self._per_address[group] += 1
                counted = True
                self._open.add(writer)
                await self._serve(number, peer, group, reader, writer)
        except _Dropped as why:
            self._log.line(group, "#%d %s dropped: %s", number, peer, why)
        except (TimeoutError, OSError, EOFError, asyncio.IncompleteReadError):
            pass  # gone; a pair logs its own end
        except Exception as exc:
            self._log.line(group, "#%d %s dropped: unexpected %s", number, peer, type(exc).__name__)
        finally:
            if counted:
                self._per_address[group] -= 1
                if not self._per_address[group]:
                    del self._per_address[group]
            self._open.discard(writer)
            writer.close()
            if task is not None:
                self._handlers.discard(task)

    async def _serve(self, number: int, peer: str, group: str, reader: asyncio.StreamReader,
                     writer: asyncio.StreamWriter) -> None:
        try:
            data = await asyncio.wait_for(reader.readexactly(HELLO.size), self.limits.hello_timeout)
        except TimeoutError:
            raise _Dropped(f"no hello within {self.limits.hello_timeout:g} s") from None
        except asyncio.IncompleteReadError as exc:
            raise _Dropped(f"left before its hello ({len(exc.partial)} bytes)") from None
        magic, version, role_byte, flags, rid = HELLO.unpack(data)
        roles = {value: name for name, value in ROLE_BYTES.items()}
        if magic != MAGIC or role_byte not in roles:
            await _refuse(writer, "protocol")
            raise _Dropped("not a relay hello")
        if version != PROTOCOL_VERSION:
            await _refuse(writer, "version")
            raise _Dropped(f"relay protocol version {version}, not {PROTOCOL_VERSION}")
        role: Role = "host" if roles[role_byte] == "host" else "guest"
        other: Role = "guest" if role == "host" else "host"
        waiting = self._waiting.pop((rid, other), None)
        if waiting is not None:
            pair = _Pair(next(self._pair_numbers), {role: writer, other: waiting.writer},
                         {role: peer, other: waiting.peer}, group if role == "host" else waiting.group, self._log)
            self.pairs += 1
            self._log.line(pair.group, "pair #%d: host %s, guest %s", pair.number, pair.peers["host"],
                           pair.peers["guest"])
            waiting.partner.set_result(pair)
            self._playing[rid] += 1
            try:
                await self._run_pair(pair, role, reader, writer)
            finally:
                self._playing[rid] -= 1
                if not self._playing[rid]:
                    del self._playing[rid]
            return
        if (rid, role) in self._waiting:
            await _refuse(writer, "busy")
            raise _Dropped(f"a {role} is already waiting with this relay id")
        if role == "guest" and not flags & GUEST_WAITS:
            taken = rid in self._playing
            await _refuse(writer, "taken" if taken else "nohost")
            raise _Dropped("a guest for a game that has its guest" if taken else "a guest with no host waiting")
        await self._wait_for_partner(number, peer, group, role, rid, reader, writer)

    async def _run_pair(self, pair: _Pair, role: Role, reader: asyncio.StreamReader,
                        writer: asyncio.StreamWriter) -> None:
        """The side that came second: forward, once the one waiting has told both PAIRED."""
        # The one waiting tells both sides PAIRED (_wait_for_partner) once it has stopped watching
        # its connection, in one step, so that no frame can reach either side before its PAIRED.
        try:
            await asyncio.wait_for(asyncio.shield(pair.waiter_ready), self.limits.hello_timeout)
        finally:
            if not pair.waiter_ready.done():
                pair.end("the one waiting did not take its partner")
        if pair.ended:
            return
        watch = asyncio.ensure_future(self._watch_idle(pair))
        try:
            await self._forward(pair, role, reader)
        finally:
            watch.cancel()

    async def _wait_for_partner(self, number: int, peer: str, group: str, role: Role, rid: bytes,
                                reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        me = _Waiting(number, peer, group, role, writer, asyncio.get_running_loop().create_future())
        self._waiting[(rid, role)] = me
        writer.write(b"WAIT\n")
        # A waiting client sends nothing: reading tells when it leaves (or misbehaves).
        early = asyncio.ensure_future(reader.read(1))
        try:
            watched: set[asyncio.Future[object]] = {me.partner, early}  # type: ignore[arg-type]
            deadline = time.monotonic() + self.limits.wait_timeout
            while (left := deadline - time.monotonic()) > 0:
                done, _ = await asyncio.wait(watched, timeout=min(left, self.limits.wait_keepalive),
                                             return_when=asyncio.FIRST_COMPLETED)
                if done:
                    break
                writer.write(b"WAIT\n")
        finally:
            if self._waiting.get((rid, role)) is me:
                del self._waiting[(rid, role)]
            early.cancel()
            await asyncio.wait({early})
        # None: it said nothing; b"": it left (or its connection broke); else what it sent too early.
        sent = None if early.cancelled() else b"" if early.exception() else early.result()
        if me.partner.done():
            pair = me.partner.result()
            if sent is not None:  # gone, or spoke out of turn, as its partner came
                pair.end(f"the {role} {'left' if not sent else 'sent data'} before it was paired")
            else:
                for side in pair.writers.values():
                    side.write(b"PAIRED\n")
            pair.waiter_ready.set_result(None)
            if not pair.ended:
                await self._forward(pair, role, reader)
            return
        me.partner.cancel()
        if sent is None:
            await _refuse(writer, "timeout")
            raise _Dropped(f"no partner within {self.limits.wait_timeout:g} s")
        if sent:
            await _refuse(writer, "protocol")
            raise _Dropped("sent data before it was paired")
        raise _Dropped("left while waiting")

    async def _forward(self, pair: _Pair, role: Role, reader: asyncio.StreamReader) -> None:
        """Forward the frames ``role`` sends to its partner until either side ends."""
        other = "guest" if role == "host" else "host"
        to = pair.writers[other]
        limit = self.limits.max_frame
        try:
            while not pair.ended:
                header = await reader.readexactly(FRAME_LENGTH.size)
                pair.last_activity = time.monotonic()
                (length,) = FRAME_LENGTH.unpack(header)
                if length > limit:
                    pair.end(f"a frame of {length} bytes from the {role} (limit {limit})", force=True)
                    return
                pending, left = header, length
                while True:  # the body in chunks, so a large frame is never held whole
                    if left:
                        chunk = await reader.read(min(left, _CHUNK))
                        if not chunk:
                            return
                        pair.last_activity = time.monotonic()
                        left -= len(chunk)
                        pending += chunk
                    if pair.ended:
                        return
                    to.write(pending)
                    await to.drain()
                    if not left:
                        break
                    pending = b""
                pair.frames += 1
                pair.bytes += FRAME_LENGTH.size + length
        except (OSError, asyncio.IncompleteReadError):
            pass
        finally:
            pair.end(f"the {role} left")

    async def _watch_idle(self, pair: _Pair) -> None:
        """End the pair once nothing has come from either side for the idle time."""
        idle = self.limits.idle_timeout
        while not pair.ended:
            left = pair.last_activity + idle - time.monotonic()
            if left <= 0:
                pair.end(f"idle for {idle:g} s", force=True)
                return
            await asyncio.sleep(left)


async def _refuse(writer: asyncio.StreamWriter, reason: str) -> None:
    """Say why, in one line, and let the connection go (the caller closes it)."""
    with contextlib.suppress(OSError, TimeoutError, RuntimeError):
        writer.write(b"ERR " + reason.encode("ascii") + b"\n")
        await asyncio.wait_for(writer.drain(), 2.0)


def _peer_text(address: object) -> str:
    if isinstance(address, tuple) and len(address) >= 2:
        host, port = address[0], address[1]
        return f"[{host}]:{port}" if ":" in str(host) else f"{host}:{port}"
    return "an unknown address"


def _address_group(address: object) -> str:
    """What the per-address limit counts: an IPv4 address, or an IPv6 /64 (one subscriber)."""
    if not (isinstance(address, tuple) and address):
        return "unknown"
    try:
        ip = ipaddress.ip_address(str(address[0]).split("%")[0])
    except ValueError:
        return str(address[0])
    if isinstance(ip, ipaddress.IPv6Address):
        if ip.ipv4_mapped is not None:
            return str(ip.ipv4_mapped)
        return str(ipaddress.ip_network(f"{ip}/64", strict=False))
    return str(ip)


# ------------------------------------------------------------------------------- the command

def _positive_int(text: str) -> int:
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r} is not a whole number") from None
    if value < 1:
        raise argparse.ArgumentTypeError(f"{value} is not at least 1")
    return value


def _port(text: str) -> int:
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r} is not a port number") from None
    if not 0 <= value <= 65535:
        raise argparse.ArgumentTypeError(f"{value} is not a port (0 to 65535; 0 picks a free one)")
    return value


def _seconds(text: str) -> float:
    try:
        value = float(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r} is not a number of seconds") from None
    if not value > 0 or value == float("inf"):
        raise argparse.ArgumentTypeError(f"{text} is not a positive number of seconds")
    return value


def add_arguments(parser: argparse.ArgumentParser) -> None:
    """The options of ``mtgdesk relay``."""
    d = RelayLimits()
    parser.add_argument("--port", type=_port, default=DEFAULT_PORT, metavar="P",
                        help=f"TCP port to listen on (default {DEFAULT_PORT}; 0 picks a free one and prints it)")
    parser.add_argument("--host", default=None, metavar="ADDR",
                        help="address to listen on (default: every address of this machine)")
    parser.add_argument("--max-per-address", type=_positive_int, default=d.max_per_address, metavar="N",
                        help=f"connections open at once from one address (default {d.max_per_address})")
    parser.add_argument("--max-connections", type=_positive_int, default=d.max_connections, metavar="N",
                        help=f"connections open at once in all (default {d.max_connections})")
    parser.add_argument("--max-frame", type=_positive_int, default=d.max_frame, metavar="BYTES",
                        help=f"largest frame forwarded, in bytes (default {d.max_frame})")
    parser.add_argument("--hello-timeout", type=_seconds, default=d.hello_timeout, metavar="S",
                        help=f"seconds a new connection has to say hello (default {d.hello_timeout:g})")
    parser.add_argument("--wait-timeout", type=_seconds, default=d.wait_timeout, metavar="S",
                        help=f"seconds a player waits for the other (default {d.wait_timeout:g})")
    parser.add_argument("--idle-timeout", type=_seconds, default=d.idle_timeout, metavar="S",
                        help=f"seconds a pair may stay silent (default {d.idle_timeout:g})")


def run(args: argparse.Namespace) -> int:
    """Run the relay until SIGINT or SIGTERM; 0 then, 1 if it can't listen."""
    limits = RelayLimits(max_per_address=args.max_per_address, max_connections=args.max_connections,
                         max_frame=args.max_frame, hello_timeout=args.hello_timeout,
                         wait_timeout=args.wait_timeout, idle_timeout=args.idle_timeout)
    handler = logging.StreamHandler(sys.stderr)
    handler.setFormatter(logging.Formatter("%(asctime)s %(message)s", "%Y-%m-%dT%H:%M:%S"))
    log.addHandler(handler)
    log.setLevel(logging.INFO)
    log.propagate = False
    try:
        return asyncio.run(serve(args.host, args.port, limits))
    except KeyboardInterrupt:  # where signal handlers can't be installed (Windows)
        log.info("relay stopped")
        return 0
    finally:
        log.removeHandler(handler)


async def serve(host: str | None, port: int, limits: RelayLimits) -> int:
    """Serve until SIGINT or SIGTERM. Prints ``relay listening on ADDR:PORT`` first, on stdout."""
    server = RelayServer(limits)
    try:
        addresses = await server.start(host, port)
    except OSError as exc:
        print(f"error: can't listen on {host or '*'}:{port}: {exc.strerror or exc}", file=sys.stderr)
        return 1
    print("relay listening on " + ", ".join(_peer_text(a) for a in addresses), flush=True)
    log.info("relay started: at most %d connections from one address, %d in all; frames up to %d bytes; "
             "hello within %g s, waiting %g s, idle %g s", limits.max_per_address, limits.max_connections,
             limits.max_frame, limits.hello_timeout, limits.wait_timeout, limits.idle_timeout)
    stop = asyncio.Event()
    loop = asyncio.get_running_loop()
    for signum in (signal.SIGINT, signal.SIGTERM):
        with contextlib.suppress(NotImplementedError, RuntimeError, AttributeError):
            loop.add_signal_handler(signum, stop.set)
    await stop.wait()
    await server.close()
    log.info("relay stopped after %d pairs", server.pairs)
    return 0


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="mtgdesk relay", description="Pair two mtgdesk players and forward "
                                     "their encrypted traffic (for players behind NAT).")
    add_arguments(parser)
    return run(parser.parse_args(argv))


if __name__ == "__main__":
    sys.exit(main())
