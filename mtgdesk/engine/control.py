"""Control as a characteristic: layer 2 of the layer system (CR 613.1b).

Control-changing effects apply in timestamp order (613.7): those locked to a permanent by a
resolved spell or ability (611.2c, ``set_controller``) and the static abilities of the Auras
attached to it (``control_enchanted``). Each permanent's ``controller`` is kept equal to its
controller by layer 2 (``control_changed``); a permanent that changes controller has not been
continuously controlled by its new controller since their most recent turn began (302.6) and is
removed from combat (506.4).
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from . import events as E
from .abilities import StaticAbility
from .copies import copiable_card
from .objects import GameObject

if TYPE_CHECKING:
    from .game import Game


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
    """Whether any control-changing effect exists (layer 2): if none, each permanent is
    controlled by whoever put it onto the battlefield (CR 110.2)."""
    return any(e.kind == "set_controller" for e in game.effects) or any(
        isinstance(a, StaticAbility) and a.kind == "control_enchanted"
        for i in game.static_sources() for a in copiable_card(game, i).abilities)
