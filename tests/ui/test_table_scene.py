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
