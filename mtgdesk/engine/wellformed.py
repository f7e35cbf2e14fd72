"""Is it an action at all? ``Game.apply`` asks this first, so that whatever it is handed (from a
saved game, a scenario, a computer player) is refused with ``IllegalAction``, never with an
``AttributeError`` or a ``TypeError`` from deep in the rules.

An action is well formed when it is an instance of one of the action types of ``actions.py``
(CR 117.1: a player can take only the actions the rules give), its player is 0 or 1, and each
field holds what the field's annotation says: a whole number (not a bool, within
``MAX_NUMBER``), a text, a tuple of at most ``MAX_ITEMS`` such values, or for the fields typed
``Any`` (targets, options) a plain value: None, a bool, a whole number, a text, a ``PlayerRef``
or a tuple of them. The refusal cites the rule the action answers (its type's, e.g. 601.2c for
targets), with the message id ``malformed_action``; whether the action fits the decision is
then the rules modules' business.
"""
from __future__ import annotations

import dataclasses
import types
import typing
from collections.abc import Callable
from typing import Any

from . import actions as A
from .errors import IllegalAction
from .objects import PlayerRef
from .replacement import Replacement
from .triggers import PendingTrigger

__all__ = ["MAX_ITEMS", "MAX_NUMBER", "check_well_formed"]

#: Bounds on a field: ids, counts and X are far below; a tuple lists targets, cards or choices.
MAX_NUMBER = 2**31 - 1
MAX_ITEMS = 1000

#: The rule each action type answers (the type's docstring cites it too).
ACTION_RULES: dict[type[A.Action], str] = {
    A.PassPriority: "117.3d", A.PlayLand: "305.1", A.CastSpell: "601.2a", A.ActivateAbility: "602.2",
    A.ChooseX: "601.2b", A.ChooseTargets: "601.2c", A.PayAuto: "601.2h", A.PayFromPool: "601.2h",
    A.CancelCasting: "601.2", A.DeclareAttacker: "508.1a", A.FinishAttackers: "508.1",
    A.DeclareBlocker: "509.1a", A.FinishBlockers: "509.1", A.AssignCombatDamage: "510.1c", A.Keep: "103.5",
    A.Mulligan: "103.5", A.PutOnBottom: "103.5", A.Discard: "701.9", A.ChooseOption: "608.2d",
    A.Pick: "608.2d",
}


Check = Callable[[Any], bool]


#: The engine's own option values a decision may offer: a waiting triggered ability (CR 603.3b)
#: and a replacement effect (616.1), both frozen values.
_ENGINE_VALUES: tuple[type, ...] = (PendingTrigger, Replacement)


def _plain(value: Any, depth: int = 0) -> bool:
    """A value an ``Any`` field may hold: hashable, comparable, nothing executable."""
    if value is None or isinstance(value, (bool, str)):
        return True
    if type(value) in _ENGINE_VALUES:
        return True
    if isinstance(value, PlayerRef):
        return _number(value.index)
    if isinstance(value, int):
        return _number(value)
    if isinstance(value, tuple) and depth < 3 and len(value) <= MAX_ITEMS:
        return all(_plain(v, depth + 1) for v in value)
    return False


def _number(value: Any) -> bool:
    return type(value) is int and -MAX_NUMBER <= value <= MAX_NUMBER


def _player(value: Any) -> bool:
    return type(value) is int and value in (0, 1)


def _text(value: Any) -> bool:
    return type(value) is str


def _none(value: Any) -> bool:
    return value is None


def _never(value: Any) -> bool:
    return False  # a field type this check doesn't know: refuse rather than guess


def _check_for(hint: Any) -> Check:
    """The test a field of type ``hint`` must pass (built once per action type)."""
    simple: dict[Any, Check] = {Any: _plain, int: _number, str: _text, type(None): _none}
    if hint in simple:
        return simple[hint]
    origin, args = typing.get_origin(hint), typing.get_args(hint)
    if origin in (typing.Union, types.UnionType):
        alternatives = tuple(_check_for(h) for h in args)
        return lambda v: any(check(v) for check in alternatives)
    if origin is tuple and len(args) == 2 and args[1] is Ellipsis:
        item = _check_for(args[0])
        return lambda v: type(v) is tuple and len(v) <= MAX_ITEMS and all(item(x) for x in v)
    if origin is tuple:
        items = tuple(_check_for(h) for h in args)
        return lambda v: type(v) is tuple and len(v) == len(items) and all(c(x) for c, x in zip(items, v))
    return _never


_CHECKS: dict[type, tuple[str, tuple[tuple[str, Check], ...]]] = {}


def _checks(cls: type[A.Action]) -> tuple[str, tuple[tuple[str, Check], ...]]:
    found = _CHECKS.get(cls)
    if found is None:
        hints = typing.get_type_hints(cls)
        found = _CHECKS[cls] = (ACTION_RULES[cls], tuple(
            (f.name, _player if f.name == "player" else _check_for(hints[f.name])) for f in dataclasses.fields(cls)))
    return found


#: Actions already found well formed, by identity (the engine lists the same action objects
#: again and again: passes, activations); each kept alive so that its id isn't reused.
_SEEN: dict[int, object] = {}


def check_well_formed(action: object) -> None:
    """Refuse (``IllegalAction``) anything that is not a well-formed action (CR 117.1)."""
    if _SEEN.get(id(action)) is action:
        return
    _check(action)
    if len(_SEEN) > 4096:
        _SEEN.clear()
    _SEEN[id(action)] = action


def _check(action: object) -> None:
    cls = type(action)
    if cls not in ACTION_RULES or not isinstance(action, A.Action):
        raise IllegalAction("117.1", "unknown_action", action=cls.__name__)
    rule, checks = _checks(cls)
    for name, check in checks:
        if not check(getattr(action, name)):
            raise IllegalAction(rule, "malformed_action", action=cls.__name__, field=name)
