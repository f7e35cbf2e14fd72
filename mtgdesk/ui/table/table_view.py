"""The view of the table: scales the scene to the window, receives drops (a card dragged from
the hand or the battlefield) and follows the pointer with the targeting arrow.

A drop becomes a ``DropTarget`` (a card, a player, or an empty part of the table) and is handed
to the controller through ``card_dropped``; the view changes nothing itself.
"""
from __future__ import annotations

from dataclasses import dataclass, replace
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QPointF, QRectF, Qt, QTimer, Signal
from PySide6.QtGui import QCursor, QPainter, QResizeEvent
from PySide6.QtWidgets import QFrame, QGraphicsView, QWidget

from .arrows import ArrowItem
from .card_item import CARD_SIZE, MIME_TYPE, CardItem
from ..common.card_painter import CARD_RATIO
from .table_layout import TableGeometry
from .table_scene import TableScene
from ..common.zoom_panel import ZoomPanel

if TYPE_CHECKING:
    from PySide6.QtCore import QEvent
    from PySide6.QtGui import (
        QDragEnterEvent, QDragLeaveEvent, QDragMoveEvent, QDropEvent, QKeyEvent, QMouseEvent, QShowEvent,
    )

#: How long the pointer rests on a card before its large zoom appears beside it.
POINTER_ZOOM_DELAY_MS = 450


@dataclass(frozen=True)
class DropTarget:
    """Where a dragged card was dropped: on a card, on a player, or in a zone of the table
    (``"battlefield"``, ``"stack"``, ``"hand"`` or ``"table"``) on a player's side;
    ``by_hand``: Shift was held at the drop (the spell's cost is then paid by hand)."""

    card: int | None = None
    player: int | None = None
    zone: str = "table"
    side: int | None = None
    by_hand: bool = False


class TableView(QGraphicsView):
    """Shows a ``TableScene`` scaled to fit, and turns drops into ``card_dropped`` signals.

    Signals:
        card_dropped(int, object): a card was dropped: its id and the ``DropTarget``.
        pointer_moved(QPointF): the pointer moved over the table (scene coordinates).
        cancelled(): Escape was pressed.
    """

    card_dropped = Signal(int, object)
    pointer_moved = Signal(QPointF)
    cancelled = Signal()

    def __init__(self, scene: TableScene, parent: QWidget | None = None) -> None:
        super().__init__(scene, parent)
        self.table = scene
        self.setObjectName("table_view")
        # No smoothing or antialiasing for the view itself: each item paints itself antialiased
        # into a picture cached at the view's own scale, and the view draws those pictures pixel
        # for pixel; smoothing them again would cost most of a frame's time.
        self.setRenderHints(QPainter.RenderHint.TextAntialiasing)
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.SmartViewportUpdate)
        self.setCacheMode(QGraphicsView.CacheModeFlag.CacheBackground)
        self.setOptimizationFlag(QGraphicsView.OptimizationFlag.DontSavePainterState, True)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setAcceptDrops(True)
        self.setMouseTracking(True)
        self.setMinimumSize(480, 340)
        self.keyboard: Any = None  # the keyboard's focus on the table (``keyboard.KeyboardFocus``)
        self.by_key = False  # the last gesture was a key (a menu then opens at the focused card)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.targeting_arrow: ArrowItem | None = None
        self._target_source: Any = None
        # The card under the pointer, large, beside the pointer (after a short rest on it).
        self.pointer_zoom = ZoomPanel(self.viewport())
        self.pointer_zoom.setObjectName("pointer_zoom")
        self.pointer_zoom.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        self.pointer_zoom.hide()
        self._zoom_timer = QTimer(self)
        self._zoom_timer.setSingleShot(True)
        self._zoom_timer.setInterval(POINTER_ZOOM_DELAY_MS)
        self._zoom_timer.timeout.connect(self._show_pointer_zoom)

    # ------------------------------------------------------------------ scaling

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.fit()

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        self.fit()

    def fit(self) -> None:
        """The table takes the window's shape (a wider window, a wider battlefield), then fills
        the view at its full height."""
        viewport = self.viewport().size()
        if viewport.width() > 0 and viewport.height() > 0:
            self.table.set_geometry(TableGeometry.for_aspect(viewport.width() / viewport.height(),
                                                             self.table.geometry.card_scale))
        self.fitInView(self.table.sceneRect(), Qt.AspectRatioMode.KeepAspectRatio)
        self.resetCachedContent()
        self.table.set_cache_scale(self.transform().m11(), self.devicePixelRatioF())

    def scene_point(self, pos: Any) -> QPointF:
        return self.mapToScene(pos.toPoint() if isinstance(pos, QPointF) else pos)

    def view_point(self, scene_pos: QPointF) -> Any:
        return self.mapFromScene(scene_pos)

    # ------------------------------------------------------------------ the zoom by the pointer

    def point_at(self, state: Any) -> None:
        """The pointer rests on ``state`` (a face-up card) or left it (None)."""
        if state is None or state.card is None or self.table.drag_origin is not None:
            self.hide_pointer_zoom()
            return
        self.pointer_zoom.show_card(state)
        self._zoom_timer.start()

    def hide_pointer_zoom(self) -> None:
        self._zoom_timer.stop()
        self.pointer_zoom.hide()
        self.pointer_zoom.clear()

    def _show_pointer_zoom(self) -> None:
        viewport = self.viewport()
        pointer = viewport.mapFromGlobal(QCursor.pos())
        if self.pointer_zoom.state is None or not viewport.rect().contains(pointer):
            return
        height = max(160, min(440, round(viewport.height() * 0.62)))
        width = round((height - 30) / CARD_RATIO) + 16
        self.pointer_zoom.setMinimumSize(0, 0)
        self.pointer_zoom.setFixedSize(width, height)
        # Beside the pointer, on the side with room, never over the edge of the table.
        x = pointer.x() + 28 if pointer.x() + 28 + width <= viewport.width() else pointer.x() - 28 - width
        y = min(max(0, pointer.y() - height // 2), max(0, viewport.height() - height))
        self.pointer_zoom.move(max(0, x), y)
        self.pointer_zoom.show()
        self.pointer_zoom.raise_()

    def mousePressEvent(self, event: QMouseEvent) -> None:
        self.hide_pointer_zoom()
        self.by_key = False
        super().mousePressEvent(event)

    def leaveEvent(self, event: QEvent) -> None:
        self.hide_pointer_zoom()
        self.table.pointer_moved(None)
        super().leaveEvent(event)

    # ------------------------------------------------------------------ drops

    def target_at(self, scene_pos: QPointF, dragged: CardItem | None = None) -> DropTarget:
        """What lies under ``scene_pos``: a card, a player's panel, or a zone."""
        table = self.table
        card = table.card_at(scene_pos, exclude=dragged)
        if card is not None:
            return DropTarget(card=card.obj_id, side=card.state.controller, zone=card.state.zone)
        panel = table.panel_at(scene_pos)
        if panel is not None:
            return DropTarget(player=panel.index, side=panel.index)
        for p in (0, 1):
            if table.battlefield_rect(p).contains(scene_pos):
                return DropTarget(zone="battlefield", side=p)
            if table.hand_rect(p).contains(scene_pos):
                return DropTarget(zone="hand", side=p)
        if table.stack_rect().contains(scene_pos):
            return DropTarget(zone="stack")
        return DropTarget()

    @staticmethod
    def _dragged_id(event: Any) -> int | None:
        mime = event.mimeData()
        if mime is None or not mime.hasFormat(MIME_TYPE):
            return None
        try:
            return int(bytes(mime.data(MIME_TYPE)).decode())
        except ValueError:
            return None

    def dragEnterEvent(self, event: QDragEnterEvent) -> None:
        if self._dragged_id(event) is not None:
            event.acceptProposedAction()
        else:
            event.ignore()

    def dragMoveEvent(self, event: QDragMoveEvent) -> None:
        self.table.pointer_moved(self.scene_point(event.position()))
        if self._dragged_id(event) is not None:
            event.acceptProposedAction()
        else:
            event.ignore()

    def dropEvent(self, event: QDropEvent) -> None:
        obj_id = self._dragged_id(event)
        if obj_id is None:
            event.ignore()
            return
        event.acceptProposedAction()
        pos = self.scene_point(event.position())
        item = self.table.items_by_id.get(obj_id)
        target = self.target_at(pos, dragged=item)
        if event.modifiers() & Qt.KeyboardModifier.ShiftModifier:
            target = replace(target, by_hand=True)
        if item is not None:
            # The card lands where it was dropped; the next layout glides it to its place (or
            # back where it came from, when the move is refused).
            grip = QPointF(CARD_SIZE.width() / 2, CARD_SIZE.height() / 2)
            if self.table.drag_origin is not None and self.table.drag_origin[0] is item:
                grip = self.table.drag_origin[1]
            item.setPos(pos - grip * item.scale())
            item.setOpacity(1.0)
            item.placement = None  # moved by hand: the next layout places it again
        self.card_dropped.emit(obj_id, target)

    def dragLeaveEvent(self, event: QDragLeaveEvent) -> None:
        event.accept()

    # ------------------------------------------------------------------ the targeting arrow

    def start_targeting(self, source: Any) -> None:
        """Show an arrow from ``source`` (a card id) to the pointer until ``stop_targeting``."""
        self.stop_targeting()
        start = self.table.point_of(source)
        if start is None:
            start = QPointF(self.table.sceneRect().center())
        self._target_source = source
        end = self.mapToScene(self.mapFromGlobal(self.cursor().pos()))
        if not self.rect().contains(self.mapFromGlobal(self.cursor().pos())):
            end = start + QPointF(0, -120)
        self.targeting_arrow = ArrowItem(start, end, "target")
        self.table.addItem(self.targeting_arrow)

    def stop_targeting(self) -> None:
        if self.targeting_arrow is not None:
            if self.targeting_arrow.scene() is self.table:
                self.table.removeItem(self.targeting_arrow)
            self.targeting_arrow = None
        self._target_source = None

    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        super().mouseMoveEvent(event)
        pos = self.scene_point(event.position())
        if self.targeting_arrow is not None:
            start = self.table.point_of(self._target_source) or self.targeting_arrow.start
            self.targeting_arrow.set_points(start, pos)
        self.pointer_moved.emit(pos)
        self.table.pointer_moved(pos)

    def event(self, event: Any) -> bool:
        # Tab and Shift+Tab walk the table's zones (``keyboard.py``), not the window's widgets.
        if (event.type() == event.Type.KeyPress and event.key() in (Qt.Key.Key_Tab, Qt.Key.Key_Backtab)
                and self.keyboard is not None and not event.modifiers() & Qt.KeyboardModifier.ControlModifier):
            self.keyPressEvent(event)
            return True
        return super().event(event)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.key() == Qt.Key.Key_Escape:
            self.cancelled.emit()
            event.accept()
            return
        if self.keyboard is not None and not event.modifiers() & (Qt.KeyboardModifier.ControlModifier
                                                                  | Qt.KeyboardModifier.AltModifier):
            self.by_key = True
            if self.keyboard.key(event.key(), event.modifiers()):
                event.accept()
                return
        super().keyPressEvent(event)

    def menu_point(self) -> Any:
        """Where a menu of choices opens (global): at the focused card after a key, else at the pointer."""
        focus = self.table.keyboard_focus
        if self.by_key and focus is not None and focus[0] == "card":
            point = self.table.point_of(focus[1])
            if point is not None:
                return self.viewport().mapToGlobal(self.mapFromScene(point))
        return self.cursor().pos()

    def visible_scene_rect(self) -> QRectF:
        return self.mapToScene(self.viewport().rect()).boundingRect()
