"""Deck lists a line per entry: mtgdesk's plain text, MTG Arena's and MTGO's exports, the
``.dec`` files of Apprentice, Magic Workstation's ``.dec`` and ``.mwDeck``, and XMage's ``.dck``.

One reader takes them all. A line is ``[SB:] N[x] [\\[SET\\]] Card Name [(SET) number]``;
headings (``Deck``, ``Sideboard``, ``About``/``Name …``), ``Name:``/``Description:``/``Format:``
lines, ``#`` and ``//`` comments (``// NAME : …`` names a ``.dec`` deck; Magic Workstation's
``// Lands``, ``// Creatures``, ``// Spells`` and ``// Sideboard`` head its sections) are
understood. MTGO writes no heading: its sideboard is the second block of cards after a blank
line, so when a file has no sideboard marker and exactly two blocks of cards, the second is
the sideboard.

- Magic Workstation writes its own set codes (``[9E]`` for ``[9ED]``) and an art number after
  a basic land (``Plains (1)``); both are read past. Its old files are in Windows-1252.
- XMage writes ``NAME:…``, ``4 [9ED:253] Card Name``, ``SB: 2 [9ED:258] Card Name`` and then
  ``LAYOUT MAIN:…``/``LAYOUT SIDEBOARD:…`` lines (how its editor laid the cards out, as long
  as the deck) that are read past, as are its other ``KEY:`` lines.
"""
from __future__ import annotations

import re
from typing import TYPE_CHECKING

from ..text import _COUNT as COUNT_PREFIX
from ..text import MAX_LINE_CHARS, Deck, DeckError

if TYPE_CHECKING:
    from . import DeckBuilder

# A set before the name: ``[9ED]``, Magic Workstation's ``[9E]``, XMage's ``[9ED:253]``.
_SET_BEFORE = re.compile(r"\[[^\]\s]{1,24}\]\s*")
_ARENA_TAIL = re.compile(r"\s+\([A-Za-z0-9_]{2,8}\)(\s+[A-Za-z0-9*★-]{1,10})?\s*$")
# Magic Workstation's art number: ``Plains (1)``.
_ART_NUMBER = re.compile(r"\s+\([0-9]{1,3}\)$")
# XMage's lines other than entries (``LAYOUT MAIN:…``, ``AUTHOR:…``); ``NAME:`` names the deck.
_XMAGE_KEY = re.compile(r"[A-Z][A-Z ]{0,30}:")
#: Magic Workstation's section comments for the main deck.
_MWS_MAIN_SECTIONS = {"lands", "creatures", "spells", "other spells", "main", "maindeck"}
_FORGE_TAIL = re.compile(r"\|.*$")
_MAIN_HEADINGS = {"deck", "main", "maindeck", "main deck", "mainboard", "commander", "companion"}
_SIDE_HEADINGS = {"sideboard", "side", "side board"}
_HEADER_KEYS = ("name", "description", "format")


def _heading(line: str) -> str | None:
    word = line.strip().rstrip(":").strip().lower()
    if word in _MAIN_HEADINGS:
        return "main"
    if word in _SIDE_HEADINGS:
        return "side"
    if word == "about":
        return "about"
    return None


def _card_line(line: str) -> tuple[bool, str] | None:
    """(sideboard marker, the rest) if ``line`` looks like an entry, else None."""
    side = False
    if line[:3].upper() == "SB:":
        side, line = True, line[3:].strip()
    return (side, line) if line[:1].isdigit() else None


def _mtgo_sideboard_start(lines: list[str]) -> int | None:
    """The index where MTGO's unmarked sideboard begins, if the file is laid out that way."""
    blocks: list[int] = []
    previous_blank = True
    for i, raw in enumerate(lines):
        line = raw.strip()
        if not line:
            previous_blank = True
            continue
        if line.startswith(("#", "//")):
            continue
        if _heading(line) or line.lower().startswith(tuple(k + ":" for k in _HEADER_KEYS)):
            return None  # a file with headings says where its sideboard is
        entry = _card_line(line)
        if entry is None:
            return None
        if entry[0]:
            return None  # SB: prefixes mark the sideboard
        if previous_blank:
            blocks.append(i)
        previous_blank = False
    return blocks[1] if len(blocks) == 2 else None


def read(text: str, builder: DeckBuilder) -> None:
    """Read the entries of ``text`` into ``builder``."""
    file, deck = builder.file, builder.deck
    xmage = builder.result.format == "xmage"
    lines = text.splitlines()
    mtgo_side = None if xmage else _mtgo_sideboard_start(lines)
    zone = "main"
    descriptions: list[str] = []
    for index, raw in enumerate(lines):
        lineno = index + 1
        if xmage and (m := _XMAGE_KEY.match(raw)) and m.group(0) not in ("NAME:", "SB:"):
            continue  # a LAYOUT line is as long as the deck: read past before its length is checked
        line = raw.strip().replace("\t", " ")
        if len(line) > MAX_LINE_CHARS:
            raise DeckError(file, lineno, f"the line is too long ({len(line):,} characters; at most {MAX_LINE_CHARS})")
        if index == mtgo_side:
            zone = "side"
        if not line:
            continue
        if line.startswith("//"):
            comment = line[2:].strip()
            key, _, value = comment.partition(":")
            if key.strip().upper() == "NAME" and value.strip():
                deck.name = value.strip()
            elif comment.lower() in _SIDE_HEADINGS:
                zone = "side"
            elif comment.lower() in _MWS_MAIN_SECTIONS:
                zone = "main"
            continue
        if line.startswith("#"):
            continue
        heading = _heading(line)
        if heading:
            zone = heading
            continue
        if zone == "about":
            if line.lower().startswith("name "):
                deck.name = line[5:].strip()
            continue
        key, colon, value = line.partition(":")
        if colon and key.strip().lower() in _HEADER_KEYS:
            k = key.strip().lower()
            if k == "name":
                deck.name = value.strip()
            elif k == "description":
                descriptions.append(value.strip())
            else:
                builder.result.limited = value.strip().lower() == "limited"
            continue
        entry = _card_line(line)
        m = COUNT_PREFIX.match(entry[1]) if entry else None
        if entry is None or m is None:
            raise DeckError(file, lineno, f"expected 'N Card Name', got {line[:80]!r}")
        name = _SET_BEFORE.sub("", entry[1][m.end():], count=1)
        name = _ART_NUMBER.sub("", _FORGE_TAIL.sub("", _ARENA_TAIL.sub("", name)).strip())
        builder.add(m.group(1), name, lineno, sideboard=entry[0] or zone == "side")
    if descriptions:
        deck.description = "\n".join(descriptions)


def _entries(deck: Deck, sideboard: bool) -> list[tuple[int, str, str, str]]:
    """(count, name, set code, collector number) of one part of the deck."""
    return [(n, c.name, c.set_code, c.number) for n, c in (deck.sideboard if sideboard else deck.entries)]


def write_plain(deck: Deck, language: str | None = None, limited: bool = False) -> str:
    """mtgdesk's own text: ``Name:``, ``Description:`` (a line each), ``4 Card Name``, then a
    ``Sideboard`` heading; readable by Arena and MTGO too (they skip what they don't know)."""
    from . import localized_name

    out = [f"Name: {deck.name}"]
    out += [f"Description: {line}" for line in deck.description.splitlines() if line.strip()]
    if limited:
        out.append("Format: limited")
    out += [f"{n} {localized_name(c, language)}" for n, c in deck.entries]
    if deck.sideboard:
        out.append("")
        out.append("Sideboard")
        out += [f"{n} {localized_name(c, language)}" for n, c in deck.sideboard]
    return "\n".join(out) + "\n"


def write_arena(deck: Deck) -> str:
    """MTG Arena's export: ``About``/``Name``, ``Deck``, ``Sideboard``, ``4 Name (SET) 123``."""
    out = ["About", f"Name {deck.name}", "", "Deck"]
    out += [f"{n} {name} ({code}) {number}" for n, name, code, number in _entries(deck, False)]
    if deck.sideboard:
        out += ["", "Sideboard"]
        out += [f"{n} {name} ({code}) {number}" for n, name, code, number in _entries(deck, True)]
    return "\n".join(out) + "\n"


#: Magic Workstation's own set codes, where they differ from the usual ones.
MWS_SET_CODES = {"9ED": "9E"}


def write_mwdeck(deck: Deck) -> str:
    """Magic Workstation's ``.mwDeck``: its header comment, ``// NAME :``, the main deck in
    ``// Lands``, ``// Creatures`` and ``// Spells`` sections of ``    4 [9E] Card Name`` (its own
    set codes), then ``SB:`` lines."""
    out = ["// Deck file for Magic Workstation (http://www.magicworkstation.com)", f"// NAME : {deck.name}"]
    out += [f"// {line}" for line in deck.description.splitlines() if line.strip()]
    sections: dict[str, list[str]] = {"Lands": [], "Creatures": [], "Spells": []}
    for n, card in deck.entries:
        section = "Lands" if card.is_land else "Creatures" if card.is_type("Creature") else "Spells"
        sections[section].append(f"    {n} [{MWS_SET_CODES.get(card.set_code, card.set_code)}] {card.name}")
    for section, entries in sections.items():
        if entries:
            out += ["", f"// {section}", *entries]
    if deck.sideboard:
        out += ["", "// Sideboard"]
        out += [f"SB:  {n} [{MWS_SET_CODES.get(c.set_code, c.set_code)}] {c.name}" for n, c in deck.sideboard]
    return "\n".join(out) + "\n"


def write_xmage(deck: Deck) -> str:
    """XMage's ``.dck``: ``NAME:``, ``4 [9ED:253] Card Name``, ``SB: 2 [9ED:258] Card Name`` (its
    editor lays the cards out anew when a file has no ``LAYOUT`` lines)."""
    out = [f"NAME:{deck.name}"]
    out += [f"{n} [{code}:{number}] {name}" for n, name, code, number in _entries(deck, False)]
    out += [f"SB: {n} [{code}:{number}] {name}" for n, name, code, number in _entries(deck, True)]
    return "\n".join(out) + "\n"


def write_dec(deck: Deck) -> str:
    """Magic Workstation's ``.dec``: ``// NAME :`` and the entries with their set before the name."""
    out = [f"// NAME : {deck.name}"]
    out += [f"// {line}" for line in deck.description.splitlines() if line.strip()]
    out += [f"        {n} [{code}] {name}" for n, name, code, _ in _entries(deck, False)]
    out += [f"SB:  {n} [{code}] {name}" for n, name, code, _ in _entries(deck, True)]
    return "\n".join(out) + "\n"
