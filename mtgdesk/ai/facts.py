"""What a computer player may know, and what effects mean for it.

Two things live here, shared by every computer player:

- **Current characteristics through the view** (CR 613): a player may know the characteristics
  of every object it can see (permanents, the stack, its own hand, the cards of its pending
  decision). ``characteristics(view, oid)`` gives them after every continuous effect, so an Aura
  or a pump spell counts; it refuses objects the player can't see.
- **The sign of an effect**: whether an effect is good or bad for the object or player it is
  aimed at, worked out from the effect kinds of the ability vocabulary (never from a card
  name), so that no computer player aims a harmful effect at its own side or a helpful one at
  the opponent's.
"""
from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from ..engine.abilities import Effect, StaticAbility
from ..engine.effects import EFFECTS
from ..engine.kinds.statics import STATIC_KINDS
from ..engine.objects import Characteristics, PlayerRef, Zone

#: What a keyword adds to a creature's worth, in points of power + toughness.
KEYWORD_WORTH = {
    "flying": 2.0, "first_strike": 1.5, "double_strike": 3.0, "trample": 1.0, "vigilance": 0.5,
    "haste": 0.5, "fear": 1.5, "lifelink": 1.0, "deathtouch": 2.0, "reach": 0.5, "landwalk": 1.0,
    "protection": 1.0, "shroud": 1.0, "cant_be_blocked": 2.5, "cant_block": -1.0, "cant_attack": -3.0,
    "doesnt_untap": -1.5,
}


def effect_sign(effect: Effect, zone: str | None = None) -> int:
    """+1 if ``effect`` is good for what it is aimed at, -1 if bad, 0 if neither or unknown, as
    its kind declares (``engine/kinds``). ``zone`` is the zone of the object aimed at: returning
    a card from a graveyard to its owner's hand helps them, returning a permanent sets them back."""
    kind = EFFECTS.get(effect.kind)
    return kind.sign_of(effect, zone) if kind is not None else 0


def static_sign(ability: StaticAbility) -> int:
    """+1 if an Aura's static ability is good for the enchanted permanent's controller, as its
    kind declares (``engine/kinds/statics.py``)."""
    kind = STATIC_KINDS.get(ability.kind)
    return kind.sign_of(ability) if kind is not None else 0


def aimed_sign(effects: Iterable[Effect], statics: Iterable[StaticAbility] = (), zone: str | None = None) -> int:
    """The sign of a spell, ability or Aura for what it targets or enchants: the sum of the
    signs of its effects aimed at a target ("to"/"what"/"who" = target) and of an Aura's static
    abilities; +1, -1 or 0."""
    total = 0
    for e in effects:
        if aimed_at_target(e):
            kind = EFFECTS.get(e.kind)
            if kind is not None and kind.takes_control:
                return -1
            total += effect_sign(e, zone)
    for s in statics:
        spec = STATIC_KINDS.get(s.kind)
        if spec is not None and spec.takes_control:
            return -1
        total += static_sign(s)
    return (total > 0) - (total < 0)


def aimed_at_target(effect: Effect) -> bool:
    """Whether an effect acts on a target of its ability (not on "you" or "each creature")."""
    aim = effect.get("to") or effect.get("what") or effect.get("who")
    return aim is None or str(aim).startswith("target")


def casting_aim(game: Any) -> tuple[tuple[Effect, ...], tuple[StaticAbility, ...]] | None:
    """What the spell or ability whose targets are being chosen (CR 601.2c, 602.2b, 603.3d)
    does to them, as ``aimed_sign`` reads it: its effects and, for an Aura, its static
    abilities. For the search player, which reads the games it imagines from its view
    (``engine.determinize``): the object being cast is on the stack, seen by all. None if
    nothing is being cast."""
    c = getattr(game, "casting", None)
    if c is None:
        return None
    item = game.objects.get(c.object_id)
    if item is None:
        return None
    if c.kind == "spell":
        card = item.card
        statics = tuple(a for a in card.abilities if isinstance(a, StaticAbility)) if "Aura" in card.subtypes else ()
        effects = tuple(card.spell.effects) if card.spell is not None and card.spell.targets else ()
        return effects, statics
    ability = getattr(item, "ability", None)
    return (tuple(getattr(ability, "effects", ())), ()) if ability is not None else None


def wrong_way(game: Any, player: int, target: Any, aim: tuple[tuple[Effect, ...], tuple[StaticAbility, ...]]) -> bool:
    """Whether aiming ``aim`` at ``target`` is a sign error for ``player``: a harmful effect on
    its own side or a helpful one on the opponent's (the controller of a permanent or a spell,
    the owner of a card elsewhere; a card in a graveyard or exile judged by ``effect_sign``'s
    zone rule)."""
    if target is None:
        return False
    if isinstance(target, PlayerRef):
        side, zone = target.index, None
    else:
        obj = game.objects.get(target)
        if obj is None:
            return False
        on = obj.zone in (Zone.BATTLEFIELD, Zone.STACK)
        side = obj.controller if on else obj.owner
        zone = obj.zone.value if obj.zone in (Zone.GRAVEYARD, Zone.EXILE) else None
    sign = aimed_sign(aim[0], aim[1], zone)
    return sign < 0 and side == player or sign > 0 and side != player


def known_sign(effect: Effect) -> bool:
    """Whether the sign of an effect is declared (good, bad or neither), for a test that every
    targeted effect of the card pool has one: every declared kind has one."""
    return effect.kind in EFFECTS


# ---------------------------------------------------------------------- characteristics

def characteristics(view: Any, oid: int) -> Characteristics:
    """The current characteristics (CR 613) of an object ``view``'s player may see: a
    permanent, a spell on the stack, a card in its own hand or in a public zone, a card among
    its decision's options (``PlayerView.characteristics``). ``LookupError`` for anything else
    (an opponent's hidden card)."""
    result: Characteristics | None = view.characteristics(oid)
    if result is None:
        raise LookupError(oid)
    return result


def card_of(view: Any, oid: int) -> Any:
    """The card (``CardDef``) of an object the player may see, for what layers don't change
    in this pool: its mana cost (CR 202). ``LookupError`` for anything else."""
    return view.card_def(oid)


def mana_value(view: Any, oid: int) -> int:
    return int(card_of(view, oid).mana_cost.mana_value)


def keywords(view: Any, oid: int) -> frozenset[str]:
    """Keywords and self-describing static abilities (``cant_block``, ``attack_requirement``)."""
    ch = characteristics(view, oid)
    return ch.keywords | ch.statics


def is_creature(view: Any, oid: int) -> bool:
    return "Creature" in characteristics(view, oid).types


def is_land(view: Any, oid: int) -> bool:
    return "Land" in characteristics(view, oid).types


def creature_worth(view: Any, cv: Any) -> float:
    """A creature's worth: current power and toughness, plus its keywords."""
    worth = float((cv.power or 0) + (cv.toughness or 0))
    for k in keywords(view, cv.id):
        worth += KEYWORD_WORTH.get(k, 0.0)
    return worth


def permanent_worth(view: Any, cv: Any) -> float:
    """What losing a permanent costs its controller, roughly in creature points."""
    try:
        ch = characteristics(view, cv.id)
    except LookupError:
        return 0.0
    if "Creature" in ch.types:
        return creature_worth(view, cv)
    if "Land" in ch.types:
        return 1.5
    return 2.5  # an artifact or enchantment that does something


def target_value(view: Any, target: Any, sign: int) -> float:
    """How good aiming an effect of ``sign`` at ``target`` is for ``view``'s player: positive
    for a harmful effect on the opponent's side or a helpful one on its own, negative the other
    way round, never positive for a mistake."""
    me = view.player
    if isinstance(target, PlayerRef):
        side = 1 if target.index == me else -1
        return sign * side * 3.0
    by_id = {c.id: c for c in view.battlefield()}
    cv = by_id.get(target)
    if cv is not None:
        side = 1 if cv.controller == me else -1
        return sign * side * (permanent_worth(view, cv) + (2.0 if cv.attacking else 0.0))
    for c in view.stack():
        if c.id == target:
            side = 1 if c.controller == me else -1
            return sign * side * 4.0
    for p in (me, 1 - me):
        for c in view.graveyard(p):
            if c.id == target:
                side = 1 if c.owner == me else -1
                return sign * side * 2.0
    return 0.0


def possible_targets(view: Any, spec: Any) -> list[Any]:
    """What a target of this kind (``TargetSpec``) could be among what the player sees, as a
    prediction before casting (the TARGETS decision lists the legal ones, CR 115.1)."""
    kind = spec.kind
    me = view.player
    players = [PlayerRef(me), PlayerRef(1 - me)]
    if kind in ("player", "player_or_planeswalker"):
        return players
    if kind == "opponent":
        return [PlayerRef(1 - me)]
    if kind in ("spell", "creature_spell"):
        out = [c.id for c in view.stack()]
        if kind == "creature_spell":
            out = [i for i in out if "Creature" in characteristics(view, i).types]
        return out
    if kind in ("card_in_graveyard", "creature_card_in_graveyard"):
        out = [c.id for p in (me, 1 - me) for c in view.graveyard(p)]
        if kind == "creature_card_in_graveyard":
            out = [i for i in out if "Creature" in characteristics(view, i).types]
        return out
    wanted = {
        "any": {"Creature"}, "creature": {"Creature"}, "land": {"Land"}, "basic_land": {"Land"},
        "artifact": {"Artifact"}, "enchantment": {"Enchantment"},
        "artifact_or_enchantment": {"Artifact", "Enchantment"},
        "artifact_or_land": {"Artifact", "Land"},
    }.get(kind)
    out = []
    for c in view.battlefield():
        ch = characteristics(view, c.id)
        if wanted is not None and not wanted & ch.types:
            continue
        if kind == "nonland_permanent" and "Land" in ch.types:
            continue
        if "attacking" in spec.restrictions and not c.attacking:
            continue
        if "tapped" in spec.restrictions and not c.tapped:
            continue
        if "nonblack" in spec.restrictions and "B" in ch.colors:
            continue
        if spec.controller == "you" and c.controller != me or spec.controller == "opponent" and c.controller == me:
            continue
        out.append(c.id)
    if kind == "any":
        out.extend(players)
    return out
