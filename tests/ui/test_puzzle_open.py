"""File ▸ Open puzzle (ui/games/puzzle_open.py): a puzzle file opened for a person to solve, a bad
one refused with its line, the goal and the turn limit in the status bar (in the interface's
language), the verdict when the last turn has ended, "Try again"."""
from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from mtgdesk.ui.main_window import MainWindow

pytestmark = pytest.mark.gui

PUZZLES = Path(__file__).resolve().parents[1] / "puzzles"


@pytest.fixture
def puzzle_loader() -> Any:
    """The puzzle reader the ``mtgdesk`` command hands to the app."""
    from mtgdesk.scenario.puzzle import load_puzzle
    from mtgdesk.ui.games.puzzle_open import set_puzzle_loader

    set_puzzle_loader(load_puzzle)
    yield load_puzzle
    set_puzzle_loader(None)


@pytest.fixture
def puzzle_window(puzzle_loader: Any, window: MainWindow) -> MainWindow:
    """The main window as the ``mtgdesk`` command opens it: able to read puzzle files."""
    return window


def test_without_a_puzzle_reader_there_is_no_puzzle_action(window: MainWindow) -> None:
    assert window.puzzles.action in window.file_menu.actions() and not window.puzzles.action.isVisible()
    assert not window.puzzles.open(Path(__file__).resolve().parents[1] / "puzzles" / "win_shock_to_the_face.toml")
    assert window.table is None


def test_a_puzzle_opens_for_a_person_to_solve(puzzle_window: MainWindow, qtbot: Any) -> None:
    from mtgdesk.engine import actions as A
    from mtgdesk.engine.objects import PlayerRef

    window = puzzle_window
    puzzles = Path(__file__).resolve().parents[1] / "puzzles"
    assert window.puzzles.action in window.file_menu.actions() and window.puzzles.action.isVisible()
    assert window.puzzles.open(puzzles / "win_shock_to_the_face.toml")
    qtbot.waitUntil(lambda: window.table is not None)
    session = window.session
    assert session.seats == ["human", "computer"] and not session.autosave_enabled
    game = session.game
    assert game.players[1].life == 2 and game.decision.player == 0
    shock = next(i for i in game.players[0].hand if game.objects[i].card.name == "Shock")
    for action in (A.CastSpell(0, shock), A.ChooseTargets(0, (PlayerRef(1),)), A.PayAuto(0)):
        session.bridge.submit(action)
    qtbot.waitUntil(lambda: session.bridge.over, timeout=10000)
    assert game.winner == 0


def test_a_bad_puzzle_file_is_refused_with_its_line(puzzle_window: MainWindow, tmp_path: Path,
                                                    monkeypatch: pytest.MonkeyPatch) -> None:
    from PySide6.QtWidgets import QMessageBox

    window = puzzle_window
    shown: list[str] = []
    monkeypatch.setattr(QMessageBox, "warning", lambda parent, title, text: shown.append(text))
    bad = tmp_path / "bad.toml"
    bad.write_text('[puzzle]\ngoal = "checkmate"\n', encoding="utf-8")
    assert not window.puzzles.open(bad)
    assert window.table is None
    assert len(shown) == 1 and f"{bad}:2: unknown goal 'checkmate'" in shown[0]


def _pass_until(session: Any, qtbot: Any, done: Any, seat: int = 0) -> None:
    """The person at ``seat`` passes priority (and declares nothing) until ``done()``."""
    from mtgdesk.engine import actions as A

    def step() -> bool:
        if done():
            return True
        bridge = session.bridge
        if not bridge.over and bridge.decision.player == seat and not session.paused:
            legal = bridge.legal_actions()
            for kind in (A.PassPriority, A.FinishAttackers, A.FinishBlockers):
                answer = next((a for a in legal if isinstance(a, kind)), None)
                if answer is not None:
                    bridge.submit(answer)
                    break
        return done()

    qtbot.waitUntil(step, timeout=20000)


def test_a_win_puzzle_not_won_in_its_turns_is_lost_and_the_player_told(puzzle_window: MainWindow,
                                                                        qtbot: Any) -> None:
    from PySide6.QtWidgets import QLabel

    window = puzzle_window
    path = Path(__file__).resolve().parents[1] / "puzzles" / "win_shock_to_the_face.toml"
    assert window.puzzles.open(path)
    session, table = window.session, window.table
    label = window.statusBar().findChild(QLabel, "puzzle_label")
    assert label.text() == "Puzzle: Win this turn. Turn 1 of 1."  # the goal, not the title
    watch = window.puzzles.watch
    _pass_until(session, qtbot, lambda: watch.verdict is not None)
    assert watch.verdict == "lost" and not session.bridge.over and session.game.turn == 2
    qtbot.waitUntil(lambda: watch.dialog is not None and watch.dialog.isVisible())
    dialog = watch.dialog
    assert dialog.findChild(QLabel, "result_label").text() == "Puzzle lost"
    assert dialog.rematch_button.text() == "Try again"
    assert label.text() == "Puzzle: Win this turn. Lost."
    # Play has stopped: the computer does not move and the table takes no more input.
    assert session.paused and not table.controller.automatic and not table.view.isEnabled()
    dialog.rematch_button.click()  # the puzzle again, from its position
    qtbot.waitUntil(lambda: window.session is not session)
    assert window.session.game.turn == 1 and window.session.game.players[1].life == 2
    assert window.puzzles.watch.verdict is None and window.table.view.isEnabled()
    labels = [w for w in window.statusBar().findChildren(QLabel, "puzzle_label") if w.isVisible()]
    assert [w.text() for w in labels] == ["Puzzle: Win this turn. Turn 1 of 1."]


def test_a_survive_puzzle_is_solved_when_its_last_turn_has_ended(puzzle_window: MainWindow, qtbot: Any,
                                                                  tmp_path: Path) -> None:
    from PySide6.QtWidgets import QLabel

    window = puzzle_window
    assert window.set_language("en")  # English plural forms come from its catalogue
    path = tmp_path / "survive.toml"
    path.write_text('title = "Two turns"\n[puzzle]\nsolver = "B"\ngoal = "survive"\nturns = 2\n'
                    '[setup]\nactive = "A"\n[A]\nbattlefield = ["Grizzly Bears"]\nlibrary = ["Forest", "Forest"]\n'
                    '[B]\nlife = 3\nbattlefield = ["Craw Wurm"]\nlibrary = ["Forest", "Forest"]\n', encoding="utf-8")
    assert window.puzzles.open(path)
    session = window.session
    assert session.seats == ["computer", "human"]
    watch = window.puzzles.watch
    label = window.statusBar().findChild(QLabel, "puzzle_label")
    _pass_until(session, qtbot, lambda: watch.turn == 2 or watch.verdict is not None, seat=1)
    assert label.text() == "Puzzle: Survive 2 turns, this one included. Turn 2 of 2."
    # The Bears attacked into the untapped Wurm, which did not block (the person passed): 3 - 2.
    assert session.game.players[1].life == 1
    _pass_until(session, qtbot, lambda: watch.verdict is not None, seat=1)
    assert watch.verdict == "solved" and session.game.turn == 3
    qtbot.waitUntil(lambda: watch.dialog is not None and watch.dialog.isVisible())
    assert watch.dialog.findChild(QLabel, "result_label").text() == "Puzzle solved"
    assert label.text() == "Puzzle: Survive 2 turns, this one included. Solved."
    assert window.set_language("ru")  # the label follows the language
    assert label.text() == "Задача: Продержитесь 2 хода, включая этот. Решена."
    assert window.set_language("en")


def test_a_rematch_of_a_finished_puzzle_is_the_puzzle_again(puzzle_window: MainWindow, qtbot: Any) -> None:
    window = puzzle_window
    assert window.puzzles.open(Path(__file__).resolve().parents[1] / "puzzles" / "win_shock_to_the_face.toml")
    first = window.session
    assert first.bridge.concede(0)  # the person gives up: the game is over, the puzzle lost
    qtbot.waitUntil(lambda: window.game_over_dialog is not None)
    assert window.puzzles.watch.verdict == "lost"
    window.game_over_dialog.rematch_button.click()
    qtbot.waitUntil(lambda: window.session is not first)
    game = window.session.game
    assert game.players[1].life == 2 and [game.objects[i].card.name for i in game.players[0].hand] == ["Shock"]


def test_a_puzzle_shows_its_goal_offers_to_try_again_and_leaves_the_status_bar_with_its_table(
        puzzle_window: MainWindow, qtbot: Any) -> None:
    """Issue 35, item 8: the goal, not the title (which states the solution); "Try again", not
    "Rematch"; the goal goes when the player leaves the puzzle."""
    from PySide6.QtWidgets import QLabel

    from mtgdesk.ui.games.puzzle_open import goal_text

    window = puzzle_window
    assert window.set_language("en")  # English plural forms come from its catalogue
    assert goal_text("win", 1, True) == "Win this turn"
    assert goal_text("win", 3, True) == "Win within 3 turns, this one included"
    assert goal_text("survive", 1, False) == "Survive until your next turn"
    assert goal_text("survive", 2, True) == "Survive until your next turn"
    assert goal_text("survive", 1, True) == "Survive this turn"
    assert window.puzzles.open(Path(__file__).resolve().parents[1] / "puzzles" / "win_shock_to_the_face.toml")
    label = window.statusBar().findChild(QLabel, "puzzle_label")
    assert label.isVisible() and "the last two points" not in label.text()
    assert "the last two points" not in window.table.log_text()
    assert window.session.bridge.concede(0)
    qtbot.waitUntil(lambda: window.game_over_dialog is not None
                    and window.game_over_dialog.rematch_button.text() == "Try again")
    window.table.refresh()
    assert window.table.prompt.buttons["rematch_button"].text() == "Try again"
    window.game_over_dialog.main_menu_requested.emit()
    assert window.pages.currentWidget() is window.start_page
    assert not label.isVisible()


@pytest.mark.parametrize(("language", "goals"), [
    ("fr", ["Gagnez ce tour-ci", "Survivez jusqu'à votre prochain tour", "Survivez 2 tours, celui-ci compris",
            "Survivez 5 tours, celui-ci compris"]),
    ("ru", ["Победите в этом ходу", "Продержитесь до своего следующего хода", "Продержитесь 2 хода, включая этот",
            "Продержитесь 5 ходов, включая этот"]),
])
def test_the_goal_in_the_interface_s_language_with_its_plural(puzzle_window: MainWindow, language: str,
                                                              goals: list[str]) -> None:
    from mtgdesk.ui.games.puzzle_open import goal_text

    window = puzzle_window
    try:
        assert window.set_language(language)
        shown = [goal_text("win", 1, True), goal_text("survive", 1, False), goal_text("survive", 2, False),
                 goal_text("survive", 5, True)]
        assert shown == goals
    finally:
        window.set_language("en")


def test_the_status_bar_follows_a_language_switch_during_the_puzzle(puzzle_window: MainWindow) -> None:
    from PySide6.QtWidgets import QLabel

    window = puzzle_window
    try:
        assert window.puzzles.open(PUZZLES / "win_shock_to_the_face.toml")
        label = window.statusBar().findChild(QLabel, "puzzle_label")
        assert label.text() == "Puzzle: Win this turn. Turn 1 of 1."
        assert window.set_language("ru")
        assert label.text() == "Задача: Победите в этом ходу. Ход 1 из 1."
        assert window.puzzles.action.text() != "Open &puzzle…"
    finally:
        window.set_language("en")
    assert label.text() == "Puzzle: Win this turn. Turn 1 of 1."


def test_the_log_s_first_line_reads_as_a_puzzle_s_not_the_goal_twice(puzzle_window: MainWindow, qtbot: Any) -> None:
    """The header named the goal as both decks ("Player 1 (Win this turn) against Computer (Win
    this turn)"): it gives the goal once and the players, in each language, never the title."""
    window = puzzle_window
    window.set_language("en")
    path = PUZZLES / "win_shock_to_the_face.toml"
    assert window.puzzles.open(path)
    table = window.table
    first = table.log_model.entries()[0].text
    assert first == "Puzzle: Win this turn. Player 1 against Computer."
    assert first.count("Win this turn") == 1 and window.puzzles.watch.title not in first
    window.set_language("fr")
    assert table.log_model.entries()[0].text == "Problème : Gagnez ce tour-ci. Joueur 1 contre Ordinateur."
    window.set_language("ru")
    assert table.log_model.entries()[0].text == "Задача: Победите в этом ходу. Игрок 1 — Компьютер."
    window.set_language("en")
