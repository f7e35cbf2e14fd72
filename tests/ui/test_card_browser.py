"""The card browser: search as you type in three languages, filters, sorting, the card drawn
large, cards dragged out."""
from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import Qt

from mtgdesk.cards import load_pool
from mtgdesk.ui.decks.card_browser import (
    CARD_MIME,
    CardBrowser,
    CardTableModel,
    cards_from_mime,
)
from tests.helpers.sets import later_set  # noqa: F401 (a fixture)

pytestmark = pytest.mark.gui


@pytest.fixture
def browser(qtbot: Any) -> CardBrowser:
    widget = CardBrowser()
    qtbot.addWidget(widget)
    widget.resize(1100, 700)
    widget.show()
    return widget


def shown_names(browser: CardBrowser) -> set[str]:
    return {c.name for c in browser.visible_cards()}


def test_every_card_is_listed(browser: CardBrowser) -> None:
    assert browser.proxy.rowCount() == len(load_pool())
    assert "151 of 151" in browser.count_label.text() or str(len(load_pool())) in browser.count_label.text()


def test_search_as_you_type_in_name_type_and_rules_text(browser: CardBrowser, qtbot: Any) -> None:
    qtbot.keyClicks(browser.search, "llanow")
    assert shown_names(browser) == {c.name for c in load_pool() if "llanow" in c.name.casefold()}
    assert "Llanowar Elves" in shown_names(browser) and "Grizzly Bears" not in shown_names(browser)
    browser.search.setText("elf druid")  # every word, in the type line
    assert "Llanowar Elves" in shown_names(browser)
    browser.search.setText("flying")  # rules text
    names = shown_names(browser)
    assert "Serra Angel" in names and "Grizzly Bears" not in names


def test_search_in_french_and_russian(browser: CardBrowser, language: Any) -> None:
    language.set_language("fr")
    browser.search.setText("elfes de llan")
    assert shown_names(browser) == {"Llanowar Elves"}
    assert browser.model.index(browser.model.cards.index(load_pool().get("Llanowar Elves")), 0).data() == \
        "Elfes de Llanowar"
    browser.search.setText("vol")  # « Vol », flying, in the French rules text
    assert "Serra Angel" in shown_names(browser)
    browser.search.setText("Llanowar Elves")  # English is found as well
    assert shown_names(browser) == {"Llanowar Elves"}
    language.set_language("ru")
    browser.search.setText("лановарские эл")
    assert shown_names(browser) == {"Llanowar Elves"}
    browser.search.setText("полет")  # « Полёт » without its ё
    assert "Serra Angel" in shown_names(browser)


def test_filters(browser: CardBrowser) -> None:
    browser.colour_buttons["R"].setChecked(True)
    assert shown_names(browser) and all("R" in load_pool().get(n).colors for n in shown_names(browser))
    browser.colour_buttons["C"].setChecked(True)  # red or colourless
    assert "Ornithopter" in shown_names(browser)
    browser.colour_buttons["R"].setChecked(False)
    browser.colour_buttons["C"].setChecked(False)
    browser.type_combo.setCurrentIndex(browser.type_combo.findData("Instant"))
    browser.mana_combo.setCurrentIndex(browser.mana_combo.findData(1))
    names = shown_names(browser)
    assert "Shock" in names and "Giant Growth" in names and "Lava Axe" not in names
    browser.rarity_combo.setCurrentIndex(browser.rarity_combo.findData("rare"))
    assert all(load_pool().get(n).rarity == "rare" for n in shown_names(browser))
    browser.type_combo.setCurrentIndex(0)
    browser.mana_combo.setCurrentIndex(browser.mana_combo.findData(7))  # 7 or more
    assert all(load_pool().get(n).mana_cost.mana_value >= 7 for n in shown_names(browser))


def test_sorting_by_mana_value(browser: CardBrowser) -> None:
    browser.table.sortByColumn(CardTableModel.MANA_VALUE, Qt.SortOrder.DescendingOrder)
    values = [c.mana_cost.mana_value for c in browser.visible_cards() if not c.is_land]
    assert values == sorted(values, reverse=True)


def test_the_chosen_card_is_drawn_large(browser: CardBrowser, qtbot: Any) -> None:
    browser.search.setText("serra angel")
    browser.table.selectRow(0)
    assert browser.zoom.card is not None and browser.zoom.card.name == "Serra Angel"
    image = browser.zoom.grab().toImage()
    assert len({image.pixel(x, y) for x in range(0, image.width(), 7) for y in range(0, image.height(), 7)}) > 20


def test_cards_are_dragged_as_names(browser: CardBrowser) -> None:
    browser.search.setText("shock")
    mime = browser.proxy.mimeData([browser.proxy.index(0, 0)])
    assert mime.hasFormat(CARD_MIME)
    assert [c.name for c in cards_from_mime(mime)] == ["Shock"]


def test_a_later_set_is_listed_and_shown_in_every_language(later_set, qtbot: Any, language: Any) -> None:  # noqa: F811
    """The test set LATER installed: its cards are in the browser, found by name and rules text;
    in French and Russian (no translation of their names ships) they keep their English names,
    and their rules text is translated from the same templates."""
    from mtgdesk.ui.common.rules_text import rules_lines
    from mtgdesk.ui.common.texts import card_name

    widget = CardBrowser()
    qtbot.addWidget(widget)
    assert widget.proxy.rowCount() == len(later_set) and {"Mind Stone", "Llanowar Visionary"} <= shown_names(widget)
    widget.search.setText("sacrifice mind")
    assert shown_names(widget) == {"Mind Stone"}
    english = rules_lines(later_set.get("Mind Stone"))
    for lang in ("fr", "ru"):
        language.set_language(lang)
        assert card_name("Mind Stone") == "Mind Stone" and card_name("Llanowar Visionary") == "Llanowar Visionary"
        widget.search.setText("mind stone")
        assert shown_names(widget) == {"Mind Stone"}
        lines = rules_lines(later_set.get("Mind Stone")) + rules_lines(later_set.get("Llanowar Visionary"))
        assert len(lines) == 4 and all(line and "%" not in line for line in lines)
        assert rules_lines(later_set.get("Mind Stone"))[1] != english[1]  # translated, not English
        assert "Llanowar Visionary" in lines[2]


@pytest.mark.parametrize("code", ["en", "fr", "ru"])
def test_the_filters_show_their_words_whole_in_the_deck_editor_at_1280x800(qtbot: Any, language: Any,
                                                                          code: str) -> None:
    """The visual pass found "Любое значение ман" and "Toute valeur de mana" cut by the arrow."""
    from mtgdesk.ui.decks.deck_editor import DeckEditor

    language.set_language(code)
    editor = DeckEditor()
    qtbot.addWidget(editor)
    editor.resize(1280, 800)
    editor.show()
    qtbot.waitExposed(editor)
    browser = editor.browser
    for combo in (browser.type_combo, browser.mana_combo, browser.rarity_combo):
        text = combo.fontMetrics().horizontalAdvance(combo.currentText())
        assert combo.width() >= text + 24, (code, combo.currentText(), combo.width())
    editor.close()


def test_the_names_have_the_larger_share_of_the_browser_in_the_editor_at_1280x800(qtbot: Any) -> None:
    """Stretched alike with the type line, names were cut to "Adarkar Wast…" at 1280x800."""
    from mtgdesk.ui.decks.card_browser import CardTableModel
    from mtgdesk.ui.decks.deck_editor import DeckEditor

    editor = DeckEditor()
    qtbot.addWidget(editor)
    editor.resize(1280, 800)
    editor.show()
    qtbot.waitExposed(editor)
    table = editor.browser.table
    name, kind = table.columnWidth(CardTableModel.NAME), table.columnWidth(CardTableModel.TYPE)
    assert name > kind
    assert name >= table.fontMetrics().horizontalAdvance("Adarkar Wastes") + 8
    used = sum(table.columnWidth(c) for c in range(table.model().columnCount()))
    assert used <= table.viewport().width() + 1  # no horizontal scrolling for it
    editor.close()
