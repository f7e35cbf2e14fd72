"""The player's own decks: text files in the ``decks`` folder of the user's data directory
(platformdirs; ``MTGDESK_HOME`` moves it), each written atomically, and the list of every deck
a game can use (the player's and the preconstructed ones, which are read-only)."""
from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path

from ..storage.atomic import atomic_write_text
from ..storage.paths import data_dir
from .formats import ImportedDeck, read_deck_file, write_deck
from .text import Deck, DeckError
from .validation import CASUAL, CONSTRUCTED, LIMITED, DeckRules

DECKS_FOLDER = "decks"
DECK_SUFFIX = ".txt"


def user_decks_dir() -> Path:
    """Where the player's decks live (created by the first save)."""
    return data_dir() / DECKS_FOLDER


@dataclass
class DeckSource:
    """A deck a game can be played with: the deck, where it comes from, and whether the player
    may change it (preconstructed decks open read-only: save a copy to change one)."""

    deck: Deck
    path: Path | None = None
    read_only: bool = False
    limited: bool = False
    problem: str = ""  # why a user deck file couldn't be read (then the deck is empty)
    casual: bool = False  # played under the casual deck rules (the Ninth Edition theme decks)

    @property
    def rules(self) -> DeckRules:
        """The deck rules it is played under: casual, limited or constructed."""
        return CASUAL if self.casual else LIMITED if self.limited else CONSTRUCTED

    @property
    def key(self) -> str:
        """A stable id for settings: ``precon:Name`` or ``user:file-name``."""
        return f"user:{self.path.name}" if self.path is not None else f"precon:{self.deck.name}"


def _slug(name: str) -> str:
    slug = re.sub(r"[^\w\- ]+", "", name, flags=re.UNICODE).strip().replace(" ", "-").lower()
    return slug[:60] or "deck"


def deck_path_for(name: str, keep: Path | None = None) -> Path:
    """A file for a deck named ``name``: ``keep`` if given, else a new name that overwrites
    no other deck."""
    if keep is not None:
        return keep
    folder = user_decks_dir()
    base = _slug(name)
    path = folder / f"{base}{DECK_SUFFIX}"
    n = 2
    while path.exists():
        path = folder / f"{base}-{n}{DECK_SUFFIX}"
        n += 1
    return path


def save_user_deck(deck: Deck, path: Path | None = None, limited: bool = False) -> Path:
    """Write ``deck`` atomically to ``path`` (a new file in the decks folder if None)."""
    target = deck_path_for(deck.name, path)
    atomic_write_text(target, write_deck(deck, "txt", limited=limited))
    return target


def load_user_deck(path: Path, language: str | None = None) -> DeckSource:
    """One deck file of the player's; a file that can't be read gives an empty deck and the
    problem (the file itself is left as it is). ``language``: the interface's, whose card names
    come first in the suggestions for an unknown card."""
    try:
        imported: ImportedDeck = read_deck_file(path, language=language)
    except DeckError as exc:
        return DeckSource(Deck(name=path.stem), path, problem=str(exc))
    problem = "; ".join(str(u) for u in imported.unknown)
    return DeckSource(imported.deck, path, limited=imported.limited, problem=problem)


def user_decks(language: str | None = None) -> list[DeckSource]:
    """The player's decks, by file name."""
    folder = user_decks_dir()
    if not folder.is_dir():
        return []
    return [load_user_deck(p, language) for p in sorted(folder.glob(f"*{DECK_SUFFIX}")) if p.is_file()]


def all_decks(language: str | None = None) -> list[DeckSource]:
    """Every deck a game can use: the player's first, then the ten preconstructed ones, then the
    Ninth Edition theme decks (casual). It reads every file in the decks folder: the interface
    calls it off its own thread (``ui.decks.deck_loader``)."""
    from .precons import precons, theme_decks

    return ([d for d in user_decks(language) if not d.problem] + [DeckSource(d, read_only=True) for d in precons()]
            + [DeckSource(d, read_only=True, casual=True) for d in theme_decks()])
