"""A lesson played on the real table: the instruction beside it, the card or zone it talks about
lit, the learner's move checked before it is made, the computer's moves played for it.

The table is the one every game uses (``MainWindow.start_saved``, as a puzzle is opened). The
lesson stands between the table and the game: ``LessonGate`` takes the bridge's ``submit`` (the
one way anything changes the game), lets through the learner's move the step asks for (and the
paying and targeting that go with it: CR 601.2), and answers any other move with the step's
hint instead of making it. The computer seat has no computer player: its moves, and the passes
of ``advance``/``resolve``, are the lesson's, planned by the tutorial tool (``LessonBook.plan``)
and submitted in turn. The table stops at every priority (``full_control``) so that nothing is
passed that the lesson did not ask for.
"""
from __future__ import annotations

from collections.abc import Callable
from typing import Any

import shiboken6
from PySide6.QtCore import QCoreApplication, QObject, QRectF, Qt, QTimer, Signal
from PySide6.QtGui import QColor, QFont, QPainter, QPen
from PySide6.QtWidgets import (QFrame, QGraphicsObject, QHBoxLayout, QLabel, QPushButton, QSizePolicy,
                               QStyleOptionGraphicsItem, QVBoxLayout, QWidget)

from mtgdesk.engine import actions as A
from mtgdesk.engine import events as E
from mtgdesk.engine.decisions import DecisionKind

from ..common.texts import fill

SCRIPT_DELAY_MS = 450  # a beat before the computer's move, so that one sees it come
#: Moves that make up a step's move; the others (paying, tapping for mana, choosing targets
#: while casting) go with the move the learner began.
_KEY_KINDS = (A.PlayLand, A.CastSpell, A.ActivateAbility, A.DeclareAttacker, A.FinishAttackers, A.DeclareBlocker,
              A.FinishBlockers, A.AssignCombatDamage, A.PassPriority, A.ChooseTargets)


def lesson_text(text: str) -> str:
    """A text of a lesson file in the interface's language (context "lessons")."""
    return QCoreApplication.translate("lessons", text) if text else ""


def open_lesson(window: Any, key: str) -> bool:
    """Open lesson ``key`` in ``window`` (its ``learn`` keeps it)."""
    learn = getattr(window, "learn", None)
    return bool(learn is not None and learn.open(key))


class LookMarker(QGraphicsObject):
    """The light around what a step talks about: cards, a zone, a life total."""

    def __init__(self) -> None:
        super().__init__()
        self.setZValue(5000)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.rects: list[QRectF] = []
        self._bounds = QRectF()

    def set_rects(self, rects: list[QRectF], within: QRectF | None = None) -> None:
        """Light ``rects``, each kept ``within`` (the table's scene rect, what the view shows): a
        card of the hand at the table's bottom edge had its light cut by the prompt bar."""
        rects = [r.adjusted(-5, -5, 5, 5) for r in rects if not r.isEmpty()]
        if within is not None and not within.isEmpty():
            inner = within.adjusted(3, 3, -3, -3)  # half the pen inside
            rects = [r.intersected(inner) for r in rects]
            rects = [r for r in rects if not r.isEmpty()]
        if rects == self.rects:
            return
        self.prepareGeometryChange()
        self.rects = rects
        bounds = QRectF()
        for r in rects:
            bounds = bounds.united(r)
        self._bounds = bounds.adjusted(-6, -6, 6, 6)
        self.update()

    def boundingRect(self) -> QRectF:
        return self._bounds

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        for width, alpha in ((9, 70), (4, 255)):
            color = QColor("#ffcc33")
            color.setAlpha(alpha)
            painter.setPen(QPen(color, width))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            for r in self.rects:
                painter.drawRoundedRect(r, 8, 8)


class LessonPanel(QFrame):
    """Beside the table: the lesson's name and goal, the step's instruction, the hint after a
    wrong move, and its buttons ("?" opens the rules reference at the step's rule)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("lesson_panel")
        self.setStyleSheet(
            "#lesson_panel { background: #22303b; border: 2px solid #ffcc33; border-radius: 6px; }"
            "#lesson_panel QLabel { color: #f2f2f2; }"
            "#lesson_panel QLabel#lesson_hint { color: #ffd27a; }"
            "#lesson_panel QLabel#lesson_goal { color: #b9c7d3; }"
            "#lesson_panel QPushButton { padding: 4px 10px; border-radius: 4px; background: #3a4b59; color: #f2f2f2;"
            " border: 1px solid #56697a; }"
            "#lesson_panel QPushButton#lesson_next { background: #c98a1b; border-color: #e9b04a; color: #111;"
            " font-weight: bold; }")
        layout = QVBoxLayout(self)
        layout.setContentsMargins(8, 8, 8, 8)
        layout.setSpacing(5)
        self.title = QLabel(self)
        self.title.setObjectName("lesson_title")
        font = QFont(self.title.font())
        font.setBold(True)
        font.setPointSizeF(font.pointSizeF() * 1.15)
        self.title.setFont(font)
        self.title.setWordWrap(True)
        self.goal = QLabel(self)
        self.goal.setObjectName("lesson_goal")
        self.goal.setWordWrap(True)
        self.say = QLabel(self)
        self.say.setObjectName("lesson_say")
        self.say.setWordWrap(True)
        self.say.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.MinimumExpanding)
        self.hint = QLabel(self)
        self.hint.setObjectName("lesson_hint")
        self.hint.setWordWrap(True)
        self.hint.hide()
        buttons = QHBoxLayout()
        buttons.setSpacing(4)
        self.rule_button = QPushButton("?", self)
        self.rule_button.setObjectName("lesson_rule")
        self.rule_button.setFixedWidth(32)
        self.step_label = QLabel(self)
        self.step_label.setObjectName("lesson_step")
        self.again_button = QPushButton(self)
        self.again_button.setObjectName("lesson_again")
        self.next_button = QPushButton(self)
        self.next_button.setObjectName("lesson_next")
        buttons.addWidget(self.rule_button)
        buttons.addWidget(self.step_label, 1)
        buttons.addWidget(self.again_button)
        buttons.addWidget(self.next_button)
        for w in (self.title, self.goal, self.say, self.hint):
            layout.addWidget(w)
        layout.addLayout(buttons)


class LessonRunner(QObject):
    """One lesson being played on the window's table (see the module's docstring).

    Signals:
        finished(str): the lesson's goal was reached: its key.
    """

    finished = Signal(str)

    def __init__(self, window: Any, book: Any, lesson: Any, on_finished: Callable[[str], None] | None = None,
                 on_next: Callable[[], object] | None = None) -> None:
        super().__init__(window.session)  # goes with the game
        self.window = window
        self.book = book
        self.lesson = lesson
        self.session = window.session
        self.table = window.table
        self.bridge = self.session.bridge
        self.on_next = on_next
        self.index = -1
        self.remaining: list[A.Action] = []  # the step's move, not made yet
        self.expected: list[A.Action] = []
        self.scripting = False
        self.done = False
        self.failed = ""
        self.hints_shown = 0
        self._submit: Callable[[A.Action], bool] = self.bridge.submit
        self.bridge.submit = self.submit  # the gate: every change of the game comes through here
        self._computer = self.session.computers.pop(1, None)  # the computer's moves are the lesson's
        self.table.controller.full_control = True  # nothing passed that the lesson did not ask for
        self.panel = LessonPanel(self.table)
        side = self.table.splitter.widget(1)
        side.layout().insertWidget(0, self.panel)
        self.panel.rule_button.clicked.connect(self.show_rule)
        self.panel.next_button.clicked.connect(self.next)
        self.panel.again_button.clicked.connect(self.again)
        self.marker = LookMarker()
        self.table.scene.addItem(self.marker)
        self._follow = QTimer(self)
        self._follow.setInterval(150)
        self._follow.timeout.connect(self._place_marker)
        self._follow.start()
        # A declaration of attackers or blockers is checked whole, before any of it is made.
        controller = self.table.controller
        self._finish_attackers, self._finish_blockers = controller.finish_attackers, controller.finish_blockers
        controller.finish_attackers = self.finish_attackers
        controller.finish_blockers = self.finish_blockers
        self.bridge.applied.connect(self._on_applied)
        # A move the rules refuse (the table explains why in the status bar) is a wrong move too.
        self.table.controller.rule_cited.connect(self._on_refused)
        if on_finished is not None:
            self.finished.connect(on_finished)
        self.retranslate()
        self._enter(0)

    # ------------------------------------------------------------------ steps

    @property
    def step(self) -> Any:
        steps = self.lesson.steps
        return steps[self.index] if 0 <= self.index < len(steps) else None

    def _enter(self, index: int) -> None:
        self.index = index
        self.hints_shown = 0
        self.panel.hint.hide()
        st = self.step
        if st is None:
            self._finish()
            return
        self.expected, self.remaining = [], []
        if st.mine:
            try:
                self.expected = self.book.plan(self.bridge.game, st.moves)
            except Exception as exc:
                self._fail(str(exc))
                return
            keys = [a for a in self.expected if not self.book.is_payment(a, self.bridge.game)]
            self.remaining = keys or list(self.expected)
        self.retranslate()
        self._place_marker()
        if not st.waits:
            QTimer.singleShot(SCRIPT_DELAY_MS if st.do and st.do.startswith("B:") else 0, self._play_script)

    def next(self) -> None:
        """ "Next": the step read; its scripted move (if any) is played and the lesson goes on."""
        st = self.step
        if self.done:
            if self.on_next is not None:
                self.on_next()
            return
        if st is None or st.mine or self.failed:
            return
        self._play_script()

    def _play_script(self) -> None:
        st = self.step
        if st is None or self.failed or not shiboken6.isValid(self.table):
            return
        if st.do is not None and not st.mine:
            try:
                actions = self.book.plan(self.bridge.game, st.moves)
            except Exception as exc:
                self._fail(str(exc))
                return
            self.scripting = True
            try:
                for action in actions:
                    if not self._submit(action):
                        self._fail(f"{st.do}: {action} refused")
                        return
            finally:
                self.scripting = False
        self._step_done()

    def _step_done(self) -> None:
        st = self.step
        unmet = self.book.unmet(self.bridge.game, st.expect) if st is not None else []
        if unmet:
            self._fail("; ".join(unmet))
            return
        self._enter(self.index + 1)

    def _finish(self) -> None:
        """The goal reached: the game may be played on freely, the computer playing its side."""
        self.done = True
        self.marker.set_rects([])
        if self._computer is not None and not self.bridge.over:
            self.session.computers[1] = self._computer
            self.table.controller.full_control = self.window.full_control_action.isChecked()
            self.session.start()
        self.retranslate()
        self.finished.emit(self.lesson.key)

    def _fail(self, why: str) -> None:
        """The game went another way than the lesson (it can't go on): said, with "Try again"."""
        self.failed = why
        self.retranslate()

    def again(self) -> None:
        """Start the lesson over."""
        open_lesson(self.window, self.lesson.key)

    # ------------------------------------------------------------------ the gate

    def submit(self, action: A.Action) -> bool:
        """The bridge's ``submit`` while the lesson is on: the learner's move the step asks for
        goes through; another one is answered with the hint and not made."""
        if self.scripting or self.done or not shiboken6.isValid(self.panel):
            return self._submit(action)
        st = self.step
        if st is None or self.failed:
            return False
        if not st.mine:
            if action.player == 0 and self._is_gesture(action):
                self._show_hint(self.tr("Read the instruction first, then press Next."))
            return False
        if action in self.remaining and not self._too_soon(action):
            self.remaining.remove(action)
            return self._submit(action)
        if isinstance(action, A.CancelCasting):
            ok = self._submit(action)
            keys = [a for a in self.expected if not self.book.is_payment(a, self.bridge.game)]
            self.remaining = keys or list(self.expected)
            return ok
        if self._goes_with_the_move(action):
            return self._submit(action)
        if self._is_gesture(action):
            self._show_hint(lesson_text(st.hint) or self.tr("That is not the move this step asks for."))
        return False

    def finish_attackers(self) -> None:
        """The table's "Attack" button: the attackers chosen must be those the step asks for."""
        c = self.table.controller
        self._declare([A.DeclareAttacker(c.perspective, a) for a in c.pending_attackers]
                      + [A.FinishAttackers(c.perspective)], self._finish_attackers)

    def finish_blockers(self) -> None:
        """The table's "Block" button: the blocks chosen must be those the step asks for."""
        c = self.table.controller
        self._declare([A.DeclareBlocker(c.perspective, b, a) for b, a in c.pending_blocks]
                      + [A.FinishBlockers(c.perspective)], self._finish_blockers)

    def _declare(self, batch: list[A.Action], finish: Callable[[], None]) -> None:
        st = self.step
        if self.done or not shiboken6.isValid(self.panel):
            finish()
            return
        if st is None or self.failed:
            return
        wanted = [a for a in self.remaining if isinstance(a, (A.DeclareAttacker, A.FinishAttackers, A.DeclareBlocker,
                                                              A.FinishBlockers))]
        if st.mine and sorted(map(repr, batch)) == sorted(map(repr, wanted)):
            finish()
            return
        if not st.mine:
            self._show_hint(self.tr("Read the instruction first, then press Next."))
        else:
            self._show_hint(lesson_text(st.hint) or self.tr("That is not the move this step asks for."))

    def _too_soon(self, action: A.Action) -> bool:
        """Finishing a declaration before every attacker or blocker asked for is declared
        (CR 508.1, 509.1): the rest of the move is still to make."""
        if isinstance(action, A.FinishAttackers):
            return any(isinstance(a, A.DeclareAttacker) for a in self.remaining)
        if isinstance(action, A.FinishBlockers):
            return any(isinstance(a, A.DeclareBlocker) for a in self.remaining)
        return False

    def _goes_with_the_move(self, action: A.Action) -> bool:
        """Paying, and the choices of a spell the learner began casting (CR 601.2b-h)."""
        game = self.bridge.game
        if self.book.is_payment(action, game):
            return True
        if isinstance(action, A.ChooseTargets) and any(isinstance(a, A.ChooseTargets) for a in self.remaining):
            return False  # the step names the target
        if game.casting is not None and not isinstance(action, _KEY_KINDS):
            return True
        return game.casting is not None and isinstance(action, A.ChooseTargets)

    def _is_gesture(self, action: A.Action) -> bool:
        """Not the table's own bookkeeping (an automatic payment): a move a person made."""
        return not isinstance(action, (A.PayAuto, A.PayFromPool))

    def _show_hint(self, text: str) -> None:
        self.hints_shown += 1
        self.panel.hint.setText(text)
        self.panel.hint.show()

    def _on_refused(self, _rule: str) -> None:
        st = self.step
        if st is not None and st.mine and not self.done and not self.failed and shiboken6.isValid(self.panel):
            self._show_hint(lesson_text(st.hint) or self.tr("That is not the move this step asks for."))

    def _on_applied(self, action: Any, _events: list[E.Event]) -> None:
        st = self.step
        if self.scripting or self.done or self.failed or st is None or not st.mine:
            return
        game = self.bridge.game
        d = game.decision
        casting = game.casting is not None or (d.player == 0 and d.kind in (DecisionKind.TARGETS, DecisionKind.PAY))
        if not self.remaining and not casting:
            QTimer.singleShot(0, self._step_done)

    # ------------------------------------------------------------------ showing

    def retranslate(self) -> None:
        if not shiboken6.isValid(self.panel):
            return
        p = self.panel
        lesson = self.lesson
        p.title.setText(fill(self.tr("Lesson: %1"), lesson_text(lesson.title)))
        p.goal.setText(fill(self.tr("Goal: %1"), lesson_text(lesson.goal)))
        p.again_button.setText(self.tr("Start again"))
        p.rule_button.setToolTip(self.tr("Open the rules reference at the rule this step teaches"))
        st = self.step
        total = len(lesson.steps)
        if self.done:
            p.say.setText(self.tr("Well done: you have reached the lesson's goal."))
            p.step_label.setText(self.tr("Finished"))
            p.next_button.setText(self.tr("Next lesson"))
            p.next_button.setVisible(self.on_next is not None)
            p.rule_button.setEnabled(False)
            return
        if self.failed:
            p.say.setText(fill(self.tr("The game went another way than the lesson expected (%1). Start again."),
                               self.failed))
            p.next_button.hide()
            return
        if st is None:
            return
        p.step_label.setText(fill(self.tr("Step %1 of %2"), str(self.index + 1), str(total)))
        if st.say:
            p.say.setText(lesson_text(st.say))
        p.next_button.setText(self.tr("Next"))
        p.next_button.setVisible(st.waits and not st.mine)
        p.rule_button.setEnabled(st.rule is not None)

    def show_rule(self) -> None:
        """The rules reference at the step's rule, or at the keyword whose text cites it."""
        st = self.step
        if st is None or st.rule is None:
            return
        reference = self.window.show_rules_reference(st.rule)
        if reference.show_rule(st.rule):
            return
        from ..dialogs.reference import KEYWORDS

        for key, _name, text in KEYWORDS:
            if f"CR {st.rule})" in text or f"CR {st.rule}," in text:
                reference.show_keyword(key)
                return

    def _place_marker(self) -> None:
        st = self.step
        if self.done or st is None or st.look is None or not shiboken6.isValid(self.table):
            if shiboken6.isValid(self.marker):
                self.marker.set_rects([])
            return
        scene = self.table.scene
        try:
            ids, zones = self.book.look_at(self.bridge.game, st.look)
        except Exception:
            ids, zones = [], []
        rects = [scene.items_by_id[i].sceneBoundingRect() for i in ids if i in scene.items_by_id]
        for player, zone in zones:
            if zone == "stack":
                rects.append(scene.stack_rect())
            elif zone == "hand":
                rects.append(scene.hand_rect(player))
            elif zone == "battlefield":
                rects.append(scene.battlefield_rect(player))
            elif zone == "life":
                rects.append(scene.panels[player].sceneBoundingRect())
            elif (zone, player) in scene.piles:
                rects.append(scene.piles[(zone, player)].sceneBoundingRect())
        self.marker.set_rects(rects, scene.sceneRect())
