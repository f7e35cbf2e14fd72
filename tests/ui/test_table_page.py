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


def test_the_damage_prompt_is_not_cut_in_the_announcements_and_the_game_over_replaces_the_last_question(
        window: MainWindow, qtbot: Any) -> None:
    """At 1280x800 the side panel's two announcement lines held a three-line damage prompt cut
    through its third line; a conceded game still showed "Choose a target for Shock"."""
    from PySide6.QtGui import QFontMetricsF

    from tests.ui.app_screens import _saved, damage_game, target_game

    table = window.start_saved(_saved(), autosave=False, game=damage_game())
    qtbot.waitUntil(lambda: "damage" in table.controller.prompts.extras)
    label = table.announcement
    shown = label.shown_lines()
    assert shown and len(shown) * QFontMetricsF(label.font()).lineSpacing() <= label.contentsRect().height() + 1
    assert label.toolTip() == "" or "Rootbreaker Wurm" in label.toolTip()
    table.session.stop()

    table = window.start_saved(_saved(), autosave=False, game=target_game())
    qtbot.waitUntil(lambda: "Shock" in table.announcement.text())
    table.concede()
    qtbot.waitUntil(lambda: window.game_over_dialog is not None)
    assert "Shock" not in table.announcement.shown_lines()[-1]
    assert table.announcement.text().splitlines()[-1] == "The game is over."
    window.game_over_dialog.reject()
