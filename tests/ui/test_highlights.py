"""What the table lights up is pure logic (issue 14): tested without Qt."""
from __future__ import annotations

from types import SimpleNamespace
from typing import Any

from mtgdesk.engine import actions as A
from mtgdesk.engine.decisions import DecisionKind, Question
from mtgdesk.engine.objects import PlayerRef
from mtgdesk.ui.table.highlights import Collected, highlights


def _decision(kind: DecisionKind, player: int = 0, options: Any = (), question: Question = Question.PRIORITY) -> Any:
    return SimpleNamespace(kind=kind, player=player, options=options, question=question)


def _light(decision: Any, legal: list[A.Action], mine: bool = True, collected: Collected = Collected(),
           attackers: list[int] | None = None, stack_top: int | None = None, hand: list[int] | None = None) -> Any:
    return highlights(decision, legal, mine, 0, collected, is_mana_ability=lambda source, index: source == 99,
                      attackers=attackers or [], stack_top=stack_top, hand=hand or [])


def test_what_can_be_played_lights_up_but_not_a_mana_ability() -> None:
    legal = [A.PlayLand(0, 1), A.CastSpell(0, 2), A.ActivateAbility(0, 3, 0), A.ActivateAbility(0, 99, 0),
             A.PassPriority(0)]
    found = _light(_decision(DecisionKind.PRIORITY), legal)
    assert found.cards == {1: "playable", 2: "playable", 3: "playable"}


def test_attackers_and_blocks_declared_so_far_have_arrows() -> None:
    found = _light(_decision(DecisionKind.ATTACKERS), [A.DeclareAttacker(0, 5), A.DeclareAttacker(0, 6)],
                   collected=Collected(attackers=[5]))
    assert found.cards == {5: "attacker", 6: "playable"}
    assert found.arrows == [(5, PlayerRef(1), "attack")]
    found = _light(_decision(DecisionKind.BLOCKERS), [A.DeclareBlocker(0, 7, 20)], attackers=[20],
                   collected=Collected(blocks=[(7, 20)], block_source=8))
    assert found.cards == {7: "blocker", 20: "attacker", 8: "selected"}
    assert (7, 20, "block") in found.arrows and (20, PlayerRef(0), "attack") in found.arrows


def test_targets_light_up_players_too() -> None:
    d = _decision(DecisionKind.TARGETS, options=[(PlayerRef(1), 4)])
    found = _light(d, [], collected=Collected(), stack_top=30)
    assert found.cards == {4: "target"} and found.players == {1: "target"}
    found = _light(d, [], collected=Collected(targets=[4]), stack_top=30)
    assert found.arrows == [(30, 4, "target")]


def test_someone_elses_decision_lights_nothing_but_the_attack() -> None:
    found = _light(_decision(DecisionKind.BLOCKERS, player=1), [], mine=False, attackers=[9])
    assert not found.cards and found.arrows == [(9, PlayerRef(1), "attack")]
    assert not _light(_decision(DecisionKind.PRIORITY, player=1), [], mine=False).cards


def test_a_discard_lights_the_hand_and_the_selection() -> None:
    found = _light(_decision(DecisionKind.DISCARD), [], hand=[1, 2, 3], collected=Collected(selection=[2]))
    assert found.cards == {1: "choice", 2: "selected", 3: "choice"}
