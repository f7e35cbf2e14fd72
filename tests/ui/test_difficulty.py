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


@pytest.fixture
def puzzle_loader() -> Any:
    """The puzzle reader the ``mtgdesk`` command hands to the app."""
    from mtgdesk.scenario.puzzle import load_puzzle
    from mtgdesk.ui.puzzle_open import set_puzzle_loader

    set_puzzle_loader(load_puzzle)
    yield load_puzzle
    set_puzzle_loader(None)


@pytest.fixture
def puzzle_window(puzzle_loader: Any, window: MainWindow) -> MainWindow:
    """The main window as the ``mtgdesk`` command opens it: able to read puzzle files."""
    return window


def test_the_computers_level_is_chosen_and_remembered(window: MainWindow, qtbot: Any, mtgdesk_home: Path) -> None:
    from mtgdesk.ai.search import SearchPlayer
    from mtgdesk.ui.difficulty import DifficultyBox

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
