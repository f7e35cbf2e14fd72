"""Game ▸ Host a game… and Game ▸ Join a game…: the main window's network play (issue 37).

``NetPlay`` holds the two actions, opens their dialogs, starts the network game in a
``NetRunner`` (its own thread: the window never waits on a socket) and, when the game begins,
opens the table on a ``RemoteSession``: the seat of this window, host's or guest's, built from
the seat's updates alone. Later updates, refusals (with their rule), chat lines (in the log) and
the end of the game go to that table; a failure is said in the dialog, or at the table in a
message box, in the interface's language.
"""
from __future__ import annotations

import time
from typing import TYPE_CHECKING, Any

import shiboken6
from PySide6.QtCore import QEvent, QObject, Qt, QTimer
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QLabel, QMessageBox

if TYPE_CHECKING:  # loaded when a network game is opened, not before the window's first paint
    from mtgdesk.net.link import NetSettings

    from .net_dialogs import HostDialog, JoinDialog, _NetDialog
    from .remote_table import RemoteSession
    from .runner import NetRunner


class NetPlay(QObject):
    """The network play of one main window: its actions, its dialog, its game."""

    #: The connection's timings (None: ``NetSettings()``'s, heartbeats noticing a dead connection
    #: within 10 s, 5 minutes to come back); the tests make them short.
    net_settings: NetSettings | None = None

    def __init__(self, window: Any) -> None:
        super().__init__(window)
        self.window = window
        self.host_action = QAction(window)
        self.host_action.setObjectName("host_game_action")
        self.host_action.triggered.connect(self.host)
        self.join_action = QAction(window)
        self.join_action.setObjectName("join_game_action")
        self.join_action.triggered.connect(self.join)
        self.chat_action = QAction(window)
        self.chat_action.setObjectName("chat_action")
        self.chat_action.triggered.connect(self.ask_chat)
        self.chat_action.setEnabled(False)
        self.dialog: _NetDialog | None = None
        self.runner: NetRunner | None = None  # the runner whose game has not begun yet
        self.session: RemoteSession | None = None
        self._names: list[str] = []
        self._pool: Any = None
        self.reconnect_label: QLabel | None = None  # "waiting for your opponent to reconnect (4:32)"
        self._reconnect_deadline = 0.0
        self._countdown = QTimer(self)
        self._countdown.setInterval(1000)
        self._countdown.timeout.connect(self._tick)
        self.retranslate()
        window.installEventFilter(self)

    def retranslate(self) -> None:
        self.host_action.setText(self.tr("&Host a game…"))
        self.host_action.setStatusTip(self.tr("Play a friend on another computer: wait for them to join"))
        self.join_action.setText(self.tr("&Join a game…"))
        self.join_action.setStatusTip(self.tr("Play a friend on another computer: join the game they host"))
        self.chat_action.setText(self.tr("&Say something to your opponent…"))
        self.chat_action.setStatusTip(self.tr("A line of chat, shown in both game logs"))
        dialog = self._live_dialog()
        if dialog is not None:
            dialog.retranslate()  # type: ignore[attr-defined]

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # (Qt's name)
        if watched is self.window and event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        elif watched is self.window and event.type() == QEvent.Type.Close:
            self.leave()  # the window closes: its network game ends (the other side is told)
        return False

    def leave(self) -> None:
        """End this window's network game, begun or not (bounded: ``NetRunner.stop``)."""
        self._drop_runner()
        session = self.session
        if session is not None and shiboken6.isValid(session):
            session.close()

    def _live_dialog(self) -> _NetDialog | None:
        d = self.dialog
        return d if d is not None and shiboken6.isValid(d) else None

    def pool(self) -> Any:
        if self._pool is None:
            from mtgdesk.cards import load_pool

            self._pool = load_pool()
        return self._pool

    # ------------------------------------------------------------------ the dialogs

    def host(self) -> None:
        """Game ▸ Host a game…"""
        from .net_dialogs import HostDialog

        self._drop_pending()
        dialog = HostDialog(self.window.settings, self.window)
        self.dialog = dialog
        dialog.go.connect(lambda: self._start_host(dialog))
        dialog.rejected.connect(self._drop_pending)
        dialog.open()

    def join(self) -> None:
        """Game ▸ Join a game…"""
        from .net_dialogs import JoinDialog

        self._drop_pending()
        dialog = JoinDialog(self.window.settings, self.window)
        self.dialog = dialog
        dialog.go.connect(lambda: self._start_join(dialog))
        dialog.rejected.connect(self._drop_pending)
        dialog.open()

    def _new_runner(self, dialog: _NetDialog) -> NetRunner:
        from .runner import NetRunner

        self._drop_runner()
        runner = NetRunner(self)
        self.runner = runner
        runner.failed.connect(lambda reason, detail: self._on_failed(runner, reason, detail))
        runner.joined.connect(lambda names: self._on_joined(runner, names))
        runner.update.connect(lambda u: self._on_update(runner, u))
        self._deck_name = dialog.deck_combo.currentText()
        return runner

    def _relay(self, dialog: _NetDialog, edit: Any) -> tuple[str, int] | None | str:
        from mtgdesk.net.relay import relay_address

        text = edit.text().strip()
        if not text:
            return None
        try:
            return relay_address(text)
        except ValueError as exc:
            dialog.show_failure("relay", str(exc))
            return "bad"

    def _start_host(self, dialog: HostDialog) -> None:
        deck = dialog.deck_combo.card_names()
        if deck is None:
            return
        relay = self._relay(dialog, dialog.relay_edit)
        if relay == "bad":
            return
        runner = self._new_runner(dialog)
        runner.listening.connect(dialog.show_listening)
        dialog.set_busy(True)
        runner.start_host(self.pool(), deck, dialog.player_name() or self.tr("Host"),
                          port=dialog.port_spin.value(), relay=relay if isinstance(relay, tuple) else None,
                          settings=self.net_settings, deck_name=_deck_name(dialog))

    def _start_join(self, dialog: JoinDialog) -> None:
        relay = self._relay(dialog, dialog.relay_edit)
        if relay == "bad":
            return
        code = dialog.code_edit.text().strip()
        if not code:
            dialog.show_failure("nocode")
            return
        if isinstance(relay, tuple):
            address, port = relay
        else:
            target = dialog.target()
            if isinstance(target, str):
                dialog.show_failure(target)
                return
            address, port = target
        runner = self._new_runner(dialog)
        dialog.set_connecting()
        runner.start_guest(self.pool(), address, port, code, dialog.player_name() or self.tr("Guest"),
                           dialog.deck_combo.card_names(), relay=relay if isinstance(relay, tuple) else None,
                           settings=self.net_settings, deck_name=_deck_name(dialog))

    def _drop_runner(self) -> None:
        runner, self.runner = self.runner, None
        if runner is not None:
            runner.stop()
            runner.deleteLater()

    def _drop_pending(self) -> None:
        """Cancel: the game not begun is dropped (its port closed, its thread ended)."""
        self._drop_runner()

    # ------------------------------------------------------------------ the game

    def _on_failed(self, runner: NetRunner, reason: str, detail: str) -> None:
        from .net_texts import failure_text

        dialog = self._live_dialog()
        if runner is self.runner and dialog is not None and dialog.isVisible():
            dialog.show_failure(reason, detail)
            self._drop_runner()
            return
        session = self.session
        if session is not None and session.runner is runner and not session.bridge.over:
            box = QMessageBox(QMessageBox.Icon.Warning, self.tr("Network game"), failure_text(reason, detail),
                              QMessageBox.StandardButton.Ok, self.window)
            box.setObjectName("net_failure_box")
            box.open()
            self.net_failure_box = box
            session.bridge.end(None)

    def _on_joined(self, runner: NetRunner, names: list[str]) -> None:
        if runner is self.runner:
            self._names = list(names)

    def _on_update(self, runner: NetRunner, update: dict[str, Any]) -> None:
        from .remote_bridge import RemoteBridge
        from .remote_table import RemoteSession, open_table

        session = self.session
        if session is not None and session.runner is runner:
            session.bridge.apply_update(update)
            return
        if runner is not self.runner:
            return
        # The first update: the game has begun. The table opens on this window's seat.
        self.runner = None
        bridge = RemoteBridge(runner.seat, self.pool(), runner.submit, runner.concede, deck=_own_deck(runner))
        if not bridge.apply_update(update):
            runner.stop()
            return
        # Each side's deck's name as the host says it (an older host doesn't: "their own deck").
        decks = [bridge.deck_name(p) or self.tr("their own deck") for p in (0, 1)]
        decks[runner.seat] = self._deck_name
        session = RemoteSession(runner, bridge, self.window.settings, self._names, decks, self.window)
        self.session = session
        runner.refused.connect(bridge.take_refusal)
        runner.chat.connect(lambda text: self._on_chat(session, text))
        runner.finished.connect(lambda out: self._on_finished(session, out))
        runner.paused.connect(lambda seconds: self._on_paused(session, seconds))
        dialog = self._live_dialog()
        if dialog is not None:
            dialog.accept()
        self.dialog = None
        open_table(self.window, session)
        self.chat_action.setEnabled(True)
        action = self.chat_action
        session.destroyed.connect(lambda *_: action.setEnabled(False) if shiboken6.isValid(action) else None)

    def _on_chat(self, session: RemoteSession, text: str) -> None:
        from .remote_table import chat_entry

        table = self.window.table
        if table is not None and table.session is session:
            table.log_model.append([chat_entry(session.player_name(1 - session.seat), text)])

    def _on_finished(self, session: RemoteSession, out: dict[str, Any]) -> None:
        from .net_texts import outcome_text

        winner = out.get("winner")
        reason = str(out.get("reason") or "")
        if reason == "concede" and isinstance(winner, int):
            session.bridge.end(winner, conceded=1 - winner)
        elif not session.bridge.over:
            session.bridge.end(winner if isinstance(winner, int) else None)
        text = outcome_text(reason, out.get("verified"))
        if text:
            self.window.statusBar().showMessage(text, 20000)

    # ------------------------------------------------------------------ a lost connection

    def _on_paused(self, session: RemoteSession, seconds: float) -> None:
        """The other side's connection is lost (the game waits ``seconds`` for it), or it is back
        (``seconds`` < 0): a countdown over the table meanwhile."""
        if seconds < 0 or session.bridge.over:
            self._countdown.stop()
            label, self.reconnect_label = self.reconnect_label, None
            if label is not None and shiboken6.isValid(label):
                label.deleteLater()
            return
        table = self.window.table
        if table is None or table.session is not session:
            return
        label = self.reconnect_label
        if label is None or not shiboken6.isValid(label):
            label = self.reconnect_label = QLabel(table.view)
            label.setObjectName("reconnect_label")
            label.setAlignment(Qt.AlignmentFlag.AlignCenter)
            label.setStyleSheet("QLabel { background: rgba(20, 20, 20, 210); color: #f5c542; padding: 10px 18px;"
                                " border-radius: 6px; font-weight: bold; }")
        self._reconnect_deadline = time.monotonic() + seconds
        self._tick()
        label.show()
        label.raise_()
        self._countdown.start()

    def _tick(self) -> None:
        label = self.reconnect_label
        if label is None or not shiboken6.isValid(label):
            self._countdown.stop()
            return
        left = max(0, int(self._reconnect_deadline - time.monotonic() + 0.999))
        label.setText(self.tr("Waiting for your opponent to reconnect (%1)").replace(
            "%1", f"{left // 60}:{left % 60:02d}"))
        label.adjustSize()
        parent = label.parentWidget()
        if parent is not None:
            label.move((parent.width() - label.width()) // 2, 16)

    def ask_chat(self) -> None:
        """Game ▸ Say something to your opponent…: a line to type (the window keeps running)."""
        from PySide6.QtWidgets import QInputDialog

        dialog = QInputDialog(self.window)
        dialog.setObjectName("chat_dialog")
        dialog.setWindowTitle(self.tr("Say something"))
        dialog.setLabelText(self.tr("To your opponent:"))
        dialog.setTextValue("")
        dialog.textValueSelected.connect(self.send_chat)
        self.chat_dialog = dialog
        dialog.open()

    def send_chat(self, text: str) -> None:
        """Say ``text`` to the other player (shown in both logs)."""
        from .remote_table import chat_entry

        session = self.session
        if session is None or not text.strip():
            return
        session.runner.send_chat(text.strip()[:500])
        table = self.window.table
        if table is not None and table.session is session:
            table.log_model.append([chat_entry(session.player_name(session.seat), text.strip()[:500])])

    def retry(self, session: Any) -> bool:
        """A rematch of a network game is a new game hosted or joined (True: handled here)."""
        if not getattr(session, "remote", False):
            return False
        self.window.statusBar().showMessage(
            self.tr("For another game over the network, host or join again (Game menu)."), 10000)
        return True


def _deck_name(dialog: _NetDialog) -> str:
    """The chosen deck's own name, untranslated (the other side shows it in its language)."""
    source = dialog.deck_combo.source()
    return str(source.deck.name) if source is not None else ""


def _own_deck(runner: NetRunner) -> list[str] | None:
    """The card names of this window's own deck (the host's, or the guest's if it chose one)."""
    if runner.host is not None:
        return list(runner.host.deck)
    return list(runner.guest.deck) if runner.guest is not None and runner.guest.deck else None


__all__ = ["NetPlay"]
