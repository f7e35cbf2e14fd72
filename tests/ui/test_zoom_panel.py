"""The card shown large (ui/common/zoom_panel.py): it follows the card it shows, beside the pointer."""
from __future__ import annotations

from typing import Any

import pytest

from mtgdesk.ui.main_window import MainWindow
from tests.ui.table_driver import TableDriver
from tests.ui.table_games import (
    english_again,  # noqa: F401 (a fixture: the language put back)
    _position_table,
)

pytestmark = [pytest.mark.gui, pytest.mark.usefixtures("english_again")]


def test_the_zoom_panel_follows_the_card_it_shows(qtbot: Any) -> None:
    import dataclasses

    table = _position_table(qtbot, {"battlefield": ["Grizzly Bears"]})
    bears = table.scene.snapshot.battlefield[0]
    table.zoom.show_card(dataclasses.replace(bears, blocking=True, tapped=True))  # as it was in combat
    table.refresh()  # combat is over: the table no longer says it blocks
    assert table.zoom.state is not None and table.zoom.state.id == bears.id
    assert not table.zoom.state.blocking and not table.zoom.state.tapped
    assert table.zoom._notes(table.zoom.state) == []

def test_the_card_under_the_pointer_shows_large_beside_it(window: MainWindow, qtbot: Any) -> None:
    from PySide6.QtCore import QPoint
    from PySide6.QtTest import QTest

    from mtgdesk.ui.smoke import smoke_position

    table = window.start_saved(smoke_position(seed=3, kinds=("stack",)).saved, autosave=False, frozen=True)
    driver = TableDriver(table, qtbot, seat=0)
    card = next(s for s in table.scene.snapshot.battlefield if s.card is not None and s.controller == 0)
    point = driver.card_point(card.id)
    QTest.mouseMove(table.view.viewport(), QPoint(2, 2))
    QTest.mouseMove(table.view.viewport(), point)
    zoom = table.view.pointer_zoom
    qtbot.waitUntil(zoom.isVisible, timeout=3000)
    assert zoom.state is not None and zoom.state.id == card.id
    assert not zoom.geometry().contains(point)  # beside the pointer, not under it
    assert table.view.viewport().rect().contains(zoom.geometry())
    on_table = table.scene.items_by_id[card.id].sceneBoundingRect().height() * table.view.transform().m11()
    assert zoom.height() > 2 * on_table  # large
    QTest.mouseMove(table.view.viewport(), QPoint(2, 2))
    qtbot.waitUntil(lambda: not zoom.isVisible(), timeout=3000)
