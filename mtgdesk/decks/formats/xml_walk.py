"""XML deck files read safely: the standard library's expat parser, driven directly.

A deck file has no use for a document type declaration, so one is refused where it begins:
no entity can then be declared, neither an entity bomb ("billion laughs") nor an external
entity reaching for another file or the network. Nesting is limited, the parse is linear in
the file's length (expat builds no tree), and each element is handed on with its line.
"""
from __future__ import annotations

from collections.abc import Callable
from typing import NoReturn
from xml.parsers import expat

from ..text import DeckError

#: Elements within elements: deck files use three levels.
MAX_DEPTH = 16

#: Called for each element: its tag, its attributes, its line, its depth (the root is 1).
StartElement = Callable[[str, dict[str, str], int, int], None]
#: Called at the end of each element: its tag and its depth.
EndElement = Callable[[str, int], None]


def walk_xml(text: str, file: str, start: StartElement, what: str, *, end: EndElement | None = None,
             characters: Callable[[str], None] | None = None) -> None:
    """Parse ``text`` calling ``start`` for each element, ``end`` at its end and ``characters``
    with its text; any problem is a ``DeckError`` naming ``file`` and the line (``what`` names
    the kind of file in the messages)."""
    # The text is already decoded: the parser is told so, whatever the declaration says.
    parser = expat.ParserCreate(encoding="UTF-8")
    parser.SetParamEntityParsing(expat.XML_PARAM_ENTITY_PARSING_NEVER)
    depth = 0

    def refuse(*_args: object) -> NoReturn:
        raise DeckError(file, parser.CurrentLineNumber,
                        f"{what} has no document type or entity declarations (<!DOCTYPE …>, <!ENTITY …>)")

    def on_start(tag: str, attributes: dict[str, str]) -> None:
        nonlocal depth
        depth += 1
        if depth > MAX_DEPTH:
            raise DeckError(file, parser.CurrentLineNumber, f"elements nested more than {MAX_DEPTH} deep")
        start(tag, attributes, parser.CurrentLineNumber, depth)

    def on_end(tag: str) -> None:
        nonlocal depth
        if end is not None:
            end(tag, depth)
        depth -= 1

    parser.StartDoctypeDeclHandler = refuse
    parser.EntityDeclHandler = refuse
    parser.ExternalEntityRefHandler = refuse
    parser.StartElementHandler = on_start
    parser.EndElementHandler = on_end
    if characters is not None:
        parser.CharacterDataHandler = characters
    try:
        parser.Parse(text.encode("utf-8", "surrogatepass"), True)
    except expat.ExpatError as exc:
        raise DeckError(file, exc.lineno, f"not valid XML: {expat.ErrorString(exc.code)} "
                                          f"(column {exc.offset + 1})") from None
