"""The deck editor's files (``mtgdesk/ui/decks/deck_files.py``): the export dialog's filter
chooses the format and the extension, unsaved changes are asked about before they are lost, and
the file commands' texts are translated in their own context (``DeckFiles``).

Importing, exporting by path and saving are tested with the rest of the window in
test_deck_editor.py."""
from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtWidgets import QApplication, QFileDialog, QMessageBox

from mtgdesk.cards import load_pool
from mtgdesk.decks.formats import read_deck_file
from mtgdesk.decks.store import all_decks
from mtgdesk.ui.common.language import LanguageManager
from mtgdesk.ui.decks.deck_editor import DeckEditor
from mtgdesk.ui.decks.deck_files import EXPORT_FORMATS

pytestmark = pytest.mark.gui


@pytest.fixture
def editor(qtbot: Any) -> Iterator[DeckEditor]:
    """An editor, closed at the end without the "unsaved changes" question."""
    window = DeckEditor()
    window.show()
    qtbot.waitExposed(window)
    yield window
    window.undo_stack.setClean()
    window.close()
    window.deleteLater()
    for box in QApplication.topLevelWidgets():
        if box.objectName() == "deck_warning":
            box.close()


class FileDialogs:
    """Stands in for ``QFileDialog``'s static functions: records what they were asked and
    answers with ``answer``."""

    def __init__(self, monkeypatch: pytest.MonkeyPatch) -> None:
        self.asked: list[tuple[str, str, str]] = []  # (title, directory or name, filters)
        self.answer = ("", "")

        def ask(_parent: Any, title: str, where: str, filters: str, *_: Any) -> tuple[str, str]:
            self.asked.append((title, where, filters))
            return self.answer

        monkeypatch.setattr(QFileDialog, "getSaveFileName", staticmethod(ask))
        monkeypatch.setattr(QFileDialog, "getOpenFileName", staticmethod(ask))


def test_the_export_dialog_s_filter_chooses_the_format_and_the_extension(
        editor: DeckEditor, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    dialogs = FileDialogs(monkeypatch)
    editor.add_card(load_pool().get("Grizzly Bears"), n=4)
    assert not editor.export_file()  # the dialog cancelled: nothing written
    title, name, filters = dialogs.asked[-1]
    assert title == "Export the deck" and name == "deck"  # a deck with no name yet
    offered = filters.split(";;")
    assert offered == [f for _fmt, f, _ext in EXPORT_FORMATS] and list(tmp_path.iterdir()) == []
    dialogs.answer = (str(tmp_path / "bears"), "Cockatrice (*.cod)")  # no extension typed
    assert editor.export_file()
    written = tmp_path / "bears.cod"
    assert written.read_text(encoding="utf-8").startswith("<?xml")  # Cockatrice's XML
    assert [(n, c.name) for n, c in read_deck_file(written).deck.entries] == [(4, "Grizzly Bears")]


def test_unsaved_changes_are_asked_about_before_they_are_lost(
        editor: DeckEditor, monkeypatch: pytest.MonkeyPatch) -> None:
    dialogs = FileDialogs(monkeypatch)
    answers: list[QMessageBox.StandardButton] = []
    asked: list[str] = []

    def question(_parent: Any, title: str, _text: str, *_: Any) -> QMessageBox.StandardButton:
        asked.append(title)
        return answers.pop(0)

    monkeypatch.setattr(QMessageBox, "question", staticmethod(question))
    assert editor.confirm_discard() and asked == []  # nothing to lose: no question
    editor.add_card(load_pool().get("Grizzly Bears"))
    answers.append(QMessageBox.StandardButton.No)
    assert not editor.import_file()  # kept: the file dialog is not even opened
    assert asked == ["Unsaved changes"] and dialogs.asked == []
    answers.append(QMessageBox.StandardButton.No)
    editor.new_deck()
    assert len(editor.deck) == 1
    answers.append(QMessageBox.StandardButton.Yes)
    editor.new_deck()
    assert len(editor.deck) == 0 and editor.undo_stack.isClean()


@pytest.mark.parametrize(("code", "texts"), [
    ("fr", ("Exporter le deck", "Texte simple, MTGO (*.txt)", "Impossible de lire le deck : ",
            "Un deck préconstruit ne peut pas être modifié : enregistrez-en d'abord une copie.",
            "Furie sauvage (copie)", "Modifications non enregistrées")),
    ("ru", ("Экспорт колоды", "Простой текст, MTGO (*.txt)", "Не удается прочитать колоду: ",
            "Готовую колоду нельзя изменить: сначала сохраните копию.", "Дикая ярость (копия)",
            "Несохраненные изменения")),
])
def test_the_file_commands_speak_the_interface_s_language(
        code: str, texts: tuple[str, ...], language: LanguageManager, qtbot: Any, tmp_path: Path,
        monkeypatch: pytest.MonkeyPatch) -> None:
    """Their texts moved from the context ``DeckEditor`` to ``DeckFiles`` with their translations."""
    export_title, first_filter, unreadable, read_only, copy_name, unsaved = texts
    language.set_language(code)
    dialogs = FileDialogs(monkeypatch)
    asked: list[str] = []
    monkeypatch.setattr(QMessageBox, "question", staticmethod(
        lambda _parent, title, *_: asked.append(title) or QMessageBox.StandardButton.No))
    precon = next(d for d in all_decks() if d.deck.name == "Wild Fury")
    assert precon.read_only
    editor = DeckEditor(source=precon)
    qtbot.addWidget(editor)
    editor.export_file()
    title, _name, filters = dialogs.asked[-1]
    assert title == export_title and filters.split(";;")[0] == first_filter
    broken = tmp_path / "broken.cod"
    broken.write_bytes(b"<cockatrice_deck><zone>")
    assert not editor.import_file(broken)
    assert editor.last_warning.startswith(unreadable)
    assert editor.save() is None and editor.statusBar().currentMessage() == read_only
    assert editor.save(copy=True) is not None and editor.deck.name == copy_name
    editor.add_card(editor.deck.entries[0][1])
    assert not editor.confirm_discard() and asked == [unsaved]
    editor.undo_stack.setClean()
    for box in QApplication.topLevelWidgets():
        if box.objectName() == "deck_warning":
            box.close()
