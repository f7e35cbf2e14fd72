"""Targets (CR 115): who and what a spell or ability may target, checked when it is cast or
activated (CR 601.2c) and again when it resolves (CR 608.2b)."""
from __future__ import annotations

from functools import cache
from typing import TYPE_CHECKING, Any

from .abilities import Keyword, SpellAbility, TargetSpec
from .filters import Filter, parse_filter
from .objects import PlayerRef, Zone


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


#: What each target kind of a permanent means in the filter language (``filters.py``).
_PERMANENT_KINDS: dict[str, str] = {
    "creature": "creature",
    "any": "creature or planeswalker",
    "player_or_planeswalker": "planeswalker",
    "land": "land",
    "basic_land": "basic land",
    "artifact": "artifact",
    "enchantment": "enchantment",
    "artifact_or_enchantment": "artifact or enchantment",
    "artifact_or_land": "artifact or land",
    "artifact_creature_or_land": "artifact or creature or land",
    "artifact_enchantment_or_land": "artifact or enchantment or land",
    "permanent": "permanent",
    "nonland_permanent": "nonland permanent",
}
#: What each target kind of a card in a graveyard means in the filter language (CR 115.1).
GRAVEYARD_KINDS: dict[str, str] = {
    "card_in_graveyard": "card",
    "creature_card_in_graveyard": "creature",
    "basic_land_card_in_graveyard": "basic land",
    "sorcery_card_in_graveyard": "sorcery",
    "zombie_card_in_graveyard": "Zombie",
}
#: Target restrictions as words of the filter language.
_RESTRICTION_WORDS: dict[str, str] = {"power_2_or_less": "power<=2"}


_SPEC_FILTERS: dict[int, tuple[TargetSpec, Filter | None]] = {}


def spec_filter(spec: TargetSpec) -> Filter | None:
    """The filter a target requirement on a permanent makes (CR 115.1), or None for players,
    spells and cards in graveyards (kept per requirement, by identity)."""
    hit = _SPEC_FILTERS.get(id(spec))
    if hit is not None and hit[0] is spec:
        return hit[1]
    f = _spec_filter(spec)
    _SPEC_FILTERS[id(spec)] = (spec, f)
    return f


@cache
def _spec_filter(spec: TargetSpec) -> Filter | None:
    base = _PERMANENT_KINDS.get(spec.kind)
    if base is None:
        return None
    words = [_RESTRICTION_WORDS.get(r, r) for r in spec.restrictions]
    if spec.controller == "you":
        words.append("you_control")
    elif spec.controller == "opponent":
        words.append("opponent_controls")
    return parse_filter(" or ".join(" ".join([*words, alt]) for alt in base.split(" or ")))


def is_legal_target(game: "Game", spec: TargetSpec, target: Any, controller: int, source: Any = None) -> bool:
    """Whether ``target`` meets ``spec`` for a spell or ability controlled by ``controller``
    (CR 115.1), including shroud (702.18) and protection (702.16b)."""
    if isinstance(target, PlayerRef):
        if not 0 <= target.index < len(game.players):
            return False
        if not _player_ok(game, spec, target.index, controller):
            return False
        return not player_has_shroud(game, target.index)  # CR 702.18a
    if not isinstance(target, int) or isinstance(target, bool):
        return False
    obj = game.objects.get(target)
    if obj is None:
        return False
    if spec.kind in GRAVEYARD_KINDS:
        # "target creature card from your graveyard" (CR 115.1: a card in a zone other than the battlefield)
        if obj.zone is not Zone.GRAVEYARD:
            return False
        if spec.controller == "you" and obj.owner != controller:
            return False
        if spec.controller == "opponent" and obj.owner == controller:
            return False
        return parse_filter(GRAVEYARD_KINDS[spec.kind]).matches_known(game, obj, controller=controller)
    if spec.kind in ("spell", "creature_spell"):
        if obj.zone is not Zone.STACK or not hasattr(obj, "token"):
            return False
        if spec.kind == "creature_spell" and "Creature" not in obj.card.types:
            return False
        return True
    if obj.zone is not Zone.BATTLEFIELD:
        return False
    filt = spec_filter(spec)
    if filt is None or not filt.matches_known(game, obj, source_id=getattr(source, "id", None), controller=controller):
        return False
    if "shroud" in game.characteristics(target).keywords:
        return False  # CR 702.18a
    if source is not None and has_protection_from(game, target, source):
        return False  # CR 702.16b
    return True


def player_has_shroud(game: "Game", player: int) -> bool:
    """A player with shroud can't be the target of spells or abilities (CR 702.18a)."""
    return any(game.objects[i].controller == player and game.characteristics(i).gives_controller("shroud")
               for i in game.battlefield)


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
    colors: frozenset[str]
    if hasattr(obj, "ability"):  # an ability on the stack: its source's colours
        colors = obj.card.colors
    elif obj.zone is Zone.BATTLEFIELD:
        colors = game.characteristics(obj.id).colors
    else:
        colors = obj.card.colors
    return colors


def has_candidate(game: "Game", spec: TargetSpec, controller: int, source: Any = None) -> bool:
    """Whether there is at least one legal choice for this target (CR 601.2c: a spell with a
    target it can't have can't be cast); stops at the first."""
    if spec.kind in ("spell", "creature_spell"):
        pool: list[int] = list(game.stack)
    elif spec.kind in GRAVEYARD_KINDS:
        pool = [i for p in game.players for i in p.graveyard]
    else:
        pool = game.battlefield
    own = getattr(source, "id", None)
    for i in pool:
        if i != own and is_legal_target(game, spec, i, controller, source):
            return True
    if spec.kind in _PLAYER_KINDS:
        return any(is_legal_target(game, spec, PlayerRef(p), controller, source) for p in range(len(game.players)))
    return False


_PLAYER_KINDS = frozenset({"any", "player", "opponent", "player_or_planeswalker"})


def candidates(game: "Game", spec: TargetSpec, controller: int, source: Any = None) -> list[Any]:
    """Every legal choice for one target (CR 115.1)."""
    out: list[Any] = []
    if spec.kind in ("spell", "creature_spell"):
        pool: list[int] = list(game.stack)
    elif spec.kind in GRAVEYARD_KINDS:
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


def target_specs_being_cast(item: Any, c: Any) -> tuple[Any, ...]:
    """The target requirements of ``item``, the spell or ability being cast or put on the stack
    (``c``, a ``stack.Casting``): a spell's are its card's, an ability's its own (CR 601.2c)."""
    if c.kind == "spell":
        return target_specs_of_card(item.card)
    specs: tuple[Any, ...] = item.ability.targets
    return specs
