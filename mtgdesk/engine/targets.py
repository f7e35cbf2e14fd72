"""Targets (CR 115): who and what a spell or ability may target, checked when it is cast or
activated (CR 601.2c) and again when it resolves (CR 608.2b)."""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

from .abilities import Keyword, SpellAbility, TargetSpec
from .mana import COLOR_NAMES
from .objects import PlayerRef, Zone

_COLOR_CODE = {v: k for k, v in COLOR_NAMES.items()}

if TYPE_CHECKING:
    from .game import Game


def _player_ok(game: "Game", spec: TargetSpec, index: int, controller: int) -> bool:
    kind = spec.kind
    if kind not in ("any", "player", "opponent", "player_or_planeswalker"):
        return False
    if kind == "opponent" and index == controller:
        return False
    if spec.controller == "you" and index != controller:
        return False
    if spec.controller == "opponent" and index == controller:
        return False
    return True


_PERMANENT_KINDS: dict[str, tuple[str, ...]] = {
    "creature": ("Creature",),
    "any": ("Creature", "Planeswalker"),
    "player_or_planeswalker": ("Planeswalker",),
    "land": ("Land",),
    "basic_land": ("Land",),
    "artifact": ("Artifact",),
    "enchantment": ("Enchantment",),
    "artifact_or_enchantment": ("Artifact", "Enchantment"),
    "artifact_or_land": ("Artifact", "Land"),
    "permanent": ("Artifact", "Creature", "Enchantment", "Land", "Planeswalker"),
}


def is_legal_target(game: "Game", spec: TargetSpec, target: Any, controller: int, source: Any = None) -> bool:
    """Whether ``target`` meets ``spec`` for a spell or ability controlled by ``controller``
    (CR 115.1), including shroud (702.18) and protection (702.16b)."""
    if isinstance(target, PlayerRef):
        if not 0 <= target.index < len(game.players):
            return False
        return _player_ok(game, spec, target.index, controller)
    if not isinstance(target, int):
        return False
    obj = game.objects.get(target)
    if obj is None:
        return False
    if spec.kind in ("card_in_graveyard", "creature_card_in_graveyard"):
        # "target creature card from your graveyard" (CR 115.1: a card in a zone other than the battlefield)
        if obj.zone is not Zone.GRAVEYARD:
            return False
        if spec.controller == "you" and obj.owner != controller:
            return False
        if spec.controller == "opponent" and obj.owner == controller:
            return False
        return spec.kind == "card_in_graveyard" or "Creature" in obj.card.types
    if spec.kind in ("spell", "creature_spell"):
        if obj.zone is not Zone.STACK or not hasattr(obj, "token"):
            return False
        if spec.kind == "creature_spell" and "Creature" not in obj.card.types:
            return False
        return True
    if obj.zone is not Zone.BATTLEFIELD:
        return False
    ch = game.characteristics(target)
    if spec.kind == "nonland_permanent":
        if "Land" in ch.types:
            return False
    else:
        wanted = _PERMANENT_KINDS.get(spec.kind)
        if wanted is None or not any(t in ch.types for t in wanted):
            return False
        if spec.kind == "basic_land" and "Basic" not in ch.supertypes:
            return False
    if spec.controller == "you" and obj.controller != controller:
        return False
    if spec.controller == "opponent" and obj.controller == controller:
        return False
    for r in spec.restrictions:
        if r == "tapped" and not obj.tapped:
            return False
        if r == "untapped" and obj.tapped:
            return False
        if r.startswith("non") and r[3:] in ("white", "blue", "black", "red", "green"):
            code = _COLOR_CODE[r[3:]]
            if code in ch.colors:
                return False
        if r == "attacking" and not obj.attacking:
            return False
        if r == "attacking_or_blocking" and not (obj.attacking or obj.blocking):
            return False
        if r == "nonartifact" and "Artifact" in ch.types:
            return False
        if r == "power_2_or_less" and (ch.power is None or ch.power > 2):
            return False
    if "shroud" in ch.keywords:
        return False  # CR 702.18a
    if source is not None and has_protection_from(game, target, source):
        return False  # CR 702.16b
    return True


def has_protection_from(game: "Game", obj_id: int, source: Any) -> bool:
    """CR 702.16: protection from a colour applies to sources of that colour."""
    ch = game.characteristics(obj_id)
    if "protection" not in ch.keywords:
        return False
    src_colors = source_colors(game, source)
    return any(c in src_colors for c in ch.keyword_params("protection"))


def source_colors(game: "Game", source: Any) -> frozenset[str]:
    if source is None:
        return frozenset()
    obj = source if not isinstance(source, int) else game.objects.get(source)
    if obj is None:
        return frozenset()
    if hasattr(obj, "ability"):  # an ability on the stack: its source's colours
        return obj.card.colors
    if obj.zone is Zone.BATTLEFIELD:
        return game.characteristics(obj.id).colors
    return obj.card.colors


def candidates(game: "Game", spec: TargetSpec, controller: int, source: Any = None) -> list[Any]:
    """Every legal choice for one target (CR 115.1)."""
    out: list[Any] = []
    if spec.kind in ("spell", "creature_spell"):
        pool: list[int] = list(game.stack)
    elif spec.kind in ("card_in_graveyard", "creature_card_in_graveyard"):
        pool = [i for p in game.players for i in p.graveyard]
    else:
        pool = list(game.battlefield)
    for i in pool:
        if source is not None and getattr(source, "id", None) == i:
            continue  # a spell can't target itself (CR 115.5)
        if is_legal_target(game, spec, i, controller, source):
            out.append(i)
    for p in range(len(game.players)):
        ref = PlayerRef(p)
        if is_legal_target(game, spec, ref, controller, source):
            out.append(ref)
    return out


def target_specs_of_card(card: Any) -> tuple[TargetSpec, ...]:
    """The targets a spell of this card has: its spell ability's, or an Aura's enchant target
    (CR 303.4a)."""
    if "Aura" in card.subtypes:
        for a in card.abilities:
            if isinstance(a, Keyword) and a.name == "enchant":
                return (TargetSpec(a.param or "permanent"),)
        return (TargetSpec("permanent"),)
    spell: SpellAbility | None = card.spell
    return spell.targets if spell is not None else ()
