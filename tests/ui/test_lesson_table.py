"""A lesson on the real table (ui/tutorial/lesson_table.py, issue 33): taken with real clicks, a
wrong move answered by the step's hint and not made, the computer's moves played by the lesson,
the goal reached and the progress written to the user's data folder. (The lessons dialog and the
start page: test_learn.py; the progress file: test_progress.py; the challenges and the first
game: test_challenges.py, test_first_game.py.)"""
from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QRectF

from mtgdesk.ui.main_window import MainWindow

from tests.ui.table_driver import TableDriver, click_when_ready

pytestmark = pytest.mark.gui


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
    click_when_ready(window, panel.next_button)
    click_when_ready(window, panel.next_button)
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
    click_when_ready(window, panel.next_button)  # the spell resolves: the lesson passes for both
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
    click_when_ready(window, panel.next_button)
    qtbot.waitUntil(lambda: runner.index == 2)  # the computer's Shock, played by the lesson
    assert window.table.bridge.game.stack
    click_when_ready(window, panel.next_button)  # it passes: the learner may answer
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
    click_when_ready(window, panel.next_button)
    qtbot.waitUntil(lambda: runner.index == 5)
    click_when_ready(window, panel.next_button)
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
    click_when_ready(window, panel.next_button)
    click_when_ready(window, panel.next_button)
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
    click_when_ready(window, panel.next_button)
    qtbot.waitUntil(lambda: runner.index == 2)  # the computer attacked (the lesson's move)
    click_when_ready(window, panel.next_button)
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
    click_when_ready(window, panel.next_button)
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
    click_when_ready(window, runner.panel.rule_button)
    reference = window._reference
    assert reference is not None and reference.isVisible()
    assert "302.6" in reference.current_text() or "continuously" in reference.current_text()


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
            click_when_ready(window, runner.panel.next_button)
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


def test_a_step_lights_what_it_talks_about_and_reads_in_russian_after_a_switch(lesson_window: MainWindow,
                                                                               qtbot: Any) -> None:
    window = lesson_window
    assert window.learn.open("01_lands_and_mana")
    runner = window.learn.runner
    assert runner.panel.say.text().startswith("Welcome! You sit at the bottom of the table")
    # The step looks at "B life": its panel is lit, as far as the table shows it (the light is kept
    # inside the table's scene rect, LookMarker.set_rects).
    scene = window.table.scene
    panel_rect = scene.panels[1].sceneBoundingRect().intersected(scene.sceneRect().adjusted(3, 3, -3, -3))
    qtbot.waitUntil(lambda: bool(runner.marker.rects))
    assert not panel_rect.isEmpty() and any(r.contains(panel_rect) for r in runner.marker.rects)
    assert runner.marker.boundingRect().contains(panel_rect)
    try:
        assert window.set_language("ru")
        assert runner.panel.say.text().startswith("Добро пожаловать! Вы сидите внизу стола")
        assert runner.panel.next_button.text() != "Next"
    finally:
        window.set_language("en")
    runner.marker.set_rects([QRectF()])  # nothing to light: an empty place is not lit
    assert runner.marker.rects == []


def test_the_light_on_a_card_of_the_hand_stays_inside_the_table(lesson_window: MainWindow,  # noqa: F811
                                                                qtbot: Any) -> None:
    window = lesson_window
    assert window.learn.open("04_instants_and_the_stack")
    runner = window.learn.runner
    table = window.table
    hand_lit = False
    for _ in range(4):  # to the step that lights Giant Growth in the hand
        runner.next()
        qtbot.wait(300)
        area = table.scene.sceneRect()
        for rect in runner.marker.rects:
            assert area.contains(rect), (rect, area)
        hand = table.scene.hand_rect(0)
        hand_lit = hand_lit or any(r.intersects(hand) for r in runner.marker.rects)
    assert hand_lit
