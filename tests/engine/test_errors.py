"""The engine's exceptions (engine/errors.py): a refusal names the rule it applies (CR 726: the
game is left as it was), as a message id with arguments, never display text."""
from __future__ import annotations

import pytest

from mtgdesk.engine import IllegalAction, Step, Zone
from mtgdesk.engine import actions as A
from mtgdesk.engine.errors import EngineError, GameOverError
from tests.helpers.games import find, position


def test_an_illegal_action_carries_the_rule_the_message_id_and_its_arguments() -> None:
    exc = IllegalAction("305.1", "not_a_land", card="Shock")
    assert (exc.rule, exc.message, exc.args_) == ("305.1", "not_a_land", {"card": "Shock"})
    assert str(exc) == "CR 305.1: not_a_land (card='Shock')"
    assert str(IllegalAction("117.1", "no_priority")) == "CR 117.1: no_priority"
    assert isinstance(exc, EngineError) and isinstance(GameOverError(), EngineError)


def test_cr117_1_and_305_3_refusals_name_their_rule_and_change_nothing() -> None:
    game = position(Step.MAIN1, active=1, a_hand=["Forest"])
    forest = find(game, "Forest", Zone.HAND)
    before = game.state()
    with pytest.raises(IllegalAction) as exc:  # B holds priority: A owes no decision
        game.apply(A.PlayLand(0, forest))
    assert (exc.value.rule, exc.value.message) == ("117.1", "not_your_decision")
    assert game.state() == before
    game.apply(A.PassPriority(1))  # A holds priority now, in B's main phase
    before = game.state()
    with pytest.raises(IllegalAction) as exc:
        game.apply(A.PlayLand(0, forest))
    assert (exc.value.rule, exc.value.message) == ("305.3", "land_not_your_turn")
    assert game.state() == before


def test_cr305_1_a_spell_played_as_a_land_names_the_card() -> None:
    game = position(a_hand=["Shock"])
    with pytest.raises(IllegalAction) as exc:
        game.apply(A.PlayLand(0, find(game, "Shock", Zone.HAND)))
    assert (exc.value.rule, exc.value.message, exc.value.args_) == ("305.1", "not_a_land", {"card": "Shock"})
