"""The card pool: every card file under ``mtgdesk/cards/data``, loaded and validated once."""
from __future__ import annotations

from ..problems import FileProblem

import difflib
import re
import tomllib
from functools import lru_cache
from importlib import resources
from collections.abc import Iterable, Iterator

from ..engine.objects import CardDef
from ..engine.registry import register_card_names
from .format import CardFormatError, parse_card


class CardDataError(FileProblem):
    """A card file that can't be loaded: names the file, the line and the problem."""


class UnknownCard(KeyError):
    """A card name the pool doesn't know, with the closest known names."""

    def __init__(self, name: str, suggestions: list[str]) -> None:
        self.name = name
        self.suggestions = suggestions
        hint = f"; did you mean {', '.join(repr(s) for s in suggestions)}?" if suggestions else ""
        super().__init__(f"unknown card {name!r}{hint}")

    def __str__(self) -> str:
        return self.args[0]


def _line_of(text: str, name: str) -> int | None:
    needle = f'name = "{name}"'
    for i, line in enumerate(text.splitlines(), 1):
        if line.strip().startswith(needle):
            return i
    return None


def parse_card_file(text: str, file: str) -> list[CardDef]:
    """Parse one card file's text; errors name ``file``, the line and the card."""
    try:
        data = tomllib.loads(text)
    except tomllib.TOMLDecodeError as exc:
        m = re.search(r"line (\d+)", str(exc))
        raise CardDataError(file, int(m.group(1)) if m else None, f"not valid TOML: {exc}") from None
    set_info = data.get("set", {})
    set_code = set_info.get("code", "")
    cards = data.get("card", [])
    if not isinstance(cards, list):
        raise CardDataError(file, None, "'card' must be an array of tables ([[card]])")
    out = []
    seen: set[str] = set()
    for entry in cards:
        try:
            card = parse_card(entry, set_code)
        except CardFormatError as exc:
            raise CardDataError(file, _line_of(text, exc.card), str(exc)) from None
        if card.name in seen:
            raise CardDataError(file, _line_of(text, card.name), f"{card.name}: defined twice")
        seen.add(card.name)
        out.append(card)
    return out


class CardPool:
    """Every known card by name."""

    def __init__(self, cards: Iterable[CardDef]) -> None:
        self._cards: dict[str, CardDef] = {}
        self._folded: dict[str, str] = {}
        for c in cards:
            self._cards[c.name] = c
            self._folded[c.name.casefold()] = c.name

    def __contains__(self, name: object) -> bool:
        return isinstance(name, str) and name.casefold() in self._folded

    def __iter__(self) -> Iterator[CardDef]:
        return iter(self._cards.values())

    def __len__(self) -> int:
        return len(self._cards)

    @property
    def names(self) -> list[str]:
        return list(self._cards)

    def get(self, name: str) -> CardDef:
        """The card of that name (case-insensitive), or ``UnknownCard`` with suggestions."""
        real = self._folded.get(name.strip().casefold())
        if real is None:
            raise UnknownCard(name, self.closest(name))
        return self._cards[real]

    def closest(self, name: str, n: int = 3) -> list[str]:
        folded = {k: v for k, v in self._folded.items()}
        hits = difflib.get_close_matches(name.casefold(), list(folded), n=n, cutoff=0.5)
        return [folded[h] for h in hits]


def _data_files() -> list[tuple[str, str]]:
    root = resources.files("mtgdesk.cards") / "data"
    out = []
    for entry in sorted(root.iterdir(), key=lambda p: p.name):
        if entry.name.endswith(".toml"):
            out.append((f"mtgdesk/cards/data/{entry.name}", entry.read_text(encoding="utf-8")))
    return out


@lru_cache(maxsize=1)
def load_pool() -> CardPool:
    """The whole card pool, loaded once."""
    cards: list[CardDef] = []
    for file, text in _data_files():
        cards.extend(parse_card_file(text, file))
    register_card_names(cards)  # the names a player may name (CR 201.3)
    return CardPool(cards)

