"""Where every card goes on the table: pure geometry, no Qt (tested without it).

The table is a plane ``height`` units high (a card is 100 × 140 units) and as wide as the
window's shape asks (``TableGeometry.for_aspect``), so that a wide window gives the
battlefield more room instead of empty bands. From the top: the opponent's hand (half size),
their lands and their creatures, the stack, then the creatures, lands and hand of the player
at the bottom. The players' panels are on the left; the libraries, graveyards and exiles on the
right. A row squeezes its cards together (they overlap) only when they don't fit.

``layout(snapshot, geometry)`` reads the cards' states (duck-typed: ``id``, ``card``,
``controller``, ``tapped``, ``attached_to``, ``counters``, ``power``) and returns a ``Slot``
for each.
"""
from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any

CARD_W, CARD_H = 100.0, 140.0
GAP = 8.0
LAND_CASCADE = 24.0

#: Rows from the top of the table, for the player seen from above and the one at the bottom.
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

Z_PERMANENT = 10.0
Z_STACK = 200.0
Z_HAND = 300.0

HEIGHT = 930.0
MIN_WIDTH = 1320.0
MAX_WIDTH = 2400.0


@dataclass(frozen=True)
class TableGeometry:
    """The table's size and the columns that follow from it."""

    width: float = MIN_WIDTH
    height: float = HEIGHT

    @classmethod
    def for_aspect(cls, aspect: float) -> TableGeometry:
        """As wide as a view of this width/height ratio shows at the table's full height (never
        narrower than the narrowest table, so that a tall window shows bands instead)."""
        width = min(MAX_WIDTH, max(MIN_WIDTH, HEIGHT * aspect))
        return cls(round(width, 1))

    @property
    def field_left(self) -> float:
        return 168.0

    @property
    def field_right(self) -> float:
        return self.width - 220.0

    @property
    def library_x(self) -> float:
        return self.width - 210.0

    @property
    def graveyard_x(self) -> float:
        return self.width - 106.0


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


def _width(state: Any) -> float:
    return (CARD_H if state.tapped else CARD_W) + GAP


def _slot_at(state: Any, left: float, y: float, z: float, group: int = 0) -> Slot:
    """A tapped card is turned about its centre: shifted so that it starts at ``left``."""
    x = left + (CARD_H - CARD_W) / 2 if state.tapped else left
    return Slot(x, y, 90.0 if state.tapped else 0.0, 1.0, z, group)


def land_row(lands: list[Any], y: float, hosts: set[Any], g: TableGeometry) -> list[tuple[Any, Slot]]:
    """Lands of the same name and state share a slot, cascaded, so that twenty lands fit."""
    groups: dict[tuple[str, bool, bool], list[Any]] = {}
    for s in lands:
        key = (s.card.name if s.card else "", s.tapped, s.id in hosts or bool(s.counters))
        if key[2]:
            key = (f"{key[0]}#{s.id}", s.tapped, True)
        groups.setdefault(key, []).append(s)
    ordered = sorted(groups.items(), key=lambda kv: (kv[0][0].split("#")[0], kv[0][1]))
    widths = [_width(group[0]) + LAND_CASCADE * (len(group) - 1) for _, group in ordered]
    xs = spread(widths, g.field_left, g.field_right) if widths else []
    out = []
    for (_, group), x in zip(ordered, xs):
        for k, s in enumerate(group):
            count = len(group) if k == len(group) - 1 and len(group) > 1 else 0
            out.append((s, _slot_at(s, x + LAND_CASCADE * k, y, Z_PERMANENT + k, count)))
    return out


def creature_row(row: list[Any], y: float, hosts: set[Any], g: TableGeometry) -> list[tuple[Any, Slot]]:
    """Creatures, then other permanents; one with an Aura leaves room for it."""
    if not row:
        return []
    widths = [_width(s) + (16.0 if s.id in hosts else 0.0) for s in row]
    xs = spread(widths, g.field_left, g.field_right)
    out = []
    for k, (s, x) in enumerate(zip(row, xs)):
        shift = 16.0 if s.id in hosts else 0.0
        out.append((s, _slot_at(s, x + shift, y + (8.0 if s.id in hosts else 0.0), Z_PERMANENT + 2 * k + 1)))
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
    scale = 1.0 if is_bottom else TOP_HAND_SCALE
    return _centred_row(hand, BOTTOM_HAND_Y if is_bottom else TOP_HAND_Y, scale, GAP if is_bottom else 4.0,
                        g.field_left, g.field_right, Z_HAND)


def stack_row(stack: list[Any], g: TableGeometry) -> list[tuple[Any, Slot]]:
    return _centred_row(stack, STACK_Y, STACK_SCALE, GAP, g.field_left + 70, g.field_right - 10, Z_STACK,
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
        out += land_row(lands, BOTTOM_LANDS_Y if is_bottom else TOP_LANDS_Y, hosts, g)
        out += creature_row(creatures + noncreatures, BOTTOM_CREATURES_Y if is_bottom else TOP_CREATURES_Y, hosts, g)
        out += hand_row(hands.get(p, []), is_bottom, g)
    placed = {s.id: slot for s, slot in out}
    # Auras and other attachments peek out above and to the left of what they're attached to.
    for s in battlefield:
        if s.attached_to is None:
            continue
        host = placed.get(s.attached_to)
        rotation = 90.0 if s.tapped else 0.0
        if host is None:
            y = BOTTOM_CREATURES_Y if s.controller == bottom else TOP_CREATURES_Y
            out.append((s, Slot(g.field_right - CARD_W, y, rotation, 1.0, Z_PERMANENT)))
            continue
        siblings = [a for a in battlefield if a.attached_to == s.attached_to]
        k = siblings.index(s) + 1
        out.append((s, Slot(host.x - 10.0 * k, host.y - 16.0 * k, rotation, 1.0, host.z - k)))
    out += stack_row(stack, g)
    return out

