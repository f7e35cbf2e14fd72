"""The computer opponent's level, chosen on the new-game page (``mtgdesk.ai.levels``)."""
from __future__ import annotations

from PySide6.QtWidgets import QComboBox, QWidget

from mtgdesk.storage.settings import COMPUTER_LEVELS

from ..common.retranslating import Retranslating


class DifficultyBox(Retranslating, QComboBox):
    """A choice among the computer's levels; ``level`` is the chosen one's name."""

    def __init__(self, level: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("difficulty_combo")
        for name in COMPUTER_LEVELS:
            self.addItem("", name)
        index = self.findData(level)
        self.setCurrentIndex(max(index, 0))
        self.retranslate()

    def retranslate(self) -> None:
        names = {
            "easy": self.tr("Easy: plays by rules of thumb"),
            "medium": self.tr("Medium: looks ahead"),
            "hard": self.tr("Hard: looks further ahead, takes longer"),
        }
        for i in range(self.count()):
            self.setItemText(i, names[self.itemData(i)])
        self.setToolTip(self.tr("How well the computer plays"))

    @property
    def level(self) -> str:
        return str(self.currentData())
