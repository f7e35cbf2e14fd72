"""The bridge between the engine and the interface: the one QObject that owns a ``Game``.

Nothing in the interface changes the game except through ``GameBridge.submit(action)``, which
applies only an action that ``game.legal_actions()`` lists, and re-emits the events the engine
returns as Qt signals. Everything else here only reads: the public parts of the position that
the table draws.
"""
from __future__ import annotations

import dataclasses
from typing import Any
from collections.abc import Sequence

from PySide6.QtCore import QObject, Signal

from mtgdesk.engine import ActivatedAbility, CardDef, Game, IllegalAction
from mtgdesk.engine import actions as A
from mtgdesk.engine import events as E



#: Actions that name a whole choice of several objects, which ``legal_actions()`` doesn't list
#: one by one: the engine checks them directly (``engine/choices.py``).
_CHECKED_DIRECTLY = (A.Discard, A.PutOnBottom, A.ChooseTargets, A.AssignCombatDamage)

class GameBridge(QObject):
    """Owns a game; applies legal actions and reports what happened.

    Signals:
        applied(object, list): an action was carried out: the action and its events.
        event_happened(object): one event, in order, for observers that follow events one by one.
        refused(object, object): an action was refused: the action and the ``IllegalAction``.
        game_over(object): the game ended: the winner's index, or None for a draw.
    """

    applied = Signal(object, list)
    event_happened = Signal(object)
    refused = Signal(object, object)
    game_over = Signal(object)

    def __init__(self, game: Game, history: Sequence[A.Action] = (), parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._game = game
        self.history: list[A.Action] = list(history)
        self.generation = 0
        self.conceded: int | None = None  # the player who conceded (CR 104.3a), if one did
        self._legal: list[A.Action] | None = None
        self._legal_generation = -1
        #: The player sitting at the table (``show_to``): ``card`` names only what they may see.
        self.viewer: int | None = None

    # ------------------------------------------------------------------ changing the game

    @property
    def game(self) -> Game:
        """The game, to read. Never change it directly: use ``submit``."""
        return self._game

    def legal_actions(self) -> list[A.Action]:
        if self._legal is None or self._legal_generation != self.generation:
            self._legal = self._game.legal_actions()
            self._legal_generation = self.generation
        return list(self._legal)

    def is_legal(self, action: A.Action) -> bool:
        """Listed by ``legal_actions()``; a mana ability with a choice of mana counts as its
        listed activation (the list doesn't spell out every colour); a choice of several
        objects that the list gives as single picks (the cards to discard, the targets, a
        division of combat damage) is checked directly by the engine (issue 31)."""
        legal = self.legal_actions()
        if action in legal:
            return True
        if isinstance(action, A.ActivateAbility) and action.mana_choice is not None:
            return dataclasses.replace(action, mana_choice=None) in legal
        if isinstance(action, _CHECKED_DIRECTLY):
            return not self.over and self._game.refusal(action) is None
        return False

    def refusal(self, action: A.Action) -> IllegalAction | None:
        """Why ``action`` would be refused (the engine says, without copying the game); None if
        it is legal."""
        if self.over:
            return IllegalAction("104.1", "game_over")
        return self._game.refusal(action)

    def simulate(self, actions: Sequence[A.Action]) -> IllegalAction | None:
        """Apply ``actions`` in turn to a copy of the game: the first refusal, or None."""
        if self.over:
            return IllegalAction("104.1", "game_over")
        copy = self._game.clone()
        for action in actions:
            try:
                copy.apply(action)
            except IllegalAction as exc:
                return exc
            except Exception as exc:  # a refusal the engine didn't name
                return IllegalAction("117.1", "unknown_action", action=type(action).__name__, error=str(exc))
        return None

    def submit(self, action: A.Action) -> bool:
        """Carry out ``action`` if it is legal; otherwise emit ``refused`` with the reason."""
        if self.over or not self.is_legal(action):
            self.refused.emit(action, self.refusal(action))
            return False
        events = self._game.apply(action)
        self.history.append(action)
        self.generation += 1
        for event in events:
            self.event_happened.emit(event)
        self.applied.emit(action, events)
        if any(isinstance(e, E.GameOver) for e in events):
            self.game_over.emit(self._game.winner)
        return True

    def concede(self, player: int) -> bool:
        """``player`` concedes: they leave the game and the other player wins (CR 104.3a,
        104.2a). The engine has no action for it; the bridge ends the game for the interface."""
        if self.over:
            return False
        self.conceded = player
        self.generation += 1
        self.game_over.emit(self.winner)
        return True

    # ------------------------------------------------------------------ reading the game

    @property
    def decision(self) -> Any:
        return self._game.decision

    @property
    def over(self) -> bool:
        return self._game.over or self.conceded is not None

    @property
    def winner(self) -> int | None:
        """The winner's index, or None (a draw, or not over)."""
        if self.conceded is not None:
            return 1 - self.conceded
        return self._game.winner

    def view(self, player: int) -> Any:
        return self._game.view(player)

    def show_to(self, player: int) -> None:
        """``player`` now sits at the table (a hot-seat game changes seats): from now on
        ``card`` names only what that player may see (CR 400.2)."""
        self.viewer = player

    def card(self, obj_id: int) -> CardDef | None:
        """The card an object is, if the player at the table may see it (CR 400.2: a hand is
        private, a library face down); None for a hidden one. Before anyone sits
        (``show_to``), every card: a replay or a test reads the whole game."""
        obj = self._game.objects.get(obj_id)
        if obj is None:
            return None
        if self.viewer is not None and not self._game.view(self.viewer).can_see(obj_id):
            return None
        card: CardDef = obj.card
        return card

    def name(self, obj_id: int) -> str:
        card = self.card(obj_id)
        return card.name if card is not None else ""

    def controller(self, obj_id: int) -> int | None:
        obj = self._game.objects.get(obj_id)
        return getattr(obj, "controller", None) if obj is not None else None

    def zone(self, obj_id: int) -> str | None:
        obj = self._game.objects.get(obj_id)
        return obj.zone.value if obj is not None else None

    def hand_ids(self, player: int) -> list[int]:
        """The ids of the cards in a hand (the table shows another player's face down)."""
        return list(self._game.players[player].hand)

    def library_size(self, player: int) -> int:
        return len(self._game.players[player].library)

    def mana_pool(self, player: int) -> list[int]:
        """Mana in the pool: counts of W, U, B, R, G and colourless."""
        return list(self._game.players[player].pool)

    def stack_targets(self, obj_id: int) -> tuple[Any, ...]:
        """The targets chosen for a spell or ability on the stack (public, CR 601.2c)."""
        obj = self._game.objects.get(obj_id)
        return tuple(getattr(obj, "targets", ()) or ())

    def is_ability(self, obj_id: int) -> bool:
        """Whether a stack object is an ability rather than a spell."""
        return hasattr(self._game.objects.get(obj_id), "ability")

    def blocks(self) -> list[tuple[int, int]]:
        """(blocker, attacker) pairs of the current combat."""
        combat = self._game.combat
        return list(combat.blocks) if combat is not None and combat.blockers_done else []

    def ability(self, obj_id: int, index: int) -> ActivatedAbility | None:
        try:
            abilities = self._game.characteristics(obj_id).activated
        except KeyError:
            return None
        return abilities[index] if 0 <= index < len(abilities) else None

    def is_mana_ability(self, obj_id: int, index: int) -> bool:
        ability = self.ability(obj_id, index)
        return ability is not None and ability.is_mana

    def keywords(self, obj_id: int) -> frozenset[str]:
        """A permanent's keyword abilities, after continuous effects (public, CR 613)."""
        try:
            return frozenset(self._game.characteristics(obj_id).keywords)
        except KeyError:
            return frozenset()

    def lands_played(self, player: int) -> int:
        return self._game.lands_played(player)
