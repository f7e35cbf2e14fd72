"""The table's scene (ui/table/table_scene.py): the hand holds still for a second drag."""
from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import QPointF

from mtgdesk.engine import Zone
from mtgdesk.engine import actions as A
from tests.helpers.games import find, position
from tests.ui.test_table_parts import _table_on

pytestmark = pytest.mark.gui


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


def test_the_damage_badge_on_a_player_covers_neither_the_name_nor_the_life(window: Any, qtbot: Any) -> None:
    """The visual pass found the trample damage badge over "Компьютер" at 1280x800."""
    from PySide6.QtCore import QRectF

    from mtgdesk.engine.objects import PlayerRef
    from tests.ui.app_screens import _saved, damage_game

    try:
        assert window.set_language("ru")
        table = window.start_saved(_saved(), autosave=False, game=damage_game())
        qtbot.waitUntil(lambda: any(isinstance(k, PlayerRef) for k in table.scene._badges))
        key = next(k for k in table.scene._badges if isinstance(k, PlayerRef))
        badge = table.scene._badges[key]
        panel = table.scene.panels[key.index]
        rect = panel.boundingRect()
        name = panel.mapRectToScene(QRectF(rect.left(), rect.top(), rect.width(), 30))
        disc = panel.life_disc()
        number = panel.mapRectToScene(QRectF(disc.center().x() - 22, disc.center().y() - 20, 44, 40))
        shown = badge.mapRectToScene(badge.boundingRect())
        assert not shown.intersects(name) and not shown.intersects(number)
        table.session.stop()
    finally:
        window.set_language("en")
