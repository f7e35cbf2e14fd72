"""Effect kinds about players and the turn: mana, life, land plays, extra phases and turns, skipped
steps, delayed triggers, "unless" (CR 106, 119, 305.2, 500, 603.7).

Each kind is declared once, by ``declare``: its parameters, how it runs, its rules text and
what it means to the computer players.
"""

from __future__ import annotations

from typing import Any

from ..abilities import Amount, Effect, Effects, Filters, Mana, Ref, TriggeredAbility
from ..filters import Filter, parse_filter
from ..decisions import DecisionKind, Question
from ..mana import ManaCost, parse_mana
from .base import EFFECTS, Join, Sentence, declare
from .context import (
    Context,
    _player,
)
from ..payment import can_pay, pay_mana_now
from ..payment import mana_added
from ..steps import EXTRA_COMBAT_AND_MAIN, add_phases_after_current
from ..triggers import DelayedTrigger


def _add_mana(ctx: Context, eff: Effect) -> bool:
    ctx.game.add_mana(ctx.controller, parse_mana(mana_added(ctx.game, ctx.controller, eff, ctx.source_id())))
    return False


def _additional_land_plays(ctx: Context, eff: Effect) -> bool:
    """ "You may play N additional lands this turn." (CR 305.2)"""
    ctx.game.players[ctx.controller].extra_land_plays += ctx.amount(eff["count"])
    return False


def _gain_life(ctx: Context, eff: Effect) -> bool:
    for r in ctx.refs(eff.get("who", "you")):
        ctx.game.change_life(_player(r), ctx.amount(eff["amount"]))
    return False


def _lose_life(ctx: Context, eff: Effect) -> bool:
    for r in ctx.refs(eff.get("who", "you")):
        ctx.game.change_life(_player(r), -ctx.amount(eff["amount"]))
    return False


def _additional_combat(ctx: Context, eff: Effect) -> bool:
    """ "After this main phase, there is an additional combat phase followed by an additional
    main phase." (CR 500.8)"""

    if ctx.game.step.is_main:
        add_phases_after_current(ctx.game, EXTRA_COMBAT_AND_MAIN)
    return False


def _at_next(ctx: Context, eff: Effect) -> bool:
    """ "At the beginning of the next [end step], [effects]": a delayed triggered ability
    (CR 603.7a), created as this resolves; it triggers once (603.7c), controlled by this
    ability's controller (603.7d), its source being this one's (603.7e). ``what``: the objects
    it remembers, one delayed ability for each ("Destroy that creature at end of combat": the
    beginning of the end of combat step, CR 511.2)."""

    g = ctx.game
    ability = TriggeredAbility("beginning_of", tuple(eff["effects"]), params=(("step", eff["step"]), ("whose", "each")))
    known = ctx.source_known()
    card = known.card if known is not None else ctx.item.card
    remembered = [(("object", r),) for r in ctx.refs(eff["what"])] if eff.get("what") is not None else [()]
    for info in remembered:
        g.delayed.append(DelayedTrigger(ability, ctx.controller, ctx.source_id(), card, g.turn, info=info))
    return False


def _skip_next(ctx: Context, eff: Effect) -> bool:
    """ "[That player] skips their next combat phase / untap step" (CR 614.10); with a
    ``filter``, only the untapping of those permanents is skipped: "Creatures and lands target
    opponent controls don't untap during their next untap step." (the permanents matching when
    that step comes, CR 502.3)."""
    what = "untap_of:" + eff["filter"] if eff.get("filter") else eff["what"]
    for r in ctx.refs(eff["who"]):
        ctx.game.skipped.append((_player(r), what))
    return False


def _extra_turn(ctx: Context, eff: Effect) -> bool:
    """ "Take an extra turn after this one." (CR 500.7: the most recent is taken first)"""
    for r in ctx.refs(eff.get("who", "you")):
        ctx.game.extra_turns.insert(0, _player(r))
    return False


def _set_life(ctx: Context, eff: Effect) -> bool:
    """ "Your life total becomes 5", "Each player's life total becomes the number of creatures
    they control." (``count``): each new total worked out for every player first, then each
    gains or loses the difference (CR 119.5), active player first."""
    g = ctx.game
    players = [_player(r) for r in ctx.refs(eff.get("who", "you"))]
    if eff.get("count") is not None:
        filt = parse_filter(eff["count"])
        totals = {
            p: sum(
                1
                for i in g.battlefield
                if g.objects[i].controller == p and filt.matches(g, i, source_id=ctx.source_id(), controller=p)
            )
            for p in players
        }
    else:
        totals = {p: ctx.amount(eff["amount"]) for p in players}
    for p in sorted(players, key=lambda p: p != g.active):
        diff = totals[p] - g.players[p].life
        if diff:
            g.change_life(p, diff)
    return False


def _unless(ctx: Context, eff: Effect) -> bool:
    """ "[Effects] unless you pay {G}{G}{G}{G}." / "You may sacrifice an artifact. If you don't,
    [effects]." The player chooses as it resolves whether to pay (CR 118.12, 608.2d); a mana
    cost they can't pay and a permanent they don't control can't be chosen; the effects happen
    only if they didn't pay."""

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
        mine = tuple(
            i
            for i in g.battlefield
            if g.objects[i].controller == player and filt.matches(g, i, source_id=ctx.source_id(), controller=player)
        )
        if len(mine) < n:
            mine = ()
        # What not paying would sacrifice of theirs ("sacrifice it unless ..."), for a player
        # weighing the two (public: it is the ability's text).
        at_stake = tuple(
            r
            for sub in eff["effects"]
            if sub.kind == "sacrifice"
            for r in ctx.refs(sub["what"])
            if isinstance(r, int) and r in g.battlefield and g.objects[r].controller == player
        )
        pick = g.ask(
            player,
            DecisionKind.CHOICE,
            Question.SACRIFICE,
            mine + (None,),
            optional=True,
            sacrifice_count=n,
            otherwise_sacrificed=at_stake,
        )
        if pick is not None:
            chosen = [pick]
            while len(chosen) < n:
                chosen.append(
                    g.ask(player, DecisionKind.CHOICE, Question.SACRIFICE, tuple(i for i in mine if i not in chosen))
                )
            for c in chosen:
                g.sacrifice(c)  # CR 701.17a
            paid = True
    if not paid:
        for sub in eff["effects"]:
            EFFECTS[sub.kind].start(ctx, sub)
    return False


def _win_game(ctx: Context, eff: Effect) -> bool:
    """ "You win the game." (CR 104.2b)"""
    for r in ctx.refs(eff.get("who", "you")):
        ctx.game.end_game(_player(r))
        break
    return False


#: What "Add ... instead if you control ..." may name, each with its rules text
#: (``cards.text.CONTROL_ALL_TEXT``): any other is refused when the card is loaded.
CONTROL_ALL_FILTERS = ("Power-Plant and Tower", "Mine and Tower", "Mine and Power-Plant")


def _add_mana_check(params: dict[str, Any]) -> str | None:
    """Why an ``add_mana`` effect's "instead" names what its rules text has no words for, or None."""
    if params.get("instead") and params.get("if_you_control") not in CONTROL_ALL_FILTERS:
        return f"if_you_control: {params.get('if_you_control')!r} is not one of {', '.join(CONTROL_ALL_FILTERS)}"
    return None


def _add_mana_text(eff: Effect, refs: Any, w: Any) -> Any:
    """The rules text of a ``add_mana`` effect."""
    if eff.get("any_color_of") == "opponents_lands":
        return w.one("add_mana_opponents_lands")
    if eff.get("instead"):
        return w.one(
            "add_mana_instead_if",
            w.Symbols(eff["mana"]),
            w.Phrase(w.CONTROL_ALL_TEXT[eff["if_you_control"]]),
            w.Symbols(eff["instead"]),
        )
    if eff["mana"] == "{W}|{U}|{B}|{R}|{G}":
        return w.one("add_mana_any_color")
    if "|" in eff["mana"]:
        first, second = eff["mana"].split("|")
        return w.one("add_mana_or", w.Symbols(first), w.Symbols(second))
    return w.one("add_mana", w.Symbols(eff["mana"]))


def _additional_land_plays_text(eff: Effect, refs: Any, w: Any) -> Any:
    """The rules text of a ``additional_land_plays`` effect."""
    return w.one("additional_land_plays", w.number(eff["count"]), n=eff["count"])


def _life_change_text(k: str, eff: Effect, refs: Any, w: Any) -> Any:
    """"You gain N life" / "target player loses N life": the sentence of ``gain_life`` or
    ``lose_life`` (``k``) for a number."""
    who = eff.get("who", "you")
    if who == "you":
        return w.one(k, n=eff["amount"])
    return w.one("player_gains_life" if k == "gain_life" else "player_loses_life", refs(who), n=eff["amount"])


def _gain_life_text(eff: Effect, refs: Any, w: Any) -> Any:
    """The rules text of a ``gain_life`` effect."""
    k = eff.kind
    if eff["amount"] == "target_power":
        return w.one("gain_life_equal_to_power")
    if eff["amount"] == "that_much":
        return w.one("gain_that_much_life")
    return _life_change_text(k, eff, refs, w)


def _lose_life_text(eff: Effect, refs: Any, w: Any) -> Any:
    """The rules text of a ``lose_life`` effect."""
    k = eff.kind
    if eff["amount"] == "damage_dealt_to_target_player_this_turn":
        return w.one("loses_life_equal_to_damage_this_turn", refs(eff.get("who", "you")))
    return _life_change_text(k, eff, refs, w)


def _additional_combat_text(eff: Effect, refs: Any, w: Any) -> Any:
    """The rules text of a ``additional_combat`` effect."""
    return w.one("additional_combat")


def _at_next_text(eff: Effect, refs: Any, w: Any) -> Any:
    """The rules text of a ``at_next`` effect."""
    k = eff.kind
    inner = eff["effects"]
    if eff["step"] == "end_combat" and len(inner) == 1 and inner[0].kind == "destroy":
        if inner[0]["what"] == "that_object" and eff.get("what") == "that_object":
            return w.one("destroy_at_end_of_combat")
    if eff["step"] == "end" and len(inner) == 1 and inner[0].kind == "create_token":
        return w.one("create_token_at_next_end", w.Phrase(w.TOKEN_TEXT[w.token_key(inner[0])]))
    raise NotImplementedError(f"no rules text for effect {k!r}")


def _skip_next_text(eff: Effect, refs: Any, w: Any) -> Any:
    """The rules text of a ``skip_next`` effect."""
    k = eff.kind
    if eff["what"] == "combat":
        return w.one("skip_next_combat", refs(eff["who"]))
    if eff["what"] == "untap" and eff.get("filter") == "creature or land":
        return w.one("dont_untap_next", refs(eff["who"]))
    raise NotImplementedError(f"no rules text for effect {k!r}")


def _extra_turn_text(eff: Effect, refs: Any, w: Any) -> Any:
    """The rules text of a ``extra_turn`` effect."""
    k = eff.kind
    raise NotImplementedError(f"no rules text for effect {k!r}")


def _set_life_text(eff: Effect, refs: Any, w: Any) -> Any:
    """The rules text of a ``set_life`` effect."""
    k = eff.kind
    if eff.get("count") == "creature" and eff.get("who") == "each_player":
        return w.one("life_becomes_creature_count")
    if eff.get("who", "you") == "you" and eff.get("count") is None:
        return w.one(k, n=eff["amount"])
    raise NotImplementedError(f"no rules text for effect {k!r}")


def _unless_text(eff: Effect, refs: Any, w: Any) -> Any:
    """The rules text of a ``unless`` effect."""
    k = eff.kind
    inner = eff["effects"]
    count = eff.get("count", 1)
    if eff.get("sacrifice") is not None:
        what = w.Phrase(w.SACRIFICE_TEXT[eff["sacrifice"] if count == 1 else f"{count} {eff['sacrifice']}"])
        if len(inner) == 1 and inner[0].kind == "sacrifice" and inner[0]["what"] == "self":
            return w.one("sacrifice_self_unless_sacrifice", refs("self"), what)
        return w.one("unless_sacrifice", what, w.Lower(w.paragraph(w.effect_phrases(tuple(inner), refs))))
    if eff.get("pay") is not None and len(inner) == 1 and inner[0].kind == "deal_damage" and inner[0]["to"] == "you":
        return w.one(
            "deal_damage_to_you_unless_pay", w.CardName(refs.name), w.Symbols(eff["pay"]), n=inner[0]["amount"]
        )
    raise NotImplementedError(f"no rules text for {eff!r}")
    raise NotImplementedError(f"no rules text for effect {k!r}")


def _win_game_text(eff: Effect, refs: Any, w: Any) -> Any:
    """The rules text of a ``win_game`` effect."""
    k = eff.kind
    if eff.get("who", "you") == "you":
        return w.one("win_game")
    raise NotImplementedError(f"no rules text for effect {k!r}")


declare(
    "add_mana",
    _add_mana,
    {"mana": Mana, "instead": Mana, "if_you_control": Filters, "any_color_of": ("opponents_lands",)},
    ["mana"],
    check=_add_mana_check,
    text=_add_mana_text,
    templates={
        "add_mana": Sentence("Add %1."),
        "add_mana_opponents_lands": Sentence(
            "Add one mana of any color that a land an opponent controls could produce."
        ),
        "add_mana_instead_if": Sentence("Add %1. If you control %2, add %3 instead."),
        "add_mana_any_color": Sentence("Add one mana of any color."),
        "add_mana_or": Sentence("Add %1 or %2."),
    },
    sign=0,
    value=0.2,
)

declare(
    "additional_land_plays",
    _additional_land_plays,
    {"count": Amount},
    ["count"],
    play="land_plays",
    text=_additional_land_plays_text,
    templates={
        "additional_land_plays": Sentence("You may play up to %1 additional lands this turn."),
    },
    sign=1,
)

declare(
    "gain_life",
    _gain_life,
    {"amount": Amount, "who": Ref},
    ["amount"],
    text=_gain_life_text,
    templates={
        "gain_life": Sentence("You gain %n life."),
        "gain_life_equal_to_power": Sentence("You gain life equal to its power."),
        "gain_that_much_life": Sentence("You gain that much life."),
        "player_gains_life": Sentence("%1 gains %n life.", ("nom",)),
        "player_loses_life": Sentence("%1 loses %n life.", ("nom",)),
    },
    sign=1,
    value=0.2,
)

def _lose_then_gain_life(effects: tuple[Effect, ...], refs: Any, w: Any) -> Any:
    """ "Target player loses 2 life and you gain 2 life." """
    a, b = effects
    if a["amount"] == b["amount"] and a.get("who", "you") != "you" and b.get("who", "you") == "you":
        return w.one("drain", refs(a["who"]), n=a["amount"])
    return None


declare(
    "lose_life",
    _lose_life,
    {"amount": Amount, "who": Ref},
    ["amount"],
    text=_lose_life_text,
    templates={
        "loses_life_equal_to_damage_this_turn": Sentence(
            "%1 loses life equal to the damage already dealt to that player this turn.", ("nom",)
        ),
        "lose_life": Sentence("You lose %n life."),
        "drain": Sentence("%1 loses %n life and you gain %n life.", ("nom",)),
    },
    joins=(Join(("gain_life",), _lose_then_gain_life),),
    sign=-1,
    value=0.4,
)

declare(
    "additional_combat",
    _additional_combat,
    {},
    play="after_combat",
    text=_additional_combat_text,
    templates={
        "additional_combat": Sentence(
            "After this main phase, there is an additional combat phase followed by an additional main phase."
        ),
    },
    sign=1,
)

declare(
    "at_next",
    _at_next,
    {"step": ("upkeep", "draw", "end_combat", "end"), "effects": Effects, "what": Ref},
    ["step", "effects"],
    text=_at_next_text,
    templates={
        "create_token_at_next_end": Sentence("Create %1 at the beginning of the next end step.", ("acc",)),
        "destroy_at_end_of_combat": Sentence("Destroy that creature at end of combat."),
    },
    sign=0,
)

declare(
    "skip_next",
    _skip_next,
    {"who": Ref, "what": ("combat", "untap", "upkeep", "draw"), "filter": Filter},
    ["who", "what"],
    text=_skip_next_text,
    templates={
        "skip_next_combat": Sentence("%1 skips their next combat phase.", ("nom",)),
        "dont_untap_next": Sentence(
            "Creatures and lands %1 controls don't untap during their next untap step.", ("gen",)
        ),
    },
    sign=-1,
)

declare("extra_turn", _extra_turn, {"who": Ref}, text=_extra_turn_text, templates={}, sign=0)

declare(
    "set_life",
    _set_life,
    {"amount": Amount, "count": Filter, "who": Ref},
    (),
    text=_set_life_text,
    templates={
        "set_life": Sentence("Your life total becomes %n."),
        "life_becomes_creature_count": Sentence(
            "Each player's life total becomes the number of creatures they control."
        ),
    },
    sign=0,
)

declare(
    "unless",
    _unless,
    {"pay": Mana, "sacrifice": Filter, "count": Amount, "who": Ref, "effects": Effects},
    ["effects"],
    text=_unless_text,
    templates={
        "sacrifice_self_unless_sacrifice": Sentence("Sacrifice %1 unless you sacrifice %2.", ("acc", "acc")),
        "unless_sacrifice": Sentence("You may sacrifice %1. If you don't, %2", ("acc", None)),
        "deal_damage_to_you_unless_pay": Sentence("%1 deals %n damage to you unless you pay %2."),
    },
    sign=0,
    asks=True,
)

declare(
    "win_game",
    _win_game,
    {"who": Ref},
    text=_win_game_text,
    templates={
        "win_game": Sentence("You win the game."),
    },
    sign=0,
)
