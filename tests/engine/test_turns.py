"""Turns, steps and the opening hand (engine/turns.py: CR 103 mulligans, 500 turn structure)."""
from __future__ import annotations

import pytest

from mtgdesk.engine import DecisionKind, Game, IllegalAction, Step
from mtgdesk.engine import actions as A
from mtgdesk.engine.decisions import Question
from tests.helpers.games import RED_GREEN, WHITE_BLUE_GREEN, position
from tests.helpers.made_up import pass_until


def test_cr103_london_mulligan() -> None:
    game = Game.new([RED_GREEN, WHITE_BLUE_GREEN], seed=5, starting_player=0)
    assert game.decision == game.decision.__class__(0, DecisionKind.MULLIGAN, Question.MULLIGAN)
    assert [len(p.hand) for p in game.players] == [7, 7]
    game.apply(A.Mulligan(0))
    game.apply(A.Mulligan(0))
    assert len(game.players[0].hand) == 7  # CR 103.5: always draw seven
    game.apply(A.Keep(0))
    d = game.decision
    assert d.kind is DecisionKind.CHOICE and d.question is Question.BOTTOM and d.count == 2
    hand = game.players[0].hand
    with pytest.raises(IllegalAction) as exc:
        game.apply(A.PutOnBottom(0, (hand[0],)))
    assert exc.value.rule == "103.5"
    chosen = (hand[0], hand[1])
    names = [game.objects[c].card.name for c in chosen]
    game.apply(A.PutOnBottom(0, chosen))
    assert len(game.players[0].hand) == 5
    bottom = game.players[0].library[:2]
    assert sorted(game.objects[c].card.name for c in bottom) == sorted(names)
    assert game.decision.kind is DecisionKind.MULLIGAN and game.decision.player == 1
    game.apply(A.Keep(1))
    # CR 103.8a: the starting player skips the draw of the first turn.
    assert game.turn == 1 and game.step is Step.UPKEEP and game.active == 0
    game.apply(A.PassPriority(0))
    game.apply(A.PassPriority(1))
    assert game.step is Step.DRAW and len(game.players[0].hand) == 5


def test_cr500_7_extra_turn_is_taken_next() -> None:
    game = position(step=Step.END, a_library=["Forest"] * 5, b_library=["Forest"] * 5)
    game.extra_turns.insert(0, 0)
    pass_until(game, lambda g: g.turn == 4 and g.step is Step.MAIN1)
    assert game.active == 0  # A's extra turn
    pass_until(game, lambda g: g.turn == 5 and g.step is Step.MAIN1)
    assert game.active == 1
