"""How a guest joins a hosted game (issue 37): the host's TCP server (``start``, ``close``), its
wait at a relay (``serve_relay``), the channel encrypted end to end keyed by the invite code
(``accept_secure``), then the handshake (``accept``): the protocol's version, the code, the
session token of a guest coming back, the guest's deck; a refusal says why (``HandshakeRefused``
on the guest's side). A guest that comes back takes its seat again (``Resumed``).
"""
from __future__ import annotations

import asyncio
import logging
from typing import TYPE_CHECKING, Any, cast

from .. import __version__
from .framing import FrameError, read_frame, write_message
from .host_state import GUEST_SEAT, HostState
from .link import Link
from .protocol import PROTOCOL_VERSION, ProtocolError, check, message
from .relay import RelayError, connect_via_relay
from .secure import SecureChannelError, WrongCode, open_secure_channel
from .session import codes_match

log = logging.getLogger("mtgdesk.net")


class Resumed:
    """Put in the inbox when the guest has taken its seat back."""


class HandshakeRefused(Exception):
    """The host refused the guest: ``reason`` (``version``, ``code``, ``full``, ``deck``)."""

    def __init__(self, reason: str, detail: str = "") -> None:
        super().__init__(detail or reason)
        self.reason = reason
        self.detail = detail


class HostJoining(HostState):
    """The host's side of joining: the server or the relay, the encrypted channel, the handshake."""

    if TYPE_CHECKING:
        def _rebuild(self, record: dict[str, Any]) -> None:
            """A saved game resumed when its guest joins (``saved.HostSaves``)."""

    async def start(self) -> tuple[str, int]:
        self._server = await asyncio.start_server(self.accept_secure, self.bind, self.port)
        sock = self._server.sockets[0].getsockname()
        self.port = int(sock[1])
        return str(sock[0]), self.port

    async def close(self) -> None:
        if self._relay_task is not None:
            self._relay_task.cancel()
        if self.link is not None:
            self.link.close("the host stopped")
        if self._server is not None:
            self._server.close()
            try:
                await asyncio.wait_for(self._server.wait_closed(), 2)
            except TimeoutError:
                pass

    async def _refuse(self, writer: asyncio.StreamWriter, reason: str, **args: Any) -> None:
        """Refuse a guest at the handshake: a reason id and its arguments (each side words it)."""
        log.info("refused a guest: %s %s", reason, args)
        try:
            await asyncio.wait_for(write_message(writer, {"v": PROTOCOL_VERSION, "k": "refused", "reason": reason,
                                                          "args": args, "app": __version__}), 2)
        except (TimeoutError, OSError, ConnectionError):
            pass
        writer.transport.abort()

    async def accept_secure(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        """Serve one incoming connection (direct, or through a relay) encrypted end to end with
        keys agreed through the invite code (``secure.open_secure_channel``): the code itself is
        never sent, and a guest with another code fails the key confirmation (``WrongCode``, which
        it words as a wrong code). Then the handshake inside the channel, as ``accept``."""
        try:
            channel = await open_secure_channel(reader, writer, self.code, "host", timeout=self.settings.handshake)
        except WrongCode:
            log.info("refused a guest: code (the key confirmation failed)")
            try:
                await asyncio.sleep(0.5)  # a guess costs time
            except asyncio.CancelledError:
                pass  # the host is closing: this connection has ended anyway (no noise in the log)
            return
        except SecureChannelError as exc:
            log.info("a connection that did not make the encrypted handshake: %s", exc.reason)
            return
        secure_reader, secure_writer = cast(tuple[asyncio.StreamReader, asyncio.StreamWriter], channel.streams())
        await self.accept(secure_reader, secure_writer, code_proven=True)

    async def serve_relay(self, relay_host: str, relay_port: int,
                          registered: "asyncio.Future[None] | None" = None) -> None:
        """Wait for the guest at a relay (``relay.connect_via_relay``), as long as the game lasts:
        registered under the invite code's relay id, serve the guest that the relay pairs with us
        (``accept_secure``); when that connection is lost, register again, so that the guest can
        come back (it waits at the relay for us: ``wait_for_host``). ``registered`` is resolved
        when the relay first has us waiting (or paired), or fails with the first ``RelayError``."""
        wait = 0.5
        first = True

        def waiting() -> None:
            if registered is not None and not registered.done():
                registered.set_result(None)

        for _ in range(1_000_000):  # bounded by the game: this task is cancelled by ``close``
            if self.game is not None and self.game.over:
                return
            if self.link is not None and not self.link.closed:
                await asyncio.sleep(0.2)  # the guest is here: register again once it is lost
                continue
            try:
                reader, writer = await connect_via_relay(relay_host, relay_port, self.code, "host",
                                                         on_waiting=waiting)
            except RelayError as exc:
                if first and registered is not None and not registered.done():
                    registered.set_exception(exc)
                    return
                log.warning("relay: %s; trying again in %g s", exc, wait)
                await asyncio.sleep(wait)
                wait = min(wait * 2, 5.0)
                continue
            first = False
            waiting()
            wait = 0.5
            log.info("relay: paired with a guest")
            await self.accept_secure(reader, writer)

    def start_relay(self, relay_host: str, relay_port: int) -> "asyncio.Future[None]":
        """Start ``serve_relay`` in the background; the future of its first registration."""
        registered: asyncio.Future[None] = asyncio.get_running_loop().create_future()
        self._relay_task = asyncio.create_task(self.serve_relay(relay_host, relay_port, registered))
        return registered

    async def accept(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter, *,
                     code_proven: bool = False) -> None:
        """Serve one incoming stream: the handshake, then the guest's seat. ``accept_secure``
        calls it on the decrypted stream, the code proven by the key agreement
        (``code_proven``); on a plain stream the hello's code is checked (framing only needs
        ``readexactly``, ``write``, ``drain`` and ``transport.abort``)."""
        try:
            raw, size = await asyncio.wait_for(read_frame(reader), self.settings.handshake)
        except (TimeoutError, FrameError, asyncio.IncompleteReadError, OSError, ConnectionError) as exc:
            log.info("a connection that sent no hello: %s", type(exc).__name__)
            writer.transport.abort()
            return
        if raw.get("v") != PROTOCOL_VERSION:
            await self._refuse(writer, "version", protocol=PROTOCOL_VERSION)
            return
        try:
            hello = check(raw)
        except ProtocolError as exc:
            log.info("a hello that breaks the protocol: %s", exc)
            await self._refuse(writer, "protocol")
            return
        if hello["k"] != "hello":
            await self._refuse(writer, "protocol")
            return
        if not code_proven and not codes_match(hello["code"], self.code):
            await asyncio.sleep(0.5)  # a guess costs time
            await self._refuse(writer, "code")
            return
        resumed = False
        if self.game is None and self._resume is not None:
            # A saved game taken up again: the guest proved the code; its token, if it kept
            # one, must be this game's (a token of another game is refused as a full game).
            if hello.get("token") not in (None, self.token):
                await self._refuse(writer, "full")
                return
            self.names[GUEST_SEAT] = self._resume["names"][GUEST_SEAT]
            self._rebuild(self._resume)
            self._resume = None
            resumed = True
        elif self.game is not None:
            if hello.get("token") != self.token:
                await self._refuse(writer, "full")
                return
            resumed = True
        else:
            deck = hello.get("deck") or self.default_guest_deck
            unknown = [n for n in deck if n not in self.pool_names]
            if unknown or not deck:
                await self._refuse(writer, "deck", unknown=unknown[:5])
                return
            self.names[GUEST_SEAT] = hello["name"] or "Guest"
            self.deck_names = [self.deck_names[0], hello.get("deck_name") or ""]
            self._new_game(list(deck))
        assert self.projection is not None
        try:
            size += await asyncio.wait_for(write_message(writer, message(
                "welcome", seat=GUEST_SEAT, names=self.names, commitment=self._commitment, token=self.token,
                resumed=resumed, best_of=self.best_of, score=list(self.score), game=self.game_number,
                **({} if self.first is None else {"first": self.first}))), self.settings.handshake)
            self.handshake_bytes += size
        except (TimeoutError, OSError, ConnectionError):
            writer.transport.abort()
            return
        old = self.link
        if old is not None:
            self.earlier_bytes += old.bytes_in + old.bytes_out
        self.link = Link(reader, writer, self.inbox, self.settings, "guest")
        if old is not None and not old.closed:
            old.close("replaced by a new connection")
        self.link.start()
        log.info("guest %s %s", self.names[GUEST_SEAT], "came back" if resumed else "joined")
        if resumed:
            self._full_next = True  # what was sent on the lost connection may not have arrived
            self._reconnected.set()
            self.inbox.put_nowait(Resumed())
        self._joined.set()
