"""The preconstructed decks shipped with mtgdesk (``mtgdesk/decks/data/*.txt``)."""
from __future__ import annotations

from functools import lru_cache
from importlib import resources

from .text import Deck, parse_deck


@lru_cache(maxsize=1)
def precons() -> tuple[Deck, ...]:
    """Every preconstructed deck, in file-name order."""
    root = resources.files("mtgdesk.decks") / "data"
    out = []
    for entry in sorted(root.iterdir(), key=lambda p: p.name):
        if entry.name.endswith(".txt"):
            out.append(parse_deck(entry.read_text(encoding="utf-8"), f"mtgdesk/decks/data/{entry.name}"))
    return tuple(out)


def precon(name: str) -> Deck:
    """The preconstructed deck of that name (or file stem), case-insensitive."""
    wanted = name.casefold()
    for d in precons():
        if d.name.casefold() == wanted:
            return d
    raise KeyError(f"no preconstructed deck named {name!r}; there are: {', '.join(d.name for d in precons())}")
