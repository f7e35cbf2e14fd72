"""Listing the legal actions that answer the pending decision (engine contract)."""
from __future__ import annotations

import itertools
from typing import TYPE_CHECKING, Any

from . import actions as A
from . import fastpaths
from .casting import activate_refusal, cast_refusal, total_cost
from .payment import activation, activators, can_tap_for_cost, mana_sources, other_activators, planned_payment
from .choices import damage_assignments, pick_candidates, several_actions
from .combat import attack_candidates, block_candidates, check_attack_requirements, check_block_requirements
from .decisions import DecisionKind, Question
from .errors import IllegalAction
from .objects import GameObject, PlayerRef
from .targets import target_specs_being_cast
from .lands import can_play_land
from .mana import pay_from_pool

if TYPE_CHECKING:
    from .game import Game


def _activations(game: "Game", player: int, mana_only: bool = False,
                 useful: list[A.Action] | None = None, skip_mana: bool = False,
                 first: bool = False) -> list[A.Action]:
    """The abilities ``player`` may activate now (CR 602.2): with ``mana_only``, only the mana
    abilities of permanents (CR 605.1a), and with ``first`` as soon as one is found; with
    ``skip_mana``, none of the mana abilities of permanents; with ``useful``, the ones that are
    not mana abilities are added to it too."""
    out: list[A.Action] = []
    if fastpaths.ENABLED:
        # (without the mana abilities, only the permanents with another ability are looked at)
        entries = other_activators(game, player) if skip_mana else activators(game, player)
    else:
        entries = tuple((game.objects[oid], oid, tuple((i, ab, None) for i, ab in
                                                       enumerate(game.characteristics(oid).activated)),
                         None, None)
                        for oid in game.battlefield if game.objects[oid].controller == player)
    for obj, oid, activated, _, taps in entries:
        tapped = obj.tapped
        if taps is not None:  # only mana abilities costing {T} (a basic land)
            if not skip_mana and not tapped and (not obj.sick or can_tap_for_cost(game, obj)):
                out.extend(taps)
                if first:
                    return out
            continue
        can_tap = None
        for i, ab, made in activated:
            if mana_only and not ab.is_mana or skip_mana and ab.is_mana:
                continue
            if ab.cost.tap and tapped:
                continue  # CR 107.5: quick refusal without building the error
            if ab.tap_only:
                # A mana ability costing only {T}: legal whenever its controller has priority or
                # is paying a cost (CR 605.3a), if it can be tapped (302.6).
                if can_tap is None:
                    can_tap = can_tap_for_cost(game, obj)
                if can_tap:
                    out.append(made or activation(player, oid, i))
                    if first:
                        return out
                continue
            if activate_refusal(game, player, oid, i) is None:
                action = A.ActivateAbility(player, oid, i)
                out.append(action)
                if first:
                    return out
                if useful is not None and not ab.is_mana:
                    useful.append(action)
    if not mana_only and game.acts_from_graveyard(player):
        for oid in game.players[player].graveyard:  # abilities that function there (CR 113.6k)
            if game.objects[oid].card.acts_from_graveyard:
                for i, ab in enumerate(game.characteristics(oid).activated):
                    if ab.zone == "graveyard" and activate_refusal(game, player, oid, i) is None:
                        action = A.ActivateAbility(player, oid, i)
                        out.append(action)
                        if useful is not None and not ab.is_mana:
                            useful.append(action)
    return out


def legal_actions(game: "Game") -> list[A.Action]:
    if game.over:
        return []
    d = game.decision
    p = d.player
    kind = d.kind
    if kind is DecisionKind.PRIORITY:
        return _priority_actions(game, p, True)
    return _answers(game, d, p, kind)


def non_mana_actions(game: "Game") -> list[A.Action]:
    """At priority, the actions other than passing and activating the mana abilities of
    permanents (CR 605.1a), listed without those: playing a land, casting a spell, activating
    another ability. Kept in ``Game._useful`` for this decision."""
    d = game.decision
    _priority_actions(game, d.player, False)
    assert game._useful is not None
    return game._useful


def any_mana_ability(game: "Game", player: int) -> bool:
    """Whether ``player`` may activate a mana ability of a permanent now (CR 605.3a): the first
    one found answers."""
    return bool(_activations(game, player, mana_only=True, first=True))


def _priority_actions(game: "Game", p: int, mana: bool) -> list[A.Action]:
    """The actions at priority (CR 117.1): passing, playing a land (305.1), casting a spell
    (601.2), activating an ability (602.2); without ``mana``, not the mana abilities of
    permanents. The ones other than passing and mana abilities are kept in ``Game._useful``."""
    out: list[A.Action] = [A.PASSES[p]]
    player = game.players[p]
    sorcery_timing = game.active == p and game.step.is_main and not game.stack
    sources = None
    available = 0
    objects = game.objects
    for c in player.hand:
        in_hand: GameObject = objects[c]  # (typed: a compiled engine reads its card directly)
        card = in_hand.card
        if card.is_land:
            if sorcery_timing and can_play_land(game, p, c):
                out.append(A.PlayLand(p, c))
            continue
        if not (sorcery_timing or card.instant_speed):
            continue  # CR 307.1 and its kin: quick refusal
        if sources is None:
            sources = mana_sources(game, p)
            available = sum(player.pool) + sources.total
        if card.mana_cost.mana_value > available:
            continue  # CR 601.2h: quick refusal
        if cast_refusal(game, p, c, sources) is None:
            out.append(A.CastSpell(p, c))
    useful = out[1:]  # playing a land, casting, and activating what isn't a mana ability
    out.extend(_activations(game, p, useful=useful, skip_mana=not mana))
    game._useful = useful
    return out


def _answers(game: "Game", d: Any, p: int, kind: DecisionKind) -> list[A.Action]:
    """The actions that answer a decision other than priority."""
    out: list[A.Action]
    if kind is DecisionKind.MULLIGAN:
        out = [A.Keep(p)]
        if game.players[p].mulligans < 7:
            out.append(A.Mulligan(p))
        return out
    if kind is DecisionKind.ATTACKERS:
        out = [A.FinishAttackers(p)] if _obeys(check_attack_requirements, game, p) else []
        return out + [A.DeclareAttacker(p, c) for c in attack_candidates(game, p)]
    if kind is DecisionKind.BLOCKERS:
        out = [A.FinishBlockers(p)] if _obeys(check_block_requirements, game, p) else []
        return out + [A.DeclareBlocker(p, b, a) for b, a in block_candidates(game, p)]
    if kind is DecisionKind.TARGETS:
        if len(d.options) > 1:
            # Several requirements: one pick at a time, never the product of the candidates.
            out = [A.Pick(p, t) for t in pick_candidates(game, d)]
        else:
            out = [A.ChooseTargets(p, combo) for combo in _target_combos(game, d.options)]
        if game.casting is not None and game.casting.rewind is not None:
            out.append(A.CancelCasting(p))
        return out
    if kind is DecisionKind.PAY:
        out = []
        cost = total_cost(game)
        casting = game.casting  # (not ``c``: a compiled function gives a name one type)
        item = game.objects[casting.object_id]
        exclude = casting.source if casting.kind == "ability" and item.ability.cost.tap else None
        if planned_payment(game.players[p].pool, cost, mana_sources(game, p, exclude)) is not None:
            out.append(A.PayAuto(p))
        if pay_from_pool(game.players[p].pool, cost) is not None:
            out.append(A.PayFromPool(p))
        out.extend(_activations(game, p, mana_only=True))
        out.append(A.CancelCasting(p))
        return out
    if kind in (DecisionKind.ORDER, DecisionKind.REPLACEMENT):
        return [A.ChooseOption(p, o) for o in d.options]
    if kind is DecisionKind.CHOICE:
        if d.question is Question.X:
            return [A.ChooseX(p, x) for x in d.options] + [A.CancelCasting(p)]
        if d.question is Question.BOTTOM:
            return several_actions(game, d, p) or []
        out = [A.ChooseOption(p, o) for o in d.options]
        if game.casting is not None and game.casting.rewind is not None and not game.frames:
            # A choice made while casting or activating (CR 601.2), not a question a rules
            # procedure asks (``Game.ask``), whatever position it was asked in.
            out.append(A.CancelCasting(p))
        return out
    if kind is DecisionKind.DISCARD:
        return several_actions(game, d, p) or []
    if kind is DecisionKind.ASSIGN_DAMAGE:
        attacker = d.get("attacker")
        return [A.AssignCombatDamage(p, attacker, split) for split in damage_assignments(game, d)]
    return []


def _target_combos(game: "Game", options: tuple[tuple[Any, ...], ...]) -> list[tuple[Any, ...]]:
    """Every choice of targets: one per requirement, different objects within one "target"
    word (CR 115.3); an optional one may be left out (None), from the last ones first."""
    c = game.casting
    item = game.objects[c.object_id] if c is not None else None
    specs = target_specs_being_cast(item, c) if item is not None else ()
    out = []
    for combo in itertools.product(*options):
        if specs:
            seen = set()
            ok = True
            for spec, t in zip(specs, combo):
                if t is None:
                    continue
                if (spec.group, t) in seen:
                    ok = False
                    break
                seen.add((spec.group, t))
            if not ok:
                continue
            # "up to N": list each set once, the chosen ones first (sorted), blanks last.
            groups: dict[int, list[Any]] = {}
            for spec, t in zip(specs, combo):
                if spec.optional:
                    groups.setdefault(spec.group, []).append(t)
            canonical = all(
                vals == sorted([v for v in vals if v is not None], key=_order) + [None] * vals.count(None)
                for vals in groups.values()
            )
            if not canonical:
                continue
        out.append(combo)
    return out


def _order(t: Any) -> tuple[int, int]:
    return (1, t.index) if isinstance(t, PlayerRef) else (0, int(t))


def _obeys(check: Any, game: "Game", player: int) -> bool:
    """Whether finishing the declaration now obeys its requirements (CR 508.1d, 509.1c)."""
    try:
        check(game, player, game.combat)
    except IllegalAction:
        return False
    return True

