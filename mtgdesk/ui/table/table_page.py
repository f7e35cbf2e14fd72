"""The table page: phase bar, table, prompt bar, and a side panel with the zoom panel, the
stack and the game log; the "pass the seat" screen of a hot-seat game covers it all."""
from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import Qt, QTimer, Signal
from PySide6.QtGui import QColor, QFont, QKeySequence, QPalette, QShortcut
from PySide6.QtWidgets import (
    QFrame,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSplitter,
    QToolTip,
    QVBoxLayout,
    QWidget,
)

from mtgdesk.cards import load_pool
from mtgdesk.engine import events as E
from mtgdesk.engine.objects import PlayerRef
from mtgdesk.storage import Settings

from .accessibility import (
    Announcer,
    describe_card,
    describe_pile,
    describe_player,
    describe_stack,
    describe_zone,
    notify,
)
from .animation import Animator
from .card_item import CardState
from .controller import TableController
from .game_log import GameLog
from .keyboard import KeyboardFocus
from .log_view import LogView
from .models import LogEntry, LogModel, StackModel
from .phase_bar import PhaseBar
from .prompt_bar import PromptBar
from .session import GameSession
from .snapshot import TableSnapshot, take_snapshot
from .stack_view import StackView
from .table_scene import TableScene
from .table_view import TableView
from ..common.fitted_label import FittedLabel
from ..common.sound import CueListener
from ..common.texts import card_name, deck_text, fill
from ..common.zoom_panel import ZoomPanel

if TYPE_CHECKING:
    from PySide6.QtGui import QResizeEvent


def side_panel(parent: QWidget, name: str) -> tuple[QWidget, QVBoxLayout, QPalette]:
    """The dark panel beside the table (the zoom, the stack, the log; the replay's too): the
    panel, its layout and its palette, for the labels put on it."""
    side = QWidget(parent)
    side.setObjectName(name)
    side.setAutoFillBackground(True)
    palette = side.palette()
    palette.setColor(QPalette.ColorRole.Window, QColor("#161d23"))
    palette.setColor(QPalette.ColorRole.WindowText, QColor("#d8dde1"))
    side.setPalette(palette)
    layout = QVBoxLayout(side)
    layout.setContentsMargins(6, 6, 6, 6)
    layout.setSpacing(4)
    return side, layout, palette


def side_panel_width(width: int) -> int:
    """The side panel grows with the window (``width``, the table and the panel), within reason."""
    return max(270, min(480, round(width * 0.22)))


class SeatScreen(QFrame):
    """Hides the table between two turns of a hot-seat game, until the next player is seated.

    Signals:
        taken(int): the player took the seat.
    """

    taken = Signal(int)

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setObjectName("seat_screen")
        self.setAutoFillBackground(True)
        palette = self.palette()
        palette.setColor(QPalette.ColorRole.Window, QColor("#10171c"))
        palette.setColor(QPalette.ColorRole.WindowText, QColor("#f0f0f0"))
        self.setPalette(palette)
        self.player = 0
        self.label = QLabel(self)
        self.label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.label.setWordWrap(True)
        font = QFont(self.label.font())
        font.setPointSizeF(font.pointSizeF() * 1.8)
        font.setBold(True)
        self.label.setFont(font)
        self.hint = QLabel(self.tr("The other player's hand stays hidden until you take the seat."), self)
        self.hint.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.hint.setWordWrap(True)
        self.button = QPushButton(self)
        self.button.setObjectName("take_seat_button")
        self.button.clicked.connect(lambda: self.taken.emit(self.player))
        self.button.setMinimumHeight(40)
        layout = QVBoxLayout(self)
        layout.addStretch(2)
        layout.addWidget(self.label)
        layout.addSpacing(12)
        layout.addWidget(self.hint)
        layout.addSpacing(24)
        row = QHBoxLayout()
        row.addStretch()
        row.addWidget(self.button)
        row.addStretch()
        layout.addLayout(row)
        layout.addStretch(3)
        self.hide()

    def ask(self, player: int, name: str) -> None:
        self.player = player
        self.label.setText(fill(self.tr("Pass the seat to %1"), name))
        self.button.setText(fill(self.tr("I am %1: show my cards"), name))
        parent = self.parentWidget()
        if parent is not None:
            self.setGeometry(parent.rect())
        self.show()
        self.raise_()
        self.button.setFocus()


class TablePage(QWidget):
    """Everything on screen during a game.

    Signals:
        status_changed(str): a message for the main window's status bar.
        game_finished(object): the game is over: the winner's index, or None.
    """

    status_changed = Signal(str)
    game_finished = Signal(object)
    rule_cited = Signal(str)
    rematch_requested = Signal()
    main_menu_requested = Signal()

    def __init__(self, session: GameSession, settings: Settings, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("table_page")
        self.session = session
        self.settings = settings
        self.bridge = session.bridge
        self.animator = Animator(settings.animation_factor, self)
        self.scene = TableScene(self.animator, self)
        self.scene.set_card_scale(settings.card_scale)
        self.view = TableView(self.scene, self)
        self.prompt = PromptBar(self)
        self.phase_bar = PhaseBar(settings, self)
        self.zoom = ZoomPanel(self)
        self.stack_model = StackModel(self)
        self.stack_view = StackView(self)
        self.stack_view.setModel(self.stack_model)
        self.log_model = LogModel(self)
        self.log_view = LogView(self)
        self.log_view.setModel(self.log_model)
        self.log = GameLog(self.player_name, self, lookup=self.bridge.name)
        self.controller = TableController(session, self.scene, self.view, self.prompt, settings, self)
        self.keyboard = KeyboardFocus(self.controller, self)
        self._in_prompt = False  # F6 put the keyboard in the prompt's inputs
        self.view.keyboard = self.keyboard
        # Two lines, of the newest announcements that fit whole (a long prompt elided, not cut
        # through the middle); the whole text in its tooltip and its accessible name.
        self.announcement = FittedLabel(2, self)
        self.announcement.setObjectName("announcement")
        self.announcer = Announcer(self.announcement, self)
        self.seat_screen = SeatScreen(self)
        self._thinking: int | None = None
        self._build()
        self._connect()
        self._snapshot: TableSnapshot | None = None
        self.refresh(flip=True)
        self._log_events: list[Any] = list(session.initial_events)  # to write the log anew in another language
        # The log's first line, when the game is not two decks' (a puzzle's, a lesson's): made
        # by ``set_log_heading``'s function, again in each language.
        self._log_heading: Callable[[GameLog], LogEntry] | None = None
        self.log_model.append([self._log_header(), *self.log.entries(session.initial_events)])
        self._show_top_of_stack()

    # ------------------------------------------------------------------ building

    def _build(self) -> None:
        side, side_layout, palette = side_panel(self, "side_panel")
        side_layout.addWidget(self.zoom, 0)
        self.stack_label = QLabel(self.tr("Stack"), side)
        self.log_label = QLabel(self.tr("Game log"), side)
        for label in (self.stack_label, self.log_label):
            font = QFont(label.font())
            font.setBold(True)
            label.setFont(font)
            label.setPalette(palette)
        side_layout.addWidget(self.stack_label)
        side_layout.addWidget(self.stack_view, 1)
        side_layout.addWidget(self.log_label)
        side_layout.addWidget(self.log_view, 3)
        self.announcement.setPalette(palette)
        # A fixed height: a label that grew and shrank with each announcement would lay the log out
        # anew each time (every row measured again: a long game slowed to a crawl). Two lines: four
        # made the side panel taller than a 1280x800 screen leaves it beside a lesson; a screen
        # reader reads the whole announcement from the label's accessible name.
        side_layout.addWidget(self.announcement)
        side.setMinimumWidth(230)

        left = QWidget(self)
        left_layout = QVBoxLayout(left)
        left_layout.setContentsMargins(0, 0, 0, 0)
        left_layout.setSpacing(0)
        left_layout.addWidget(self.view, 1)
        left_layout.addWidget(self.prompt, 0)

        self.splitter = QSplitter(Qt.Orientation.Horizontal, self)
        self.splitter.addWidget(left)
        self.splitter.addWidget(side)
        self.splitter.setStretchFactor(0, 1)
        self.splitter.setStretchFactor(1, 0)
        self.splitter.setSizes([1010, 270])
        self.splitter.setChildrenCollapsible(False)
        self._side_moved = False  # the player moved the splitter: their width stays
        self.splitter.splitterMoved.connect(self._on_splitter_moved)

        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(0)
        layout.addWidget(self.phase_bar)
        layout.addWidget(self.splitter, 1)

        self.pass_shortcut = QShortcut(QKeySequence(Qt.Key.Key_Space), self)
        self.pass_shortcut.setContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
        self.pass_shortcut.activated.connect(self.controller.primary)
        self.cancel_shortcut = QShortcut(QKeySequence(Qt.Key.Key_Escape), self)
        self.cancel_shortcut.setContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
        self.cancel_shortcut.activated.connect(self.controller.cancel)
        # F6: from the table to the prompt's own inputs (a number, a list), to the game log, and back.
        self.pane_shortcut = QShortcut(QKeySequence(Qt.Key.Key_F6), self)
        self.pane_shortcut.setContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
        self.pane_shortcut.activated.connect(self.next_pane)

    def _connect(self) -> None:
        self.bridge.applied.connect(self._on_bridge_applied)
        self.bridge.refused.connect(self._on_bridge_refused)
        self.bridge.game_over.connect(self._on_bridge_game_over)
        # sound (issue 32)
        self.cues = CueListener(self.bridge, lambda: self.controller.perspective, self.settings, self)
        self.session.thinking_changed.connect(self._on_session_thinking_changed)
        self.session.pace.ended.connect(self._on_pace_ended)
        self.session.pace.follow(self.animator)  # a computer's action is shown until its card arrives
        self.controller.status_changed.connect(self.status_changed)
        self.controller.rule_cited.connect(self.rule_cited)
        self.controller.refreshed.connect(self._on_controller_refreshed)
        self.controller.seat_needed.connect(self._on_controller_seat_needed)
        self.controller.rematch_requested.connect(self.rematch_requested)
        self.controller.main_menu_requested.connect(self.main_menu_requested)
        self.controller.card_pointed.connect(self.zoom.show_card_def)
        self.seat_screen.taken.connect(self._on_seat_screen_taken)
        self.scene.card_hovered.connect(self.zoom.show_card)
        self.scene.card_hovered.connect(self.view.point_at)
        self.stack_view.card_hovered.connect(self.zoom.show_card)
        self.log_view.card_hovered.connect(self._on_log_card)
        self.log_view.card_clicked.connect(self._on_log_card)
        self.phase_bar.stop_toggled.connect(self._on_phase_bar_stop_toggled)
        self.keyboard.focus_changed.connect(self._on_keyboard_focus_changed)
        self.scene.card_hovered.connect(self._describe_zoom)
        self._name_widgets()

    # ------------------------------------------------------------------ language

    def retranslate(self) -> None:
        """Everything on the table in the current language: labels, the log written anew from
        the game's events, cards redrawn, the prompt asked again. The game itself is untouched."""
        from ..common.card_painter import clear_face_cache
        from ..common.rules_text import clear_caches

        self.stack_label.setText(self.tr("Stack"))
        self.log_label.setText(self.tr("Game log"))
        self._name_widgets()
        self.log_model.clear()
        self.log_model.append([self._log_header(), *self.log.entries(self._log_events)])
        if self.bridge.conceded is not None:
            self.log_model.append([self.log.conceded(self.bridge.conceded)])
        clear_face_cache()
        clear_caches()
        for item in self.scene.items():
            item.update()
        self.phase_bar.retranslate()
        self.refresh()
        self.zoom.update()

    # ------------------------------------------------------------------ names

    def player_name(self, player: int) -> str:
        return self.session.player_name(player)

    def _log_header(self) -> LogEntry:
        """The log's first line: who plays which deck, or the heading given (``set_log_heading``)."""
        if self._log_heading is not None:
            return self._log_heading(self.log)
        return self.log.header([deck_text(n) for n in (list(self.session.deck_names) + ["", ""])[:2]])

    def set_log_heading(self, heading: Callable[[GameLog], LogEntry]) -> None:
        """The log's first line made by ``heading`` instead of the decks' names (a puzzle's goal and
        players): now and in each language the log is written anew in."""
        self._log_heading = heading
        self.log_model.set_entry(0, self._log_header())

    # ------------------------------------------------------------------ following the game

    def _on_bridge_applied(self, action: Any, events: list[E.Event]) -> None:
        self.scene.follow_events(events)
        self._log_events.extend(events)
        entries = self.log.entries(events)
        self.log_model.append(entries)
        if entries:
            self.log_view.setAccessibleDescription(entries[-1].text)
        snapshot = self._snapshot
        if snapshot is not None:  # what happened is said before what the game asks now (the refresh)
            self.announcer.events(events, self.controller.perspective, self.player_name, snapshot.card,
                                  self.bridge.name, self.bridge.is_mana_ability)
        self.refresh()
        # What the opponent just cast is shown large, to be read before answering it.
        for event in events:
            if isinstance(event, (E.SpellCast, E.AbilityActivated)) and event.player != self.controller.perspective:
                self._show_top_of_stack()

    def _on_bridge_refused(self, action: Any, error: Any) -> None:
        self.refresh()

    def _on_bridge_game_over(self, winner: Any) -> None:
        if self.bridge.conceded is not None:
            self.log_model.append([self.log.conceded(self.bridge.conceded)])
        self.view.stop_targeting()
        self.controller.close_menu()
        self.refresh()
        QTimer.singleShot(0, self, lambda: self.game_finished.emit(winner))  # dropped if the page is gone

    def _on_session_thinking_changed(self, thinking: bool) -> None:
        self._thinking = self.bridge.decision.player if thinking else None
        for panel in self.scene.panels:
            panel.thinking = panel.index == self._thinking
            panel.update()

    def _on_pace_ended(self) -> None:
        if not self.bridge.over:
            self.refresh()  # the person's prompt, or the computer's next action

    def _on_controller_refreshed(self) -> None:
        self.refresh(recompute=False)

    def _on_controller_seat_needed(self, player: int) -> None:
        self.clear_private()
        self.seat_screen.ask(player, self.player_name(player))  # the refresh under way turns the hands down

    def clear_private(self) -> None:
        """Forget everything shown to the player leaving the seat: the card in the zoom panel
        (maybe one of their hand), the status bar's message and the rule it cites, a tooltip,
        an open menu, the zone panel (CR 402.3: a hand is seen by its owner only)."""
        self.zoom.clear()
        self.view.hide_pointer_zoom()
        self.controller.close_menu()
        self.controller.zone.close_panel()  # the cards of a search, maybe
        QToolTip.hideText()
        self.status_changed.emit("")
        self.rule_cited.emit("")

    def _on_seat_screen_taken(self, player: int) -> None:
        self.seat_screen.hide()
        self.controller.take_seat(player)
        self.refresh(flip=True)
        self.view.setFocus()

    def _on_log_card(self, name: str) -> None:
        pool = load_pool()
        if name and name in pool:
            self.zoom.show_card_def(pool.get(name))

    def _on_phase_bar_stop_toggled(self, step: str, my_turn: bool) -> None:
        from mtgdesk.storage import save_settings

        try:
            save_settings(self.settings)
        except OSError:
            pass

    def refresh(self, flip: bool = False, recompute: bool = True) -> None:
        """Redraw the table from the game: layout, highlights, arrows, panels, models."""
        if recompute:
            self.controller.refresh()
        snapshot = take_snapshot(self.bridge, self.controller.perspective, [self.player_name(0), self.player_name(1)],
                                 seated=not self.seat_screen.isVisible())
        self._snapshot = snapshot
        for state in (*snapshot.battlefield, *snapshot.stack):
            if state.card is not None:
                self.log.remember(state.id, state.card.name, state.is_ability, state.power is not None)
        if self.seat_screen.isVisible():
            self.scene.sync(snapshot, {}, {}, self._thinking, flip=flip)
        else:
            self.scene.sync(snapshot, self.controller.highlights, self.controller.player_highlights,
                            self._thinking, flip=flip)
        self.controller.on_snapshot(snapshot)
        self.keyboard.follow()
        self._tell_state(snapshot)
        self._keep_focus()
        self.zoom.follow(snapshot.card)
        self.view.pointer_zoom.follow(snapshot.card)  # the card under the pointer too (no "Blocking" after combat)
        self._update_stack(snapshot)
        seen = self.bridge.view(self.controller.perspective)
        decision = self.bridge.decision
        if self.bridge.over:
            status = self.tr("Game over")
        elif decision.kind.value == "priority":
            status = fill(self.tr("Priority: %1"), self.player_name(decision.player))
        else:
            status = fill(self.tr("Deciding: %1"), self.player_name(decision.player))
        self.phase_bar.set_state(seen.turn, seen.step.value, self.player_name(seen.active), status,
                                 seen.active == self.controller.perspective)

    # ------------------------------------------------------------------ keyboard and screen reader

    def _name_widgets(self) -> None:
        """The accessible names of the table's parts (their descriptions follow the game)."""
        self.view.setAccessibleName(self.tr("Table"))
        self.prompt.setAccessibleName(self.tr("What the game asks"))
        self.stack_view.setAccessibleName(self.tr("Stack"))
        self.log_view.setAccessibleName(self.tr("Game log"))
        self.zoom.setAccessibleName(self.tr("Card zoom"))
        self.announcement.setAccessibleDescription(self.tr("Announcements"))

    def _tell_state(self, snapshot: TableSnapshot) -> None:
        """The prompt's and the stack's accessible descriptions, and what the game asks, said."""
        from PySide6.QtGui import QTextDocumentFragment

        asked = QTextDocumentFragment.fromHtml(self.prompt.text()).toPlainText()
        self.prompt.setAccessibleDescription(asked)
        self.stack_view.setAccessibleDescription(describe_stack(snapshot, self.player_name))
        if self.controller._mine() or self.bridge.over:  # "The game is over.", not the last question
            self.announcer.prompt(asked)

    def prompt_inputs(self) -> list[QWidget]:
        """The prompt's inputs that take the keyboard (a number box, a list), in order."""
        def shown(widget: QWidget | None) -> bool:  # shown, or about to be (a widget just put in a layout)
            while widget is not self.prompt and widget is not None:
                if widget.isHidden() and widget.testAttribute(Qt.WidgetAttribute.WA_WState_ExplicitShowHide):
                    return False
                widget = widget.parentWidget()
            return widget is self.prompt

        found = [w for w in self.prompt.findChildren(QWidget)
                 if w.focusPolicy() & Qt.FocusPolicy.TabFocus and w.isEnabled() and shown(w)]
        return [w for w in found if not any(o is not w and o.isAncestorOf(w) for o in found)]

    def next_pane(self) -> None:
        """F6: the table, then the prompt's inputs (if it has any), then the game log, round."""
        from PySide6.QtWidgets import QApplication

        focus = QApplication.focusWidget()
        inputs = self.prompt_inputs()
        panes: list[QWidget] = [self.view, *inputs[:1], self.log_view]
        current = next((i for i, w in enumerate(panes) if focus is not None and (w is focus or w.isAncestorOf(focus))),
                       len(panes) - 1)
        chosen = panes[(current + 1) % len(panes)]
        self._in_prompt = chosen in inputs
        chosen.setFocus(Qt.FocusReason.ShortcutFocusReason)

    def _keep_focus(self) -> None:
        """The prompt's input that had the keyboard went with its question: back to the table."""
        from PySide6.QtWidgets import QApplication

        focus = QApplication.focusWidget()
        left_prompt = self._in_prompt and (focus is None or not self.prompt.isAncestorOf(focus))
        if self.isVisible() and (left_prompt or focus is None or (self.isAncestorOf(focus) and not focus.isVisible())):
            self._in_prompt = False
            self.view.setFocus(Qt.FocusReason.OtherFocusReason)

    def focus_text(self) -> tuple[str, str]:
        """(name, description) of what the keyboard's focus is on: "Grizzly Bears, creature 2/2,
        tapped, attacking" and "your battlefield, 3 permanents: 2 of 3"."""
        snapshot = self._snapshot
        focus = self.keyboard.focus
        if snapshot is None:
            return "", ""
        me = snapshot.perspective
        zone = self.keyboard.zone
        panel = self.controller.zone
        name = panel.title.text() if zone == "panel" else self.player_name(1 - me)
        where = describe_zone(zone, self.keyboard.zone_count(zone), name)
        if focus is None:
            return where, ""
        members = self.keyboard.members(zone)
        if focus in members and len(members) > 1:
            where = fill(self.tr("%1: %2 of %3"), where, str(members.index(focus) + 1), str(len(members)))
        if focus[0] == "card":
            return describe_card(snapshot.card(focus[1]), self.player_name, snapshot.card), where
        if focus[0] == "panel":
            entry = next((e for e in panel.fan.cards if e.id == focus[1]), None)
            if entry is None:
                return where, ""
            card = entry.card
            text = describe_card(CardState(0, card, "graveyard", me, me, power=card.power, toughness=card.toughness))
            return (fill(self.tr("%1, can be chosen"), text) if entry.usable else text), where
        if focus[0] == "player":
            info = snapshot.players[focus[1]]
            return describe_player(info, focus[1] == me, snapshot.active == focus[1]), where
        return describe_pile(focus[1], snapshot.players[focus[2]], focus[2] == me), where

    def _on_keyboard_focus_changed(self, focus: Any) -> None:
        name, description = self.focus_text()
        if (name or self.tr("Table"), description) != (self.view.accessibleName(), self.view.accessibleDescription()):
            self.view.setAccessibleName(name or self.tr("Table"))
            self.view.setAccessibleDescription(description)
            notify(self.view)
        snapshot = self._snapshot
        if self.keyboard.engaged and focus is not None and focus[0] == "card" and snapshot is not None:
            state = snapshot.card(focus[1])
            if state is not None:
                self.zoom.show_card(state)
                self._describe_zoom(state)

    def _describe_zoom(self, state: Any) -> None:
        """The zoom's accessible description: the card it shows, as the table reads it."""
        if state is not None and state.card is not None:
            snapshot = self._snapshot
            find = snapshot.card if snapshot is not None else None
            self.zoom.setAccessibleDescription(describe_card(state, self.player_name, find))

    def _show_top_of_stack(self) -> None:
        snapshot = self._snapshot
        if snapshot is not None and snapshot.stack:
            self.zoom.show_card(snapshot.stack[-1])

    def _update_stack(self, snapshot: TableSnapshot) -> None:
        rows = []
        for state in snapshot.stack:
            name = card_name(state.card.name) if state.card else ""
            if state.is_ability:
                name = fill(self.tr("Ability of %1"), name)
            targets = []
            for t in state.targets:
                if isinstance(t, PlayerRef):
                    targets.append(self.player_name(t.index))
                else:
                    other = snapshot.card(t)
                    if other is not None and other.card is not None:
                        targets.append(card_name(other.card.name))
            target_text = fill(self.tr("targets %1"), ", ".join(targets)) if targets else ""
            rows.append((state, name, self.player_name(state.controller), target_text))
        self.stack_model.set_stack(rows)

    # ------------------------------------------------------------------ the page

    def set_animation_factor(self, factor: float) -> None:
        self.animator.factor = factor

    def apply_settings(self) -> None:
        """The settings were changed: animations, card size, stops and pace follow at once."""
        self.set_animation_factor(self.settings.animation_factor)
        self.scene.set_card_scale(self.settings.card_scale)
        self.refresh()

    def _on_splitter_moved(self, _pos: int, _index: int) -> None:
        self._side_moved = True

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.seat_screen.setGeometry(self.rect())
        if not self._side_moved:
            # The side panel (the zoom, the stack, the log) grows with the window, within reason.
            width = self.splitter.width()
            side = side_panel_width(width)
            self.splitter.setSizes([width - side, side])

    def start(self) -> None:
        """Begin play: the computer moves if it is its turn, automatic passes happen."""
        self.session.start()
        self.refresh()

    def conceding_player(self) -> int | None:
        """Who concedes from this table: the person at it (in hot-seat, the one seated); None
        when no person plays or the game is over."""
        if self.bridge.over:
            return None
        seat = self.controller.perspective
        if self.session.is_human(seat):
            return seat
        humans = self.session.human_seats()
        return humans[0] if humans else None

    def concede(self) -> bool:
        """The person at the table concedes (CR 104.3a): the game ends, the other player wins."""
        player = self.conceding_player()
        return player is not None and self.bridge.concede(player)

    def shutdown(self) -> None:
        self.session.stop()
        self.view.stop_targeting()

    def log_text(self) -> str:
        return self.log_model.plain_text()


__all__ = ["SeatScreen", "TablePage", "side_panel", "side_panel_width"]
