"""Referring to things in scenarios: ``Grizzly Bears``, ``B's Grizzly Bears``,
``Grizzly Bears#2``, players ``A`` and ``B`` (SCENARIOS.md, "Referring to things")."""
from __future__ import annotations

import re
from typing import Any
from collections.abc import Iterable

from ..engine import Game, PlayerRef, Zone

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
                 controller: int | None = None) -> list[int]:
    """Objects matching ``ref`` in the first of ``zones`` that has any, in setup order.

    The ``A's``/``B's`` prefix filters by controller (by owner outside the battlefield and
    stack); ``#N`` picks the Nth of the matches, counting from 1."""
    who, name, nth = parse_ref(ref)
    if who is None:
        who = controller
    folded = name.casefold()
    for zone in zones:
        ids = sorted(i for i in _zone_ids(game, zone) if names_match(game.objects[i], folded, game))
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


def names_match(obj: object, folded: str, game: Game | None = None) -> bool:
    """A card by its English name; a token also by "NAME Token" or its creature types alone
    ("Saproling Token", "Saproling": CR 111.4, SCENARIOS.md). With the game, a permanent is
    also found by the name it has now: a Clone that copies Serra Angel is named Serra Angel
    (CR 707.2), and is still found as "Clone", the name printed on it."""
    card = obj.card  # type: ignore[attr-defined]
    name = card.name.casefold()
    if name == folded:
        return True
    if game is not None and obj.zone is Zone.BATTLEFIELD:  # type: ignore[attr-defined]
        current = game.characteristics(obj.id).name  # type: ignore[attr-defined]
        if current and current.casefold() == folded:
            return True
    if getattr(obj, "token", False):
        if folded == f"{name} token" or folded == " ".join(card.subtypes).casefold():
            return True
        if folded.endswith(" token") and folded[:-6] == " ".join(card.subtypes).casefold():
            return True
    return False


def _side(game: Game, obj_id: int) -> int:
    o = game.objects[obj_id]
    return o.controller if o.zone in (Zone.BATTLEFIELD, Zone.STACK) else o.owner


def player_ref(text: str) -> PlayerRef | None:
    t = text.strip()
    if t in ("A", "B"):
        return PlayerRef("AB".index(t))
    return None


def describe(game: Game, obj_id: int) -> str:
    o = game.objects[obj_id]
    return f"{'AB'[_side(game, obj_id)]}'s {o.card.name}"


def split_list(text: str, known: Any = None) -> list[str]:
    """Split ``"Grizzly Bears, Forest"`` on commas (card names in this pool have none)."""
    return [part.strip() for part in text.split(",") if part.strip()]
