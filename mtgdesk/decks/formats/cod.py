"""Cockatrice's deck files (``.cod``): XML, ``<cockatrice_deck version="1">`` holding
``<deckname>``, ``<comments>`` and ``<zone name="main|side">`` elements of
``<card number="4" name="…"/>`` (Cockatrice's published schema; other zones, such as
``tokens``, and attributes such as ``setShortName`` are read past)."""
from __future__ import annotations

import xml.etree.ElementTree as ET
from typing import TYPE_CHECKING
from xml.sax.saxutils import escape, quoteattr

from ..text import Deck, DeckError

if TYPE_CHECKING:
    from . import DeckBuilder


def _line_of(text: str, name: str) -> int | None:
    """The line of the first ``name="…"`` attribute with this value (ElementTree keeps none)."""
    needle = f"name={quoteattr(name)}"
    for i, line in enumerate(text.splitlines(), 1):
        if needle in line or f"name='{name}'" in line:
            return i
    return None


def read(text: str, builder: DeckBuilder) -> None:
    if "<!DOCTYPE" in text or "<!ENTITY" in text:
        raise DeckError(builder.file, None, "a Cockatrice deck has no document type or entity declarations")
    try:
        root = ET.fromstring(text)
    except ET.ParseError as exc:
        line = exc.position[0] if exc.position else None
        raise DeckError(builder.file, line, f"not valid XML: {exc}") from None
    if root.tag != "cockatrice_deck":
        raise DeckError(builder.file, 1, f"expected a <cockatrice_deck> element, found <{root.tag}>")
    deck = builder.deck
    deck.name = (root.findtext("deckname") or "").strip() or deck.name
    deck.description = (root.findtext("comments") or "").strip()
    for zone in root.findall("zone"):
        zone_name = zone.get("name", "")
        if zone_name not in ("main", "side"):
            continue
        for card in zone.findall("card"):
            name = card.get("name", "")
            builder.add(card.get("number", "1").strip(), name, _line_of(text, name) or 0,
                        sideboard=zone_name == "side")


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
