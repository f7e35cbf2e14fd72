"""The deck editor's lists: the model and view of the main deck and the sideboard (drag and
drop, + and −, counts edited in place), the undo commands that change them, and the chooser of
the deck to open (``deck_editor.py`` is the window that holds them)."""
from __future__ import annotations

from collections.abc import Sequence
from typing import Any, Protocol

from PySide6.QtCore import QMimeData, QModelIndex, QObject, QPersistentModelIndex, Qt, Signal
from PySide6.QtGui import QKeyEvent, QUndoCommand
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QListWidget, QListWidgetItem, QTableView, QVBoxLayout, QWidget

from mtgdesk.decks import model as deck_model
from mtgdesk.decks.store import DeckSource
from mtgdesk.decks.text import Deck
from mtgdesk.engine import CardDef

from .card_browser import CARD_MIME, CardRowsModel, cards_from_mime, cards_mime
from ..common.collation import sorted_by_name
from ..common.texts import card_name, deck_text, fill
from ..common.type_line import type_line_text

Index = QModelIndex | QPersistentModelIndex
MAIN, SIDE = "main", "side"
#: The zone a drag from a deck list started in.
ZONE_MIME = "application/x-mtgdesk-deck-zone"


class DeckLists(Protocol):
    """What the undo commands change: the deck editor's lists (``deck_editor.DeckEditor``)."""

    deck: Deck

    def entries(self, zone: str) -> deck_model.Entries: ...

    def apply_count(self, zone: str, card: CardDef, count: int, position: int | None = None) -> None: ...

    def apply_lists(self, entries: deck_model.Entries, sideboard: deck_model.Entries) -> None: ...


class DeckZoneModel(CardRowsModel):
    """One list of the deck (main deck or sideboard): count, name, cost, type line.

    Signals:
        count_edited(object, int): the count of a card was edited in place (card, new count).
        cards_dropped(object, str): cards were dropped here (the cards, the zone they came
            from: "" for the browser).
    """

    COUNT, NAME, COST, TYPE = range(4)
    CardRole = Qt.ItemDataRole.UserRole + 1

    count_edited = Signal(object, int)
    cards_dropped = Signal(object, str)

    def __init__(self, zone: str, entries: deck_model.Entries, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.zone = zone
        self.entries = entries
        self.editable = True

    def set_entries(self, entries: deck_model.Entries) -> None:
        self.beginResetModel()
        self.entries = entries
        self.endResetModel()

    def refresh(self) -> None:
        self.beginResetModel()
        self.endResetModel()

    def rows(self) -> deck_model.Entries:
        return self.entries

    def headers(self) -> list[str]:
        return [self.tr("#"), self.tr("Name"), self.tr("Cost"), self.tr("Type")]

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid() or not 0 <= index.row() < len(self.entries):
            return None
        count, card = self.entries[index.row()]
        column = index.column()
        if role == self.CardRole:
            return card
        if role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.EditRole):
            if column == self.COUNT:
                return count if role == Qt.ItemDataRole.EditRole else str(count)
            if column == self.NAME:
                return card_name(card.name)
            if column == self.COST:
                return str(card.mana_cost)
            return type_line_text(card)
        if role == Qt.ItemDataRole.TextAlignmentRole and column == self.COUNT:
            return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        return None

    def setData(self, index: Index, value: Any, role: int = Qt.ItemDataRole.EditRole) -> bool:
        if role != Qt.ItemDataRole.EditRole or index.column() != self.COUNT or not index.isValid():
            return False
        try:
            count = int(value)
        except (TypeError, ValueError):
            return False
        self.count_edited.emit(self.entries[index.row()][1], max(0, min(count, 999)))
        return True

    def flags(self, index: Index) -> Qt.ItemFlag:
        flags = super().flags(index)
        if not index.isValid():
            return flags | Qt.ItemFlag.ItemIsDropEnabled if self.editable else flags
        flags |= Qt.ItemFlag.ItemIsDragEnabled
        if self.editable:
            flags |= Qt.ItemFlag.ItemIsDropEnabled
            if index.column() == self.COUNT:
                flags |= Qt.ItemFlag.ItemIsEditable
        return flags

    def mimeTypes(self) -> list[str]:
        return [CARD_MIME]

    def mimeData(self, indexes: Sequence[QModelIndex]) -> QMimeData:
        rows = sorted({i.row() for i in indexes if i.isValid()})
        mime = cards_mime([self.entries[r][1] for r in rows])
        mime.setData(ZONE_MIME, self.zone.encode())
        return mime

    def supportedDropActions(self) -> Qt.DropAction:
        return Qt.DropAction.CopyAction | Qt.DropAction.MoveAction

    def supportedDragActions(self) -> Qt.DropAction:
        return Qt.DropAction.MoveAction | Qt.DropAction.CopyAction

    def canDropMimeData(self, data: QMimeData, action: Qt.DropAction, row: int, column: int,
                        parent: Index) -> bool:
        return self.editable and data.hasFormat(CARD_MIME)

    def dropMimeData(self, data: QMimeData, action: Qt.DropAction, row: int, column: int,
                     parent: Index) -> bool:
        if not self.canDropMimeData(data, action, row, column, parent):
            return False
        source = bytes(data.data(ZONE_MIME).data()).decode() if data.hasFormat(ZONE_MIME) else ""
        if source == self.zone:
            return False
        cards = cards_from_mime(data)
        if cards:
            self.cards_dropped.emit(cards, source)
        # The change is made by the editor (an undo command); the view must not remove anything.
        return False


class DeckListView(QTableView):
    """A deck list: + and − change the chosen card's count, Delete removes it."""

    step_requested = Signal(object, int)  # card, +1 / −1 / 0 (remove all)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        card = self.model().data(self.currentIndex(), DeckZoneModel.CardRole) if self.currentIndex().isValid() else None
        key = event.key()
        if card is not None and key in (Qt.Key.Key_Plus, Qt.Key.Key_Equal):
            self.step_requested.emit(card, 1)
        elif card is not None and key in (Qt.Key.Key_Minus, Qt.Key.Key_Underscore):
            self.step_requested.emit(card, -1)
        elif card is not None and key == Qt.Key.Key_Delete:
            self.step_requested.emit(card, 0)
        else:
            super().keyPressEvent(event)


class SetCountCommand(QUndoCommand):
    """Set the count of one card in one list of the deck (0 removes it); undo puts back the old
    count at the old place."""

    def __init__(self, editor: DeckLists, zone: str, card: CardDef, count: int, text: str,
                 parent: QUndoCommand | None = None) -> None:
        super().__init__(text, parent)
        self.editor, self.zone, self.card, self.count = editor, zone, card, count
        entries = editor.entries(zone)
        self.old = deck_model.count_of(entries, card.name)
        self.position = deck_model.position_of(entries, card.name)

    def redo(self) -> None:
        self.editor.apply_count(self.zone, self.card, self.count)

    def undo(self) -> None:
        self.editor.apply_count(self.zone, self.card, self.old, self.position)


class SetListsCommand(QUndoCommand):
    """Replace the main deck and the sideboard at once ("Build for me"); undo puts both back."""

    def __init__(self, editor: DeckLists, entries: deck_model.Entries, sideboard: deck_model.Entries,
                 text: str) -> None:
        super().__init__(text)
        self.editor = editor
        self.new = (list(entries), list(sideboard))
        self.old = (list(editor.deck.entries), list(editor.deck.sideboard))

    def redo(self) -> None:
        self.editor.apply_lists(*self.new)

    def undo(self) -> None:
        self.editor.apply_lists(*self.old)


class DeckChooser(QDialog):
    """Choose one of the decks (the player's and the preconstructed ones) to open."""

    def __init__(self, decks: list[DeckSource], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("deck_chooser")
        self.setWindowTitle(self.tr("Open a deck"))
        # The player's decks by name, as people of the interface's language sort, then the
        # preconstructed ones in their own order.
        decks = sorted_by_name((d for d in decks if not d.read_only), key=lambda d: d.deck.name) + \
            [d for d in decks if d.read_only]
        self.decks = decks
        self.list = QListWidget(self)
        self.list.setObjectName("deck_chooser_list")
        for i, source in enumerate(decks):
            label = source.deck.name if not source.read_only else fill(self.tr("%1 (preconstructed)"),
                                                                       deck_text(source.deck.name))
            if source.casual:
                label = fill(self.tr("%1 (casual)"), label)
            item = QListWidgetItem(fill(self.tr("%1 — %2 cards"), label, str(len(source.deck))), self.list)
            item.setData(Qt.ItemDataRole.UserRole, i)
        self.list.setCurrentRow(0)
        self.list.itemDoubleClicked.connect(lambda _item: self.accept())
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Open | QDialogButtonBox.StandardButton.Cancel, self)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.list)
        layout.addWidget(buttons)
        self.resize(420, 480)

    def chosen(self) -> DeckSource | None:
        item = self.list.currentItem()
        if item is None:
            return None
        index: int = item.data(Qt.ItemDataRole.UserRole)
        return self.decks[index]
