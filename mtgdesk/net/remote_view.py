"""A seat's view rebuilt from the data a ``Projection`` sends: what a guest plays from.

``RemoteView`` answers what the engine's ``PlayerView`` answers (the computer players and the
table read it the same way), from the updates alone: it holds no game. The printed cards come
from the card pool both sides ship; an object's current characteristics (CR 613) come with it.
"""
from __future__ import annotations

from typing import Any

from ..engine.game import Game
from ..engine.decisions import Decision, DecisionKind, Question
from ..engine.abilities import ActivatedAbility, TriggeredAbility
from ..engine.determinize import belief
from ..engine.objects import CardDef, Characteristics, Zone
from ..engine.steps import Step
from ..engine.view import CardView
from .rebuild import rebuild
from .values import CodecError, decode


class ViewError(ValueError):
    """An update that doesn't fit the view it updates (a protocol error)."""


class _Known:
    """An object's printed card, owner, zone and whether it is a token, for
    ``engine.determinize.belief`` (``belief``, which reads ``objects``)."""

    __slots__ = ("card", "owner", "zone", "token")

    def __init__(self, card: CardDef, owner: int, zone: Zone, token: bool) -> None:
        self.card = card
        self.owner = owner
        self.zone = zone
        self.token = token


class _Cards:
    """The part of a game ``engine.determinize.belief`` reads (``RemoteView.belief``):
    ``objects[id]`` for the objects the seat sees."""

    def __init__(self, view: "RemoteView") -> None:
        self._view = view

    @property
    def objects(self) -> dict[int, _Known]:
        v = self._view
        return {i: _Known(v.card_def(i), int(o["owner"]), Zone(o["zone"]), bool(o.get("token", False)))
                for i, o in v._objects.items()}


class RemoteView:
    """One player's view, kept up to date by ``apply(update)``."""

    def __init__(self, player: int, pool: Any, deck: list[str] | None = None) -> None:
        self.player = player
        self._pool = pool
        self._deck = list(deck or ())  # the seat's own deck list: what its library holds
        self._state: dict[str, Any] = {}
        self._objects: dict[int, dict[str, Any]] = {}
        self._chars: dict[int, dict[str, Any] | None] = {}
        self._cards: dict[int, CardView] = {}
        self._legal: list[Any] | None = None
        self._decision: Decision | None = None
        self._game = _Cards(self)
        self.n = 0  # the number of actions the state shows

    # ------------------------------------------------------------------ updates

    def apply(self, update: dict[str, Any]) -> None:
        """Take in an update (``Projection.update``); ``ViewError`` if it doesn't fit."""
        try:
            self._apply(update)
        except (KeyError, TypeError, ValueError, AttributeError, IndexError) as exc:
            raise ViewError(f"an update that doesn't fit the view: {exc!r}") from None

    def _apply(self, update: dict[str, Any]) -> None:
        if update.get("full"):
            self._state, self._objects, self._chars = {}, {}, {}
        self.n = int(update["n"])
        for key, value in update.items():
            if key not in ("n", "full", "objects", "chars", "gone", "events"):
                self._state[key] = value
        for i in update.get("gone", ()):
            self._objects.pop(int(i), None)
            self._chars.pop(int(i), None)
        for i, obj in update.get("objects", {}).items():
            if not isinstance(obj, dict):
                raise ViewError("an object is a table")
            self._objects[int(i)] = obj
        for i, ch in update.get("chars", {}).items():
            self._chars[int(i)] = ch
        self._cards = {}
        self._legal = None
        self._decision = None
        for i, o in self._objects.items():  # every object made now: a bad one is refused with its update
            self._card(i)
            if o.get("ability") and ("ab" in o or "ab_def" in o):
                self.stack_ability(i)
        self.legal_actions()
        _ = (self.decision, self.turn, self.step, self.active, self.battlefield(), self.stack(),
             self.attackers(), self.blocks(), self.non_mana_actions())
        for p in (0, 1):
            _ = (self.life(p), self.library_size(p), self.hand(p), self.graveyard(p), self.exile(p),
                 self.mulligans(p), self.lands_played(p), self.extra_land_plays(p))

    # ------------------------------------------------------------------ objects

    def card_def(self, oid: int) -> CardDef:
        obj = self._objects[oid]
        if "carddef" in obj:
            card = decode(obj["carddef"])
            if not isinstance(card, CardDef):
                raise CodecError("carddef is a card")
            return card
        printed: CardDef = self._pool.get(str(obj["name"]))
        return printed

    def _characteristics(self, oid: int) -> Characteristics | None:
        ch = self._chars.get(oid)
        if ch is None:
            return None
        card = self.card_def(oid)
        abilities = decode(ch["abilities"], None) if "abilities" in ch else card.abilities
        activated = decode(ch["activated"], None) if "activated" in ch else card.activated_abilities()
        return Characteristics(str(ch["name"]), frozenset(ch["types"]), tuple(ch["subtypes"]),
                               frozenset(ch["supertypes"]), frozenset(ch["colors"]), ch["power"],
                               ch["toughness"], tuple(abilities), frozenset(ch["keywords"]), tuple(activated),
                               frozenset(ch["statics"]))

    def _card(self, oid: int) -> CardView:
        cv = self._cards.get(oid)
        if cv is not None:
            return cv
        o = self._objects[oid]
        ch = self._characteristics(oid)
        cv = CardView(oid, str(o["name"]), int(o["controller"]), int(o["owner"]), str(o["zone"]),
                      bool(o.get("tapped", False)), int(o.get("damage", 0)),
                      ch.power if ch is not None else None, ch.toughness if ch is not None else None,
                      bool(o.get("sick", False)), bool(o.get("attacking", False)), o.get("attached"),
                      bool(o.get("token", False)), tuple((str(k), int(n)) for k, n in o.get("counters", ())),
                      tuple(decode(o.get("targets", []), None)), ch, bool(o.get("blocking", False)),
                      bool(o.get("ability", False)), tuple(decode(o.get("chosen", []), None)))
        self._cards[oid] = cv
        return cv

    def characteristics(self, oid: int) -> Characteristics | None:
        if oid not in self._objects:
            return None
        return self._card(oid).characteristics

    def can_see(self, oid: int) -> bool:
        return oid in self._objects

    def belief(self, candidates: Any = ()) -> tuple[list[CardDef], list[CardDef]]:
        """``PlayerView.belief``: the opponent's possible hidden cards, from the cards seen."""
        return belief(self._game, self.player, candidates)  # type: ignore[arg-type]

    # ------------------------------------------------------------------ the decision

    @property
    def decision(self) -> Decision:
        if self._decision is None:
            d = self._state["decision"]
            options = tuple(decode(d.get("options", []), None))
            data = tuple((str(k), decode(v, None)) for k, v in d.get("data", []))
            self._decision = Decision(int(d["player"]), DecisionKind(d["kind"]), Question(d["question"]),
                                      options, int(d.get("count", 0)), data)
        return self._decision

    def owes(self) -> bool:
        return not self._state.get("over") and self.decision.player == self.player

    def legal_actions(self) -> list[Any]:
        if self._legal is None:
            self._legal = [decode(a, None) for a in self._state.get("legal", [])]
        return list(self._legal)

    def non_mana_actions(self) -> list[Any]:
        legal = self.legal_actions()
        return [legal[i] for i in self._state.get("non_mana", [])]

    def only_pass(self) -> bool:
        """At priority: whether passing is the only legal action (CR 117.3d)."""
        return self.decision.kind is DecisionKind.PRIORITY and self.owes() and len(self.legal_actions()) == 1

    def option_cards(self) -> list[CardView]:
        d = self.decision
        if d.player != self.player:
            return []
        out = []
        for options in (d.options if d.kind.value == "targets" else (d.options,)):
            for o in options:
                if isinstance(o, int) and not isinstance(o, bool) and o in self._objects:
                    out.append(self._card(o))
        return out

    # ------------------------------------------------------------------ zones and players

    def _player(self, p: int) -> dict[str, Any]:
        player: dict[str, Any] = self._state["players"][p]
        return player

    def hand(self, player: int) -> list[CardView] | int:
        pl = self._player(player)
        if "hand" not in pl:
            return int(pl["hand_size"])
        return [self._card(i) for i in pl["hand"]]

    def hand_revealed(self, player: int) -> bool:
        return player != self.player and "hand" in self._player(player)

    def lands_played(self, player: int) -> int:
        """Lands ``player`` has played this turn (CR 305.2: one land a turn, more with an
        effect's additional land plays, ``extra_land_plays``)."""
        return int(self._player(player).get("lands_played", 0))

    def extra_land_plays(self, player: int) -> int:
        return int(self._player(player).get("extra_land_plays", 0))

    def library_size(self, player: int) -> int:
        return int(self._player(player)["library_size"])

    def graveyard(self, player: int) -> list[CardView]:
        return [self._card(i) for i in self._player(player)["graveyard"]]

    def exile(self, player: int) -> list[CardView]:
        return [self._card(i) for i in self._player(player)["exile"]]

    def battlefield(self) -> list[CardView]:
        return [self._card(i) for i in self._state["battlefield"]]

    def stack(self) -> list[CardView]:
        return [self._card(i) for i in self._state["stack"]]

    def mulligans(self, player: int) -> int:
        return int(self._player(player)["mulligans"])

    def life(self, player: int) -> int:
        return int(self._player(player)["life"])

    def mana_pool(self, player: int) -> str:
        return str(self._player(player)["pool"])

    def blocks(self) -> list[tuple[int, int]]:
        return [(int(b), int(a)) for b, a in self._state.get("blocks", [])]

    def attackers(self) -> list[int]:
        return [int(a) for a in self._state.get("attackers", [])]

    @property
    def turn(self) -> int:
        return int(self._state["turn"])

    @property
    def step(self) -> Step:
        return Step(self._state["step"])

    @property
    def active(self) -> int:
        return int(self._state["active"])

    @property
    def casting(self) -> bool:
        return bool(self._state.get("casting"))

    def deck_name(self, player: int) -> str:
        """The name of the deck ``player`` chose, if the host said it (a public choice); ""."""
        names = self._state.get("deck_names")
        if isinstance(names, list) and 0 <= player < len(names) and isinstance(names[player], str):
            return str(names[player][:100])
        return ""

    def own_casting(self) -> dict[str, Any] | None:
        """The seat's own cast or activation under way (CR 601.2, 602.2, 603.3d), as the host
        says it: ``kind``, ``object_id``, ``source``, ``index``, ``stage``, ``rewind`` (whether
        it may be taken back); None if none is (the other player's is not said)."""
        c = self._state.get("casting")
        return c if isinstance(c, dict) else None

    def stack_ability(self, oid: int) -> tuple[Any, int | None]:
        """An ability on the stack: the ability (CR 113.7) and its source's id, if the seat may
        see it (``Projection._stack_ability``)."""
        o = self._objects[oid]
        if "ab_def" in o:
            ability = decode(o["ab_def"], None)
            if not isinstance(ability, (ActivatedAbility, TriggeredAbility)):
                raise CodecError("ab_def is an ability")
        else:
            ability = self.card_def(oid).abilities[int(o["ab"])]
        src = o.get("source")
        return ability, (None if src is None else int(src))

    @property
    def over(self) -> bool:
        return bool(self._state.get("over"))

    @property
    def winner(self) -> int | None:
        w = self._state.get("winner")
        return None if w is None else int(w)

    def payment_preview(self, card: int | None = None, x: int = 0) -> tuple[int, ...] | None:
        """The permanents the engine's automatic payment would tap (``PlayerView``'s): a seat
        without the game can't work it out, so nothing is lit in advance (None); the host pays."""
        return None

    def is_mana_ability(self, source: int, index: int) -> bool:
        ch = self.characteristics(source)
        if ch is None:
            return False
        return 0 <= index < len(ch.activated) and ch.activated[index].is_mana

    def determinize(self, rng: Any, candidates: Any = (), hidden_cards: Any = None) -> Game:
        """A game consistent with what this seat knows, for a search player (``PlayerView``'s):
        rebuilt from the view, the hidden cards made up (``rebuild``). ``RebuildError`` if the
        position can't be rebuilt so that this seat's legal actions are legal in it."""
        deck = [self._pool.get(name) for name in self._deck]
        return rebuild(self, rng, candidates, hidden_cards, deck)

    def state(self) -> dict[str, Any]:
        """The state as received (for checking it against a replay at the end)."""
        return {**self._state, "objects": {str(k): v for k, v in sorted(self._objects.items())},
                "chars": {str(k): v for k, v in sorted(self._chars.items())}}
