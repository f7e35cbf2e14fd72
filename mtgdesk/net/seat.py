"""Seats: everything one player may know and do in one game (ARCHITECTURE.md, "Seats and the
network"), built at the one place where the game's data leaves the engine.

A ``Projection`` is the observer of one player (OpenSpiel's ``Observer.set_from``): from the
``Game`` it builds that player's **state** (their view: each visible object's current
characteristics, CR 613; hands private and libraries face down, CR 400.2, 401.2, 402.3), their
**events** redacted at the source (a card the opponent draws is "a card"; a card revealed is
shown once, with its name, by the event that reveals it; Cockatrice's ``Server_Player`` makes each
event twice the same way), the **decision** they owe with its legal actions. All of it plain
JSON data, so it may cross a connection as it is (``protocol.py``).

The ids in it are the engine's object ids. An object that changes zones becomes a new object with
a new id (CR 400.7), so an id a player has seen never follows a card into a hidden zone, and an id
of a hidden card is never sent: a move into or out of a hidden zone names only the side the
player may see. What an id could still say, the order in which objects were made, is public (the
sizes of every zone are).

A ``LocalSeat`` is a seat over a game in this process: its ``view`` is the engine's own
``PlayerView``; ``submit`` checks and applies an action as the table does.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any, Protocol

from ..engine import events as E
from ..engine.decisions import DecisionKind
from ..engine.errors import IllegalAction
from ..engine.objects import Characteristics, Zone
from .values import CodecError, encode, encode_action

if TYPE_CHECKING:
    from ..engine import Game
    from ..engine.actions import Action

PUBLIC_ZONES = frozenset({"battlefield", "graveyard", "exile", "stack"})
#: The keys under which the seat's data carries object ids (the leak test reads them).
ID_KEYS = frozenset({"id", "old_id", "new_id", "object_id", "source", "card", "cards", "creature", "blocker",
                     "attacker", "attackers", "blocks", "targets", "attached", "battlefield", "stack",
                     "hand", "graveyard", "exile", "recipient", "options"})


class Seat(Protocol):
    """What the table and the computer players hold: one player's side of one game."""

    player: int

    @property
    def view(self) -> Any: ...

    def legal_actions(self) -> list[Any]: ...

    def submit(self, action: Any) -> None: ...

    def take_events(self) -> list[dict[str, Any]]: ...


def _characteristics(ch: Characteristics, card: Any) -> dict[str, Any]:
    """An object's current characteristics; its abilities only where they differ from the
    printed card's (the receiver has the same card pool)."""
    out: dict[str, Any] = {
        "name": ch.name, "types": sorted(ch.types), "subtypes": list(ch.subtypes),
        "supertypes": sorted(ch.supertypes), "colors": sorted(ch.colors), "power": ch.power,
        "toughness": ch.toughness, "keywords": sorted(ch.keywords), "statics": sorted(ch.statics),
    }
    if ch.abilities != card.abilities:
        out["abilities"] = encode(ch.abilities)
    if ch.activated != card.activated_abilities():
        out["activated"] = encode(ch.activated)
    return out


class Projection:
    """One player's view of a game, as JSON data, with a memory of what was last sent so that an
    update carries only what changed."""

    def __init__(self, game: "Game", player: int, pool_names: frozenset[str] = frozenset()) -> None:
        self.game = game
        self.player = player
        self.view = game.view(player)
        #: Card names of the shared card pool: a card outside it (a token) is sent in full.
        self.pool_names = pool_names
        self._sent: dict[str, Any] = {}
        self._sent_objects: dict[int, Any] = {}
        self._sent_chars: dict[int, Any] = {}
        self._events: list[dict[str, Any]] = []
        self._hidden: set[int] | None = None
        self._cast_start: int | None = None  # where the other player's cast began in _events
        #: The players' decks' names: public choices (not the lists), shown in the logs.
        self.deck_names: list[str] = []
        self.actions = 0  # actions applied so far: every update says which state it shows

    # ------------------------------------------------------------------ the state

    def _visible_ids(self) -> list[int]:
        g, v, me = self.game, self.view, self.player
        ids: list[int] = list(g.battlefield) + list(g.stack)
        for p in (0, 1):
            pl = g.players[p]
            ids += pl.graveyard + pl.exile
            if p == me or v.hand_revealed(p):
                ids += pl.hand
        ids += [c.id for c in v.option_cards() if c.id not in ids]
        return ids

    def _object(self, oid: int) -> tuple[dict[str, Any], dict[str, Any] | None]:
        cv = self.view._card(oid)
        o = self.game.objects[oid]
        data: dict[str, Any] = {"name": cv.name, "owner": cv.owner, "controller": cv.controller, "zone": cv.zone}
        for key, value, default in (("tapped", cv.tapped, False), ("damage", cv.damage, 0),
                                    ("sick", cv.sick, False), ("attacking", cv.attacking, False),
                                    ("blocking", cv.blocking, False), ("attached", cv.attached_to, None),
                                    ("token", cv.token, False), ("ability", cv.is_ability, False)):
            if value != default:
                data[key] = value
        if cv.counters:
            data["counters"] = [list(c) for c in cv.counters]
        if cv.targets:
            data["targets"] = encode(cv.targets)
        if cv.zone == "stack":
            if getattr(o, "x", 0):
                data["x"] = o.x  # the value chosen for X is public on the stack (CR 107.3, 601.2b)
            if o.chosen and not cv.chosen:  # what was chosen as it was cast or triggered (CR 601.2b, 603.3)
                if self._hidden is None:
                    self._hidden = self._hidden_ids()
                data["chosen"] = _scrub(encode(o.chosen), self._hidden)
            if cv.is_ability:
                data.update(self._stack_ability(o))
        if cv.chosen:
            data["chosen"] = encode(cv.chosen)
        if o.card.name not in self.pool_names:
            data["carddef"] = encode(o.card)
        chars = _characteristics(cv.characteristics, o.card) if cv.characteristics is not None else None
        return data, chars

    def _stack_ability(self, item: Any) -> dict[str, Any]:
        """What makes an ability on the stack the ability it is (CR 113.7, 405.1: public): its
        source, if the seat may see it or it has left for good (an id that names nothing now,
        CR 400.7), and which of the card's printed abilities it is (``ab``: its index), or the
        ability in full (``ab_def``) if it is none of them (granted by an effect, a delayed
        trigger's)."""
        out: dict[str, Any] = {}
        src = item.source
        if src not in self.game.objects or self.view.can_see(src):
            out["source"] = src
        ref = ability_ref(item.card, item.ability)
        if ref is not None:
            out["ab"] = ref
        else:
            out["ab_def"] = encode(item.ability)
        return out

    def _casting(self) -> bool | dict[str, Any]:
        """Whether a spell is being cast or an ability activated or put on the stack (CR 601.2,
        602.2, 603.3d); for the seat's own, where it is: the kind, the object on the stack, the
        source and index of an activated ability, and the stage (X, targets, costs, payment)."""
        c = self.game.casting
        if c is None:
            return False
        if c.player != self.player:
            return True
        source = c.source if c.source not in self.game.objects or self.view.can_see(c.source) else 0
        return {"kind": c.kind, "object_id": c.object_id, "source": source, "index": c.ability_index,
                "stage": c.stage, "rewind": c.rewind is not None}

    def decision(self) -> dict[str, Any]:
        """The decision owed: in full for this player's own, who and what kind for the other's."""
        d = self.game.decision
        out: dict[str, Any] = {"player": d.player, "kind": d.kind.value, "question": d.question.value}
        if d.player == self.player and not self.game.over:
            out["options"] = encode(d.options, d.options)
            out["count"] = d.count
            out["data"] = [[k, encode(v, d.options)] for k, v in d.data]
        elif d.count:
            out["count"] = d.count
        return out

    def state(self) -> dict[str, Any]:
        """The whole of this player's view."""
        g, v, me = self.game, self.view, self.player
        self._hidden = None  # (what is hidden now: ``_object`` scrubs choices naming it)
        players = []
        for p in (0, 1):
            pl = g.players[p]
            entry: dict[str, Any] = {"life": pl.life, "library_size": len(pl.library), "hand_size": len(pl.hand)}
            if p == me or v.hand_revealed(p):
                entry["hand"] = list(pl.hand)
            if pl.lands_played:  # public: a land is played face up (CR 305.2, 305.1)
                entry["lands_played"] = pl.lands_played
            if pl.extra_land_plays:  # an effect's additional land plays (CR 305.2a)
                entry["extra_land_plays"] = pl.extra_land_plays
            players.append({**entry,
                            "graveyard": list(pl.graveyard), "exile": list(pl.exile),
                            "mulligans": pl.mulligans, "pool": g.mana_pool(p), "poison": pl.poison})
        objects: dict[int, Any] = {}
        chars: dict[int, Any] = {}
        for oid in self._visible_ids():
            objects[oid], chars[oid] = self._object(oid)
        owed = g.decision.player == me and not g.over
        legal = g.legal_actions() if owed else []
        d = g.decision
        state: dict[str, Any] = {
            "turn": g.turn, "step": g.step.value, "active": g.active, "over": g.over, "winner": g.winner,
            "players": players, "battlefield": list(g.battlefield), "stack": list(g.stack),
            "attackers": v.attackers(), "blocks": [list(b) for b in v.blocks()], "casting": self._casting(),
            "decision": self.decision(),
            "legal": [encode_action(a, d.options) for a in legal],
            "non_mana": [legal.index(a) for a in v.non_mana_actions() if a in legal] if owed else [],
            "objects": objects, "chars": chars,
        }
        if any(self.deck_names):
            state["deck_names"] = list(self.deck_names)
        return state

    def update(self, full: bool = False) -> dict[str, Any]:
        """What changed since the last update (everything if ``full``): the top-level values
        that changed, the objects that changed or appeared, the ids of those gone; with the
        redacted events since then. JSON data: object ids as string keys."""
        state = self.state()
        if full:
            self._sent, self._sent_objects, self._sent_chars = {}, {}, {}
        out: dict[str, Any] = {"n": self.actions}
        if full:
            out["full"] = True
        for key, value in state.items():
            if key in ("objects", "chars"):
                continue
            if self._sent.get(key, ...) != value:
                out[key] = value
                self._sent[key] = value
        for key, sent in (("objects", self._sent_objects), ("chars", self._sent_chars)):
            now: dict[int, Any] = state[key]
            changed = {str(i): o for i, o in now.items() if sent.get(i, ...) != o}
            gone = [i for i in sent if i not in now]
            if changed:
                out[key] = changed
            if gone and key == "objects":
                out["gone"] = gone
            sent.clear()
            sent.update(now)
        if self._events:
            out["events"] = self._events
            self._events = []
        return out

    # ------------------------------------------------------------------ events

    def holding(self) -> bool:
        """Whether the other player is in the middle of casting a spell or activating an
        ability (CR 601.2): what it shows waits until the cast is done, because a cast taken
        back returns the game to the moment before it began (CR 726.1) and shows nothing."""
        c = self.game.casting
        return c is not None and c.player != self.player

    def record(self, events: list[E.Event]) -> None:
        """Note the events of one action, redacted for this player, for the next update."""
        self.actions += 1
        self._hidden = None
        if self.holding() and self._cast_start is None:
            self._cast_start = len(self._events)  # this action began the other player's cast
        for ev in events:
            if isinstance(ev, E.CastingCancelled) and ev.player != self.player and self._cast_start is not None:
                del self._events[self._cast_start:]  # the cast never happened (CR 726.1)
                self._cast_start = None
                continue
            red = self.redact(ev)
            if red is not None:
                self._events.append(red)
        if not self.holding():
            self._cast_start = None

    def _sees_zone(self, zone: str | None, owner: int) -> bool:
        if zone is None or zone in PUBLIC_ZONES:
            return True
        if zone == "hand":
            return owner == self.player or self.view.hand_revealed(owner)
        return False  # a library is face down (CR 401.2)

    def redact(self, ev: E.Event) -> dict[str, Any] | None:
        """The event as this player may see it (CR 400.2), as JSON data."""
        me = self.player
        kind = type(ev).__name__
        if isinstance(ev, E.CardMoved):
            out: dict[str, Any] = {"e": kind, "owner": ev.owner, "from": ev.from_zone, "to": ev.to_zone}
            seen_from = self._sees_zone(ev.from_zone, ev.owner)
            seen_to = self._sees_zone(ev.to_zone, ev.owner)
            if seen_from:
                out["old_id"] = ev.old_id
            if seen_to:
                out["new_id"] = ev.new_id
            if seen_from or seen_to:
                out["name"] = ev.name
            if ev.by is not None:
                out["by"] = ev.by
            return out
        if isinstance(ev, E.CardDrawn):
            return {"e": kind, "player": ev.player, **({"object_id": ev.object_id} if ev.player == me else {})}
        if isinstance(ev, E.HandRevealed):
            if me in (ev.player, ev.to):
                return {"e": kind, "player": ev.player, "to": ev.to, "cards": list(ev.cards),
                        "names": [self._name(i) for i in ev.cards]}
            return {"e": kind, "player": ev.player, "to": ev.to, "count": len(ev.cards)}
        if isinstance(ev, E.CardsRevealed):
            return {"e": kind, "player": ev.player, "cards": list(ev.cards),
                    "names": [self._name(i) for i in ev.cards]}
        if isinstance(ev, E.CardsLooked):
            if ev.player == me:
                return {"e": kind, "player": ev.player, "cards": list(ev.cards),
                        "names": [self._name(i) for i in ev.cards]}
            return {"e": kind, "player": ev.player, "count": len(ev.cards)}
        out = {"e": kind}
        if self._hidden is None:
            self._hidden = self._hidden_ids()
        hidden = self._hidden
        for key, value in vars(ev).items():
            out[key] = _scrub(encode(value), hidden) if key in _EVENT_ID_FIELDS else encode(value)
        return out

    def _name(self, oid: int) -> str | None:
        o = self.game.objects.get(oid)
        return o.card.name if o is not None else None

    def _hidden_ids(self) -> set[int]:
        g = self.game
        hidden: set[int] = set()
        for p in (0, 1):
            hidden.update(g.players[p].library)
            if p != self.player and not self.view.hand_revealed(p):
                hidden.update(g.players[p].hand)
        return hidden


def ability_ref(card: Any, ability: Any) -> int | None:
    """Which of ``card``'s printed abilities ``ability`` is (its index), or None."""
    for i, a in enumerate(card.abilities):
        if a == ability:
            return i
    return None


#: The fields of events that name objects (the others are players, amounts, steps...).
_EVENT_ID_FIELDS = frozenset({"object_id", "source", "recipient", "attackers", "blocks", "cards", "targets"})


def _scrub(value: Any, hidden: set[int]) -> Any:
    """``value`` with any id of a hidden object replaced by None (a catch-all: the events above
    name only public objects)."""
    if type(value) is int and value in hidden:
        return None
    if isinstance(value, list):
        if len(value) == 2 and value[0] == "player":
            return value
        return [_scrub(v, hidden) for v in value]
    if isinstance(value, dict):
        if value.get("$") == "PlayerRef":
            return value  # a player, not an object: its index is no id (object 0 may be hidden)
        return {k: _scrub(v, hidden) for k, v in value.items()}
    return value


class LocalSeat:
    """A seat over a game in this process (against the computer, hot-seat, the host's own)."""

    def __init__(self, game: "Game", player: int, pool_names: frozenset[str] = frozenset()) -> None:
        self.player = player
        self._game = game
        self.projection = Projection(game, player, pool_names)

    @property
    def view(self) -> Any:
        return self.projection.view

    @property
    def decision(self) -> Any:
        return self._game.decision

    def owes(self) -> bool:
        return not self._game.over and self._game.decision.player == self.player

    def legal_actions(self) -> list[Any]:
        actions: list[Any] = self.view.legal_actions()
        return actions

    def submit(self, action: "Action") -> list[E.Event]:
        """Apply the action if it is this seat's to take and legal; ``IllegalAction`` (with its
        rule) otherwise, the game unchanged (CR 726)."""
        if getattr(action, "player", None) != self.player:
            raise IllegalAction("117.3", "not_your_decision")
        return self._game.apply(action)

    def take_events(self) -> list[dict[str, Any]]:
        events: list[dict[str, Any]] = self.projection.update().get("events", [])
        return events


def refusal_of(exc: IllegalAction) -> dict[str, Any]:
    """A refusal as JSON data: the rule, the message id and its arguments (JSON values only)."""
    args: dict[str, Any] = {}
    for k, v in exc.args_.items():
        try:
            args[k] = encode(v)
        except CodecError:
            args[k] = None
    return {"rule": exc.rule, "message": exc.message, "args": args}


__all__ = ["ID_KEYS", "LocalSeat", "ability_ref", "Projection", "Seat", "refusal_of", "DecisionKind", "Zone"]
