"""A game's history in plots (ui/games/history_plots.py): the four plots drawn from given turn
points, the turn marked and clicked, a finished game's history window (in French too), and the
record plots: won and lost by level, and the win rate game after game."""
from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import QPointF, Qt
from PySide6.QtTest import QTest

from mtgdesk.storage.history import TurnPoint
from mtgdesk.ui.common.language import LanguageManager
from mtgdesk.ui.games.history_plots import HistoryPlots, HistoryWindow, RecordPlots
from tests.ui.test_saved_games import finished_record

pytestmark = pytest.mark.gui

POINTS = [TurnPoint(1, (20, 20), (7, 7), (1, 0), (0, 0)), TurnPoint(2, (20, 18), (7, 8), (2, 2), (1, 1)),
          TurnPoint(3, (17, 18), (6, 7), (4, 3), (3, 2))]


@pytest.fixture
def plots(qtbot: Any) -> HistoryPlots:
    widget = HistoryPlots(["Ann", "Bob <3"])
    qtbot.addWidget(widget)
    widget.resize(900, 600)
    widget.set_points(POINTS)
    widget.show()
    qtbot.waitExposed(widget)
    return widget


def test_each_plot_shows_its_measure_for_each_player_by_turn(plots: HistoryPlots) -> None:
    assert plots.series(0, 0) == ([1.0, 2.0, 3.0], [20.0, 20.0, 17.0])  # life
    assert plots.series(0, 1) == ([1.0, 2.0, 3.0], [20.0, 18.0, 18.0])
    assert plots.series(1, 1)[1] == [7.0, 8.0, 7.0]  # cards in hand
    assert plots.series(2, 0)[1] == [1.0, 2.0, 4.0]  # permanents
    assert plots.series(3, 1)[1] == [0.0, 1.0, 2.0]  # mana spent
    assert "Bob &lt;3" in plots.legend.text()  # a name is text, not markup
    plots.set_points(POINTS[:1])
    assert plots.series(0, 0) == ([1.0], [20.0])  # drawn again, not added to


def test_the_marked_turn_and_a_click_on_a_plot_at_a_turn(plots: HistoryPlots, qtbot: Any) -> None:
    plots.mark_turn(2)
    assert all(m.isVisible() and m.value() == 2 for m in plots.markers)
    plots.mark_turn(None)
    assert not any(m.isVisible() for m in plots.markers)
    plot = plots.plots[0]
    scene_point = plot.getPlotItem().vb.mapViewToScene(QPointF(3, 18))
    assert plots.turn_at(0, scene_point) == 3
    with qtbot.waitSignal(plots.turn_clicked, timeout=3000) as clicked:
        QTest.mouseClick(plot.viewport(), Qt.MouseButton.LeftButton, pos=plot.mapFromScene(scene_point))
    assert clicked.args == [3]
    off = plot.getPlotItem().vb.mapViewToScene(QPointF(9, 18))
    assert plots.turn_at(0, off) is None  # past the last turn


def test_a_finished_game_s_history_window_in_english_and_french(qtbot: Any, languages: LanguageManager) -> None:
    assert languages.set_language("en")  # English plural forms come from mtgdesk_en.qm
    record = finished_record()
    window = HistoryWindow(record, "Ann wins!")
    qtbot.addWidget(window)
    last = window.history.points[-1]
    assert window.windowTitle() == "History: Ann against Computer"
    assert window.summary.text() == f"Ann wins! · {last.turn} turns"
    assert window.plots.series(0, 0)[1][-1] == float(last.life[0])
    assert not any(m.isVisible() for m in window.plots.markers)  # the whole game, no turn in particular
    with qtbot.waitSignal(window.watch_requested) as watch:
        window.watch_button.click()
    assert watch.args == [record]
    assert languages.set_language("fr")
    assert window.windowTitle() == "Historique : Ann contre Ordinateur"  # the computer named in French too
    assert window.summary.text() == f"Ann wins! · {last.turn} tours" and window.close_button.text() != "Close"


def test_the_record_plots_count_by_level_and_the_win_rate_after_each_game(qtbot: Any) -> None:
    record = RecordPlots()
    qtbot.addWidget(record)
    record.set_record([("Easy", 3, 1), ("Hard", 0, 2)], ["won", "lost", "won", "draw", "won"])
    won, lost = record.bars
    assert list(won.opts["height"]) == [3, 0] and list(lost.opts["height"]) == [1, 2]
    assert record.rates == pytest.approx([100, 50, 200 / 3, 50, 60])
    xs, ys = record.rate_curve.getData()
    assert list(xs) == [1, 2, 3, 4, 5] and list(ys) == pytest.approx(record.rates)
    assert record.plots[0].getAxis("bottom")._tickLevels == [[(0, "Easy"), (1, "Hard")]]
    record.set_record([("Easy", 1, 0)], ["won"])
    assert len([i for i in record.plots[0].getPlotItem().items if i in record.bars]) == 2  # old bars removed
    assert len(record.plots[0].getPlotItem().items) == 2


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
