"""Issue 35, item 7: what the newcomer met around the table. The new-game form is a page, not
drawn over the saved games; the warning about a running game tells the truth; one name for the
computer (and statistics that don't split); the saved games show the computer's level and who
conceded; a continued hot-seat game opens behind the pass-the-seat screen; the log keeps the
turns' draws after a mulligan when a game is continued or undone; a replay opened from the
game-over dialog takes input; plots of counts have whole-number ticks."""
from __future__ import annotations

import random
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from mtgdesk.decks.precons import precons
from mtgdesk.engine import actions as A
from mtgdesk.storage.history import win_statistics
from mtgdesk.storage.records import GameRecord
from mtgdesk.storage.saves import SavedGame
from mtgdesk.ui.main_window import MainWindow
from mtgdesk.ui.table.game_log import GameLog
from mtgdesk.ui.table.session import HUMAN
from tests.ui.test_saved_games import finished_record, play_until_land
from tests.ui.test_saved_games import setup as game_setup

pytestmark = pytest.mark.gui


def confirm_box() -> Any:
    return next((w for w in QApplication.topLevelWidgets() if w.objectName() == "confirm_box" and w.isVisible()), None)


def test_the_new_game_form_is_a_page_not_drawn_over_the_saved_games(window: MainWindow, qtbot: Any) -> None:
    finished_record().write()
    window.show_start_page()
    panel = window.records.panel
    qtbot.waitUntil(lambda: panel.isVisible() and panel.model.rowCount() == 1)
    window.new_game_button.click()
    dialog = window._new_game_dialog
    qtbot.waitUntil(dialog.isVisible)  # the decks are read off the interface's thread first
    assert not dialog.isWindow()  # inside the window, not over it
    page = window.pages.currentWidget()
    assert page.objectName() == "new_game_page" and page.isAncestorOf(dialog)
    assert not panel.isVisible()  # nothing drawn over it: it is not on screen at all
    assert QApplication.activeModalWidget() is None
    qtbot.keyClick(dialog, Qt.Key.Key_Escape)  # Cancel: back to the start page and its list
    assert window.pages.currentWidget() is window.start_page and panel.isVisible()
    assert window.pages.indexOf(page) < 0


def test_starting_a_new_game_says_the_running_one_is_kept(window: MainWindow, qtbot: Any) -> None:
    window.start_game(game_setup(3))
    window.new_game()
    box = confirm_box()
    assert box is not None
    assert "kept" in box.text() and "lost" not in box.text()
    box.findChild(type(box.button(box.StandardButton.Cancel)), "confirm_yes_button").click()
    dialog = window._new_game_dialog
    qtbot.waitUntil(lambda: dialog.isVisible())
    dialog.start_button.click()
    qtbot.waitUntil(lambda: window.table is not None and window.pages.currentWidget() is window.table)
    window.records.refresh()
    assert len(window.records.panel.model.records) == 2  # the first game is still there


def test_one_name_for_the_computer_everywhere(window: MainWindow, qtbot: Any) -> None:
    from mtgdesk.ui.dialogs.dialogs import NewGameDialog
    from mtgdesk.ui.games.replay import ReplayWindow
    from mtgdesk.ui.games.saved_games_list import SavedGamesModel

    dialog = NewGameDialog(precons()[:2], window.settings, window)
    qtbot.addWidget(dialog)
    dialog.computer_button.setChecked(True)
    assert dialog.computer_button.text() == "Computer" == dialog.name_edits[1].placeholderText()
    record = finished_record()
    record.player_names = ["Ann", ""]
    record.levels = ["", "hard"]
    assert SavedGamesModel().opponent(record) == "Computer (hard)"
    replay = ReplayWindow(record, window, settings=window.settings)
    qtbot.addWidget(replay)
    assert replay.player_name(1) == "Computer" and "Computer" in replay.windowTitle()
    assert "Player 2" not in replay.windowTitle()
    window.set_language("fr")
    assert SavedGamesModel().opponent(record) == "Ordinateur (difficile)"
    assert replay.player_name(1) == "Ordinateur"
    window.set_language("en")


def test_statistics_count_one_computer_whatever_name_older_records_stored() -> None:
    def record(name: str, winner: int) -> GameRecord:
        return GameRecord(seed=1, decks=[[], []], deck_names=["Mine", "Theirs"], player_names=["Ann", name],
                          state="over", winner=winner)

    stats = win_statistics([record("", 0), record("Computer", 1), record("Ordinateur", 0), record("Компьютер", 0),
                            record("Bob the bot", 1)])
    assert stats["opponent"] == {("?", "won"): 3, ("?", "lost"): 1, ("Bob the bot", "lost"): 1}


def test_the_saved_games_show_the_level_and_who_conceded() -> None:
    from mtgdesk.ui.games.saved_games_list import SavedGamesModel

    model = SavedGamesModel()
    base = dict(seed=1, decks=[[], []], deck_names=["A", "B"])
    conceded = GameRecord(**base, levels=["", "medium"], state="over", winner=1, conceded=0)
    won = GameRecord(**base, levels=["", "easy"], state="over", winner=0)
    hot_seat = GameRecord(**base, players=["human", "human"], player_names=["Ann", ""], state="over",
                          winner=0, conceded=1)
    assert model.opponent(conceded) == "Computer (medium)" and model.state(conceded) == "Lost: you conceded"
    assert model.opponent(won) == "Computer (easy)" and model.state(won) == "Won"
    assert model.state(hot_seat) == "Player 2 conceded"
    old = GameRecord(**base, player_names=["", "Computer"])  # before levels were kept
    assert model.opponent(old) == "Computer"


def test_a_continued_hot_seat_game_opens_behind_the_pass_the_seat_screen(window: MainWindow, qtbot: Any) -> None:
    table = window.start_game(game_setup(5, seats=[HUMAN, HUMAN]))
    table.controller.automatic = False
    assert table.bridge.decision.player == 0 and not table.seat_screen.isVisible()  # the first player sits
    window.show_start_page()
    assert window.records.continue_last()
    table = window.table
    deciding = table.bridge.decision.player
    # Whoever sat down may not be the player who decides: nobody's hand is shown before the seat
    # is taken.
    assert table.seat_screen.isVisible() and table.seat_screen.geometry() == table.rect()
    assert table.player_name(deciding) in table.seat_screen.label.text()
    table.seat_screen.button.click()
    assert not table.seat_screen.isVisible()


def _game_with_a_mulligan() -> tuple[list[list[Any]], list[Any]]:
    decks = precons()[:2]
    saved = SavedGame(seed=3, decks=[[c.name for c in d.cards()] for d in decks], deck_names=["a", "b"],
                      players=["human", "computer"], player_names=["", ""], variant="modern")
    game = saved.new_game()
    rng = random.Random(1)
    per_action: list[list[Any]] = []
    for i in range(400):
        legal = list(game.legal_actions())
        wanted = (A.Mulligan,) if i == 0 else (A.PassPriority, A.Keep)
        quiet = [a for a in legal if isinstance(a, wanted)]
        action = quiet[0] if quiet and rng.random() < 0.8 else rng.choice(legal)
        per_action.append(list(game.apply(action)))
        if game.turn >= 5 or game.decision is None:
            break
    return per_action, [e for events in per_action for e in events]


def test_the_log_keeps_the_draws_of_a_continued_game_after_a_mulligan(qtbot: Any) -> None:
    """A continued (or undone) game's log is told from all its events at once: a mulligan taken
    before the first turn hid every draw of the game."""
    per_action, everything = _game_with_a_mulligan()
    live = [e.text for events in per_action for e in GameLog(lambda i: f"P{i}").entries(events)]
    continued = [e.text for e in GameLog(lambda i: f"P{i}").entries(everything)]
    assert continued == live
    assert sum("draws a card" in line for line in continued) >= 3  # turns 2, 3, 4
    assert "takes a mulligan." in continued[0] and not any("draws" in line for line in continued[:3])


def test_a_replay_from_the_game_over_dialog_takes_input(window: MainWindow, qtbot: Any) -> None:
    window.start_game(game_setup(3))
    play_until_land(window, qtbot)
    assert window.table.concede()
    qtbot.waitUntil(lambda: window.game_over_dialog is not None)
    dialog = window.game_over_dialog
    dialog.history_button.click()
    window.records.history_window.watch_button.click()
    replay = window.records.replay_window
    qtbot.addWidget(replay)
    qtbot.waitUntil(lambda: QApplication.activeModalWidget() is None)
    # Nothing modal is left to block the replay's window (the game-over dialog was modal to the
    # main window, and so to the replay, one of its windows): it closed, the prompt bar keeps
    # Rematch and Main menu.
    assert window.game_over_dialog is None and not dialog.isVisible()
    replay.first()
    replay.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is replay)
    before = replay.current
    qtbot.keyClick(replay, Qt.Key.Key_Right)
    assert replay.current == before + 1


def _ticks(axis: Any) -> list[float]:
    levels = getattr(axis, "_tickLevels", None)
    assert levels, "the axis has ticks of its own"
    return [value for level in levels for value, _label in level]


def test_plots_of_counts_have_whole_number_ticks(qtbot: Any) -> None:
    from mtgdesk.cards import load_pool
    from mtgdesk.storage.history import GameHistory
    from mtgdesk.ui.common.plot_ticks import count_ticks
    from mtgdesk.ui.decks.deck_plots import DeckPlots
    from mtgdesk.ui.games.history_plots import HistoryPlots

    assert count_ticks(0, 4) == [(0, "0"), (1, "1"), (2, "2"), (3, "3"), (4, "4")]
    assert [v for v, _ in count_ticks(-3, 20)] == [0, 5, 10, 15, 20]
    plots = DeckPlots()
    qtbot.addWidget(plots)
    pool = load_pool()
    plots.set_entries([(2, pool.get("Grizzly Bears")), (1, pool.get("Shock"))])
    ticks = _ticks(plots.curve.plot.getAxis("left"))
    assert ticks and all(float(v).is_integer() for v in ticks)
    history = HistoryPlots(["Ann", "Computer"])
    qtbot.addWidget(history)
    history.set_points(GameHistory.of(finished_record()).points)
    for plot in history.plots:
        for side in ("left", "bottom"):
            ticks = _ticks(plot.getAxis(side))
            assert ticks and all(float(v).is_integer() for v in ticks)
