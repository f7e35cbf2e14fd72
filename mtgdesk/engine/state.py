"""The game's state, declared once (ARCHITECTURE.md, "State is declared once").

Every attribute of a ``Game`` is listed here, either as a field of the state, with how it is
copied, or as a cache that a copy starts afresh. ``Game.clone()``, ``Game.state()`` (the
comparable value of a position) and the rewind of a cancelled cast (CR 726) are all derived
from this one list, so a new field cannot be forgotten by one of them: a test checks that a new
game has no attribute that is not declared here.
"""
from __future__ import annotations

from collections.abc import Callable
from enum import Enum
from operator import attrgetter
from typing import Any

from . import fastpaths



class Copy(Enum):
    """How a field is copied into a clone and turned into a comparable value."""

    VALUE = "value"  # immutable: shared
    LIST = "list"  # a list of immutable values
    SET = "set"  # a set of immutable values
    DICT = "dict"  # a dict of immutable values
    OBJECTS = "objects"  # a dict of objects with copy() and state()
    #: The game objects: those on the battlefield and the stack are copied; a card in a library,
    #: hand, graveyard or exile is never changed in place (a zone change makes a new object, CR
    #: 400.7), so it is shared.
    GAME_OBJECTS = "game_objects"
    COPIES = "copies"  # a list of objects with copy() and state()
    OBJECT = "object"  # an object with copy() and state(), or None
    RNG = "rng"  # the random number generator (copy(), getstate())


def _state_of(how: Copy, value: Any) -> Any:
    if how is Copy.VALUE:
        return value
    if how is Copy.LIST:
        return tuple(value)
    if how is Copy.SET:
        return tuple(sorted(value, key=repr))
    if how is Copy.DICT:
        return tuple(sorted(value.items(), key=lambda kv: repr(kv[0])))
    if how in (Copy.OBJECTS, Copy.GAME_OBJECTS):
        return tuple(sorted((k, o.state()) for k, o in value.items()))
    if how is Copy.COPIES:
        return tuple(o.state() for o in value)
    if how is Copy.OBJECT:
        return None if value is None else value.state()
    return value.getstate()


def _copier(how: Copy) -> Callable[[Any], Any]:
    if how is Copy.VALUE:
        return lambda v: v
    if how is Copy.LIST:
        return list
    if how is Copy.SET:
        return set
    if how is Copy.DICT:
        return dict
    if how is Copy.OBJECTS:
        return lambda d: {k: o.copy() for k, o in d.items()}
    if how is Copy.COPIES:
        return lambda items: [o.copy() for o in items]
    if how is Copy.OBJECT:
        return lambda o: None if o is None else o.copy()
    return lambda r: r.copy()


#: The fields of a game's state and how each is copied (CR 400-406 zones, 500 turn, 117
#: priority, 611-616 effects, 603 triggers...). Order is the order of ``Game.state()``.
GAME_FIELDS: tuple[tuple[str, Copy], ...] = (
    ("variant", Copy.VALUE),
    ("seed", Copy.VALUE),
    ("rng", Copy.RNG),
    ("players", Copy.COPIES),
    ("objects", Copy.GAME_OBJECTS),
    ("battlefield", Copy.LIST),
    ("stack", Copy.LIST),
    ("effects", Copy.LIST),  # continuous effects from resolved spells and abilities (611.2)
    ("replacements", Copy.LIST),  # replacement and prevention effects from resolved spells (614, 615)
    ("delayed", Copy.LIST),  # delayed triggered abilities (603.7)
    ("lki", Copy.DICT),  # last known information of objects that left their zone (608.2h)
    ("left_together", Copy.LIST),  # objects that left the battlefield in this event (603.10a)
    ("activated_this_turn", Copy.LIST),
    ("next_id", Copy.VALUE),
    ("next_timestamp", Copy.VALUE),
    ("turn", Copy.VALUE),
    ("active", Copy.VALUE),
    ("starting_player", Copy.VALUE),
    ("step", Copy.VALUE),
    ("turn_steps", Copy.LIST),
    ("step_index", Copy.VALUE),
    ("skipped", Copy.LIST),  # steps and phases to skip (500.11, 614.10)
    ("extra_turns", Copy.LIST),  # the turn queue (500.7): players who take the next turns
    ("attacked_this_turn", Copy.LIST),
    ("turn_record", Copy.DICT),  # what happened this turn, for "this turn" conditions
    ("priority", Copy.VALUE),
    ("passes", Copy.VALUE),
    ("decision", Copy.VALUE),
    ("pending", Copy.VALUE),
    ("winner", Copy.VALUE),
    ("over", Copy.VALUE),
    ("casting", Copy.OBJECT),
    ("resolving", Copy.OBJECT),
    ("combat", Copy.OBJECT),
    ("frames", Copy.COPIES),  # rules procedures waiting for a decision
    ("triggered", Copy.LIST),  # triggered abilities waiting to be put on the stack (603.3)
    ("trigger_queue", Copy.LIST),  # the ordered ones being put on the stack now (603.3b)
    ("state_triggered", Copy.SET),  # state triggers that have triggered and not yet resolved (603.8)
    ("cleanup_again", Copy.VALUE),
    ("tokens_made", Copy.VALUE),
)

#: Attributes that are not part of the state: caches rebuilt from it, and the observers.
#: Each maps to a factory for a fresh value in a clone.
GAME_CACHES: dict[str, Callable[[], Any]] = {
    "sba_needed": lambda: True,  # a clone checks state-based actions again
    "_chars": dict,
    "_activators": lambda: None,
    "_static_ids": lambda: None,
    "_statics_index": lambda: None,  # statics_index._StaticsIndex, built for the list ``_static_ids``
    "_graveyard_acts": lambda: None,
    "_listeners": lambda: None,
    "_control_check": lambda: True,
    "_legal": lambda: None,
    "_listed": lambda: None,  # the action being carried out, when it was listed (questions.carry_out)
    "_useful": lambda: None,  # the non-mana actions at priority (Game.non_mana_actions)
    "_answers": list,  # the answers given to ``ask`` while an action is carried out again
    "_checkpoint": lambda: None,  # Game.checkpoint, while an action is carried out
    "_events": list,
    "_observers": list,
}

#: Caches that hold only immutable values worked out from the state (characteristics, which
#: permanents have static abilities, which players own cards with graveyard abilities): a copy
#: starts with a copy of them, valid since it has the same state (a fast path).
GAME_CARRIED_CACHES: dict[str, Callable[[Any], Any]] = {
    "_chars": dict,
    # The same list: it is never changed in place (``Game._dirty`` drops it), and the statics
    # index built for it (statics_index._StaticsIndex, ids and values only) is valid as long as it is.
    "_static_ids": lambda ids: ids,
    "_statics_index": lambda index: index,
    "_graveyard_acts": lambda found: found,
}

_VALUE_NAMES = tuple(name for name, how in GAME_FIELDS if how is Copy.VALUE)
_OTHER_COPIERS = tuple((name, _copier(how)) for name, how in GAME_FIELDS
                       if how is not Copy.VALUE and how is not Copy.GAME_OBJECTS)


def copy_state(src: Any, dst: Any) -> None:
    """Copy every declared field of ``src`` into ``dst`` (sharing only immutable values) and
    give ``dst`` fresh caches."""
    native = fastpaths.COMPILED  # compiled by mypyc, ``Game`` is a native class: no instance dict
    s = dict(zip(_READ_NAMES, _read(src))) if native else src.__dict__
    d = {name: s[name] for name in _VALUE_NAMES}
    for name, copy in _OTHER_COPIERS:
        d[name] = copy(s[name])
    # GAME_OBJECTS: those on the battlefield and the stack copied (found by the zone lists), the
    # others shared.
    objects = dict(s["objects"])
    for k in s["battlefield"]:
        objects[k] = objects[k].copy()
    for k in s["stack"]:
        objects[k] = objects[k].copy()
    d["objects"] = objects
    for name, fresh in GAME_CACHES.items():
        d[name] = fresh()
    if fastpaths.ENABLED:
        for name, carry in GAME_CARRIED_CACHES.items():
            d[name] = carry(s[name])
    if native:
        for name, value in d.items():
            setattr(dst, name, value)
    else:
        dst.__dict__.update(d)


#: What ``copy_state`` reads of a game: its fields and the caches a copy carries (all at once).
_READ_NAMES = tuple(name for name, _ in GAME_FIELDS) + tuple(GAME_CARRIED_CACHES)
_read = attrgetter(*_READ_NAMES)


def state_value(game: Any) -> tuple[Any, ...]:
    """The position as a comparable value: every declared field."""
    return tuple(_state_of(how, getattr(game, name)) for name, how in GAME_FIELDS)


def undeclared(game: Any) -> set[str]:
    """Attributes of ``game`` that this module does not declare (a test keeps this empty)."""
    return set(game.__dict__) - {n for n, _ in GAME_FIELDS} - set(GAME_CACHES)
