"""A label of a fixed height that shows what of its text fits, never half a line.

A plain word-wrapped ``QLabel`` of fixed height cuts the line that doesn't fit through the middle
(the table's announcements: a prompt of three lines in a label of two, its last line half drawn).
This one shows its lines (paragraphs, the newest last) from the newest back as far as they fit,
the oldest one it shows elided on its last line with "…"; the whole text is its tooltip.
``text()`` stays the whole text (a screen reader and the tests read it).
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QFont, QFontMetricsF, QPainter, QTextLayout, QTextOption
from PySide6.QtWidgets import QLabel, QWidget

if TYPE_CHECKING:
    from PySide6.QtGui import QPaintEvent, QResizeEvent


def wrapped_lines(text: str, font: QFont, width: float) -> list[str]:
    """``text`` cut into the lines word wrap makes at ``width`` in ``font``."""
    layout = QTextLayout(text)
    layout.setFont(font)
    option = QTextOption()
    option.setWrapMode(QTextOption.WrapMode.WrapAtWordBoundaryOrAnywhere)
    layout.setTextOption(option)
    layout.beginLayout()
    lines: list[str] = []
    for _ in range(len(text) + 1):  # bounded: a line holds at least one character
        line = layout.createLine()
        if not line.isValid():
            break
        line.setLineWidth(width)
        lines.append(text[line.textStart():line.textStart() + line.textLength()].rstrip())
    layout.endLayout()
    return lines or [""]


def fitted_lines(paragraphs: list[str], font: QFont, width: float, rows: int) -> list[str]:
    """The lines of ``paragraphs`` (the newest last) that ``rows`` lines of ``width`` show: the
    newest paragraphs whole, as many as fit; if even the newest doesn't, its first lines with
    the last one ended by "…"."""
    metrics = QFontMetricsF(font)
    shown: list[str] = []
    for paragraph in reversed([p for p in paragraphs if p]):
        lines = wrapped_lines(paragraph, font, width)
        room = rows - len(shown)
        if len(lines) <= room:
            shown = lines + shown
            continue
        if not shown:  # the newest alone is too long: what fits of it, elided
            rest = " ".join(lines[room - 1:])
            last = metrics.elidedText(rest, Qt.TextElideMode.ElideRight, width)
            shown = lines[:room - 1] + [last]
        break
    return shown


class FittedLabel(QLabel):
    """A word-wrapped label of ``rows`` lines (its height fixed to them) that draws the lines of
    its text that fit whole (``fitted_lines``), its whole text in the tooltip when some is left out."""

    def __init__(self, rows: int = 2, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.rows = rows
        self.setWordWrap(True)
        self.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        self.setFixedHeight(int(self.fontMetrics().lineSpacing() * rows) + 4)
        self._shown: list[str] = []

    def setText(self, text: str) -> None:
        super().setText(text)
        self._fit()

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._fit()

    def shown_lines(self) -> list[str]:
        """The lines drawn, as a person sees them."""
        return list(self._shown)

    def _fit(self) -> None:
        width = max(1.0, float(self.contentsRect().width()))
        self._shown = fitted_lines(self.text().split("\n"), self.font(), width, self.rows)
        cut = " ".join(self._shown).split() != self.text().split()
        self.setToolTip(self.text() if cut else "")
        self.update()

    def paintEvent(self, _event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setPen(self.palette().color(self.foregroundRole()))
        painter.setFont(self.font())
        rect = QRectF(self.contentsRect())
        step = QFontMetricsF(self.font()).lineSpacing()
        for n, line in enumerate(self._shown):
            painter.drawText(QRectF(rect.left(), rect.top() + n * step, rect.width(), step),
                             int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter), line)
        painter.end()


__all__ = ["FittedLabel", "fitted_lines", "wrapped_lines"]
