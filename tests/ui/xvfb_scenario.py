"""Run under Xvfb by test_xvfb.py: the real app in a real X window, driven with xdotool.

The pointer is moved and pressed by xdotool (real X events through XTEST), as a person would:
"New game", "Start", "Keep", then a land dragged from the hand onto the battlefield (a real
``QDrag``) and "End turn" clicked: a turn played. The script only looks at the window to find
where to point, and checks what the game became. Usage:
python xvfb_scenario.py SCREENSHOT.png [WIDTH HEIGHT]
"""
from __future__ import annotations

import subprocess
import sys
import time
from pathlib import Path

from PySide6.QtCore import QPoint, QPointF
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QWidget

from mtgdesk.engine.decisions import DecisionKind
from mtgdesk.storage import Settings
from mtgdesk.ui.table.card_item import CARD_SIZE
from mtgdesk.ui.main_window import MainWindow


class ScenarioError(Exception):
    pass


def xdotool(*args: str) -> None:
    """Run xdotool while the Qt event loop keeps running (a drag runs a loop of its own)."""
    process = subprocess.Popen(["xdotool", *args])
    deadline = time.monotonic() + 20
    while process.poll() is None:
        QTest.qWait(10)
        if time.monotonic() > deadline:
            process.kill()
            raise ScenarioError(f"xdotool {' '.join(args)} hung")
    if process.returncode:
        raise ScenarioError(f"xdotool {' '.join(args)} failed: {process.returncode}")


def global_centre(widget: QWidget) -> QPoint:
    return widget.mapToGlobal(widget.rect().center())


def click(point: QPoint) -> None:
    widget = QApplication.widgetAt(point)
    say(f"click at {point.x()},{point.y()} on {widget.objectName() if widget else None} "
        f"{type(widget).__name__} {widget.text() if hasattr(widget, 'text') else ''}")
    xdotool("mousemove", "--sync", str(point.x()), str(point.y()))
    QTest.qWait(50)
    xdotool("click", "1")
    QTest.qWait(100)


def say(text: str) -> None:
    print(f"[{time.monotonic() - START:6.2f}] {text}", file=sys.stderr, flush=True)


START = time.monotonic()
DEBUG = None


def wait_until(condition, what: str, timeout: float = 30) -> None:  # noqa: ANN001
    say(f"waiting for {what}")
    deadline = time.monotonic() + timeout
    last = 0.0
    while not condition():
        QTest.qWait(20)
        if DEBUG and time.monotonic() - last > 2:
            last = time.monotonic()
            say(f"  ... {DEBUG()}")
        if time.monotonic() > deadline:
            raise ScenarioError(f"timed out waiting for {what}")


def main(screenshot: Path, width: int = 1200, height: int = 760) -> int:
    import faulthandler

    faulthandler.dump_traceback_later(100, exit=True)  # a hang shows where it is
    app = QApplication.instance() or QApplication(sys.argv[:1])
    settings = Settings(animation_speed=100, game_speed="fast", last_decks=[], last_opponent="computer",
                        stops_my_turn=["main1"],
                        stops_opponent_turn=[])
    window = MainWindow(settings=settings)
    window.persist_settings = False
    window.resize(width, height)
    window.move(0, 0)
    window.show()
    wait_until(lambda: window.isVisible() and window.windowHandle() is not None and window.windowHandle().isExposed(),
               "the window")
    QTest.qWait(300)

    click(global_centre(window.new_game_button))
    wait_until(lambda: getattr(window, "_new_game_dialog", None) is not None
               and window._new_game_dialog.isVisible(), "the new game dialog")
    dialog = window._new_game_dialog
    QTest.qWait(200)
    start = dialog.findChild(QWidget, "start_button")
    click(global_centre(start))
    wait_until(lambda: window.table is not None, "the table")
    table = window.table
    bridge = table.bridge
    table.session.settings.auto_pass = True
    global DEBUG
    DEBUG = lambda: (bridge.decision.player, bridge.decision.kind, bridge.game.step, table.session.thinking,  # noqa: E731
                     len(bridge.history), table.session.paused, table.session._move_timer.isActive())

    def my_turn_with_a_land() -> bool:
        game = bridge.game
        d = bridge.decision
        if d.player != 0 or table.session.thinking:
            return False
        if d.kind is DecisionKind.MULLIGAN:
            return True
        lands = [c for c in game.players[0].hand if game.objects[c].card.is_land]
        return (d.kind is DecisionKind.PRIORITY and game.active == 0 and game.step.is_main and not game.stack
                and bool(lands) and game.players[0].lands_played < game.players[0].land_plays_allowed)

    for _ in range(60):
        wait_until(lambda: bridge.decision.player == 0 and not table.session.thinking
                   and table.controller._automatic_action(0) is None, "a decision of ours", timeout=60)
        QTest.qWait(400)  # let the cards glide to their places
        d = bridge.decision
        if d.kind is DecisionKind.MULLIGAN:
            # The prompt shows once the cards have arrived: on a loaded machine, later than 400 ms.
            wait_until(lambda: "keep_button" in table.prompt.buttons, "the Keep button")
            click(global_centre(table.prompt.buttons["keep_button"]))
            wait_until(lambda: bridge.decision.kind is not DecisionKind.MULLIGAN or bridge.decision.player != 0,
                       "the hand to be kept")
            continue
        if my_turn_with_a_land():
            break
        generation = bridge.generation
        if d.kind is DecisionKind.DISCARD:
            for card in list(bridge.game.players[0].hand)[:d.count]:
                item = table.scene.items_by_id[card]
                click(table.view.viewport().mapToGlobal(table.view.mapFromScene(
                    item.mapToScene(QPointF(12, CARD_SIZE.height() / 2)))))
        # Anything else asked of us (declare attackers, ...): the main button answers it.
        wait_until(lambda: any(b.property("primary") for b in table.prompt.buttons.values()), "the main button")
        click(global_centre(next(b for b in table.prompt.buttons.values() if b.property("primary"))))
        wait_until(lambda g=generation: bridge.generation != g, "our answer")
    else:
        raise ScenarioError("never had a land to play")

    game = bridge.game
    land = next(c for c in game.players[0].hand if game.objects[c].card.is_land)
    land_name = game.objects[land].card.name
    item = table.scene.items_by_id[land]
    view = table.view
    start_point = view.viewport().mapToGlobal(view.mapFromScene(item.mapToScene(
        QPointF(CARD_SIZE.width() / 2, CARD_SIZE.height() / 3))))
    field = table.scene.battlefield_rect(0)
    end_point = view.viewport().mapToGlobal(view.mapFromScene(QPointF(field.center().x(), field.bottom() - 70)))
    played_before = game.players[0].lands_played
    # One xdotool run for the whole gesture: once the drag starts, Qt runs the drag's own event
    # loop until the button is released, so the moves must come from outside this process.
    gesture = ["mousemove", "--sync", str(start_point.x()), str(start_point.y()), "sleep", "0.15",
               "mousedown", "1", "sleep", "0.1"]
    steps = 12
    for i in range(1, steps + 1):
        x = start_point.x() + (end_point.x() - start_point.x()) * i // steps
        y = start_point.y() + (end_point.y() - start_point.y()) * i // steps
        gesture += ["mousemove", str(x), str(y), "sleep", "0.04"]
    gesture += ["sleep", "0.1", "mouseup", "1"]
    # With nothing else to do after the land, auto-pass would end the turn by itself before the
    # End turn button shows: it is off until that button is clicked.
    table.controller.settings.auto_pass = False
    say("dragging the land")
    xdotool(*gesture)
    wait_until(lambda: bridge.game.players[0].lands_played > played_before, "the land to be played")
    new_land = bridge.history[-1]
    if type(new_land).__name__ != "PlayLand" or new_land.card != land:
        raise ScenarioError(f"the drag did not play the land: {new_land}")
    QTest.qWait(600)  # the land glides to the battlefield
    turn = bridge.game.turn
    wait_until(lambda: "end_turn_button" in table.prompt.buttons, "the End turn button")
    table.controller.settings.auto_pass = True
    click(global_centre(table.prompt.buttons["end_turn_button"]))
    wait_until(lambda: bridge.game.turn > turn, "the turn to end", timeout=60)
    screen = window.screen()
    picture = screen.grabWindow(window.winId())
    if picture.isNull() or not picture.save(str(screenshot)):
        raise ScenarioError("no screenshot")
    print(f"played {land_name} by a real drag on turn {turn}, ended the turn with a click, "
          f"in a {window.width()}x{window.height()} window")
    window.close()
    import shiboken6

    shiboken6.delete(window)
    del app
    return 0


if __name__ == "__main__":
    try:
        size = [int(v) for v in sys.argv[2:4]] if len(sys.argv) >= 4 else [1200, 760]
        sys.exit(main(Path(sys.argv[1]), *size))
    except ScenarioError as exc:
        print(f"scenario failed: {exc}", file=sys.stderr)
        sys.exit(2)
