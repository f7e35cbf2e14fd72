"""Games as data in the window: every game's record written after each decision, the saved
games list on the start page, File ▸ Save as / Open, Game ▸ Undo (Ctrl+Z), watching a replay
and saving the position as a scenario.

The main window keeps a :class:`GameRecords` and calls it at a few points (its hooks):
``session_started`` when a table opens, ``continue_last`` from Continue, ``update_actions``
when the window's state changes. Everything else lives here.
"""
from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, QEvent, QObject
from PySide6.QtGui import QAction

from mtgdesk.storage.paths import records_dir

from ..common.late_texts import fill
from ..common.noop import QT_TRANSLATE_NOOP
from ..common.shortcuts import set_shortcut
from ..common.user_file import write_user_file


if TYPE_CHECKING:
    from mtgdesk.storage.records import GameRecord, RecordWriter
    from mtgdesk.storage.saves import SavedGame

    from ..main_window import MainWindow
    from .saved_games_list import SavedGamesPanel
    from ..table.session import GameSession



def saved_game_of(record: GameRecord, upto: int | None = None) -> tuple[SavedGame, Any]:
    """The record (its first ``upto`` actions) as the ``SavedGame`` a session plays, and the
    game it reaches; ``RecordError`` if the engine no longer replays the actions."""
    from mtgdesk.storage.saves import SavedGame

    game, actions, _ = record.replay(upto)
    return SavedGame(seed=record.seed, decks=record.decks, deck_names=record.deck_names, players=record.players,
                     player_names=record.player_names, variant=record.variant, actions=actions,
                     levels=list(record.levels), personalities=list(record.personalities)), game


# ------------------------------------------------------------------ the window's part

class GameRecords(QObject):
    """The main window's games-as-data: its menu actions, the list and the record of the game
    being played."""

    def __init__(self, window: "MainWindow") -> None:
        super().__init__(window)
        self.window = window
        self.keeper: RecordWriter | None = None
        self.session: GameSession | None = None
        self.replay_window: Any = None
        self.history_window: Any = None
        self.loaded = False
        self._refreshing = False

        def action(name: str, shortcut: str, slot: Any) -> QAction:
            a = QAction(window)
            a.setObjectName(name)
            if shortcut:
                set_shortcut(a, shortcut)
            a.triggered.connect(slot)
            return a

        self.open_action = action("open_game_action", "Ctrl+O", lambda: self.open_file())
        self.save_as_action = action("save_game_as_action", "Ctrl+Shift+S", lambda: self.save_as())
        self.undo_action = action("undo_action", "Ctrl+Z", lambda: self.undo())
        self.replay_action = action("watch_replay_action", "", lambda: self.watch_current())
        self.scenario_action = action("save_scenario_action", "", lambda: self.save_scenario())
        self.statistics_action = action("statistics_action", "", lambda: self.show_statistics())
        file_menu = window.file_menu
        first = file_menu.actions()[2] if len(file_menu.actions()) > 2 else None
        file_menu.insertActions(first, [self.open_action, self.save_as_action,  # type: ignore[arg-type]
                                        self.statistics_action])
        window.game_menu.addSeparator()
        window.game_menu.addActions([self.undo_action, self.replay_action, self.scenario_action])

        self._panel: SavedGamesPanel | None = None  # made with the list, after the first paint
        window.installEventFilter(self)
        self.retranslate()
        # The records module (and through it the engine) is loaded once the window has painted.
        window.after_first_paint(self.refresh)

    @property
    def panel(self) -> SavedGamesPanel:
        """The list of saved games on the start page, made the first time it is needed (its
        table view's first use costs a tenth of a second the first paint can do without)."""
        if self._panel is None:
            from PySide6.QtCore import Qt
            from PySide6.QtWidgets import QBoxLayout

            from .saved_games_list import SavedGamesPanel

            panel = self._panel = SavedGamesPanel(self.window.start_page)
            panel.play_requested.connect(self.play)
            panel.watch_requested.connect(self.watch)
            panel.history_requested.connect(self.show_history)
            layout = self.window.start_page.layout()
            assert isinstance(layout, QBoxLayout)
            panel.hide()
            layout.insertWidget(layout.count() - 1, panel, 0, Qt.AlignmentFlag.AlignHCenter)
        return self._panel

    # -------------------------------------------------------------- texts

    def retranslate(self) -> None:
        for a, text, tip in (
            (self.open_action, self.tr("&Open a saved game…"), self.tr("Continue or watch a game from a file")),
            (self.save_as_action, self.tr("Save the game &as…"), self.tr("Write this game to a file of your choice")),
            (self.undo_action, self.tr("&Undo"), self.tr("Go back to your previous decision")),
            (self.replay_action, self.tr("&Watch the replay"), self.tr("Watch this game again, step by step")),
            (self.statistics_action, self.tr("S&tatistics…"), self.tr("Wins and losses over all your games")),
            (self.scenario_action, self.tr("Save the position as a &scenario…"),
             self.tr("Write this position as a scenario file, to report a rules question or a bug")),
        ):
            a.setText(text)
            a.setStatusTip(tip)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.window and event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        return False

    # -------------------------------------------------------------- hooks

    def refresh(self) -> list[Any]:
        """Read the saved games again; the problems of those set aside are returned (and shown)."""
        from mtgdesk.storage.records import list_records

        records, problems = list_records()
        self.loaded = True
        self.panel.set_records(records)
        self._refreshing = True
        try:
            self.window._update_actions()
        finally:
            self._refreshing = False
        if problems:
            from ..dialogs.file_problems import FileProblemsDialog

            self.problems_dialog = FileProblemsDialog([str(p) for p in problems], self.window)
            self.problems_dialog.open()
        return problems

    def has_unfinished(self) -> bool:
        """An unfinished game to continue (before the list is read: any saved game at all)."""
        if not self.loaded:
            try:
                return any(p.suffix == ".json" for p in records_dir().iterdir())
            except OSError:
                return False
        return any(not r.over for r in self.panel.model.records)

    def update_actions(self, playing: bool) -> None:
        recorded = playing and self.keeper is not None
        self.save_as_action.setEnabled(recorded)
        self.undo_action.setEnabled(recorded and self.session is not None and not self.session.bridge.over)
        self.replay_action.setEnabled(recorded)
        self.scenario_action.setEnabled(playing and self.window.session is not None
                                        and not getattr(self.window.session, "remote", False))  # no game here
        if not playing and self.loaded and self.window.pages.currentWidget() is self.window.start_page \
                and not self._refreshing:
            self.refresh()  # back on the start page: the list as it is now

    def new_record(self, saved: SavedGame, play_format: str = "") -> GameRecord:
        """The record of a game started from ``saved`` (a new game, or the old autosave), played
        as ``play_format`` ("" when not known)."""
        from mtgdesk.storage.records import GameRecord

        level = self.window.settings.computer_level  # the level its computer players play at
        return GameRecord.from_saved(saved, play_format=play_format, levels=[
            (known or level) if kind == "computer" else "" for kind, known in zip(saved.players, saved.levels)],
            personalities=[(known or "balanced") if kind == "computer" else ""
                           for kind, known in zip(saved.players, saved.personalities)])

    def session_started(self, session: "GameSession", record: GameRecord | None) -> None:
        """A table opened on ``session``: keep its record (a new one for a new game) written
        after every decision; ``record`` None for a game that isn't saved (a picture)."""
        self.session = session
        if record is None:
            self.keeper = None
            return
        from mtgdesk.storage.records import RecordWriter

        keeper = self.keeper = RecordWriter(record, session.game)
        if not record.actions:
            keeper.save()  # in the list from the start: a new game never replaces it
        session.bridge.applied.connect(lambda action, events: self._on_applied(session, keeper, action))
        session.bridge.game_over.connect(lambda winner: self._on_game_over(session, keeper))

    def _on_game_over(self, session: "GameSession", keeper: "RecordWriter") -> None:
        """A concession (CR 104.3a) isn't an action of the engine: the record says it, or the
        game would stay "in progress" and Continue would offer it again."""
        if session.bridge.conceded is not None:
            keeper.concede(session.bridge.conceded)

    def _on_applied(self, session: "GameSession", keeper: "RecordWriter", action: Any) -> None:
        keeper.applied(action, session.game)
        if keeper.error is not None:
            self.window.statusBar().showMessage(
                fill(self.tr("The game could not be saved: %1"), str(keeper.error)), 5000)

    def continue_last(self) -> bool:
        """Continue: the last unfinished game in the list, if there is one."""
        self.refresh()
        record = next((r for r in self.panel.model.records if not r.over), None)
        return record is not None and self.play(record)

    # -------------------------------------------------------------- playing and opening

    def play(self, record: GameRecord) -> bool:
        """Open the table on ``record`` and go on playing it."""
        from PySide6.QtWidgets import QMessageBox  # not before the first paint

        from mtgdesk.storage.records import RecordError

        try:
            saved, _ = saved_game_of(record)
        except RecordError as exc:
            QMessageBox.warning(self.window, self.tr("Continue"),
                                fill(self.tr("This game can't be continued: %1"), str(exc)))
            return False
        table = self.window.start_saved(saved, record=record)
        if table.session.hot_seat and not table.bridge.over and table.bridge.decision is not None:
            # Whoever sits down at a continued hot-seat game may not be the player who decides:
            # the table opens behind the pass-the-seat screen (CR 402.3: a hand is seen by its
            # owner only).
            player = table.bridge.decision.player
            table.clear_private()
            table.seat_screen.ask(player, table.player_name(player))
            table.refresh()
        return True

    def open_file(self, path: str | Path | None = None) -> GameRecord | None:
        """Open a game file: an unfinished game is continued, a finished one is watched. It
        is copied into the saved games (the file chosen is only read)."""
        from PySide6.QtWidgets import QFileDialog, QMessageBox  # not before the first paint

        if not path:
            chosen, _ = QFileDialog.getOpenFileName(self.window, self.tr("Open a saved game"), "",
                                                    self.tr("mtgdesk games (*.json)"))
            if not chosen:
                return None
            path = chosen
        from mtgdesk.storage.records import RecordError, new_record_id, read_record

        try:
            record = read_record(path)
            saved_game_of(record)  # replays: a record that doesn't is refused now
        except RecordError as exc:
            QMessageBox.warning(self.window, self.tr("Open a saved game"), str(exc))
            return None
        record.path = None
        record.id = new_record_id()
        try:
            record.write()
        except OSError as exc:
            QMessageBox.warning(self.window, self.tr("Open a saved game"), str(exc))
            return None
        if record.over:
            self.watch(record)
        else:
            self.play(record)
        return record

    def save_as(self, path: str | Path | None = None) -> bool:
        if self.keeper is None:
            return False
        record = self.keeper.record
        written = write_user_file(self.window, path, self.tr("Save the game as"), "mtgdesk-game.json",
                                  self.tr("mtgdesk games (*.json)"), record.to_json)
        if written is not None:
            self.window.statusBar().showMessage(fill(self.tr("Game saved to %1"), str(written)), 5000)
        return written is not None

    # -------------------------------------------------------------- undo

    def undo_seat(self) -> int | None:
        """Whose decision an undo takes back: the one person against the computer; in
        hot-seat, the player at the table now."""
        session = self.session
        if session is None:
            return None
        humans = session.human_seats()
        if len(humans) == 1:
            return humans[0]
        return session.game.decision.player if humans else None

    def undo(self, agreed: bool = False) -> bool:
        """Back to the previous decision (Ctrl+Z). In hot-seat the other player is asked first
        (``agreed`` skips the question: it was answered)."""
        from PySide6.QtWidgets import QMessageBox  # not before the first paint

        from mtgdesk.storage.undo import undo_point

        seat = self.undo_seat()
        if self.keeper is None or self.session is None or seat is None:
            return False
        record = self.keeper.record
        keep = undo_point(record, seat)
        if keep is None:
            self.window.statusBar().showMessage(
                self.tr("Nothing to undo: you can't go back past a card you have seen."), 5000)
            return False
        if self.session.hot_seat and not agreed:
            box = QMessageBox(QMessageBox.Icon.Question, self.tr("Undo"), fill(
                self.tr("%1 asks to take back their last decision. Does %2 agree?"),
                self.window.table.player_name(seat) if self.window.table else "",
                self.window.table.player_name(1 - seat) if self.window.table else ""),
                QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No, self.window)
            box.setObjectName("undo_question")
            box.accepted.connect(lambda: self.undo(agreed=True))
            self.undo_question = box
            box.open()
            return False
        self.session.stop()
        saved, game = saved_game_of(record, keep)
        self.keeper.truncate(keep, game, seat)
        table = self.window.start_saved(saved, record=record)
        dropped = record.undos[-1][1]
        text = fill(self.tr("%1 takes back the last decision (%n action(s) undone).", None, dropped),
                    table.player_name(seat))
        import html

        from ..table.models import LogEntry  # the table's models load the rules: not before the first paint

        table.log_model.append([LogEntry("<i>" + html.escape(text) + "</i>", text, "event")])
        self.window.statusBar().showMessage(text, 5000)
        return True

    # -------------------------------------------------------------- replays and scenarios

    def watch(self, record: GameRecord, watcher: int | None = -1) -> Any:
        from PySide6.QtCore import Qt
        from PySide6.QtWidgets import QMessageBox  # not before the first paint

        from mtgdesk.storage.records import RecordError

        from .replay import ReplayWindow

        try:
            window = ReplayWindow(record, self.window, settings=self.window.settings, watcher=watcher)
        except RecordError as exc:
            QMessageBox.warning(self.window, self.tr("Watch the replay"), str(exc))
            return None
        over = getattr(self.window, "game_over_dialog", None)
        if over is not None:
            # The game-over dialog is modal to the main window, and so to the replay, a window of
            # the main window's: it goes (the prompt bar keeps "Rematch" and "Main menu").
            over.reject()
        window.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)  # a closed replay keeps nothing
        window.destroyed.connect(lambda: self._forget_replay(window))
        self.replay_window = window
        window.show()
        window.raise_()
        window.activateWindow()  # in front, ready for the keys that step through the game
        return window

    def show_history(self, record: GameRecord) -> Any:
        """The plots of a game's history in a window of their own (``RecordError``: said)."""
        from PySide6.QtCore import Qt
        from PySide6.QtWidgets import QMessageBox  # not before the first paint

        from mtgdesk.storage.records import RecordError

        from .history_plots import HistoryWindow

        try:
            window = HistoryWindow(record, self.panel.model.state(record), self.window)
        except RecordError as exc:
            QMessageBox.warning(self.window, self.tr("History"), str(exc))
            return None
        size = self.window.size()
        window.resize(min(1280, max(900, size.width() * 4 // 5)), min(860, max(600, size.height() * 4 // 5)))
        window.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        window.finished.connect(lambda _result: setattr(self, "history_window", None))
        window.watch_requested.connect(self._on_history_watch)
        self.history_window = window
        window.open()
        return window

    def _on_history_watch(self, record: GameRecord) -> None:
        if self.history_window is not None:
            self.history_window.accept()  # the replay has the same plots, under its table
        replay = self.watch(record)
        if replay is not None:
            replay.show_history()

    def offer_history(self, dialog: Any) -> None:
        """The game-over dialog offers the history of the game just played (when it is recorded),
        and shows the achievements it has just earned."""
        self.offer_achievements(dialog)
        keeper = self.keeper
        if keeper is None:
            return
        dialog.history_button.show()
        dialog.history_requested.connect(lambda: self.show_history(keeper.record))

    def offer_achievements(self, dialog: Any) -> list[str]:
        """The achievements the game just ended (its record) or puzzle just decided has earned,
        added to its game-over dialog; their ids."""
        from .statistics import announce_achievements

        by = None
        if self.keeper is not None and self.keeper.record.over:
            by = self.keeper.record.id
        else:
            watch = self.window.puzzles.watch if hasattr(self.window, "puzzles") else None
            live = watch is not None and getattr(watch, "session", None) is self.window.session
            result = getattr(watch, "result", None) if live else None
            by = result.name if result is not None else None
        if by is None:
            return []
        try:
            return announce_achievements(dialog, by)
        except Exception as exc:  # the game is over either way: the statistics say what is wrong
            self.window.statusBar().showMessage(str(exc), 5000)
            return []

    def _forget_replay(self, window: Any) -> None:
        if self.replay_window is window:
            self.replay_window = None

    def watch_current(self) -> Any:
        """Game ▸ Watch the replay: the game at the table, as the seat at it saw it (issue 37:
        in a hot-seat game, never the other player's hand)."""
        if self.keeper is None:
            return None
        table = self.window.table
        watcher: int | None = None
        if table is not None:
            seated = not (table.session.hot_seat and table.seat_screen.isVisible())
            watcher = table.controller.perspective if seated else None
        return self.watch(self.keeper.record, watcher=watcher)

    def show_statistics(self) -> Any:
        from .statistics import StatisticsDialog

        self.refresh()
        dialog = self.statistics_dialog = StatisticsDialog(self.panel.model.records, self.window)
        dialog.open()
        return dialog

    def save_scenario(self, path: str | Path | None = None) -> bool:
        from mtgdesk.storage.scenario_export import PositionRefused, scenario_text

        session = self.window.session
        if session is None:
            return False
        title = self.tr("A position saved from a game")

        def text() -> str:
            try:
                return scenario_text(session.game, title=title)
            except PositionRefused as refused:
                raise ValueError(position_refusal_text(refused.reason, refused.args_)) from None

        written = write_user_file(self.window, path, self.tr("Save the position as a scenario"), "position.toml",
                                  self.tr("Scenarios (*.toml)"), text)
        if written is not None:
            self.window.statusBar().showMessage(fill(self.tr("Scenario saved to %1"), str(written)), 5000)
        return written is not None


#: Why a position can't be saved as a scenario (``storage.scenario_export.PositionRefused``), by
#: its id; a zone too large by its zone (``%n`` the number of objects, ``%1`` the player, ``%2``
#: the most a zone holds).
POSITION_REFUSALS: dict[str, str] = {
    "game_over": QT_TRANSLATE_NOOP(
        "scenario_export",
        "The game is over: there is no position to play on."),
    "stack": QT_TRANSLATE_NOOP(
        "scenario_export",
        "A spell or ability is on the stack, which a scenario can't hold. Save the position once it has resolved."),
    "decision": QT_TRANSLATE_NOOP(
        "scenario_export",
        "A player owes a decision other than priority. Save the position once it is answered."),
    "step": QT_TRANSLATE_NOOP(
        "scenario_export",
        "A scenario can't begin in this step (declarations, combat damage, untap, cleanup): save in another step."),
    "mana_pool": QT_TRANSLATE_NOOP(
        "scenario_export",
        "Player %1 has mana in their pool, which a scenario can't hold."),
    "zone_size/hand": QT_TRANSLATE_NOOP(
        "scenario_export",
        "Player %1's hand holds %n cards; a scenario holds at most %2 objects in a zone."),
    "zone_size/graveyard": QT_TRANSLATE_NOOP(
        "scenario_export",
        "Player %1's graveyard holds %n cards; a scenario holds at most %2 objects in a zone."),
    "zone_size/exile": QT_TRANSLATE_NOOP(
        "scenario_export",
        "Player %1's exile holds %n cards; a scenario holds at most %2 objects in a zone."),
    "zone_size/library": QT_TRANSLATE_NOOP(
        "scenario_export",
        "Player %1's library holds %n cards; a scenario holds at most %2 objects in a zone."),
    "zone_size/battlefield": QT_TRANSLATE_NOOP(
        "scenario_export",
        "Player %1 controls %n permanents; a scenario holds at most %2 objects in a zone."),
}


def position_refusal_text(reason: str, args: dict[str, Any]) -> str:
    """Why a position can't be saved as a scenario, in the interface's language, from the id and
    arguments ``storage.scenario_export`` refuses it with."""
    key = f"{reason}/{args['zone']}" if reason == "zone_size" else reason
    template = POSITION_REFUSALS.get(key)
    if template is None:
        return QCoreApplication.translate("scenario_export", "A scenario can't hold this position.")
    n = int(args.get("size", -1))
    text = QCoreApplication.translate("scenario_export", template, None, n)
    return fill(text, str(args.get("player", "")), str(args.get("limit", "")))


__all__ = ["GameRecords", "POSITION_REFUSALS", "position_refusal_text", "saved_game_of", "write_user_file"]
