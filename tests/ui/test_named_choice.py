"""The table asks the rares' new questions (issue 12, r2): naming a card as Booby Trap enters
(CR 201.3), choosing its opponent, and paying life for Zur's Weirding's revealed card."""
from __future__ import annotations

from typing import Any

import pytest

from mtgdesk.engine import Step, Zone
from mtgdesk.engine import actions as A
from mtgdesk.engine.decisions import Question
from tests.helpers.games import find, position
from tests.ui.test_table_parts import _table_on

pytestmark = pytest.mark.gui


def _booby_trap_asking(qtbot: Any) -> Any:
    game = position(Step.MAIN1, a_hand=["Booby Trap"], a_battlefield=["Island"] * 6,
                    a_library=["Island"], b_library=["Shock", "Island"])
    game.apply(A.CastSpell(0, find(game, "Booby Trap", Zone.HAND)))
    while game.decision.question is not Question.PAY:
        game.apply(A.PassPriority(game.decision.player))
    game.apply(A.PayAuto(0))
    game.apply(A.PassPriority(0))
    game.apply(A.PassPriority(1))
    assert game.decision.question is Question.PLAYER
    return _table_on(game, qtbot)


def test_booby_trap_asks_an_opponent_then_a_card_name(qtbot: Any) -> None:
    from mtgdesk.ui.table.named_choice import CardNameBox

    table = _booby_trap_asking(qtbot)
    assert "choose an opponent" in table.prompt.text()
    assert set(table.prompt.buttons) == {"option_0"}  # the only opponent: still asked
    table.prompt.buttons["option_0"].click()
    game = table.bridge.game
    assert game.decision.question is Question.CARD_NAME
    box = table.prompt.findChild(CardNameBox, "card_name_box")
    assert box is not None and "name a card" in table.prompt.text()
    assert box.findText("Shock") >= 0 and box.findText("Island") < 0  # no basic land's name
    box.setEditText("nonsense")
    table.prompt.buttons["ok_button"].click()
    assert table.bridge.game.decision.question is Question.CARD_NAME  # names no card: nothing sent
    box = table.prompt.findChild(CardNameBox, "card_name_box")
    box.setEditText("shock")
    table.prompt.buttons["ok_button"].click()
    game = table.bridge.game
    trap = find(game, "Booby Trap")
    assert dict(game.objects[trap].chosen) == {"player": 1, "name": "Shock"}


def test_zurs_weirding_asks_the_other_player_to_pay_life(qtbot: Any) -> None:
    game = position(Step.MAIN1, a_battlefield=["Zur's Weirding", "Archivist"], a_library=["Island", "Shock"],
                    b_library=["Island"])
    game.apply(A.ActivateAbility(0, find(game, "Archivist"), 0))
    game.apply(A.PassPriority(0))
    game.apply(A.PassPriority(1))
    assert game.decision.question is Question.PAY_LIFE and game.decision.player == 1
    table = _table_on(game, qtbot)
    table.controller.take_seat(1)  # hot seat: B sits down
    assert "Pay 2 life" in table.prompt.text() and "Shock" in table.prompt.text()
    table.prompt.buttons["yes_button"].click()
    game = table.bridge.game
    assert game.players[1].life == 18
    assert [game.objects[i].card.name for i in game.players[0].graveyard] == ["Shock"]


def test_the_chosen_opponent_and_name_show_in_the_zoom(qtbot: Any) -> None:
    from mtgdesk.ui.table.snapshot import take_snapshot
    from mtgdesk.ui.common.zoom_panel import ZoomPanel

    table = _booby_trap_asking(qtbot)
    table.prompt.buttons["option_0"].click()
    from mtgdesk.ui.table.named_choice import CardNameBox

    table.prompt.findChild(CardNameBox, "card_name_box").setEditText("Shock")
    table.prompt.buttons["ok_button"].click()
    snap = take_snapshot(table.bridge, 0, ["Ann", "Bob"])
    trap = next(s for s in snap.battlefield if s.card is not None and s.card.name == "Booby Trap")
    assert trap.chosen == (("player", "Bob"), ("name", "Shock"))
    zoom = ZoomPanel()
    qtbot.addWidget(zoom)
    notes = zoom._notes(trap)
    assert "Chosen player: Bob" in notes and "Named: Shock" in notes
