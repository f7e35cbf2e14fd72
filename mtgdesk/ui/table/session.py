"""A game being played: the bridge, who sits in each seat, the computer players and the
autosave.

A computer player thinks in a worker thread on a copy of the game, so the
window never freezes; its answer is applied by the bridge in the main thread only if the game
has not moved on meanwhile.
"""
from __future__ import annotations

import random
import threading
from concurrent.futures import Future, ThreadPoolExecutor, wait
from dataclasses import dataclass, field
from typing import Any

from PySide6.QtCore import QCoreApplication, QObject, QTimer, Signal

from mtgdesk.ai.levels import make_player
from mtgdesk.ai.personalities import DEFAULT_PERSONALITY
from mtgdesk.engine import Game
from mtgdesk.engine import actions as A
from mtgdesk.engine import events as E
from mtgdesk.engine.decisions import DecisionKind
from mtgdesk.storage import SavedGame, Settings, clear_autosave, save_autosave

from .bridge import GameBridge
from .pace import Pace, acted_card, shows_change

HUMAN = "human"
COMPUTER = "computer"

AUTOSAVE_DELAY_MS = 400


@dataclass
class GameSetup:
    """How to start a game: both decks (card names), who plays each side, names, the seed."""

    decks: list[list[str]]
    deck_names: list[str]
    seats: list[str] = field(default_factory=lambda: [HUMAN, COMPUTER])
    names: list[str] = field(default_factory=lambda: ["", ""])
    seed: int | None = None
    variant: str = "modern"
    #: What is played, for the record and the statistics (``records.PLAY_FORMATS``).
    play_format: str = "constructed"
    #: The computer's personality at each seat (``ai/personalities.toml``; "" at a person's).
    personalities: list[str] = field(default_factory=lambda: ["", ""])

    def saved_game(self) -> SavedGame:
        seed = self.seed if self.seed is not None else random.randrange(1 << 31)
        return SavedGame(seed=seed, decks=[list(d) for d in self.decks], deck_names=list(self.deck_names),
                         players=list(self.seats), player_names=list(self.names), variant=self.variant,
                         personalities=list(self.personalities))


class _Signals(QObject):
    """Carries a computer player's answer from its worker thread to the main thread: only the
    decision's generation crosses, the answer waits in ``_Thinker`` (a Python object sent
    through a queued signal is kept alive by PySide6, and with it whatever it holds)."""

    chosen = Signal(int)


_WORKER: ThreadPoolExecutor | None = None


def _worker() -> ThreadPoolExecutor:
    """The one worker thread the computer players of every game think in."""
    global _WORKER
    if _WORKER is None:
        _WORKER = ThreadPoolExecutor(max_workers=1, thread_name_prefix="mtgdesk-ai")
    return _WORKER


class _Thinker:
    """A game's computer players thinking in the worker thread, each time on a copy of the game
    that is dropped as soon as the answer is known: nothing of a decision outlives it."""

    def __init__(self, signals: _Signals) -> None:
        self._signals = signals
        self._lock = threading.Lock()
        self._answers: dict[int, Any] = {}
        self._future: Future[None] | None = None

    def think(self, player: Any, game: Game, seat: int, generation: int) -> None:
        self._future = _worker().submit(self._run, player, game, seat, generation)

    def _run(self, player: Any, game: Game, seat: int, generation: int) -> None:
        try:
            action = player.choose(game.view(seat), game.decision)
        except Exception:  # the fallback keeps the game going
            action = None  # not the exception: its traceback would keep the copy of the game
        del game, player
        with self._lock:
            self._answers[generation] = action
        try:
            self._signals.chosen.emit(generation)
        except RuntimeError:
            pass  # the game was closed meanwhile

    def answer(self, generation: int) -> Any:
        """The answer for ``generation`` (taken: asked once), or None."""
        with self._lock:
            return self._answers.pop(generation, None)

    def stop(self, timeout: float = 2.0) -> None:
        """Wait (a little) for a decision being worked out, and forget every answer."""
        future, self._future = self._future, None
        if future is not None:
            future.cancel()
            wait([future], timeout=timeout)
        with self._lock:
            self._answers.clear()


class GameSession(QObject):
    """One game: its bridge, seats and computer players.

    Signals:
        thinking_changed(bool): a computer player started or stopped thinking.
        finished(object): the game is over: the winner's index or None.
    """

    thinking_changed = Signal(bool)
    finished = Signal(object)

    def __init__(self, saved: SavedGame, settings: Settings, parent: QObject | None = None,
                 autosave: bool = True, game: Game | None = None) -> None:
        """``saved`` is replayed, unless ``game`` (a position set up otherwise: benchmarks,
        scenarios) is given; such a game can't be saved."""
        super().__init__(parent)
        self.saved = saved
        self.settings = settings
        self.autosave_enabled = autosave and game is None
        if game is None:
            game, self.initial_events = _replay(saved)
        else:
            self.initial_events = []
        self.bridge = GameBridge(game, saved.actions, self)
        self.seats: list[str] = list(saved.players)
        self.names: list[str] = list(saved.player_names)
        self.deck_names = list(saved.deck_names)
        self._cancel = threading.Event()  # set when the session stops: a search answers at once
        self.computers: dict[int, Any] = {
            seat: make_player(saved.levels[seat] or settings.computer_level, saved.seed + seat, self._cancel,
                              personality_name=saved.personalities[seat] or DEFAULT_PERSONALITY)
            for seat, kind in enumerate(self.seats) if kind == COMPUTER
        }
        self.paused = False
        self._signals = _Signals(self)
        self._signals.chosen.connect(self._on_computer_chosen)
        self._thinking_generation: int | None = None
        self._thinker = _Thinker(self._signals)
        self._autosave_timer = QTimer(self)
        self._autosave_timer.setSingleShot(True)
        self._autosave_timer.setInterval(AUTOSAVE_DELAY_MS)
        self._autosave_timer.timeout.connect(self.write_autosave)
        self._move_timer = QTimer(self)
        self._move_timer.setSingleShot(True)
        self._move_timer.timeout.connect(self._think)
        # Each visible action of a computer player is shown before the next one (ui/pace.py).
        self.pace = Pace(self)
        self.pace.ended.connect(self._on_pace_ended)
        self.bridge.applied.connect(self._on_bridge_applied)
        self.bridge.game_over.connect(self._on_bridge_game_over)

    # ------------------------------------------------------------------ seats

    @property
    def game(self) -> Game:
        return self.bridge.game

    def is_human(self, seat: int) -> bool:
        return self.seats[seat] == HUMAN

    @property
    def hot_seat(self) -> bool:
        return all(kind == HUMAN for kind in self.seats)

    def player_name(self, player: int) -> str:
        """The name a player was given, or a default in the interface's language of the moment
        ("Computer", "Player 2"), never stored, so that it follows a change of language."""
        if player < len(self.names) and self.names[player]:
            return self.names[player]
        if not self.is_human(player):
            return QCoreApplication.translate("TablePage", "Computer")
        return QCoreApplication.translate("TablePage", "Player %1").replace("%1", str(player + 1))

    def human_seats(self) -> list[int]:
        return [i for i, kind in enumerate(self.seats) if kind == HUMAN]

    @property
    def thinking(self) -> bool:
        return self._thinking_generation is not None

    def start(self) -> None:
        """Begin (or resume) play: a computer player owing the first decision starts thinking."""
        self._cancel.clear()
        self._schedule_computer(0)

    def stop(self) -> None:
        """Stop the computer players and write the autosave now (the window closes)."""
        self.paused = True
        self._cancel.set()
        self._move_timer.stop()
        self.pace.stop()
        self._thinking_generation = None
        self._thinker.stop()
        if self._autosave_timer.isActive():
            self._autosave_timer.stop()
            self.write_autosave()

    # ------------------------------------------------------------------ computer players

    def _on_bridge_applied(self, action: A.Action, events: list[E.Event]) -> None:
        if self.autosave_enabled and not self.bridge.over:
            self._autosave_timer.start()
        if not self.is_human(action.player) and not self.bridge.over and shows_change(action, events):
            self.pace.beat(self.settings.computer_beat_ms, acted_card(action, events))
        self._schedule_computer(0)

    def _on_pace_ended(self) -> None:
        self._schedule_computer(0)

    def _schedule_computer(self, delay_ms: int) -> None:
        if self.paused or self.bridge.over or self.pace.busy:
            return
        decision = self.bridge.decision
        if decision.kind is DecisionKind.GAME_OVER or decision.player not in self.computers:
            return
        self._move_timer.start(max(0, delay_ms))

    def _think(self) -> None:
        decision = self.bridge.decision
        if self.paused or self.bridge.over or decision.player not in self.computers:
            return
        generation = self.bridge.generation
        if self._thinking_generation == generation:
            return
        self._thinking_generation = generation
        self.thinking_changed.emit(True)
        self._thinker.think(self.computers[decision.player], self.game.clone(), decision.player, generation)

    def _on_computer_chosen(self, generation: int) -> None:
        action = self._thinker.answer(generation)
        if generation != self._thinking_generation:
            return  # the game moved on (or stopped) while it was thinking
        self._thinking_generation = None
        self.thinking_changed.emit(False)
        if self.paused or generation != self.bridge.generation:
            return
        legal = self.bridge.legal_actions()
        if action is None or action not in legal:
            action = _fallback(legal)
        if action is not None:
            self.bridge.submit(action)

    # ------------------------------------------------------------------ saving

    def saved_game(self) -> SavedGame:
        saved = self.saved
        return SavedGame(seed=saved.seed, decks=saved.decks, deck_names=saved.deck_names, players=self.seats,
                         player_names=self.names, variant=saved.variant, actions=list(self.bridge.history))

    def write_autosave(self) -> None:
        if not self.autosave_enabled:
            return
        if self.bridge.over:
            clear_autosave()
            return
        try:
            save_autosave(self.saved_game())
        except OSError:
            pass  # a full disk must not stop the game; the next save tries again
        except ValueError:
            # An answer the old autosave format can't hold (a triggered ability chosen to go on
            # the stack first, a replacement effect: CR 603.3b, 616.1): the game record, written
            # after every decision with the answer's index (storage/records.py), keeps the game.
            pass

    def _on_bridge_game_over(self, winner: Any) -> None:
        self._autosave_timer.stop()
        if self.autosave_enabled:
            clear_autosave()
        self.finished.emit(winner)


def _fallback(legal: list[A.Action]) -> A.Action | None:
    for kind in (A.PassPriority, A.PayAuto, A.FinishAttackers, A.FinishBlockers, A.Keep):
        for action in legal:
            if isinstance(action, kind):
                return action
    return legal[0] if legal else None


def _replay(saved: SavedGame) -> tuple[Game, list[E.Event]]:
    """The saved game replayed, and the events it caused (for the log of a continued game)."""
    from mtgdesk.storage.saves import SaveError

    game = saved.new_game()
    events: list[E.Event] = []
    for i, action in enumerate(saved.actions):
        try:
            events.extend(game.apply(action))
        except Exception as exc:  # an engine that changed since the save was written
            raise SaveError(f"action {i + 1} ({type(action).__name__}) can't be replayed: {exc}") from None
    return game, events
