"""The table's controller (ui/table/controller.py): full control stops at every priority."""
from __future__ import annotations

from typing import Any

import pytest

from mtgdesk.ui.main_window import MainWindow
from tests.ui.table_driver import TableDriver
from tests.ui.table_games import (
    english_again,  # noqa: F401 (a fixture: the language put back)
    _setup,
)

pytestmark = [pytest.mark.gui, pytest.mark.usefixtures("english_again")]


def test_full_control_stops_at_every_priority(window: MainWindow, qtbot: Any) -> None:
    table = window.start_game(_setup(seed=11), autosave=False)
    window.full_control_action.setChecked(True)
    assert table.controller.full_control
    driver = TableDriver(table, qtbot, seat=0)
    steps = set()
    for _ in range(40):
        driver.wait()
        d = table.bridge.decision
        if d.kind.value == "priority":
            steps.add(table.bridge.game.step.value)
            assert "end_turn_button" in table.prompt.buttons
            assert "Passes through" in table.prompt.buttons["end_turn_button"].toolTip() or \
                table.bridge.game.step.value in ("end", "cleanup")
        if len(steps) >= 4:
            break
        driver.play_one()
    assert {"upkeep", "draw"} & steps  # steps the table passes through by itself otherwise
