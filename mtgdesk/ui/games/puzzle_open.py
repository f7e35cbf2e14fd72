"""File ▸ Open puzzle: a puzzle file (SCENARIOS.md, "Puzzles") opened for a person to solve.

The person plays the solver's side; the computer plays the other side at the chosen level and,
in a "survive" puzzle, attacks with every creature able to, each turn, as ``mtgdesk puzzle``
does. A malformed file is refused with a message naming the file, the line and the problem.
While it is played, the status bar shows the goal and the turn of the limit (``PuzzleWatch``);
when the last turn has ended the puzzle is decided as ``mtgdesk puzzle`` decides it (a "win"
puzzle not won is lost, a "survive" puzzle not lost is solved), play stops and the person is
told, with the choice to try again. A rematch of a puzzle is the puzzle again ("Try again").

What is shown is the goal ("Win this turn", "Survive until your next turn"), never the file's
title, which often states the solution; the goal leaves the status bar with the puzzle's table.

Reading a puzzle file is the scenario tool's business (``mtgdesk.scenario``), which no layer may
import: the ``mtgdesk`` command hands its loader over with ``set_puzzle_loader`` before the
window opens. Without one, the action is hidden.
"""
from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

import shiboken6
from PySide6.QtCore import QCoreApplication, QEvent, QObject, QTimer
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QLabel

#: ``path -> PuzzlePosition`` (``mtgdesk.scenario.puzzle.load_puzzle``), given by the command.
_loader: Callable[[Any], Any] | None = None


def set_puzzle_loader(loader: Callable[[Any], Any] | None) -> None:
    """Give the app the function that reads puzzle files (or None: no puzzles)."""
    global _loader
    _loader = loader


class PuzzleOpener(QObject):
    """The "Open puzzle" action of a main window and what it does."""

    def __init__(self, window: Any) -> None:
        super().__init__(window)
        self.window = window
        self.action = QAction(window)
        self.action.setObjectName("open_puzzle_action")
        self.action.triggered.connect(self.ask)
        self.action.setVisible(_loader is not None)
        self.watch: PuzzleWatch | None = None  # the puzzle being played
        self.retranslate()
        window.installEventFilter(self)

    def retranslate(self) -> None:
        self.action.setText(self.tr("Open &puzzle…"))
        self.action.setStatusTip(self.tr("Open a puzzle file and solve it yourself"))
        watch = self._live_watch()
        if watch is not None:
            watch.retranslate()

    def _live_watch(self) -> PuzzleWatch | None:
        """The puzzle being played, if its game is still on the table."""
        watch: PuzzleWatch | None = getattr(self, "watch", None)
        if watch is not None and shiboken6.isValid(watch) and shiboken6.isValid(watch.label):
            return watch
        return None

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.window and event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        return False

    def file_dialog(self, native: bool = True) -> Any:
        """The dialog that chooses a puzzle file: the system's, or Qt's own (``native`` False, or
        where the system has none), its columns and places as wide as what they show."""
        from PySide6.QtWidgets import QFileDialog  # not before the first paint

        from ..common.file_dialogs import fit_file_dialog

        start = Path(__file__).resolve().parents[3] / "tests" / "puzzles"
        dialog = QFileDialog(self.window, self.tr("Open a puzzle"), str(start if start.is_dir() else Path.home()),
                             self.tr("Puzzles (*.toml)"))
        dialog.setObjectName("open_puzzle_dialog")
        dialog.setAcceptMode(QFileDialog.AcceptMode.AcceptOpen)
        dialog.setFileMode(QFileDialog.FileMode.ExistingFile)
        if not native:
            dialog.setOption(QFileDialog.Option.DontUseNativeDialog)
        return fit_file_dialog(dialog)

    def ask(self) -> None:
        from PySide6.QtWidgets import QDialog  # not before the first paint

        dialog = self.file_dialog()
        try:
            chosen = dialog.selectedFiles() if dialog.exec() == QDialog.DialogCode.Accepted else []
        finally:
            dialog.deleteLater()
        if chosen:
            self.open(chosen[0])

    def open(self, path: str | Path) -> bool:
        """Open the puzzle at ``path`` on the table; False (and a message) if it can't be."""
        from PySide6.QtWidgets import QMessageBox  # not before the first paint

        # Loaded here, not with the window: they load the rules, which the first paint doesn't need.
        from mtgdesk.cards import CardDataError
        from mtgdesk.storage import SavedGame

        from ..table.session import COMPUTER, HUMAN
        from ..common.texts import fill

        if _loader is None:
            return False
        try:
            puzzle = _loader(path)
        except (ValueError, CardDataError) as exc:  # a malformed file: its name, line and problem
            QMessageBox.warning(self.window, self.tr("Open a puzzle"),
                                fill(self.tr("The puzzle can't be opened: %1"), str(exc)))
            return False
        self._drop_watch()
        seats = [HUMAN, COMPUTER] if puzzle.solver == 0 else [COMPUTER, HUMAN]
        goal = goal_text(puzzle.goal, puzzle.turns, puzzle.game.active == puzzle.solver)
        saved = SavedGame(seed=puzzle.seed, decks=[[], []], deck_names=[goal, goal], players=seats,
                          variant=puzzle.variant)
        table = self.window.start_saved(saved, autosave=False, game=puzzle.game)
        # The log's first line reads as a puzzle's (its goal, in each language; the players),
        # not as two decks named after the goal.
        kind, solver, turns, starts = puzzle.goal, puzzle.solver, puzzle.turns, puzzle.game.active == puzzle.solver
        table.set_log_heading(lambda log: log.puzzle_header(goal_text(kind, turns, starts), solver))
        session = self.window.session
        other = 1 - puzzle.solver
        session.computers[other] = puzzle.opponent(session.computers[other])
        self.watch = PuzzleWatch(self.window, puzzle, Path(path))
        return True

    def _drop_watch(self) -> None:
        """The puzzle played before (if its game is still there) leaves the status bar."""
        watch, self.watch = self._live_watch(), None
        if watch is not None:
            self.window.statusBar().removeWidget(watch.label)
            watch.label.deleteLater()

    def retry(self, session: Any) -> bool:
        """Open again the puzzle ``session`` plays (a rematch of a puzzle); False if it is no puzzle."""
        watch = self._live_watch()
        if watch is None or session is None or watch.session is not session:
            return False
        return self.open(watch.path)


def goal_text(goal: str, turns: int, solver_starts: bool) -> str:
    """The puzzle's goal in the player's words: "Win this turn", "Survive until your next
    turn"; ``turns`` counts the current turn as the first, ``solver_starts``: the current turn
    is the solver's (SCENARIOS.md, "Puzzles")."""
    if goal == "win":
        if turns <= 1:
            return QCoreApplication.translate("PuzzleWatch", "Win this turn")
        return QCoreApplication.translate("PuzzleWatch", "Win within %n turn(s), this one included", None, turns)
    solvers = [(i % 2 == 0) == solver_starts for i in range(turns)]  # whose each turn of the limit is
    last_is_solvers = bool(solvers) and solvers[-1]
    opponent_turns = solvers.count(False)
    if not last_is_solvers and opponent_turns == 1:
        return QCoreApplication.translate("PuzzleWatch", "Survive until your next turn")
    if turns <= 1:
        return QCoreApplication.translate("PuzzleWatch", "Survive this turn")
    return QCoreApplication.translate("PuzzleWatch", "Survive %n turn(s), this one included", None, turns)


class PuzzleWatch(QObject):
    """A puzzle being played in the app: the goal and the turn limit shown in the status bar, and
    the verdict when the last turn has ended (SCENARIOS.md, "Puzzles": ``turns`` counts the
    current turn as the first; a "win" puzzle is lost if the solver has not won by then, a
    "survive" puzzle solved if the solver has not lost)."""

    def __init__(self, window: Any, puzzle: Any, path: Path) -> None:
        super().__init__(window.session)  # goes with the game
        self.window = window
        self.session = window.session
        self.table = window.table
        self.path = path
        self.title = puzzle.title
        self.solver = puzzle.solver
        self.goal = puzzle.goal
        self.first_turn: int = self.session.game.turn
        self.solver_starts = self.session.game.active == puzzle.solver
        self.turns = puzzle.turns
        self.verdict: str | None = None  # "solved" or "lost" once decided
        self.result: Any = None  # the puzzle result written then (storage.achievements.PuzzleResult)
        self.dialog: Any = None
        self.label = QLabel(window)
        self.label.setObjectName("puzzle_label")
        window.statusBar().addPermanentWidget(self.label)
        self.session.bridge.applied.connect(self._on_applied)
        self.session.finished.connect(self._on_finished)
        self.session.destroyed.connect(self.label.deleteLater)
        # The goal is shown while the puzzle's table is: not on the start page, nor over another game.
        window.pages.currentChanged.connect(self._on_page_changed)
        if self.table is not None:
            self.table.game_finished.connect(self._on_table_finished)  # after the window's dialog opens
            self.table.controller.rematch_text = self.tr("Try again")
        self.retranslate()  # and again as the language changes (``PuzzleOpener.retranslate``)

    @property
    def turn(self) -> int:
        """The turn of the puzzle being played, counting its first turn as 1."""
        turn: int = self.session.game.turn
        return turn - self.first_turn + 1

    def retranslate(self) -> None:
        from ..common.texts import fill

        goal = goal_text(self.goal, self.turns, self.solver_starts)
        if self.verdict == "solved":
            text = fill(self.tr("Puzzle: %1. Solved."), goal)
        elif self.verdict == "lost":
            text = fill(self.tr("Puzzle: %1. Lost."), goal)
        else:
            text = fill(self.tr("Puzzle: %1. Turn %2 of %3."), goal, str(min(self.turn, self.turns)),
                        str(self.turns))
        self.label.setText(text)
        if self.table is not None and shiboken6.isValid(self.table):
            self.table.controller.rematch_text = self.tr("Try again")

    def _on_page_changed(self, _index: int) -> None:
        if shiboken6.isValid(self.label):
            self.label.setVisible(self.window.pages.currentWidget() is self.table)

    def _on_table_finished(self, _winner: Any) -> None:
        """The game ended within the limit: the window's game-over dialog offers to try again."""
        QTimer.singleShot(0, self._rename_rematch)

    def _rename_rematch(self) -> None:
        dialog = getattr(self.window, "game_over_dialog", None)
        if dialog is not None and shiboken6.isValid(dialog):
            dialog.rematch_button.setText(self.tr("Try again"))

    def _on_applied(self, *_: Any) -> None:
        if self.verdict is not None or self.session.bridge.over:
            return
        if self.turn <= self.turns:
            self.retranslate()
            return
        # The last turn has ended and the game goes on: the puzzle is decided; play stops.
        self.session.stop()
        if self.table is not None:
            self.table.controller.automatic = False
            self.table.view.stop_targeting()
            self.table.view.setEnabled(False)
            self.table.prompt.setEnabled(False)
        if self.goal == "win":
            self._decide("lost", self.tr("Puzzle lost"),
                         self.tr("The last turn of the puzzle has ended and you have not won."))
        else:
            self._decide("solved", self.tr("Puzzle solved"),
                         self.tr("The last turn of the puzzle has ended and you are still in the game."))

    def _on_finished(self, winner: Any) -> None:
        """The game ended within the limit (the main window tells the result)."""
        if self.verdict is None:
            solved = winner == self.solver if self.goal == "win" else winner != 1 - self.solver
            self.verdict = "solved" if solved else "lost"
            self._record_result()  # before the game-over dialog, which shows what it earned
            self.retranslate()

    def _decide(self, verdict: str, result: str, detail: str) -> None:
        from PySide6.QtCore import Qt  # Qt's namespace of enums: not before the first paint

        from ..dialogs.dialogs import GameOverDialog

        self.verdict = verdict
        self._record_result()
        self.retranslate()
        dialog = GameOverDialog(result, detail, self.window)
        dialog.setObjectName("puzzle_over_dialog")
        dialog.setWindowTitle(self.tr("Puzzle"))
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.rematch_button.setText(self.tr("Try again"))
        dialog.rematch_requested.connect(lambda: self.window.puzzles.open(self.path))
        dialog.save_log_requested.connect(self.window.save_log)
        dialog.main_menu_requested.connect(self.window.show_start_page)
        self.dialog = dialog
        self.window.records.offer_achievements(dialog)
        dialog.open()

    def _record_result(self) -> None:
        """The verdict joins the puzzle results, which the statistics and achievements read."""
        from mtgdesk.storage.achievements import record_puzzle_result

        try:
            self.result = record_puzzle_result(self.path, self.title, self.goal, self.verdict or "lost")
        except OSError as exc:  # a full disk: the puzzle is decided all the same
            self.window.statusBar().showMessage(str(exc), 5000)
