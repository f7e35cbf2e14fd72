"""Engine values as plain JSON, and back: actions, targets, abilities, characteristics.

Only the classes named in ``CLASSES`` are ever made from a message, from their declared fields,
each value checked; nothing is evaluated and nothing unpickled. Tuples travel as lists, sets as
``{"$set": [...]}``, a value object as ``{"$": "ClassName", field: value, ...}`` with the fields
left at their default left out (fewer bytes on the wire). A value the codec doesn't know (an
engine object of a decision's options, such as a triggered ability waiting to be ordered, CR
603.3b) is sent as ``{"$option": i}``: the ``i``-th option of the decision it belongs to.
"""
from __future__ import annotations

import dataclasses
from enum import Enum
from typing import Any

from ..engine import actions as A
from ..engine.abilities import (
    ActivatedAbility, Cost, Effect, Keyword, SpellAbility, StaticAbility, TargetSpec, TriggeredAbility,
)
from ..engine.mana import ManaCost
from ..engine.objects import CardDef, PlayerRef

#: Nesting deeper than this is refused (a message can't make the decoder recurse without end).
MAX_DEPTH = 24


class CodecError(ValueError):
    """A value in a message that is not one the codec makes (the message says what is wrong)."""


def _action_classes() -> dict[str, type]:
    out: dict[str, type] = {}
    for name in dir(A):
        cls = getattr(A, name)
        if isinstance(cls, type) and issubclass(cls, A.Action) and cls is not A.Action:
            out[name] = cls
    return out


ACTION_CLASSES: dict[str, type] = _action_classes()
CLASSES: dict[str, type] = {
    **ACTION_CLASSES,
    **{c.__name__: c for c in (PlayerRef, Effect, Cost, SpellAbility, ActivatedAbility, TriggeredAbility,
                               StaticAbility, Keyword, TargetSpec, ManaCost, CardDef)},
}
_INIT_FIELDS: dict[type, tuple[dataclasses.Field[Any], ...]] = {
    cls: tuple(f for f in dataclasses.fields(cls) if f.init) for cls in CLASSES.values()
}


@dataclasses.dataclass(frozen=True)
class OptionRef:
    """On the receiving side, an option the sender could only name by its index among the
    decision's options (a triggered ability to order, a replacement effect to apply first)."""

    index: int


def _default_of(f: dataclasses.Field[Any]) -> Any:
    if f.default is not dataclasses.MISSING:
        return f.default
    if f.default_factory is not dataclasses.MISSING:
        return f.default_factory()
    return dataclasses.MISSING


def encode(value: Any, options: tuple[Any, ...] = ()) -> Any:
    """``value`` as plain JSON data; ``options``: the decision's options, for ``$option``."""
    if value is None or isinstance(value, (bool, int, str)):
        return value
    if isinstance(value, Enum):
        return encode(value.value)
    if isinstance(value, (tuple, list)):
        return [encode(v, options) for v in value]
    if isinstance(value, (frozenset, set)):
        return {"$set": sorted((encode(v, options) for v in value), key=repr)}
    cls = type(value)
    if cls is OptionRef:
        return {"$option": value.index}
    if cls.__name__ in CLASSES and CLASSES[cls.__name__] is cls:
        data: dict[str, Any] = {"$": cls.__name__}
        for f in _INIT_FIELDS[cls]:
            v = getattr(value, f.name)
            default = _default_of(f)
            if default is not dataclasses.MISSING and v == default and type(v) is type(default):
                continue
            data[f.name] = encode(v, options)
        return data
    for i, o in enumerate(options):
        if o is value:
            return {"$option": i}
    raise CodecError(f"no way to send a value of type {cls.__name__}")


def decode(data: Any, options: tuple[Any, ...] | None = (), depth: int = 0) -> Any:
    """The value ``encode`` wrote; ``CodecError`` for anything else. With ``options`` None (the
    receiving side, which doesn't hold the engine's objects) ``$option`` becomes ``OptionRef``."""
    if depth > MAX_DEPTH:
        raise CodecError("values nested too deep")
    if data is None or isinstance(data, (bool, int, str)):
        return data
    if isinstance(data, list):
        return tuple(decode(v, options, depth + 1) for v in data)
    if not isinstance(data, dict):
        raise CodecError(f"unexpected {type(data).__name__}")
    if "$option" in data:
        i = data["$option"]
        if len(data) != 1 or type(i) is not int or i < 0 or options is not None and i >= len(options):
            raise CodecError("an option that the decision doesn't have")
        return OptionRef(i) if options is None else options[i]
    if "$set" in data:
        items = data["$set"]
        if len(data) != 1 or not isinstance(items, list):
            raise CodecError("a set is {'$set': [...]}")
        return frozenset(decode(v, options, depth + 1) for v in items)
    name = data.get("$")
    cls = CLASSES.get(name) if isinstance(name, str) else None
    if cls is None:
        raise CodecError(f"unknown value type {name!r}")
    fields = {f.name: f for f in _INIT_FIELDS[cls]}
    kwargs: dict[str, Any] = {}
    for key, raw in data.items():
        if key == "$":
            continue
        if key not in fields:
            raise CodecError(f"{name} has no field {key!r}")
        kwargs[key] = decode(raw, options, depth + 1)
    try:
        value = cls(**kwargs)
    except (TypeError, ValueError, AttributeError, KeyError) as exc:
        raise CodecError(f"bad {name}: {exc}") from None
    _check_types(value, cls)
    return value


_INT_FIELDS = {"player", "card", "source", "index", "value", "creature", "blocker", "attacker"}


def _check_types(value: Any, cls: type) -> None:
    """The few field types an action must have, so the engine sees no nonsense (an id that is a
    string, a player that is a list)."""
    if cls in ACTION_CLASSES.values():
        for f in _INIT_FIELDS[cls]:
            v = getattr(value, f.name)
            if f.name in _INT_FIELDS and (type(v) is not int):
                raise CodecError(f"{cls.__name__}.{f.name} is a whole number")
        if value.player not in (0, 1):
            raise CodecError("a player is 0 or 1")
        if cls is A.ActivateAbility and value.mana_choice is not None and type(value.mana_choice) is not str:
            raise CodecError("ActivateAbility.mana_choice is text")
    if cls is PlayerRef and getattr(value, "index", None) not in (0, 1):
        raise CodecError("a player is 0 or 1")


def encode_action(action: A.Action, options: tuple[Any, ...] = ()) -> dict[str, Any]:
    data = encode(action, options)
    assert isinstance(data, dict)
    return data


def decode_action(data: Any, options: tuple[Any, ...] | None = ()) -> A.Action:
    """An action from a message: an ``Action`` of a known kind, or ``CodecError``."""
    if not isinstance(data, dict) or data.get("$") not in ACTION_CLASSES:
        raise CodecError("an action is an object naming a known kind of action")
    value = decode(data, options)
    assert isinstance(value, A.Action)
    return value
