"""Arrows on the table: attacker to defending player, blocker to attacker, spell to target, and
the targeting arrow that follows the pointer."""
from __future__ import annotations

import math

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPainterPathStroker, QPen
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

ARROW_COLOURS = {
    "attack": QColor(220, 45, 35),
    "block": QColor(40, 110, 235),
    "target": QColor(250, 190, 20),
    "pending": QColor(255, 140, 0),
}


class ArrowItem(QGraphicsItem):
    """A curved arrow from ``start`` to ``end`` with a head, drawn over the cards."""

    def __init__(self, start: QPointF, end: QPointF, kind: str = "target", dashed: bool = False) -> None:
        super().__init__()
        self.kind = kind
        self.dashed = dashed
        self._start = QPointF(start)
        self._end = QPointF(end)
        self._path = QPainterPath()
        self.setZValue(5000)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        self._rebuild()

    def set_points(self, start: QPointF, end: QPointF) -> None:
        if start == self._start and end == self._end:
            return
        self.prepareGeometryChange()
        self._start, self._end = QPointF(start), QPointF(end)
        self._rebuild()
        self.update()

    @property
    def start(self) -> QPointF:
        return self._start

    @property
    def end(self) -> QPointF:
        return self._end

    def _rebuild(self) -> None:
        s, e = self._start, self._end
        dx, dy = e.x() - s.x(), e.y() - s.y()
        length = math.hypot(dx, dy) or 1.0
        # Bend the arrow sideways a little, like a thrown line.
        bend = min(80.0, length * 0.18)
        control = QPointF((s.x() + e.x()) / 2 - dy / length * bend, (s.y() + e.y()) / 2 + dx / length * bend)
        path = QPainterPath(s)
        path.quadTo(control, e)
        self._path = path
        self._control = control

    def boundingRect(self) -> QRectF:
        return self._path.boundingRect().adjusted(-30, -30, 30, 30)

    def shape(self) -> QPainterPath:
        stroker = QPainterPathStroker()
        stroker.setWidth(12)
        return stroker.createStroke(self._path)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        colour = QColor(ARROW_COLOURS.get(self.kind, ARROW_COLOURS["target"]))
        shadow = QPen(QColor(0, 0, 0, 110), 9, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap)
        painter.setPen(shadow)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawPath(self._path.translated(1.5, 2))
        pen = QPen(colour, 6, Qt.PenStyle.DashLine if self.dashed else Qt.PenStyle.SolidLine,
                   Qt.PenCapStyle.RoundCap)
        painter.setPen(pen)
        painter.drawPath(self._path)
        # The head points along the curve's last tangent.
        e, c = self._end, self._control
        angle = math.atan2(e.y() - c.y(), e.x() - c.x())
        size = 22.0
        left = QPointF(e.x() - size * math.cos(angle - 0.45), e.y() - size * math.sin(angle - 0.45))
        right = QPointF(e.x() - size * math.cos(angle + 0.45), e.y() - size * math.sin(angle + 0.45))
        head = QPainterPath(e)
        head.lineTo(left)
        head.lineTo(right)
        head.closeSubpath()
        painter.setPen(QPen(QColor(0, 0, 0, 140), 1.5))
        painter.setBrush(colour)
        painter.drawPath(head)
