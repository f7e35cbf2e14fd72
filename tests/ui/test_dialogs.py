"""The dialogs (ui/dialogs/dialogs.py): the new game dialog's names."""
from __future__ import annotations

from typing import Any

import pytest

from mtgdesk.ui.main_window import MainWindow
from tests.ui.table_games import (
    english_again,  # noqa: F401 (a fixture: the language put back)
    _setup,
)

pytestmark = [pytest.mark.gui, pytest.mark.usefixtures("english_again")]


def test_default_names_and_deck_names_follow_the_language(window: MainWindow, qtbot: Any) -> None:
    setup = _setup(seed=11)
    setup.names = ["", ""]  # left empty in the new game dialog: the table names the seats
    table = window.start_game(setup, autosave=False)
    assert [table.player_name(0), table.player_name(1)] == ["Player 1", "Computer"]
    english_deck = setup.deck_names[0]
    assert english_deck in table.log_text()
    window.set_language("fr")
    assert [table.player_name(0), table.player_name(1)] == ["Joueur 1", "Ordinateur"]
    assert english_deck not in table.log_text() and "Chevaliers célestes" in table.log_text()
    assert table.scene.panels[1].info is not None and table.scene.panels[1].info.name == "Ordinateur"
    window.set_language("ru")
    assert table.player_name(1) == "Компьютер"

def test_the_new_game_dialog_leaves_an_empty_name_empty(window: MainWindow, qtbot: Any) -> None:
    window.set_language("fr")
    window.new_game()
    dialog = window._new_game_dialog
    qtbot.waitUntil(dialog.isVisible)  # it opens once its decks are read, off the interface's thread
    for edit in dialog.name_edits:
        edit.setText("")
    assert dialog.setup().names == ["", ""]
    assert dialog.deck_boxes[0].itemText(0) == "Chevaliers célestes"
    assert dialog.deck_boxes[0].itemData(0) == "precon:Skyward Knights"  # what is remembered is the deck's key
    dialog.reject()


@pytest.mark.parametrize("language", ["en", "fr", "ru"])
def test_the_game_over_dialog_s_buttons_fit_their_texts_also_when_renamed_once_shown(
        window: MainWindow, qtbot: Any, language: str) -> None:
    """At a 950 px wide window (two side by side on a screen), "Предложить реванш" was cut: the
    dialog kept its 420 px and squeezed its buttons. Each button is as wide as its text needs,
    for every name the rematch button takes (a network game renames it once the dialog shows)."""
    from PySide6.QtCore import QCoreApplication
    from PySide6.QtWidgets import QPushButton

    from mtgdesk.ui.dialogs.dialogs import GameOverDialog

    window.resize(950, 1000)
    window.set_language(language)
    dialog = GameOverDialog(window.tr("You lose."), "Ann conceded. Turn 3. Life: Ann 20, Computer 20.", window)
    qtbot.addWidget(dialog)
    dialog.history_button.show()
    dialog.open()
    qtbot.waitExposed(dialog)
    names = [QCoreApplication.translate("NetPlay", "Offer a rematch"),
             QCoreApplication.translate("NetPlay", "Next game"),
             QCoreApplication.translate("PuzzleWatch", "Try again")]
    if language == "ru":
        assert names[0] == "Предложить реванш"
    for name in names:
        dialog.rematch_button.setText(name)
        qtbot.wait(50)  # the layout's request is handled
        for button in dialog.findChildren(QPushButton):
            if button.isVisible():
                assert button.width() >= button.sizeHint().width(), (language, button.text())
        assert dialog.width() >= 420 and dialog.width() <= window.width()
    dialog.reject()
