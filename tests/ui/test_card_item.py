"""A card on the table (ui/table/card_item.py): the facts it shows."""
from __future__ import annotations

from typing import Any

import pytest

from tests.ui.table_games import (
    english_again,  # noqa: F401 (a fixture: the language put back)
    _position_table,
)

pytestmark = [pytest.mark.gui, pytest.mark.usefixtures("english_again")]


def test_creature_cards_show_power_and_toughness_everywhere(qtbot: Any) -> None:
    from mtgdesk.ui.table.card_item import shown_pt

    table = _position_table(qtbot, {"battlefield": ["Grizzly Bears"], "hand": ["Craw Wurm", "Giant Growth"]})
    by_name = {i.state.card.name: i.state for i in table.scene.items_by_id.values() if i.state.card is not None}
    assert shown_pt(by_name["Craw Wurm"]) == (6, 4)  # in the hand: the printed values
    assert shown_pt(by_name["Giant Growth"]) == (None, None)  # not a creature
    assert shown_pt(by_name["Grizzly Bears"]) == (2, 2)
    table.zoom.show_card(by_name["Craw Wurm"])
    assert table.zoom.card is not None and shown_pt(table.zoom.state) == (6, 4)

def test_haste_is_not_summoning_sick(qtbot: Any) -> None:
    table = _position_table(qtbot, {"battlefield": ["Raging Goblin", "Grizzly Bears", "Forest"]})
    game = table.bridge.game
    for obj in game.objects.values():
        obj.sick = True  # both creatures came under their controller's control this turn
    table.refresh()
    marks = {s.card.name: s.sick for s in table.scene.snapshot.battlefield}
    assert marks == {"Raging Goblin": False, "Grizzly Bears": True, "Forest": False}
