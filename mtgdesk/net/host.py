"""The host: runs the engine, alone holds the seed and the hidden cards (issue 37).

It listens on a TCP port; a guest that knows the invite code takes the other seat. The guest is
sent only its seat (``seat.Projection``): its view, its redacted events, the decision it owes
with its legal actions. An action it sends is checked as a local one is (``Game.apply``, with
its rule on a refusal), after checks of its own: the decision must be the guest's and still
pending (an old or replayed message is refused), the action in the guest's name, and every
object it names one the guest can see. While the guest is away the game waits, up to
``reconnect_window``; then the host claims the win or keeps the game saved to resume later
(``after_timeout``; ``resume`` takes a saved game up again, the guest joining with the code).

A match is one game or the best of three (``best_of``), on the same connection: after each game
the seed is revealed and checked, and the next game, when both players are ready, has a fresh
seed and a fresh commitment; the loser of the previous game chooses who takes the first turn
(CR 103.1: ``choose_first``, to play first unless asked; after a draw the same player plays
first again). After a match either
side may offer a rematch (a new match), which the other accepts or declines.
"""
from __future__ import annotations

import asyncio
import logging
import time
from typing import Any

from ..engine import actions as A
from ..engine.errors import IllegalAction
from . import fair
from .host_state import GUEST_SEAT, HOST_SEAT, Chooser, HostState
from .joining import HandshakeRefused, HostJoining, Resumed
from .link import Closed
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



class Ready:
    """Put in the inbox when the host's player is ready for the next game of a match."""


class OfferRematch:
    """Put in the inbox when the host's player offers a rematch (``best_of`` games)."""

    def __init__(self, best_of: int) -> None:
        self.best_of = best_of


class RematchAnswer:
    """Put in the inbox when the host's player answers the guest's offer of a rematch."""

    def __init__(self, ok: bool) -> None:
        self.ok = ok


class TimeoutChoice:
    """Put in the inbox when the host's player answers the question after the reconnection
    window: ``claim`` the win, or ``keep`` the game saved to resume later."""

    def __init__(self, choice: str) -> None:
        self.choice = choice


class FirstChoice:
    """Put in the inbox when the host's player, who lost the previous game, chooses whether to
    play first (CR 103.1)."""

    def __init__(self, play: bool) -> None:
        self.play = play


class Leave:
    """Put in the inbox when the host's player leaves between games (the connection ends)."""


class LocalAction:
    """An action of the host's own player, submitted from outside (``Host.submit``)."""

    def __init__(self, action: Any) -> None:
        self.action = action


class HostConceded:
    """Put in the inbox when the host's player concedes (CR 104.3a)."""


class Host(HostJoining, HostSaves):
    """A hosted game: ``await start()``, then ``await play()`` returns the ``Outcome``."""

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

    # ------------------------------------------------------------------ the match

    def _score(self, outcome: Outcome) -> None:
        """Count the game in the match (a drawn game counts for nobody)."""
        if outcome.winner is not None:
            self.score[outcome.winner] += 1
        outcome.score, outcome.best_of, outcome.game_number = list(self.score), self.best_of, self.game_number
        # A player gone for good loses the match with the game (the other claimed the win).
        outcome.decided = outcome.reason == "timeout" or match_decided(self.score, self.best_of, self.game_number)
        self.results.append(outcome)

    def _match_outcome(self, last: Outcome) -> Outcome:
        """The match as one outcome: its winner (None: drawn), the games, the score; verified
        if every game's replay matched. A best of one is its game."""
        if self.best_of == 1:
            last.games = [last]
            return last
        games = list(self.results)
        checks = [g.verified for g in games]
        verified = None if any(v is None for v in checks) else all(bool(v) for v in checks)
        winner = last.winner if last.reason == "timeout" else match_winner(self.score, self.best_of)
        return Outcome(winner, "match", list(self.names), verified=verified,
                       score=list(self.score), best_of=self.best_of, game_number=self.game_number, decided=True,
                       games=games)

    async def _next_game(self, previous: Outcome) -> None:
        """The next game of the match: a fresh seed and salt (and so a fresh commitment), who
        plays first chosen by the loser of the previous game (CR 103.1; after a draw, by who
        chose before, or the same first player if nobody has chosen yet); sent in a ``next``."""
        if previous.winner is not None:
            loser = self._chooser_of_first = 1 - previous.winner
            play = await self._ask_first(loser, self.game_number + 1)
            self.first = loser if play else previous.winner
        elif self._chooser_of_first is not None:  # a draw: who chose before chooses again (CR 103.1)
            chooser = self._chooser_of_first
            play = await self._ask_first(chooser, self.game_number + 1)
            self.first = chooser if play else 1 - chooser
        elif self.first is None:
            self.first = self.game.starting_player if self.game is not None else 0
        self.game_number += 1
        await self._begin()

    async def _ask_first(self, loser: int, game: int) -> bool:
        """Whether the loser of the previous game chooses to play first in ``game`` (CR 103.1):
        the host's player (``choose_first``) or the guest (``first_choice``, answered with
        ``first_reply``). A side gone meanwhile plays first, the usual choice."""
        if loser == HOST_SEAT:
            if self.choose_first != "ask":
                return True
            if self.on_first_question is not None:
                self.on_first_question(game)
            for _ in range(100_000):  # bounded: each turn takes an item of the inbox
                item = await self._between_item(None)
                if isinstance(item, FirstChoice):
                    return item.play
                if item in ("end", None):
                    return True
            return True
        if self.link is None or self.link.closed:
            return True
        await self.link.send(message("first_choice", game=game))
        for _ in range(100_000):
            item = await self._between_item(None)
            if isinstance(item, tuple) and item[0] == "first_reply":
                return bool(item[1])
            if item in ("end", None):
                return True
        return True

    async def _new_match(self) -> None:
        """A rematch: a new match, its first game's first player drawn from the seed (CR 103.2)."""
        self.score = [0, 0]
        self.results = []
        self.game_number = 1
        self.first = None
        self._chooser_of_first = None
        await self._begin()

    async def _begin(self) -> None:
        self.seed, self.salt = fair.new_seed()
        self.actions = []
        self._started = time.strftime("%Y%m%d-%H%M%S")
        self.saved_path = None
        guest_deck = self.decks[GUEST_SEAT]
        if self.on_next_game is not None:
            self.on_next_game(self.match_info())
        self._new_game(guest_deck)
        assert self.link is not None and self.game is not None
        # (before any update of the new game: the guest starts a fresh view on it)
        await self.link.send(message("next", game=self.game_number, first=self.game.starting_player,
                                     commitment=self._commitment, score=list(self.score), best_of=self.best_of))

    def match_info(self) -> dict[str, Any]:
        """The match as plain data (for the window): best of, score, the game's number, names."""
        return {"best_of": self.best_of, "score": list(self.score), "game": self.game_number,
                "names": list(self.names), "first": self.first}

    async def _between(self, last: Outcome) -> str:
        """Between two games: ``next`` when both players are ready for the next game of the
        match; after a decided match, ``rematch`` when an offer is accepted; ``end`` otherwise
        (a player leaves, declines, or the connection is lost)."""
        if self._leaving:
            return "end"
        if not last.decided:
            ready = [self.auto_ready, False]
            for _ in range(100_000):  # bounded: each turn of the loop takes an item of the inbox
                if all(ready):
                    return "next"
                item = await self._between_item(None)
                if item in ("end", None):
                    return "end"
                if isinstance(item, Ready):
                    ready[HOST_SEAT] = True
                elif item == "ready":
                    ready[GUEST_SEAT] = True
                    if self.on_ready is not None:
                        self.on_ready(GUEST_SEAT)
            return "end"
        if self.rematches == 0:
            return "end"
        offered = False
        for _ in range(100_000):
            item = await self._between_item(self.rematch_wait if self.rematches is not None else None)
            if item in ("end", None):
                return "end"
            if isinstance(item, OfferRematch) and not offered:
                offered = True
                self.best_of = item.best_of
                assert self.link is not None
                await self.link.send(message("rematch", best_of=item.best_of))
            elif isinstance(item, RematchAnswer):
                assert self.link is not None
                await self.link.send(message("rematch_reply", ok=item.ok))
                if item.ok:
                    return "rematch"
            elif isinstance(item, tuple) and item[0] == "rematch":
                best_of = item[1]
                if offered:  # both offered at once: agreed (the host's offer stands)
                    assert self.link is not None
                    await self.link.send(message("rematch_reply", ok=True))
                    return "rematch"
                if self.rematches is None:  # a person answers (``answer_rematch``)
                    self.best_of = best_of
                    if self.on_rematch_offer is not None:
                        self.on_rematch_offer(best_of)
                    continue
                ok = self.rematches > 0
                assert self.link is not None
                await self.link.send(message("rematch_reply", ok=ok))
                if not ok:
                    return "end"
                self.rematches -= 1
                self.best_of = best_of
                return "rematch"
            elif isinstance(item, tuple) and item[0] == "rematch_reply":
                if self.on_rematch_answer is not None:
                    self.on_rematch_answer(item[1])
                if item[1] and offered:
                    return "rematch"
                offered = False
                if self.rematches is not None:
                    return "end"
        return "end"

    async def _between_item(self, timeout: float | None) -> Any:
        """The next thing that happens between games: an item of the host's player, ``ready``,
        (``rematch``, best_of), (``rematch_reply``, ok), ``end`` (the guest left or is gone),
        None (nothing within ``timeout``). Chat is kept as during a game."""
        for _ in range(100_000):
            try:
                async with asyncio.timeout(timeout):
                    item = await self.inbox.get()
            except TimeoutError:
                return None
            if isinstance(item, Leave):
                return "end"
            if isinstance(item, (Ready, OfferRematch, RematchAnswer, FirstChoice)):
                return item
            if isinstance(item, Closed):
                if item.link is self.link:
                    return "end"  # between games there is nothing to resume: the match ends
                continue
            if not isinstance(item, tuple):
                continue
            link, msg = item
            if link is not self.link:
                continue
            kind = msg["k"]
            if kind == "ready":
                return "ready"
            if kind == "rematch":
                return ("rematch", msg["best_of"])
            if kind == "rematch_reply":
                return ("rematch_reply", msg["ok"])
            if kind == "first_reply":
                return ("first_reply", msg["play"])
            if kind == "bye":
                if link is not None:
                    link.close("the guest left")
                return "end"
            if kind == "chat":
                self.chat.append((GUEST_SEAT, msg["text"]))
        return "end"

    def ready(self) -> None:
        """The host's player is ready for the next game of the match (from the loop's thread)."""
        self.inbox.put_nowait(Ready())

    def offer_rematch(self, best_of: int | None = None) -> None:
        """The host's player offers a rematch after the match (the guest answers)."""
        self.inbox.put_nowait(OfferRematch(best_of if best_of in (1, 3) else self.best_of))

    def answer_rematch(self, ok: bool) -> None:
        """The host's player answers the guest's offer of a rematch."""
        self.inbox.put_nowait(RematchAnswer(bool(ok)))

    def answer_timeout(self, choice: str) -> None:
        """The host's player answers the question after the reconnection window: ``claim``
        the win or ``keep`` the game saved to resume later."""
        self.inbox.put_nowait(TimeoutChoice("keep" if choice == "keep" else "claim"))

    def answer_first(self, play: bool) -> None:
        """The host's player, who lost the previous game, plays first or not (CR 103.1)."""
        self.inbox.put_nowait(FirstChoice(bool(play)))

    def leave(self) -> None:
        """The host's player leaves between games: the connection ends (the guest is told)."""
        self._leaving = True
        self.inbox.put_nowait(Leave())

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
