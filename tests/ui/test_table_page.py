"""The table page (ui/table/table_page.py): a continued hot-seat game opens behind the
pass-the-seat screen; the card size setting applied at once and remembered."""
from __future__ import annotations

from typing import Any

import pytest

from mtgdesk.ui.main_window import MainWindow
from mtgdesk.ui.table.session import HUMAN
from mtgdesk.storage import Settings, load_settings
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


def test_the_card_size_setting_is_applied_at_once_and_remembered(window: Any, qtbot: Any, make_table: Any) -> None:
    from mtgdesk.storage.settings import CARD_SIZES
    from mtgdesk.ui.dialogs.dialogs import SettingsDialog

    table = make_table(Settings(animation_speed=0, game_speed="instant"),
                   computer={"battlefield": ["Forest", "Grizzly Bears"], "hand": ["Forest"]},
                   human={"battlefield": ["Forest", "Grizzly Bears"], "hand": ["Giant Growth", "Forest"]}, active=0)
    table.controller.automatic = False
    window.settings = table.settings
    window.table = table

    def pixels(name: str) -> float:
        item = next(i for i in table.scene.items_by_id.values()
                    if i.state.card is not None and i.state.card.name == name and i.state.controller == 0
                    and i.state.zone == "battlefield")
        return item.sceneBoundingRect().width() * table.view.transform().m11()

    normal = pixels("Grizzly Bears")
    for size in (CARD_SIZES[0], CARD_SIZES[-1]):
        dialog = SettingsDialog(window.settings, window)
        dialog.card_size.setCurrentIndex(dialog.card_size.findData(size))
        dialog.game_speed.setCurrentIndex(dialog.game_speed.findData("fast"))
        dialog.stop_attack.setChecked(False)
        dialog.apply()
        table.apply_settings()
        table.scene.finish_animations()
        ratio = pixels("Grizzly Bears") / normal
        assert abs(ratio - size / 100) < 0.02, (size, ratio)
        # Everything is on the table: cards, panels and piles inside it (a hand may sink half below).
        rect = table.scene.sceneRect()
        for item in table.scene.items_by_id.values():
            box = item.sceneBoundingRect()
            assert rect.left() <= box.left() and box.right() <= rect.right() + 1
            assert box.top() < rect.bottom() - box.height() / 3 and box.bottom() > rect.top() + box.height() / 3
        for panel in table.scene.panels:
            assert rect.contains(panel.sceneBoundingRect())
    from mtgdesk.storage import save_settings

    save_settings(window.settings)
    again = load_settings()
    assert (again.card_size, again.game_speed, again.stop_when_opponent_attacks) == (CARD_SIZES[-1], "fast", False)
    window.table = None


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
