"""The card shown large (ui/common/zoom_panel.py): it follows the card it shows, beside the pointer."""
from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import QPoint

from mtgdesk.engine import DecisionKind, Step
from mtgdesk.engine import actions as A
from mtgdesk.ui.main_window import MainWindow
from tests.helpers.games import find, position
from tests.ui.table_driver import TableDriver
from tests.ui.table_games import (
    _position_table,
    english_again,  # noqa: F401 (a fixture: the language put back)
)
from tests.ui.table_positions import _answer
from tests.ui.test_table_parts import _table_on

pytestmark = pytest.mark.gui


@pytest.mark.usefixtures("english_again")
def test_the_zoom_panel_follows_the_card_it_shows(qtbot: Any) -> None:
    import dataclasses

    table = _position_table(qtbot, {"battlefield": ["Grizzly Bears"]})
    bears = table.scene.snapshot.battlefield[0]
    table.zoom.show_card(dataclasses.replace(bears, blocking=True, tapped=True))  # as it was in combat
    table.refresh()  # combat is over: the table no longer says it blocks
    assert table.zoom.state is not None and table.zoom.state.id == bears.id
    assert not table.zoom.state.blocking and not table.zoom.state.tapped
    assert table.zoom._notes(table.zoom.state) == []

@pytest.mark.usefixtures("english_again")
def test_the_card_under_the_pointer_shows_large_beside_it(window: MainWindow, qtbot: Any) -> None:
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


def test_the_hover_card_forgets_blocking_once_combat_is_over(qtbot: Any) -> None:
    """Issue 35, item 7: "Blocking" stayed in the card shown under the pointer into the next turn."""
    game = position(Step.ATTACKERS, active=1, a_battlefield=["Grizzly Bears"], b_battlefield=["Coral Eel"],
                    a_library=["Island"] * 3, b_library=["Island"] * 3)
    eel = find(game, "Coral Eel")
    game.apply(A.DeclareAttacker(1, eel))
    game.apply(A.FinishAttackers(1))
    _answer(game, lambda g: g.decision.kind is DecisionKind.BLOCKERS)
    bears = find(game, "Grizzly Bears")
    game.apply(A.DeclareBlocker(0, bears, eel))
    game.apply(A.FinishBlockers(0))
    table = _table_on(game, qtbot)
    table.controller.automatic = False
    table.refresh()
    state = table._snapshot.card(bears)
    assert state.blocking
    table.scene.card_hovered.emit(state)  # the pointer rests on the Bears
    assert table.zoom.state.blocking and table.view.pointer_zoom.state.blocking
    bridge = table.bridge
    for _ in range(100):
        if bridge.game.turn > 3 or bridge.over:
            break
        legal = bridge.legal_actions()
        action = next((a for a in legal if isinstance(a, (A.PassPriority, A.FinishAttackers, A.FinishBlockers))),
                      legal[0])
        bridge.submit(action)
    assert bridge.game.turn == 4
    assert not table.zoom.state.blocking
    pointer_zoom = table.view.pointer_zoom.state
    assert pointer_zoom is not None and not pointer_zoom.blocking
    assert "Blocking" not in table.view.pointer_zoom._notes(pointer_zoom)
