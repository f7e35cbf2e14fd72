"""The plots of a player's record (``ui/games/history_plots.py``): games are counted in whole
numbers, on both the won/lost bars and the win rate's axis of games."""
from __future__ import annotations

from typing import Any

import pytest

from mtgdesk.ui.games.history_plots import RecordPlots

pytestmark = pytest.mark.gui


def _ticks(axis: Any) -> list[float]:
    return [value for level in axis._tickLevels for value, _label in level]


def test_three_games_are_marked_1_2_3_not_1_5_or_2_5(qtbot: Any) -> None:
    plots = RecordPlots()
    qtbot.addWidget(plots)
    plots.set_record([("Medium", 3, 0)], ["won", "won", "won"])
    games = _ticks(plots.plots[1].getAxis("bottom"))
    assert games == [1, 2, 3]
    counts = _ticks(plots.plots[0].getAxis("left"))
    assert counts and all(float(v).is_integer() for v in counts) and max(counts) == 3
