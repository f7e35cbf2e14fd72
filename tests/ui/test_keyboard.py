"""The table played by keyboard alone (issue 32, item 4): focus over the cards and zones, Enter
for a click, A to attack, the prompt's buttons by keys; a game won with key events only."""
from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from mtgdesk.engine import actions as A
from mtgdesk.engine.decisions import DecisionKind, Question
from mtgdesk.engine.objects import PlayerRef
from mtgdesk.scenario.loader import load_scenario
from mtgdesk.scenario.setup import build_game
from mtgdesk.storage import SavedGame
from mtgdesk.ui.main_window import MainWindow
from mtgdesk.ui.table.keyboard import _shown
from mtgdesk.ui.table.session import COMPUTER, HUMAN
from tests.ui.table_driver import TableDriver

pytestmark = pytest.mark.gui

POSITION = Path(__file__).parent / "positions" / "keyboard_win.toml"
MOUSE = {QEvent.Type.MouseButtonPress, QEvent.Type.MouseButtonRelease, QEvent.Type.MouseButtonDblClick,
         QEvent.Type.DragEnter, QEvent.Type.DragMove, QEvent.Type.Drop, QEvent.Type.GraphicsSceneMousePress,
         QEvent.Type.GraphicsSceneMouseRelease}


class MouseCounter(QObject):
    """Counts every mouse button and drag event the application delivers."""

    def __init__(self) -> None:
        super().__init__()
        self.count = 0

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802
        if event.type() in MOUSE:
            self.count += 1
        return False


class Keys:
    """Presses keys on the table, as a person without a mouse would."""

    def __init__(self, table: Any) -> None:
        self.table = table
        self.keyboard = table.keyboard
        self.pressed = 0

    def press(self, key: Qt.Key, modifier: Qt.KeyboardModifier = Qt.KeyboardModifier.NoModifier) -> None:
        QTest.keyClick(self.table.view, key, modifier)
        self.pressed += 1

    def focus(self, zone: str, focus: tuple[Any, ...]) -> None:
        """Down until the zone, then Right until the thing (a bounded walk)."""
        if not self.keyboard.engaged:
            self.press(Qt.Key.Key_Down)
        for _ in range(8):
            if self.keyboard.zone == zone:
                break
            self.press(Qt.Key.Key_Down)
        assert self.keyboard.zone == zone, (self.keyboard.zone, zone)
        for _ in range(12):
            if self.keyboard.focus == focus:
                return
            self.press(Qt.Key.Key_Right)
        raise AssertionError(f"the focus never reached {focus} in {zone}: {self.keyboard.members(zone)}")

    def button(self, name: str) -> None:
        """The prompt's button by its number key."""
        buttons = [n for n, b in self.table.prompt.buttons.items() if b.isEnabled() and _shown(b)]
        assert name in buttons, (name, buttons)
        self.press(Qt.Key(Qt.Key.Key_1 + buttons.index(name)))


def _start(window: MainWindow, position: Path = POSITION) -> Any:
    scenario = load_scenario(position)
    saved = SavedGame(seed=scenario.seed, decks=[[], []], deck_names=["", ""], players=[HUMAN, COMPUTER],
                      player_names=["Ann", "Computer"])
    return window.start_saved(saved, autosave=False, game=build_game(scenario))


def test_a_game_won_against_the_easy_computer_by_keys_alone(window: MainWindow, qtbot: Any) -> None:
    counter = MouseCounter()
    QApplication.instance().installEventFilter(counter)
    try:
        table = _start(window)
        assert window.settings.computer_level == "easy"
        bridge = table.bridge
        driver = TableDriver(table, qtbot, seat=0)  # only to wait for the table to ask
        keys = Keys(table)
        done: set[str] = set()
        for _ in range(40):
            driver.wait()
            if bridge.over:
                break
            game = bridge.game
            d = bridge.decision
            legal = bridge.legal_actions()
            generation = bridge.generation
            if d.kind is DecisionKind.PRIORITY:
                land = next((a for a in legal if isinstance(a, A.PlayLand)), None)
                shock = next((a for a in legal if isinstance(a, A.CastSpell)), None)
                if land is not None:
                    keys.focus("hand", ("card", land.card))
                    keys.press(Qt.Key.Key_Return)
                    done.add("land")
                elif shock is not None:
                    keys.focus("hand", ("card", shock.card))
                    keys.press(Qt.Key.Key_Return)
                    driver.wait()
                    assert bridge.decision.kind is DecisionKind.TARGETS
                    keys.focus("players", ("player", 1))
                    keys.press(Qt.Key.Key_Return)
                    done.add("shock")
                else:
                    keys.press(Qt.Key.Key_Space)
                    done.add("pass")
            elif d.kind is DecisionKind.ATTACKERS:
                bears = next(a.creature for a in legal if isinstance(a, A.DeclareAttacker))
                keys.focus("battlefield", ("card", bears))
                keys.press(Qt.Key.Key_A)
                assert table.controller.pending_attackers == [bears]
                keys.button("attack_button")
                done.add("attack")
            else:
                keys.press(Qt.Key.Key_Space)
            if not bridge.over and bridge.generation == generation:
                qtbot.waitUntil(lambda g=generation: bridge.generation != g or driver.ready(), timeout=5000)
        qtbot.waitUntil(lambda: bridge.over, timeout=10000)
        assert game.over and game.winner == 0, (game.players[0].life, game.players[1].life)
        assert {"land", "shock", "attack"} <= done, done
        assert any(isinstance(a, A.ChooseTargets) and a.targets == (PlayerRef(1),) for a in bridge.history)
        assert any(isinstance(a, A.DeclareAttacker) for a in bridge.history)
        assert keys.pressed >= 5
        assert "You win the game." in table.announcer.history  # said, for a player who can't see it
        assert counter.count == 0, f"{counter.count} mouse events"
    finally:
        QApplication.instance().removeEventFilter(counter)


def test_the_focused_card_is_ringed_and_zoomed(window: MainWindow, qtbot: Any) -> None:
    table = _start(window)
    TableDriver(table, qtbot, seat=0).wait()
    keys = Keys(table)
    scene = table.scene
    assert not any(item.focused for item in scene.items_by_id.values())  # nothing before a key
    bears = next(s.id for s in scene.snapshot.battlefield if s.card.name == "Grizzly Bears")
    keys.focus("battlefield", ("card", bears))
    assert scene.items_by_id[bears].focused
    assert sum(item.focused for item in scene.items_by_id.values()) == 1
    assert table.zoom.state is not None and table.zoom.state.id == bears
    # Tab and Shift+Tab walk the zones; Right and Left the cards of one.
    zone = table.keyboard.zone
    keys.press(Qt.Key.Key_Tab)
    assert table.keyboard.zone != zone
    keys.press(Qt.Key.Key_Tab, Qt.KeyboardModifier.ShiftModifier)
    assert table.keyboard.zone == zone
    keys.focus("players", ("player", 1))
    assert scene.panels[1].focused and not scene.items_by_id[bears].focused
    # Enter on the opponent's graveyard opens it in the zone panel, as a click does.
    keys.focus("piles", ("pile", "graveyard", 1))
    keys.press(Qt.Key.Key_Return)
    assert table.controller.zone.isVisible()
    keys.press(Qt.Key.Key_Escape)
    assert not table.controller.zone.isVisible()


def test_a_key_out_of_turn_is_explained_not_taken(window: MainWindow, qtbot: Any) -> None:
    table = _start(window)
    TableDriver(table, qtbot, seat=0).wait()
    keys = Keys(table)
    messages: list[str] = []
    table.controller.status_changed.connect(messages.append)
    history = len(table.bridge.history)
    keys.press(Qt.Key.Key_Down)
    keys.press(Qt.Key.Key_B)  # no blockers are declared in one's own main phase
    assert len(table.bridge.history) == history
    assert "No blockers are being declared now." in messages


def test_a_target_in_the_graveyard_is_chosen_in_the_zone_panel_by_keys(window: MainWindow, qtbot: Any) -> None:
    table = _start(window, Path(__file__).parent / "positions" / "raise_dead.toml")
    bridge = table.bridge
    driver = TableDriver(table, qtbot, seat=0)
    driver.wait()
    keys = Keys(table)
    raise_dead = next(a.card for a in bridge.legal_actions() if isinstance(a, A.CastSpell))
    keys.focus("hand", ("card", raise_dead))
    keys.press(Qt.Key.Key_Return)
    driver.wait()
    assert bridge.decision.kind is DecisionKind.TARGETS
    # The graveyard opened for the target, and the focus went to its card that can be chosen.
    panel = table.controller.zone
    assert panel.isVisible() and table.keyboard.zone == "panel"
    bears = next(e.id for e in panel.fan.cards if e.card.name == "Grizzly Bears")
    assert table.keyboard.focus == ("panel", bears)
    assert panel.fan.focused == [e.id for e in panel.fan.cards].index(bears)
    assert table.view.accessibleName() == "Grizzly Bears, creature 2/2, can be chosen"
    assert table.view.accessibleDescription() == "Your graveyard (3): 2 of 3"
    assert table.zoom.card is not None and table.zoom.card.name == "Grizzly Bears"
    keys.press(Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: any(isinstance(a, A.ChooseTargets) for a in bridge.history), timeout=5000)
    assert next(a for a in bridge.history if isinstance(a, A.ChooseTargets)).targets == (bears,)
    driver.wait()
    if bridge.game.stack:
        keys.press(Qt.Key.Key_Space)  # Raise Dead resolves
    qtbot.waitUntil(lambda: any(bridge.name(c) == "Grizzly Bears" for c in bridge.hand_ids(0)), timeout=5000)


def test_x_is_chosen_in_the_prompt_by_f6_and_arrows(window: MainWindow, qtbot: Any) -> None:
    table = _start(window, Path(__file__).parent / "positions" / "blaze.toml")
    bridge = table.bridge
    driver = TableDriver(table, qtbot, seat=0)
    driver.wait()
    keys = Keys(table)
    blaze = next(a.card for a in bridge.legal_actions() if isinstance(a, A.CastSpell))
    keys.focus("hand", ("card", blaze))
    keys.press(Qt.Key.Key_Return)
    start = 0
    for _ in range(4):  # X (CR 601.2b) and the target (601.2c), in the engine's order
        driver.wait()
        d = bridge.decision
        if d.kind is DecisionKind.TARGETS:
            keys.focus("players", ("player", 1))
            keys.press(Qt.Key.Key_Return)
        elif d.kind is DecisionKind.CHOICE and d.question is Question.X:
            spin = table.controller.prompts.extras["x"]
            start = spin.value()
            assert start >= 1
            QTest.keyClick(QApplication.focusWidget(), Qt.Key.Key_F6)  # into the prompt's number box
            focus = QApplication.focusWidget()
            assert focus is not None and spin.isAncestorOf(focus)
            QTest.keyClick(focus, Qt.Key.Key_Down)
            assert spin.value() == start - 1
            QTest.keyClick(focus, Qt.Key.Key_Return)  # the prompt's main button: OK
        else:
            break
    qtbot.waitUntil(lambda: any(isinstance(a, A.ChooseX) for a in bridge.history), timeout=5000)
    chosen = next(a for a in bridge.history if isinstance(a, A.ChooseX)).value
    assert chosen == start - 1
    assert QApplication.focusWidget() is table.view  # the number box went with its question
    driver.wait()
    if bridge.game.stack:
        keys.press(Qt.Key.Key_Space)
    qtbot.waitUntil(lambda: not bridge.game.stack, timeout=5000)
    assert bridge.game.players[1].life == 5 - chosen
    # F6 goes on to the game log, and back to the table.
    keys.press(Qt.Key.Key_F6)
    assert QApplication.focusWidget() is table.log_view
    QTest.keyClick(table.log_view, Qt.Key.Key_F6)
    assert QApplication.focusWidget() is table.view


def test_blocks_are_declared_by_keys(window: MainWindow, qtbot: Any) -> None:
    from mtgdesk.ui.smoke import smoke_position

    position = smoke_position(seed=5, min_turn=3, kinds=("blockers",))
    table = window.start_saved(position.saved, autosave=False)
    bridge = table.bridge
    TableDriver(table, qtbot, seat=0).wait()
    assert bridge.decision.kind is DecisionKind.BLOCKERS and bridge.decision.player == 0
    blocker, attacker = next((a.blocker, a.attacker) for a in bridge.legal_actions()
                             if isinstance(a, A.DeclareBlocker))
    # The declaration puts the focus on a creature of yours that can block.
    focus = table.keyboard.focus
    assert table.keyboard.zone == "battlefield" and focus is not None
    assert table.controller.highlights.get(focus[1]) == "playable"
    keys = Keys(table)
    keys.focus("battlefield", ("card", blocker))
    keys.press(Qt.Key.Key_B)
    assert table.controller.block_source == blocker
    assert table.keyboard.zone == "opponent_battlefield"  # on to the attackers
    for _ in range(10):
        if table.keyboard.focus == ("card", attacker):
            break
        keys.press(Qt.Key.Key_Right)
    keys.press(Qt.Key.Key_Return)
    assert table.controller.pending_blocks == [(blocker, attacker)]
    keys.button("block_button")
    qtbot.waitUntil(lambda: (blocker, attacker) in bridge.blocks(), timeout=5000)


def test_a_menu_of_abilities_opens_at_the_focused_card_and_is_walked_by_keys(window: MainWindow,
                                                                             qtbot: Any) -> None:
    table = _start(window, Path(__file__).parent / "positions" / "two_abilities.toml")
    bridge = table.bridge
    TableDriver(table, qtbot, seat=0).wait()
    window.settings.auto_pass = False
    land = next(s.id for s in table.scene.snapshot.battlefield if s.card.name == "Karplusan Forest")
    keys = Keys(table)
    keys.focus("battlefield", ("card", land))
    keys.press(Qt.Key.Key_Return)
    menu = table.controller._menu
    assert menu is not None and menu.isVisible() and len(menu.actions()) >= 2
    # At the focused card, not wherever the pointer happens to be.
    centre = table.view.viewport().mapToGlobal(table.view.mapFromScene(table.scene.point_of(land)))
    assert (menu.pos() - centre).manhattanLength() < 40
    QTest.keyClick(menu, Qt.Key.Key_Down)
    QTest.keyClick(menu, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: any(isinstance(a, A.ActivateAbility) and a.source == land for a in bridge.history),
                    timeout=5000)
    assert sum(bridge.mana_pool(0)) == 1
