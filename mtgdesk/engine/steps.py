"""Turn structure: phases and steps (CR 500-514)."""
from __future__ import annotations

from enum import Enum
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from .game import Game


class Phase(Enum):
    """The five phases of a turn (CR 500.1)."""

    BEGINNING = "beginning"
    PRECOMBAT_MAIN = "precombat_main"
    COMBAT = "combat"
    POSTCOMBAT_MAIN = "postcombat_main"
    ENDING = "ending"


class Step(Enum):
    """Steps of a turn (CR 501-514); main phases count as one step each."""

    UNTAP = "untap"
    UPKEEP = "upkeep"
    DRAW = "draw"
    MAIN1 = "main1"
    BEGIN_COMBAT = "begin_combat"
    ATTACKERS = "attackers"
    BLOCKERS = "blockers"
    FIRST_STRIKE_DAMAGE = "first_strike_damage"
    DAMAGE = "damage"
    END_COMBAT = "end_combat"
    MAIN2 = "main2"
    END = "end"
    CLEANUP = "cleanup"

    #: The phase the step belongs to, and whether it is a main phase: set on each member below
    #: (plain attributes: an Enum property is a slow lookup, and these are read at every step).
    phase: Phase
    is_main: bool


_PHASE = {
    Step.UNTAP: Phase.BEGINNING,
    Step.UPKEEP: Phase.BEGINNING,
    Step.DRAW: Phase.BEGINNING,
    Step.MAIN1: Phase.PRECOMBAT_MAIN,
    Step.BEGIN_COMBAT: Phase.COMBAT,
    Step.ATTACKERS: Phase.COMBAT,
    Step.BLOCKERS: Phase.COMBAT,
    Step.FIRST_STRIKE_DAMAGE: Phase.COMBAT,
    Step.DAMAGE: Phase.COMBAT,
    Step.END_COMBAT: Phase.COMBAT,
    Step.MAIN2: Phase.POSTCOMBAT_MAIN,
    Step.END: Phase.ENDING,
    Step.CLEANUP: Phase.ENDING,
}

for _step in Step:
    _step.phase = _PHASE[_step]
    _step.is_main = _step in (Step.MAIN1, Step.MAIN2)

TURN_ORDER: tuple[Step, ...] = tuple(Step)


#: An additional combat phase followed by an additional main phase (CR 500.8, 505.1a).
EXTRA_COMBAT_AND_MAIN: tuple[Step, ...] = (
    Step.BEGIN_COMBAT, Step.ATTACKERS, Step.BLOCKERS, Step.FIRST_STRIKE_DAMAGE, Step.DAMAGE, Step.END_COMBAT,
    Step.MAIN2,
)


def add_phases_after_current(game: "Game", steps: tuple[Step, ...]) -> None:
    """CR 500.8: an effect adds phases after the current one ("after this main phase")."""
    i = game.step_index + 1
    game.turn_steps = game.turn_steps[:i] + list(steps) + game.turn_steps[i:]
