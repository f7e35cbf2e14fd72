"""Item models of the table: the stack and the game log (Qt Model/View)."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QAbstractListModel, QModelIndex, QPersistentModelIndex, Qt

from .card_item import CardState

Index = QModelIndex | QPersistentModelIndex


class StackModel(QAbstractListModel):
    """The stack, top first: each row a spell or ability, who controls it and its targets."""

    CardRole = Qt.ItemDataRole.UserRole + 1  # the ``CardState``
    ControllerRole = Qt.ItemDataRole.UserRole + 2  # the controller's name
    TargetsRole = Qt.ItemDataRole.UserRole + 3  # what it targets, in words

    def __init__(self, parent: Any = None) -> None:
        super().__init__(parent)
        self._rows: list[tuple[CardState, str, str, str]] = []

    def set_stack(self, rows: list[tuple[CardState, str, str, str]]) -> None:
        """Rows of (card, its name, controller's name, targets), bottom of the stack first."""
        rows = list(reversed(rows))
        if [r[0].id for r in rows] == [r[0].id for r in self._rows] and rows == self._rows:
            return
        self.beginResetModel()
        self._rows = rows
        self.endResetModel()

    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self._rows)

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid() or not 0 <= index.row() < len(self._rows):
            return None
        state, name, controller, targets = self._rows[index.row()]
        if role == Qt.ItemDataRole.DisplayRole:
            return name
        if role == Qt.ItemDataRole.ToolTipRole:
            return "\n".join(filter(None, [name, controller, targets]))
        if role == self.CardRole:
            return state
        if role == self.ControllerRole:
            return controller
        if role == self.TargetsRole:
            return targets
        return None


@dataclass(frozen=True)
class LogEntry:
    """One line of the log: rich text with card names as links, and the same as plain text."""

    html: str
    text: str
    kind: str = "event"  # "turn" for the line that starts a turn


class LogModel(QAbstractListModel):
    """The game log, newest last."""

    HtmlRole = Qt.ItemDataRole.UserRole + 1
    KindRole = Qt.ItemDataRole.UserRole + 2

    def __init__(self, parent: Any = None) -> None:
        super().__init__(parent)
        self._entries: list[LogEntry] = []

    def append(self, entries: list[LogEntry]) -> None:
        if not entries:
            return
        first = len(self._entries)
        self.beginInsertRows(QModelIndex(), first, first + len(entries) - 1)
        self._entries.extend(entries)
        self.endInsertRows()

    def set_entry(self, row: int, entry: LogEntry) -> None:
        """Entry ``row`` replaced by ``entry`` (the log's first line, once the game's kind is known)."""
        if not 0 <= row < len(self._entries):
            return
        self._entries[row] = entry
        self.dataChanged.emit(self.index(row), self.index(row))

    def clear(self) -> None:
        self.beginResetModel()
        self._entries = []
        self.endResetModel()

    def entries(self) -> list[LogEntry]:
        return list(self._entries)

    def plain_text(self) -> str:
        """The whole log as text, a line per entry (for saving)."""
        return "\n".join(e.text for e in self._entries) + ("\n" if self._entries else "")

    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self._entries)

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid() or not 0 <= index.row() < len(self._entries):
            return None
        entry = self._entries[index.row()]
        if role == Qt.ItemDataRole.DisplayRole:
            return entry.text
        if role == self.HtmlRole:
            return entry.html
        if role == self.KindRole:
            return entry.kind
        return None
