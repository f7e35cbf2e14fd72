"""Deck files as other programs write them, read and written.

- ``txt``: plain text as mtgdesk, MTG Arena and MTGO write it (``4 Name``, ``4x Name``,
  ``(9ED) 123`` tails, a ``Sideboard`` heading, ``SB:`` prefixes, MTGO's blank line before the
  sideboard); ``arena`` writes Arena's layout (``About``/``Name``, ``Deck``/``Sideboard``, set
  and number).
- ``dec``: Apprentice and Magic Workstation (``//`` comments, ``SB:``, ``[9ED]`` before a name).
- ``mwdeck``: Magic Workstation's ``.mwDeck`` (its header, ``// Lands``-style sections, its own
  set codes such as ``[9E]``, art numbers ``Plains (1)``; old files in Windows-1252).
- ``cod``: Cockatrice's XML (``<cockatrice_deck>``, zones ``main`` and ``side``).
- ``dek``: MTGO's XML (``<Deck>`` of ``<Cards Quantity Sideboard Name CatID>``).
- ``dck``: Forge's sections (``[metadata]`` ``Name=``, ``[Main]``, ``[Sideboard]``, ``Name|SET``).
- ``xmage``: XMage's ``.dck`` (``NAME:``, ``4 [9ED:253] Name``, ``SB:``, ``LAYOUT`` lines): the
  same extension as Forge's, told apart by content.

The format is chosen by the file's content, then its extension. Card names are matched in
English, French or Russian (``names.py``). A card that isn't in the pool is reported with its
line and the closest names (in the interface's language first), and the rest of the deck still
loads; a line that isn't a deck entry at all is a ``DeckError`` naming the file and the line.
"""
from __future__ import annotations

import re
from dataclasses import dataclass, field
from pathlib import Path

from ...cards import UnknownCard
from ...engine.objects import CardDef
from ..names import CardNames, card_names
from ..text import MAX_LINE_CHARS, Deck, DeckError, parse_count
from ..text import read_deck_text as read_user_deck_text

#: What ``write_deck`` can write, by name (``mtgdesk deck --to``).
WRITE_FORMATS = ("txt", "arena", "dec", "cod", "dck", "dek", "mwdeck", "xmage")
#: Extensions and the format they usually hold (``.dck``: Forge's or XMage's, by content).
EXTENSIONS = {".txt": "txt", ".dec": "dec", ".mwdeck": "mwdeck", ".cod": "cod", ".dek": "dek", ".dck": "dck"}
#: The encoding of a text deck file that isn't UTF-8: Windows programs wrote Windows-1252.
LEGACY_ENCODING = "cp1252"
#: Formats whose files say their own encoding (XML): never read in the legacy one.
_XML_FORMATS = ("cod", "dek")

_FORGE_SECTION = re.compile(r"^[ \t]*\[(?:metadata|main)\][ \t]*$", re.IGNORECASE | re.MULTILINE)
# XMage: ``NAME:`` or ``LAYOUT MAIN:`` at the start of a line, or an entry with ``[SET:number]``.
_XMAGE_LINE = re.compile(r"^(?:NAME:|LAYOUT (?:MAIN|SIDEBOARD):"
                         r"|(?:SB:[ \t]*)?[0-9]{1,4}[ \t]+\[[^\]\s:]{1,8}:[^\]\s]{1,12}\])", re.MULTILINE)
_MWS_HEADER = "// deck file for magic workstation"


@dataclass
class ImportedDeck:
    """A deck read from a file: the cards found, the lines naming unknown cards (each a
    ``DeckError`` with its line and the closest names), and whether it is a limited deck
    (CR 100.2b: sealed or draft, whose minimum is 40)."""

    deck: Deck
    unknown: list[DeckError] = field(default_factory=list)
    limited: bool = False
    format: str = "txt"


class DeckBuilder:
    """Collects entries while a reader goes through a file: names resolved in any language,
    counts checked, unknown cards kept as problems."""

    def __init__(self, file: str, names: CardNames | None = None, language: str | None = None) -> None:
        self.file = file
        self.names = names or card_names()
        self.language = language
        self.result = ImportedDeck(Deck(name=Path(file).stem))

    @property
    def deck(self) -> Deck:
        return self.result.deck

    def add(self, digits: str, name: str, line: int, sideboard: bool = False) -> CardDef | None:
        """Add the entry ``digits`` copies of ``name`` (checked by the plain format's
        ``parse_count`` and ``Deck.add``); a second entry for a card adds to the first."""
        count = parse_count(digits, self.file, line)
        if not name.strip():
            raise DeckError(self.file, line, "a card name is missing")
        if len(name) > MAX_LINE_CHARS:  # an XML attribute has no line to be too long
            raise DeckError(self.file, line, f"a card name of {len(name):,} characters; the longest is a few dozen")
        try:
            card = self.names.get(name, self.language)
        except UnknownCard as exc:
            self.result.unknown.append(DeckError(self.file, line, str(exc)))
            return None
        self.deck.add(count, card, self.file, line, sideboard=sideboard)
        entries = self.deck.sideboard if sideboard else self.deck.entries
        first = next(i for i, (_n, c) in enumerate(entries) if c is card)
        if first != len(entries) - 1:
            entries[first] = (entries[first][0] + entries.pop()[0], card)
        return card

    def finish(self) -> ImportedDeck:
        if not self.deck.entries and not self.deck.sideboard and not self.result.unknown:
            raise DeckError(self.file, None, "the deck has no cards")
        return self.result


def detect_format(text: str, file: str = "") -> str:
    """The format of a deck's text (named in this module's docstring): by what the text looks
    like, then by the file's extension."""
    head = text[:2000]
    suffix = Path(file).suffix.lower()
    stripped = head.lstrip().lower()
    if stripped.startswith(("<?xml", "<cockatrice_deck", "<deck", "<!")):
        if "<cockatrice_deck" in head:
            return "cod"
        return "dek" if re.search(r"<Deck[\s>]", head) or suffix == ".dek" else "cod"
    if _FORGE_SECTION.search(head):
        return "dck"
    if stripped.startswith(_MWS_HEADER):
        return "dec" if suffix == ".dec" else "mwdeck"  # Magic Workstation wrote both
    if _XMAGE_LINE.search(head):
        return "xmage"
    fmt = EXTENSIONS.get(suffix, "txt")
    return "xmage" if fmt == "dck" else fmt  # a .dck without Forge's sections is XMage's


def read_deck_text(text: str, file: str = "<deck>", fmt: str | None = None,
                   names: CardNames | None = None, language: str | None = None) -> ImportedDeck:
    """Read a deck from its text; ``DeckError`` (file, line, problem) if it isn't one.
    ``language``: the interface's, whose names come first among the suggestions for an
    unknown card."""
    from . import cod, dck, dek, lines

    fmt = fmt or detect_format(text, file)
    builder = DeckBuilder(file, names, language)
    builder.result.format = fmt
    reader = {"cod": cod.read, "dck": dck.read, "dek": dek.read}.get(fmt, lines.read)
    reader(text, builder)
    return builder.finish()


def read_deck_file(path: str | Path, fmt: str | None = None, language: str | None = None) -> ImportedDeck:
    """Read a deck file of any format, the way every user file is read (``userfiles``: size
    limit, regular files only, a BOM, UTF-16; a text format that isn't UTF-8 in
    Windows-1252, as old Windows programs wrote it)."""
    file = str(path)
    xml = (fmt or EXTENSIONS.get(Path(file).suffix.lower())) in _XML_FORMATS
    text = read_user_deck_text(path, fallback=None if xml else LEGACY_ENCODING)
    return read_deck_text(text, file, fmt, language=language)


def localized_name(card: CardDef, language: str | None) -> str:
    """The card's name in ``language`` (en, fr, ru), as the shipped translations give it."""
    from ..names import translated_names

    if not language or language == "en":
        return card.name
    return translated_names(language).get(card.name, card.name)


def write_deck(deck: Deck, fmt: str = "txt", language: str | None = None, limited: bool = False) -> str:
    """The deck in ``fmt`` (one of ``WRITE_FORMATS``); names in ``language`` where the format
    allows it (plain text: other programs read only English names, so they keep them)."""
    from . import cod, dck, dek, lines

    if fmt == "txt":
        return lines.write_plain(deck, language, limited)
    if fmt == "arena":
        return lines.write_arena(deck)
    if fmt == "dec":
        return lines.write_dec(deck)
    if fmt == "cod":
        return cod.write(deck)
    if fmt == "dck":
        return dck.write(deck)
    if fmt == "dek":
        return dek.write(deck)
    if fmt == "mwdeck":
        return lines.write_mwdeck(deck)
    if fmt == "xmage":
        return lines.write_xmage(deck)
    raise ValueError(f"unknown deck format {fmt!r}; there are: {', '.join(WRITE_FORMATS)}")


__all__ = ["EXTENSIONS", "LEGACY_ENCODING", "WRITE_FORMATS", "DeckBuilder", "ImportedDeck", "detect_format",
           "localized_name", "read_deck_file", "read_deck_text", "write_deck"]
