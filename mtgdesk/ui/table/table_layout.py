"""Where every card goes on the table: pure geometry, no Qt (tested without it).

The table is a plane ``height`` units high (a card is 100 × 140 units) and as wide as the
window's shape asks (``TableGeometry.for_aspect``), so that a wide window gives the
battlefield more room instead of empty bands. From the top: the opponent's hand (half size),
their lands and their creatures, the stack, then the creatures, lands and hand of the player
at the bottom. The players' panels are on the left; the libraries, graveyards and exiles on the
right. A row squeezes its cards together (they overlap) only when they don't fit.

The player's card size (``card_scale``, Settings ▸ Card size) makes every card, pile and panel
larger or smaller on a table of the same height: smaller cards leave more room between the
rows and, the table being as wide as the window's shape, more cards side by side; larger ones
take the room between the rows first, then the opponent's hand rises half out of sight and the
player's own hand sinks partly below the edge (a card in it rises whole under the pointer).

``layout(snapshot, geometry)`` reads the cards' states (duck-typed: ``id``, ``card``,
``controller``, ``tapped``, ``attached_to``, ``counters``, ``power``) and returns a ``Slot``
for each.
"""
from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from functools import cached_property
from typing import Any

CARD_W, CARD_H = 100.0, 140.0
GAP = 8.0
LAND_CASCADE = 24.0

#: Rows from the top of the table at the normal card size, for the player seen from above and
#: the one at the bottom (``TableGeometry`` computes them for any card size).
TOP_HAND_Y = 3.0
TOP_HAND_SCALE = 0.5
TOP_LANDS_Y = 80.0
TOP_CREATURES_Y = 226.0
STACK_Y = 378.0
STACK_SCALE = 0.75
BOTTOM_CREATURES_Y = 494.0
BOTTOM_LANDS_Y = 640.0
BOTTOM_HAND_Y = 788.0
HAND_LIFT = 30.0
PANEL_WIDTH = 152.0
PANEL_HEIGHT = 2 * CARD_H + 18.0

#: The space above each row (opponent's hand, their lands, their creatures, the stack, the
#: creatures, lands and hand at the bottom) and below the last, at the normal card size; the
#: least each may shrink to when larger cards need the room; and how much of any spare room
#: each takes when the cards are smaller.
_GAPS = (3.0, 7.0, 6.0, 12.0, 11.0, 6.0, 8.0, 2.0)
_LEAST_GAPS = (0.0, 4.0, 4.0, 4.0, 4.0, 4.0, 4.0, 0.0)
_SPARE_SHARES = (0.0, 1.0, 0.0, 1.0, 1.0, 0.0, 1.0, 0.0)

Z_PERMANENT = 10.0
Z_STACK = 200.0
Z_HAND = 300.0

HEIGHT = 930.0
MIN_WIDTH = 1320.0
MAX_WIDTH = 2400.0


def _rows(card_scale: float) -> tuple[float, ...]:
    """The top of each row (see ``_GAPS``) on a table ``HEIGHT`` high, for this card size."""
    card = CARD_H * card_scale
    heights = [card * TOP_HAND_SCALE, card, card, CARD_H * STACK_SCALE * min(1.0, card_scale), card, card, card]
    gaps = list(_GAPS)
    spare = HEIGHT - sum(heights) - sum(gaps)
    if spare >= 0:
        share = spare / sum(_SPARE_SHARES)
        gaps = [g + share * w for g, w in zip(gaps, _SPARE_SHARES)]
    else:
        need = -spare
        room = sum(gaps) - sum(_LEAST_GAPS)
        taken = min(need, room)
        gaps = [least + (g - least) * (1 - taken / room) for g, least in zip(gaps, _LEAST_GAPS)]
        need -= taken
        risen = min(need, heights[0] / 2)  # the opponent's face-down hand, half out of sight
        gaps[0] -= risen  # what is still wanting, the bottom hand sinks below the edge
    tops, y = [], 0.0
    for gap, height in zip(gaps, heights):
        y += gap
        tops.append(y)
        y += height
    return tuple(tops)


@dataclass(frozen=True)
class TableGeometry:
    """The table's size, the card size, and the rows and columns that follow from them.

    The rows at ``card_scale`` 1 are the constants above."""

    width: float = MIN_WIDTH
    height: float = HEIGHT
    card_scale: float = 1.0

    @classmethod
    def for_aspect(cls, aspect: float, card_scale: float = 1.0) -> TableGeometry:
        """As wide as a view of this width/height ratio shows at the table's full height (never
        narrower than the narrowest table, so that a tall window shows bands instead)."""
        width = min(MAX_WIDTH, max(MIN_WIDTH, HEIGHT * aspect))
        return cls(round(width, 1), HEIGHT, card_scale)

    @property
    def card_w(self) -> float:
        return CARD_W * self.card_scale

    @property
    def card_h(self) -> float:
        return CARD_H * self.card_scale

    @cached_property
    def rows(self) -> tuple[float, ...]:
        return _rows(self.card_scale)

    @property
    def top_hand_y(self) -> float:
        return self.rows[0]

    @property
    def top_lands_y(self) -> float:
        return self.rows[1]

    @property
    def top_creatures_y(self) -> float:
        return self.rows[2]

    @property
    def stack_y(self) -> float:
        return self.rows[3]

    @property
    def stack_scale(self) -> float:
        return STACK_SCALE * min(1.0, self.card_scale)

    @property
    def bottom_creatures_y(self) -> float:
        return self.rows[4]

    @property
    def bottom_lands_y(self) -> float:
        return self.rows[5]

    @property
    def bottom_hand_y(self) -> float:
        return self.rows[6]

    @property
    def hand_lift(self) -> float:
        """How far a card of the bottom hand rises under the pointer: enough to be seen whole."""
        return max(HAND_LIFT, self.bottom_hand_y + self.card_h - self.height + 6.0)

    def lands_y(self, bottom: bool) -> float:
        return self.bottom_lands_y if bottom else self.top_lands_y

    def creatures_y(self, bottom: bool) -> float:
        return self.bottom_creatures_y if bottom else self.top_creatures_y

    def battlefield_top(self, bottom: bool) -> float:
        """The top of a player's battlefield (their two rows), panel and frame included."""
        return (self.bottom_creatures_y if bottom else self.top_lands_y) - 6.0

    @property
    def battlefield_height(self) -> float:
        return self.top_creatures_y - self.top_lands_y + self.card_h + 12.0

    @property
    def panel_scale(self) -> float:
        """The players' panels follow the cards, to fill the height of a battlefield."""
        return self.battlefield_height / PANEL_HEIGHT

    @property
    def field_left(self) -> float:
        return 16.0 + PANEL_WIDTH * self.panel_scale

    @property
    def field_right(self) -> float:
        return self.library_x - 10.0

    @property
    def library_x(self) -> float:
        return self.graveyard_x - 4.0 - self.card_w

    @property
    def graveyard_x(self) -> float:
        return self.width - 6.0 - self.card_w


@dataclass(frozen=True)
class Slot:
    """A card's place: its item position (top left before scaling about its centre), its
    rotation (90 when tapped), scale, stacking order, and the size of the cascade it tops."""

    x: float
    y: float
    rotation: float = 0.0
    scale: float = 1.0
    z: float = Z_PERMANENT
    group: int = 0


def scaled_pos(left: float, top: float, scale: float) -> tuple[float, float]:
    """The item position that puts a card scaled about its centre with its top left at
    (``left``, ``top``)."""
    return left - CARD_W / 2 * (1 - scale), top - CARD_H / 2 * (1 - scale)


def spread(widths: list[float], left: float, right: float) -> list[float]:
    """Left edges for slots of the given widths, squeezed together if they don't fit."""
    total = sum(widths)
    room = right - left
    squeeze = 1.0 if total <= room or total == 0 else max(0.15, (room - widths[-1]) / max(1.0, total - widths[-1]))
    xs, x = [], left
    for w in widths:
        xs.append(x)
        x += w * squeeze
    return xs


def _width(state: Any, g: TableGeometry) -> float:
    return (g.card_h if state.tapped else g.card_w) + GAP * g.card_scale


def _slot_at(state: Any, left: float, y: float, z: float, g: TableGeometry, group: int = 0) -> Slot:
    """A tapped card is turned about its centre: shifted so that it starts at ``left``."""
    x = left + (g.card_h - g.card_w) / 2 if state.tapped else left
    return Slot(*scaled_pos(x, y, g.card_scale), 90.0 if state.tapped else 0.0, g.card_scale, z, group)


def land_row(lands: list[Any], y: float, hosts: set[Any], g: TableGeometry) -> list[tuple[Any, Slot]]:
    """Lands of the same name and state share a slot, cascaded, so that twenty lands fit."""
    groups: dict[tuple[str, bool, bool], list[Any]] = {}
    for s in lands:
        key = (s.card.name if s.card else "", s.tapped, s.id in hosts or bool(s.counters))
        if key[2]:
            key = (f"{key[0]}#{s.id}", s.tapped, True)
        groups.setdefault(key, []).append(s)
    ordered = sorted(groups.items(), key=lambda kv: (kv[0][0].split("#")[0], kv[0][1]))
    cascade = LAND_CASCADE * g.card_scale
    widths = [_width(group[0], g) + cascade * (len(group) - 1) for _, group in ordered]
    xs = spread(widths, g.field_left, g.field_right) if widths else []
    out = []
    for (_, group), x in zip(ordered, xs):
        for k, s in enumerate(group):
            count = len(group) if k == len(group) - 1 and len(group) > 1 else 0
            out.append((s, _slot_at(s, x + cascade * k, y, Z_PERMANENT + k, g, count)))
    return out


def creature_row(row: list[Any], y: float, hosts: set[Any], g: TableGeometry) -> list[tuple[Any, Slot]]:
    """Creatures, then other permanents; one with an Aura leaves room for it."""
    if not row:
        return []
    room = 16.0 * g.card_scale  # for an Aura peeking out
    widths = [_width(s, g) + (room if s.id in hosts else 0.0) for s in row]
    xs = spread(widths, g.field_left, g.field_right)
    out = []
    for k, (s, x) in enumerate(zip(row, xs)):
        hosting = s.id in hosts
        out.append((s, _slot_at(s, x + (room if hosting else 0.0), y + (room / 2 if hosting else 0.0),
                                Z_PERMANENT + 2 * k + 1, g)))
    return out


def _centred_row(cards: list[Any], y: float, scale: float, gap: float, left: float, right: float,
                 z: float, centred: bool = True) -> list[tuple[Any, Slot]]:
    if not cards:
        return []
    width = CARD_W * scale
    step = width + gap
    room = right - left
    if len(cards) > 1 and step * (len(cards) - 1) + width > room:
        step = (room - width) / (len(cards) - 1)
    total = step * (len(cards) - 1) + width
    start = left + (room - total) / 2 if centred else left
    out = []
    for k, s in enumerate(cards):
        x, top = scaled_pos(start + k * step, y, scale)
        out.append((s, Slot(x, top, 0.0, scale, z + k)))
    return out


def hand_row(hand: list[Any], is_bottom: bool, g: TableGeometry) -> list[tuple[Any, Slot]]:
    scale = g.card_scale * (1.0 if is_bottom else TOP_HAND_SCALE)
    return _centred_row(hand, g.bottom_hand_y if is_bottom else g.top_hand_y, scale, GAP if is_bottom else 4.0,
                        g.field_left, g.field_right, Z_HAND)


def stack_row(stack: list[Any], g: TableGeometry) -> list[tuple[Any, Slot]]:
    return _centred_row(stack, g.stack_y, g.stack_scale, GAP, g.field_left + 70, g.field_right - 10, Z_STACK,
                        centred=False)


def layout(battlefield: Iterable[Any], hands: dict[int, list[Any]], stack: list[Any], bottom: int,
           g: TableGeometry) -> list[tuple[Any, Slot]]:
    """Every card's slot: both battlefields (lands in their own row), both hands, the stack."""
    battlefield = list(battlefield)
    out: list[tuple[Any, Slot]] = []
    for p in (0, 1):
        is_bottom = p == bottom
        mine = [s for s in battlefield if s.controller == p]
        hosts = {s.attached_to for s in mine if s.attached_to is not None}
        lands = [s for s in mine if s.attached_to is None and s.card is not None and s.card.is_land]
        others = [s for s in mine if s.attached_to is None and s not in lands]
        creatures = [s for s in others if s.power is not None]
        noncreatures = [s for s in others if s.power is None]
        out += land_row(lands, g.lands_y(is_bottom), hosts, g)
        out += creature_row(creatures + noncreatures, g.creatures_y(is_bottom), hosts, g)
        out += hand_row(hands.get(p, []), is_bottom, g)
    placed = {s.id: slot for s, slot in out}
    # Auras and other attachments peek out above and to the left of what they're attached to.
    for s in battlefield:
        if s.attached_to is None:
            continue
        host = placed.get(s.attached_to)
        rotation = 90.0 if s.tapped else 0.0
        if host is None:
            x, y = scaled_pos(g.field_right - g.card_w, g.creatures_y(s.controller == bottom), g.card_scale)
            out.append((s, Slot(x, y, rotation, g.card_scale, Z_PERMANENT)))
            continue
        siblings = [a for a in battlefield if a.attached_to == s.attached_to]
        k = siblings.index(s) + 1
        step = g.card_scale * k
        out.append((s, Slot(host.x - 10.0 * step, host.y - 16.0 * step, rotation, g.card_scale, host.z - k)))
    out += stack_row(stack, g)
    return out

