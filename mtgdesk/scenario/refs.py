"""Referring to things in scenarios: ``Grizzly Bears``, ``B's Grizzly Bears``,
``Grizzly Bears#2``, players ``A`` and ``B`` (SCENARIOS.md, "Referring to things")."""
from __future__ import annotations

import re
from typing import Any
from collections.abc import Iterable

from ..engine import Game, PlayerRef, Zone
from ..engine.stack import StackAbility

_REF = re.compile(r"^(?:(A|B)'s\s+)?(.+?)(?:#(\d+))?$")
ALL_ZONES = (Zone.BATTLEFIELD, Zone.STACK, Zone.HAND, Zone.GRAVEYARD, Zone.EXILE, Zone.LIBRARY)


def parse_ref(ref: str) -> tuple[int | None, str, int | None]:
    m = _REF.match(ref.strip())
    if not m:
        raise ValueError(f"can't read reference {ref!r}")
    who = None if m.group(1) is None else "AB".index(m.group(1))
    return who, m.group(2).strip(), int(m.group(3)) if m.group(3) else None


def _zone_ids(game: Game, zone: Zone) -> list[int]:
    if zone is Zone.BATTLEFIELD:
        return list(game.battlefield)
    if zone is Zone.STACK:
        return list(game.stack)
    out: list[int] = []
    for p in game.players:
        out.extend(p.zone_list(zone))
    return out


def find_objects(game: Game, ref: str, zones: Iterable[Zone] = ALL_ZONES,
                 controller: int | None = None, memo: dict[Any, list[int]] | None = None) -> list[int]:
    """Objects matching ``ref`` in the first of ``zones`` that has any, in setup order.

    The ``A's``/``B's`` prefix filters by controller (by owner outside the battlefield and
    stack); ``#N`` picks the Nth of the matches, counting from 1. ``memo`` keeps the matches of
    each name in each zone, for a line that names many objects while no name changes (an
    attack with a hundred creatures looks at the battlefield once a name, not once a creature)."""
    who, name, nth = parse_ref(ref)
    if who is None:
        who = controller
    folded = name.casefold()
    for zone in zones:
        key = (zone, folded)
        found = memo.get(key) if memo is not None else None
        if found is None:
            found = sorted(i for i in _zone_ids(game, zone) if names_match(game.objects[i], folded, game))
            if memo is not None:
                memo[key] = found
        ids = list(found)
        if who is not None:
            ids = [i for i in ids if _side(game, i) == who]
        if nth is not None:
            if 1 <= nth <= len(ids):
                return [ids[nth - 1]]
            if ids:
                return []
            continue
        if ids:
            return ids
    return []


def current_name(game: Game, obj: Any) -> str:
    """The name an object has now (SCENARIOS.md, "Copies are named by the name they have now"):
    a permanent's is its characteristic (CR 201.2, 707.2: a Clone that copies Venerable Monk is
    named Venerable Monk); an ability on the stack is named by its source (``source_name``);
    any other card by its printed name."""
    printed: str = obj.card.name
    if obj.zone is Zone.BATTLEFIELD:
        return game.characteristics(obj.id).name or printed
    if isinstance(obj, StackAbility):
        return source_name(game, obj.source, printed)
    return printed


def source_name(game: Game, source: int, printed: str) -> str:
    """The name of the source of an ability: the name it has now, or the name it last had if it
    has left its zone (CR 113.7a); ``printed`` if the game knows neither."""
    obj = game.objects.get(source)
    if obj is not None and not isinstance(obj, StackAbility):
        return current_name(game, obj)
    known = game.lki.get(source)
    return known.characteristics.name if known is not None else printed


def names_match(obj: Any, folded: str, game: Game | None = None) -> bool:
    """An object by its English name, the name it has now (``current_name``; without the
    game, its printed name): a copy answers only to the copied name. A token also answers to
    "NAME Token" and to its creature types alone ("Saproling Token", "Saproling": CR 111.4)."""
    card = obj.card
    name = (current_name(game, obj) if game is not None else card.name).casefold()
    if name == folded:
        return True
    if getattr(obj, "token", False):
        subtypes = game.characteristics(obj.id).subtypes \
            if game is not None and obj.zone is Zone.BATTLEFIELD else card.subtypes
        types = " ".join(subtypes).casefold()
        if folded == f"{name} token" or folded == types:
            return True
        if folded.endswith(" token") and folded[:-6] == types:
            return True
    return False


def _side(game: Game, obj_id: int) -> int:
    o = game.objects[obj_id]
    side: int = o.controller if o.zone in (Zone.BATTLEFIELD, Zone.STACK) else o.owner
    return side


def player_ref(text: str) -> PlayerRef | None:
    t = text.strip()
    if t in ("A", "B"):
        return PlayerRef("AB".index(t))
    return None


def describe(game: Game, obj_id: int) -> str:
    return f"{'AB'[_side(game, obj_id)]}'s {current_name(game, game.objects[obj_id])}"


def split_list(text: str, known: Any = None) -> list[str]:
    """Split ``"Grizzly Bears, Forest"`` on commas (card names in this pool have none)."""
    return [part.strip() for part in text.split(",") if part.strip()]
