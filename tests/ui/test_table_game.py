"""Whole games on the real table widgets, played with gestures (offscreen)."""
from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import QPointF

from mtgdesk.decks.precons import precons
from mtgdesk.engine import Zone
from mtgdesk.engine import actions as A
from mtgdesk.engine.decisions import DecisionKind
from mtgdesk.ui.main_window import MainWindow
from mtgdesk.ui.table.session import COMPUTER, HUMAN, GameSetup
from mtgdesk.ui.smoke import smoke_position
from tests.ui.table_driver import TableDriver

pytestmark = pytest.mark.gui


def _setup(seed: int, seats: list[str] | None = None, decks: tuple[int, int] = (0, 1)) -> GameSetup:
    all_decks = precons()
    chosen = [all_decks[decks[0] % len(all_decks)], all_decks[decks[1] % len(all_decks)]]
    return GameSetup(decks=[[c.name for c in d.cards()] for d in chosen], deck_names=[d.name for d in chosen],
                     seats=seats or [HUMAN, COMPUTER], names=["Ann", "Computer"], seed=seed)


def test_a_whole_game_against_the_computer_through_gestures(window: MainWindow, qtbot: Any) -> None:
    # A seed where the game asks for every kind of gesture, passes included, with today's players.
    table = window.start_game(_setup(seed=13), autosave=False)
    driver = TableDriver(table, qtbot, seat=0)
    driver.play_game(manual_pay_until=5)
    game = table.bridge.game
    assert game.over and game.winner in (0, 1)
    used = driver.gestures
    assert used["drag"] and used["cast"], used
    assert used["tap for mana"], used
    assert used["attacker"] and used["button attack_button"], used
    assert used["space"] and used["button pass_button"], used
    # Every action was one the engine listed (the bridge refuses the others).
    assert table.bridge.history and all(isinstance(a, A.Action) for a in table.bridge.history)
    qtbot.waitUntil(lambda: window.game_over_dialog is not None and window.game_over_dialog.isVisible())


def test_blocks_are_declared_by_dragging(window: MainWindow, qtbot: Any) -> None:
    position = smoke_position(seed=5, min_turn=3, kinds=("blockers",))
    table = window.start_saved(position.saved, autosave=False)
    bridge = table.bridge
    driver = TableDriver(table, qtbot, seat=0)
    driver.wait()
    assert bridge.decision.kind is DecisionKind.BLOCKERS and bridge.decision.player == 0
    blocker, attacker = next((a.blocker, a.attacker) for a in bridge.legal_actions()
                             if isinstance(a, A.DeclareBlocker))
    driver.drag(blocker, driver.card_point(attacker))
    assert table.controller.pending_blocks == [(blocker, attacker)]
    assert any(a.kind == "block" for a in table.scene.arrows)
    assert table.prompt.buttons["block_button"].text() == "Block with 1"
    driver.button("block_button")
    qtbot.waitUntil(lambda: (blocker, attacker) in bridge.blocks())
    assert any(s.blocking for s in table.scene.snapshot.battlefield if s.id == blocker)


def test_a_second_land_snaps_back_with_the_reason(window: MainWindow, qtbot: Any) -> None:
    table = window.start_game(_setup(seed=11), autosave=False)
    driver = TableDriver(table, qtbot, seat=0)
    bridge = table.bridge
    # Play on until it's our main phase with two lands in hand and none played.
    for _ in range(2000):
        driver.wait()
        game = bridge.game
        lands = [c for c in game.players[0].hand if game.objects[c].card.is_land]
        if (game.active == 0 and game.step.is_main and bridge.decision.kind is DecisionKind.PRIORITY
                and len(lands) >= 2 and game.players[0].lands_played == 0 and not game.stack
                and game.players[0].land_plays_allowed == 1):
            break
        driver.play_one()
    else:
        raise AssertionError("never had two lands in hand")
    first, second = lands[:2]
    table.settings.auto_pass = False  # stay in this main phase after the land
    driver.drag(first, driver.battlefield_point(0))
    qtbot.waitUntil(lambda: bridge.game.players[0].lands_played == 1)
    driver.wait()
    home = driver.item(second).home
    driver.drag(second, driver.battlefield_point(0))
    message = window.statusBar().currentMessage()
    assert message == "You have already played a land this turn (CR 305.2b).", message
    assert bridge.zone(second) == Zone.HAND.value
    item = driver.item(second)
    # Back in its place in the hand (no animation at speed 0), maybe lifted under the pointer.
    assert item.home == home and item.pos().x() == home.x() and home.y() - 40 <= item.pos().y() <= home.y()


def test_hot_seat_hides_the_other_hand_until_the_seat_is_taken(window: MainWindow, qtbot: Any) -> None:
    table = window.start_game(_setup(seed=2, seats=[HUMAN, HUMAN]), autosave=False)
    bridge = table.bridge
    first = bridge.decision.player
    assert table.controller.perspective == 0
    if first != 0:
        qtbot.waitUntil(table.seat_screen.isVisible)
        assert table.seat_screen.geometry() == table.rect()  # the whole table is hidden
        table.seat_screen.button.click()
    qtbot.waitUntil(lambda: table.controller.perspective == first and not table.seat_screen.isVisible())
    hidden = [s for s in table.scene.snapshot.hands[1 - first]]
    assert hidden and all(s.card is None for s in hidden)
    shown = table.scene.snapshot.hands[first]
    assert all(s.card is not None for s in shown)
    # Keeping the hand hands the decision to the other player: the seat screen comes up.
    table.prompt.buttons["keep_button"].click()
    qtbot.waitUntil(table.seat_screen.isVisible)
    assert table.seat_screen.geometry() == table.rect()
    assert str(bridge.decision.player) in {"0", "1"} and bridge.decision.player != first
    table.seat_screen.button.click()
    qtbot.waitUntil(lambda: table.controller.perspective == 1 - first)
    assert all(s.card is None for s in table.scene.snapshot.hands[first])


def test_the_log_names_cards_as_links(window: MainWindow, qtbot: Any) -> None:
    table = window.start_game(_setup(seed=11), autosave=False)
    driver = TableDriver(table, qtbot)
    for _ in range(400):
        driver.wait()
        if any("card:" in e.html for e in table.log_model.entries()):
            break
        driver.play_one()
    entry = next(e for e in table.log_model.entries() if "card:" in e.html)
    name = entry.html.split('href="card:')[1].split('"')[0]
    table.log_view.card_clicked.emit(name)
    assert table.zoom.card is not None and table.zoom.card.name == name


def test_attack_arrows_and_a_refused_attacker(window: MainWindow, qtbot: Any) -> None:
    table = window.start_game(_setup(seed=11), autosave=False)
    driver = TableDriver(table, qtbot)
    bridge = table.bridge
    for _ in range(3000):
        driver.wait()
        d = bridge.decision
        if d.kind is DecisionKind.ATTACKERS and any(isinstance(a, A.DeclareAttacker) for a in bridge.legal_actions()):
            break
        driver.play_one()
    else:
        raise AssertionError("never attacked")
    able = [a.creature for a in bridge.legal_actions() if isinstance(a, A.DeclareAttacker)]
    driver.click_card(able[0])
    assert table.controller.pending_attackers == [able[0]]
    arrows = [a for a in table.scene.arrows if a.kind == "attack"]
    assert arrows and arrows[0].end == table.scene.panel_center(1)
    # A land can't attack: refused, with the rule.
    land = next(i for i in bridge.game.battlefield
                if bridge.game.objects[i].controller == 0 and bridge.game.objects[i].card.is_land)
    driver.click_card(land)
    assert "(CR 508.1a)." in window.statusBar().currentMessage()
    driver.click_card(able[0])  # take it back
    assert table.controller.pending_attackers == []
    assert QPointF() is not None
