"""Turn structure (engine/steps.py): five phases and their steps in the order of CR 500.1-514."""
from __future__ import annotations

from itertools import groupby

from mtgdesk.engine.steps import TURN_ORDER, Phase, Step


def test_cr500_1_the_steps_follow_each_other_in_the_rules_order() -> None:
    assert TURN_ORDER == (Step.UNTAP, Step.UPKEEP, Step.DRAW, Step.MAIN1, Step.BEGIN_COMBAT, Step.ATTACKERS,
                          Step.BLOCKERS, Step.FIRST_STRIKE_DAMAGE, Step.DAMAGE, Step.END_COMBAT, Step.MAIN2,
                          Step.END, Step.CLEANUP)


def test_cr500_1_each_phase_is_one_run_of_steps_in_phase_order() -> None:
    runs = [(phase, [s for s in steps]) for phase, steps in groupby(TURN_ORDER, key=lambda s: s.phase)]
    assert [phase for phase, _ in runs] == list(Phase)  # each phase once, in order
    assert dict(runs)[Phase.BEGINNING] == [Step.UNTAP, Step.UPKEEP, Step.DRAW]  # CR 501.1
    assert dict(runs)[Phase.COMBAT][0] is Step.BEGIN_COMBAT and dict(runs)[Phase.COMBAT][-1] is Step.END_COMBAT
    assert dict(runs)[Phase.ENDING] == [Step.END, Step.CLEANUP]  # CR 512.1


def test_cr505_only_the_two_main_phases_are_main() -> None:
    assert [s for s in Step if s.is_main] == [Step.MAIN1, Step.MAIN2]
    assert Step.MAIN1.phase is Phase.PRECOMBAT_MAIN and Step.MAIN2.phase is Phase.POSTCOMBAT_MAIN
