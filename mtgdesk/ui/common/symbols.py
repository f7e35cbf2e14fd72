"""Mana and tap symbols as pictures: the shipped SVGs (``assets/mana-*.svg``) and generated
generic numbers, rendered once per size and kept.

>>> split_symbols("{2}{R}: Add {G}.")
['{2}', '{R}', ': Add ', '{G}', '.']
"""
from __future__ import annotations

import re
from functools import cache, lru_cache

from PySide6.QtCore import QByteArray, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QImage, QPainter, QPixmap
from PySide6.QtSvg import QSvgRenderer

from mtgdesk import resources

_SYMBOL = re.compile(r"(\{[^{}]+\})")


def split_symbols(text: str) -> list[str]:
    """Text cut into symbols (``{T}``) and the plain text between them."""
    return [part for part in _SYMBOL.split(text) if part]


def is_symbol(part: str) -> bool:
    return part.startswith("{") and part.endswith("}")


@cache
def _renderer(symbol: str) -> QSvgRenderer | None:
    try:
        data = resources.mana_symbol_svg(symbol)
    except ValueError:
        return None
    renderer = QSvgRenderer(QByteArray(data))
    return renderer if renderer.isValid() else None


@lru_cache(maxsize=512)
def symbol_image(symbol: str, pixels: int) -> QImage:
    """The symbol (``"G"``, ``"{2}"``, ``"T"``) drawn in a square of ``pixels``; an unknown symbol
    is drawn as its text in a grey circle."""
    symbol = symbol.strip("{}")
    pixels = max(1, int(pixels))
    image = QImage(pixels, pixels, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    renderer = _renderer(symbol)
    if renderer is not None:
        renderer.render(painter, QRectF(0, 0, pixels, pixels))
    else:
        painter.setBrush(QColor("#cac5c0"))
        painter.setPen(QColor("#2b2b2b"))
        painter.drawEllipse(QRectF(0.5, 0.5, pixels - 1, pixels - 1))
        font = painter.font()
        font.setBold(True)
        font.setPixelSize(max(1, int(pixels * 0.55)))
        painter.setFont(font)
        painter.drawText(QRectF(0, 0, pixels, pixels), Qt.AlignmentFlag.AlignCenter, symbol)
    painter.end()
    return image


def symbol_pixmap(symbol: str, size: QSize | int) -> QPixmap:
    pixels = size if isinstance(size, int) else min(size.width(), size.height())
    return QPixmap.fromImage(symbol_image(symbol, pixels))


def draw_symbols(painter: QPainter, symbols: list[str], right: float, top: float, size: float,
                 gap: float = 1.0) -> float:
    """Draw symbols in a row ending at ``right``; returns the row's left edge."""
    scale = painter.worldTransform().m11() or 1.0
    pixels = max(1, round(size * abs(scale) * painter.device().devicePixelRatioF()))
    x = right - len(symbols) * (size + gap) + gap
    left = x
    for sym in symbols:
        painter.drawImage(QRectF(x, top, size, size), symbol_image(sym, pixels))
        x += size + gap
    return left
