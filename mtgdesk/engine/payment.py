"""Mana payment: the sources of mana a player has (CR 605.1a), what their mana abilities make, and
paying a mana cost from the pool and those sources (CR 106, 107.4, 118, 601.2f-h, 605).

``mana.py`` plans a payment from values alone (a pool, a cost, a list of sources); this module
finds the sources in a game, activates the mana abilities a plan names (CR 605.3) and pays costs
asked for while casting (casting.py) or while something resolves (effects.py: "unless its
controller pays {3}", CR 118.12).

A mana ability may have effects besides adding mana ("deals 1 damage to you"): they happen at once
(CR 605.3b), run by ``effects.EFFECTS``; effects.py in turn pays mana through this module (inside
its functions), the one import cycle left between the two.
"""
from __future__ import annotations

from functools import cache
from typing import TYPE_CHECKING, Any

from mypy_extensions import mypyc_attr

from . import actions as A
from . import events as E
from . import fastpaths
from .abilities import ActivatedAbility, StaticAbility, TriggeredAbility
from .kinds.base import EFFECTS
from .kinds.context import Context
from .errors import IllegalAction
from .filters import parse_filter
from .mana import INDEX, ManaCost, ManaSource, parse_mana, pay_from_pool, plan_payment
from .objects import GameObject, Zone

if TYPE_CHECKING:
    from .game import Game


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
    found: tuple[Activator, ...] = cache[player + 2]
    return found


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


def max_x(game: "Game", player: int, cost: ManaCost, exclude: int | None = None) -> int:
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
    printed: ManaCost = card.mana_cost
    return printed.plus(ManaCost(more)) if more else printed


def mana_types(game: "Game", player: int, ability: ActivatedAbility) -> tuple[str, ...]:
    """The types of mana one activation of a mana ability that adds one of several may add now
    (``"{R}|{G}"``: R or G); one type or none for the others."""
    mana = next((str(e.get("mana")) for e in ability.effects if e.kind == "add_mana"), "")
    if "|" not in mana:
        return ()
    return allowed_mana(game, player, ability) if ability.mana_limited else _mana_options(mana)


def activate_mana_ability(game: "Game", player: int, source: GameObject, ability: ActivatedAbility,
                          choice: str | None = None) -> None:
    """Pay the cost and add the mana at once, without the stack (CR 605.3)."""
    fixed = ability.fixed_mana
    if fixed is not None and choice is None and fastpaths.ENABLED:
        # It adds the same mana whatever happens, and nothing else: no choice to check.
        pay_other_costs(game, source, ability)
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
                    pay_other_costs(game, source, ability)
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
    pay_other_costs(game, source, ability)
    game.emit(E.AbilityActivated(player, source.id, -1))
    for eff in ability.effects:
        if eff.kind == "add_mana":
            game.add_mana(player, mana if mana is not None else parse_mana(mana_added(game, player, eff, source.id)))
        else:
            # A mana ability's other effects happen at once too ("deals 1 damage to you", CR 605.3b).
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
    for oid in game.battlefield:
        aura = game.objects[oid]
        if aura.attached_to != land.id or not aura.card.adds_mana_when_enchanted_tapped:
            continue
        for ab in aura.card.abilities:
            if isinstance(ab, TriggeredAbility) and ab.event == "tapped_for_mana" and ab.get("what") == "enchanted":
                for eff in ab.effects:
                    if eff.kind == "add_mana":
                        game.add_mana(land.controller, parse_mana(eff.get("mana")))


def pay_other_costs(game: "Game", source: GameObject, ability: ActivatedAbility,
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


def tap_for(game: "Game", player: int, plan: list[tuple[ManaSource, str]]) -> None:
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


def pay_mana_now(game: "Game", player: int, cost: ManaCost) -> bool:
    """Pay a cost asked for while something resolves ("unless its controller pays {3}"), from the
    pool and then untapped sources chosen automatically (CR 118.12). False if it can't be paid."""
    plan = auto_payment(game, player, cost)
    if plan is None:
        return False
    tap_for(game, player, plan)
    left = pay_from_pool(game.players[player].pool, cost)
    assert left is not None
    game.players[player].pool[:] = left
    return True
