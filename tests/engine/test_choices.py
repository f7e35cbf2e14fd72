"""Choices of several objects (engine/choices.py): answered by single picks, never from a list of
combinations (issue 31), or by the action naming the whole choice, checked directly."""
from __future__ import annotations

import pytest

from mtgdesk.engine import IllegalAction, Step
from mtgdesk.engine import actions as A
from mtgdesk.engine.decisions import DecisionKind, Question
from tests.helpers.games import position


def _cleanup_with_nine_cards():  # type: ignore[no-untyped-def]
    game = position(Step.END, a_hand=["Forest"] * 5 + ["Shock", "Island", "Swamp", "Plains"],
                    a_library=["Island"], b_library=["Island"])
    for _ in range(10):
        if game.decision.kind is not DecisionKind.PRIORITY:
            break
        game.apply(A.PassPriority(game.decision.player))
    assert game.step is Step.CLEANUP and game.decision.question is Question.DISCARD_TO_HAND_SIZE
    return game


def test_cr514_1_discarding_to_hand_size_is_offered_as_single_picks() -> None:
    game = _cleanup_with_nine_cards()
    hand = list(game.players[0].hand)
    assert game.decision.count == 2
    assert game.legal_actions() == [A.Pick(0, card) for card in hand]  # 9 picks, not 36 pairs


def test_cr514_1_picks_are_kept_until_the_count_is_reached() -> None:
    game = _cleanup_with_nine_cards()
    hand = list(game.players[0].hand)
    game.apply(A.Pick(0, hand[5]))
    assert game.decision.get("picked") == (hand[5],) and len(game.players[0].hand) == 9
    assert A.Pick(0, hand[5]) not in game.legal_actions()  # a card is picked once
    game.apply(A.Pick(0, hand[6]))
    assert len(game.players[0].hand) == 7
    assert len(game.players[0].graveyard) == 2 and game.step is not Step.CLEANUP


def test_cr514_1_the_whole_choice_at_once_is_checked_directly() -> None:
    game = _cleanup_with_nine_cards()
    hand = list(game.players[0].hand)
    before = game.state()
    with pytest.raises(IllegalAction) as exc:
        game.apply(A.Discard(0, (hand[0],)))  # one card of two
    assert (exc.value.rule, exc.value.message) == ("514.1", "discard_count")
    assert game.state() == before
    game.apply(A.Discard(0, (hand[0], hand[1])))
    assert len(game.players[0].hand) == 7
