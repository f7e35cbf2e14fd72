"""Continuous effects and the layer system (CR 611, 613), and intrinsic land abilities (305.6-7).

An object's characteristics are its card's printed values, modified by continuous effects in
layer order (CR 613.1): type-changing (layer 4), ability-adding or -removing (6), then power and
toughness (7a-7d), each in timestamp order (613.7). Effects come from resolved spells and
abilities (``game.effects``) and from the static abilities of permanents (CR 611.3).
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from .abilities import Ability, ActivatedAbility, Cost, Effect, HasParams, Keyword, StaticAbility
from .objects import BASIC_LAND_TYPES, Characteristics, GameObject, Zone

if TYPE_CHECKING:
    from .game import Game

LAYER_TYPE = 4
LAYER_ABILITY = 6
LAYER_PT_SET = 7.2
LAYER_PT_MODIFY = 7.3


@dataclass(frozen=True)
class ContinuousEffect(HasParams):
    """A continuous effect from a resolved spell or ability (CR 611.2).

    ``kind`` is what it does (``"modify_pt"``, ``"set_land_type"``, ``"add_keyword"``),
    ``affected`` the object id, ``until`` ``"end_of_turn"`` (CR 514.2) or ``"indefinite"``.
    """

    layer: float
    kind: str
    affected: int
    params: tuple[tuple[str, Any], ...]
    timestamp: int
    until: str = "end_of_turn"
    source: int = 0


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


def _static_effects(game: "Game", obj: GameObject) -> list[ContinuousEffect]:
    """Effects that the static abilities of permanents apply to ``obj`` (CR 604.1, 611.3):
    an Aura's abilities apply to the object it enchants."""
    out: list[ContinuousEffect] = []
    for src_id in game.static_sources():
        src = game.objects[src_id]
        if src.attached_to != obj.id:
            continue
        ts = src.timestamp
        for ab in src.card.abilities:
            if not isinstance(ab, StaticAbility):
                continue
            k = ab.kind
            if k == "enchanted_land_is":
                out.append(ContinuousEffect(LAYER_TYPE, "set_land_type", obj.id,
                                            (("land_types", (ab.get("land_type"),)),), ts, "static", src.id))
            elif k in ("enchanted_gets", "enchanted_gets_and_cant_be_blocked_except_by"):
                out.append(ContinuousEffect(LAYER_PT_MODIFY, "modify_pt", obj.id,
                                            (("power", ab.get("power")), ("toughness", ab.get("toughness"))),
                                            ts, "static", src.id))
                if k == "enchanted_gets_and_cant_be_blocked_except_by":
                    out.append(ContinuousEffect(LAYER_ABILITY, "add_static", obj.id,
                                                (("filter", ab.get("filter")), ("static", "cant_be_blocked_except_by")),
                                                ts, "static", src.id))
            elif k == "enchanted_has":
                out.append(ContinuousEffect(LAYER_ABILITY, "add_keyword", obj.id,
                                            (("keyword", ab.get("keyword")), ("param", ab.get("param"))),
                                            ts, "static", src.id))
            elif k == "enchanted_cant_attack_or_block":
                for granted in ("cant_attack", "cant_block"):
                    out.append(ContinuousEffect(LAYER_ABILITY, "add_static", obj.id, (("static", granted),),
                                                ts, "static", src.id))
            elif k == "enchanted_doesnt_untap":
                out.append(ContinuousEffect(LAYER_ABILITY, "add_static", obj.id, (("static", "doesnt_untap"),),
                                            ts, "static", src.id))
    return out


_BASE: dict[int, tuple[Any, Characteristics]] = {}


def compute(game: "Game", obj: GameObject) -> Characteristics:
    """The characteristics of ``obj`` after applying every continuous effect (CR 613)."""
    card = obj.card
    if obj.zone is not Zone.BATTLEFIELD or not (
        obj.counters or game.has_static_sources() or any(e.affected == obj.id for e in game.effects)
    ):
        # Nothing modifies it: its card's printed characteristics, computed once per card.
        hit = _BASE.get(id(card))
        if hit is not None and hit[0] is card:
            return hit[1]
        ch = _compute(game, obj, card, ())
        _BASE[id(card)] = (card, ch)
        return ch
    return _compute(game, obj, card, None)


def _compute(game: "Game", obj: GameObject, card: Any, effects: Any) -> Characteristics:
    types = set(card.types)
    subtypes = list(card.subtypes)
    supertypes = frozenset(card.supertypes)
    colors = card.colors
    printed: list[Ability] = list(card.abilities)
    granted: list[Ability] = []
    power = card.power
    toughness = card.toughness
    if effects is None:
        effects = [e for e in game.effects if e.affected == obj.id]
        if game.has_static_sources():
            effects.extend(_static_effects(game, obj))
        if effects:
            effects.sort(key=lambda e: (e.layer, e.timestamp))
        for e in effects:
            if e.kind == "set_land_type":
                # CR 305.7: new basic land types replace the old land types; the land loses
                # the abilities from its rules text but keeps granted ones and its card types.
                land_types = e.get("land_types")
                subtypes = [s for s in subtypes if s not in _ALL_LAND_TYPES] + list(land_types)
                printed = []
            elif e.kind == "add_land_type":
                for lt in e.get("land_types"):
                    if lt not in subtypes:
                        subtypes.append(lt)
            elif e.kind == "add_keyword":
                granted.append(Keyword(e.get("keyword"), e.get("param")))
            elif e.kind == "add_static":
                params = (("filter", e.get("filter")),) if e.get("filter") else ()
                granted.append(StaticAbility(e.get("static"), params))
            elif e.kind == "set_pt":
                power, toughness = e.get("power"), e.get("toughness")
            elif e.kind == "modify_pt" and power is not None and toughness is not None:
                power += e.get("power")
                toughness += e.get("toughness")
        if power is not None and toughness is not None and obj.counters:
            plus = obj.counters.get("+1/+1", 0)
            minus = obj.counters.get("-1/-1", 0)
            power += plus - minus
            toughness += plus - minus
    abilities: list[Ability] = []
    if "Land" in types:
        # CR 305.6: each basic land type gives its mana ability.
        for s in subtypes:
            if s in BASIC_LAND_TYPES:
                abilities.append(_INTRINSIC[s])
    abilities.extend(printed)
    abilities.extend(granted)
    keywords = frozenset(a.name for a in abilities if isinstance(a, Keyword))
    return Characteristics(
        name=card.name,
        types=frozenset(types),
        subtypes=tuple(subtypes),
        supertypes=supertypes,
        colors=colors,
        power=power,
        toughness=toughness,
        abilities=tuple(abilities),
        keywords=keywords,
        activated=tuple(a for a in abilities if isinstance(a, ActivatedAbility)),
        statics=frozenset(a.kind for a in abilities if isinstance(a, StaticAbility)),
    )


# The land types of CR 205.3i that appear in this card pool.
_ALL_LAND_TYPES = frozenset(BASIC_LAND_TYPES) | {"Desert", "Gate", "Lair", "Locus", "Mine", "Power-Plant", "Tower", "Urza's"}
