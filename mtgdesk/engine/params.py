"""The check of an ability kind's parameters (used when a card is loaded): every reference,
amount, filter, condition and mana value is one the engine knows. One check for effect, static and
trigger kinds, declared below the rules modules that use it."""
from __future__ import annotations

import re
from typing import Any
from collections.abc import Iterable

from .abilities import Amount, Condition, Effect, Effects, Filters, ListOf, Mana, Ref
from .conditions import CONDITIONS
from .filters import Filter, FilterError, parse_filter
from .kinds.base import EFFECTS
from .kinds.context import AMOUNTS, REFERENCES
from .mana import ManaCost

__all__ = ["check_effect", "check_kind_params", "check_value"]


def check_effect(kind: str, params: dict[str, Any]) -> str | None:
    """Why an effect's parameters are wrong, or None: every reference, amount and filter is one
    the engine knows (used when a card is loaded)."""
    spec = EFFECTS.get(kind)
    if spec is None:
        return f"unknown effect {kind!r}; known: {sorted(EFFECTS)}"
    problem = check_kind_params("effect", kind, spec.params, spec.required, params)
    if problem is None and spec.check is not None:
        problem = spec.check(params)
        if problem is not None:
            problem = f"effect {kind!r}: {problem}"
    return problem


def check_kind_params(label: str, kind: str, schema: dict[str, Any], required: Iterable[str],
                      params: dict[str, Any], words: Iterable[str] = ()) -> str | None:
    """Why ``params`` don't fit a kind's declared parameters (``schema``: name -> type), or
    None: every name known, every value of its type (``check_value``; a filter may also be one
    of ``words``), every required one given. One check for effect, static and trigger kinds."""
    for k, v in params.items():
        want = schema.get(k)
        if want is None:
            return f"{label} {kind!r} has no parameter {k!r}; it takes {sorted(schema)}"
        if want is Filter and v in words:
            continue
        problem = check_value(want, v)
        if problem:
            return f"{label} {kind!r}: {k}: {problem}"
    missing = set(required) - set(params)
    if missing:
        return f"{label} {kind!r} is missing {sorted(missing)}"
    return None


def check_value(want: Any, v: Any) -> str | None:
    """Why ``v`` is not a value of the parameter type ``want``, or None."""
    if want is Ref:
        if not isinstance(v, str) or not (v in REFERENCES or re.fullmatch(r"target:\d", v)):
            return f"unknown reference {v!r}; known: {sorted(REFERENCES)}, target:N"
    elif want is Amount:
        if isinstance(v, bool) or not (isinstance(v, int) or v in AMOUNTS):
            return f"not a number or a known amount: {v!r}; known amounts: {sorted(AMOUNTS)}"
    elif want is Filter:
        if not isinstance(v, str):
            return f"not a filter: {v!r}"
        try:
            parse_filter(v)
        except FilterError as exc:
            return str(exc)
    elif want is Condition:
        if v not in CONDITIONS:
            return f"unknown condition {v!r}; known: {sorted(CONDITIONS)}"
    elif want is Filters:
        if not isinstance(v, str):
            return f"not filters: {v!r}"
        try:
            for part in v.split(" and "):
                parse_filter(part)
        except FilterError as exc:
            return str(exc)
    elif want is Mana:
        if not isinstance(v, str):
            return f"not mana symbols: {v!r}"
        try:
            for part in v.split("|"):
                ManaCost.parse(part)
        except ValueError as exc:
            return str(exc)
    elif want is Effects:
        if not isinstance(v, (list, tuple)) or not v:
            return "must be a non-empty list of effects"
        for sub in v:
            if isinstance(sub, Effect):
                continue
            if not isinstance(sub, dict) or "do" not in sub:
                return f"not an effect: {sub!r}"
            problem = check_effect(sub["do"], {k: x for k, x in sub.items() if k != "do"})
            if problem:
                return problem
    elif isinstance(want, ListOf):
        if not isinstance(v, (list, tuple)) or not v:
            return f"must be a non-empty list, not {v!r}"
        for item in v:
            problem = check_value(want.item, item)
            if problem:
                return problem
    elif isinstance(want, tuple) and all(isinstance(w, str) for w in want):
        if v not in want:
            return f"{v!r} is not one of {', '.join(want)}"
    elif not isinstance(v, want) or want is int and isinstance(v, bool):
        return f"must be {getattr(want, '__name__', want)}, not {v!r}"
    return None

