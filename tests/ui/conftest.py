"""GUI tests: settings and the autosave go to a temporary MTGDESK_HOME, never the real home;
the widgets of a test are deleted when it ends."""
from __future__ import annotations

import gc
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest


@pytest.fixture(autouse=True)
def mtgdesk_home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    home = tmp_path / "mtgdesk-home"
    monkeypatch.setenv("MTGDESK_HOME", str(home))
    return home


@pytest.fixture(autouse=True)
def delete_widgets(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    """Keep each widget given to ``qtbot.addWidget`` alive until the test's teardown, then delete it.

    pytest-qt holds those widgets by weak reference only, and processes events once more after
    the test function has returned. A table then held only by its own reference cycles could be
    freed by Python's garbage collector in the middle of that paint, destroying the window's
    backing store under the painter (SIGSEGV in ``QPainter::drawImage``). Its ``deleteLater()``
    at teardown is not carried out outside an event loop either. So the widgets are held here,
    and deleted, with the collection of cycles, at a safe point: after pytest-qt has closed them."""
    from pytestqt.qtbot import QtBot

    kept: list[Any] = []
    add_widget = QtBot.addWidget

    def add_and_keep(self: QtBot, widget: Any, *args: Any, **kwargs: Any) -> None:
        kept.append(widget)
        add_widget(self, widget, *args, **kwargs)

    monkeypatch.setattr(QtBot, "addWidget", add_and_keep)
    yield
    if not kept:
        return
    from PySide6.QtCore import QCoreApplication, QEvent

    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)  # pytest-qt's deleteLater()
    kept.clear()
    gc.collect()
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)


@pytest.fixture
def window(qtbot: Any) -> Any:
    """The main window, shown at 1280×800, animations off."""
    from mtgdesk.storage import Settings
    from mtgdesk.ui.main_window import MainWindow

    window = MainWindow(settings=Settings(animation_speed=0, game_speed="instant"))
    qtbot.addWidget(window)
    window.resize(1280, 800)
    window.show()
    qtbot.waitExposed(window)
    return window


@pytest.fixture
def make_table(qtbot: Any) -> Any:
    """Makes tables of a person against the computer (``table_games.table_against_computer``); each
    is stopped and deleted after the test, so that nothing of its game outlives it
    (tests/ui/test_long_session.py counts every game alive)."""
    import gc

    import shiboken6

    from tests.ui.table_games import table_against_computer

    made: list[Any] = []

    def make(*args: Any, **kwargs: Any) -> Any:
        table = table_against_computer(qtbot, *args, **kwargs)
        made.append(table)
        return table

    yield make
    for table in made:
        session = table.session
        session.stop()
        table.close()
        shiboken6.delete(table)
        shiboken6.delete(session)  # as the main window does: its connections go with it
    made.clear()
    gc.collect()


@pytest.fixture
def lesson_window(window: Any) -> Iterator[Any]:
    """The main window as the ``mtgdesk`` command opens it: with the lessons."""
    from mtgdesk.tutorial import LessonBook
    from mtgdesk.ui.tutorial import set_lesson_book
    from mtgdesk.ui.tutorial.learn import LearnToPlay

    set_lesson_book(LessonBook)
    window.learn.action.setVisible(True)
    assert isinstance(window.learn, LearnToPlay)
    yield window
    set_lesson_book(None)


@pytest.fixture
def language(qapp: Any) -> Iterator[Any]:
    """The app's ``LanguageManager``, put back to English after the test."""
    from mtgdesk.ui.common.language import LanguageManager

    manager = LanguageManager()
    yield manager
    manager.set_language("en")


@pytest.fixture
def languages(language: Any) -> Any:
    """The same manager, by the name some tests give it."""
    return language
