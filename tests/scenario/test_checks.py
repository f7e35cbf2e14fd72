"""The checks of a scenario (scenario/checks.py, SCENARIOS.md "Checks"): each form read from the
game, None when it holds, else what was found."""
from __future__ import annotations

import pytest

from mtgdesk.engine import Game, Step, Zone
from mtgdesk.engine import actions as A
from mtgdesk.engine.decisions import Decision, DecisionKind, Question
from mtgdesk.scenario.checks import CHECKS, check, orders_library
from tests.helpers.games import find, position


def _game() -> Game:
    game = position(a_hand=["Shock", "Forest"], a_battlefield=["Grizzly Bears", "Mountain", "Paladin en-Vec"],
                    b_battlefield=["Grizzly Bears", "Bog Wraith"], b_graveyard=["Hill Giant"],
                    b_library=["Island", "Island"])
    game.players[1].life = 17
    return game


@pytest.mark.parametrize("text, found", [
    ("A life 20", None), ("B life 17", None), ("B life 20", "17"), ("A life -1", "20"),
    ("A hand 2", None), ("B library 2", None), ("A battlefield 3", None), ("B graveyard 0", "1"),
    ("A hand has Shock", None), ("A hand 1 Shock", None),
    ("A hand Shock", "a malformed check (write 'has CARD' or 'has N CARD')"),
    ("A hand has 1 Shock", None), ("A hand has 2 Shock", "1 Shock"),
    ("A hand lacks Shock", "1 Shock"), ("A hand lacks Lava Axe", None), ("B graveyard has Lava Axe", "no Lava Axe"),
    ("B battlefield has Grizzly Bears", None), ("A battlefield has Bog Wraith", "no Bog Wraith"),
    ("stack 0", None), ("stack top Shock", "an empty stack"),
    ("step main1", None), ("step upkeep", "main1"), ("turn 3", None), ("turn 4", "3"),
    ("active A", None), ("active B", "A"), ("priority A", None), ("priority B", "A owes priority"),
    ("A pool empty", None), ("A pool R", "empty"), ("A lands played 0", None),
    ("not over", None), ("winner A", "the game is not over"), ("draw", "the game is not over"),
    ("decision A priority", None), ("decision B priority", "A owes priority"),
    ("decision A lunch", "an unknown decision kind 'lunch'"),
    ("A's Grizzly Bears untapped", None), ("A's Grizzly Bears tapped", "untapped"),
    ("B's Grizzly Bears power 2", None), ("B's Grizzly Bears toughness 3", "2"), ("Bog Wraith damage 0", None),
    ("Bog Wraith has swampwalk", None), ("Bog Wraith lacks flying", None), ("Bog Wraith has flying", "lacks"),
    ("Paladin en-Vec has protection from black", None), ("Paladin en-Vec has first strike", None),
    ("Bog Wraith controller B", None), ("Bog Wraith controller A", "B"),
    ("Bog Wraith counters +1/+1 0", None), ("Bog Wraith counters +1/+1 1", "0"),
    ("Serra Angel tapped", "no Serra Angel on the battlefield"),
    ("the moon is full", "a check it can't read: 'the moon is full'"),
    ("  A life 20  ", None),
])
def test_each_check_holds_or_says_what_was_found(text: str, found: str | None) -> None:
    assert check(_game(), text) == found


def test_a_check_of_several_permanents_names_each_and_says_how_to_choose() -> None:
    game = _game()
    game.objects[find(game, "Grizzly Bears", player=0)].tapped = True
    assert check(game, "Grizzly Bears tapped") == \
        "A's Grizzly Bears#1 tapped; B's Grizzly Bears#2 untapped (several match: write A's/B's or #N)"
    assert check(game, "Grizzly Bears#1 tapped") is None and check(game, "Grizzly Bears power 2") is None


def test_the_stack_and_its_top_after_a_spell_is_cast() -> None:
    game = _game()
    game.apply(A.CastSpell(0, find(game, "Shock", Zone.HAND)))
    game.apply(A.ChooseTargets(0, (find(game, "Bog Wraith"),)))
    game.apply(A.PayAuto(0))
    assert check(game, "stack 1") is None and check(game, "stack top Shock") is None
    assert check(game, "stack top A's Shock") is None and check(game, "stack top B's Shock") == "A's Shock"
    assert check(game, "stack top Lava Axe") == "A's Shock" and check(game, "A lands played 0") is None


def test_winner_and_draw_once_the_game_is_over() -> None:
    game = _game()
    game.players[1].life = 0
    game.sba_needed = True
    game.apply(A.PassPriority(0))  # state-based actions are checked (CR 704.5a)
    assert game.over
    assert check(game, "winner A") is None and check(game, "winner B") == "winner A"
    assert check(game, "draw") == "winner A" and check(game, "not over") == "winner A"
    assert check(game, "decision A priority") == "the game is over"


def test_library_order_decisions_are_order_decisions() -> None:
    top = Decision(0, DecisionKind.CHOICE, Question.ORDER_TOP, ("x",))
    assert orders_library(top) and orders_library(Decision(0, DecisionKind.CHOICE, Question.ORDER_BOTTOM, ()))
    assert not orders_library(Decision(0, DecisionKind.CHOICE, Question.X, (1,)))
    assert not orders_library(Decision(0, DecisionKind.PRIORITY, Question.PRIORITY))


def test_the_combat_step_is_read_by_its_name() -> None:
    assert check(position(step=Step.BLOCKERS), "step blockers") is None


def test_each_form_is_a_whole_line_pattern() -> None:
    assert len(CHECKS) == 20
    assert all(p.pattern and callable(f) for p, f in CHECKS)
