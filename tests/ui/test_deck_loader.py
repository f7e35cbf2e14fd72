"""Deck lists read off the interface's thread (issue 36, item 3): the new-game page and the Decks
menu's chooser get their decks from a worker, by signal; the window answers meanwhile, however
long the player's deck files take to read."""
from __future__ import annotations

import threading
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QTimer

from mtgdesk.cards import load_pool
from mtgdesk.decks import store
from mtgdesk.decks.store import save_user_deck, user_decks_dir
from mtgdesk.decks.text import Deck
from mtgdesk.ui.main_window import MainWindow
import shiboken6
from PySide6.QtCore import QObject
from PySide6.QtCore import QThreadPool
from mtgdesk.storage import Settings
from mtgdesk.ui.decks.deck_loader import DeckListLoader

pytestmark = pytest.mark.gui


@pytest.fixture
def held_reads(monkeypatch: pytest.MonkeyPatch) -> Any:
    """Deck files are read only once the test lets them (``release``); the threads that read
    them are recorded."""
    release = threading.Event()
    threads: list[threading.Thread] = []
    read = store.read_deck_file

    def held(path: Any, *args: Any, **kwargs: Any) -> Any:
        threads.append(threading.current_thread())
        release.wait(timeout=20)
        return read(path, *args, **kwargs)

    monkeypatch.setattr(store, "read_deck_file", held)
    yield release, threads
    release.set()


def _user_deck(name: str = "My bears") -> str:
    pool = load_pool()
    path = save_user_deck(Deck(name=name, entries=[(4, pool.get("Grizzly Bears")), (56, pool.get("Forest"))]))
    return f"user:{path.name}"


def test_the_new_game_page_reads_the_decks_off_the_interface_s_thread(window: MainWindow, qtbot: Any,
                                                                      held_reads: Any) -> None:
    release, threads = held_reads
    key = _user_deck()
    window.settings.last_decks = [key, ""]
    window.new_game_button.click()
    dialog = window._new_game_dialog
    ticks: list[int] = []
    QTimer.singleShot(0, lambda: ticks.append(1))
    qtbot.waitUntil(lambda: bool(ticks) and bool(threads))  # the event loop runs while a deck is being read
    assert dialog.loading and not dialog.isVisible()
    window.new_game_button.click()
    assert window._new_game_dialog is dialog  # asked twice while reading: one page
    with qtbot.waitSignal(dialog.decks_loaded, timeout=20_000):
        release.set()
    qtbot.waitUntil(dialog.isVisible)
    assert threads and all(t is not threading.main_thread() for t in threads)
    assert dialog.deck_boxes[0].currentData() == key  # the deck chosen last time, once it is read
    assert "My bears" in dialog.deck_boxes[0].currentText() and "60" in dialog.descriptions[0].text()
    assert str(dialog.deck_boxes[1].currentData()).startswith("precon:")
    assert dialog.start_button.isEnabled()
    dialog.reject()


def test_a_large_bad_file_in_the_decks_folder_does_not_hold_the_page(window: MainWindow, qtbot: Any,
                                                                     mtgdesk_home: Path) -> None:
    """3,000 lines naming no card (the file that froze the page for 22 s): it is left out, the
    other decks are offered."""
    key = _user_deck()
    folder = user_decks_dir()
    (folder / "typos.txt").write_text("".join(f"4 Grizly Baer {i}\n" for i in range(3000)), encoding="utf-8")
    window.new_game_button.click()
    dialog = window._new_game_dialog
    qtbot.waitUntil(dialog.isVisible, timeout=30_000)
    keys = [dialog.deck_boxes[0].itemData(i) for i in range(dialog.deck_boxes[0].count())]
    assert key in keys and "user:typos.txt" not in keys
    dialog.reject()


def test_the_decks_menu_opens_its_chooser_once_the_decks_are_read(window: MainWindow, qtbot: Any,
                                                                 held_reads: Any) -> None:
    release, threads = held_reads
    _user_deck("Chosen")
    menu = window.decks_menu
    menu.open_deck_action.trigger()
    qtbot.waitUntil(lambda: bool(threads))
    assert menu.chooser is None
    menu.open_deck_action.trigger()  # a second time while reading: one chooser
    with qtbot.waitSignal(menu.chooser_opened, timeout=20_000) as opened:
        release.set()
    chooser = opened.args[0]
    assert chooser is menu.chooser and chooser.isVisible()
    assert all(t is not threading.main_thread() for t in threads) and len(threads) == 1
    assert chooser.chosen().deck.name == "Chosen"
    chooser.accept()
    qtbot.waitUntil(lambda: bool(menu.editors) and menu.editors[-1].isVisible())
    editor = menu.editors[-1]
    assert editor.deck.name == "Chosen" and len(editor.deck) == 60
    editor.undo_stack.setClean()
    editor.close()


def test_imported_deck_suggestions_come_in_the_interface_s_language_first(window: MainWindow, qtbot: Any,
                                                                          tmp_path: Path) -> None:
    typo = tmp_path / "typo.txt"
    typo.write_text("20 Forest\n4 Ange aveuglan\n", encoding="utf-8")
    for language, first in (("fr", "'Ange aveuglante', 'Sage Aven'"), ("en", "'Sage Aven', 'Ange aveuglante'")):
        window.set_language(language)
        editor = window.decks_menu.editor()
        assert editor.import_file(typo)
        assert f"typo.txt:2: unknown card 'Ange aveuglan'; did you mean {first}?" in editor.last_warning
        editor.undo_stack.setClean()
        editor.close()


def test_the_editor_s_open_reads_the_decks_off_the_interface_s_thread(window: MainWindow, qtbot: Any,
                                                                      held_reads: Any) -> None:
    release, threads = held_reads
    _user_deck("Opened")
    editor = window.decks_menu.editor()
    editor.open_action.trigger()
    qtbot.waitUntil(lambda: bool(threads))
    assert editor.chooser is None
    release.set()
    qtbot.waitUntil(lambda: editor.chooser is not None and editor.chooser.isVisible(), timeout=20_000)
    assert threads[0] is not threading.main_thread()
    editor.chooser.accept()
    assert editor.deck.name == "Opened" and len(editor.deck) == 60
    editor.undo_stack.setClean()
    editor.close()


# ---------------------------------------------------------------------- the loader on its own


def test_the_loader_delivers_the_player_s_decks_then_the_preconstructed_ones_on_the_ui_thread(
        qtbot: Any, monkeypatch: pytest.MonkeyPatch) -> None:
    from PySide6.QtCore import QLocale, QThread

    from mtgdesk.decks.precons import precons
    from mtgdesk.ui.decks.deck_loader import DeckListLoader, interface_language

    _user_deck("My bears")
    languages: list[str | None] = []
    all_decks = store.all_decks
    monkeypatch.setattr(store, "all_decks", lambda language=None: languages.append(language) or all_decks(language))
    received: list[tuple[list[Any], bool]] = []
    loader = DeckListLoader()
    loader.loaded.connect(lambda decks: received.append((decks, QThread.currentThread() is loader.thread())))
    before = QLocale()
    QLocale.setDefault(QLocale("ru"))
    try:
        assert interface_language() == "ru"
        with qtbot.waitSignal(loader.loaded, timeout=20000):
            loader.start()
    finally:
        QLocale.setDefault(before)
    decks, on_ui_thread = received[0]
    assert on_ui_thread and languages == ["ru"]  # read in the interface's language, delivered on its thread
    assert decks[0].deck.name == "My bears" and not decks[0].read_only
    assert [d.deck.name for d in decks[1:1 + len(precons())]] == [d.name for d in precons()]


def test_a_bug_while_reading_still_gives_the_preconstructed_decks(qtbot: Any, monkeypatch: pytest.MonkeyPatch,
                                                                  capfd: pytest.CaptureFixture[str]) -> None:
    from mtgdesk.decks.precons import precons
    from mtgdesk.ui.decks.deck_loader import DeckListLoader

    def broken(language: str | None = None) -> list[Any]:
        raise RuntimeError("a bug in the deck store")

    monkeypatch.setattr(store, "all_decks", broken)
    loader = DeckListLoader()
    with qtbot.waitSignal(loader.loaded, timeout=20000) as loaded:
        loader.start()
    decks = loaded.args[0]
    assert [d.deck.name for d in decks] == [d.name for d in precons()] and all(d.read_only for d in decks)
    assert "RuntimeError: a bug in the deck store" in capfd.readouterr().err  # said, not swallowed


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
