"""Frozen values made quickly: events, actions and decisions (issue 10).

A frozen dataclass sets each field in ``__init__`` through ``object.__setattr__``, which costs
about twice what the engine's small values are worth: a game makes around a thousand events.
``quick_init`` gives such a class (and its dataclass subclasses) an ``__init__`` with the same
signature that writes the fields straight into the instance's ``__dict__``; the class stays
frozen (assignment still raises), compared and hashed by value as before.
"""
from __future__ import annotations

import dataclasses
from typing import Any

_MISSING = dataclasses.MISSING


def _make_init(cls: type) -> Any:
    fields = [f for f in dataclasses.fields(cls) if f.init]
    params = []
    defaults: dict[str, Any] = {}
    for f in fields:
        if f.default_factory is not _MISSING:
            return None  # keep dataclasses' own __init__
        if f.default is not _MISSING:
            defaults[f"_d_{f.name}"] = f.default
            params.append(f"{f.name}=_d_{f.name}")
        else:
            params.append(f.name)
    body = "".join(f"\n    d[{f.name!r}] = {f.name}" for f in fields) or "\n    pass"
    post = "\n    self.__post_init__()" if hasattr(cls, "__post_init__") else ""
    source = f"def __init__(self, {', '.join(params)}):\n    d = self.__dict__{body}{post}\n"
    namespace: dict[str, Any] = {}
    exec(source, dict(defaults), namespace)  # our own field names only, as dataclasses does
    init = namespace["__init__"]
    init.__qualname__ = f"{cls.__qualname__}.__init__"
    return init


def quick_init(root: type) -> None:
    """Replace the ``__init__`` of ``root`` and of every dataclass below it."""
    todo = [root]
    while todo:
        cls = todo.pop()
        todo.extend(cls.__subclasses__())
        if not dataclasses.is_dataclass(cls) or "__slots__" in cls.__dict__ or not cls.__dictoffset__:
            continue  # no instance ``__dict__``: slots, or a native class compiled by mypyc
        params = cls.__dataclass_params__  # type: ignore[attr-defined]
        if not params.frozen or "__init__" not in cls.__dict__:
            continue
        init = _make_init(cls)
        if init is not None:
            cls.__init__ = init  # type: ignore[method-assign]
