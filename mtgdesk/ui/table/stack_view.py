"""The stack panel: a list view of ``StackModel``, top of the stack first."""
from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QModelIndex, QPersistentModelIndex, QRectF, QSize, Qt, Signal
from PySide6.QtGui import QColor, QFont, QPainter, QPen
from PySide6.QtWidgets import (
    QListView,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    QWidget,
)

from ..common.card_painter import frame_colours
from .models import StackModel
from ..common.symbols import symbol_image

if TYPE_CHECKING:
    from PySide6.QtGui import QMouseEvent


class StackDelegate(QStyledItemDelegate):
    """A row: the card's colour, its name and cost, and who controls it and what it targets."""

    def paint(self, painter: QPainter, option: QStyleOptionViewItem,
              index: QModelIndex | QPersistentModelIndex) -> None:
        state = index.data(StackModel.CardRole)
        rect = QRectF(option.rect).adjusted(3, 2, -3, -2)
        painter.save()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        bg, accent, title = frame_colours(state.card) if state is not None and state.card else (
            QColor("#555"), QColor("#333"), QColor("#777"))
        painter.setPen(QPen(accent, 1.2))
        painter.setBrush(title)
        painter.drawRoundedRect(rect, 6, 6)
        painter.setBrush(accent)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.drawRoundedRect(QRectF(rect.left(), rect.top(), 6, rect.height()), 3, 3)
        font = QFont(option.font)
        font.setBold(True)
        painter.setFont(font)
        painter.setPen(QColor("#111"))
        top = QRectF(rect.left() + 12, rect.top() + 3, rect.width() - 16, rect.height() / 2 - 2)
        symbols = state.card.mana_cost.symbols() if state is not None and state.card and not state.is_ability else []
        size = top.height() - 2
        x = top.right() - len(symbols) * (size + 1)
        scale = painter.device().devicePixelRatioF()
        for sym in symbols:
            painter.drawImage(QRectF(x, top.top() + 1, size, size), symbol_image(sym, round(size * scale)))
            x += size + 1
        name_rect = QRectF(top.left(), top.top(), x - top.left() - 4, top.height())
        name = painter.fontMetrics().elidedText(index.data() or "", Qt.TextElideMode.ElideRight,
                                                int(name_rect.width()))
        painter.drawText(name_rect, int(Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft), name)
        font.setBold(False)
        painter.setFont(font)
        painter.setPen(QColor("#333"))
        bottom = QRectF(rect.left() + 12, rect.center().y(), rect.width() - 16, rect.height() / 2 - 3)
        details = " · ".join(filter(None, [index.data(StackModel.ControllerRole), index.data(StackModel.TargetsRole)]))
        details = painter.fontMetrics().elidedText(details, Qt.TextElideMode.ElideRight, int(bottom.width()))
        painter.drawText(bottom, int(Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft), details)
        painter.restore()

    def sizeHint(self, option: QStyleOptionViewItem, index: QModelIndex | QPersistentModelIndex) -> QSize:
        return QSize(200, option.fontMetrics.height() * 2 + 14)


class StackView(QListView):
    """Signals:
        card_hovered(object): the ``CardState`` of the row under the pointer.
    """

    card_hovered = Signal(object)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("stack_view")
        self.setItemDelegate(StackDelegate(self))
        self.setMouseTracking(True)
        self.setSelectionMode(QListView.SelectionMode.NoSelection)
        self.setStyleSheet("QListView { background: #161d23; border: none; }")

    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        super().mouseMoveEvent(event)
        index = self.indexAt(event.position().toPoint())
        if index.isValid():
            self.card_hovered.emit(index.data(StackModel.CardRole))
