"""The rules reference (ui/dialogs/reference.py): F1 and the 'why' link open the entry they name."""
from __future__ import annotations

from typing import Any

import pytest

from mtgdesk.ui.main_window import MainWindow
from tests.ui.table_games import (
    english_again,  # noqa: F401 (a fixture: the language put back)
    _setup,
)

pytestmark = [pytest.mark.gui, pytest.mark.usefixtures("english_again")]


def test_f1_and_the_why_link_open_the_entry_they_name(window: MainWindow, qtbot: Any) -> None:
    reference = window.show_rules_reference()  # F1
    assert reference.tabs.currentIndex() == 0 and reference.keywords.currentItem().text() == "Flying"
    assert reference.current_text().startswith("Flying") and "flying or reach" in reference.current_text()
    window.show_rules_reference("305.2b")  # the "Why?" link of a refusal
    assert "CR 305.2b" in reference.current_text() and "one land each turn" in reference.current_text()
    reference.tabs.setCurrentIndex(0)
    window.show_rules_reference("305.2b")  # the same rule again, from the other tab
    assert reference.tabs.currentIndex() == 1 and "one land each turn" in reference.current_text()
    titles = [reference.rules.item(row).text() for row in range(reference.rules.count())]
    assert all(" — " in title and len(title) > 20 for title in titles), titles[:3]  # not bare numbers
    reference.close()

def test_the_why_link_goes_with_its_message(window: MainWindow, qtbot: Any) -> None:
    from mtgdesk.engine import IllegalAction

    table = window.start_game(_setup(seed=11), autosave=False)
    table.controller.refuse(IllegalAction("305.2b", "one_land_per_turn"))
    assert window.rule_button.isVisible()
    window.statusBar().showMessage("Something else")
    assert not window.rule_button.isVisible()
    table.controller.refuse(IllegalAction("305.2b", "one_land_per_turn"))
    assert window.rule_button.isVisible()
    window.statusBar().clearMessage()
    assert not window.rule_button.isVisible()


def test_a_long_rule_title_is_elided_in_the_list_not_cut_by_a_scroll_bar(window: MainWindow, qtbot: Any) -> None:
    try:
        assert window.set_language("fr")
        reference = window.show_rules_reference("103.5")
        qtbot.waitExposed(reference)
        rules = reference.rules
        assert not rules.horizontalScrollBar().isVisible()
        item = rules.currentItem()
        assert rules.visualItemRect(item).right() <= rules.viewport().rect().right()
        assert item.toolTip() and item.toolTip() in reference.detail.toPlainText()  # the whole rule, beside
        assert reference.width() <= 1280 and reference.height() <= 800
        reference.close()
    finally:
        window.set_language("en")
