"""The games hosted on the local network, in Game ▸ Join a game… (issue 37).

``LanList`` searches when it is first shown and on Refresh (``net.discovery.find_games``: a query
to the broadcast addresses, answers collected for a second), and lists each game as
"name — address:port"; choosing one fills the Join dialog's address (the invite code is still
typed: it is never in an answer). The search runs in a thread of its own with its own asyncio
loop, bounded by its time; the window only looks at its result on a timer, so it never waits on a
socket, and nothing of Qt is touched from that thread.
"""
from __future__ import annotations

import asyncio
import threading
from collections.abc import Callable
from concurrent.futures import Future
from PySide6.QtCore import Qt, QTimer, Signal
from PySide6.QtGui import QShowEvent
from PySide6.QtWidgets import (QAbstractItemView, QGroupBox, QHBoxLayout, QLabel, QListWidget, QListWidgetItem,
                               QPushButton, QVBoxLayout, QWidget)

from mtgdesk.net.discovery import SEARCH_TIME, LanGame, configured, find_games

from ..common.texts import fill

# How often the window looks whether the search is done, and for how long at most (the search
# itself ends after ``SEARCH_TIME``; the rest is a margin for a loaded machine).
POLL_MS = 100
POLL_LIMIT = int((SEARCH_TIME + 9.0) * 1000 / POLL_MS)


def _search() -> list[LanGame]:
    """One search, in the calling (worker) thread, with an asyncio loop of its own."""
    return asyncio.run(find_games(SEARCH_TIME))


class LanList(QGroupBox):
    """"Games on your local network": a list, Refresh, and a line that says how the search went.

    Signals:
        chosen(str): the player chose a game: its ``address:port``.
    """

    chosen = Signal(str)

    def __init__(self, parent: QWidget | None = None, search: Callable[[], list[LanGame]] = _search) -> None:
        super().__init__(parent)
        self.setObjectName("lan_games")
        self._search = search
        self.games: list[LanGame] = []
        self._future: Future[list[LanGame]] | None = None
        self._polls = 0
        self._searched = False
        self._status = "idle"
        self.list = QListWidget(self)
        self.list.setObjectName("lan_games_list")
        self.list.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.list.setMinimumHeight(self.list.fontMetrics().height() * 4 + 8)
        self.list.setMaximumHeight(self.list.fontMetrics().height() * 7 + 8)
        self.list.itemClicked.connect(self._choose)
        self.list.itemActivated.connect(self._choose)
        self.refresh_button = QPushButton(self)
        self.refresh_button.setObjectName("lan_refresh_button")
        self.refresh_button.clicked.connect(self.refresh)
        self.status = QLabel(self)
        self.status.setObjectName("lan_status")
        self.status.setWordWrap(True)
        self.status.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        layout = QVBoxLayout(self)
        layout.addWidget(self.list)
        row = QHBoxLayout()
        row.addWidget(self.status, 1)
        row.addWidget(self.refresh_button, 0, Qt.AlignmentFlag.AlignTop)
        layout.addLayout(row)
        self._timer = QTimer(self)
        self._timer.setInterval(POLL_MS)
        self._timer.timeout.connect(self._poll)
        self.retranslate()

    # ------------------------------------------------------------------ the words

    def retranslate(self) -> None:
        self.setTitle(self.tr("Games on your local network"))
        self.refresh_button.setText(self.tr("&Refresh"))
        self.refresh_button.setToolTip(self.tr("Look again for the games hosted on your local network"))
        self.list.setAccessibleName(self.tr("Games on your local network"))
        for i in range(self.list.count()):
            self.list.item(i).setText(self._row_text(self.games[i]))
        self._show_status()

    def _row_text(self, game: LanGame) -> str:
        name = game.name or self.tr("(no name)")
        if not game.compatible:  # listed all the same: the player sees why it can't be joined
            return fill(self.tr("%1 — %2 (another version of mtgdesk: %3)"), name, game.target, game.app)
        return fill(self.tr("%1 — %2"), name, game.target)

    def _show_status(self) -> None:
        if self._status == "searching":
            text = self.tr("Looking for games on your local network…")
        elif self._status == "off":
            text = self.tr("The search of the local network is turned off (MTGDESK_DISCOVERY).")
        elif self._status == "failed":
            text = self.tr("The local network could not be searched. Type the host's address below.")
        elif self._status == "done" and not self.games:
            text = self.tr("No game found on your local network. Type the host's address below, or Refresh.")
        elif self._status == "done":
            text = self.tr("%n game(s) found: choose one, then type its invite code.", None, len(self.games))
        else:
            text = ""
        self.status.setText(text)

    # ------------------------------------------------------------------ the search

    def showEvent(self, event: QShowEvent) -> None:  # (Qt's name)
        super().showEvent(event)
        if not self._searched:
            self.refresh()  # refreshed when the dialog opens

    @property
    def searching(self) -> bool:
        return self._future is not None

    def refresh(self) -> None:
        """Search again (unless a search is under way): off the window's thread, bounded."""
        self._searched = True
        if self._future is not None:
            return
        if configured().off:
            self._status = "off"
            self._show_status()
            return
        future: Future[list[LanGame]] = Future()
        search = self._search

        def work() -> None:
            try:
                future.set_result(search())
            except Exception as exc:  # said in the list's status line, never a traceback
                future.set_exception(exc)

        self._future = future
        self._polls = 0
        self._status = "searching"
        self.refresh_button.setEnabled(False)
        self._show_status()
        threading.Thread(target=work, name="mtgdesk-lan-search", daemon=True).start()
        self._timer.start()

    def _poll(self) -> None:
        future = self._future
        self._polls += 1
        if future is None:
            self._timer.stop()
            return
        if not future.done():
            if self._polls < POLL_LIMIT:
                return
            self._finish(None)  # (its thread ends by itself: ``find_games`` is bounded)
            return
        try:
            games: list[LanGame] | None = future.result()
        except Exception:
            games = None
        self._finish(games)

    def _finish(self, games: list[LanGame] | None) -> None:
        self._timer.stop()
        self._future = None
        self.refresh_button.setEnabled(True)
        chosen = self.list.currentItem().data(Qt.ItemDataRole.UserRole) if self.list.currentItem() else None
        self.list.clear()
        self.games = list(games or [])
        self._status = "failed" if games is None else "done"
        for game in self.games:
            item = QListWidgetItem(self._row_text(game))
            item.setData(Qt.ItemDataRole.UserRole, game.target)
            self.list.addItem(item)
            if game.target == chosen:
                self.list.setCurrentItem(item)
        self._show_status()

    def _choose(self, item: QListWidgetItem) -> None:
        target = item.data(Qt.ItemDataRole.UserRole)
        if isinstance(target, str) and target:
            self.chosen.emit(target)


__all__ = ["LanList"]
