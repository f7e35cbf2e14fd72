"""Editing a deck's lists: the count of a card in the main deck or the sideboard (a list of
``(count, card)`` entries, in the order the cards were added)."""
from __future__ import annotations

from ..engine.objects import CardDef

Entries = list[tuple[int, CardDef]]


def count_of(entries: Entries, name: str) -> int:
    return sum(n for n, c in entries if c.name == name)


def position_of(entries: Entries, name: str) -> int | None:
    return next((i for i, (_n, c) in enumerate(entries) if c.name == name), None)


def set_count(entries: Entries, card: CardDef, count: int, position: int | None = None) -> None:
    """Make ``card``'s count ``count`` (0 removes it). A card new to the list goes at
    ``position`` (the end if None), so that undoing a removal puts it back where it was."""
    index = position_of(entries, card.name)
    if index is not None:
        if count > 0:
            entries[index] = (count, entries[index][1])
        else:
            del entries[index]
    elif count > 0:
        entries.insert(len(entries) if position is None else min(position, len(entries)), (count, card))


def total(entries: Entries) -> int:
    return sum(n for n, _ in entries)
