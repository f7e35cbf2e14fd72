"""Drawing a card (ui/common/card_painter.py): as the layers make it, never its printed text."""
from __future__ import annotations

from typing import Any

import pytest

from tests.ui.table_games import (
    english_again,  # noqa: F401 (a fixture: the language put back)
    _position_table,
)

pytestmark = [pytest.mark.gui, pytest.mark.usefixtures("english_again")]


def test_a_card_is_drawn_as_the_layers_make_it_never_its_printed_text(qtbot: Any) -> None:
    """Under Blood Moon a nonbasic land is a Mountain with only "{T}: Add {R}" (CR 305.7, 613):
    its face on the table and in the zoom shows that, not its printed abilities."""
    from mtgdesk.cards import load_pool
    from mtgdesk.engine import Zone
    from mtgdesk.ui.common.card_painter import face_image, type_line
    from mtgdesk.ui.common.rules_text import reminder_lines, rules_lines
    from mtgdesk.ui.table.card_item import CARD_SIZE

    pool = load_pool()
    table = _position_table(qtbot, {"battlefield": ["Blood Moon", "Karplusan Forest", "Forest"]})
    by_name = {s.card.name: s for s in table.scene.snapshot.battlefield}
    printed, seen = pool.get("Karplusan Forest"), by_name["Karplusan Forest"].card
    assert rules_lines(printed) and seen.subtypes == ("Mountain",) and "Land" in seen.types
    assert rules_lines(seen) == [] and reminder_lines(seen) == reminder_lines(pool.get("Mountain"))
    assert type_line(seen) != type_line(printed) and "Mountain" in type_line(seen)
    assert face_image(seen, CARD_SIZE, 1.0) != face_image(printed, CARD_SIZE, 1.0)
    assert by_name["Forest"].card is pool.get("Forest") and by_name["Blood Moon"].card is pool.get("Blood Moon")
    table.zoom.show_card(by_name["Karplusan Forest"])
    assert table.zoom.card is seen
    table.refresh()  # the same look, the same card: its face is painted once
    assert next(s for s in table.scene.snapshot.battlefield if s.card.name == "Karplusan Forest").card is seen
    # Blood Moon gone: the printed card again.
    game = table.bridge.game
    moon = next(i for i in game.battlefield if game.objects[i].card.name == "Blood Moon")
    game.move(moon, Zone.GRAVEYARD)
    table.refresh()
    assert next(s for s in table.scene.snapshot.battlefield if s.card.name == "Karplusan Forest").card is printed
