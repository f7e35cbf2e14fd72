"""A label whose text holds mana and tap symbols (ui/common/rich_label.py): the symbols are drawn
as pictures, in plain and in rich text, and the label is as high as its wrapped text."""
from __future__ import annotations

from typing import Any

from PySide6.QtGui import QColor, QImage

from mtgdesk.ui.common.rich_label import SymbolLabel


def _drawn(qtbot: Any, label: SymbolLabel) -> QImage:
    qtbot.addWidget(label)
    label.resize(300, label.heightForWidth(300))
    label.setStyleSheet("background: white")
    return label.grab().toImage()


def _reddish(image: QImage) -> int:
    """How many pixels are clearly red (the red mana symbol; the text itself is grey to black)."""
    count = 0
    for y in range(0, image.height(), 1):
        for x in range(0, image.width(), 1):
            colour = QColor(image.pixel(x, y))
            count += colour.red() > colour.green() + 60 and colour.red() > colour.blue() + 60
    return count


def test_a_mana_symbol_is_drawn_as_a_picture_and_the_text_kept_as_given(qtbot: Any) -> None:
    with_symbol = SymbolLabel("{R}: +1/+0")
    assert with_symbol.text() == "{R}: +1/+0"
    assert _reddish(_drawn(qtbot, with_symbol)) > 20
    assert _reddish(_drawn(qtbot, SymbolLabel("R: +1/+0"))) == 0


def test_rich_text_keeps_its_markup_and_draws_its_symbols(qtbot: Any) -> None:
    label = SymbolLabel("<b>Pay</b> {R}", rich=True)
    assert _reddish(_drawn(qtbot, label)) > 20
    plain = SymbolLabel("<b>Pay</b> {R}")  # plain text: the markup is shown, not applied
    qtbot.addWidget(plain)
    assert plain.sizeHint().width() > label.sizeHint().width()


def test_a_long_text_wraps_and_is_higher_at_a_narrow_width(qtbot: Any) -> None:
    label = SymbolLabel("{T}: Add {G}. " * 12)
    qtbot.addWidget(label)
    assert label.hasHeightForWidth()
    assert label.heightForWidth(120) > 2 * label.heightForWidth(600)
