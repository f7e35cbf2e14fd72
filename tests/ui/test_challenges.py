"""Colour challenges (ui/tutorial/challenges.py): a game with one colour's preconstructed deck
against the easy computer player, the colour's paragraph beside the table in the interface's
language, a win recorded with the lessons, a loss not."""
from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from mtgdesk.decks.precons import precons
from mtgdesk.ui.main_window import MainWindow
from mtgdesk.ui.tutorial.challenges import CHALLENGES, challenge, start_challenge

pytestmark = pytest.mark.gui


def test_a_colour_challenge_is_a_game_with_the_colours_deck_and_a_win_is_recorded(
        lesson_window: MainWindow, qtbot: Any, mtgdesk_home: Path) -> None:
    from mtgdesk.ui.tutorial.progress import finished_lessons

    window = lesson_window
    window.learn.ask()
    dialog = window.learn.dialog
    items = [dialog.challenges.item(i) for i in range(1, dialog.challenges.count())]
    assert [i.text() for i in items] == ["White: Skyward Knights", "Blue: Tidal Wisdom", "Black: Grave Robbers",
                                         "Red: Goblin Raid", "Green: Green Stompers"]
    dialog.challenges.setCurrentItem(items[3])
    items[3].setSelected(True)
    dialog._open()
    qtbot.waitUntil(lambda: window.learn.challenge is not None)
    watch = window.learn.challenge
    assert window.session.deck_names == ["Goblin Raid", "Tidal Wisdom"]
    assert window.session.saved.levels[1] == "easy"
    assert "Mountains" in watch.panel.say.text() and "Red" in watch.panel.title.text()
    window.set_language("ru")
    assert "Горы" in watch.panel.say.text() or "гор" in watch.panel.say.text().lower()
    window.set_language("en")
    window.session.stop()
    window.table.bridge.concede(1)  # the computer leaves the game: the challenge is won
    qtbot.waitUntil(lambda: watch.won is True)
    assert "challenge-red" in finished_lessons()
    assert watch.panel.say.text() == "Challenge won!"


def test_each_colour_plays_its_own_deck_against_another_colour_s() -> None:
    names = {d.name: d for d in precons()}
    assert [c.key for c in CHALLENGES] == ["white", "blue", "black", "red", "green"]
    for c in CHALLENGES:
        assert c.deck in names and c.opponent in names and c.deck != c.opponent
        assert challenge(c.key) is c and c.progress_key == f"challenge-{c.key}"
        land = {"white": "Plains", "blue": "Island", "black": "Swamp", "red": "Mountain", "green": "Forest"}[c.key]
        assert land in {card.name for card in names[c.deck].cards()}  # the colour's deck
    assert challenge("purple") is None


def test_a_lost_challenge_is_not_recorded_and_says_so_in_french(lesson_window: MainWindow, qtbot: Any,
                                                                mtgdesk_home: Path) -> None:
    from mtgdesk.ui.tutorial.progress import finished_lessons

    window = lesson_window
    assert start_challenge(window, "purple") is None and window.table is None
    watch = start_challenge(window, "blue")
    assert watch is not None and window.learn.challenge is watch
    assert window.session.deck_names == ["Tidal Wisdom", "Green Stompers"]
    assert watch.panel.title.text() == "Colour challenge: Blue"
    window.session.stop()
    window.table.bridge.concede(0)  # the learner leaves the game
    qtbot.waitUntil(lambda: watch.won is False)
    assert "challenge-blue" not in finished_lessons()
    assert watch.panel.say.text() == "Not this time: start again, or try another colour."
    try:
        assert window.set_language("fr")
        assert watch.panel.title.text() != "Colour challenge: Blue" and "Bleu" in watch.panel.title.text()
        assert watch.panel.say.text() != "Not this time: start again, or try another colour."
    finally:
        window.set_language("en")
