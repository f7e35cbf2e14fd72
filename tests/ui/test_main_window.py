"""The main window and the application shell, offscreen."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtCore import QTranslator
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QAbstractButton, QLabel, QMenu

from mtgdesk.ui.main_window import MainWindow, package_version
from typing import Any
from mtgdesk.ui.table.session import HUMAN
from tests.ui.table_games import english_again  # noqa: F401 (a fixture: the language put back)
from tests.ui.table_games import _setup
from PySide6.QtWidgets import QApplication
from tests.ui.test_saved_games import setup as game_setup

pytestmark = pytest.mark.gui

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture
def window(qtbot) -> MainWindow:
    window = MainWindow()
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    return window


def _menu(window: MainWindow, name: str) -> QMenu:
    menu = window.findChild(QMenu, name)
    assert menu is not None, f"no menu {name}"
    return menu


def test_window_shows_with_a_title(window: MainWindow) -> None:
    assert window.isVisible()
    assert window.windowTitle() == "mtgdesk"
    assert window.statusBar().currentMessage()


def test_file_menu_has_quit_with_ctrl_q(window: MainWindow) -> None:
    actions = _menu(window, "file_menu").actions()
    assert window.quit_action in actions
    assert window.quit_action.shortcut() == QKeySequence("Ctrl+Q")


def test_quit_action_closes_the_window(window: MainWindow, qtbot) -> None:
    window.quit_action.trigger()
    qtbot.waitUntil(lambda: not window.isVisible())


def test_quit_button_closes_the_window(window: MainWindow, qtbot) -> None:
    button = window.findChild(QAbstractButton, "quit_button")
    assert button is not None and button.text() == "Quit"
    button.click()
    qtbot.waitUntil(lambda: not window.isVisible())


def test_about_shows_the_version(window: MainWindow, qtbot) -> None:
    assert window.about_action in _menu(window, "help_menu").actions()
    window.about_action.trigger()
    box = window._about_box
    assert box is not None
    qtbot.waitUntil(box.isVisible)
    assert "mtgdesk" in box.text()
    box.close()


def test_grab_paints_the_window(window: MainWindow) -> None:
    image = window.grab().toImage()
    assert not image.isNull() and image.width() > 100 and image.height() > 100
    # Something was drawn: the picture is not one flat colour.
    step = 7
    colours = {
        image.pixel(x, y)
        for x in range(0, image.width(), step)
        for y in range(0, image.height(), step)
    }
    assert len(colours) > 10


class _ShoutingTranslator(QTranslator):
    """Translates every string to upper case, to see which strings go through tr()."""

    def translate(self, context, source_text, disambiguation=None, n=-1):
        return source_text.upper()


def test_every_visible_string_is_translatable(qapp, qtbot) -> None:
    translator = _ShoutingTranslator()
    qapp.installTranslator(translator)
    try:
        window = MainWindow()
        qtbot.addWidget(window)
    finally:
        qapp.removeTranslator(translator)
    texts = [window.windowTitle(), window.statusBar().currentMessage()]
    texts += [label.text() for label in window.findChildren(QLabel) if label.text()]
    texts += [button.text() for button in window.findChildren(QAbstractButton)]
    texts += [action.text() for action in window.findChildren(QAction) if action.text()]
    texts += [menu.title() for menu in window.findChildren(QMenu)]
    # The version number is data, not text; languages are named in their own language.
    from mtgdesk.ui.common.language import LANGUAGES

    native = {name for _code, name in LANGUAGES}
    untranslated = [
        text for text in texts
        if text not in native and (bare := text.replace(package_version(), "")) != bare.upper()
    ]
    assert not untranslated, f"strings not passed through tr(): {untranslated}"


def _run_python(code: str, **env: str) -> subprocess.CompletedProcess[str]:
    environment = {**os.environ, "QT_QPA_PLATFORM": "offscreen", **env}
    environment["PYTHONPATH"] = os.pathsep.join(
        filter(None, [str(ROOT), environment.get("PYTHONPATH")])
    )
    return subprocess.run(
        [sys.executable, "-c", code],
        env=environment,
        capture_output=True,
        text=True,
        timeout=120,
        stdin=subprocess.DEVNULL,
    )


@pytest.mark.slow
def test_run_app_screenshot_exits_cleanly_without_pyqtgraph(tmp_path: Path) -> None:
    shot = tmp_path / "shot.png"
    code = (
        "import sys\n"
        "from mtgdesk.ui.app import run_app\n"
        f"status = run_app(['mtgdesk', '--screenshot', {str(shot)!r}])\n"
        "assert 'pyqtgraph' not in sys.modules, 'pyqtgraph imported at start-up'\n"
        "sys.exit(status)\n"
    )
    result = _run_python(code)
    assert result.returncode == 0, result.stderr
    assert shot.stat().st_size > 1000
    assert shot.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"


@pytest.mark.slow
def test_run_app_accepts_arguments_without_program_name(tmp_path: Path) -> None:
    shot = tmp_path / "shot.png"
    code = (
        "import sys; from mtgdesk.ui.app import run_app\n"
        f"sys.exit(run_app(['--screenshot', {str(shot)!r}]))\n"
    )
    result = _run_python(code, LANG="fr_FR.UTF-8")
    assert result.returncode == 0, result.stderr
    assert shot.is_file()


def test_no_two_actions_of_the_window_share_a_shortcut(window: MainWindow) -> None:
    """A shortcut two actions share does nothing (Qt calls it ambiguous): File ▸ Open a saved
    game and Decks ▸ Open deck both had Ctrl+O."""
    seen: dict[str, str] = {}
    for action in window.findChildren(QAction):
        for sequence in action.shortcuts():
            key = sequence.toString()
            assert key not in seen, f"{key}: {seen.get(key)} and {action.objectName()}"
            seen[key] = action.objectName()
    assert seen["Ctrl+O"] == "open_game_action" and seen["Ctrl+Shift+O"] == "open_deck_action"


def _confirm_box(window: MainWindow) -> Any:
    from PySide6.QtWidgets import QMessageBox

    boxes = [b for b in window.findChildren(QMessageBox, "confirm_box") if b.isVisible()]
    assert len(boxes) == 1, boxes
    return boxes[0]

@pytest.mark.usefixtures("english_again")
def test_concede_asks_first_then_ends_the_game(window: MainWindow, qtbot: Any) -> None:
    from PySide6.QtWidgets import QPushButton

    table = window.start_game(_setup(seed=11), autosave=False)
    qtbot.waitUntil(lambda: window.concede_action.isEnabled(), timeout=5000)
    window.concede_action.trigger()
    box = _confirm_box(window)
    box.findChild(QPushButton, "confirm_cancel_button").click()
    qtbot.waitUntil(lambda: not box.isVisible())
    assert not table.bridge.over
    window.concede_action.trigger()
    _confirm_box(window).findChild(QPushButton, "confirm_yes_button").click()
    qtbot.waitUntil(lambda: window.game_over_dialog is not None, timeout=5000)
    assert table.bridge.over and table.bridge.conceded == 0 and table.bridge.winner == 1
    assert "Ann concedes the game." in table.log_text()
    assert "You lose." in window.game_over_dialog.findChild(type(window.title_label), "result_label").text()
    assert not window.concede_action.isEnabled() and window.rematch_action.isEnabled()
    # The dialog closed, the table says the game is over and offers the rematch.
    window.game_over_dialog.reject()
    qtbot.waitUntil(lambda: window.game_over_dialog is None)
    assert table.prompt.text() == "The game is over."
    assert not table.scene.arrows and not table.scene.highlights
    table.prompt.buttons["rematch_button"].click()
    qtbot.waitUntil(lambda: window.table is not table and window.table is not None)
    assert not window.table.bridge.over

@pytest.mark.usefixtures("english_again")
def test_a_running_game_is_replaced_only_after_asking(window: MainWindow, qtbot: Any) -> None:
    from PySide6.QtWidgets import QDialog, QPushButton

    table = window.start_game(_setup(seed=11), autosave=False)
    window.new_game_action.trigger()
    box = _confirm_box(window)
    box.findChild(QPushButton, "confirm_cancel_button").click()
    assert window.table is table and not [d for d in window.findChildren(QDialog) if d.isVisible()]
    window.new_game_action.trigger()
    _confirm_box(window).findChild(QPushButton, "confirm_yes_button").click()
    qtbot.waitUntil(lambda: window._new_game_dialog is not None and window._new_game_dialog.isVisible())
    window._new_game_dialog.reject()

@pytest.mark.usefixtures("english_again")
def test_one_window_per_autosave(window: MainWindow, qtbot: Any) -> None:
    from mtgdesk.storage import Settings, has_autosave

    first = window.start_game(_setup(seed=11, seats=[HUMAN, HUMAN]))
    assert first.session.autosave_enabled
    first.session.write_autosave()
    assert has_autosave()
    second = MainWindow(settings=Settings(animation_speed=0, game_speed="instant"))
    qtbot.addWidget(second)
    second.persist_settings = False
    second.show()
    table = second.start_game(_setup(seed=12, seats=[HUMAN, HUMAN]))
    assert not table.session.autosave_enabled  # it plays, but doesn't overwrite the first's game
    assert "won't be saved" in second.statusBar().currentMessage()
    second.close()
    window.close()  # the first lets the saved game go
    third = MainWindow(settings=Settings(animation_speed=0, game_speed="instant"))
    qtbot.addWidget(third)
    third.persist_settings = False
    assert third.claim_autosave()
    third.close()


def confirm_box() -> Any:
    return next((w for w in QApplication.topLevelWidgets() if w.objectName() == "confirm_box" and w.isVisible()), None)

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


def test_about_speaks_the_language_chosen_after_it_was_first_opened(window: MainWindow) -> None:
    """The visual pass found About in English in French: the box, kept, had its words of its
    first opening."""
    try:
        window.about_action.trigger()
        box = window._about_box
        assert "desktop client" in box.informativeText()
        box.close()
        assert window.set_language("fr")
        window.about_action.trigger()
        assert box is window._about_box and "desktop client" not in box.informativeText()
        assert box.windowTitle() != "About mtgdesk"
        box.close()
    finally:
        window.set_language("en")


@pytest.mark.usefixtures("english_again")
@pytest.mark.parametrize("language", ["en", "ru"])
def test_at_game_over_the_status_bar_says_the_result_not_good_luck(window: MainWindow, qtbot: Any,
                                                                   language: str) -> None:
    """"Good luck!" (shown for three seconds as a game begins) was still there when the game
    ended within them: the result replaces it; a message of its own (a network game's check of
    its shuffles) stays."""
    window.set_language(language)
    good_luck = {"en": "Good luck!", "ru": "Удачи!"}[language]
    lose = {"en": "You lose.", "ru": "Вы проиграли."}[language]
    table = window.start_game(_setup(seed=11), autosave=False)
    assert window.statusBar().currentMessage() == good_luck
    table.concede()
    qtbot.waitUntil(lambda: window.game_over_dialog is not None, timeout=5000)
    assert window.statusBar().currentMessage() == lose
    window.game_over_dialog.reject()
    table = window.start_game(_setup(seed=12), autosave=False)
    window.statusBar().showMessage("Shuffles checked.", 20000)
    table.concede()
    qtbot.waitUntil(lambda: window.game_over_dialog is not None, timeout=5000)
    assert window.statusBar().currentMessage() == "Shuffles checked."
    window.game_over_dialog.reject()
    # Back to the start page at once: "Good luck!" goes with the game left.
    window.start_game(_setup(seed=13), autosave=False)
    assert window.statusBar().currentMessage() == good_luck
    window.show_start_page()
    assert window.statusBar().currentMessage() == ""
