"""The plain deck format: one ``N Card Name`` entry a line.

Blank lines and lines starting with ``#`` or ``//`` are ignored; ``Name: ...`` and
``Description: ...`` lines (before the first card) name and describe the deck. A line
``Sideboard`` ends the main deck (the sideboard is read but not played).

Read in linear time, with every count checked before use: ASCII digits only, at most
``MAX_COUNT`` a line and ``MAX_CARDS`` in all, lines of at most ``MAX_LINE_CHARS``. The other
deck formats use the same pieces (``read_deck_text``, ``deck_lines``, ``parse_count``,
``Deck.add``) so that every format has the same limits and errors.
"""
from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path

from ..cards import CardPool, UnknownCard, load_pool
from ..engine.objects import CardDef
from ..problems import FileProblem
from ..userfiles import MAX_DECK_CARDS, read_user_text
from .validation import CONSTRUCTED, DeckProblem, DeckRules, deck_problems

#: The largest deck file read (a deck is a few hundred bytes).
MAX_DECK_BYTES = 1024 * 1024
#: The longest line read: the longest card name is a few dozen characters.
MAX_LINE_CHARS = 300
#: Copies of a card on one line, and cards in a deck (main deck and sideboard).
MAX_COUNT = 250
MAX_CARDS = MAX_DECK_CARDS

# ASCII digits only (``\d`` would take "٤" for a 4); possessive, so never backtracking.
_COUNT = re.compile(r"([0-9]++)(?:\s*+[xX](?=\s))?\s++")


class DeckError(FileProblem):
    """A deck file that can't be read: names the file, the line and the problem."""


@dataclass
class Deck:
    """A deck: its name, description and cards (main deck and sideboard), in file order."""

    name: str
    description: str = ""
    entries: list[tuple[int, CardDef]] = field(default_factory=list)
    sideboard: list[tuple[int, CardDef]] = field(default_factory=list)
    #: MTGO's catalogue number of a card's printing, by card name, as a ``.dek`` file gave it
    #: (written back to ``.dek``; a card without one is written with 0).
    mtgo_ids: dict[str, int] = field(default_factory=dict)

    def cards(self) -> list[CardDef]:
        """The main deck as a list of cards, one entry per copy."""
        out: list[CardDef] = []
        for n, card in self.entries:
            out.extend([card] * n)
        return out

    def __len__(self) -> int:
        return sum(n for n, _ in self.entries)

    def add(self, count: int, card: CardDef, file: str, line: int, *, sideboard: bool = False) -> None:
        """Add ``count`` copies; ``DeckError`` past ``MAX_CARDS`` in all."""
        total = len(self) + sum(n for n, _ in self.sideboard) + count
        if total > MAX_CARDS:
            raise DeckError(file, line, f"more than {MAX_CARDS} cards in the deck")
        (self.sideboard if sideboard else self.entries).append((count, card))

    def problems(self, rules: DeckRules = CONSTRUCTED) -> list[DeckProblem]:
        """The deck rules this deck breaks (``validation.deck_problems``); empty if none."""
        return deck_problems(self.entries, self.sideboard, rules)


def read_deck_text(path: str | Path, fallback: str | None = None) -> str:
    """A deck file's text (``userfiles.read_user_text`` with the deck limits; ``fallback``, the
    encoding of a file that isn't UTF-8)."""
    return read_user_text(path, max_bytes=MAX_DECK_BYTES, error=DeckError, fallback=fallback)


def deck_lines(text: str, file: str) -> Iterator[tuple[int, str]]:
    """(line number, stripped line) of each line that is not blank or a comment (``#``, ``//``);
    a line longer than ``MAX_LINE_CHARS`` is a ``DeckError``."""
    for lineno, raw in enumerate(text.splitlines(), 1):
        line = raw.strip()
        if len(line) > MAX_LINE_CHARS:
            raise DeckError(file, lineno, f"the line is too long ({len(line):,} characters; at most {MAX_LINE_CHARS})")
        if line and not line.startswith(("#", "//")):
            yield lineno, line


def parse_count(digits: str, file: str, line: int) -> int:
    """A count of copies: ASCII digits, from 1 to ``MAX_COUNT``, checked before conversion."""
    if not digits.isascii() or not digits.isdigit():
        raise DeckError(file, line, f"a count is written with the digits 0-9, not {digits!r}")
    if len(digits.lstrip("0")) > len(str(MAX_COUNT)) or int(digits) > MAX_COUNT:
        raise DeckError(file, line, f"a count of at most {MAX_COUNT} copies, not {digits[:12]}"
                                    f"{'…' if len(digits) > 12 else ''}")
    count = int(digits)
    if count < 1:
        raise DeckError(file, line, f"a count must be at least 1, got {count}")
    return count


def find_card(pool: CardPool, name: str, file: str, line: int) -> CardDef:
    """The card of that name, or a ``DeckError`` with the closest names."""
    try:
        return pool.get(name)
    except UnknownCard as exc:
        raise DeckError(file, line, str(exc)) from None


def parse_deck(text: str, file: str = "<deck>", pool: CardPool | None = None) -> Deck:
    """Parse deck text; any problem is a ``DeckError`` naming ``file`` and the line."""
    pool = pool or load_pool()
    deck = Deck(name=Path(file).stem)
    sideboard = False
    text = text.removeprefix("\ufeff")
    for lineno, line in deck_lines(text, file):
        low = line.lower()
        if low.startswith("name:"):
            deck.name = line[5:].strip()
            continue
        if low.startswith("description:"):
            deck.description = line[12:].strip()
            continue
        if low in ("sideboard", "sideboard:"):
            sideboard = True
            continue
        m = _COUNT.match(line)
        if not m and line.split(maxsplit=1)[0].isdigit():
            parse_count(line.split(maxsplit=1)[0], file, lineno)  # digits other than 0-9: says so
        if not m or m.end() >= len(line):
            raise DeckError(file, lineno, f"expected 'N Card Name', got {line!r}")
        count = parse_count(m.group(1), file, lineno)
        deck.add(count, find_card(pool, line[m.end():].strip(), file, lineno), file, lineno, sideboard=sideboard)
    if not deck.entries:
        raise DeckError(file, None, "the deck has no cards")
    return deck


def load_deck(path: str | Path, pool: CardPool | None = None) -> Deck:
    """Read and parse a deck file (``read_deck_text``, ``parse_deck``)."""
    return parse_deck(read_deck_text(path), str(path), pool)
