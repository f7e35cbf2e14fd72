"""A network game at the table: the session the table plays (``TablePage(session, ...)``) when
the seat is over a connection, the host's window's as the guest's.

It offers the table what ``GameSession`` does (the seat's bridge, who is a person, the names,
the pace), without a game: the other seat is a person elsewhere, whose actions arrive as the
seat's updates. ``open_table`` puts it on a main window as ``start_saved`` puts a local game.
"""
from __future__ import annotations

import html
from typing import Any

from PySide6.QtCore import QCoreApplication, QObject, Signal

from ..table.pace import Pace
from ..table.session import HUMAN
from .remote_bridge import RemoteBridge
from .runner import NetRunner

#: The other seat's kind: a person at another computer.
REMOTE = "remote"


class RemoteSession(QObject):
    """One network game, for the table: its seat (``bridge``) and the network game (``runner``).

    Signals:
        thinking_changed(bool): never (no computer player thinks here).
        finished(object): the game is over: the winner's index or None.
    """

    thinking_changed = Signal(bool)
    finished = Signal(object)
    remote = True  # a network game: its rematch is the other player's to accept (``NetPlay.retry``)

    def __init__(self, runner: NetRunner, bridge: RemoteBridge, settings: Any, names: list[str],
                 deck_names: list[str], parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.runner = runner
        self.bridge = bridge
        bridge.setParent(self)
        self.settings = settings
        self.seat = bridge.player
        self.seats = [HUMAN if i == self.seat else REMOTE for i in (0, 1)]
        self.names = (list(names) + ["", ""])[:2]
        self.deck_names = (list(deck_names) + ["", ""])[:2]
        self.initial_events: list[Any] = []
        self.computers: dict[int, Any] = {}
        self.paused = False
        self.autosave_enabled = False
        self.saved = None
        self.pace = Pace(self)
        self.connection_over = False  # the connection has ended (after the match, or a side gone)
        self.kept = False  # the game was kept to resume later
        bridge.game_over.connect(self.finished.emit)
        # The network game ends with its table's session, unless the next game of the match has
        # begun on the same connection (``handed_over``: a new table, a new session).
        holder = self._holder = {"handed_over": False}
        self.destroyed.connect(lambda *_: None if holder["handed_over"] else runner.stop())

    @property
    def handed_over(self) -> bool:
        """The next game of the match has its own table: this one is done with the connection."""
        return self._holder["handed_over"]

    @handed_over.setter
    def handed_over(self, value: bool) -> None:
        self._holder["handed_over"] = bool(value)

    def is_human(self, seat: int) -> bool:
        """Whether a person plays ``seat`` at this table (the other seat's person is elsewhere)."""
        return seat == self.seat

    @property
    def hot_seat(self) -> bool:
        return False

    def human_seats(self) -> list[int]:
        return [self.seat]

    def player_name(self, player: int) -> str:
        if 0 <= player < 2 and self.names[player]:
            return self.names[player]
        return QCoreApplication.translate("TablePage", "Player %1").replace("%1", str(player + 1))

    @property
    def thinking(self) -> bool:
        return False

    def start(self) -> None:
        self.paused = False

    def stop(self) -> None:
        """The table is put away or the window closes: the network game goes on until the session
        is deleted (``destroyed`` stops it), so the start page may be visited meanwhile."""
        self.pace.stop()

    def close(self) -> None:
        """Leave the network game now (the other side sees the connection go)."""
        self.runner.stop()


def chat_entry(name: str, text: str) -> Any:
    """A chat line for the table's log."""
    from ..table.models import LogEntry

    line = QCoreApplication.translate("NetPlay", "%1 says: %2").replace("%1", name)
    plain = line.replace("%2", text)
    rich = html.escape(line).replace("%2", "<i>" + html.escape(text) + "</i>")
    return LogEntry(rich, plain, "chat")


def open_table(window: Any, session: RemoteSession) -> Any:
    """Open the table of ``session`` on ``window`` (``MainWindow``), in place of any game there,
    as ``MainWindow.start_saved`` does for a local game; the ``TablePage``."""
    from ..table.table_page import TablePage

    window._close_game()
    table = TablePage(session, window.settings, window)  # type: ignore[arg-type]
    table.status_changed.connect(window._show_status)
    table.rule_cited.connect(window._show_rule)
    window._show_rule("")
    table.game_finished.connect(window._on_table_game_finished)
    table.controller.full_control = window.full_control_action.isChecked()
    table.main_menu_requested.connect(window.show_start_page)
    window.session, window.table = session, table
    window.records.session_started(session, None)  # the host keeps the game, in its user folder
    window.pages.addWidget(table)
    window.pages.setCurrentWidget(table)
    table.view.setFocus()
    window._update_actions()
    table.start()
    return table


__all__ = ["REMOTE", "RemoteSession", "chat_entry", "open_table"]
