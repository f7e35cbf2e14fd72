"""A zone's cards fanned out over the table: a graveyard or an exile (either player's, CR 404.2,
406.3: both are public), the cards a library search finds, the cards looked at on top of a
library. Each card is pointable (it shows large in the zoom panel); the cards the decision at
hand can use (a target, a choice, an ability that works from the graveyard, CR 113.6k) are lit,
and a click on one is a click on that card, which the controller turns into an action.
"""
from __future__ import annotations

import math
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QEvent, QObject, QPoint, QPointF, QRectF, QSize, QSizeF, Qt, Signal
from PySide6.QtGui import QColor, QFont, QMouseEvent, QPainter, QPen, QTransform
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QToolButton, QVBoxLayout, QWidget

from mtgdesk.engine import CardDef

from .card_item import paint_focus_ring
from ..common.card_painter import CARD_RATIO, face_image, paint_pt

if TYPE_CHECKING:
    from PySide6.QtCore import QEvent
    from PySide6.QtGui import QPaintEvent


@dataclass(frozen=True)
class ZoneCard:
    """One card of the panel: the id it is chosen by, its face, and whether it can be used now."""

    id: Any
    card: CardDef
    usable: bool = False


class CardFan(QWidget):
    """Cards side by side, overlapping and slightly fanned when they don't fit; the one under
    the pointer rises above the others.

    Signals:
        clicked(object): the id of the card clicked.
        pointed(object): the ``CardDef`` of the card under the pointer.
    """

    clicked = Signal(object)
    pointed = Signal(object)

    #: The largest angle of the fan's outer cards, in degrees.
    SPREAD = 5.0

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("card_fan")
        self.setMouseTracking(True)
        self.cards: list[ZoneCard] = []
        self.card_height = 180.0
        self.hovered: int | None = None
        self.focused: int | None = None  # the keyboard's focus (``keyboard.py``): ringed
        self._pressed: int | None = None

    def set_cards(self, cards: list[ZoneCard], card_height: float) -> None:
        self.cards = list(cards)
        self.card_height = card_height
        self.hovered = None
        self.focused = None
        self.setMinimumHeight(round(card_height) + 30)
        self.updateGeometry()
        self.update()

    def sizeHint(self) -> QSize:
        width = self.card_height / CARD_RATIO
        margin = 16 + self.card_height * math.sin(math.radians(self.SPREAD))
        return QSize(round(min(len(self.cards), 8) * (width + 8) + 2 * margin), round(self.card_height) + 30)

    # ------------------------------------------------------------------ where each card is

    def _card_size(self) -> QSizeF:
        return QSizeF(self.card_height / CARD_RATIO, self.card_height)

    def transforms(self) -> list[QTransform]:
        """Each card's transform, from the card's own rectangle (origin at its top left) to
        the widget, in painting order."""
        n = len(self.cards)
        size = self._card_size()
        # Room at the sides for the outer cards, turned about their bottom centre.
        margin = 8.0 + size.height() * math.sin(math.radians(self.SPREAD))
        room = max(1.0, self.width() - 2 * margin - size.width())
        step = min(size.width() + 8, room / (n - 1)) if n > 1 else 0.0
        total = step * (n - 1) + size.width()
        left = (self.width() - total) / 2
        fanned = step < size.width()  # overlapping: a fan
        out = []
        for i in range(n):
            t = (i - (n - 1) / 2) / max(1, (n - 1) / 2) if n > 1 else 0.0
            angle = t * self.SPREAD if fanned else 0.0
            drop = (1 - math.cos(math.radians(angle))) * size.height() * 2.2 if fanned else 0.0
            lift = -10.0 if i == self.hovered else 0.0
            x = left + i * step
            y = 16 + drop + lift
            transform = QTransform()
            transform.translate(x + size.width() / 2, y + size.height())
            transform.rotate(angle)
            transform.translate(-size.width() / 2, -size.height())
            out.append(transform)
        return out

    def card_at(self, point: QPointF) -> int | None:
        """The index of the card shown at ``point`` (the one on top)."""
        rect = QRectF(QPointF(0, 0), self._card_size())
        transforms = self.transforms()
        order = self._paint_order()
        for i in reversed(order):
            inverse, ok = transforms[i].inverted()
            if ok and rect.contains(inverse.map(point)):
                return i
        return None

    def point_of(self, card_id: Any) -> QPoint | None:
        """A point of the card ``card_id`` that one can see and click."""
        for i, entry in enumerate(self.cards):
            if entry.id != card_id:
                continue
            size = self._card_size()
            transform = self.transforms()[i]
            for fx, fy in ((0.5, 0.5), (0.12, 0.5), (0.12, 0.2), (0.12, 0.8), (0.05, 0.5)):
                point = transform.map(QPointF(size.width() * fx, size.height() * fy))
                if self.card_at(point) == i:
                    return point.toPoint()
        return None

    def _paint_order(self) -> list[int]:
        order = list(range(len(self.cards)))
        if self.hovered is not None and self.hovered in order:
            order.remove(self.hovered)
            order.append(self.hovered)
        return order

    # ------------------------------------------------------------------ painting

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        size = self._card_size()
        rect = QRectF(QPointF(0, 0), size)
        transforms = self.transforms()
        scale = size.width() / 100 * self.devicePixelRatioF()
        dim = any(entry.usable for entry in self.cards)
        for i in self._paint_order():
            entry = self.cards[i]
            painter.save()
            painter.setTransform(transforms[i])
            if entry.usable:
                for width, alpha in ((9.0, 70), (5.0, 150), (2.5, 255)):
                    painter.setPen(QPen(QColor(245, 197, 66, alpha), width))
                    painter.setBrush(Qt.BrushStyle.NoBrush)
                    painter.drawRoundedRect(rect, 7, 7)
            painter.drawImage(rect, face_image(entry.card, QSizeF(100, 100 * CARD_RATIO), scale))
            power, toughness = entry.card.power, entry.card.toughness
            if isinstance(power, int) and isinstance(toughness, int):  # a creature card's printed P/T
                painter.scale(size.width() / 100, size.width() / 100)
                paint_pt(painter, QSizeF(100, 100 * CARD_RATIO), entry.card, power, toughness)
                painter.scale(100 / size.width(), 100 / size.width())
            if entry.usable:  # lit on top of its own edge too, where the next card covers its glow
                painter.setPen(QPen(QColor(245, 197, 66), 3.0))
                painter.setBrush(Qt.BrushStyle.NoBrush)
                painter.drawRoundedRect(rect.adjusted(1.5, 1.5, -1.5, -1.5), 6, 6)
            elif dim and i != self.hovered:  # what can't be used now stays readable, but recedes
                painter.setPen(Qt.PenStyle.NoPen)
                painter.setBrush(QColor(0, 0, 0, 95))
                painter.drawRoundedRect(rect, 6, 6)
            if i == self.hovered and not entry.usable:
                painter.setPen(QPen(QColor(255, 255, 255, 200), 1.5))
                painter.setBrush(Qt.BrushStyle.NoBrush)
                painter.drawRoundedRect(rect, 6, 6)
            if i == self.focused:
                paint_focus_ring(painter, rect)
            painter.restore()
        if not self.cards:
            painter.setPen(QColor("#aeb7bf"))
            font = QFont(self.font())
            font.setItalic(True)
            painter.setFont(font)
            painter.drawText(self.rect(), int(Qt.AlignmentFlag.AlignCenter), self.tr("No cards."))

    # ------------------------------------------------------------------ the pointer

    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        index = self.card_at(event.position())
        if index != self.hovered:
            self.hovered = index
            self.setCursor(Qt.CursorShape.PointingHandCursor if index is not None else Qt.CursorShape.ArrowCursor)
            self.update()
            if index is not None:
                self.pointed.emit(self.cards[index].card)

    def leaveEvent(self, event: QEvent) -> None:
        if self.hovered is not None:
            self.hovered = None
            self.update()

    def mousePressEvent(self, event: QMouseEvent) -> None:
        self._pressed = self.card_at(event.position()) if event.button() == Qt.MouseButton.LeftButton else None
        event.accept()

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        index = self.card_at(event.position())
        pressed, self._pressed = self._pressed, None
        if event.button() == Qt.MouseButton.LeftButton and index is not None and index == pressed:
            self.clicked.emit(self.cards[index].id)


class ZonePanel(QFrame):
    """A zone's cards over the table, with a title, a hint and a close button.

    ``kind`` says what it shows: ("graveyard", owner), ("exile", owner), or ("choice", None)
    for the cards of a choice (a search, the top of a library).

    Signals:
        card_clicked(object): a card's id (or, for a choice, its option) was clicked.
        card_pointed(object): the ``CardDef`` under the pointer.
        closed(): the player closed the panel.
    """

    card_clicked = Signal(object)
    card_pointed = Signal(object)
    closed = Signal()

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setObjectName("zone_panel")
        self.kind: tuple[str, Any] | None = None
        self.setStyleSheet(
            "#zone_panel { background: rgba(14, 20, 26, 238); border: 1.5px solid #c98a1b; border-radius: 10px; }"
            "#zone_panel QLabel { color: #f2f2f2; background: transparent; }"
            "#zone_panel QToolButton { color: #f2f2f2; background: #3a4b59; border: 1px solid #8597a6;"
            " border-radius: 4px; padding: 2px 9px; font-weight: bold; }"
            "#zone_panel QToolButton:hover { background: #465b6c; }")
        self.title = QLabel(self)
        self.title.setObjectName("zone_title")
        font = QFont(self.title.font())
        font.setBold(True)
        font.setPointSizeF(font.pointSizeF() * 1.15)
        self.title.setFont(font)
        self.hint = QLabel(self)
        self.hint.setObjectName("zone_hint")
        self.hint.setWordWrap(True)
        self.close_button = QToolButton(self)
        self.close_button.setObjectName("zone_close_button")
        self.close_button.setText("✕")
        self.close_button.setToolTip(self.tr("Close"))
        self.close_button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.close_button.clicked.connect(self._on_close_clicked)
        self.fan = CardFan(self)
        self.fan.clicked.connect(self.card_clicked)
        self.fan.pointed.connect(self.card_pointed)
        header = QHBoxLayout()
        header.addWidget(self.title)
        header.addWidget(self.hint, 1)
        header.addWidget(self.close_button, 0, Qt.AlignmentFlag.AlignTop)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(12, 8, 12, 8)
        layout.setSpacing(4)
        layout.addLayout(header)
        layout.addWidget(self.fan, 1)
        parent.installEventFilter(self)  # laid out again when the table is resized
        self.hide()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.parentWidget() and event.type() == QEvent.Type.Resize and self.isVisible():
            self.place()
            self.fan.update()
        return False

    def show_cards(self, kind: tuple[str, Any], title: str, hint: str, cards: list[ZoneCard]) -> None:
        """Show (or update) the panel with ``cards``, bottom card first."""
        self.kind = kind
        self.title.setText(title)
        self.hint.setText(hint)
        if [c for c in cards] != self.fan.cards or not self.isVisible():
            self.fan.set_cards(cards, self._card_height())
        self.place()
        self.show()
        self.raise_()

    def _card_height(self) -> float:
        parent = self.parentWidget()
        height = parent.height() if parent is not None else 600
        return float(max(110, min(250, round(height * 0.3))))

    def place(self) -> None:
        """Centred over the table, as wide as the cards need within it."""
        parent = self.parentWidget()
        if parent is None:
            return
        area = parent.rect()
        self.fan.card_height = self._card_height()
        self.fan.setMinimumHeight(round(self.fan.card_height) + 30)
        wanted = self.fan.sizeHint().width() + 24
        width = max(min(area.width() - 40, 520), min(area.width() - 40, wanted))
        height = self.fan.minimumHeight() + self.title.sizeHint().height() + 28
        self.setGeometry(area.x() + (area.width() - width) // 2, area.y() + max(8, (area.height() - height) // 2),
                         width, height)

    def close_panel(self) -> None:
        self.kind = None
        self.hide()

    def _on_close_clicked(self) -> None:
        self.close_panel()
        self.closed.emit()


__all__ = ["CardFan", "ZoneCard", "ZonePanel"]
