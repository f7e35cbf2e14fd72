"""What a hosted game holds, shared by the parts of the host (issue 37): the game and its two
seats (the guest's ``Projection``, the host's ``LocalSeat``), every action encoded for the reveal,
the connection, the match's score and the callbacks a window sets.

``HostState`` holds them, deals a game (``_new_game``) and plays an action in it (``_apply``);
``host.Host`` is built on it with ``joining.HostJoining`` (the server, the relay and the handshake),
``match.HostMatch`` (between the games of a match, the rematch) and ``saved.HostSaves`` (a game
kept in the user folder, and resumed).
"""
from __future__ import annotations

import asyncio
import time
from collections.abc import Callable
from typing import Any

from ..engine import Game
from . import fair
from .link import Link, NetSettings
from .outcome import Outcome
from .seat import LocalSeat, Projection
from .session import new_code, new_token
from .values import encode_action

HOST_SEAT, GUEST_SEAT = 0, 1

#: (view, decision) -> action, run in a worker thread; None: a person submits actions.
Chooser = Callable[[Any, Any], Any] | None


class HostState:
    """The state of a hosted game (``Host``'s arguments: the pool, the host's deck and chooser,
    and its settings), the game dealt from its seed and the seats' projections fed its events."""

    #: The decks' names: public choices, shown in both logs (``Projection.deck_names``).
    deck_names: tuple[str, ...] | list[str] = ("", "")
    #: The host's own seat's projection, when a window plays it (``feed.FeedHost``).
    own: Projection | None = None

    def __init__(self, pool: Any, deck: list[str], chooser: Chooser, *, name: str = "Host",
                 guest_deck: list[str] | None = None, code: str | None = None, seed: int | None = None,
                 delay: float = 0.0, settings: NetSettings | None = None, bind: str = "127.0.0.1",
                 port: int = 0, best_of: int = 1) -> None:
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
        # The match (best of one or three) and what follows it.
        if best_of not in (1, 3):
            raise ValueError("a match is the best of 1 or of 3 games")
        self.best_of = best_of
        self.score = [0, 0]
        self.game_number = 1
        self.first: int | None = None  # who plays first (None: drawn from the seed, CR 103.2)
        self._chooser_of_first: int | None = None  # who chose it (CR 103.1), for after a draw
        self.results: list[Outcome] = []  # the games of the match being played
        self.matches: list[Outcome] = []  # the matches played on this connection
        self.auto_ready = True  # the host's player is ready for the next game at once (no window)
        self.rematches: int | None = 0  # offers of a rematch accepted without asking (None: ask)
        self.rematch_wait = 30.0  # seconds to wait for the guest's offer (when ``rematches`` > 0)
        #: After the reconnection window: ``claim`` the win, ``keep`` the game saved, or ``ask``
        #: the host's player (``on_timeout_question``, answered with ``answer_timeout``).
        self.after_timeout = "claim"
        self.on_game_over: Callable[[Outcome], None] | None = None
        self.on_next_game: Callable[[dict[str, Any]], None] | None = None
        self.on_ready: Callable[[int], None] | None = None  # a player is ready for the next game
        self.on_rematch_offer: Callable[[int], None] | None = None  # the guest offers (best_of)
        self.on_rematch_answer: Callable[[bool], None] | None = None  # the guest's answer
        self.on_timeout_question: Callable[[], None] | None = None
        #: The loser of a game chooses who plays the next first (CR 103.1): ``play`` (first,
        #: without asking: no window) or ``ask`` (``on_first_question``, ``answer_first``).
        self.choose_first = "play"
        self.on_first_question: Callable[[int], None] | None = None  # the game's number
        self.commitments: list[str] = []  # each game's commitment, in order
        self._resume: dict[str, Any] | None = None
        self._leaving = False

    def _new_game(self, guest_deck: list[str]) -> None:
        self.decks = [self.deck, guest_deck]
        self._commitment = fair.commitment(self.seed, self.salt, self.decks)
        self.commitments.append(self._commitment)
        self.game = Game.new([[self.pool.get(n) for n in d] for d in self.decks], seed=self.seed,
                             starting_player=self.first)
        self.projection = Projection(self.game, GUEST_SEAT, self.pool_names)
        self.projection.deck_names = list(self.deck_names)
        self.local = LocalSeat(self.game, HOST_SEAT, self.pool_names)

    def _apply(self, action: Any) -> None:
        assert self.game is not None and self.projection is not None
        encoded = encode_action(action, self.game.decision.options)
        events = self.game.apply(action)
        self.actions.append(encoded)
        self.projection.record(events)
