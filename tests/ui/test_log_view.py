"""The game log's view (ui/table/log_view.py): rich rows whose card names are links: a real
pointer over a name previews it, a click pins it, leaving says so; the view follows the newest
line unless scrolled back."""
from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtTest import QTest

from mtgdesk.ui.table.log_view import LogView
from mtgdesk.ui.table.models import LogEntry, LogModel

pytestmark = pytest.mark.gui


def _entry(n: int) -> LogEntry:
    return LogEntry(f'Ann casts <a href="card:Grizzly Bears">Grizzly Bears</a> ({n}).',
                    f"Ann casts Grizzly Bears ({n}).")


@pytest.fixture
def view(qtbot: Any) -> LogView:
    log = LogView()
    qtbot.addWidget(log)
    model = LogModel(log)
    log.setModel(model)
    model.append([LogEntry("<b>Turn 1</b>", "Turn 1", kind="turn"), _entry(1)])
    log.resize(320, 200)
    log.show()
    qtbot.waitExposed(log)
    return log


def _over_link(view: LogView, row: int) -> QPoint:
    rect = view.visualRect(view.model().index(row, 0))
    for x in range(rect.left() + 2, rect.right(), 3):
        point = QPoint(x, rect.center().y())
        if view.anchor_at(point):
            return point
    raise AssertionError("no link in the row")


def test_a_card_name_is_a_link_hovered_and_clicked_with_the_real_pointer(view: LogView, qtbot: Any) -> None:
    hovered: list[str] = []
    clicked: list[str] = []
    view.card_hovered.connect(hovered.append)
    view.card_clicked.connect(clicked.append)
    link = _over_link(view, 1)
    assert view.anchor_at(link) == "Grizzly Bears"
    assert view.anchor_at(view.visualRect(view.model().index(0, 0)).center()) == ""  # the turn's line: no link
    QTest.mouseMove(view.viewport(), link)
    assert hovered == ["Grizzly Bears"] and view.viewport().cursor().shape() == Qt.CursorShape.PointingHandCursor
    QTest.mouseClick(view.viewport(), Qt.MouseButton.RightButton, pos=link)
    assert clicked == []  # only the left button pins
    QTest.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=link)
    assert clicked == ["Grizzly Bears"]
    QTest.mouseMove(view.viewport(), QPoint(view.viewport().width() - 2, view.viewport().height() - 2))
    assert hovered == ["Grizzly Bears", ""]


def test_the_view_follows_the_newest_line_unless_scrolled_back(view: LogView, qtbot: Any) -> None:
    model = view.model()
    model.append([_entry(n) for n in range(2, 40)])
    bar = view.verticalScrollBar()
    qtbot.waitUntil(lambda: bar.maximum() > 200 and bar.value() == bar.maximum())
    bar.setValue(0)  # the player reads back
    model.append([_entry(40)])
    QTest.qWait(20)
    assert bar.value() == 0
    bar.setValue(bar.maximum())
    model.append([_entry(41), _entry(42)])
    qtbot.waitUntil(lambda: bar.value() == bar.maximum())
    assert view.indexAt(QPoint(5, view.viewport().height() - 5)).row() == model.rowCount() - 1


def test_a_long_line_wraps_to_a_taller_row(view: LogView) -> None:
    model = view.model()
    model.append([LogEntry("word " * 60, "word " * 60)])
    short, long = (view.visualRect(model.index(r, 0)).height() for r in (1, model.rowCount() - 1))
    assert long > 3 * short
