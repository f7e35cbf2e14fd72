"""The game: state, zones, the turn, priority and the flow of decisions.

Rules: CR 103 (starting the game), 117 (priority), 400-406 (zones), 500-514 (turn structure).
Casting is in ``casting.py``, resolving in ``resolution.py``, state-based actions in ``sba.py``,
combat in ``combat.py``, lands in ``lands.py``, continuous effects in ``layers.py``, zone changes
in ``zones.py``, a question asked in the middle of an action and the action carried out again
with its answer in ``questions.py``. The game stands above the rules modules and imports them; they
register how they carry out each action in ``handlers.py`` and never import the game (only its
type, for checking).

The engine contract: ``game.decision`` says who owes what; ``game.legal_actions()`` lists the
actions that answer it; ``game.apply(action)`` carries one out and returns the events it caused.
An illegal action raises ``IllegalAction`` and leaves the game exactly as it was.
"""
from __future__ import annotations

from typing import Any, cast
from collections.abc import Callable, Iterable, Sequence

from . import actions as A
from . import events as E
from . import fastpaths
# The rules modules: importing answers, casting, combat, choices, lands, resolution and turns registers
# their action handlers (handlers.py); legal.py lists the legal actions.
from . import answers as _answers
from . import casting as _casting  # noqa: F401
from . import choices as _choices  # noqa: F401
from . import damage as _damage
from . import effects as _effects  # noqa: F401 (imports every family of effect kinds: each declares its own)
from . import lands as _lands  # noqa: F401
from . import questions as _questions
from . import copies as _copies
from . import layers as _layers
from . import legal as _legal
from . import replacement as _replacement
from . import resolution as _resolution  # noqa: F401
from . import sba
from . import triggers as _triggers
from . import zones as _zones
from .combat import Combat
from .decisions import DECISION_RULE, Decision, DecisionKind, Question
from .errors import GameOverError, IllegalAction
from .handlers import FULLY_CHECKED, HANDLERS, REFUSALS
from .partial import LAYER_CONTROL, LAYER_TYPE
from .questions import AskFrame
from .layers import ContinuousEffect, compute
from .layer_reads import effect_changes_statics
from .mana import mana_string
from .rng import GameRng
from .state import copy_state, state_value
from .objects import CardDef, Characteristics, GameObject, LastKnown, Player, PlayerRef, Zone  # noqa: F401 - re-exported
from .stack import StackAbility
from .steps import TURN_ORDER, Step
from .triggers import LISTENED as _LISTENED
from .triggers import put_triggers_on_stack
from .turns import HAND_SIZE, advance_step
from .view import PlayerView
from .wellformed import check_well_formed

VARIANTS = ("modern", "classic")
STARTING_LIFE = 20


class Game:
    """One game of Magic between two players (indices 0 and 1).

    Its attributes are declared once, in ``state.py``: that declaration drives ``clone()``,
    ``state()`` and the rewind of a cancelled cast.
    """

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
        self.replacements: list[Any] = []  # replacement.Replacement values (CR 614, 615)
        self.delayed: list[Any] = []  # triggers.DelayedTrigger values (CR 603.7)
        self.lki: dict[int, LastKnown] = {}  # CR 608.2h, 113.7a
        self.left_together: list[int] = []  # CR 603.10a: left the battlefield in this event
        self.activated_this_turn: list[tuple[int, int]] = []  # for "Activate only once each turn."
        self.next_id = 1
        self.next_timestamp = 1
        self.turn = 1
        self.active = 0
        self.starting_player = 0
        self.step = Step.UNTAP
        self.turn_steps: list[Step] = list(TURN_ORDER)  # this turn's steps, with added phases (CR 500.8)
        self.step_index = 0
        self.skipped: list[tuple[int, str]] = []  # (player, step or phase name) to skip (CR 614.10)
        self.extra_turns: list[int] = []  # the turn queue (CR 500.7)
        self.attacked_this_turn: list[int] = []  # creatures declared as attackers this turn
        self.turn_record: dict[str, Any] = {}  # what happened this turn ("this turn" conditions)
        self.priority: int | None = None
        self.passes = 0
        self.decision: Decision = Decision(0, DecisionKind.PRIORITY, Question.PRIORITY)
        self.pending: Decision | None = None  # a decision other than priority that is owed
        self.winner: int | None = None
        self.over = False
        self.casting: Any = None  # casting.Casting while a spell or ability is being cast
        self.resolving: Any = None  # resolution.Resolving while a resolution waits for a choice
        self.combat: Any = None  # combat.Combat during the combat phase
        self.frames: list[Any] = []  # rules procedures waiting for a decision (``ask``)
        self.triggered: list[Any] = []  # triggered abilities waiting to be put on the stack (CR 603.3)
        self.trigger_queue: list[Any] = []  # ordered, being put on the stack now (CR 603.3b)
        self.state_triggered: set[tuple[int, int]] = set()  # CR 603.8
        self.cleanup_again = False
        self.tokens_made = False  # whether any token exists, so 704.5d is only checked then
        self.sba_needed = False  # nothing has changed since state-based actions were last checked
        self._chars: dict[int, Characteristics] = {}
        self._activators: dict[Any, Any] | None = None  # payment.py: who can activate what (a fast path)
        self._static_ids: list[int] | None = None
        self._statics_index: Any = None  # statics_index._StaticsIndex: the static abilities of ``_static_ids``
        self._graveyard_acts: tuple[bool, ...] | None = None  # acts_from_graveyard
        self._listeners: dict[type, list[Any]] | None = None
        self._control_check = True  # whether a permanent's controller may differ from layer 2's
        self._legal: list[A.Action] | None = None
        self._listed: A.Action | None = None  # the action carried out, if listed (``questions.carry_out``)
        self._useful: list[A.Action] | None = None  # legal.py: the non-mana actions at priority
        self._answers: list[Any] = []
        # (position, what to carry out from it, answers left, events before it): set by
        # ``checkpoint`` while an action is carried out.
        self._checkpoint: tuple[Game, Any, tuple[Any, ...], int] | None = None
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
        game.require(starting_player, DecisionKind.MULLIGAN, Question.MULLIGAN)
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
            obj.controller = obj.base_controller = owner if controller is None else controller
            obj.timestamp = self._new_timestamp()
            self.battlefield.append(obj.id)
        elif zone is Zone.STACK:
            self.stack.append(obj.id)
        elif bottom and zone is Zone.LIBRARY:
            self.players[owner].library.insert(0, obj.id)
        else:
            self.players[owner].zone_list(zone).append(obj.id)
        self._graveyard_acts = None
        self._dirty()
        return obj

    def begin_at(self, step: Step, active: int, turn: int) -> None:
        """Place the game at the start of ``step`` with the active player holding priority (or
        owing the attack declaration), without that step's turn-based actions: for scenarios."""
        self._legal = self._useful = None
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
            self.require(active, DecisionKind.ATTACKERS, Question.DECLARE_ATTACKERS)
        else:
            if step.phase.value == "combat":
                self.combat = Combat(defender=1 - active)
            self.priority = active
            self.decision = Decision(active, DecisionKind.PRIORITY, Question.PRIORITY)
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
        """A deep copy for search: every declared field copied (``state.py``), no observers,
        the same RNG state. Immutable values are shared."""
        g = Game.__new__(Game)
        copy_state(self, g)
        return g

    def snapshot(self) -> "Game":
        """The position now, to go back to (a cancelled cast, CR 726; a question asked in the
        middle of an action). The snapshot is never changed: ``restore`` copies it."""
        return self.clone()

    def restore(self, other: "Game") -> None:
        """Become a copy of ``other`` (used to take back an action: CR 726); observers and the
        events of the action under way are kept."""
        observers = self._observers
        events = self._events
        copy_state(other, self)
        self._observers = observers
        self._events = events

    def state(self) -> tuple[Any, ...]:
        """Everything that defines the position, as a comparable value (``state.py``)."""
        return state_value(self)

    # ------------------------------------------------------------------ observers and events

    def subscribe(self, callback: Callable[[E.Event], None]) -> None:
        self._observers.append(callback)

    def emit(self, event: E.Event) -> None:
        """Record an event; triggered abilities are matched against it (CR 603.2)."""
        self._events.append(event)
        cls = type(event)
        if cls not in _LISTENED:
            return  # no trigger kind listens to it (priority passes, mana, taps...)
        listeners = self._listeners
        if listeners is None:
            listeners = self._listeners = _triggers.listeners(self)
        if cls in listeners or self.delayed or (self.left_together and cls is E.CardMoved) \
                or cls is E.Discarded:  # a discarded card's own trigger (from the graveyard)
            _triggers.match(self, event, listeners.get(cls, ()))

    # ------------------------------------------------------------------ queries

    def characteristics(self, obj_id: int) -> Characteristics:
        """Characteristics after continuous effects (CR 613), cached until something changes;
        for an object that has left its zone, its last known ones (CR 608.2h)."""
        try:
            return self._chars[obj_id]
        except KeyError:
            obj = self.objects.get(obj_id)
            if obj is None:
                return self.lki[obj_id].characteristics
            if _layers.in_progress(obj_id):
                return compute(self, obj)  # its printed values, breaking a loop: never cached
            ch = compute(self, obj)
            if obj.zone is Zone.BATTLEFIELD or obj.card.printed_pt is None:
                self._chars[obj_id] = ch  # a "*" counted elsewhere is counted each time (CR 604.3)
            return ch

    def last_known(self, obj_id: int) -> "LastKnown | None":
        """The object as it is now, or as it last existed in the zone it left (CR 608.2h, 113.7a)."""
        obj = self.objects.get(obj_id)
        if obj is not None and not isinstance(obj, StackAbility):
            return LastKnown.of(self, obj)
        return self.lki.get(obj_id)

    def _dirty_one(self, obj_id: int, battlefield: bool = True) -> None:
        """Only ``obj_id``'s characteristics may have changed (it moved, or an effect was added to
        it); everything else stays cached. ``battlefield``: whether the battlefield may have
        changed (not for a card drawn or cast)."""
        self._legal = self._useful = None
        self._chars.pop(obj_id, None)
        self._chars.pop(-1 - obj_id, None)  # (its abilities as a static source: layers._source_abilities)
        if battlefield:
            self._activators = None
            self.sba_needed = True
        elif not fastpaths.ENABLED:
            # A card moving between other zones, with no static ability counting it, makes no
            # state-based action apply (CR 704.5: players and permanents; a token leaving the
            # battlefield is a battlefield change).
            self.sba_needed = True

    def _dirty(self) -> None:
        """Something changed that may change characteristics or call for a state-based action."""
        self._legal = self._useful = None
        self._chars.clear()
        self._activators = None
        self._static_ids = None
        self._listeners = None
        self.sba_needed = True

    def copiable_card(self, obj_id: int) -> CardDef:
        """The copiable values of an object (CR 706.2): its card, or what a copy effect made it
        (``layers.copiable_card``)."""
        card: CardDef = _copies.copiable_card(self, obj_id)
        return card

    def static_sources(self) -> list[int]:
        """Permanents with static abilities (CR 604), whose effects may apply to any object."""
        if self._static_ids is None:
            # A copy's static abilities are those of what it copies (CR 706.2, 707.2).
            self._static_ids = [i for i in self.battlefield
                                if _zones.has_effect_statics(_copies.copiable_card(self, i))]
        return self._static_ids

    def has_static_sources(self) -> bool:
        ids = self._static_ids
        return bool(ids if ids is not None else self.static_sources())

    def acts_from_graveyard(self, player: int) -> bool:
        """Whether a card ``player`` owns has an ability that functions in a graveyard (CR
        113.6k); the cards of a game don't change, so this is worked out once."""
        found = self._graveyard_acts
        if found is None:
            found = self._graveyard_acts = tuple(
                any(o.card.acts_from_graveyard for o in self.objects.values() if o.owner == p)
                for p in range(len(self.players)))
        return found[player] or not fastpaths.ENABLED

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
        """Move an object to another zone; it becomes a new object (CR 400.7): ``zones.move``.
        Returns the new id."""
        return _zones.move(self, obj_id, to, tapped=tapped, controller=controller, bottom=bottom)

    def attach(self, obj_id: int, to: int | None) -> None:
        """Attach an Aura or Equipment to a permanent, or unattach it (CR 303.4, 301.5c)."""
        self.objects[obj_id].attached_to = to
        self._control_check = True  # "You control enchanted permanent" follows the Aura
        self._dirty()

    def cease_to_exist(self, obj_id: int) -> None:
        """A token outside the battlefield ceases to exist (CR 110.5f, 704.5d)."""
        obj = self.objects[obj_id]
        _zones.remove_from_zone(self, obj)
        del self.objects[obj_id]
        self._dirty()
        self.emit(E.CardMoved(obj_id, None, obj.card.name, obj.owner, obj.zone.value, "none"))

    def draw(self, player: int) -> int | None:
        """Draw a card (CR 121.1): ``zones.draw``. Returns the new id, or None."""
        return _zones.draw(self, player)

    def discard(self, card: int, by: int | None = None) -> int | None:
        """Discard a card: from its owner's hand to their graveyard (CR 701.9a); ``by``: the
        controller of the spell or ability that causes it."""
        owner = self.objects[card].owner
        new_id = self.move(card, Zone.GRAVEYARD)
        if new_id is not None:
            self.record("discarded", owner)
            self.emit(E.Discarded(owner, new_id, by))
        return new_id

    def sacrifice(self, obj_id: int) -> int | None:
        """Sacrifice a permanent: its controller moves it to its owner's graveyard (CR 701.17a);
        it isn't destroyed, so regeneration can't replace it."""
        obj = self.objects.get(obj_id)
        if obj is None or obj.zone is not Zone.BATTLEFIELD:
            return None
        return self.move(obj_id, Zone.GRAVEYARD)

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
        """Gain or lose life (CR 119.3), after replacement effects (614.1a)."""
        if amount and (self.replacements or self.has_static_sources()):
            ev = _replacement.replace(self, _replacement.LifeChange(player, amount))
            if ev is None:
                return
            assert isinstance(ev, _replacement.LifeChange)
            amount = ev.amount
        p = self.players[player]
        old = p.life
        p.life += amount
        self.sba_needed = True
        if amount:
            if amount > 0:
                self.record("life_gained", player, amount)
            else:
                self.record("life_lost", player, -amount)
            self.emit(E.LifeChanged(player, old, p.life))

    def record(self, what: str, player: int, amount: int = 1) -> None:
        """Count what a player did or had done this turn (cards drawn, life lost...), for
        conditions such as "if an opponent lost life this turn"."""
        key = f"{what}:{player}"
        self.turn_record[key] = self.turn_record.get(key, 0) + amount

    def recorded(self, what: str, player: int) -> int:
        return int(self.turn_record.get(f"{what}:{player}", 0))

    def deal_damage(self, source: int, recipient: Any, amount: int, *, combat: bool = False) -> int:
        """Deal damage, after replacement and prevention (CR 120, 614, 615): see ``damage.py``."""
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

    def destroy(self, obj_id: int, *, regenerate: bool = True) -> bool:
        """Destroy a permanent, unless it regenerates (CR 701.7, 701.15)."""
        return _damage.destroy(self, obj_id, regenerate=regenerate)

    def add_effect(self, kind: str, affected: int, layer: float, until: str = "end_of_turn",
                   source: int = 0, **params: Any) -> None:
        """A continuous effect from a resolving spell or ability, on one object (CR 611.2c)."""
        effect = ContinuousEffect(layer, kind, affected, tuple(sorted(params.items())), self._new_timestamp(), until,
                                  source)
        self.effects.append(effect)
        if layer <= LAYER_TYPE or (effect_changes_statics(effect) and affected in self.static_sources()):
            # control, text and type: others' filters and counts may now see it differently; a
            # static source's static abilities taken away or changed: what they apply to changes
            # (CR 613.1f)
            self._control_check = self._control_check or layer <= LAYER_CONTROL
            self._dirty()
        else:
            self._dirty_one(affected)

    def add_replacement(self, kind: str, source: int, controller: int, until: str = "end_of_turn",
                        **params: Any) -> None:
        """A replacement or prevention effect from a resolving spell or ability (CR 614.1, 615.1)."""
        name = self.last_known(source)
        self.replacements.append(_replacement.Replacement(
            kind, source, name.characteristics.name if name is not None else "", controller,
            tuple(sorted(params.items())), until, self._new_timestamp()))
        self._legal = self._useful = None

    # ------------------------------------------------------------------ choices anywhere (questions.py)

    def ask(self, player: int, kind: DecisionKind, question: Question, options: tuple[Any, ...],
            count: int = 1, **data: Any) -> Any:
        """Ask ``player`` a question in the middle of any rules procedure and return the answer:
        the one way a rules procedure asks (issue 31; ``questions.ask``)."""
        return _questions.ask(self, player, kind, question, options, count, **data)

    def ask_again(self, frame: AskFrame, start: "Game") -> None:
        """Carry out again, from the position ``start`` (a determinized game), the action a
        question was asked in, with the answers given before it (``questions.ask_again``)."""
        _questions.ask_again(self, frame, start)

    def checkpoint(self, resume: Any) -> None:
        """A turn-based action that may ask a question is about to be performed in the step
        that has just begun (CR 510.1-510.2, 504.1): a question asked from here is answered by
        carrying the rest out again from this point (``questions.checkpoint``)."""
        _questions.checkpoint(self, resume)

    def _may_ask(self) -> bool:
        """Whether the next action might ask a question in the middle (CR 616.1;
        ``questions.may_ask``)."""
        return _questions.may_ask(self)

    # ------------------------------------------------------------------ the flow

    def legal_actions(self) -> list[A.Action]:
        """Every action that answers the pending decision (computed once per position)."""
        cached = self._legal
        if cached is None:
            cached = self._legal = _legal.legal_actions(self)
        return list(cached)

    def non_mana_actions(self) -> list[A.Action]:
        """At priority, the legal actions other than passing and activating mana abilities
        (CR 605.1a): playing a land, casting a spell, activating another ability; in the order
        of ``legal_actions``. Listed without the mana abilities when they haven't been listed
        (a fast path); empty for any other decision."""
        if self.decision.kind is not DecisionKind.PRIORITY or self.over:
            return []
        useful = self._useful
        if useful is None:
            if fastpaths.ENABLED:
                useful = _legal.non_mana_actions(self)
            else:
                self.legal_actions()
                useful = self._useful
                assert useful is not None
        return list(useful)

    def only_pass(self) -> bool:
        """At priority: whether passing is the only legal action (CR 117.3d). Answered without
        listing every action where it can be: any other action, or a mana ability that can be
        activated (CR 605.3a), answers no (a fast path)."""
        if self.decision.kind is not DecisionKind.PRIORITY or self.over:
            return False
        legal = self._legal
        if legal is None and fastpaths.ENABLED:
            if self._useful or _legal.any_mana_ability(self, self.decision.player):
                return False
        return len(self.legal_actions()) == 1

    # ``is_legal``, ``refusal`` and ``apply`` take any object (typed ``object``, not ``A.Action``):
    # what is not an action is refused citing CR 117.1, never with a TypeError (compiled by mypyc,
    # a parameter's declared type is checked on the call).

    def is_legal(self, action: object) -> bool:
        return self.refusal(action) is None

    def refusal(self, action: object) -> IllegalAction | None:
        """Why ``action`` would be refused now, citing its rule, or None if it is legal; the game
        is not changed and not cloned (the refusal functions are the ones ``apply`` uses)."""
        if self.over:
            return IllegalAction("104.1", "game_over")
        d = self.decision
        refusal = self._whose_decision(action)
        if refusal is not None:
            return refusal
        action = cast(A.Action, action)  # an action of the rules (CR 117.1): _whose_decision checked
        if self.frames and isinstance(self.frames[-1], AskFrame):
            return _answers.question_refusal(self, action)  # the answer to a question ``ask`` asked
        check = REFUSALS.get(type(action))
        if check is not None:
            found = check(self, action)
            if found is not None or type(action) in FULLY_CHECKED:
                return found
        if action in self.legal_actions():
            return None
        return IllegalAction(DECISION_RULE.get(d.kind, "117.1"), "not_an_option", kind=d.kind.value)

    def _whose_decision(self, action: object) -> IllegalAction | None:
        """An action must be one of the rules' actions, taken by the player who owes the
        decision (CR 117.1 and the decision's rule)."""
        d = self.decision
        if not isinstance(action, A.Action):
            return IllegalAction("117.1", "unknown_action", action=type(action).__name__)
        if action.player != d.player:
            return IllegalAction(DECISION_RULE.get(d.kind, "117.1"), "not_your_decision",
                                 player=action.player, owes=d.player, kind=d.kind.value)
        return None

    def apply(self, action: object) -> list[E.Event]:
        """Carry out ``action``; return the events it caused. Refused: ``IllegalAction``."""
        if self.over:
            raise GameOverError("the game is over")
        listed: A.Action | None = None
        candidates: Sequence[A.Action] | None = self._legal
        if candidates is None:
            candidates = self._useful or ()
        for found in candidates:
            if found is action:
                listed = found  # one of the actions listed for this decision: well formed
                break
        else:
            if action is not A.PASSES[0] and action is not A.PASSES[1]:
                check_well_formed(action)  # CR 117.1: an action of the rules, with fields of the right types
        refusal = self._whose_decision(action)
        if refusal is not None:
            raise refusal
        action = cast(A.Action, action)  # well formed: an action of the rules (CR 117.1)
        if self.frames and isinstance(self.frames[-1], AskFrame):
            return _questions.answer(self, self.frames[-1], action)
        if type(action) not in HANDLERS:
            raise IllegalAction("117.1", "unknown_action", action=type(action).__name__)
        return _questions.carry_out(self, action, (), listed)

    def proceed(self) -> None:
        """Run the game on until some player owes a decision: turn-based actions, state-based
        actions (CR 117.5, 704.3), triggered abilities (603.3), steps in which no player receives
        priority (502.4, 514.3)."""
        while True:
            if self.over:
                self.decision = Decision(self.winner if self.winner is not None else 0, DecisionKind.GAME_OVER,
                                         Question.GAME_OVER)
                return
            if self.pending is not None:
                self.decision = self.pending
                return
            if self._control_check:
                self._control_check = False
                if _layers.control_changed(self):
                    continue
            if sba.check(self):
                continue
            if self.over or self.pending is not None:
                continue
            if self.left_together:
                self.left_together = []
            if self.priority is not None:
                listeners = self._listeners
                if listeners is None:
                    listeners = self._listeners = _triggers.listeners(self)
                if _triggers.StateTrigger in listeners:
                    _triggers.fire_state_triggers(self)  # CR 603.8
            if (self.triggered or self.trigger_queue) and self.priority is not None and put_triggers_on_stack(self):
                continue
            if self.priority is None:
                advance_step(self)
                continue
            self.decision = _PRIORITY[self.priority]
            self._legal = self._useful = None
            return

    def require(self, player: int, kind: DecisionKind, question: Question,
                options: tuple[Any, ...] = (), count: int = 0, **data: Any) -> None:
        """Make ``player`` owe a decision other than priority; ``proceed`` stops there."""
        self.pending = Decision(player, kind, question, options, count, tuple(sorted(data.items())))
        self.decision = self.pending
        self._legal = self._useful = None

    def clear_requirement(self) -> None:
        self.pending = None

    # ------------------------------------------------------------------ helpers for the UI and scenarios

    def player_has_priority(self, player: int) -> bool:
        return self.decision.kind is DecisionKind.PRIORITY and self.decision.player == player

    def lands_played(self, player: int) -> int:
        return self.players[player].lands_played

    def mana_pool(self, player: int) -> str:
        return mana_string(self.players[player].pool)

    def view(self, player: int) -> PlayerView:
        return PlayerView(self, player)

    def end_game(self, winner: int | None) -> None:
        """The game ends with a winner, or a draw (CR 104.2a, 104.4a)."""
        if self.over:
            return
        self.over = True
        self.winner = winner
        self.clear_requirement()
        self.emit(E.GameOver(winner))


_PRIORITY = (Decision(0, DecisionKind.PRIORITY, Question.PRIORITY),
             Decision(1, DecisionKind.PRIORITY, Question.PRIORITY))
