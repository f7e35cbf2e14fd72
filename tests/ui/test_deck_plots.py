"""The deck editor's plots (ui/decks/deck_plots.py), from a given deck: the mana curve stacked by
card type, the colours asked for against the sources, the odds of the first turns for a chosen
card; drawn again, not added to, when the deck changes; in French after a switch."""
from __future__ import annotations

from typing import Any

import pytest

from mtgdesk.cards import load_pool
from mtgdesk.ui.common.language import LanguageManager
from mtgdesk.ui.decks.deck_plots import DeckPlots

pytestmark = pytest.mark.gui


@pytest.fixture
def deck() -> list[tuple[int, Any]]:
    pool = load_pool()
    return [(4, pool.get("Grizzly Bears")), (2, pool.get("Shock")), (1, pool.get("Giant Growth")),
            (13, pool.get("Forest")), (4, pool.get("Mountain"))]


@pytest.fixture
def plots(qtbot: Any, deck: list[tuple[int, Any]]) -> DeckPlots:
    widget = DeckPlots()
    qtbot.addWidget(widget)
    widget.set_entries(deck)
    return widget


def test_the_curve_stacks_nonland_cards_by_mana_value_and_type(plots: DeckPlots) -> None:
    creatures, instants = plots.curve.bars
    assert list(creatures.opts["height"][:3]) == [0, 0, 4]  # four Bears at mana value 2
    assert list(instants.opts["height"][:3]) == [0, 3, 0]  # Shock and Giant Growth at 1; no land counted
    assert plots.curve.legend.text().endswith("Creatures 4  <span style=\"color:#2f6fae\">■</span> Instants 3")
    assert plots.curve.plot.viewRange()[1] == [0.0, 5.0]  # the highest bar and one more


def test_the_colours_compare_the_costs_shares_with_the_sources_shares(plots: DeckPlots) -> None:
    heights = {round(bar.opts["x"][0], 2): bar.opts["height"][0] for bar in plots.colours.bars}
    assert heights[2.82] == pytest.approx(100 * 2 / 7) and heights[3.18] == pytest.approx(100 * 4 / 17)  # red
    assert heights[3.82] == pytest.approx(100 * 5 / 7) and heights[4.18] == pytest.approx(100 * 13 / 17)  # green
    assert sum(h for x, h in heights.items() if x < 2.5) == 0  # no white, blue or black
    assert plots.colours.legend.text() == "Coloured symbols / sources: Red 2/4, Green 5/13"


def test_the_odds_follow_the_card_chosen_and_keep_it_when_the_deck_changes(plots: DeckPlots,
                                                                            deck: list[tuple[int, Any]]) -> None:
    odds = plots.odds
    assert [odds.card_combo.itemText(i) for i in range(odds.card_combo.count())] == [
        "Giant Growth", "Grizzly Bears", "Shock"]  # nonland cards, by name
    assert odds.card_odds[0] == pytest.approx(7 / 24)  # one copy in 24 cards, seven seen on turn 1
    assert odds.card_odds == sorted(odds.card_odds)
    odds.card_combo.setCurrentIndex(1)
    assert odds.card_odds[0] > 0.7 and "Grizzly Bears in hand by turn n" in odds.legend.text()
    plots.set_entries([e for e in deck if e[1].name != "Giant Growth"])
    assert odds.card_combo.currentText() == "Grizzly Bears" and odds.card_combo.count() == 2
    assert len(plots.curve.bars) == len(plots.curve.plot.getPlotItem().items) == 2  # drawn again, not added


def test_the_plots_in_french(plots: DeckPlots, languages: LanguageManager) -> None:
    assert languages.set_language("fr")
    assert plots.curve.title.text() != "Mana curve (nonland cards by mana value)"
    assert "Créatures 4" in plots.curve.legend.text()
    assert plots.odds.card_label.text() != "Card:" and "%" in plots.odds.title.text()
    assert plots.colours.legend.text().endswith("Rouge 2/4, Vert 5/13")
