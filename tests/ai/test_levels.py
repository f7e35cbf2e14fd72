"""The computer players by level (ai/levels.py)."""
from __future__ import annotations

import pytest

from mtgdesk.engine import DecisionKind, Step, Zone
from mtgdesk.engine import actions as A
from mtgdesk.engine.decisions import Question
from tests.helpers.games import find, position


@pytest.mark.parametrize("level", ["random", "easy", "medium", "hard"])
def test_every_computer_player_answers_the_r4_questions(level: str) -> None:
    """Rathi Dragon's "unless" and the lands to sacrifice, Wildfire's lands, and Shard Phoenix
    in the graveyard during its owner's upkeep: each level answers with a legal action."""
    from mtgdesk.ai.levels import make_player

    player = make_player(level, 3)
    dragon = position(a_hand=["Rathi Dragon"], a_battlefield=["Mountain"] * 5, a_library=["Island"] * 3,
                      b_library=["Island"] * 3)
    dragon.apply(A.CastSpell(0, find(dragon, "Rathi Dragon", Zone.HAND)))
    wildfire = position(a_hand=["Wildfire"], a_battlefield=["Mountain"] * 7, b_battlefield=["Forest"] * 5,
                        a_library=["Island"] * 3, b_library=["Island"] * 3)
    wildfire.apply(A.CastSpell(0, find(wildfire, "Wildfire", Zone.HAND)))
    phoenix = position(Step.UPKEEP, a_battlefield=["Mountain"] * 3, a_graveyard=["Shard Phoenix"],
                       a_library=["Island"] * 3, b_library=["Island"] * 3)
    asked = set()
    for game in (dragon, wildfire, phoenix):
        for _ in range(40):
            d = game.decision
            if game.over or game.turn > 3 or d.kind is DecisionKind.PRIORITY and not game.stack \
                    and game is not phoenix:
                break
            action = player.choose(game.view(d.player), d)
            assert game.refusal(action) is None, (level, d, action)
            if d.kind is DecisionKind.CHOICE:
                asked.add(d.question)
            game.apply(action)
            if game is phoenix:
                break  # its one decision: activate the Phoenix or pass
    assert Question.SACRIFICE in asked
