"""One-shot effects (CR 609-610) and the effect kinds of the ability vocabulary.

Each kind has ``start(ctx, effect)``, which carries the instruction out; a choice it needs is
asked with ``Game.ask`` (issue 31), and a kind that may ask is named in ``ASKING_EFFECTS``. One
kind still waits instead (``start`` returns True, ``answer`` finishes it): ``discard``, whose
discard is chosen in the position reached so far ("draw a card, then discard a card": the card
drawn is in the hand to click), which ``Game.ask`` doesn't show (it asks from the position before
the action). A kind is declared once, in ``EFFECTS``, with its parameters; nothing here names a
card.
"""
from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any
from collections.abc import Callable, Iterable

from .abilities import Amount, Condition, Effect, Effects, Filters, ListOf, Mana, Ref, TriggeredAbility
from .filters import Filter, FilterError, parse_filter
from .registry import ASKING_EFFECTS
from .decisions import DecisionKind, Question
from .layers import LAYER_PT_MODIFY
from . import events as E
from .mana import ManaCost, parse_mana
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
        """A number: as written, ``X``, or a named amount counted now, as the effect happens
        (CR 608.2h: "for each creature blocking it" counts the creatures blocking it then)."""
        if isinstance(value, bool):
            raise ValueError(f"not an amount: {value!r}")
        if isinstance(value, int):
            return value
        fn = AMOUNTS.get(value)
        if fn is None:
            raise ValueError(f"unknown amount {value!r}")
        return fn(self)

    def refs(self, who: str) -> list[Any]:
        """The objects or players a reference names (``REFERENCES``); targets that became
        illegal are skipped (CR 608.2b)."""
        fn = REFERENCES.get(who)
        if fn is not None:
            return fn(self)
        if who.startswith("target:"):
            idx = int(who.split(":")[1])
            if idx in self.illegal or idx >= len(self.item.targets) or self.item.targets[idx] is None:
                return []
            return [self.item.targets[idx]]
        raise ValueError(f"unknown reference {who!r}")

    def source_id(self) -> int:
        return int(getattr(self.item, "source", self.item.id))

    def info(self, key: str) -> Any:
        """What the event that triggered the ability told it ("that player", "that much")."""
        for k, v in getattr(self.item, "chosen", ()) or ():
            if k == key:
                return v
        return None

    def source_known(self) -> Any:
        """The source as it is now, or as it last existed (CR 608.2h, 113.7a)."""
        return self.game.last_known(self.source_id())


def _targets(ctx: Context) -> list[Any]:
    return [t for i, t in enumerate(ctx.item.targets) if t is not None and i not in ctx.illegal]


def _first_target(ctx: Context) -> list[Any]:
    if 0 in ctx.illegal or not ctx.item.targets or ctx.item.targets[0] is None:
        return []
    return [ctx.item.targets[0]]


def _enchanted(ctx: Context) -> list[Any]:
    """What the source Aura or Equipment is attached to, or was as it left (CR 608.2h)."""
    known = ctx.source_known()
    attached = known.attached_to if known is not None else None
    if attached is None:
        attached = ctx.info("object")
    if attached is None or attached not in ctx.game.objects or ctx.game.objects[attached].zone is not Zone.BATTLEFIELD:
        return []
    return [attached]


def _enchanted_controller(ctx: Context) -> list[Any]:
    known = ctx.source_known()
    attached = known.attached_to if known is not None else ctx.info("object")
    if attached is None:
        return []
    obj = ctx.game.last_known(attached)
    return [PlayerRef(obj.controller)] if obj is not None else []


def _self(ctx: Context) -> list[Any]:
    src = ctx.source_id()
    g = ctx.game
    return [src] if src in g.objects and g.objects[src].zone is Zone.BATTLEFIELD else []


def _self_in_graveyard(ctx: Context) -> list[Any]:
    """The source card, if it is still in the graveyard it was activated from (a card that left
    is a new object, CR 400.7)."""
    src = ctx.source_id()
    g = ctx.game
    return [src] if src in g.objects and g.objects[src].zone is Zone.GRAVEYARD else []


def _that_player(ctx: Context) -> list[Any]:
    p = ctx.info("player")
    return [PlayerRef(p)] if p is not None else []


def _that_object(ctx: Context) -> list[Any]:
    o = ctx.info("object")
    g = ctx.game
    return [o] if o is not None and o in g.objects and g.objects[o].zone is Zone.BATTLEFIELD else []


def _that_card(ctx: Context) -> list[Any]:
    """The card the triggering event put into a zone, where it is now ("return that card")."""
    o = ctx.info("card")
    return [o] if o is not None and o in ctx.game.objects else []


#: References an effect may name (``to``, ``what``, ``who``), each declared once.
REFERENCES: dict[str, Callable[[Context], list[Any]]] = {
    "targets": _targets,
    "target": _first_target,
    "enchanted": _enchanted,
    "equipped": _enchanted,
    "enchanted_controller": _enchanted_controller,
    "creatures_you_control": lambda ctx: [i for i in ctx.game.battlefield if ctx.game.is_creature(i)
                                          and ctx.game.objects[i].controller == ctx.controller],
    "you": lambda ctx: [PlayerRef(ctx.controller)],
    "each_opponent": lambda ctx: [PlayerRef(1 - ctx.controller)],
    "each_player": lambda ctx: [PlayerRef(p) for p in range(len(ctx.game.players))],
    "each_creature": lambda ctx: [i for i in ctx.game.battlefield if ctx.game.is_creature(i)],
    "self": _self,
    "self_in_graveyard": _self_in_graveyard,  # "Return ~ from your graveyard" (an ability that functions there)
    "that_player": _that_player,  # the player the triggering event names
    "that_object": _that_object,  # the object the triggering event names
    "that_card": _that_card,  # the card the triggering event moved, in its new zone
}


def _creatures_blocking_source(ctx: Context) -> int:
    combat = ctx.game.combat
    return len(combat.blockers_of(ctx.source_id())) if combat is not None else 0


def _cards_in_target_players_hand(ctx: Context) -> int:
    """"the number of cards in that player's hand", counted as the effect happens."""
    return sum(len(ctx.game.players[r.index].hand) for r in _first_target(ctx) if isinstance(r, PlayerRef))


def _target_power(ctx: Context) -> int:
    """"its power": the target's power as it is, or as it last existed (CR 608.2h)."""
    if 0 in ctx.illegal or not ctx.item.targets or not isinstance(ctx.item.targets[0], int):
        return 0
    known = ctx.game.last_known(ctx.item.targets[0])
    if known is None:
        return 0
    ch = getattr(known, "characteristics", None) or ctx.game.characteristics(known.id)
    return max(0, ch.power or 0)


def _source_power(ctx: Context) -> int:
    """"damage equal to its power" (the source's): as it is, or as it last existed (CR 608.2h)."""
    known = ctx.source_known()
    if known is None:
        return 0
    ch = getattr(known, "characteristics", None) or ctx.game.characteristics(known.id)
    return max(0, ch.power or 0)


def _creatures_you_control(ctx: Context) -> int:
    """"for each creature you control", counted as the effect happens (CR 608.2h)."""
    return len(REFERENCES["creatures_you_control"](ctx))
def _sacrificed_power(ctx: Context) -> int:
    """"the sacrificed creature's power": the power of the creature sacrificed to pay the cost,
    as it last existed on the battlefield (CR 608.2h, 113.7a)."""
    sacrificed = ctx.info("sacrifice")
    known = ctx.game.last_known(sacrificed) if sacrificed is not None else None
    if known is None:
        return 0
    return max(0, known.characteristics.power or 0)


#: Amounts an effect may name instead of a number, each counted as the effect happens.
AMOUNTS: dict[str, Callable[[Context], int]] = {
    "-X": lambda ctx: -int(ctx.item.x),  # "+X/-X"
    "source_power": _source_power,  # "damage equal to its power" (the source's)
    "creatures_you_control": _creatures_you_control,  # "a card for each creature you control"
    "cards_in_target_players_hand": _cards_in_target_players_hand,  # Sudden Impact
    "target_power": _target_power,  # "life equal to its power"
    "X": lambda ctx: int(ctx.item.x),
    "blockers": _creatures_blocking_source,  # "for each creature blocking it"
    "that_much": lambda ctx: int(ctx.info("amount") or 0),  # "that much" damage or life
    # "equal to the damage already dealt to that player this turn" (Final Punishment)
    "damage_dealt_to_target_player_this_turn": lambda ctx: sum(
        ctx.game.recorded("damaged", r.index) for r in _first_target(ctx) if isinstance(r, PlayerRef)),
    "sacrificed_power": _sacrificed_power,  # "equal to the sacrificed creature's power"
}


@dataclass(frozen=True)
class EffectKind:
    """An effect kind, declared once: its parameters (name: type — ``Ref`` a reference, ``Amount``
    a number or a named amount, ``Filter`` a filter, ``Mana`` mana symbols, or a Python type),
    which are required, and how it runs. ``start`` returns True when it waits for a choice
    (only ``discard``: others ask with ``Game.ask``); ``answer`` takes the choice."""

    start: Callable[[Context, Effect], bool]
    answer: Callable[[Context, Effect, Any], None] = lambda ctx, eff, option: None
    params: dict[str, Any] = field(default_factory=dict)
    required: frozenset[str] = frozenset()


def _add_mana(ctx: Context, eff: Effect) -> bool:
    from .casting import mana_added

    ctx.game.add_mana(ctx.controller, parse_mana(mana_added(ctx.game, ctx.controller, eff, ctx.source_id())))
    return False


def _deal_damage(ctx: Context, eff: Effect) -> bool:
    """CR 120: the source deals damage to each recipient; ``by``: another object is the source
    ("That creature deals damage equal to its power to ~"), dealing none if it is gone."""
    n = ctx.amount(eff["amount"])
    if eff.get("by") is not None:
        by = [r for r in ctx.refs(eff["by"]) if isinstance(r, int)]
        if not by:
            return False
        source = by[0]
    else:
        source = ctx.source_id()
    for r in ctx.refs(eff["to"]):
        ctx.game.deal_damage(source, r, n)
    return False


def _modify_pt(ctx: Context, eff: Effect) -> bool:
    """"gets +N/+N until end of turn" (CR 611.2, layer 7c); the set of objects affected is
    fixed as it resolves (611.2c)."""
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
    return parse_filter(filt).matches_known(ctx.game, obj, source_id=ctx.source_id(), controller=ctx.controller)


def _search_start(ctx: Context, eff: Effect) -> bool:
    """CR 701.19: search a library for a card that matches; the player may fail to find one
    (701.19b). The choice is the player's."""
    g = ctx.game
    if eff.get("count", 1) != 1 or eff.get("condition") is not None or eff.get("who") is not None:
        return _search_up_to(ctx, eff)
    lib = g.players[ctx.controller].library
    found = tuple(i for i in lib if _matches(ctx, g.objects[i], eff["filter"]))
    option = g.ask(ctx.controller, DecisionKind.CHOICE, Question.SEARCH, found + (None,))
    if option is not None:
        if eff.get("reveal"):
            g.emit(E.CardsRevealed(ctx.controller, (option,)))  # "reveal it" (CR 701.16)
        put = eff["put"]
        if put == "battlefield":
            # CR 305.4: putting a land onto the battlefield is not playing it.
            g.move(option, Zone.BATTLEFIELD, tapped=bool(eff.get("tapped", False)), controller=ctx.controller)
        elif put == "hand":
            g.move(option, Zone.HAND)
        else:
            raise ValueError(put)
    g.shuffle(ctx.controller)
    return False


def _search_up_to(ctx: Context, eff: Effect) -> bool:
    """"If [condition], search your library for up to three Plains cards, reveal them, put them
    into your hand, then shuffle.": nothing happens unless the condition holds as it resolves
    (CR 608.2c); the cards are chosen one at a time, None stops (701.19b)."""
    from .triggers import condition_holds

    g = ctx.game
    if eff.get("condition") is not None and not condition_holds(g, eff["condition"], ctx.source_id(),
                                                                ctx.controller, ()):
        return False
    # "Each player may search their library": each searches in turn, active player first (CR 101.4).
    players = [_player(r) for r in ctx.refs(eff.get("who", "you"))]
    players.sort(key=lambda p: p != g.active)
    for me in players:
        chosen: list[int] = []
        for _ in range(ctx.amount(eff.get("count", 1))):
            found = tuple(i for i in g.players[me].library
                          if i not in chosen and _matches(ctx, g.objects[i], eff["filter"]))
            if not found:
                break
            pick = g.ask(me, DecisionKind.CHOICE, Question.SEARCH, found + (None,))
            if pick is None:
                break
            chosen.append(pick)
        if chosen:
            g.emit(E.CardsRevealed(me, tuple(chosen)))  # CR 701.16
        for card in chosen:
            if eff["put"] == "battlefield":
                g.move(card, Zone.BATTLEFIELD, tapped=bool(eff.get("tapped", False)), controller=me)
            else:
                g.move(card, Zone.HAND)
        g.shuffle(me)
    return False


def _draw(ctx: Context, eff: Effect) -> bool:
    for r in ctx.refs(eff.get("who", "you")):
        for _ in range(ctx.amount(eff["count"])):
            ctx.game.draw(_player(r))
    return False


def _player(ref: Any) -> int:
    return ref.index if isinstance(ref, PlayerRef) else int(ref)


def _gain_life(ctx: Context, eff: Effect) -> bool:
    for r in ctx.refs(eff.get("who", "you")):
        ctx.game.change_life(_player(r), ctx.amount(eff["amount"]))
    return False


def _lose_life(ctx: Context, eff: Effect) -> bool:
    for r in ctx.refs(eff.get("who", "you")):
        ctx.game.change_life(_player(r), -ctx.amount(eff["amount"]))
    return False


def _destroy(ctx: Context, eff: Effect) -> bool:
    """CR 701.7: move to its owner's graveyard."""
    for r in ctx.refs(eff["what"]):
        if isinstance(r, int) and r in ctx.game.objects:
            ctx.game.destroy(r, regenerate=not eff.get("no_regeneration"))  # CR 701.15c
    return False


def _regenerate(ctx: Context, eff: Effect) -> bool:
    """"Regenerate X": the next time it would be destroyed this turn, instead tap it, remove
    all damage from it and remove it from combat (CR 701.15a-b)."""
    for r in ctx.refs(eff.get("what", "self")):
        if isinstance(r, int):
            ctx.game.add_replacement("regenerate", ctx.source_id(), ctx.controller, object=r)
    return False


def _prevent_damage(ctx: Context, eff: Effect) -> bool:
    """"Prevent the next N damage that would be dealt to X this turn." (CR 615.7)"""
    for r in ctx.refs(eff["to"]):
        ctx.game.add_replacement("prevent_next", ctx.source_id(), ctx.controller, recipient=r,
                                 amount=ctx.amount(eff["amount"]))
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


def _gain_ability(ctx: Context, eff: Effect) -> bool:
    """"gains flying until end of turn", "can't block this turn" (CR 611.2, layer 6)."""
    from .layers import LAYER_ABILITY

    for r in ctx.refs(eff["to"]):
        if not isinstance(r, int):
            continue
        if eff.get("keyword"):
            ctx.game.add_effect("add_keyword", r, LAYER_ABILITY, "end_of_turn", ctx.source_id(),
                                keyword=eff["keyword"], param=eff.get("param"))
        else:
            ctx.game.add_effect("add_static", r, LAYER_ABILITY, "end_of_turn", ctx.source_id(),
                                static=eff["static"], filter=eff.get("filter"))
    return False


def _attach(ctx: Context, eff: Effect) -> bool:
    """Attach this Equipment (or Aura) to the permanent named (CR 301.5c, 701.3): a permanent
    can't be attached to itself, and an attached one moves."""
    g = ctx.game
    what = ctx.refs(eff["what"])
    to = ctx.refs(eff["to"])
    if not what or not to or not isinstance(what[0], int) or not isinstance(to[0], int) or what[0] == to[0]:
        return False
    if g.objects[what[0]].attached_to != to[0]:
        g.attach(what[0], to[0])
    return False


def _at_next(ctx: Context, eff: Effect) -> bool:
    """"At the beginning of the next [end step], [effects]": a delayed triggered ability
    (CR 603.7a), created as this resolves; it triggers once (603.7c), controlled by this
    ability's controller (603.7d), its source being this one's (603.7e)."""
    from .triggers import DelayedTrigger

    g = ctx.game
    ability = TriggeredAbility("beginning_of", tuple(eff["effects"]),
                               params=(("step", eff["step"]), ("whose", "each")))
    known = ctx.source_known()
    card = known.card if known is not None else ctx.item.card
    g.delayed.append(DelayedTrigger(ability, ctx.controller, ctx.source_id(), card, g.turn))
    return False


def flip_coin(game: "Game", player: int) -> bool:
    """CR 705: flip a coin with the game's seeded RNG; True if it comes up heads (the player
    who flipped it wins the flip, 705.2)."""
    heads = game.rng.randrange(2) == 0
    game.emit(E.CoinFlipped(player, heads))
    return heads


def _flip_coin(ctx: Context, eff: Effect) -> bool:
    """"Flip a coin. If you win the flip, [effects]; if you lose, [effects]." (CR 705)"""
    won = flip_coin(ctx.game, ctx.controller)
    for sub in eff.get("win" if won else "lose", ()):
        EFFECTS[sub.kind].start(ctx, sub)
    return False


#: The words a text-changing effect may replace (CR 612.2): colour words and basic land types.
TEXT_WORDS: tuple[tuple[str, ...], ...] = (("white", "blue", "black", "red", "green"),
                                           ("Plains", "Island", "Swamp", "Mountain", "Forest"))


def _change_text(ctx: Context, eff: Effect) -> bool:
    """"Change the text of target permanent by replacing all instances of one color word with
    another or one basic land type with another." (CR 612): the words are chosen as it resolves
    (608.2d); the effect lasts indefinitely, in layer 3."""
    from .layers import LAYER_TEXT

    g = ctx.game
    targets = [r for r in ctx.refs(eff["what"]) if isinstance(r, int)]
    if not targets:
        return False
    old = g.ask(ctx.controller, DecisionKind.CHOICE, Question.TEXT_WORD, TEXT_WORDS[0] + TEXT_WORDS[1])
    group = TEXT_WORDS[0] if old in TEXT_WORDS[0] else TEXT_WORDS[1]
    new = g.ask(ctx.controller, DecisionKind.CHOICE, Question.TEXT_WORD, tuple(w for w in group if w != old))
    for r in targets:
        g.add_effect("change_text", r, LAYER_TEXT, "indefinite", ctx.source_id(), old=old, new=new)
    return False


def _skip_next(ctx: Context, eff: Effect) -> bool:
    """"[That player] skips their next combat phase / untap step" (CR 614.10)."""
    for r in ctx.refs(eff["who"]):
        ctx.game.skipped.append((_player(r), eff["what"]))
    return False


def _extra_turn(ctx: Context, eff: Effect) -> bool:
    """"Take an extra turn after this one." (CR 500.7: the most recent is taken first)"""
    for r in ctx.refs(eff.get("who", "you")):
        ctx.game.extra_turns.insert(0, _player(r))
    return False


def _untap(ctx: Context, eff: Effect) -> bool:
    for r in ctx.refs(eff["what"]):
        if isinstance(r, int):
            ctx.game.untap(r)
    return False


def _gain_control(ctx: Context, eff: Effect) -> bool:
    """"gain control of it (until end of turn)": a control-changing effect (CR 613.1b, layer 2)."""
    from .layers import LAYER_CONTROL

    for r in ctx.refs(eff["what"]):
        if isinstance(r, int):
            ctx.game.add_effect("set_controller", r, LAYER_CONTROL, eff.get("until", "end_of_turn"), ctx.source_id(),
                                player=ctx.controller)
    return False


def _sacrifice(ctx: Context, eff: Effect) -> bool:
    """CR 701.17: sacrifice a permanent (here, one the ability names: "sacrifice it")."""
    for r in ctx.refs(eff["what"]):
        if isinstance(r, int) and ctx.game.objects[r].controller == ctx.controller:
            ctx.game.sacrifice(r)
    return False


def _prevent_from_chosen_source(ctx: Context, eff: Effect) -> bool:
    """"The next time a [red] source of your choice would deal damage to you this turn, prevent that
    damage." The source is chosen as it resolves (CR 609.7a): a permanent or a spell on the stack,
    of the filter's kind."""
    g = ctx.game
    options = _chosen_source_options(ctx, eff)
    if not options:
        return False
    chosen = g.ask(ctx.controller, DecisionKind.CHOICE, Question.SOURCE, options)
    extra: dict[str, Any] = {"gain_life": True} if eff.get("gain_life") else {}
    for r in ctx.refs(eff.get("to", "you")):
        g.add_replacement("prevent_source_once", ctx.source_id(), ctx.controller, recipient=r, damage_source=chosen,
                          **extra)
    return False


def _chosen_source_options(ctx: Context, eff: Effect) -> tuple[int, ...]:
    """The sources a player may choose for "a [red] source of your choice" (CR 609.7a): the
    permanents and spells on the stack that match the filter, and, for "of the chosen color",
    that have the colour chosen as the source of this ability entered (CR 614.12)."""
    g = ctx.game
    filt = parse_filter(eff["source"])
    color = None
    if eff.get("of_chosen_color"):
        known = ctx.source_known()
        color = dict(getattr(known, "chosen", ()) or ()).get("color")
        if color is None:
            return ()
    return tuple(i for i in list(g.battlefield) + list(g.stack)
                 if not isinstance(g.objects[i], _stack_ability_type())
                 and filt.matches(g, i, source_id=ctx.source_id(), controller=ctx.controller)
                 and (color is None or color in g.characteristics(i).colors))


def _redirect_from_chosen_source(ctx: Context, eff: Effect) -> bool:
    """"All damage that would be dealt to target creature this turn by a source of your choice
    is dealt to ~ instead." (CR 614.9): the source is chosen as it resolves (609.7a)."""
    g = ctx.game
    to = ctx.refs(eff["to"])
    recipients = [r for r in ctx.refs(eff["from"]) if isinstance(r, int)]
    if not to or not recipients:
        return False
    options = _chosen_source_options(ctx, eff)
    if not options:
        return False
    chosen = g.ask(ctx.controller, DecisionKind.CHOICE, Question.SOURCE, options)
    for r in recipients:
        g.add_replacement("redirect_from_source", ctx.source_id(), ctx.controller, recipient=r,
                          damage_source=chosen, to=to[0])
    return False


def _each_matching(ctx: Context, eff: Effect) -> list[int]:
    """The permanents a "destroy all" / "each creature" instruction affects (CR 608.2c): those
    that match its filter as it resolves, controlled by ``controller`` if it names a player."""
    g = ctx.game
    filt = parse_filter(eff["filter"])
    owners = {r.index if isinstance(r, PlayerRef) else g.objects[r].controller  # a planeswalker's controller
              for r in ctx.refs(eff["controller"])} if eff.get("controller") else None
    return [i for i in g.battlefield if filt.matches(g, i, source_id=ctx.source_id(), controller=ctx.controller)
            and (owners is None or g.objects[i].controller in owners)]


def _destroy_all(ctx: Context, eff: Effect) -> bool:
    """"Destroy all enchantments." All at once (CR 701.7, 608.2c); "They can't be
    regenerated." (``no_regeneration``, CR 701.15c)."""
    for r in _each_matching(ctx, eff):
        ctx.game.destroy(r, regenerate=not eff.get("no_regeneration"))
    return False


def _deal_damage_each(ctx: Context, eff: Effect) -> bool:
    """"deals N damage to each creature [with flying] [that player controls]" (CR 120)."""
    n = ctx.amount(eff["amount"])
    for r in _each_matching(ctx, eff):
        ctx.game.deal_damage(ctx.source_id(), r, n)
    return False


def _sacrifice_chosen(ctx: Context, eff: Effect) -> bool:
    """"Target opponent sacrifices a creature", "Each player sacrifices four lands": each player,
    in APNAP order (CR 101.4), chooses that many of theirs as it resolves (all of them if they
    control fewer), one at a time; then all are sacrificed at once (CR 701.17a)."""
    g = ctx.game
    filt = parse_filter(eff["filter"])
    count = ctx.amount(eff.get("count", 1))
    players = [_player(r) for r in ctx.refs(eff["who"])]
    players.sort(key=lambda p: (p - g.active) % len(g.players))
    chosen: list[int] = []
    for player in players:
        for _ in range(count):
            options = tuple(i for i in g.battlefield if g.objects[i].controller == player and i not in chosen
                            and filt.matches(g, i, source_id=ctx.source_id(), controller=player))
            if not options:
                break
            chosen.append(g.ask(player, DecisionKind.CHOICE, Question.SACRIFICE, options))
    for oid in chosen:
        g.sacrifice(oid)
    return False


def _tap_all(ctx: Context, eff: Effect) -> bool:
    """"Tap all other creatures." (CR 701.21a), the permanents matching as it resolves."""
    for r in _each_matching(ctx, eff):
        ctx.game.tap(r)
    return False


def _set_life(ctx: Context, eff: Effect) -> bool:
    """"Your life total becomes 5": the player gains or loses the difference (CR 119.5)."""
    g = ctx.game
    for r in ctx.refs(eff.get("who", "you")):
        p = _player(r)
        diff = ctx.amount(eff["amount"]) - g.players[p].life
        if diff:
            g.change_life(p, diff)
    return False


def _flip_until_both_heads(ctx: Context, eff: Effect) -> bool:
    """"You and target opponent each flip a coin. ~ deals 1 damage to each player whose coin
    comes up tails. Repeat this process until both players' coins come up heads on the same
    flip." (CR 705): flips from the game's seeded RNG, the controller first."""
    g = ctx.game
    others = [_player(r) for r in ctx.refs(eff["with"])]
    if not others:
        return False  # the opponent is an illegal target: the spell doesn't resolve (CR 608.2b)
    players = [ctx.controller] + others
    n = ctx.amount(eff["amount"])
    while True:
        tails = [p for p in players if not flip_coin(g, p)]
        if not tails:
            return False
        for p in tails:
            g.deal_damage(ctx.source_id(), PlayerRef(p), n)


def _shuffle_graveyard_into_library(ctx: Context, eff: Effect) -> bool:
    """"Target player shuffles their graveyard into their library." (CR 701.20)"""
    g = ctx.game
    for r in ctx.refs(eff["who"]):
        player = _player(r)
        for card in list(g.players[player].graveyard):
            g.move(card, Zone.LIBRARY)
        g.shuffle(player)
    return False


def _return_to_battlefield(ctx: Context, eff: Effect) -> bool:
    """"Return target creature card from your graveyard to the battlefield": under the control
    of the effect's controller (CR 110.2a)."""
    for r in ctx.refs(eff["what"]):
        if isinstance(r, int) and r in ctx.game.objects:
            ctx.game.move(r, Zone.BATTLEFIELD, controller=ctx.controller)
    return False


def _redirect_damage(ctx: Context, eff: Effect) -> bool:
    """"The next N damage that would be dealt to X this turn is dealt to [target creature]
    instead." (CR 614.9)"""
    to = ctx.refs(eff["to"])
    if not to:
        return False  # the new recipient is an illegal target: nothing is redirected (608.2b)
    for r in ctx.refs(eff["from"]):
        ctx.game.add_replacement("redirect_next", ctx.source_id(), ctx.controller, recipient=r,
                                 amount=ctx.amount(eff["amount"]), to=to[0])
    return False


def _dont_untap_next(ctx: Context, eff: Effect) -> bool:
    """"Creatures and lands target opponent controls don't untap during their next untap step."
    The permanents are the ones matching when that step comes (CR 502.3, 614.10)."""
    for r in ctx.refs(eff["who"]):
        ctx.game.skipped.append((_player(r), "untap_of:" + eff["filter"]))
    return False


def _draw_for_each_in_hand(ctx: Context, eff: Effect) -> bool:
    """"Target opponent reveals their hand. You draw a card for each Mountain and red card in
    it." (CR 701.16: revealed to every player; counted as it resolves)"""
    g = ctx.game
    p, hand = _hand_of(ctx, eff["who"])
    if p < 0:
        return False
    g.emit(E.CardsRevealed(p, tuple(hand)))
    filt = parse_filter(eff["filter"])
    n = sum(1 for c in hand if filt.matches(g, c, source_id=ctx.source_id(), controller=ctx.controller))
    for _ in range(n):
        g.draw(ctx.controller)
    return False


def _reveal_cards_you_choose_discard(ctx: Context, eff: Effect) -> bool:
    """"Target player reveals three cards from their hand and you choose one of them. That
    player discards that card.": the player chooses which cards to reveal (all of them if they
    have that many or fewer), then the effect's controller chooses (CR 701.16, 701.9)."""
    g = ctx.game
    p, hand = _hand_of(ctx, eff["who"])
    if p < 0 or not hand:
        return False
    n = ctx.amount(eff["count"])
    if len(hand) <= n:
        revealed = list(hand)
    else:
        revealed = []
        for _ in range(n):
            options = tuple(c for c in hand if c not in revealed)
            revealed.append(g.ask(p, DecisionKind.CHOICE, Question.OBJECT, options))
    g.emit(E.CardsRevealed(p, tuple(revealed)))
    g.discard(g.ask(ctx.controller, DecisionKind.CHOICE, Question.OBJECT, tuple(revealed)), by=ctx.controller)
    return False


def _tap_or_untap(ctx: Context, eff: Effect) -> bool:
    """"You may tap or untap target creature": tapping a tapped permanent or untapping an
    untapped one does nothing (CR 701.21), so the choice is whether to turn it over."""
    g = ctx.game
    for r in ctx.refs(eff["what"]):
        if not isinstance(r, int):
            continue
        # yes: turn it over; or name the instruction ("tap" / "untap"); no: do nothing.
        answer = g.ask(ctx.controller, DecisionKind.CHOICE, Question.MAY, (True, False, "tap", "untap"))
        tapped = g.objects[r].tapped
        if answer == "untap" or answer is True and tapped:
            g.untap(r)
        elif answer == "tap" or answer is True and not tapped:
            g.tap(r)
    return False


def _untap_up_to(ctx: Context, eff: Effect) -> bool:
    """"Untap up to four lands": chosen one at a time as it resolves; None stops (CR 608.2d)."""
    g = ctx.game
    filt = parse_filter(eff["filter"])
    for _ in range(ctx.amount(eff["count"])):
        options = tuple(i for i in g.battlefield if g.objects[i].tapped
                        and filt.matches(g, i, source_id=ctx.source_id(), controller=ctx.controller))
        if not options:
            break
        pick = g.ask(ctx.controller, DecisionKind.CHOICE, Question.OBJECT, options + (None,))
        if pick is None:
            break
        g.untap(pick)
    return False


def _put_from_hand(ctx: Context, eff: Effect) -> bool:
    """"Each other player may put a creature card from their hand onto the battlefield": each
    chooses in turn order (CR 101.4), or nothing."""
    g = ctx.game
    filt = parse_filter(eff["filter"])
    for r in ctx.refs(eff["who"]):
        player = _player(r)
        options = tuple(i for i in g.players[player].hand
                        if filt.matches(g, i, source_id=ctx.source_id(), controller=player))
        if not options:
            continue
        pick = g.ask(player, DecisionKind.CHOICE, Question.OBJECT, options + (None,))
        if pick is not None:
            g.move(pick, Zone.BATTLEFIELD, controller=player)
    return False


def _destroy_at_end_of_combat(ctx: Context, eff: Effect) -> bool:
    """"Destroy that creature at end of combat": a delayed triggered ability (CR 603.7) that
    triggers at the beginning of the end of combat step (CR 511.2) of this turn."""
    from .abilities import TriggeredAbility
    from .triggers import DelayedTrigger

    g = ctx.game
    known = ctx.source_known()
    for r in ctx.refs(eff["what"]):
        ability = TriggeredAbility("beginning_of", (Effect.make("destroy", what="that_object"),),
                                   params=(("step", "end_combat"), ("whose", "each")))
        card = known.card if known is not None else g.objects[r].card
        g.delayed.append(DelayedTrigger(ability, ctx.controller, ctx.source_id(), card, g.turn,
                                        info=(("object", r),)))
    return False


def _untap_all(ctx: Context, eff: Effect) -> bool:
    """"Target player untaps all basic lands they control.": the permanents that match as it
    resolves (CR 608.2c, 701.21)."""
    for r in _each_matching(ctx, eff):
        ctx.game.untap(r)
    return False


def _life_becomes_count(ctx: Context, eff: Effect) -> bool:
    """"Each player's life total becomes the number of creatures they control.": counted for
    every player first, then each gains or loses the difference (CR 119.5)."""
    g = ctx.game
    filt = parse_filter(eff["count"])
    players = [_player(r) for r in ctx.refs(eff["who"])]
    counts = {p: sum(1 for i in g.battlefield if g.objects[i].controller == p
                     and filt.matches(g, i, source_id=ctx.source_id(), controller=p)) for p in players}
    for p in sorted(players, key=lambda p: p != g.active):
        g.change_life(p, counts[p] - g.players[p].life)
    return False


def _becomes_creature(ctx: Context, eff: Effect) -> bool:
    """"~ becomes a 3/6 Golem artifact creature until end of combat." / "All lands become 2/2
    creatures until end of turn. They're still lands.": a type-changing effect (layer 4, they
    keep their other types, CR 205.1b) and a P/T-setting one (7b), locked to the objects named
    (``what``) or matching ``filter`` as it resolves (CR 611.2c, 613.1d, 613.4b); "until end of
    combat" ends as the end of combat step ends (511.3)."""
    from .layers import LAYER_PT_SET, LAYER_TYPE

    g = ctx.game
    until = eff.get("until", "end_of_turn")
    types: dict[str, Any] = {"types": tuple(eff.get("types", "Creature").split())}
    if eff.get("subtypes"):
        types["subtypes"] = tuple(eff["subtypes"].split())
    power, toughness = ctx.amount(eff["power"]), ctx.amount(eff["toughness"])
    matching = _each_matching(ctx, eff) if eff.get("filter") is not None else \
        [r for r in ctx.refs(eff["what"]) if isinstance(r, int)]
    for r in matching:
        g.add_effect("add_types", r, LAYER_TYPE, until, ctx.source_id(), **types)
        g.add_effect("set_pt", r, LAYER_PT_SET, until, ctx.source_id(), power=power, toughness=toughness)
    return False


def _stack_ability_type() -> type:
    from .game import StackAbility

    return StackAbility


def _hand_of(ctx: Context, who: str) -> tuple[int, list[int]]:
    refs = ctx.refs(who)
    if not refs:
        return -1, []
    p = _player(refs[0])
    return p, ctx.game.players[p].hand


def _discard_start(ctx: Context, eff: Effect) -> bool:
    """CR 701.9: the player discards; they choose (``chooser = "you"``: the spell's controller
    chooses from the revealed hand, as with Coercion)."""
    g = ctx.game
    p, hand = _hand_of(ctx, eff.get("who", "you"))
    if p < 0 or not hand:
        return False
    count = min(ctx.amount(eff["count"]), len(hand))
    if count == len(hand) and eff.get("chooser", "self") == "self":
        for c in list(hand):
            g.discard(c, by=ctx.controller)
        return False
    if eff.get("chooser") == "random":
        # CR 701.9b: discard at random, with the game's seeded RNG.
        pool = list(hand)
        chosen = []
        for _ in range(count):
            chosen.append(pool.pop(g.rng.randrange(len(pool))))
        for c in chosen:
            g.discard(c, by=ctx.controller)
        return False
    chooser = ctx.controller if eff.get("chooser") == "you" else p
    if chooser != p:
        g.emit(E.HandRevealed(p, chooser, tuple(hand)))
    g.require(chooser, DecisionKind.DISCARD, Question.DISCARD, options=tuple(hand), count=count, whose=p)
    return True


def _discard_answer(ctx: Context, eff: Effect, cards: Any) -> None:
    for c in cards:
        ctx.game.discard(c, by=ctx.controller)


def _move_to(ctx: Context, eff: Effect, zone: Zone, bottom: bool = False) -> bool:
    for r in ctx.refs(eff["what"]):
        if isinstance(r, int) and r in ctx.game.objects:
            ctx.game.move(r, zone, bottom=bottom)
    return False


def _return_to_hand(ctx: Context, eff: Effect) -> bool:
    """"Return target permanent to its owner's hand." (CR 400.3)"""
    return _move_to(ctx, eff, Zone.HAND)


def _put_on_library(ctx: Context, eff: Effect) -> bool:
    """"Put target ... on top of its owner's library." """
    return _move_to(ctx, eff, Zone.LIBRARY)


def _counter(ctx: Context, eff: Effect) -> bool:
    """CR 701.5: a countered spell goes to its owner's graveyard."""
    g = ctx.game
    for r in ctx.refs(eff["what"]):
        if isinstance(r, int) and r in g.objects and g.objects[r].zone is Zone.STACK:
            g.counter(r)
    return False


def _counter_unless_start(ctx: Context, eff: Effect) -> bool:
    """"Counter target spell unless its controller pays {3}." The spell's controller decides
    (CR 118.12); they can pay only if they have the mana."""
    from .casting import can_pay, pay_mana_now

    g = ctx.game
    refs = [r for r in ctx.refs(eff["what"]) if isinstance(r, int) and r in g.objects]
    if not refs:
        return False
    target = g.objects[refs[0]]
    cost = ManaCost.parse(eff["cost"])
    options: tuple[Any, ...] = (True, False) if can_pay(g, target.controller, cost) else (False,)
    pay = g.ask(target.controller, DecisionKind.CHOICE, Question.PAY_OR_COUNTER, options, cost=eff["cost"])
    if pay:
        pay_mana_now(g, target.controller, cost)
    else:
        g.counter(refs[0])
    return False


def _tap(ctx: Context, eff: Effect) -> bool:
    for r in ctx.refs(eff["what"]):
        if isinstance(r, int):
            ctx.game.tap(r)
    return False


def _look_start(ctx: Context, eff: Effect) -> bool:
    """Look at the top N cards of your library; then either put them back in any order (the
    player picks the top card, then the next...), or (``then = "one_to_hand"``) put one into
    the hand and the others on the bottom."""
    g = ctx.game
    lib = g.players[ctx.controller].library
    n = min(ctx.amount(eff["count"]), len(lib))
    if n == 0:
        return False
    top = tuple(reversed(lib[-n:]))  # top card first
    g.emit(E.CardsLooked(ctx.controller, top))
    if eff.get("then") == "one_to_hand":
        option = g.ask(ctx.controller, DecisionKind.CHOICE, Question.TO_HAND, top)
        g.move(option, Zone.HAND)
        for c in top:
            if c != option:
                g.move(c, Zone.LIBRARY, bottom=True)
        return False
    # Put back in any order: the top card chosen first, then the next...
    remaining: tuple[int, ...] = top
    order: tuple[int, ...] = ()
    while len(remaining) > 1:
        option = g.ask(ctx.controller, DecisionKind.CHOICE, Question.ORDER_TOP, remaining)
        remaining = tuple(c for c in remaining if c != option)
        order = order + (option,)
    order = order + remaining  # top first
    lib[:] = [c for c in lib if c not in order] + list(reversed(order))
    return False


def _look_at_hand(ctx: Context, eff: Effect) -> bool:
    """"Look at target opponent's hand": only its controller learns it (an event for the UI)."""
    p, hand = _hand_of(ctx, eff["who"])
    if p >= 0:
        ctx.game.emit(E.HandRevealed(p, ctx.controller, tuple(hand)))
    return False


def _reveal_top(ctx: Context, eff: Effect) -> bool:
    """"Target player reveals the top card of their library." (CR 701.16)"""
    p, _ = _hand_of(ctx, eff["who"])
    if p >= 0:
        lib = ctx.game.players[p].library
        ctx.game.emit(E.CardsRevealed(p, tuple(lib[-1:])))
    return False


def _prevent_combat_damage(ctx: Context, eff: Effect) -> bool:
    """"Prevent all combat damage that would be dealt this turn." (CR 615)"""
    ctx.game.add_replacement("prevent_all_combat", ctx.source_id(), ctx.controller)
    return False


_TOKENS: dict[tuple[Any, ...], Any] = {}


def token_card(name: str, power: int, toughness: int, color: str, subtypes: str, keywords: tuple[str, ...]) -> Any:
    """The characteristics a token-making effect defines (CR 110.5b-c), one value per kind."""
    from .abilities import Keyword
    from .objects import CardDef

    key = (name, power, toughness, color, subtypes, keywords)
    card = _TOKENS.get(key)
    if card is None:
        card = CardDef(name, ManaCost(), ("Creature",), tuple(subtypes.split()), (), power, toughness,
                       tuple(Keyword(k) for k in keywords), color_indicator=tuple(color) if color else ())
        _TOKENS[key] = card
    return card


def _create_token(ctx: Context, eff: Effect) -> bool:
    """Create creature tokens under the controller's control (CR 111.1, 110.5a)."""
    g = ctx.game
    subtypes = eff.get("subtypes", eff["name"])
    card = token_card(eff["name"], eff["power"], eff["toughness"], eff.get("color", ""), subtypes,
                      tuple(eff.get("keywords", ())))
    for _ in range(ctx.amount(eff.get("count", 1))):
        obj = g.create_object(card, ctx.controller, Zone.BATTLEFIELD, token=True)
        obj.sick = True
        g.emit(E.CardMoved(0, obj.id, card.name, ctx.controller, None, Zone.BATTLEFIELD.value))
    return False


def _add_counters(ctx: Context, eff: Effect) -> bool:
    """Put counters on permanents (CR 122.1)."""
    g = ctx.game
    kind = eff["counter"]
    for r in ctx.refs(eff["what"]):
        if isinstance(r, int) and r in g.objects:
            obj = g.objects[r]
            obj.counters[kind] = obj.counters.get(kind, 0) + ctx.amount(eff["count"])
            g._dirty()
            g.emit(E.CountersChanged(r, kind, obj.counters[kind]))
    return False


def _unless(ctx: Context, eff: Effect) -> bool:
    """"[Effects] unless you pay {G}{G}{G}{G}." / "You may sacrifice an artifact. If you don't,
    [effects]." The player chooses as it resolves whether to pay (CR 118.12, 608.2d); a mana
    cost they can't pay and a permanent they don't control can't be chosen; the effects happen
    only if they didn't pay."""
    from .casting import can_pay, pay_mana_now

    g = ctx.game
    who = ctx.refs(eff.get("who", "you"))
    player = _player(who[0]) if who else ctx.controller
    paid = False
    if eff.get("pay") is not None:
        cost = ManaCost.parse(eff["pay"])
        options: tuple[Any, ...] = (True, False) if can_pay(g, player, cost) else (False,)
        if g.ask(player, DecisionKind.CHOICE, Question.PAY_OR_NOT, options, cost=eff["pay"]):
            paid = pay_mana_now(g, player, cost)
    if eff.get("sacrifice") is not None:
        # "unless you sacrifice two Mountains": the first choice says whether to pay (None: no),
        # the others complete the payment; with fewer than that many, it can't be paid.
        filt = parse_filter(eff["sacrifice"])
        n = ctx.amount(eff.get("count", 1))
        mine = tuple(i for i in g.battlefield if g.objects[i].controller == player
                     and filt.matches(g, i, source_id=ctx.source_id(), controller=player))
        if len(mine) < n:
            mine = ()
        # What not paying would sacrifice of theirs ("sacrifice it unless ..."), for a player
        # weighing the two (public: it is the ability's text).
        at_stake = tuple(r for sub in eff["effects"] if sub.kind == "sacrifice" for r in ctx.refs(sub["what"])
                         if isinstance(r, int) and r in g.battlefield and g.objects[r].controller == player)
        pick = g.ask(player, DecisionKind.CHOICE, Question.SACRIFICE, mine + (None,), optional=True,
                     sacrifice_count=n, otherwise_sacrificed=at_stake)
        if pick is not None:
            chosen = [pick]
            while len(chosen) < n:
                chosen.append(g.ask(player, DecisionKind.CHOICE, Question.SACRIFICE,
                                    tuple(i for i in mine if i not in chosen)))
            for c in chosen:
                g.sacrifice(c)  # CR 701.17a
            paid = True
    if not paid:
        for sub in eff["effects"]:
            EFFECTS[sub.kind].start(ctx, sub)
    return False


def _mill(ctx: Context, eff: Effect) -> bool:
    """"Target player mills two cards.": they put the top cards of their library into their
    graveyard (CR 701.13a; as many as there are, 701.13b)."""
    g = ctx.game
    n = ctx.amount(eff["count"])
    for r in ctx.refs(eff["who"]):
        library = g.players[_player(r)].library
        for _ in range(min(n, len(library))):
            g.move(library[-1], Zone.GRAVEYARD)  # the top card is the list's last
    return False


def _discard_hand(ctx: Context, eff: Effect) -> bool:
    """"Each player discards their hand." (CR 701.9a): each player in turn order (101.4)
    discards every card in their hand."""
    g = ctx.game
    for r in ctx.refs(eff["who"]):
        for card in list(g.players[_player(r)].hand):
            g.discard(card, by=ctx.controller)
    return False


def _discard_all_of_chosen_color(ctx: Context, eff: Effect) -> bool:
    """"Choose a color. Target player reveals their hand and discards all cards of that
    color.": the colour is chosen as it resolves (CR 608.2d), by the effect's controller;
    the hand is revealed to every player (701.16) even if none is of that colour."""
    from .filters import COLORS

    g = ctx.game
    p, hand = _hand_of(ctx, eff["who"])
    if p < 0:
        return False
    color = g.ask(ctx.controller, DecisionKind.CHOICE, Question.COLOR, tuple(COLORS))
    g.emit(E.CardsRevealed(p, tuple(hand)))
    filt = parse_filter(color)
    for card in [c for c in hand if filt.matches(g, c, source_id=ctx.source_id(), controller=ctx.controller)]:
        g.discard(card, by=ctx.controller)
    return False


def _kind(start: Callable[[Context, Effect], bool], params: dict[str, Any], required: Iterable[str] = (),
          answer: Callable[[Context, Effect, Any], None] | None = None) -> EffectKind:
    if answer is None:
        return EffectKind(start, params=params, required=frozenset(required))
    return EffectKind(start, answer, params, frozenset(required))


EFFECTS: dict[str, EffectKind] = {
    "add_mana": _kind(_add_mana, {"mana": Mana, "instead": Mana, "if_you_control": Filters,
                                  "any_color_of": ("opponents_lands",)}, ["mana"]),
    "deal_damage": _kind(_deal_damage, {"amount": Amount, "to": Ref, "by": Ref}, ["amount", "to"]),
    "modify_pt": _kind(_modify_pt, {"power": Amount, "toughness": Amount, "to": Ref}, ["power", "toughness", "to"]),
    "additional_land_plays": _kind(_additional_land_plays, {"count": Amount}, ["count"]),
    "search_library": _kind(_search_start, {"filter": Filter, "put": ("battlefield", "hand"), "tapped": bool,
                                            "count": Amount, "condition": Condition, "who": Ref,
                                            "reveal": bool},
                            ["filter", "put"]),
    "draw": _kind(_draw, {"count": Amount, "who": Ref}, ["count"]),
    "gain_life": _kind(_gain_life, {"amount": Amount, "who": Ref}, ["amount"]),
    "lose_life": _kind(_lose_life, {"amount": Amount, "who": Ref}, ["amount"]),
    "destroy": _kind(_destroy, {"what": Ref, "no_regeneration": bool}, ["what"]),
    "regenerate": _kind(_regenerate, {"what": Ref}),
    "prevent_damage": _kind(_prevent_damage, {"amount": Amount, "to": Ref}, ["amount", "to"]),
    "untap_attackers": _kind(_untap_attackers, {}),
    "additional_combat": _kind(_additional_combat, {}),
    "gain_ability": _kind(_gain_ability, {"to": Ref, "keyword": str, "param": str, "static": str, "filter": Filter},
                          ["to"]),
    "discard": _kind(_discard_start, {"count": Amount, "who": Ref, "chooser": ("self", "you", "random")}, ["count"],
                     _discard_answer),
    "return_to_hand": _kind(_return_to_hand, {"what": Ref}, ["what"]),
    "put_on_library": _kind(_put_on_library, {"what": Ref}, ["what"]),
    "counter": _kind(_counter, {"what": Ref}, ["what"]),
    "counter_unless_pays": _kind(_counter_unless_start, {"what": Ref, "cost": Mana}, ["what", "cost"]),
    "tap": _kind(_tap, {"what": Ref}, ["what"]),
    "look_at_top": _kind(_look_start, {"count": Amount, "then": ("one_to_hand",)}, ["count"]),
    "look_at_hand": _kind(_look_at_hand, {"who": Ref}, ["who"]),
    "reveal_top": _kind(_reveal_top, {"who": Ref}, ["who"]),
    "prevent_combat_damage": _kind(_prevent_combat_damage, {}),
    "create_token": _kind(_create_token, {"count": Amount, "name": str, "power": int, "toughness": int, "color": str,
                                          "subtypes": str, "keywords": list}, ["name", "power", "toughness"]),
    "add_counters": _kind(_add_counters, {"what": Ref, "counter": str, "count": Amount}, ["what", "counter", "count"]),
    "untap": _kind(_untap, {"what": Ref}, ["what"]),
    "at_next": _kind(_at_next, {"step": ("upkeep", "draw", "end"), "effects": Effects}, ["step", "effects"]),
    "flip_coin": _kind(_flip_coin, {"win": Effects, "lose": Effects}),
    "change_text": _kind(_change_text, {"what": Ref}, ["what"]),
    "skip_next": _kind(_skip_next, {"who": Ref, "what": ("combat", "untap", "upkeep", "draw")}, ["who", "what"]),
    "extra_turn": _kind(_extra_turn, {"who": Ref}),
    "attach": _kind(_attach, {"what": Ref, "to": Ref}, ["what", "to"]),
    "gain_control": _kind(_gain_control, {"what": Ref, "until": ("end_of_turn", "indefinite")}, ["what"]),
    "sacrifice": _kind(_sacrifice, {"what": Ref}, ["what"]),
    "prevent_from_chosen_source": _kind(_prevent_from_chosen_source, {"source": Filter, "to": Ref, "gain_life": bool,
                                                                      "of_chosen_color": bool}, ["source"]),
    "redirect_from_chosen_source": _kind(_redirect_from_chosen_source, {"source": Filter, "from": Ref, "to": Ref},
                                         ["source", "from", "to"]),
    "destroy_all": _kind(_destroy_all, {"filter": Filter, "controller": Ref, "no_regeneration": bool}, ["filter"]),
    "deal_damage_each": _kind(_deal_damage_each, {"amount": Amount, "filter": Filter, "controller": Ref},
                              ["amount", "filter"]),
    "sacrifice_chosen": _kind(_sacrifice_chosen, {"who": Ref, "filter": Filter, "count": Amount}, ["who", "filter"]),
    "tap_all": _kind(_tap_all, {"filter": Filter}, ["filter"]),
    "set_life": _kind(_set_life, {"amount": Amount, "who": Ref}, ["amount"]),
    "flip_until_both_heads": _kind(_flip_until_both_heads, {"amount": Amount, "with": Ref}, ["amount", "with"]),
    "shuffle_graveyard_into_library": _kind(_shuffle_graveyard_into_library, {"who": Ref}, ["who"]),
    "return_to_battlefield": _kind(_return_to_battlefield, {"what": Ref}, ["what"]),
    "tap_or_untap": _kind(_tap_or_untap, {"what": Ref}, ["what"]),
    "reveal_cards_you_choose_discard": _kind(_reveal_cards_you_choose_discard, {"who": Ref, "count": Amount},
                                             ["who", "count"]),
    "redirect_damage": _kind(_redirect_damage, {"from": Ref, "to": Ref, "amount": Amount}, ["from", "to", "amount"]),
    "dont_untap_next": _kind(_dont_untap_next, {"who": Ref, "filter": Filter}, ["who", "filter"]),
    "draw_for_each_in_hand": _kind(_draw_for_each_in_hand, {"who": Ref, "filter": Filter}, ["who", "filter"]),
    "untap_up_to": _kind(_untap_up_to, {"count": Amount, "filter": Filter}, ["count", "filter"]),
    "put_from_hand": _kind(_put_from_hand, {"who": Ref, "filter": Filter}, ["who", "filter"]),
    "destroy_at_end_of_combat": _kind(_destroy_at_end_of_combat, {"what": Ref}, ["what"]),
    # "[effects] unless you pay {mana}" / "you may sacrifice a [filter]. If you don't, [effects]"
    "unless": _kind(_unless, {"pay": Mana, "sacrifice": Filter, "count": Amount, "who": Ref, "effects": Effects},
                    ["effects"]),
    "mill": _kind(_mill, {"who": Ref, "count": Amount}, ["who", "count"]),
    "discard_hand": _kind(_discard_hand, {"who": Ref}, ["who"]),
    "discard_all_of_chosen_color": _kind(_discard_all_of_chosen_color, {"who": Ref}, ["who"]),
    "untap_all": _kind(_untap_all, {"filter": Filter, "controller": Ref}, ["filter"]),
    "life_becomes_count": _kind(_life_becomes_count, {"who": Ref, "count": Filter}, ["who", "count"]),
    # "~ becomes a 3/6 Golem artifact creature until end of combat" (``what``), "All lands become
    # 2/2 creatures until end of turn" (``filter``)
    "becomes_creature": _kind(_becomes_creature, {"what": Ref, "filter": Filter, "power": Amount, "toughness": Amount,
                                                  "types": ("Creature", "Artifact Creature"), "subtypes": str,
                                                  "until": ("end_of_combat", "end_of_turn")}, ["power", "toughness"]),
}

ASKING_EFFECTS.update({"prevent_from_chosen_source", "redirect_from_chosen_source", "change_text",
                       "sacrifice_chosen", "tap_or_untap", "untap_up_to", "put_from_hand",
                       "search_library", "reveal_cards_you_choose_discard", "unless", "discard_all_of_chosen_color",
                       "counter_unless_pays", "look_at_top"})


def check_effect(kind: str, params: dict[str, Any]) -> str | None:
    """Why an effect's parameters are wrong, or None: every reference, amount and filter is one
    the engine knows (used when a card is loaded)."""
    spec = EFFECTS.get(kind)
    if spec is None:
        return f"unknown effect {kind!r}; known: {sorted(EFFECTS)}"
    return check_kind_params("effect", kind, spec.params, spec.required, params)


def check_kind_params(label: str, kind: str, schema: dict[str, Any], required: Iterable[str],
                      params: dict[str, Any], words: Iterable[str] = ()) -> str | None:
    """Why ``params`` don't fit a kind's declared parameters (``schema``: name -> type), or
    None: every name known, every value of its type (``check_value``; a filter may also be one
    of ``words``), every required one given. One check for effect, static and trigger kinds."""
    for k, v in params.items():
        want = schema.get(k)
        if want is None:
            return f"{label} {kind!r} has no parameter {k!r}; it takes {sorted(schema)}"
        if want is Filter and v in words:
            continue
        problem = check_value(want, v)
        if problem:
            return f"{label} {kind!r}: {k}: {problem}"
    missing = set(required) - set(params)
    if missing:
        return f"{label} {kind!r} is missing {sorted(missing)}"
    return None


def check_value(want: Any, v: Any) -> str | None:
    """Why ``v`` is not a value of the parameter type ``want``, or None."""
    if want is Ref:
        if not isinstance(v, str) or not (v in REFERENCES or re.fullmatch(r"target:\d", v)):
            return f"unknown reference {v!r}; known: {sorted(REFERENCES)}, target:N"
    elif want is Amount:
        if isinstance(v, bool) or not (isinstance(v, int) or v in AMOUNTS):
            return f"not a number or a known amount: {v!r}; known amounts: {sorted(AMOUNTS)}"
    elif want is Filter:
        if not isinstance(v, str):
            return f"not a filter: {v!r}"
        try:
            parse_filter(v)
        except FilterError as exc:
            return str(exc)
    elif want is Condition:
        from .triggers import CONDITIONS

        if v not in CONDITIONS:
            return f"unknown condition {v!r}; known: {sorted(CONDITIONS)}"
    elif want is Filters:
        if not isinstance(v, str):
            return f"not filters: {v!r}"
        try:
            for part in v.split(" and "):
                parse_filter(part)
        except FilterError as exc:
            return str(exc)
    elif want is Mana:
        if not isinstance(v, str):
            return f"not mana symbols: {v!r}"
        try:
            for part in v.split("|"):
                ManaCost.parse(part)
        except ValueError as exc:
            return str(exc)
    elif want is Effects:
        if not isinstance(v, (list, tuple)) or not v:
            return "must be a non-empty list of effects"
        for sub in v:
            if isinstance(sub, Effect):
                continue
            if not isinstance(sub, dict) or "do" not in sub:
                return f"not an effect: {sub!r}"
            problem = check_effect(sub["do"], {k: x for k, x in sub.items() if k != "do"})
            if problem:
                return problem
    elif isinstance(want, ListOf):
        if not isinstance(v, (list, tuple)) or not v:
            return f"must be a non-empty list, not {v!r}"
        for item in v:
            problem = check_value(want.item, item)
            if problem:
                return problem
    elif isinstance(want, tuple) and all(isinstance(w, str) for w in want):
        if v not in want:
            return f"{v!r} is not one of {', '.join(want)}"
    elif not isinstance(v, want) or want is int and isinstance(v, bool):
        return f"must be {getattr(want, '__name__', want)}, not {v!r}"
    return None


# ---------------------------------------------------------------------- rares (issue 12, r2)

def _target_controller(ctx: Context) -> list[Any]:
    """"Its controller": the controller of the first target, as it is or last existed (608.2h)."""
    if 0 in ctx.illegal or not ctx.item.targets or not isinstance(ctx.item.targets[0], int):
        return []
    known = ctx.game.last_known(ctx.item.targets[0])
    return [PlayerRef(known.controller)] if known is not None else []


def _half_target_players_library(ctx: Context) -> int:
    """"half their library, rounded down", counted as the effect happens."""
    return sum(len(ctx.game.players[r.index].library) // 2 for r in _first_target(ctx) if isinstance(r, PlayerRef))


REFERENCES["target_controller"] = _target_controller
AMOUNTS["half_target_players_library"] = _half_target_players_library


def _return_all_to_hand(ctx: Context, eff: Effect) -> bool:
    """"Return all creatures to their owners' hands." All that match as it resolves (CR 608.2c)."""
    for r in _each_matching(ctx, eff):
        ctx.game.move(r, Zone.HAND)
    return False


def _win_game(ctx: Context, eff: Effect) -> bool:
    """"You win the game." (CR 104.2b)"""
    for r in ctx.refs(eff.get("who", "you")):
        ctx.game.end_game(_player(r))
        break
    return False


def _reveal_until_onto_battlefield(ctx: Context, eff: Effect) -> bool:
    """"[The player] reveals cards from the top of their library until they reveal a creature
    card. The player puts that card onto the battlefield, then shuffles all other cards revealed
    this way into their library." (CR 701.16); with none found, every card is revealed and the
    library shuffled."""
    g = ctx.game
    filt = parse_filter(eff["filter"])
    for r in ctx.refs(eff["who"]):
        p = _player(r)
        lib = g.players[p].library
        revealed: list[int] = []
        found = None
        for card in reversed(lib):
            revealed.append(card)
            if filt.matches(g, card, source_id=ctx.source_id(), controller=p):
                found = card
                break
        if revealed:
            g.emit(E.CardsRevealed(p, tuple(revealed)))
        if found is not None:
            g.move(found, Zone.BATTLEFIELD, controller=p)
        g.shuffle(p)
    return False


def _search_exile(ctx: Context, eff: Effect) -> bool:
    """"Search target player's library for three cards and exile them. Then that player
    shuffles.": cards with no stated quality, so as many as there are up to that number must be
    found (CR 701.19b); the searcher chooses them one at a time."""
    g = ctx.game
    for r in ctx.refs(eff["who"]):
        p = _player(r)
        chosen: list[int] = []
        for _ in range(ctx.amount(eff["count"])):
            options = tuple(reversed([c for c in g.players[p].library if c not in chosen]))
            if not options:
                break
            chosen.append(g.ask(ctx.controller, DecisionKind.CHOICE, Question.SEARCH_CARDS, options, whose=p))
        for card in chosen:
            g.move(card, Zone.EXILE)
        g.shuffle(p)
    return False


def _hand_to_bottom_then_draw(ctx: Context, eff: Effect) -> bool:
    """"That player puts the cards in their hand on the bottom of their library in any order,
    then draws that many cards.": the player orders them, one at a time, the first chosen
    going lowest; identical cards need no order."""
    g = ctx.game
    for r in ctx.refs(eff["who"]):
        p = _player(r)
        left = list(g.players[p].hand)
        n = len(left)
        order: list[int] = []
        while len({g.objects[c].card.name for c in left}) > 1:
            pick = g.ask(p, DecisionKind.CHOICE, Question.ORDER_BOTTOM, tuple(left))
            order.append(pick)
            left.remove(pick)
        for card in reversed(order + left):  # the last one moved is the lowest
            g.move(card, Zone.LIBRARY, bottom=True)
        for _ in range(n):
            g.draw(p)
    return False


def _replace_draws(ctx: Context, eff: Effect) -> bool:
    """"Until end of turn, if target player would draw a card, instead that player skips that
    draw and you draw a card." (CR 614.11)"""
    for r in ctx.refs(eff["who"]):
        ctx.game.add_replacement("draw_to_you", ctx.source_id(), ctx.controller, player=_player(r))
    return False


def _sacrifice_then(ctx: Context, eff: Effect) -> bool:
    """"Sacrifice it. If you do, [effects]." (CR 701.17, 608.2c): the rest happens only if
    it was sacrificed."""
    done = False
    for r in ctx.refs(eff["what"]):
        if isinstance(r, int) and ctx.game.objects[r].controller == ctx.controller:
            done = ctx.game.sacrifice(r) is not None or done
    if done:
        for sub in eff["then"]:
            EFFECTS[sub.kind].start(ctx, sub)
    return False


EFFECTS.update({
    "return_all_to_hand": _kind(_return_all_to_hand, {"filter": Filter}, ["filter"]),
    "win_game": _kind(_win_game, {"who": Ref}),
    "reveal_until_onto_battlefield": _kind(_reveal_until_onto_battlefield, {"who": Ref, "filter": Filter},
                                           ["who", "filter"]),
    "search_exile": _kind(_search_exile, {"who": Ref, "count": Amount}, ["who", "count"]),
    "hand_to_bottom_then_draw": _kind(_hand_to_bottom_then_draw, {"who": Ref}, ["who"]),
    "replace_draws": _kind(_replace_draws, {"who": Ref}, ["who"]),
    "sacrifice_then": _kind(_sacrifice_then, {"what": Ref, "then": Effects}, ["what", "then"]),
})
# "reveal_until_onto_battlefield" and "return_to_battlefield" may put a card that asks as it enters (a
# Clone) onto the battlefield.
ASKING_EFFECTS.update({"search_exile", "hand_to_bottom_then_draw", "reveal_until_onto_battlefield",
                       "return_to_battlefield"})
