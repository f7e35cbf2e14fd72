"""The deck editor's plots (pyqtgraph), updated as the deck changes: the mana curve split by
card type, the colours the costs ask for against the coloured sources, and the odds of the
opening hand and the first turns (``mtgdesk.decks.stats``).

pyqtgraph takes about 0.4 s to import, so only the deck editor imports this module, when it
opens.
"""
from __future__ import annotations

from typing import Any

import pyqtgraph as pg  # type: ignore[import-untyped]  # pyqtgraph ships no type information
from PySide6.QtGui import QColor
from PySide6.QtWidgets import (
    QComboBox,
    QHBoxLayout,
    QLabel,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from mtgdesk.decks import stats
from mtgdesk.engine import CardDef

from .card_browser import colour_name, type_plural
from ..common.collation import sorted_by_name
from ..common.plot_ticks import set_count_axis
from ..common.retranslating import Retranslating
from ..common.texts import card_name
from ..common.theme import follow_theme_plot

#: Bar colours: card types of the curve, and the five colours (demand full, sources paler).
TYPE_COLOURS = {"Creature": "#2c7041", "Instant": "#2f6fae", "Sorcery": "#b8391f", "Enchantment": "#a37f1f",
                "Artifact": "#69737e", "Other": "#7d6445"}
MANA_COLOURS = {"W": "#e8dfb0", "U": "#3b7dc4", "B": "#4a3f3f", "R": "#d04a2a", "G": "#3b8f52"}
ODDS_TURNS = 8

Entries = list[tuple[int, CardDef]]


def _plot(parent: QWidget) -> pg.PlotWidget:
    plot = pg.PlotWidget(parent)
    follow_theme_plot(plot)  # background and axes in the theme, light or dark
    plot.setMenuEnabled(False)
    plot.setMouseEnabled(x=False, y=False)
    plot.hideButtons()
    plot.showGrid(x=False, y=True, alpha=0.25)
    plot.setMinimumSize(160, 96)
    plot.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
    return plot


class PlotPanel(QWidget):
    """A title, a plot and a legend under it."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.title = QLabel(self)
        self.title.setWordWrap(True)
        self.plot = _plot(self)
        self.legend = QLabel(self)
        self.legend.setWordWrap(True)
        self.column = QVBoxLayout(self)
        self.column.setContentsMargins(0, 0, 0, 0)
        self.column.addWidget(self.title)
        self.column.addWidget(self.plot, 1)
        self.column.addWidget(self.legend)


class CurvePlot(PlotPanel):
    """Nonland cards by mana value, stacked by card type."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.curve: dict[str, list[int]] = {}
        self.bars: list[Any] = []

    def set_entries(self, entries: Entries) -> None:
        self.curve = stats.mana_curve(entries)
        for bar in self.bars:
            self.plot.removeItem(bar)
        self.bars = []
        bottom = [0] * (stats.MAX_CURVE + 1)
        xs = list(range(stats.MAX_CURVE + 1))
        for card_type in stats.CURVE_TYPES:
            heights = self.curve[card_type]
            if not any(heights):
                continue
            bar = pg.BarGraphItem(x=xs, height=heights, y0=bottom, width=0.7, brush=TYPE_COLOURS[card_type],
                                  pen=pg.mkPen("#222222", width=0.5))
            self.plot.addItem(bar)
            self.bars.append(bar)
            bottom = [b + h for b, h in zip(bottom, heights)]
        top = max(4, max(bottom) + 1)
        self.plot.setYRange(0, top, padding=0)
        set_count_axis(self.plot.getAxis("left"), 0, top)  # cards: no half a card
        self.plot.setXRange(-0.6, stats.MAX_CURVE + 0.6, padding=0)
        ticks = [(x, str(x)) for x in xs[:-1]] + [(xs[-1], f"{xs[-1]}+")]
        self.plot.getAxis("bottom").setTicks([ticks])
        self.retranslate()

    def retranslate(self) -> None:
        self.title.setText(self.tr("Mana curve (nonland cards by mana value)"))
        used = [t for t in stats.CURVE_TYPES if any(self.curve.get(t, []))]
        self.legend.setText("  ".join(
            f'<span style="color:{TYPE_COLOURS[t]}">■</span> {type_plural(t)} {sum(self.curve[t])}' for t in used))


class ColourPlot(PlotPanel):
    """For each colour, its share of the coloured symbols in the costs beside its share of the
    coloured mana sources."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.demand: dict[str, int] = {}
        self.sources: dict[str, int] = {}
        self.bars: list[Any] = []

    def set_entries(self, entries: Entries) -> None:
        self.demand = stats.colour_demand(entries)
        self.sources = stats.colour_sources(entries)
        for bar in self.bars:
            self.plot.removeItem(bar)
        self.bars = []
        total_demand = sum(self.demand.values()) or 1
        total_sources = sum(self.sources.values()) or 1
        for i, colour in enumerate(stats.COLOURS):
            colour_q = QColor(MANA_COLOURS[colour])
            demand = 100 * self.demand[colour] / total_demand
            sources = 100 * self.sources[colour] / total_sources
            pale = QColor(colour_q)
            pale.setAlpha(110)
            for dx, height, brush in ((-0.18, demand, colour_q), (0.18, sources, pale)):
                bar = pg.BarGraphItem(x=[i + dx], height=[height], width=0.34, brush=brush,
                                      pen=pg.mkPen("#222222", width=0.6))
                self.plot.addItem(bar)
                self.bars.append(bar)
        self.plot.setYRange(0, 100, padding=0.02)
        self.plot.setXRange(-0.6, len(stats.COLOURS) - 0.4, padding=0)
        self.retranslate()

    def retranslate(self) -> None:
        names = {c: colour_name(c) for c in stats.COLOURS}
        self.plot.getAxis("bottom").setTicks([[(i, names[c]) for i, c in enumerate(stats.COLOURS)]])
        self.title.setText(self.tr("Colours: costs (left) against sources (right), in %"))
        parts = [f"{names[c]} {self.demand.get(c, 0)}/{self.sources.get(c, 0)}"
                 for c in stats.COLOURS if self.demand.get(c) or self.sources.get(c)]
        self.legend.setText(self.tr("Coloured symbols / sources: %1").replace("%1", ", ".join(parts) or "—"))


class OddsPlot(PlotPanel):
    """The odds of the first turns: hitting the n-th land drop on turn n, having a chosen card
    by turn n, and (in the title) two or more lands in the opening hand."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.card_combo = QComboBox(self)
        self.card_combo.setObjectName("odds_card_combo")
        self.card_combo.currentIndexChanged.connect(lambda _i: self._draw())
        self.card_label = QLabel(self)
        row = QHBoxLayout()
        row.addWidget(self.card_label)
        row.addWidget(self.card_combo, 1)
        self.column.insertLayout(2, row)
        self.entries: Entries = []
        self.odds: stats.Odds | None = None
        self.card_odds: list[float] = []
        self.items: list[Any] = []

    def set_entries(self, entries: Entries) -> None:
        self.entries = list(entries)
        self.odds = stats.deck_odds(self.entries, turns=ODDS_TURNS)
        current = self.card_combo.currentData()
        self.card_combo.blockSignals(True)
        self.card_combo.clear()
        for _n, card in sorted_by_name(self.entries, key=lambda e: card_name(e[1].name)):
            if not card.is_land:
                self.card_combo.addItem(card_name(card.name), card.name)
        index = self.card_combo.findData(current)
        self.card_combo.setCurrentIndex(max(index, 0))
        self.card_combo.blockSignals(False)
        self._draw()

    def _draw(self) -> None:
        for item in self.items:
            self.plot.removeItem(item)
        self.items = []
        turns = list(range(1, ODDS_TURNS + 1))
        if self.odds is not None and self.entries:
            lands = [100 * p for p in self.odds.land_drop_on_turn]
            bars = pg.BarGraphItem(x=turns, height=lands, width=0.6, brush="#b8a27a", pen=pg.mkPen("#5d4a2c"))
            self.plot.addItem(bars)
            self.items.append(bars)
        name = self.card_combo.currentData()
        self.card_odds = [stats.card_by_turn(self.entries, name, t) for t in turns] if name else []
        if self.card_odds:
            line = pg.PlotDataItem(turns, [100 * p for p in self.card_odds], pen=pg.mkPen("#2f6fae", width=2.5),
                                   symbol="o", symbolSize=6, symbolBrush="#2f6fae")
            self.plot.addItem(line)
            self.items.append(line)
        self.plot.setYRange(0, 100, padding=0.02)
        self.plot.setXRange(0.4, ODDS_TURNS + 0.6, padding=0)
        self.plot.getAxis("bottom").setTicks([[(t, str(t)) for t in turns]])
        self.retranslate()

    def retranslate(self) -> None:
        opening = 100 * self.odds.two_lands_in_opening_hand if self.odds else 0.0
        self.title.setText(self.tr("Two or more lands in the opening hand: %1 %").replace("%1", f"{opening:.0f}"))
        self.card_label.setText(self.tr("Card:"))
        self.plot.getAxis("bottom").setLabel(self.tr("Turn (on the play)"))
        legend = self.tr('<span style="color:#b8a27a">■</span> n-th land drop on turn n')
        if self.card_odds:
            legend += "  " + self.tr('<span style="color:#2f6fae">●</span> %1 in hand by turn n').replace(
                "%1", self.card_combo.currentText())
        self.legend.setText(legend)


class DeckPlots(Retranslating, QWidget):
    """The three plots side by side."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("deck_plots")
        self.curve = CurvePlot(self)
        self.colours = ColourPlot(self)
        self.odds = OddsPlot(self)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        for widget in (self.curve, self.colours, self.odds):
            layout.addWidget(widget, 1)

    def set_entries(self, entries: Entries) -> None:
        for widget in (self.curve, self.colours, self.odds):
            widget.set_entries(entries)

    def retranslate(self) -> None:
        for widget in (self.curve, self.colours, self.odds):
            widget.retranslate()


__all__ = ["ColourPlot", "CurvePlot", "DeckPlots", "OddsPlot"]
