"""Help ▸ Learn to play: the list of lessons (those finished ticked) and opening one on the table;
the start page's "Learn to play" button, offered first until a lesson is finished.

Made with the window: what it imports at the top is only Qt's widgets (the table, the rules and
the lessons are loaded when a lesson is opened, never before the window's first paint).
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

import shiboken6
from PySide6.QtCore import QCoreApplication, QEvent, QObject, Qt, Signal
from PySide6.QtGui import QAction
from PySide6.QtWidgets import (QDialog, QDialogButtonBox, QHBoxLayout, QLabel, QListWidget, QListWidgetItem,
                               QPushButton, QVBoxLayout, QWidget)

from . import has_lessons, lesson_book

if TYPE_CHECKING:
    from .lesson_table import LessonRunner


class LearnToPlay(QObject):
    """The "Learn to play" action of a main window, its dialog, and the lesson being played."""

    def __init__(self, window: Any) -> None:
        super().__init__(window)
        self.window = window
        self.action = QAction(window)
        self.action.setObjectName("learn_to_play_action")
        self.action.triggered.connect(self.ask)
        self.action.setVisible(has_lessons())
        self.runner: LessonRunner | None = None
        self.challenge: Any = None  # the colour challenge being played (challenges.ChallengeWatch)
        self.first_game: Any = None  # the first game with hints (first_game.FirstGameHints)
        self.dialog: LessonsDialog | None = None
        self.start_button: QPushButton | None = None
        self.invitation: QLabel | None = None
        window.installEventFilter(self)
        self.retranslate()

    def add_to_start_page(self, page: QWidget, beside: QPushButton) -> None:
        """A "Learn to play" button under ``beside`` (New game) on the start page; on a first start
        (no lesson finished yet) it comes with a line inviting a newcomer, and is the default."""
        from .progress import finished_lessons

        if not has_lessons():
            return
        layout: Any = page.layout()
        at = next((i for i in range(layout.count()) if _holds(layout.itemAt(i), beside)), None)
        host = layout.itemAt(at) if at is not None else None
        column = host.layout() if host is not None else None
        self.start_button = QPushButton(page)
        self.start_button.setObjectName("learn_to_play_button")
        self.start_button.setMinimumSize(beside.minimumSize())
        self.start_button.clicked.connect(self.ask)
        row = QHBoxLayout()
        row.addStretch()
        row.addWidget(self.start_button)
        row.addStretch()
        first_start = not any(not key.startswith("met-") for key in finished_lessons())
        if first_start:
            self.invitation = QLabel(page)
            self.invitation.setObjectName("learn_to_play_invitation")
            self.invitation.setAlignment(Qt.AlignmentFlag.AlignHCenter)
            self.invitation.setWordWrap(True)
        target: Any = column if column is not None else layout
        index = _index_of(target, beside)
        target.insertLayout(index + 1, row)
        if self.invitation is not None:
            target.insertWidget(index + 1, self.invitation)
            self.start_button.setDefault(True)
            beside.setDefault(False)
        self.retranslate()

    def retranslate(self) -> None:
        self.action.setText(self.tr("&Learn to play…"))
        self.action.setStatusTip(self.tr("Short lessons on the table: the rules, step by step"))
        if self.start_button is not None and shiboken6.isValid(self.start_button):
            self.start_button.setText(self.tr("Learn to play"))
        if self.invitation is not None and shiboken6.isValid(self.invitation):
            self.invitation.setText(self.tr("New to Magic? Nine short lessons on the table teach you the rules."))
        runner = self.live_runner()
        if runner is not None:
            runner.retranslate()
        for watch in (self.challenge, self.first_game):
            if watch is not None and shiboken6.isValid(watch) and shiboken6.isValid(watch.panel):
                watch.retranslate()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.window and event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        return False

    def live_runner(self) -> LessonRunner | None:
        runner = self.runner
        if runner is not None and shiboken6.isValid(runner) and shiboken6.isValid(runner.panel):
            return runner
        return None

    def ask(self) -> None:
        from .progress import finished_lessons

        book = lesson_book()
        if book is None:
            return
        self.dialog = LessonsDialog(book.lessons(), finished_lessons(), self.window)
        self.dialog.chosen.connect(self.open)
        self.dialog.open()

    def open(self, key: str) -> bool:
        """Open lesson ``key`` on the table (or the colour challenge "challenge:white"...); False
        if there is no such lesson."""
        if key == "first-game":
            from .first_game import start_first_game

            return start_first_game(self.window) is not None
        if key.startswith("challenge:"):
            from .challenges import start_challenge

            return start_challenge(self.window, key.partition(":")[2]) is not None
        from mtgdesk.storage import SavedGame

        from ..table.session import COMPUTER, HUMAN
        from .lesson_table import LessonRunner, lesson_text

        book = lesson_book()
        lessons = book.lessons() if book is not None else []
        lesson = next((les for les in lessons if les.key == key), None)
        if lesson is None:
            return False
        following = [les.key for les in lessons]
        at = following.index(key)
        next_key = following[at + 1] if at + 1 < len(following) else "first-game"  # after the last lesson
        title = lesson_text(lesson.title)
        saved = SavedGame(seed=lesson.scenario.seed, decks=[[], []], deck_names=[title, title],
                          players=[HUMAN, COMPUTER], variant=lesson.scenario.variant)
        table = self.window.start_saved(saved, autosave=False, game=book.position(lesson))
        # The log's first line: the lesson's title once (in each language), not as both decks.
        source_title = lesson.title
        table.set_log_heading(lambda log: log.lesson_header(lesson_text(source_title), 0))
        self.runner = LessonRunner(self.window, book, lesson, on_finished=self._finished,
                                   on_next=lambda: self.open(next_key))
        return True

    def retry(self, session: Any) -> bool:
        """Open again the lesson ``session`` plays (a rematch of a lesson); False if it is no lesson."""
        runner = self.live_runner()
        if runner is None or session is None or runner.session is not session:
            return False
        return self.open(runner.lesson.key)

    def _finished(self, key: str) -> None:
        from .progress import mark_finished

        try:
            mark_finished(key)
        except OSError as exc:  # a full disk: the lesson is finished all the same
            self.window.statusBar().showMessage(str(exc), 5000)


def _holds(item: Any, widget: QWidget) -> bool:
    """Whether a layout item is ``widget`` or a layout holding it (one level down)."""
    if item.widget() is widget:
        return True
    inner = item.layout()
    return inner is not None and any(inner.itemAt(i).widget() is widget or _holds(inner.itemAt(i), widget)
                                     for i in range(inner.count()))


def _index_of(layout: Any, widget: QWidget) -> int:
    """The index in ``layout`` of the item that is or holds ``widget``."""
    return next(i for i in range(layout.count()) if _holds(layout.itemAt(i), widget))


class LessonsDialog(QDialog):
    """The lessons in order, those finished ticked; double-click or Open starts one.

    Signals:
        chosen(str): the key of the lesson to open.
    """

    chosen = Signal(str)

    def __init__(self, lessons: list[Any], done: set[str], parent: QWidget | None = None) -> None:
        from ..common.texts import fill
        from .lesson_table import lesson_text

        super().__init__(parent)
        self.setObjectName("lessons_dialog")
        self.setWindowTitle(self.tr("Learn to play"))
        layout = QVBoxLayout(self)
        self.intro = QLabel(self.tr("Each lesson is a short position on the table: read, then make the move "
                                    "asked for. The \"?\" beside a step opens the rule it teaches."), self)
        self.intro.setWordWrap(True)
        layout.addWidget(self.intro)
        self.list = QListWidget(self)
        self.list.setObjectName("lessons_list")
        for n, lesson in enumerate(lessons, 1):
            mark = "✓ " if lesson.key in done else ""
            item = QListWidgetItem(fill(self.tr("%1. %2"), str(n), mark + lesson_text(lesson.title)))
            item.setData(Qt.ItemDataRole.UserRole, lesson.key)
            item.setToolTip(lesson_text(lesson.goal))
            self.list.addItem(item)
        first_new = next((i for i, les in enumerate(lessons) if les.key not in done), 0)
        self.list.setCurrentRow(first_new)
        layout.addWidget(self.list, 1)
        from .challenges import CHALLENGES, challenge_text

        self.challenges_label = QLabel(self.tr("Then a first game with hints, and the colour challenges: a game "
                                               "with each colour's deck against the easy computer player."), self)
        self.challenges_label.setWordWrap(True)
        layout.addWidget(self.challenges_label)
        self.challenges = QListWidget(self)
        self.challenges.setObjectName("challenges_list")
        from .first_game import FIRST_GAME_DECK

        first = QListWidgetItem(fill(self.tr("A first game with hints: %1 against the easy computer player"),
                                     QCoreApplication.translate("decks", FIRST_GAME_DECK)))
        first.setData(Qt.ItemDataRole.UserRole, "first-game")
        self.challenges.addItem(first)
        for c in CHALLENGES:
            mark = "✓ " if c.progress_key in done else ""
            item = QListWidgetItem(mark + fill(self.tr("%1: %2"), challenge_text(c.name),
                                               QCoreApplication.translate("decks", c.deck)))
            item.setData(Qt.ItemDataRole.UserRole, f"challenge:{c.key}")
            item.setToolTip(challenge_text(c.about))
            self.challenges.addItem(item)
        # Every row shown, none cut: the list as tall as its rows, the dialog as wide as the longest
        # (in Russian the first game's line was cut by a horizontal scroll bar, the last row hidden).
        frame = 2 * self.challenges.frameWidth()
        self.challenges.setFixedHeight(self.challenges.sizeHintForRow(0) * self.challenges.count() + frame)
        layout.addWidget(self.challenges)
        margins = layout.contentsMargins()
        widest = max(self.challenges.sizeHintForColumn(0), self.list.sizeHintForColumn(0))
        width = widest + frame + self.list.verticalScrollBar().sizeHint().width() + margins.left() + margins.right()
        self.resize(max(460, min(width, 1000)), 420)
        self.challenges.itemDoubleClicked.connect(lambda item: self._open(item))
        self.list.itemClicked.connect(lambda _item: self.challenges.clearSelection())
        self.challenges.itemClicked.connect(lambda _item: self.list.clearSelection())
        self.done_label = QLabel(fill(self.tr("Finished: %1 of %2"), str(len(done & {les.key for les in lessons})),
                                      str(len(lessons))), self)
        layout.addWidget(self.done_label)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Open | QDialogButtonBox.StandardButton.Close, self)
        buttons.accepted.connect(self._open)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self.list.itemDoubleClicked.connect(lambda item: self._open(item))

    def _open(self, item: QListWidgetItem | None = None) -> None:
        if item is None:
            chosen = self.challenges.selectedItems()
            item = chosen[0] if chosen else self.list.currentItem()
        if item is None:
            return
        self.accept()
        self.chosen.emit(item.data(Qt.ItemDataRole.UserRole))
