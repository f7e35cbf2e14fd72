"""Positions for the table's tests: a game answered (passing, declaring nothing) until a
condition holds, and a combat whose damage is to be assigned."""
from __future__ import annotations

from typing import Any

from mtgdesk.engine import DecisionKind, Step
from mtgdesk.engine import actions as A
from tests.helpers.games import find, position


def _answer(game: Any, until: Any) -> None:
    """Pass priority (and declare nothing) until ``until(game)``."""
    for _ in range(200):
        if until(game):
            return
        d = game.decision
        legal = game.legal_actions()
        for kind in (A.PassPriority, A.FinishAttackers, A.FinishBlockers):
            action = next((a for a in legal if isinstance(a, kind)), None)
            if action is not None:
                game.apply(action)
                break
        else:
            raise AssertionError(f"nothing to answer {d}")
    raise AssertionError("never got there")

def _assign_damage_game(attacker: str, blockers: list[str]) -> Any:
    game = position(Step.ATTACKERS, a_battlefield=[attacker], b_battlefield=blockers, a_library=["Island"],
                    b_library=["Island"])
    a = find(game, attacker)
    game.apply(A.DeclareAttacker(0, a))
    game.apply(A.FinishAttackers(0))
    _answer(game, lambda g: g.decision.kind is DecisionKind.BLOCKERS)
    for b in [i for i in list(game.battlefield) if game.objects[i].controller == 1]:
        game.apply(A.DeclareBlocker(1, b, a))
    game.apply(A.FinishBlockers(1))
    _answer(game, lambda g: g.decision.kind is DecisionKind.ASSIGN_DAMAGE)
    return game
