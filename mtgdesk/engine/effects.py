"""One-shot effects (CR 609-610) and the effect kinds of the ability vocabulary.

Each kind has ``start(ctx, effect)``, which carries the instruction out and returns True when it
waits for a player's choice, and ``answer(ctx, effect, option)``, which finishes it. A kind is
added here and in ``abilities.EFFECT_SCHEMA``; nothing here names a card.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Callable

from .abilities import Effect
from .decisions import DecisionKind
from .layers import LAYER_PT_MODIFY
from .mana import parse_mana
from .objects import PlayerRef, Zone

if TYPE_CHECKING:
    from .game import Game


class Context:
    """What an instruction needs: the game, the resolving object, its controller and targets."""

    __slots__ = ("game", "item", "controller", "illegal")

    def __init__(self, game: "Game", item: Any, illegal: frozenset[int]) -> None:
        self.game = game
        self.item = item
        self.controller = item.controller
        self.illegal = illegal

    def amount(self, value: Any) -> int:
        if value == "X":
            return int(self.item.x)
        return int(value)

    def refs(self, who: str) -> list[Any]:
        """Resolve a reference: ``target``/``target:N`` (skipping illegal targets, CR 608.2b),
        ``you``, ``each_opponent``, ``each_player``, ``each_creature``, ``self``."""
        g = self.game
        if who.startswith("target"):
            idx = int(who.split(":")[1]) if ":" in who else 0
            if idx in self.illegal or idx >= len(self.item.targets):
                return []
            return [self.item.targets[idx]]
        if who == "you":
            return [PlayerRef(self.controller)]
        if who == "each_opponent":
            return [PlayerRef(1 - self.controller)]
        if who == "each_player":
            return [PlayerRef(p) for p in range(len(g.players))]
        if who == "each_creature":
            return [i for i in g.battlefield if g.is_creature(i)]
        if who == "self":
            src = getattr(self.item, "source", self.item.id)
            return [src] if src in g.objects and g.objects[src].zone is Zone.BATTLEFIELD else []
        raise ValueError(f"unknown reference {who!r}")

    def source_id(self) -> int:
        return int(getattr(self.item, "source", self.item.id))


@dataclass(frozen=True)
class EffectKind:
    start: Callable[[Context, Effect], bool]
    answer: Callable[[Context, Effect, Any], None] = lambda ctx, eff, option: None


def _add_mana(ctx: Context, eff: Effect) -> bool:
    ctx.game.add_mana(ctx.controller, parse_mana(eff["mana"]))
    return False


def _deal_damage(ctx: Context, eff: Effect) -> bool:
    """CR 120: the source deals damage to each recipient."""
    n = ctx.amount(eff["amount"])
    for r in ctx.refs(eff["to"]):
        ctx.game.deal_damage(ctx.source_id(), r, n)
    return False


def _modify_pt(ctx: Context, eff: Effect) -> bool:
    """"gets +N/+N until end of turn" (CR 611.2, layer 7c)."""
    for r in ctx.refs(eff["to"]):
        if isinstance(r, int):
            ctx.game.add_effect("modify_pt", r, LAYER_PT_MODIFY, "end_of_turn", ctx.source_id(),
                                power=ctx.amount(eff["power"]), toughness=ctx.amount(eff["toughness"]))
    return False


def _additional_land_plays(ctx: Context, eff: Effect) -> bool:
    """"You may play N additional lands this turn." (CR 305.2)"""
    ctx.game.players[ctx.controller].extra_land_plays += ctx.amount(eff["count"])
    return False


def _matches(ctx: Context, obj: Any, filt: str) -> bool:
    card = obj.card
    if filt == "basic_land":
        return "Land" in card.types and "Basic" in card.supertypes
    if filt == "land":
        return "Land" in card.types
    if filt == "creature":
        return "Creature" in card.types
    if filt in ("Plains", "Island", "Swamp", "Mountain", "Forest"):
        return filt in card.subtypes
    raise ValueError(f"unknown card filter {filt!r}")


def _search_start(ctx: Context, eff: Effect) -> bool:
    """CR 701.19: search a library for a card that matches; the player may fail to find one
    (701.19b). The choice is the player's."""
    g = ctx.game
    lib = g.players[ctx.controller].library
    found = tuple(i for i in lib if _matches(ctx, g.objects[i], eff["filter"]))
    g.require(ctx.controller, DecisionKind.CHOICE, "search", options=found + (None,), count=1)
    return True


def _search_answer(ctx: Context, eff: Effect, option: Any) -> None:
    g = ctx.game
    if option is not None:
        put = eff["put"]
        if put == "battlefield":
            # CR 305.4: putting a land onto the battlefield is not playing it.
            g.move(option, Zone.BATTLEFIELD, tapped=bool(eff.get("tapped", False)), controller=ctx.controller)
        elif put == "hand":
            g.move(option, Zone.HAND)
        else:
            raise ValueError(put)
    g.shuffle(ctx.controller)


def _draw(ctx: Context, eff: Effect) -> bool:
    for r in ctx.refs(eff.get("who", "you")):
        for _ in range(ctx.amount(eff["count"])):
            ctx.game.draw(r.index)
    return False


def _gain_life(ctx: Context, eff: Effect) -> bool:
    for r in ctx.refs(eff.get("who", "you")):
        ctx.game.change_life(r.index, ctx.amount(eff["amount"]))
    return False


def _lose_life(ctx: Context, eff: Effect) -> bool:
    for r in ctx.refs(eff.get("who", "you")):
        ctx.game.change_life(r.index, -ctx.amount(eff["amount"]))
    return False


def _destroy(ctx: Context, eff: Effect) -> bool:
    """CR 701.7: move to its owner's graveyard."""
    for r in ctx.refs(eff["what"]):
        if isinstance(r, int) and r in ctx.game.objects:
            if eff.get("no_regeneration"):
                ctx.game.cant_regenerate.add(r)
            ctx.game.destroy(r)
    return False


def _regenerate(ctx: Context, eff: Effect) -> bool:
    """"Regenerate X": the next time it would be destroyed this turn, instead tap it, remove
    all damage from it and remove it from combat (CR 701.15a-b)."""
    for r in ctx.refs(eff.get("what", "self")):
        if isinstance(r, int):
            ctx.game.regeneration[r] = ctx.game.regeneration.get(r, 0) + 1
    return False


def _prevent_damage(ctx: Context, eff: Effect) -> bool:
    """"Prevent the next N damage that would be dealt to X this turn." (CR 615.7)"""
    for r in ctx.refs(eff["to"]):
        ctx.game.shields.append((r, ctx.amount(eff["amount"])))
    return False


def _untap_attackers(ctx: Context, eff: Effect) -> bool:
    """"Untap all creatures that attacked this turn." """
    g = ctx.game
    for oid in g.attacked_this_turn:
        if oid in g.objects and g.objects[oid].zone is Zone.BATTLEFIELD:
            g.untap(oid)
    return False


def _additional_combat(ctx: Context, eff: Effect) -> bool:
    """"After this main phase, there is an additional combat phase followed by an additional
    main phase." (CR 500.8)"""
    from .turns import EXTRA_COMBAT_AND_MAIN, add_phases_after_current

    if ctx.game.step.is_main:
        add_phases_after_current(ctx.game, EXTRA_COMBAT_AND_MAIN)
    return False


EFFECTS: dict[str, EffectKind] = {
    "add_mana": EffectKind(_add_mana),
    "deal_damage": EffectKind(_deal_damage),
    "modify_pt": EffectKind(_modify_pt),
    "additional_land_plays": EffectKind(_additional_land_plays),
    "search_library": EffectKind(_search_start, _search_answer),
    "draw": EffectKind(_draw),
    "gain_life": EffectKind(_gain_life),
    "lose_life": EffectKind(_lose_life),
    "destroy": EffectKind(_destroy),
    "regenerate": EffectKind(_regenerate),
    "prevent_damage": EffectKind(_prevent_damage),
    "untap_attackers": EffectKind(_untap_attackers),
    "additional_combat": EffectKind(_additional_combat),
}
