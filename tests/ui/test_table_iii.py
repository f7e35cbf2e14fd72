"""The table III (issue 35): graveyards and exiles one can see and use, inputs one can read,
combat damage divided as a player expects, stops only where there is a decision, the hand that
holds still for a second drag, the hover card that follows the game."""
from __future__ import annotations

import os
import subprocess
import sys
from collections import Counter
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QPoint, QPointF, QRect
from PySide6.QtGui import QColor, QImage
from PySide6.QtWidgets import QSpinBox, QWidget

from mtgdesk.engine import DecisionKind, Step, Zone
from mtgdesk.engine import actions as A
from mtgdesk.engine.decisions import Question
from mtgdesk.engine.objects import PlayerRef
from mtgdesk.ui.table.damage_assignment import DamageSplit
from tests.helpers.games import find, position
from tests.ui.table_driver import TableDriver
from tests.ui.test_table_parts import _table_on

pytestmark = pytest.mark.gui

ROOT = Path(__file__).resolve().parents[2]


def _answer(game: Any, until: Any) -> None:
    """Pass priority (and declare nothing) until ``until(game)``."""
    for _ in range(200):
        if until(game):
            return
        d = game.decision
        legal = game.legal_actions()
        for kind in (A.PassPriority, A.FinishAttackers, A.FinishBlockers):
            action = next((a for a in legal if isinstance(a, kind)), None)
            if action is not None:
                game.apply(action)
                break
        else:
            raise AssertionError(f"nothing to answer {d}")
    raise AssertionError("never got there")


# ---------------------------------------------------------------------- 1. graveyards and exile


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


# ---------------------------------------------------------------------- 2. inputs one can read


def _luminance(colour: QColor) -> float:
    def channel(c: float) -> float:
        return c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4

    return 0.2126 * channel(colour.redF()) + 0.7152 * channel(colour.greenF()) + 0.0722 * channel(colour.blueF())


def contrast(widget: QWidget) -> float:
    """The contrast ratio (WCAG) between the most common colour inside ``widget`` as it is drawn
    (its background) and the colour of its text (the most different colour drawn in it, five
    pixels of it at least: antialiased glyphs have few pixels of any one colour)."""
    window = widget.window()  # drawn as on screen, with its parents' styles and its children
    image = window.grab(QRect(widget.mapTo(window, QPoint(0, 0)), widget.size())).toImage()
    image = image.convertToFormat(QImage.Format.Format_RGB32)
    margin = max(3, round(3 * image.devicePixelRatio()))
    colours: Counter[int] = Counter()
    for y in range(margin, image.height() - margin):
        for x in range(margin, image.width() - margin):
            colours[image.pixel(x, y)] += 1
    assert colours, f"{widget.objectName()} draws nothing"
    background = QColor.fromRgb(colours.most_common(1)[0][0])
    lb = _luminance(background)
    ratios = []
    for rgb, count in colours.items():
        lt = _luminance(QColor.fromRgb(rgb))
        ratios += [(max(lb, lt) + 0.05) / (min(lb, lt) + 0.05)] * count
    ratios.sort(reverse=True)
    return ratios[4] if len(ratios) > 4 else 1.0  # the stroke of a glyph: five pixels at least


def _assign_damage_game(attacker: str, blockers: list[str]) -> Any:
    game = position(Step.ATTACKERS, a_battlefield=[attacker], b_battlefield=blockers, a_library=["Island"],
                    b_library=["Island"])
    a = find(game, attacker)
    game.apply(A.DeclareAttacker(0, a))
    game.apply(A.FinishAttackers(0))
    _answer(game, lambda g: g.decision.kind is DecisionKind.BLOCKERS)
    for b in [i for i in list(game.battlefield) if game.objects[i].controller == 1]:
        game.apply(A.DeclareBlocker(1, b, a))
    game.apply(A.FinishBlockers(1))
    _answer(game, lambda g: g.decision.kind is DecisionKind.ASSIGN_DAMAGE)
    return game


def _inputs(table: Any) -> list[QWidget]:
    found: list[QWidget] = []
    for spin in table.prompt.findChildren(QSpinBox):
        found.append(spin)
        holder = spin.parentWidget()
        found += [holder.down, holder.up]
    return found


def test_every_input_of_the_prompt_bar_is_readable_with_visible_steppers(qtbot: Any) -> None:
    """Issue 35, item 2: the number fields drew white digits on white with invisible arrows.
    Each input's text against its background: a contrast of 4.5 at least (WCAG AA), at this
    interface scale (``QT_SCALE_FACTOR``, as the settings apply it)."""
    scale = float(os.environ.get("QT_SCALE_FACTOR", "1"))
    checked = []
    # X of Blaze.
    game = position(a_hand=["Blaze"], a_battlefield=["Mountain"] * 4, a_library=["Island"], b_library=["Island"])
    game.apply(A.CastSpell(0, find(game, "Blaze", Zone.HAND)))
    assert game.decision.question is Question.X
    table = _table_on(game, qtbot)
    assert abs(table.devicePixelRatioF() - scale) < 0.01
    checked += _inputs(table)
    # Combat damage divided among two blockers.
    table2 = _table_on(_assign_damage_game("Spined Wurm", ["Coral Eel", "Grizzly Bears"]), qtbot)
    checked += _inputs(table2)
    # A card to name, in the prompt bar too.
    from mtgdesk.ui.table.named_choice import CardNameBox
    from mtgdesk.ui.table.prompt_bar import PromptBar

    bar = PromptBar()
    qtbot.addWidget(bar)
    box = CardNameBox(("Shock", "Grizzly Bears"))
    box.setEditText("Shock")
    bar.set_prompt("Name a card.", [], [box])
    bar.resize(700, 60)
    bar.show()
    checked.append(box)
    qtbot.wait(50)  # laid out and drawn
    names = [w.objectName() for w in checked]
    assert "x_spin" in names and "assign_spin_1_up" in names and "card_name_box" in names
    for widget in checked:
        assert widget.isVisible() and widget.width() >= 18 * 0.9 and widget.height() >= 18 * 0.9, widget.objectName()
        if widget.isEnabled():
            assert contrast(widget) >= 4.5, widget.objectName()


@pytest.mark.parametrize("scale", ["0.75", "1.25", "1.5", "2"])
def test_inputs_are_readable_at_other_interface_scales(scale: str) -> None:
    """The same check in a process started at another interface scale."""
    environment = dict(os.environ, QT_SCALE_FACTOR=scale, QT_QPA_PLATFORM="offscreen")
    result = subprocess.run(
        [sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider",
         f"{Path(__file__)}::test_every_input_of_the_prompt_bar_is_readable_with_visible_steppers"],
        cwd=ROOT, env=environment, capture_output=True, text=True, timeout=300)
    assert result.returncode == 0, result.stdout[-3000:] + result.stderr[-2000:]
    assert "1 passed" in result.stdout


# ---------------------------------------------------------------------- 3. combat damage


def test_the_proposed_split_gives_each_blocker_lethal_damage_in_order() -> None:
    """5 damage against a 2/1 and a 2/2: 1 and 4, not 0 and 5 (issue 35, item 3)."""
    assert DamageSplit.proposed([10, 11], [1, 2], 5).amounts == [1, 4]
    assert DamageSplit.proposed([10, 11, PlayerRef(1)], [1, 2, 0], 5).amounts == [1, 2, 2]  # trample
    assert DamageSplit.proposed([10, 11, 12], [2, 2, 2], 4).amounts == [2, 2, 0]


def test_a_click_gives_a_blocker_lethal_damage_taken_from_the_others() -> None:
    split = DamageSplit.proposed([10, 11, 12], [2, 2, 2], 4)
    assert split.give_lethal(2) and split.amounts == [2, 0, 2]  # from the last other blocker first
    assert split.give_lethal(1) and split.amounts == [2, 2, 0]
    split.clear()
    assert split.give_lethal(1) and split.amounts == [0, 2, 0] and split.remaining == 2
    trample = DamageSplit.proposed([10, PlayerRef(1)], [2, 0], 5)
    assert trample.amounts == [2, 3]
    assert trample.give_lethal(0) and trample.amounts == [3, 2]  # one more: from the player
    assert trample.give_lethal(1) and trample.amounts == [2, 3]  # the player: all beyond lethal


def test_the_prompt_proposes_lethal_damage_and_clicks_on_blockers_divide_it(qtbot: Any) -> None:
    game = _assign_damage_game("Spined Wurm", ["Coral Eel", "Grizzly Bears"])
    eel, bears = (find(game, n) for n in ("Coral Eel", "Grizzly Bears"))
    table = _table_on(game, qtbot)
    panel = table.controller.prompts.extras["damage"]
    assert panel.split.amounts == [1, 4]
    assert table.scene._badges[eel].text == "1" and table.scene._badges[bears].text == "4"
    assert "Assigned: 5 of 5" in panel.summary.text() and "All assigned" in panel.summary.text()
    assert table.controller.highlights[eel] == "target" and table.controller.highlights[bears] == "target"
    spins = [table.prompt.findChild(QSpinBox, f"assign_spin_{i}") for i in range(2)]
    spins[1].setValue(5)
    assert "1 too many" in panel.summary.text()
    cited: list[str] = []
    messages: list[str] = []
    table.controller.rule_cited.connect(cited.append)
    table.controller.status_changed.connect(messages.append)
    table.prompt.buttons["ok_button"].click()
    assert cited == ["510.1c"] and table.bridge.game.decision.kind is DecisionKind.ASSIGN_DAMAGE
    assert "510.1c" in messages[-1]
    table.prompt.buttons["reset_button"].click()
    assert panel.split.amounts == [1, 4] and [s.value() for s in spins] == [1, 4]
    TableDriver(table, qtbot).click_card(eel)  # the Eel has lethal: one more, from the Bears
    assert panel.split.amounts == [2, 3] and spins[0].value() == 2
    table.prompt.buttons["ok_button"].click()
    live = table.bridge.game
    assert eel not in live.objects and bears not in live.objects


def test_three_blockers_divided_by_clicks_on_the_table(qtbot: Any) -> None:
    game = _assign_damage_game("Giant Cockroach", ["Grizzly Bears"] * 3)
    first, second, third = [i for i in game.battlefield if game.objects[i].card.name == "Grizzly Bears"]
    table = _table_on(game, qtbot)
    panel = table.controller.prompts.extras["damage"]
    assert panel.split.amounts == [2, 2, 0]
    driver = TableDriver(table, qtbot)
    driver.click_card(third)
    assert panel.split.amounts == [2, 0, 2]
    driver.button("ok_button")
    live = table.bridge.game
    assert first not in live.objects and third not in live.objects
    assert live.objects[second].zone is Zone.BATTLEFIELD


# ---------------------------------------------------------------------- 5. stops


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


# ---------------------------------------------------------------------- 7. the hand, the hover card


def test_the_hover_card_forgets_blocking_once_combat_is_over(qtbot: Any) -> None:
    """Issue 35, item 7: "Blocking" stayed in the card shown under the pointer into the next turn."""
    game = position(Step.ATTACKERS, active=1, a_battlefield=["Grizzly Bears"], b_battlefield=["Coral Eel"],
                    a_library=["Island"] * 3, b_library=["Island"] * 3)
    eel = find(game, "Coral Eel")
    game.apply(A.DeclareAttacker(1, eel))
    game.apply(A.FinishAttackers(1))
    _answer(game, lambda g: g.decision.kind is DecisionKind.BLOCKERS)
    bears = find(game, "Grizzly Bears")
    game.apply(A.DeclareBlocker(0, bears, eel))
    game.apply(A.FinishBlockers(0))
    table = _table_on(game, qtbot)
    table.controller.automatic = False
    table.refresh()
    state = table._snapshot.card(bears)
    assert state.blocking
    table.scene.card_hovered.emit(state)  # the pointer rests on the Bears
    assert table.zoom.state.blocking and table.view.pointer_zoom.state.blocking
    bridge = table.bridge
    for _ in range(100):
        if bridge.game.turn > 3 or bridge.over:
            break
        legal = bridge.legal_actions()
        action = next((a for a in legal if isinstance(a, (A.PassPriority, A.FinishAttackers, A.FinishBlockers))),
                      legal[0])
        bridge.submit(action)
    assert bridge.game.turn == 4
    assert not table.zoom.state.blocking
    pointer_zoom = table.view.pointer_zoom.state
    assert pointer_zoom is not None and not pointer_zoom.blocking
    assert "Blocking" not in table.view.pointer_zoom._notes(pointer_zoom)


def test_the_hand_holds_still_after_a_card_leaves_it_until_the_pointer_is_away(qtbot: Any) -> None:
    """Issue 35, item 7: after a card left the hand the others jumped at once, so a quick second
    drag missed. They stay where they were while the pointer is over the hand, and close up
    after it has left."""
    game = position(a_hand=["Forest", "Grizzly Bears", "Shock", "Island"], a_library=["Island"],
                    b_library=["Island"])
    table = _table_on(game, qtbot)
    table.controller.automatic = False
    table.refresh()
    scene = table.scene
    others = [find(game, n, Zone.HAND) for n in ("Grizzly Bears", "Shock", "Island")]
    before = {o: scene.items_by_id[o].pos() for o in others}
    hand = scene.hand_rect(0)
    scene.pointer_moved(hand.center())
    assert table.bridge.submit(A.PlayLand(0, find(game, "Forest", Zone.HAND)))
    assert {o: scene.items_by_id[o].pos() for o in others} == before  # held: a second drag lands
    qtbot.wait(scene.HAND_HOLD_MS + 100)
    assert {o: scene.items_by_id[o].pos() for o in others} == before  # the pointer is still over it
    scene.pointer_moved(QPointF(hand.center().x(), scene.battlefield_rect(0).center().y()))
    qtbot.waitUntil(lambda: {o: scene.items_by_id[o].pos() for o in others} != before,
                    timeout=scene.HAND_HOLD_MS + 1000)
