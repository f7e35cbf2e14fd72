"""The host: runs the engine, alone holds the seed and the hidden cards (issue 37).

It listens on a TCP port; a guest that knows the invite code takes the other seat. The guest is
sent only its seat (``seat.Projection``): its view, its redacted events, the decision it owes
with its legal actions. An action it sends is checked as a local one is (``Game.apply``, with
its rule on a refusal), after checks of its own: the decision must be the guest's and still
pending (an old or replayed message is refused), the action in the guest's name, and every
object it names one the guest can see. While the guest is away the game waits, up to
``reconnect_window``; then the host may claim the win.
"""
from __future__ import annotations

import asyncio
import json
import logging
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any, cast

from .. import __version__
from ..engine import Game
from ..engine import actions as A
from ..engine.errors import IllegalAction
from ..storage.atomic import atomic_write_text
from ..storage.paths import data_dir
from . import fair
from .framing import FrameError, read_frame, write_message
from .link import Closed, Link, NetSettings
from .protocol import PROTOCOL_VERSION, ProtocolError, check, message
from .relay import RelayError, connect_via_relay
from .secure import SecureChannelError, WrongCode, open_secure_channel
from .seat import LocalSeat, Projection, refusal_of
from .session import codes_match, new_code, new_token, normalize_code
from .values import CodecError, decode_action, encode_action

log = logging.getLogger("mtgdesk.net")

HOST_SEAT, GUEST_SEAT = 0, 1


def saved_games_dir() -> Any:
    """Where the host keeps its network games (the user's data folder)."""
    return data_dir() / "net-games"

_ID_FIELDS = ("card", "source", "creature", "blocker", "attacker", "cards", "targets", "assignment", "option")


@dataclass
class Outcome:
    """How a network game ended: ``winner`` (None for a draw), ``reason`` (``game``, ``concede``,
    ``timeout``, ``abandoned``), the names, and for a guest whether the replay matched."""

    winner: int | None
    reason: str
    names: list[str]
    verified: bool | None = None
    detail: str = ""
    stats: dict[str, Any] = field(default_factory=dict)

    def line(self) -> str:
        """``game over: NAME wins`` or ``game over: draw`` (the last line the CLI prints)."""
        if self.winner is None:
            return "game over: draw"
        return f"game over: {self.names[self.winner]} wins"


class Resumed:
    """Put in the inbox when the guest has taken its seat back."""


class LocalAction:
    """An action of the host's own player, submitted from outside (``Host.submit``)."""

    def __init__(self, action: Any) -> None:
        self.action = action


class HostConceded:
    """Put in the inbox when the host's player concedes (CR 104.3a)."""


class HandshakeRefused(Exception):
    """The host refused the guest: ``reason`` (``version``, ``code``, ``full``, ``deck``)."""

    def __init__(self, reason: str, detail: str = "") -> None:
        super().__init__(detail or reason)
        self.reason = reason
        self.detail = detail


#: (view, decision) -> action, run in a worker thread; None: a person submits actions.
Chooser = Callable[[Any, Any], Any] | None


class Host:
    """A hosted game: ``await start()``, then ``await play()`` returns the ``Outcome``."""

    #: The decks' names: public choices, shown in both logs (``Projection.deck_names``).
    deck_names: tuple[str, ...] | list[str] = ("", "")

    def __init__(self, pool: Any, deck: list[str], chooser: Chooser, *, name: str = "Host",
                 guest_deck: list[str] | None = None, code: str | None = None, seed: int | None = None,
                 delay: float = 0.0, settings: NetSettings | None = None, bind: str = "127.0.0.1",
                 port: int = 0) -> None:
        self.pool = pool
        self.pool_names = frozenset(pool.names)
        self.deck = list(deck)
        self.default_guest_deck = list(guest_deck or deck)
        self.chooser = chooser
        self.names = [name, "Guest"]
        self.code = code or new_code()
        drawn_seed, self.salt = fair.new_seed()
        self.seed = drawn_seed if seed is None else seed
        self.delay = delay
        self.settings = settings or NetSettings()
        self.bind, self.port = bind, port
        self.token = new_token()
        self.game: Game | None = None
        self.decks: list[list[str]] = []
        self.projection: Projection | None = None
        self.local: LocalSeat | None = None
        self.actions: list[dict[str, Any]] = []  # every action, encoded, for the reveal
        self.link: Link | None = None
        self.inbox: asyncio.Queue[Any] = asyncio.Queue()
        self._joined = asyncio.Event()
        self._reconnected = asyncio.Event()
        self._server: asyncio.base_events.Server | None = None
        self.bytes_out = self.bytes_in = 0
        self.refused_actions = 0
        self.chat: list[tuple[int, str]] = []
        self.conceded: int | None = None
        self.act_times: list[float] = []  # how long each guest action took to check and apply
        self._full_next = False
        self.saved_path: Any = None
        self.local_refusals: list[dict[str, Any]] = []  # refusals of the host's own submitted actions
        self._sending: set[asyncio.Task[bool]] = set()
        self._started = time.strftime("%Y%m%d-%H%M%S")
        self.handshake_bytes = 0  # hello and welcome, in plain frames
        self.earlier_bytes = 0  # carried by connections since replaced
        self._relay_task: asyncio.Task[None] | None = None

    # ------------------------------------------------------------------ connections

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
        if self.game is not None:
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
                resumed=resumed)), self.settings.handshake)
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

    def _new_game(self, guest_deck: list[str]) -> None:
        self.decks = [self.deck, guest_deck]
        self._commitment = fair.commitment(self.seed, self.salt, self.decks)
        self.game = Game.new([[self.pool.get(n) for n in d] for d in self.decks], seed=self.seed)
        self.projection = Projection(self.game, GUEST_SEAT, self.pool_names)
        self.projection.deck_names = list(self.deck_names)
        self.local = LocalSeat(self.game, HOST_SEAT, self.pool_names)

    # ------------------------------------------------------------------ the game

    async def play(self, join_timeout: float | None = None) -> Outcome:
        """Wait for a guest, play the game to its end, reveal the seed; the outcome."""
        await asyncio.wait_for(self._joined.wait(), join_timeout)
        game, proj, local = self.game, self.projection, self.local
        assert game is not None and proj is not None and local is not None
        outcome: Outcome | None = None
        while outcome is None:
            if game.over:
                outcome = Outcome(game.winner, "game", list(self.names))
                break
            d = game.decision
            if d.player == HOST_SEAT:
                if self.delay > 0:
                    await self._send_update()
                    await asyncio.sleep(self.delay)
                if self.chooser is None:  # a person plays the host's seat: ``submit``
                    await self._send_update()
                    outcome = await self._local_turn()
                    continue
                action = await asyncio.to_thread(self.chooser, local.view, d)
                self._apply(action)
                outcome = self._drain_inbox()
            else:
                await self._send_update()
                outcome = await self._guest_turn()
        self.save(outcome)
        await self._finish(outcome)
        return outcome

    def _apply(self, action: Any) -> None:
        assert self.game is not None and self.projection is not None
        encoded = encode_action(action, self.game.decision.options)
        events = self.game.apply(action)
        self.actions.append(encoded)
        self.projection.record(events)

    def _drain_inbox(self) -> Outcome | None:
        """Handle what the guest sent while the host played (chat, a concession). A lost link
        is noticed when the guest's turn comes (``_guest_turn``)."""
        while not self.inbox.empty():
            found = self._handle(self.inbox.get_nowait(), acting=False)
            if isinstance(found, Outcome):
                return found
        return None

    async def _local_turn(self) -> Outcome | None:
        """Wait for the host's player to submit a legal action (``submit``); a refused one is
        noted in ``local_refusals`` with its rule, the game unchanged (CR 726)."""
        while True:
            item = await self.inbox.get()
            if isinstance(item, LocalAction):
                if getattr(item.action, "player", None) != HOST_SEAT:
                    self.local_refusals.append({"rule": "117.3", "message": "not_your_decision", "args": {}})
                    continue
                try:
                    self._apply(item.action)
                except IllegalAction as exc:
                    self.local_refusals.append(refusal_of(exc))
                    continue
                return None
            found = self._handle(item, acting=False)
            if isinstance(found, Outcome):
                return found

    def submit(self, action: Any) -> None:
        """The host's player takes ``action`` (when no computer player sits at the host's seat).
        From another thread: ``loop.call_soon_threadsafe(host.submit, action)``."""
        self.inbox.put_nowait(LocalAction(action))

    async def _send_update(self, full: bool = False) -> None:
        if self.link is None or self.link.closed or self.projection is None:
            return
        if self.projection.holding() and self.game is not None and self.game.decision.player != GUEST_SEAT:
            return  # the host is casting: shown when done, or never if taken back (CR 726.1)
        full = full or self._full_next
        if await self.link.send(message("update", u=self.projection.update(full=full))) and full:
            self._full_next = False

    def _handle(self, item: Any, acting: bool) -> Any:
        """One item of the inbox: an Outcome (the game ends), an action message to check, or
        None (dealt with here)."""
        if isinstance(item, HostConceded):
            self.conceded = HOST_SEAT
            return Outcome(GUEST_SEAT, "concede", list(self.names))
        if isinstance(item, (Closed, Resumed)):
            return None
        if isinstance(item, LocalAction):
            self.local_refusals.append({"rule": "117.3", "message": "not_your_decision", "args": {}})
            return None
        link, msg = item
        if link is not self.link or link is None:
            return None
        kind = msg["k"]
        if kind == "chat":
            self.chat.append((GUEST_SEAT, msg["text"]))
            log.info("chat from %s: %s", self.names[GUEST_SEAT], msg["text"])
            return None
        if kind == "concede":
            self.conceded = GUEST_SEAT
            return Outcome(HOST_SEAT, "concede", list(self.names))
        if kind == "act":
            return msg if acting else self._stale(msg)
        if kind == "bye":
            link.close("the guest left")
            return None
        log.warning("guest: unexpected %r message ignored", kind)
        return None

    def _stale(self, msg: dict[str, Any]) -> None:
        assert self.game is not None
        self.refused_actions += 1
        if self.link is not None:
            refusal = {"rule": "117.1", "message": "not_your_decision", "args": {"n": len(self.actions)}}
            task = asyncio.create_task(self.link.send(message("refusal", n=msg["n"], **refusal)))
            self._sending.add(task)  # (a task nobody holds may be collected before it runs)
            task.add_done_callback(self._sending.discard)

    async def _guest_turn(self) -> Outcome | None:
        """Wait for the guest's legal action (or a concession, or the end of the wait)."""
        assert self.game is not None
        while True:
            if self.link is None or self.link.closed:
                outcome = await self._wait_for_guest()
                if outcome is not None:
                    return outcome
                await self._send_update()
            item = await self.inbox.get()
            if isinstance(item, Resumed):
                await self._send_update()  # in full (``_full_next``), unless already sent
                continue
            if isinstance(item, Closed):
                continue  # (noticed at the top of the loop)
            found = self._handle(item, acting=True)
            if isinstance(found, Outcome):
                return found
            if found is None:
                continue
            start = time.perf_counter()
            refusal = self._check_and_apply(found)
            if refusal is None:
                self.act_times.append(time.perf_counter() - start)
                return None
            self.refused_actions += 1
            log.info("guest action refused: CR %s %s", refusal["rule"], refusal["message"])
            assert self.link is not None
            await self.link.send(message("refusal", n=found["n"], **refusal))

    def _check_and_apply(self, msg: dict[str, Any]) -> dict[str, Any] | None:
        """Apply the guest's action if it answers the current decision legally; the refusal
        (rule, message id, arguments) otherwise, the game unchanged."""
        game, proj = self.game, self.projection
        assert game is not None and proj is not None
        d = game.decision
        if msg["n"] != len(self.actions) or d.player != GUEST_SEAT or game.over:
            return {"rule": "117.1", "message": "not_your_decision", "args": {"n": len(self.actions)}}
        try:
            action = decode_action(msg["action"], d.options)
        except CodecError as exc:
            log.info("guest action not understood: %s", exc)
            return {"rule": "117.1", "message": "unknown_action", "args": {}}
        if action.player != GUEST_SEAT:
            return {"rule": "117.1", "message": "not_your_decision", "args": {"player": action.player}}
        if action not in game.legal_actions() and not self._names_only_visible(action):
            return {"rule": "400.2", "message": "hidden_object", "args": {}}
        try:
            self._apply(action)
        except IllegalAction as exc:
            return refusal_of(exc)
        except (TypeError, ValueError, KeyError, IndexError, AttributeError) as exc:
            # An action of the right shape with values the rules code can't take: refused
            # like any action that is not an option (the game is left as it was, CR 726).
            log.warning("guest action %r broke a check: %r", msg["action"], exc)
            return {"rule": "117.1", "message": "not_an_option", "args": {}}
        return None

    def _names_only_visible(self, action: A.Action) -> bool:
        """Whether every object id the action names is one the guest can see (it must not be
        able to learn from a refusal what a hidden card is)."""
        assert self.game is not None and self.projection is not None
        visible = set(self.projection._visible_ids())
        objects = self.game.objects

        def ids(value: Any) -> list[int]:
            if type(value) is int:
                return [value] if value in objects else []
            if isinstance(value, tuple):
                return [i for v in value for i in ids(v)]
            return []

        return all(i in visible for f in _ID_FIELDS for i in ids(getattr(action, f, None)))

    async def _wait_for_guest(self) -> Outcome | None:
        """The guest's connection was lost: wait for it to come back (None) or for the window
        to close (the host claims the win)."""
        self._reconnected.clear()
        if self.link is not None and not self.link.closed:
            return None  # a newer link already replaced the one that closed
        log.info("waiting for the guest to reconnect (%g s)", self.settings.reconnect_window)
        self.save()  # paused: kept, to resume later or to check
        try:
            await asyncio.wait_for(self._reconnected.wait(), self.settings.reconnect_window)
        except TimeoutError:
            return Outcome(HOST_SEAT, "timeout", list(self.names))
        return None

    async def _finish(self, outcome: Outcome) -> None:
        """Send the last update and the reveal; wait a little for the guest's verdict."""
        if self.link is None or self.link.closed:
            outcome.stats = self.stats()
            return
        await self._send_update()
        await self.link.send(message("over", winner=outcome.winner, reason=outcome.reason, seed=self.seed,
                                     salt=self.salt, decks=self.decks, actions=self.actions, names=self.names))
        deadline = time.monotonic() + 5.0
        while time.monotonic() < deadline:
            try:
                async with asyncio.timeout(max(0.01, deadline - time.monotonic())):
                    item = await self.inbox.get()
            except TimeoutError:
                break
            if isinstance(item, Closed):
                break
            if not isinstance(item, tuple):
                continue
            _, msg = item
            if msg["k"] == "verdict":
                outcome.verified = msg["ok"]
                break
        if not self.link.closed:
            await self.link.send(message("bye"))
        outcome.stats = self.stats()

    def wire_bytes(self) -> int:
        """Every byte of this game on the wire, both ways, handshakes and reconnections too."""
        link = self.link
        return self.handshake_bytes + self.earlier_bytes + (link.bytes_in + link.bytes_out if link else 0)

    def concede(self) -> None:
        """The host's player concedes (CR 104.3a): the game ends at once, the guest winning."""
        self.inbox.put_nowait(HostConceded())

    async def send_chat(self, text: str) -> None:
        """A line of chat to the guest (shown in its log)."""
        self.chat.append((HOST_SEAT, text[:500]))
        if self.link is not None:
            await self.link.send(message("chat", text=text[:500]))

    def save(self, outcome: "Outcome | None" = None) -> None:
        """Keep the game in the user folder (``net-games/``): its seed, decks and every action,
        so that it replays exactly (``fair.replay``), written atomically."""
        if self.game is None:
            return
        record = {"format": "mtgdesk-net-game", "version": 1, "seed": self.seed, "salt": self.salt,
                  "decks": self.decks, "names": self.names, "actions": self.actions,
                  "result": None if outcome is None else {"winner": outcome.winner, "reason": outcome.reason}}
        path = saved_games_dir() / f"{self._started}-{normalize_code(self.code)}.json"
        try:
            atomic_write_text(path, json.dumps(record, separators=(",", ":")))
            self.saved_path = path
        except OSError as exc:
            log.warning("the game could not be saved to %s: %s", path, exc)

    def stats(self) -> dict[str, Any]:
        link = self.link
        return {"actions": len(self.actions), "refused": self.refused_actions, "wire_bytes": self.wire_bytes(),
                "bytes_out": link.bytes_out if link else 0, "dropped": link.dropped if link else 0,
                "bad": link.bad if link else 0}
