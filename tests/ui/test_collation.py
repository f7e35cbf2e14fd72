"""Lists of names sort as people of the interface's language sort them (issue 35, item 9):
QCollator with the interface's locale, not code points ("Aérostiers" before "Avemain", "Élémental"
among the E, a small letter beside its capital, "Deck 2" before "Deck 10")."""
from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import Qt

from mtgdesk.decks.store import DeckSource, all_decks, save_user_deck, user_decks
from mtgdesk.decks.text import Deck
from mtgdesk.ui.common.collation import name_ranks, sorted_by_name
from mtgdesk.ui.common.language import LanguageManager
from mtgdesk.ui.decks.card_browser import CardBrowser, CardTableModel

pytestmark = pytest.mark.gui


def test_names_sort_as_people_sort(language: LanguageManager) -> None:
    language.set_language("fr")
    names = ["Avemain savant", "Élémental d'air", "Aérostiers gobelins", "écrasement", "Zèbre", "deck 10", "Deck 2"]
    assert sorted(names)[0] == "Avemain savant"  # what Python's sort does: é after v
    assert sorted_by_name(names) == ["Aérostiers gobelins", "Avemain savant", "Deck 2", "deck 10", "écrasement",
                                     "Élémental d'air", "Zèbre"]
    assert name_ranks(["b", "a", "A"]) == [2, 0, 0]
    language.set_language("ru")
    assert sorted_by_name(["Яблоко", "Енот", "ель", "Ёж"]) == ["Ёж", "ель", "Енот", "Яблоко"]  # ё sorts as е


def test_the_card_browser_sorts_french_names_as_people_sort(language: LanguageManager, qtbot: Any) -> None:
    language.set_language("fr")
    browser = CardBrowser()
    qtbot.addWidget(browser)
    browser.table.sortByColumn(CardTableModel.NAME, Qt.SortOrder.AscendingOrder)
    browser.search.setText("a")
    shown = [browser.proxy.index(r, CardTableModel.NAME).data() for r in range(browser.proxy.rowCount())]
    starting_a = [n for n in shown if n.lower().startswith(("a", "â", "à"))]
    assert starting_a.index("Aérostiers gobelins") < starting_a.index("Avemain savant")
    assert shown == sorted_by_name(shown)


def test_the_deck_chooser_sorts_the_players_decks_as_people_sort(language: LanguageManager, qtbot: Any) -> None:
    from mtgdesk.ui.decks.deck_editor import DeckChooser

    from mtgdesk.cards import load_pool

    for name in ("Zoo", "Élan", "avant-garde", "Eau"):
        save_user_deck(Deck(name=name, entries=[(1, load_pool().get("Shock"))]))
    assert len(user_decks()) == 4
    language.set_language("fr")
    chooser = DeckChooser(all_decks())
    qtbot.addWidget(chooser)
    mine = [d.deck.name for d in chooser.decks if not d.read_only]
    assert mine == ["avant-garde", "Eau", "Élan", "Zoo"]
    assert all(d.read_only for d in chooser.decks[len(mine):])  # then the preconstructed decks


def test_the_new_game_page_sorts_the_players_decks_as_people_sort(language: LanguageManager, qtbot: Any) -> None:
    from mtgdesk.storage import Settings
    from mtgdesk.ui.dialogs.dialogs import NewGameDialog

    decks = [DeckSource(Deck(name=n), None) for n in ("Zoo", "Élan", "avant-garde", "Eau")]
    language.set_language("fr")
    dialog = NewGameDialog(decks + [DeckSource(Deck(name="Wild Fury"), None, read_only=True)], Settings())
    qtbot.addWidget(dialog)
    combo = dialog.deck_boxes[0]
    labels = [combo.itemText(i) for i in range(combo.count()) if combo.itemText(i)]
    assert [label.split(" (")[0] for label in labels[:4]] == ["avant-garde", "Eau", "Élan", "Zoo"]
