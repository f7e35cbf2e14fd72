"""Deck lists read off the interface's thread.

Every deck a game can use (``decks.store.all_decks``) means reading every file in the player's
decks folder, any of which may be large or bad (a 3,000-line file of unknown names once froze
the new-game page for 22 s). A worker of Qt's global thread pool reads them; the list arrives
by a queued signal, so the window keeps painting and answering meanwhile.
"""
from __future__ import annotations

import traceback
from typing import Any

import shiboken6
from PySide6.QtCore import QLocale, QObject, QRunnable, QThreadPool, Signal


def interface_language() -> str:
    """The interface's language ("en", "fr", "ru"): the language manager makes it the default
    locale (``ui.common.language``)."""
    return QLocale().name().split("_")[0]


class DeckListLoader(QObject):
    """Reads every deck a game can use in a worker thread, once per ``start``.

    It has no parent: the worker holds it until the list is delivered, and a receiver that is
    gone by then (a dialog closed) is simply not called. Given an ``owner`` (the dialog that
    waits for the list), the list is not delivered once the owner is destroyed; and a loader
    itself destroyed before the list is read (the app closing) is not signalled: the worker
    drops the list quietly ("Signal source has been deleted" was printed from the worker).

    Signals:
        loaded(list): the decks (``DeckSource``): the player's, then the preconstructed ones.
    """

    loaded = Signal(list)

    def __init__(self, owner: QObject | None = None) -> None:
        super().__init__()
        self._job: _ReadDecks | None = None
        if owner is not None:
            owner.destroyed.connect(self.cancel)

    def start(self) -> None:
        """Read the decks in a worker; ``loaded`` follows on the interface's thread."""
        self._job = _ReadDecks(self, interface_language())
        self._job.setAutoDelete(False)  # this object keeps it
        QThreadPool.globalInstance().start(self._job)

    def cancel(self, *_: Any) -> None:
        """No ``loaded`` for the reading under way: whoever waited for it is gone."""
        if self._job is not None:
            self._job.loader = None


class _ReadDecks(QRunnable):
    def __init__(self, loader: DeckListLoader, language: str) -> None:
        super().__init__()
        self.loader: DeckListLoader | None = loader
        self.language = language

    def run(self) -> None:
        from mtgdesk.decks.precons import precons
        from mtgdesk.decks.store import DeckSource, all_decks

        decks: list[Any]
        try:
            decks = all_decks(self.language)
        except Exception:  # a bug, not a bad file (those are DeckSource problems): say so, keep going
            traceback.print_exc()
            decks = [DeckSource(d, read_only=True) for d in precons()]
        loader = self.loader
        if loader is None or not shiboken6.isValid(loader):
            return  # cancelled, or the loader destroyed: no one waits for the list
        try:
            loader.loaded.emit(decks)
        except RuntimeError:  # destroyed between the check and the signal (the app closing)
            return
