"""Lists of names sorted as people of the interface's language sort them.

Python's ``sorted`` compares code points, so "Avemain" comes before "Aérostiers" (é is after
v) and a capital before every small letter. ``QCollator`` sorts by the rules of the interface's
locale (``QLocale.setDefault``, set by the Language menu): accents are secondary, case is
ignored, and numbers inside names sort as numbers ("Deck 2" before "Deck 10").
"""
from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import TypeVar

from PySide6.QtCore import QCollator, QLocale, Qt

T = TypeVar("T")


def collator() -> QCollator:
    """A collator for the interface's language (the default locale)."""
    result = QCollator(QLocale())
    result.setCaseSensitivity(Qt.CaseSensitivity.CaseInsensitive)
    result.setNumericMode(True)
    return result


def sorted_by_name(items: Iterable[T], key: Callable[[T], str] = str) -> list[T]:
    """``items`` in the order of their names (``key``) in the interface's language."""
    order = collator()
    keyed = [(order.sortKey(key(item)), i, item) for i, item in enumerate(items)]
    keyed.sort(key=lambda k: (k[0], k[1]))
    return [item for _sk, _i, item in keyed]


def name_ranks(names: list[str]) -> list[int]:
    """For each name, its place among ``names`` sorted in the interface's language (a sort
    role for a view: equal names get the same place)."""
    order = collator()
    keys = [order.sortKey(n) for n in names]
    ranked = sorted(range(len(names)), key=lambda i: keys[i])
    ranks = [0] * len(names)
    place = 0
    for position, i in enumerate(ranked):
        if position and keys[i].compare(keys[ranked[position - 1]]) != 0:
            place = position
        ranks[i] = place
    return ranks
