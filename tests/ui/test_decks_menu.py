"""The main window's Decks menu (ui/decks/decks_menu.py): the card browser, a new deck, a deck
imported from a file or not, the limited windows; its titles in the interface's language."""
from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from PySide6.QtWidgets import QFileDialog

from mtgdesk.cards import load_pool
from mtgdesk.ui.main_window import MainWindow
from tests.ui.table_games import english_again  # noqa: F401 (a fixture: the language put back)

pytestmark = pytest.mark.gui


def test_decks_menu_opens_the_browser_and_the_editor(window: MainWindow, qtbot: Any) -> None:
    menu = window.decks_menu
    assert menu.title() and [a.text() for a in menu.actions() if a.text()]
    menu.browser_action.trigger()
    assert menu.browser_window.isVisible() and menu.browser_window.browser.proxy.rowCount() == len(load_pool())
    menu.new_deck_action.trigger()
    editor = menu.editors[-1]
    assert editor.isVisible() and editor.deck.entries == []
    editor.close()


def test_a_deck_imported_from_a_file_opens_in_an_editor_and_a_cancel_opens_none(
        window: MainWindow, qtbot: Any, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    deck_file = tmp_path / "bears.txt"
    deck_file.write_text("4 Grizzly Bears\n56 Forest\n", encoding="utf-8")
    menu = window.decks_menu
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *a, **k: (str(deck_file), ""))
    editor = menu.import_deck()
    assert editor.isVisible() and len(editor.deck) == 60
    assert {card.name for _, card in editor.deck.entries} == {"Grizzly Bears", "Forest"}
    editor.undo_stack.setClean()
    editor.close()
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *a, **k: ("", ""))
    cancelled = menu.import_deck()
    assert not cancelled.isVisible()  # no file chosen: the new editor is closed again
    menu.new_deck_action.trigger()
    assert cancelled not in menu.editors and editor not in menu.editors  # closed ones are let go


def test_sealed_and_draft_open_their_windows(window: MainWindow, qtbot: Any) -> None:
    menu = window.decks_menu
    menu.sealed_action.trigger()
    menu.draft_action.trigger()
    assert [w.kind for w in menu.limited_windows] == ["sealed", "draft"]
    assert all(w.isVisible() for w in menu.limited_windows)
    for w in menu.limited_windows:
        w.close()


@pytest.mark.usefixtures("english_again")
def test_the_menu_in_french(window: MainWindow) -> None:
    menu = window.decks_menu
    assert window.set_language("fr")
    assert menu.title() == "&Decks"
    assert [a.text() for a in menu.actions() if a.text()] == [
        "&Explorateur de cartes", "&Nouveau deck…", "&Ouvrir un deck…", "&Importer un deck…", "&Scellé…",
        "&Draft de boosters…"]
