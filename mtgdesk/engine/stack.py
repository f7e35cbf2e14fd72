"""What is on the stack besides cards, and what is being put there (CR 405, 601.2, 602.2, 603.3).

A spell on the stack is a ``GameObject`` (objects.py); an activated or triggered ability on the
stack is a ``StackAbility``; a spell being cast or an ability being activated or put on the stack
with its choices still to make is a ``Casting`` (``game.casting``). Below the rules modules that
make them (casting.py, triggers.py, effects.py), so that those need not import the game.
"""
from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any

from .abilities import ActivatedAbility, TriggeredAbility
from .fastpaths import COMPILED
from .objects import CardDef, GameObject, Zone

#: Named outside the class: a compiled class has no ``__slots__`` to read back.
_STACK_ABILITY_SLOTS = ("id", "card", "source", "ability", "controller", "owner", "targets", "x", "zone", "chosen")


class StackAbility:
    """An activated or triggered ability on the stack (CR 113.1b, 602.2a, 603.3)."""

    __slots__ = _STACK_ABILITY_SLOTS

    def __init__(self, obj_id: int, source: GameObject | None, ability: ActivatedAbility | TriggeredAbility,
                 controller: int, card: CardDef | None = None, source_id: int | None = None) -> None:
        self.id = obj_id
        if card is None or source_id is None:
            assert source is not None
        self.card = card if card is not None else source.card  # type: ignore[union-attr]
        self.source = source_id if source_id is not None else source.id  # type: ignore[union-attr]
        self.ability = ability
        self.controller = controller
        self.owner = controller
        self.targets: tuple[Any, ...] = ()
        self.x = 0
        self.zone = Zone.STACK
        self.chosen: tuple[Any, ...] = ()

    def copy(self) -> "StackAbility":
        new = (StackAbility(self.id, None, self.ability, self.controller, self.card, self.source) if COMPILED
               else StackAbility.__new__(StackAbility))
        for s in _STACK_ABILITY_SLOTS:
            setattr(new, s, getattr(self, s))
        return new

    @property
    def name(self) -> str:
        return self.card.name

    def state(self) -> tuple[Any, ...]:
        return tuple(getattr(self, s) for s in _STACK_ABILITY_SLOTS)

    def __repr__(self) -> str:
        return f"<ability of {self.card.name}#{self.id}>"


@dataclass
class Casting:
    """A spell being cast or an ability being activated: which stage it is at (CR 601.2)."""

    kind: str  # "spell" or "ability"
    player: int
    object_id: int
    source: int
    ability_index: int
    stage: str  # "x", "targets" or "pay"
    rewind: Any  # the game as it was before the cast began

    def copy(self) -> "Casting":
        return replace(self)

    def state(self) -> tuple[Any, ...]:
        return (self.kind, self.player, self.object_id, self.source, self.ability_index, self.stage)
