"""A label whose text may hold mana and tap symbols (``{2}{R}``, ``{T}``), drawn as pictures."""
from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QSize
from PySide6.QtGui import QPainter, QPalette, QTextDocument, QTextOption
from PySide6.QtWidgets import QSizePolicy, QWidget

from .rules_text import add_symbol_resources, text_html

if TYPE_CHECKING:
    from PySide6.QtCore import QEvent
    from PySide6.QtGui import QPaintEvent, QResizeEvent


class SymbolLabel(QWidget):
    """Plain text with ``{X}`` symbols, or rich text when ``rich`` is set (symbols still work)."""

    def __init__(self, text: str = "", parent: QWidget | None = None, rich: bool = False) -> None:
        super().__init__(parent)
        self._text = ""
        self._rich = rich
        self._document = QTextDocument(self)
        self._document.setDocumentMargin(0)
        option = QTextOption()
        option.setWrapMode(QTextOption.WrapMode.WordWrap)
        self._document.setDefaultTextOption(option)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Preferred)
        self.setText(text)

    def text(self) -> str:
        """The text as given (symbols as ``{X}``)."""
        return self._text

    def setText(self, text: str) -> None:
        self._text = text
        self._rebuild()

    def _rebuild(self) -> None:
        pixels = max(12, round(self.fontMetrics().height() * 1.05))
        if self._rich:
            content = _symbols_in_rich(self._text, pixels)
        else:
            content = text_html(self._text, pixels).replace("\n", "<br>")
        colour = self.palette().color(QPalette.ColorRole.WindowText).name()
        self._document.setDefaultFont(self.font())
        self._document.setDefaultStyleSheet(f"body {{ color: {colour}; }}")
        add_symbol_resources(self._document, self._text, pixels, self.devicePixelRatioF())
        self._document.setHtml(f"<body>{content}</body>")
        self._document.setTextWidth(max(50, self.width()))
        self.updateGeometry()
        self.update()

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() in (event.Type.FontChange, event.Type.PaletteChange):
            self._rebuild()

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._document.setTextWidth(max(50, self.width()))

    def sizeHint(self) -> QSize:
        self._document.setTextWidth(max(50, self.width() if self.width() > 60 else 400))
        size = self._document.size()
        hint = QSize(min(600, round(self._document.idealWidth()) + 2), round(size.height()) + 2)
        self._document.setTextWidth(max(50, self.width()))
        return hint

    def minimumSizeHint(self) -> QSize:
        return QSize(60, self.fontMetrics().height() + 2)

    def hasHeightForWidth(self) -> bool:
        return True

    def heightForWidth(self, width: int) -> int:
        self._document.setTextWidth(max(50, width))
        height = round(self._document.size().height()) + 2
        self._document.setTextWidth(max(50, self.width()))
        return height

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        self._document.setTextWidth(max(50, self.width()))  # wrapped at the width it has, never cut
        height = self._document.size().height()
        painter.translate(0, max(0.0, (self.height() - height) / 2))
        self._document.drawContents(painter)


def _symbols_in_rich(body: str, pixels: int) -> str:
    """Replace ``{X}`` symbols inside already-escaped rich text."""
    from .rules_text import symbols_url
    from .symbols import is_symbol, split_symbols

    out = []
    for part in split_symbols(body):
        if is_symbol(part):
            out.append(f'<img src="{symbols_url(part, pixels)}" width="{pixels}" height="{pixels}">')
        else:
            out.append(part)
    return "".join(out)


__all__ = ["SymbolLabel"]
