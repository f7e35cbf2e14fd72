"""Hidden information is never shown: in a hot-seat game every surface is cleared when the seat
passes, and nothing shows the next player a card of the other's hand (CR 402.3; issue 14)."""
from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import QPoint
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QWidget

from mtgdesk.engine import IllegalAction
from mtgdesk.ui.table.card_item import CardItem
from mtgdesk.ui.main_window import MainWindow
from mtgdesk.ui.table.session import HUMAN, GameSetup
from tests.ui.table_driver import TableDriver

pytestmark = pytest.mark.gui


def _setup() -> GameSetup:
    from mtgdesk.decks.precons import precons

    decks = precons()[:2]
    return GameSetup(decks=[[c.name for c in d.cards()] for d in decks], deck_names=[d.name for d in decks],
                     seats=[HUMAN, HUMAN], names=["Ann", "Bob"], seed=2)


def _hidden_names(table: Any, hidden_player: int) -> set[str]:
    """Names of the cards in ``hidden_player``'s hand that nothing public shows as well."""
    game = table.bridge.game
    hidden = {game.objects[i].card.name for i in game.players[hidden_player].hand}
    public = {game.objects[i].card.name for i in (*game.battlefield, *game.stack)}
    for p in game.players:
        public |= {game.objects[i].card.name for i in (*p.graveyard, *getattr(p, "exile", ()))}
    seated = table.controller.perspective
    public |= {game.objects[i].card.name for i in game.players[seated].hand} if seated != hidden_player else set()
    return hidden - public


def _texts(window: MainWindow, table: Any) -> list[str]:
    """Every text a person can read on the window: widgets, tooltips, the status bar, the
    prompt, the stack, the log and the scene's items."""
    texts = [window.statusBar().currentMessage(), table.prompt.text(), table.log_text()]
    for widget in window.findChildren(QWidget):
        if widget.isVisible():
            for getter in ("text", "toolTip", "windowTitle"):
                value = getattr(widget, getter, None)
                if callable(value):
                    try:
                        result = value()
                    except TypeError:
                        continue
                    if isinstance(result, str):
                        texts.append(result)
    model = table.stack_model
    for row in range(model.rowCount()):
        texts.append(str(model.data(model.index(row, 0))))
    for item in table.scene.items():
        texts.append(item.toolTip())
    return texts


def _check_nothing_hidden_shows(window: MainWindow, table: Any, hidden_player: int) -> None:
    hand = set(table.bridge.game.players[hidden_player].hand)
    for item in table.scene.items():
        if isinstance(item, CardItem) and item.obj_id in hand:
            assert item.state.card is None, f"card {item.obj_id} of the hidden hand is face up"
    for zoom in (table.zoom.state, table.view.pointer_zoom.state):
        assert zoom is None or zoom.id not in hand, "a zoom shows a card of the hidden hand"
    names = _hidden_names(table, hidden_player)
    for text in _texts(window, table):
        for name in names:
            assert name not in text, f"{name!r} (in the hidden hand) shows in {text!r}"


def _hover(table: Any, driver: TableDriver, obj_id: int) -> None:
    QTest.mouseMove(table.view.viewport(), QPoint(5, 5))
    QTest.mouseMove(table.view.viewport(), driver.card_point(obj_id))


def test_every_surface_is_cleared_when_the_seat_passes(window: MainWindow, qtbot: Any) -> None:
    window.resize(1280, 800)
    table = window.start_game(_setup(), autosave=False)
    seen_both = set()
    for _ in range(2):
        qtbot.waitUntil(lambda: table.seat_screen.isVisible() or table.controller._mine(), timeout=5000)
        if table.seat_screen.isVisible():
            table.seat_screen.button.click()
        seat = table.controller.perspective
        seen_both.add(seat)
        driver = TableDriver(table, qtbot, seat=seat)
        # The seated player looks at a card of their hand and is refused something.
        card = table.bridge.game.players[seat].hand[0]
        _hover(table, driver, card)
        qtbot.waitUntil(lambda card=card: table.zoom.state is not None and table.zoom.state.id == card, timeout=3000)
        table.controller.refuse(IllegalAction("305.2b", "one_land_per_turn"))
        assert window.rule_button.isVisible() and window.statusBar().currentMessage()
        # Keeping the hand hands the decision to the other player: the seat passes.
        table.prompt.buttons["keep_button"].click()
        qtbot.waitUntil(table.seat_screen.isVisible, timeout=5000)
        assert table.zoom.state is None
        assert not window.rule_button.isVisible()
        assert window.statusBar().currentMessage() == ""
        _check_nothing_hidden_shows(window, table, seat)
        table.seat_screen.button.click()
        qtbot.waitUntil(lambda seat=seat: table.controller.perspective != seat, timeout=5000)
        _check_nothing_hidden_shows(window, table, seat)
        # Pointing at the other player's face-down hand shows nothing either.
        other_hand = table.bridge.game.players[seat].hand
        _hover(table, driver, other_hand[0])
        qtbot.wait(50)
        _check_nothing_hidden_shows(window, table, seat)
    assert seen_both == {0, 1}
