"""A question asked in the middle of an action (engine/questions.py, issue 31): a choice made
as a spell or ability resolves (CR 608.2d) and the discard of an effect (701.9) are asked with
``Game.ask``; the game waits in the position reached, the question's ``AskFrame`` on top of its
frames, and the action is carried out again once answered, the answer checked again as it is."""
from __future__ import annotations

import pytest

from mtgdesk.cards import load_pool
from mtgdesk.engine import Game, Step, Zone
from mtgdesk.engine import actions as A
from mtgdesk.engine import events as E
from mtgdesk.engine.decisions import DecisionKind, Question
from mtgdesk.engine.errors import IllegalAction
from mtgdesk.engine.questions import AskFrame, may_ask
from tests.helpers.games import find, position


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


def test_cr_616_1_an_action_is_snapshotted_only_where_it_might_ask() -> None:
    """``questions.may_ask``: with nothing on the stack and no replacement effect, no action can
    ask in the middle (no snapshot is taken); a spell on the stack that asks as it resolves (a
    search, CR 608.2d) may."""
    quiet = position(Step.MAIN1, a_hand=["Rampant Growth"], a_battlefield=["Forest", "Forest"],
                     a_library=["Island"], b_library=["Island"])
    assert not may_ask(quiet) and not quiet._may_ask()
    quiet.apply(A.CastSpell(0, find(quiet, "Rampant Growth", Zone.HAND)))
    quiet.apply(A.PayAuto(0))
    assert quiet.stack and may_ask(quiet) and quiet._may_ask()
