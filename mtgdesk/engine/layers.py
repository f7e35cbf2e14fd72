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
"other Goblin creatures", "creatures you control"). Each static kind is declared once
(``kinds/statics.py``, ``kinds/rule_statics.py``; ``STATIC_KINDS``): its parameters, the
modifications it makes, its rules text and its sign. The modifications of each layer are in
``partial.py``, copy effects and text changes in ``copies.py``, and what the computation reads
and writes (for its caches) in ``layer_reads.py``. While no effect can change a source's static
abilities, they are gathered once for all objects (``statics_index.py``, a fast path), those that
share a filter tested once per object.

Control (layer 2) is a characteristic; each permanent's ``controller`` is kept equal to it by
``control_changed`` (``control.py``: 302.6 summoning sickness and 506.4 removal from combat follow
a change).
"""
from __future__ import annotations

import threading
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any
from collections.abc import Callable, Iterable

from . import fastpaths
from .abilities import (
    HasParams, Keyword, StaticAbility,
)
from .filters import Filter, parse_filter
from .kinds import rule_statics  # noqa: F401 (declares the static kinds that state a rule)
from .kinds.statics import STATIC_KINDS, Mod
from .objects import Characteristics, GameObject, Zone
from .params import check_kind_params
# The parts of the layer system in modules of their own: what it uses of them, and (``noqa``)
# what game.py, the other rules modules and the tests read of them here.
from .copies import copiable_card
from .copies import affects_others, change_text, choose_as_enters, choose_copy  # noqa: F401
from .layer_reads import (
    _EVERYTHING, _SOURCE_RELATIONS, _WRITES, _abilities_as_printed, _changed, _static_mods, filter_reads,
)
from .layer_reads import _card_reads_status, battlefield_readers, may_grant_triggers  # noqa: F401
from .layer_reads import statics_read_status  # noqa: F401
from .partial import (
    LAYER_ABILITY, LAYER_PT_CDA, LAYER_PT_MODIFY, LAYER_PT_SWITCH, LAYER_TYPE, LAYERS, MODIFICATIONS, _copy_partial,
    _Partial, _set_pt,
)
from .partial import ALL_LAND_TYPES, LAYER_COLOR, LAYER_CONTROL, LAYER_COPY, LAYER_PT_SET, LAYER_TEXT  # noqa: F401
from .partial import intrinsic_mana_ability  # noqa: F401
# Layer 2 in a module of its own (``control.py``); game.py and the scenarios read it here.
from .control import control_changed as control_changed, controller_by_layers as controller_by_layers
from .control import has_control_effects as has_control_effects

if TYPE_CHECKING:
    from .game import Game
    from .stack import StackAbility
    from .statics_index import _StaticsIndex


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


# ---------------------------------------------------------------------- static abilities (CR 604)


def check_static(kind: str, params: dict[str, Any]) -> str | None:
    """Why a static ability's parameters are wrong, or None: used when a card is loaded."""

    spec = STATIC_KINDS.get(kind)
    if spec is None:
        return f"unknown static ability {kind!r}; known: {sorted(STATIC_KINDS)}"
    # ``affected`` may also name the permanent the source is attached to, or the source itself
    # (as Forge's "Affected$ Land.EnchantedBy"); any other value is a filter.
    words = ("enchanted", "equipped", "self")
    checked = {k: "permanent" if k == "affected" and spec.params.get(k) is Filter and v in words else v
               for k, v in params.items()}
    problem = check_kind_params("static ability", kind, spec.params, spec.required, checked)
    if problem is None and spec.check is not None:
        problem = spec.check(params)
        if problem is not None:
            problem = f"static ability {kind!r}: {problem}"
    return problem


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
        for entry in _statics_of(abilities):
            _gather_entry(game, obj, last, src, entry, out)
    return out


def _gather_entry(game: "Game", obj: GameObject, last: float, src: GameObject, entry: tuple[Any, ...],
                  out: list[_Applied]) -> None:
    """The effects of one static ability of ``src`` (an entry of ``_statics_of``) that may
    apply to ``obj``, added to ``out``: one per modification (a "*/*" count: one, on itself)."""
    ab, _spec, mods, affected, filt, reads, shared, condition, for_each = entry
    src_id = src.id
    if not mods:  # "*/*" defined by a count (CR 604.3)
        if src_id == obj.id and last >= LAYER_PT_CDA:
            out.append(_Applied(_cda(game, obj, ab), 0, src_id, None))
        return
    applies = _affects(game, src, ab, affected, filt, obj, condition)
    if applies is False:
        return  # before a "for each" count, which reads the whole battlefield
    if for_each and last >= LAYER_PT_MODIFY:
        n = count(game, parse_filter(ab.get("for_each")), "battlefield", src_id, src.controller)
        mods = tuple(Mod("modify_pt", (("power", m.get("power") * n), ("toughness", m.get("toughness") * n)))
                     if m.kind == "modify_pt" else m for m in mods)
    if applies is True:
        for m in mods:
            out.append(_Applied(m, src.timestamp, src_id, None))
        return
    memo = (id(filt), src.controller, src_id == obj.id) if shared else None
    for m in mods:
        out.append(_Applied(m, src.timestamp, src_id, applies, reads, memo))


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


def _index(game: "Game") -> _StaticsIndex | None:
    """The static abilities indexed (a fast path), or None when they are gathered for each
    object (``_gather``): without the fast paths, or while an effect may change a source's
    static abilities (then they are worked out through the layers for each)."""
    if not fastpaths.ENABLED or not game.has_static_sources() or not _abilities_as_printed(game):
        return None  # (with no static source, ``_gather`` has only the effects locked to the object)
    ids = game.static_sources()
    index: _StaticsIndex | None = game._statics_index
    if index is None or index.ids is not ids:
        # statics_index.py applies its groups with this module's ``_apply_layer`` (it imports
        # this module), and is needed only when the static sources change: imported here.
        from .statics_index import _StaticsIndex
        index = game._statics_index = _StaticsIndex(game, ids)
    return index


def _compute(game: "Game", obj: GameObject) -> Characteristics:
    index = _index(game)
    if index is not None:
        own = index.gather_own(game, obj, LAYERS[-1])
        if not own and not index.layers and not obj.counters:
            return _printed(obj.card)  # no effect applies to it: its printed characteristics
        return index.layered(game, obj, LAYERS[-1], own).freeze()
    applied = _gather(game, obj, LAYERS[-1])
    if not applied and not obj.counters and fastpaths.ENABLED:
        return _printed(obj.card)  # no effect applies to it: its printed characteristics
    return _layered(game, obj, LAYERS[-1], applied=applied).freeze()


def _layered(game: "Game", obj: GameObject, last: float, statics: bool = True,
             applied: list[_Applied] | None = None) -> _Partial:
    """The characteristics of ``obj`` built layer by layer, up to layer ``last`` (with other
    permanents' static abilities unless ``statics`` is False; ``applied``: the effects, if
    already gathered)."""
    if applied is None and statics:
        index = _index(game)
        if index is not None:
            return index.layered(game, obj, last, index.gather_own(game, obj, last))
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
            todo.sort(key=_timestamp)
            _apply_layer(game, obj, p, layer, todo)
    elif last >= LAYER_PT_MODIFY:
        _counters(obj, p)
    return p


def _timestamp(a: _Applied) -> int:
    return a.timestamp


def _apply_layer(game: "Game", obj: GameObject, p: _Partial, layer: float, todo: list[_Applied]) -> None:
    """Apply the effects of one layer (``todo``, in timestamp order: CR 613.7) to ``p``, each
    that depends on another after it (613.8), each tested when reached (613.6); in layer 7c,
    the counters too (613.4c)."""
    if (layer == LAYER_PT_MODIFY or layer == LAYER_ABILITY) and _commuting(todo):
        _apply_commuting(p, todo)
        if layer == LAYER_PT_MODIFY:
            _counters(obj, p)
        return
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


#: keywords granted (layer 6); ``_commuting``.
def _passes(a: _Applied, p: _Partial, memo: dict[tuple[int, int, bool], bool]) -> bool:
    """Whether ``a`` applies to the object being computed: its test (none: always), made once for
    the effects that share it (``a.memo``), as what it reads doesn't change within the layer."""
    test = a.applies
    if test is None:
        return True
    key = a.memo
    if key is None:
        return bool(test(p))
    passed = memo.get(key)
    if passed is None:
        passed = memo[key] = bool(test(p))
    return passed



#: Modifications whose order among themselves doesn't matter: sums of P/T (layer 7c) and
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


def _add_up(applied: Iterable[tuple[int, _Applied]], p: _Partial,
            memo: dict[tuple[int, int, bool], bool]) -> tuple[int, int, list[tuple[int, int, Keyword]]]:
    """Of independent effects (``_commuting``), in their ``order``, those that apply to the object:
    their P/T changes added up, and the keywords they grant as (timestamp, order, keyword)."""
    power = toughness = 0
    keywords: list[tuple[int, int, Keyword]] = []
    for order, a in applied:
        if not _passes(a, p, memo):
            continue
        mod = a.mod
        if mod.kind == "modify_pt":
            power += mod.get("power")
            toughness += mod.get("toughness")
        else:
            keywords.append((a.timestamp, order, Keyword(mod.get("keyword"), mod.get("param"))))
    return power, toughness, keywords


def _apply_commuting(p: _Partial, todo: list[_Applied]) -> None:
    """Apply effects that ``_commuting`` found independent: each test made once for the effects
    that share it (what it reads doesn't change in this layer), the P/T changes added up, the
    keywords granted in timestamp order; the result is that of applying them one by one."""
    power, toughness, keywords = _add_up(enumerate(todo), p, {})
    granted = [k for _, _, k in keywords]
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
