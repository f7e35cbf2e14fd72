"""Ticks for the axis of a count in a plot (cards, permanents, life): whole numbers only.

pyqtgraph chooses ticks for any real range, so an axis from 0 to 4 cards is marked 0, 0.5,
1, 1.5...; a count has no half. ``count_ticks`` gives whole-number ticks, a step of 1, 2, 5,
10, 20... so that at most about six are drawn.
"""
from __future__ import annotations

import math
from typing import Any


def count_step(span: float, most: int = 6) -> int:
    """The smallest step of 1, 2, 5, 10, 20, 50... that marks ``span`` with at most ``most`` ticks."""
    span = max(1.0, span)
    magnitude = 1
    while True:
        for factor in (1, 2, 5):
            step = factor * magnitude
            if span / step <= most:
                return step
        magnitude *= 10


def count_ticks(low: float, high: float, most: int = 6) -> list[tuple[int, str]]:
    """Whole-number ticks from ``low`` to ``high`` (both included when whole), as pyqtgraph's
    ``AxisItem.setTicks`` takes them: (value, label)."""
    step = count_step(high - low, most)
    first = math.ceil(low / step) * step
    return [(v, str(v)) for v in range(first, math.floor(high) + 1, step)]


def set_count_axis(axis: Any, low: float, high: float, most: int = 6) -> None:
    """Mark a pyqtgraph axis that shows a count with whole numbers only, at most about ``most``."""
    axis.setTicks([count_ticks(low, high, most)])
