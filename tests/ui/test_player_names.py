"""The players' names (ui/common/player_names.py): one name for the computer everywhere."""
from __future__ import annotations

from typing import Any

import pytest

from mtgdesk.decks.precons import precons
from mtgdesk.ui.main_window import MainWindow
from tests.ui.test_saved_games import finished_record

pytestmark = pytest.mark.gui


def test_one_name_for_the_computer_everywhere(window: MainWindow, qtbot: Any) -> None:
    from mtgdesk.ui.dialogs.dialogs import NewGameDialog
    from mtgdesk.ui.games.replay import ReplayWindow
    from mtgdesk.ui.games.saved_games_list import SavedGamesModel

    dialog = NewGameDialog(precons()[:2], window.settings, window)
    qtbot.addWidget(dialog)
    dialog.computer_button.setChecked(True)
    assert dialog.computer_button.text() == "Computer" == dialog.name_edits[1].placeholderText()
    record = finished_record()
    record.player_names = ["Ann", ""]
    record.levels = ["", "hard"]
    assert SavedGamesModel().opponent(record) == "Computer (hard)"
    replay = ReplayWindow(record, window, settings=window.settings)
    qtbot.addWidget(replay)
    assert replay.player_name(1) == "Computer" and "Computer" in replay.windowTitle()
    assert "Player 2" not in replay.windowTitle()
    window.set_language("fr")
    assert SavedGamesModel().opponent(record) == "Ordinateur (difficile)"
    assert replay.player_name(1) == "Ordinateur"
    window.set_language("en")
