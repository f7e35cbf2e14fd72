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
from PySide6.QtWidgets import (
    QApplication,
    QGraphicsItem,
    QGraphicsObject,
    QGraphicsPixmapItem,
    QStyleOptionGraphicsItem,
    QWidget,
)

from mtgdesk.engine import CardDef

from ..common.card_painter import face_image, paint_count_badge, paint_pt, rounded_card_path

if TYPE_CHECKING:
    from PySide6.QtWidgets import QGraphicsSceneHoverEvent, QGraphicsSceneMouseEvent
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
    "acted": QColor(120, 255, 220),  # the computer's action being shown (ui/pace.py)
    "payment": QColor(130, 230, 70),  # what the automatic payment would tap (CR 601.2g-h), before it does
}


def paint_highlight(painter: QPainter, highlight: str, outline: Any) -> None:
    """A highlight's glow around a card or a pile: ``outline()`` drawn three times, wide and faint
    to narrow and solid, in the highlight's colour."""
    colour = QColor(HIGHLIGHTS[highlight])
    for width, alpha in ((9.0, 60), (5.0, 120), (2.5, 255)):
        colour.setAlpha(alpha)
        painter.setPen(QPen(colour, width))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        outline()


def paint_focus_ring(painter: QPainter, rect: QRectF, radius: float = 7.0) -> None:
    """The keyboard's focus: a white ring outlined in black just outside ``rect``, seen on any
    card and over any highlight's glow."""
    ring = rect.adjusted(-3.0, -3.0, 3.0, 3.0)
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.setPen(QPen(QColor(0, 0, 0, 235), 6.5))
    painter.drawRoundedRect(ring, radius, radius)
    painter.setPen(QPen(QColor(255, 255, 255), 4.0))
    painter.drawRoundedRect(ring, radius, radius)
    painter.setPen(QPen(QColor(0, 0, 0, 235), 1.2))  # a thin black line inside, against a white card
    painter.drawRoundedRect(rect.adjusted(-0.3, -0.3, 0.3, 0.3), radius - 1, radius - 1)


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
    #: What its controller chose as it entered, as shown: ("player", a name), ("name", a card name)
    chosen: tuple[tuple[str, str], ...] = ()


def shown_pt(state: CardState) -> tuple[int | None, int | None]:
    """The power and toughness a card shows: on the battlefield its current ones; anywhere else
    (a hand, the stack, a graveyard) a creature card's printed ones (CR 208.1)."""
    if state.zone == "battlefield" or state.card is None:
        return state.power, state.toughness
    if state.power is not None:
        return state.power, state.toughness
    return state.card.power, state.card.toughness


class CardItem(QGraphicsObject):
    """One card. ``state`` is what it shows; ``home`` is where the layout wants it.

    The card is painted once per look (and per zoom of the view) into a picture that a child
    ``QGraphicsPixmapItem`` shows: moving and turning the card (tapping) only transform that
    picture, and Qt draws it without calling back into Python, so a table of forty permanents
    animates at full speed. The picture has the view's own scale, so that it is drawn pixel
    for pixel, without smoothing.
    """

    def __init__(self, state: CardState, parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        self.state = state
        self.highlight: str | None = None
        self.hovered = False
        self.focused = False  # the keyboard's focus is on it (``keyboard.py``): a ring around it
        self.lifted = False  # raised while the mouse is over a card in hand
        self.home = QPointF()
        self.home_rotation = 0.0
        self.home_scale = 1.0
        self.leaving = False  # on its way to a pile, removed when it gets there
        self.cascade = 0  # on top of a cascade of this many identical lands
        self.view_scale = 1.0  # view pixels per scene unit
        self.pixel_ratio = 1.0  # device pixels per view pixel
        self.setAcceptHoverEvents(True)
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemHasNoContents)
        self.setTransformOriginPoint(CARD_SIZE.width() / 2, CARD_SIZE.height() / 2)
        self._face = QGraphicsPixmapItem(self)
        self._face.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self._face.setAcceptHoverEvents(False)
        self._face.setTransformationMode(Qt.TransformationMode.FastTransformation)
        self._face.setPos(self.boundingRect().topLeft())
        self._count = _CountBadge(self)
        self.placement: Any = None  # where the table last placed it (the scene's ``Placement``)
        self._press: QPointF | None = None
        self._dragging = False
        self._picture_key: tuple[object, ...] | None = None
        self._refresh()

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
            self._refresh()

    def set_cache_scale(self, scale: float, ratio: float = 1.0) -> None:
        """The view's zoom (view pixels per unit) and the screen's device pixel ratio."""
        if (scale, ratio) != (self.view_scale, self.pixel_ratio):
            self.view_scale, self.pixel_ratio = scale, ratio
            self._refresh()

    def set_home_scale(self, scale: float) -> None:
        if scale != self.home_scale:
            self.home_scale = scale
            self._refresh()

    def set_group(self, group: int, rotation: float = 0.0) -> None:
        """On top of a cascade of ``group`` identical lands (0: not): a count, upright when
        the card is turned by ``rotation``. Its own item: tapping the cascade paints nothing."""
        self.cascade = group
        self._count.show_count(group, rotation)

    def set_highlight(self, highlight: str | None) -> None:
        if highlight != self.highlight:
            self.highlight = highlight
            self._refresh()

    def set_focused(self, focused: bool) -> None:
        if focused != self.focused:
            self.focused = focused
            self._refresh()

    def set_hovered(self, hovered: bool) -> None:
        if hovered != self.hovered:
            self.hovered = hovered
            self._refresh()

    def update(self, *args: Any) -> None:  # repaint means a new picture
        self._picture_key = None
        self._refresh()

    # ------------------------------------------------------------------ painting

    def boundingRect(self) -> QRectF:
        return QRectF(-6, -6, CARD_SIZE.width() + 12, CARD_SIZE.height() + 12)

    def shape(self) -> QPainterPath:
        return rounded_card_path(CARD_SIZE)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        """Nothing: the child picture is the card (``ItemHasNoContents``)."""

    def picture(self) -> QPixmap:
        return self._face.pixmap()

    def _refresh(self) -> None:
        """Paint the picture again if what it shows changed."""
        state = self.state
        scale = round(self.view_scale * self.home_scale, 3)
        # What the picture shows: tapping turns the picture, it doesn't change it.
        look = (state.card.name if state.card else None, state.zone == "battlefield", state.damage, state.power,
                state.toughness, state.sick, state.attacking, state.blocking, state.counters, state.is_ability)
        key = (scale, self.pixel_ratio, look, self.highlight, self.hovered, self.focused)
        if key == self._picture_key:
            return
        self._picture_key = key
        rect = self.boundingRect()
        ratio = self.pixel_ratio
        pixmap = QPixmap(max(1, round(rect.width() * scale * ratio)), max(1, round(rect.height() * scale * ratio)))
        pixmap.fill(Qt.GlobalColor.transparent)
        painter = QPainter(pixmap)
        painter.scale(pixmap.width() / rect.width(), pixmap.height() / rect.height())
        painter.translate(-rect.topLeft())
        self._paint_card(painter, scale * ratio)
        painter.end()
        self._face.setPixmap(pixmap)
        self._face.setScale(rect.width() / pixmap.width())

    def _paint_card(self, painter: QPainter, scale: float) -> None:
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setRenderHint(QPainter.RenderHint.TextAntialiasing)
        state = self.state
        if self.highlight is not None:
            paint_highlight(painter, self.highlight, lambda: painter.drawPath(self.shape()))
        image = face_image(state.card, CARD_SIZE, scale)
        painter.drawImage(QRectF(0, 0, CARD_SIZE.width(), CARD_SIZE.height()), image)
        if state.card is None:
            return
        if state.zone == "battlefield":
            self._paint_marks(painter, state)
        power, toughness = shown_pt(state)
        if power is not None and toughness is not None:
            paint_pt(painter, CARD_SIZE, state.card, power, toughness, state.damage)
        if self.hovered:
            painter.setPen(QPen(QColor(255, 255, 255, 170), 1.5))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawPath(self.shape())
        if self.focused:
            paint_focus_ring(painter, QRectF(0, 0, CARD_SIZE.width(), CARD_SIZE.height()))

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

    def hoverEnterEvent(self, event: QGraphicsSceneHoverEvent) -> None:
        self.set_hovered(True)
        scene = self._scene()
        if scene is not None:
            scene.hover_card(self, True)

    def hoverLeaveEvent(self, event: QGraphicsSceneHoverEvent) -> None:
        self.set_hovered(False)
        scene = self._scene()
        if scene is not None:
            scene.hover_card(self, False)

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if event.button() == Qt.MouseButton.LeftButton:
            self._press = event.scenePos()
            self._dragging = False
            event.accept()
        else:
            event.ignore()

    def mouseMoveEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if self._press is None or self._dragging:
            return
        if not event.buttons() & Qt.MouseButton.LeftButton:
            self._press = None  # the release went elsewhere
            return
        distance = (event.scenePos() - self._press).manhattanLength()
        view = event.widget()
        threshold: float = QApplication.startDragDistance()
        if view is not None:
            threshold = threshold / max(0.2, _view_scale(view))
        if distance < threshold:
            return
        scene = self._scene()
        if scene is None or not scene.can_drag(self):
            return
        self._dragging = True
        self.start_drag(event.widget(), self._press)

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if self._press is not None and not self._dragging and event.button() == Qt.MouseButton.LeftButton:
            scene = self._scene()
            if scene is not None:
                scene.click_modifiers = event.modifiers()  # Shift: a spell cast is paid by hand
                scene.card_clicked.emit(self.obj_id)
        self._press = None
        self._dragging = False

    def start_drag(self, widget: QWidget | None, press: QPointF) -> None:
        """A real drag (``QDrag``): the card's picture follows the pointer; the view turns the
        drop into an action. Offscreen, ``exec`` returns at once and tests deliver drops."""
        scene = self._scene()
        mime = QMimeData()
        mime.setData(MIME_TYPE, str(self.obj_id).encode())
        source = widget if widget is not None else QApplication.activeWindow()
        if source is None:  # no window to drag from
            return
        drag = QDrag(source)
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


class _CountBadge(QGraphicsItem):
    """"×3" at the bottom right of a cascade's top card, as one sees it, upright."""

    SIZE = QSizeF(30, 19)

    def __init__(self, card: CardItem) -> None:
        super().__init__(card)
        self.count = 0
        self.turned = 0.0  # the card's rotation it is turned back from
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setAcceptHoverEvents(False)
        self.setTransformOriginPoint(self.SIZE.width() / 2, self.SIZE.height() / 2)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        self.hide()

    def show_count(self, count: int, rotation: float) -> None:
        if count <= 1:
            if self.count > 1:
                self.count = count
                self.hide()
            return
        if (count, rotation) == (self.count, self.turned):
            return
        if count != self.count:
            self.count = count
            self.update()
        self.turned = rotation
        self.show()
        # Upright whatever the card's rotation: turned back about the card's centre.
        turned = abs(rotation) % 180 == 90
        width, height = (CARD_SIZE.height(), CARD_SIZE.width()) if turned else (CARD_SIZE.width(), CARD_SIZE.height())
        centre = QPointF(CARD_SIZE.width() / 2, CARD_SIZE.height() / 2)
        corner = QPointF(width / 2 - 34 + self.SIZE.width() / 2, height / 2 - 24 + self.SIZE.height() / 2)
        angle = math.radians(-rotation)
        offset = QPointF(corner.x() * math.cos(angle) - corner.y() * math.sin(angle),
                         corner.x() * math.sin(angle) + corner.y() * math.cos(angle))
        self.setRotation(-rotation)
        self.setPos(centre + offset - QPointF(self.SIZE.width() / 2, self.SIZE.height() / 2))

    def boundingRect(self) -> QRectF:
        return QRectF(QPointF(0, 0), self.SIZE).adjusted(-1, -1, 1, 1)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        paint_count_badge(painter, QRectF(QPointF(0, 0), self.SIZE), f"×{self.count}", 11)


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
