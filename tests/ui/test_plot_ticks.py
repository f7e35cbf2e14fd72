"""The plots' axis ticks (ui/common/plot_ticks.py): counts have whole-number ticks."""
from __future__ import annotations

from typing import Any

import pytest

from tests.ui.test_saved_games import finished_record

pytestmark = pytest.mark.gui


def _ticks(axis: Any) -> list[float]:
    levels = getattr(axis, "_tickLevels", None)
    assert levels, "the axis has ticks of its own"
    return [value for level in levels for value, _label in level]

def test_plots_of_counts_have_whole_number_ticks(qtbot: Any) -> None:
    from mtgdesk.cards import load_pool
    from mtgdesk.storage.history import GameHistory
    from mtgdesk.ui.common.plot_ticks import count_ticks
    from mtgdesk.ui.decks.deck_plots import DeckPlots
    from mtgdesk.ui.games.history_plots import HistoryPlots

    assert count_ticks(0, 4) == [(0, "0"), (1, "1"), (2, "2"), (3, "3"), (4, "4")]
    assert [v for v, _ in count_ticks(-3, 20)] == [0, 5, 10, 15, 20]
    plots = DeckPlots()
    qtbot.addWidget(plots)
    pool = load_pool()
    plots.set_entries([(2, pool.get("Grizzly Bears")), (1, pool.get("Shock"))])
    ticks = _ticks(plots.curve.plot.getAxis("left"))
    assert ticks and all(float(v).is_integer() for v in ticks)
    history = HistoryPlots(["Ann", "Computer"])
    qtbot.addWidget(history)
    history.set_points(GameHistory.of(finished_record()).points)
    for plot in history.plots:
        for side in ("left", "bottom"):
            ticks = _ticks(plot.getAxis(side))
            assert ticks and all(float(v).is_integer() for v in ticks)
