"""Hostile deck files in the formats of MTGO (.dek), Magic Workstation (.mwDeck) and XMage
(.dck): each is refused with an error naming the file, the line and the problem, never a
traceback or a hang, and the file itself is left exactly as it was. (A line naming no card is
reported while the rest loads: tests/decks/formats/test_lines.py.)"""
from __future__ import annotations

import os
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from mtgdesk.decks import DeckError
from mtgdesk.decks.formats import read_deck_file, read_deck_text
from mtgdesk.decks.formats.xml_walk import MAX_DEPTH

FIXTURES = Path(__file__).with_name("fixtures")
DEK_HEAD = '<?xml version="1.0" encoding="utf-8"?>\n<Deck>\n'
BOMB = ('<?xml version="1.0"?>\n<!DOCTYPE Deck [\n <!ENTITY a "aaaaaaaaaa">\n'
        + "".join(f' <!ENTITY {chr(98 + i)} "{("&" + chr(97 + i) + ";") * 10}">\n' for i in range(9))
        + ']>\n<Deck><Cards Quantity="1" Sideboard="false" Name="&j;" /></Deck>\n')


def card(quantity: str = "4", name: str = "Forest", side: str = "false") -> str:
    return f'  <Cards CatID="1" Quantity="{quantity}" Sideboard="{side}" Name="{name}" />\n'


def refused(path: Path) -> DeckError:
    """Read ``path``, which must be refused; the file is the same afterwards, byte for byte."""
    before = path.read_bytes(), path.stat().st_mtime_ns
    with pytest.raises(DeckError) as exc:
        read_deck_file(path)
    assert (path.read_bytes(), path.stat().st_mtime_ns) == before
    assert str(exc.value).startswith(str(path)) and "Traceback" not in str(exc.value)
    return exc.value


HOSTILE = [
    # .dek: MTGO's XML
    ("truncated.dek", (FIXTURES / "mtgo.dek").read_bytes()[:700], 11, "not valid XML: unclosed token"),
    ("binary.dek", bytes(range(256)) * 8, 2, "not UTF-8"),
    ("huge-count.dek", (DEK_HEAD + card() + card("99999999999999999999") + "</Deck>").encode(), 4, "at most 250"),
    ("many-cards.dek", (DEK_HEAD + card("250") * 4 + card("1", "Island") + "</Deck>").encode(), 7, "more than 1000"),
    ("deep.dek", (DEK_HEAD + "<a>\n" * 100_000).encode(), MAX_DEPTH + 2, f"nested more than {MAX_DEPTH}"),
    ("bomb.dek", BOMB.encode(), 2, "no document type or entity declarations"),
    ("external.dek", b'<?xml version="1.0"?>\n<!DOCTYPE Deck [<!ENTITY x SYSTEM "file:///etc/passwd">]>\n'
                     b'<Deck><Cards Quantity="1" Name="&x;" /></Deck>', 2, "no document type"),
    ("undeclared.dek", (DEK_HEAD + card() + card("1", "&x;") + "</Deck>").encode(), 4, "undefined entity"),
    ("long-name.dek", (DEK_HEAD + card("1", "Forest" * 2000) + "</Deck>").encode(), 3, "12,000 characters"),
    ("one-long-line.dek", (DEK_HEAD.replace("\n", "") + card("2", "Forest").strip() * 15_000).encode(), 1,
     "more than 1000"),
    ("latin1.dek", (DEK_HEAD + card() + card("4", "Forêt") + "</Deck>").encode("latin-1"), 4, "not UTF-8"),
    ("utf16-no-bom.dek", (DEK_HEAD + card()).encode("utf-16-le"), 1, "NUL"),
    ("not-mtgo.dek", b'<?xml version="1.0"?>\n<cards><Cards Quantity="4" Name="Forest"/></cards>', 2,
     "expected MTGO's <Deck> element, found <cards>"),
    ("root.dek", b"<Decks>\n<Cards/></Decks>", 1, "expected MTGO's <Deck>"),
    ("no-quantity.dek", (DEK_HEAD + '<Cards Name="Forest"/>\n</Deck>').encode(), 3, "without a Quantity"),
    ("no-name.dek", (DEK_HEAD + '<Cards Quantity="4"/>\n</Deck>').encode(), 3, "without a Name"),
    ("sideboard.dek", (DEK_HEAD + card(side="maybe") + "</Deck>").encode(), 3, "true or false"),
    ("negative.dek", (DEK_HEAD + card("-4") + "</Deck>").encode(), 3, "digits 0-9"),
    # .mwDeck: Magic Workstation
    ("binary.mwDeck", bytes(range(1, 256)) * 8, 2, "not UTF-8"),  # nor Windows-1252: 0x81 is no character
    ("nul.mwDeck", b"// Deck file for Magic Workstation\n    4 [9E] Forest\n\x00\x01\x02", 3, "NUL"),
    ("huge-count.mwDeck", b"    4 [9E] Forest\n    99999999999999 [9E] Forest\n", 2, "at most 250"),
    ("long-line.mwDeck", b"    4 [9E] Forest\n    4 [9E] " + b"Forest " * 1000 + b"\n", 2, "too long"),
    ("undefined-bytes.mwDeck", b"// Deck file\n    4 [9E] For\x81\x8dt\n", 2, "not UTF-8"),
    ("utf16-no-bom.mwDeck", "    4 [9E] Forest\n".encode("utf-16-le"), 1, "NUL"),
    # UTF-8 with a broken byte is not taken for Windows-1252 (every other name would be garbled)
    ("broken-utf8.txt", "4 Forêt\n4 Гора\n4 Mont\xe9\n".encode().replace(b"Mont\xc3\xa9", b"Mont\xe9"), 3,
     "not UTF-8"),
    ("no-count.mwDeck", b"    4 [9E] Forest\nSB: [9E] Naturalize\n", 2, "expected 'N Card Name'"),
    # XMage's .dck
    ("long-line.dck", b"NAME:x\n4 [9ED:347] Forest\n4 [9ED:347] " + b"Forest " * 1000 + b"\n", 3, "too long"),
    ("huge-count.dck", b"NAME:x\n99999999999 [9ED:347] Forest\n", 2, "at most 250"),
    ("binary.dck", b"NAME:x\n" + bytes(range(256)), 3, "not UTF-8"),
    ("nul.dck", b"NAME:x\n4 [9ED:347] Forest\x00\n", 2, "NUL"),
    ("not-an-entry.dck", b"NAME:x\n4 [9ED:347] Forest\nname: x\nForest\n", 4, "expected 'N Card Name'"),
]


@pytest.mark.parametrize("name, data, line, words", HOSTILE, ids=[h[0] for h in HOSTILE])
def test_hostile_files_are_refused_by_line(name: str, data: bytes, line: int, words: str, tmp_path: Path) -> None:
    path = tmp_path / name
    path.write_bytes(data)
    error = refused(path)
    assert (error.line, words in error.problem) == (line, True), error


def test_an_entity_is_never_expanded(tmp_path: Path) -> None:
    """Neither a bomb nor an external entity is read: the DOCTYPE is refused where it begins,
    before any entity is declared (the parser would otherwise expand ``&j;`` to 10**10 a's)."""
    for text in (BOMB, BOMB.replace("<!ENTITY", "<!ENTITY % ")):
        with pytest.raises(DeckError, match="no document type"):
            read_deck_text(text, "bomb.dek")


@pytest.mark.parametrize("suffix", [".dek", ".mwDeck", ".dck"])
def test_folders_pipes_and_devices(suffix: str, tmp_path: Path) -> None:
    folder = tmp_path / f"folder{suffix}"
    folder.mkdir()
    with pytest.raises(DeckError, match="a folder"):
        read_deck_file(folder)
    pipe = tmp_path / f"pipe{suffix}"
    os.mkfifo(pipe)
    with pytest.raises(DeckError, match="pipe"):
        read_deck_file(pipe)  # refused at once: nothing ever writes to it
    with pytest.raises(DeckError, match="device"):
        read_deck_file("/dev/zero", fmt=suffix.lstrip(".").lower())


_DEK_PIECES = st.sampled_from([
    "<Deck>", "</Deck>", "<Cards ", 'Quantity="4" ', 'Quantity="x" ', 'Quantity="999999" ', 'Sideboard="true" ',
    'Name="Forest" ', 'Name="Shock" ', 'Name="Nope" ', 'Name="&amp;" ', 'Name="&x;" ', "/>", ">", "</Cards>", "\n",
    "<!DOCTYPE Deck>", '<!ENTITY a "b">', "<?xml version='1.0'?>", "<a>", "</a>", "<![CDATA[x]]>", "<!-- c -->",
    "\ufeff", "é", "\x00", "]]>", "&", "<",
    # the line formats' pieces: Magic Workstation's and XMage's
    "4 ", "99999 ", "SB: ", "SB:  2 ", "[9E] ", "[9ED:347] ", "[9ED:", "Forest (1)", "(1)", "// Lands", "// Sideboard",
    "// Deck file for Magic Workstation", "NAME:", "LAYOUT MAIN:(1,1)|([9ED:347])", "AUTHOR:x", "\t", "\r\n",
])


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.lists(_DEK_PIECES, max_size=40).map("".join), st.sampled_from(["d.dek", "d.mwDeck", "d.dck"]))
def test_any_text_in_the_new_formats_gives_a_deck_or_a_deck_error(text: str, file: str) -> None:
    try:
        imported = read_deck_text(text, file)
    except DeckError as exc:
        assert exc.file == file
    else:
        assert imported.deck.entries or imported.deck.sideboard or imported.unknown
