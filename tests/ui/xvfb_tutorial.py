"""Run under Xvfb by test_tutorial_xvfb.py: the first lesson (Lands and mana) in the real app in
a real X window, by real drags and clicks (xdotool, real X events through XTEST): "Next" twice,
the Mountain dragged onto the table (a wrong move: the hint answers it and it stays in the hand),
the Forest dragged, tapped for mana by a click, the Llanowar Elves dragged onto the table, "Next"
(the spell resolves), the lesson finished and recorded.

Usage: python xvfb_tutorial.py SCREENSHOT.png WIDTH HEIGHT
"""
from __future__ import annotations

import sys
from pathlib import Path

from PySide6.QtCore import QPointF
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from mtgdesk.storage import Settings
from mtgdesk.tutorial import LessonBook
from mtgdesk.ui.main_window import MainWindow
from mtgdesk.ui.tutorial import set_lesson_book
from tests.ui.xvfb_scenario import ScenarioError, click, global_centre, say, wait_until, xdotool
from tests.ui.xvfb_table import card_centre


def _card(table: object, name: str, zone: str) -> int:
    bridge = table.bridge
    for obj_id in bridge.game.objects:
        if bridge.name(obj_id) == name and bridge.zone(obj_id) == zone:
            return obj_id
    raise ScenarioError(f"no {name} in the {zone}")


def drag_to_battlefield(table: object, obj_id: int) -> None:
    """One xdotool run for the whole gesture: once the drag starts, Qt runs the drag's own event
    loop until the button is released, so the moves must come from outside this process."""
    start = card_centre(table, obj_id)
    view = table.view
    field = table.scene.battlefield_rect(0)
    end = view.viewport().mapToGlobal(view.mapFromScene(QPointF(field.center().x(), field.bottom() - 70)))
    gesture = ["mousemove", "--sync", str(start.x()), str(start.y()), "sleep", "0.15", "mousedown", "1",
               "sleep", "0.1"]
    steps = 12
    for i in range(1, steps + 1):
        x = start.x() + (end.x() - start.x()) * i // steps
        y = start.y() + (end.y() - start.y()) * i // steps
        gesture += ["mousemove", str(x), str(y), "sleep", "0.04"]
    gesture += ["sleep", "0.1", "mouseup", "1"]
    say(f"dragging {table.bridge.name(obj_id)}")
    xdotool(*gesture)
    QTest.qWait(200)


def lesson(width: int, height: int, screenshot: Path) -> str:
    set_lesson_book(LessonBook)
    window = MainWindow(settings=Settings(animation_speed=100, game_speed="fast"))
    window.persist_settings = False
    window.resize(width, height)
    window.move(0, 0)
    window.show()
    wait_until(lambda: window.isVisible() and window.windowHandle() is not None
               and window.windowHandle().isExposed(), "the window")
    QTest.qWait(300)
    if not window.learn.action.isVisible():
        raise ScenarioError("Help > Learn to play is hidden")
    window.learn.open("01_lands_and_mana")
    runner = window.learn.runner
    table = window.table
    panel = runner.panel
    wait_until(lambda: panel.next_button.isVisible(), "the lesson's panel")
    QTest.qWait(500)  # the cards glide to their places
    for step in (1, 2):
        click(global_centre(panel.next_button))
        wait_until(lambda n=step: runner.index == n, f"step {step + 1}")
    drag_to_battlefield(table, _card(table, "Mountain", "hand"))
    wait_until(panel.hint.isVisible, "the hint")
    if table.bridge.lands_played(0) != 0 or runner.index != 2:
        raise ScenarioError("the wrong move was made")
    hint = panel.hint.text()
    window.grab().save(str(screenshot))
    drag_to_battlefield(table, _card(table, "Forest", "hand"))
    wait_until(lambda: runner.index == 3, "the Forest to be played")
    QTest.qWait(400)
    click(card_centre(table, _card(table, "Forest", "battlefield")))
    wait_until(lambda: runner.index == 4, "the Forest to be tapped for mana")
    drag_to_battlefield(table, _card(table, "Llanowar Elves", "hand"))
    wait_until(lambda: runner.index == 5, "the Elves to be cast")
    click(global_centre(panel.next_button))
    wait_until(lambda: runner.done, "the lesson's goal")
    if runner.failed:
        raise ScenarioError(runner.failed)
    return f"the first lesson by real drags, the hint {hint!r}, in a {window.width()}x{window.height()} window"


def main() -> int:
    import faulthandler

    faulthandler.dump_traceback_later(100, exit=True)  # a hang shows where it is
    app = QApplication.instance() or QApplication(sys.argv[:1])
    screenshot, width, height = Path(sys.argv[1]), int(sys.argv[2]), int(sys.argv[3])
    result = lesson(width, height, screenshot)
    say("done")
    print(result)
    import shiboken6

    for window in QApplication.topLevelWidgets():
        if isinstance(window, MainWindow):
            window.close()
            shiboken6.delete(window)
    del app
    return 0


if __name__ == "__main__":
    try:
        sys.exit(main())
    except ScenarioError as exc:
        print(f"scenario failed: {exc}", file=sys.stderr)
        sys.exit(2)
