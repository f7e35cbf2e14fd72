"""The deck rules of CR 100.2a/b and 100.4a, as values with their rule numbers."""
from __future__ import annotations

from mtgdesk.cards import load_pool
from mtgdesk.decks.precons import precons
from mtgdesk.decks.validation import CONSTRUCTED, LIMITED, deck_problems


def test_constructed_size_and_copies() -> None:
    pool = load_pool()
    bears, forest, shock = pool.get("Grizzly Bears"), pool.get("Forest"), pool.get("Shock")
    problems = deck_problems([(5, bears), (20, forest), (3, shock)], [(2, shock)])
    assert [(p.rule, p.message) for p in problems] == [
        ("100.2a", "deck_too_small"), ("100.2a", "too_many_copies"), ("100.2a", "too_many_copies")]
    assert problems[0].get("size") == 28 and problems[0].get("minimum") == 60
    assert problems[1].get("card") == "Grizzly Bears" and problems[1].get("count") == 5
    assert problems[2].get("card") == "Shock" and problems[2].get("count") == 5  # 100.4a: with the sideboard
    assert deck_problems([(4, bears), (56, forest)]) == []  # any number of basic lands


def test_limited_and_sideboard() -> None:
    pool = load_pool()
    bears, forest = pool.get("Grizzly Bears"), pool.get("Forest")
    assert deck_problems([(9, bears), (31, forest)], rules=LIMITED) == []
    assert deck_problems([(9, bears), (30, forest)], rules=LIMITED)[0].rule == "100.2b"
    side = deck_problems([(4, bears), (56, forest)], [(16, forest)], rules=CONSTRUCTED)
    assert [(p.rule, p.message, p.get("size")) for p in side] == [("100.4a", "sideboard_too_large", 16)]


def test_preconstructed_decks_are_legal() -> None:
    for deck in precons():
        assert deck_problems(deck.entries, deck.sideboard) == [], deck.name
