"""The card pool: the sets installed, each loaded and validated once.

Card data is by set: ``mtgdesk/cards/data/<CODE>/`` holds a set's manifest, ``set.toml`` (its
code, name, release date and booster sheet), and its cards in the other ``.toml`` files of the
folder. The pool is every set found there, oldest first, plus the sets of the folders named in
the environment variable ``MTGDESK_EXTRA_SETS`` (separated by ``os.pathsep``; each folder holds
set folders like the data folder does). The tests install a small set of later cards that way.
"""
from __future__ import annotations

from ..problems import FileProblem

import datetime
import difflib
import os
import re
import tomllib
from dataclasses import dataclass
from functools import lru_cache
from importlib import resources
from importlib.resources.abc import Traversable
from collections.abc import Iterable, Iterator
from pathlib import Path

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
        return str(self.args[0])


def _line_of(text: str, name: str) -> int | None:
    needle = f'name = "{name}"'
    for i, line in enumerate(text.splitlines(), 1):
        if line.strip().startswith(needle):
            return i
    return None


def _line_of_key(text: str, key: str) -> int | None:
    for i, line in enumerate(text.splitlines(), 1):
        if line.strip().startswith(f"{key} ") or line.strip().startswith(f"{key}="):
            return i
    return None


def parse_card_file(text: str, file: str, set_code: str | None = None) -> list[CardDef]:
    """Parse one card file's text; errors name ``file``, the line and the card. The cards are of
    ``set_code`` (the set whose folder holds the file), or of the file's own ``[set]`` table."""
    try:
        data = tomllib.loads(text)
    except tomllib.TOMLDecodeError as exc:
        m = re.search(r"line (\d+)", str(exc))
        raise CardDataError(file, int(m.group(1)) if m else None, f"not valid TOML: {exc}") from None
    set_info = data.get("set", {})
    if not isinstance(set_info, dict):
        raise CardDataError(file, None, "'set' must be a table ([set])")
    own = set_info.get("code")
    if set_code is not None and own is not None and own != set_code:
        raise CardDataError(file, _line_of_key(text, "code"),
                            f"the file says set {own!r}, its folder is set {set_code!r}")
    set_code = set_code if set_code is not None else str(own or "")
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


#: What a booster slot may take cards from: a rarity, or the set's basic lands.
BOOSTER_SHEETS = ("rare", "mythic", "uncommon", "common", "special", "basic")
#: The manifest of a set, in its folder beside the card files.
MANIFEST = "set.toml"
#: Folders of more sets, installed beside the shipped ones (``os.pathsep`` between folders).
EXTRA_SETS_VARIABLE = "MTGDESK_EXTRA_SETS"
#: The set the app's own defaults name (limited play's boosters, the pictures' set).
DEFAULT_SET = "9ED"


@dataclass(frozen=True)
class CardSet:
    """One set: its code, name and release date, what its booster holds, and its cards in the
    order of its files."""

    code: str
    name: str
    released: datetime.date | None
    #: (sheet, count) per booster slot: ``count`` different cards of the sheet (``BOOSTER_SHEETS``).
    booster: tuple[tuple[str, int], ...]
    cards: tuple[CardDef, ...]
    #: Shipped with the app (in its data folder), not installed from ``MTGDESK_EXTRA_SETS``: the
    #: translations the app ships cover the shipped sets' cards.
    shipped: bool = True

    @property
    def pool(self) -> CardPool:
        """This set's cards alone, as a pool (tests of one set load it by name)."""
        return CardPool(self.cards)


def _manifest_problem(file: str, text: str, key: str, problem: str) -> CardDataError:
    return CardDataError(file, _line_of_key(text, key), problem)


def parse_set_manifest(text: str, file: str) -> tuple[str, str, datetime.date | None, tuple[tuple[str, int], ...]]:
    """A set's ``set.toml``: its code, name, release date and booster; errors name the file,
    the line and the problem."""
    try:
        data = tomllib.loads(text)
    except tomllib.TOMLDecodeError as exc:
        m = re.search(r"line (\d+)", str(exc))
        raise CardDataError(file, int(m.group(1)) if m else None, f"not valid TOML: {exc}") from None
    unknown = sorted(set(data) - {"code", "name", "released", "booster"})
    if unknown:
        raise _manifest_problem(file, text, unknown[0], f"unknown key(s) {unknown}")
    code, name, released = data.get("code"), data.get("name"), data.get("released")
    if not isinstance(code, str) or not re.fullmatch(r"[A-Z0-9]{2,6}", code):
        raise _manifest_problem(file, text, "code", f"a set needs a 'code' of 2 to 6 capitals or digits, not {code!r}")
    if not isinstance(name, str) or not name.strip():
        raise _manifest_problem(file, text, "name", "a set needs a 'name'")
    if released is not None and not isinstance(released, datetime.date):
        raise _manifest_problem(file, text, "released", f"'released' must be a date like 2005-07-29, not {released!r}")
    slots = data.get("booster", [])
    booster: list[tuple[str, int]] = []
    if not isinstance(slots, list):
        raise _manifest_problem(file, text, "booster", "'booster' must be a list of { sheet, count } slots")
    for slot in slots:
        sheet = slot.get("sheet") if isinstance(slot, dict) else None
        count = slot.get("count") if isinstance(slot, dict) else None
        if (not isinstance(slot, dict) or set(slot) != {"sheet", "count"} or sheet not in BOOSTER_SHEETS
                or not isinstance(count, int) or isinstance(count, bool) or not 1 <= count <= 20):
            raise _manifest_problem(file, text, "booster",
                                    f"a booster slot is {{ sheet = one of {list(BOOSTER_SHEETS)}, count = 1 to 20 }}, "
                                    f"not {slot!r}")
        booster.append((str(sheet), int(count)))
    return code, name, released, tuple(booster)


def _read(entry: Traversable) -> str:
    return entry.read_text(encoding="utf-8")


def load_set_folder(folder: Traversable, shown: str, shipped: bool = True) -> CardSet:
    """The set in ``folder`` (its ``set.toml`` and card files); ``shown`` is the folder as
    errors name it."""
    manifest = folder / MANIFEST
    code, name, released, booster = parse_set_manifest(_read(manifest), f"{shown}/{MANIFEST}")
    cards: list[CardDef] = []
    seen: dict[str, str] = {}
    for entry in sorted(folder.iterdir(), key=lambda p: p.name):
        if not entry.name.endswith(".toml") or entry.name == MANIFEST:
            continue
        file = f"{shown}/{entry.name}"
        text = _read(entry)
        for card in parse_card_file(text, file, code):
            if card.name in seen:
                raise CardDataError(file, _line_of(text, card.name),
                                    f"{card.name}: defined twice (also in {seen[card.name]})")
            seen[card.name] = file
            cards.append(card)
    return CardSet(code, name, released, booster, tuple(cards), shipped)


def _set_folders(root: Traversable, shown: str) -> Iterator[tuple[Traversable, str]]:
    for entry in sorted(root.iterdir(), key=lambda p: p.name):
        if entry.is_dir() and (entry / MANIFEST).is_file():
            yield entry, f"{shown}/{entry.name}"


def extra_set_folders() -> tuple[str, ...]:
    """The folders named by ``MTGDESK_EXTRA_SETS``, in order."""
    value = os.environ.get(EXTRA_SETS_VARIABLE, "")
    return tuple(part for part in value.split(os.pathsep) if part.strip())


@lru_cache(maxsize=4)
def _load_sets(extra: tuple[str, ...]) -> tuple[CardSet, ...]:
    found = [(entry, shown, True) for entry, shown in _set_folders(resources.files("mtgdesk.cards") / "data",
                                                                   "mtgdesk/cards/data")]
    for folder in extra:
        root = Path(folder)
        if not root.is_dir():
            raise CardDataError(folder, None, f"{EXTRA_SETS_VARIABLE} names a folder that doesn't exist")
        found += [(entry, shown, False) for entry, shown in _set_folders(root, folder)]
    sets: dict[str, CardSet] = {}
    for folder_entry, shown, shipped in found:
        card_set = load_set_folder(folder_entry, shown, shipped)
        if card_set.code in sets:
            raise CardDataError(f"{shown}/{MANIFEST}", None, f"set {card_set.code} is installed twice")
        sets[card_set.code] = card_set
    # Oldest first (a set without a date last), so that a reprint is the pool's card of its first set.
    return tuple(sorted(sets.values(), key=lambda s: (s.released or datetime.date.max, s.code)))


def installed_sets() -> tuple[CardSet, ...]:
    """Every set installed, oldest first: the shipped ones and those of ``MTGDESK_EXTRA_SETS``."""
    return _load_sets(extra_set_folders())


def load_set(code: str) -> CardSet:
    """The installed set of that code (``KeyError`` naming the installed ones if there is none)."""
    for card_set in installed_sets():
        if card_set.code == code.upper():
            return card_set
    raise KeyError(f"no set {code!r} installed; installed: {', '.join(s.code for s in installed_sets())}")


@lru_cache(maxsize=4)
def _pool_of(extra: tuple[str, ...]) -> CardPool:
    cards: list[CardDef] = []
    names: set[str] = set()
    for card_set in _load_sets(extra):
        for card in card_set.cards:
            if card.name not in names:  # a reprint: the card of its first set
                names.add(card.name)
                cards.append(card)
    register_card_names(cards)  # the names a player may name (CR 201.3)
    return CardPool(cards)


def load_pool() -> CardPool:
    """The pool: every card of the installed sets, loaded once (per value of
    ``MTGDESK_EXTRA_SETS``)."""
    return _pool_of(extra_set_folders())


def shipped_pool() -> CardPool:
    """The cards of the sets the app ships (``MTGDESK_EXTRA_SETS`` left out): what its
    translations cover."""
    return _pool_of(())


def forget_loaded() -> None:
    """Drop the loaded sets and pools, so that the next ``load_pool()`` reads the files again
    (benchmarks of a cold load)."""
    _pool_of.cache_clear()
    _load_sets.cache_clear()
