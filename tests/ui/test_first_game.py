"""A first game with hints (ui/tutorial/first_game.py): the table points out, once each, what
the player meets for the first time, a hint met recorded and not shown again; a spell is pointed
out only when it can be cast and paid for now."""
from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from mtgdesk.engine import actions as A
from mtgdesk.storage import SavedGame
from mtgdesk.ui.main_window import MainWindow
from mtgdesk.ui.tutorial.first_game import HINTS, FirstGameHints
from mtgdesk.ui.tutorial.progress import finished_lessons, mark_finished
from tests.helpers.games import position
from tests.ui.table_driver import click_when_ready

pytestmark = pytest.mark.gui


def _hints_on(window: MainWindow, qtbot: Any, **zones: list[str]) -> FirstGameHints:
    game = position(b_library=["Mountain"] * 3, a_library=["Forest"] * 3, **zones)
    saved = SavedGame(seed=1, decks=[[], []], deck_names=["", ""], players=["human", "computer"])
    window.start_saved(saved, autosave=False, game=game)
    window.table.controller.automatic = False
    hints = FirstGameHints(window)
    window.learn.first_game = hints  # as start_first_game does: the window retranslates it
    hints.look()  # as it does once the event loop turns
    return hints


def test_the_first_game_points_out_what_the_player_meets_once_each(lesson_window: MainWindow, qtbot: Any,
                                                                   mtgdesk_home: Path) -> None:

    window = lesson_window
    window.learn.ask()
    dialog = window.learn.dialog
    first = dialog.challenges.item(0)
    assert first.text().startswith("A first game with hints: Green Stompers")
    first.setSelected(True)
    dialog._open()
    qtbot.waitUntil(lambda: window.learn.first_game is not None)
    hints = window.learn.first_game
    bridge = window.table.bridge
    assert window.session.saved.levels[1] == "easy"
    # Keep the opening hand; the turn goes on until the first land can be played.
    for _ in range(1500):  # at most 30 s: the computer's turn may be slow on a loaded machine
        if hints.current is not None or bridge.over:
            break
        d = bridge.decision
        if d.player == 0 and d.kind.value == "mulligan":
            bridge.submit(A.Keep(0))
        qtbot.wait(20)

    # Who begins is the shuffle's: the first thing met is the land to play, or the computer's spell.
    first = hints.current
    assert first in ("land", "stack"), hints.shown
    assert hints.panel.say.text() == dict(HINTS)[first]
    assert f"met-{first}" in finished_lessons()
    click_when_ready(window, hints.panel.next_button)  # "Got it"
    assert hints.current != first
    hints.look()
    assert hints.shown.count(first) == 1  # once each
    window.session.stop()
    again = window.learn.open("first-game") and window.learn.first_game
    assert first in again.met  # and not in another game either


def test_a_creature_is_pointed_out_and_an_instant_without_a_target_is_not(window: MainWindow, qtbot: Any,
                                                                          mtgdesk_home: Path) -> None:
    hints = _hints_on(window, qtbot, a_hand=["Grizzly Bears", "Giant Growth"], a_battlefield=["Forest", "Forest"])
    assert hints.current == "creature"  # no land in hand: no land hint
    assert hints.panel.say.text() == dict(HINTS)["creature"]
    assert hints.panel.next_button.isVisibleTo(hints.panel)
    assert finished_lessons() == {"met-creature"}
    click_when_ready(window, hints.panel.next_button)
    assert hints.current is None and hints.shown == ["creature"]  # Giant Growth has no creature to target
    assert hints.panel.say.text().startswith("Play as you like")
    assert not hints.panel.next_button.isVisibleTo(hints.panel)


def test_a_hint_met_in_an_earlier_game_is_not_shown_again_and_a_hint_reads_in_french(
        window: MainWindow, qtbot: Any, mtgdesk_home: Path) -> None:
    mark_finished("met-land")
    hints = _hints_on(window, qtbot, a_hand=["Forest", "Grizzly Bears"], a_battlefield=["Forest", "Forest"])
    assert hints.current == "creature" and "land" not in hints.shown
    try:
        assert window.set_language("fr")
        assert hints.panel.say.text() not in ("", dict(HINTS)["creature"])
        assert hints.panel.next_button.text() != "Got it"
    finally:
        window.set_language("en")
