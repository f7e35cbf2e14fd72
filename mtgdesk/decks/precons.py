"""The preconstructed decks shipped with mtgdesk: the ten 60-card decks
(``mtgdesk/decks/data/*.txt``, constructed) and the Ninth Edition's own theme decks as they were
sold in 2005 (``mtgdesk/decks/data/theme/*.txt``: 40 cards, played under the casual deck rules,
``validation.CASUAL``)."""
from __future__ import annotations

from functools import lru_cache
from importlib import resources

from .text import Deck, parse_deck


def _read_folder(folder: str) -> tuple[Deck, ...]:
    root = resources.files("mtgdesk.decks").joinpath(*folder.split("/"))
    out = []
    for entry in sorted(root.iterdir(), key=lambda p: p.name):
        if entry.name.endswith(".txt"):
            out.append(parse_deck(entry.read_text(encoding="utf-8"), f"mtgdesk/decks/{folder}/{entry.name}"))
    return tuple(out)


@lru_cache(maxsize=1)
def precons() -> tuple[Deck, ...]:
    """The ten preconstructed 60-card decks, in file-name order."""
    return _read_folder("data")


@lru_cache(maxsize=1)
def theme_decks() -> tuple[Deck, ...]:
    """The Ninth Edition theme decks as sold (40 cards each), in file-name order: casual decks."""
    return _read_folder("data/theme")


def precon(name: str) -> Deck:
    """The preconstructed deck (one of the ten, or a theme deck) of that name, case-insensitive."""
    wanted = name.casefold()
    every = (*precons(), *theme_decks())
    for d in every:
        if d.name.casefold() == wanted:
            return d
    raise KeyError(f"no preconstructed deck named {name!r}; there are: {', '.join(d.name for d in every)}")


def is_theme_deck(name: str) -> bool:
    """Whether ``name`` is one of the Ninth Edition theme decks (played as a casual deck)."""
    return any(d.name == name for d in theme_decks())
