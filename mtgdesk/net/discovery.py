"""Finding the games hosted on the local network (issue 37): UDP discovery, pure asyncio, no Qt.

While a host waits for its guest, and only then, a ``Responder`` answers discovery queries on a
UDP port (``DISCOVERY_PORT``, 7738). Game ▸ Join a game… (and ``mtgdesk join --list``) call
``find_games``: a query is sent to the broadcast addresses, and the answers are collected for a
bounded time, one game per (address, port).

The datagrams are JSON objects of at most ``MAX_DATAGRAM`` bytes, each checked before use
(``check_datagram``: the magic, a known kind, the version, every field's type and size, no
other field); anything else is ignored and logged, never an error:

- ``query`` (joiner → broadcast): ``{"m": "mtgdesk-lan", "k": "query", "v": 1, "nonce": N}``,
  ``N`` a fresh random token that the answers repeat (an answer to another query is not ours).
- ``game`` (host → the joiner's address): ``{"m", "k": "game", "v", "nonce": N, "name": the
  host's name, "port": its TCP port, "relay": whether it waits at a relay instead (then it is not
  listed), "app": the program's version, "proto": the version of the game's protocol
  (``protocol.PROTOCOL_VERSION``: a game of another one can't be joined)}``.

Nothing secret is ever in a datagram: the answer is built from the host's name and port alone,
never from its invite code or its seed. A flood is bounded: answers are rate-limited per source
address and in all (``RateLimit``), and a search reads a bounded number of datagrams.

Where discovery happens can be set by the environment variable ``MTGDESK_DISCOVERY``: ``off``
(no responder, no search), or ``ADDRESS:PORT`` (the responder listens there and the search asks
only there, no broadcast: the tests use ``127.0.0.1`` and a port they chose).
"""
from __future__ import annotations

import asyncio
import json
import logging
import os
import secrets
import socket
import sys
import time
import unicodedata
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from .. import __version__
from .protocol import PROTOCOL_VERSION

log = logging.getLogger("mtgdesk.net.discovery")

MAGIC = "mtgdesk-lan"
DISCOVERY_VERSION = 1
DISCOVERY_PORT = 7738
MAX_DATAGRAM = 1024  # bytes: a datagram any larger is ignored unread
MAX_NAME = 40  # characters of a host's name (the Host dialog's limit)
MAX_GAMES = 64  # games one search lists at most
MAX_READ = 2000  # datagrams one search reads at most (a flood of answers can't keep it busy)
SEARCH_TIME = 1.0  # seconds one search listens for answers
ENV = "MTGDESK_DISCOVERY"
BROADCAST = "255.255.255.255"

_FIELDS: dict[str, dict[str, Callable[[Any], bool]]] = {
    "query": {"nonce": lambda v: isinstance(v, str) and 8 <= len(v) <= 32 and v.isalnum()},
    "game": {"nonce": lambda v: isinstance(v, str) and 8 <= len(v) <= 32 and v.isalnum(),
             "name": lambda v: isinstance(v, str) and len(v) <= MAX_NAME,
             "port": lambda v: type(v) is int and 0 < v < 65536,
             "relay": lambda v: type(v) is bool,
             "app": lambda v: isinstance(v, str) and len(v) <= 40,
             "proto": lambda v: type(v) is int and 0 <= v < 2 ** 31},
}


class BadDatagram(ValueError):
    """A datagram that is not a discovery message of ours: the ``reason`` says why."""


def encode(kind: str, **fields: Any) -> bytes:
    """A datagram of ``kind``, checked as its receiver will check it."""
    data = json.dumps({"m": MAGIC, "k": kind, "v": DISCOVERY_VERSION, **fields}, separators=(",", ":")).encode()
    check_datagram(data, kind)
    return data


def check_datagram(data: bytes, kind: str) -> dict[str, Any]:
    """The message in ``data`` if it is a well-formed datagram of ``kind``; ``BadDatagram`` otherwise."""
    if len(data) > MAX_DATAGRAM:
        raise BadDatagram(f"{len(data)} bytes, more than {MAX_DATAGRAM}")
    try:
        msg = json.loads(data.decode("utf-8"))
    except (UnicodeDecodeError, ValueError, RecursionError) as exc:
        raise BadDatagram(f"not JSON: {type(exc).__name__}") from None
    if not isinstance(msg, dict):
        raise BadDatagram("not a JSON object")
    if msg.get("m") != MAGIC:
        raise BadDatagram("not ours (no magic)")
    if msg.get("k") != kind:
        raise BadDatagram(f"kind {str(msg.get('k'))[:20]!r}, expected {kind!r}")
    if msg.get("v") != DISCOVERY_VERSION:
        raise BadDatagram(f"version {str(msg.get('v'))[:20]!r}, expected {DISCOVERY_VERSION}")
    spec = _FIELDS[kind]
    for key in msg:
        if key not in ("m", "k", "v") and key not in spec:
            raise BadDatagram(f"unknown field {str(key)[:20]!r}")
    for key, valid in spec.items():
        if key not in msg or not valid(msg[key]):
            raise BadDatagram(f"field {key!r} missing or of the wrong type or size")
    return msg


def clean_name(name: str) -> str:
    """A host's name fit to show on one line: no control or format characters, at most ``MAX_NAME``."""
    kept = "".join(ch if unicodedata.category(ch) not in ("Cc", "Cf", "Zl", "Zp") else " " for ch in name)
    return " ".join(kept.split())[:MAX_NAME]


# ---------------------------------------------------------------------------- where


@dataclass(frozen=True)
class Place:
    """Where discovery happens: ``off``, or ``address`` (None: every address for the responder,
    the broadcast addresses for a search) and ``port``."""

    address: str | None = None
    port: int = DISCOVERY_PORT
    off: bool = False


def configured(environ: Any = None) -> Place:
    """The place set by ``MTGDESK_DISCOVERY`` (``off`` or ``ADDRESS:PORT``), else the default
    (every address, port 7738). A value that can't be read is logged and turns discovery off."""
    text = str((os.environ if environ is None else environ).get(ENV, "")).strip()
    if not text:
        return Place()
    if text.lower() == "off":
        return Place(off=True)
    address, _, port_text = text.rpartition(":")
    if not address or not port_text.isdigit() or not 0 <= int(port_text) < 65536:
        log.warning("%s=%r is not 'off' nor ADDRESS:PORT: discovery is off", ENV, text)
        return Place(off=True)
    return Place(address.strip("[]"), int(port_text))


def _interface_broadcasts() -> list[str]:
    """The broadcast address of each interface that is up and has one (Linux: read with an ioctl,
    nothing sent); elsewhere none (255.255.255.255 is asked anyway)."""
    if not sys.platform.startswith("linux"):
        return []
    import fcntl
    import struct

    siocgifflags, siocgifbrdaddr = 0x8913, 0x8919
    iff_up, iff_broadcast, iff_loopback = 0x1, 0x2, 0x8
    found: list[str] = []
    try:
        names = [name for _, name in socket.if_nameindex()][:64]
    except OSError:
        return []
    with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as s:
        for name in names:
            request = struct.pack("256s", name.encode()[:15])
            try:
                flags = struct.unpack("H", fcntl.ioctl(s.fileno(), siocgifflags, request)[16:18])[0]
                if not flags & iff_up or not flags & iff_broadcast or flags & iff_loopback:
                    continue
                address = socket.inet_ntoa(fcntl.ioctl(s.fileno(), siocgifbrdaddr, request)[20:24])
            except OSError:
                continue  # no IPv4 address on it
            if address not in found and address != "0.0.0.0":
                found.append(address)
    return found


def broadcast_addresses() -> list[str]:
    """Where a search asks: 255.255.255.255 and each interface's broadcast address."""
    return list(dict.fromkeys([BROADCAST, *_interface_broadcasts()]))


# ---------------------------------------------------------------------------- the host's side


class RateLimit:
    """Token buckets: ``burst`` answers at once per source address, then ``rate`` a second; and
    ``total_rate`` a second in all. At most ``max_sources`` addresses are remembered."""

    def __init__(self, burst: float = 4, rate: float = 2.0, total_rate: float = 50.0,
                 max_sources: int = 1024, clock: Callable[[], float] = time.monotonic) -> None:
        self.burst, self.rate, self.total_rate, self.max_sources = burst, rate, total_rate, max_sources
        self.clock = clock
        self._sources: dict[str, tuple[float, float]] = {}
        self._total = (total_rate, clock())

    @staticmethod
    def _take(bucket: tuple[float, float], capacity: float, rate: float,
              now: float) -> tuple[bool, tuple[float, float]]:
        tokens, then = bucket
        tokens = min(capacity, tokens + (now - then) * rate)
        if tokens >= 1:
            return True, (tokens - 1, now)
        return False, (tokens, now)

    def allow(self, source: str) -> bool:
        now = self.clock()
        if source not in self._sources and len(self._sources) >= self.max_sources:
            self._sources.clear()  # (a flood from many addresses: forget them all, bounded)
        ok, self._sources[source] = self._take(self._sources.get(source, (self.burst, now)), self.burst, self.rate, now)
        if not ok:
            return False
        ok, self._total = self._take(self._total, self.total_rate, self.total_rate, now)
        return ok


class Responder(asyncio.DatagramProtocol):
    """Answers discovery queries for one hosted game while ``active()`` is true; closes itself
    when it turns false (the game has begun) or on ``close`` (the host stops)."""

    def __init__(self, name: str, port: int, *, relay: bool = False, active: Callable[[], bool] = lambda: True,
                 limit: RateLimit | None = None) -> None:
        self.name = clean_name(name)
        self.port = port
        self.relay = relay
        self.active = active
        self.limit = limit or RateLimit()
        self.transport: asyncio.DatagramTransport | None = None
        self.address: tuple[str, int] | None = None
        self.received = self.answered = self.ignored = self.limited = 0
        self._watch: asyncio.Task[None] | None = None

    @property
    def closed(self) -> bool:
        return self.transport is None

    def connection_made(self, transport: asyncio.BaseTransport) -> None:
        self.transport = transport  # type: ignore[assignment]
        self.address = transport.get_extra_info("sockname")[:2]

    def _ignore(self, source: Any, why: str) -> None:
        self.ignored += 1
        if self.ignored <= 10 or self.ignored % 1000 == 0:
            log.info("discovery: ignored a datagram from %s (%d so far): %s", source, self.ignored, why)

    def datagram_received(self, data: bytes, addr: Any) -> None:
        self.received += 1
        if self.transport is None:
            return
        if not self.active():
            self.close()
            return
        try:
            query = check_datagram(data, "query")
        except BadDatagram as exc:
            self._ignore(addr[0], exc.args[0])
            return
        if not self.limit.allow(str(addr[0])):
            self.limited += 1
            if self.limited <= 3 or self.limited % 1000 == 0:
                log.info("discovery: too many queries (%d not answered), from %s among others", self.limited, addr[0])
            return
        answer = encode("game", nonce=query["nonce"], name=self.name, port=self.port, relay=self.relay,
                        app=__version__[:40], proto=PROTOCOL_VERSION)
        try:
            self.transport.sendto(answer, addr)
            self.answered += 1
        except OSError as exc:
            log.info("discovery: can't answer %s: %s", addr[0], exc)

    def error_received(self, exc: Exception) -> None:
        log.info("discovery: %s", exc)

    async def _watch_active(self, every: float) -> None:
        for _ in range(10_000_000):  # bounded: ends when the game begins or the host stops
            if self.transport is None:
                return
            if not self.active():
                log.info("discovery: the game has begun, no more answers")
                self.close()
                return
            await asyncio.sleep(every)

    def close(self) -> None:
        transport, self.transport = self.transport, None
        if transport is not None:
            transport.close()
        watch, self._watch = self._watch, None
        if watch is not None and watch is not asyncio.current_task():
            watch.cancel()


async def start_responder(name: str, port: int, *, listen: str = "0.0.0.0", udp_port: int = DISCOVERY_PORT,
                          relay: bool = False, active: Callable[[], bool] = lambda: True,
                          limit: RateLimit | None = None, watch_every: float = 0.25) -> Responder | None:
    """Answer discovery queries on ``listen:udp_port`` for the game at TCP ``port``; None (logged)
    if that UDP port can't be had: the game is hosted all the same, only not listed."""
    loop = asyncio.get_running_loop()
    responder = Responder(name, port, relay=relay, active=active, limit=limit)
    try:
        await loop.create_datagram_endpoint(lambda: responder, local_addr=(listen, udp_port),
                                            family=socket.AF_INET)
    except (OSError, ValueError) as exc:  # (taken, or an address that can't be had)
        log.warning("the game is not listed on the local network: UDP port %d on %s: %s", udp_port, listen,
                    getattr(exc, "strerror", None) or exc)
        return None
    responder._watch = asyncio.create_task(responder._watch_active(watch_every))
    log.info("discovery: answering on %s:%d", *(responder.address or (listen, udp_port)))
    return responder


async def answer_while_waiting(host: Any, bind: str, *, relay: bool = False,
                               place: Place | None = None) -> Responder | None:
    """The responder of a ``Host`` that has started: it answers while no guest has joined
    (``host.game`` is None) and closes when one has. ``bind`` is the host's TCP address: every
    address (0.0.0.0, ::) listens for broadcasts on every address, another one on it alone.
    None when discovery is off (``MTGDESK_DISCOVERY``) or its port can't be had."""
    place = place or configured()
    if place.off:
        return None
    listen = place.address or ("0.0.0.0" if bind in ("", "0.0.0.0", "::") else bind)
    return await start_responder(str(host.names[0]), int(host.port), listen=listen, udp_port=place.port,
                                 relay=relay, active=lambda: host.game is None)


# ---------------------------------------------------------------------------- the joiner's side


@dataclass(frozen=True)
class LanGame:
    """A game found on the local network: the host's ``name``, ``address`` and TCP ``port``, its
    program's version ``app`` and its game ``protocol``."""

    name: str
    address: str
    port: int
    app: str = ""
    protocol: int = PROTOCOL_VERSION

    @property
    def compatible(self) -> bool:
        """Whether this program can join it (the same version of the game's protocol)."""
        return self.protocol == PROTOCOL_VERSION

    @property
    def target(self) -> str:
        """``address:port``, as the Join dialog and ``mtgdesk join`` take it."""
        return f"[{self.address}]:{self.port}" if ":" in self.address else f"{self.address}:{self.port}"


class _Collector(asyncio.DatagramProtocol):
    def __init__(self, nonce: str, max_games: int) -> None:
        self.nonce = nonce
        self.max_games = max_games
        self.games: dict[tuple[str, int], LanGame] = {}
        self.read = self.ignored = 0
        self.full = asyncio.Event()

    def datagram_received(self, data: bytes, addr: Any) -> None:
        if self.read >= MAX_READ or self.full.is_set():
            self.full.set()
            return
        self.read += 1
        try:
            msg = check_datagram(data, "game")
        except BadDatagram as exc:
            self.ignored += 1
            if self.ignored <= 10:
                log.info("discovery: ignored an answer from %s: %s", addr[0], exc.args[0])
            return
        if msg["nonce"] != self.nonce or msg["relay"]:
            return  # an answer to another search; or a game waiting at a relay, not here
        key = (str(addr[0]), msg["port"])
        if key not in self.games:
            self.games[key] = LanGame(clean_name(msg["name"]), key[0], key[1], msg["app"], msg["proto"])
            if len(self.games) >= self.max_games:
                self.full.set()

    def error_received(self, exc: Exception) -> None:
        log.debug("discovery: %s", exc)


async def find_games(timeout: float = SEARCH_TIME, *, targets: Sequence[str] | None = None,
                     port: int | None = None, max_games: int = MAX_GAMES,
                     place: Place | None = None) -> list[LanGame]:
    """The games answering on the local network within ``timeout`` seconds, by name, each once.

    The query goes to ``targets`` (default: ``place``'s address, else ``broadcast_addresses()``)
    on UDP ``port`` (default: ``place``'s), twice (a datagram may be lost)."""
    place = place or configured()
    if place.off and targets is None:
        return []
    if targets is None:
        targets = [place.address] if place.address else broadcast_addresses()
    port = place.port if port is None else port
    if not targets or not 0 < port < 65536:
        return []
    loopback = all(t.startswith("127.") or t == "localhost" for t in targets)
    nonce = secrets.token_hex(8)
    query = encode("query", nonce=nonce)
    loop = asyncio.get_running_loop()
    transport, collector = await loop.create_datagram_endpoint(
        lambda: _Collector(nonce, max_games), local_addr=("127.0.0.1" if loopback else "0.0.0.0", 0),
        family=socket.AF_INET, allow_broadcast=not loopback)
    try:
        deadline = loop.time() + max(0.0, timeout)
        for attempt in range(2):
            for target in targets:
                try:
                    transport.sendto(query, (target, port))
                except OSError as exc:  # (no route to a broadcast address, for one)
                    log.info("discovery: can't ask %s: %s", target, exc)
            wait = (deadline - loop.time()) / (2 - attempt)
            try:
                await asyncio.wait_for(collector.full.wait(), max(0.0, wait))
                break
            except TimeoutError:
                pass
    finally:
        transport.close()
    return sorted(collector.games.values(), key=lambda g: (g.name.casefold(), g.address, g.port))


__all__ = ["BadDatagram", "DISCOVERY_PORT", "LanGame", "Place", "RateLimit", "Responder", "answer_while_waiting",
           "broadcast_addresses", "check_datagram", "configured", "find_games", "start_responder"]
