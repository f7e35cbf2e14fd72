"""State-based actions (CR 704), checked whenever a player would receive priority (117.5).

All applicable actions are performed at once, then the check repeats (704.3). The legend rule
(704.5j) asks the controller which permanent to keep, so the check can wait for that choice.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

from . import events as E
from .abilities import Keyword
from .decisions import DecisionKind, Question
from .errors import IllegalAction
from .objects import Zone
from .targets import has_protection_from, is_legal_target
from .abilities import TargetSpec

if TYPE_CHECKING:
    from .game import Game


def check(game: "Game") -> bool:
    """Perform every applicable state-based action once; True if any was performed."""
    if game.over or not game.sba_needed:
        return False
    game.sba_needed = False
    losers: list[tuple[int, str]] = []
    for p in game.players:
        if p.lost:
            continue
        if p.life <= 0:
            losers.append((p.index, "704.5a"))
        elif p.drew_from_empty:
            losers.append((p.index, "704.5b"))
        elif p.poison >= 10:
            losers.append((p.index, "704.5c"))
    to_graveyard: list[int] = []
    unattach: list[int] = []
    to_destroy: list[int] = []
    tokens_gone: list[int] = []
    if game.tokens_made:
        for pl in game.players:
            for zone in (pl.hand, pl.graveyard, pl.exile, pl.library):
                for oid in zone:
                    if game.objects[oid].token:
                        tokens_gone.append(oid)  # CR 704.5d
    legend_groups: dict[tuple[int, str], list[int]] = {}
    for oid in game.battlefield:
        obj = game.objects[oid]
        ch = game.characteristics(oid)
        if "Creature" in ch.types and ch.toughness is not None:
            if ch.toughness <= 0:
                to_graveyard.append(oid)  # CR 704.5f
                continue
            if obj.damage >= ch.toughness or (obj.deathtouched and obj.damage > 0):
                to_destroy.append(oid)  # CR 704.5g-h: destroyed (regeneration may replace it)
                continue
        if "Aura" in ch.subtypes:
            if not _aura_legal(game, obj, ch):
                to_graveyard.append(oid)  # CR 704.5m
                continue
        elif obj.attached_to is not None and ("Equipment" in ch.subtypes or "Creature" in ch.types):
            target = game.objects.get(obj.attached_to)
            if target is None or target.zone is not Zone.BATTLEFIELD or not game.is_creature(target.id) \
                    or "Creature" in ch.types or has_protection_from(game, target.id, oid):
                unattach.append(oid)  # CR 704.5n: it becomes unattached, stays on the battlefield
        if "Legendary" in ch.supertypes:
            legend_groups.setdefault((obj.controller, ch.name), []).append(oid)
        if obj.counters.get("+1/+1") and obj.counters.get("-1/-1"):
            n = min(obj.counters["+1/+1"], obj.counters["-1/-1"])  # CR 704.5q
            obj.counters["+1/+1"] -= n
            obj.counters["-1/-1"] -= n
            game._dirty()
    for oid in unattach:
        game.attach(oid, None)
    acted = bool(losers or to_graveyard or to_destroy or tokens_gone or unattach)
    if acted:
        game.sba_needed = True
    for oid in tokens_gone:
        game.cease_to_exist(oid)
    for oid in to_graveyard:
        if oid in game.objects:
            game.move(oid, Zone.GRAVEYARD)
    for oid in to_destroy:
        if oid in game.objects:
            game.destroy(oid)
    for idx, rule in losers:
        game.players[idx].lost = True
        game.emit(E.PlayerLost(idx, rule))
    if losers:
        alive = [p.index for p in game.players if not p.lost]
        game.end_game(alive[0] if len(alive) == 1 else None)  # CR 104.3a, 104.4a
        return True
    for (controller, _name), ids in legend_groups.items():
        if len(ids) > 1:
            game.sba_needed = True
            # CR 704.5j: the controller chooses one; the rest go to the graveyard.
            game.require(controller, DecisionKind.CHOICE, Question.LEGEND_RULE, options=tuple(ids), count=1)
            return True
    return acted


def _aura_legal(game: "Game", aura: Any, ch: Any) -> bool:
    """An Aura must be attached to an object it could enchant (CR 303.4d, 704.5m)."""
    target = aura.attached_to
    if target is None or target not in game.objects or game.objects[target].zone is not Zone.BATTLEFIELD:
        return False
    if target == aura.id:
        return False
    enchant = next((a for a in ch.abilities if isinstance(a, Keyword) and a.name == "enchant"), None)
    spec = TargetSpec(enchant.param or "permanent") if enchant else TargetSpec("permanent")
    # "Enchant" isn't targeting: shroud doesn't matter, protection does (CR 702.16c).
    wanted = spec.kind
    tch = game.characteristics(target)
    kinds = {"creature": "Creature", "land": "Land", "artifact": "Artifact", "enchantment": "Enchantment"}
    if wanted in kinds and kinds[wanted] not in tch.types:
        return False
    if has_protection_from(game, target, aura.id):
        return False
    return True


def answer_legend_rule(game: "Game", action: Any) -> None:
    d = game.decision
    if action.option not in d.options:
        raise IllegalAction("704.5j", "not_an_option", option=action.option)
    game.clear_requirement()
    for oid in d.options:
        if oid != action.option and oid in game.objects:
            game.move(oid, Zone.GRAVEYARD)


__all__ = ["check", "answer_legend_rule", "is_legal_target"]
