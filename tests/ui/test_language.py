"""Choosing the language: a switch during a game keeps the game and retranslates what is shown;
a refusal links to the rule it cites in the rules reference."""
from __future__ import annotations

from typing import Any

import pytest

from mtgdesk.storage import load_settings
from mtgdesk.ui.main_window import MainWindow
from mtgdesk.ui.smoke import smoke_position
from tests.ui.table_games import english_again  # noqa: F401 (a fixture: the language put back)

pytestmark = pytest.mark.gui


@pytest.fixture(autouse=True)
def back_to_english(window: MainWindow) -> Any:
    yield
    window.set_language("en")


def test_switching_language_mid_game_keeps_the_game_and_retranslates(window: MainWindow, qtbot: Any) -> None:
    position = smoke_position(seed=5, min_turn=3)
    table = window.start_saved(position.saved, autosave=False, frozen=True)
    game = table.bridge.game
    before = game.state()
    english_log = [table.log_model.index(r).data() for r in range(table.log_model.rowCount())]
    assert window.game_menu.title() == "&Game" and table.log_label.text() == "Game log"

    assert window.set_language("fr")
    assert table.bridge.game is game and game.state() == before  # the same game, untouched
    assert window.game_menu.title() == "&Partie" and window.file_menu.title() == "&Fichier"
    assert table.log_label.text() == "Journal de la partie" and table.stack_label.text() == "Pile"
    french_log = [table.log_model.index(r).data() for r in range(table.log_model.rowCount())]
    assert len(french_log) == len(english_log) and french_log != english_log
    assert any(line.startswith("Tour ") for line in french_log)
    assert not any(line.startswith("Turn ") for line in french_log)
    assert window.language_actions["fr"].isChecked()
    assert load_settings().language == "fr"  # the choice is saved

    assert window.set_language("ru")
    assert window.game_menu.title() == "&Партия" and table.log_label.text() == "Журнал партии"
    assert any(line.startswith("Ход ") for line in (table.log_model.index(r).data()
                                                    for r in range(table.log_model.rowCount())))
    assert game.state() == before
    assert not window.set_language("de")


def test_a_refusal_opens_the_rules_reference_at_its_rule(window: MainWindow, qtbot: Any) -> None:
    position = smoke_position(seed=5, min_turn=3)
    table = window.start_saved(position.saved, autosave=False, frozen=True)
    table.rule_cited.emit("305.2b")
    assert window.rule_button.isVisible() and "305.2b" in window.rule_button.text()
    window.rule_button.click()
    reference = window._reference
    assert reference is not None and reference.isVisible()
    assert "one land each turn" in reference.current_text()
    window.set_language("fr")
    assert "un terrain par tour" in reference.current_text()
    assert reference.windowTitle() == "Référence des règles"
    assert window.rule_button.text() == "Pourquoi ? RC 305.2b"


@pytest.mark.parametrize(("language", "look_in", "file_type"),
                         [("fr", "&Regarder dans :", "Fichiers de &type :"), ("ru", "&Папка:", "&Тип файлов:")])
@pytest.mark.usefixtures("english_again")
def test_qt_dialogs_speak_the_language(window: MainWindow, language: str, look_in: str, file_type: str) -> None:
    from PySide6.QtWidgets import QFileDialog, QLabel

    window.set_language(language)
    dialog = QFileDialog(window, "x")
    dialog.setOption(QFileDialog.Option.DontUseNativeDialog)
    labels = [label.text() for label in dialog.findChildren(QLabel)]
    assert look_in in labels and file_type in labels, labels
    dialog.deleteLater()
