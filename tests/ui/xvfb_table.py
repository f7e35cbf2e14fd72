"""Run under Xvfb by test_table_xvfb.py: the real app in a real X window, driven with
xdotool (real X events through XTEST), on a position set up for the gesture being checked.

``graveyard``: Raise Dead is cast by a click on it in the hand; the graveyard opens fanned by
itself; the pile is closed and opened again by clicks; the Grizzly Bears under the top two
cards are targeted by a click; the Bears come back to the hand.
``damage``: a Giant Cockroach (4 power) blocked by three Grizzly Bears; the proposed split
(2, 2, 0) is changed by clicks: "−" and "+" of the first number, then a click on the third
Bears on the table gives it lethal damage; "OK"; the first and third Bears die.

Usage: python xvfb_table.py graveyard|damage SCREENSHOT.png WIDTH HEIGHT
"""
from __future__ import annotations

import sys
from pathlib import Path

from PySide6.QtCore import QPoint, QPointF
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QWidget

from mtgdesk.engine import DecisionKind, Step, Zone
from mtgdesk.engine import actions as A
from mtgdesk.storage import SavedGame, Settings
from mtgdesk.ui.main_window import MainWindow
from mtgdesk.ui.table.card_item import CARD_SIZE
from tests.helpers.games import find, position
from tests.ui.xvfb_scenario import ScenarioError, click, global_centre, say, wait_until


def _window(width: int, height: int) -> MainWindow:
    settings = Settings(animation_speed=100, game_speed="fast", last_decks=[], last_opponent="computer",
                        stops_my_turn=["main1"], stops_opponent_turn=[])
    window = MainWindow(settings=settings)
    window.persist_settings = False
    window.resize(width, height)
    window.move(0, 0)
    window.show()
    wait_until(lambda: window.isVisible() and window.windowHandle() is not None
               and window.windowHandle().isExposed(), "the window")
    QTest.qWait(300)
    return window


def _start(window: MainWindow, game: object) -> object:
    saved = SavedGame(seed=1, decks=[[], []], deck_names=["", ""], players=["human", "computer"],
                      player_names=["Ann", "Bob"])
    table = window.start_saved(saved, autosave=False, game=game)
    wait_until(lambda: table.isVisible(), "the table")
    QTest.qWait(500)  # the cards glide to their places
    return table


def card_centre(table: object, obj_id: int) -> QPoint:
    """Where a card of the table is on the screen: a point of it not covered by another."""
    view = table.view
    item = table.scene.items_by_id[obj_id]
    for fx, fy in ((0.5, 0.5), (0.5, 0.25), (0.2, 0.5), (0.8, 0.5), (0.5, 0.8)):
        local = QPointF(CARD_SIZE.width() * fx, CARD_SIZE.height() * fy)
        point = view.mapFromScene(item.mapToScene(local))
        top = next((i for i in view.items(point) if hasattr(i, "obj_id")), None)
        if top is item:
            return view.viewport().mapToGlobal(point)
    raise ScenarioError(f"card {obj_id} can't be seen")


def pile_centre(table: object, kind: str, owner: int) -> QPoint:
    pile = table.scene.piles[(kind, owner)]
    view = table.view
    return view.viewport().mapToGlobal(view.mapFromScene(pile.mapToScene(pile.boundingRect().center())))


def graveyard(width: int, height: int, screenshot: Path) -> str:
    window = _window(width, height)
    game = position(a_hand=["Raise Dead", "Island"], a_battlefield=["Swamp", "Island"],
                    a_graveyard=["Grizzly Bears", "Coral Eel", "Shock"], a_library=["Island"] * 3,
                    b_library=["Island"] * 3, b_battlefield=["Forest"])
    bears = find(game, "Grizzly Bears", Zone.GRAVEYARD)
    table = _start(window, game)
    bridge = table.bridge
    zone = table.controller.zone
    # Look first: the pile opens by a click, and closes by its button.
    click(pile_centre(table, "graveyard", 0))
    wait_until(zone.isVisible, "the graveyard to open")
    if [c.card.name for c in zone.fan.cards] != ["Grizzly Bears", "Coral Eel", "Shock"]:
        raise ScenarioError(f"the panel shows {[c.card.name for c in zone.fan.cards]}")
    click(global_centre(zone.close_button))
    wait_until(lambda: not zone.isVisible(), "the graveyard to close")
    # Cast Raise Dead with a click on it in the hand.
    click(card_centre(table, find(game, "Raise Dead", Zone.HAND)))
    wait_until(lambda: bridge.decision.kind is DecisionKind.TARGETS, "the target to be asked")
    wait_until(zone.isVisible, "the graveyard to open by itself")
    QTest.qWait(200)
    usable = [c.card.name for c in zone.fan.cards if c.usable]
    if usable != ["Grizzly Bears", "Coral Eel"]:
        raise ScenarioError(f"lit: {usable}")
    point = zone.fan.point_of(bears)
    if point is None:
        raise ScenarioError("the Bears can't be seen in the panel")
    window.grab().save(str(screenshot))
    click(zone.fan.mapToGlobal(point))
    wait_until(lambda: bridge.decision.kind is not DecisionKind.TARGETS, "the target to be chosen")
    live = bridge.game
    wait_until(lambda: any(live.objects[c].card.name == "Grizzly Bears" for c in live.players[0].hand),
               "the Bears to come back to the hand", timeout=60)
    if not any(live.objects[c].card.name == "Shock" and live.objects[c].zone is Zone.GRAVEYARD for c in live.objects):
        raise ScenarioError("Shock left the graveyard")
    return (f"Raise Dead targeted Grizzly Bears under the top of the graveyard by real clicks, "
            f"in a {window.width()}x{window.height()} window")


def damage(width: int, height: int, screenshot: Path) -> str:
    window = _window(width, height)
    game = position(Step.ATTACKERS, a_battlefield=["Giant Cockroach"], b_battlefield=["Grizzly Bears"] * 3,
                    a_library=["Island"] * 3, b_library=["Island"] * 3)
    cockroach = find(game, "Giant Cockroach")
    game.apply(A.DeclareAttacker(0, cockroach))
    game.apply(A.FinishAttackers(0))
    for _ in range(20):
        if game.decision.kind is DecisionKind.BLOCKERS:
            break
        game.apply(A.PassPriority(game.decision.player))
    bears = [i for i in game.battlefield if game.objects[i].controller == 1]
    for b in bears:
        game.apply(A.DeclareBlocker(1, b, cockroach))
    game.apply(A.FinishBlockers(1))
    for _ in range(20):
        if game.decision.kind is DecisionKind.ASSIGN_DAMAGE:
            break
        game.apply(A.PassPriority(game.decision.player))
    table = _start(window, game)
    bridge = table.bridge
    wait_until(lambda: "damage" in table.controller.prompts.extras, "the damage to divide")
    panel = table.controller.prompts.extras["damage"]
    if panel.split.amounts != [2, 2, 0]:
        raise ScenarioError(f"proposed {panel.split.amounts}")
    down = panel.findChild(QWidget, "assign_spin_0_down")
    up = panel.findChild(QWidget, "assign_spin_0_up")
    click(global_centre(down))
    wait_until(lambda: panel.split.amounts == [1, 2, 0], "one less to the first Bears")
    click(global_centre(up))
    wait_until(lambda: panel.split.amounts == [2, 2, 0], "one more to the first Bears")
    click(card_centre(table, bears[2]))
    wait_until(lambda: panel.split.amounts == [2, 0, 2], "lethal damage to the third Bears")
    QTest.qWait(200)
    window.grab().save(str(screenshot))
    click(global_centre(table.prompt.buttons["ok_button"]))
    live = bridge.game
    wait_until(lambda: bears[0] not in live.objects and bears[2] not in live.objects, "the two Bears to die")
    if bears[1] not in live.objects:
        raise ScenarioError("the second Bears died too")
    return (f"divided 4 combat damage among three blockers by real clicks (2, 0, 2), "
            f"in a {window.width()}x{window.height()} window")


def main() -> int:
    import faulthandler

    faulthandler.dump_traceback_later(100, exit=True)  # a hang shows where it is
    app = QApplication.instance() or QApplication(sys.argv[:1])
    which, screenshot, width, height = sys.argv[1], Path(sys.argv[2]), int(sys.argv[3]), int(sys.argv[4])
    result = {"graveyard": graveyard, "damage": damage}[which](width, height, screenshot)
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
