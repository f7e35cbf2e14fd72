"""Choices among cards shown as cards to click: a search of the library, the cards looked at
on top of it, a hand revealed. Each card is its picture (the name in its tooltip), pointing at
one shows it large in the zoom panel, and the buttons follow the prompt bar's colours, readable
on a light or a dark desktop alike."""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QSize, QSizeF, Qt, Signal
from PySide6.QtGui import QIcon, QPixmap
from PySide6.QtWidgets import QHBoxLayout, QToolButton, QWidget

from mtgdesk.engine import CardDef

from ..common.card_painter import CARD_RATIO, face_image
from ..common.texts import card_name

if TYPE_CHECKING:
    from PySide6.QtGui import QEnterEvent


class _CardButton(QToolButton):
    """One card to click."""

    pointed = Signal(object)

    def __init__(self, card: CardDef, height: int, parent: QWidget) -> None:
        super().__init__(parent)
        self.card = card
        width = round(height / CARD_RATIO)
        ratio = self.devicePixelRatioF()
        image = face_image(card, QSizeF(100, 100 * CARD_RATIO), width / 100 * ratio)
        pixmap = QPixmap.fromImage(image)
        pixmap.setDevicePixelRatio(ratio)
        self.setIcon(QIcon(pixmap))
        self.setIconSize(QSize(width, height))
        self.setToolTip(card_name(card.name))
        self.setCursor(Qt.CursorShape.PointingHandCursor)
        self.setAutoRaise(True)
        self.setStyleSheet("QToolButton { border: 2px solid transparent; border-radius: 6px; padding: 1px; }"
                           "QToolButton:hover { border-color: #f5c542; background: rgba(245, 197, 66, 40); }")

    def enterEvent(self, event: QEnterEvent) -> None:
        super().enterEvent(event)
        self.pointed.emit(self.card)


class CardChoice(QWidget):
    """A row of cards; clicking one chooses its option.

    Signals:
        chosen(object): the option of the card clicked.
        pointed(object): the ``CardDef`` under the pointer.
    """

    chosen = Signal(object)
    pointed = Signal(object)

    def __init__(self, options: list[tuple[Any, CardDef]], height: int = 92, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("card_choice")
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(4)
        self.buttons: list[_CardButton] = []
        for i, (option, card) in enumerate(options):
            button = _CardButton(card, height, self)
            button.setObjectName(f"choice_{i}")
            button.clicked.connect(lambda _checked=False, o=option: self.chosen.emit(o))
            button.pointed.connect(self.pointed)
            layout.addWidget(button)
            self.buttons.append(button)


__all__ = ["CardChoice"]
