"""Game ▸ Host a game… and Game ▸ Join a game…: the main window's network play (issue 37).

``NetPlay`` holds the two actions, opens their dialogs, starts the network game in a
``NetRunner`` (its own thread: the window never waits on a socket) and, when the game begins,
opens the table on a ``RemoteSession``: the seat of this window, host's or guest's, built from
the seat's updates alone. Later updates, refusals (with their rule), chat lines (in the log) and
the end of the game go to that table; a failure is said in the dialog, or at the table in a
message box, in the interface's language.

A match (best of one or of three, chosen by the host) is played on the same connection: the
score is shown over the table to both sides; after a game each player says when they are ready
for the next (the game-over dialog's Next game), the loser of the previous game chooses who
plays first (CR 103.1), and the next game opens on a new table; after the match
either may offer a rematch (Rematch), which the other accepts or declines. When the other side
has not come back within the reconnection window, the player is asked whether to claim the win
or keep the game saved to resume later (Game ▸ Host a game… offers the games kept).
"""
from __future__ import annotations

import time
from typing import TYPE_CHECKING, Any

import shiboken6
from PySide6.QtCore import QEvent, QObject, Qt, QTimer
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QLabel, QMessageBox, QPushButton

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
        self.match: dict[str, Any] = {}  # the match as it stands (``NetRunner.match_changed``)
        self.score_label: QLabel | None = None  # "Best of three · Ann 1 – 0 Boris"
        self.rematch_box: QMessageBox | None = None
        self.timeout_box: QMessageBox | None = None
        self.ended_box: QMessageBox | None = None
        self.first_box: QMessageBox | None = None
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
        self._show_score()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # (Qt's name)
        if watched is self.window and event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        elif watched is self.window and event.type() == QEvent.Type.Close:
            self.leave()  # the window closes: its network game ends (the other side is told)
        elif watched is self.window and event.type() == QEvent.Type.ChildPolished and self.session is not None:
            child = event.child()  # type: ignore[attr-defined]
            if child is not None and child.objectName() == "game_over_dialog":
                QTimer.singleShot(0, self._dress_game_over_dialog)  # (when the table shows it)
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
        runner.refused.connect(lambda r: self._on_refused(runner, r))
        runner.chat.connect(lambda text: self._on_chat(runner, text))
        runner.game_over.connect(lambda out: self._on_game_over(runner, out))
        runner.finished.connect(lambda out: self._on_finished(runner, out))
        runner.paused.connect(lambda seconds: self._on_paused(runner, seconds))
        runner.match_changed.connect(lambda info: self._on_match(runner, info))
        runner.next_game.connect(lambda info: self._on_next_game(runner, info))
        runner.rematch_offered.connect(lambda best_of: self._on_rematch_offered(runner, best_of))
        runner.rematch_answered.connect(lambda ok: self._on_rematch_answered(runner, ok))
        runner.timeout_asked.connect(lambda: self._on_timeout_asked(runner))
        runner.first_asked.connect(lambda game: self._on_first_asked(runner, game))
        self._deck_name = dialog.deck_combo.currentText()
        self.match = {}
        return runner

    def _on_refused(self, runner: NetRunner, refusal: dict[str, Any]) -> None:
        session = self._current(runner)
        if session is not None:
            session.bridge.take_refusal(refusal)

    def _current(self, runner: NetRunner) -> RemoteSession | None:
        """The session at the table of ``runner``'s game, if it is still this window's."""
        session = self.session
        if session is not None and shiboken6.isValid(session) and session.runner is runner \
                and not session.handed_over:
            return session
        return None

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
        if deck is None and dialog.resume_choice() is None:
            return
        deck = deck or []
        relay = self._relay(dialog, dialog.relay_edit)
        if relay == "bad":
            return
        runner = self._new_runner(dialog)
        runner.listening.connect(dialog.show_listening)
        dialog.set_busy(True)
        resume = dialog.resume_choice()
        if resume is not None:
            self._deck_name = self.tr("the saved game's deck")
        runner.start_host(self.pool(), deck, dialog.player_name() or self.tr("Host"),
                          port=dialog.port_spin.value(), relay=relay if isinstance(relay, tuple) else None,
                          settings=self.net_settings, deck_name=_deck_name(dialog), best_of=dialog.best_of(),
                          resume=resume)

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
        session = self._current(runner)
        if session is not None and not session.bridge.over:
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

        session = self._current(runner)
        if session is not None:
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
        dialog = self._live_dialog()
        if dialog is not None:
            dialog.accept()
        self.dialog = None
        open_table(self.window, session)
        self.chat_action.setEnabled(True)
        action = self.chat_action
        session.destroyed.connect(lambda *_: action.setEnabled(False) if shiboken6.isValid(action) else None)
        self._show_score()

    def _on_chat(self, runner: NetRunner, text: str) -> None:
        from .remote_table import chat_entry

        session = self._current(runner)
        table = self.window.table
        if session is not None and table is not None and table.session is session:
            table.log_model.append([chat_entry(session.player_name(1 - session.seat), text)])

    def _on_game_over(self, runner: NetRunner, out: dict[str, Any]) -> None:
        """A game of the match is over (its seed revealed and checked): the table ends on the
        host's word, the status bar says how, the game-over dialog shows the score and offers
        the next game (or a rematch, once the match is decided)."""
        from .net_texts import outcome_text

        session = self._current(runner)
        if session is None:
            return
        winner = out.get("winner")
        reason = str(out.get("reason") or "")
        if reason == "saved":
            self._show_saved(runner)
            return
        if reason == "concede" and isinstance(winner, int):
            session.bridge.end(winner, conceded=1 - winner)
        elif not session.bridge.over:
            session.bridge.end(winner if isinstance(winner, int) else None)
        text = outcome_text(reason, out.get("verified"))
        if text:
            self.window.statusBar().showMessage(text, 20000)
        self._dress_game_over_dialog()

    def _on_finished(self, runner: NetRunner, out: dict[str, Any]) -> None:
        """The connection has ended (after the match and any rematch, or a side gone)."""
        session = self._current(runner)
        if session is None:
            return
        session.connection_over = True
        if str(out.get("reason") or "") == "saved":
            self._show_saved(runner)
            return
        if not session.bridge.over:  # (ended without a game over: the other side left)
            winner = out.get("winner")
            session.bridge.end(winner if isinstance(winner, int) else None)
        elif out.get("reason") not in ("timeout",):
            self.window.statusBar().showMessage(
                self.tr("%1 has left: the connection is closed.").replace("%1", session.player_name(1 - session.seat)),
                20000)
        self._dress_game_over_dialog()

    # ------------------------------------------------------------------ the match

    def _on_match(self, runner: NetRunner, info: dict[str, Any]) -> None:
        session = self._current(runner)
        if runner is self.runner or session is not None:
            self.match = dict(info)
            self._show_score()
            if session is not None and session.bridge.over:
                self._dress_game_over_dialog()

    def match_text(self) -> str:
        """"Best of three · Ann 1 – 0 Boris · game 2" (empty for a single game)."""
        m = self.match
        if not m or m.get("best_of", 1) == 1:
            return ""
        names = list(m.get("names") or ["", ""])
        session = self.session
        if session is not None and shiboken6.isValid(session):
            names = [session.player_name(0), session.player_name(1)]
        score = list(m.get("score") or [0, 0])
        text = self.tr("Best of three: %1 %2 – %3 %4, game %5")
        for i, value in enumerate((names[0], score[0], score[1], names[1], m.get("game", 1)), start=1):
            text = text.replace(f"%{i}", str(value))
        return text

    def _show_score(self) -> None:
        """The match's score over the table, top right, for both sides."""
        table = getattr(self.window, "table", None)
        text = self.match_text()
        label = self.score_label
        if table is None or not text or self.session is None or table.session is not self.session:
            if label is not None and shiboken6.isValid(label):
                label.hide()
            return
        if label is None or not shiboken6.isValid(label) or label.parentWidget() is not table.view:
            label = self.score_label = QLabel(table.view)
            label.setObjectName("match_score_label")
            label.setStyleSheet("QLabel { background: rgba(20, 20, 20, 190); color: #f0f0f0; padding: 6px 12px;"
                                " border-radius: 6px; font-weight: bold; }")
        label.setText(text)
        label.adjustSize()
        label.move(max(0, table.view.width() - label.width() - 16), 16)
        label.show()
        label.raise_()

    def _decided(self) -> bool:
        m = self.match
        if not m or m.get("best_of", 1) == 1:
            return True
        if "decided" in m:
            return bool(m["decided"])
        return bool(max(m.get("score") or [0, 0]) >= int(m.get("best_of", 1)) // 2 + 1)

    def _dress_game_over_dialog(self) -> None:
        """The game-over dialog of a network game: the match's score, and its button says what
        it does here (Next game, within a match; Rematch, after it, an offer to the other); the
        table's own game-over button says the same."""
        word = self.tr("Next game") if not self._decided() else self.tr("Offer a rematch")
        table = getattr(self.window, "table", None)
        if table is not None and self.session is not None and table.session is self.session \
                and table.controller.rematch_text != word:
            table.controller.rematch_text = word
            table.refresh()
        dialog = getattr(self.window, "game_over_dialog", None)
        if dialog is None or not shiboken6.isValid(dialog):
            return
        text = self.match_text()
        label = dialog.findChild(QLabel, "match_score_dialog_label")
        if text and label is None:
            label = QLabel(dialog)
            label.setObjectName("match_score_dialog_label")
            label.setAlignment(Qt.AlignmentFlag.AlignCenter)
            dialog.layout().insertWidget(2, label)
        if label is not None:
            label.setText(text)
        button: QPushButton = dialog.rematch_button
        session = self.session
        closed = session is not None and shiboken6.isValid(session) and session.connection_over
        button.setEnabled(not closed)
        button.setText(word)

    def _on_next_game(self, runner: NetRunner, info: dict[str, Any]) -> None:
        """The next game begins on the same connection: its first update opens a new table."""
        session = self._current(runner)
        if session is None:
            return
        session.handed_over = True  # (the old table's session no longer ends the connection)
        self.runner = runner
        self.match = dict(info)
        for box in (self.rematch_box,):
            if box is not None and shiboken6.isValid(box):
                box.close()
        box = self.first_box
        if box is not None and shiboken6.isValid(box):
            box.close()
        first = info.get("first")
        if isinstance(first, int) and info.get("game", 1) > 1:
            name = session.player_name(first)
            self.window.statusBar().showMessage(
                self.tr("Game %1: %2 plays first (the loser of the previous game chose, CR 103.1).")
                .replace("%1", str(info.get("game", 1))).replace("%2", name), 15000)

    def _on_first_asked(self, runner: NetRunner, game: int) -> None:
        """This player lost the previous game: who takes the first turn of the next (CR 103.1)."""
        session = self._current(runner)
        if session is None:
            return
        box = QMessageBox(QMessageBox.Icon.Question, self.tr("Who plays first?"),
                          self.tr("You lost the previous game, so you choose who takes the first turn of game %1 "
                                  "(CR 103.1).").replace("%1", str(game)),
                          QMessageBox.StandardButton.NoButton, self.window)
        box.setObjectName("first_choice_box")
        self.window.statusBar().clearMessage()  # (both are ready now)
        play = box.addButton(self.tr("Play first"), QMessageBox.ButtonRole.AcceptRole)
        play.setObjectName("play_first_button")
        draw = box.addButton(self.tr("Draw first"), QMessageBox.ButtonRole.RejectRole)
        draw.setObjectName("draw_first_button")
        play.clicked.connect(lambda: runner.answer_first(True))
        draw.clicked.connect(lambda: runner.answer_first(False))
        self.first_box = box
        box.open()

    def _on_rematch_offered(self, runner: NetRunner, best_of: int) -> None:
        """The other player offers a rematch: accept or decline."""
        session = self._current(runner)
        if session is None:
            return
        who = session.player_name(1 - session.seat)
        box = QMessageBox(QMessageBox.Icon.Question, self.tr("Rematch"),
                          (self.tr("%1 offers a rematch: best of three. Play again?") if best_of == 3
                           else self.tr("%1 offers a rematch. Play again?")).replace("%1", who),
                          QMessageBox.StandardButton.NoButton, self.window)
        box.setObjectName("rematch_offer_box")
        yes = box.addButton(self.tr("Play again"), QMessageBox.ButtonRole.AcceptRole)
        yes.setObjectName("rematch_accept_button")
        no = box.addButton(self.tr("No, thanks"), QMessageBox.ButtonRole.RejectRole)
        no.setObjectName("rematch_decline_button")
        yes.clicked.connect(lambda: runner.answer_rematch(True))
        no.clicked.connect(lambda: self._decline(runner))
        self.rematch_box = box
        box.open()

    def _decline(self, runner: NetRunner) -> None:
        runner.answer_rematch(False)
        self.window.statusBar().showMessage(self.tr("Rematch declined."), 10000)

    def _on_rematch_answered(self, runner: NetRunner, ok: bool) -> None:
        session = self._current(runner)
        if session is None:
            return
        who = session.player_name(1 - session.seat)
        text = (self.tr("%1 accepts the rematch.") if ok else self.tr("%1 declines the rematch.")).replace("%1", who)
        self.window.statusBar().showMessage(text, 15000)

    # ------------------------------------------------------------------ kept to resume later

    def _on_timeout_asked(self, runner: NetRunner) -> None:
        """The other side did not come back within the window: claim the win, or keep the game
        saved to resume later (issue 37). Withdrawn if it comes back meanwhile."""
        session = self._current(runner)
        if session is None:
            return
        who = session.player_name(1 - session.seat)
        box = QMessageBox(QMessageBox.Icon.Question, self.tr("Your opponent has not come back"),
                          self.tr("%1 did not come back in time. Claim the win, or keep the game saved to "
                                  "resume it later?").replace("%1", who),
                          QMessageBox.StandardButton.NoButton, self.window)
        box.setObjectName("timeout_question_box")
        if session.seat == 0:
            box.setInformativeText(self.tr("To resume a kept game: Game ▸ Host a game…, choose it, and give your "
                                           "friend the same invite code."))
        else:
            box.setInformativeText(self.tr("To resume a kept game: when your friend hosts it again, join with the "
                                           "same address and invite code."))
        claim = box.addButton(self.tr("Claim the win"), QMessageBox.ButtonRole.AcceptRole)
        claim.setObjectName("claim_win_button")
        keep = box.addButton(self.tr("Keep the game saved"), QMessageBox.ButtonRole.RejectRole)
        keep.setObjectName("keep_game_button")
        claim.clicked.connect(lambda: runner.answer_timeout("claim"))
        keep.clicked.connect(lambda: runner.answer_timeout("keep"))
        self.timeout_box = box
        box.open()

    def _show_saved(self, runner: NetRunner) -> None:
        """The game is kept to resume later: said once, with the way back to it."""
        session = self._current(runner)
        if session is None or getattr(session, "kept", False):
            return
        session.kept = True
        if session.seat == 0:
            text = self.tr("The game is kept. To resume it: Game ▸ Host a game…, choose it under Game, and give "
                           "your friend the invite code %1 again.").replace("%1", runner.code())
        else:
            text = self.tr("The game is kept. When your friend hosts it again, join with the same address and "
                           "the invite code %1.").replace("%1", runner.code())
        box = QMessageBox(QMessageBox.Icon.Information, self.tr("Network game"), text,
                          QMessageBox.StandardButton.Ok, self.window)
        box.setObjectName("net_saved_box")
        self.ended_box = box
        box.open()

    # ------------------------------------------------------------------ a lost connection

    def _on_paused(self, runner: NetRunner, seconds: float) -> None:
        """The other side's connection is lost (the game waits ``seconds`` for it), or it is back
        (``seconds`` < 0): a countdown over the table meanwhile."""
        session = self._current(runner)
        if session is None:
            return
        if seconds < 0:  # back (or the wait is over): a question still open is withdrawn
            box = self.timeout_box
            if box is not None and shiboken6.isValid(box) and box.isVisible() and runner.running \
                    and not session.bridge.over and not getattr(session, "kept", False):
                box.close()
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
        """Game ▸ Rematch (or the game-over dialog's button) in a network game (True: handled
        here): within a match, ready for the next game; after it, a rematch offered to the other
        player; once the connection has ended, host or join again."""
        if not getattr(session, "remote", False):
            return False
        runner = session.runner
        other = session.player_name(1 - session.seat)
        if session.connection_over or not runner.running:
            self.window.statusBar().showMessage(
                self.tr("For another game over the network, host or join again (Game menu)."), 10000)
        elif not self._decided():
            runner.ready()
            self.window.statusBar().showMessage(
                self.tr("Ready: the next game begins when %1 is ready too.").replace("%1", other), 30000)
        else:
            runner.offer_rematch(int(self.match.get("best_of", 1) or 1))
            self.window.statusBar().showMessage(
                self.tr("Rematch offered: waiting for %1's answer…").replace("%1", other), 30000)
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
