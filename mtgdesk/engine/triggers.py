"""Triggered abilities (CR 603).

An event that matches a triggered ability makes it trigger (603.2); the ability waits until a
player would next receive priority, then goes on the stack, the active player's first (603.3b),
its controller choosing its targets then (603.3d; with no legal target it is removed). "You may"
is asked when it resolves (603.5).

Events: ``enters`` (603.6a), ``dies`` (700.4, looking back: 603.10a), ``attacks``,
``attacks_alone``, ``blocks``, ``becomes_blocked`` (509.3c), and the Aura's
``enchanted_attacks_or_blocks``.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from .abilities import TriggeredAbility
from .decisions import DecisionKind
from .objects import CardDef
from .targets import candidates

if TYPE_CHECKING:
    from .game import Game


@dataclass(frozen=True)
class PendingTrigger:
    """A triggered ability that has triggered and waits to be put on the stack (CR 603.3)."""

    source: int
    card: CardDef
    ability: TriggeredAbility
    controller: int
    info: tuple[tuple[str, Any], ...] = ()


def fire(game: "Game", event: str, obj: Any, **info: Any) -> None:
    """Queue the triggered abilities of ``obj`` that trigger on ``event``."""
    for ab in obj.card.abilities:
        if isinstance(ab, TriggeredAbility) and ab.event == event:
            game.triggered.append(PendingTrigger(obj.id, obj.card, ab, obj.controller, tuple(sorted(info.items()))))


def fire_auras(game: "Game", event: str, enchanted: int) -> None:
    """Queue the abilities of Auras attached to ``enchanted`` that trigger on ``event``."""
    for oid in game.battlefield:
        aura = game.objects[oid]
        if aura.attached_to == enchanted and aura.card.has_triggers:
            fire(game, event, aura, enchanted=enchanted)


def put_triggers_on_stack(game: "Game") -> bool:
    """Put waiting triggered abilities on the stack (CR 603.3); True if any were."""
    if not game.triggered:
        return False
    from .casting import Casting
    from .game import StackAbility

    moved = False
    while game.triggered:
        # CR 603.3b: the active player's first, then the other's, each in the order they triggered.
        pick = next((t for t in game.triggered if t.controller == game.active), game.triggered[0])
        game.triggered.remove(pick)
        source = game.objects.get(pick.source)
        item = StackAbility(game._new_id(), source, pick.ability, pick.controller, pick.card, pick.source)
        item.chosen = pick.info
        options = tuple(tuple(candidates(game, spec, pick.controller, item)) for spec in pick.ability.targets)
        if any(not o for o in options):
            continue  # CR 603.3d: no legal target, removed from the stack
        game.objects[item.id] = item
        game.stack.append(item.id)
        game.passes = 0
        moved = True
        if options:
            game.casting = Casting("trigger", pick.controller, item.id, pick.source, -1, "targets", None)
            game.require(pick.controller, DecisionKind.TARGETS, "targets", options=options, count=len(options))
            return True
    return moved
