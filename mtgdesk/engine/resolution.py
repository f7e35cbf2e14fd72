"""Resolving spells and abilities (CR 608).

608.2b: targets are checked again; if every target is now illegal the object doesn't resolve,
and illegal targets are left alone otherwise. 608.2c: instructions are followed in order (one may
wait for a player's choice). 608.2n: an instant or sorcery goes to its owner's graveyard;
608.3: a permanent spell enters the battlefield, an Aura attached to its target (608.3a-b).
"""
from __future__ import annotations

from dataclasses import dataclass, replace
from typing import TYPE_CHECKING, Any

from . import events as E
from .decisions import DecisionKind, Question
from .effects import EFFECTS, Context
from .abilities import TriggeredAbility
from .objects import Zone
from .stack import StackAbility
from .targets import is_legal_target, target_specs_of_card
from .triggers import intervening_if_holds, left_stack

if TYPE_CHECKING:
    from .game import Game


@dataclass
class Resolving:
    """A resolution under way: the object and the instruction being followed (a choice made as
    it resolves is asked with ``Game.ask``: the game waits in the position reached, and the
    resolution is carried out again once the question is answered)."""

    object_id: int
    index: int
    illegal: frozenset[int]  # indices of targets that became illegal (608.2b)

    def copy(self) -> "Resolving":
        return replace(self)

    def state(self) -> tuple[Any, ...]:
        return (self.object_id, self.index, self.illegal)


def _specs(item: Any) -> tuple[Any, ...]:
    if isinstance(item, StackAbility):
        return item.ability.targets
    return target_specs_of_card(item.card)


def _effects(item: Any) -> tuple[Any, ...]:
    if isinstance(item, StackAbility):
        return item.ability.effects
    spell = item.card.spell
    return spell.effects if spell is not None else ()


def resolve_top(game: "Game") -> None:
    """Resolve the top object of the stack (CR 608.1)."""
    item_id = game.stack[-1]
    item = game.objects[item_id]
    specs = _specs(item)
    chosen = [i for i, t in enumerate(item.targets) if t is not None]
    illegal = frozenset(
        i for i in chosen if not is_legal_target(game, specs[i], item.targets[i], item.controller, item)
    )
    if chosen and len(illegal) == len(chosen):
        # CR 608.2b: all its targets are illegal; it doesn't resolve.
        _remove(game, item, countered=True)
        return
    if not intervening_if_holds(game, item):
        _remove(game, item, countered=False)  # CR 603.4: the ability does nothing
        return
    game.resolving = Resolving(item_id, 0, illegal)
    run_effects(game)


def run_effects(game: "Game") -> None:
    """Follow the instructions in order from where the resolution stands (CR 608.2c)."""
    r = game.resolving
    item = game.objects[r.object_id]
    ability = getattr(item, "ability", None)
    if isinstance(ability, TriggeredAbility) and ability.optional and r.index == 0:
        # CR 603.5: "you may" is decided as the ability resolves.
        if not game.ask(item.controller, DecisionKind.CHOICE, Question.MAY, (True, False)):
            _finish(game, item)
            return
    effects = _effects(item)
    ctx = Context(game, item, r.illegal)
    while r.index < len(effects):
        eff = effects[r.index]
        EFFECTS[eff.kind].start(ctx, eff)  # a choice it needs is asked (``Game.ask``)
        r.index += 1
    _finish(game, item)


def _finish(game: "Game", item: Any) -> None:
    game.resolving = None
    if isinstance(item, StackAbility):
        _remove(game, item, countered=False)
        return
    card = item.card
    if card.is_permanent_card:
        # CR 608.3: a permanent spell enters the battlefield under its controller's control.
        attach_to = None
        if "Aura" in card.subtypes:
            attach_to = item.targets[0] if item.targets else None
            if attach_to is None or not is_legal_target(game, _specs(item)[0], attach_to, item.controller, item):
                _remove(game, item, countered=True)  # CR 608.3b
                return
        new_id = game.move(item.id, Zone.BATTLEFIELD, controller=item.controller)
        if attach_to is not None and new_id is not None:
            game.attach(new_id, attach_to)  # CR 303.4f
        game.emit(E.Resolved(item.id))
    else:
        game.move(item.id, Zone.GRAVEYARD)  # CR 608.2n
        game.emit(E.Resolved(item.id))
    _after(game)


def _remove(game: "Game", item: Any, countered: bool) -> None:
    game.resolving = None
    if isinstance(item, StackAbility):
        game.stack.remove(item.id)
        del game.objects[item.id]
        left_stack(game, item)
    else:
        game.move(item.id, Zone.GRAVEYARD)
    game.emit(E.Resolved(item.id, countered))
    _after(game)


def _after(game: "Game") -> None:
    game.priority = game.active  # CR 117.3b
    game.passes = 0
