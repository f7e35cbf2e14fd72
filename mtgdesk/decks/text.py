"""The plain deck format: one ``N Card Name`` entry a line.

Blank lines and lines starting with ``#`` or ``//`` are ignored; ``Name: ...`` and
``Description: ...`` lines (before the first card) name and describe the deck. A line
``Sideboard`` ends the main deck (the sideboard is read but not played).
"""
from __future__ import annotations

from ..problems import FileProblem

import re
from dataclasses import dataclass, field
from pathlib import Path

from ..cards import CardPool, UnknownCard, load_pool
from ..engine.objects import CardDef

_ENTRY = re.compile(r"^(\d+)\s*x?\s+(.+?)\s*$")


class DeckError(FileProblem):
    """A deck file that can't be read: names the file, the line and the problem."""


@dataclass
class Deck:
    """A deck: its name, description and cards (main deck and sideboard), in file order."""

    name: str
    description: str = ""
    entries: list[tuple[int, CardDef]] = field(default_factory=list)
    sideboard: list[tuple[int, CardDef]] = field(default_factory=list)

    def cards(self) -> list[CardDef]:
        """The main deck as a list of cards, one entry per copy."""
        out: list[CardDef] = []
        for n, card in self.entries:
            out.extend([card] * n)
        return out

    def __len__(self) -> int:
        return sum(n for n, _ in self.entries)


def parse_deck(text: str, file: str = "<deck>", pool: CardPool | None = None) -> Deck:
    """Parse deck text; any problem is a ``DeckError`` naming ``file`` and the line."""
    pool = pool or load_pool()
    deck = Deck(name=Path(file).stem)
    target = deck.entries
    for lineno, raw in enumerate(text.splitlines(), 1):
        line = raw.strip()
        if not line or line.startswith("#") or line.startswith("//"):
            continue
        low = line.lower()
        if low.startswith("name:"):
            deck.name = line[5:].strip()
            continue
        if low.startswith("description:"):
            deck.description = line[12:].strip()
            continue
        if low in ("sideboard", "sideboard:"):
            target = deck.sideboard
            continue
        m = _ENTRY.match(line)
        if not m:
            raise DeckError(file, lineno, f"expected 'N Card Name', got {line!r}")
        count = int(m.group(1))
        if count < 1:
            raise DeckError(file, lineno, f"a count must be at least 1, got {count}")
        try:
            card = pool.get(m.group(2))
        except UnknownCard as exc:
            raise DeckError(file, lineno, str(exc)) from None
        target.append((count, card))
    if not deck.entries:
        raise DeckError(file, None, "the deck has no cards")
    return deck


def load_deck(path: str | Path, pool: CardPool | None = None) -> Deck:
    p = Path(path)
    try:
        text = p.read_text(encoding="utf-8")
    except OSError as exc:
        raise DeckError(str(p), None, f"can't read the file: {exc.strerror or exc}") from None
    except UnicodeDecodeError as exc:
        raise DeckError(str(p), None, f"not UTF-8 text: {exc.reason}") from None
    return parse_deck(text, str(p), pool)
