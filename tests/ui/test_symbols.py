"""Mana and tap symbols as pictures (ui/common/symbols.py): text cut into symbols, each drawn
from its shipped SVG (or as its text in a circle when there is none), once per size."""
from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QImage, QPainter

from mtgdesk.ui.common.symbols import draw_symbols, is_symbol, split_symbols, symbol_image, symbol_pixmap

pytestmark = pytest.mark.gui


def _colours(image: QImage) -> set[tuple[int, int, int]]:
    return {image.pixelColor(x, y).getRgb()[:3] for x in range(0, image.width(), 3)
            for y in range(0, image.height(), 3) if image.pixelColor(x, y).alpha() > 200}


def test_text_is_cut_into_symbols_and_plain_text() -> None:
    assert split_symbols("{2}{R}: Add {G}.") == ["{2}", "{R}", ": Add ", "{G}", "."]
    assert split_symbols("no symbols") == ["no symbols"] and split_symbols("") == []
    assert is_symbol("{T}") and not is_symbol(": Add ")


def test_symbols_are_drawn_once_per_size_and_differ(qapp: Any) -> None:
    green, red = symbol_image("{G}", 32), symbol_image("R", 32)
    assert red is symbol_image("R", 32)  # drawn once per size, then kept
    assert green == symbol_image("G", 32)  # the same picture, braces or not
    assert (green.width(), green.height()) == (32, 32) and symbol_image("G", 0).width() == 1
    assert _colours(green) and _colours(green) != _colours(red)
    unknown = symbol_image("{Q}", 32)  # no SVG: its text in a grey circle
    assert (0xca, 0xc5, 0xc0) in _colours(unknown)
    assert symbol_pixmap("T", 20).width() == 20


def test_a_row_of_symbols_ends_at_the_right_edge(qapp: Any) -> None:
    image = QImage(100, 20, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    left = draw_symbols(painter, ["{1}", "{G}", "{G}"], right=90, top=2, size=16, gap=2)
    painter.end()
    assert left == 90 - 3 * 18 + 2
    assert image.pixelColor(int(left) + 8, 10).alpha() > 0 and image.pixelColor(10, 10).alpha() == 0
