"""The game: state, zones, the turn, priority and the flow of decisions.

Rules: CR 103 (starting the game), 117 (priority), 400-406 (zones), 500-514 (turn structure).
Casting is in ``casting.py``, resolving in ``resolution.py``, state-based actions in ``sba.py``,
combat in ``combat.py``, lands in ``lands.py``, continuous effects in ``layers.py``.

The engine contract: ``game.decision`` says who owes what; ``game.legal_actions()`` lists the
actions that answer it; ``game.apply(action)`` carries one out and returns the events it caused.
An illegal action raises ``IllegalAction`` and leaves the game exactly as it was.
"""
from __future__ import annotations

from typing import Any, Callable, Iterable, Sequence

from . import actions as A
from . import events as E
from .abilities import ActivatedAbility, StaticAbility, TriggeredAbility
from .decisions import Decision, DecisionKind
from .errors import GameOverError, IllegalAction
from .layers import ContinuousEffect, compute
from .mana import mana_string
from .rng import GameRng
from .objects import CardDef, Characteristics, GameObject, Player, PlayerRef, Zone  # noqa: F401 - PlayerRef is re-exported
from .steps import TURN_ORDER, Step
from .wellformed import check_well_formed

VARIANTS = ("modern", "classic")
HAND_SIZE = 7
STARTING_LIFE = 20


class StackAbility:
    """An activated or triggered ability on the stack (CR 113.1b, 602.2a, 603.3)."""

    __slots__ = ("id", "card", "source", "ability", "controller", "owner", "targets", "x", "zone", "chosen")

    def __init__(self, obj_id: int, source: GameObject, ability: ActivatedAbility | TriggeredAbility, controller: int,
                 card: CardDef | None = None, source_id: int | None = None) -> None:
        self.id = obj_id
        self.card = card if card is not None else source.card
        self.source = source_id if source_id is not None else source.id
        self.ability = ability
        self.controller = controller
        self.owner = controller
        self.targets: tuple[Any, ...] = ()
        self.x = 0
        self.zone = Zone.STACK
        self.chosen: tuple[Any, ...] = ()

    def copy(self) -> "StackAbility":
        new = StackAbility.__new__(StackAbility)
        for s in StackAbility.__slots__:
            setattr(new, s, getattr(self, s))
        return new

    @property
    def name(self) -> str:
        return self.card.name

    def state(self) -> tuple[Any, ...]:
        return tuple(getattr(self, s) for s in StackAbility.__slots__)

    def __repr__(self) -> str:
        return f"<ability of {self.card.name}#{self.id}>"


class Rewind:
    """The position before a spell or ability began to be cast or activated (CR 726.1).

    Casting only moves the card to the stack, activates mana abilities (tapping permanents,
    adding mana, paying life, sacrificing) and records choices on the new stack object, so this
    keeps the zones and players by copy and each permanent's tapped status; the object instances
    themselves are untouched by a zone change (it makes new objects: CR 400.7)."""

    __slots__ = ("objects", "battlefield", "stack", "players", "tapped", "next_id", "next_timestamp",
                 "priority", "passes", "activated_this_turn", "triggered", "decision", "pending")

    def __init__(self, game: "Game") -> None:
        self.objects = dict(game.objects)
        self.battlefield = list(game.battlefield)
        self.stack = list(game.stack)
        self.players = [p.copy() for p in game.players]
        self.tapped = [(game.objects[i], game.objects[i].tapped) for i in game.battlefield]
        self.next_id = game.next_id
        self.next_timestamp = game.next_timestamp
        self.priority = game.priority
        self.passes = game.passes
        self.activated_this_turn = list(game.activated_this_turn)
        self.triggered = list(game.triggered)
        self.decision = game.decision
        self.pending = game.pending

    def restore_into(self, game: "Game") -> None:
        for obj, tapped in self.tapped:
            obj.tapped = tapped
        game.objects = dict(self.objects)
        game.battlefield = list(self.battlefield)
        game.stack = list(self.stack)
        game.players = [p.copy() for p in self.players]
        game.next_id = self.next_id
        game.next_timestamp = self.next_timestamp
        game.priority = self.priority
        game.passes = self.passes
        game.activated_this_turn = list(self.activated_this_turn)
        game.triggered = list(self.triggered)
        game.decision = self.decision
        game.pending = self.pending
        game.casting = None
        game._dirty()

    def copy_for(self, objects: dict[int, Any]) -> "Rewind":
        """The same snapshot for a clone of the game: its objects are the clone's own copies where
        they still exist, fresh copies otherwise, so that the two games share no mutable object."""
        new = Rewind.__new__(Rewind)
        copies: dict[int, Any] = {}
        for k, o in self.objects.items():
            copies[k] = objects[k] if k in objects and objects[k].__class__ is o.__class__ and objects[k].card is o.card \
                and objects[k].zone is o.zone else o.copy()
        new.objects = copies
        new.battlefield = list(self.battlefield)
        new.stack = list(self.stack)
        new.players = [p.copy() for p in self.players]
        new.tapped = [(copies[o.id] if o.id in copies else o.copy(), t) for o, t in self.tapped]
        for attr in ("next_id", "next_timestamp", "priority", "passes", "decision", "pending"):
            setattr(new, attr, getattr(self, attr))
        new.activated_this_turn = list(self.activated_this_turn)
        new.triggered = list(self.triggered)
        return new


class Game:
    """One game of Magic between two players (indices 0 and 1)."""

    def __init__(self, *, seed: int = 0, variant: str = "modern") -> None:
        if variant not in VARIANTS:
            raise ValueError(f"unknown variant {variant!r}; expected one of {VARIANTS}")
        self.variant = variant
        self.seed = seed
        self.rng = GameRng(seed)
        self.players: list[Player] = [Player(0, STARTING_LIFE), Player(1, STARTING_LIFE)]
        self.objects: dict[int, Any] = {}
        self.battlefield: list[int] = []
        self.stack: list[int] = []
        self.effects: list[ContinuousEffect] = []
        self.shields: list[tuple[Any, int]] = []  # prevention shields until end of turn (CR 615)
        self.regeneration: dict[int, int] = {}  # regeneration shields until end of turn (CR 701.15)
        self.cant_regenerate: set[int] = set()  # "can't be regenerated" this turn
        self.prevent_combat_damage = False  # "Prevent all combat damage that would be dealt this turn."
        self.activated_this_turn: list[tuple[int, int]] = []  # for "Activate only once each turn."
        self.next_id = 1
        self.next_timestamp = 1
        self.turn = 1
        self.active = 0
        self.starting_player = 0
        self.step = Step.UNTAP
        self.turn_steps: list[Step] = list(TURN_ORDER)  # this turn's steps, with added phases (CR 500.8)
        self.step_index = 0
        self.attacked_this_turn: list[int] = []  # creatures declared as attackers this turn
        self.priority: int | None = None
        self.passes = 0
        self.decision: Decision = Decision(0, DecisionKind.PRIORITY)
        self.winner: int | None = None
        self.over = False
        self.casting: Any = None  # casting.Casting while a spell or ability is being cast
        self.resolving: Any = None  # resolution.Resolving while a resolution waits for a choice
        self.combat: Any = None  # combat.Combat during the combat phase
        self.pending: Decision | None = None  # a decision other than priority that is owed
        self.triggered: list[Any] = []  # triggered abilities waiting to be put on the stack (CR 603.3)
        self.cleanup_again = False
        self.tokens_made = False  # whether any token exists, so 704.5d is only checked then
        self.sba_needed = False  # nothing has changed since state-based actions were last checked
        self._chars: dict[int, Characteristics] = {}
        self._static_ids: list[int] | None = None
        self._legal: list[A.Action] | None = None
        self._events: list[E.Event] = []
        self._observers: list[Callable[[E.Event], None]] = []

    # ------------------------------------------------------------------ construction

    @classmethod
    def new(
        cls,
        decks: Sequence[Sequence[CardDef]],
        *,
        seed: int = 0,
        variant: str = "modern",
        starting_player: int | None = None,
    ) -> "Game":
        """Start a game (CR 103): shuffle, choose who plays first, draw seven, mulligans."""
        game = cls(seed=seed, variant=variant)
        for p, deck in enumerate(decks):
            for card in deck:
                game.create_object(card, p, Zone.LIBRARY)
            game.shuffle(p)  # CR 103.3
        if starting_player is None:
            starting_player = game.rng.randrange(2)  # CR 103.2: chosen at random
        game.starting_player = starting_player
        game.active = starting_player
        for p in (starting_player, 1 - starting_player):
            for _ in range(HAND_SIZE):  # CR 103.5
                game.draw(p)
        game.require(starting_player, DecisionKind.MULLIGAN, "mulligan")
        game._events.clear()
        return game

    def create_object(self, card: CardDef, owner: int, zone: Zone, *, token: bool = False,
                      controller: int | None = None, bottom: bool = False) -> GameObject:
        """Put a new object into a zone (setup, tokens: CR 111.1). Libraries fill top last."""
        obj = GameObject(self._new_id(), card, owner, zone, token=token)
        self.objects[obj.id] = obj
        if token:
            self.tokens_made = True
        if zone is Zone.BATTLEFIELD:
            obj.controller = owner if controller is None else controller
            obj.timestamp = self._new_timestamp()
            self.battlefield.append(obj.id)
        elif zone is Zone.STACK:
            self.stack.append(obj.id)
        elif bottom and zone is Zone.LIBRARY:
            self.players[owner].library.insert(0, obj.id)
        else:
            self.players[owner].zone_list(zone).append(obj.id)
        self._dirty()
        return obj

    def begin_at(self, step: Step, active: int, turn: int) -> None:
        """Place the game at the start of ``step`` with the active player holding priority (or
        owing the attack declaration), without that step's turn-based actions: for scenarios."""
        from .combat import Combat

        self._legal = None
        self.turn = turn
        self.active = active
        self.step = step
        self.turn_steps = list(TURN_ORDER)
        self.step_index = TURN_ORDER.index(step)
        self.starting_player = active if turn % 2 == 1 else 1 - active
        for p in self.players:
            p.kept = True
        self.passes = 0
        if step is Step.ATTACKERS:
            self.combat = Combat(defender=1 - active)
            self.priority = None
            self.require(active, DecisionKind.ATTACKERS, "declare_attackers")
        else:
            if step.phase.value == "combat":
                self.combat = Combat(defender=1 - active)
            self.priority = active
            self.decision = Decision(active, DecisionKind.PRIORITY)
        self._events.clear()

    # ------------------------------------------------------------------ ids, copies, state

    def _new_id(self) -> int:
        i = self.next_id
        self.next_id += 1
        return i

    def _new_timestamp(self) -> int:
        t = self.next_timestamp
        self.next_timestamp += 1
        return t

    def clone(self) -> "Game":
        """A deep copy for search (no observers, same RNG state)."""
        g = Game.__new__(Game)
        g.__dict__.update(self.__dict__)
        g.players = [p.copy() for p in self.players]
        g.objects = {k: o.copy() for k, o in self.objects.items()}
        g.battlefield = list(self.battlefield)
        g.stack = list(self.stack)
        g.effects = list(self.effects)
        g.shields = list(self.shields)
        g.regeneration = dict(self.regeneration)
        g.cant_regenerate = set(self.cant_regenerate)
        g.activated_this_turn = list(self.activated_this_turn)
        g.triggered = list(self.triggered)
        g.turn_steps = list(self.turn_steps)
        g.attacked_this_turn = list(self.attacked_this_turn)
        g.rng = self.rng.copy()
        g.casting = self.casting.copy() if self.casting is not None else None
        if g.casting is not None and isinstance(g.casting.rewind, Rewind):
            g.casting.rewind = g.casting.rewind.copy_for(g.objects)
        g.resolving = self.resolving.copy() if self.resolving is not None else None
        g.combat = self.combat.copy() if self.combat is not None else None
        g._chars = {}
        g._legal = None
        g._static_ids = None
        g.sba_needed = True
        g._events = []
        g._observers = []
        return g

    def snapshot(self) -> "Rewind":
        """What casting can change, kept cheaply so that the cast can be taken back (CR 726):
        the zones, the players (pools, life, hands), the permanents' tapped status, ids."""
        return Rewind(self)

    def restore(self, other: "Game") -> None:
        """Become a copy of ``other`` (used to take back an action: CR 726)."""
        observers = self._observers
        events = self._events
        copy = other.clone()
        self.__dict__.update(copy.__dict__)
        self._observers = observers
        self._events = events

    def state(self) -> tuple[Any, ...]:
        """Everything that defines the position, as a comparable value."""
        return (
            self.variant, self.rng.getstate(), tuple(p.state() for p in self.players),
            tuple(sorted((k, o.state()) for k, o in self.objects.items())),
            tuple(self.battlefield), tuple(self.stack), tuple(self.effects), tuple(self.shields),
            tuple(sorted(self.regeneration.items())), tuple(sorted(self.cant_regenerate)),
            self.prevent_combat_damage, tuple(self.activated_this_turn), self.next_id,
            self.next_timestamp, self.turn, self.active, self.step, tuple(self.turn_steps), self.step_index,
            tuple(self.attacked_this_turn), self.priority, self.passes,
            self.decision, self.winner, self.over,
            self.casting.state() if self.casting else None,
            self.resolving.state() if self.resolving else None,
            self.combat.state() if self.combat else None,
            self.pending, tuple(self.triggered), self.starting_player,
        )

    # ------------------------------------------------------------------ observers and events

    def subscribe(self, callback: Callable[[E.Event], None]) -> None:
        self._observers.append(callback)

    def emit(self, event: E.Event) -> None:
        self._events.append(event)

    # ------------------------------------------------------------------ queries

    def characteristics(self, obj_id: int) -> Characteristics:
        """Characteristics after continuous effects (CR 613), cached until something changes."""
        try:
            return self._chars[obj_id]
        except KeyError:
            ch = self._chars[obj_id] = compute(self, self.objects[obj_id])
            return ch

    def _dirty_one(self, obj_id: int) -> None:
        """Only ``obj_id``'s characteristics may have changed (it moved, or an effect was added to
        it); everything else stays cached."""
        self._legal = None
        self._chars.pop(obj_id, None)
        self.sba_needed = True

    def _dirty(self) -> None:
        """Something changed that may change characteristics or call for a state-based action."""
        self._legal = None
        self._chars.clear()
        self._static_ids = None
        self.sba_needed = True

    def static_sources(self) -> list[int]:
        """Permanents with static abilities that may affect other objects (CR 604)."""
        if self._static_ids is None:
            self._static_ids = [
                i for i in self.battlefield
                if self.objects[i].attached_to is not None
                and any(isinstance(a, StaticAbility) for a in self.objects[i].card.abilities)
            ]
        return self._static_ids

    def has_static_sources(self) -> bool:
        return bool(self.static_sources())

    def is_creature(self, obj_id: int) -> bool:
        return "Creature" in self.characteristics(obj_id).types

    def permanents(self, controller: int | None = None) -> list[GameObject]:
        objs = [self.objects[i] for i in self.battlefield]
        if controller is None:
            return objs
        return [o for o in objs if o.controller == controller]

    # ------------------------------------------------------------------ zone changes

    def move(self, obj_id: int, to: Zone, *, tapped: bool = False, controller: int | None = None,
             bottom: bool = False) -> int | None:
        """Move an object to another zone; it becomes a new object (CR 400.7). Cards go to
        their owner's hand, library and graveyard (CR 400.3). Returns the new id."""
        obj = self.objects[obj_id]
        src = obj.zone
        if getattr(obj, "token", False) and src is not Zone.BATTLEFIELD and src is not Zone.STACK:
            return obj_id  # CR 110.5g: a token that has left the battlefield can't move again
        # CR 603.10a: leaves-the-battlefield abilities look back at the permanent as it was.
        was_creature = src is Zone.BATTLEFIELD and "Creature" in self.characteristics(obj_id).types
        self._remove_from_zone(obj)
        del self.objects[obj_id]
        if isinstance(obj, StackAbility):
            return None
        new = GameObject(self._new_id(), obj.card, obj.owner, to, token=obj.token)
        self.objects[new.id] = new
        if to is Zone.BATTLEFIELD:
            new.controller = obj.controller if controller is None else controller
            new.sick = True  # CR 302.6: came under its controller's control this turn
            new.tapped = tapped  # CR 110.6b: untapped unless an effect says otherwise
            new.timestamp = self._new_timestamp()  # CR 613.7d
            self.battlefield.append(new.id)
        elif to is Zone.STACK:
            new.controller = obj.controller if controller is None else controller
            self.stack.append(new.id)
        elif to is Zone.LIBRARY and bottom:
            self.players[obj.owner].library.insert(0, new.id)
        else:
            self.players[obj.owner].zone_list(to).append(new.id)
        if src is Zone.BATTLEFIELD:
            self._left_battlefield(obj)
        if obj.card.has_statics or src is Zone.BATTLEFIELD and obj.attached_to is not None:
            self._dirty()  # an Aura's effects come or go: any permanent may change
        else:
            self._dirty_one(obj_id)
        self.emit(E.CardMoved(obj_id, new.id, obj.card.name, obj.owner, src.value, to.value))
        if obj.card.has_triggers:
            if to is Zone.BATTLEFIELD:
                _triggers.fire(self, "enters", new)  # CR 603.6a
            elif was_creature and to is Zone.GRAVEYARD:
                _triggers.fire(self, "dies", obj)  # CR 700.4
        return new.id

    def _remove_from_zone(self, obj: Any) -> None:
        z = obj.zone
        if z is Zone.BATTLEFIELD:
            self.battlefield.remove(obj.id)
        elif z is Zone.STACK:
            self.stack.remove(obj.id)
        else:
            self.players[obj.owner].zone_list(z).remove(obj.id)

    def _left_battlefield(self, obj: GameObject) -> None:
        """Bookkeeping when a permanent leaves: combat (CR 506.4), effects that followed it."""
        if self.combat is not None:
            self.combat.remove(obj.id)
        self.effects = [e for e in self.effects if e.affected != obj.id]

    def cease_to_exist(self, obj_id: int) -> None:
        """A token outside the battlefield ceases to exist (CR 110.5f, 704.5d)."""
        obj = self.objects[obj_id]
        self._remove_from_zone(obj)
        del self.objects[obj_id]
        self._dirty()
        self.emit(E.CardMoved(obj_id, None, obj.card.name, obj.owner, obj.zone.value, "none"))

    def draw(self, player: int) -> int | None:
        """Draw a card (CR 121.1); from an empty library, mark the loss (CR 121.4, 704.5b)."""
        lib = self.players[player].library
        if not lib:
            self.players[player].drew_from_empty = True
            self.sba_needed = True
            return None
        return self.move(lib[-1], Zone.HAND)

    def shuffle(self, player: int) -> None:
        """Randomise a library (CR 701.20) with the game's seeded RNG."""
        self.rng.shuffle(self.players[player].library)
        self.emit(E.Shuffled(player))

    def tap(self, obj_id: int) -> None:
        obj = self.objects[obj_id]
        if not obj.tapped:
            obj.tapped = True
            self.emit(E.Tapped(obj_id))

    def untap(self, obj_id: int) -> None:
        obj = self.objects[obj_id]
        if obj.tapped:
            obj.tapped = False
            self.emit(E.Untapped(obj_id))

    def add_mana(self, player: int, counts: Iterable[int]) -> None:
        """Add mana to a player's pool (CR 106.4)."""
        pool = self.players[player].pool
        for i, n in enumerate(counts):
            pool[i] += n
        self.emit(E.ManaAdded(player, mana_string(counts)))

    def change_life(self, player: int, amount: int) -> None:
        p = self.players[player]
        old = p.life
        p.life += amount
        self.sba_needed = True
        if amount:
            self.emit(E.LifeChanged(player, old, p.life))

    def deal_damage(self, source: int, recipient: Any, amount: int, *, combat: bool = False) -> int:
        """Deal damage, after prevention (CR 120, 615): see ``damage.py``."""
        return _damage.deal_damage(self, source, recipient, amount, combat=combat)

    def counter(self, obj_id: int) -> None:
        """Counter a spell or ability: it leaves the stack; a spell goes to its owner's
        graveyard (CR 701.5a)."""
        obj = self.objects[obj_id]
        if isinstance(obj, StackAbility):
            self.stack.remove(obj_id)
            del self.objects[obj_id]
        else:
            self.move(obj_id, Zone.GRAVEYARD)
        self.emit(E.Countered(obj_id))

    def destroy(self, obj_id: int) -> bool:
        """Destroy a permanent, unless it regenerates (CR 701.7, 701.15)."""
        return _damage.destroy(self, obj_id)

    def add_effect(self, kind: str, affected: int, layer: float, until: str = "end_of_turn",
                   source: int = 0, **params: Any) -> None:
        self.effects.append(
            ContinuousEffect(layer, kind, affected, tuple(sorted(params.items())), self._new_timestamp(), until, source)
        )
        self._dirty_one(affected)

    # ------------------------------------------------------------------ the flow

    def legal_actions(self) -> list[A.Action]:
        """Every action that answers the pending decision (computed once per position)."""
        cached = self._legal
        if cached is None:
            cached = self._legal = _legal_actions(self)
        return list(cached)

    def is_legal(self, action: A.Action) -> bool:
        return action in self.legal_actions()

    def apply(self, action: A.Action) -> list[E.Event]:
        """Carry out ``action``; return the events it caused. Refused: ``IllegalAction``."""
        if self.over:
            raise GameOverError("the game is over")
        check_well_formed(action)  # CR 117.1: an action of the rules, with fields of the right types
        d = self.decision
        if action.player != d.player:
            raise IllegalAction(_DECISION_RULE.get(d.kind, "117.1"), "not_your_decision",
                                player=action.player, owes=d.player, kind=d.kind.value)
        handler = _HANDLERS.get(type(action))
        if handler is None:
            raise IllegalAction("117.1", "unknown_action", action=type(action).__name__)
        self._events = []
        self._legal = None
        try:
            handler(self, action)
        finally:
            self._legal = None
        self.proceed()
        events = self._events
        self._events = []
        for obs in self._observers:
            for ev in events:
                obs(ev)
        return events

    def proceed(self) -> None:
        """Run the game on until some player owes a decision: turn-based actions, state-based
        actions (CR 117.5, 704.3), steps in which no player receives priority (502.4, 514.3)."""
        while True:
            if self.over:
                self.decision = Decision(self.winner if self.winner is not None else 0, DecisionKind.GAME_OVER)
                return
            if self.pending is not None:
                self.decision = self.pending
                return
            if sba.check(self):
                continue
            if self.over or self.pending is not None:
                continue
            if self.triggered and self.priority is not None and put_triggers_on_stack(self):
                continue
            if self.priority is None:
                advance_step(self)
                continue
            self.decision = _PRIORITY[self.priority]
            self._legal = None
            return

    def require(self, player: int, kind: DecisionKind, prompt: str = "", options: tuple[Any, ...] = (),
                count: int = 0, **data: Any) -> None:
        """Make ``player`` owe a decision other than priority; ``proceed`` stops there."""
        self.pending = Decision(player, kind, prompt, options, count, tuple(sorted(data.items())))
        self.decision = self.pending
        self._legal = None

    def clear_requirement(self) -> None:
        self.pending = None

    # ------------------------------------------------------------------ helpers for the UI and scenarios

    def player_has_priority(self, player: int) -> bool:
        return self.decision.kind is DecisionKind.PRIORITY and self.decision.player == player

    def lands_played(self, player: int) -> int:
        return self.players[player].lands_played

    def mana_pool(self, player: int) -> str:
        return mana_string(self.players[player].pool)

    def view(self, player: int) -> Any:
        from .view import PlayerView

        return PlayerView(self, player)

    def end_game(self, winner: int | None) -> None:
        """The game ends with a winner, or a draw (CR 104.2a, 104.4a)."""
        if self.over:
            return
        self.over = True
        self.winner = winner
        self.clear_requirement()
        self.emit(E.GameOver(winner))


_PRIORITY = (Decision(0, DecisionKind.PRIORITY), Decision(1, DecisionKind.PRIORITY))

_DECISION_RULE = {
    DecisionKind.PRIORITY: "117.1",
    DecisionKind.MULLIGAN: "103.5",
    DecisionKind.ATTACKERS: "508.1",
    DecisionKind.BLOCKERS: "509.1",
    DecisionKind.TARGETS: "601.2c",
    DecisionKind.PAY: "601.2h",
    DecisionKind.DISCARD: "514.1",
    DecisionKind.ASSIGN_DAMAGE: "510.1",
    DecisionKind.CHOICE: "608.2",
}

_HANDLERS: dict[type, Callable[[Game, Any], None]] = {}


def handles(*types: type) -> Callable[[Callable[[Game, Any], None]], Callable[[Game, Any], None]]:
    """Register the function that carries out an action type."""

    def deco(fn: Callable[[Game, Any], None]) -> Callable[[Game, Any], None]:
        for t in types:
            _HANDLERS[t] = fn
        return fn

    return deco


# The rules modules use the names above; importing them last registers their action handlers.
from . import damage as _damage  # noqa: E402
from . import triggers as _triggers  # noqa: E402
from . import sba  # noqa: E402
from .triggers import put_triggers_on_stack  # noqa: E402
from .turns import advance_step  # noqa: E402


def _legal_actions(game: Game) -> list[A.Action]:
    global _legal_actions
    from .legal import legal_actions

    _legal_actions = legal_actions  # import once, on first use (legal.py imports the rules modules)
    return legal_actions(game)
