"""File ▸ Open puzzle: a puzzle file (SCENARIOS.md, "Puzzles") opened for a person to solve.

The person plays the solver's side; the computer plays the other side at the chosen level and,
in a "survive" puzzle, attacks with every creature able to, each turn, as ``mtgdesk puzzle``
does. A malformed file is refused with a message naming the file, the line and the problem.

Reading a puzzle file is the scenario tool's business (``mtgdesk.scenario``), which no layer may
import: the ``mtgdesk`` command hands its loader over with ``set_puzzle_loader`` before the
window opens. Without one, the action is hidden.
"""
from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

from PySide6.QtCore import QEvent, QObject
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QFileDialog, QMessageBox


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
        self.retranslate()
        window.installEventFilter(self)

    def retranslate(self) -> None:
        self.action.setText(self.tr("Open &puzzle…"))
        self.action.setStatusTip(self.tr("Open a puzzle file and solve it yourself"))

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt's name
        if watched is self.window and event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        return False

    def ask(self) -> None:
        start = Path(__file__).resolve().parents[2] / "tests" / "puzzles"
        path, _ = QFileDialog.getOpenFileName(self.window, self.tr("Open a puzzle"),
                                              str(start if start.is_dir() else Path.home()),
                                              self.tr("Puzzles (*.toml)"))
        if path:
            self.open(path)

    def open(self, path: str | Path) -> bool:
        """Open the puzzle at ``path`` on the table; False (and a message) if it can't be."""
        # Loaded here, not with the window: they load the rules, which the first paint doesn't need.
        from mtgdesk.cards import CardDataError
        from mtgdesk.storage import SavedGame

        from .session import COMPUTER, HUMAN
        from .texts import fill

        if _loader is None:
            return False
        try:
            puzzle = _loader(path)
        except (ValueError, CardDataError) as exc:  # a malformed file: its name, line and problem
            QMessageBox.warning(self.window, self.tr("Open a puzzle"),
                                fill(self.tr("The puzzle can't be opened: %1"), str(exc)))
            return False
        seats = [HUMAN, COMPUTER] if puzzle.solver == 0 else [COMPUTER, HUMAN]
        saved = SavedGame(seed=puzzle.seed, decks=[[], []], deck_names=[puzzle.title, puzzle.title], players=seats,
                          variant=puzzle.variant)
        self.window.start_saved(saved, autosave=False, game=puzzle.game)
        session = self.window.session
        other = 1 - puzzle.solver
        session.computers[other] = puzzle.opponent(session.computers[other])
        goal = self.tr("win") if puzzle.goal == "win" else self.tr("survive")
        self.window.statusBar().showMessage(
            fill(self.tr("Puzzle: %1 (goal: %2, turns: %3)"), puzzle.title, goal, str(puzzle.turns)), 15000)
        return True
