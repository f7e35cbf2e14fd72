"""The game log's view: a ``QListView`` whose rows are rich text, with card names as links
that preview the card (hover) and pin it in the zoom panel (click)."""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QModelIndex, QPersistentModelIndex, QPointF, QSize, Qt, Signal
from PySide6.QtGui import (
    QAbstractTextDocumentLayout,
    QColor,
    QPainter,
    QPalette,
    QTextDocument,
)
from PySide6.QtWidgets import (
    QListView,
    QStyle,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    QWidget,
)

from .models import LogModel

if TYPE_CHECKING:
    from PySide6.QtCore import QEvent
    from PySide6.QtGui import QMouseEvent

_LINK_STYLE = "a { color: #ffcf5a; text-decoration: none; } b { color: #ffffff; }"


class LogDelegate(QStyledItemDelegate):
    """Paints a log row's rich text and finds the link under a point."""

    def _document(self, option: QStyleOptionViewItem, index: QModelIndex | QPersistentModelIndex) -> QTextDocument:
        document = QTextDocument()
        document.setDefaultFont(option.font)
        document.setDefaultStyleSheet(_LINK_STYLE)
        document.setDocumentMargin(3)
        rich = index.data(LogModel.HtmlRole) or ""
        if index.data(LogModel.KindRole) == "turn":
            rich = f'<div style="color:#9fd3ff; font-weight:bold">{rich}</div>'
        document.setHtml(f'<span style="color:#e6e6e6">{rich}</span>')
        document.setTextWidth(max(40, option.rect.width()))
        return document

    def paint(self, painter: QPainter, option: QStyleOptionViewItem,
              index: QModelIndex | QPersistentModelIndex) -> None:
        painter.save()
        if index.data(LogModel.KindRole) == "turn":
            painter.fillRect(option.rect, QColor(255, 255, 255, 18))
        if option.state & QStyle.StateFlag.State_Selected:
            painter.fillRect(option.rect, QColor(255, 255, 255, 30))
        document = self._document(option, index)
        painter.translate(option.rect.topLeft())
        context = QAbstractTextDocumentLayout.PaintContext()
        context.palette.setColor(QPalette.ColorRole.Text, QColor("#e6e6e6"))
        document.documentLayout().draw(painter, context)
        painter.restore()

    def sizeHint(self, option: QStyleOptionViewItem, index: QModelIndex | QPersistentModelIndex) -> QSize:
        width = option.rect.width() if option.rect.width() > 0 else 260
        option.rect.setWidth(width)
        document = self._document(option, index)
        return QSize(width, round(document.size().height()))

    def anchor_at(self, option: QStyleOptionViewItem, index: QModelIndex, point: QPointF) -> str:
        document = self._document(option, index)
        return document.documentLayout().anchorAt(point - QPointF(option.rect.topLeft()))


class LogView(QListView):
    """The log, newest last; it follows the newest entry unless scrolled back.

    Signals:
        card_hovered(str): the pointer is over a card name (English name), or left it ("").
        card_clicked(str): a card name was clicked.
    """

    card_hovered = Signal(str)
    card_clicked = Signal(str)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("log_view")
        self._delegate = LogDelegate(self)
        self.setItemDelegate(self._delegate)
        self.setWordWrap(True)
        self.setUniformItemSizes(False)
        self.setResizeMode(QListView.ResizeMode.Adjust)
        self.setVerticalScrollMode(QListView.ScrollMode.ScrollPerPixel)
        self.setMouseTracking(True)
        self.setSelectionMode(QListView.SelectionMode.NoSelection)
        self.setStyleSheet("QListView { background: #161d23; border: none; }")
        self._hovered = ""

    def setModel(self, model: Any) -> None:
        super().setModel(model)
        model.rowsInserted.connect(self._on_model_rows_inserted)

    def _on_model_rows_inserted(self, *args: Any) -> None:
        bar = self.verticalScrollBar()
        if bar.value() >= bar.maximum() - 40:
            self.scrollToBottom()

    def anchor_at(self, pos: Any) -> str:
        index = self.indexAt(pos)
        if not index.isValid():
            return ""
        option = QStyleOptionViewItem()
        self.initViewItemOption(option)
        option.rect = self.visualRect(index)
        href = self._delegate.anchor_at(option, index, QPointF(pos))
        return href[5:] if href.startswith("card:") else ""

    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        super().mouseMoveEvent(event)
        name = self.anchor_at(event.position().toPoint())
        self.viewport().setCursor(Qt.CursorShape.PointingHandCursor if name else Qt.CursorShape.ArrowCursor)
        if name != self._hovered:
            self._hovered = name
            self.card_hovered.emit(name)

    def leaveEvent(self, event: QEvent) -> None:
        super().leaveEvent(event)
        if self._hovered:
            self._hovered = ""
            self.card_hovered.emit("")

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        name = self.anchor_at(event.position().toPoint())
        if name and event.button() == Qt.MouseButton.LeftButton:
            self.card_clicked.emit(name)
        super().mouseReleaseEvent(event)


__all__ = ["LogDelegate", "LogView"]
