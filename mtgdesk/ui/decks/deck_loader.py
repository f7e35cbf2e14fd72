"""Deck lists read off the interface's thread.

Every deck a game can use (``decks.store.all_decks``) means reading every file in the player's
decks folder, any of which may be large or bad (a 3,000-line file of unknown names once froze
the new-game page for 22 s). A worker of Qt's global thread pool reads them; the list arrives
by a queued signal, so the window keeps painting and answering meanwhile.
"""
from __future__ import annotations

import traceback
from typing import Any

from PySide6.QtCore import QLocale, QObject, QRunnable, QThreadPool, Signal


def interface_language() -> str:
    """The interface's language ("en", "fr", "ru"): the language manager makes it the default
    locale (``ui.common.language``)."""
    return QLocale().name().split("_")[0]


class DeckListLoader(QObject):
    """Reads every deck a game can use in a worker thread, once per ``start``.

    It has no parent: the worker holds it until the list is delivered, and a receiver that is
    gone by then (a dialog closed) is simply not called.

    Signals:
        loaded(list): the decks (``DeckSource``): the player's, then the preconstructed ones.
    """

    loaded = Signal(list)

    def __init__(self) -> None:
        super().__init__()
        self._job: _ReadDecks | None = None

    def start(self) -> None:
        """Read the decks in a worker; ``loaded`` follows on the interface's thread."""
        self._job = _ReadDecks(self, interface_language())
        self._job.setAutoDelete(False)  # this object keeps it
        QThreadPool.globalInstance().start(self._job)


class _ReadDecks(QRunnable):
    def __init__(self, loader: DeckListLoader, language: str) -> None:
        super().__init__()
        self.loader = loader
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
        self.loader.loaded.emit(decks)
