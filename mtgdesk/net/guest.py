"""The guest: plays from its seat alone (issue 37).

It joins with the invite code, keeps the session token in its user folder, and from then on
knows the game only through the host's updates (``remote_view.RemoteView``). The decision it owes
is answered with one of the legal actions it was sent. A lost connection is taken back by
joining again with the token, within the host's window (after it, ``after_timeout``: claim
the win or keep the game to join again when the host resumes it). At the end of each game it
checks the host's shuffles: the seed against its commitment, and a replay against what it was
shown. In a best of three the games follow on the same connection (``next``), each with its own
commitment; after the match either side may offer a rematch (``rematches``).
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
from .host import HandshakeRefused, Outcome, match_winner
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
        # The match (the host says best of how many) and what follows it.
        self.best_of = 1
        self.score = [0, 0]
        self.game_number = 1
        self.first: int | None = None
        self.results: list[Outcome] = []  # the games of the match being played
        self.matches: list[Outcome] = []
        self.commitments: list[str] = []  # each game's commitment, as received
        self.auto_ready = True  # ready for the next game of a match at once (no window)
        #: Rematches to offer after a match (None: a person offers and answers, from a window).
        self.rematches: int | None = 0
        #: After the reconnection window, the host gone: None (``HostGone``), ``claim`` the win,
        #: ``keep`` the game to join again when the host resumes it, or ``ask`` (the window:
        #: ``on_timeout_question``, answered with ``answer_timeout``).
        self.after_timeout: str | None = None
        self.on_game_over: Callable[[Outcome], None] | None = None
        self.on_next_game: Callable[[dict[str, Any]], None] | None = None
        self.on_rematch_offer: Callable[[int], None] | None = None
        self.on_rematch_answer: Callable[[bool], None] | None = None
        self.on_timeout_question: Callable[[], None] | None = None
        #: Having lost a game, who plays the next first (CR 103.1): ``play`` (first, without
        #: asking) or ``ask`` (``on_first_question`` with the game's number, ``answer_first``).
        self.choose_first = "play"
        self.on_first_question: Callable[[int], None] | None = None
        self._between = False  # a game of the match is over, the next not begun
        self._offered = False
        self._refusals_before = 0  # refusals of earlier games of the match
        self._timeout_choice: asyncio.Future[str] | None = None

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
        if not self.commitments or self.commitments[-1] != self.commitment:
            self.commitments.append(self.commitment)
        self.best_of = msg.get("best_of", self.best_of)
        self.score = list(msg.get("score", self.score))
        self.game_number = msg.get("game", self.game_number)
        self.first = msg.get("first", self.first)
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
        for _ in range(100_000_000):  # bounded by the games: each turn takes one message
            item = await self.inbox.get()
            if isinstance(item, Closed):
                if item.link is not self.link:
                    continue
                if self._decider is not None:
                    self._decider.cancel()
                    self._decided_for = None
                if self._between and self.results:
                    return self._final()  # between games the host ends the match: nothing to resume
                try:
                    await self._reconnect()
                except HostGone:
                    if self.after_timeout is None:
                        raise
                    return await self._timed_out()
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
                done = await self._game_over(msg)
                if done is not None:
                    return done
            elif kind == "next":
                self._next(msg)
            elif kind == "rematch":
                await self._rematch_offered(msg["best_of"])
            elif kind == "first_choice":
                if self.choose_first == "ask" and self.on_first_question is not None:
                    self.on_first_question(msg["game"])
                else:
                    await self.answer_first(True)
            elif kind == "rematch_reply":
                self._offered = False
                if self.on_rematch_answer is not None:
                    self.on_rematch_answer(msg["ok"])
                if not msg["ok"] and self.rematches is not None:
                    return self._final()
            elif kind == "bye":
                if self._between and self.results:
                    return self._final()
                raise HostGone("the host closed the game")
            else:
                log.warning("host: unexpected %r message ignored", kind)
        raise HostGone("too many messages")

    async def _game_over(self, msg: dict[str, Any]) -> Outcome | None:
        """A game of the match is over: checked (``_over``), counted; the outcome to return
        if nothing follows (the match decided and no rematch to offer), else None."""
        out = await self._over(msg)
        out.best_of = msg.get("best_of", self.best_of)
        out.score = list(msg.get("score", [0, 0]))
        out.decided = msg.get("decided", True)
        out.game_number = self.game_number
        self.score, self.best_of = list(out.score), out.best_of
        self.results.append(out)
        self._between = True
        if self.on_game_over is not None:
            self.on_game_over(out)
        if not out.decided:
            if self.auto_ready:
                await self.ready()
            return None
        self.matches.append(self._match_outcome())
        if self.rematches is None:
            return None  # a person may offer a rematch, or leave
        if self.rematches > 0:
            self.rematches -= 1
            await self.offer_rematch(self.best_of)
            return None
        return self._final()

    def _match_outcome(self) -> Outcome:
        last = self.results[-1]
        if self.best_of == 1:
            last.games = [last]
            return last
        checks = [g.verified for g in self.results]
        verified = None if any(v is None for v in checks) else all(bool(v) for v in checks)
        winner = last.winner if last.reason == "timeout" else match_winner(self.score, self.best_of)
        return Outcome(winner, "match", list(last.names), verified=verified, score=list(self.score),
                       best_of=self.best_of, game_number=self.game_number, decided=True, games=list(self.results),
                       detail=last.detail, stats=last.stats)

    def _final(self) -> Outcome:
        """What ``play`` returns: the last match played (or the last game, if it was not)."""
        if self.matches:
            return self.matches[-1]
        return self.results[-1]

    def _next(self, msg: dict[str, Any]) -> None:
        """The next game of the match (or the first of a rematch): a fresh view, a fresh
        commitment to check at its end."""
        if msg["game"] == 1:
            self.results = []
        self.game_number, self.first = msg["game"], msg["first"]
        self.commitment = msg["commitment"]
        self.commitments.append(self.commitment)
        self.score, self.best_of = list(msg["score"]), msg["best_of"]
        self.view = RemoteView(self.seat, self.pool, self.deck)
        self.seen = {}
        self._decided_for = None
        self._refusals_before = len(self.refusals)
        self._between = False
        self._offered = False
        if self._decider is not None:
            self._decider.cancel()
        if self.on_next_game is not None:
            self.on_next_game({"best_of": self.best_of, "score": list(self.score), "game": self.game_number,
                               "names": list(self.names), "first": self.first})

    async def _rematch_offered(self, best_of: int) -> None:
        if self._offered:
            return  # both offered at once: the host takes it as agreed
        if self.rematches is None:
            if self.on_rematch_offer is not None:
                self.on_rematch_offer(best_of)
            return
        await self.answer_rematch(self.rematches > 0)

    async def _timed_out(self) -> Outcome:
        """The host did not come back within the window: claim the win, or keep the game to
        join again when the host resumes it (the session token is kept)."""
        choice = self.after_timeout or "claim"
        if choice == "ask":
            self._timeout_choice = asyncio.get_running_loop().create_future()
            if self.on_timeout_question is not None:
                self.on_timeout_question()
            choice = await self._timeout_choice
        if choice == "keep":
            return Outcome(None, "saved", list(self.names))
        if self.keep_token:
            forget_token(self._where, self.code)
        return Outcome(self.seat, "timeout", list(self.names))

    def answer_timeout(self, choice: str) -> None:
        """The answer to the question after the reconnection window (from the loop's thread)."""
        fut = self._timeout_choice
        if fut is not None and not fut.done():
            fut.set_result("keep" if choice == "keep" else "claim")

    async def ready(self) -> None:
        """This player is ready for the next game of the match."""
        if self.link is not None:
            await self.link.send(message("ready"))

    async def offer_rematch(self, best_of: int | None = None) -> None:
        """Offer the host a rematch (a new match of ``best_of`` games) after the match."""
        if self.link is not None and not self._offered:
            self._offered = True
            await self.link.send(message("rematch", best_of=best_of if best_of in (1, 3) else self.best_of))

    async def answer_rematch(self, ok: bool) -> None:
        """Answer the host's offer of a rematch."""
        if self.link is not None:
            await self.link.send(message("rematch_reply", ok=bool(ok)))

    async def answer_first(self, play: bool) -> None:
        """Having lost the previous game: play the next one first, or not (CR 103.1)."""
        if self.link is not None:
            await self.link.send(message("first_reply", play=bool(play)))

    async def leave(self) -> None:
        """Leave after a game: the host is told (``bye``) and the connection ends."""
        if self.link is not None:
            await self.link.send(message("bye"))
            self.link.close("the guest left")

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
        refused = sum(1 for r in self.refusals[self._refusals_before:] if r["n"] == view.n)
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
                                     msg["decks"], msg["actions"], self.seen, starting_player=msg.get("first"))
        if not ok:
            log.warning("the host's game doesn't check out: %s", detail)
        if self.link is not None:
            await self.link.send(message("verdict", ok=ok))
        if self.keep_token and msg.get("decided", True):
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
