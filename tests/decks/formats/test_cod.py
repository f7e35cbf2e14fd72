"""Cockatrice's deck files (decks/formats/cod.py): ``<cockatrice_deck>`` with its name, comments
and ``main``/``side`` zones, read and written; a bad file named with its line."""
from __future__ import annotations

import pytest

from mtgdesk.cards import load_pool
from mtgdesk.decks import DeckError
from mtgdesk.decks.formats import ImportedDeck, read_deck_text
from mtgdesk.decks.formats.cod import write
from mtgdesk.decks.text import Deck

HEAD = "<?xml version='1.0' encoding='UTF-8'?>\n<cockatrice_deck version='1'>\n"


def _read(body: str, file: str = "d.cod") -> ImportedDeck:
    return read_deck_text(HEAD + body + "</cockatrice_deck>\n", file, "cod")


def test_the_zones_name_and_comments_are_read() -> None:
    imported = _read("<deckname> Burn </deckname>\n<comments>Red.\nFast.</comments>\n"
                     "<zone name='main'>\n<card number='4' name='Shock'/>\n"
                     "<card number='20' name='Mountain'/>\n</zone>\n"
                     "<zone name='side'>\n<card number='2' name='Naturalize'/>\n</zone>\n")
    deck = imported.deck
    assert (deck.name, deck.description) == ("Burn", "Red.\nFast.")
    assert [(n, c.name) for n, c in deck.entries] == [(4, "Shock"), (20, "Mountain")]
    assert [(n, c.name) for n, c in deck.sideboard] == [(2, "Naturalize")]
    assert imported.format == "cod" and imported.unknown == []


def test_other_zones_and_attributes_are_read_past_and_a_card_without_number_is_one() -> None:
    deck = _read("<zone name='tokens'>\n<card number='3' name='Saproling'/>\n</zone>\n"
                 "<zone name='main'>\n<card name='Shock' setShortName='9ED'/>\n<card number='2' name='Shock'/>\n"
                 "</zone>\n").deck
    assert [(n, c.name) for n, c in deck.entries] == [(3, "Shock")]  # the second entry adds to the first
    assert deck.sideboard == [] and deck.name == "d"  # no <deckname>: the file's name


def test_an_unknown_card_is_reported_with_its_line_and_the_rest_loads() -> None:
    imported = _read("<zone name='main'>\n<card number='4' name='Shokc'/>\n<card number='4' name='Shock'/>\n</zone>\n")
    assert [(n, c.name) for n, c in imported.deck.entries] == [(4, "Shock")]
    assert [u.line for u in imported.unknown] == [4] and "Shock" in str(imported.unknown[0])


@pytest.mark.parametrize("text, line, problem", [
    ("<?xml version='1.0'?>\n<deck>\n</deck>", 2, "expected a <cockatrice_deck> element, found <deck>"),
    (HEAD + "<zone name='main'>\n<card number='4'/>\n</zone></cockatrice_deck>", 4, "a card name is missing"),
    (HEAD + "<zone name='main'>\n<card number='four' name='Shock'/>\n</zone></cockatrice_deck>", 4, "digits"),
    (HEAD + "<zone name='main'>\n<card number='4' name='" + "x" * 3000 + "'/>\n</zone></cockatrice_deck>", 4,
     "a card name of 3,000 characters"),
    (HEAD + "</cockatrice_deck>", None, "the deck has no cards"),
])
def test_a_bad_file_names_the_file_and_line(text: str, line: int | None, problem: str) -> None:
    with pytest.raises(DeckError) as exc:
        read_deck_text(text, "bad.cod", "cod")
    assert exc.value.line == line and problem in str(exc.value)
    assert str(exc.value).startswith("bad.cod")


def test_written_names_and_notes_are_escaped_and_read_back() -> None:
    pool = load_pool()
    deck = Deck(name="R&D <test>", description='"Quotes" & more',
                entries=[(4, pool.get("Shock"))], sideboard=[(1, pool.get("Naturalize"))])
    text = write(deck)
    assert "<deckname>R&amp;D &lt;test&gt;</deckname>" in text
    assert '<zone name="side">' in text and '<card number="1" name="Naturalize"/>' in text
    again = read_deck_text(text, "x.cod").deck
    assert (again.name, again.description) == (deck.name, deck.description)
    assert again.entries == deck.entries and again.sideboard == deck.sideboard


def test_an_empty_sideboard_writes_no_side_zone() -> None:
    deck = Deck(name="x", entries=[(4, load_pool().get("Shock"))])
    assert '<zone name="side">' not in write(deck) and write(deck).endswith("</cockatrice_deck>\n")
