"""Statistics over all your games, from the saved records: games against the computer won,
lost and drawn, by your deck, by the computer's level and by opponent."""
from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QLabel, QTableWidget, QTableWidgetItem, QVBoxLayout, QWidget

from ..common.player_names import computer_name

if TYPE_CHECKING:
    from mtgdesk.storage.records import GameRecord

OUTCOMES = ("won", "lost", "draw")


class StatisticsDialog(QDialog):
    def __init__(self, records: "list[GameRecord]", parent: QWidget | None = None) -> None:
        from mtgdesk.storage.history import win_statistics

        super().__init__(parent)
        self.setObjectName("statistics_dialog")
        self.stats = win_statistics(records)
        self.deck_label = QLabel(self)
        self.level_label = QLabel(self)
        self.by_level = QTableWidget(self)
        self.by_level.setObjectName("statistics_by_level")
        self.opponent_label = QLabel(self)
        self.by_deck = QTableWidget(self)
        self.by_deck.setObjectName("statistics_by_deck")
        self.by_opponent = QTableWidget(self)
        self.by_opponent.setObjectName("statistics_by_opponent")
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        for w in (self.deck_label, self.by_deck, self.level_label, self.by_level, self.opponent_label,
                  self.by_opponent, buttons):
            layout.addWidget(w)
        self.resize(560, 680)
        self.retranslate()

    def rows(self, kind: str) -> list[tuple[str, int, int, int]]:
        """(name, won, lost, drawn), most games first."""
        counter = self.stats[kind]
        names = sorted({name for name, _ in counter})
        rows = [(name, *(counter[(name, o)] for o in OUTCOMES)) for name in names]
        return sorted(rows, key=lambda r: (-sum(r[1:]), r[0]))  # type: ignore[return-value]

    def _fill(self, table: QTableWidget, kind: str, first: str) -> None:
        rows = self.rows(kind)
        table.clear()
        table.setColumnCount(4)
        table.setRowCount(len(rows))
        table.setHorizontalHeaderLabels([first, self.tr("Won"), self.tr("Lost"), self.tr("Drawn")])
        levels = {"easy": self.tr("Easy"), "medium": self.tr("Medium"), "hard": self.tr("Hard")}
        for r, row in enumerate(rows):
            name = row[0] if row[0] != "?" else computer_name() if kind == "opponent" else "?"
            if kind == "level":
                name = levels.get(row[0], row[0])
            for c, value in enumerate((name, *map(str, row[1:]))):
                table.setItem(r, c, QTableWidgetItem(value))
        table.resizeColumnsToContents()
        table.verticalHeader().hide()

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Statistics"))
        self.deck_label.setText(self.tr("Games against the computer, by your deck"))
        self.opponent_label.setText(self.tr("Games against the computer, by opponent"))
        self.level_label.setText(self.tr("Games against the computer, by its level"))
        self._fill(self.by_deck, "deck", self.tr("Deck"))
        self._fill(self.by_level, "level", self.tr("Level"))
        self._fill(self.by_opponent, "opponent", self.tr("Opponent"))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)


__all__ = ["StatisticsDialog"]
