"""The checks of a scenario (``expect``; SCENARIOS.md, "Checks"): each form a pattern and the
function that reads the game for it. A check returns None if it holds, else what was found."""
from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

from ..engine import DecisionKind, Game, Keyword, Zone
from ..engine.decisions import Question
from .refs import describe, find_objects, names_match, parse_ref

#: Questions that order cards put on top or at the bottom of a library (SCENARIOS.md, "Ordering
#: cards put on top or at the bottom of a library"): ``decision A order``, answered with
#: ``A: order CARD, ...`` (or, one card at a time, with ``A: choose CARD``).
LIBRARY_ORDER = frozenset({Question.ORDER_TOP, Question.ORDER_BOTTOM})

_KINDS = {
    "priority": {DecisionKind.PRIORITY}, "attackers": {DecisionKind.ATTACKERS},
    "blockers": {DecisionKind.BLOCKERS}, "targets": {DecisionKind.TARGETS},
    "choice": {DecisionKind.CHOICE, DecisionKind.ASSIGN_DAMAGE}, "discard": {DecisionKind.DISCARD},
    "mulligan": {DecisionKind.MULLIGAN}, "pay": {DecisionKind.PAY}, "assign": {DecisionKind.ASSIGN_DAMAGE},
    "order": {DecisionKind.ORDER}, "replacement": {DecisionKind.REPLACEMENT},
}
_ZONES = {"hand": Zone.HAND, "library": Zone.LIBRARY, "graveyard": Zone.GRAVEYARD, "exile": Zone.EXILE,
          "battlefield": Zone.BATTLEFIELD}
_COLOR_WORDS = {"W": "white", "U": "blue", "B": "black", "R": "red", "G": "green"}

Check = Callable[[Game, "re.Match[str]"], "str | None"]


def orders_library(d: Any) -> bool:
    """Whether the decision ``d`` orders cards put on top or at the bottom of a library."""
    return d.kind is DecisionKind.CHOICE and d.question in LIBRARY_ORDER


def _side(letter: str) -> int:
    return "AB".index(letter)


def _zone_ids(g: Game, p: int, zone: str) -> list[int]:
    if zone == "battlefield":
        return [i for i in g.battlefield if g.objects[i].controller == p]
    return list(g.players[p].zone_list(_ZONES[zone]))


def _count_named(g: Game, ids: list[int], name: str) -> int:
    _, base, _ = parse_ref(name)
    return sum(1 for i in ids if names_match(g.objects[i], base.casefold(), g))


def _result(g: Game) -> str:
    return "a draw" if g.winner is None else f"winner {'AB'[g.winner]}"


def _equal(found: object, want: object) -> str | None:
    return None if found == want else str(found)


def _life(g: Game, m: re.Match[str]) -> str | None:
    return _equal(g.players[_side(m[1])].life, int(m[2]))


def _zone_size(g: Game, m: re.Match[str]) -> str | None:
    return _equal(len(_zone_ids(g, _side(m[1]), m[2])), int(m[3]))


def _zone_holds(g: Game, m: re.Match[str]) -> str | None:
    n = _count_named(g, _zone_ids(g, _side(m[1]), m[2]), m[5])
    if m[3] == "lacks ":
        return None if n == 0 else f"{n} {m[5]}"
    if m[4] is not None:
        return None if n == int(m[4]) else f"{n} {m[5]}"
    if m[3] is None:
        return "a malformed check (write 'has CARD' or 'has N CARD')"
    return None if n > 0 else f"no {m[5]}"


def _stack_size(g: Game, m: re.Match[str]) -> str | None:
    return _equal(len(g.stack), int(m[1]))


def _stack_top(g: Game, m: re.Match[str]) -> str | None:
    if not g.stack:
        return "an empty stack"
    top = g.objects[g.stack[-1]]
    who, name, _ = parse_ref(m[1])
    if names_match(top, name.casefold(), g) and who in (None, top.controller):
        return None
    return describe(g, top.id)  # a spell's name, or an ability's source's (SCENARIOS.md)


def _step(g: Game, m: re.Match[str]) -> str | None:
    return _equal(g.step.value, m[1])


def _turn(g: Game, m: re.Match[str]) -> str | None:
    return _equal(g.turn, int(m[1]))


def _active(g: Game, m: re.Match[str]) -> str | None:
    return None if g.active == _side(m[1]) else "AB"[g.active]


def _priority(g: Game, m: re.Match[str]) -> str | None:
    d = g.decision
    if d.kind is DecisionKind.PRIORITY and d.player == _side(m[1]):
        return None
    return f"{'AB'[d.player]} owes {d.kind.value}"


def _pool(g: Game, m: re.Match[str]) -> str | None:
    pool = g.mana_pool(_side(m[1]))
    want = "" if m[2].strip() == "empty" else m[2].strip()
    return None if sorted(pool) == sorted(want) else (pool or "empty")


def _lands_played(g: Game, m: re.Match[str]) -> str | None:
    return _equal(g.lands_played(_side(m[1])), int(m[2]))


def _winner(g: Game, m: re.Match[str]) -> str | None:
    if not g.over:
        return "the game is not over"
    return None if g.winner == _side(m[1]) else _result(g)


def _draw(g: Game, m: re.Match[str]) -> str | None:
    if not g.over:
        return "the game is not over"
    return None if g.winner is None else _result(g)


def _not_over(g: Game, m: re.Match[str]) -> str | None:
    return None if not g.over else _result(g)


def _decision(g: Game, m: re.Match[str]) -> str | None:
    kinds = _KINDS.get(m[2])
    if kinds is None:
        return f"an unknown decision kind {m[2]!r}"
    d = g.decision
    if d.player == _side(m[1]) and not g.over and (d.kind in kinds or m[2] == "order" and orders_library(d)):
        return None
    return "the game is over" if g.over else f"{'AB'[d.player]} owes {d.kind.value}"


def _tapped(g: Game, m: re.Match[str]) -> str | None:
    return _per_permanent(g, m[1], lambda i: "tapped" if g.objects[i].tapped else "untapped", m[2])


def _number(g: Game, m: re.Match[str]) -> str | None:
    attr = m[2]

    def value(i: int) -> str:
        if attr == "damage":
            return str(g.objects[i].damage)
        ch = g.characteristics(i)
        return str(ch.power if attr == "power" else ch.toughness)
    return _per_permanent(g, m[1], value, m[3])


def _keyword(g: Game, m: re.Match[str]) -> str | None:
    kw = m[3].strip().lower().replace(" ", "_")
    return _per_permanent(g, m[1], lambda i: "has" if kw in _keyword_names(g, i) else "lacks", m[2])


def _controller(g: Game, m: re.Match[str]) -> str | None:
    return _per_permanent(g, m[1], lambda i: "AB"[g.objects[i].controller], m[2])


def _counters(g: Game, m: re.Match[str]) -> str | None:
    kind = m[2]
    return _per_permanent(g, m[1], lambda i: str(g.objects[i].counters.get(kind, 0)), m[3])


#: The forms of a check, tried in order; the first whose pattern matches the whole check decides.
CHECKS: tuple[tuple[re.Pattern[str], Check], ...] = tuple((re.compile(p), f) for p, f in (
    (r"(A|B) life (-?\d+)", _life),
    (r"(A|B) (hand|library|graveyard|exile|battlefield) (\d+)", _zone_size),
    (r"(A|B) (hand|library|graveyard|exile|battlefield) (has |lacks )?(?:(\d+) )?(.+)", _zone_holds),
    (r"stack (\d+)", _stack_size),
    (r"stack top (.+)", _stack_top),
    (r"step (\w+)", _step),
    (r"turn (\d+)", _turn),
    (r"active (A|B)", _active),
    (r"priority (A|B)", _priority),
    (r"(A|B) pool (.+)", _pool),
    (r"(A|B) lands played (\d+)", _lands_played),
    (r"winner (A|B)", _winner),
    (r"draw", _draw),
    (r"not over", _not_over),
    (r"decision (A|B) (\w+)", _decision),
    (r"(.+?) (tapped|untapped)", _tapped),
    (r"(.+?) (power|toughness|damage) (-?\d+)", _number),
    (r"(.+?) (has|lacks) (.+)", _keyword),
    (r"(.+?) controller (A|B)", _controller),
    (r"(.+?) counters ([+-]1/[+-]1|[a-z][a-z-]{0,29}) (\d+)", _counters),
))


def check(g: Game, text: str) -> str | None:
    """None if the check holds, else what was found."""
    t = text.strip()
    for pattern, read in CHECKS:
        m = pattern.fullmatch(t)
        if m:
            return read(g, m)
    return f"a check it can't read: {t!r}"


def _keyword_names(g: Game, obj_id: int) -> set[str]:
    """Keywords as written on cards: "flying", "first_strike", "islandwalk", "protection_from_black"."""
    ch = g.characteristics(obj_id)
    out = set(ch.keywords)
    for a in ch.abilities:
        if isinstance(a, Keyword) and a.name == "landwalk" and a.param:
            out.add(a.param.lower() + "walk")
        if isinstance(a, Keyword) and a.name == "protection" and a.param:
            out.add("protection_from_" + _COLOR_WORDS.get(a.param, a.param))
    return out


def _per_permanent(g: Game, ref: str, value: Callable[[int], str], want: str) -> str | None:
    ids = find_objects(g, ref, zones=(Zone.BATTLEFIELD,))
    if not ids:
        return f"no {ref} on the battlefield"
    values = [(i, value(i)) for i in ids]
    if all(v == want for _, v in values):
        return None
    if len(values) == 1:
        return values[0][1]
    return "; ".join(f"{describe(g, i)}#{n} {v}" for n, (i, v) in enumerate(values, 1)) + \
        " (several match: write A's/B's or #N)"


__all__ = ["CHECKS", "LIBRARY_ORDER", "check", "orders_library"]
