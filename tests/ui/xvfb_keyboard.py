"""Run under Xvfb by test_keyboard_xvfb.py: the real app in a real X window, played with real
key events (xdotool key, through XTEST) and no pointer at all, from the keyboard_win position:
a Mountain played, Shock cast at the opponent, Grizzly Bears attacking; the game is won.

Usage: python xvfb_keyboard.py SCREENSHOT.png WIDTH HEIGHT
"""
from __future__ import annotations

import sys
from pathlib import Path

from PySide6.QtCore import QEvent, QObject
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from mtgdesk.engine import actions as A
from mtgdesk.engine.decisions import DecisionKind
from mtgdesk.scenario.loader import load_scenario
from mtgdesk.scenario.setup import build_game
from mtgdesk.storage import SavedGame, Settings
from mtgdesk.ui.main_window import MainWindow
from tests.ui.xvfb_scenario import ScenarioError, say, wait_until, xdotool

POSITION = Path(__file__).parent / "positions" / "keyboard_win.toml"
BUTTONS = {QEvent.Type.MouseButtonPress, QEvent.Type.MouseButtonRelease, QEvent.Type.MouseButtonDblClick}


class MouseCounter(QObject):
    def __init__(self) -> None:
        super().__init__()
        self.count = 0

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802
        if event.type() in BUTTONS:
            self.count += 1
        return False


def main(screenshot: Path, width: int, height: int) -> int:
    app = QApplication.instance() or QApplication(sys.argv)
    counter = MouseCounter()
    app.installEventFilter(counter)
    window = MainWindow(settings=Settings(animation_speed=100, game_speed="fast"))
    window.persist_settings = False
    window.resize(width, height)
    window.move(0, 0)
    window.show()
    wait_until(lambda: window.windowHandle() is not None and window.windowHandle().isExposed(), "the window")
    scenario = load_scenario(POSITION)
    saved = SavedGame(seed=scenario.seed, decks=[[], []], deck_names=["", ""], players=["human", "computer"],
                      player_names=["Ann", "Computer"])
    table = window.start_saved(saved, autosave=False, game=build_game(scenario))
    xdotool("windowfocus", "--sync", str(int(window.winId())))
    wait_until(lambda: QApplication.focusWidget() is table.view, "the keyboard on the table")
    bridge, keyboard, controller = table.bridge, table.keyboard, table.controller

    def ready() -> bool:
        d = bridge.decision
        return bridge.over or (d.player == 0 and not table.session.pace.busy and controller._mine()
                               and controller._generation == bridge.generation
                               and controller._automatic_action(0) is None)

    def key(name: str) -> None:
        xdotool("key", name)
        QTest.qWait(60)

    def focus(zone: str, target: tuple) -> None:
        for _ in range(20):
            if keyboard.zone == zone and keyboard.focus == target:
                return
            key("Down" if keyboard.zone != zone else "Right")
        raise ScenarioError(f"the focus never reached {target} in {zone}")

    for _ in range(30):
        wait_until(ready, "the table to ask")
        if bridge.over:
            break
        legal = bridge.legal_actions()
        generation = bridge.generation
        kind = bridge.decision.kind
        land = next((a for a in legal if isinstance(a, A.PlayLand)), None)
        shock = next((a for a in legal if isinstance(a, A.CastSpell)), None)
        if kind is DecisionKind.PRIORITY and land is not None:
            focus("hand", ("card", land.card))
            key("Return")
            say("played the Mountain with Enter")
        elif kind is DecisionKind.PRIORITY and shock is not None:
            focus("hand", ("card", shock.card))
            key("Return")
            wait_until(lambda: bridge.decision.kind is DecisionKind.TARGETS and ready(), "the target")
            focus("players", ("player", 1))
            key("Return")
            say("cast Shock at the opponent with Enter")
        elif kind is DecisionKind.ATTACKERS:
            bears = next(a.creature for a in legal if isinstance(a, A.DeclareAttacker))
            focus("battlefield", ("card", bears))
            key("a")
            names = [n for n, b in table.prompt.buttons.items() if b.isVisible() and b.isEnabled()]
            key(str(names.index("attack_button") + 1))
            say("attacked with A and the button's number")
        else:
            key("space")
        wait_until(lambda g=generation: bridge.generation != g or bridge.over, "the game to go on", 10)
    wait_until(lambda: bridge.over, "the end of the game")
    QTest.qWait(300)
    window.grab().save(str(screenshot))
    if bridge.game.winner != 0:
        raise ScenarioError(f"the game ended, won by {bridge.game.winner}")
    if counter.count:
        raise ScenarioError(f"{counter.count} mouse button events")
    print(f"won by keys alone, no mouse button event, in a {width}x{height} window")
    return 0


if __name__ == "__main__":
    try:
        sys.exit(main(Path(sys.argv[1]), int(sys.argv[2]), int(sys.argv[3])))
    except ScenarioError as exc:
        print(f"FAILED: {exc}")
        sys.exit(1)
