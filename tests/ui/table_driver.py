"""Drives the table as a person would: drags, clicks, buttons and keys on the real widgets.

Qt's offscreen platform has no real drag (``QDrag.exec()`` returns at once), so a drag is a
real press and move on the card (which starts the ``QDrag``) followed by the drag-enter, move
and drop events delivered to the view, as the window system would deliver them.
"""
from __future__ import annotations

from collections import Counter
from typing import Any

from PySide6.QtCore import QMimeData, QPoint, QPointF, Qt
from PySide6.QtGui import QDragEnterEvent, QDragMoveEvent, QDropEvent, QMouseEvent
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QMenu, QSpinBox

from mtgdesk.ai.basic import BasicPlayer
from mtgdesk.engine import actions as A
from mtgdesk.engine.decisions import DecisionKind, Question
from mtgdesk.engine.mana import plan_payment
from mtgdesk.engine.objects import PlayerRef
from mtgdesk.ui.table.card_item import CARD_SIZE, MIME_TYPE
from mtgdesk.ui.table.table_page import TablePage


class TableDriver:
    """Plays one seat of a game on a ``TablePage`` through gestures; ``BasicPlayer`` decides
    what to do, the driver decides how a person would do it."""

    def __init__(self, table: TablePage, qtbot: Any, seat: int = 0, seed: int = 7) -> None:
        self.table = table
        self.qtbot = qtbot
        self.seat = seat
        self.brain = BasicPlayer(seed)
        self.gestures: Counter[str] = Counter()

    # ------------------------------------------------------------------ where things are

    @property
    def bridge(self) -> Any:
        return self.table.bridge

    @property
    def view(self) -> Any:
        return self.table.view

    def item(self, obj_id: int) -> Any:
        return self.table.scene.items_by_id[obj_id]

    def card_point(self, obj_id: int) -> QPoint:
        """A point of the card that one can see and click (view coordinates): its centre, or
        where it peeks out from under the cards that overlap it."""
        item = self.item(obj_id)
        width, height = CARD_SIZE.width(), CARD_SIZE.height()
        candidates = [QPointF(width / 2, height / 2)]
        candidates += [QPointF(width * fx / 8, height * fy / 8) for fy in (4, 2, 6, 1, 7) for fx in range(1, 8)]
        for local in candidates:
            point = self.view.mapFromScene(item.mapToScene(local))
            top = next((i for i in self.view.items(point) if hasattr(i, "obj_id")), None)
            if top is item:
                return point
        raise AssertionError(f"card {obj_id} can't be seen")

    def panel_point(self, player: int) -> QPoint:
        return self.view.mapFromScene(self.table.scene.panel_center(player))

    def battlefield_point(self, player: int) -> QPoint:
        rect = self.table.scene.battlefield_rect(player)
        return self.view.mapFromScene(QPointF(rect.right() - 60, rect.center().y()))

    # ------------------------------------------------------------------ gestures

    def click_at(self, point: QPoint) -> None:
        QTest.mouseClick(self.view.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, point)

    def click_card(self, obj_id: int) -> None:
        self.click_at(self.card_point(obj_id))
        self.gestures["click"] += 1

    def click_in_zone(self, card_id: Any) -> None:
        """Click a card fanned in the zone panel (a graveyard, an exile, a choice)."""
        fan = self.table.controller.zone.fan
        assert fan.isVisible(), "the zone panel is closed"
        point = fan.point_of(card_id)
        assert point is not None, f"card {card_id} can't be seen in the zone panel"
        QTest.mouseMove(fan, point)
        QTest.mouseClick(fan, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, point)

    def open_zone_of(self, card_id: int) -> None:
        """Show the graveyard or exile that holds ``card_id`` in the zone panel."""
        zone = self.table.controller.zone
        kind = (self.bridge.zone(card_id), self.bridge.game.objects[card_id].owner)
        if not (zone.isVisible() and zone.kind == kind):
            self.click_pile(*kind)

    def click_pile(self, kind: str, owner: int) -> None:
        pile = self.table.scene.piles[(kind, owner)]
        self.click_at(self.view.mapFromScene(pile.mapToScene(pile.boundingRect().center())))
        self.gestures["click pile"] += 1

    def click_player(self, player: int) -> None:
        self.click_at(self.panel_point(player))
        self.gestures["click player"] += 1

    def drag(self, obj_id: int, target: QPoint,
             modifiers: Qt.KeyboardModifier = Qt.KeyboardModifier.NoModifier) -> None:
        """Press on the card, move past the drag distance (the card starts its ``QDrag``),
        then deliver the drop at ``target`` (with ``modifiers`` held: Shift pays by hand)."""
        viewport = self.view.viewport()
        start = self.card_point(obj_id)
        press = QMouseEvent(QMouseEvent.Type.MouseButtonPress, QPointF(start), viewport.mapToGlobal(QPointF(start)),
                            Qt.MouseButton.LeftButton, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier)
        QApplication.sendEvent(viewport, press)
        moved = QPointF(start) + QPointF(30, -30)
        move = QMouseEvent(QMouseEvent.Type.MouseMove, moved, viewport.mapToGlobal(moved), Qt.MouseButton.NoButton,
                           Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier)
        QApplication.sendEvent(viewport, move)
        release = QMouseEvent(QMouseEvent.Type.MouseButtonRelease, moved, viewport.mapToGlobal(moved),
                              Qt.MouseButton.LeftButton, Qt.MouseButton.NoButton, Qt.KeyboardModifier.NoModifier)
        QApplication.sendEvent(viewport, release)
        self.drop(obj_id, target, modifiers)

    def drop(self, obj_id: int, target: QPoint,
             modifiers: Qt.KeyboardModifier = Qt.KeyboardModifier.NoModifier) -> None:
        """The drag-enter, drag-move and drop events of a drag of ``obj_id`` ending at ``target``."""
        viewport = self.view.viewport()
        mime = QMimeData()
        mime.setData(MIME_TYPE, str(obj_id).encode())
        actions = Qt.DropAction.MoveAction
        buttons = Qt.MouseButton.LeftButton
        enter = QDragEnterEvent(target, actions, mime, buttons, modifiers)
        QApplication.sendEvent(viewport, enter)
        move = QDragMoveEvent(target, actions, mime, buttons, modifiers)
        QApplication.sendEvent(viewport, move)
        drop = QDropEvent(QPointF(target), actions, mime, buttons, modifiers)
        QApplication.sendEvent(viewport, drop)
        self.gestures["drag"] += 1

    def button(self, name: str) -> None:
        button = self.table.prompt.buttons.get(name)
        assert button is not None, f"no button {name}; the prompt has {list(self.table.prompt.buttons)}"
        assert button.isEnabled(), f"button {name} is disabled"
        QTest.mouseClick(button, Qt.MouseButton.LeftButton)
        self.gestures[f"button {name}"] += 1

    def space(self) -> None:
        QTest.keyClick(self.view, Qt.Key.Key_Space)
        self.gestures["space"] += 1

    def choose_in_menu(self, predicate: Any) -> None:
        menu = self.table.controller._menu
        assert isinstance(menu, QMenu) and menu.isVisible(), "no menu"
        for entry in menu.actions():
            if predicate(entry):
                entry.trigger()
                menu.close()
                return
        raise AssertionError(f"no menu entry among {[a.text() for a in menu.actions()]}")

    # ------------------------------------------------------------------ waiting

    def ready(self) -> bool:
        """The game waits for this seat's person (or is over)."""
        if self.bridge.over:
            return True
        controller = self.table.controller
        d = self.bridge.decision
        return (d.player == self.seat and not self.table.session.thinking
                and controller._generation == self.bridge.generation
                and controller._automatic_action(self.seat) is None)

    def wait(self, timeout: int = 30000) -> None:
        self.qtbot.waitUntil(self.ready, timeout=timeout)

    # ------------------------------------------------------------------ playing

    def decide(self) -> list[A.Action]:
        """What the brain would do now; a whole declaration for attackers and blockers."""
        d = self.bridge.decision
        game = self.bridge.game
        if d.kind in (DecisionKind.ATTACKERS, DecisionKind.BLOCKERS):
            copy = game.clone()
            plan: list[A.Action] = []
            for _ in range(50):
                action = self.brain.choose(copy.view(self.seat), copy.decision)
                plan.append(action)
                if isinstance(action, (A.FinishAttackers, A.FinishBlockers)):
                    break
                copy.apply(action)
            return plan
        action = self.brain.choose(game.view(self.seat), d)
        if isinstance(action, A.Pick):
            # Several cards or targets picked one at a time by the brain (issue 31): the table
            # makes the whole choice with its gestures, so the picks are made on a copy.
            copy = game.clone()
            picked = []
            for _ in range(200):
                picked.append(action.option)
                copy.apply(action)
                if copy.decision.kind is not d.kind or not copy.decision.get("picked"):
                    break
                action = self.brain.choose(copy.view(self.seat), copy.decision)
            if d.kind is DecisionKind.TARGETS:
                return [A.ChooseTargets(self.seat, tuple(picked))]
            if d.kind is DecisionKind.DISCARD:
                return [A.Discard(self.seat, tuple(picked))]
            return [A.PutOnBottom(self.seat, tuple(picked))]
        return [action]

    def play_one(self) -> None:
        """Answer the pending decision with gestures."""
        plan = self.decide()
        action = plan[0]
        d = self.bridge.decision
        if isinstance(action, A.PassPriority):
            if self.gestures["space"] <= self.gestures["button pass_button"]:
                self.space()
            else:
                self.button("pass_button")
        elif isinstance(action, A.PlayLand):
            self.drag(action.card, self.battlefield_point(self.seat))
        elif isinstance(action, A.CastSpell):
            target = self.brain._intended
            if isinstance(target, PlayerRef):
                self.drag(action.card, self.panel_point(target.index))
            elif isinstance(target, int) and target in self.table.scene.items_by_id:
                self.drag(action.card, self.card_point(target))
            else:
                self.drag(action.card, self.battlefield_point(self.seat))
            self.gestures["cast"] += 1
        elif isinstance(action, A.ActivateAbility):
            self.click_card(action.source)
            if self.table.controller._menu is not None and self.table.controller._menu.isVisible():
                self.choose_in_menu(lambda entry: True)
        elif isinstance(action, (A.Keep, A.Mulligan)):
            self.button("keep_button" if isinstance(action, A.Keep) else "mulligan_button")
        elif isinstance(action, (A.PutOnBottom, A.Discard)):
            for card in action.cards:
                self.click_card(card)
            self.button("bottom_button" if isinstance(action, A.PutOnBottom) else "discard_button")
        elif isinstance(action, A.ChooseTargets):
            for target in action.targets:
                if isinstance(target, PlayerRef):
                    self.click_player(target.index)
                elif target in self.table.scene.items_by_id:
                    self.click_card(target)
                else:  # a card in a graveyard or an exile: in the zone panel, opened if need be
                    self.open_zone_of(target)
                    self.click_in_zone(target)
        elif isinstance(action, (A.PayAuto, A.PayFromPool)):
            self.pay_by_hand()
        elif isinstance(action, A.CancelCasting):
            self.button("cancel_button")
        elif isinstance(action, A.ChooseX):
            self.table.controller.prompts.extras["x"].setValue(action.value)
            self.button("ok_button")
        elif isinstance(action, A.ChooseOption):
            choice = self.table.controller.prompts.extras.get("choice")
            if d.question is Question.SEARCH and action.option is None:
                self.button("find_nothing_button")
            elif choice is not None:  # cards fanned in the zone panel: the one of that name
                name = self.bridge.name(action.option)
                self.click_in_zone(next(e.id for e in choice.fan.cards if e.card.name == name))
                self.gestures["click a card to choose"] += 1
            elif isinstance(action.option, int) and action.option in self.table.scene.items_by_id:
                self.click_card(action.option)
            else:
                self.button(f"option_{list(d.options).index(action.option)}")
        elif isinstance(action, A.AssignCombatDamage):
            for i, (_, amount) in enumerate(action.assignment):
                self.table.prompt.findChild(QSpinBox, f"assign_spin_{i}").setValue(amount)
            self.button("ok_button")
        elif isinstance(action, (A.DeclareAttacker, A.FinishAttackers)):
            self.declare_attack(plan)
        elif isinstance(action, (A.DeclareBlocker, A.FinishBlockers)):
            self.declare_blocks(plan)
        else:
            raise AssertionError(f"no gesture for {action}")

    def pay_by_hand(self) -> None:
        """Tap lands by clicking them, as the automatic payer would choose them."""
        game = self.bridge.game
        from mtgdesk.engine.casting import total_cost
        from mtgdesk.engine.payment import mana_sources

        cost = total_cost(game)
        plan = plan_payment(game.players[self.seat].pool, cost, mana_sources(game, self.seat))
        assert plan is not None, "the cost can't be paid"
        for source, mana in plan:
            self.click_card(source.object_id)
            self.gestures["tap for mana"] += 1
            menu = self.table.controller._menu
            if menu is not None and menu.isVisible():
                self.choose_in_menu(lambda entry, m=mana: "{" + m + "}" in entry.text() or m in entry.text())
        if self.bridge.decision.kind is DecisionKind.PAY:
            assert self.table.controller.decision.kind is DecisionKind.PAY
            self.button("pay_pool_button")

    def declare_attack(self, plan: list[A.Action]) -> None:
        for i, action in enumerate(plan):
            if isinstance(action, A.DeclareAttacker):
                if i % 2:
                    self.drag(action.creature, self.panel_point(1 - self.seat))
                else:
                    self.click_card(action.creature)
                self.gestures["attacker"] += 1
        assert len(self.table.controller.pending_attackers) == sum(isinstance(a, A.DeclareAttacker) for a in plan)
        self.button("attack_button")

    def declare_blocks(self, plan: list[A.Action]) -> None:
        for action in plan:
            if isinstance(action, A.DeclareBlocker):
                self.drag(action.blocker, self.card_point(action.attacker))
                self.gestures["blocker"] += 1
        self.button("block_button")

    def play_game(self, max_decisions: int = 3000, manual_pay_until: int = 0) -> None:
        """Play until the game ends; pay by tapping lands by hand until turn ``manual_pay_until``."""
        for _ in range(max_decisions):
            self.wait()
            if self.bridge.over:
                return
            self.table.settings.auto_pay = self.bridge.game.turn >= manual_pay_until
            generation = self.bridge.generation
            self.play_one()
            if self.bridge.generation == generation and not self.bridge.over:
                # A gesture that only changed the table's own state (a pending attacker, a
                # selected card) must be followed by one that submits.
                self.qtbot.waitUntil(lambda g=generation: self.bridge.generation != g or self.ready(), timeout=5000)
        raise AssertionError("the game did not end")


__all__ = ["TableDriver"]


def click_when_ready(widget: Any, button: Any) -> None:
    """A real click on ``button`` of ``widget``'s window once it is shown and enabled."""
    from pytestqt.qtbot import QtBot

    QtBot(widget).waitUntil(lambda: button.isVisible() and button.isEnabled(), timeout=2000)
    QTest.mouseClick(button, Qt.MouseButton.LeftButton)
