"""Damage, its prevention, and destruction (CR 120, 615, 701.7, 701.15, 702.15, 702.16e).

Damage to a player makes them lose that much life; damage to a creature is marked on it
(CR 120.3). Before it is dealt, prevention applies: protection prevents damage from sources of
the stated quality (702.16e), and prevention shields ("prevent the next N damage") use themselves
up (615.7). A source with lifelink makes its controller gain that much life (702.15b).
Destruction can be replaced by regeneration (701.15b).
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

from . import events as E
from .objects import PlayerRef, Zone
from .targets import has_protection_from

if TYPE_CHECKING:
    from .game import Game


def _source_keywords(game: "Game", source: int) -> frozenset[str]:
    obj = game.objects.get(source)
    if obj is None:
        return frozenset()
    if obj.zone is Zone.BATTLEFIELD:
        return game.characteristics(source).keywords
    card = getattr(obj, "card", None)
    return frozenset(getattr(a, "name", "") for a in card.abilities) if card is not None else frozenset()


def prevent(game: "Game", source: int, recipient: Any, amount: int, combat: bool = False) -> int:
    """How much of ``amount`` is left after prevention effects (CR 615)."""
    if amount <= 0 or (combat and game.prevent_combat_damage):
        return 0
    if not isinstance(recipient, PlayerRef) and has_protection_from(game, recipient, source):
        return 0  # CR 702.16e
    shields = game.shields
    for i, (who, left) in enumerate(shields):
        if who == recipient and left > 0:
            used = min(left, amount)
            shields[i] = (who, left - used)  # CR 615.7
            amount -= used
            if amount == 0:
                break
    if any(left == 0 for _, left in shields):
        game.shields = [s for s in shields if s[1] > 0]
    return amount


def deal_damage(game: "Game", source: int, recipient: Any, amount: int, *, combat: bool = False) -> int:
    """Deal damage after prevention; return the damage actually dealt."""
    amount = prevent(game, source, recipient, amount, combat)
    if amount <= 0:
        return 0
    if isinstance(recipient, PlayerRef):
        game.change_life(recipient.index, -amount)
    else:
        obj = game.objects.get(recipient)
        if obj is None or obj.zone is not Zone.BATTLEFIELD:
            return 0
        obj.damage += amount
        if "deathtouch" in _source_keywords(game, source):
            obj.deathtouched = True  # CR 702.2b
        game.sba_needed = True
    game.emit(E.DamageDealt(source, recipient, amount, combat))
    if "lifelink" in _source_keywords(game, source):
        src = game.objects.get(source)
        if src is not None:
            game.change_life(src.controller, amount)  # CR 702.15b
    return amount


def destroy(game: "Game", obj_id: int) -> bool:
    """Destroy a permanent (CR 701.7), unless a regeneration shield replaces it (701.15b):
    then it is tapped, its damage removed, and it is removed from combat. True if destroyed."""
    obj = game.objects.get(obj_id)
    if obj is None or obj.zone is not Zone.BATTLEFIELD:
        return False
    if game.regeneration.get(obj_id, 0) > 0 and obj_id not in game.cant_regenerate:
        game.regeneration[obj_id] -= 1
        if not game.regeneration[obj_id]:
            del game.regeneration[obj_id]
        game.tap(obj_id)
        obj.damage = 0
        obj.deathtouched = False
        if game.combat is not None:
            game.combat.remove(obj_id)
        obj.attacking = False
        obj.blocking = ()
        obj.blocked = False
        game.sba_needed = True
        game.emit(E.Regenerated(obj_id))
        return False
    game.move(obj_id, Zone.GRAVEYARD)
    return True
