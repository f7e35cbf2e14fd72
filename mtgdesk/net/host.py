"""The host: runs the engine, alone holds the seed and the hidden cards (issue 37).

It listens on a TCP port; a guest that knows the invite code takes the other seat. The guest is
sent only its seat (``seat.Projection``): its view, its redacted events, the decision it owes
with its legal actions. An action it sends is checked as a local one is (``Game.apply``, with
its rule on a refusal), after checks of its own: the decision must be the guest's and still
pending (an old or replayed message is refused), the action in the guest's name, and every
object it names one the guest can see. While the guest is away the game waits, up to
``reconnect_window``; then the host claims the win or keeps the game saved to resume later
(``after_timeout``; ``resume`` takes a saved game up again, the guest joining with the code).

The parts of the host: ``host_state`` (what it holds), ``joining`` (the server, the relay, the
handshake), ``match`` (between the games of a match, the rematch), ``saved`` (saved games,
resumed); ``outcome`` (how a game and a match end).
"""
from __future__ import annotations

import asyncio
import logging
import time
from typing import Any

from ..engine import actions as A
from ..engine.errors import IllegalAction
from .host_state import GUEST_SEAT, HOST_SEAT, Chooser, HostState
from .joining import HandshakeRefused, HostJoining, Resumed
from .link import Closed
from .match import FirstChoice, HostMatch, Leave, OfferRematch, Ready, RematchAnswer
from .outcome import Outcome, match_decided, match_winner
from .protocol import message
from .saved import HostSaves, SavedGameError, load_saved, saved_games, saved_games_dir
from .seat import refusal_of
from .values import CodecError, decode_action

#: What other modules import from here (the parts of the host are re-exported: ``from
#: mtgdesk.net.host import Host, Outcome, load_saved`` keeps working).
__all__ = [
    "Chooser", "FirstChoice", "GUEST_SEAT", "HOST_SEAT", "HandshakeRefused", "Host", "HostConceded",
    "HostState", "Leave", "LocalAction", "OfferRematch", "Outcome", "Ready", "RematchAnswer", "Resumed",
    "SavedGameError", "TimeoutChoice", "load_saved", "match_decided", "match_winner", "saved_games",
    "saved_games_dir",
]

log = logging.getLogger("mtgdesk.net")

_ID_FIELDS = ("card", "source", "creature", "blocker", "attacker", "cards", "targets", "assignment", "option")


class TimeoutChoice:
    """Put in the inbox when the host's player answers the question after the reconnection
    window: ``claim`` the win, or ``keep`` the game saved to resume later."""

    def __init__(self, choice: str) -> None:
        self.choice = choice


class LocalAction:
    """An action of the host's own player, submitted from outside (``Host.submit``)."""

    def __init__(self, action: Any) -> None:
        self.action = action


class HostConceded:
    """Put in the inbox when the host's player concedes (CR 104.3a)."""


class Host(HostJoining, HostMatch, HostSaves):
    """A hosted game: ``await start()``, then ``await play()`` returns the ``Outcome``. Its
    arguments and what it holds: ``host_state.HostState``."""

    # ------------------------------------------------------------------ the game

    async def play(self, join_timeout: float | None = None) -> Outcome:
        """Wait for a guest, play the match to its end (each game's seed revealed), and any
        rematches; the outcome: of the game in a best of one, of the (last) match otherwise."""
        await asyncio.wait_for(self._joined.wait(), join_timeout)
        final: Outcome | None = None
        for _ in range(1000):  # games on this connection: bounded (a match is at most 5 games)
            outcome = await self._play_game()
            if outcome.reason == "saved":  # kept to resume later: nothing revealed
                self.save(outcome)
                final = outcome
                break
            self._score(outcome)
            self.save(outcome)
            await self._finish(outcome)
            if self.on_game_over is not None:
                self.on_game_over(outcome)
            final = self._match_outcome(outcome) if outcome.decided else outcome
            if outcome.decided:
                self.matches.append(final)
            if outcome.reason in ("timeout", "abandoned") or self.link is None or self.link.closed:
                break
            step = await self._between(outcome)
            if step == "next":
                await self._next_game(outcome)
            elif step == "rematch":
                await self._new_match()
            else:
                break
        assert final is not None
        if self.link is not None and not self.link.closed:
            await self.link.send(message("bye"))
        final.stats = self.stats()
        return final

    async def _play_game(self) -> Outcome:
        """Play the current game to its end (or to a concession, or the guest gone)."""
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
        return outcome

    def answer_timeout(self, choice: str) -> None:
        """The host's player answers the question after the reconnection window: ``claim``
        the win or ``keep`` the game saved to resume later."""
        self.inbox.put_nowait(TimeoutChoice("keep" if choice == "keep" else "claim"))

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
            if isinstance(item, Closed) and (self.link is None or self.link.closed):
                # The guest's connection was lost while the host's player decides: the game
                # pauses now (issue 37: the waiting side sees the countdown at once), not when
                # the guest's turn comes.
                outcome = await self._wait_for_guest()
                if outcome is not None:
                    return outcome
                await self._send_update()
                continue
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
            return await self._after_timeout()
        return None

    async def _after_timeout(self) -> Outcome | None:
        """The window is over and the guest is not back: the host claims the win or keeps the
        game saved to resume later (``after_timeout``; ``ask``: the host's player answers,
        ``answer_timeout``). The guest may still come back while the question is open: then
        the game goes on (None)."""
        choice = self.after_timeout
        if choice == "ask":
            if self.on_timeout_question is not None:
                self.on_timeout_question()
            choice = "claim"
            for _ in range(100_000):  # bounded: each turn takes an item of the inbox
                item = await self.inbox.get()
                if isinstance(item, TimeoutChoice):
                    choice = item.choice
                    break
                if isinstance(item, Resumed):
                    return None  # the guest came back in time to be asked: play on
                found = self._handle(item, acting=False)
                if isinstance(found, Outcome):
                    return found
        if choice == "keep":
            log.info("the guest did not come back: the game is kept to resume later")
            return Outcome(None, "saved", list(self.names))
        return Outcome(HOST_SEAT, "timeout", list(self.names))

    async def _finish(self, outcome: Outcome) -> None:
        """Send the last update and the reveal (with the match's score); wait a little for the
        guest's verdict. (The connection stays: ``play`` says ``bye`` when all is done.)"""
        if self.link is None or self.link.closed:
            outcome.stats = self.stats()
            return
        await self._send_update()
        await self.link.send(message("over", winner=outcome.winner, reason=outcome.reason, seed=self.seed,
                                     salt=self.salt, decks=self.decks, actions=self.actions, names=self.names,
                                     score=list(self.score), best_of=self.best_of, decided=outcome.decided,
                                     first=self.first))
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
            if msg["k"] == "chat":
                self.chat.append((GUEST_SEAT, msg["text"]))
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

    def stats(self) -> dict[str, Any]:
        link = self.link
        return {"actions": len(self.actions), "refused": self.refused_actions, "wire_bytes": self.wire_bytes(),
                "bytes_out": link.bytes_out if link else 0, "dropped": link.dropped if link else 0,
                "bad": link.bad if link else 0}
