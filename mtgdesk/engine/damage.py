"""Damage and destruction (CR 120, 701.7, 702.2, 702.15).

Damage to a player makes them lose that much life; damage to a creature is marked on it
(CR 120.3). Before it is dealt, replacement and prevention effects apply (``replacement.py``:
protection 702.16e, prevention shields 615.7, "prevent all combat damage", doubling). A source
with lifelink makes its controller gain that much life (702.15b); damage from a source with
deathtouch is lethal (702.2b). Destruction may be replaced by regeneration (701.15b).
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

from . import events as E
from .filters import damaged_by
from .objects import PlayerRef, Zone
from .replacement import DamageEvent, Destroy, LifeChange, replace

if TYPE_CHECKING:
    from .game import Game


def _source_keywords(game: "Game", source: int) -> frozenset[str]:
    """The keywords of a damage source as it is now, or as it last existed (CR 608.2h)."""
    obj = game.objects.get(source)
    if obj is None:
        known = game.lki.get(source)
        return known.characteristics.keywords if known is not None else frozenset()
    if getattr(obj, "ability", None) is not None:
        return frozenset()
    return game.characteristics(source).keywords


def _source_controller(game: "Game", source: int) -> int | None:
    known = game.last_known(source)
    if known is not None:
        return known.controller
    obj = game.objects.get(source)
    return getattr(obj, "controller", None)


def deal_damage(game: "Game", source: int, recipient: Any, amount: int, *, combat: bool = False) -> int:
    """Deal damage after replacement and prevention; return the damage actually dealt."""
    if amount <= 0:
        return 0
    if game.replacements or game.has_static_sources() or not isinstance(recipient, PlayerRef):
        ev = replace(game, DamageEvent(source, recipient, amount, combat))
        if ev is None or ev.amount <= 0:
            return 0
        recipient, amount = ev.recipient, ev.amount
    if isinstance(recipient, PlayerRef):
        _lose_life_to_damage(game, recipient.index, amount)
        game.record("damaged", recipient.index, amount)
    else:
        obj = game.objects.get(recipient)
        if obj is None or obj.zone is not Zone.BATTLEFIELD:
            return 0
        obj.damage += amount
        game.record(damaged_by(source), recipient, amount)  # "dealt damage by ~ this turn"
        if "deathtouch" in _source_keywords(game, source):
            obj.deathtouched = True  # CR 702.2b
        game.sba_needed = True
    game.emit(E.DamageDealt(source, recipient, amount, combat))
    if "lifelink" in _source_keywords(game, source):
        controller = _source_controller(game, source)
        if controller is not None:
            game.change_life(controller, amount)  # CR 702.15b
    return amount


def _lose_life_to_damage(game: "Game", player: int, amount: int) -> None:
    """CR 120.3a: damage dealt to a player makes them lose that much life. An effect that changes
    that result (Worship, 614.1a) replaces the life loss, not the damage dealt."""
    loss = -amount
    if game.has_static_sources() or game.replacements:
        ev = replace(game, LifeChange(player, loss, damage=True))
        if ev is None:
            return
        loss = ev.amount
    if loss:
        game.change_life(player, loss)


def destroy(game: "Game", obj_id: int, *, regenerate: bool = True) -> bool:
    """Destroy a permanent (CR 701.7), unless a regeneration shield replaces it (701.15b).
    True if it was destroyed."""
    obj = game.objects.get(obj_id)
    if obj is None or obj.zone is not Zone.BATTLEFIELD:
        return False
    if game.replacements or game.has_static_sources():
        if replace(game, Destroy(obj_id, regenerate)) is None:
            return False
    game.move(obj_id, Zone.GRAVEYARD)
    return True
