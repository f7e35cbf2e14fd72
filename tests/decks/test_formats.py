"""Deck files of other programs: read, written, read again; names in three languages; unknown
cards by line; malformed files named with the line and the problem."""
from __future__ import annotations

import os
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from mtgdesk.decks import DeckError
from mtgdesk.decks.formats import (
    WRITE_FORMATS,
    detect_format,
    read_deck_file,
    read_deck_text,
    write_deck,
)

FIXTURES = Path(__file__).with_name("fixtures")
#: What every fixture holds: the same deck, written by each program.
MAIN = [(16, "Forest"), (4, "Llanowar Elves"), (4, "Elvish Warrior"), (4, "Grizzly Bears"), (3, "Trained Armodon"),
        (4, "Giant Growth"), (2, "Craw Wurm"), (4, "Goblin Piker"), (8, "Mountain"), (4, "Shock"),
        (3, "Hill Giant"), (4, "Lava Axe")]
SIDE = [(2, "Naturalize")]


#: Formats whose files list the main deck in sections of their own (lands first).
SECTIONED = ("mwdeck",)
#: The extension of a file of each format written.
SUFFIX = {"arena": ".txt", "xmage": ".dck", "mwdeck": ".mwDeck"}


def names(entries: list) -> list[tuple[int, str]]:
    return [(n, c.name) for n, c in entries]


def same_cards(entries: list, expected: list[tuple[int, str]], fmt: str) -> bool:
    return (sorted(names(entries)) == sorted(expected)) if fmt in SECTIONED else names(entries) == expected


@pytest.mark.parametrize("file, fmt, deck_name", [
    ("arena.txt", "txt", "Elves and Giants"),
    ("mtgo.txt", "txt", "mtgo"),
    ("mtgo.dek", "dek", "mtgo"),
    ("mws.dec", "dec", "Elves and Giants"),
    ("mws.mwDeck", "mwdeck", "Elves and Giants"),
    ("apprentice.dec", "dec", "apprentice"),
    ("cockatrice.cod", "cod", "Elves and Giants"),
    ("forge.dck", "dck", "Elves and Giants"),
    ("xmage.dck", "xmage", "Elves and Giants"),
    ("french.txt", "txt", "Elfes et géants"),
    ("russian.txt", "txt", "russian"),
])
def test_fixtures_read_the_same_deck(file: str, fmt: str, deck_name: str) -> None:
    imported = read_deck_file(FIXTURES / file)
    assert imported.format == fmt
    assert imported.unknown == []
    assert imported.deck.name == deck_name
    assert same_cards(imported.deck.entries, MAIN, fmt)
    assert names(imported.deck.sideboard) == SIDE


def test_notes_are_kept() -> None:
    assert read_deck_file(FIXTURES / "cockatrice.cod").deck.description.splitlines() == [
        "Green creatures, red burn.", "Side in Naturalize against enchantments."]
    assert read_deck_file(FIXTURES / "forge.dck").deck.description == "Green creatures, red burn."


@pytest.mark.parametrize("fmt", WRITE_FORMATS)
@pytest.mark.parametrize("file", ["arena.txt", "cockatrice.cod", "forge.dck", "mws.dec", "mtgo.dek", "mws.mwDeck",
                                  "xmage.dck"])
def test_round_trip(file: str, fmt: str, tmp_path: Path) -> None:
    """Each fixture, as each program writes it, written in every format and read back."""
    deck = read_deck_file(FIXTURES / file).deck
    out = tmp_path / f"out{SUFFIX.get(fmt, '.' + fmt)}"
    out.write_text(write_deck(deck, fmt), encoding="utf-8")
    again = read_deck_file(out)
    assert again.format == ("txt" if fmt == "arena" else fmt)
    assert again.unknown == []
    assert same_cards(again.deck.entries, MAIN, fmt if file != "mws.mwDeck" else "mwdeck")
    assert names(again.deck.sideboard) == SIDE
    assert again.deck.name == (deck.name if fmt != "dek" else "out")  # MTGO names a deck by its file
    if fmt in ("txt", "cod"):
        assert again.deck.description == deck.description


def test_writers_write_what_the_programs_write() -> None:
    deck = read_deck_file(FIXTURES / "arena.txt").deck
    assert "4 Llanowar Elves (9ED) 253" in write_deck(deck, "arena").splitlines()
    assert "SB:  2 [9ED] Naturalize" in write_deck(deck, "dec").splitlines()
    assert '<card number="2" name="Naturalize"/>' in write_deck(deck, "cod")
    assert "4 Shock|9ED" in write_deck(deck, "dck").splitlines()
    assert "4 Лавовый топор" in write_deck(deck, "txt", "ru").splitlines()
    dek = write_deck(deck, "dek").splitlines()
    assert '  <Cards CatID="0" Quantity="4" Sideboard="false" Name="Shock" />' in dek
    assert '  <Cards CatID="0" Quantity="2" Sideboard="true" Name="Naturalize" />' in dek
    mws = write_deck(deck, "mwdeck").splitlines()
    assert mws[:2] == ["// Deck file for Magic Workstation (http://www.magicworkstation.com)",
                       "// NAME : Elves and Giants"]
    assert mws.index("// Lands") < mws.index("    16 [9E] Forest") < mws.index("// Creatures") \
        < mws.index("    4 [9E] Llanowar Elves") < mws.index("// Spells") < mws.index("    4 [9E] Shock")
    assert mws[-1] == "SB:  2 [9E] Naturalize"
    xmage = write_deck(deck, "xmage").splitlines()
    assert xmage[0] == "NAME:Elves and Giants"
    assert "4 [9ED:253] Llanowar Elves" in xmage and "SB: 2 [9ED:258] Naturalize" in xmage


def test_xmage_and_forge_dck_told_apart_by_content(tmp_path: Path) -> None:
    forge, xmage = tmp_path / "forge.dck", tmp_path / "xmage.dck"
    forge.write_text("[metadata]\nName=F\n[Main]\n20 Forest|9ED\n", encoding="utf-8")
    xmage.write_text("NAME:X\n20 [9ED:347] Forest\nLAYOUT MAIN:(1,1)(NONE,false,50)|([9ED:347])\n",
                     encoding="utf-8")
    assert read_deck_file(forge).format == "dck" and read_deck_file(xmage).format == "xmage"
    assert read_deck_file(forge).deck.name == "F" and read_deck_file(xmage).deck.name == "X"
    assert detect_format("4 Forest\nSB: 1 Shock\n", "plain.dck") == "xmage"  # XMage reads these too
    assert detect_format("AUTHOR:me\n4 [9ED:347] Forest\n", "deck.txt") == "xmage"
    assert detect_format("<?xml version='1.0'?>\n<Deck>\n<Cards/></Deck>", "deck.xml") == "dek"
    assert detect_format("// Deck file for Magic Workstation\n4 [9E] Forest\n", "d.txt") == "mwdeck"


def test_unknown_cards_are_reported_by_line_and_the_rest_loads() -> None:
    imported = read_deck_text("4 Grizzly Bears\n2 Black Lotus\n4 Llanowar Elfs\n20 Forest\n", "x.txt")
    assert names(imported.deck.entries) == [(4, "Grizzly Bears"), (20, "Forest")]
    assert [u.line for u in imported.unknown] == [2, 3]
    assert "Llanowar Elves" in str(imported.unknown[1]) and str(imported.unknown[1]).startswith("x.txt:3:")


def test_accents_and_case_are_forgiven() -> None:
    imported = read_deck_text("4 foret\n4 ELFES DE LLANOWAR\n2 лановарские эльфы\n", "x.txt")
    assert names(imported.deck.entries) == [(4, "Forest"), (6, "Llanowar Elves")]


def test_detect_format_by_content_before_extension() -> None:
    assert detect_format("<?xml version='1.0'?><cockatrice_deck/>", "deck.txt") == "cod"
    assert detect_format("<?xml version='1.0'?><cockatrice_deck/>", "deck.dek") == "cod"
    assert detect_format("[metadata]\nName=x\n", "deck.txt") == "dck"
    assert detect_format("4 Forest\n", "deck.dec") == "dec"


@pytest.mark.parametrize("text, line, words", [
    ("4 Forest\nForest\n", 2, "expected 'N Card Name'"),
    ("4 Forest\n99999999999999999999 Forest\n", 2, "at most"),
    ("0 Forest\n", 1, "at least 1"),
    ("4 Forest\n4 " + "x" * 5000 + "\n", 2, "too long"),
    ("[metadata]\nName=x\n[Main]\nfour Forest\n", 4, "expected 'N Card Name|SET'"),
    ("<cockatrice_deck version='1'><zone name='main'><card number='-3' name='Forest'/></zone></cockatrice_deck>",
     1, "digits"),
    ("<cockatrice_deck><zone name='main'>\n<card number='4' name='Forest'>\n</cockatrice_deck>", 3, "not valid XML"),
    ("<?xml version='1.0'?><!DOCTYPE x [<!ENTITY a 'aaaa'>]><cockatrice_deck/>", 1, "entity"),
    ("<cockatrice_deck>" + "<a>" * 100_000, 1, "nested more than 16"),
    ("# nothing\n", None, "no cards"),
])
def test_malformed_decks(text: str, line: int | None, words: str) -> None:
    with pytest.raises(DeckError) as exc:
        read_deck_text(text, "bad.deck")
    assert exc.value.line == line
    assert words in str(exc.value) and str(exc.value).startswith("bad.deck")


def test_bom_and_utf16_are_read(tmp_path: Path) -> None:
    text = (FIXTURES / "french.txt").read_text(encoding="utf-8")
    for encoding, data in (("utf-8-sig", text.encode("utf-8-sig")), ("utf-16", text.encode("utf-16"))):
        f = tmp_path / f"{encoding}.txt"
        f.write_bytes(data)
        assert names(read_deck_file(f).deck.entries) == MAIN, encoding


def test_files_that_are_not_decks(tmp_path: Path) -> None:
    binary = tmp_path / "binary.cod"
    binary.write_bytes(bytes(range(256)) * 4)
    with pytest.raises(DeckError, match="binary.cod"):
        read_deck_file(binary)
    with pytest.raises(DeckError, match="folder"):
        read_deck_file(tmp_path)
    with pytest.raises(DeckError, match="device"):
        read_deck_file("/dev/zero")
    pipe = tmp_path / "pipe.txt"
    os.mkfifo(pipe)
    with pytest.raises(DeckError, match="pipe"):
        read_deck_file(pipe)  # refused at once, never blocking on the pipe
    huge = tmp_path / "huge.txt"
    huge.write_bytes(b"4 Forest\n" * 200_000)
    with pytest.raises(DeckError, match="too large"):
        read_deck_file(huge)


@settings(max_examples=150, deadline=None)
@given(st.text(max_size=400), st.sampled_from(["d.txt", "d.dec", "d.cod", "d.dck"]))
def test_any_text_gives_a_deck_or_a_deck_error(text: str, file: str) -> None:
    try:
        imported = read_deck_text(text, file)
    except DeckError as exc:
        assert str(exc).startswith(file)
    else:
        assert imported.deck.entries or imported.deck.sideboard or imported.unknown
