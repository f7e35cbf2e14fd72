"""A page's title, large and bold, in the interface's language."""
from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QFont
from PySide6.QtWidgets import QLabel, QWidget

from .retranslating import Retranslating


class PageTitle(Retranslating, QLabel):
    """A page's title, large and bold, in the interface's language (a translated message:
    ``context`` and ``text`` as ``QCoreApplication.translate`` takes them)."""

    def __init__(self, context: str, text: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("page_title")
        self._message = (context, text)
        font = QFont(self.font())
        font.setPointSizeF(font.pointSizeF() * 1.6)
        font.setBold(True)
        self.setFont(font)
        self.retranslate()

    def retranslate(self) -> None:
        self.setText(QCoreApplication.translate(*self._message))
