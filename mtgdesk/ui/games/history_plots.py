"""A game's history in plots (pyqtgraph, imported here only, where a plot is shown): life
totals, cards in hand, permanents on the battlefield and mana spent, per turn, for both
players; a line marks the turn a replay shows. ``HistoryWindow`` shows them for a finished
game on their own (from the game-over dialog and the saved games). ``RecordPlots`` draws your
record over all games for the statistics window: won and lost by the computer's level, and
your win rate game after game."""
from __future__ import annotations

import html
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QFont
from PySide6.QtWidgets import QDialog, QGridLayout, QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from ..common.plot_ticks import set_count_axis
from ..common.retranslating import Retranslating
from ..common.theme import colour_name, follow_theme, follow_theme_plot

if TYPE_CHECKING:
    from mtgdesk.storage.history import GameHistory, TurnPoint
    from mtgdesk.storage.records import GameRecord

# The two players' colours: the table's (blue for the first player, orange for the second).
PLAYER_COLOURS = ("#4f9fe0", "#e8913a")


class HistoryPlots(Retranslating, QWidget):
    """Four plots over the turns of a game; ``set_points`` draws them, ``mark_turn`` moves the
    line that shows the current turn.

    Signals:
        turn_clicked(int): a plot was clicked at this turn (the replay goes there).
    """

    turn_clicked = Signal(int)

    def __init__(self, names: list[str], parent: QWidget | None = None) -> None:
        import pyqtgraph as pg  # type: ignore[import-untyped]  # pyqtgraph ships no type information

        super().__init__(parent)
        self.setObjectName("history_plots")
        self.names = list(names)
        self._pg = pg
        layout = QGridLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        # One legend for the four plots, above them (a legend inside a plot hides its last turns).
        self.legend = QLabel(self)
        self.legend.setObjectName("history_legend")
        self.legend.setTextFormat(Qt.TextFormat.RichText)
        self.legend.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.legend.setText("&nbsp;&nbsp;&nbsp;&nbsp;".join(
            f'<span style="color:{PLAYER_COLOURS[p]}; font-weight:bold">● {html.escape(self.names[p])}</span>'
            for p in (0, 1)))
        layout.addWidget(self.legend, 0, 0, 1, 2)
        self.plots: list[Any] = []
        self.curves: list[list[Any]] = []
        self.markers: list[Any] = []
        for n in range(4):
            plot = pg.PlotWidget(self)
            follow_theme_plot(plot)
            plot.showGrid(x=True, y=True, alpha=0.2)
            plot.setMouseEnabled(x=False, y=False)
            plot.hideButtons()
            curves = [plot.plot([], [], pen=pg.mkPen(PLAYER_COLOURS[p], width=2), symbol="o", symbolSize=5,
                                symbolBrush=PLAYER_COLOURS[p], name=self.names[p]) for p in (0, 1)]
            dashed = pg.mkPen(colour_name("plot_axis"), width=1, style=Qt.PenStyle.DashLine)
            marker = pg.InfiniteLine(angle=90, movable=False, pen=dashed)
            plot.addItem(marker)
            plot.scene().sigMouseClicked.connect(lambda event, plot=plot: self._on_clicked(plot, event))
            layout.addWidget(plot, 1 + n // 2, n % 2)
            plot.getPlotItem().vb.sigResized.connect(lambda _vb, n=n: self._fit_ticks(n))
            self.plots.append(plot)
            self.curves.append(curves)
            self.markers.append(marker)
        self.points: list[TurnPoint] = []
        self._ranges: dict[int, tuple[float, float]] = {}  # each plot's values: (lowest, highest)
        follow_theme(self, self.retranslate)  # the titles in the theme's colour

    def titles(self) -> tuple[str, str, str, str]:
        return (self.tr("Life"), self.tr("Cards in hand"), self.tr("Permanents on the battlefield"),
                self.tr("Mana spent"))

    def retranslate(self) -> None:
        for plot, title in zip(self.plots, self.titles()):
            plot.setTitle(title, color=colour_name("plot_text"), size="10pt")
            plot.setLabel("bottom", self.tr("Turn"))

    def set_points(self, points: "list[TurnPoint]") -> None:
        self.points = list(points)
        turns = [pt.turn for pt in points]
        for plot, curves, key in zip(self.plots, self.curves, ("life", "hand", "battlefield", "mana_spent")):
            values = [getattr(pt, key)[p] for pt in points for p in (0, 1)]
            for p in (0, 1):
                curves[p].setData(turns, [getattr(pt, key)[p] for pt in points])
            # Counts and turns: whole-number ticks only (``common/plot_ticks.py``).
            self._ranges[self.plots.index(plot)] = (min([0, *values]), max([1, *values]))
            self._fit_ticks(self.plots.index(plot))
            set_count_axis(plot.getAxis("bottom"), min(turns, default=1), max(turns, default=1))

    def _fit_ticks(self, n: int) -> None:
        """As many whole-number ticks on plot ``n``'s values as its height holds apart: six on a
        low plot (under the replay's table at 1280x800) drew "0 1 2 3 4 5" over each other."""
        if n not in self._ranges:
            return
        plot = self.plots[n]
        height = plot.getPlotItem().vb.height()
        line = plot.fontMetrics().height()
        most = max(2, min(6, int(height // (line * 1.5)))) if height > 0 else 6
        set_count_axis(plot.getAxis("left"), *self._ranges[n], most=most)

    def series(self, plot: int, player: int) -> tuple[list[float], list[float]]:
        """What a curve shows: (turns, values)."""
        xs, ys = self.curves[plot][player].getData()
        return ([] if xs is None else [float(x) for x in xs]), ([] if ys is None else [float(y) for y in ys])

    def turn_at(self, plot: int, scene_pos: Any) -> int | None:
        """The turn under ``scene_pos`` (a point of the plot's scene), or None off the turns."""
        if not self.points:
            return None
        x = self.plots[plot].getPlotItem().vb.mapSceneToView(scene_pos).x()
        turn = round(x)
        turns = [pt.turn for pt in self.points]
        return turn if min(turns) <= turn <= max(turns) else None

    def _on_clicked(self, plot: Any, event: Any) -> None:
        turn = self.turn_at(self.plots.index(plot), event.scenePos())
        if turn is not None:
            self.turn_clicked.emit(turn)

    def mark_turn(self, turn: int | None) -> None:
        """Move the dashed line to ``turn``; None hides it (the whole game, no turn in particular)."""
        for marker in self.markers:
            marker.setVisible(turn is not None)
            if turn is not None:
                marker.setValue(turn)


class HistoryWindow(Retranslating, QDialog):
    """A game's history on its own, from the game-over dialog or the saved games: the result
    and the four plots; "Watch the replay" opens the replay on the table.

    Signals:
        watch_requested(object): the replay of the record was asked for.
    """

    watch_requested = Signal(object)

    def __init__(self, record: "GameRecord", result: str, parent: QWidget | None = None,
                 history: "GameHistory | None" = None) -> None:
        from mtgdesk.storage.history import GameHistory

        super().__init__(parent)
        self.setObjectName("history_window")
        self.record = record
        self.result_text = result
        self.history = history if history is not None else GameHistory.of(record)
        self.names = [n or "" for n in record.player_names]
        self.summary = QLabel(self)
        self.summary.setObjectName("history_summary")
        self.summary.setAlignment(Qt.AlignmentFlag.AlignCenter)
        font = QFont(self.summary.font())
        font.setPointSizeF(font.pointSizeF() * 1.2)
        font.setBold(True)
        self.summary.setFont(font)
        self.plots = HistoryPlots([self.player_name(0), self.player_name(1)], self)
        self.plots.set_points(self.history.points)
        self.plots.mark_turn(None)
        self.watch_button = QPushButton(self)
        self.watch_button.setObjectName("history_watch_button")
        self.watch_button.clicked.connect(lambda: self.watch_requested.emit(self.record))
        self.close_button = QPushButton(self)
        self.close_button.setObjectName("history_close_button")
        self.close_button.clicked.connect(self.accept)
        buttons = QHBoxLayout()
        buttons.addWidget(self.watch_button)
        buttons.addStretch()
        buttons.addWidget(self.close_button)
        layout = QVBoxLayout(self)
        layout.addWidget(self.summary)
        layout.addWidget(self.plots, 1)
        layout.addLayout(buttons)
        self.resize(980, 640)
        self.retranslate()

    def player_name(self, player: int) -> str:
        from ..common.player_names import player_name

        return player_name(self.names[player], player, self.record.players[player])

    def retranslate(self) -> None:
        from ..common.texts import fill

        self.setWindowTitle(fill(self.tr("History: %1 against %2"), self.player_name(0), self.player_name(1)))
        turns = self.history.points[-1].turn if self.history.points else self.record.turn
        self.summary.setText(fill(self.tr("%1 · %n turn(s)", None, turns), self.result_text))
        self.watch_button.setText(self.tr("Watch the replay"))
        self.close_button.setText(self.tr("Close"))

    def retranslate_ready(self) -> bool:
        return hasattr(self, "close_button")  # Qt sends a LanguageChange while __init__ still builds the widget


#: Won and lost, in the record plots.
WON_COLOUR, LOST_COLOUR = "#4caf6a", "#d0533f"


class RecordPlots(Retranslating, QWidget):
    """Two plots of your record: games won and lost by the computer's level (bars), and your win
    rate after each game (a line, with 50% dashed). ``set_record`` draws them."""

    def __init__(self, parent: QWidget | None = None) -> None:
        import pyqtgraph as pg

        super().__init__(parent)
        self.setObjectName("record_plots")
        self._pg = pg
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        self.plots: list[Any] = []
        for _ in range(2):
            plot = pg.PlotWidget(self)
            follow_theme_plot(plot)
            plot.showGrid(x=False, y=True, alpha=0.2)
            plot.setMouseEnabled(x=False, y=False)
            plot.hideButtons()
            plot.setMinimumHeight(160)
            layout.addWidget(plot)
            self.plots.append(plot)
        self.bars: list[Any] = []
        self.rate_curve = self.plots[1].plot([], [], pen=pg.mkPen("#4f9fe0", width=2))
        axis_pen = pg.mkPen(colour_name("plot_axis"), width=1, style=Qt.PenStyle.DashLine)
        self.plots[1].addItem(pg.InfiniteLine(pos=50, angle=0, movable=False, pen=axis_pen))
        self.plots[1].setYRange(0, 100)
        self.levels: list[tuple[str, int, int]] = []  # (level shown, won, lost)
        self.rates: list[float] = []
        follow_theme(self, self.retranslate)  # the titles in the theme's colour

    def set_record(self, levels: list[tuple[str, int, int]], outcomes: list[str]) -> None:
        """``levels``: (name shown, won, lost) per level; ``outcomes``: "won", "lost" or "draw"
        in the order played."""
        pg = self._pg
        self.levels = list(levels)
        for item in self.bars:
            self.plots[0].removeItem(item)
        xs = list(range(len(levels)))
        self.bars = [pg.BarGraphItem(x=[x - 0.18 for x in xs], height=[w for _, w, _ in levels], width=0.34,
                                     brush=WON_COLOUR),
                     pg.BarGraphItem(x=[x + 0.18 for x in xs], height=[lo for _, _, lo in levels], width=0.34,
                                     brush=LOST_COLOUR)]
        for item in self.bars:
            self.plots[0].addItem(item)
        self.plots[0].getAxis("bottom").setTicks([[(x, name) for x, (name, _, _) in zip(xs, levels)]])
        self.plots[0].setXRange(-0.6, max(0.6, len(levels) - 0.4))
        most = max([1, *(max(w, lo) for _, w, lo in levels)])
        set_count_axis(self.plots[0].getAxis("left"), 0, most)  # games: no half a game
        won = 0
        self.rates = []
        for n, outcome in enumerate(outcomes, 1):
            won += outcome == "won"
            self.rates.append(100.0 * won / n)
        self.rate_curve.setData(list(range(1, len(self.rates) + 1)), self.rates)
        self.plots[1].setXRange(1, max(2, len(self.rates)))
        set_count_axis(self.plots[1].getAxis("bottom"), 1, max(2, len(self.rates)))  # the 1st, 2nd... game

    def retranslate(self) -> None:
        titles = (self.tr("Won (green) and lost (red), by level"),
                  self.tr("Your win rate after each game (%)"))
        for plot, title in zip(self.plots, titles):
            plot.setTitle(title, color=colour_name("plot_text"), size="10pt")
        self.plots[1].setLabel("bottom", self.tr("Games"))


__all__ = ["HistoryPlots", "HistoryWindow", "RecordPlots"]
