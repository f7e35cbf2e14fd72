"""A game's history in plots (pyqtgraph, imported here only, where a plot is shown): life
totals, cards in hand, permanents on the battlefield and mana spent, per turn, for both
players; a line marks the turn a replay shows."""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QEvent, Qt
from PySide6.QtWidgets import QGridLayout, QWidget

if TYPE_CHECKING:
    from mtgdesk.storage.history import TurnPoint

# The two players' colours: the table's (blue for the first player, orange for the second).
PLAYER_COLOURS = ("#4f9fe0", "#e8913a")


class HistoryPlots(QWidget):
    """Four plots over the turns of a game; ``set_points`` draws them, ``mark_turn`` moves the
    line that shows the current turn."""

    def __init__(self, names: list[str], parent: QWidget | None = None) -> None:
        import pyqtgraph as pg

        super().__init__(parent)
        self.setObjectName("history_plots")
        self.names = list(names)
        self._pg = pg
        layout = QGridLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        self.plots: list[Any] = []
        self.curves: list[list[Any]] = []
        self.markers: list[Any] = []
        for n in range(4):
            plot = pg.PlotWidget(self)
            plot.setBackground("#161d23")
            plot.showGrid(x=True, y=True, alpha=0.2)
            plot.setMouseEnabled(x=False, y=False)
            plot.hideButtons()
            legend = plot.addLegend(offset=(-4, 4), labelTextColor="#d8dde1")
            legend.setBrush(pg.mkBrush(22, 29, 35, 200))
            curves = [plot.plot([], [], pen=pg.mkPen(PLAYER_COLOURS[p], width=2), symbol="o", symbolSize=5,
                                symbolBrush=PLAYER_COLOURS[p], name=self.names[p]) for p in (0, 1)]
            dashed = pg.mkPen("#d8dde1", width=1, style=Qt.PenStyle.DashLine)
            marker = pg.InfiniteLine(angle=90, movable=False, pen=dashed)
            plot.addItem(marker)
            layout.addWidget(plot, n // 2, n % 2)
            self.plots.append(plot)
            self.curves.append(curves)
            self.markers.append(marker)
        self.points: list[TurnPoint] = []
        self.retranslate()

    def titles(self) -> tuple[str, str, str, str]:
        return (self.tr("Life"), self.tr("Cards in hand"), self.tr("Permanents on the battlefield"),
                self.tr("Mana spent"))

    def retranslate(self) -> None:
        for plot, title in zip(self.plots, self.titles()):
            plot.setTitle(title, color="#d8dde1", size="10pt")
            plot.setLabel("bottom", self.tr("Turn"))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def set_points(self, points: "list[TurnPoint]") -> None:
        self.points = list(points)
        turns = [pt.turn for pt in points]
        for curves, key in zip(self.curves, ("life", "hand", "battlefield", "mana_spent")):
            for p in (0, 1):
                curves[p].setData(turns, [getattr(pt, key)[p] for pt in points])

    def series(self, plot: int, player: int) -> tuple[list[float], list[float]]:
        """What a curve shows: (turns, values)."""
        xs, ys = self.curves[plot][player].getData()
        return ([] if xs is None else [float(x) for x in xs]), ([] if ys is None else [float(y) for y in ys])

    def mark_turn(self, turn: int) -> None:
        for marker in self.markers:
            marker.setValue(turn)


__all__ = ["HistoryPlots"]
