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


def test_a_low_plot_has_fewer_ticks_spaced_a_line_and_a_half_apart(qtbot: Any) -> None:
    """Under the replay's table at 1280x800 the plots are ~60 px high: six ticks, "0 1 2 3 4 5",
    were drawn over each other."""
    from mtgdesk.storage.history import GameHistory
    from mtgdesk.ui.games.history_plots import HistoryPlots
    from tests.ui.test_saved_games import finished_record

    history = HistoryPlots(["Ann", "Computer"])
    qtbot.addWidget(history)
    history.set_points(GameHistory.of(finished_record()).points)
    history.resize(900, 700)
    history.show()
    qtbot.waitExposed(history)
    tall = [len(_ticks(p.getAxis("left"))) for p in history.plots]
    history.resize(900, 260)  # four plots in two rows: each about 60 px of values
    qtbot.waitUntil(lambda: all(p.getPlotItem().vb.height() < 100 for p in history.plots))
    qtbot.wait(50)
    for plot in history.plots:
        ticks = sorted(_ticks(plot.getAxis("left")))
        height = plot.getPlotItem().vb.height()
        span = (ticks[-1] - ticks[0]) or 1
        view = plot.getPlotItem().vb.viewRange()[1]
        apart = height * (ticks[1] - ticks[0]) / (view[1] - view[0]) if len(ticks) > 1 else height
        assert apart >= plot.fontMetrics().height(), (ticks, height, span)
    assert max(tall) > 2
