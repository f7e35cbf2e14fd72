"""The deck lists read off the interface's thread (``ui/decks/deck_loader.py``): a page closed,
or the loader destroyed, before the decks are read gets nothing and nothing is printed (the worker
printed "RuntimeError: Signal source has been deleted")."""
from __future__ import annotations

import threading
from typing import Any

import pytest
import shiboken6
from PySide6.QtCore import QObject, QThreadPool

from mtgdesk.decks import store
from mtgdesk.storage import Settings
from mtgdesk.ui.decks.deck_loader import DeckListLoader

pytestmark = pytest.mark.gui


@pytest.fixture
def held(monkeypatch: pytest.MonkeyPatch) -> Any:
    """``all_decks`` waits until the test lets it (``set()``)."""
    release = threading.Event()
    started = threading.Event()
    read = store.all_decks

    def held_read(*args: Any, **kwargs: Any) -> Any:
        started.set()
        release.wait(timeout=20)
        return read(*args, **kwargs)

    monkeypatch.setattr(store, "all_decks", held_read)
    yield release, started
    release.set()
    QThreadPool.globalInstance().waitForDone(20_000)


def test_a_loader_destroyed_before_the_decks_are_read_is_not_signalled(held: Any, qtbot: Any,
                                                                       capfd: pytest.CaptureFixture[str]) -> None:
    release, started = held
    loader = DeckListLoader()
    got: list[Any] = []
    loader.loaded.connect(got.append)
    loader.start()
    assert started.wait(10)
    shiboken6.delete(loader)  # as the app closing destroys it
    release.set()
    assert QThreadPool.globalInstance().waitForDone(20_000)
    qtbot.wait(50)
    assert got == []
    assert "Signal source has been deleted" not in capfd.readouterr().err


def test_the_owner_destroyed_first_cancels_the_delivery(held: Any, qtbot: Any,
                                                        capfd: pytest.CaptureFixture[str]) -> None:
    release, started = held
    owner = QObject()
    loader = DeckListLoader(owner)
    got: list[Any] = []
    loader.loaded.connect(got.append)
    loader.start()
    assert started.wait(10)
    shiboken6.delete(owner)
    release.set()
    assert QThreadPool.globalInstance().waitForDone(20_000)
    qtbot.wait(50)
    assert got == [] and "Error" not in capfd.readouterr().err


def test_a_new_game_page_closed_while_its_decks_are_read(held: Any, qtbot: Any,
                                                         capfd: pytest.CaptureFixture[str]) -> None:
    from mtgdesk.ui.dialogs.dialogs import NewGameDialog

    release, started = held
    dialog = NewGameDialog(None, Settings())
    loader = dialog._loader
    assert started.wait(10)
    dialog.close()
    shiboken6.delete(dialog)
    release.set()
    assert QThreadPool.globalInstance().waitForDone(20_000)
    qtbot.wait(50)
    assert loader._job is not None and loader._job.loader is None  # cancelled with the page
    assert "Signal source has been deleted" not in capfd.readouterr().err


def test_the_decks_arrive_when_everyone_is_still_there(held: Any, qtbot: Any) -> None:
    release, _started = held
    owner = QObject()
    loader = DeckListLoader(owner)
    loader.start()
    with qtbot.waitSignal(loader.loaded, timeout=20_000) as blocker:
        release.set()
    assert blocker.args[0] and any(d.read_only for d in blocker.args[0])
