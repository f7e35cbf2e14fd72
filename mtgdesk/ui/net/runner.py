"""The network side of a windowed game, in a worker thread of its own (issue 37).

``net/`` speaks asyncio; the window must never wait on a socket. A ``NetRunner`` runs one
asyncio loop in a Python thread, with a ``FeedHost`` (the host's window) or a ``Guest`` (the
guest's window) in it, and reports to the window by Qt signals, which cross to the window's
thread queued: the updates of the seat (plain JSON data), refusals, chat, the end of the game,
or a failure (a reason id, worded in the window's language: ``texts.failure_text``). The window
asks it things by thread-safe calls into the loop (``submit``, ``concede``, ``send_chat``,
``stop``). Every wait is bounded: the joining, the handshake, the reconnection window (net/),
and ``stop``, which cancels the game and waits at most a few seconds for the thread.
"""
from __future__ import annotations

import asyncio
import logging
import threading
from collections.abc import Awaitable, Callable
from concurrent.futures import Future
from typing import Any

from PySide6.QtCore import QObject, Signal

from mtgdesk.net.discovery import answer_while_waiting, configured
from mtgdesk.net.feed import FeedGuest, FeedHost
from mtgdesk.net.guest import Guest, HostGone
from mtgdesk.net.headless import DEFAULT_PORT, lan_address
from mtgdesk.net.host import HandshakeRefused, Outcome
from mtgdesk.net.link import NetSettings
from mtgdesk.net.relay import RelayError
from mtgdesk.net.secure import SecureChannelError

log = logging.getLogger("mtgdesk.net")

#: How long the window's host waits for a guest: bounded, and long enough to read a code aloud.
JOIN_WAIT = 30 * 60.0


class NetRunner(QObject):
    """One network game of this window, host or guest, in its own thread.

    Signals (all received in the window's thread):
        listening(object): the host listens: ``{"addresses": [...], "port": P, "code": C,
            "relay": "host:port" or "", "unlisted": the UDP port of LAN discovery if it was taken (the
            game is not listed on the local network), else 0}``.
        joined(object): the game has begun: the players' names (a list).
        update(object): an update of this window's seat (``Projection.update`` data).
        refused(object): an action of this seat was refused: ``{"rule", "message", "args"}``.
        chat(str): a line of chat from the other player.
        finished(object): the game is over: ``{"winner", "reason", "names", "verified"}``.
        paused(float): the other side's connection was lost: the seconds it has to come back
            (the game waits); -1 when it is back or the wait is over.
        game_over(object): a game of the match is over: ``{"winner", "reason", "names",
            "verified", "score", "best_of", "game", "decided"}`` (``finished`` comes when the
            connection ends, after the match and any rematches).
        match_changed(object): the match as it stands: ``{"best_of", "score", "game", "names",
            "first"}`` (when the game begins, after each game, when the next begins).
        next_game(object): the next game of the match (or a rematch's first) begins: the match
            as ``match_changed`` says it; its updates follow (a fresh seat: a new table).
        rematch_offered(int): the other player offers a rematch of that many games
            (``answer_rematch``).
        rematch_answered(bool): the other player's answer to this side's offer.
        timeout_asked(): the other side did not come back within the window: claim the win or
            keep the game saved (``answer_timeout``).
        first_asked(int): this player lost the previous game and chooses who takes the first
            turn of that game (CR 103.1, ``answer_first``).
        failed(str, str): the game could not go on: a reason id (``code``, ``version``, ``full``,
            ``deck``, ``protocol``, ``gone``, ``unreachable``, ``listen``, ``relay``,
            ``timeout``, ``error``) and a detail (not translated: addresses, versions).
    """

    listening = Signal(object)
    joined = Signal(object)
    update = Signal(object)
    refused = Signal(object)
    chat = Signal(str)
    finished = Signal(object)
    failed = Signal(str, str)
    paused = Signal(float)
    game_over = Signal(object)
    match_changed = Signal(object)
    next_game = Signal(object)
    rematch_offered = Signal(int)
    rematch_answered = Signal(bool)
    timeout_asked = Signal()
    first_asked = Signal(int)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.loop: asyncio.AbstractEventLoop | None = None
        self._thread: threading.Thread | None = None
        self._main: Future[Any] | None = None
        self.host: FeedHost | None = None
        self.guest: Guest | None = None
        self.seat = 0
        self.closing = False

    # ------------------------------------------------------------------ starting

    def _emitter(self, signal: Any) -> Callable[..., None]:
        """``signal.emit`` for the network thread: nothing once the game is being stopped or this
        object is gone (the window closed while the thread ends)."""

        def emit(*args: Any) -> None:
            if self.closing:
                return
            try:
                signal.emit(*args)
            except RuntimeError:
                self.closing = True  # the window's side of the game is gone

        return emit

    def _run(self, make: Callable[[], Awaitable[None]]) -> None:
        """Start the thread and its loop, running ``make()`` until it ends or ``stop``."""
        loop = asyncio.new_event_loop()
        self.loop = loop
        ready = threading.Event()

        def main() -> None:
            asyncio.set_event_loop(loop)
            ready.set()
            try:
                loop.run_forever()
            finally:
                try:
                    pending = asyncio.all_tasks(loop)
                    for task in pending:
                        task.cancel()
                    if pending:
                        loop.run_until_complete(asyncio.wait(pending, timeout=2.0))
                finally:
                    loop.close()

        self._thread = threading.Thread(target=main, name="mtgdesk-net", daemon=True)
        self._thread.start()
        ready.wait(5.0)
        self._main = asyncio.run_coroutine_threadsafe(self._guarded(make), loop)

    async def _guarded(self, make: Callable[[], Awaitable[None]]) -> None:
        try:
            await make()
        except asyncio.CancelledError:
            raise
        except HandshakeRefused as exc:
            self._fail(exc.reason, exc.detail)
        except HostGone as exc:
            never_joined = self.guest is not None and self.guest.view is None
            self._fail("unreachable" if never_joined else "gone", str(exc))
        except RelayError as exc:
            self._fail("relay", str(exc))
        except TimeoutError:
            self._fail("timeout", "")
        except (OSError, SecureChannelError) as exc:
            self._fail("unreachable", str(exc))
        except Exception as exc:  # said in the window, never a traceback
            log.exception("network game failed")
            self._fail("error", repr(exc))

    def _fail(self, reason: str, detail: str) -> None:
        self._emitter(self.failed)(reason, detail)

    def _finish(self, out: Outcome) -> None:
        self._emitter(self.finished)({"winner": out.winner, "reason": out.reason, "names": list(out.names),
                                      "verified": out.verified})

    def _game_over(self, out: Outcome) -> None:
        data = {"winner": out.winner, "reason": out.reason, "names": list(out.names), "verified": out.verified,
                "score": list(out.score), "best_of": out.best_of, "game": out.game_number, "decided": out.decided}
        # (the match first: the window words the end of the game by it)
        self._emitter(self.match_changed)({"best_of": out.best_of, "score": list(out.score), "game": out.game_number,
                                           "names": list(out.names), "first": None, "decided": out.decided})
        self._emitter(self.game_over)(data)

    def _ask_in_window(self, side: Any) -> None:
        """A person answers, in this window: the next game when ready, rematches, the question
        after the reconnection window."""
        side.auto_ready = False
        side.rematches = None
        side.after_timeout = "ask"
        side.on_game_over = self._game_over
        side.on_next_game = lambda info: (self._emitter(self.match_changed)(info),
                                          self._emitter(self.next_game)(info))
        side.on_rematch_offer = self._emitter(self.rematch_offered)
        side.on_rematch_answer = self._emitter(self.rematch_answered)
        side.on_timeout_question = self._emitter(self.timeout_asked)
        side.choose_first = "ask"
        side.on_first_question = self._emitter(self.first_asked)

    def start_host(self, pool: Any, deck: list[str], name: str, *, bind: str = "0.0.0.0",
                   port: int = DEFAULT_PORT, relay: tuple[str, int] | None = None,
                   settings: NetSettings | None = None, seed: int | None = None, deck_name: str = "",
                   best_of: int = 1, resume: tuple[dict[str, Any], Any] | None = None) -> None:
        """Host a game: listen (or wait at ``relay``), then play the host's seat (seat 0) from
        this window's submitted actions; a match of ``best_of`` games; ``resume``: a saved game
        (its record and file, ``net.host.load_saved``) taken up again."""
        self.seat = 0

        def on_joined(names: list[str]) -> None:
            self._emitter(self.joined)(names)
            self._emitter(self.match_changed)(host.match_info())

        host = FeedHost(pool, deck, None, name=name, settings=settings, bind=bind, port=port, seed=seed,
                        deck_name=deck_name,
                        on_update=self._emitter(self.update),
                        on_refusal=self._emitter(self.refused), on_joined=on_joined,
                        on_chat=self._emitter(self.chat), on_paused=self._emitter(self.paused), best_of=best_of)
        self._ask_in_window(host)
        if resume is not None:
            host.resume(*resume)
        self.host = host

        async def go() -> None:
            responder = None
            if relay is not None:
                await host.start_relay(*relay)
                self._emitter(self.listening)({"addresses": [relay[0]], "port": relay[1], "code": host.code,
                                     "relay": f"{relay[0]}:{relay[1]}"})
            else:
                try:
                    bound, real_port = await host.start()
                except OSError as exc:
                    self._fail("listen", f"{bind}:{port}: {exc.strerror or exc}")
                    return
                responder = await answer_while_waiting(host, bind)  # listed on the local network while it waits
                unlisted = configured().port if responder is None and not configured().off else 0
                addresses = [lan_address(), "127.0.0.1"] if bound in ("0.0.0.0", "::") else [bound]
                self._emitter(self.listening)({"addresses": list(dict.fromkeys(addresses)), "port": real_port,
                                     "code": host.code, "relay": "", "unlisted": unlisted})
            try:
                out = await host.play(join_timeout=JOIN_WAIT)
            finally:
                if responder is not None:
                    responder.close()
                await host.close()
            self._finish(out)

        self._run(go)

    def start_guest(self, pool: Any, address: str, port: int, code: str, name: str, deck: list[str] | None,
                    *, relay: tuple[str, int] | None = None, settings: NetSettings | None = None,
                    deck_name: str = "") -> None:
        """Join a game at ``address:port`` (or through ``relay``) and play the guest's seat from
        this window's submitted actions."""
        joined = {"done": False}

        def on_update(u: dict[str, Any]) -> None:
            if not joined["done"]:
                joined["done"] = True
                self.seat = guest.seat
                self._emitter(self.joined)(list(guest.names))
                self._emitter(self.match_changed)({"best_of": guest.best_of, "score": list(guest.score),
                                                   "game": guest.game_number, "names": list(guest.names),
                                                   "first": guest.first})
            self._emitter(self.update)(u)

        guest = FeedGuest(pool, address, port, code, None, name=name, deck=deck, settings=settings, deck_name=deck_name,
                          on_update=on_update, on_refusal=self._emitter(self.refused),
                          on_chat=self._emitter(self.chat), on_paused=self._emitter(self.paused))
        self._ask_in_window(guest)
        self.guest = guest
        if relay is not None:
            guest.open_stream = _via_relay(guest, relay)

        async def go() -> None:
            out = await guest.play()
            self._finish(out)

        self._run(go)

    # ------------------------------------------------------------------ the window's requests

    def _call(self, fn: Callable[[], Any]) -> None:
        loop = self.loop
        if loop is not None and not loop.is_closed():
            try:
                loop.call_soon_threadsafe(fn)
            except RuntimeError:
                pass  # the loop has just closed

    def submit(self, action: Any) -> None:
        """The seat's action, to the host's game (checked there as every action is)."""
        host, guest = self.host, self.guest
        if host is not None:
            self._call(lambda: host.submit(action))
        elif guest is not None:
            self._call(lambda: self._spawn(guest.submit(action)))

    def concede(self) -> None:
        host, guest = self.host, self.guest
        if host is not None:
            self._call(host.concede)
        elif guest is not None:
            self._call(lambda: self._spawn(guest.concede()))

    def send_chat(self, text: str) -> None:
        host, guest = self.host, self.guest
        if host is not None:
            self._call(lambda: self._spawn(host.send_chat(text)))
        elif guest is not None:
            self._call(lambda: self._spawn(guest.send_chat(text)))

    def ready(self) -> None:
        """This window's player is ready for the next game of the match."""
        host, guest = self.host, self.guest
        if host is not None:
            self._call(host.ready)
        elif guest is not None:
            self._call(lambda: self._spawn(guest.ready()))

    def offer_rematch(self, best_of: int) -> None:
        """Offer the other player a rematch (a new match of ``best_of`` games)."""
        host, guest = self.host, self.guest
        if host is not None:
            self._call(lambda: host.offer_rematch(best_of))
        elif guest is not None:
            self._call(lambda: self._spawn(guest.offer_rematch(best_of)))

    def answer_rematch(self, ok: bool) -> None:
        host, guest = self.host, self.guest
        if host is not None:
            self._call(lambda: host.answer_rematch(ok))
        elif guest is not None:
            self._call(lambda: self._spawn(guest.answer_rematch(ok)))

    def answer_timeout(self, choice: str) -> None:
        """``claim`` the win or ``keep`` the game saved (after the reconnection window)."""
        host, guest = self.host, self.guest
        if host is not None:
            self._call(lambda: host.answer_timeout(choice))
        elif guest is not None:
            self._call(lambda: guest.answer_timeout(choice))

    def answer_first(self, play: bool) -> None:
        """Having lost the previous game: play the next one first, or not (CR 103.1)."""
        host, guest = self.host, self.guest
        if host is not None:
            self._call(lambda: host.answer_first(play))
        elif guest is not None:
            self._call(lambda: self._spawn(guest.answer_first(play)))

    def saved_path(self) -> str:
        """Where the host keeps the game (empty for a guest)."""
        host = self.host
        return str(host.saved_path) if host is not None and host.saved_path is not None else ""

    def code(self) -> str:
        host, guest = self.host, self.guest
        return host.code if host is not None else guest.code if guest is not None else ""

    _tasks: set["asyncio.Task[Any]"] = set()

    def _spawn(self, coro: Any) -> None:
        task = asyncio.ensure_future(coro)
        self._tasks.add(task)
        task.add_done_callback(self._tasks.discard)

    def stop(self, timeout: float = 3.0) -> None:
        """End the game here (the connection closed, the thread stopped): bounded by
        ``timeout`` seconds."""
        self.closing = True
        loop, main = self.loop, self._main
        if loop is None or loop.is_closed():
            return
        if main is not None:
            loop.call_soon_threadsafe(main.cancel)
        loop.call_soon_threadsafe(loop.stop)
        if self._thread is not None:
            self._thread.join(timeout)

    @property
    def running(self) -> bool:
        return self._thread is not None and self._thread.is_alive()


def _via_relay(guest: Guest, relay: tuple[str, int]) -> Callable[[], Awaitable[tuple[asyncio.StreamReader,
                                                                                     asyncio.StreamWriter]]]:
    """The guest's way to its host through a relay (as ``mtgdesk join --relay``)."""
    from mtgdesk.net.headless import _via_relay as via

    opener: Callable[[], Awaitable[tuple[asyncio.StreamReader, asyncio.StreamWriter]]] = via(guest, relay)
    return opener


__all__ = ["JOIN_WAIT", "NetRunner"]
