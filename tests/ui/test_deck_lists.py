"""The deck editor's lists on their own (ui/decks/deck_lists.py): a list's rows and counts edited
in place, drops from the browser or the other list, the undo commands, the chooser of a deck.
(The lists inside the editor window are tested in test_deck_editor.py.)"""
from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import QModelIndex, Qt
from PySide6.QtGui import QUndoStack

from mtgdesk.cards import load_pool
from mtgdesk.decks import model as deck_model
from mtgdesk.decks.precons import precons
from mtgdesk.decks.store import DeckSource
from mtgdesk.decks.text import Deck
from mtgdesk.engine import CardDef
from mtgdesk.ui.decks.card_browser import cards_mime
from mtgdesk.ui.decks.deck_lists import (MAIN, SIDE, DeckChooser, DeckListView, DeckZoneModel, SetCountCommand,
                                         SetListsCommand)

pytestmark = pytest.mark.gui


def card(name: str) -> CardDef:
    return load_pool().get(name)


class Lists:
    """The two lists of a deck, changed as the editor changes them (the ``DeckLists`` protocol)."""

    def __init__(self, deck: Deck) -> None:
        self.deck = deck

    def entries(self, zone: str) -> deck_model.Entries:
        return self.deck.entries if zone == MAIN else self.deck.sideboard

    def apply_count(self, zone: str, card: CardDef, count: int, position: int | None = None) -> None:
        deck_model.set_count(self.entries(zone), card, count, position)

    def apply_lists(self, entries: deck_model.Entries, sideboard: deck_model.Entries) -> None:
        self.deck.entries, self.deck.sideboard = list(entries), list(sideboard)


def test_a_row_shows_count_name_cost_and_type_and_a_count_is_edited_in_place(qtbot: Any) -> None:
    model = DeckZoneModel(MAIN, [(4, card("Grizzly Bears")), (2, card("Shock"))])
    row = [model.index(0, c).data() for c in range(4)]
    assert row == ["4", "Grizzly Bears", "{1}{G}", "Creature — Bear"]
    assert model.index(1, DeckZoneModel.COUNT).data(Qt.ItemDataRole.EditRole) == 2
    assert model.flags(model.index(0, DeckZoneModel.COUNT)) & Qt.ItemFlag.ItemIsEditable
    assert not model.flags(model.index(0, DeckZoneModel.NAME)) & Qt.ItemFlag.ItemIsEditable
    edits: list[tuple[str, int]] = []
    model.count_edited.connect(lambda c, n: edits.append((c.name, n)))
    assert model.setData(model.index(1, DeckZoneModel.COUNT), "7")
    assert model.setData(model.index(0, DeckZoneModel.COUNT), 5000)
    assert model.setData(model.index(0, DeckZoneModel.COUNT), -3)
    assert not model.setData(model.index(0, DeckZoneModel.COUNT), "four")  # not a number: refused
    assert not model.setData(model.index(0, DeckZoneModel.NAME), "2")
    assert edits == [("Shock", 7), ("Grizzly Bears", 999), ("Grizzly Bears", 0)]
    model.editable = False  # a preconstructed deck
    assert not model.flags(model.index(0, DeckZoneModel.COUNT)) & Qt.ItemFlag.ItemIsEditable


def test_cards_dropped_from_the_browser_or_the_other_list_are_signalled_never_from_the_same(qtbot: Any) -> None:
    main, side = DeckZoneModel(MAIN, [(1, card("Hill Giant"))]), DeckZoneModel(SIDE, [])
    dropped: list[tuple[list[str], str]] = []
    side.cards_dropped.connect(lambda cards, source: dropped.append(([c.name for c in cards], source)))
    main.cards_dropped.connect(lambda cards, source: dropped.append(([c.name for c in cards], "main<-" + source)))
    nowhere = QModelIndex()
    assert not side.dropMimeData(cards_mime([card("Shock")]), Qt.DropAction.CopyAction, -1, -1, nowhere)
    from_main = main.mimeData([main.index(0, 0)])
    side.dropMimeData(from_main, Qt.DropAction.MoveAction, -1, -1, nowhere)
    main.dropMimeData(from_main, Qt.DropAction.MoveAction, -1, -1, nowhere)  # onto itself: nothing
    assert dropped == [(["Shock"], ""), (["Hill Giant"], MAIN)]
    side.editable = False
    assert not side.canDropMimeData(cards_mime([card("Shock")]), Qt.DropAction.CopyAction, -1, -1, nowhere)


def test_plus_minus_and_delete_on_a_list_ask_for_a_step(qtbot: Any) -> None:
    view = DeckListView()
    qtbot.addWidget(view)
    view.setModel(DeckZoneModel(MAIN, [(3, card("Shock"))], view))
    steps: list[tuple[str, int]] = []
    view.step_requested.connect(lambda c, step: steps.append((c.name, step)))
    qtbot.keyClick(view, Qt.Key.Key_Plus)  # nothing chosen yet
    view.setCurrentIndex(view.model().index(0, 1))
    for key in (Qt.Key.Key_Plus, Qt.Key.Key_Equal, Qt.Key.Key_Minus, Qt.Key.Key_Delete):
        qtbot.keyClick(view, key)
    assert steps == [("Shock", 1), ("Shock", 1), ("Shock", -1), ("Shock", 0)]


def test_undo_puts_a_removed_card_back_at_its_place_and_both_lists_back(qtbot: Any) -> None:
    deck = Deck(name="d", entries=[(2, card("Shock")), (4, card("Grizzly Bears")), (1, card("Forest"))])
    lists, stack = Lists(deck), QUndoStack()
    stack.push(SetCountCommand(lists, MAIN, card("Grizzly Bears"), 0, "Remove"))
    assert [(n, c.name) for n, c in deck.entries] == [(2, "Shock"), (1, "Forest")]
    stack.undo()
    assert [(n, c.name) for n, c in deck.entries] == [(2, "Shock"), (4, "Grizzly Bears"), (1, "Forest")]
    stack.push(SetListsCommand(lists, [(20, card("Forest"))], [(3, card("Shock"))], "Build for me"))
    assert deck.entries == [(20, card("Forest"))] and deck.sideboard == [(3, card("Shock"))]
    stack.undo()
    assert len(deck.entries) == 3 and deck.sideboard == []


def test_the_chooser_lists_the_player_s_decks_by_name_then_the_preconstructed_and_gives_the_one_chosen(
        qtbot: Any) -> None:
    mine = [DeckSource(Deck(name=n, entries=[(n_cards, card("Forest"))])) for n, n_cards in (("Zoo", 60), ("Ants", 41))]
    precon = DeckSource(precons()[0], read_only=True)
    chooser = DeckChooser([*mine, precon])
    qtbot.addWidget(chooser)
    labels = [chooser.list.item(r).text() for r in range(chooser.list.count())]
    assert labels == ["Ants — 41 cards", "Zoo — 60 cards",
                      f"{precons()[0].name} (preconstructed) — {len(precons()[0])} cards"]
    assert chooser.chosen().deck.name == "Ants"  # the first is chosen at first
    chooser.list.setCurrentRow(2)
    assert chooser.chosen() is precon
