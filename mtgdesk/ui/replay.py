"""Watching a game again: a replay window over a game record.

Step forward and back by action or by turn, or play at a speed; the position is shown from one
player's view (their hand; the other hand and the libraries face down, CR 402.3), or, once the
game is over, with everything shown. The game log beside it is the table's log, shown up to the
action on screen; the plots of the game's history mark the turn on screen. The replay can be
exported as a file (the game record), which File ▸ Open reads back.
"""
from __future__ import annotations

import html
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QEvent, Qt, QTimer
from PySide6.QtWidgets import (
    QComboBox,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSlider,
    QSplitter,
    QStyle,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from mtgdesk.storage.history import GameHistory

from .game_log import GameLog
from .log_view import LogView
from .models import LogModel
from .texts import card_name, fill, step_name

if TYPE_CHECKING:
    from mtgdesk.engine import Game
    from mtgdesk.storage.records import GameRecord

# Delay between two actions when playing, by speed (×0.5 … ×8).
SPEEDS = ((0.5, 1200), (1.0, 600), (2.0, 300), (4.0, 150), (8.0, 75))
EVERYTHING = 2  # the perspective that shows all hidden cards (after the game)


class ReplayWindow(QWidget):
    """A replay of ``record``; ``RecordError`` if it doesn't replay."""

    def __init__(self, record: "GameRecord", parent: QWidget | None = None) -> None:
        super().__init__(parent, Qt.WindowType.Window)
        self.setObjectName("replay_window")
        self.record = record
        self.history = GameHistory.of(record)
        self.names = [n or "" for n in record.player_names]
        self.current = 0
        self.game: Game = self.history.position(0)
        self.resize(1280, 800)

        # The log, written once; rows after the current action are hidden.
        self.log_model = LogModel(self)
        self.log_view = LogView(self)
        self.log_view.setObjectName("replay_log")
        self.log_view.setModel(self.log_model)
        self.log = GameLog(self.player_name, self)
        self._write_log()

        self.board = QTextBrowser(self)
        self.board.setObjectName("replay_board")
        self.board.setOpenLinks(False)
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
        self.speed_box = QComboBox(self)
        self.speed_box.setObjectName("replay_speed")
        for factor, _ in SPEEDS:
            self.speed_box.addItem(f"×{factor:g}")
        self.speed_box.setCurrentIndex(1)
        self.speed_box.currentIndexChanged.connect(self._on_speed)
        self.view_box = QComboBox(self)
        self.view_box.setObjectName("replay_perspective")
        self.view_box.currentIndexChanged.connect(lambda _: self.show_position())
        self.export_button = QPushButton(self)
        self.export_button.setObjectName("replay_export")
        self.export_button.clicked.connect(lambda: self.export())
        self.timer = QTimer(self)
        self.timer.setInterval(SPEEDS[1][1])
        self.timer.timeout.connect(self._tick)

        from .history_plots import HistoryPlots

        self.plots = HistoryPlots([self.player_name(0), self.player_name(1)], self)
        self.plots.set_points(self.history.points)

        controls = QHBoxLayout()
        for w in (self.first_button, self.back_turn_button, self.back_button, self.play_button, self.forward_button,
                  self.forward_turn_button, self.last_button):
            controls.addWidget(w)
        controls.addWidget(self.slider, 1)
        controls.addWidget(self.speed_box)
        controls.addWidget(self.view_box)
        controls.addWidget(self.export_button)

        top = QSplitter(Qt.Orientation.Horizontal, self)
        top.addWidget(self.board)
        top.addWidget(self.log_view)
        top.setSizes([850, 400])
        main = QSplitter(Qt.Orientation.Vertical, self)
        main.addWidget(top)
        main.addWidget(self.plots)
        main.setSizes([470, 300])
        layout = QVBoxLayout(self)
        layout.addWidget(self.position_label)
        layout.addWidget(main, 1)
        layout.addLayout(controls)
        self.retranslate()
        self.go(0)

    def _button(self, name: str, icon: QStyle.StandardPixmap, slot: Any) -> QPushButton:
        button = QPushButton(self.style().standardIcon(icon), "", self)
        button.setObjectName(name)
        button.clicked.connect(lambda: slot())
        button.setFixedWidth(44)
        return button

    # -------------------------------------------------------------- texts

    def player_name(self, player: int) -> str:
        return self.names[player] or fill(self.tr("Player %1"), str(player + 1))

    def retranslate(self) -> None:
        self.setWindowTitle(fill(self.tr("Replay: %1 against %2"), self.player_name(0), self.player_name(1)))
        for button, tip in ((self.first_button, self.tr("To the beginning")),
                            (self.back_turn_button, self.tr("Back one turn")),
                            (self.back_button, self.tr("Back one action")),
                            (self.play_button, self.tr("Play / pause")),
                            (self.forward_button, self.tr("Forward one action")),
                            (self.forward_turn_button, self.tr("Forward one turn")),
                            (self.last_button, self.tr("To the end"))):
            button.setToolTip(tip)
        self.speed_box.setToolTip(self.tr("Speed"))
        index = max(0, self.view_box.currentIndex())
        self.view_box.blockSignals(True)
        self.view_box.clear()
        for seat in (0, 1):
            # A game still going against the computer is watched from the person's side only.
            if self.record.over or self.record.players[seat] == "human":
                self.view_box.addItem(fill(self.tr("%1's view"), self.player_name(seat)), seat)
        if self.record.over:
            self.view_box.addItem(self.tr("Show all cards"), EVERYTHING)
        self.view_box.setCurrentIndex(min(index, self.view_box.count() - 1))
        self.view_box.blockSignals(False)
        self.export_button.setText(self.tr("Export…"))
        self._write_log()
        self.show_position()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange and hasattr(self, "plots"):
            self.retranslate()
        super().changeEvent(event)

    def _write_log(self) -> None:
        self.log = GameLog(self.player_name, self)
        self.log_model.clear()
        header = self.log.header([n or "?" for n in self.record.deck_names])
        self.log_model.append([header])
        self._rows_after: list[int] = []  # log rows shown after each action
        for events in self.history.events:
            self.log_model.append(self.log.entries(events))
            self._rows_after.append(self.log_model.rowCount())
        if hasattr(self, "current"):
            self._sync_log()

    # -------------------------------------------------------------- moving

    def go(self, n: int) -> None:
        n = max(0, min(n, len(self.history)))
        if n != self.current or n == 0:
            self.current = n
            self.game = self.history.position(n)
        if self.slider.value() != n:
            self.slider.blockSignals(True)
            self.slider.setValue(n)
            self.slider.blockSignals(False)
        self.show_position()

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

    def _on_speed(self, index: int) -> None:
        self.timer.setInterval(SPEEDS[index][1])

    def _tick(self) -> None:
        if self.current >= len(self.history):
            self.toggle_play()
            return
        self.forward()

    # -------------------------------------------------------------- showing

    @property
    def perspective(self) -> int:
        """The seat whose view is shown, or ``EVERYTHING``."""
        seat = self.view_box.currentData()
        return int(seat) if seat is not None else 0

    def _sync_log(self) -> None:
        shown = self._rows_after[self.current - 1] if self.current > 0 else 1
        for row in range(self.log_model.rowCount()):
            self.log_view.setRowHidden(row, row >= shown)
        if shown:
            self.log_view.scrollTo(self.log_model.index(shown - 1))

    def visible_log(self) -> list[str]:
        return [self.log_model.entries()[r].text for r in range(self.log_model.rowCount())
                if not self.log_view.isRowHidden(r)]

    def show_position(self) -> None:
        if not hasattr(self, "plots"):
            return
        game = self.game
        turn = game.turn
        self.position_label.setText(fill(self.tr("Action %1 of %2 · turn %3 · %4"), str(self.current),
                                         str(len(self.history)), str(turn), step_name(game.step.value)))
        self.board.setHtml(self.board_html())
        self._sync_log()
        self.plots.mark_turn(turn)

    def _names(self, ids: list[int]) -> str:
        if not ids:
            return "—"
        return ", ".join(html.escape(card_name(self.game.objects[i].card.name)) for i in ids)

    def board_html(self) -> str:
        """The position as the chosen player may see it (or everything, after the game)."""
        game, me = self.game, self.perspective
        labels = [html.escape(t) for t in (self.tr("Hand"), self.tr("Battlefield"), self.tr("Graveyard"),
                                            self.tr("Exile"), self.tr("Library"))]
        tapped = self.tr("tapped")
        parts = []
        for p in (1 - me, me) if me != EVERYTHING else (1, 0):
            player = game.players[p]
            shows_hand = me in (p, EVERYTHING)
            hand = self._names(player.hand) if shows_hand else \
                html.escape(self.tr("%n card(s), face down", None, len(player.hand)))
            permanents = []
            for i in game.battlefield:
                o = game.objects[i]
                if o.controller != p:
                    continue
                text = html.escape(card_name(o.card.name))
                if game.is_creature(i):
                    ch = game.characteristics(i)
                    text += f" {ch.power}/{ch.toughness}"
                if o.tapped:
                    text = f"<i>{text} ({html.escape(tapped)})</i>"
                permanents.append(text)
            library = self._names(list(reversed(player.library))) if me == EVERYTHING else \
                html.escape(self.tr("%n card(s)", None, len(player.library)))
            life = fill(self.tr("%1 life"), str(player.life))
            zones = (hand, ", ".join(permanents) or "—", self._names(player.graveyard), self._names(player.exile),
                     library)
            rows = "<br>".join(f"<b>{label}:</b> {value}" for label, value in zip(labels, zones))
            parts.append(f"<h3>{html.escape(self.player_name(p))} — {html.escape(life)}</h3><p>{rows}</p>")
        stack = self._names(list(reversed(game.stack)))
        stack_label = html.escape(self.tr("Stack"))
        parts.insert(1, f"<p><b>{stack_label}:</b> {stack}</p><hr>")
        return "".join(parts)

    # -------------------------------------------------------------- export

    def export(self, path: str | Path | None = None) -> bool:
        """Write the replay (the game record) to a file; File ▸ Open reads it back."""
        from .saved_games import write_user_file

        return write_user_file(self, path, self.tr("Export the replay"), "mtgdesk-replay.json",
                               self.tr("mtgdesk games (*.json)"), self.record.to_json) is not None


__all__ = ["ReplayWindow"]
