"""Decisions and questions (engine/decisions.py, issue 31): every decision carries its
``Question``, each question is asked with one kind of decision, and a choice made as a spell or
ability resolves is asked with ``Game.ask`` (the game waits in the position reached, and the action
is carried out again once answered), the discard of an effect too."""
from __future__ import annotations

import random

import pytest

from mtgdesk.ai.random_player import RandomPlayer
from mtgdesk.cards import load_pool
from mtgdesk.engine import Game, Step, Zone
from mtgdesk.engine import actions as A
from mtgdesk.engine import events as E
from mtgdesk.engine.decisions import Decision, DecisionKind, Question
from mtgdesk.engine.errors import IllegalAction
from mtgdesk.engine.game import AskFrame
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


def _rampant_growth_resolving() -> tuple[Game, int]:
    game = position(Step.MAIN1, a_hand=["Rampant Growth"], a_battlefield=["Forest", "Forest"],
                    a_library=["Island", "Swamp", "Glory Seeker"], b_library=["Island"])
    game.apply(A.CastSpell(0, find(game, "Rampant Growth", Zone.HAND)))
    game.apply(A.PayAuto(0))
    while game.decision.kind is DecisionKind.PRIORITY:
        game.apply(A.PassPriority(game.decision.player))
    return game, find(game, "Island", Zone.LIBRARY)


def test_cr_608_2d_a_search_as_it_resolves_is_asked_with_game_ask() -> None:
    """The search (CR 701.19b) is a question ``Game.ask`` asks: the game waits in the position
    reached (the spell resolving, still on the stack), the question's frame on top; the answer
    carries the action out again, and a clone answered alike ends alike."""
    game, island = _rampant_growth_resolving()
    d = game.decision
    assert (d.question, d.kind) == (Question.SEARCH, DecisionKind.CHOICE)
    assert isinstance(game.frames[-1], AskFrame) and game.resolving is not None and len(game.stack) == 1
    with pytest.raises(IllegalAction) as refused:
        game.apply(A.ChooseOption(0, 10_000))  # not one of the options: CR 608.2d
    assert refused.value.rule == "608.2d"
    twin = game.clone()
    game.apply(A.ChooseOption(0, island))
    twin.apply(A.ChooseOption(0, island))
    assert twin.state() == game.state()
    assert game.frames == [] and game.stack == [] and game.objects[game.battlefield[-1]].card.name == "Island"


def _courier_discarding() -> tuple[Game, list[object]]:
    game = position(Step.MAIN1, a_hand=["Forest"], a_battlefield=["Thought Courier"],
                    a_library=["Island", "Shock"], b_library=["Island"])
    game.apply(A.ActivateAbility(0, find(game, "Thought Courier"), 0))
    events: list[object] = []
    while game.decision.kind is DecisionKind.PRIORITY:
        events = game.apply(A.PassPriority(game.decision.player))
    return game, events


def test_cr_701_9_a_discard_after_a_draw_is_asked_in_the_position_reached() -> None:
    """"Draw a card, then discard a card" (Thought Courier): the discard is a question
    ``Game.ask`` asks, with the card drawn in the hand; answered, the ability is carried out
    again and the card discarded, and a clone answered alike ends alike."""
    game, asked = _courier_discarding()
    assert any(isinstance(e, E.CardDrawn) for e in asked)  # the events up to the question come with it
    d = game.decision
    assert (d.question, d.kind, d.count) == (Question.DISCARD, DecisionKind.DISCARD, 1)
    assert isinstance(game.frames[-1], AskFrame)
    shock = find(game, "Shock", Zone.HAND)
    assert shock in d.options and shock in game.players[0].hand
    for wrong in (A.Discard(0, ()), A.Discard(0, (10_000,)), A.ChooseOption(0, shock)):
        assert game.refusal(wrong) is not None
        with pytest.raises(IllegalAction) as refused:
            game.apply(wrong)
        assert refused.value.rule == "701.9"
    twin = game.clone()
    events = game.apply(A.Discard(0, (shock,)))
    twin.apply(A.Discard(0, (shock,)))
    assert twin.state() == game.state() and game.frames == []
    assert [game.objects[i].card.name for i in game.players[0].graveyard] == ["Shock"]
    assert not any(isinstance(e, E.CardDrawn) for e in events)  # reported when it was asked, not again
    assert any(isinstance(e, E.Discarded) for e in events)


def test_cr_701_9_a_discard_of_several_is_asked_one_pick_at_a_time() -> None:
    """A discard of two cards asked with ``Game.ask`` lists single picks (issue 31): the first
    is kept on the question, the second answers it."""
    game = position(Step.MAIN1, a_hand=["Mind Rot", "Forest", "Forest", "Island"], a_battlefield=["Swamp"] * 3,
                    b_hand=["Shock", "Forest", "Island"], b_library=["Island"])
    game.apply(A.CastSpell(0, find(game, "Mind Rot", Zone.HAND)))
    while game.decision.kind is not DecisionKind.PRIORITY or game.stack:
        d = game.decision
        if d.kind is DecisionKind.TARGETS:
            game.apply(A.ChooseTargets(0, (d.options[0][-1],)))
        elif d.kind is DecisionKind.PAY:
            game.apply(A.PayAuto(0))
        elif d.kind is DecisionKind.DISCARD:
            break
        else:
            game.apply(A.PassPriority(d.player))
    d = game.decision
    assert (d.player, d.kind, d.count) == (1, DecisionKind.DISCARD, 2) and len(d.options) == 3
    legal = game.legal_actions()
    assert legal and all(isinstance(a, A.Pick) for a in legal)
    first, second = d.options[0], d.options[2]
    names = {game.objects[first].card.name, game.objects[second].card.name}
    assert len(names) == 2
    assert game.apply(A.Pick(1, first)) == [] and game.decision.get("picked") == (first,)
    game.apply(A.Pick(1, second))
    assert game.frames == [] and len(game.players[1].hand) == 1
    assert {game.objects[i].card.name for i in game.players[1].graveyard} == names


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


def test_cr_701_9_the_answer_is_checked_again_as_the_action_is_carried_out_again() -> None:
    """The answer to a question ``Game.ask`` asked is checked against the options the procedure
    offers as the action is carried out again: where that position differs (as a determinized
    game's may), the answer is refused citing the rule, and the game waits at the question."""
    game, _ = _courier_discarding()
    forest = find(game, "Forest", Zone.HAND)
    assert forest in game.decision.options
    frame = game.frames[-1]
    other = frame.snapshot.clone()
    other.move(find(other, "Forest", Zone.HAND), Zone.GRAVEYARD)  # a Swamp in that hand, no Forest
    other.create_object(load_pool().get("Swamp"), 0, Zone.HAND)
    game.frames[-1] = AskFrame(frame.action, frame.answers, other, frame.skip)
    with pytest.raises(IllegalAction) as refused:
        game.apply(A.Discard(0, (forest,)))
    assert refused.value.rule == "701.9"
    d = game.decision
    assert (d.question, d.kind) == (Question.DISCARD, DecisionKind.DISCARD) and game.frames
    assert sorted(game.objects[i].card.name for i in d.options) == ["Shock", "Swamp"] and forest not in d.options
    game.apply(A.Discard(0, (find(game, "Swamp", Zone.HAND),)))
    assert sorted(game.objects[i].card.name for i in game.players[0].graveyard) == ["Forest", "Swamp"]
    assert not game.frames and [game.objects[i].card.name for i in game.players[0].hand] == ["Shock"]
