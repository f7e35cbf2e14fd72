"""The computer opponent's level and personality, chosen on the new-game page (``mtgdesk.ai.levels``)."""
from __future__ import annotations

from PySide6.QtWidgets import QComboBox, QWidget

from mtgdesk.storage.settings import COMPUTER_LEVELS, COMPUTER_PERSONALITIES

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


class PersonalityBox(Retranslating, QComboBox):
    """A choice among the computer's personalities (``ai/personalities.toml``: how it judges
    what it finds); ``personality`` is the chosen one's id."""

    def __init__(self, personality: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("personality_combo")
        for name in COMPUTER_PERSONALITIES:
            self.addItem("", name)
        self.setCurrentIndex(max(self.findData(personality), 0))
        self.retranslate()

    def retranslate(self) -> None:
        names = {
            "balanced": self.tr("Balanced"),
            "aggressive": self.tr("Aggressive"),
            "cautious": self.tr("Cautious"),
            "control": self.tr("Control"),
        }
        for i in range(self.count()):
            self.setItemText(i, names[self.itemData(i)])
        self.setToolTip(self.tr("How the computer judges a position: what it values, how readily it attacks"))

    @property
    def personality(self) -> str:
        return str(self.currentData())
