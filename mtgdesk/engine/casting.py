"""Casting spells and activating abilities (CR 601, 602) and paying their costs (118, 601.2f-h);
the mana sources, mana abilities (605) and mana payment they use are in ``payment.py``, the
objects on the stack in ``stack.py``.

Casting is a sequence of decisions: announce (the card moves to the stack, 601.2a), choose X
(601.2b), choose targets (601.2c), then pay (601.2g-h: mana abilities may be activated, then the
total cost is paid). Taking a cast back (``CancelCasting``) returns the game to the moment before
it began (CR 726).
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any


from . import actions as A
from . import events as E
from .abilities import ActivatedAbility, Cost, TargetSpec
from .decisions import Decision, DecisionKind, Question
from .errors import IllegalAction
from .handlers import handles, refuses
from .mana import NO_COST, ManaCost, ManaSource, max_payable_x, pay_from_pool
from .objects import Zone
from .payment import (
    activate_mana_ability, auto_payment, can_pay, can_tap_for_cost, mana_sources, mana_types,
    max_x, pay_other_costs, spell_cost, tap_for,
)
from .stack import Casting, StackAbility
from .steps import Step
from .filters import parse_filter
from .targets import candidates, has_candidate, has_protection_from, is_legal_target, target_specs_of_card
from .conditions import condition_holds

if TYPE_CHECKING:
    from .game import Game

#: The type whose timing rule applies to a spell without flash, in order (CR 301.1-307.1).
_TIMING_RULE = (("Sorcery", "307.1"), ("Creature", "302.1"), ("Artifact", "301.1"),
                ("Enchantment", "303.1"), ("Planeswalker", "306.1"))


# ---------------------------------------------------------------------- checks

def check_cast(game: "Game", player: int, card_id: int, sources: list[ManaSource] | None = None) -> None:
    """Raise ``IllegalAction`` unless ``player`` may begin casting ``card_id`` now."""
    refusal = cast_refusal(game, player, card_id, sources)
    if refusal is not None:
        rule, message, args = refusal
        raise IllegalAction(rule, message, **args)


def cast_refusal(game: "Game", player: int, card_id: int,
                 sources: list[ManaSource] | None = None) -> tuple[str, str, dict[str, Any]] | None:
    """Why ``player`` may not begin casting ``card_id`` now: (rule, message, args), or None."""
    obj = game.objects.get(card_id)
    if obj is None or obj.zone is not Zone.HAND or obj.owner != player:
        return ("601.3", "cast_not_in_hand", {})
    card = obj.card
    if "Land" in card.types:
        # CR 305.9: a land that is also another type can be played only as a land; CR 305.1: a
        # land is never a spell.
        return ("305.9" if len(card.types) > 1 else "305.1", "land_not_cast", {"card": card.name})
    if not game.player_has_priority(player):
        return ("117.1", "no_priority", {})
    if not card.instant_speed:
        if game.active != player or not game.step.is_main or game.stack:
            rule = next((r for t, r in _TIMING_RULE if t in card.types), "307.1")
            return (rule, "sorcery_timing", {"card": card.name})
    cost = spell_cost(game, player, card)
    payable = cost.with_x(0) if cost.x else cost
    if not can_pay(game, player, payable, sources=sources):
        return ("601.2h", "cannot_pay", {"cost": str(cost)})
    for spec in target_specs_of_card(card):
        if not spec.optional and not has_candidate(game, spec, player, obj):
            return ("601.2c", "no_legal_targets", {"card": card.name})
    return None


def check_activate(game: "Game", player: int, source: int, index: int) -> ActivatedAbility:
    """Raise ``IllegalAction`` unless ``player`` may activate ability ``index`` of ``source``."""
    refusal = activate_refusal(game, player, source, index)
    if refusal is not None:
        raise refusal
    return game.characteristics(source).activated[index]


def activate_refusal(game: "Game", player: int, source: int, index: int) -> IllegalAction | None:
    """Why ``player`` may not activate ability ``index`` of ``source`` now (CR 602.2, 605.3a),
    or None."""
    obj = game.objects.get(source)
    if obj is None or obj.zone not in (Zone.BATTLEFIELD, Zone.GRAVEYARD) or isinstance(obj, StackAbility):
        return IllegalAction("602.2", "not_on_battlefield")
    # Only its controller may activate it; a card in a graveyard is its owner's (CR 602.2, 108.4a).
    if (obj.controller if obj.zone is Zone.BATTLEFIELD else obj.owner) != player:
        return IllegalAction("602.2", "not_your_permanent")
    abilities = game.characteristics(source).activated
    if not 0 <= index < len(abilities):
        return IllegalAction("602.1", "no_such_ability", index=index)
    ability = abilities[index]
    if ability.zone != obj.zone.value:
        # CR 113.6: an ability functions only from the zone it says (113.6k); others from the battlefield.
        return IllegalAction("113.6", "not_on_battlefield" if obj.zone is Zone.GRAVEYARD else "ability_zone",
                             card=obj.card.name)
    d = game.decision
    paying = d.kind is DecisionKind.PAY and d.player == player
    if ability.is_mana:
        if not (game.player_has_priority(player) or paying):
            return IllegalAction("605.3a", "mana_ability_timing")
    else:
        if not game.player_has_priority(player):
            return IllegalAction("117.1", "no_priority")
        if ability.sorcery_speed and (game.active != player or not game.step.is_main or game.stack):
            return IllegalAction("602.5d", "sorcery_timing_ability")
    if ability.only_during == "your_turn" and game.active != player:
        return IllegalAction("602.1b", "only_during_your_turn", card=obj.card.name)
    if ability.only_during == "your_upkeep" and (game.active != player or game.step is not Step.UPKEEP):
        return IllegalAction("602.1b", "only_during_your_upkeep", card=obj.card.name)
    if ability.cost.tap:
        if obj.tapped:
            return IllegalAction("107.5", "already_tapped", card=obj.card.name)
        if not can_tap_for_cost(game, obj):
            return IllegalAction("302.6", "summoning_sick", card=obj.card.name)
    if ability.cost.pay_life and game.players[player].life < ability.cost.pay_life:
        return IllegalAction("119.4", "not_enough_life")
    for part in ability.cost.choices:
        if not cost_candidates(game, player, source, part, ability.cost):
            return IllegalAction("601.2h", "cannot_pay_cost", card=obj.card.name)  # CR 602.2b
    if ability.once_per_turn and (source, index) in game.activated_this_turn:
        return IllegalAction("602.5b", "once_each_turn", card=obj.card.name)
    if ability.activate_only is not None and not condition_holds(game, ability.activate_only, source, player, ()):
        return IllegalAction("602.5b", "activate_only", card=obj.card.name, condition=ability.activate_only)
    for spec in ability.targets:
        if not spec.optional and not has_candidate(game, spec, player, obj):
            return IllegalAction("601.2c", "no_legal_targets", card=obj.card.name)
    if ability.cost.has_mana and not can_pay(game, player, ability.cost.mana.with_x(0),
                                              exclude=source if ability.cost.tap else None):
        return IllegalAction("601.2h", "cannot_pay", cost=str(ability.cost.mana))
    return None


@refuses(A.ActivateAbility, complete=False)
def _activate_refusal(game: "Game", action: A.ActivateAbility) -> IllegalAction | None:
    return activate_refusal(game, action.player, action.source, action.index)


@refuses(A.CastSpell)
def _cast_refusal(game: "Game", action: A.CastSpell) -> IllegalAction | None:
    found = cast_refusal(game, action.player, action.card)
    return IllegalAction(found[0], found[1], **found[2]) if found is not None else None


# ---------------------------------------------------------------------- actions

@handles(A.CastSpell)
def cast_spell(game: "Game", action: A.CastSpell) -> None:
    """CR 601.2a: the card moves to the stack; then X, targets and payment are decided."""
    if game._listed is not action:  # (a listed action was checked by the listing, here)
        check_cast(game, action.player, action.card)
    rewind = game.snapshot()
    new_id = game.move(action.card, Zone.STACK, controller=action.player)
    assert new_id is not None
    game.casting = Casting("spell", action.player, new_id, 0, 0, "x", rewind)
    _next_stage(game)


@handles(A.ActivateAbility)
def activate_ability(game: "Game", action: A.ActivateAbility) -> None:
    """CR 602.2: the ability goes on the stack, then targets and costs; a mana ability
    resolves at once (CR 605.3b)."""
    if game._listed is action:  # checked by the listing, in this very position
        ability = game.characteristics(action.source).activated[action.index]
    else:
        ability = check_activate(game, action.player, action.source, action.index)
    source = game.objects[action.source]
    if ability.is_mana and not ability.targets:
        if action.mana_choice is None and game.decision.kind is DecisionKind.PRIORITY:
            options = mana_types(game, action.player, ability)
            if len(options) > 1:
                # "Add one mana of any color": the type is chosen as it is activated (CR 605.3b,
                # 106.1); an action without the type asks for it (SCENARIOS.md).
                game.require(action.player, DecisionKind.CHOICE, Question.MANA_COLOR, options=options,
                             source=action.source, index=action.index)
                return
        activate_mana_ability(game, action.player, source, ability, action.mana_choice)
        if game.decision.kind is DecisionKind.PRIORITY:
            game.passes = 0
        return
    rewind = game.snapshot()
    if ability.once_per_turn:
        game.activated_this_turn.append((action.source, action.index))
    item = StackAbility(game._new_id(), source, ability, action.player)
    game.objects[item.id] = item
    game.stack.append(item.id)
    game.casting = Casting("ability", action.player, item.id, action.source, action.index, "x", rewind)
    game.emit(E.AbilityActivated(action.player, action.source, action.index))
    _next_stage(game)


def answer_mana_type(game: "Game", action: A.ChooseOption) -> None:
    """The type of mana chosen for a mana ability activated without it (``Question.MANA_COLOR``):
    the ability is activated and resolves at once (CR 605.3b)."""
    d = game.decision
    if action.option not in d.options:
        raise IllegalAction("605.3b", "mana_choice", choice=action.option)
    game.clear_requirement()
    # The activation goes on from priority.
    game.decision = Decision(action.player, DecisionKind.PRIORITY, Question.PRIORITY)
    activate_ability(game, A.ActivateAbility(action.player, d.get("source"), d.get("index"), action.option))


def _casting(game: "Game", player: int, stage: str | None = None) -> Casting:
    c: Casting | None = game.casting
    if c is None or c.player != player or (stage is not None and c.stage != stage):
        raise IllegalAction("601.2", "not_casting")
    return c


def _specs_and_cost(game: "Game", c: Casting) -> tuple[tuple[TargetSpec, ...], ManaCost, Any]:
    item = game.objects[c.object_id]
    if c.kind == "spell":
        return target_specs_of_card(item.card), spell_cost(game, c.player, item.card), item
    if c.kind == "trigger":
        return item.ability.targets, NO_COST, item
    return item.ability.targets, item.ability.cost.mana, item


def _next_stage(game: "Game") -> None:
    c = game.casting
    specs, cost, item = _specs_and_cost(game, c)
    exclude = c.source if c.kind == "ability" and item.ability.cost.tap else None
    if c.stage == "x":
        if cost.x:
            top = max_x(game, c.player, cost, exclude)
            color = x_color(item)
            if color is not None and top > 0:
                # "Spend only black mana on X": the largest X whose coloured cost can be paid,
                # by bisection (CR 107.3a).
                sources = mana_sources(game, c.player, exclude)
                top = max(0, max_payable_x(game.players[c.player].pool, cost, sources, top, color))
            game.require(c.player, DecisionKind.CHOICE, Question.X, options=tuple(range(top + 1)))
            return
        c.stage = "targets"
    if c.stage == "targets":
        if specs:
            options = tuple(tuple(candidates(game, s, c.player, item)) + ((None,) if s.optional else ())
                            for s in specs)
            game.require(c.player, DecisionKind.TARGETS, Question.TARGETS, options=options, count=len(specs))
            return
        c.stage = "costs"
        c.stage = "costs"
    if c.stage == "costs":
        if c.kind == "ability" and _ask_cost_choice(game, c, item):
            return
        c.stage = "pay"
    if c.stage == "pay":
        total = cost.with_x(item.x, x_color(item))  # CR 601.2f
        if total.is_free():
            _finish(game, c)
            return
        game.require(c.player, DecisionKind.PAY, Question.PAY, cost=str(total))


_COST_QUESTIONS = {"sacrifice": Question.SACRIFICE, "discard": Question.DISCARD_COST,
                   "tap_untapped": Question.TAP_COST}


def cost_candidates(game: "Game", player: int, source: int, part: str, cost: Cost,
                    taken: tuple[int, ...] = ()) -> tuple[int, ...]:
    """What may pay one part of a cost (CR 601.2h): a permanent to sacrifice or to tap, a card
    to discard."""
    if part == "discard":
        if cost.discard_filter:  # "Discard a land card"
            what = parse_filter(cost.discard_filter)
            return tuple(i for i in game.players[player].hand if i not in taken
                         and what.matches(game, i, source_id=source, controller=player))
        return tuple(i for i in game.players[player].hand if i not in taken)
    filt = parse_filter((cost.sacrifice if part == "sacrifice" else cost.tap_untapped) or "permanent")
    out = []
    for i in game.battlefield:
        obj = game.objects[i]
        if i in taken or obj.controller != player:
            continue
        if part == "tap_untapped" and (obj.tapped or (cost.tap and i == source)):
            continue
        if filt.matches(game, i, source_id=source, controller=player):
            out.append(i)
    return tuple(out)


def _ask_cost_choice(game: "Game", c: "Casting", item: Any) -> bool:
    """Ask for the next choice a cost needs (which creature to sacrifice...); False when all
    are made. The choices are kept on the ability and paid with the rest (CR 601.2h)."""
    cost = item.ability.cost
    made = dict(item.chosen)
    for part in cost.choices:
        if part not in made:
            options = cost_candidates(game, c.player, c.source, part, cost, tuple(made.values()))
            game.require(c.player, DecisionKind.CHOICE, _COST_QUESTIONS[part], options=options, count=1)
            return True
    return False


def choose_cost(game: "Game", action: A.ChooseOption) -> None:
    """Answer a cost's choice: the object that pays it (CR 601.2h)."""
    c = _casting(game, action.player, "costs")
    d = game.decision
    if action.option not in d.options:
        raise IllegalAction("601.2h", "not_an_option", option=action.option)
    item = game.objects[c.object_id]
    part = next(k for k, q in _COST_QUESTIONS.items() if q is d.question)
    item.chosen = tuple(item.chosen) + ((part, action.option),)
    game.clear_requirement()
    _next_stage(game)


def total_cost(game: "Game") -> ManaCost:
    c = game.casting
    _, cost, item = _specs_and_cost(game, c)
    return cost.with_x(item.x, x_color(item))


def x_color(item: Any) -> str | None:
    """The only colour of mana that may be spent on a spell's X ("Spend only black mana on X.",
    CR 107.3a: its mana cost's ``x_only``), or None."""
    if getattr(item, "ability", None) is not None:
        return None
    only: str | None = item.card.mana_cost.x_only
    return only


@handles(A.ChooseX)
def choose_x(game: "Game", action: A.ChooseX) -> None:
    c = _casting(game, action.player, "x")
    if action.value not in game.decision.options:
        raise IllegalAction("601.2b" if action.value >= 0 else "107.3", "x_unaffordable", x=action.value)
    game.objects[c.object_id].x = action.value
    c.stage = "targets"
    game.clear_requirement()
    _next_stage(game)


@refuses(A.ChooseTargets)
def targets_refusal(game: "Game", action: A.ChooseTargets) -> IllegalAction | None:
    """CR 601.2c: one target for each requirement, each legal for it; different objects for one
    "target" word (115.3); never the spell or ability itself (115.5). Checked directly, however
    many targets are chosen among however many candidates (no list of combinations)."""
    c = game.casting
    if c is None or c.player != action.player or c.stage != "targets" \
            or game.decision.kind is not DecisionKind.TARGETS:
        return IllegalAction("601.2", "not_casting")
    specs, _, item = _specs_and_cost(game, c)
    targets = action.targets
    if type(targets) is not tuple or len(targets) != len(specs):
        return IllegalAction("601.2c", "target_count", count=len(specs))
    seen: set[tuple[int, Any]] = set()
    for spec, t in zip(specs, targets):
        if t is None:
            if not spec.optional:
                return IllegalAction("601.2c", "target_required", kind=spec.kind)
            continue
        if t == getattr(item, "id", None):
            return IllegalAction("115.5", "targets_itself")
        if (spec.group, t) in seen:
            return IllegalAction("115.3", "same_target_twice")
        seen.add((spec.group, t))
        if not is_legal_target(game, spec, t, c.player, item):
            return IllegalAction(_refusal_rule(game, spec, t, c.player, item), "illegal_target", kind=spec.kind)
    return None


@handles(A.ChooseTargets)
def choose_targets(game: "Game", action: A.ChooseTargets) -> None:
    """CR 601.2c: each target must be legal for its requirement."""
    c = _casting(game, action.player, "targets")
    _, _, item = _specs_and_cost(game, c)
    refusal = targets_refusal(game, action)
    if refusal is not None:
        raise refusal
    item.targets = tuple(action.targets)
    c.stage = "costs"
    game.clear_requirement()
    _next_stage(game)


def _refusal_rule(game: "Game", spec: TargetSpec, target: Any, player: int, item: Any) -> str:
    """The most specific rule that makes a target illegal."""
    if isinstance(target, int) and target in game.objects and game.objects[target].zone is Zone.BATTLEFIELD:
        ch = game.characteristics(target)
        if "shroud" in ch.keywords:
            return "702.18a"
        if has_protection_from(game, target, item):
            return "702.16b"
    return "601.2c"


@handles(A.PayAuto)
def pay_auto(game: "Game", action: A.PayAuto) -> None:
    """Pay the total cost: the pool first, then mana abilities chosen automatically (601.2g-h)."""
    c = _casting(game, action.player, "pay")
    _, _, item = _specs_and_cost(game, c)
    cost = total_cost(game)
    exclude = c.source if c.kind == "ability" and item.ability.cost.tap else None
    if exclude is not None and not can_tap_for_cost(game, game.objects[exclude]):
        raise IllegalAction("107.5", "already_tapped")
    plan = auto_payment(game, c.player, cost, exclude)
    if plan is None:
        raise IllegalAction("601.2h", "cannot_pay", cost=str(cost))
    tap_for(game, c.player, plan)
    _pay_pool_and_finish(game, c, cost)


def payment_preview(game: "Game", player: int, card: int | None = None, x: int = 0) -> tuple[int, ...] | None:
    """The permanents the automatic payment would tap (CR 601.2g-h), for the UI to light before
    it happens: for the card ``card`` in ``player``'s hand cast with X = ``x`` (with the cost
    increases that apply now, CR 601.2f), or, with no card, for the total cost of the spell or
    ability ``player`` is paying for now. None if it can't be paid (or nothing is being paid);
    ``()`` if the mana pool pays it all. The game is not changed."""
    exclude = None
    if card is None:
        c = game.casting
        if c is None or c.player != player or c.stage != "pay":
            return None
        cost = total_cost(game)
        item = game.objects[c.object_id]
        exclude = c.source if c.kind == "ability" and item.ability.cost.tap else None
    else:
        obj = game.objects.get(card)
        if obj is None or obj.zone is not Zone.HAND or obj.owner != player:
            return None  # (not another player's hidden card: its cost would show)
        cost = spell_cost(game, player, obj.card).with_x(max(0, x))  # (with its ``x_only``, CR 107.3a)
    plan = auto_payment(game, player, cost, exclude)
    if plan is None:
        return None
    return tuple(dict.fromkeys(s.object_id for s, _ in plan))


@handles(A.PayFromPool)
def pay_pool(game: "Game", action: A.PayFromPool) -> None:
    """Manual payment: the mana already in the pool pays the total cost (CR 601.2h)."""
    c = _casting(game, action.player, "pay")
    _, _, item = _specs_and_cost(game, c)
    if c.kind == "ability" and item.ability.cost.tap and not can_tap_for_cost(game, game.objects[c.source]):
        raise IllegalAction("107.5", "already_tapped")
    cost = total_cost(game)
    if pay_from_pool(game.players[c.player].pool, cost) is None:
        raise IllegalAction("601.2h", "cannot_pay", cost=str(cost))
    _pay_pool_and_finish(game, c, cost)


def _pay_pool_and_finish(game: "Game", c: Casting, cost: ManaCost) -> None:
    left = pay_from_pool(game.players[c.player].pool, cost)
    assert left is not None
    game.players[c.player].pool[:] = left
    _finish(game, c)


def _finish(game: "Game", c: Casting) -> None:
    """The cost is paid: the spell becomes cast or the ability activated (CR 601.2i, 602.2e);
    its controller receives priority (CR 117.3c)."""
    item = game.objects[c.object_id]
    game.casting = None
    game.clear_requirement()
    game.passes = 0
    if any(t is not None for t in item.targets):
        game.emit(E.TargetsChosen(c.object_id, tuple(item.targets)))  # CR 115.7: "becomes the target"
    if c.kind == "trigger":
        return  # CR 603.3: the player who would receive priority still does
    if c.kind == "ability":
        source = game.objects.get(c.source)
        if source is not None:
            pay_other_costs(game, source, item.ability, tuple(item.chosen))
    else:
        game.emit(E.SpellCast(c.player, c.object_id))
    game.priority = c.player


@handles(A.CancelCasting)
def cancel_casting(game: "Game", action: A.CancelCasting) -> None:
    """Take the cast back: the game returns to the moment before it began (CR 726.1)."""
    c = _casting(game, action.player)
    if c.rewind is None:
        raise IllegalAction("603.3d", "trigger_needs_targets")
    game.restore(c.rewind)
    game.emit(E.CastingCancelled(action.player))
