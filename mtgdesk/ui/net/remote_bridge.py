"""A seat over a connection, for the table: what ``GameBridge`` offers, from a ``RemoteView``.

The table talks to a bridge (``ui/table/bridge.py``: a seat in this process, over a ``Game``).
A ``RemoteBridge`` is the seat of a network game, host's or guest's alike: it holds no game,
only the view the seat's updates build (``net.remote_view.RemoteView``), the events the seat
may see (``net.remote_events``), the decision owed with its legal actions; ``submit`` sends an
action to the host's game (through ``send``), which checks it as every action is checked and
answers with the next update or a refusal with its rule (CR 726: the game unchanged).
"""
from __future__ import annotations

import dataclasses
from collections.abc import Callable, Sequence
from typing import Any

from PySide6.QtCore import QObject, Signal

from mtgdesk.engine import ActivatedAbility, CardDef, IllegalAction
from mtgdesk.engine import actions as A
from mtgdesk.net.remote_events import events_from_data
from mtgdesk.net.remote_view import RemoteView, ViewError

#: Actions naming a whole choice of several objects, which the legal list gives as single picks:
#: sent as they are, the host's engine checks them (``engine/choices.py``).
#: A declaration of attackers or blockers is sent one action at a time (CR 508.1, 509.1): the
#: actions after the first wait here for the host's answer to the one before.
_DECLARATION = (A.DeclareAttacker, A.FinishAttackers, A.DeclareBlocker, A.FinishBlockers)
_CHECKED_BY_HOST = (A.Discard, A.PutOnBottom, A.ChooseTargets, A.AssignCombatDamage)


class RemoteBridge(QObject):
    """The seat ``player`` of a network game, for the table (``GameBridge``'s signals and
    reading methods).

    Signals:
        applied(object, list): an update arrived: None (the action was the host's to apply)
            and the engine events the seat may see.
        event_happened(object): one event, in order.
        refused(object, object): an action was refused: the action and the ``IllegalAction``.
        game_over(object): the game ended: the winner's index, or None for a draw.
        broken(str): an update that doesn't fit the view (the connection can't be trusted).
    """

    applied = Signal(object, list)
    event_happened = Signal(object)
    refused = Signal(object, object)
    game_over = Signal(object)
    broken = Signal(str)

    def __init__(self, player: int, pool: Any, send: Callable[[A.Action], None],
                 concede: Callable[[], None], parent: QObject | None = None,
                 deck: Sequence[str] | None = None) -> None:
        super().__init__(parent)
        self.player = player
        # The seat's own deck (card names): what its library is made of, for a search player's
        # rebuilt game (``RemoteView.determinize``, CR 401.2).
        self._view = RemoteView(player, pool, list(deck) if deck is not None else None)
        self._send = send
        self._concede = concede
        self.generation = 0
        self.conceded: int | None = None
        self.started = False
        self.history: list[A.Action] = []  # (the host keeps the game's actions)
        self._sent_for: int | None = None  # the update whose decision an action was sent for
        self._sent: A.Action | None = None
        self._queued: list[A.Action] = []  # the rest of a declaration (``_DECLARATION``)
        self._ended = False

    # ------------------------------------------------------------------ from the host

    def apply_update(self, update: dict[str, Any]) -> bool:
        """Take in one update of the seat; False (and ``broken``) if it doesn't fit."""
        try:
            self._view.apply(update)
        except ViewError as exc:
            self.broken.emit(str(exc))
            return False
        self.started = True
        self._sent_for = None
        if self._queued:  # the declaration goes on before the table reads the new decision
            if not self.submit(self._queued.pop(0)):
                self._queued.clear()
        self.generation += 1
        events = events_from_data(update.get("events"))
        for event in events:
            self.event_happened.emit(event)
        self.applied.emit(None, events)
        if self._view.over and not self._ended:
            self._ended = True
            self.game_over.emit(self._view.winner)
        return True

    def take_refusal(self, refusal: dict[str, Any]) -> None:
        """The host refused the action sent: said with its rule, and the decision is open again."""
        args = refusal.get("args") if isinstance(refusal.get("args"), dict) else {}
        error = IllegalAction(str(refusal.get("rule") or "117.1"), str(refusal.get("message") or "not_an_option"),
                              **{str(k): v for k, v in (args or {}).items()})
        action, self._sent, self._sent_for = self._sent, None, None
        self._queued.clear()
        self.generation += 1
        self.refused.emit(action, error)

    def end(self, winner: int | None, conceded: int | None = None) -> None:
        """The game ended on the host's word (a concession, the other side gone for good)."""
        if conceded is not None:
            self.conceded = conceded
        self.generation += 1
        if not self._ended:
            self._ended = True
            self._winner_override = winner
            self.game_over.emit(winner)

    _winner_override: int | None = None

    # ------------------------------------------------------------------ acting

    @property
    def waiting(self) -> bool:
        """An action was sent and its answer has not come yet."""
        return self._sent_for is not None and self._sent_for == self._view.n

    def legal_actions(self) -> list[A.Action]:
        if not self.started or self.over or not self._view.owes() or self.waiting:
            return []
        return list(self._view.legal_actions())

    def is_legal(self, action: A.Action) -> bool:
        legal = self.legal_actions()
        if action in legal:
            return True
        if isinstance(action, A.ActivateAbility) and action.mana_choice is not None:
            return dataclasses.replace(action, mana_choice=None) in legal
        if isinstance(action, _CHECKED_BY_HOST):
            return bool(legal) and getattr(action, "player", None) == self.player
        return False

    def refusal(self, action: A.Action) -> IllegalAction | None:
        """Why ``action`` would be refused, as far as the seat can tell (the host's engine has
        the last word); None if it is among the legal actions."""
        if self.over:
            return IllegalAction("104.1", "game_over")
        if self.is_legal(action):
            return None
        if getattr(action, "player", None) != self._view.decision.player or not self._view.owes():
            return IllegalAction("117.3", "not_your_decision")
        return IllegalAction("117.1", "not_an_option")

    def simulate(self, actions: Sequence[A.Action]) -> IllegalAction | None:
        """A seat without the game can't try actions on a copy of it: the host checks them
        when they are sent (None: nothing to say in advance)."""
        if self.over:
            return IllegalAction("104.1", "game_over")
        return None

    def submit(self, action: A.Action) -> bool:
        """Send ``action`` to the host if it answers the decision owed; else ``refused``."""
        if self.waiting:
            if isinstance(self._sent, _DECLARATION) and isinstance(action, _DECLARATION):
                self._queued.append(action)  # sent once the host has answered the one before
                return True
            return False  # one action per decision: the answer is on its way
        if self.over or not self.is_legal(action):
            self.refused.emit(action, self.refusal(action))
            return False
        self._sent_for, self._sent = self._view.n, action
        self.history.append(action)
        self._send(action)
        return True

    def concede(self, player: int) -> bool:
        """This seat concedes (CR 104.3a): the host ends the game, the other player winning."""
        if self.over or player != self.player:
            return False
        self.conceded = player
        self._concede()
        self.end(1 - player, conceded=player)
        return True

    # ------------------------------------------------------------------ reading the seat

    @property
    def decision(self) -> Any:
        return self._view.decision

    @property
    def over(self) -> bool:
        return self._ended or self._view.over or self.conceded is not None

    @property
    def winner(self) -> int | None:
        if self.conceded is not None:
            return 1 - self.conceded
        if self._view.over:
            return self._view.winner
        return self._winner_override

    def view(self, player: int) -> RemoteView:
        """The seat's view (of either player: the one view this side has, CR 400.2)."""
        return self._view

    def _card_view(self, obj_id: int) -> Any:
        return self._view._card(obj_id) if self._view.can_see(obj_id) else None

    def show_to(self, player: int) -> None:
        """A network seat sees only its own player's view whoever asks (``GameBridge.show_to``)."""

    def card(self, obj_id: int) -> CardDef | None:
        """The card an object is, if the seat sees it; None for a hidden one."""
        return self._view.card_def(obj_id) if self._view.can_see(obj_id) else None

    def name(self, obj_id: int) -> str:
        cv = self._card_view(obj_id)
        return str(cv.name) if cv is not None else ""

    def controller(self, obj_id: int) -> int | None:
        cv = self._card_view(obj_id)
        return int(cv.controller) if cv is not None else None

    def zone(self, obj_id: int) -> str | None:
        cv = self._card_view(obj_id)
        return str(cv.zone) if cv is not None else None

    def hand_ids(self, player: int) -> list[int]:
        """The ids of a hand's cards; for a hand the seat doesn't see, stand-in ids (negative,
        one per card: the table draws them face down)."""
        hand = self._view.hand(player)
        if isinstance(hand, int):
            return [-(1000 * (player + 1) + i) for i in range(hand)]
        return [cv.id for cv in hand]

    def library_size(self, player: int) -> int:
        return self._view.library_size(player)

    def mana_pool(self, player: int) -> list[int]:
        """Mana in the pool: counts of W, U, B, R, G and colourless (from its text)."""
        text = self._view.mana_pool(player)
        counts = [0] * 6
        for symbol in text:
            i = "WUBRGC".find(symbol.upper())
            if i >= 0:
                counts[i] += 1
        return counts

    def stack_targets(self, obj_id: int) -> tuple[Any, ...]:
        cv = self._card_view(obj_id)
        return tuple(cv.targets) if cv is not None else ()

    def is_ability(self, obj_id: int) -> bool:
        cv = self._card_view(obj_id)
        return bool(cv.is_ability) if cv is not None else False

    def blocks(self) -> list[tuple[int, int]]:
        return self._view.blocks()

    def ability(self, obj_id: int, index: int) -> ActivatedAbility | None:
        ch = self._view.characteristics(obj_id)
        if ch is None:
            return None
        return ch.activated[index] if 0 <= index < len(ch.activated) else None

    def is_mana_ability(self, obj_id: int, index: int) -> bool:
        return self._view.is_mana_ability(obj_id, index)

    def keywords(self, obj_id: int) -> frozenset[str]:
        ch = self._view.characteristics(obj_id)
        return frozenset(ch.keywords) if ch is not None else frozenset()

    def deck_name(self, player: int) -> str:
        """The name of the deck ``player`` chose, as the host says it; "" if it doesn't."""
        return self._view.deck_name(player)

    def lands_played(self, player: int) -> int:
        """Lands played this turn (CR 305.2), as the seat is told."""
        return self._view.lands_played(player)



__all__ = ["RemoteBridge"]
