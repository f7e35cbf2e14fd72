"""The new-game page: any deck for each side, the computer chooses, difficulty, variant, best of
three (sealed and draft: test_limited_window.py; the Decks menu: test_decks_menu.py)."""
from __future__ import annotations

import random
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtWidgets import QAbstractButton

from mtgdesk.cards import load_pool
from mtgdesk.decks.precons import precons, theme_decks
from mtgdesk.decks.store import save_user_deck, user_decks
from mtgdesk.decks.text import Deck
from mtgdesk.storage import load_settings
from mtgdesk.ui.main_window import MainWindow
from mtgdesk.ui.table.session import HUMAN

pytestmark = pytest.mark.gui


def _open_dialog(window: MainWindow, qtbot: Any) -> Any:
    window.new_game_button.click()
    dialog = window._new_game_dialog
    qtbot.waitUntil(dialog.isVisible)
    return dialog


def test_user_decks_precons_and_the_computer_chooses(window: MainWindow, qtbot: Any, mtgdesk_home: Path) -> None:
    pool = load_pool()
    save_user_deck(Deck(name="My bears", entries=[(4, pool.get("Grizzly Bears")), (56, pool.get("Forest"))]))
    dialog = _open_dialog(window, qtbot)
    box = dialog.deck_boxes[0]
    keys = [box.itemData(i) for i in range(box.count()) if box.itemText(i)]
    assert keys[0].startswith("user:") and keys[-1] == "random"
    names = [d.name for d in precons()] + [d.name for d in theme_decks()]
    assert [k.removeprefix("precon:") for k in keys[1:-1]] == names
    # The Ninth Edition theme decks follow, shown as casual decks (issue 36).
    casual = box.findData("precon:Dead Again")
    assert box.itemText(casual).endswith("(casual)") and not box.itemText(box.findData(keys[1])).endswith("(casual)")
    box.setCurrentIndex(box.findData(keys[0]))
    dialog.deck_boxes[1].setCurrentIndex(dialog.deck_boxes[1].findData("random"))
    assert "random" in dialog.descriptions[1].text()
    setup = dialog.setup(random.Random(4))
    assert setup.deck_names[0] == "My bears" and setup.deck_names[1] in [d.name for d in precons()]
    assert setup.decks[0].count("Grizzly Bears") == 4
    dialog.variant_combo.setCurrentIndex(dialog.variant_combo.findData("classic"))
    assert dialog.setup().variant == "classic"
    assert dialog.difficulty_combo.count() >= 1 and dialog.difficulty_combo.isEnabled()
    dialog.human_button.setChecked(True)
    assert not dialog.difficulty_combo.isEnabled()
    dialog.findChild(QAbstractButton, "start_button").click()
    qtbot.waitUntil(lambda: window.table is not None)
    assert window.session.deck_names[0] == "My bears" and window.session.seats == [HUMAN, HUMAN]
    assert window.session.saved.variant == "classic"
    assert load_settings().last_decks[0].startswith("user:")


def test_a_deck_that_breaks_the_rules_is_shown_and_refused(window: MainWindow, qtbot: Any) -> None:
    pool = load_pool()
    save_user_deck(Deck(name="Too many", entries=[(8, pool.get("Shock")), (52, pool.get("Mountain"))]))
    dialog = _open_dialog(window, qtbot)
    dialog.deck_boxes[0].setCurrentIndex(dialog.deck_boxes[0].findData(user_decks()[0].key))
    assert not dialog.start_button.isEnabled()
    assert "100.2a" in dialog.problems_label.text() and "Shock" in dialog.problems_label.text()
    dialog.deck_boxes[0].setCurrentIndex(dialog.deck_boxes[0].count() - 1)
    assert dialog.start_button.isEnabled()
    dialog.reject()


def test_best_of_three(window: MainWindow, qtbot: Any) -> None:
    dialog = _open_dialog(window, qtbot)
    dialog.best_of_combo.setCurrentIndex(dialog.best_of_combo.findData(3))
    dialog.findChild(QAbstractButton, "start_button").click()
    qtbot.waitUntil(lambda: window.table is not None)
    assert window.match.best_of == 3
    window._on_table_game_finished(0)
    assert window.game_over_dialog.rematch_button.text() == "Next game"
    assert any("1 – 0" in label.text() for label in window.game_over_dialog.findChildren(type(window.title_label)))
    window.match.record(0)
    assert window.match.decided


def test_a_theme_deck_is_played_as_a_casual_deck_of_40_cards(window: MainWindow, qtbot: Any) -> None:
    """Issue 36: two Ninth Edition theme decks (40 cards) start a game under the casual deck
    rules; the page says so, and shows no problem."""
    dialog = _open_dialog(window, qtbot)
    dialog.deck_boxes[0].setCurrentIndex(dialog.deck_boxes[0].findData("precon:Army of Justice"))
    dialog.deck_boxes[1].setCurrentIndex(dialog.deck_boxes[1].findData("precon:Dead Again"))
    assert "casual deck of 40 cards" in dialog.descriptions[0].text()
    assert dialog.deck_problems(0) == [] and dialog.deck_problems(1) == []
    assert dialog.start_button.isEnabled() and not dialog.problems_label.isVisible()
    setup = dialog.setup()
    assert setup.deck_names == ["Army of Justice", "Dead Again"] and len(setup.decks[0]) == 40
    assert setup.play_format == "casual"
    dialog.start_button.click()
    qtbot.waitUntil(lambda: window.table is not None)
    assert window.records.keeper.record.play_format == "casual"
