"""The guest: plays from its seat alone (issue 37).

It joins with the invite code, keeps the session token in its user folder, and from then on
knows the game only through the host's updates (``remote_view.RemoteView``). The decision it owes
is answered with one of the legal actions it was sent. A lost connection is taken back by
joining again with the token, within the host's window. At the end it checks the host's
shuffles: the seed against its commitment, and a replay against what it was shown.
"""
from __future__ import annotations

import asyncio
import logging
import time
from collections.abc import Awaitable, Callable
from typing import Any, cast

from .. import __version__
from . import fair
from .framing import FrameError, read_message, write_message
from .host import HandshakeRefused, Outcome
from .link import Closed, Link, NetSettings
from .protocol import PROTOCOL_VERSION, ProtocolError, check, message
from .remote_view import RemoteView, ViewError
from .secure import WrongCode, open_secure_channel
from .session import forget_token, load_token, save_token
from .values import encode_action

log = logging.getLogger("mtgdesk.net")

#: What the guest says when the host refuses it, by the refusal's reason.
REFUSALS = {
    "version": "the host runs another version of mtgdesk",
    "code": "the invite code is wrong",
    "full": "this game already has its two players",
    "deck": "the host can't play this deck",
    "protocol": "the host didn't understand this program",
}


def refusal_text(msg: dict[str, Any]) -> str:
    """The host's refusal in words (English, for the command line; a window words the same ids
    in its own language)."""
    reason, args = msg["reason"], msg.get("args") or {}
    text = REFUSALS.get(reason, f"the host refused ({reason})")
    if reason == "version":
        text += f": the host runs mtgdesk {msg.get('app', '?')} (protocol {args.get('protocol', '?')}), " \
                f"this is mtgdesk {__version__} (protocol {PROTOCOL_VERSION})"
    elif reason == "deck" and isinstance(args.get("unknown"), list) and args["unknown"]:
        text += ": unknown cards " + ", ".join(str(n)[:100] for n in args["unknown"][:5])
    return text


class HostGone(Exception):
    """The host can't be reached, or went and didn't come back within the window."""


class Guest:
    """A guest seat over a connection: ``await play()`` returns the ``Outcome``."""

    def __init__(self, pool: Any, address: str, port: int, code: str, chooser: Callable[[Any, Any], Any] | None, *,
                 name: str = "Guest", deck: list[str] | None = None, delay: float = 0.0,
                 settings: NetSettings | None = None, keep_token: bool = True,
                 on_update: Callable[[dict[str, Any]], None] | None = None,
                 open_stream: Callable[[], Awaitable[tuple[asyncio.StreamReader, asyncio.StreamWriter]]]
                 | None = None) -> None:
        self.pool = pool
        self.address, self.port, self.code = address, port, code
        self.chooser = chooser
        self.name = name
        self.deck = deck
        self.deck_name = ""  # its name, shown in both logs (``Host.deck_names``)
        self.delay = delay
        self.settings = settings or NetSettings()
        self.keep_token = keep_token
        self.on_update = on_update
        #: How to reach the host: a TCP connection to address:port unless told otherwise (a relay:
        #: any StreamReader/StreamWriter pair). Either way the guest encrypts it end to end with
        #: keys agreed through the invite code (``secure``), as the host's ``accept_secure`` does.
        self.open_stream = open_stream
        self.view: RemoteView | None = None
        self.seat = 1
        self.names = ["Host", name]
        self.commitment = ""
        self.token: str | None = None
        self.seen: dict[int, str] = {}  # digest of what the seat showed after n actions
        self.events: list[dict[str, Any]] = []
        self.chat: list[str] = []
        self.refusals: list[dict[str, Any]] = []
        self.inbox: asyncio.Queue[Any] = asyncio.Queue()
        self.link: Link | None = None
        self.bytes_in = self.bytes_out = 0
        self.reconnects = 0
        self._decider: asyncio.Task[None] | None = None
        self._decided_for: tuple[int, int] | None = None  # (n, refusals) answered
        self.answer_times: list[float] = []  # from sending an action to the next update

    @property
    def _where(self) -> str:
        return f"{self.address}:{self.port}"

    async def _connect(self) -> None:
        """Connect, agree keys through the code and shake hands; ``HandshakeRefused``, or
        ``OSError`` if unreachable. ``open_stream`` keeps its own time (a relay may make us wait
        for the host)."""
        s = self.settings
        if self.open_stream is not None:
            raw_reader, raw_writer = await self.open_stream()
        else:
            async with asyncio.timeout(s.handshake):
                raw_reader, raw_writer = await asyncio.open_connection(self.address, self.port)
        try:
            channel = await open_secure_channel(raw_reader, raw_writer, self.code, "guest", timeout=s.handshake)
        except WrongCode:
            raise HandshakeRefused("code", REFUSALS["code"]) from None
        # (the channel's streams do what framing and Link use of asyncio's: read, write, drain, abort)
        reader, writer = cast(tuple[asyncio.StreamReader, asyncio.StreamWriter], channel.streams())
        # The code is never sent: the key agreement proved it (an empty ``code`` in the hello).
        hello: dict[str, Any] = {"app": __version__, "code": "", "name": self.name}
        if self.token:
            hello["token"] = self.token
        if self.deck:
            hello["deck"] = self.deck
        if self.deck_name:
            hello["deck_name"] = self.deck_name[:100]
        try:
            await write_message(writer, message("hello", **hello))
            async with asyncio.timeout(s.handshake):
                raw = await read_message(reader)
        except (TimeoutError, FrameError, asyncio.IncompleteReadError) as exc:
            writer.transport.abort()
            raise OSError(f"the host didn't answer ({type(exc).__name__})") from None
        if raw.get("v") != PROTOCOL_VERSION:
            writer.transport.abort()
            raise HandshakeRefused("version", f"the host speaks protocol {raw.get('v')!r}, this program "
                                              f"{PROTOCOL_VERSION} (mtgdesk {__version__})")
        try:
            msg = check(raw)
        except ProtocolError as exc:
            writer.transport.abort()
            raise HandshakeRefused("protocol", str(exc)) from None
        if msg["k"] == "refused":
            writer.transport.abort()
            raise HandshakeRefused(msg["reason"], refusal_text(msg))
        if msg["k"] != "welcome":
            writer.transport.abort()
            raise HandshakeRefused("protocol", f"a {msg['k']} instead of a welcome")
        self.seat = msg["seat"]
        if self.seat not in (0, 1):
            raise HandshakeRefused("protocol", "a seat that doesn't exist")
        self.names = list(msg["names"])[:2]
        self.commitment = msg["commitment"]
        self.token = msg["token"]
        if self.keep_token:
            save_token(self._where, self.code, self.token)
        if self.view is None:
            self.view = RemoteView(self.seat, self.pool, self.deck)
        self.link = Link(reader, writer, self.inbox, self.settings, "host")
        self.link.start()

    async def play(self) -> Outcome:
        """Join, play to the end (taking the seat back after a lost connection), check."""
        if self.keep_token:
            self.token = load_token(self._where, self.code, self.settings.reconnect_window + 60)
        try:
            await self._connect()
        except OSError as exc:
            raise HostGone(f"can't reach the host at {self._where}: {exc}") from None
        try:
            return await self._loop()
        finally:
            if self._decider is not None:
                self._decider.cancel()
            if self.link is not None:
                self.link.close("the game is over")

    async def _loop(self) -> Outcome:
        while True:
            item = await self.inbox.get()
            if isinstance(item, Closed):
                if item.link is not self.link:
                    continue
                if self._decider is not None:
                    self._decider.cancel()
                    self._decided_for = None
                await self._reconnect()
                continue
            link, msg = item
            if link is not self.link:
                continue
            kind = msg["k"]
            if kind == "update":
                self._on_update(msg["u"])
            elif kind == "refusal":
                self.refusals.append(msg)
                log.info("action refused: CR %s %s", msg["rule"], msg["message"])
                self._decide()
            elif kind == "chat":
                self.chat.append(msg["text"])
            elif kind == "concede":
                return Outcome(self.seat, "concede", self.names)
            elif kind == "over":
                return await self._over(msg)
            elif kind == "bye":
                raise HostGone("the host closed the game")
            else:
                log.warning("host: unexpected %r message ignored", kind)

    def _on_update(self, u: dict[str, Any]) -> None:
        assert self.view is not None
        if self._sent_at is not None:
            self.answer_times.append(time.perf_counter() - self._sent_at)
            self._sent_at = None
        try:
            self.view.apply(u)
        except ViewError as exc:
            log.warning("an update that doesn't fit: %s", exc)
            if self.link is not None:
                self.link.close("bad update")
            return
        self.events.extend(u.get("events", []))
        self.seen[self.view.n] = fair.digest(self.view)
        if self.on_update is not None:
            self.on_update(u)
        self._decide()

    _sent_at: float | None = None

    def _decide(self) -> None:
        view = self.view
        if view is None or not view.owes() or self.chooser is None:
            return
        refused = sum(1 for r in self.refusals if r["n"] == view.n)
        key = (view.n, refused)
        if self._decided_for == key:
            return
        self._decided_for = key
        if self._decider is not None and not self._decider.done():
            self._decider.cancel()
        self._decider = asyncio.create_task(self._choose_and_send(view.n, refused))

    async def _choose_and_send(self, n: int, refused: int) -> None:
        view = self.view
        assert view is not None
        if self.delay > 0:
            await asyncio.sleep(self.delay)
        d = view.decision
        legal = view.legal_actions()
        if refused and legal:
            # The player's choice was refused: one listed action after another (the host listed
            # them as legal), so a refusal can't loop.
            action = legal[min(refused, len(legal)) - 1]
        else:
            assert self.chooser is not None
            action = await asyncio.to_thread(self.chooser, view, d)
        if self.link is None or view.n != n:
            return
        self._sent_at = time.perf_counter()
        await self.link.send(message("act", n=n, action=encode_action(action)))

    async def _reconnect(self) -> None:
        """Take the seat back within the window; ``HostGone`` after it."""
        deadline = time.monotonic() + self.settings.reconnect_window
        wait = 0.2
        log.info("connection to the host lost: reconnecting")
        for _ in range(100_000):
            if time.monotonic() > deadline:
                break
            try:
                await self._connect()
                self.reconnects += 1
                log.info("reconnected to the host")
                return
            except HandshakeRefused as exc:
                raise HostGone(f"the host refused to take us back: {exc.detail or exc.reason}") from None
            except OSError:
                await asyncio.sleep(min(wait, max(0.0, deadline - time.monotonic())))
                wait = min(wait * 2, 2.0)
        raise HostGone(f"the host at {self._where} has gone (no answer for "
                       f"{self.settings.reconnect_window:g} s)")

    async def _over(self, msg: dict[str, Any]) -> Outcome:
        names = list(msg["names"])[:2] or self.names
        ok, detail = fair.check_game(self.pool, self.seat, self.commitment, msg["seed"], msg["salt"],
                                     msg["decks"], msg["actions"], self.seen)
        if not ok:
            log.warning("the host's game doesn't check out: %s", detail)
        if self.link is not None:
            await self.link.send(message("verdict", ok=ok))
        if self.keep_token:
            forget_token(self._where, self.code)
        out = Outcome(msg["winner"], msg["reason"], names, verified=ok, detail=detail)
        out.stats = {"bytes_in": self.link.bytes_in if self.link else 0, "reconnects": self.reconnects,
                     "refusals": len(self.refusals)}
        return out

    async def submit(self, action: Any) -> None:
        """Send the seat's action for the decision it owes now (when a person plays the seat:
        ``chooser`` None); the host answers with the next update or a refusal."""
        if self.link is not None and self.view is not None:
            self._sent_at = time.perf_counter()
            await self.link.send(message("act", n=self.view.n, action=encode_action(action)))

    async def send_chat(self, text: str) -> None:
        if self.link is not None:
            await self.link.send(message("chat", text=text[:500]))

    async def concede(self) -> None:
        if self.link is not None:
            await self.link.send(message("concede"))
