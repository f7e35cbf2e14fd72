"""Cockatrice's deck files (``.cod``): XML, ``<cockatrice_deck version="1">`` holding
``<deckname>``, ``<comments>`` and ``<zone name="main|side">`` elements of
``<card number="4" name="…"/>`` (Cockatrice's published schema; other zones, such as
``tokens``, and attributes such as ``setShortName`` are read past). Read with ``xml_walk``:
no document type or entity declarations, each card's line known."""
from __future__ import annotations

from typing import TYPE_CHECKING
from xml.sax.saxutils import escape, quoteattr

from ..text import Deck, DeckError
from .xml_walk import walk_xml

if TYPE_CHECKING:
    from . import DeckBuilder


def read(text: str, builder: DeckBuilder) -> None:
    file = builder.file
    deck = builder.deck
    texts: dict[str, list[str]] = {"deckname": [], "comments": []}
    within: list[str | None] = [None, None]  # the <deckname> or <comments>, and the zone, being read

    def start(tag: str, attributes: dict[str, str], line: int, depth: int) -> None:
        if depth == 1:
            if tag != "cockatrice_deck":
                raise DeckError(file, line, f"expected a <cockatrice_deck> element, found <{tag[:40]}>")
        elif depth == 2:
            within[:] = [tag if tag in texts else None, attributes.get("name", "") if tag == "zone" else None]
        elif depth == 3 and tag == "card" and within[1] in ("main", "side"):
            builder.add(attributes.get("number", "1").strip(), attributes.get("name", ""), line,
                        sideboard=within[1] == "side")

    def end(_tag: str, depth: int) -> None:
        if depth == 2:
            within[:] = [None, None]

    def characters(data: str) -> None:
        if within[0] is not None:
            texts[within[0]].append(data)

    walk_xml(text, file, start, "a Cockatrice deck (.cod)", end=end, characters=characters)
    deck.name = "".join(texts["deckname"]).strip() or deck.name
    deck.description = "".join(texts["comments"]).strip()


def write(deck: Deck) -> str:
    out = ['<?xml version="1.0" encoding="UTF-8"?>', '<cockatrice_deck version="1">',
           f"    <deckname>{escape(deck.name)}</deckname>",
           f"    <comments>{escape(deck.description)}</comments>"]
    for zone, entries in (("main", deck.entries), ("side", deck.sideboard)):
        if not entries:
            continue
        out.append(f'    <zone name="{zone}">')
        out += [f"        <card number=\"{n}\" name={quoteattr(c.name)}/>" for n, c in entries]
        out.append("    </zone>")
    out.append("</cockatrice_deck>")
    return "\n".join(out) + "\n"
