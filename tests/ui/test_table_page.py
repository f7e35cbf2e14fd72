"""The table page (ui/table/table_page.py): a continued hot-seat game opens behind the
pass-the-seat screen."""
from __future__ import annotations

from typing import Any

import pytest

from mtgdesk.ui.main_window import MainWindow
from mtgdesk.ui.table.session import HUMAN
from tests.ui.test_saved_games import setup as game_setup

pytestmark = pytest.mark.gui


def test_a_continued_hot_seat_game_opens_behind_the_pass_the_seat_screen(window: MainWindow, qtbot: Any) -> None:
    table = window.start_game(game_setup(5, seats=[HUMAN, HUMAN]))
    table.controller.automatic = False
    assert table.bridge.decision.player == 0 and not table.seat_screen.isVisible()  # the first player sits
    window.show_start_page()
    assert window.records.continue_last()
    table = window.table
    deciding = table.bridge.decision.player
    # Whoever sat down may not be the player who decides: nobody's hand is shown before the seat
    # is taken.
    assert table.seat_screen.isVisible() and table.seat_screen.geometry() == table.rect()
    assert table.player_name(deciding) in table.seat_screen.label.text()
    table.seat_screen.button.click()
    assert not table.seat_screen.isVisible()
