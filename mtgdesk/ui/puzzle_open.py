"""File ▸ Open puzzle: a puzzle file (SCENARIOS.md, "Puzzles") opened for a person to solve.

The person plays the solver's side; the computer plays the other side at the chosen level and,
in a "survive" puzzle, attacks with every creature able to, each turn, as ``mtgdesk puzzle``
does. A malformed file is refused with a message naming the file, the line and the problem.
"""
from __future__ import annotations

from pathlib import Path
from typing import Any

from PySide6.QtCore import QEvent, QObject
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QFileDialog, QMessageBox

from mtgdesk.storage import SavedGame

from .session import COMPUTER, HUMAN
from .texts import fill


class PuzzleOpener(QObject):
    """The "Open puzzle" action of a main window and what it does."""

    def __init__(self, window: Any) -> None:
        super().__init__(window)
        self.window = window
        self.action = QAction(window)
        self.action.setObjectName("open_puzzle_action")
        self.action.triggered.connect(self.ask)
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
        from mtgdesk.cards import CardDataError
        from mtgdesk.scenario.loader import ScenarioError, load_scenario
        from mtgdesk.scenario.puzzle import AttacksWithEverything
        from mtgdesk.scenario.setup import build_game

        try:
            sc = load_scenario(path)
            if sc.puzzle is None:
                raise ScenarioError(str(path), None, "not a puzzle: no [puzzle] table")
            game = build_game(sc)
        except (ScenarioError, CardDataError) as exc:
            QMessageBox.warning(self.window, self.tr("Open a puzzle"),
                                fill(self.tr("The puzzle can't be opened: %1"), str(exc)))
            return False
        solver = sc.puzzle.solver
        seats = [HUMAN, COMPUTER] if solver == 0 else [COMPUTER, HUMAN]
        saved = SavedGame(seed=sc.seed, decks=[[], []], deck_names=[sc.title, sc.title], players=seats,
                          variant=sc.variant)
        self.window.start_saved(saved, autosave=False, game=game)
        session = self.window.session
        other = 1 - solver
        if sc.puzzle.goal == "survive":
            session.computers[other] = AttacksWithEverything(session.computers[other])
        goal = self.tr("win") if sc.puzzle.goal == "win" else self.tr("survive")
        self.window.statusBar().showMessage(
            fill(self.tr("Puzzle: %1 (goal: %2, turns: %3)"), sc.title, goal, str(sc.puzzle.turns)), 15000)
        return True
