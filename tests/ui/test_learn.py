"""Help ▸ Learn to play (ui/tutorial/learn.py): the lessons dialog (those finished ticked, the
first not finished chosen, a lesson or a challenge opened by a double-click or Open) and the
start page's "Learn to play" button, offered first until a lesson is finished."""
from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QDialogButtonBox, QHBoxLayout, QPushButton, QVBoxLayout, QWidget

from mtgdesk.tutorial import LessonBook
from mtgdesk.ui.main_window import MainWindow
from mtgdesk.ui.tutorial.learn import LessonsDialog, _holds, _index_of

pytestmark = pytest.mark.gui


def test_the_lessons_dialog_lists_the_lessons_and_ticks_those_finished(lesson_window: MainWindow,
                                                                       mtgdesk_home: Path) -> None:
    from mtgdesk.ui.tutorial.progress import mark_finished

    mark_finished("01_lands_and_mana")
    window = lesson_window
    window.learn.ask()
    dialog = window.learn.dialog
    items = [dialog.list.item(i).text() for i in range(dialog.list.count())]
    assert len(items) == 9
    assert items[0].startswith("1. ✓ Lands and mana")
    assert "✓" not in items[1]
    assert dialog.list.currentRow() == 1  # the first not finished
    dialog.close()


def _start_window(qtbot: Any) -> MainWindow:
    from mtgdesk.storage import Settings

    window = MainWindow(settings=Settings(animation_speed=0, game_speed="instant"))
    qtbot.addWidget(window)
    window.resize(1280, 800)
    window.show()
    return window


def test_the_start_page_offers_the_lessons_first_until_one_is_finished(qtbot: Any, mtgdesk_home: Path) -> None:
    from mtgdesk.tutorial import LessonBook
    from mtgdesk.ui.tutorial import set_lesson_book
    from mtgdesk.ui.tutorial.progress import mark_finished

    set_lesson_book(LessonBook)
    try:
        window = _start_window(qtbot)
        button = window.learn.start_button
        assert button is not None and window.learn.invitation is not None
        qtbot.waitUntil(button.isVisible)
        assert button.isDefault() and not window.new_game_button.isDefault()
        assert "New to Magic?" in window.learn.invitation.text()
        QTest.mouseClick(button, Qt.MouseButton.LeftButton)
        qtbot.waitUntil(lambda: window.learn.dialog is not None and window.learn.dialog.isVisible())
        window.learn.dialog.close()
        window.set_language("fr")
        assert button.text() == "Apprendre à jouer"
        window.set_language("en")
        mark_finished("01_lands_and_mana")
        again = _start_window(qtbot)
        assert again.learn.start_button is not None and again.learn.invitation is None
        assert again.new_game_button.isDefault() and not again.learn.start_button.isDefault()
    finally:
        set_lesson_book(None)


def _dialog(qtbot: Any, done: set[str]) -> LessonsDialog:
    dialog = LessonsDialog(LessonBook().lessons(), done)
    qtbot.addWidget(dialog)
    dialog.show()
    return dialog


def test_only_lessons_count_as_finished_and_a_finished_challenge_is_ticked(qtbot: Any) -> None:
    dialog = _dialog(qtbot, {"01_lands_and_mana", "02_creatures", "met-land", "challenge-blue"})
    assert dialog.done_label.text() == "Finished: 2 of 9"
    assert dialog.list.currentRow() == 2
    challenges = [dialog.challenges.item(i).text() for i in range(dialog.challenges.count())]
    assert challenges[2] == "✓ Blue: Tidal Wisdom" and not challenges[1].startswith("✓")
    everything = _dialog(qtbot, {les.key for les in LessonBook().lessons()})
    assert everything.list.currentRow() == 0  # all finished: the first again


def test_a_double_click_opens_a_lesson_and_open_opens_the_challenge_chosen(qtbot: Any) -> None:
    dialog = _dialog(qtbot, set())
    chosen: list[str] = []
    dialog.chosen.connect(chosen.append)
    row = dialog.list.visualItemRect(dialog.list.item(3)).center()
    QTest.mouseClick(dialog.list.viewport(), Qt.MouseButton.LeftButton, pos=row)  # a double-click: press, release,
    QTest.mouseDClick(dialog.list.viewport(), Qt.MouseButton.LeftButton, pos=row)  # then the second press
    assert chosen == ["04_instants_and_the_stack"] and not dialog.isVisible()
    dialog = _dialog(qtbot, set())
    dialog.chosen.connect(chosen.append)
    QTest.mouseClick(dialog.challenges.viewport(), Qt.MouseButton.LeftButton,
                     pos=dialog.challenges.visualItemRect(dialog.challenges.item(4)).center())
    assert dialog.list.selectedItems() == []  # one list or the other
    dialog.findChild(QDialogButtonBox).button(QDialogButtonBox.StandardButton.Open).click()
    assert chosen[-1] == "challenge:red"


def test_an_unknown_lesson_opens_nothing(lesson_window: MainWindow) -> None:
    assert not lesson_window.learn.open("10_no_such_lesson")
    assert not lesson_window.learn.open("challenge:purple")
    assert lesson_window.table is None


def test_the_button_goes_under_the_widget_it_is_put_beside_even_one_level_down(qtbot: Any) -> None:
    page = QWidget()
    qtbot.addWidget(page)
    outer = QVBoxLayout(page)
    first, beside = QPushButton("first"), QPushButton("New game")
    outer.addWidget(first)
    row = QHBoxLayout()
    row.addWidget(beside)
    outer.addLayout(row)
    assert _index_of(outer, first) == 0 and _index_of(outer, beside) == 1
    assert _holds(outer.itemAt(1), beside) and not _holds(outer.itemAt(0), beside)


@pytest.mark.parametrize("language", ["en", "fr", "ru"])
def test_every_row_of_the_lessons_dialog_is_shown_whole(lesson_window: MainWindow, qtbot: Any,  # noqa: F811
                                                        language: str) -> None:
    window = lesson_window
    try:
        assert window.set_language(language)
        window.learn.ask()
        dialog = window.learn.dialog
        qtbot.waitExposed(dialog)
        for lst in (dialog.challenges, dialog.list):
            assert not lst.horizontalScrollBar().isVisible()
            for row in range(lst.count()):
                rect = lst.visualItemRect(lst.item(row))
                assert lst.viewport().rect().contains(rect), (language, lst.item(row).text())
        assert dialog.width() <= 1280 and dialog.height() <= 800
        dialog.close()
    finally:
        window.set_language("en")


def test_a_lesson_s_log_begins_with_its_title_once_not_as_both_decks(lesson_window: MainWindow) -> None:
    """The log's first line named the lesson's title as both decks ("Player 1 (Instants and the
    stack) against Computer (Instants and the stack)"): the title once, then the players."""
    window = lesson_window
    window.set_language("en")
    assert window.learn.open("04_instants_and_the_stack")
    table = window.table
    assert table.log_model.entries()[0].text == "Lesson: Instants and the stack. Player 1 against Computer."
    window.set_language("ru")
    assert table.log_model.entries()[0].text == "Урок: Мгновенные заклинания и стек. Игрок 1 — Компьютер."
    window.set_language("en")
    window.show_start_page()
