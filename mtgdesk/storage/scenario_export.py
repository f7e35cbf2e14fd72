"""A game position written as a scenario file (SCENARIOS.md), so that a rules question or a bug
seen in a game becomes a test that ``mtgdesk check`` runs.

The setup holds what the format can say: turn, active player, step, seed and variant; each
player's life and zones (the library top card first), permanents with their status (tapped,
summoning sick, damage, +1/+1 and -1/-1 counters, the permanent an Aura or Equipment is on,
tokens). A position the format can't hold is refused with the reason (``PositionRefused``, a
``ValueError`` carrying an id and its arguments, which ui/ words in the interface's language): a
spell or ability on the stack, a decision other than priority, a combat under way, mana in a pool,
a zone of more objects than a scenario's setup holds (``scenario_sizes.MAX_ZONE``).
One step checks the position as it was (life and zone sizes), so the file passes as written.

Permanents are listed under their controller, who becomes their owner in the scenario (the
format has no separate owner). Pure Python, no Qt.
"""
from __future__ import annotations

import json
from typing import TYPE_CHECKING

from ..engine.decisions import DecisionKind
from ..engine.objects import Zone
from .scenario_sizes import MAX_ZONE

if TYPE_CHECKING:
    from ..engine import Game

__all__ = ["PositionRefused", "scenario_text"]

SIDES = ("A", "B")
COUNTER_KINDS = ("+1/+1", "-1/-1")
#: The steps a setup begins in with the active player's priority (a setup in the declare
#: attackers step would ask for the declaration again; CR 508.1).
PRIORITY_STEPS = ("upkeep", "draw", "main1", "begin_combat", "end_combat", "main2", "end")
ZONES = (("hand", Zone.HAND), ("graveyard", Zone.GRAVEYARD), ("exile", Zone.EXILE))


def _quote(text: str) -> str:
    return json.dumps(text, ensure_ascii=False)  # a TOML basic string is a JSON string


def _list(items: list[str]) -> str:
    return "[" + ", ".join(_quote(i) for i in items) + "]"


class PositionRefused(ValueError):
    """A position a scenario file can't hold: ``reason``, an id (``game_over``, ``stack``,
    ``decision``, ``step``, ``mana_pool``, ``zone_size``), and ``args``, its values (``player``:
    "A" or "B"; ``zone``, ``size``, ``limit``). The words a person reads are made from them in
    ui/ (``ui/games/saved_games.position_refusal_text``); ``str()`` is a plain English sentence,
    for a log or a test."""

    def __init__(self, reason: str, english: str, **args: object) -> None:
        super().__init__(english)
        self.reason = reason
        self.args_ = args


def _refuse_unless_expressible(game: "Game") -> None:
    if game.over:
        raise PositionRefused("game_over", "the game is over: there is no position to play on")
    if game.stack:
        raise PositionRefused("stack", "a spell or ability is on the stack, which a scenario's setup can't hold; "
                              "save the position once it has resolved")
    if game.decision.kind is not DecisionKind.PRIORITY or game.casting is not None or game.resolving is not None:
        raise PositionRefused("decision", "a player owes a decision other than priority; "
                              "save the position when it is answered")
    if game.step.value not in PRIORITY_STEPS:
        raise PositionRefused("step", "the game is in a step that a scenario's setup can't begin in with priority "
                              "(declarations and combat damage, untap, cleanup); save the position in another step")
    for p in (0, 1):
        if game.mana_pool(p):
            raise PositionRefused("mana_pool", f"player {SIDES[p]} has mana in their pool, which a scenario's "
                                  "setup can't hold", player=SIDES[p])
    for p in (0, 1):
        player = game.players[p]
        sizes = [(key, len(player.zone_list(zone))) for key, zone in (*ZONES, ("library", Zone.LIBRARY))]
        sizes.append(("battlefield", sum(1 for i in game.battlefield if game.objects[i].controller == p)))
        for key, size in sizes:
            if size > MAX_ZONE:
                raise PositionRefused(
                    "zone_size", f"player {SIDES[p]}'s {key} holds {size} objects; a scenario's setup holds at most "
                    f"{MAX_ZONE} in a zone (SCENARIOS.md, \"Sizes that are valid\")",
                    player=SIDES[p], zone=key, size=size, limit=MAX_ZONE)


def _permanent(game: "Game", obj_id: int, refs: dict[int, str]) -> str:
    o = game.objects[obj_id]
    mods = []
    if o.tapped:
        mods.append("tapped")
    if o.sick:
        mods.append("sick")
    if o.damage:
        mods.append(f"damage {o.damage}")
    for kind in COUNTER_KINDS:
        if o.counters.get(kind):
            mods.append(f"counters {kind} {o.counters[kind]}")
    if o.attached_to is not None and o.attached_to in refs:
        mods.append(f"on {refs[o.attached_to]}")
    if o.token:
        mods.append("token")
    name: str = o.card.name
    return name + (f" ({', '.join(mods)})" if mods else "")


def scenario_text(game: "Game", title: str = "A position saved from a game") -> str:
    """The position of ``game`` as the text of a scenario file; ``PositionRefused`` (a
    ``ValueError``) with the reason for a position the format can't hold."""
    _refuse_unless_expressible(game)
    # How the setup will name each permanent: "A's Grizzly Bears#2", in setup order.
    refs: dict[int, str] = {}
    counts: dict[tuple[int, str], int] = {}
    for p in (0, 1):
        for obj_id in game.battlefield:
            o = game.objects[obj_id]
            if o.controller == p:
                n = counts[(p, o.card.name)] = counts.get((p, o.card.name), 0) + 1
                refs[obj_id] = f"{SIDES[p]}'s {o.card.name}#{n}"
    note = (f"Saved from a game at turn {game.turn}. Land plays made this turn and effects that last until "
            "end of turn are not part of the setup.")
    lines = [f"title = {_quote(title)}", f"description = {_quote(note)}",
             "", "[setup]", f"turn = {game.turn}", f'active = "{SIDES[game.active]}"',
             f'step = "{game.step.value}"', f"seed = {game.seed}", f'variant = "{game.variant}"']
    for p in (0, 1):
        player = game.players[p]
        lines += ["", f"[{SIDES[p]}]", f"life = {player.life}"]
        for key, zone in ZONES:
            lines.append(f"{key} = {_list([game.objects[i].card.name for i in player.zone_list(zone)])}")
        battlefield = [_permanent(game, i, refs) for i in game.battlefield if game.objects[i].controller == p]
        lines.append(f"battlefield = {_list(battlefield)}")
        lines.append(f"library = {_list([game.objects[i].card.name for i in reversed(player.library)])}")
    if game.priority is not None and game.priority != game.active:
        lines += ["", "[[step]]", f'do = "{SIDES[game.active]}: pass"']
    checks = []
    for p in (0, 1):
        side, player = SIDES[p], game.players[p]
        checks.append(f"{side} life {player.life}")
        for key, zone in (*ZONES, ("library", Zone.LIBRARY)):
            checks.append(f"{side} {key} {len(player.zone_list(zone))}")
        checks.append(f"{side} battlefield {sum(1 for i in game.battlefield if game.objects[i].controller == p)}")
    checks += [f"turn {game.turn}", f"step {game.step.value}", f"active {SIDES[game.active]}"]
    lines += ["", "[[step]]", f"expect = {_list(checks)}", ""]
    return "\n".join(lines)
