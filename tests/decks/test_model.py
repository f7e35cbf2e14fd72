"""Editing a deck's lists (decks/model.py): a card's count set, removed at 0, put back where it was."""
from __future__ import annotations

from mtgdesk.cards import load_pool
from mtgdesk.decks.model import count_of, position_of, set_count, total


def test_counts_are_set_removed_and_put_back_in_place() -> None:
    pool = load_pool()
    bears, shock, forest = pool.get("Grizzly Bears"), pool.get("Shock"), pool.get("Forest")
    entries: list = []
    set_count(entries, bears, 4)
    set_count(entries, shock, 2)
    set_count(entries, forest, 17)
    assert [(n, c.name) for n, c in entries] == [(4, "Grizzly Bears"), (2, "Shock"), (17, "Forest")]
    assert (count_of(entries, "Shock"), total(entries), position_of(entries, "Forest")) == (2, 23, 2)
    set_count(entries, shock, 3)
    assert entries[1] == (3, shock)  # changed in place
    set_count(entries, shock, 0)
    assert position_of(entries, "Shock") is None and count_of(entries, "Shock") == 0 and total(entries) == 21
    set_count(entries, shock, 3, position=1)  # an undone removal goes back where it was
    assert [c.name for _, c in entries] == ["Grizzly Bears", "Shock", "Forest"]
    set_count(entries, pool.get("Hill Giant"), 1, position=99)
    assert entries[-1][1].name == "Hill Giant"
    set_count(entries, pool.get("Lava Axe"), 0)
    assert len(entries) == 4  # a count of 0 for a card not there adds nothing
