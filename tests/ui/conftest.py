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
