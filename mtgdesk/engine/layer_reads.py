"""What the layer system reads and writes, so that what an event cannot have changed is not
recomputed (CR 613): which characteristics each modification writes, which a filter reads, which
static abilities read the battlefield or the status of permanents, and which cards may grant a
triggered ability (613.1f) or change abilities (layers 1, 3 and 6)."""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

from . import fastpaths
from .abilities import (
    HasParams, StaticAbility, TriggeredAbility,
)
from .filters import Filter, parse_filter
from .kinds.statics import STATIC_KINDS, Mod, StaticKind
from .copies import copiable_card
from .partial import LAYER_ABILITY, LAYER_COPY, LAYER_TEXT, MODIFICATIONS, _Partial

if TYPE_CHECKING:
    from .game import Game


#: What each modification may change, in the names of ``filter_reads`` (``_layered``: a test
#: made before it stays true after it if it reads none of these); a kind not listed: anything.
_WRITES: dict[str, frozenset[str]] = {
    "set_controller": frozenset(),
    "change_text": frozenset({"abilities", "subtypes"}),  # a basic land type changed (CR 612.2)
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


#: The layers whose effects change an object's abilities: copy, text, abilities (CR 613.1a, c, f).
_ABILITY_LAYERS = (LAYER_COPY, LAYER_TEXT, LAYER_ABILITY)

#: Modifications of those layers that change only keyword abilities (CR 702), which are no
#: static abilities with effects ("Other Goblin creatures have mountainwalk"): a source's static
#: abilities stay its card's under them.
_KEYWORDS_ONLY = frozenset({"add_keyword", "lose_keyword"})


def _changes_statics(mod: Any, layer: float) -> bool:
    """Whether a modification (of ``layer``) may change which static abilities ``layers._statics_of``
    applies: one of layer 1, 3 or 6, but a keyword granted or lost (``_KEYWORDS_ONLY``) and a
    static ability granted that makes no modification ("can't block", a rule of its own: CR
    604.1); and new basic land types, which take away a land's rules-text abilities (CR 305.7,
    layer 4)."""
    kind = mod.kind
    if kind == "add_static":  # as ``partial._add_static`` grants it
        params = (("filter", mod.get("filter")),) if mod.get("filter") else ()
        return _makes_modifications(StaticAbility(mod.get("static"), params))
    if kind == "add_ability":
        ability = mod.get("ability")
        return isinstance(ability, StaticAbility) and _makes_modifications(ability)
    return kind == "set_land_type" or (layer in _ABILITY_LAYERS and kind not in _KEYWORDS_ONLY)


_EFFECT_CHANGES: dict[int, tuple[Any, bool]] = {}


def effect_changes_statics(e: Any) -> bool:
    """``_changes_statics`` of an effect of a resolved spell or ability (CR 611.2), made once."""
    hit = _EFFECT_CHANGES.get(id(e))
    if hit is not None and hit[0] is e:
        return hit[1]
    found = _changes_statics(e, e.layer)
    if len(_EFFECT_CHANGES) > 4096:
        _EFFECT_CHANGES.clear()
    _EFFECT_CHANGES[id(e)] = (e, found)
    return found


def _makes_modifications(ab: StaticAbility) -> bool:
    """Whether a static ability is one that ``layers._statics_of`` applies: a "*/*" count
    (CR 604.3) or one with modifications."""
    spec = STATIC_KINDS.get(ab.kind)
    return spec is not None and (ab.kind == "pt_equal_to_count" or bool(spec.mods(ab)))


_PLAIN_SOURCES: dict[int, tuple[list[int], bool]] = {}


_CHANGES_ABILITIES: dict[int, tuple[Any, bool]] = {}


def _abilities_as_printed(game: "Game") -> bool:
    """Whether no effect can change a permanent's static abilities now: no effect of a resolved
    spell or ability, and no static ability of a permanent, with a modification that may
    (``_changes_statics``: layers 1, 3 and 6 but keywords and rules granted, and 305.7). Then
    each source's static abilities are its copiable card's (CR 706.2), and working them out
    through the layers (once per source per object computed: with a hundred Glorious Anthems,
    ten thousand times an object) can be skipped. (A type change may give a land its intrinsic
    mana ability, CR 305.6: an activated ability, not read here.) A copy effect (a Clone) is no
    such effect while it is its object's only one: its object's copiable values, static
    abilities included, are those it copies (CR 706.2), which is what ``copiable_card`` gives."""
    copied: set[int] | None = None
    for e in game.effects:
        if e.kind == "copy":
            if copied is None:
                copied = set()
            elif e.affected in copied:
                return False  # two copy effects on one object: the later one wins (CR 613.7)
            copied.add(e.affected)
        elif effect_changes_statics(e):
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
    """Whether a card has a static ability with a modification that may change static
    abilities (``_changes_statics``)."""
    hit = _CHANGES_ABILITIES.get(id(card))
    if hit is not None and hit[0] is card:
        return hit[1]
    found = False
    for ab in card.abilities:
        spec = STATIC_KINDS.get(ab.kind) if isinstance(ab, StaticAbility) else None
        if spec is not None and any(_changes_statics(m, MODIFICATIONS[m.kind][0]) for m in _static_mods(ab, spec)):
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
                if ab.get("per_affected") is not None:
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
