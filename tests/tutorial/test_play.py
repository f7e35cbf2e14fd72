"""Playing lessons (tutorial/play.py): a move planned as engine actions without changing the
game, what a step points at, what counts as paying, every shipped lesson checked by its moves."""
from __future__ import annotations

import pytest

from mtgdesk.engine import Zone
from mtgdesk.engine import actions as A
from mtgdesk.scenario.runner import StepFailed
from mtgdesk.tutorial.play import LessonBook, check_all, is_payment, look_at, plan
from tests.helpers.games import find, position


def test_a_move_is_planned_as_actions_on_a_copy() -> None:
    game = position(a_hand=["Shock"], a_battlefield=["Mountain"])
    before = game.state()
    actions = plan(game, "A: cast Shock targeting B")
    assert game.state() == before  # planning changes nothing
    assert actions[0] == A.CastSpell(0, find(game, "Shock", Zone.HAND))
    for action in actions:
        game.apply(action)
    assert game.objects[game.stack[-1]].card.name == "Shock"
    with pytest.raises(StepFailed):
        plan(game, "A: attack with Serra Angel")


def test_what_a_step_points_at() -> None:
    game = position(a_hand=["Shock"], b_battlefield=["Grizzly Bears"])
    assert look_at(game, "Grizzly Bears") == ([find(game, "Grizzly Bears")], [])
    assert look_at(game, "B graveyard") == ([], [(1, "graveyard")])
    assert look_at(game, "stack") == ([], [(-1, "stack")])
    assert look_at(game, "Serra Angel") == ([], [])


def test_cr605_3a_paying_is_a_mana_ability_or_a_payment() -> None:
    game = position(a_battlefield=["Mountain", "Anaba Shaman"])
    mountain, shaman = find(game, "Mountain"), find(game, "Anaba Shaman")
    assert is_payment(A.ActivateAbility(0, mountain, 0), game) and is_payment(A.PayAuto(0), game)
    assert not is_payment(A.ActivateAbility(0, shaman, 0), game)  # a damage ability, not mana
    assert not is_payment(A.ActivateAbility(0, 10_000, 0), game) and not is_payment(A.PassPriority(0), game)


def test_every_shipped_lesson_plays_by_its_moves() -> None:
    lines, passed, failed = check_all()
    assert (lines, failed) == ([], 0) and passed >= 5
    book = LessonBook()
    lessons = book.lessons()
    assert len(lessons) == passed
    game = book.position(lessons[0])
    assert book.unmet(game, ("A life 20",)) == [] and book.unmet(game, ("A life 3",))[0].startswith("A life 3: ")
