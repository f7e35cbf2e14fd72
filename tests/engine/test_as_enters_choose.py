"""The one ``as_enters_choose`` static kind (CR 614.12): its ``choose`` parameter names what is
chosen as the permanent enters, in order (Story Circle: a colour; Booby Trap: an opponent and a
card name), checked when a card is loaded; shown with a made-up card that chooses two things."""
from __future__ import annotations

import pytest

from mtgdesk.cards.format import CardFormatError
from mtgdesk.engine import DecisionKind, Step, Zone
from mtgdesk.engine import actions as A
from mtgdesk.engine.decisions import Question
from mtgdesk.engine.objects import PlayerRef
from tests.helpers.made_up import made_up, pass_until, place
from tests.helpers.games import position


def _chooser(choose: object) -> object:
    return made_up(name="Chooser", cost="{0}", type="Artifact",
                   abilities=[{"static": "as_enters_choose", "choose": choose}])


def test_the_choices_are_asked_in_the_order_named_and_kept_on_the_permanent() -> None:
    game = position(Step.MAIN1, a_library=["Island"], b_library=["Island"])
    chooser = place(game, _chooser(["color", "opponent"]), 0, Zone.HAND)  # type: ignore[arg-type]
    game.apply(A.CastSpell(0, chooser))
    pass_until(game, lambda g: g.decision.kind is DecisionKind.CHOICE)
    assert game.decision.question is Question.COLOR and game.decision.options == ("W", "U", "B", "R", "G")
    game.apply(A.ChooseOption(0, "G"))
    assert game.decision.question is Question.PLAYER and game.decision.options == (PlayerRef(1),)
    game.apply(A.ChooseOption(0, PlayerRef(1)))
    entered = next(i for i in game.battlefield if game.objects[i].card.name == "Chooser")
    assert game.objects[entered].chosen == (("color", "G"), ("player", 1))


@pytest.mark.parametrize("choose, problem", [
    (["creature_type"], "'creature_type' is not one of opponent, card_name_other_than_basic_land, color"),
    ([], "must be a non-empty list"),
    ("color", "must be a non-empty list"),
])
def test_a_choice_the_engine_does_not_know_is_refused_when_the_card_loads(choose: object, problem: str) -> None:
    with pytest.raises(CardFormatError) as err:
        _chooser(choose)
    assert problem in str(err.value) and "choose" in str(err.value)


def test_without_choose_the_card_is_refused() -> None:
    with pytest.raises(CardFormatError, match="missing \\['choose'\\]"):
        made_up(name="Chooser", cost="{0}", type="Artifact", abilities=[{"static": "as_enters_choose"}])
