"""Help ▸ Keys (ui/dialogs/keys.py): the keys that play the table without a mouse, in the
interface's language, in a table that can't be edited."""
from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import Qt

from mtgdesk.ui.common.language import LanguageManager
from mtgdesk.ui.dialogs.keys import KeysDialog
from mtgdesk.ui.main_window import MainWindow

pytestmark = pytest.mark.gui

def test_help_keys_lists_the_keys_in_three_languages(window: MainWindow, qtbot: Any) -> None:
    try:
        assert window.keys_action in window.help_menu.actions()
        window.keys_action.trigger()
        dialog = window._keys
        assert dialog is not None and dialog.isVisible() and dialog.windowTitle() == "Keys"
        table = dialog.table
        rows = {table.item(r, 0).text(): table.item(r, 1).text() for r in range(table.rowCount())}
        assert rows["Enter"].startswith("What a click does") and "attacker" in rows["A"]
        assert len(rows) == len(dialog.keys()) >= 10
        assert window.set_language("fr")
        assert dialog.windowTitle() == "Touches" and window.keys_action.text() == "&Touches"
        assert table.item(3, 0).text() == "Entrée" and table.horizontalHeaderItem(0).text() == "Touche"
        assert window.set_language("ru")
        assert dialog.windowTitle() == "Клавиши" and table.item(7, 0).text() == "Пробел"
    finally:
        window.set_language("en")


def test_the_keys_can_be_chosen_not_edited_and_close_closes(qtbot: Any) -> None:
    dialog = KeysDialog()
    qtbot.addWidget(dialog)
    dialog.show()
    item = dialog.table.item(0, 1)
    assert item.flags() & Qt.ItemFlag.ItemIsSelectable and not item.flags() & Qt.ItemFlag.ItemIsEditable
    dialog.table.setCurrentCell(0, 1)
    qtbot.keyClicks(dialog.table, "x")
    assert dialog.table.item(0, 1).text() == "The previous or next card of the zone"
    qtbot.keyClick(dialog, Qt.Key.Key_Escape)
    assert not dialog.isVisible()


def test_every_row_is_translated_in_french_and_russian(qtbot: Any, languages: LanguageManager) -> None:
    dialog = KeysDialog()
    qtbot.addWidget(dialog)
    english = dialog.keys()
    assert len({key for key, _ in english}) == len(english)  # each key listed once
    for language in ("fr", "ru"):
        assert languages.set_language(language)
        done = [dialog.table.item(r, 1).text() for r in range(dialog.table.rowCount())]
        assert len(done) == len(english)
        for text, (_key, english_text) in zip(done, english):  # key caps may keep their English names
            assert text != english_text, (language, english_text)


@pytest.mark.parametrize("language", ["en", "fr", "ru"])
def test_what_a_key_does_has_the_wider_column(window: MainWindow, qtbot: Any, language: str) -> None:
    try:
        assert window.set_language(language)
        dialog = window.show_keys()
        qtbot.waitExposed(dialog)
        table = dialog.table
        assert table.columnWidth(1) > table.columnWidth(0)
        assert dialog.width() <= 1280 and dialog.height() <= 800
        # a short key shows whole in one line: the column is as wide as the keys that aren't sentences
        short = table.fontMetrics().horizontalAdvance(table.item(1, 0).text())  # "Up, Down, Tab, Shift+Tab"
        assert table.columnWidth(0) >= short
        dialog.close()
    finally:
        window.set_language("en")
