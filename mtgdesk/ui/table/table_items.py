"""The items of the table besides the cards (``card_item.py``) and the arrows: the players'
panels (life, hand, library, mana pool), the library, graveyard and exile piles, and what
flashes over them (damage and life changes, the combat damage being divided)."""
from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QRectF, Qt
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFont,
    QLinearGradient,
    QPainter,
    QPen,
    QRadialGradient,
)
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsObject,
    QGraphicsSimpleTextItem,
    QStyleOptionGraphicsItem,
    QWidget,
)

from .card_item import CARD_SIZE, CardState, paint_focus_ring, paint_highlight
from .snapshot import PlayerInfo
from .table_layout import PANEL_HEIGHT, PANEL_WIDTH
from ..common.card_painter import face_image, paint_count_badge
from ..common.symbols import symbol_image

if TYPE_CHECKING:
    from PySide6.QtWidgets import QGraphicsSceneHoverEvent, QGraphicsSceneMouseEvent

W, H = CARD_SIZE.width(), CARD_SIZE.height()

Z_FLOAT = 6000.0


class PlayerPanel(QGraphicsObject):
    """A player's place at the table: name, life total, mana pool, cards in hand and library.

    It is a target (click it to target the player) and the defending player's spot for attack
    arrows."""

    def __init__(self, index: int) -> None:
        super().__init__()
        self.index = index
        self.info: PlayerInfo | None = None
        self.active = False
        self.deciding = False
        self.thinking = False
        self.highlight: str | None = None
        self.focused = False  # the keyboard's focus is on it
        self.setAcceptHoverEvents(True)
        self.setZValue(50)
        self._rect = QRectF(0, 0, PANEL_WIDTH, PANEL_HEIGHT)  # scaled with the cards

    def boundingRect(self) -> QRectF:
        return self._rect.adjusted(-6, -6, 6, 6)

    def set_info(self, info: PlayerInfo, active: bool, deciding: bool, thinking: bool = False,
                 highlight: str | None = None) -> None:
        """Show these facts; painted again only if one of them changed."""
        facts = (info, active, deciding, thinking, highlight)
        if facts != (self.info, self.active, self.deciding, self.thinking, self.highlight):
            self.info, self.active, self.deciding, self.thinking, self.highlight = facts
            self.update()

    def life_disc(self) -> QRectF:
        return QRectF(self._rect.center().x() - 46, self._rect.top() + 50, 92, 92)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = self._rect
        if self.highlight is not None:
            colour = QColor(255, 205, 40) if self.highlight == "target" else QColor(230, 60, 50)
            for width, alpha in ((10.0, 60), (5.0, 140), (2.5, 255)):
                colour.setAlpha(alpha)
                painter.setPen(QPen(colour, width))
                painter.setBrush(Qt.BrushStyle.NoBrush)
                painter.drawRoundedRect(rect, 12, 12)
        if self.focused:
            paint_focus_ring(painter, rect, 14)
        gradient = QLinearGradient(rect.topLeft(), rect.bottomLeft())
        gradient.setColorAt(0, QColor(32, 40, 48, 235))
        gradient.setColorAt(1, QColor(18, 22, 28, 235))
        border = QColor("#f5c542") if self.deciding else QColor(255, 255, 255, 50)
        painter.setPen(QPen(border, 2.5 if self.deciding else 1.2))
        painter.setBrush(QBrush(gradient))
        painter.drawRoundedRect(rect, 12, 12)
        info = self.info
        if info is None:
            return
        white = QColor("#f1f1f1")
        font = QFont()
        font.setPixelSize(15)
        font.setBold(True)
        painter.setFont(font)
        painter.setPen(white)
        name_rect = QRectF(rect.left() + 10, rect.top() + 8, rect.width() - 20, 22)
        name = painter.fontMetrics().elidedText(info.name, Qt.TextElideMode.ElideRight, int(name_rect.width()))
        painter.drawText(name_rect, int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter), name)
        if self.active:
            font.setPixelSize(11)
            font.setBold(False)
            painter.setFont(font)
            painter.setPen(QColor("#f5c542"))
            painter.drawText(QRectF(rect.left() + 10, rect.top() + 29, rect.width() - 20, 16),
                             int(Qt.AlignmentFlag.AlignLeft), QCoreApplication.translate("TableScene", "Active player"))
        # Life: a big number in a heart-red disc (that glows on change: ``_Glow``).
        disc = self.life_disc()
        radial = QRadialGradient(disc.center(), disc.width() / 2)
        radial.setColorAt(0, QColor("#a3242a"))
        radial.setColorAt(1, QColor("#5b0f14"))
        painter.setPen(QPen(QColor(0, 0, 0, 160), 2))
        painter.setBrush(QBrush(radial))
        painter.drawEllipse(disc)
        font.setPixelSize(44 if info.life < 100 else 32)
        font.setBold(True)
        painter.setFont(font)
        painter.setPen(white)
        painter.drawText(disc, int(Qt.AlignmentFlag.AlignCenter), str(info.life))
        font.setPixelSize(12)
        font.setBold(False)
        painter.setFont(font)
        painter.setPen(QColor("#c9c9c9"))
        painter.drawText(QRectF(rect.left(), disc.bottom() + 2, rect.width(), 16),
                         int(Qt.AlignmentFlag.AlignCenter), QCoreApplication.translate("TableScene", "Life"))
        # Cards in hand and in library.
        y = disc.bottom() + 24
        font.setPixelSize(13)
        painter.setFont(font)
        painter.setPen(white)
        hand_count, library_count = info.hand_count, info.library_count
        hand_text = QCoreApplication.translate("TableScene", "Hand: %n", None, hand_count)
        library_text = QCoreApplication.translate("TableScene", "Library: %n", None, library_count)
        painter.drawText(QRectF(rect.left() + 10, y, rect.width() - 20, 18), int(Qt.AlignmentFlag.AlignLeft), hand_text)
        painter.drawText(QRectF(rect.left() + 10, y + 19, rect.width() - 20, 18), int(Qt.AlignmentFlag.AlignLeft),
                         library_text)
        self._paint_pool(painter, font, info, y)
        if self.thinking:
            font.setPixelSize(12)
            font.setItalic(True)
            painter.setFont(font)
            painter.setPen(QColor("#f5c542"))
            painter.drawText(QRectF(rect.left(), rect.bottom() - 22, rect.width(), 18),
                             int(Qt.AlignmentFlag.AlignCenter), QCoreApplication.translate("TableScene", "Thinking…"))

    def _paint_pool(self, painter: QPainter, font: QFont, info: PlayerInfo, y: float) -> None:
        """The mana pool, under the cards in hand and in library (at ``y``): a symbol and a count
        for each type of mana in it."""
        rect = self._rect
        white = QColor("#f1f1f1")
        y += 44
        painter.setPen(QColor("#c9c9c9"))
        font.setPixelSize(12)
        painter.setFont(font)
        painter.drawText(QRectF(rect.left() + 10, y, rect.width() - 20, 16), int(Qt.AlignmentFlag.AlignLeft),
                         QCoreApplication.translate("TableScene", "Mana pool"))
        y += 19
        x = rect.left() + 10
        scale = max(1.0, abs(painter.worldTransform().m11()) * painter.device().devicePixelRatioF())
        empty = True
        font.setPixelSize(14)
        font.setBold(True)
        painter.setFont(font)
        for symbol, count in zip("WUBRGC", info.pool):
            if not count:
                continue
            empty = False
            painter.drawImage(QRectF(x, y, 20, 20), symbol_image(symbol, round(20 * scale)))
            painter.setPen(white)
            painter.drawText(QRectF(x + 21, y, 18, 20), int(Qt.AlignmentFlag.AlignVCenter), str(count))
            x += 44
            if x > rect.right() - 40:
                x = rect.left() + 10
                y += 24
        if empty:
            painter.setPen(QColor("#8a8a8a"))
            font.setBold(False)
            font.setPixelSize(12)
            painter.setFont(font)
            painter.drawText(QRectF(rect.left() + 10, y, rect.width() - 20, 20), int(Qt.AlignmentFlag.AlignLeft),
                             QCoreApplication.translate("TableScene", "empty"))

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        scene = self.scene()
        if scene is not None and event.button() == Qt.MouseButton.LeftButton:
            scene.player_clicked.emit(self.index)  # type: ignore[attr-defined]

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        event.accept()


class PileItem(QGraphicsObject):
    """A library, graveyard or exile: its top card (face down for a library) and a count."""

    def __init__(self, kind: str, owner: int) -> None:
        super().__init__()
        self.kind = kind
        self.owner = owner
        self.count = 0
        self.top: CardState | None = None
        self.highlight: str | None = None  # "playable": a card in it has an ability usable now (CR 113.6k)
        self.focused = False  # the keyboard's focus is on it
        self.setZValue(40)
        self.setAcceptHoverEvents(True)
        self.setTransformOriginPoint(W / 2, H / 2)

    def boundingRect(self) -> QRectF:
        return QRectF(-4, -4, W + 10, H + 10)

    def set_contents(self, count: int, top: CardState | None, highlight: str | None = None) -> None:
        if (count, top, highlight) != (self.count, self.top, self.highlight):
            self.count, self.top, self.highlight = count, top, highlight
            self.update()
        # Set here, never in paint(): a paint can come while the item is being torn down, and a
        # call on it from there raised "already deleted" and then crashed the process.
        tip = f"{self.caption()} ({self.count})"
        if tip != self.toolTip():
            self.setToolTip(tip)

    def caption(self) -> str:
        if self.kind == "library":
            return QCoreApplication.translate("TableScene", "Library")
        if self.kind == "graveyard":
            return QCoreApplication.translate("TableScene", "Graveyard")
        return QCoreApplication.translate("TableScene", "Exile")

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        rect = QRectF(0, 0, W, H)
        if self.count == 0:
            painter.setPen(QPen(QColor(255, 255, 255, 70), 1.5, Qt.PenStyle.DashLine))
            painter.setBrush(QColor(0, 0, 0, 40))
            painter.drawRoundedRect(rect, 6, 6)
        else:
            scale = max(1.0, abs(painter.worldTransform().m11()) * painter.device().devicePixelRatioF())
            # A few edges below the top card, as a thickness.
            for i in range(min(3, (self.count + 9) // 10), 0, -1):
                painter.setPen(Qt.PenStyle.NoPen)
                painter.setBrush(QColor(10, 10, 10, 200))
                painter.drawRoundedRect(rect.translated(i * 1.5, i * 1.5), 5, 5)
            card = self.top.card if (self.top is not None and self.kind != "library") else None
            if self.highlight is not None:
                paint_highlight(painter, self.highlight, lambda: painter.drawRoundedRect(rect, 6, 6))
            painter.drawImage(rect, face_image(card, CARD_SIZE, scale))
            paint_count_badge(painter, QRectF(W - 34, H - 24, 32, 20), str(self.count), 13)
        if self.count == 0:
            font = QFont()
            font.setPixelSize(13)
            painter.setFont(font)
            painter.setPen(QColor(235, 235, 235, 150))
            painter.drawText(rect, int(Qt.AlignmentFlag.AlignCenter), self.caption())
        if self.focused:
            paint_focus_ring(painter, rect)

    def hoverEnterEvent(self, event: QGraphicsSceneHoverEvent) -> None:
        scene = self.scene()
        if scene is not None and self.top is not None and self.kind != "library":
            scene.card_hovered.emit(self.top)  # type: ignore[attr-defined]

    def hoverLeaveEvent(self, event: QGraphicsSceneHoverEvent) -> None:
        scene = self.scene()
        if scene is not None:
            scene.card_hovered.emit(None)  # type: ignore[attr-defined]

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        event.accept()

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        scene = self.scene()
        if scene is not None and event.button() == Qt.MouseButton.LeftButton:
            scene.pile_clicked.emit(self.kind, self.owner)  # type: ignore[attr-defined]


class FloatingText(QGraphicsSimpleTextItem):
    """"-3" rising and fading over what was damaged or lost life."""


class _FloatHolder(QGraphicsObject):
    """Holds a floating text so that its position and opacity can be animated."""

    def __init__(self, child: QGraphicsItem) -> None:
        super().__init__()
        child.setParentItem(self)
        self.setZValue(Z_FLOAT)

    def boundingRect(self) -> QRectF:
        return QRectF()

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        pass


class _Badge(QGraphicsObject):
    """A number in a red disc, centred on its position: the damage a recipient is given."""

    RADIUS = 22.0

    def __init__(self) -> None:
        super().__init__()
        self.text = ""
        self.setZValue(Z_FLOAT - 1)

    def set_text(self, text: str) -> None:
        if text != self.text:
            self.text = text
            self.update()

    def boundingRect(self) -> QRectF:
        r = self.RADIUS + 2
        return QRectF(-r, -r, 2 * r, 2 * r)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        r = self.RADIUS
        disc = QRectF(-r, -r, 2 * r, 2 * r)
        painter.setPen(QPen(QColor("#ffffff"), 2.5))
        painter.setBrush(QColor("#c0262d"))
        painter.drawEllipse(disc)
        font = QFont()
        font.setPixelSize(24)
        font.setBold(True)
        painter.setFont(font)
        painter.setPen(QColor("#ffffff"))
        painter.drawText(disc, int(Qt.AlignmentFlag.AlignCenter), self.text)


class _Glow(QGraphicsObject):
    """A coloured disc that fades out: the flash of a life total."""

    def __init__(self, rect: QRectF, colour: QColor) -> None:
        super().__init__()
        self.rect = rect
        self.colour = colour
        self.setZValue(1)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    def boundingRect(self) -> QRectF:
        return self.rect

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        gradient = QRadialGradient(self.rect.center(), self.rect.width() / 2)
        edge = QColor(self.colour)
        edge.setAlpha(0)
        gradient.setColorAt(0.6, self.colour)
        gradient.setColorAt(1.0, edge)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QBrush(gradient))
        painter.drawEllipse(self.rect)


__all__ = ["FloatingText", "PileItem", "PlayerPanel"]
