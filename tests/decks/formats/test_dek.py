"""MTGO's deck files (decks/formats/dek.py): ``<Deck>`` of ``<Cards Quantity Sideboard Name
CatID>``, one element a printing; catalogue numbers kept and written back; a bad element named
with the file and its line."""
from __future__ import annotations

from pathlib import Path

import pytest

from mtgdesk.cards import load_pool
from mtgdesk.decks import DeckError
from mtgdesk.decks.formats import read_deck_file, read_deck_text, write_deck
from mtgdesk.decks.formats.dek import write
from mtgdesk.decks.text import Deck

FIXTURES = Path(__file__).parents[1] / "fixtures"
HEAD = '<?xml version="1.0" encoding="utf-8"?>\n<Deck>\n'


def names(entries: list) -> list[tuple[int, str]]:  # type: ignore[type-arg]
    return [(n, c.name) for n, c in entries]


def _cards(*elements: str) -> str:
    return HEAD + "".join(f"  <Cards {e} />\n" for e in elements) + "</Deck>\n"


def test_mtgo_printings_add_up_and_keep_their_catalogue_numbers() -> None:
    imported = read_deck_file(FIXTURES / "mtgo.dek")
    assert names(imported.deck.entries)[0] == (16, "Forest")  # 10 of one printing, 6 of another
    assert imported.deck.mtgo_ids["Forest"] == 21000 and imported.deck.mtgo_ids["Naturalize"] == 21026
    written = write_deck(imported.deck, "dek")
    assert '<Cards CatID="21000" Quantity="16" Sideboard="false" Name="Forest" />' in written
    assert '<Cards CatID="21026" Quantity="2" Sideboard="true" Name="Naturalize" />' in written


def test_the_first_catalogue_number_of_a_name_is_kept_and_zero_or_a_huge_one_is_not() -> None:
    deck = read_deck_text(_cards('CatID="11" Quantity="2" Name="Shock"', 'CatID="12" Quantity="2" Name="Shock"',
                                 'CatID="0" Quantity="20" Name="Mountain"',
                                 'CatID="1234567890" Quantity="2" Sideboard="true" Name="Naturalize"',
                                 'CatID="x1" Quantity="1" Sideboard="TRUE" Name="Giant Growth"'), "x.dek").deck
    assert names(deck.entries) == [(4, "Shock"), (20, "Mountain")]
    assert names(deck.sideboard) == [(2, "Naturalize"), (1, "Giant Growth")]
    assert deck.mtgo_ids == {"Shock": 11}


def test_other_elements_and_deeper_cards_are_read_past() -> None:
    text = HEAD + "  <NetDeckID>0</NetDeckID>\n  <Extra><Cards Quantity=\"9\" Name=\"Forest\" /></Extra>\n" \
        + '  <Cards Quantity="4" Name="Shock" />\n</Deck>\n'
    assert names(read_deck_text(text, "x.dek").deck.entries) == [(4, "Shock")]


def test_the_deck_is_named_by_its_file() -> None:
    assert read_deck_text(_cards('Quantity="4" Name="Shock"'), "folder/My Burn.dek").deck.name == "My Burn"


@pytest.mark.parametrize("text, line, problem", [
    ('<?xml version="1.0"?>\n<Decks/>\n', 2, "expected MTGO's <Deck> element, found <Decks>"),
    (_cards('Quantity="4"'), 3, "a <Cards> element without a Name"),
    (_cards('Quantity="4" Name="  "'), 3, "a <Cards> element without a Name"),
    (_cards('Quantity="4" Name="Shock"', 'Name="Shock"'), 4, "a <Cards> element without a Quantity (Shock)"),
    (_cards('Quantity="4" Name="Shock" Sideboard="yes"'), 3, "Sideboard is true or false, not 'yes'"),
    (_cards('Quantity="four" Name="Shock"'), 3, "digits"),
    (HEAD + "</Deck>\n", None, "the deck has no cards"),
])
def test_a_bad_element_names_the_file_line_and_problem(text: str, line: int | None, problem: str) -> None:
    with pytest.raises(DeckError) as exc:
        read_deck_text(text, "bad.dek")
    assert exc.value.line == line and problem in str(exc.value)
    assert str(exc.value).startswith("bad.dek")


def test_a_name_with_an_apostrophe_is_written_as_an_attribute_mtgo_reads() -> None:
    pool = load_pool()
    deck = Deck(name="x", entries=[(4, pool.get("Sea's Claim"))], sideboard=[(1, pool.get("Shock"))],
                mtgo_ids={"Shock": 7})
    text = write(deck)
    assert '<Cards CatID="0" Quantity="4" Sideboard="false" Name="Sea\'s Claim" />' in text
    assert '<Cards CatID="7" Quantity="1" Sideboard="true" Name="Shock" />' in text
    again = read_deck_text(text, "x.dek").deck
    assert again.entries == deck.entries and again.sideboard == deck.sideboard and again.mtgo_ids == {"Shock": 7}
