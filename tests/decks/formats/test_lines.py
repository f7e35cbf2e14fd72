"""Deck lists a line per entry (decks/formats/lines.py): mtgdesk's plain text, MTG Arena's and
MTGO's exports, Apprentice's and Magic Workstation's ``.dec`` and ``.mwDeck``, XMage's ``.dck``;
headings, comments, ``SB:``, set codes and MTGO's unmarked sideboard; a bad line named with the
file and its number."""
from __future__ import annotations

from pathlib import Path

import pytest

from mtgdesk.cards import load_pool
from mtgdesk.decks import DeckError
from mtgdesk.decks.formats import read_deck_file, read_deck_text
from mtgdesk.decks.formats.lines import write_arena, write_dec, write_mwdeck, write_plain, write_xmage
from mtgdesk.decks.text import Deck

FIXTURES = Path(__file__).parents[1] / "fixtures"


def names(entries: list) -> list[tuple[int, str]]:  # type: ignore[type-arg]
    return [(n, c.name) for n, c in entries]


def test_magic_workstation_set_codes_art_numbers_and_windows_1252(tmp_path: Path) -> None:
    """MWS wrote ``[9E]`` for Ninth Edition, ``Forest (1)`` for an art, and Windows-1252."""
    raw = (FIXTURES / "mws.mwDeck").read_bytes()
    with pytest.raises(UnicodeDecodeError):
        raw.decode("utf-8")  # the fixture is what MWS wrote, not UTF-8
    imported = read_deck_text("4 [9E] Forest (1)\n4 [9ED] Forest (2)\n\t2 [9E] Plains\n", "old.mwDeck")
    assert names(imported.deck.entries) == [(8, "Forest"), (2, "Plains")]
    french = tmp_path / "vieux.txt"
    french.write_bytes("Name: Forêts\n4 Forêt\n4 Géant des collines\n".encode("cp1252"))
    imported = read_deck_file(french)
    assert imported.deck.name == "Forêts" and names(imported.deck.entries) == [(4, "Forest"), (4, "Hill Giant")]


def test_lines_naming_no_card_are_reported_and_the_rest_loads(tmp_path: Path) -> None:
    """A file cut in the middle of a name: the line is reported with the closest names."""
    mws = tmp_path / "cut.mwDeck"
    data = (FIXTURES / "mws.mwDeck").read_bytes()[:-5]
    mws.write_bytes(data)
    imported = read_deck_file(mws)
    assert data.endswith(b"SB:  2 [9E] Natural")
    assert [u.line for u in imported.unknown] == [data.count(b"\n") + 1] and "Naturalize" in str(imported.unknown[0])
    assert len(imported.deck) == 60 and imported.deck.sideboard == []
    xmage = tmp_path / "cut.dck"
    xmage.write_text("NAME:x\n20 [9ED:347] Forest\n4 [9ED:3", encoding="utf-8")
    imported = read_deck_file(xmage)
    assert [u.line for u in imported.unknown] == [3] and len(imported.deck) == 20


def test_a_layout_line_as_long_as_the_file_allows_is_read_past(tmp_path: Path) -> None:
    """XMage's LAYOUT lines grow with the deck: they are not held to the length of an entry."""
    layout = "LAYOUT MAIN:(1,7)(NONE,false,50)|(" + ",".join(["[9ED:347]"] * 90_000) + ")\n"
    path = tmp_path / "wide.dck"
    path.write_text("NAME:Wide\n20 [9ED:347] Forest\n" + layout, encoding="utf-8")
    imported = read_deck_file(path)
    assert imported.format == "xmage" and len(imported.deck) == 20


def test_mtgo_s_second_block_of_cards_is_its_sideboard() -> None:
    deck = read_deck_text("4 Shock\n20 Mountain\n\n2 Naturalize\n", "mtgo.txt").deck
    assert names(deck.entries) == [(4, "Shock"), (20, "Mountain")] and names(deck.sideboard) == [(2, "Naturalize")]


@pytest.mark.parametrize("text, total", [
    ("4 Shock\n\n20 Mountain\n\n2 Naturalize\n", 26),  # three blocks: no layout to go by
    ("Deck\n4 Shock\n\n2 Naturalize\n", 6),  # a heading says where the sideboard is (nowhere)
    ("Name: x\n4 Shock\n\n2 Naturalize\n", 6),
])
def test_without_exactly_two_unmarked_blocks_everything_is_the_main_deck(text: str, total: int) -> None:
    deck = read_deck_text(text, "x.txt").deck
    assert deck.sideboard == [] and len(deck) == total


def test_arena_s_layout_about_name_deck_sideboard_and_set_tails() -> None:
    text = ("About\nName Arena Burn\n\nDeck\n4 Shock (9ED) 220\n20 Mountain (9ED) 343\n\n"
            "Sideboard\n2 Naturalize (9ED) 258\n")
    deck = read_deck_text(text, "a.txt").deck
    assert deck.name == "Arena Burn"
    assert names(deck.entries) == [(4, "Shock"), (20, "Mountain")] and names(deck.sideboard) == [(2, "Naturalize")]


def test_plain_text_names_descriptions_limited_and_sb_prefixes() -> None:
    text = ("Name: Sealed\nDescription: One.\nDescription: Two.\nFormat: Limited\n# a comment\n4x Shock\n"
            "SB: 2 Naturalize\n17 Mountain\n")
    imported = read_deck_text(text, "s.txt")
    deck = imported.deck
    assert (deck.name, deck.description, imported.limited) == ("Sealed", "One.\nTwo.", True)
    assert names(deck.entries) == [(4, "Shock"), (17, "Mountain")] and names(deck.sideboard) == [(2, "Naturalize")]


def test_apprentice_and_workstation_dec_comments_name_and_sections() -> None:
    text = ("// NAME : Old Burn\n// Lands\n    20 [9ED] Mountain\n// Spells\n    4 [9ED] Shock\n"
            "// Sideboard\n    2 [9ED] Naturalize\n")
    deck = read_deck_text(text, "old.dec").deck
    assert deck.name == "Old Burn"
    assert names(deck.entries) == [(20, "Mountain"), (4, "Shock")] and names(deck.sideboard) == [(2, "Naturalize")]


def test_xmage_s_entries_and_key_lines() -> None:
    text = "NAME:X Burn\nAUTHOR:me\n4 [9ED:220] Shock\nSB: 2 [9ED:258] Naturalize\nLAYOUT MAIN:(1,1)|([9ED:220])\n"
    imported = read_deck_text(text, "x.dck")
    assert imported.format == "xmage" and imported.deck.name == "X Burn"
    assert names(imported.deck.entries) == [(4, "Shock")] and names(imported.deck.sideboard) == [(2, "Naturalize")]


@pytest.mark.parametrize("text, line, problem", [
    ("4 Shock\nShock\n", 2, "expected 'N Card Name', got 'Shock'"),
    ("4 Shock\nSB: Naturalize\n", 2, "expected 'N Card Name', got 'SB: Naturalize'"),
    ("Deck\n4 Shock\n-2 Shock\n", 3, "expected 'N Card Name'"),
    ("4 Shock\n0 Mountain\n", 2, "at least 1"),
    ("4 Shock\n4 \n", 2, "expected 'N Card Name'"),
    ("// NAME : nothing\n\n", None, "the deck has no cards"),
])
def test_a_bad_line_names_the_file_line_and_problem(text: str, line: int | None, problem: str) -> None:
    with pytest.raises(DeckError) as exc:
        read_deck_text(text, "bad.txt")
    assert exc.value.line == line and problem in str(exc.value)
    assert str(exc.value).startswith("bad.txt")


def _deck() -> Deck:
    pool = load_pool()
    return Deck(name="Burn", description="Red.\nFast.",
                entries=[(4, pool.get("Shock")), (4, pool.get("Hill Giant")), (20, pool.get("Mountain"))],
                sideboard=[(2, pool.get("Naturalize"))])


def test_plain_text_is_written_with_its_description_limited_and_language() -> None:
    text = write_plain(_deck(), "fr", limited=True).splitlines()
    assert text[:4] == ["Name: Burn", "Description: Red.", "Description: Fast.", "Format: limited"]
    assert "4 Choc" in text and text[-2:] == ["Sideboard", "2 Naturalisation"]
    again = read_deck_text(write_plain(_deck(), limited=True), "again.txt")
    assert again.limited and again.deck.description == "Red.\nFast." and again.deck.entries == _deck().entries


def test_the_other_programs_layouts_are_written() -> None:
    deck = _deck()
    assert write_arena(deck).splitlines()[:5] == ["About", "Name Burn", "", "Deck", "4 Shock (9ED) 220"]
    mws = write_mwdeck(deck).splitlines()
    assert mws.index("// Creatures") < mws.index("    4 [9E] Hill Giant") < mws.index("// Spells")
    assert "// Red." in mws and mws[-1] == "SB:  2 [9E] Naturalize"
    assert write_xmage(deck).splitlines()[:2] == ["NAME:Burn", "4 [9ED:220] Shock"]
    dec = write_dec(deck).splitlines()
    assert dec[0] == "// NAME : Burn" and "        4 [9ED] Shock" in dec and dec[-1] == "SB:  2 [9ED] Naturalize"
    for text, file in ((write_arena(deck), "a.txt"), (write_mwdeck(deck), "m.mwDeck"), (write_xmage(deck), "x.dck"),
                       (write_dec(deck), "d.dec")):
        again = read_deck_text(text, file).deck
        assert sorted(names(again.entries)) == sorted(names(deck.entries)) and again.sideboard == deck.sideboard
