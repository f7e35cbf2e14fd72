"""Decisions (engine/decisions.py): at every point exactly one player owes one decision, of a
kind that says what answers it, with a question whose value is the UI's message id."""
from __future__ import annotations

from mtgdesk.engine import Game, Zone
from mtgdesk.engine import actions as A
from mtgdesk.engine.decisions import Decision, DecisionKind, Question
from tests.helpers.games import RED_GREEN, WHITE_BLUE_GREEN, find, position


def test_a_decision_s_data_and_prompt() -> None:
    d = Decision(1, DecisionKind.CHOICE, Question.COLOR, options=("W", "U"), count=1, data=(("source", 7),))
    assert d.get("source") == 7 and d.get("missing") is None and d.get("missing", 3) == 3
    assert d.prompt == "color" and Decision(0, DecisionKind.PRIORITY).prompt == ""
    assert d == Decision(1, DecisionKind.CHOICE, Question.COLOR, ("W", "U"), 1, (("source", 7),))


def test_every_question_has_its_own_message_id() -> None:
    values = [q.value for q in Question]
    assert len(values) == len(set(values)) and values.count("") == 1  # NONE only


def test_cr103_a_game_begins_with_the_starting_player_s_mulligan_decision() -> None:
    game = Game.new([RED_GREEN, WHITE_BLUE_GREEN], seed=2, starting_player=1)
    assert (game.decision.player, game.decision.kind, game.decision.question) == (
        1, DecisionKind.MULLIGAN, Question.MULLIGAN)


def test_cr601_2_casting_is_a_sequence_of_decisions_each_owed_by_the_caster() -> None:
    game = position(a_hand=["Shock"], a_battlefield=["Mountain"])
    assert game.decision.kind is DecisionKind.PRIORITY and game.decision.player == 0
    game.apply(A.CastSpell(0, find(game, "Shock", Zone.HAND)))
    assert (game.decision.player, game.decision.kind) == (0, DecisionKind.TARGETS)  # CR 601.2c
    legal = game.legal_actions()
    assert legal and all(a.player == 0 for a in legal)
