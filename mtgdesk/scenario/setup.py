"""Building a game from a scenario's setup (SCENARIOS.md, "Cards in zones")."""
from __future__ import annotations

import re
from typing import Any

from ..cards import CardPool, UnknownCard, load_pool
from ..engine import Game, Zone
from ..storage.scenario_sizes import MAX_ZONE
from .loader import PLAYERS, Scenario, ScenarioError

_COUNT = re.compile(r"([0-9]++)\s++")
MAX_COUNT = MAX_ZONE  # copies in one entry
_ZONE = {"hand": Zone.HAND, "battlefield": Zone.BATTLEFIELD, "library": Zone.LIBRARY,
         "graveyard": Zone.GRAVEYARD, "exile": Zone.EXILE}


def parse_entry(entry: str) -> tuple[int, str, list[str]]:
    """``"2 Forest (tapped, damage 1)"`` into (2, "Forest", ["tapped", "damage 1"]), in
    linear time; the count (ASCII digits) is checked before it is used."""
    text = entry.strip()
    count = 1
    m = _COUNT.match(text)
    if m and m.end() < len(text):
        digits = m.group(1)
        if len(digits.lstrip("0")) > len(str(MAX_COUNT)) or not 1 <= int(digits) <= MAX_COUNT:
            raise ValueError(f"a count from 1 to {MAX_COUNT} in {entry!r}")
        count = int(digits)
        text = text[m.end():]
    mods: list[str] = []
    paren = text.find("(")
    if paren > 0 and text.endswith(")"):
        mods = [x.strip() for x in text[paren + 1:-1].split(",")]
        text = text[:paren]
        if any(not x for x in mods):
            raise ValueError(f"empty modifier in {entry!r}")
    name = text.strip()
    if not name:
        raise ValueError(f"can't read card entry {entry!r}")
    return count, name, mods


def build_game(sc: Scenario, pool: CardPool | None = None) -> Game:
    """The position a scenario's setup describes, with the active player holding priority."""
    pool = pool or load_pool()
    game = Game(seed=sc.seed, variant=sc.variant)
    attachments: list[tuple[int, str, int | None]] = []
    for p in range(len(PLAYERS)):
        game.players[p].life = sc.life[p]
        for zone_name in ("library", "hand", "battlefield", "graveyard", "exile"):
            entries = sc.zones[p].get(zone_name, [])
            zone = _ZONE[zone_name]
            made: list[int] = []
            for entry, line in entries:
                try:
                    count, card_name, mods = parse_entry(entry)
                except ValueError as exc:
                    raise ScenarioError(sc.file, line, str(exc)) from None
                try:
                    card = pool.get(card_name)
                except UnknownCard as exc:
                    raise ScenarioError(sc.file, line, str(exc)) from None
                if len(made) + count > MAX_ZONE:
                    raise ScenarioError(sc.file, line, f"more than {MAX_ZONE} objects in {PLAYERS[p]}'s {zone_name} "
                                                       f"(at most {MAX_ZONE} in a zone)")
                token = "token" in mods
                if mods and zone is not Zone.BATTLEFIELD:
                    raise ScenarioError(sc.file, line, f"modifiers apply only on the battlefield: {entry!r}")
                for _ in range(count):
                    obj = game.create_object(card, p, zone, token=token)
                    made.append(obj.id)
                    for mod in mods:
                        _apply_modifier(game, sc, obj, mod, line, attachments)
            if zone is Zone.LIBRARY:
                # "top card first" in the file; the engine keeps the top at the end of the list.
                lib = game.players[p].library
                placed = set(made)
                lib[:] = [i for i in lib if i not in placed] + list(reversed(made))
    for obj_id, ref, line in attachments:
        from .refs import find_objects

        found = find_objects(game, ref, zones=(Zone.BATTLEFIELD,))
        found = [f for f in found if f != obj_id]
        if not found:
            raise ScenarioError(sc.file, line, f"'on {ref}': no such permanent in the setup")
        if len(found) > 1:
            raise ScenarioError(sc.file, line, f"'on {ref}': {len(found)} permanents match; write A's/B's or #N")
        game.attach(obj_id, found[0])
    if attachments:
        _apply_control(game)
    game.begin_at(sc.step, sc.active, sc.turn)
    return game


def _apply_control(game: Game) -> None:
    """"You control enchanted permanent" (Confiscate, Annex) holds in the position as written
    (CR 613.1b, layer 2): the permanent is its controller's from the start, and not new to them
    (CR 302.6) unless its entry says ``sick``."""
    from ..engine.layers import controller_by_layers

    for _ in range(2):  # an Aura that controls an Aura that controls a permanent
        for oid in game.battlefield:
            obj = game.objects[oid]
            obj.controller = controller_by_layers(game, obj)
    game._dirty()


def _apply_modifier(game: Game, sc: Scenario, obj: Any, mod: str, line: int | None,
                    attachments: list[tuple[int, str, int | None]]) -> None:
    if mod == "tapped":
        obj.tapped = True
    elif mod == "sick":
        obj.sick = True
    elif mod == "token":
        pass
    elif m := re.fullmatch(r"damage (\d+)", mod):
        obj.damage = int(m.group(1))
    elif m := re.fullmatch(r"counters ([+-]1/[+-]1|[a-z][a-z-]{0,29}) (\d{1,6})", mod):
        # "+1/+1", "-1/-1", or a named kind ("charge", "time"): CR 122.1
        kind = m.group(1)
        obj.counters[kind] = obj.counters.get(kind, 0) + int(m.group(2))
    elif m := re.fullmatch(r"on (.+)", mod):
        attachments.append((obj.id, m.group(1).strip(), line))
    else:
        raise ScenarioError(sc.file, line, f"unknown modifier {mod!r} (known: tapped, sick, damage N, "
                                           f"counters +1/+1 N, counters -1/-1 N, counters KIND N, on CARD, token)")
    game._dirty()
