"""The prompt bar's number inputs (ui/table/number_input.py): readable, with visible steppers, at
every interface scale."""
from __future__ import annotations

import os
import subprocess
import sys
from collections import Counter
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QPoint, QRect
from PySide6.QtGui import QColor, QImage
from PySide6.QtWidgets import QSpinBox, QWidget

from mtgdesk.engine import Zone
from mtgdesk.engine import actions as A
from mtgdesk.engine.decisions import Question
from tests.helpers.games import find, position
from tests.ui.table_positions import _assign_damage_game
from tests.ui.test_table_parts import _table_on

pytestmark = pytest.mark.gui


ROOT = Path(__file__).resolve().parents[2]

def _luminance(colour: QColor) -> float:
    def channel(c: float) -> float:
        return c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4

    return 0.2126 * channel(colour.redF()) + 0.7152 * channel(colour.greenF()) + 0.0722 * channel(colour.blueF())

def contrast(widget: QWidget) -> float:
    """The contrast ratio (WCAG) between the most common colour inside ``widget`` as it is drawn
    (its background) and the colour of its text (the most different colour drawn in it, five
    pixels of it at least: antialiased glyphs have few pixels of any one colour)."""
    window = widget.window()  # drawn as on screen, with its parents' styles and its children
    image = window.grab(QRect(widget.mapTo(window, QPoint(0, 0)), widget.size())).toImage()
    image = image.convertToFormat(QImage.Format.Format_RGB32)
    margin = max(3, round(3 * image.devicePixelRatio()))
    colours: Counter[int] = Counter()
    for y in range(margin, image.height() - margin):
        for x in range(margin, image.width() - margin):
            colours[image.pixel(x, y)] += 1
    assert colours, f"{widget.objectName()} draws nothing"
    background = QColor.fromRgb(colours.most_common(1)[0][0])
    lb = _luminance(background)
    ratios = []
    for rgb, count in colours.items():
        lt = _luminance(QColor.fromRgb(rgb))
        ratios += [(max(lb, lt) + 0.05) / (min(lb, lt) + 0.05)] * count
    ratios.sort(reverse=True)
    return ratios[4] if len(ratios) > 4 else 1.0  # the stroke of a glyph: five pixels at least

def _inputs(table: Any) -> list[QWidget]:
    found: list[QWidget] = []
    for spin in table.prompt.findChildren(QSpinBox):
        found.append(spin)
        holder = spin.parentWidget()
        found += [holder.down, holder.up]
    return found

def test_every_input_of_the_prompt_bar_is_readable_with_visible_steppers(qtbot: Any) -> None:
    """Issue 35, item 2: the number fields drew white digits on white with invisible arrows.
    Each input's text against its background: a contrast of 4.5 at least (WCAG AA), at this
    interface scale (``QT_SCALE_FACTOR``, as the settings apply it)."""
    scale = float(os.environ.get("QT_SCALE_FACTOR", "1"))
    checked = []
    # X of Blaze.
    game = position(a_hand=["Blaze"], a_battlefield=["Mountain"] * 4, a_library=["Island"], b_library=["Island"])
    game.apply(A.CastSpell(0, find(game, "Blaze", Zone.HAND)))
    assert game.decision.question is Question.X
    table = _table_on(game, qtbot)
    assert abs(table.devicePixelRatioF() - scale) < 0.01
    checked += _inputs(table)
    # Combat damage divided among two blockers.
    table2 = _table_on(_assign_damage_game("Spined Wurm", ["Coral Eel", "Grizzly Bears"]), qtbot)
    checked += _inputs(table2)
    # A card to name, in the prompt bar too.
    from mtgdesk.ui.table.named_choice import CardNameBox
    from mtgdesk.ui.table.prompt_bar import PromptBar

    bar = PromptBar()
    qtbot.addWidget(bar)
    box = CardNameBox(("Shock", "Grizzly Bears"))
    box.setEditText("Shock")
    bar.set_prompt("Name a card.", [], [box])
    bar.resize(700, 60)
    bar.show()
    checked.append(box)
    qtbot.wait(50)  # laid out and drawn
    names = [w.objectName() for w in checked]
    assert "x_spin" in names and "assign_spin_1_up" in names and "card_name_box" in names
    for widget in checked:
        assert widget.isVisible() and widget.width() >= 18 * 0.9 and widget.height() >= 18 * 0.9, widget.objectName()
        if widget.isEnabled():
            assert contrast(widget) >= 4.5, widget.objectName()

@pytest.mark.parametrize("scale", ["0.75", "1.25", "1.5", "2"])
def test_inputs_are_readable_at_other_interface_scales(scale: str) -> None:
    """The same check in a process started at another interface scale."""
    environment = dict(os.environ, QT_SCALE_FACTOR=scale, QT_QPA_PLATFORM="offscreen")
    result = subprocess.run(
        [sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider",
         f"{Path(__file__)}::test_every_input_of_the_prompt_bar_is_readable_with_visible_steppers"],
        cwd=ROOT, env=environment, capture_output=True, text=True, timeout=300)
    assert result.returncode == 0, result.stdout[-3000:] + result.stderr[-2000:]
    assert "1 passed" in result.stdout
