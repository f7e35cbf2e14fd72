"""The stack panel (ui/table/stack_view.py): a row per object on the stack, top first, painted in
the card's colours with its name, cost, controller and targets; the pointer over a row previews
its card."""
from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import QPoint
from PySide6.QtGui import QColor
from PySide6.QtTest import QTest

from mtgdesk.cards import load_pool
from mtgdesk.ui.common.card_painter import frame_colours
from mtgdesk.ui.table.card_item import CardState
from mtgdesk.ui.table.models import StackModel
from mtgdesk.ui.table.stack_view import StackView

pytestmark = pytest.mark.gui


@pytest.fixture
def stack(qtbot: Any) -> tuple[StackView, list[CardState]]:
    pool = load_pool()
    shock = CardState(5, pool.get("Shock"), "stack", 1, 1)
    growth = CardState(6, pool.get("Giant Growth"), "stack", 0, 0)
    view = StackView()
    qtbot.addWidget(view)
    model = StackModel(view)
    model.set_stack([(growth, "Giant Growth", "Ann", "targeting Grizzly Bears"),
                     (shock, "Shock", "Bob", "targeting you")])
    view.setModel(model)
    view.resize(260, 200)
    view.show()
    qtbot.waitExposed(view)
    return view, [growth, shock]


def test_each_row_is_painted_in_its_card_s_colours(stack: tuple[StackView, list[CardState]]) -> None:
    view, (growth, shock) = stack
    image = view.grab().toImage()
    titles = [frame_colours(state.card)[2] for state in (shock, growth)]  # the top of the stack first

    def distance(a: QColor, b: QColor) -> int:
        return abs(a.red() - b.red()) + abs(a.green() - b.green()) + abs(a.blue() - b.blue())

    for row, state in enumerate((shock, growth)):
        assert view.model().index(row, 0).data() == state.card.name
        rect = view.visualRect(view.model().index(row, 0))
        colour = QColor(image.pixel(rect.right() - 8, rect.bottom() - 4))  # the row's body, right of its text
        assert distance(colour, titles[row]) < 10 < distance(colour, titles[1 - row]), (state.card.name, colour.name())
    height = view.visualRect(view.model().index(0, 0)).height()
    assert height >= 2 * view.fontMetrics().height()  # two lines: name and cost, controller and targets


def test_the_pointer_over_a_row_previews_its_card(stack: tuple[StackView, list[CardState]], qtbot: Any) -> None:
    view, (growth, shock) = stack
    hovered: list[Any] = []
    view.card_hovered.connect(hovered.append)
    QTest.mouseMove(view.viewport(), view.visualRect(view.model().index(1, 0)).center())
    QTest.mouseMove(view.viewport(), view.visualRect(view.model().index(0, 0)).center())
    QTest.mouseMove(view.viewport(), QPoint(10, view.viewport().height() - 3))  # below the rows: nothing
    assert [s.card.name for s in hovered] == ["Giant Growth", "Shock"]  # row 1, then row 0 (the top)
