"""Conditions (engine/conditions.py): intervening "if" clauses (CR 603.4), state triggers' states
(603.8) and "activate only ..." restrictions (602.5b), each read from the game."""
from __future__ import annotations

import pytest

from mtgdesk.engine import Step
from mtgdesk.engine.conditions import CONDITIONS, condition_holds
from tests.helpers.games import find, position


def _holds(game: object, name: str, source: int = -1, controller: int = 0) -> bool:
    return condition_holds(game, name, source, controller, ())  # type: ignore[arg-type]


def test_cr603_4_opponent_lost_life_this_turn_reads_the_turns_record() -> None:
    game = position()
    assert not _holds(game, "opponent_lost_life_this_turn")
    game.change_life(1, -2)
    assert _holds(game, "opponent_lost_life_this_turn")
    assert not _holds(game, "opponent_lost_life_this_turn", controller=1)  # their own loss


def test_cr603_4_creatures_and_cards_in_hand() -> None:
    game = position(a_battlefield=["Forest"], b_battlefield=["Grizzly Bears"], b_hand=["Shock"])
    assert _holds(game, "you_control_no_creatures") and not _holds(game, "you_control_no_creatures", controller=1)
    assert _holds(game, "no_cards_in_hand") and not _holds(game, "no_cards_in_hand", controller=1)
    assert not _holds(game, "card_in_hand") and _holds(game, "card_in_hand", controller=1)


def test_cr603_8_no_other_creatures_leaves_the_source_out() -> None:
    game = position(a_battlefield=["Grizzly Bears"])
    bears = find(game, "Grizzly Bears")
    assert _holds(game, "you_control_no_other_creatures", source=bears)
    assert not _holds(game, "you_control_no_creatures")
    game2 = position(a_battlefield=["Grizzly Bears", "Hill Giant"])
    assert not _holds(game2, "you_control_no_other_creatures", source=find(game2, "Grizzly Bears"))


def test_cr603_4_more_life_is_strictly_more() -> None:
    game = position()
    assert not _holds(game, "you_have_more_life") and not _holds(game, "you_have_more_life", controller=1)
    game.players[0].life = 21
    assert _holds(game, "you_have_more_life") and not _holds(game, "you_have_more_life", controller=1)


def test_cr603_4_source_untapped_is_false_once_tapped_or_gone() -> None:
    game = position(a_battlefield=["Grizzly Bears"])
    bears = find(game, "Grizzly Bears")
    assert _holds(game, "source_untapped", source=bears)
    game.objects[bears].tapped = True
    assert not _holds(game, "source_untapped", source=bears)
    assert not _holds(game, "source_untapped", source=999)


def test_gift_of_estates_counts_only_lands_each_player_controls() -> None:
    game = position(a_battlefield=["Plains", "Grizzly Bears", "Hill Giant"], b_battlefield=["Island", "Island"])
    assert _holds(game, "opponent_controls_more_lands")
    assert not _holds(game, "opponent_controls_more_lands", controller=1)
    even = position(a_battlefield=["Plains", "Plains"], b_battlefield=["Island", "Island"])
    assert not _holds(even, "opponent_controls_more_lands")


@pytest.mark.parametrize("step, during", [(Step.MAIN1, False), (Step.BEGIN_COMBAT, True),
                                          (Step.BLOCKERS, True), (Step.END_COMBAT, True), (Step.MAIN2, False)])
def test_cr506_1_during_combat_is_any_step_of_the_combat_phase(step: Step, during: bool) -> None:
    assert _holds(position(step=step), "during_combat") is during


def test_battle_of_wits_needs_two_hundred_cards() -> None:
    assert not _holds(position(a_library=["Island"] * 199), "library_200_or_more")
    assert _holds(position(a_library=["Island"] * 200), "library_200_or_more")


def test_every_condition_answers_on_an_empty_game() -> None:
    game = position()
    for name in CONDITIONS:
        assert isinstance(_holds(game, name), bool), name
