"""Watching a game again: a replay window over a game record, on the real table.

The position is drawn by the table's own scene and card items (``TableScene``, ``TableView``),
fed from the chosen player's view of the game (``take_snapshot``): their hand face up, the other
hand and the libraries face down (CR 402.3), or, once the game is over, both hands shown
("show all"). Nothing on it acts: there is no prompt bar, nothing can be dragged or dropped, and
clicks change nothing. Step forward and back by action or by turn, jump with the slider, or
play at a speed; a step forward is animated as the game was (cards glide between zones), a jump
is laid out at once. The game log beside it is the table's log, shown up to the action on
screen; the history plots (shown with "History") mark the turn on screen. The replay can be
exported as a file (the game record), which File ▸ Open reads back.
"""
from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QEvent, Qt, QTimer
from PySide6.QtGui import QFont, QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QComboBox,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSlider,
    QSpinBox,
    QSplitter,
    QStyle,
    QToolTip,
    QVBoxLayout,
    QWidget,
)

from mtgdesk.engine import events as E
from mtgdesk.storage import Settings
from mtgdesk.storage.history import GameHistory

from ..table.animation import Animator
from ..table.bridge import GameBridge
from ..table.game_log import GameLog
from ..table.log_view import LogView
from ..table.models import LogModel
from ..table.phase_bar import PhaseBar
from ..table.snapshot import TableSnapshot, take_snapshot
from ..table.table_page import side_panel, side_panel_width
from ..table.table_scene import TableScene
from ..table.table_view import TableView
from ..common.retranslating import Retranslating
from ..common.texts import deck_text, fill, step_name
from ..common.zoom_panel import ZoomPanel

if TYPE_CHECKING:
    from PySide6.QtGui import QCloseEvent, QMouseEvent, QResizeEvent
    from mtgdesk.engine import Game
    from mtgdesk.storage.records import GameRecord

# Delay between two actions when playing, by speed (×0.5 … ×8).
SPEEDS = ((0.5, 1200), (1.0, 600), (2.0, 300), (4.0, 150), (8.0, 75))
EVERYTHING = 2  # the perspective that shows all hidden cards (after the game)
NOBODY = 3  # the perspective of someone passing by: both hands face down (CR 402.3)
ANYONE = -1  # ``watcher``: the replay is opened from the saved games, not from a seat at the table


class ReplayPhaseBar(PhaseBar):
    """The table's phase bar, only to read: no stops to set (a replay has no decisions to stop
    at), so clicks do nothing and the tooltip names the step under the pointer."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(Settings(stops_my_turn=[], stops_opponent_turn=[]), parent)

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        event.accept()

    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        event.accept()

    def event(self, event: QEvent) -> bool:
        if event.type() == QEvent.Type.ToolTip:
            pos = event.pos()  # type: ignore[attr-defined]
            step = self.step_at(pos.x(), pos.y())
            if step is not None:
                QToolTip.showText(event.globalPos(), step_name(step), self)  # type: ignore[attr-defined]
            else:
                QToolTip.hideText()
            return True
        return super().event(event)


class ReplayWindow(Retranslating, QWidget):
    """A replay of ``record`` on the table; ``RecordError`` if it doesn't replay. The table
    follows ``settings`` as a game's does (the animation speed; the default settings if None)."""

    def __init__(self, record: "GameRecord", parent: QWidget | None = None, settings: Settings | None = None,
                 watcher: int | None = ANYONE) -> None:
        """``watcher``: the seat that watches a game still going (only its view is offered: what
        it saw, CR 402.3), None when nobody is seated (a hot-seat game between two turns: both
        hands face down), ``ANYONE`` for a replay opened from the saved games."""
        super().__init__(parent, Qt.WindowType.Window)
        self.setObjectName("replay_window")
        self.record = record
        self.watcher = watcher
        self.history = GameHistory.of(record)
        self.names = [n or "" for n in record.player_names]
        self.current = 0
        self.game: Game = self.history.position(0)
        self.snapshot: TableSnapshot | None = None
        self._seat = 0  # the seat at the bottom of the table (also under "show all")
        self.settings = settings if settings is not None else Settings()
        self.animation_factor = self.settings.animation_factor
        self.resize(1280, 800)

        # The table: the game's own scene and view, to look at only.
        self.animator = Animator(self.animation_factor, self)
        self.scene = TableScene(self.animator, self)
        self.scene.set_card_scale(self.settings.card_scale)  # the card size the player chose
        self.view = TableView(self.scene, self)
        self.view.setObjectName("replay_table")
        self.view.setAcceptDrops(False)
        self.phase_bar = ReplayPhaseBar(self)
        self.zoom = ZoomPanel(self)
        self.scene.card_hovered.connect(self.zoom.show_card)
        self.scene.card_hovered.connect(self.view.point_at)

        # The log, written once; rows after the current action are hidden.
        self.log_model = LogModel(self)
        self.log_view = LogView(self)
        self.log_view.setObjectName("replay_log")
        self.log_view.setModel(self.log_model)
        self.log_view.card_hovered.connect(self._on_log_card)
        self.log = GameLog(self.player_name, self)  # the log is written by ``retranslate``
        self._rows_after: list[int] = []  # the log rows shown after each action
        self._log_shown = 0

        self.position_label = QLabel(self)
        self.position_label.setObjectName("replay_position")

        icon = QStyle.StandardPixmap
        self.first_button = self._button("replay_first", icon.SP_MediaSkipBackward, self.first)
        self.back_turn_button = self._button("replay_back_turn", icon.SP_MediaSeekBackward, self.back_turn)
        self.back_button = self._button("replay_back", icon.SP_ArrowLeft, self.back)
        self.play_button = self._button("replay_play", icon.SP_MediaPlay, self.toggle_play)
        self.play_button.setCheckable(True)
        self.forward_button = self._button("replay_forward", icon.SP_ArrowRight, self.forward)
        self.forward_turn_button = self._button("replay_forward_turn", icon.SP_MediaSeekForward, self.forward_turn)
        self.last_button = self._button("replay_last", icon.SP_MediaSkipForward, self.last)
        self.slider = QSlider(Qt.Orientation.Horizontal, self)
        self.slider.setObjectName("replay_slider")
        self.slider.setRange(0, len(self.history))
        self.slider.valueChanged.connect(self.go)
        self.turn_box = QSpinBox(self)
        self.turn_box.setObjectName("replay_turn")
        self.turn_box.setRange(1, max(1, self.history.points[-1].turn if self.history.points else 1))
        self.turn_box.setKeyboardTracking(False)  # a turn typed is gone to once, not digit by digit
        self.turn_box.valueChanged.connect(self.go_to_turn)
        self.speed_box = QComboBox(self)
        self.speed_box.setObjectName("replay_speed")
        for factor, _ in SPEEDS:
            self.speed_box.addItem(f"×{factor:g}")
        self.speed_box.setCurrentIndex(1)
        self.speed_box.currentIndexChanged.connect(self._on_speed)
        self.view_box = QComboBox(self)
        self.view_box.setObjectName("replay_perspective")
        self.view_box.currentIndexChanged.connect(self._on_perspective)
        self.history_button = QPushButton(self)
        self.history_button.setObjectName("replay_history")
        self.history_button.setCheckable(True)
        self.history_button.toggled.connect(self._on_history_toggled)
        self.export_button = QPushButton(self)
        self.export_button.setObjectName("replay_export")
        self.export_button.clicked.connect(lambda: self.export())
        self.timer = QTimer(self)
        self.timer.setInterval(SPEEDS[1][1])
        self.timer.timeout.connect(self._tick)
        self.plots: Any = None  # the history plots, made when first shown (pyqtgraph loads then)

        self._build()
        self._keys()
        self.retranslate()
        self.go(0)

    def _build(self) -> None:
        side, side_layout, palette = side_panel(self, "replay_side_panel")
        side_layout.addWidget(self.zoom, 0)
        self.log_label = QLabel(side)
        font = QFont(self.log_label.font())
        font.setBold(True)
        self.log_label.setFont(font)
        self.log_label.setPalette(palette)
        side_layout.addWidget(self.log_label)
        side_layout.addWidget(self.log_view, 1)
        side.setMinimumWidth(230)

        # The table over the history plots (when shown), beside the side panel.
        self.table_splitter = QSplitter(Qt.Orientation.Vertical, self)
        self.table_splitter.addWidget(self.view)
        self.table_splitter.setChildrenCollapsible(False)
        self.splitter = QSplitter(Qt.Orientation.Horizontal, self)
        self.splitter.addWidget(self.table_splitter)
        self.splitter.addWidget(side)
        self.splitter.setStretchFactor(0, 1)
        self.splitter.setStretchFactor(1, 0)
        self.splitter.setChildrenCollapsible(False)

        controls = QHBoxLayout()
        controls.setContentsMargins(8, 4, 8, 6)
        for w in (self.first_button, self.back_turn_button, self.back_button, self.play_button, self.forward_button,
                  self.forward_turn_button, self.last_button):
            controls.addWidget(w)
        controls.addWidget(self.slider, 1)
        controls.addWidget(self.position_label)
        controls.addWidget(self.turn_box)
        controls.addWidget(self.speed_box)
        controls.addWidget(self.view_box)
        controls.addWidget(self.history_button)
        controls.addWidget(self.export_button)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(0)
        layout.addWidget(self.phase_bar)
        layout.addWidget(self.splitter, 1)
        layout.addLayout(controls)

    def _keys(self) -> None:
        """Left and right step by action, Page Up and Page Down by turn, Home and End, Space
        plays or pauses."""
        for key, slot in ((Qt.Key.Key_Right, self.forward), (Qt.Key.Key_Left, self.back),
                          (Qt.Key.Key_PageDown, self.forward_turn), (Qt.Key.Key_PageUp, self.back_turn),
                          (Qt.Key.Key_Home, self.first), (Qt.Key.Key_End, self.last),
                          (Qt.Key.Key_Space, self.toggle_play)):
            shortcut = QShortcut(QKeySequence(key), self)
            shortcut.setContext(Qt.ShortcutContext.WindowShortcut)
            shortcut.activated.connect(slot)

    def _button(self, name: str, icon: QStyle.StandardPixmap, slot: Any) -> QPushButton:
        button = QPushButton(self.style().standardIcon(icon), "", self)
        button.setObjectName(name)
        button.clicked.connect(lambda: slot())
        button.setFixedWidth(40)
        button.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # the arrow keys step through the game
        return button

    # -------------------------------------------------------------- texts

    def player_name(self, player: int) -> str:
        from ..common.player_names import player_name

        return player_name(self.names[player], player, self.record.players[player])

    def retranslate(self) -> None:
        self.setWindowTitle(fill(self.tr("Replay: %1 against %2"), self.player_name(0), self.player_name(1)))
        for button, tip in ((self.first_button, self.tr("To the beginning (Home)")),
                            (self.back_turn_button, self.tr("Back one turn (Page Up)")),
                            (self.back_button, self.tr("Back one action (Left)")),
                            (self.play_button, self.tr("Play / pause (Space)")),
                            (self.forward_button, self.tr("Forward one action (Right)")),
                            (self.forward_turn_button, self.tr("Forward one turn (Page Down)")),
                            (self.last_button, self.tr("To the end (End)"))):
            button.setToolTip(tip)
        self.speed_box.setToolTip(self.tr("Speed"))
        self.turn_box.setPrefix(self.tr("Turn "))
        self.turn_box.setToolTip(self.tr("Go to the beginning of a turn (or click a plot at that turn)"))
        self.view_box.setToolTip(self.tr("Whose side of the table is shown"))
        index = max(0, self.view_box.currentIndex())
        self.view_box.blockSignals(True)
        self.view_box.clear()
        for seat in (0, 1):
            if self.may_watch(seat):
                self.view_box.addItem(fill(self.tr("%1's view"), self.player_name(seat)), seat)
        if not self.view_box.count():
            self.view_box.addItem(self.tr("Both hands hidden"), NOBODY)
        if self.record.over:
            self.view_box.addItem(self.tr("Show all cards"), EVERYTHING)
        self.view_box.setCurrentIndex(min(index, self.view_box.count() - 1))
        self.view_box.blockSignals(False)
        self._remember_seat()
        self.history_button.setText(self.tr("History"))
        self.history_button.setToolTip(self.tr("Life, cards and mana over the turns of the game"))
        self.export_button.setText(self.tr("Export…"))
        self.log_label.setText(self.tr("Game log"))
        self._write_log()
        self.phase_bar.retranslate()
        for item in self.scene.items():
            item.update()
        self.show_position()

    def retranslate_ready(self) -> bool:
        return hasattr(self, "log_label")  # Qt sends a LanguageChange while __init__ still builds the widget

    def _write_log(self) -> None:
        """The whole game's log, written at once (one insertion: the view lays it out once)."""
        self.log = GameLog(self.player_name, self)
        self.log_model.clear()
        entries = [self.log.header([deck_text(n) if n else "?" for n in self.record.deck_names])]
        self._rows_after = []
        for events in self.history.events:
            entries += self.log.entries(events)
            self._rows_after.append(len(entries))
        if self.record.conceded is not None and self._rows_after:  # ended by a concession (CR 104.3a)
            entries.append(self.log.conceded(self.record.conceded))
            self._rows_after[-1] = len(entries)
        self.log_model.append(entries)
        self._log_shown = len(entries)  # a new model shows every row
        if hasattr(self, "current"):
            self._sync_log()

    def _on_log_card(self, name: str) -> None:
        from mtgdesk.cards import load_pool

        pool = load_pool()
        if name and name in pool:
            self.zoom.show_card_def(pool.get(name))

    # -------------------------------------------------------------- moving

    def go(self, n: int) -> None:
        """Show the position after the first ``n`` actions: one action on from the one shown
        is animated as it happened, any other jump is laid out at once."""
        n = max(0, min(n, len(self.history)))
        step = n == self.current + 1
        if step:
            self.game.apply(self.history.actions[n - 1])  # the game shown is the window's own copy
            self.current = n
        elif n != self.current or n == 0:
            self.current = n
            self.game = self.history.position(n)
        if self.slider.value() != n:
            self.slider.blockSignals(True)
            self.slider.setValue(n)
            self.slider.blockSignals(False)
        self.show_position(events=self.history.events[n - 1] if step else None)

    def first(self) -> None:
        self.go(0)

    def last(self) -> None:
        self.go(len(self.history))

    def forward(self) -> None:
        self.go(self.current + 1)

    def back(self) -> None:
        self.go(self.current - 1)

    def forward_turn(self) -> None:
        later = [s for s in self.history.turn_starts() if s > self.current]
        self.go(later[0] if later else len(self.history))

    def back_turn(self) -> None:
        earlier = [s for s in self.history.turn_starts() if s < self.current]
        self.go(earlier[-1] if earlier else 0)

    def turn_start(self, turn: int) -> int:
        """How many actions into the game ``turn`` begins (0 for the first turn)."""
        first = self.history.points[0].turn if self.history.points else 1
        if turn <= first:
            return 0
        return next((i + 1 for i, t in enumerate(self.history.turns) if t >= turn), len(self.history))

    def go_to_turn(self, turn: int) -> None:
        """Jump to the beginning of ``turn``."""
        self.go(self.turn_start(turn))

    def toggle_play(self) -> None:
        if self.timer.isActive():
            self.timer.stop()
            self.play_button.setChecked(False)
            self.play_button.setIcon(self.style().standardIcon(QStyle.StandardPixmap.SP_MediaPlay))
        else:
            if self.current >= len(self.history):
                self.go(0)
            self.timer.start()
            self.play_button.setChecked(True)
            self.play_button.setIcon(self.style().standardIcon(QStyle.StandardPixmap.SP_MediaPause))

    @property
    def playing(self) -> bool:
        return self.timer.isActive()

    def apply_settings(self) -> None:
        """The settings were changed while the replay is open: its card size and animations
        follow at once, as a game's table does."""
        self.animation_factor = self.settings.animation_factor
        self._on_speed(self.speed_box.currentIndex())
        if self.scene.set_card_scale(self.settings.card_scale):
            self.show_position()

    def _on_speed(self, index: int) -> None:
        self.timer.setInterval(SPEEDS[index][1])
        # Faster play, shorter glides: an animation never outlasts the beat it belongs to.
        self.animator.factor = self.animation_factor * min(1.0, SPEEDS[index][1] / SPEEDS[1][1])

    def _tick(self) -> None:
        if self.current >= len(self.history):
            self.toggle_play()
            return
        self.forward()

    # -------------------------------------------------------------- showing

    def may_watch(self, seat: int) -> bool:
        """Whether ``seat``'s view (its hand) may be shown: after the game, anyone's; during it,
        only what the watcher saw: a game against the computer from the person's side; a
        hot-seat game from the seat at the table only, and from the saved games from nobody's
        (each player's hand is hidden from the other, CR 402.3)."""
        if self.record.over:
            return True
        if self.watcher != ANYONE:
            return self.watcher == seat
        humans = [s for s in (0, 1) if self.record.players[s] == "human"]
        return humans == [seat]

    @property
    def perspective(self) -> int:
        """The seat whose view is shown, or ``EVERYTHING``."""
        seat = self.view_box.currentData()
        return int(seat) if seat is not None else 0

    def _remember_seat(self) -> None:
        if self.perspective not in (EVERYTHING, NOBODY):
            self._seat = self.perspective

    def _on_perspective(self, _index: int) -> None:
        self._remember_seat()
        self.zoom.clear()  # it may show a card of the hand that is now hidden (CR 402.3)
        self.view.hide_pointer_zoom()
        self.show_position()

    def _on_history_toggled(self, shown: bool) -> None:
        if shown and self.plots is None:
            from .history_plots import HistoryPlots

            self.plots = HistoryPlots([self.player_name(0), self.player_name(1)], self)
            self.plots.set_points(self.history.points)
            self.plots.turn_clicked.connect(self.go_to_turn)
            self.plots.mark_turn(self.game.turn)
            self.table_splitter.addWidget(self.plots)
            height = self.table_splitter.height()
            self.table_splitter.setSizes([height - height * 2 // 5, height * 2 // 5])
        if self.plots is not None:
            self.plots.setVisible(shown)

    def show_history(self, shown: bool = True) -> None:
        """Show (or hide) the plots of the game's history under the table."""
        self.history_button.setChecked(shown)

    def table_snapshot(self) -> TableSnapshot:
        """The position on screen as the chosen player sees it (both hands with "show all")."""
        bridge = GameBridge(self.game)
        names = [self.player_name(0), self.player_name(1)]
        snapshot = take_snapshot(bridge, self._seat, names, seated=self.perspective != NOBODY)
        if self.perspective == EVERYTHING:  # after the game only: the other hand too
            other = 1 - self._seat
            snapshot.hands[other] = take_snapshot(bridge, other, names).hands[other]
        if self.current == len(self.history) and self.record.over:
            snapshot.over = True
        return snapshot

    def _sync_log(self) -> None:
        """Show the log up to the action on screen: only the rows between the lines shown
        before and now change (a step is one action's lines, not the whole log)."""
        shown = self._rows_after[self.current - 1] if self.current > 0 else 1
        rows = self.log_model.rowCount()
        before = min(self._log_shown, rows)
        for row in range(min(before, shown), max(before, shown)):
            self.log_view.setRowHidden(row, row >= shown)
        self._log_shown = shown
        if shown:
            self.log_view.scrollTo(self.log_model.index(shown - 1))

    def visible_log(self) -> list[str]:
        return [self.log_model.entries()[r].text for r in range(self.log_model.rowCount())
                if not self.log_view.isRowHidden(r)]

    def status_text(self, snapshot: TableSnapshot) -> str:
        if snapshot.over:
            return self.tr("Game over")
        if snapshot.decision_kind.value == "priority":
            return fill(self.tr("Priority: %1"), self.player_name(snapshot.decision_player))
        return fill(self.tr("Deciding: %1"), self.player_name(snapshot.decision_player))

    def show_position(self, events: list[Any] | None = None) -> None:
        """Draw the position on the table, the log up to it and the turn on the plots; with
        ``events`` (those of the one action just taken) cards glide as they did in the game."""
        if not hasattr(self, "log_label"):
            return
        game = self.game
        self.position_label.setText(fill(self.tr("Action %1 of %2"), str(self.current), str(len(self.history))))
        snapshot = self.snapshot = self.table_snapshot()
        factor = self.animator.factor
        if events is None:
            self.animator.factor = 0.0  # a jump: everything in its place at once
        else:
            self.scene.follow_events(events)
        try:
            self.scene.sync(snapshot, {}, {}, None, flip=events is None)
        finally:
            self.animator.factor = factor
        self.zoom.follow(snapshot.card)
        if events is not None and snapshot.stack and any(isinstance(e, (E.SpellCast, E.AbilityActivated))
                                                         for e in events):
            self.zoom.show_card(snapshot.stack[-1])  # what was just cast, large, as at the table
        self.phase_bar.set_state(game.turn, game.step.value, self.player_name(game.active), self.status_text(snapshot),
                                 game.active == snapshot.perspective)
        self._sync_log()
        self.turn_box.blockSignals(True)
        self.turn_box.setValue(game.turn)
        self.turn_box.blockSignals(False)
        if self.plots is not None:
            self.plots.mark_turn(game.turn)

    def card_states(self, zone: str, player: int) -> list[Any]:
        """What the table shows of a player's hand or battlefield: the ``CardState`` of each
        card item (``card`` None when it is face down)."""
        return [item.state for item in self.scene.items_by_id.values()
                if item.state.zone == zone and item.state.controller == player and not item.leaving]

    # -------------------------------------------------------------- export

    def export(self, path: str | Path | None = None) -> bool:
        """Write the replay (the game record) to a file; File ▸ Open reads it back."""
        from ..common.user_file import write_user_file

        return write_user_file(self, path, self.tr("Export the replay"), "mtgdesk-replay.json",
                               self.tr("mtgdesk games (*.json)"), self.record.to_json) is not None

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        # The side panel (the zoom and the log) as wide as the table page's.
        width = self.splitter.width()
        side = side_panel_width(width)
        self.splitter.setSizes([width - side, side])

    def closeEvent(self, event: QCloseEvent) -> None:
        self.timer.stop()
        self.view.hide_pointer_zoom()
        super().closeEvent(event)


__all__ = ["ReplayPhaseBar", "ReplayWindow"]
