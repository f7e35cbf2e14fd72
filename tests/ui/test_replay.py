"""Replays on the real table and a game's history in plots: the position drawn by the table's
scene from either player's view (hidden cards hidden, "show all" after the game), read-only,
the log in sync, stepping, jumping and playing; the plots from the game-over dialog and from
the saved games; a concession kept in the record."""
from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtTest import QTest

from mtgdesk.storage.records import GameRecord, read_record
from mtgdesk.ui.main_window import MainWindow
from mtgdesk.ui.table.prompt_bar import PromptBar
from mtgdesk.ui.games.replay import EVERYTHING, ReplayWindow
from mtgdesk.ui.table.table_scene import TableScene
from mtgdesk.ui.table.table_view import TableView
from tests.ui.test_saved_games import finished_record, play_until_land
from tests.ui.test_saved_games import setup as game_setup
from PySide6.QtWidgets import QApplication

pytestmark = pytest.mark.gui


def shown_hand(replay: ReplayWindow, player: int) -> list[str | None]:
    """The hand as the table shows it: card names, None for a card face down."""
    return sorted((s.card.name if s.card is not None else None for s in replay.card_states("hand", player)),
                  key=lambda n: n or "")


def game_hand(replay: ReplayWindow, player: int) -> list[str]:
    game = replay.game
    return sorted(game.objects[i].card.name for i in game.players[player].hand)


def table_matches_game(replay: ReplayWindow) -> None:
    """Every permanent of the position is a card item on the table, and nothing else is; the
    players' panels show the life totals."""
    game = replay.game
    on_table = {s.id for p in (0, 1) for s in replay.card_states("battlefield", p)}
    assert on_table == set(game.battlefield)
    for p in (0, 1):
        assert replay.scene.panels[p].info.life == game.players[p].life


def test_the_replay_is_on_the_table_from_either_side(window: MainWindow, qtbot: Any) -> None:
    record = finished_record()
    replay = window.records.watch(record)
    qtbot.addWidget(replay)
    # The table's own scene and view; no prompt bar, nothing to drop.
    assert isinstance(replay.scene, TableScene) and isinstance(replay.view, TableView)
    assert replay.findChildren(PromptBar) == [] and not replay.view.acceptDrops()
    # Before the first action: Ann's seven cards face up, the computer's face down (CR 402.3).
    assert replay.perspective == 0 and replay.scene.perspective == 0
    assert shown_hand(replay, 0) == game_hand(replay, 0) and len(shown_hand(replay, 0)) == 7
    assert shown_hand(replay, 1) == [None] * len(game_hand(replay, 1))
    assert replay.visible_log() == replay.visible_log()[:1]  # only the heading before the first action
    # A few turns on: the table follows, the log too.
    replay.forward_turn()
    replay.forward_turn()
    replay.forward_turn()
    table_matches_game(replay)
    shown = len(replay.visible_log())
    assert 1 < shown < replay.log_model.rowCount()
    assert shown_hand(replay, 0) == game_hand(replay, 0)
    assert all(name is None for name in shown_hand(replay, 1))
    # The computer's view: its hand up, Ann's down, the table turned (the computer at the bottom).
    replay.view_box.setCurrentIndex(1)
    assert replay.perspective == 1 and replay.scene.perspective == 1
    assert shown_hand(replay, 1) == game_hand(replay, 1)
    assert all(name is None for name in shown_hand(replay, 0))
    # "Show all", offered because the game is over: both hands up.
    replay.view_box.setCurrentIndex(2)
    assert replay.perspective == EVERYTHING
    assert shown_hand(replay, 0) == game_hand(replay, 0) and shown_hand(replay, 1) == game_hand(replay, 1)
    # Back one action: the log loses its last lines, the table follows.
    replay.back()
    assert len(replay.visible_log()) <= shown
    table_matches_game(replay)
    # To the end: the whole log, the winner said, the panels at the final life totals.
    replay.last()
    assert len(replay.visible_log()) == replay.log_model.rowCount()
    assert "wins the game" in replay.visible_log()[-1] or "draw" in replay.visible_log()[-1]
    table_matches_game(replay)
    assert replay.phase_bar.status == "Game over"


def test_every_step_forward_keeps_the_table_equal_to_the_game(window: MainWindow, qtbot: Any) -> None:
    """Stepping one action at a time (the cards follow the engine's events, as in a game)
    gives the same table as jumping to each position."""
    replay = window.records.watch(finished_record(8))
    qtbot.addWidget(replay)
    casts = 0
    for _ in range(min(120, len(replay.history))):
        replay.forward()
        table_matches_game(replay)
        assert replay.game.state() == replay.history.position(replay.current).state()
        if any(type(e).__name__ == "SpellCast" for e in replay.history.events[replay.current - 1]):
            casts += 1
            assert replay.zoom.state == replay.snapshot.stack[-1]  # what was just cast is shown large
    assert casts > 0
    stepped = sorted((s.id, s.tapped) for p in (0, 1) for s in replay.card_states("battlefield", p))
    here = replay.current
    replay.first()
    replay.go(here)
    assert sorted((s.id, s.tapped) for p in (0, 1) for s in replay.card_states("battlefield", p)) == stepped


def test_the_replay_is_read_only(window: MainWindow, qtbot: Any) -> None:
    replay = window.records.watch(finished_record())
    qtbot.addWidget(replay)
    replay.resize(1280, 800)
    qtbot.waitExposed(replay)
    replay.forward_turn()
    before = replay.game.state()
    stops = list(window.settings.stops_my_turn)
    # Nothing can be dragged; a click on a card of the hand or on the phase bar changes nothing.
    items = list(replay.scene.items_by_id.values())
    assert items and not any(replay.scene.can_drag(item) for item in items)
    hand = next(item for item in items if item.state.zone == "hand" and item.state.controller == 0)
    point = replay.view.mapFromScene(hand.sceneBoundingRect().center())
    QTest.mouseClick(replay.view.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, point)
    QTest.mouseClick(replay.phase_bar, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                     QPoint(replay.phase_bar.width() // 2, replay.phase_bar.height() // 2))
    assert replay.game.state() == before and window.settings.stops_my_turn == stops
    assert replay.phase_bar.settings.stops(True) == []


def test_keys_the_slider_and_play(window: MainWindow, qtbot: Any) -> None:
    replay = window.records.watch(finished_record())
    qtbot.addWidget(replay)
    qtbot.waitExposed(replay)
    qtbot.waitUntil(lambda: replay.isActiveWindow())  # watching opens the replay in front
    QTest.keyClick(replay, Qt.Key.Key_Right)
    assert replay.current == 1
    QTest.keyClick(replay, Qt.Key.Key_PageDown)
    turn = replay.game.turn
    assert replay.current > 1 and replay.current in replay.history.turn_starts()
    QTest.keyClick(replay, Qt.Key.Key_End)
    assert replay.current == len(replay.history) and replay.game.turn >= turn
    QTest.keyClick(replay, Qt.Key.Key_Home)
    assert replay.current == 0
    replay.slider.setValue(50)
    assert replay.current == 50 and replay.game.state() == replay.history.position(50).state()
    table_matches_game(replay)
    # Playing moves on by itself, then pauses.
    replay.speed_box.setCurrentIndex(4)
    QTest.keyClick(replay, Qt.Key.Key_Space)
    assert replay.playing
    qtbot.waitUntil(lambda: replay.current >= 53)
    replay.toggle_play()
    assert not replay.playing


def test_an_unfinished_game_against_the_computer_is_watched_from_the_persons_side(window: MainWindow,
                                                                                  qtbot: Any) -> None:
    window.start_game(game_setup(3))
    play_until_land(window, qtbot)
    replay = window.records.watch_current()
    qtbot.addWidget(replay)
    assert replay.view_box.count() == 1 and replay.perspective == 0  # no "show all" before the end
    replay.last()
    assert all(name is None for name in shown_hand(replay, 1))


def test_the_plots_in_the_replay_mark_the_turn_on_the_table(window: MainWindow, qtbot: Any) -> None:
    replay = window.records.watch(finished_record())
    qtbot.addWidget(replay)
    assert replay.plots is None  # pyqtgraph is loaded when the plots are first shown
    replay.show_history()
    assert replay.plots is not None and replay.plots.isVisible() and replay.history_button.isChecked()
    final = replay.history.position(len(replay.history))
    for p in (0, 1):
        turns, life = replay.plots.series(0, p)
        assert life[-1] == final.players[p].life and turns == sorted(turns)
    replay.forward_turn()
    replay.forward_turn()
    assert replay.plots.markers[0].value() == replay.game.turn
    replay.show_history(False)
    assert not replay.plots.isVisible()


def test_the_game_over_dialog_offers_the_history_and_a_concession_is_recorded(window: MainWindow,
                                                                             qtbot: Any) -> None:
    window.start_game(game_setup(3))
    play_until_land(window, qtbot)
    record = window.records.keeper.record
    assert window.table.concede()
    qtbot.waitUntil(lambda: window.game_over_dialog is not None)
    # The record says how the game ended: over, the computer won, Ann conceded.
    on_disk = read_record(record.path)
    assert on_disk.over and on_disk.winner == 1 and on_disk.conceded == 0
    dialog = window.game_over_dialog
    assert dialog.history_button.isVisible()
    dialog.history_button.click()
    history = window.records.history_window
    assert history is not None and history.isVisible()
    turns, life = history.plots.series(0, 0)
    assert turns and life[-1] == window.session.game.players[0].life
    assert "Lost" in history.summary.text()
    # "Watch the replay" from there: the replay, with its plots, ending on the concession.
    history.watch_button.click()
    replay = window.records.replay_window
    qtbot.addWidget(replay)
    assert replay.plots is not None and replay.plots.isVisible()
    replay.last()
    assert "concedes" in replay.visible_log()[-1]
    # Back on the start page the game is listed as lost, not in progress.
    window.show_start_page()
    panel = window.records.panel
    qtbot.waitUntil(lambda: panel.model.rowCount() == 1)
    assert panel.model.data(panel.model.index(0, 4)) == "Lost: you conceded"


def test_the_saved_games_offer_the_history_of_a_finished_game(window: MainWindow, qtbot: Any) -> None:
    finished = finished_record()
    finished.write()
    unfinished = GameRecord(seed=4, decks=finished.decks, deck_names=finished.deck_names, id="unfinished")
    unfinished.write()
    window.records.refresh()
    panel = window.records.panel
    rows = {r.id: i for i, r in enumerate(panel.model.records)}
    panel.select(rows["unfinished"])
    assert not panel.history_button.isEnabled()
    panel.select(rows[finished.id])
    assert panel.history_button.isEnabled()
    panel.history_button.click()
    history = window.records.history_window
    assert history is not None and history.isVisible()
    assert history.plots.series(2, 0)[0] == [float(pt.turn) for pt in history.history.points]
    history.close_button.click()
    assert window.records.history_window is None


def test_the_replay_follows_a_language_switch_and_cards_are_painted_anew(window: MainWindow, qtbot: Any) -> None:
    from mtgdesk.ui.common import card_painter

    replay = window.records.watch(finished_record())
    qtbot.addWidget(replay)
    for _ in range(4):
        replay.forward_turn()
    replay.grab()  # the cards are painted (and their faces cached)
    assert card_painter._FACES
    painted = {key: image.cacheKey() for key, image in card_painter._FACES.items()}
    english = replay.visible_log()[-1]
    lines = len(replay.visible_log())
    try:
        window.set_language("fr")
        # The faces painted in English are forgotten (painted anew in French where needed),
        # even with no game table open to do it.
        assert not any(card_painter._FACES[key].cacheKey() == painted[key]
                       for key in painted if key in card_painter._FACES)
        assert replay.history_button.text() == "Historique" and replay.log_label.text() == "Journal de la partie"
        assert replay.visible_log()[-1] != english and len(replay.visible_log()) == lines
        replay.back_turn()
        assert len(replay.visible_log()) < lines
        replay.grab()
        assert card_painter._FACES
    finally:
        window.set_language("en")


def test_a_closed_replay_is_deleted_and_an_unrecorded_game_offers_no_history(window: MainWindow,
                                                                            qtbot: Any) -> None:
    import shiboken6

    from mtgdesk.ui.dialogs.dialogs import GameOverDialog

    replay = window.records.watch(finished_record())
    replay.close()
    qtbot.waitUntil(lambda: not shiboken6.isValid(replay))
    assert window.records.replay_window is None
    # A game that isn't recorded (a picture, a second window): the game-over dialog has no
    # history to offer.
    window.records.keeper = None
    dialog = GameOverDialog("Draw", "", window)
    qtbot.addWidget(dialog)
    window.records.offer_history(dialog)
    dialog.show()
    assert not dialog.history_button.isVisible()


def test_jump_to_a_turn_by_its_number_or_on_a_plot(window: MainWindow, qtbot: Any) -> None:
    from PySide6.QtCore import QPointF

    replay = window.records.watch(finished_record())
    qtbot.addWidget(replay)
    last_turn = replay.history.points[-1].turn
    assert replay.turn_box.maximum() == last_turn and replay.turn_box.value() == replay.game.turn
    replay.turn_box.setValue(5)
    assert replay.game.turn == 5 and replay.history.position(replay.current - 1).turn == 4
    assert replay.visible_log()[-1].startswith("Turn 5") or any(
        line.startswith("Turn 5") for line in replay.visible_log()[-3:])
    replay.forward_turn()
    assert replay.turn_box.value() == 6  # the box follows the game on screen
    # A click on a plot at turn 3 goes there.
    replay.show_history()
    plots = replay.plots
    point = plots.plots[0].getPlotItem().vb.mapViewToScene(QPointF(3, 10))
    assert plots.turn_at(0, point) == 3
    assert plots.turn_at(0, plots.plots[0].getPlotItem().vb.mapViewToScene(QPointF(last_turn + 5, 10))) is None
    with qtbot.waitSignal(plots.turn_clicked):
        plots.turn_clicked.emit(plots.turn_at(0, point))
    assert replay.game.turn == 3 and replay.turn_box.value() == 3


def test_the_replay_follows_the_card_size_setting_at_once(window: MainWindow, qtbot: Any) -> None:
    from mtgdesk.storage.settings import CARD_SIZES
    from mtgdesk.ui.dialogs.dialogs import SettingsDialog

    record = finished_record()
    window.settings.card_size = 100
    normal = window.records.watch(record)
    normal_scale = normal.scene.geometry.card_scale
    normal.close()  # deleted on close
    window.settings.card_size = CARD_SIZES[0]
    replay = window.records.watch(record)
    qtbot.addWidget(replay)
    assert replay.scene.geometry.card_scale == pytest.approx(normal_scale * CARD_SIZES[0] / 100)
    replay.forward_turn()
    # Changed in the settings while the replay is open: it follows, as the table does.
    window.edit_settings()
    dialog = window._settings_dialog
    assert isinstance(dialog, SettingsDialog)
    dialog.card_size.setCurrentIndex(dialog.card_size.findData(CARD_SIZES[-1]))
    dialog.accept()
    assert window.settings.card_size == CARD_SIZES[-1]
    assert replay.scene.geometry.card_scale == pytest.approx(normal_scale * CARD_SIZES[-1] / 100)
    replay.animator.finish_all()
    table_matches_game(replay)


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


def _play_hot_seat(window: MainWindow, qtbot: Any, actions: int = 40) -> None:
    """Both seats answered by hand (keep, pass) for ``actions`` decisions of a hot-seat game."""
    from mtgdesk.engine import actions as A

    window.table.controller.automatic = False
    for _ in range(actions):
        bridge = window.session.bridge
        legal = bridge.legal_actions()
        if bridge.over or not legal:
            return
        bridge.submit(next((a for a in legal if isinstance(a, (A.Keep, A.PassPriority, A.FinishAttackers,
                                                               A.FinishBlockers))), legal[0]))


def test_a_hot_seat_replay_never_shows_the_other_players_hand(window: MainWindow, qtbot: Any) -> None:
    """Issue 37: during a hot-seat game, Game ▸ Watch the replay showed the other player's hand.
    A replay of an unfinished game shows only what the seat watching it saw (CR 402.3)."""
    from mtgdesk.ui.games.replay import NOBODY
    from mtgdesk.ui.table.session import HUMAN

    window.start_game(game_setup(5, seats=[HUMAN, HUMAN]))
    _play_hot_seat(window, qtbot)
    table = window.table
    seated = table.controller.perspective
    table.seat_screen.hide()  # the seated player watches
    replay = window.records.watch_current()
    qtbot.addWidget(replay)
    offered = [replay.view_box.itemData(i) for i in range(replay.view_box.count())]
    assert offered == [seated]  # not the other seat, not "show all"
    for n in (0, len(replay.history) // 2, len(replay.history)):
        replay.go(n)
        assert None not in shown_hand(replay, seated)
        assert shown_hand(replay, 1 - seated) == [None] * len(shown_hand(replay, 1 - seated))
    # Between two turns nobody is seated: both hands face down.
    table.seat_screen.show()
    replay = window.records.watch_current()
    qtbot.addWidget(replay)
    assert [replay.view_box.itemData(i) for i in range(replay.view_box.count())] == [NOBODY]
    replay.last()
    assert all(name is None for p in (0, 1) for name in shown_hand(replay, p))


def test_an_unfinished_hot_seat_game_from_the_saved_games_shows_no_hand(window: MainWindow, qtbot: Any) -> None:
    from mtgdesk.ui.games.replay import NOBODY
    from mtgdesk.ui.table.session import HUMAN

    window.start_game(game_setup(6, seats=[HUMAN, HUMAN]))
    _play_hot_seat(window, qtbot, 10)
    replay = window.records.watch(window.records.keeper.record)  # as the list opens it
    qtbot.addWidget(replay)
    assert replay.perspective == NOBODY and replay.view_box.count() == 1
    replay.last()
    assert all(name is None for p in (0, 1) for name in shown_hand(replay, p))
