"""The table answers the questions the rares of issue-r1 ask: a colour chosen as Story Circle
enters (CR 614.12), and a source of the chosen colour on its ability's resolution (609.7a)."""
from __future__ import annotations

from typing import Any

import pytest

from mtgdesk.engine import Step, Zone
from mtgdesk.engine import actions as A
from mtgdesk.engine.decisions import DecisionKind, Question
from tests.helpers.games import find, position
from tests.ui.test_table_parts import _table_on

pytestmark = pytest.mark.gui


def _story_circle_entering() -> Any:
    game = position(Step.MAIN1, a_hand=["Story Circle"], a_battlefield=["Plains"] * 4,
                    b_battlefield=["Goblin Piker", "Grizzly Bears"], a_library=["Island"], b_library=["Island"])
    game.apply(A.CastSpell(0, find(game, "Story Circle", Zone.HAND)))
    while game.decision.kind is DecisionKind.PAY:
        game.apply(A.PayAuto(0))
    while game.decision.kind is DecisionKind.PRIORITY:
        game.apply(A.PassPriority(game.decision.player))
    assert game.decision.question is Question.COLOR
    return game


def test_the_colour_of_story_circle_is_chosen_with_a_button_per_colour(qtbot: Any) -> None:
    table = _table_on(_story_circle_entering(), qtbot)
    buttons = table.prompt.buttons
    labels = sorted(b.text() for name, b in buttons.items() if name.startswith("option_"))
    assert labels == ["black", "blue", "green", "red", "white"]
    assert "choose a color" in table.prompt.text()
    red = next(b for name, b in buttons.items() if name.startswith("option_") and b.text() == "red")
    red.click()
    game = table.controller.bridge.game
    qtbot.waitUntil(lambda: any(o.card.name == "Story Circle" and o.zone is Zone.BATTLEFIELD
                                for o in game.objects.values()), timeout=5000)
    circle = find(game, "Story Circle")
    assert dict(game.objects[circle].chosen) == {"color": "R"}
    assert game.decision.kind is DecisionKind.PRIORITY


def test_the_source_of_the_chosen_colour_is_a_button_per_permanent(qtbot: Any) -> None:
    table = _table_on(_story_circle_entering(), qtbot)
    bridge = table.controller.bridge
    game = bridge.game
    bridge.submit(A.ChooseOption(0, "R"))
    circle = find(game, "Story Circle")
    while not (game.decision.kind is DecisionKind.PRIORITY and game.decision.player == 0):
        assert bridge.submit(A.PassPriority(game.decision.player))
    assert bridge.submit(A.ActivateAbility(0, circle, 0))
    while game.decision.kind is DecisionKind.PAY:
        assert bridge.submit(A.PayAuto(0))
    while game.decision.kind is DecisionKind.PRIORITY:
        assert bridge.submit(A.PassPriority(game.decision.player))
    assert game.decision.question is Question.SOURCE
    qtbot.waitUntil(lambda: "choose the source" in table.prompt.text(), timeout=5000)
    buttons = {b.text(): b for name, b in table.prompt.buttons.items() if name.startswith("option_")}
    assert sorted(buttons) == ["Goblin Piker"]  # the red one: Grizzly Bears is green
    buttons["Goblin Piker"].click()
    assert [r.get("damage_source") for r in game.replacements] == [find(game, "Goblin Piker")]
