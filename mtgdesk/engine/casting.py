"""Casting spells and activating abilities (CR 601, 602), mana abilities (605) and paying costs
(118, 601.2f-h).

Casting is a sequence of decisions: announce (the card moves to the stack, 601.2a), choose X
(601.2b), choose targets (601.2c), then pay (601.2g-h: mana abilities may be activated, then the
total cost is paid). Taking a cast back (``CancelCasting``) returns the game to the moment before
it began (CR 726).
"""
from __future__ import annotations

from dataclasses import dataclass, replace
from functools import cache
from typing import TYPE_CHECKING, Any

from mypy_extensions import mypyc_attr

from . import fastpaths
from . import actions as A
from . import events as E
from .abilities import ActivatedAbility, Cost, StaticAbility, TargetSpec
from .decisions import Decision, DecisionKind, Question
from .errors import IllegalAction
from .game import StackAbility, handles, refuses
from .mana import INDEX, NO_COST, ManaCost, ManaSource, max_payable_x, parse_mana, pay_from_pool, plan_payment
from .objects import GameObject, Zone
from .steps import Step
from .filters import parse_filter
from .targets import candidates, has_candidate, is_legal_target, target_specs_of_card
from .triggers import condition_holds

if TYPE_CHECKING:
    from .game import Game

#: The type whose timing rule applies to a spell without flash, in order (CR 301.1-307.1).
_TIMING_RULE = (("Sorcery", "307.1"), ("Creature", "302.1"), ("Artifact", "301.1"),
                ("Enchantment", "303.1"), ("Planeswalker", "306.1"))


@dataclass
class Casting:
    """A spell being cast or an ability being activated: which stage it is at (CR 601.2)."""

    kind: str  # "spell" or "ability"
    player: int
    object_id: int
    source: int
    ability_index: int
    stage: str  # "x", "targets" or "pay"
    rewind: Any  # the game as it was before the cast began

    def copy(self) -> "Casting":
        return replace(self)

    def state(self) -> tuple[Any, ...]:
        return (self.kind, self.player, self.object_id, self.source, self.ability_index, self.stage)


# ---------------------------------------------------------------------- mana sources

def can_tap_for_cost(game: "Game", obj: GameObject) -> bool:
    """A {T} cost can be paid: untapped (CR 107.5), and a creature must have been controlled
    since the turn began unless it has haste (CR 302.6)."""
    if obj.tapped:
        return False
    if obj.sick and game.is_creature(obj.id) and "haste" not in game.characteristics(obj.id).keywords:
        return False
    return True


@cache
def _mana_options(mana: str) -> tuple[str, ...]:
    """``"{G}"`` gives ["G"]; ``"{R}|{G}"`` (one of several) gives ["R", "G"]."""
    out = []
    for part in mana.split("|"):
        counts = parse_mana(part)
        for t, n in zip("WUBRGC", counts):
            if n:
                out.append(t)
    return tuple(out)


@mypyc_attr(native_class=False)  # a list: compiled code can't subclass a built-in
class ManaSources(list[ManaSource]):
    """Mana sources, with ``total``: how much mana they can make together."""

    total = 0
    _signature = -1

    def __init__(self) -> None:
        super().__init__()
        self.kinds: list[int] = []  # for each source, the number of what it makes (``_mana_kind``)

    def add(self, source: ManaSource, kind: int) -> None:
        self.append(source)
        self.kinds.append(kind)
        self.total += source.amount

    def signature(self) -> int:
        """A number for what these sources can make, in their order (the mana types and the
        amount of each): two lists with the same signature can pay the same costs."""
        if self._signature < 0:
            key = tuple(self.kinds)
            found = _SIGNATURES.get(key)
            if found is None:
                if len(_SIGNATURES) > 100_000:
                    _SIGNATURES.clear()
                    _PLANS.clear()
                found = _SIGNATURES[key] = len(_SIGNATURES)
            self._signature = found
        return self._signature


#: Signatures of mana sources (``ManaSources.signature``), and the payment planned for the sources
#: of a signature, a cost and a pool, as (index of the source, mana type) pairs or None:
#: ``plan_payment`` depends on nothing else, so each cost is planned once for all positions with
#: the same sources (a fast path).
_SIGNATURES: dict[tuple[Any, ...], int] = {}
_PLANS: dict[tuple[Any, ...], tuple[tuple[int, str], ...] | None] = {}


def planned_payment(pool: list[int], cost: ManaCost, sources: list[ManaSource],
                    keep: tuple[int, ...] | None = None) -> list[tuple[ManaSource, str]] | None:
    """``plan_payment``, planned once per signature of the sources, cost, pool and ``keep``
    (CR 601.2g-h)."""
    if not fastpaths.ENABLED or not isinstance(sources, ManaSources):
        return plan_payment(pool, cost, sources, keep)
    key = (sources.signature(), cost.generic, cost.colored, keep, *pool)
    try:
        found = _PLANS[key]
    except KeyError:
        plan = plan_payment(pool, cost, sources, keep)
        index = {id(s): i for i, s in enumerate(sources)}
        if len(_PLANS) > 200_000:
            _PLANS.clear()
        found = _PLANS[key] = None if plan is None else tuple((index[id(s)], t) for s, t in plan)
        return plan
    return None if found is None else [(sources[i], t) for i, t in found]


#: Actions are immutable values, so the ones listed again and again are made once.
_ACTIVATIONS: dict[tuple[int, int, int], A.ActivateAbility] = {}


def activation(player: int, oid: int, index: int) -> A.ActivateAbility:
    key = (player, oid, index)
    action = _ACTIVATIONS.get(key)
    if action is None:
        if len(_ACTIVATIONS) > 50_000:
            _ACTIVATIONS.clear()
        action = _ACTIVATIONS[key] = A.ActivateAbility(player, oid, index)
    return action


#: An entry of ``activators``: (object, id, abilities, mana, taps); typed to the last part, which
#: a compiled engine reads as fast as a local variable.
Activator = tuple[GameObject, int, tuple[tuple[int, ActivatedAbility, A.ActivateAbility | None], ...],
                  Any, tuple[A.ActivateAbility, ...] | None]


def activators(game: "Game", player: int) -> tuple[Activator, ...]:
    """The permanents ``player`` controls that have activated abilities, with those abilities
    (CR 602.1): computed from the battlefield and the characteristics, and kept until either
    changes (``Game._dirty``, ``Game._dirty_one``). Each entry is (object, id, abilities, mana,
    taps):
    each ability comes as (index, ability, action), the action made once for a mana ability
    whose cost is only {T} (``tap_only``, legal whenever the permanent can be tapped) and None
    for the others; ``mana`` is what the permanent's {T} mana abilities make (``_mana_made``: a
    ``ManaSource`` and the number of its kind), or ``_MANA_VARIES`` when that depends on the rest
    of the game; ``taps``, when all its abilities
    are such {T} mana abilities (a basic land), their actions, else None."""
    cache = game._activators
    if cache is None:
        cache = game._activators = {}
    found = cache.get(player)
    if found is None:
        objects = game.objects
        characteristics = game.characteristics
        entries = []
        for oid in game.battlefield:
            obj = objects[oid]
            if obj.controller != player:
                continue
            activated = characteristics(oid).activated
            if activated:
                made = _MADE.get((player, oid))
                if made is None or made[0] is not activated:
                    # Unchanged abilities are the very same tuple (layers.py keeps an unaffected
                    # card's characteristics), so what depends only on them is made once.
                    abilities = tuple((i, ab, activation(player, oid, i) if ab.tap_only else None)
                                      for i, ab in enumerate(activated))
                    varies = any(ab.tap_only and (ab.mana_limited or ab.amount_varies) for ab in activated)
                    if len(_MADE) > 50_000:
                        _MADE.clear()
                    taps = tuple(a for _, _, a in abilities) if all(ab.tap_only for ab in activated) else None
                    made = _MADE[player, oid] = (
                        activated, abilities, _MANA_VARIES if varies else _mana_made(game, player, oid, abilities),
                        taps)
                entries.append((obj, oid, made[1], made[2], made[3]))
        found = cache[player] = tuple(entries)
        # (and those that have an ability other than a {T} mana ability: ``other_activators``)
        cache[player + 2] = tuple(e for e in found if e[4] is None)
    return found


def other_activators(game: "Game", player: int) -> tuple[Activator, ...]:
    """The entries of ``activators`` that have an ability other than a mana ability costing
    only {T} (``taps`` is None): where any ability but such a mana ability is found."""
    cache = game._activators
    if cache is None or player not in cache:
        activators(game, player)
        cache = game._activators
        assert cache is not None
    return cache[player + 2]


#: For (player, object id): the abilities ``activators`` was given, and the entry it made of them.
_MADE: dict[tuple[int, int], tuple[Any, Any, Any, Any]] = {}


#: An activator's mana that must be worked out each time (``activators``). Recognised by its
#: source (``mana[0] is _VARIES``), not by the tuple's identity: compiled by mypyc, a module's
#: tuple of fixed length is kept unboxed and each read of it makes a new tuple.
_VARIES = ManaSource(-1, -1, ())
_MANA_VARIES = (_VARIES, -1)


def _mana_made(game: "Game", player: int, oid: int,
               abilities: tuple[tuple[int, Any, Any], ...]) -> tuple[ManaSource, int] | None:
    """What tapping permanent ``oid`` for mana makes now: a ``ManaSource`` (the index of the first
    of its {T} mana abilities that can add mana, the mana types they can add together, and how
    much one activation adds) and the number of that kind of source; None if it has none (CR
    605.1a). One source however many mana abilities it has: tapping it once makes its mana."""
    first = -1
    produces: tuple[str, ...] = ()
    painless: tuple[str, ...] = ()
    for i, ab, _ in abilities:
        if ab.tap_only:
            can = allowed_mana(game, player, ab)
            if not can:
                continue  # it could add no mana now
            if len(ab.effects) == 1:  # only "add mana": no damage to its controller, no other effect
                painless += tuple(t for t in can if t not in painless)
            if first < 0:
                first = i
                produces = can
            else:
                produces += tuple(t for t in can if t not in produces)
    if first < 0:
        return None
    ability = abilities[first][1]
    amount = mana_amount(game, player, ability) if ability.amount > 1 or ability.amount_varies else 1
    painful = tuple(t for t in produces if t not in painless)
    types = game.characteristics(oid).types
    rank = 0 if "Land" in types else 2 if "Creature" in types else 1
    key = (produces, amount, rank, painful)
    kind = _MANA_KINDS.get(key)
    if kind is None:
        kind = _MANA_KINDS[key] = len(_MANA_KINDS)
    return ManaSource(oid, first, produces, amount, rank, painful), kind


#: A number for each kind of mana source: the types it can make, how much, its rank and its
#: painful types (``ManaSource``; never cleared: a handful of kinds exist).
_MANA_KINDS: dict[tuple[tuple[str, ...], int, int, tuple[str, ...]], int] = {}


def mana_sources(game: "Game", player: int, exclude: int | None = None) -> ManaSources:
    """Untapped sources whose mana ability costs only {T} and adds one mana (CR 605.1a)."""
    out = ManaSources()
    if fastpaths.ENABLED:
        entries: Any = activators(game, player)
    else:
        entries = [(game.objects[oid], oid,
                    tuple((i, ab, None) for i, ab in enumerate(game.characteristics(oid).activated)),
                    _MANA_VARIES, None)
                   for oid in game.battlefield if game.objects[oid].controller == player]
    for obj, oid, abilities, mana, _ in entries:
        if oid == exclude or obj.tapped:
            continue
        if mana is not None and mana[0] is _VARIES:
            mana = _mana_made(game, player, oid, abilities)
        if mana is not None and (not obj.sick or can_tap_for_cost(game, obj)):
            out.add(*mana)
    return out


def you_control_all(game: "Game", player: int, filters: str, source: int | None = None) -> bool:
    """Whether ``player`` controls a different permanent for each filter of ``filters``
    (``"Power-Plant and Tower"``)."""
    wanted = [parse_filter(f) for f in filters.split(" and ")]
    mine = [i for i in game.battlefield if game.objects[i].controller == player]
    return all(any(f.matches(game, i, source_id=source, controller=player) for i in mine) for f in wanted)


def mana_added(game: "Game", player: int, eff: Any, source: int | None = None) -> str:
    """The mana an ``add_mana`` effect adds: its ``mana``, or ``instead`` when the player
    controls what ``if_you_control`` names (CR 614.1a: "add {C}{C} instead")."""
    if eff.get("instead") and you_control_all(game, player, eff.get("if_you_control"), source):
        return str(eff.get("instead"))
    return str(eff.get("mana"))


def colors_opponents_lands_could_produce(game: "Game", player: int) -> frozenset[str]:
    """The colours of mana that the mana abilities of lands an opponent controls could produce
    (CR 106.7; colourless is not a colour, CR 105.1)."""
    out: set[str] = set()
    for i in game.battlefield:
        if game.objects[i].controller != player and "Land" in game.characteristics(i).types:
            for ab in game.characteristics(i).activated:
                if ab.is_mana:
                    out.update(t for t in ab.produces if t != "C")
    return frozenset(out)


#: What ``any_color_of`` limits a mana ability's choice to, now.
MANA_LIMITS = {"opponents_lands": colors_opponents_lands_could_produce}


def allowed_mana(game: "Game", player: int, ability: ActivatedAbility) -> tuple[str, ...]:
    """The mana types one activation may add now: the ability's, limited where it says so."""
    if not ability.mana_limited:
        return ability.produces
    for eff in ability.effects:
        if eff.kind == "add_mana" and eff.get("any_color_of"):
            allowed = MANA_LIMITS[eff.get("any_color_of")](game, player)
            return tuple(t for t in ability.produces if t in allowed)
    return ability.produces


def mana_amount(game: "Game", player: int, ability: ActivatedAbility) -> int:
    """How much mana one activation of a mana ability adds (one of "{R}|{G}" is one)."""
    for eff in ability.effects:
        if eff.kind == "add_mana":
            return max(1, sum(parse_mana(mana_added(game, player, eff).split("|")[0])))
    return 1


def best_mana_ability(game: "Game", obj_id: int, mana_type: str) -> ActivatedAbility:
    """The mana ability of ``obj_id`` that the automatic payer uses for ``mana_type``: one that
    makes it, the one without other effects first (a pain land's {C} before its {W}, CR 605)."""
    obj = game.objects[obj_id]
    activated = game.characteristics(obj_id).activated
    if len(activated) == 1:  # (a basic land: its one ability, if it makes that type)
        ab = activated[0]
        if ab.tap_only and not ab.mana_limited and mana_type in ab.produces:
            return ab
    found = [ab for ab in activated
             if ab.tap_only and mana_type in allowed_mana(game, obj.controller, ab)]
    found.sort(key=lambda ab: len(ab.effects))
    return found[0]


def can_pay(game: "Game", player: int, cost: ManaCost, exclude: int | None = None,
            sources: list[ManaSource] | None = None) -> bool:
    if cost.is_free():
        return True
    if sources is None:
        sources = mana_sources(game, player, exclude)
    pool = game.players[player].pool
    if not isinstance(sources, ManaSources):
        if cost.mana_value > sum(pool) + len(sources):
            return False
        return plan_payment(pool, cost, sources) is not None
    if cost.mana_value > sum(pool) + sources.total:
        return False
    return planned_payment(pool, cost, sources) is not None


def _max_x(game: "Game", player: int, cost: ManaCost, exclude: int | None = None) -> int:
    """The largest X the player's mana could pay for (CR 107.3, 601.2b)."""
    if not cost.x:
        return 0
    sources = mana_sources(game, player, exclude)
    spare = sum(game.players[player].pool) + sources.total - cost.mana_value
    if cost.x_only is not None:  # "Spend only black mana on X"
        i = INDEX[cost.x_only]
        typed = game.players[player].pool[i] + sum(s.amount for s in sources if cost.x_only in s.produces)
        spare = min(spare, typed - cost.colored[i])
    return max(0, spare // cost.x)


def cost_increase(game: "Game", player: int) -> int:
    """The generic mana added to the cost of a spell ``player`` casts now by static abilities
    ("Each spell costs {3} more to cast except during its controller's turn."): part of its
    total cost (CR 601.2f)."""
    more = 0
    for ab in _cost_increasers(game):
        if ab.get("except_during") == "controllers_turn" and game.active == player:
            continue
        more += int(ab.get("generic"))
    return more


def _cost_increasers(game: "Game") -> tuple[StaticAbility, ...]:
    """The ``spells_cost_more`` static abilities of the permanents on the battlefield, kept with
    the activators until the battlefield or the characteristics change."""
    cache = game._activators
    if cache is None:
        cache = game._activators = {}
    found = cache.get(_COST_INCREASERS) if fastpaths.ENABLED else None
    if found is None:
        out: list[StaticAbility] = []
        for i in game.battlefield:
            ch = game.characteristics(i)
            if "spells_cost_more" in ch.statics:
                out.extend(ab for ab in ch.abilities
                           if isinstance(ab, StaticAbility) and ab.kind == "spells_cost_more")
        found = cache[_COST_INCREASERS] = tuple(out)
    return found


#: The key of the cost increasers in ``Game._activators`` (the players' keys are 0 and 1).
_COST_INCREASERS = "spells_cost_more"


def spell_cost(game: "Game", player: int, card: Any) -> ManaCost:
    """A spell's mana cost with the increases that apply to it now (CR 601.2f)."""
    more = cost_increase(game, player)
    return card.mana_cost.plus(ManaCost(more)) if more else card.mana_cost


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


def mana_types(game: "Game", player: int, ability: ActivatedAbility) -> tuple[str, ...]:
    """The types of mana one activation of a mana ability that adds one of several may add now
    (``"{R}|{G}"``: R or G); one type or none for the others."""
    mana = next((str(e.get("mana")) for e in ability.effects if e.kind == "add_mana"), "")
    if "|" not in mana:
        return ()
    return allowed_mana(game, player, ability) if ability.mana_limited else _mana_options(mana)


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


def activate_mana_ability(game: "Game", player: int, source: GameObject, ability: ActivatedAbility,
                          choice: str | None = None) -> None:
    """Pay the cost and add the mana at once, without the stack (CR 605.3)."""
    fixed = ability.fixed_mana
    if fixed is not None and choice is None and fastpaths.ENABLED:
        # It adds the same mana whatever happens, and nothing else: no choice to check.
        _pay_other_costs(game, source, ability)
        game.emit(E.AbilityActivated(player, source.id, -1))
        game.add_mana(player, fixed)
        if ability.cost.tap:
            _tapped_for_mana(game, source)
        return
    options: tuple[str, ...] = ()
    for eff in ability.effects:
        if eff.kind == "add_mana":
            options = _mana_options(eff.get("mana"))
            if eff.get("any_color_of"):
                options = allowed_mana(game, player, ability)
                if not options:
                    # CR 106.7: no type of mana could be produced, so the ability produces none.
                    _pay_other_costs(game, source, ability)
                    game.emit(E.AbilityActivated(player, source.id, -1))
                    if ability.cost.tap:
                        _tapped_for_mana(game, source)
                    return
    mana = None
    if "|" in next((e.get("mana") for e in ability.effects if e.kind == "add_mana"), ""):
        if choice is None:
            choice = options[0]
        if choice not in options:
            raise IllegalAction("605.3b", "mana_choice", choice=choice)
        mana = [0] * 6
        mana[INDEX[choice]] = 1
    elif choice is not None and choice not in options:  # a choice the ability doesn't offer
        raise IllegalAction("605.3b", "mana_choice", choice=choice)
    _pay_other_costs(game, source, ability)
    game.emit(E.AbilityActivated(player, source.id, -1))
    for eff in ability.effects:
        if eff.kind == "add_mana":
            game.add_mana(player, mana if mana is not None else parse_mana(mana_added(game, player, eff, source.id)))
        else:
            # A mana ability's other effects happen at once too ("deals 1 damage to you", CR 605.3b).
            from .effects import EFFECTS, Context

            EFFECTS[eff.kind].start(Context(game, _ManaAbilityItem(source, player), frozenset()), eff)
    if ability.cost.tap:
        _tapped_for_mana(game, source)


class _ManaAbilityItem:
    """A mana ability as it resolves, off the stack (CR 605.3b): what its effects refer to."""

    def __init__(self, source: GameObject, controller: int) -> None:
        self.id = source.id
        self.source = source.id
        self.card = source.card
        self.controller = controller
        self.targets: tuple[Any, ...] = ()
        self.x = 0
        self.chosen: tuple[Any, ...] = ()


def _tapped_for_mana(game: "Game", land: GameObject) -> None:
    """Triggered mana abilities ("Whenever enchanted land is tapped for mana, its controller
    adds an additional {G}{G}") resolve at once (CR 605.1b, 605.4a)."""
    from .abilities import TriggeredAbility

    for oid in game.battlefield:
        aura = game.objects[oid]
        if aura.attached_to != land.id or not aura.card.adds_mana_when_enchanted_tapped:
            continue
        for ab in aura.card.abilities:
            if isinstance(ab, TriggeredAbility) and ab.event == "enchanted_tapped_for_mana":
                for eff in ab.effects:
                    if eff.kind == "add_mana":
                        game.add_mana(land.controller, parse_mana(eff.get("mana")))


def _pay_other_costs(game: "Game", source: GameObject, ability: ActivatedAbility,
                     chosen: tuple[tuple[str, Any], ...] = ()) -> None:
    """The parts of a cost other than mana (CR 601.2h): {T}, life, sacrifices, discards."""
    if ability.cost.tap:
        game.tap(source.id)
    for part, obj in chosen:
        if part == "tap_untapped":
            game.tap(obj)
    if ability.cost.pay_life:
        game.change_life(source.controller, -ability.cost.pay_life)
    for part, obj in chosen:
        if part == "discard" and obj in game.objects:
            game.discard(obj)
    for part, obj in chosen:
        if part == "sacrifice" and obj in game.objects and obj != source.id:
            game.sacrifice(obj)
    if ability.cost.discard_hand:  # "Discard your hand" (CR 701.9a)
        for card in list(game.players[source.controller if source.zone is Zone.BATTLEFIELD else source.owner].hand):
            game.discard(card)
    if ability.cost.sacrifice_self or any(p == "sacrifice" and o == source.id for p, o in chosen):
        game.sacrifice(source.id)


def _casting(game: "Game", player: int, stage: str | None = None) -> Casting:
    c = game.casting
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
            top = _max_x(game, c.player, cost, exclude)
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
    """The only colour of mana that may be spent on a spell's X ("Spend only black mana on X."),
    or None."""
    if getattr(item, "ability", None) is not None:
        return None
    return item.card.x_spent_only


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
    from .targets import has_protection_from

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
    _tap_for(game, c.player, plan)
    _pay_pool_and_finish(game, c, cost)


def _tap_for(game: "Game", player: int, plan: list[tuple[ManaSource, str]]) -> None:
    """Activate the mana abilities a payment plan names, each for its type (CR 601.2g, 605.3b)."""
    for source, mana_type in plan:
        obj = game.objects[source.object_id]
        ability = best_mana_ability(game, source.object_id, mana_type)
        activate_mana_ability(game, player, obj, ability, mana_type if len(ability.produces) > 1 else None)


#: How much one mana symbol of a colour, needed by a card in hand or an ability on the
#: battlefield, weighs against tapping a source of that colour (``colour_needs``), and the most
#: symbols of one colour counted.
_NEED_WEIGHT = 10
_NEED_CAP = 2


def colour_needs(game: "Game", player: int) -> tuple[int, ...]:
    """What keeping a source of each type is worth to ``player`` (issue 35: "keep the colours
    that cards in hand and abilities on the battlefield need"): for each type of ``MANA_TYPES``,
    the coloured symbols of the mana costs of the cards in their hand and of the activated
    abilities (other than mana abilities) of the permanents they control, counted up to a cap.
    The automatic payer taps the sources of the least needed colours first (``plan_payment``)."""
    counts = [0] * 6
    objects = game.objects
    for c in game.players[player].hand:
        for i, n in enumerate(objects[c].card.mana_cost.colored[:5]):
            counts[i] += n
    for entry in activators(game, player):  # (the permanents with activated abilities, kept)
        for _, ab, _ in entry[2]:
            if not ab.is_mana and ab.cost.has_mana:
                for i, n in enumerate(ab.cost.mana.colored[:5]):
                    counts[i] += n
    return tuple(min(n, _NEED_CAP) * _NEED_WEIGHT for n in counts)


def auto_payment(game: "Game", player: int, cost: ManaCost,
                 exclude: int | None = None) -> list[tuple[ManaSource, str]] | None:
    """The sources the automatic payment taps for ``cost`` after ``player``'s pool, each with the
    type it makes (CR 601.2g-h), or None if it can't be paid: lands before other permanents and
    creatures, a pain land's painless mana first, the colours the player needs least first
    (``colour_needs``). A preference, planned in polynomial time (``mana.plan_payment``)."""
    if cost.is_free():
        return []
    sources = mana_sources(game, player, exclude)
    pool = game.players[player].pool
    if cost.mana_value > sum(pool) + sources.total:
        return None
    return planned_payment(pool, cost, sources, colour_needs(game, player))


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
        cost = spell_cost(game, player, obj.card).with_x(max(0, x), obj.card.x_spent_only)
    plan = auto_payment(game, player, cost, exclude)
    if plan is None:
        return None
    return tuple(dict.fromkeys(s.object_id for s, _ in plan))


def pay_mana_now(game: "Game", player: int, cost: ManaCost) -> bool:
    """Pay a cost asked for while something resolves ("unless its controller pays {3}"), from the
    pool and then untapped sources chosen automatically (CR 118.12). False if it can't be paid."""
    plan = auto_payment(game, player, cost)
    if plan is None:
        return False
    _tap_for(game, player, plan)
    left = pay_from_pool(game.players[player].pool, cost)
    assert left is not None
    game.players[player].pool[:] = left
    return True


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
            _pay_other_costs(game, source, item.ability, tuple(item.chosen))
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
