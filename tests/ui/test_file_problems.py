"""The app started on bad settings and autosave files (issue 15): a dialog names each file and
its problem, the files are kept aside, the app starts clean."""
from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication

from mtgdesk.storage import load_settings
from mtgdesk.storage.paths import autosave_path
from mtgdesk.storage.settings import settings_path
from mtgdesk.ui.dialogs.file_problems import FileProblemsDialog

pytestmark = pytest.mark.gui

ROOT = Path(__file__).resolve().parents[2]
BAD_SETTINGS = '{\n  "language": "fr",\n  "animation_speed": ' + "9" * 4301 + "\n}\n"
BAD_AUTOSAVE = '{"version": 1, "seed": Infinity, "decks": [[], []], "actions": []}'


def _write_bad_files() -> None:
    for path, text in ((settings_path(), BAD_SETTINGS), (autosave_path(), BAD_AUTOSAVE)):
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text, encoding="utf-8")


def _aside(path: Path) -> Path:
    (aside,) = path.parent.glob(path.name + ".bad-*")
    return aside


def test_start_on_bad_files_names_them_and_keeps_them(qtbot) -> None:
    from mtgdesk.ui.app import _check_files
    from mtgdesk.ui.main_window import MainWindow

    _write_bad_files()
    settings = load_settings(set_aside=True)
    window = MainWindow(settings=settings)
    qtbot.addWidget(window)
    window.show()
    assert window.continue_button.isVisibleTo(window)  # an autosave is there...
    _check_files(window, settings.problems)
    dialog = window.file_problems_dialog
    assert isinstance(dialog, FileProblemsDialog) and dialog.isVisible()
    text = dialog.informativeText()
    assert f"{settings_path()}:3: a number with more than 20 digits" in text
    assert f"{autosave_path()}:1: Infinity is not a number this file may hold" in text
    assert "kept as settings.json.bad-" in text and "kept as autosave.json.bad-" in text
    assert "could not use the files below" in dialog.text()
    assert not window.continue_button.isVisibleTo(window)  # ...and can't be continued
    assert _aside(settings_path()).read_text(encoding="utf-8") == BAD_SETTINGS
    assert _aside(autosave_path()).read_text(encoding="utf-8") == BAD_AUTOSAVE
    window.close()
    assert not settings_path().exists() or json.loads(settings_path().read_text(encoding="utf-8"))


def test_continue_on_an_autosave_spoiled_after_start(qtbot) -> None:
    from mtgdesk.storage import Settings
    from mtgdesk.ui.main_window import MainWindow

    window = MainWindow(settings=Settings(animation_speed=0, game_speed="instant"))
    qtbot.addWidget(window)
    window.show()
    autosave_path().parent.mkdir(parents=True)
    autosave_path().write_text('{"version": 1, "seed": 1, "decks": [["Forest"]], "actions": []}', encoding="utf-8")
    window._update_actions()
    assert window.continue_button.isVisibleTo(window)
    window.continue_game()
    text = window.file_problems_dialog.informativeText()
    assert f"{autosave_path()}:1: decks: expected two lists" in text
    assert window.table is None and not window.continue_button.isVisibleTo(window)
    assert _aside(autosave_path()).exists()


@pytest.mark.slow
def test_the_real_command_starts_clean_on_bad_files(tmp_path: Path) -> None:
    home = tmp_path / "home"
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "MTGDESK_HOME": str(home), "PYTHONPATH": str(ROOT)}
    os.environ["MTGDESK_HOME"] = str(home)  # for the paths below; the fixture restores it
    _write_bad_files()
    proc = subprocess.Popen([sys.executable, "-m", "mtgdesk"], env=env, stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE, text=True)
    try:
        deadline = time.monotonic() + 60
        while time.monotonic() < deadline and proc.poll() is None:
            if list(autosave_path().parent.glob("autosave.json.bad-*")):
                break
            time.sleep(0.2)
        time.sleep(0.5)
        assert proc.poll() is None, proc.communicate()  # still running: no crash
    finally:
        proc.send_signal(signal.SIGTERM)
        out, err = proc.communicate(timeout=30)
    assert "Traceback" not in err, err
    assert _aside(settings_path()).read_text(encoding="utf-8") == BAD_SETTINGS
    assert _aside(autosave_path()).read_text(encoding="utf-8") == BAD_AUTOSAVE


def test_dialog_lists_problems_escaped(qtbot) -> None:
    dialog = FileProblemsDialog(["/home/<me>/settings.json:1: bad & worse"])
    qtbot.addWidget(dialog)
    dialog.show()
    QApplication.processEvents()
    assert dialog.informativeText() == "/home/&lt;me&gt;/settings.json:1: bad &amp; worse"


def test_dialog_follows_a_language_change(qtbot) -> None:
    from mtgdesk.ui.common.language import LanguageManager

    languages = LanguageManager(QApplication.instance())
    dialog = FileProblemsDialog(["f: x"])
    qtbot.addWidget(dialog)
    try:
        assert languages.set_language("fr")
        assert dialog.windowTitle() == "Fichiers inutilisables"
    finally:
        languages.set_language("en")
    assert dialog.windowTitle() == "Files that could not be used"
