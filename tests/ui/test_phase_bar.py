"""The phase bar (ui/table/phase_bar.py): the steps in order, a stop set and cleared by a click on
its step, for the shown player's turn or the opponent's; the hint in the interface's language."""
from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtTest import QTest

from mtgdesk.engine import Step
from mtgdesk.storage import Settings, load_settings
from mtgdesk.ui.common.language import LanguageManager
from mtgdesk.ui.main_window import MainWindow
from mtgdesk.ui.table.phase_bar import SHOWN_STEPS, PhaseBar
from tests.ui.table_games import _setup

pytestmark = pytest.mark.gui


@pytest.fixture
def bar(qtbot: Any) -> PhaseBar:
    widget = PhaseBar(Settings(stops_my_turn=["main1"], stops_opponent_turn=[]))
    qtbot.addWidget(widget)
    widget.resize(1100, 36)
    widget.set_state(3, "upkeep", "Ann", "", my_turn=True)
    widget.show()
    return widget


def _centre_of(bar: PhaseBar, step: str) -> QPoint:
    bar._layout()
    return next(rect for s, rect in bar._segments if s == step).center().toPoint()


def test_the_phase_bar_toggles_stops(window: MainWindow, qtbot: Any) -> None:
    table = window.start_game(_setup(seed=11), autosave=False)
    bar = table.phase_bar
    bar.my_turn = True
    bar._layout()
    step, rect = next((s, r) for s, r in bar._segments if s == "upkeep")
    assert "upkeep" not in window.settings.stops_my_turn

    QTest.mouseClick(bar, Qt.MouseButton.LeftButton, pos=rect.center().toPoint())
    assert "upkeep" in window.settings.stops_my_turn
    assert "upkeep" in load_settings().stops_my_turn
    assert Step.UPKEEP.value == step


def test_the_steps_are_laid_out_left_to_right_in_turn_order(bar: PhaseBar) -> None:
    bar._layout()
    assert [s for s, _ in bar._segments] == list(SHOWN_STEPS)
    lefts = [rect.left() for _, rect in bar._segments]
    assert lefts == sorted(lefts) and bar._segments[-1][1].right() <= bar.width()
    bar.set_state(3, "first_strike_damage", "Ann", "", my_turn=True)
    bar._layout()
    steps = [s for s, _ in bar._segments]
    assert steps.index("first_strike_damage") == steps.index("damage") - 1  # only in a turn that has it (CR 510.4)


def test_a_click_sets_then_clears_a_stop_of_the_turn_shown(bar: PhaseBar, qtbot: Any) -> None:
    bar.set_state(4, "upkeep", "Bob", "", my_turn=False)
    with qtbot.waitSignal(bar.stop_toggled) as toggled:
        QTest.mouseClick(bar, Qt.MouseButton.LeftButton, pos=_centre_of(bar, "end"))
    assert toggled.args == ["end", False]
    assert bar.settings.stops_opponent_turn == ["end"] and bar.settings.stops_my_turn == ["main1"]
    QTest.mouseClick(bar, Qt.MouseButton.LeftButton, pos=_centre_of(bar, "end"))
    assert bar.settings.stops_opponent_turn == []
    QTest.mouseClick(bar, Qt.MouseButton.RightButton, pos=_centre_of(bar, "end"))
    assert bar.settings.stops_opponent_turn == []  # only the left button toggles
    bar.set_state(5, "upkeep", "Ann", "", my_turn=True)
    QTest.mouseClick(bar, Qt.MouseButton.LeftButton, pos=_centre_of(bar, "main1"))
    assert bar.settings.stops_my_turn == []
    assert bar.step_at(2, 2) is None  # the turn's text is no step


def test_the_hint_names_the_step_under_the_pointer_in_french(bar: PhaseBar, qtbot: Any) -> None:
    languages = LanguageManager()
    try:
        assert languages.set_language("fr")
        QTest.mouseMove(bar, _centre_of(bar, "upkeep"))
        qtbot.waitUntil(lambda: bar.toolTip().startswith("Entretien"), timeout=2000)
        assert "click" not in bar.toolTip()
    finally:
        languages.set_language("en")
    bar.retranslate()
    assert bar.toolTip().startswith("Click a step to stop there")
