"""The table's layout is pure geometry: tested without Qt (issue 14)."""
from __future__ import annotations

from itertools import pairwise
from pathlib import Path
from types import SimpleNamespace
from typing import Any

from mtgdesk.ui.table.table_layout import (
    BOTTOM_HAND_Y,
    CARD_W,
    HEIGHT,
    MIN_WIDTH,
    TOP_HAND_SCALE,
    TableGeometry,
    layout,
)


def _card(obj_id: int, controller: int = 0, land: bool = False, name: str = "Grizzly Bears", tapped: bool = False,
          power: int | None = 2, attached_to: int | None = None) -> Any:
    return SimpleNamespace(id=obj_id, controller=controller, tapped=tapped, attached_to=attached_to, counters=(),
                           power=None if land else power, card=SimpleNamespace(name=name, is_land=land))


def _hidden(xs: list[float]) -> float:
    xs = sorted(xs)
    return sum(max(0.0, CARD_W - (b - a)) for a, b in pairwise(xs))


def test_the_layout_needs_no_qt() -> None:
    import ast

    import mtgdesk.ui.table.table_layout as module

    tree = ast.parse(Path(module.__file__).read_text(encoding="utf-8"))
    imported = {n.module or "" for n in ast.walk(tree) if isinstance(n, ast.ImportFrom)}
    imported |= {a.name for n in ast.walk(tree) if isinstance(n, ast.Import) for a in n.names}
    assert imported and not any(name.startswith(("PySide6", "shiboken6", "."))
                                for name in imported), imported


def test_a_wide_window_gives_the_battlefield_room() -> None:
    creatures = [_card(i) for i in range(12)]
    narrow = TableGeometry.for_aspect(1.3)
    wide = TableGeometry.for_aspect(16 / 9)
    assert narrow.width == MIN_WIDTH and wide.width == round(HEIGHT * 16 / 9, 1)
    assert wide.field_right > narrow.field_right and wide.graveyard_x > narrow.graveyard_x
    squeezed = [s.x for _, s in layout(creatures, {}, [], 0, narrow)]
    roomy = [s.x for _, s in layout(creatures, {}, [], 0, wide)]
    assert _hidden(roomy) < _hidden(squeezed)
    for geometry, xs in ((narrow, squeezed), (wide, roomy)):
        assert min(xs) >= geometry.field_left and max(xs) + CARD_W <= geometry.field_right + 0.01


def test_tapped_cards_turn_and_identical_lands_cascade() -> None:
    forests = [_card(i, land=True, name="Forest") for i in range(4)]
    tapped = _card(10, tapped=True)
    slots = {s.id: slot for s, slot in layout([*forests, tapped], {}, [], 0, TableGeometry())}
    assert slots[10].rotation == 90.0 and all(slots[i].rotation == 0.0 for i in range(4))
    assert [slots[i].group for i in range(4)] == [0, 0, 0, 4]  # the top of the cascade counts them
    assert len({slots[i].x for i in range(4)}) == 4 and len({slots[i].y for i in range(4)}) == 1


def test_hands_are_centred_and_the_opponents_is_small() -> None:
    geometry = TableGeometry()
    hands = {0: [_card(i) for i in range(3)], 1: [_card(10 + i, controller=1) for i in range(3)]}
    slots = {s.id: slot for s, slot in layout([], hands, [], 0, geometry)}
    mine = [slots[i] for i in range(3)]
    assert all(s.scale == 1.0 and s.y == BOTTOM_HAND_Y for s in mine)
    centre = (mine[0].x + mine[-1].x + CARD_W) / 2
    assert abs(centre - (geometry.field_left + geometry.field_right) / 2) < 0.01
    assert all(slots[10 + i].scale == TOP_HAND_SCALE for i in range(3))


def test_an_aura_peeks_out_from_its_host() -> None:
    host = _card(1)
    aura = _card(2, power=None, name="Holy Strength", attached_to=1)
    slots = {s.id: slot for s, slot in layout([host, aura], {}, [], 0, TableGeometry())}
    assert slots[2].x < slots[1].x and slots[2].y < slots[1].y and slots[2].z < slots[1].z


def test_the_card_size_setting_sizes_every_row_and_keeps_them_apart() -> None:
    from mtgdesk.storage.settings import CARD_SIZES
    from mtgdesk.ui.table.table_layout import (
        BOTTOM_CREATURES_Y,
        BOTTOM_LANDS_Y,
        CARD_H,
        STACK_Y,
        TOP_CREATURES_Y,
        TOP_HAND_Y,
        TOP_LANDS_Y,
    )

    normal = TableGeometry()
    assert normal.rows == (TOP_HAND_Y, TOP_LANDS_Y, TOP_CREATURES_Y, STACK_Y, BOTTOM_CREATURES_Y, BOTTOM_LANDS_Y,
                           BOTTOM_HAND_Y)
    for size in CARD_SIZES:
        g = TableGeometry(card_scale=size / 100)
        card = CARD_H * g.card_scale
        heights = [card * TOP_HAND_SCALE, card, card, CARD_H * g.stack_scale, card, card, card]
        for (top, height), below in zip(zip(g.rows, heights), g.rows[1:]):
            assert top + height <= below + 1e-6, (size, g.rows)  # no row covers the next
        assert g.top_hand_y + heights[0] / 2 >= 0  # at least half the opponent's hand shows
        assert g.bottom_hand_y + card / 2 <= g.height  # and half of one's own...
        assert g.bottom_hand_y + card - g.hand_lift <= g.height  # ...and all of a card under the pointer
        assert g.field_left < g.field_right < g.library_x < g.graveyard_x and g.graveyard_x + g.card_w < g.width
        cards = [_card(i) for i in range(3)] + [_card(10, tapped=True)]
        slots = layout(cards, {0: [_card(20)]}, [], 0, g)
        assert all(slot.scale == g.card_scale for _, slot in slots)
    small, large = TableGeometry(card_scale=CARD_SIZES[0] / 100), TableGeometry(card_scale=CARD_SIZES[-1] / 100)
    assert small.field_right - small.field_left > large.field_right - large.field_left  # more cards fit a row
    assert small.top_lands_y - small.top_hand_y > normal.top_lands_y - normal.top_hand_y  # room between rows
