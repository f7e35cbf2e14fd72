"""Continuous effects and the layer system (CR 611, 613), and intrinsic land abilities (305.6-7).

An object's characteristics are its card's printed values modified by continuous effects, one
layer at a time (CR 613.1): 1 copy (706), 2 control, 3 text (612), 4 type, 5 colour,
6 abilities, 7a characteristic-defining abilities (604.3), 7b set P/T, 7c modify P/T and
counters, 7d switch P/T. Within a layer, effects apply in timestamp order (613.7) unless one
depends on another (613.8: the one it depends on goes first). Whether an effect applies to the
object is decided when the effect is reached, with the characteristics it has then (613.6).

Effects come from resolved spells and abilities (``game.effects``: locked to the objects they
affected as they resolved, 611.2c) and from the static abilities of permanents (611.3), which
apply to an affected set: ``enchanted``, ``equipped``, ``self`` or a filter (``filters.py``:
"other Goblin creatures", "creatures you control"). Each static kind is declared once in
``STATIC_KINDS``: its parameters and the modifications it makes.

Control (layer 2) is a characteristic; each permanent's ``controller`` is kept equal to it by
``control_changed`` (302.6 summoning sickness and 506.4 removal from combat follow a change).
"""
from __future__ import annotations

import re
import threading
from dataclasses import dataclass, fields, is_dataclass, replace
from typing import TYPE_CHECKING, Any
from collections.abc import Callable, Iterable

from . import events as E
from . import fastpaths
from .abilities import (
    Ability, ActivatedAbility, Cost, Effect, HasParams, Keyword, StaticAbility, TargetSpec, TriggeredAbility,
)
from .filters import Filter, parse_filter
from .kinds import rule_statics  # noqa: F401 (declares the static kinds that state a rule)
from .kinds.statics import STATIC_KINDS, Mod, StaticKind
from .objects import BASIC_LAND_TYPES, Characteristics, GameObject, Zone

if TYPE_CHECKING:
    from .game import Game, StackAbility

LAYER_COPY = 1.0
LAYER_CONTROL = 2.0
LAYER_TEXT = 3.0
LAYER_TYPE = 4.0
LAYER_COLOR = 5.0
LAYER_ABILITY = 6.0
LAYER_PT_CDA = 7.1
LAYER_PT_SET = 7.2
LAYER_PT_MODIFY = 7.3
LAYER_PT_SWITCH = 7.4
LAYERS = (LAYER_COPY, LAYER_CONTROL, LAYER_TEXT, LAYER_TYPE, LAYER_COLOR, LAYER_ABILITY, LAYER_PT_CDA,
          LAYER_PT_SET, LAYER_PT_MODIFY, LAYER_PT_SWITCH)


@dataclass(frozen=True)
class ContinuousEffect(HasParams):
    """A continuous effect from a resolved spell or ability (CR 611.2), on one object.

    ``kind`` is the modification (``MODIFICATIONS``), ``until`` ``"end_of_turn"`` (514.2),
    ``"indefinite"``, or ``"source"`` (as long as the source stays on the battlefield).
    """

    layer: float
    kind: str
    affected: int
    params: tuple[tuple[str, Any], ...]
    timestamp: int
    until: str = "end_of_turn"
    source: int = 0


# ---------------------------------------------------------------------- intrinsic mana abilities

_INTRINSIC: dict[str, ActivatedAbility] = {
    land_type: ActivatedAbility(
        cost=Cost(tap=True),
        effects=(Effect.make("add_mana", mana="{" + sym + "}"),),
        is_mana=True,
        intrinsic=True,
    )
    for land_type, sym in BASIC_LAND_TYPES.items()
}


def intrinsic_mana_ability(land_type: str) -> ActivatedAbility:
    """"{T}: Add [mana symbol]." of a basic land type (CR 305.6)."""
    return _INTRINSIC[land_type]


# The land types of CR 205.3i that appear in this card pool.
ALL_LAND_TYPES = frozenset(BASIC_LAND_TYPES) | {"Desert", "Gate", "Lair", "Locus", "Mine", "Power-Plant", "Tower",
                                                "Urza’s"}  # as the pool spells it


# ---------------------------------------------------------------------- the characteristics being built

#: Named outside the class: a compiled class has no ``__slots__`` to read back.
_PARTIAL_SLOTS = ("card", "name", "types", "subtypes", "supertypes", "colors", "power", "toughness", "printed",
                  "granted", "lose_all", "lost", "cost", "obj_id")


class _Partial:
    """Characteristics part-way through the layers."""

    __slots__ = _PARTIAL_SLOTS + ("seen",)

    def __init__(self, card: Any, obj_id: int = 0) -> None:
        self.seen: "_Seen | None" = None  # ``seen_as``
        self.obj_id = obj_id
        self.card = card
        self.name = card.name
        self.types = set(card.types)
        self.subtypes = list(card.subtypes)
        self.supertypes = set(card.supertypes)
        self.colors = card.colors
        self.power = card.power
        self.toughness = card.toughness
        self.printed: list[Ability] = list(card.abilities)
        self.granted: list[Ability] = []
        self.lose_all = False
        self.lost: set[str] = set()
        self.cost = card.mana_cost

    def abilities(self) -> list[Ability]:
        out: list[Ability] = []
        if "Land" in self.types:
            for s in self.subtypes:  # CR 305.6
                if s in BASIC_LAND_TYPES:
                    out.append(_INTRINSIC[s])
        if not self.lose_all:
            out.extend(a for a in self.printed if not (isinstance(a, Keyword) and a.name in self.lost))
        out.extend(a for a in self.granted if not (isinstance(a, Keyword) and a.name in self.lost))
        return out

    def seen_as(self, obj: GameObject) -> "_Seen":
        """``obj`` with these characteristics as they are at each moment, for filters: made once,
        not once for each static ability whose filter is tested (issue 31)."""
        seen = self.seen
        if seen is None:
            seen = self.seen = _Seen(obj, self)
        return seen

    def freeze(self) -> Characteristics:
        abilities = tuple(self.abilities())
        return Characteristics(
            name=self.name,
            types=frozenset(self.types),
            subtypes=tuple(self.subtypes),
            supertypes=frozenset(self.supertypes),
            colors=frozenset(self.colors),
            power=self.power,
            toughness=self.toughness,
            abilities=abilities,
            keywords=frozenset(a.name for a in abilities if isinstance(a, Keyword)),
            activated=tuple(a for a in abilities if isinstance(a, ActivatedAbility)),
            statics=frozenset(a.kind for a in abilities if isinstance(a, StaticAbility)),
        )


class _Seen:
    """An object seen part-way through the layers, for filters (``Filter.matches_known``)."""

    __slots__ = ("id", "card", "owner", "controller", "zone", "tapped", "token", "attacking", "blocking",
                 "characteristics")

    def __init__(self, obj: GameObject, partial: _Partial) -> None:
        self.id = obj.id
        self.card = obj.card
        self.owner = obj.owner
        self.controller = obj.controller
        self.zone = obj.zone
        self.tapped = obj.tapped
        self.token = obj.token
        self.attacking = obj.attacking
        self.blocking = obj.blocking
        self.characteristics = _PartialView(partial)


class _PartialView:
    """What a filter reads of characteristics part-way through the layers (``filters._clause``:
    types, subtypes, supertypes, colours, keywords, power and toughness), read from the partial
    characteristics as they are when the filter is tested, without freezing them each time."""

    __slots__ = ("partial",)

    def __init__(self, partial: _Partial) -> None:
        self.partial = partial

    @property
    def types(self) -> set[str]:
        return self.partial.types

    @property
    def subtypes(self) -> list[str]:
        return self.partial.subtypes

    @property
    def supertypes(self) -> set[str]:
        return self.partial.supertypes

    @property
    def colors(self) -> frozenset[str]:
        return frozenset(self.partial.colors)

    @property
    def power(self) -> Any:
        return self.partial.power

    @property
    def toughness(self) -> Any:
        return self.partial.toughness

    @property
    def keywords(self) -> frozenset[str]:
        return frozenset(a.name for a in self.partial.abilities() if isinstance(a, Keyword))


# ---------------------------------------------------------------------- modifications

#: A modification gets no game (None) when tried out while ordering dependencies (CR 613.8).
Modify = Callable[["Game | None", _Partial, HasParams], None]


def _copy(game: "Game | None", p: _Partial, e: HasParams) -> None:
    """CR 706.2: the copiable values of the copied object replace its own."""
    card = e.get("card")
    keep = p.card
    p.__init__(card)  # type: ignore[misc]
    p.card = keep


def _change_text(game: "Game | None", p: _Partial, e: HasParams) -> None:
    """CR 612.2: replace every instance of one colour word or basic land type with another."""
    old, new = e.get("old"), e.get("new")
    p.printed = [change_text(a, old, new) for a in p.printed]
    p.subtypes = [new if s == old else s for s in p.subtypes] if old in BASIC_LAND_TYPES else p.subtypes


def _set_land_type(game: "Game | None", p: _Partial, e: HasParams) -> None:
    """CR 305.7: new basic land types replace the old land types; the land loses the abilities
    of its rules text but keeps its card types and granted abilities."""
    p.subtypes = [s for s in p.subtypes if s not in ALL_LAND_TYPES] + list(e.get("land_types"))
    p.printed = []


def _add_land_type(game: "Game | None", p: _Partial, e: HasParams) -> None:
    for lt in e.get("land_types"):
        if lt not in p.subtypes:
            p.subtypes.append(lt)


def _add_types(game: "Game | None", p: _Partial, e: HasParams) -> None:
    """"becomes an artifact creature"; "It's still a land." (CR 205.1b)"""
    for t in e.get("types", ()):
        p.types.add(t)
    for s in e.get("subtypes", ()):
        if s not in p.subtypes:
            p.subtypes.append(s)


def _set_colors(game: "Game | None", p: _Partial, e: HasParams) -> None:
    p.colors = frozenset(e.get("colors"))


def _add_keyword(game: "Game | None", p: _Partial, e: HasParams) -> None:
    p.granted.append(Keyword(e.get("keyword"), e.get("param")))


def _add_static(game: "Game | None", p: _Partial, e: HasParams) -> None:
    params = (("filter", e.get("filter")),) if e.get("filter") else ()
    p.granted.append(StaticAbility(e.get("static"), params))


def _add_ability(game: "Game | None", p: _Partial, e: HasParams) -> None:
    p.granted.append(e.get("ability"))


def _lose_abilities(game: "Game | None", p: _Partial, e: HasParams) -> None:
    """"loses all abilities" (CR 613.1f)."""
    p.lose_all = True
    p.granted = []


def _lose_keyword(game: "Game | None", p: _Partial, e: HasParams) -> None:
    p.lost.add(e.get("keyword"))


def _set_pt(game: "Game | None", p: _Partial, e: HasParams) -> None:
    p.power, p.toughness = e.get("power"), e.get("toughness")


def _modify_pt(game: "Game | None", p: _Partial, e: HasParams) -> None:
    if p.power is not None and p.toughness is not None:
        p.power += e.get("power")
        p.toughness += e.get("toughness")


def _modify_pt_per_shared_type(game: "Game | None", p: _Partial, e: HasParams) -> None:
    """"+1/+1 for each other creature on the battlefield that shares at least one creature type
    with it" (CR 613.4c): counted with the creature types it has after layer 4 (205.3d), and
    the other creatures' types after their own type-changing effects."""
    if game is None:
        return  # a trial application while ordering dependencies (613.8): it changes no type
    if p.power is None or p.toughness is None or "Creature" not in p.types or not p.subtypes:
        return
    mine = set(p.subtypes)
    n = 0
    for oid in game.battlefield:
        if oid == p.obj_id:
            continue
        types, subtypes = types_of(game, oid)
        if "Creature" in types and mine.intersection(subtypes):
            n += 1
    p.power += e.get("power") * n
    p.toughness += e.get("toughness") * n


def _switch_pt(game: "Game | None", p: _Partial, e: HasParams) -> None:
    """CR 613.4d: switch power and toughness."""
    if p.power is not None and p.toughness is not None:
        p.power, p.toughness = p.toughness, p.power


def _set_controller(game: "Game | None", p: _Partial, e: HasParams) -> None:
    pass  # CR 613.1b: applied to ``GameObject.controller`` by ``control_changed``


#: The modifications a continuous effect can make, by layer (CR 613.1).
MODIFICATIONS: dict[str, tuple[float, Modify]] = {
    "copy": (LAYER_COPY, _copy),
    "set_controller": (LAYER_CONTROL, _set_controller),
    "change_text": (LAYER_TEXT, _change_text),
    "set_land_type": (LAYER_TYPE, _set_land_type),
    "add_land_type": (LAYER_TYPE, _add_land_type),
    "add_types": (LAYER_TYPE, _add_types),
    "set_colors": (LAYER_COLOR, _set_colors),
    "add_keyword": (LAYER_ABILITY, _add_keyword),
    "add_static": (LAYER_ABILITY, _add_static),
    "add_ability": (LAYER_ABILITY, _add_ability),
    "lose_abilities": (LAYER_ABILITY, _lose_abilities),
    "lose_keyword": (LAYER_ABILITY, _lose_keyword),
    "cda_pt": (LAYER_PT_CDA, _set_pt),
    "set_pt": (LAYER_PT_SET, _set_pt),
    "modify_pt": (LAYER_PT_MODIFY, _modify_pt),
    "modify_pt_per_shared_type": (LAYER_PT_MODIFY, _modify_pt_per_shared_type),
    "switch_pt": (LAYER_PT_SWITCH, _switch_pt),
}


def check_static(kind: str, params: dict[str, Any]) -> str | None:
    """Why a static ability's parameters are wrong, or None: used when a card is loaded."""
    from .effects import check_kind_params

    spec = STATIC_KINDS.get(kind)
    if spec is None:
        return f"unknown static ability {kind!r}; known: {sorted(STATIC_KINDS)}"
    return check_kind_params("static ability", kind, spec.params, spec.required, params)


# ---------------------------------------------------------------------- counting (7a, amounts)

def count(game: "Game", filt: Filter, zone: str, source: int, controller: int) -> int:
    """How many objects in ``zone`` match ``filt`` (for "*/*" and "for each" amounts)."""
    if zone == "battlefield":
        ids: Iterable[int] = game.battlefield
    elif zone == "graveyards":
        ids = [i for p in game.players for i in p.graveyard]
    elif zone == "your_graveyard":
        ids = game.players[controller].graveyard
    elif zone == "your_hand":
        ids = game.players[controller].hand
    else:
        raise ValueError(f"unknown zone {zone!r}")
    objects = game.objects
    return sum(1 for i in ids if filt.matches_known(game, objects[i], source_id=source, controller=controller))


# ---------------------------------------------------------------------- computing

class _Applied:
    """One effect to apply to one object: its modification, timestamp, source, and how to tell
    whether it applies (decided when reached: CR 613.6)."""

    __slots__ = ("mod", "timestamp", "source", "applies", "reads", "memo")

    def __init__(self, mod: "ContinuousEffect | Mod", timestamp: int, source: int,
                 applies: Callable[[_Partial], bool] | None, reads: frozenset[str] | None = None,
                 memo: tuple[int, int, bool] | None = None) -> None:
        self.mod = mod
        self.timestamp = timestamp
        self.source = source
        self.applies = applies
        #: The characteristics ``applies`` reads (``filter_reads``), or None if not known.
        self.reads = reads
        #: Effects with the same ``memo`` test the same thing (the same filter, seen from the same
        #: controller, the source being the object or not): ``_layered`` tests it once while
        #: nothing it reads changes. None: tested each time.
        self.memo = memo


#: What each modification may change, in the names of ``filter_reads`` (``_layered``: a test
#: made before it stays true after it if it reads none of these); a kind not listed: anything.
_WRITES: dict[str, frozenset[str]] = {
    "set_controller": frozenset(),
    "change_text": frozenset({"abilities"}),
    "set_land_type": frozenset({"subtypes", "abilities"}),
    "add_land_type": frozenset({"subtypes", "abilities"}),
    "add_types": frozenset({"types", "subtypes"}),
    "set_colors": frozenset({"colors"}),
    "add_keyword": frozenset({"abilities"}),
    "add_static": frozenset({"abilities"}),
    "add_ability": frozenset({"abilities"}),
    "lose_abilities": frozenset({"abilities"}),
    "lose_keyword": frozenset({"abilities"}),
    "cda_pt": frozenset({"pt"}),
    "set_pt": frozenset({"pt"}),
    "modify_pt": frozenset({"pt"}),
    "modify_pt_per_shared_type": frozenset({"pt"}),
    "switch_pt": frozenset({"pt"}),
}

_EVERYTHING = frozenset({"types", "subtypes", "supertypes", "colors", "abilities", "pt", "name"})

#: Relations a filter may name that read more than the object and its controller: a test with
#: them is not shared between sources.
_SOURCE_RELATIONS = frozenset({"dealt_damage_by_this_turn", "attached_to_this"})


#: What a filter may read of the characteristics, by the filter (``filter_reads``).
_READS: dict[int, tuple[Filter, frozenset[str]]] = {}


def filter_reads(filt: Filter) -> frozenset[str]:
    """The characteristics a filter reads ("types", "subtypes", "supertypes", "colors",
    "abilities", "pt"): a modification that changes none of them can't change whether the
    filter matches (CR 613.8a, ``_dependency_order``). Status and relations are read from the
    object, which no modification of the layers changes."""
    hit = _READS.get(id(filt))
    if hit is not None and hit[0] is filt:
        return hit[1]
    out: set[str] = set()
    for c in filt.clauses:
        if c.only_types is not None or c.types or c.not_types or c.permanent:
            out.add("types")
        if c.subtypes or c.not_subtypes:
            out.add("subtypes")
        if c.supertypes or c.not_supertypes:
            out.add("supertypes")
        if c.colors or c.not_colors or c.colorless is not None or c.multicolored is not None:
            out.add("colors")
        if c.keywords or c.not_keywords:
            out.add("abilities")
        if any(what != "mana_value" for what, _, _ in c.compare):
            out.add("pt")
    found = frozenset(out)
    if len(_READS) > 4096:
        _READS.clear()
    _READS[id(filt)] = (filt, found)
    return found


def _changed(p: _Partial, trial: _Partial) -> frozenset[str]:
    """What a trial modification changed (the names ``filter_reads`` uses)."""
    out = []
    if trial.types != p.types:
        out.append("types")
    if trial.subtypes != p.subtypes:
        out.append("subtypes")
    if trial.supertypes != p.supertypes:
        out.append("supertypes")
    if trial.colors != p.colors:
        out.append("colors")
    if trial.power != p.power or trial.toughness != p.toughness:
        out.append("pt")
    if trial.granted != p.granted or trial.lost != p.lost or trial.lose_all != p.lose_all \
            or trial.printed != p.printed or trial.card is not p.card:
        out.append("abilities")
    if trial.name != p.name or trial.cost != p.cost:
        out.append("name")
    return frozenset(out)


_BASE: dict[int, tuple[Any, Characteristics]] = {}


class _Computing:
    """What this thread is computing now: the objects whose characteristics are being computed
    (a static ability that depends on itself stops a loop with its printed values) and how deep
    it is in static sources' abilities. Per thread, not per process: a computer player searches
    copies of the game in a worker thread while the table reads the game, and a copy has the same
    object ids, so one thread's guard must not stand for another's objects."""

    def __init__(self) -> None:
        self.ids: set[int] = set()
        self.source_depth = 0


#: Each thread's ``_Computing``. Held by a plain ``threading.local`` rather than a subclass of it:
#: compiled by mypyc, a subclass keeps its attributes in the instance, shared by every thread.
_LOCAL = threading.local()


def _now() -> _Computing:
    try:
        found: _Computing = _LOCAL.now
    except AttributeError:
        found = _LOCAL.now = _Computing()
    return found


def compute(game: "Game", obj: "GameObject | StackAbility") -> Characteristics:
    """The characteristics of ``obj`` after applying every continuous effect (CR 613); an
    ability on the stack (``game.objects`` holds those too) is given its card's printed ones."""
    card = obj.card
    if obj.zone is not Zone.BATTLEFIELD or not isinstance(obj, GameObject):  # a StackAbility is on the stack
        if card.printed_pt is not None:
            return _cda_elsewhere(game, obj)  # CR 604.3: a characteristic-defining ability works in every zone
        hit = _BASE.get(id(card))
        if hit is not None and hit[0] is card:
            return hit[1]
        return _printed(card)
    effects = game.effects
    if not obj.counters and not game.has_static_sources() and not any(e.affected == obj.id for e in effects):
        hit = _BASE.get(id(card))
        if hit is not None and hit[0] is card:
            return hit[1]
        return _printed(card)
    computing = _now().ids
    if obj.id in computing:
        return _printed(card)  # a static ability that depends on itself: its printed values
    computing.add(obj.id)
    try:
        return _compute(game, obj)
    finally:
        computing.discard(obj.id)


def _cda_elsewhere(game: "Game", obj: "GameObject | StackAbility") -> Characteristics:
    """The characteristics of a card with a characteristic-defining P/T outside the battlefield
    (in a hand, a graveyard, on the stack): its printed values with "*" counted (CR 604.3)."""
    computing = _now().ids
    if obj.id in computing:
        return _printed(obj.card)  # it counts itself: its printed values while counting
    computing.add(obj.id)
    try:
        p = _Partial(obj.card)
        for ab in obj.card.abilities:
            if isinstance(ab, StaticAbility) and ab.kind == "pt_equal_to_count":
                _set_pt(game, p, _cda(game, obj, ab))
        return p.freeze()
    finally:
        computing.discard(obj.id)
def in_progress(obj_id: int) -> bool:
    """Whether ``obj_id``'s characteristics are being computed now (a loop: its printed values
    stand in for them, and must not be kept as if they were the result)."""
    return obj_id in _now().ids


def _printed(card: Any) -> Characteristics:
    hit = _BASE.get(id(card))
    if hit is not None and hit[0] is card:
        return hit[1]
    ch = _Partial(card).freeze()
    _BASE[id(card)] = (card, ch)
    return ch


def _source_abilities(game: "Game", src_id: int) -> Any:
    """A source's abilities (after layer 6) for the static abilities it applies: its cached
    characteristics, or the layers up to 6 only, so that its P/T counts (7a, 7c), which may
    look at the object being computed, are not computed here (and not cached half-made)."""
    known = game._chars.get(src_id)
    if known is not None:
        return known.abilities
    if fastpaths.ENABLED and _abilities_as_printed(game):
        return copiable_card(game, src_id).abilities  # a fast path: nothing can change them
    # Its layer-6 abilities, kept beside the characteristics (under ``-1 - src_id``, cleared with
    # them: ``Game._dirty``, ``Game._dirty_one``) once worked out outside any other source's, so
    # that the objects computed next don't work them out again: each object reads every static
    # source, and 100 sources read anew for each of 100 objects cost a million gathers
    # (issue 31). What they are read for is the static abilities of the source, which no static
    # ability of this card pool grants or takes away (below).
    known = game._chars.get(-1 - src_id)
    if known is not None:
        return known.abilities
    # Inside another source's abilities, only the effects locked to it (611.2c: a text change,
    # an ability granted by a resolved spell) are applied, not other sources' statics: a
    # static granting a static to a static source is not in this card pool, and reading
    # every source through every other would grow without bound.
    now = _now()
    nested = now.source_depth > 0
    if nested and not any(e.affected == src_id for e in game.effects):
        # Inside another source's: only the effects locked to it would apply (below); none is.
        return _printed(game.objects[src_id].card).abilities
    now.ids.add(src_id)
    now.source_depth += 1
    try:
        partial = _layered(game, game.objects[src_id], LAYER_ABILITY, statics=not nested)
    finally:
        now.source_depth -= 1
        now.ids.discard(src_id)
    if nested:
        return partial.abilities()
    found = partial.freeze()
    game._chars[-1 - src_id] = found
    return found.abilities


#: The layers whose effects change an object's abilities: copy, text, abilities (CR 613.1a, c, f).
_ABILITY_LAYERS = (LAYER_COPY, LAYER_TEXT, LAYER_ABILITY)
_PLAIN_SOURCES: dict[int, tuple[list[int], bool]] = {}
_CHANGES_ABILITIES: dict[int, tuple[Any, bool]] = {}


def _abilities_as_printed(game: "Game") -> bool:
    """Whether no effect can change a permanent's static abilities now: no effect of a resolved
    spell or ability in layer 1, 3 or 6, and no static ability of a permanent with such a
    modification. Then each source's static abilities are its copiable card's (CR 706.2), and
    working them out through the layers (once per source per object computed: with a hundred
    Glorious Anthems, ten thousand times an object) can be skipped. (A type change may give a
    land its intrinsic mana ability, CR 305.6: an activated ability, not read here.)"""
    for e in game.effects:
        if e.layer in _ABILITY_LAYERS:
            return False
    ids = game.static_sources()
    hit = _PLAIN_SOURCES.get(id(ids))
    if hit is not None and hit[0] is ids:  # the same list: the same sources (``Game._dirty`` makes a new one)
        return hit[1]
    plain = not any(_changes_abilities(copiable_card(game, i)) for i in ids)
    if len(_PLAIN_SOURCES) > 64:
        _PLAIN_SOURCES.clear()
    _PLAIN_SOURCES[id(ids)] = (ids, plain)
    return plain


def _changes_abilities(card: Any) -> bool:
    """Whether a card has a static ability with a modification in layer 1, 3 or 6."""
    hit = _CHANGES_ABILITIES.get(id(card))
    if hit is not None and hit[0] is card:
        return hit[1]
    found = False
    for ab in card.abilities:
        spec = STATIC_KINDS.get(ab.kind) if isinstance(ab, StaticAbility) else None
        if spec is not None and any(MODIFICATIONS[m.kind][0] in _ABILITY_LAYERS for m in _static_mods(ab, spec)):
            found = True
    if len(_CHANGES_ABILITIES) > 4096:
        _CHANGES_ABILITIES.clear()
    _CHANGES_ABILITIES[id(card)] = (card, found)
    return found


_MODS: dict[int, tuple[StaticAbility, tuple[Mod, ...]]] = {}


def _static_mods(ab: StaticAbility, spec: StaticKind) -> tuple[Mod, ...]:
    """``spec.mods(ab)``, made once per ability (an ability is immutable)."""
    hit = _MODS.get(id(ab))
    if hit is not None and hit[0] is ab:
        return hit[1]
    mods = spec.mods(ab)
    if len(_MODS) > 4096:
        _MODS.clear()  # abilities granted in play are made anew: don't keep them all
    _MODS[id(ab)] = (ab, mods)
    return mods


#: For a tuple of abilities: its static abilities that make modifications, each with what
#: ``_gather`` reads of it (``_statics_of``), worked out once per tuple (abilities are immutable,
#: and an object's unchanged abilities are the very same tuple).
_STATICS: dict[int, tuple[Any, tuple[tuple[Any, ...], ...]]] = {}


def _statics_of(abilities: Any) -> tuple[tuple[Any, ...], ...]:
    """(ability, spec, mods, affected, filter or None, what the filter reads or None, whether
    its test may be shared with other sources', whether it has an "as long as", whether it
    counts "for each") for each static ability of ``abilities`` that ``_gather`` applies; a
    "*/*" count comes with no mods."""
    hit = _STATICS.get(id(abilities))
    if hit is not None and hit[0] is abilities:
        return hit[1]
    out: list[tuple[Any, ...]] = []
    for ab in abilities:
        if not isinstance(ab, StaticAbility):
            continue
        spec = STATIC_KINDS.get(ab.kind)
        if spec is None:
            continue
        if ab.kind == "pt_equal_to_count":
            out.append((ab, spec, (), None, None, None, False, False, False))
            continue
        mods = _static_mods(ab, spec)
        if not mods:
            continue
        affected = ab.get("affected") or spec.affected
        if affected is None:
            continue
        filt = reads = None
        shared = False
        if affected not in ("enchanted", "equipped", "self"):
            filt = parse_filter(affected)
            reads = filter_reads(filt) if ab.get("affected") is not None else None
            shared = reads is not None and not any(c.relations & _SOURCE_RELATIONS for c in filt.clauses)
        out.append((ab, spec, mods, affected, filt, reads, shared, ab.get("as_long_as") is not None,
                    ab.get("for_each") is not None))
    found = tuple(out)
    if len(_STATICS) > 4096:
        _STATICS.clear()
    _STATICS[id(abilities)] = (abilities, found)
    return found


def _gather(game: "Game", obj: GameObject, last: float = LAYER_PT_SWITCH, statics: bool = True) -> list[_Applied]:
    out: list[_Applied] = []
    for e in game.effects:
        if e.affected == obj.id:
            out.append(_Applied(e, e.timestamp, e.source, None))  # locked in (CR 611.2c)
    now = _now()
    computing = now.ids
    # Inside another source's abilities with no effect locked to any object, every source's
    # abilities are its card's (``_source_abilities``): read them at once.
    printed = now.source_depth > 0 and not game.effects
    for src_id in game.static_sources() if statics else ():
        src = game.objects[src_id]
        abilities = src.card.abilities if printed else copiable_card(game, src_id).abilities \
            if src_id == obj.id or src_id in computing else _source_abilities(game, src_id)
        for ab, _spec, mods, affected, filt, reads, shared, condition, for_each in _statics_of(abilities):
            if not mods:  # "*/*" defined by a count (CR 604.3)
                if src_id == obj.id and last >= LAYER_PT_CDA:
                    out.append(_Applied(_cda(game, obj, ab), 0, src_id, None))
                continue
            applies = _affects(game, src, ab, affected, filt, obj, condition)
            if applies is False:
                continue  # before a "for each" count, which reads the whole battlefield
            if for_each and last >= LAYER_PT_MODIFY:
                n = count(game, parse_filter(ab.get("for_each")), "battlefield", src_id, src.controller)
                mods = tuple(Mod("modify_pt", (("power", m.get("power") * n), ("toughness", m.get("toughness") * n)))
                             if m.kind == "modify_pt" else m for m in mods)
            if applies is True:
                for m in mods:
                    out.append(_Applied(m, src.timestamp, src_id, None))
                continue
            memo = (id(filt), src.controller, src_id == obj.id) if shared else None
            for m in mods:
                out.append(_Applied(m, src.timestamp, src_id, applies, reads, memo))
    return out


def _grants_trigger(kind: str, mod: HasParams) -> bool:
    """Whether a modification may give an object a triggered ability its card doesn't print: a
    copy (CR 706.2, layer 1) or a triggered ability granted (613.1f, layer 6). A text change
    (612.2) rewrites only the abilities the object has; a static ability granted is no trigger."""
    return kind == "copy" or (kind == "add_ability" and isinstance(mod.get("ability"), TriggeredAbility))


_CARD_GRANTS: dict[int, tuple[Any, bool]] = {}


def _card_grants_trigger(card: Any) -> bool:
    """Whether a printed static ability of ``card`` may grant a triggered ability (made once)."""
    hit = _CARD_GRANTS.get(id(card))
    if hit is not None and hit[0] is card:
        return hit[1]
    grants = False
    for ab in card.abilities:
        spec = STATIC_KINDS.get(ab.kind) if isinstance(ab, StaticAbility) else None
        if spec is not None and any(_grants_trigger(m.kind, m) for m in spec.mods(ab)):
            grants = True
    _CARD_GRANTS[id(card)] = (card, grants)
    return grants


#: Modifications that change only an object's power, toughness and keywords: what an object
#: gets from them changes no other object's characteristics, except through a count or an "as
#: long as", whose own objects ``battlefield_readers`` lists too.
_OWN_ONLY = frozenset({"modify_pt", "add_keyword", "cda_pt"})


def battlefield_readers(game: "Game") -> list[int] | None:
    """The permanents whose characteristics a static ability works out from which objects are
    where: "as long as you control a Forest" (CR 604.2), "*/*" defined by a count (604.3), "+1/+1
    for each" (613.4c), so that when an object without static abilities or triggers moves, only
    it and these are computed anew (a fast path of ``Game._move``, which changes no rule).
    None when that can't be told: such an ability applies to permanents a filter chooses, or
    counts shared creature types, or changes more than power, toughness and keywords, or a
    triggered ability may be granted (``may_grant_triggers``): then every object is computed
    anew."""
    if may_grant_triggers(game):
        return None
    out: list[int] = []
    objects = game.objects
    for sid in game.static_sources():
        src = objects[sid]
        card = copiable_card(game, sid)
        if not (card.reads_battlefield or card.counts_objects):
            continue
        for ab in card.abilities:
            if not isinstance(ab, StaticAbility):
                continue
            if ab.kind == "pt_equal_to_count":
                out.append(sid)  # its own "*" (CR 604.3): only itself
                continue
            if ab.get("for_each") is None and ab.get("as_long_as") is None:
                if ab.kind == "creatures_get_per_shared_type":
                    return None
                continue
            spec = STATIC_KINDS.get(ab.kind)
            if spec is None:
                continue
            if any(m.kind not in _OWN_ONLY for m in _static_mods(ab, spec)):
                return None
            affected = ab.get("affected") or spec.affected
            if affected == "self":
                out.append(sid)
            elif affected in ("enchanted", "equipped"):
                if src.attached_to is not None:
                    out.append(src.attached_to)
            elif affected is not None:
                return None
    return out


#: What the end of combat and the cleanup step change about a permanent without an effect
#: ending: whether it is attacking or blocking (CR 506.4, 511.3), its damage (514.2), and with
#: the turn, what dealt damage this turn.
_STEP_STATUS = frozenset({"tapped", "untapped", "attacking", "blocking", "attacking_or_blocking"})
_FILTER_PARAMS = ("affected", "as_long_as", "for_each", "count")
_CARD_READS_STATUS: dict[int, tuple[Any, bool]] = {}


def _card_reads_status(card: Any) -> bool:
    """Whether a printed static ability of ``card`` chooses what it affects, or counts, by a
    permanent's status (tapped, attacking, blocking) or by damage dealt this turn (made once)."""
    hit = _CARD_READS_STATUS.get(id(card))
    if hit is not None and hit[0] is card:
        return hit[1]
    reads = False
    for ab in card.abilities:
        if not isinstance(ab, StaticAbility):
            continue
        for name in _FILTER_PARAMS:
            text = ab.get(name)
            if not isinstance(text, str) or text in ("enchanted", "equipped", "self"):
                continue
            for c in parse_filter(text).clauses:
                if (c.status | c.not_status) & _STEP_STATUS or "dealt_damage_by_this_turn" in c.relations:
                    reads = True
    _CARD_READS_STATUS[id(card)] = (card, reads)
    return reads


def statics_read_status(game: "Game") -> bool:
    """Whether a static ability on the battlefield applies by a permanent's status or by damage
    dealt this turn. If none does, the end of combat and the cleanup step change no
    characteristic unless an effect ends there (a fast path: effects made by resolved spells
    and abilities are locked to their objects, CR 611.2c, and their modifications read no
    status)."""
    if not fastpaths.ENABLED:
        return True
    return any(_card_reads_status(copiable_card(game, i)) for i in game.static_sources())


def may_grant_triggers(game: "Game") -> bool:
    """Whether a continuous effect now may give a permanent a triggered ability its card doesn't
    print (CR 613.1a, 613.1f): if not, a card that prints no triggered ability has none (a fast
    path of ``triggers.listeners``, which changes no rule)."""
    if any(_grants_trigger(e.kind, e) for e in game.effects):
        return True
    return any(_card_grants_trigger(copiable_card(game, i)) for i in game.static_sources())


def _cda_outside(game: "Game", obj: GameObject) -> Characteristics:
    """CR 604.3: a characteristic-defining ability works in every zone ("Maro's power and
    toughness are each equal to the number of cards in your hand", in a hand or a graveyard);
    other static abilities work only on the battlefield (611.3b)."""
    p = _Partial(obj.card)
    for ab in obj.card.abilities:
        if isinstance(ab, StaticAbility) and ab.kind == "pt_equal_to_count":
            _set_pt(game, p, _cda(game, obj, ab))
    return p.freeze()


def _cda(game: "Game", obj: "GameObject | StackAbility", ab: StaticAbility) -> Mod:
    """CR 604.3, 613.4a: "*/*" (or "*/N") defined by a count."""
    n = count(game, parse_filter(ab.get("count")), ab.get("zone", "battlefield"), obj.id, obj.controller)
    which = ab.get("which", "both")
    power = n + ab.get("add_power", 0) if which in ("both", "power") else obj.card.power
    toughness = n + ab.get("add_toughness", 0) if which in ("both", "toughness") else obj.card.toughness
    return Mod("cda_pt", (("power", power), ("toughness", toughness)))


def _affects(game: "Game", src: GameObject, ab: StaticAbility, affected: str, filt: Filter | None,
             obj: GameObject, condition: bool = True) -> bool | Callable[[_Partial], bool]:
    """Whether the static ability ``ab`` of ``src`` (affecting ``affected``, with ``filt`` its
    filter if it has one) applies to ``obj``: True, False, or a test to make with the
    characteristics ``obj`` has when the effect is reached (CR 613.6)."""
    if affected in ("enchanted", "equipped"):
        applies: bool | Callable[[_Partial], bool] = src.attached_to == obj.id
    elif filt is None:  # "self"
        applies = src.id == obj.id
    else:
        found = filt
        applies = lambda partial: found.matches_known(
            game, partial.seen_as(obj), source_id=src.id, controller=src.controller)
    if applies is False:
        return False  # before the condition, which reads the whole battlefield
    if not condition:
        return applies
    condition_text = ab.get("as_long_as")
    if condition_text is not None and not any(
            parse_filter(condition_text).matches(game, i, source_id=src.id, controller=src.controller)
            for i in game.battlefield if i != obj.id or src.id != obj.id):
        return False  # CR 604.2: "as long as" isn't true now
    return applies


def types_of(game: "Game", oid: int) -> tuple[frozenset[str], tuple[str, ...]]:
    """An object's card types and subtypes after layer 4 only (CR 613.1d), for an effect of a
    later layer that looks at other objects' types: the later layers of those objects are not
    needed, so no loop arises through them."""
    known = game._chars.get(oid)
    if known is not None:
        return known.types, known.subtypes
    obj = game.objects[oid]
    computing = _now().ids
    if obj.id in computing:
        p = _Partial(obj.card)
        return frozenset(p.types), tuple(p.subtypes)
    computing.add(obj.id)
    try:
        p = _layered(game, obj, LAYER_TYPE)
    finally:
        computing.discard(obj.id)
    return frozenset(p.types), tuple(p.subtypes)


def _compute(game: "Game", obj: GameObject) -> Characteristics:
    applied = _gather(game, obj, LAYERS[-1])
    if not applied and not obj.counters and fastpaths.ENABLED:
        return _printed(obj.card)  # no effect applies to it: its printed characteristics
    return _layered(game, obj, LAYERS[-1], applied=applied).freeze()


def _layered(game: "Game", obj: GameObject, last: float, statics: bool = True,
             applied: list[_Applied] | None = None) -> _Partial:
    """The characteristics of ``obj`` built layer by layer, up to layer ``last`` (with other
    permanents' static abilities unless ``statics`` is False; ``applied``: the effects, if
    already gathered)."""
    p = _Partial(obj.card, obj.id)
    if applied is None:
        applied = _gather(game, obj, last, statics)
    if applied:
        by_layer: dict[float, list[_Applied]] = {}
        for a in applied:
            by_layer.setdefault(MODIFICATIONS[a.mod.kind][0], []).append(a)
        for layer in LAYERS:
            if layer > last:
                break
            todo = by_layer.get(layer)
            if not todo:
                if layer == LAYER_PT_MODIFY:
                    _counters(obj, p)
                continue
            todo.sort(key=lambda a: a.timestamp)
            if (layer == LAYER_PT_MODIFY or layer == LAYER_ABILITY) and _commuting(todo):
                _apply_commuting(p, todo)
                if layer == LAYER_PT_MODIFY:
                    _counters(obj, p)
                continue
            memo: dict[tuple[int, int, bool], tuple[bool, frozenset[str]]] = {}
            for a in _dependency_order(p, todo):
                test = a.applies
                if test is not None:
                    key = a.memo
                    if key is None:
                        if not test(p):
                            continue
                    else:
                        known = memo.get(key)
                        if known is None:
                            known = memo[key] = (bool(test(p)), a.reads or _EVERYTHING)
                        if not known[0]:
                            continue
                MODIFICATIONS[a.mod.kind][1](game, p, a.mod)
                if memo:
                    writes = _WRITES.get(a.mod.kind, _EVERYTHING)
                    if writes:
                        for k in [k for k, v in memo.items() if v[1] & writes]:
                            del memo[k]  # a test it may have changed is made again
            if layer == LAYER_PT_MODIFY:
                _counters(obj, p)
    elif last >= LAYER_PT_MODIFY:
        _counters(obj, p)
    return p


#: Modifications whose order among themselves doesn't matter: sums of P/T (layer 7c) and
#: keywords granted (layer 6); ``_commuting``.
_COMMUTING = {"modify_pt": frozenset({"pt"}), "add_keyword": frozenset({"abilities"})}


def _commuting(todo: list[_Applied]) -> bool:
    """Whether the effects of one layer are all of kinds that commute (``_COMMUTING``) and none
    tests anything they change: then no effect depends on another (CR 613.8a) and their order
    is no matter, so they are applied in a sum (``_apply_commuting``)."""
    writes: frozenset[str] = frozenset()
    for a in todo:
        found = _COMMUTING.get(a.mod.kind)
        if found is None:
            return False
        writes = writes | found
    for a in todo:
        if a.applies is not None and (a.reads is None or a.reads & writes):
            return False
    return True


def _apply_commuting(p: _Partial, todo: list[_Applied]) -> None:
    """Apply effects that ``_commuting`` found independent: each test made once for the effects
    that share it (what it reads doesn't change in this layer), the P/T changes added up, the
    keywords granted in timestamp order; the result is that of applying them one by one."""
    memo: dict[tuple[int, int, bool], bool] = {}
    power = toughness = 0
    granted: list[Any] = []
    for a in todo:
        test = a.applies
        if test is not None:
            key = a.memo
            if key is None:
                if not test(p):
                    continue
            else:
                known = memo.get(key)
                if known is None:
                    known = memo[key] = bool(test(p))
                if not known:
                    continue
        mod = a.mod
        if mod.kind == "modify_pt":
            power += mod.get("power")
            toughness += mod.get("toughness")
        else:
            granted.append(Keyword(mod.get("keyword"), mod.get("param")))
    if (power or toughness) and p.power is not None and p.toughness is not None:
        p.power += power
        p.toughness += toughness
    p.granted.extend(granted)


def _counters(obj: GameObject, p: _Partial) -> None:
    """CR 613.4c: +1/+1 and -1/-1 counters modify power and toughness."""
    if obj.counters and p.power is not None and p.toughness is not None:
        n = obj.counters.get("+1/+1", 0) - obj.counters.get("-1/-1", 0)
        p.power += n
        p.toughness += n


def _dependency_order(p: _Partial, todo: list[_Applied]) -> list[_Applied]:
    """CR 613.8: within a layer, an effect that depends on another is applied after it, else in
    timestamp order. An effect depends on another here when applying the other changes whether
    it applies to the object (613.8a).

    Whether ``a`` changes whether ``b`` applies is found with one trial per modification (the
    object as it is, with that modification applied), not one per pair of effects: many static
    abilities share a modification (every Glorious Anthem's "+1/+1"), so the cost is one test of
    each effect per different modification (issue 31: 100 static abilities)."""
    if len(todo) < 2 or all(a.applies is None for a in todo):
        return todo
    tested = [b for b in todo if b.applies is not None]
    # First each different modification tried once: one that changes nothing any effect's test
    # reads can't change whether an effect applies, whichever effect makes it.
    tried: dict[int, _Partial | None] = {}  # by modification: the trial, if it may matter
    for a in todo:
        key = id(a.mod)
        if key in tried:
            continue
        trial = _copy_partial(p)
        MODIFICATIONS[a.mod.kind][1](None, trial, a.mod)  # no game: a trial (CR 613.8)
        changed = _changed(p, trial)
        tried[key] = trial if changed and any(b.reads is None or b.reads & changed for b in tested) else None
    if all(t is None for t in tried.values()):
        return todo
    before: list[bool | None] = [None] * len(tested)  # whether each applies now, tested when needed
    trials: dict[int, set[int]] = {}  # by modification: the tested effects it changes
    changes: dict[int, set[int]] = {}  # by effect (its index in todo): the tested effects it changes
    for k, a in enumerate(todo):
        maybe = tried[id(a.mod)]
        if maybe is None:
            continue  # it changes nothing an effect's test reads
        if a.applies is not None and not a.applies(p):  # (a test only reads the object)
            continue  # it doesn't apply: it changes nothing
        found = trials.get(id(a.mod))
        if found is None:
            changed = _changed(p, maybe)
            found = set()
            for n, b in enumerate(tested):
                if b.reads is not None and not b.reads & changed:
                    continue  # it reads nothing the modification changes
                was = before[n]
                if was is None:
                    was = before[n] = bool(b.applies(p))  # type: ignore[misc]
                if bool(b.applies(maybe)) != was:  # type: ignore[misc]
                    found.add(id(b))
            trials[id(a.mod)] = found
        if found:
            changes[k] = found
    if not changes:
        return todo
    index = {id(a): k for k, a in enumerate(todo)}

    def depends(b: _Applied, a: _Applied) -> bool:  # a goes before b (613.8b)
        return id(b) in changes.get(index[id(a)], ()) and id(a) not in changes.get(index[id(b)], ())

    order = list(todo)
    for _ in range(len(order)):
        moved = False
        for i in range(len(order)):
            b = order[i]
            if b.applies is None:
                continue
            for j in range(i + 1, len(order)):
                a = order[j]
                if depends(b, a):
                    order.insert(i, order.pop(j))
                    moved = True
                    break
            if moved:
                break
        if not moved:
            break
    return order


def _copy_partial(p: _Partial) -> _Partial:
    """A copy of characteristics being built, for a trial (CR 613.8)."""
    trial = _Partial(p.card)
    for slot in _PARTIAL_SLOTS:
        v = getattr(p, slot)
        setattr(trial, slot, list(v) if isinstance(v, list) else set(v) if isinstance(v, set) else v)
    return trial


# ---------------------------------------------------------------------- control (layer 2)

def copiable_card(game: "Game", obj_id: int) -> Any:
    """The copiable values of an object (CR 706.2): its card, or what a copy effect made it."""
    for e in game.effects:
        if e.affected == obj_id and e.kind == "copy":
            return e.get("card")
    return game.objects[obj_id].card


def choose_copy(game: "Game", obj: GameObject, controller: int) -> Any:
    """As a permanent with "you may have it enter as a copy of ..." enters, its controller
    chooses what it copies, or nothing (CR 614.1c, 706.2). Returns the copiable card or None."""
    from .decisions import DecisionKind, Question

    for ab in obj.card.abilities:
        if isinstance(ab, StaticAbility) and ab.kind == "enter_as_copy":
            filt = parse_filter(ab.get("of"))
            options = tuple(i for i in game.battlefield if filt.matches(game, i, controller=controller))
            if not options:
                return None
            chosen = game.ask(controller, DecisionKind.CHOICE, Question.COPY, options + (None,))
            return copiable_card(game, chosen) if chosen is not None else None
    return None


def choose_as_enters(game: "Game", obj: GameObject, controller: int) -> tuple[tuple[str, Any], ...]:
    """"As ~ enters the battlefield, choose ..." (CR 614.12): the permanent's controller chooses
    each thing named (``AS_ENTERS_CHOICES``), in order, as it enters; the choices are kept on the
    new object (``chosen``): ("player", index), ("name", card name), ("color", W/U/B/R/G)."""
    from .decisions import DecisionKind, Question
    from .objects import PlayerRef
    from .registry import nameable_card_names

    chosen: list[tuple[str, Any]] = []
    for ab in obj.card.abilities:
        if not isinstance(ab, StaticAbility) or ab.kind != "as_enters_choose":
            continue
        for what in ab.get("choose"):
            if what == "opponent":
                options = tuple(PlayerRef(p) for p in range(len(game.players)) if p != controller)
                chosen.append(("player", game.ask(controller, DecisionKind.CHOICE, Question.PLAYER, options).index))
            elif what == "card_name_other_than_basic_land":  # CR 201.3
                names = nameable_card_names(game, basic_lands=False)
                chosen.append(("name", game.ask(controller, DecisionKind.CHOICE, Question.CARD_NAME, names)))
            elif what == "color":  # CR 105.1
                chosen.append(("color", game.ask(controller, DecisionKind.CHOICE, Question.COLOR,
                                                 ("W", "U", "B", "R", "G"))))
    return tuple(chosen)


def controller_by_layers(game: "Game", obj: GameObject) -> int:
    """CR 613.1b: the controller after control-changing effects, in timestamp order."""
    changes: list[tuple[int, int]] = []
    for e in game.effects:
        if e.affected == obj.id and e.kind == "set_controller":
            changes.append((e.timestamp, e.get("player")))
    for src_id in game.static_sources():
        src = game.objects[src_id]
        if src.attached_to != obj.id:
            continue
        for ab in copiable_card(game, src_id).abilities:
            if isinstance(ab, StaticAbility) and ab.kind == "control_enchanted":
                changes.append((src.timestamp, src.controller))
    if not changes:
        return obj.base_controller
    changes.sort()
    return changes[-1][1]


def control_changed(game: "Game") -> bool:
    """Keep each permanent's controller equal to its controller by layer 2; a permanent that
    changes controller is new to its controller (302.6) and leaves combat (506.4). True if any
    changed."""
    changed = False
    if not has_control_effects(game) and all(
            game.objects[i].controller == game.objects[i].base_controller for i in game.battlefield):
        return False
    for oid in list(game.battlefield):
        obj = game.objects[oid]
        now = controller_by_layers(game, obj)
        if now != obj.controller:
            obj.controller = now
            obj.sick = True  # CR 302.6
            if game.combat is not None:
                game.combat.remove(oid)  # CR 506.4
            obj.attacking = False
            obj.blocking = ()
            obj.blocked = False
            changed = True
            game.emit(E.ControlChanged(oid, now))
    if changed:
        game._dirty()
    return changed


def has_control_effects(game: "Game") -> bool:
    return any(e.kind == "set_controller" for e in game.effects) or any(
        isinstance(a, StaticAbility) and a.kind == "control_enchanted"
        for i in game.static_sources() for a in copiable_card(game, i).abilities)


# ---------------------------------------------------------------------- text changes (CR 612)

_COLOR_WORDS = {"white": "W", "blue": "U", "black": "B", "red": "R", "green": "G"}


def change_text(value: Any, old: str, new: str) -> Any:
    """CR 612.2: ``value`` (an ability, or part of one) with each instance of the colour word or
    basic land type ``old`` replaced by ``new`` (in keyword parameters, restrictions, filters)."""
    if isinstance(value, str):
        return _replace_word(value, old, new)
    if isinstance(value, tuple):
        return tuple(change_text(v, old, new) for v in value)
    if isinstance(value, (Keyword, StaticAbility, TriggeredAbility, ActivatedAbility, Effect, TargetSpec, Cost)) \
            and is_dataclass(value):
        changes = {}
        for f in fields(value):
            if not f.init or f.name in ("line", "produces", "tap_only"):
                continue
            v = getattr(value, f.name)
            w = change_text(v, old, new)
            if w != v:
                changes[f.name] = w
        return replace(value, **changes) if changes else value
    return value


def _replace_word(text: str, old: str, new: str) -> str:
    if text == old:
        return new
    old_code, new_code = _COLOR_WORDS.get(old), _COLOR_WORDS.get(new)
    if old_code and new_code and text == old_code:
        return new_code  # protection from a colour is kept as its code
    if old not in text:
        return text
    # A whole word, alone or after "non" ("nonblack", CR 612.2): never inside another word.
    return re.sub(rf"(?<![A-Za-z])(non)?{re.escape(old)}(?![a-z])", lambda m: (m.group(1) or "") + new, text)


def affects_others(card: Any) -> bool:
    """Whether a card has a static ability that makes continuous or replacement effects
    (so its permanent is a source of effects: ``Game.static_sources``)."""
    from .replacement import STATIC_REPLACEMENTS

    for ab in card.abilities:
        if isinstance(ab, StaticAbility):
            spec = STATIC_KINDS.get(ab.kind)
            if spec is not None and (spec.mods(ab) or ab.kind == "pt_equal_to_count"):
                return True
            if ab.kind in STATIC_REPLACEMENTS:
                return True
    return False
