"""An object's characteristics as the layers build them (CR 613.1), and the modifications a
continuous effect can make in each layer: 1 copy (706), 2 control, 3 text (612), 4 type, 5 colour,
6 abilities, 7a characteristic-defining P/T, 7b set P/T, 7c modify P/T, 7d switch P/T. ``layers.py``
applies them in order."""
from __future__ import annotations

from typing import TYPE_CHECKING, Any
from collections.abc import Callable

from .abilities import (
    Ability, ActivatedAbility, Cost, Effect, HasParams, Keyword, StaticAbility,
)
from .objects import BASIC_LAND_TYPES, Characteristics, GameObject
from .copies import change_text

if TYPE_CHECKING:
    from .game import Game


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
        lost = self.lost
        if not lost:  # (the common case: no keyword lost, nothing to leave out)
            if not self.lose_all:
                out.extend(self.printed)
            out.extend(self.granted)
            return out
        if not self.lose_all:
            out.extend(a for a in self.printed if not (isinstance(a, Keyword) and a.name in lost))
        out.extend(a for a in self.granted if not (isinstance(a, Keyword) and a.name in lost))
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
        keywords: set[str] = set()
        activated: list[ActivatedAbility] = []
        statics: set[str] = set()
        for a in abilities:  # (one pass: a permanent under fifty lords has fifty keywords)
            if isinstance(a, Keyword):
                keywords.add(a.name)
            elif isinstance(a, ActivatedAbility):
                activated.append(a)
            elif isinstance(a, StaticAbility):
                statics.add(a.kind)
        return Characteristics(
            name=self.name,
            types=frozenset(self.types),
            subtypes=tuple(self.subtypes),
            supertypes=frozenset(self.supertypes),
            colors=frozenset(self.colors),
            power=self.power,
            toughness=self.toughness,
            abilities=abilities,
            keywords=frozenset(keywords),
            activated=tuple(activated),
            statics=frozenset(statics),
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
    # The other creatures' types come from the layer system itself (layers 1-4 of each), which
    # applies the modifications declared here: hence an import at run time.
    from .layers import types_of

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


def _copy_partial(p: _Partial) -> _Partial:
    """A copy of characteristics being built, for a trial (CR 613.8)."""
    trial = _Partial(p.card)
    for slot in _PARTIAL_SLOTS:
        v = getattr(p, slot)
        setattr(trial, slot, list(v) if isinstance(v, list) else set(v) if isinstance(v, set) else v)
    return trial
