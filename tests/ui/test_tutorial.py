"""Help ▸ Learn to play (issue 33): a lesson taken on the real table with real clicks, a wrong
move answered by the step's hint and not made, the computer's moves played by the lesson, the
goal reached and the progress written to the user's data folder."""
from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from mtgdesk.engine import actions as A
from mtgdesk.ui.main_window import MainWindow

from tests.ui.table_driver import TableDriver

pytestmark = pytest.mark.gui


@pytest.fixture
def lesson_window(window: MainWindow) -> Any:
    """The main window as the ``mtgdesk`` command opens it: with the lessons."""
    from mtgdesk.tutorial import LessonBook
    from mtgdesk.ui.tutorial import set_lesson_book
    from mtgdesk.ui.tutorial.learn import LearnToPlay

    set_lesson_book(LessonBook)
    window.learn.action.setVisible(True)
    assert isinstance(window.learn, LearnToPlay)
    yield window
    set_lesson_book(None)


def _card(window: MainWindow, name: str, zone: str | None = None) -> int:
    bridge = window.table.bridge
    found = [i for i, obj in bridge.game.objects.items()
             if bridge.name(i) == name and (zone is None or bridge.zone(i) == zone)]
    assert found, f"no {name} in {zone}"
    return found[0]


def _holds(window: MainWindow, check_text: str) -> bool:
    """A scenario check (SCENARIOS.md) holds on the table's game."""
    from mtgdesk.scenario.checks import check

    return check(window.table.bridge.game, check_text) is None


def _click_button(window: MainWindow, button: Any) -> None:
    from pytestqt.qtbot import QtBot

    QtBot(window).waitUntil(lambda: button.isVisible() and button.isEnabled(), timeout=2000)
    QTest.mouseClick(button, Qt.MouseButton.LeftButton)


def test_the_first_lesson_by_clicks_with_a_wrong_move(lesson_window: MainWindow, qtbot: Any,
                                                       mtgdesk_home: Path) -> None:
    window = lesson_window
    assert window.learn.action in window.help_menu.actions()
    assert window.learn.open("01_lands_and_mana")
    runner = window.learn.runner
    panel = runner.panel
    driver = TableDriver(window.table, qtbot)
    assert "Lands and mana" in panel.title.text()
    assert runner.marker.rects, "the step's look is lit"
    # Two steps to read: Next.
    _click_button(window, panel.next_button)
    _click_button(window, panel.next_button)
    assert runner.index == 2 and "Play the Forest" in panel.say.text()
    assert not panel.next_button.isVisible()  # the learner's move is asked for, not Next
    # The wrong move, one the rules allow: the Mountain. The hint answers it; it is not made.
    elves = _card(window, "Llanowar Elves", "hand")
    forest = _card(window, "Forest", "hand")
    mountain = _card(window, "Mountain", "hand")
    driver.click_card(mountain)
    qtbot.waitUntil(lambda: panel.hint.isVisible())
    assert "only the Forest makes" in panel.hint.text()
    assert window.table.bridge.zone(mountain) == "hand" and runner.index == 2
    assert window.table.bridge.lands_played(0) == 0
    # The move asked for.
    driver.click_card(forest)
    qtbot.waitUntil(lambda: runner.index == 3)
    assert _holds(window, "A battlefield has Forest") and _holds(window, "A hand has Mountain")
    assert not panel.hint.isVisible()
    # Tap it for mana: a click on the land.
    driver.click_card(_card(window, "Forest", "battlefield"))
    qtbot.waitUntil(lambda: runner.index == 4)
    assert window.table.bridge.mana_pool(0)
    driver.click_card(elves)
    qtbot.waitUntil(lambda: runner.index == 5)
    assert _holds(window, "stack top Llanowar Elves")
    _click_button(window, panel.next_button)  # the spell resolves: the lesson passes for both
    qtbot.waitUntil(lambda: runner.done)
    assert _holds(window, "A battlefield has Llanowar Elves")
    assert "Well done" in panel.say.text()
    saved = json.loads((mtgdesk_home / "data" / "lessons.json").read_text(encoding="utf-8"))
    assert saved == {"done": ["01_lands_and_mana"]}


def test_the_lesson_plays_the_computers_moves_and_the_learner_answers(lesson_window: MainWindow, qtbot: Any) -> None:
    """Instants and the stack: the computer's Shock is cast by the lesson, the learner answers
    with Giant Growth on the Bears (a click on the card, a click on the target)."""
    window = lesson_window
    assert window.learn.open("04_instants_and_the_stack")
    runner = window.learn.runner
    panel = runner.panel
    driver = TableDriver(window.table, qtbot)
    _click_button(window, panel.next_button)
    qtbot.waitUntil(lambda: runner.index == 2)  # the computer's Shock, played by the lesson
    assert window.table.bridge.game.stack
    _click_button(window, panel.next_button)  # it passes: the learner may answer
    qtbot.waitUntil(lambda: runner.index == 3)
    growth = _card(window, "Giant Growth", "hand")
    bears = _card(window, "Grizzly Bears")
    driver.click_card(growth)
    qtbot.waitUntil(lambda: window.table.bridge.decision.kind.value in ("targets", "priority"))
    if window.table.bridge.decision.kind.value == "targets":
        driver.click_card(bears)
        for name in ("confirm", "done", "ok"):
            if name in window.table.prompt.buttons and runner.index == 3:
                driver.button(name)
    qtbot.waitUntil(lambda: runner.index == 4, timeout=3000)
    _click_button(window, panel.next_button)
    qtbot.waitUntil(lambda: runner.index == 5)
    _click_button(window, panel.next_button)
    qtbot.waitUntil(lambda: runner.done)
    assert _holds(window, "A battlefield has Grizzly Bears") and _holds(window, "Grizzly Bears damage 2")


def test_confirming_an_attack_without_every_attacker_asked_for_is_answered_by_the_hint(
        lesson_window: MainWindow, qtbot: Any) -> None:
    """Flying, trample and first strike: the learner attacks with Force of Nature alone; the
    attack is not confirmed, the hint says to add the Hawk, and adding it finishes the step."""
    window = lesson_window
    assert window.learn.open("07_keywords")
    runner = window.learn.runner
    panel = runner.panel
    driver = TableDriver(window.table, qtbot)
    _click_button(window, panel.next_button)
    _click_button(window, panel.next_button)
    qtbot.waitUntil(lambda: runner.index == 2)
    assert window.table.bridge.decision.kind.value == "attackers"
    driver.click_card(_card(window, "Force of Nature"))
    driver.button(_confirm_name(window))
    qtbot.waitUntil(lambda: panel.hint.isVisible())
    assert "both of them" in panel.hint.text()
    assert window.table.bridge.decision.kind.value == "attackers" and runner.index == 2
    driver.click_card(_card(window, "Suntail Hawk"))
    driver.button(_confirm_name(window))
    qtbot.waitUntil(lambda: runner.index == 3)
    assert _holds(window, "Suntail Hawk tapped") and _holds(window, "Force of Nature tapped")


def test_blocking_the_wrong_attacker_is_answered_by_the_hint(lesson_window: MainWindow, qtbot: Any) -> None:
    """Attacking and blocking: the computer's attack is played by the lesson; the learner's block
    of the Goblin is not made (the hint says why); the block of the Giant is, and they survive."""
    window = lesson_window
    assert window.learn.open("03_attacking_and_blocking")
    runner = window.learn.runner
    panel = runner.panel
    driver = TableDriver(window.table, qtbot)
    _click_button(window, panel.next_button)
    qtbot.waitUntil(lambda: runner.index == 2)  # the computer attacked (the lesson's move)
    _click_button(window, panel.next_button)
    qtbot.waitUntil(lambda: runner.index == 3)
    assert window.table.bridge.decision.kind.value == "blockers"
    bears = _card(window, "Grizzly Bears")
    driver.click_card(bears)
    driver.click_card(_card(window, "Raging Goblin"))
    driver.button(_confirm_name(window))
    qtbot.waitUntil(lambda: panel.hint.isVisible())
    assert "Giant's 3 damage" in panel.hint.text()
    assert window.table.bridge.decision.kind.value == "blockers" and not window.table.bridge.blocks()
    driver.click_card(bears)  # the pending block taken back
    driver.click_card(bears)
    driver.click_card(_card(window, "Hill Giant"))
    driver.button(_confirm_name(window))
    qtbot.waitUntil(lambda: runner.index == 4)
    _click_button(window, panel.next_button)
    qtbot.waitUntil(lambda: runner.done)
    assert _holds(window, "A life 2") and _holds(window, "not over")


def _confirm_name(window: MainWindow) -> str:
    names = list(window.table.prompt.buttons)
    primary = [n for n in names if window.table.prompt.buttons[n].property("primary")]
    return (primary or names)[0]


def test_the_question_mark_opens_the_rule_the_step_teaches(lesson_window: MainWindow, qtbot: Any) -> None:
    window = lesson_window
    window.learn.open("02_creatures")
    runner = window.learn.runner
    runner.index = 3  # the step on summoning sickness
    runner.retranslate()
    _click_button(window, runner.panel.rule_button)
    reference = window._reference
    assert reference is not None and reference.isVisible()
    assert "302.6" in reference.current_text() or "continuously" in reference.current_text()


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


def test_a_bad_progress_file_is_set_aside(mtgdesk_home: Path) -> None:
    from mtgdesk.ui.tutorial.progress import finished_lessons, mark_finished, progress_path

    path = progress_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text("{not json", encoding="utf-8")
    assert finished_lessons() == set()
    assert list(path.parent.glob("lessons.json.bad-*"))
    assert mark_finished("03_attacking_and_blocking") == {"03_attacking_and_blocking"}


LESSON_KEYS = ["01_lands_and_mana", "02_creatures", "03_attacking_and_blocking", "04_instants_and_the_stack",
               "05_sorceries_enchantments_artifacts", "06_abilities", "07_keywords", "08_the_turn", "09_winning"]


@pytest.mark.parametrize("key", LESSON_KEYS)
def test_every_lesson_reaches_its_goal_on_the_table(lesson_window: MainWindow, qtbot: Any, key: str) -> None:
    """Each lesson, on the real table: Next where a step is read, and the learner's move made as
    the table makes it (the engine actions it submits, through the lesson's gate), to the goal."""
    window = lesson_window
    assert window.learn.open(key)
    runner = window.learn.runner
    assert [les.key for les in window.learn.runner.book.lessons()] == LESSON_KEYS
    for _ in range(60):
        if runner.done:
            break
        assert not runner.failed, runner.failed
        st = runner.step
        index = runner.index
        if st.mine:
            for action in list(runner.expected):
                window.table.bridge.submit(action)
        elif st.waits:
            _click_button(window, runner.panel.next_button)
        qtbot.waitUntil(lambda i=index: runner.index != i or runner.done or bool(runner.failed), timeout=3000)
    assert runner.done and not runner.failed
    assert runner.hints_shown == 0
    if not window.table.bridge.over:  # the game may be played on: the computer plays its side again
        assert 1 in window.session.computers
        window.session.stop()
    if window.table.bridge.over:  # a lesson won: its rematch (the game-over dialog's) is the lesson again
        window.rematch()
        assert window.learn.runner is not runner and window.learn.runner.lesson.key == key
        assert window.learn.runner.index == 0 and not window.table.bridge.over


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


def test_a_colour_challenge_is_a_game_with_the_colours_deck_and_a_win_is_recorded(
        lesson_window: MainWindow, qtbot: Any, mtgdesk_home: Path) -> None:
    from mtgdesk.ui.tutorial.progress import finished_lessons

    window = lesson_window
    window.learn.ask()
    dialog = window.learn.dialog
    items = [dialog.challenges.item(i) for i in range(1, dialog.challenges.count())]
    assert [i.text() for i in items] == ["White: Skyward Knights", "Blue: Tidal Wisdom", "Black: Grave Robbers",
                                         "Red: Goblin Raid", "Green: Green Stompers"]
    dialog.challenges.setCurrentItem(items[3])
    items[3].setSelected(True)
    dialog._open()
    qtbot.waitUntil(lambda: window.learn.challenge is not None)
    watch = window.learn.challenge
    assert window.session.deck_names == ["Goblin Raid", "Tidal Wisdom"]
    assert window.session.saved.levels[1] == "easy"
    assert "Mountains" in watch.panel.say.text() and "Red" in watch.panel.title.text()
    window.set_language("ru")
    assert "Горы" in watch.panel.say.text() or "гор" in watch.panel.say.text().lower()
    window.set_language("en")
    window.session.stop()
    window.table.bridge.concede(1)  # the computer leaves the game: the challenge is won
    qtbot.waitUntil(lambda: watch.won is True)
    assert "challenge-red" in finished_lessons()
    assert watch.panel.say.text() == "Challenge won!"


def test_the_first_game_points_out_what_the_player_meets_once_each(lesson_window: MainWindow, qtbot: Any,
                                                                   mtgdesk_home: Path) -> None:
    from mtgdesk.ui.tutorial.progress import finished_lessons

    window = lesson_window
    window.learn.ask()
    dialog = window.learn.dialog
    first = dialog.challenges.item(0)
    assert first.text().startswith("A first game with hints: Green Stompers")
    first.setSelected(True)
    dialog._open()
    qtbot.waitUntil(lambda: window.learn.first_game is not None)
    hints = window.learn.first_game
    bridge = window.table.bridge
    assert window.session.saved.levels[1] == "easy"
    # Keep the opening hand; the turn goes on until the first land can be played.
    for _ in range(200):
        if hints.current is not None or bridge.over:
            break
        d = bridge.decision
        if d.player == 0 and d.kind.value == "mulligan":
            bridge.submit(A.Keep(0))
        qtbot.wait(20)
    from mtgdesk.ui.tutorial.first_game import HINTS

    # Who begins is the shuffle's: the first thing met is the land to play, or the computer's spell.
    first = hints.current
    assert first in ("land", "stack"), hints.shown
    assert hints.panel.say.text() == dict(HINTS)[first]
    assert f"met-{first}" in finished_lessons()
    _click_button(window, hints.panel.next_button)  # "Got it"
    assert hints.current != first
    hints.look()
    assert hints.shown.count(first) == 1  # once each
    window.session.stop()
    again = window.learn.open("first-game") and window.learn.first_game
    assert first in again.met  # and not in another game either
