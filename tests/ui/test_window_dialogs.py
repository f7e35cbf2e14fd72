"""The dialogs and pages the main window opens (ui/window_dialogs.py): the new-game form as a page
of the window, a confirmation that asks before what can't be undone, the keys and the settings
(applied and saved on OK, left alone on Cancel)."""
from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QMessageBox, QPushButton

from mtgdesk.storage import load_settings
from mtgdesk.ui.common import theme
from mtgdesk.ui.main_window import MainWindow
from tests.ui.test_saved_games import finished_record

pytestmark = pytest.mark.gui


def test_the_new_game_form_is_a_page_not_drawn_over_the_saved_games(window: MainWindow, qtbot: Any) -> None:
    finished_record().write()
    window.show_start_page()
    panel = window.records.panel
    qtbot.waitUntil(lambda: panel.isVisible() and panel.model.rowCount() == 1)
    window.new_game_button.click()
    dialog = window._new_game_dialog
    qtbot.waitUntil(dialog.isVisible)  # the decks are read off the interface's thread first
    assert not dialog.isWindow()  # inside the window, not over it
    page = window.pages.currentWidget()
    assert page.objectName() == "new_game_page" and page.isAncestorOf(dialog)
    assert not panel.isVisible()  # nothing drawn over it: it is not on screen at all
    assert QApplication.activeModalWidget() is None
    qtbot.keyClick(dialog, Qt.Key.Key_Escape)  # Cancel: back to the start page and its list
    assert window.pages.currentWidget() is window.start_page and panel.isVisible()
    assert window.pages.indexOf(page) < 0


def test_a_confirmation_is_window_modal_cancel_first_and_acts_only_on_yes(window: MainWindow, qtbot: Any) -> None:
    said_yes: list[bool] = []
    box = window.confirm("Concede", "Concede the game?", "Concede", lambda: said_yes.append(True))
    assert box.isVisible() and box.windowModality() == Qt.WindowModality.WindowModal
    assert box.parent() is window and box.text() == "Concede the game?"
    assert box.defaultButton() is box.findChild(QPushButton, "confirm_cancel_button")  # Enter doesn't concede
    box.findChild(QPushButton, "confirm_cancel_button").click()
    assert said_yes == []
    again = window.confirm("Concede", "Concede the game?", "Concede", lambda: said_yes.append(True))
    yes = again.findChild(QPushButton, "confirm_yes_button")
    assert yes.text() == "Concede"
    yes.click()
    assert said_yes == [True]
    qtbot.waitUntil(lambda: not [b for b in window.findChildren(QMessageBox, "confirm_box")])  # deleted on close


def test_the_keys_dialog_is_made_once_and_shown_again(window: MainWindow) -> None:
    keys = window.show_keys()
    assert keys.isVisible() and keys.objectName() == "keys_dialog"
    keys.close()
    assert window.show_keys() is keys and keys.isVisible()


def test_the_settings_are_applied_and_saved_on_ok_and_left_alone_on_cancel(window: MainWindow, qtbot: Any) -> None:
    before = window.settings.theme
    window.edit_settings()
    dialog = window._settings_dialog
    dialog.theme.setCurrentIndex(dialog.theme.findData("light" if before == "dark" else "dark"))
    chosen = dialog.theme.currentData()
    dialog.reject()
    assert window.settings.theme == before and load_settings().theme == before
    window.edit_settings()
    dialog = window._settings_dialog
    dialog.theme.setCurrentIndex(dialog.theme.findData(chosen))
    try:
        dialog.accept()
        assert window.settings.theme == chosen and load_settings().theme == chosen
        assert theme.current() == chosen  # every open window, at once
    finally:
        theme.apply_theme(before)
    assert QApplication.activeModalWidget() is None
