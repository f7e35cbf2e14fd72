"""XML deck files read safely (decks/formats/xml_walk.py): elements handed on with their line
and depth; document types, entities and deep nesting refused with the file and the line."""
from __future__ import annotations

import pytest

from mtgdesk.decks.formats.xml_walk import MAX_DEPTH, walk_xml
from mtgdesk.decks.text import DeckError


def test_each_element_comes_with_its_attributes_line_and_depth() -> None:
    seen: list[tuple[str, dict[str, str], int, int]] = []
    ends: list[tuple[str, int]] = []
    text: list[str] = []
    walk_xml('<?xml version="1.0" encoding="latin-1"?>\n<deck name="Forêt">\n  <card n="4">Shock</card>\n</deck>\n',
             "d.cod", lambda *a: seen.append(a), "A deck", end=lambda *a: ends.append(a), characters=text.append)
    assert seen == [("deck", {"name": "Forêt"}, 2, 1), ("card", {"n": "4"}, 3, 2)]
    assert ends == [("card", 2), ("deck", 1)] and "Shock" in text


@pytest.mark.parametrize("xml, line, problem", [
    ('<!DOCTYPE d [<!ENTITY a "aaaa">]>\n<d>&a;</d>', 1, "no document type or entity declarations"),
    ('<d>\n<card>\n</d>', 3, "not valid XML: mismatched tag"),
    ("<a>" * (MAX_DEPTH + 1) + "</a>" * (MAX_DEPTH + 1), 1, f"nested more than {MAX_DEPTH} deep"),
    ('<d/>\n<e/>', 2, "not valid XML: junk after document element"),
])
def test_a_bad_file_is_a_deck_error_naming_the_file_and_line(xml: str, line: int, problem: str) -> None:
    with pytest.raises(DeckError) as exc:
        walk_xml(xml, "bad.cod", lambda *a: None, "A Cockatrice deck")
    assert str(exc.value).startswith(f"bad.cod:{line}: ") and problem in str(exc.value)
