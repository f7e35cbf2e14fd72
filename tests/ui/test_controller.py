"""The table's controller (ui/table/controller.py): full control stops at every priority; the table
stops when the opponent attacks unless told not to."""
from __future__ import annotations

from typing import Any

import pytest

from mtgdesk.storage import Settings
from mtgdesk.engine import DecisionKind, Step
from mtgdesk.engine import actions as A
from mtgdesk.ui.main_window import MainWindow
from tests.helpers.games import find, position
from tests.ui.table_driver import TableDriver
from tests.ui.table_games import (
    THINKING_MS,
    _setup,
    english_again,  # noqa: F401 (a fixture: the language put back)
)
from tests.ui.table_positions import _answer
from tests.ui.test_table_parts import _table_on

pytestmark = pytest.mark.gui


@pytest.mark.usefixtures("english_again")
def test_full_control_stops_at_every_priority(window: MainWindow, qtbot: Any) -> None:
    table = window.start_game(_setup(seed=11), autosave=False)
    window.full_control_action.setChecked(True)
    assert table.controller.full_control
    driver = TableDriver(table, qtbot, seat=0)
    steps = set()
    for _ in range(40):
        driver.wait()
        d = table.bridge.decision
        if d.kind.value == "priority":
            steps.add(table.bridge.game.step.value)
            assert "end_turn_button" in table.prompt.buttons
            assert "Passes through" in table.prompt.buttons["end_turn_button"].toolTip() or \
                table.bridge.game.step.value in ("end", "cleanup")
        if len(steps) >= 4:
            break
        driver.play_one()
    assert {"upkeep", "draw"} & steps  # steps the table passes through by itself otherwise


def _answer_as(table: Any, qtbot: Any, seat: int, done: Any) -> None:
    bridge = table.bridge
    for _ in range(50):
        if done():
            return
        d = bridge.decision
        if d.player == seat and d.kind is DecisionKind.PRIORITY:
            bridge.submit(A.PassPriority(seat))
        else:
            qtbot.wait(20)
    assert done()

def test_no_stop_at_the_opponents_attack_step_when_nothing_attacked(qtbot: Any) -> None:
    """Issue 35, item 5: with a stop set at the opponent's declare attackers step and an instant
    in hand, the table passes when the opponent attacked with nothing."""
    game = position(Step.MAIN1, active=1, a_hand=["Giant Growth"], a_battlefield=["Forest", "Grizzly Bears"],
                    b_battlefield=["Grizzly Bears"], a_library=["Island"] * 3, b_library=["Island"] * 3)
    table = _table_on(game, qtbot)
    settings = table.settings
    settings.stops_opponent_turn = ["attackers", "blockers"]
    settings.stops_my_turn = []
    table.controller.automatic = True
    bridge = table.bridge
    _answer_as(table, qtbot, 1, lambda: bridge.decision.kind is DecisionKind.ATTACKERS)
    table.controller.automatic = True
    bridge.submit(A.FinishAttackers(1))  # nothing attacks
    controller = table.controller
    qtbot.waitUntil(lambda: bridge.decision.player == 0 and controller._automatic_action(0) is None, timeout=5000)
    game = bridge.game
    assert (game.active, game.step.value) != (1, "attackers")  # passed by: no decision there
    assert game.active == 0  # the table stopped next in the player's own turn

def test_the_opponents_attack_still_stops(qtbot: Any) -> None:
    game = position(Step.MAIN1, active=1, a_hand=["Giant Growth"], a_battlefield=["Forest", "Grizzly Bears"],
                    b_battlefield=["Grizzly Bears"], a_library=["Island"] * 3, b_library=["Island"] * 3)
    table = _table_on(game, qtbot)
    table.settings.stops_opponent_turn = ["attackers"]
    bridge = table.bridge
    _answer_as(table, qtbot, 1, lambda: bridge.decision.kind is DecisionKind.ATTACKERS)
    bridge.submit(A.DeclareAttacker(1, find(game, "Grizzly Bears", player=1)))
    bridge.submit(A.FinishAttackers(1))
    controller = table.controller
    qtbot.waitUntil(lambda: bridge.decision.player == 0 and controller._automatic_action(0) is None, timeout=5000)
    assert (bridge.game.active, bridge.game.step.value) == (1, "attackers")

def test_a_stop_at_the_opponents_blockers_step_only_when_one_of_mine_blocks(qtbot: Any) -> None:
    game = position(Step.ATTACKERS, active=1, a_hand=["Giant Growth"], a_battlefield=["Forest"],
                    b_battlefield=["Grizzly Bears"], a_library=["Island"] * 3, b_library=["Island"] * 3)
    attacker = find(game, "Grizzly Bears")
    game.apply(A.DeclareAttacker(1, attacker))
    game.apply(A.FinishAttackers(1))
    table = _table_on(game, qtbot)
    table.settings.stops_opponent_turn = ["blockers"]
    table.settings.stop_when_opponent_attacks = False
    controller = table.controller
    bridge = table.bridge
    # At the attackers step (no stop there, the attack stop off), then no creature to block.
    qtbot.waitUntil(lambda: bridge.game.step.value not in ("attackers", "blockers"), timeout=5000)
    assert bridge.game.step.value in ("damage", "end_combat", "main2", "end") or bridge.over
    assert controller is table.controller

def test_a_creature_that_must_attack_is_chosen_when_attackers_are_declared(qtbot: Any) -> None:
    game = position(Step.MAIN1, a_battlefield=["Goblin Brigand", "Grizzly Bears"], a_library=["Island"] * 3,
                    b_library=["Island"] * 3)
    brigand = find(game, "Goblin Brigand")
    _answer(game, lambda g: g.decision.kind is DecisionKind.ATTACKERS)
    table = _table_on(game, qtbot)
    table.controller.automatic = False
    table.controller.refresh()
    assert table.controller.pending_attackers == [brigand]
    assert table.prompt.buttons["attack_button"].text() == "Attack with 1"
    assert table.controller.highlights[brigand] == "attacker"


def test_the_table_stops_when_the_opponent_attacks_unless_turned_off(qtbot: Any, make_table: Any) -> None:
    for stop in (True, False):
        settings = Settings(animation_speed=0, game_speed="instant", stops_opponent_turn=[],
                            stop_when_opponent_attacks=stop)
        table = make_table(settings, computer={"battlefield": ["Craw Wurm", "Forest"]},
                       human={"battlefield": ["Forest"], "hand": ["Giant Growth"]})
        controller = table.controller
        asked: list[str] = []

        def ask(action: Any, events: Any, table: Any = table, asked: list[str] = asked) -> None:
            """Record the steps where the person is asked (given priority and not passed for)."""
            c = table.controller
            if c._mine() and table.bridge.decision.kind.value == "priority" and c._automatic_action(0) is None:
                asked.append(table.bridge.game.step.value)

        table.bridge.applied.connect(ask)
        table.start()
        game = table.bridge.game
        qtbot.waitUntil(lambda game=game, asked=asked: game.turn > 3 or game.over or bool(asked), timeout=THINKING_MS)
        attacked = table.bridge.game.players[0].life < 20 or table.bridge.game.combat is not None
        assert attacked
        assert ("attackers" in asked) is stop, asked
        if asked:
            assert "pass_button" in table.prompt.buttons
        controller.automatic = False
        table.session.stop()
