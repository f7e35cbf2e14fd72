"""The saved games on the start page: the list's model and its panel (Continue, Watch, History,
Delete). Imported by :class:`saved_games.GameRecords` when the list is first shown, after the
window's first paint: Qt's namespace of enums (``Qt``), which the model needs, costs the first
paint 15 ms.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QAbstractTableModel, QModelIndex, QObject, QPersistentModelIndex, Qt, Signal
from PySide6.QtGui import QFont
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QMessageBox,
    QPushButton,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from ..common.late_texts import fill
from ..common.player_names import player_name
from ..common.retranslating import Retranslating

if TYPE_CHECKING:
    from mtgdesk.storage.records import GameRecord

Index = QModelIndex | QPersistentModelIndex


class SavedGamesModel(QAbstractTableModel):
    """The saved games, newest first: date, decks, opponent, turn, state."""

    RecordRole = Qt.ItemDataRole.UserRole + 1
    COLUMNS = 5

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.records: list[GameRecord] = []

    def set_records(self, records: list[GameRecord]) -> None:
        self.beginResetModel()
        self.records = list(records)
        self.endResetModel()

    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self.records)

    def columnCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else self.COLUMNS

    def headerData(self, section: int, orientation: Qt.Orientation,
                   role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if orientation != Qt.Orientation.Horizontal or role != Qt.ItemDataRole.DisplayRole:
            return None
        return (self.tr("Date"), self.tr("Decks"), self.tr("Opponent"), self.tr("Turn"), self.tr("State"))[section]

    def opponent(self, record: GameRecord) -> str:
        if record.players == ["human", "human"]:
            return self.tr("A friend")
        seat = record.players.index("computer") if "computer" in record.players else 1
        name = player_name(record.player_names[seat], seat, "computer")
        level = {"easy": self.tr("easy"), "medium": self.tr("medium"), "hard": self.tr("hard")}.get(record.levels[seat])
        # The computer's personality, beside its level ("" at a person's seat).
        character = {"balanced": self.tr("balanced"), "aggressive": self.tr("aggressive"),
                     "cautious": self.tr("cautious"), "control": self.tr("control")}.get(
            record.personalities[seat] if record.players[seat] == "computer" else "")
        if level and character:
            level = fill(self.tr("%1, %2", "level, personality"), level, character)
        # The level the game is played at (a record written before levels were kept has none).
        shown = level or character
        return fill(self.tr("%1 (%2)"), name, shown) if shown else name

    def state(self, record: GameRecord) -> str:
        if not record.over:
            return self.tr("In progress")
        if record.winner is None:
            return self.tr("Draw")
        humans = [i for i, kind in enumerate(record.players) if kind == "human"]
        if record.conceded is not None:  # CR 104.3a: who conceded, not only who won
            conceder = player_name(record.player_names[record.conceded], record.conceded,
                                   record.players[record.conceded])
            if len(humans) == 1:
                return self.tr("Lost: you conceded") if record.conceded == humans[0] else \
                    fill(self.tr("Won: %1 conceded"), conceder)
            return fill(self.tr("%1 conceded"), conceder)
        if len(humans) == 1:
            return self.tr("Won") if record.winner == humans[0] else self.tr("Lost")
        name = player_name(record.player_names[record.winner], record.winner, record.players[record.winner])
        return fill(self.tr("%1 won"), name)

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid() or not 0 <= index.row() < len(self.records):
            return None
        record = self.records[index.row()]
        if role == self.RecordRole:
            return record
        if role == Qt.ItemDataRole.TextAlignmentRole and index.column() == 3:
            return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        if role not in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.ToolTipRole):
            return None
        column = index.column()
        if column == 0:
            return record.updated.replace("T", " ")[:16]
        if column == 1:
            from ..common.name_cases import deck_name_in  # the preconstructed decks' names, translated

            # "%1 against %2": in Russian the second deck is in the genitive («против Зелёных топтунов»).
            first, second = record.deck_names[:2]
            return fill(self.tr("%1 against %2"), deck_name_in(first, None) or "?", deck_name_in(second, "gen") or "?")
        if column == 2:
            return self.opponent(record)
        if column == 3:
            return str(record.turn)
        return self.state(record)


class SavedGamesPanel(Retranslating, QWidget):
    """The saved games on the start page, with Continue (an unfinished game), Watch (a replay),
    History (the plots of a finished game) and Delete."""

    play_requested = Signal(object)
    watch_requested = Signal(object)
    history_requested = Signal(object)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("saved_games_panel")
        self.model = SavedGamesModel(self)
        self.title = QLabel(self)
        bold = QFont(self.title.font())
        bold.setBold(True)
        self.title.setFont(bold)
        self.table = QTableView(self)
        self.table.setObjectName("saved_games_table")
        self.table.setModel(self.model)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.verticalHeader().hide()
        self.table.setAlternatingRowColors(True)
        self.table.setWordWrap(False)
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(1, QHeaderView.ResizeMode.Stretch)
        self.table.doubleClicked.connect(self._on_double_clicked)
        self.play_button = QPushButton(self)
        self.play_button.setObjectName("saved_play_button")
        self.play_button.clicked.connect(lambda: self._emit(self.play_requested))
        self.watch_button = QPushButton(self)
        self.watch_button.setObjectName("saved_watch_button")
        self.watch_button.clicked.connect(lambda: self._emit(self.watch_requested))
        self.history_button = QPushButton(self)
        self.history_button.setObjectName("saved_history_button")
        self.history_button.clicked.connect(lambda: self._emit(self.history_requested))
        self.delete_button = QPushButton(self)
        self.delete_button.setObjectName("saved_delete_button")
        self.delete_button.clicked.connect(self.delete_selected)
        self.table.selectionModel().selectionChanged.connect(self._update_buttons)
        buttons = QHBoxLayout()
        buttons.addStretch()
        for b in (self.play_button, self.watch_button, self.history_button, self.delete_button):
            buttons.addWidget(b)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.title)
        layout.addWidget(self.table, 1)
        layout.addLayout(buttons)
        self.setMinimumWidth(820)
        self.setMaximumWidth(1000)
        self.setMinimumHeight(200)
        self.retranslate()
        self._update_buttons()

    def retranslate(self) -> None:
        self.title.setText(self.tr("Saved games"))
        self.play_button.setText(self.tr("Continue this game"))
        self.watch_button.setText(self.tr("Watch the replay"))
        self.history_button.setText(self.tr("History…"))
        self.history_button.setToolTip(self.tr("Plots of a finished game: life, cards and mana over its turns"))
        self.delete_button.setText(self.tr("Delete"))
        self.model.headerDataChanged.emit(Qt.Orientation.Horizontal, 0, SavedGamesModel.COLUMNS - 1)
        self.model.dataChanged.emit(self.model.index(0, 0), self.model.index(self.model.rowCount() - 1, 4))

    def set_records(self, records: list[GameRecord]) -> None:
        self.model.set_records(records)
        self.setVisible(bool(records))
        self._update_buttons()

    def selected(self) -> GameRecord | None:
        rows = self.table.selectionModel().selectedRows()
        return self.model.records[rows[0].row()] if rows else None

    def select(self, row: int) -> None:
        self.table.selectRow(row)

    def _emit(self, signal: Any) -> None:
        record = self.selected()
        if record is not None:
            signal.emit(record)

    def _on_double_clicked(self, index: QModelIndex) -> None:
        record = self.model.records[index.row()]
        (self.watch_requested if record.over else self.play_requested).emit(record)

    def _update_buttons(self, *args: Any) -> None:
        record = self.selected()
        self.play_button.setEnabled(record is not None and not record.over)
        self.watch_button.setEnabled(record is not None)
        self.history_button.setEnabled(record is not None and record.over)
        self.delete_button.setEnabled(record is not None)

    def delete_selected(self) -> None:
        record = self.selected()
        if record is None or record.path is None:
            return
        answer = QMessageBox.question(self, self.tr("Delete"), fill(
            self.tr("Delete the saved game of %1?"), record.updated.replace("T", " ")[:16]))
        if answer != QMessageBox.StandardButton.Yes:
            return
        try:
            record.path.unlink()
        except OSError:
            pass
        self.set_records([r for r in self.model.records if r is not record])


__all__ = ["SavedGamesModel", "SavedGamesPanel"]
