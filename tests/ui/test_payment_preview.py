"""Issue 35, item 4: what the automatic payment would tap is lit before it happens (a spell of the
hand pointed at or dragged, the cost being paid), and one spell can be paid by hand, whatever the
settings, by holding Shift as it is dropped (CR 601.2g-h: the player taps their own mana sources)."""
from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from mtgdesk.engine import actions as A
from mtgdesk.engine.decisions import DecisionKind
from mtgdesk.scenario.loader import load_scenario
from mtgdesk.scenario.setup import build_game
from mtgdesk.storage import SavedGame
from mtgdesk.ui.main_window import MainWindow
from mtgdesk.ui.table.session import COMPUTER, HUMAN
from tests.ui.table_driver import TableDriver

pytestmark = pytest.mark.gui

POSITION = Path(__file__).parent / "positions" / "payment_preview.toml"


def _start(window: MainWindow) -> Any:
    scenario = load_scenario(POSITION)
    saved = SavedGame(seed=scenario.seed, decks=[[], []], deck_names=["", ""], players=[HUMAN, COMPUTER],
                      player_names=["Ann", "Computer"])
    table = window.start_saved(saved, autosave=False, game=build_game(scenario))
    # A button an earlier test pressed and never released makes every move a drag, which makes
    # no hover event (QApplication.mouseButtons() is the offscreen platform's, shared by tests).
    if QApplication.mouseButtons() != Qt.MouseButton.NoButton:
        QTest.mouseRelease(table.view.viewport(), QApplication.mouseButtons(), pos=QPoint(1, 1))
    return table


def _ids(table: Any, name: str) -> int:
    bridge = table.bridge
    return next(o for o in bridge.game.battlefield if bridge.name(o) == name)


def _bears(table: Any) -> int:
    return next(c for c in table.bridge.hand_ids(0) if table.bridge.name(c) == "Grizzly Bears")


def _lit(table: Any) -> set[int]:
    """The cards drawn with the payment preview's highlight."""
    return {i for i, item in table.scene.items_by_id.items() if item.highlight == "payment"}


def test_pointing_at_a_spell_lights_the_lands_the_automatic_payment_would_tap(window: MainWindow,
                                                                               qtbot: Any) -> None:
    table = _start(window)
    driver = TableDriver(table, qtbot, seat=0)
    driver.wait()
    bears = _bears(table)
    forest, mountain, elves = (_ids(table, n) for n in ("Forest", "Mountain", "Llanowar Elves"))
    expected = table.bridge.view(0).payment_preview(bears)
    assert expected is not None and set(expected) == {forest, mountain}  # lands before the Elves
    assert _lit(table) == set()
    viewport = table.view.viewport()
    # From elsewhere first: the pointer may already rest where an earlier test left it, and a
    # move to where it is makes no hover event.
    QTest.mouseMove(viewport, driver.battlefield_point(1))
    QTest.mouseMove(viewport, driver.card_point(bears))
    qtbot.waitUntil(lambda: _lit(table) == set(expected), timeout=10_000)
    assert table.scene.items_by_id[elves].highlight != "payment"
    # Asked once for the card pointed at, not at each move of the pointer over it.
    calls: list[Any] = []
    view = table.bridge.view(0)
    original = type(view).payment_preview
    monkey = pytest.MonkeyPatch()
    monkey.setattr(type(view), "payment_preview",
                   lambda self, *a, **k: calls.append(a) or original(self, *a, **k))
    try:
        for dx in (2, 4, 6):
            QTest.mouseMove(viewport, driver.card_point(bears) + QPoint(dx, 0))
    finally:
        monkey.undo()
    assert calls == [] and _lit(table) == set(expected)
    # The pointer leaves the card: nothing is lit.
    QTest.mouseMove(viewport, driver.battlefield_point(1))
    qtbot.waitUntil(lambda: _lit(table) == set(), timeout=10_000)


def test_dragging_a_spell_lights_its_payment_and_without_shift_it_is_paid_automatically(window: MainWindow,
                                                                                         qtbot: Any) -> None:
    table = _start(window)
    driver = TableDriver(table, qtbot, seat=0)
    driver.wait()
    bridge = table.bridge
    bears = _bears(table)
    forest, mountain, elves = (_ids(table, n) for n in ("Forest", "Mountain", "Llanowar Elves"))
    expected = set(bridge.view(0).payment_preview(bears) or ())
    seen: list[set[int]] = []  # what was lit, each time the preview changed
    scene = table.scene
    original = scene.set_payment_preview

    def record(ids: Any) -> None:
        original(ids)
        seen.append(_lit(table))

    scene.set_payment_preview = record  # type: ignore[method-assign]
    driver.drag(bears, driver.battlefield_point(0))
    assert expected in seen  # lit while the card was held (offscreen, QDrag.exec returns at once)
    qtbot.waitUntil(lambda: any(isinstance(a, A.PayAuto) for a in bridge.history), timeout=5000)
    assert not any(isinstance(a, A.PayFromPool) for a in bridge.history)
    assert bridge.game.objects[forest].tapped and bridge.game.objects[mountain].tapped
    assert not bridge.game.objects[elves].tapped
    driver.wait()
    assert _lit(table) == set()


def test_a_spell_dropped_with_shift_is_paid_by_clicking_lands(window: MainWindow, qtbot: Any) -> None:
    table = _start(window)
    assert window.settings.auto_pay
    driver = TableDriver(table, qtbot, seat=0)
    driver.wait()
    bridge = table.bridge
    bears = _bears(table)
    forest, mountain, elves = (_ids(table, n) for n in ("Forest", "Mountain", "Llanowar Elves"))
    driver.drag(bears, driver.battlefield_point(0), Qt.KeyboardModifier.ShiftModifier)
    driver.wait()
    # The pay decision stays open, says why, and lights what "Pay automatically" would tap.
    assert bridge.decision.kind is DecisionKind.PAY
    assert "by hand" in table.prompt.text()
    assert "pay_button" in table.prompt.buttons
    assert _lit(table) == {forest, mountain}
    driver.click_card(forest)
    driver.wait()
    assert bridge.decision.kind is DecisionKind.PAY and bridge.game.objects[forest].tapped
    assert _lit(table) == {mountain}  # what is left to pay
    driver.click_card(mountain)
    qtbot.waitUntil(lambda: any(isinstance(a, A.PayFromPool) for a in bridge.history), timeout=5000)
    assert not any(isinstance(a, A.PayAuto) for a in bridge.history)
    assert not bridge.game.objects[elves].tapped
    driver.wait()
    # The next spell is paid automatically again (Giant Growth on the Elves: Shift was for one spell).
    assert table.controller.pay_by_hand is False


def test_a_spell_clicked_with_shift_waits_to_be_paid_and_pay_automatically_still_pays_it(window: MainWindow,
                                                                                          qtbot: Any) -> None:
    table = _start(window)
    driver = TableDriver(table, qtbot, seat=0)
    driver.wait()
    bridge = table.bridge
    bears = _bears(table)
    QTest.mouseClick(table.view.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.ShiftModifier,
                     driver.card_point(bears))
    driver.wait()
    assert bridge.decision.kind is DecisionKind.PAY and "by hand" in table.prompt.text()
    driver.button("pay_button")  # "Pay automatically" still pays it at once
    qtbot.waitUntil(lambda: any(isinstance(a, A.PayAuto) for a in bridge.history), timeout=5000)
    driver.wait()
    assert table.controller.pay_by_hand is False


def test_the_keyboard_focus_on_a_spell_lights_its_payment_and_shift_enter_pays_by_hand(window: MainWindow,
                                                                                       qtbot: Any) -> None:
    from tests.ui.test_keyboard import Keys

    table = _start(window)
    driver = TableDriver(table, qtbot, seat=0)
    driver.wait()
    bridge = table.bridge
    bears = _bears(table)
    keys = Keys(table)
    keys.focus("hand", ("card", bears))
    assert _lit(table) == set(bridge.view(0).payment_preview(bears) or ()) != set()
    keys.press(Qt.Key.Key_Return, Qt.KeyboardModifier.ShiftModifier)
    driver.wait()
    assert bridge.decision.kind is DecisionKind.PAY and "by hand" in table.prompt.text()
    assert not any(isinstance(a, A.PayAuto) for a in bridge.history)
