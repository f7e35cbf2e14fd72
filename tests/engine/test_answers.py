"""Choosing an option (engine/answers.py, CR 608.2d, 601.2b, 118.3): which procedure a
``ChooseOption`` answers, and the refusals of an answer that is not an option."""
from __future__ import annotations

import pytest

from mtgdesk.engine import DecisionKind, Game, IllegalAction, Zone
from mtgdesk.engine import actions as A
from mtgdesk.engine.decisions import Question
from tests.helpers.games import find, position


def _mana_leak_asks() -> Game:
    """Grizzly Bears on the stack, Mana Leak resolving: its controller is asked to pay {3}."""
    game = position(a_hand=["Grizzly Bears"], a_battlefield=["Forest", "Forest"],
                    b_hand=["Mana Leak"], b_battlefield=["Island", "Island"])
    game.apply(A.CastSpell(0, find(game, "Grizzly Bears", Zone.HAND)))
    game.apply(A.PayAuto(0))
    game.apply(A.PassPriority(0))
    game.apply(A.CastSpell(1, find(game, "Mana Leak", Zone.HAND)))
    game.apply(A.ChooseTargets(1, (game.stack[0],)))
    game.apply(A.PayAuto(1))
    game.apply(A.PassPriority(1))
    game.apply(A.PassPriority(0))
    return game


def test_cr608_2_there_is_nothing_to_choose_when_priority_is_owed() -> None:
    game = position(a_battlefield=["Forest"])
    with pytest.raises(IllegalAction) as exc:
        game.apply(A.ChooseOption(0, 3))
    assert (exc.value.rule, exc.value.message) == ("608.2", "nothing_to_choose")


def test_cr601_2b_choosing_an_option_announces_x() -> None:
    game = position(a_hand=["Blaze"], a_battlefield=["Mountain"] * 4)
    game.apply(A.CastSpell(0, find(game, "Blaze", Zone.HAND)))
    assert game.decision.question is Question.X and game.decision.options == (0, 1, 2, 3)
    game.apply(A.ChooseOption(0, 3))
    assert game.objects[game.stack[-1]].x == 3
    assert game.decision.kind is DecisionKind.TARGETS


def test_cr118_3_a_player_without_the_mana_cannot_choose_to_pay() -> None:
    game = _mana_leak_asks()
    d = game.decision
    assert (d.player, d.question, d.options) == (0, Question.PAY_OR_COUNTER, (False,))
    before = game.state()
    with pytest.raises(IllegalAction) as exc:
        game.apply(A.ChooseOption(0, True))
    assert (exc.value.rule, exc.value.message, exc.value.args_) == ("118.3", "cannot_pay", {"cost": "{3}"})
    assert game.state() == before  # a refused action changes nothing


def test_cr608_2d_an_answer_must_be_one_of_the_options_offered() -> None:
    game = _mana_leak_asks()
    for wrong in (A.ChooseOption(0, 7), A.PassPriority(0)):
        with pytest.raises(IllegalAction) as exc:
            game.apply(wrong)
        assert (exc.value.rule, exc.value.message) == ("608.2d", "not_an_option")
    game.apply(A.ChooseOption(0, False))  # the option offered: not paying, the spell is countered
    assert [game.objects[i].card.name for i in game.players[0].graveyard] == ["Grizzly Bears"]
    assert game.decision.kind is DecisionKind.PRIORITY
