"""Help ▸ Keys: the keys that play the table without a mouse (``ui/table/keyboard.py``), in the
interface's language."""
from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QDialogButtonBox,
    QHeaderView,
    QLabel,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from ..common.retranslating import Retranslating

if TYPE_CHECKING:
    from PySide6.QtGui import QResizeEvent, QShowEvent


class KeysDialog(Retranslating, QDialog):
    """A table of keys and what each does at the table."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("keys_dialog")
        self.intro = QLabel(self)
        self.intro.setWordWrap(True)
        self.table = QTableWidget(0, 2, self)
        self.table.setObjectName("keys_table")
        self.table.verticalHeader().hide()
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        # The keys' column as wide as its keys but never more than two fifths: the last key is a
        # sentence, and sized to it the column left "what it does" a narrow strip of many lines.
        self.table.horizontalHeader().setSectionResizeMode(0, QHeaderView.ResizeMode.Interactive)
        self.table.horizontalHeader().setSectionResizeMode(1, QHeaderView.ResizeMode.Stretch)
        self.table.setWordWrap(True)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.intro)
        layout.addWidget(self.table, 1)
        layout.addWidget(buttons)
        self.resize(760, 560)
        self.retranslate()

    def keys(self) -> list[tuple[str, str]]:
        """(key, what it does), in the order the dialog lists them."""
        return [
            (self.tr("Left, Right"), self.tr("The previous or next card of the zone")),
            (self.tr("Up, Down, Tab, Shift+Tab"),
             self.tr("The previous or next zone: your hand, your battlefield, the stack, the opponent's "
                     "battlefield, the players, the graveyards and exiles")),
            (self.tr("Home, End"), self.tr("The first or last card of the zone")),
            (self.tr("Enter"), self.tr("What a click does: play, cast or activate the card, choose it or the player "
                                       "as a target, open a graveyard")),
            (self.tr("A"), self.tr("Declare the creature as an attacker, or take it back")),
            (self.tr("Shift+A"), self.tr("Attack with every creature that can")),
            (self.tr("B"), self.tr("The creature blocks: then Enter on the attacker it blocks")),
            (self.tr("Space"), self.tr("The prompt's main button: pass priority, confirm, keep")),
            (self.tr("1 … 9"), self.tr("The prompt's buttons, from the left")),
            (self.tr("Escape"), self.tr("Take back: a spell being cast, a declaration, close a graveyard")),
            (self.tr("Up, Down, Enter (in a menu)"), self.tr("Choose among a card's abilities or mana")),
            (self.tr("F6"), self.tr("From the table to the prompt's inputs (a number, a list), to the game log, "
                                    "and back")),
            (self.tr("Enter (in the prompt's input)"), self.tr("The prompt's main button, as Space on the table")),
            (self.tr("Shift+Enter, or Shift held as a spell is dropped or clicked"),
             self.tr("Pay that spell by hand, by clicking lands, even when payment is automatic")),
        ]

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Keys"))
        self.intro.setText(self.tr("The table can be played without a mouse. The focused card has a white ring "
                                   "and is shown in the zoom; a screen reader reads it."))
        self.table.setHorizontalHeaderLabels([self.tr("Key"), self.tr("What it does")])
        rows = self.keys()
        self.table.setRowCount(len(rows))
        for row, (key, text) in enumerate(rows):
            for column, value in enumerate((key, text)):
                item = QTableWidgetItem(value)
                item.setFlags(Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable)
                self.table.setItem(row, column, item)
        self._fit_columns()

    def _fit_columns(self) -> None:
        widest = max(self.table.sizeHintForColumn(0), self.table.horizontalHeader().sectionSizeHint(0))
        room = self.table.width() - 2 * self.table.frameWidth()  # the viewport's may not be laid out yet
        self.table.setColumnWidth(0, min(widest, max(120, room * 2 // 5)))
        self.table.resizeRowsToContents()

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._fit_columns()

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        layout = self.layout()
        if layout is not None:
            layout.activate()
        self._fit_columns()


__all__ = ["KeysDialog"]
