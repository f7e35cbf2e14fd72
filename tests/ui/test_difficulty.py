"""The computer opponent's level on the new-game page (issue 13)."""
from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from PySide6.QtWidgets import QAbstractButton

from mtgdesk.ai.levels import LEVELS
from mtgdesk.storage import load_settings
from mtgdesk.ui.main_window import MainWindow

pytestmark = pytest.mark.gui


def test_the_computers_level_is_chosen_and_remembered(window: MainWindow, qtbot: Any, mtgdesk_home: Path) -> None:
    from mtgdesk.ai.search import SearchPlayer
    from mtgdesk.ui.difficulty import DifficultyBox

    window.new_game_button.click()
    dialog = window._new_game_dialog
    qtbot.waitUntil(dialog.isVisible)
    box = dialog.findChild(DifficultyBox, "difficulty_combo")
    assert [box.itemData(i) for i in range(box.count())] == ["easy", "medium", "hard"]
    assert box.level == "easy" and box.isEnabled()
    dialog.human_button.setChecked(True)
    assert not box.isEnabled()  # no computer, no level
    dialog.computer_button.setChecked(True)
    box.setCurrentIndex(box.findData("hard"))
    dialog.findChild(QAbstractButton, "start_button").click()
    qtbot.waitUntil(lambda: window.table is not None)
    assert isinstance(window.session.computers[1], SearchPlayer)
    assert window.session.computers[1].settings.budget == LEVELS["hard"].search.budget
    assert load_settings().computer_level == "hard"
    window.session.stop()
    assert window.session.computers[1].cancel.is_set()  # a search in progress answers at once
