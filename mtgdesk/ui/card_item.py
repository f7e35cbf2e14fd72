"""A card on the table: a ``QGraphicsObject`` that paints a card face (or its back) and the
marks of its state, and turns mouse gestures into the scene's signals (click, drag, hover).

Tapping is its rotation, moving is its position: the scene animates both.
"""
from __future__ import annotations

import math
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QMimeData, QPointF, QRectF, QSizeF, Qt
from PySide6.QtGui import QColor, QDrag, QFont, QPainter, QPainterPath, QPen, QPixmap
from PySide6.QtWidgets import QApplication, QGraphicsItem, QGraphicsObject, QStyleOptionGraphicsItem, QWidget

from mtgdesk.engine import CardDef

from .card_painter import face_image, paint_pt, rounded_card_path

if TYPE_CHECKING:
    from .table_scene import TableScene

CARD_SIZE = QSizeF(100, 140)
MIME_TYPE = "application/x-mtgdesk-object"

#: Highlight colours: what the card may do, or what it is now.
HIGHLIGHTS = {
    "playable": QColor(90, 200, 255),
    "target": QColor(255, 205, 40),
    "selected": QColor(255, 140, 0),
    "attacker": QColor(230, 60, 50),
    "blocker": QColor(60, 130, 240),
    "choice": QColor(180, 110, 255),
}


@dataclass
class CardState:
    """What the table shows of one object: ``card`` is None for a card it may not see."""

    id: int
    card: CardDef | None
    zone: str
    owner: int
    controller: int
    tapped: bool = False
    damage: int = 0
    power: int | None = None
    toughness: int | None = None
    sick: bool = False
    attacking: bool = False
    blocking: bool = False
    attached_to: int | None = None
    token: bool = False
    counters: tuple[tuple[str, int], ...] = ()
    is_ability: bool = False
    targets: tuple[Any, ...] = field(default=())


class CardItem(QGraphicsObject):
    """One card. ``state`` is what it shows; ``home`` is where the layout wants it."""

    def __init__(self, state: CardState, parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        self.state = state
        self.highlight: str | None = None
        self.hovered = False
        self.lifted = False  # raised while the mouse is over a card in hand
        self.home = QPointF()
        self.home_rotation = 0.0
        self.home_scale = 1.0
        self.leaving = False  # on its way to a pile, removed when it gets there
        self.group = 0  # on top of a cascade of this many identical lands
        self.setAcceptHoverEvents(True)
        self.setTransformOriginPoint(CARD_SIZE.width() / 2, CARD_SIZE.height() / 2)
        self.setCacheMode(QGraphicsItem.CacheMode.NoCache)
        self._press: QPointF | None = None
        self._dragging = False

    # ------------------------------------------------------------------ state

    @property
    def obj_id(self) -> int:
        return self.state.id

    @property
    def face_up(self) -> bool:
        return self.state.card is not None

    def set_state(self, state: CardState) -> None:
        if state != self.state:
            self.state = state
            self.update()

    def set_group(self, group: int) -> None:
        if group != self.group:
            self.group = group
            self.update()

    def set_highlight(self, highlight: str | None) -> None:
        if highlight != self.highlight:
            self.highlight = highlight
            self.update()

    # ------------------------------------------------------------------ painting

    def boundingRect(self) -> QRectF:  # noqa: N802 - Qt's name
        return QRectF(-6, -6, CARD_SIZE.width() + 12, CARD_SIZE.height() + 12)

    def shape(self) -> QPainterPath:
        return rounded_card_path(CARD_SIZE)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        transform = painter.worldTransform()
        scale = math.hypot(transform.m11(), transform.m12()) * painter.device().devicePixelRatioF()
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        state = self.state
        if self.highlight is not None:
            colour = QColor(HIGHLIGHTS[self.highlight])
            for width, alpha in ((9.0, 60), (5.0, 120), (2.5, 255)):
                colour.setAlpha(alpha)
                painter.setPen(QPen(colour, width))
                painter.setBrush(Qt.BrushStyle.NoBrush)
                painter.drawPath(self.shape())
        image = face_image(state.card, CARD_SIZE, scale)
        painter.drawImage(QRectF(0, 0, CARD_SIZE.width(), CARD_SIZE.height()), image)
        if state.card is None:
            return
        if state.zone == "battlefield":
            self._paint_marks(painter, state)
            if state.power is not None and state.toughness is not None:
                paint_pt(painter, CARD_SIZE, state.card, state.power, state.toughness, state.damage)
        if self.hovered:
            painter.setPen(QPen(QColor(255, 255, 255, 160), 1.5))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawPath(self.shape())

    def _paint_marks(self, painter: QPainter, state: CardState) -> None:
        font = QFont()
        font.setPixelSize(11)
        font.setBold(True)
        painter.setFont(font)
        y = 25.0
        if state.attacking:
            self._badge(painter, y, QColor("#c62828"), _sword_path())
            y += 21
        if state.blocking:
            self._badge(painter, y, QColor("#1565c0"), _shield_path())
            y += 21
        if state.sick and state.power is not None:
            self._badge(painter, y, QColor("#6d4c41"), _hourglass_path())
            y += 21
        for kind, count in state.counters:
            if count:
                text = f"{kind} ×{count}" if count > 1 else kind
                width = painter.fontMetrics().horizontalAdvance(text) + 10
                rect = QRectF(4, y, width, 18)
                painter.setPen(QPen(QColor(0, 0, 0, 120), 1))
                painter.setBrush(QColor("#37474f"))
                painter.drawRoundedRect(rect, 9, 9)
                painter.setPen(QColor("white"))
                painter.drawText(rect, int(Qt.AlignmentFlag.AlignCenter), text)
                y += 21
        if self.group > 1:
            # Upright whatever the card's rotation, at the bottom right of what one sees.
            turned = abs(self.home_rotation) % 180 == 90
            width, height = (CARD_SIZE.height(), CARD_SIZE.width()) if turned else (CARD_SIZE.width(),
                                                                                    CARD_SIZE.height())
            painter.save()
            painter.translate(CARD_SIZE.width() / 2, CARD_SIZE.height() / 2)
            painter.rotate(-self.rotation())
            rect = QRectF(width / 2 - 34, height / 2 - 24, 30, 19)
            painter.setPen(QPen(QColor(0, 0, 0, 160), 1))
            painter.setBrush(QColor(20, 20, 20, 215))
            painter.drawRoundedRect(rect, 9, 9)
            painter.setPen(QColor("white"))
            painter.drawText(rect, int(Qt.AlignmentFlag.AlignCenter), f"×{self.group}")
            painter.restore()

    @staticmethod
    def _badge(painter: QPainter, y: float, colour: QColor, icon: QPainterPath) -> None:
        rect = QRectF(4, y, 19, 19)
        painter.setPen(QPen(QColor(0, 0, 0, 140), 1))
        painter.setBrush(colour)
        painter.drawEllipse(rect)
        painter.save()
        painter.translate(rect.topLeft())
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor("white"))
        painter.drawPath(icon)
        painter.restore()

    # ------------------------------------------------------------------ gestures

    def _scene(self) -> "TableScene | None":
        scene = self.scene()
        return scene if scene is not None and hasattr(scene, "card_clicked") else None  # type: ignore[return-value]

    def hoverEnterEvent(self, event: Any) -> None:  # noqa: N802
        self.hovered = True
        scene = self._scene()
        if scene is not None:
            scene.hover_card(self, True)
        self.update()

    def hoverLeaveEvent(self, event: Any) -> None:  # noqa: N802
        self.hovered = False
        scene = self._scene()
        if scene is not None:
            scene.hover_card(self, False)
        self.update()

    def mousePressEvent(self, event: Any) -> None:  # noqa: N802
        if event.button() == Qt.MouseButton.LeftButton:
            self._press = event.scenePos()
            self._dragging = False
            event.accept()
        else:
            event.ignore()

    def mouseMoveEvent(self, event: Any) -> None:  # noqa: N802
        if self._press is None or self._dragging:
            return
        distance = (event.scenePos() - self._press).manhattanLength()
        view = event.widget()
        threshold = QApplication.startDragDistance()
        if view is not None:
            threshold = threshold / max(0.2, _view_scale(view))
        if distance < threshold:
            return
        scene = self._scene()
        if scene is None or not scene.can_drag(self):
            return
        self._dragging = True
        self.start_drag(event.widget(), self._press)

    def mouseReleaseEvent(self, event: Any) -> None:  # noqa: N802
        if self._press is not None and not self._dragging and event.button() == Qt.MouseButton.LeftButton:
            scene = self._scene()
            if scene is not None:
                scene.card_clicked.emit(self.obj_id)
        self._press = None
        self._dragging = False

    def start_drag(self, widget: QWidget | None, press: QPointF) -> None:
        """A real drag (``QDrag``): the card's picture follows the pointer; the view turns the
        drop into an action. Offscreen, ``exec`` returns at once and tests deliver drops."""
        scene = self._scene()
        mime = QMimeData()
        mime.setData(MIME_TYPE, str(self.obj_id).encode())
        drag = QDrag(widget if widget is not None else QApplication.activeWindow())
        drag.setMimeData(mime)
        scale = _view_scale(widget) if widget is not None else 1.0
        pixmap = QPixmap.fromImage(face_image(self.state.card, CARD_SIZE, scale)).scaled(
            round(CARD_SIZE.width() * scale), round(CARD_SIZE.height() * scale),
            Qt.AspectRatioMode.KeepAspectRatio, Qt.TransformationMode.SmoothTransformation)
        drag.setPixmap(pixmap)
        grip = self.mapFromScene(press)
        drag.setHotSpot((grip * scale).toPoint())
        if scene is not None:
            scene.drag_started(self, grip)
        self.setOpacity(0.35)
        try:
            drag.exec(Qt.DropAction.MoveAction)
        finally:
            if scene is not None and self.scene() is scene:
                self.setOpacity(1.0)
                scene.drag_finished(self)


def _view_scale(widget: Any) -> float:
    view = widget.parent() if widget is not None and not hasattr(widget, "transform") else widget
    if view is not None and hasattr(view, "transform"):
        return float(view.transform().m11()) or 1.0
    return 1.0


def _sword_path() -> QPainterPath:
    """A sword pointing up-right, in a 19-unit square: attacking."""
    path = QPainterPath()
    path.moveTo(14.5, 3.5)
    path.lineTo(15.5, 4.5)
    path.lineTo(8.0, 12.0)
    path.lineTo(7.0, 11.0)
    path.closeSubpath()
    path.addRect(QRectF(4.0, 11.5, 5.5, 1.8))
    path.moveTo(5.2, 12.2)
    path.lineTo(6.8, 13.8)
    path.lineTo(4.3, 16.3)
    path.lineTo(2.7, 14.7)
    path.closeSubpath()
    return path


def _shield_path() -> QPainterPath:
    """A shield: blocking."""
    path = QPainterPath()
    path.moveTo(9.5, 3.5)
    path.lineTo(15.0, 5.5)
    path.cubicTo(15.0, 11.0, 13.0, 14.0, 9.5, 16.0)
    path.cubicTo(6.0, 14.0, 4.0, 11.0, 4.0, 5.5)
    path.closeSubpath()
    return path


def _hourglass_path() -> QPainterPath:
    """An hourglass: summoning sickness, it must wait a turn."""
    path = QPainterPath()
    path.moveTo(5.0, 4.0)
    path.lineTo(14.0, 4.0)
    path.lineTo(10.3, 9.5)
    path.lineTo(14.0, 15.0)
    path.lineTo(5.0, 15.0)
    path.lineTo(8.7, 9.5)
    path.closeSubpath()
    return path
