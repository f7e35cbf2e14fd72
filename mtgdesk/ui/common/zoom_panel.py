"""The zoom panel: the card under the pointer, large, with its whole rules text and its state
on the table (tapped, attacking, damage, counters)."""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QRectF, QSize, QSizeF, Qt
from PySide6.QtGui import QColor, QPainter
from PySide6.QtWidgets import QSizePolicy, QWidget

from mtgdesk.engine import CardDef

from ..table.card_item import CardState, shown_pt
from .card_painter import CARD_RATIO, face_image, paint_pt
from .texts import card_name

if TYPE_CHECKING:
    from PySide6.QtGui import QPaintEvent


class ZoomPanel(QWidget):
    """Shows one card large; keeps showing the last one until another is hovered."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("zoom_panel")
        self.state: CardState | None = None
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Preferred)
        self.setMinimumSize(200, round(200 * CARD_RATIO) + 30)

    def show_card(self, state: CardState | None) -> None:
        """Show ``state`` (a card on the table, or in a list); None keeps the last one."""
        if state is None or state.card is None:
            return
        if state != self.state:
            self.state = state
            self.update()

    def follow(self, find: Any) -> None:
        """The table changed: show the card's state as it is now (``find(id)``: its new state,
        or None once it has left), so that no mark outlives what it marks (a block after
        combat, a tapped card untapped)."""
        state = self.state
        if state is None or state.zone != "battlefield" or state.id == 0:
            return
        now = find(state.id)
        if now is None:
            now = CardState(0, state.card, "library", state.owner, state.owner)  # the card alone
        if now.card is None:
            self.clear()
        elif now != state:
            self.state = now
            self.update()

    def clear(self) -> None:
        """Show no card (the seat passes to another player, who may not see this one)."""
        if self.state is not None:
            self.state = None
            self.update()

    def show_card_def(self, card: CardDef) -> None:
        self.show_card(CardState(0, card, "library", 0, 0, power=card.power, toughness=card.toughness))

    @property
    def card(self) -> CardDef | None:
        return self.state.card if self.state is not None else None

    def sizeHint(self) -> QSize:
        return QSize(280, round(280 * CARD_RATIO) + 30)

    def hasHeightForWidth(self) -> bool:
        return True

    def heightForWidth(self, width: int) -> int:
        return round(min(width, 340) * CARD_RATIO) + 30

    def _card_rect(self) -> QRectF:
        margin = 8.0
        width = min(self.width() - 2 * margin, (self.height() - 2 * margin - 22) / CARD_RATIO)
        height = width * CARD_RATIO
        return QRectF((self.width() - width) / 2, margin, width, height)

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.fillRect(self.rect(), QColor("#161d23"))
        state = self.state
        rect = self._card_rect()
        if state is None or state.card is None:
            painter.setPen(QColor(255, 255, 255, 60))
            painter.drawRoundedRect(rect, 10, 10)
            painter.setPen(QColor("#8a949c"))
            painter.drawText(rect, int(Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap),
                             self.tr("Point at a card to see it here."))
            return
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        size = QSizeF(250, 250 * CARD_RATIO)
        scale = rect.width() / size.width()
        image = face_image(state.card, size, scale * self.devicePixelRatioF(), compact=False)
        painter.drawImage(rect, image)
        painter.save()
        painter.translate(rect.topLeft())
        painter.scale(scale, scale)
        power, toughness = shown_pt(state)
        if power is not None and toughness is not None:
            paint_pt(painter, size, state.card, power, toughness, state.damage, compact=False)
        painter.restore()
        notes = self._notes(state)
        if notes:
            painter.setPen(QColor("#d8dde1"))
            painter.drawText(QRectF(0, rect.bottom() + 2, self.width(), 20),
                             int(Qt.AlignmentFlag.AlignCenter), " · ".join(notes))

    def _notes(self, state: CardState) -> list[str]:
        if state.zone != "battlefield":
            return []
        notes = []
        if state.tapped:
            notes.append(self.tr("Tapped"))
        if state.attacking:
            notes.append(self.tr("Attacking"))
        if state.blocking:
            notes.append(self.tr("Blocking"))
        if state.sick and state.power is not None:
            notes.append(self.tr("Summoning sick"))
        if state.damage:
            notes.append(self.tr("%n damage", None, state.damage))
        for kind, count in state.counters:
            if count:
                notes.append(self.tr("%1 counters: %2").replace("%1", kind).replace("%2", str(count)))
        for key, value in state.chosen:  # chosen as it entered (Booby Trap)
            if key == "player":
                notes.append(self.tr("Chosen player: %1").replace("%1", value))
            elif key == "name":
                notes.append(self.tr("Named: %1").replace("%1", card_name(value)))
        return notes
