"""The computer opponent's level on the new-game page (issue 13)."""
from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from PySide6.QtWidgets import QAbstractButton

from mtgdesk.ai.levels import LEVELS
from mtgdesk.storage import load_settings
from mtgdesk.ui.main_window import MainWindow

pytestmark = pytest.mark.gui


def test_the_computers_level_is_chosen_and_remembered(window: MainWindow, qtbot: Any, mtgdesk_home: Path) -> None:
    from mtgdesk.ai.search import SearchPlayer
    from mtgdesk.ui.dialogs.difficulty import DifficultyBox

    window.new_game_button.click()
    dialog = window._new_game_dialog
    qtbot.waitUntil(dialog.isVisible)
    box = dialog.findChild(DifficultyBox, "difficulty_combo")
    assert [box.itemData(i) for i in range(box.count())] == ["easy", "medium", "hard"]
    assert box.level == "easy" and box.isEnabled()
    dialog.human_button.setChecked(True)
    assert not box.isEnabled()  # no computer, no level
    dialog.computer_button.setChecked(True)
    box.setCurrentIndex(box.findData("hard"))
    dialog.findChild(QAbstractButton, "start_button").click()
    qtbot.waitUntil(lambda: window.table is not None)
    assert isinstance(window.session.computers[1], SearchPlayer)
    assert window.session.computers[1].settings.budget == LEVELS["hard"].search.budget
    assert load_settings().computer_level == "hard"
    window.session.stop()
    assert window.session.computers[1].cancel.is_set()  # a search in progress answers at once


def test_the_computers_personality_is_chosen_remembered_passed_and_recorded(
        window: MainWindow, qtbot: Any, mtgdesk_home: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Issue 34 item 4: the personality beside the level reaches ``make_player``, the settings and
    the game's record, and the saved-games list names it."""
    import mtgdesk.ui.table.session as session_module
    from mtgdesk.ai.personalities import personalities
    from mtgdesk.storage.records import read_record
    from mtgdesk.ui.dialogs.difficulty import PersonalityBox

    made: list[tuple[str, str]] = []
    real = session_module.make_player

    def spy(level: str, seed: int, cancel: Any, personality_name: str = "balanced") -> Any:
        made.append((level, personality_name))
        return real(level, seed, cancel, personality_name=personality_name)

    monkeypatch.setattr(session_module, "make_player", spy)
    window.set_language("en")
    window.new_game_button.click()
    dialog = window._new_game_dialog
    qtbot.waitUntil(dialog.isVisible)
    box = dialog.findChild(PersonalityBox, "personality_combo")
    ids = [box.itemData(i) for i in range(box.count())]
    assert ids == ["balanced", "aggressive", "cautious", "control"] and set(ids) == set(personalities())
    assert [box.itemText(i) for i in range(box.count())] == ["Balanced", "Aggressive", "Cautious", "Control"]
    assert box.personality == "balanced" and box.isEnabled()
    dialog.human_button.setChecked(True)
    assert not box.isEnabled()  # no computer, no personality
    dialog.computer_button.setChecked(True)
    box.setCurrentIndex(box.findData("control"))
    dialog.difficulty_combo.setCurrentIndex(dialog.difficulty_combo.findData("medium"))
    dialog.findChild(QAbstractButton, "start_button").click()
    qtbot.waitUntil(lambda: window.table is not None)
    assert made == [("medium", "control")]
    assert load_settings().computer_personality == "control"
    record = window.records.keeper.record
    assert record.personalities == ["", "control"] and record.levels == ["", "medium"]
    record.write()
    assert read_record(record.path).personalities == ["", "control"]
    # The rematch plays the same personality.
    made.clear()
    window.rematch()
    qtbot.waitUntil(lambda: made != [])
    assert made == [("medium", "control")]
    window.session.stop()
    # The saved-games list names it beside the level.
    window.show_start_page()
    model = window.records.panel.model
    qtbot.waitUntil(lambda: model.rowCount() >= 1)
    assert model.data(model.index(0, 2)) == "Computer (medium, control)"


def test_the_computer_chooses_a_deck_that_suits_its_personality(
        window: MainWindow, qtbot: Any, mtgdesk_home: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Issue 34 item 5: "the computer chooses" for the computer's side goes through
    ``personalities.choose_deck`` with the chosen personality; the person's side stays random."""
    import random

    import mtgdesk.ai.personalities as P
    from mtgdesk.ui.dialogs.dialogs import COMPUTER_CHOOSES

    asked: list[str] = []
    real = P.choose_deck

    def spy(who: Any, decks: list[Any], rng: random.Random) -> Any:
        asked.append(who.name)
        return real(who, decks, rng)

    monkeypatch.setattr(P, "choose_deck", spy)
    window.new_game_button.click()
    dialog = window._new_game_dialog
    qtbot.waitUntil(dialog.isVisible)
    dialog.personality_combo.setCurrentIndex(dialog.personality_combo.findData("aggressive"))
    for combo in dialog.deck_boxes:
        combo.setCurrentIndex(combo.findData(COMPUTER_CHOOSES))
    precons = [d for d in dialog.decks if d.read_only and not d.casual]
    liked = sorted(precons, key=lambda d: -P.deck_liking(P.personality("aggressive"), d.deck.cards()))[:3]
    for seed in range(5):
        setup = dialog.setup(random.Random(seed))
        assert setup.deck_names[1] in {d.deck.name for d in liked}  # among the three it likes best
        assert setup.personalities == ["", "aggressive"]
    assert asked == ["aggressive"] * 5  # once per game: the computer's side only
    dialog.human_button.setChecked(True)
    asked.clear()
    assert dialog.setup(random.Random(1)).personalities == ["", ""]
    assert asked == []  # two people: both sides drawn at random
    dialog.reject()
