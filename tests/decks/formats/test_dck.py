"""Forge's deck files (decks/formats/dck.py): ``[metadata]`` with ``Name=`` and ``Description=``,
``[Main]`` and ``[Sideboard]`` of ``N Card Name|SET|art``; other sections read past; a bad
line named with the file and its number."""
from __future__ import annotations

import pytest

from mtgdesk.cards import load_pool
from mtgdesk.decks import DeckError
from mtgdesk.decks.formats import read_deck_text
from mtgdesk.decks.formats.dck import write
from mtgdesk.decks.text import MAX_LINE_CHARS, Deck


def _names(entries: list) -> list[tuple[int, str]]:  # type: ignore[type-arg]
    return [(n, c.name) for n, c in entries]


def test_sections_metadata_and_entries_with_set_and_art() -> None:
    text = ("[metadata]\nName=Forge Burn\nDescription=Red.\n[Main]\n4 Shock|9ED\n20 Mountain|9ED|3\n"
            "# a comment\n\n[Sideboard]\n2 Naturalize\n")
    imported = read_deck_text(text, "burn.dck")
    assert imported.format == "dck"
    assert (imported.deck.name, imported.deck.description) == ("Forge Burn", "Red.")
    assert _names(imported.deck.entries) == [(4, "Shock"), (20, "Mountain")]
    assert _names(imported.deck.sideboard) == [(2, "Naturalize")]


def test_other_sections_are_read_past_and_keys_are_any_case() -> None:
    text = "[METADATA]\nNAME = Upper\n[Commander]\n1 Serra Angel|9ED\n[Avatar]\nnot an entry\n[main]\n4 Shock\n"
    deck = read_deck_text(text, "x.dck").deck
    assert deck.name == "Upper" and _names(deck.entries) == [(4, "Shock")]


def test_entries_before_any_section_are_read_past() -> None:
    deck = read_deck_text("[metadata]\nName=x\n[Main]\n4 Shock\n", "x.dck", "dck").deck
    assert read_deck_text("3 Forest\n[Main]\n4 Shock\n", "x.dck", "dck").deck.entries == deck.entries


def test_an_unknown_card_is_reported_by_line_and_the_rest_loads() -> None:
    imported = read_deck_text("[Main]\n4 Shockk|9ED\n4 Shock|9ED\n", "x.dck", "dck")
    assert _names(imported.deck.entries) == [(4, "Shock")]
    assert [u.line for u in imported.unknown] == [2] and str(imported.unknown[0]).startswith("x.dck:2:")


@pytest.mark.parametrize("text, line, problem", [
    ("[metadata]\nName=x\n[Main]\n4 Shock\nShock|9ED\n", 5, "expected 'N Card Name|SET', got 'Shock|9ED'"),
    ("[Main]\n4 Shock\n0 Shock\n", 3, "at least 1"),
    ("[Main]\n4 |9ED\n", 2, "a card name is missing"),
    ("[Main]\n4 Shock\n4 " + "x" * (MAX_LINE_CHARS + 1) + "\n", 3, "the line is too long"),
    ("[metadata]\nName=Nothing\n[Main]\n", None, "the deck has no cards"),
])
def test_a_bad_line_names_the_file_line_and_problem(text: str, line: int | None, problem: str) -> None:
    with pytest.raises(DeckError) as exc:
        read_deck_text(text, "bad.dck", "dck")
    assert exc.value.line == line and problem in str(exc.value)
    assert str(exc.value).startswith("bad.dck")


def test_written_as_forge_writes_and_read_back() -> None:
    pool = load_pool()
    deck = Deck(name="Two Lines", description="First line.\n  Second line.",
                entries=[(4, pool.get("Shock")), (20, pool.get("Mountain"))], sideboard=[(2, pool.get("Naturalize"))])
    text = write(deck)
    assert text.splitlines() == ["[metadata]", "Name=Two Lines", "Description=First line. Second line.", "[Main]",
                                 "4 Shock|9ED", "20 Mountain|9ED", "[Sideboard]", "2 Naturalize|9ED"]
    again = read_deck_text(text, "again.dck").deck
    assert again.entries == deck.entries and again.sideboard == deck.sideboard and again.name == "Two Lines"
    assert "Description" not in write(Deck(name="x", entries=deck.entries))
