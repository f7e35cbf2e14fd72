"""A seat's redacted events (``seat.Projection.redact``) made engine events again, for a table
that follows events (its log, its animations) without holding a game.

What the seat may not see stays unknown: a card the opponent draws has no id (-1) and no name
(CR 400.2); a move out of or into a hidden zone names only the side the seat sees. An event of
a kind this program doesn't know, or that doesn't fit its kind, is left out (logged), never a
crash.
"""
from __future__ import annotations

import dataclasses
import logging
from typing import Any

from ..engine import events as E
from .values import CodecError, decode

log = logging.getLogger("mtgdesk.net")

UNSEEN = -1  # the id of an object the seat doesn't see

_KINDS: dict[str, type[E.Event]] = {
    cls.__name__: cls for cls in vars(E).values()
    if isinstance(cls, type) and issubclass(cls, E.Event) and cls is not E.Event
}


def _int(value: Any, default: int = UNSEEN) -> int:
    return value if type(value) is int else default


def _ids(value: Any) -> tuple[int, ...]:
    return tuple(v for v in value if type(v) is int) if isinstance(value, list) else ()


def event_from_data(data: Any) -> E.Event | None:
    """One redacted event as an engine event, or None (unknown or malformed)."""
    if not isinstance(data, dict):
        return None
    kind = data.get("e")
    cls = _KINDS.get(kind) if isinstance(kind, str) else None
    if cls is None:
        return None
    try:
        if cls is E.CardMoved:
            new_id = data.get("new_id")
            return E.CardMoved(_int(data.get("old_id")), new_id if type(new_id) is int else None,
                               str(data.get("name") or ""), _int(data.get("owner"), 0),
                               data.get("from") if isinstance(data.get("from"), str) else None,
                               str(data.get("to") or ""),
                               data.get("by") if type(data.get("by")) is int else None)
        if cls is E.CardDrawn:
            return E.CardDrawn(_int(data.get("player"), 0), _int(data.get("object_id")))
        if cls in (E.CardsRevealed, E.CardsLooked):
            cards = _ids(data.get("cards")) or (UNSEEN,) * _int(data.get("count"), 0)
            return cls(_int(data.get("player"), 0), cards)
        if cls is E.HandRevealed:
            cards = _ids(data.get("cards")) or (UNSEEN,) * _int(data.get("count"), 0)
            return E.HandRevealed(_int(data.get("player"), 0), _int(data.get("to"), 0), cards)
        kwargs: dict[str, Any] = {}
        for f in dataclasses.fields(cls):
            if f.name in data:
                value = decode(data[f.name], None)
                kwargs[f.name] = UNSEEN if value is None and f.type in ("int", int) else value
        return cls(**kwargs)
    except (TypeError, ValueError, CodecError) as exc:
        log.warning("an event that doesn't fit its kind %s: %s", kind, exc)
        return None


def events_from_data(items: Any) -> list[E.Event]:
    """The redacted events of an update, as engine events (those that fit)."""
    if not isinstance(items, list):
        return []
    out = []
    for data in items:
        ev = event_from_data(data)
        if ev is not None:
            out.append(ev)
    return out


__all__ = ["UNSEEN", "event_from_data", "events_from_data"]
