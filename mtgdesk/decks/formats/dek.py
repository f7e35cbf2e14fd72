"""Magic: The Gathering Online's deck files (``.dek``): XML, a ``<Deck>`` holding
``<NetDeckID>``, ``<PreconstructedDeckID>`` and one element a printing,
``<Cards CatID="…" Quantity="4" Sideboard="false" Name="…" />``.

MTGO lists each printing on its own element, so two elements of one name (and side) add up.
``CatID`` is MTGO's catalogue number of the printing: kept when read (the first of a name),
written back, and written as 0 for a card read from elsewhere. The file holds no deck name:
MTGO names a deck by its file.
"""
from __future__ import annotations

from typing import TYPE_CHECKING
from xml.sax.saxutils import quoteattr

from ..text import Deck, DeckError
from .xml_walk import walk_xml

if TYPE_CHECKING:
    from . import DeckBuilder

_ROOT = "Deck"
_HEADER = ('<?xml version="1.0" encoding="utf-8"?>',
           '<Deck xmlns:xsd="http://www.w3.org/2001/XMLSchema" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">',
           "  <NetDeckID>0</NetDeckID>",
           "  <PreconstructedDeckID>0</PreconstructedDeckID>")
#: The largest catalogue number kept (MTGO's are six digits); another is read past.
_MAX_CATID_DIGITS = 9


def read(text: str, builder: DeckBuilder) -> None:
    file = builder.file

    def start(tag: str, attributes: dict[str, str], line: int, depth: int) -> None:
        if depth == 1:
            if tag != _ROOT:
                raise DeckError(file, line, f"expected MTGO's <Deck> element, found <{tag[:40]}>")
            return
        if depth != 2 or tag != "Cards":
            return
        name = attributes.get("Name", "")
        if not name.strip():
            raise DeckError(file, line, "a <Cards> element without a Name")
        if "Quantity" not in attributes:
            raise DeckError(file, line, f"a <Cards> element without a Quantity ({name[:80]})")
        side = attributes.get("Sideboard", "false").strip().lower()
        if side not in ("true", "false"):
            raise DeckError(file, line, f"Sideboard is true or false, not {side[:20]!r}")
        card = builder.add(attributes["Quantity"].strip(), name, line, sideboard=side == "true")
        catid = attributes.get("CatID", "").strip()
        if card is not None and catid.isascii() and catid.isdigit() and len(catid) <= _MAX_CATID_DIGITS:
            if int(catid):
                builder.deck.mtgo_ids.setdefault(card.name, int(catid))

    walk_xml(text, file, start, "an MTGO deck (.dek)")


def write(deck: Deck) -> str:
    out = list(_HEADER)
    for sideboard, entries in ((False, deck.entries), (True, deck.sideboard)):
        out += [f'  <Cards CatID="{deck.mtgo_ids.get(c.name, 0)}" Quantity="{n}" '
                f'Sideboard="{"true" if sideboard else "false"}" Name={quoteattr(c.name)} />' for n, c in entries]
    out.append("</Deck>")
    return "\n".join(out) + "\n"
