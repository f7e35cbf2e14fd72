"""The zone panels (ui/table/zone_panel.py): graveyards, exiles, searches and the cards looked at,
seen and chosen from."""
from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtWidgets import QWidget

from mtgdesk.engine import DecisionKind, Zone
from mtgdesk.engine.decisions import Question
from tests.helpers.games import find, position
from tests.ui.table_driver import TableDriver
from tests.ui.test_table_parts import _table_on

pytestmark = pytest.mark.gui


def test_raise_dead_targets_a_creature_card_under_the_top_of_the_graveyard_by_gestures(qtbot: Any) -> None:
    """Issue 35, item 1: today "Nothing in your graveyard can be used now"; the graveyard opens
    fanned by itself, the creature cards lit, and a click on the one under the top targets it."""
    game = position(a_hand=["Raise Dead"], a_battlefield=["Swamp"],
                    a_graveyard=["Grizzly Bears", "Coral Eel", "Shock"], a_library=["Island"], b_library=["Island"])
    bears = find(game, "Grizzly Bears", Zone.GRAVEYARD)
    shock = find(game, "Shock", Zone.GRAVEYARD)
    table = _table_on(game, qtbot, seats=["human", "computer"])
    driver = TableDriver(table, qtbot)
    driver.wait()
    driver.drag(find(game, "Raise Dead", Zone.HAND), driver.battlefield_point(0))
    qtbot.waitUntil(lambda: table.bridge.decision.kind is DecisionKind.TARGETS)
    zone = table.controller.zone
    qtbot.waitUntil(zone.isVisible)
    assert zone.kind == ("graveyard", 0) and zone.title.text() == "Your graveyard (3)"
    cards = zone.fan.cards
    assert [c.card.name for c in cards] == ["Grizzly Bears", "Coral Eel", "Shock"]  # the top on the right
    assert [c.usable for c in cards] == [True, True, False]  # creature cards only
    assert table.scene.piles[("graveyard", 0)].highlight is not None
    driver.click_in_zone(bears)  # the bottom card, under two others
    qtbot.waitUntil(lambda: table.bridge.decision.kind is not DecisionKind.TARGETS)
    assert not zone.isVisible()
    live = table.bridge.game
    qtbot.waitUntil(lambda: any(live.objects[c].card.name == "Grizzly Bears" for c in live.players[0].hand),
                    timeout=10000)
    assert shock in live.objects and live.objects[shock].zone is Zone.GRAVEYARD

def test_both_players_graveyards_and_exiles_open_and_a_card_points_to_the_zoom(qtbot: Any) -> None:
    game = position(a_graveyard=["Shock"], b_graveyard=["Coral Eel", "Grizzly Bears"], b_exile=["Giant Cockroach"],
                    a_library=["Island"], b_library=["Island"])
    table = _table_on(game, qtbot)
    table.controller.automatic = False
    table.controller.refresh()
    driver = TableDriver(table, qtbot)
    zone = table.controller.zone
    driver.click_pile("graveyard", 1)
    assert zone.isVisible() and zone.title.text() == "Bob's graveyard (2)"
    assert [c.card.name for c in zone.fan.cards] == ["Coral Eel", "Grizzly Bears"]
    from PySide6.QtTest import QTest

    eel = zone.fan.cards[0].id
    QTest.mouseMove(zone.fan, zone.fan.point_of(eel))
    qtbot.waitUntil(lambda: table.zoom.card is not None and table.zoom.card.name == "Coral Eel")
    driver.click_pile("exile", 1)
    assert zone.title.text() == "Bob's exile (1)" and [c.card.name for c in zone.fan.cards] == ["Giant Cockroach"]
    driver.click_pile("exile", 1)  # a second click closes it
    assert not zone.isVisible()
    driver.click_pile("graveyard", 0)
    assert zone.title.text() == "Your graveyard (1)"
    table.resize(1600, 1000)  # the panel follows the table's size
    qtbot.waitUntil(lambda: zone.geometry().center().x() == table.view.viewport().rect().center().x() or
                    abs(zone.geometry().center().x() - table.view.viewport().rect().center().x()) <= 1)
    assert table.view.viewport().rect().contains(zone.geometry())
    table.controller.cancel()  # Escape closes a panel opened to look
    assert not zone.isVisible()

def test_gravedigger_returns_a_creature_card_chosen_in_the_panel(qtbot: Any) -> None:
    game = position(a_hand=["Gravedigger"], a_battlefield=["Swamp"] * 4,
                    a_graveyard=["Coral Eel", "Grizzly Bears", "Shock"], a_library=["Island"], b_library=["Island"])
    eel = find(game, "Coral Eel", Zone.GRAVEYARD)
    table = _table_on(game, qtbot, seats=["human", "computer"])
    driver = TableDriver(table, qtbot)
    driver.wait()
    driver.drag(find(game, "Gravedigger", Zone.HAND), driver.battlefield_point(0))
    zone = table.controller.zone
    for _ in range(20):  # Gravedigger resolves; its trigger asks whether, then what
        qtbot.waitUntil(lambda: driver.ready() or zone.isVisible(), timeout=10000)
        d = table.bridge.decision
        if d.kind is DecisionKind.TARGETS:
            break
        if d.kind is DecisionKind.CHOICE and d.question is Question.MAY:
            driver.button("yes_button")
        else:
            driver.space()
    qtbot.waitUntil(zone.isVisible)
    assert [c.usable for c in zone.fan.cards] == [True, True, False]
    driver.click_in_zone(eel)
    live = table.bridge.game
    for _ in range(20):
        if any(live.objects[c].card.name == "Coral Eel" for c in live.players[0].hand):
            break
        driver.wait(10000)
        d = table.bridge.decision
        if d.kind is DecisionKind.CHOICE and d.question is Question.MAY:
            driver.button("yes_button")
        elif d.kind is DecisionKind.PRIORITY:
            driver.space()
    assert any(live.objects[c].card.name == "Coral Eel" for c in live.players[0].hand)

def test_a_library_search_is_chosen_in_the_same_panel(qtbot: Any) -> None:
    game = position(a_hand=["Rampant Growth"], a_battlefield=["Forest", "Forest"],
                    a_library=["Mountain", "Grizzly Bears", "Island"], b_library=["Island"])
    table = _table_on(game, qtbot, seats=["human", "computer"])
    driver = TableDriver(table, qtbot)
    driver.wait()
    driver.drag(find(game, "Rampant Growth", Zone.HAND), driver.battlefield_point(0))
    zone = table.controller.zone
    for _ in range(10):
        driver.wait(10000)
        if table.bridge.decision.kind is DecisionKind.CHOICE:
            break
        driver.space()
    qtbot.waitUntil(zone.isVisible)
    assert zone.kind == ("choice", None)
    assert sorted(c.card.name for c in zone.fan.cards) == ["Island", "Mountain"]
    assert "show_cards_button" in [w.objectName() for w in table.prompt.findChildren(QWidget)]
    mountain = next(c.id for c in zone.fan.cards if c.card.name == "Mountain")
    driver.click_in_zone(mountain)
    live = table.bridge.game
    qtbot.waitUntil(lambda: any(live.objects[b].card.name == "Mountain" for b in live.battlefield))
    assert not zone.isVisible()

def test_the_cards_looked_at_on_top_of_the_library_are_chosen_in_the_same_panel(qtbot: Any) -> None:
    """Sleight of Hand: look at the top two cards, one to the hand, the other to the bottom."""
    game = position(a_hand=["Sleight of Hand"], a_battlefield=["Island"],
                    a_library=["Coral Eel", "Shock", "Mountain"], b_library=["Island"])
    table = _table_on(game, qtbot, seats=["human", "computer"])
    driver = TableDriver(table, qtbot)
    driver.wait()
    driver.drag(find(game, "Sleight of Hand", Zone.HAND), driver.battlefield_point(0))
    zone = table.controller.zone
    for _ in range(10):
        driver.wait(10000)
        if table.bridge.decision.kind is DecisionKind.CHOICE:
            break
        driver.space()
    qtbot.waitUntil(zone.isVisible)
    assert zone.kind == ("choice", None) and zone.title.text() == "The top of your library"
    assert len(zone.fan.cards) == 2 and all(c.usable for c in zone.fan.cards)
    picked = zone.fan.cards[1]
    zone.close_button.click()  # put aside, and shown again from the prompt bar
    assert not zone.isVisible()
    table.prompt.findChild(QWidget, "show_cards_button").click()
    assert zone.isVisible()
    driver.click_in_zone(picked.id)
    live = table.bridge.game
    qtbot.waitUntil(lambda: any(live.objects[c].card.name == picked.card.name for c in live.players[0].hand))
    assert not zone.isVisible()
