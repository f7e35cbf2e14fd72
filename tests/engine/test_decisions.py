"""Decisions and questions (engine/decisions.py, issue 31): every decision carries its
``Question``, and each question is asked with one kind of decision. A question asked in the middle
of an action with ``Game.ask`` is tested in test_questions.py (engine/questions.py)."""
from __future__ import annotations

import random

import pytest

from mtgdesk.ai.random_player import RandomPlayer
from mtgdesk.cards import load_pool
from mtgdesk.engine import Game, Zone
from mtgdesk.engine import actions as A
from mtgdesk.engine.decisions import Decision, DecisionKind, Question
from tests.helpers.games import RED_GREEN, WHITE_BLUE_GREEN, find, position


def test_a_decision_cannot_be_made_without_its_question() -> None:
    with pytest.raises(TypeError):
        Decision(0, DecisionKind.PRIORITY)  # type: ignore[call-arg]
    assert not hasattr(Decision(0, DecisionKind.PRIORITY, Question.PRIORITY), "prompt")


def test_every_decision_of_random_games_carries_its_question_and_one_kind_each() -> None:
    """Over seeded random games with the whole pool, every decision owed has a ``Question``, and
    each question comes with a single kind of decision (so the table and the computer players,
    which answer by question, never meet one in another shape)."""
    pool = sorted(load_pool(), key=lambda c: c.name)
    spells = [c for c in pool if "Land" not in c.types]
    lands = [c for c in pool if c.name in ("Forest", "Island", "Swamp", "Mountain", "Plains")]
    kinds: dict[Question, set[DecisionKind]] = {}
    for seed in range(6):
        rng = random.Random(seed)
        decks = [[rng.choice(spells) for _ in range(36)] + [lands[(seed + i) % 5] for i in range(24)] for _ in range(2)]
        game = Game.new(decks, seed=seed)
        players = [RandomPlayer(seed * 2 + 1), RandomPlayer(seed * 2 + 2)]
        for _ in range(3000):
            d = game.decision
            assert isinstance(d.question, Question), d
            kinds.setdefault(d.question, set()).add(d.kind)
            if game.over:
                break
            game.apply(players[d.player].choose(game.view(d.player), d))
    assert {q: k for q, k in kinds.items() if len(k) != 1} == {}
    assert kinds[Question.PRIORITY] == {DecisionKind.PRIORITY}


def test_a_decision_s_data_and_prompt() -> None:
    d = Decision(1, DecisionKind.CHOICE, Question.COLOR, options=("W", "U"), count=1, data=(("source", 7),))
    assert d.get("source") == 7 and d.get("missing") is None and d.get("missing", 3) == 3
    assert d.question.value == "color"
    assert d == Decision(1, DecisionKind.CHOICE, Question.COLOR, ("W", "U"), 1, (("source", 7),))


def test_every_question_has_its_own_message_id() -> None:
    values = [q.value for q in Question]
    assert len(values) == len(set(values)) and "" not in values


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
