"""The combat damage panel (ui/table/damage_panel.py): the proposed split, divided by clicks."""
from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtWidgets import QSpinBox

from mtgdesk.engine import DecisionKind, Zone
from tests.helpers.games import find
from tests.ui.table_driver import TableDriver
from tests.ui.table_positions import _assign_damage_game
from tests.ui.test_table_parts import _table_on

pytestmark = pytest.mark.gui


def test_the_prompt_proposes_lethal_damage_and_clicks_on_blockers_divide_it(qtbot: Any) -> None:
    game = _assign_damage_game("Spined Wurm", ["Coral Eel", "Grizzly Bears"])
    eel, bears = (find(game, n) for n in ("Coral Eel", "Grizzly Bears"))
    table = _table_on(game, qtbot)
    panel = table.controller.prompts.extras["damage"]
    assert panel.split.amounts == [1, 4]
    assert table.scene._badges[eel].text == "1" and table.scene._badges[bears].text == "4"
    assert "Assigned: 5 of 5" in panel.summary.text() and "All assigned" in panel.summary.text()
    assert table.controller.highlights[eel] == "target" and table.controller.highlights[bears] == "target"
    spins = [table.prompt.findChild(QSpinBox, f"assign_spin_{i}") for i in range(2)]
    spins[1].setValue(5)
    assert "1 too many" in panel.summary.text()
    cited: list[str] = []
    messages: list[str] = []
    table.controller.rule_cited.connect(cited.append)
    table.controller.status_changed.connect(messages.append)
    table.prompt.buttons["ok_button"].click()
    assert cited == ["510.1c"] and table.bridge.game.decision.kind is DecisionKind.ASSIGN_DAMAGE
    assert "510.1c" in messages[-1]
    table.prompt.buttons["reset_button"].click()
    assert panel.split.amounts == [1, 4] and [s.value() for s in spins] == [1, 4]
    TableDriver(table, qtbot).click_card(eel)  # the Eel has lethal: one more, from the Bears
    assert panel.split.amounts == [2, 3] and spins[0].value() == 2
    table.prompt.buttons["ok_button"].click()
    live = table.bridge.game
    assert eel not in live.objects and bears not in live.objects

def test_three_blockers_divided_by_clicks_on_the_table(qtbot: Any) -> None:
    game = _assign_damage_game("Giant Cockroach", ["Grizzly Bears"] * 3)
    first, second, third = [i for i in game.battlefield if game.objects[i].card.name == "Grizzly Bears"]
    table = _table_on(game, qtbot)
    panel = table.controller.prompts.extras["damage"]
    assert panel.split.amounts == [2, 2, 0]
    driver = TableDriver(table, qtbot)
    driver.click_card(third)
    assert panel.split.amounts == [2, 0, 2]
    driver.button("ok_button")
    live = table.bridge.game
    assert first not in live.objects and third not in live.objects
    assert live.objects[second].zone is Zone.BATTLEFIELD
