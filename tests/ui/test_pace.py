"""The computer's pace (ui/table/pace.py, issue 14): the computer's actions are shown one at a
time, the person can only hurry or skip them meanwhile. (The card size the table follows:
test_table_page.py; the stop when the opponent attacks: test_controller.py.)

No timing thresholds: the beats are ended by the test (Space, "Faster", "Skip") or waited for
with ``qtbot.waitUntil``."""
from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtWidgets import QGraphicsObject

from mtgdesk.engine import actions as A
from mtgdesk.engine import events as E
from mtgdesk.storage import Settings
from mtgdesk.ui.table.pace import acted_card, shows_change
from tests.ui.table_games import THINKING_MS

pytestmark = pytest.mark.gui

def test_what_the_table_shows_and_the_card_acted_with() -> None:
    moved = E.CardMoved(7, 31, "Grizzly Bears", 1, "hand", "stack")
    assert shows_change(A.CastSpell(1, 7), [moved]) and acted_card(A.CastSpell(1, 7), [moved]) == 31
    assert not shows_change(A.PassPriority(1), [E.PriorityPassed(1)])
    assert shows_change(A.DeclareAttacker(1, 9), []) and acted_card(A.DeclareAttacker(1, 9), []) == 9
    assert acted_card(A.PassPriority(1), []) is None
    assert not shows_change(A.PayAuto(1), []) and shows_change(A.PayAuto(1), [E.Tapped(4)])


def _bears_table(make_table: Any, settings: Settings) -> Any:
    """Bob, the computer, plays a Forest and casts Grizzly Bears; Ann may answer with Giant Growth."""
    return make_table(settings, computer={"battlefield": ["Forest", "Forest"], "hand": ["Forest", "Grizzly Bears"]},
                      human={"battlefield": ["Forest", "Grizzly Bears"], "hand": ["Giant Growth"]})


def _deciding(table: Any) -> bool:
    """The person must decide: the decision is theirs and the table doesn't answer it alone."""
    controller = table.controller
    return controller._mine() and controller._automatic_action(0) is None


def _record_submits(table: Any, monkeypatch: pytest.MonkeyPatch) -> list[tuple[Any, bool]]:
    """Every action submitted, with whether a beat was on when it came."""
    bridge, pace = table.bridge, table.session.pace
    submitted: list[tuple[Any, bool]] = []
    submit = bridge.submit

    def recording(action: Any) -> bool:
        submitted.append((action, pace.busy))
        return submit(action)

    monkeypatch.setattr(bridge, "submit", recording)
    return submitted


def test_each_computer_action_is_shown_before_the_next_and_space_hurries_it(
        qtbot: Any, make_table: Any, monkeypatch: pytest.MonkeyPatch) -> None:
    settings = Settings(animation_speed=0, game_speed="slow", stops_opponent_turn=[])
    table = _bears_table(make_table, settings)
    pace, controller = table.session.pace, table.controller
    submitted = _record_submits(table, monkeypatch)
    table.start()
    beats = 0
    shown: set[str] = set()
    for _ in range(12):
        qtbot.waitUntil(lambda: pace.busy or _deciding(table), timeout=THINKING_MS)
        if not pace.busy:
            break  # the person must decide: Bob's Grizzly Bears is on the stack
        beats += 1
        # While the action is shown: the card stands out, the log has its line, the prompt
        # offers only to hurry or skip, and a gesture is refused.
        if pace.focus is not None and pace.focus in table.scene.items_by_id:
            shown.add(table.scene.items_by_id[pace.focus].state.card.name)
            assert table.scene.items_by_id[pace.focus].highlight == "acted"
        assert set(table.prompt.buttons) == {"skip_button", "faster_button"}
        assert not controller._mine() and table.log_model.rowCount() > 1
        messages: list[str] = []
        controller.status_changed.connect(messages.append)
        controller.card_clicked(next(iter(table.scene.items_by_id)))
        assert messages and "Space" in messages[-1]
        controller.status_changed.disconnect(messages.append)
        qtbot.waitUntil(table.prompt.buttons["faster_button"].isVisible)  # shown by the event loop
        qtbot.keyClick(table.view, Qt.Key.Key_Space)  # "Faster"
        assert not pace.busy
    assert beats >= 2 and {"Forest", "Grizzly Bears"} <= shown
    assert submitted and not any(busy for _, busy in submitted), "nothing is done while an action is shown"
    assert table.bridge.decision.player == 0 and table.bridge.game.stack, table.log_text()  # answer the spell
    assert "pass_button" in table.prompt.buttons
    table.session.stop()


def test_skip_shows_the_computers_actions_without_pause_until_the_person_decides(
        qtbot: Any, make_table: Any, monkeypatch: pytest.MonkeyPatch) -> None:
    settings = Settings(animation_speed=0, game_speed="slow", stops_opponent_turn=[])
    table = _bears_table(make_table, settings)
    pace = table.session.pace
    submitted = _record_submits(table, monkeypatch)
    table.start()
    qtbot.waitUntil(lambda: pace.busy, timeout=THINKING_MS)
    qtbot.waitUntil(table.prompt.buttons["skip_button"].isVisible)
    qtbot.mouseClick(table.prompt.buttons["skip_button"], Qt.MouseButton.LeftButton)
    assert not pace.busy and pace.skipping
    qtbot.waitUntil(lambda: _deciding(table), timeout=THINKING_MS)
    assert not pace.skipping  # the person decides: the next actions are shown one at a time again
    assert not any(busy for _, busy in submitted)
    assert any(isinstance(a, A.CastSpell) for a, _ in submitted)
    table.session.stop()


def test_a_hot_seat_game_and_an_instant_pace_hold_no_beat(qtbot: Any, make_table: Any) -> None:
    settings = Settings(animation_speed=0, game_speed="instant", stops_opponent_turn=[])
    table = make_table(settings, computer={"battlefield": ["Forest"], "hand": ["Forest", "Grizzly Bears"]},
                   human={"hand": ["Giant Growth"]})
    seen: list[bool] = []
    table.bridge.applied.connect(lambda action, events: seen.append(table.session.pace.busy))
    table.start()
    qtbot.waitUntil(lambda: bool(table.bridge.game.stack) or table.bridge.game.turn > 3, timeout=THINKING_MS)
    assert seen and not any(seen)
    table.session.stop()


class _Card(QGraphicsObject):
    """Something the animator can move."""

    def boundingRect(self) -> QRectF:
        return QRectF(0, 0, 10, 10)

    def paint(self, *args: Any) -> None:
        pass


def test_a_beat_lasts_until_the_movement_has_ended_then_the_pause(qtbot: Any) -> None:
    from mtgdesk.ui.table.animation import MOVE_MS, Animator
    from mtgdesk.ui.table.pace import Pace

    animator, pace = Animator(1.0), Pace()
    order: list[str] = []
    animator.idle.connect(lambda: order.append("arrived"))  # before the pace hears it
    pace.follow(animator)
    pace.ended.connect(lambda: order.append("beat ended"))
    card = _Card()
    # The computer's action: the beat begins, then the table draws it (the card starts moving).
    # The pause is 1 ms, much shorter than the movement: a fixed time would end the beat first.
    pace.beat(1, focus=7)
    animator.animate(card, b"pos", QPointF(500, 300), MOVE_MS)
    assert pace.busy and pace.moving and pace.focus == 7
    qtbot.waitUntil(lambda: "beat ended" in order, timeout=THINKING_MS)
    assert order == ["arrived", "beat ended"] and card.pos() == QPointF(500, 300)
    assert not pace.busy and pace.focus is None
    # Nothing moving (animations off, or a life total changed): only the pause.
    pace.beat(1)
    assert pace.busy
    qtbot.waitUntil(lambda: order.count("beat ended") == 2, timeout=THINKING_MS)
    assert order == ["arrived", "beat ended", "beat ended"]
    # Space while the card is still on its way ends the beat at once; its arrival later
    # doesn't end another beat.
    pace.beat(1)
    animator.animate(card, b"pos", QPointF(0, 0), MOVE_MS)
    qtbot.waitUntil(lambda: animator.running_count() > 0 and pace.moving)
    pace.hurry()
    assert not pace.busy and order[-1] == "beat ended" and animator.running_count() > 0
    qtbot.waitUntil(lambda: order[-1] == "arrived", timeout=THINKING_MS)
    assert order.count("beat ended") == 3 and not pace.busy


def test_each_beat_on_the_table_ends_with_the_cards_arrived(
        qtbot: Any, make_table: Any, monkeypatch: pytest.MonkeyPatch) -> None:
    settings = Settings(animation_speed=100, game_speed="fast", stops_opponent_turn=[])
    table = _bears_table(make_table, settings)
    pace, animator = table.session.pace, table.animator
    submitted = _record_submits(table, monkeypatch)
    still_at_end: list[bool] = []
    pace.ended.connect(lambda: still_at_end.append(animator.running_count() == 0))
    waited: list[bool] = []  # each arrival while a beat waited for it (heard before the pace hears it)
    animator.idle.disconnect(pace._on_motion_idle)
    animator.idle.connect(lambda: waited.append(True) if pace.moving else None)
    animator.idle.connect(pace._on_motion_idle)
    table.start()
    qtbot.waitUntil(lambda: _deciding(table) and not pace.busy, timeout=THINKING_MS)
    assert len(still_at_end) >= 2 and all(still_at_end), still_at_end
    assert waited, "a beat waited for a card to arrive"
    assert not any(busy for _, busy in submitted), "nothing is done while an action is shown"
    assert table.bridge.decision.player == 0 and table.bridge.game.stack, table.log_text()
    table.session.stop()


# ---------------------------------------------------------------------- the pace on its own


def test_no_beat_at_the_instant_pace_nor_while_skipping_until_the_person_decides(qtbot: Any) -> None:
    from mtgdesk.ui.table.pace import Pace

    pace = Pace()
    ended: list[bool] = []
    pace.ended.connect(lambda: ended.append(True))
    pace.beat(0, focus=3)
    assert not pace.busy and pace.focus is None
    pace.beat(5000, focus=3)
    assert pace.busy and pace.focus == 3
    pace.skip()  # the beat under way ends at once, and no more begin
    assert not pace.busy and ended == [True] and pace.skipping
    pace.beat(5000, focus=4)
    assert not pace.busy and pace.focus is None
    pace.person_decides()
    pace.beat(1, focus=4)
    assert pace.busy
    qtbot.waitUntil(lambda: len(ended) == 2, timeout=THINKING_MS)  # no animator followed: the pause alone
    assert not pace.busy and pace.focus is None


def test_a_stopped_beat_never_ends_and_hurrying_nothing_says_nothing(qtbot: Any) -> None:
    from mtgdesk.ui.table.pace import Pace

    pace = Pace()
    ended: list[bool] = []
    pace.ended.connect(lambda: ended.append(True))
    pace.hurry()
    assert ended == []  # no beat to end
    pace.beat(1, focus=9)
    pace.stop()  # the game stopped (left, or the window closed)
    assert not pace.busy and pace.focus is None
    qtbot.wait(50)
    assert ended == []
