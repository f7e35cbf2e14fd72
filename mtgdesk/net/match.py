"""The match, on the host's side (issue 37).

A match is one game or the best of three (``best_of``), on the same connection: after each game
the seed is revealed and checked, and the next game, when both players are ready, has a fresh
seed and a fresh commitment; the loser of the previous game chooses who takes the first turn
(CR 103.1: ``choose_first``, to play first unless asked; after a draw the same player plays
first again). After a match either
side may offer a rematch (a new match), which the other accepts or declines.

``HostMatch`` counts each game (``_score``), waits between games for both players
(``_between``), deals the next game or a new match (``_next_game``, ``_new_match``); the host's
player answers through the inbox (``ready``, ``offer_rematch``, ``answer_rematch``,
``answer_first``, ``leave``).
"""
from __future__ import annotations

import asyncio
import time
from typing import Any

from . import fair
from .host_state import GUEST_SEAT, HOST_SEAT, HostState
from .link import Closed
from .outcome import Outcome, match_decided, match_winner
from .protocol import message


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


class FirstChoice:
    """Put in the inbox when the host's player, who lost the previous game, chooses whether to
    play first (CR 103.1)."""

    def __init__(self, play: bool) -> None:
        self.play = play


class Leave:
    """Put in the inbox when the host's player leaves between games (the connection ends)."""


class HostMatch(HostState):
    """The host's side of a match: between its games, the next game, a rematch."""

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

    def answer_first(self, play: bool) -> None:
        """The host's player, who lost the previous game, plays first or not (CR 103.1)."""
        self.inbox.put_nowait(FirstChoice(bool(play)))

    def leave(self) -> None:
        """The host's player leaves between games: the connection ends (the guest is told)."""
        self._leaving = True
        self.inbox.put_nowait(Leave())
