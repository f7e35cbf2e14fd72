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
    one made for a permanent is kept while its abilities are (``payment.activators``); not
    frozen only because a frozen class is slower to make."""

    object_id: int
    ability_index: int
    produces: tuple[str, ...]
    amount: int = 1  # how much mana one activation makes ({C}{C}: 2); the rest stays in the pool
    #: What tapping it costs its controller besides the mana: 0 a land, 1 another permanent that
    #: isn't a creature, 2 a creature (which then can't attack or block tapped): the automatic
    #: payer taps the lower ranks first (issue 35).
    rank: int = 0
    #: The types only an ability with another effect makes ("{T}: Add {W} or {U}. This land
    #: deals 1 damage to you.", a pain land): the payer takes the painless mana first.
    painful: tuple[str, ...] = ()


#: What tapping a source costs the automatic payer, in the order of what matters: a creature or
#: another permanent rather than a land (``ManaSource.rank``), then a pain land's painful mana,
#: then the colours the player's other cards need (``plan_payment``'s ``keep``), then flexibility.
_RANK_COST = 1000
_PAIN_COST = 300
_MULTI_COST = 5
#: The need nodes of the payment network: the six types of ``MANA_TYPES``, then generic.
_GENERIC = 6


def plan_payment(
    pool: Sequence[int], cost: ManaCost, sources: Sequence[ManaSource],
    keep: Sequence[int] | None = None,
) -> list[tuple[ManaSource, str]] | None:
    """Choose sources to pay ``cost`` after the pool: a list of (source, mana type) or None
    (CR 601.2g-h, 106.4).

    The pool is used first. The rest is a minimum-cost flow (a transportation problem) from the
    mana symbols to the sources: each symbol of a type needs a source that can make that type,
    generic symbols any source, each source gives at most its ``amount``. Identical sources are
    grouped, so the network has at most seven need nodes and one node per kind of source; the
    successive shortest paths on it cost a time polynomial in the number of sources (no search
    over ways of tapping). The costs express the player's preference, not a search: lands before
    other permanents and creatures, a pain land's painless mana first, sources of the colours
    least needed first (``keep``: a weight per type in ``MANA_TYPES`` order, the colours the
    player's other cards and abilities need), the least flexible sources first.
    """
    left = list(pool)
    need = list(cost.colored)
    for i in range(6):
        used = min(left[i], need[i])
        left[i] -= used
        need[i] -= used
    generic = max(0, cost.generic - sum(left))
    wanted = sum(need) + generic
    if not wanted:
        return []
    total = getattr(sources, "total", None)
    if total is None:
        total = sum(s.amount for s in sources)
    if wanted > total:
        return None
    kinds = _kinds(sources)
    net, generic_type = _payment_network(need, generic, wanted, kinds, keep)
    if not net.min_cost_flow(wanted):
        return None  # some symbol no remaining source can make
    return _read_flow(net, kinds, generic_type)


#: A kind of source: (produces, amount, rank, painful), and the sources of that kind, in order.
_Kind = tuple[tuple[tuple[str, ...], int, int, tuple[str, ...]], list[ManaSource]]


def _kinds(sources: Sequence[ManaSource]) -> list[_Kind]:
    """The sources grouped by kind (what they make, how much, their rank and painful types):
    identical sources are one node of the payment network."""
    groups: dict[tuple[tuple[str, ...], int, int, tuple[str, ...]], list[ManaSource]] = {}
    for s in sources:
        key = (s.produces, s.amount, s.rank, s.painful)
        members = groups.get(key)
        if members is None:
            groups[key] = [s]
        else:
            members.append(s)
    return list(groups.items())


class _FlowNetwork:
    """A flow network as edge lists: edge ``e`` goes to ``heads[e]``, its reverse is ``e ^ 1``
    (so it comes from ``heads[e ^ 1]``). Node 0 is the source of the flow, the last the sink."""

    __slots__ = ("heads", "caps", "costs", "out_edges", "sink")

    def __init__(self, n_nodes: int) -> None:
        self.heads: list[int] = []
        self.caps: list[int] = []
        self.costs: list[int] = []
        self.out_edges: list[list[int]] = [[] for _ in range(n_nodes)]
        self.sink = n_nodes - 1

    def edge(self, a: int, b: int, cap: int, price: int) -> None:
        heads, caps, costs = self.heads, self.caps, self.costs
        self.out_edges[a].append(len(heads))
        heads.append(b)
        caps.append(cap)
        costs.append(price)
        self.out_edges[b].append(len(heads))
        heads.append(a)
        caps.append(0)
        costs.append(-price)

    def min_cost_flow(self, wanted: int) -> bool:
        """Push ``wanted`` units from node 0 to the sink at the least cost: successive shortest
        paths (Bellman-Ford: the residual network has negative costs), each augmenting by its
        bottleneck, at most one augmentation per saturated edge of a small network. False if
        the sink can't be reached with all of it."""
        heads, caps, costs, out_edges, sink = self.heads, self.caps, self.costs, self.out_edges, self.sink
        n_nodes = sink + 1
        flow = 0
        infinity = 1 << 60
        while flow < wanted:
            dist = [infinity] * n_nodes
            via = [-1] * n_nodes
            dist[0] = 0
            for _ in range(n_nodes):
                changed = False
                for a in range(n_nodes):
                    da = dist[a]
                    if da == infinity:
                        continue
                    for e in out_edges[a]:
                        if caps[e] > 0:
                            b = heads[e]
                            nd = da + costs[e]
                            if nd < dist[b]:
                                dist[b] = nd
                                via[b] = e
                                changed = True
                if not changed:
                    break
            if dist[sink] == infinity:
                return False
            push = wanted - flow
            node = sink
            while node != 0:
                e = via[node]
                push = min(push, caps[e])
                node = heads[e ^ 1]
            node = sink
            while node != 0:
                e = via[node]
                caps[e] -= push
                caps[e ^ 1] += push
                node = heads[e ^ 1]
            flow += push
        return True


def _payment_network(need: list[int], generic: int, wanted: int, kinds: list[_Kind],
                     keep: Sequence[int] | None) -> tuple[_FlowNetwork, list[str]]:
    """The payment network: from the flow's source to the needs (nodes 1..7: the six types of
    ``MANA_TYPES`` and generic) by the symbols left to pay, from each need to the kinds (nodes
    8..) that can make it at the player's price (``plan_payment``), from each kind to the sink by
    what its sources make. Also the type each kind makes for a generic symbol (its cheapest)."""
    net = _FlowNetwork(9 + len(kinds))
    for i in range(6):
        if need[i]:
            net.edge(0, 1 + i, need[i], 0)
    if generic:
        net.edge(0, 1 + _GENERIC, generic, 0)
    generic_type: list[str] = []
    for k, ((produces, amount, rank, painful), members) in enumerate(kinds):
        node = 8 + k
        base = rank * _RANK_COST + len(produces) + (_MULTI_COST if amount > 1 else 0)
        if keep is not None:
            base += sum(keep[INDEX[t]] for t in produces)
        cheapest = -1
        best_type = produces[0] if produces else "C"
        for t in produces:
            price = base + (_PAIN_COST if t in painful else 0)
            if need[INDEX[t]]:
                net.edge(1 + INDEX[t], node, wanted, price)
            if cheapest < 0 or price < cheapest:
                cheapest, best_type = price, t
        generic_type.append(best_type)
        if generic and produces:
            net.edge(1 + _GENERIC, node, wanted, cheapest)
        net.edge(node, net.sink, amount * len(members), 0)
    return net, generic_type


def _read_flow(net: _FlowNetwork, kinds: list[_Kind], generic_type: list[str]) -> list[tuple[ManaSource, str]] | None:
    """Read the flow back: how many of each type each kind gives, then which sources give it."""
    heads, caps, out_edges = net.heads, net.caps, net.out_edges
    chosen: list[tuple[ManaSource, str]] = []
    for k, ((_, amount, _, _), members) in enumerate(kinds):
        node = 8 + k
        per_type: dict[str, int] = {}
        for e in out_edges[node]:
            if e & 1 and caps[e] > 0:  # the reverse of an edge into this kind: its flow
                need_node = heads[e]
                made = generic_type[k] if need_node == 1 + _GENERIC else MANA_TYPES[need_node - 1]
                per_type[made] = per_type.get(made, 0) + caps[e]
        at = 0
        for made, units in per_type.items():
            while units > 0:
                if at >= len(members):
                    return None  # (a source making several mana of one of several types, split)
                chosen.append((members[at], made))
                at += 1
                units -= amount
    return chosen


def max_payable_x(pool: Sequence[int], cost: ManaCost, sources: Sequence[ManaSource], top: int,
                  color: str | None = None) -> int:
    """The largest X from 0 to ``top`` for which ``cost`` can be paid (CR 107.3, 601.2b), found
    by bisection (whether a cost can be paid only falls as X grows); -1 if not even X = 0."""
    def payable(x: int) -> bool:
        return plan_payment(pool, cost.with_x(x, color), sources) is not None

    if not payable(0):
        return -1
    low, high = 0, top
    while low < high:
        mid = (low + high + 1) // 2
        if payable(mid):
            low = mid
        else:
            high = mid - 1
    return low


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
