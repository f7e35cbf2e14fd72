"""The computer's personalities, as data (issue 34): ``personalities.toml``.

A personality is a set of parameters of the same search (as Forge's AI profiles are): how it
values its own life, the opponent's life, cards and board (factors of the evaluation's fitted
weights, ``evaluate.WEIGHTS``), how readily it believes an attack tells of a trick, whether it
keeps a counterspell's mana open, and what it likes in a deck when it chooses one
(``choose_deck``). A difficulty level (``levels.py``) says how long it thinks; a personality,
how it judges what it finds.

``load_personalities(path)`` reads and checks a file: a malformed one raises ``FileProblem``
naming the file, the line and the problem (an unknown key, a value of the wrong type or out of
range, a TOML syntax error), never a traceback of its own.
"""
from __future__ import annotations

import random
import re
import tomllib
from dataclasses import dataclass, fields
from functools import lru_cache
from importlib import resources
from pathlib import Path
from typing import Any

from ..problems import FileProblem
from .evaluate import FEATURES, WEIGHTS

#: The personality a computer player has unless told otherwise.
DEFAULT_PERSONALITY = "balanced"
_LIFE = ("life", "low_life")
_BOARD = ("lands", "creatures", "power", "toughness", "keywords", "other_permanents")


@dataclass(frozen=True)
class Personality:
    """One personality's parameters (``personalities.toml`` says what each means)."""

    name: str
    life: float = 1.0
    aggression: float = 1.0
    cards: float = 1.0
    board: float = 1.0
    read_tells: int = 4
    hold_counters: bool = True
    deck_creatures: float = 0.0
    deck_curve: float = 0.0
    deck_instants: float = 0.0

    def weights(self) -> tuple[tuple[float, ...], tuple[float, ...]]:
        """The evaluation's weights of the player's own side and of the opponent's, in
        ``evaluate.FEATURES`` order: the fitted weights times this personality's factors."""
        mine, theirs = [], []
        for f in FEATURES:
            w = WEIGHTS[f]
            if f in _LIFE:
                mine.append(w * self.life)
                theirs.append(w * self.aggression)
            elif f == "cards_in_hand":
                mine.append(w * self.cards)
                theirs.append(w * self.cards)
            elif f in _BOARD:
                mine.append(w * self.board)
                theirs.append(w * self.board)
            else:
                mine.append(w)
                theirs.append(w)
        return tuple(mine), tuple(theirs)


#: Each key's kind and allowed range.
_RANGES: dict[str, tuple[type, float, float]] = {
    "life": (float, 0.1, 5.0), "aggression": (float, 0.1, 5.0), "cards": (float, 0.1, 5.0),
    "board": (float, 0.1, 5.0), "read_tells": (int, 1, 8), "hold_counters": (bool, 0, 1),
    "deck_creatures": (float, -1.0, 1.0), "deck_curve": (float, -1.0, 1.0), "deck_instants": (float, -1.0, 1.0),
}
assert set(_RANGES) == {f.name for f in fields(Personality)} - {"name"}


def _line_of(text: str, section: str, key: str | None = None) -> int | None:
    """The line of ``[section]`` (or of ``key`` in it) in ``text``, for an error message."""
    in_section = False
    for n, line in enumerate(text.splitlines(), 1):
        stripped = line.strip()
        if stripped.startswith("["):
            in_section = stripped.strip("[] ") == section
            if in_section and key is None:
                return n
        elif in_section and key is not None and re.match(rf"{re.escape(key)}\s*=", stripped):
            return n
    return None


def parse_personalities(text: str, file: str) -> dict[str, Personality]:
    """The personalities of a ``personalities.toml`` text; ``FileProblem`` for a bad one."""
    try:
        data = tomllib.loads(text)
    except tomllib.TOMLDecodeError as exc:
        match = re.search(r"line (\d+)", str(exc))
        raise FileProblem(file, int(match.group(1)) if match else None, f"not valid TOML: {exc}") from None
    if not data:
        raise FileProblem(file, None, "no personality in the file")
    out: dict[str, Personality] = {}
    for name, table in data.items():
        if not isinstance(table, dict):
            raise FileProblem(file, _line_of(text, name) or _first_line(text, name),
                              f"{name!r} must be a table of parameters ([{name}])")
        values: dict[str, Any] = {}
        for key, value in table.items():
            line = _line_of(text, name, key)
            if key not in _RANGES:
                raise FileProblem(file, line, f"unknown parameter {key!r} in [{name}]; the parameters are: "
                                  + ", ".join(_RANGES))
            kind, low, high = _RANGES[key]
            if kind is bool:
                if not isinstance(value, bool):
                    raise FileProblem(file, line, f"{key} in [{name}] must be true or false, not {value!r}")
            elif isinstance(value, bool) or not isinstance(value, (int, float)) or \
                    kind is int and not isinstance(value, int):
                what = "a whole number" if kind is int else "a number"
                raise FileProblem(file, line, f"{key} in [{name}] must be {what}, not {value!r}")
            elif not low <= value <= high:
                raise FileProblem(file, line, f"{key} in [{name}] must be between {low:g} and {high:g}, not {value!r}")
            values[key] = float(value) if kind is float else value
        out[name] = Personality(name, **values)
    return out


def _first_line(text: str, name: str) -> int | None:
    for n, line in enumerate(text.splitlines(), 1):
        if re.match(rf"{re.escape(name)}\s*=", line.strip()):
            return n
    return None


def load_personalities(path: str | Path) -> dict[str, Personality]:
    """Read and check a personalities file (``FileProblem`` names the file and line)."""
    p = Path(path)
    try:
        text = p.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as exc:
        raise FileProblem(str(p), None, f"can't be read: {exc}") from None
    return parse_personalities(text, str(p))


@lru_cache(maxsize=1)
def personalities() -> dict[str, Personality]:
    """The shipped personalities (``mtgdesk/ai/personalities.toml``)."""
    entry = resources.files("mtgdesk.ai").joinpath("personalities.toml")
    return parse_personalities(entry.read_text(encoding="utf-8"), "mtgdesk/ai/personalities.toml")


def personality(name: str) -> Personality:
    """The named personality; ``KeyError`` names the personalities for an unknown one."""
    known = personalities()
    if name not in known:
        raise KeyError(f"unknown personality {name!r}; the personalities are: {', '.join(known)}")
    return known[name]


# ---------------------------------------------------------------------- the computer's deck


def deck_traits(cards: list[Any]) -> tuple[float, float, float]:
    """A deck's (creature share, low curve, instant share) of its nonland cards, each in 0..1:
    low curve is 1 for an average mana value of 1 or less, 0 for 5 or more."""
    spells = [c for c in cards if not c.is_land]
    if not spells:
        return 0.0, 0.0, 0.0
    creatures = sum(1 for c in spells if "Creature" in c.types) / len(spells)
    instants = sum(1 for c in spells if c.instant_speed) / len(spells)
    average = sum(float(c.mana_cost.mana_value) for c in spells) / len(spells)
    curve = min(1.0, max(0.0, (5.0 - average) / 4.0))
    return creatures, curve, instants


def deck_liking(who: Personality, cards: list[Any]) -> float:
    """How much ``who`` likes a deck: its traits weighted by the personality's tastes."""
    creatures, curve, instants = deck_traits(cards)
    return who.deck_creatures * creatures + who.deck_curve * curve + who.deck_instants * instants


def choose_deck(who: Personality, decks: list[Any], rng: random.Random) -> Any:
    """"The computer chooses": one of ``decks`` (objects with ``cards()``) that suits ``who``,
    drawn among the three it likes best (so that it doesn't always play the same one)."""
    if not decks:
        raise ValueError("no deck to choose from")
    ranked = sorted(decks, key=lambda d: -deck_liking(who, d.cards()))
    return ranked[rng.randrange(min(3, len(ranked)))]
