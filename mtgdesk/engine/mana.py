"""Mana, mana symbols, mana costs and paying them (CR 106, 107.4, 118, 601.2f-h).

Mana is counted per type in a fixed order: white, blue, black, red, green, colourless
(CR 106.1a-b). A pool is a list of six counts.
"""
from __future__ import annotations

import re
from functools import cache
from dataclasses import dataclass, field
from collections.abc import Iterable, Sequence

#: Mana types in a fixed order (CR 106.1): five colours and colourless.
MANA_TYPES: tuple[str, ...] = ("W", "U", "B", "R", "G", "C")
COLORS: tuple[str, ...] = ("W", "U", "B", "R", "G")
COLOR_NAMES: dict[str, str] = {"W": "white", "U": "blue", "B": "black", "R": "red", "G": "green"}
INDEX: dict[str, int] = {t: i for i, t in enumerate(MANA_TYPES)}

_SYMBOL = re.compile(r"\{([^{}]+)\}")


class ManaSyntaxError(ValueError):
    """A mana cost or symbol string that is not well formed (CR 107.4)."""


@dataclass(frozen=True)
class ManaCost:
    """A mana cost (CR 107.4, 202.1): generic, coloured and colourless symbols, and X.

    ``colored`` holds the counts of {W}{U}{B}{R}{G} and {C} in ``MANA_TYPES`` order.
    """

    generic: int = 0
    colored: tuple[int, int, int, int, int, int] = (0, 0, 0, 0, 0, 0)
    x: int = 0
    text: str = field(default="", compare=False)
    #: "Spend only black mana on X." (CR 107.3a): the type of mana X must be paid with, or None.
    x_only: str | None = None
    #: Mana value, X counting as 0 off the stack (CR 202.3): worked out as the cost is made.
    mana_value: int = field(default=0, init=False, compare=False, repr=False)
    _printed: str | None = field(default=None, init=False, compare=False, repr=False)  # ``printed``

    def __post_init__(self) -> None:
        # (Not cached_property: compiled by mypyc, a native class has no __dict__ to cache in; and
        # compiled, the defaults of the fields __init__ doesn't take are not set: both set here.)
        object.__setattr__(self, "mana_value", self.generic + sum(self.colored))
        object.__setattr__(self, "_printed", None)

    @classmethod
    def parse(cls, text: str) -> "ManaCost":
        """Parse ``"{2}{W}{W}"``, ``"{X}{R}"`` or ``""`` (no cost)."""
        text = text.strip()
        generic = 0
        colored = [0] * 6
        x = 0
        pos = 0
        for m in _SYMBOL.finditer(text):
            if m.start() != pos:
                raise ManaSyntaxError(f"unexpected text {text[pos:m.start()]!r} in mana cost {text!r}")
            pos = m.end()
            sym = m.group(1)
            if sym.isdigit():
                generic += int(sym)
            elif sym in INDEX:
                colored[INDEX[sym]] += 1
            elif sym == "X":
                x += 1
            else:
                raise ManaSyntaxError(f"unknown mana symbol {{{sym}}} in {text!r}")
        if pos != len(text):
            raise ManaSyntaxError(f"unexpected text {text[pos:]!r} in mana cost {text!r}")
        return cls(generic, tuple(colored), x, text)  # type: ignore[arg-type]

    @property
    def colors(self) -> frozenset[str]:
        """The colours of the symbols in this cost (CR 105.2, 202.2)."""
        return frozenset(c for c, n in zip(COLORS, self.colored) if n)

    def symbols(self) -> list[str]:
        """The cost as symbols in the usual printed order: X, generic, then coloured."""
        out = ["X"] * self.x
        if self.generic or not (self.x or any(self.colored)):
            if self.generic or self.text:
                out.append(str(self.generic))
        for t, n in zip(MANA_TYPES, self.colored):
            if t == "C":
                continue
            out.extend([t] * n)
        out.extend(["C"] * self.colored[5])
        return out

    def __str__(self) -> str:
        return self.printed

    @property
    def printed(self) -> str:
        """The cost in symbols, ``"{2}{W}{W}"`` (worked out once: refusals quote it often)."""
        found = self._printed
        if found is None:
            if not self.text and not self.generic and not any(self.colored) and not self.x:
                found = ""
            else:
                found = "".join("{" + s + "}" for s in self.symbols())
            object.__setattr__(self, "_printed", found)
        return found

    def with_x(self, x: int, color: str | None = None) -> "ManaCost":
        """The cost to pay once X is chosen (CR 107.3a, 601.2f); ``color`` (or the card's
        ``x_only``): "Spend only black mana on X" (CR 107.3, 601.2g): X is then that many mana
        of that colour."""
        if not self.x and self.x_only is None and (self.generic or any(self.colored)):
            return self  # no X: the same cost (and its ``printed``, worked out once)
        color = color or self.x_only
        if color is None or not self.x:
            return ManaCost(self.generic + x * self.x, self.colored, 0)
        colored = list(self.colored)
        colored[INDEX[color]] += x * self.x
        return ManaCost(self.generic, tuple(colored), 0)  # type: ignore[arg-type]

    def plus(self, other: "ManaCost") -> "ManaCost":
        """Total cost with an additional cost (CR 601.2f)."""
        return ManaCost(
            self.generic + other.generic,
            tuple(a + b for a, b in zip(self.colored, other.colored)),  # type: ignore[arg-type]
            self.x + other.x,
            x_only=self.x_only or other.x_only,
        )

    def is_free(self) -> bool:
        return not self.mana_value and not self.x


NO_COST = ManaCost()


@cache
def parse_mana(text: str) -> tuple[int, ...]:
    """Parse mana to be added, ``"{G}"`` or ``"{C}{C}"``, into counts per type (CR 106.4)."""
    counts = [0] * 6
    cost = ManaCost.parse(text)
    if cost.generic or cost.x:
        raise ManaSyntaxError(f"{text!r} is not mana that can be added")
    for i, n in enumerate(cost.colored):
        counts[i] += n
    return tuple(counts)


def pool_total(pool: Sequence[int]) -> int:
    return sum(pool)


def pay_from_pool(pool: Sequence[int], cost: ManaCost) -> list[int] | None:
    """The pool left after paying ``cost`` (X already chosen) from it, or None if it can't.

    Coloured and colourless symbols take their own type; generic takes whatever remains, the
    most plentiful type first so that the payer keeps the widest choice (CR 601.2h).
    """
    left = list(pool)
    for i, need in enumerate(cost.colored):
        if left[i] < need:
            return None
        left[i] -= need
    generic = cost.generic
    if generic > sum(left):
        return None
    # Take colourless first, then the most plentiful colours.
    order = [5] + sorted(range(5), key=lambda i: -left[i])
    for i in order:
        take = min(left[i], generic)
        left[i] -= take
        generic -= take
        if not generic:
            break
    return left


@dataclass(slots=True)
class ManaSource:
    """One untapped source the automatic payer may use: an object id, the index of its mana
    ability, and the mana types that ability can produce (one mana each). Never changed, so the
    one made for a permanent is kept while its abilities are (``casting.activators``); not
    frozen only because a frozen class is slower to make."""

    object_id: int
    ability_index: int
    produces: tuple[str, ...]
    amount: int = 1  # how much mana one activation makes ({C}{C}: 2); the rest stays in the pool


def plan_payment(
    pool: Sequence[int], cost: ManaCost, sources: Sequence[ManaSource]
) -> list[tuple[ManaSource, str]] | None:
    """Choose sources to pay ``cost`` after the pool: a list of (source, mana type) or None.

    The pool is used first. Coloured needs are met by backtracking over the sources able to
    produce them, the least flexible first; generic needs take the least flexible of the rest.
    """
    left = list(pool)
    need = list(cost.colored)
    for i in range(6):
        used = min(left[i], need[i])
        left[i] -= used
        need[i] -= used
    generic = max(0, cost.generic - sum(left))
    needs: list[str] = []
    for i, n in enumerate(need):
        needs.extend([MANA_TYPES[i]] * n)
    total = getattr(sources, "total", None)
    if total is None:
        total = sum(s.amount for s in sources)
    if len(needs) + generic > total:
        return None
    # Least flexible sources first, so that dual sources stay free for later needs.
    ordered = sorted(sources, key=lambda s: len(s.produces))
    chosen: list[tuple[ManaSource, str]] = []
    used_ids: set[int] = set()

    if needs:
        # Scarce colours first: the colour with the fewest able sources.
        def able(t: str) -> int:
            return sum(1 for s in ordered if t in s.produces)

        needs.sort(key=able)

        def assign(k: int) -> bool:
            if k == len(needs):
                return True
            t = needs[k]
            for s in ordered:
                key = id(s)
                if key in used_ids or t not in s.produces:
                    continue
                used_ids.add(key)
                chosen.append((s, t))
                if assign(k + 1):
                    return True
                chosen.pop()
                used_ids.discard(key)
            return False

        if not assign(0):
            return None
    # Generic: one-mana sources first, then those that make more (what they make beyond the
    # cost stays in the pool, CR 106.4).
    rest = ordered if total == len(ordered) else sorted(ordered, key=lambda s: (s.amount > 1, len(s.produces)))
    for s in rest:
        if generic <= 0:
            break
        if id(s) in used_ids:
            continue
        used_ids.add(id(s))
        chosen.append((s, s.produces[0]))
        generic -= s.amount
    if generic > 0:
        return None
    return chosen


def mana_string(pool: Iterable[int]) -> str:
    """Mana as letters, ``"GGU"`` style (CR 106.4)."""
    if type(pool) is tuple:
        found = _MANA_STRINGS.get(pool)
        if found is None:
            if len(_MANA_STRINGS) > 10_000:
                _MANA_STRINGS.clear()
            found = _MANA_STRINGS[pool] = "".join(t * n for t, n in zip(MANA_TYPES, pool))
        return found
    return "".join(t * n for t, n in zip(MANA_TYPES, pool))


#: ``mana_string`` of the fixed amounts mana abilities add (a handful; kept).
_MANA_STRINGS: dict[tuple[int, ...], str] = {}
