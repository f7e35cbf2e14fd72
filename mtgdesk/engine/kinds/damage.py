"""Effect kinds about damage, its prevention and redirection, and coin flips (CR 120, 615, 614.9, 705).

Each kind is declared once, by ``declare``: its parameters, how it runs, its rules text and
what it means to the computer players.
"""

from __future__ import annotations

from typing import Any

from ..abilities import Amount, Effect, Effects, Ref
from ..filters import Filter, parse_filter
from ..decisions import DecisionKind, Question
from ..objects import PlayerRef
from .base import EFFECTS, Join, Sentence, declare
from .context import (
    Context,
    _each_matching,
    _player,
    _stack_ability_type,
    flip_coin,
)


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


def _regenerate(ctx: Context, eff: Effect) -> bool:
    """ "Regenerate X": the next time it would be destroyed this turn, instead tap it, remove
    all damage from it and remove it from combat (CR 701.15a-b)."""
    for r in ctx.refs(eff.get("what", "self")):
        if isinstance(r, int):
            ctx.game.add_replacement("regenerate", ctx.source_id(), ctx.controller, object=r)
    return False


def _prevent_damage(ctx: Context, eff: Effect) -> bool:
    """ "Prevent the next N damage that would be dealt to X this turn." (CR 615.7)"""
    for r in ctx.refs(eff["to"]):
        ctx.game.add_replacement(
            "prevent_next", ctx.source_id(), ctx.controller, recipient=r, amount=ctx.amount(eff["amount"])
        )
    return False


def _flip_coin(ctx: Context, eff: Effect) -> bool:
    """ "Flip a coin. If you win the flip, [effects]; if you lose, [effects]." (CR 705)"""
    won = flip_coin(ctx.game, ctx.controller)
    for sub in eff.get("win" if won else "lose", ()):
        EFFECTS[sub.kind].start(ctx, sub)
    return False


def _prevent_from_chosen_source(ctx: Context, eff: Effect) -> bool:
    """ "The next time a [red] source of your choice would deal damage to you this turn, prevent that
    damage." The source is chosen as it resolves (CR 609.7a): a permanent or a spell on the stack,
    of the filter's kind."""
    chosen = _choose_source(ctx, eff)
    if chosen is None:
        return False
    extra: dict[str, Any] = {"gain_life": True} if eff.get("gain_life") else {}
    for r in ctx.refs(eff.get("to", "you")):
        ctx.game.add_replacement(
            "prevent_source_once", ctx.source_id(), ctx.controller, recipient=r, damage_source=chosen, **extra
        )
    return False


def _choose_source(ctx: Context, eff: Effect) -> int | None:
    """ "A [red] source of your choice" (the ``source`` parameter of the kinds that prevent or
    redirect damage): the controller chooses it as the effect resolves (CR 609.7a); None where
    there is none to choose."""
    options = _chosen_source_options(ctx, eff)
    if not options:
        return None
    chosen: int = ctx.game.ask(ctx.controller, DecisionKind.CHOICE, Question.SOURCE, options)
    return chosen


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
    return tuple(
        i
        for i in list(g.battlefield) + list(g.stack)
        if not isinstance(g.objects[i], _stack_ability_type())
        and filt.matches(g, i, source_id=ctx.source_id(), controller=ctx.controller)
        and (color is None or color in g.characteristics(i).colors)
    )


def _deal_damage_each(ctx: Context, eff: Effect) -> bool:
    """ "deals N damage to each creature [with flying] [that player controls]" (CR 120)."""
    n = ctx.amount(eff["amount"])
    for r in _each_matching(ctx, eff):
        ctx.game.deal_damage(ctx.source_id(), r, n)
    return False


def _flip_until_both_heads(ctx: Context, eff: Effect) -> bool:
    """ "You and target opponent each flip a coin. ~ deals 1 damage to each player whose coin
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


def _redirect_damage(ctx: Context, eff: Effect) -> bool:
    """A redirection effect (CR 614.9): damage that would be dealt to ``from`` this turn is dealt
    to ``to`` instead — the next ``amount`` of it, or ``all`` of it; from any source, or only from
    a ``source`` of the controller's choice, chosen as it resolves (609.7a). "The next 1 damage that
    would be dealt to ~ this turn is dealt to target creature instead." / "All damage that would
    be dealt to target creature this turn by a source of your choice is dealt to ~ instead." """
    to = ctx.refs(eff["to"])
    recipients = ctx.refs(eff["from"])
    if not to or not recipients:
        return False  # a recipient is an illegal target: nothing is redirected (608.2b)
    which: dict[str, Any] = {}
    if eff.get("source") is not None:
        chosen = _choose_source(ctx, eff)
        if chosen is None:
            return False
        which["damage_source"] = chosen
    if not eff.get("all"):
        which["amount"] = ctx.amount(eff["amount"])
    kind = "redirect_from_source" if eff.get("all") else "redirect_next"  # one replacement kind (614.9)
    for r in recipients:
        ctx.game.add_replacement(kind, ctx.source_id(), ctx.controller, recipient=r, to=to[0], **which)
    return False


def _prevent_combat_damage(ctx: Context, eff: Effect) -> bool:
    """ "Prevent all combat damage that would be dealt this turn." (CR 615)"""
    ctx.game.add_replacement("prevent_all_combat", ctx.source_id(), ctx.controller)
    return False


def _deal_damage_text(eff: Effect, refs: Any, w: Any) -> Any:
    """The rules text of a ``deal_damage`` effect."""
    if eff["amount"] == "cards_in_target_players_hand":
        return w.one("deal_damage_equal_to_hand", w.CardName(refs.name), refs(eff["to"]))
    if eff["to"] == "that_player":
        return w.one("deals_damage_to_that_player", w.CardName(refs.name), n=eff["amount"])
    return w.one("deal_damage", refs.source(), refs(eff["to"]), n=eff["amount"])


def _regenerate_text(eff: Effect, refs: Any, w: Any) -> Any:
    """The rules text of a ``regenerate`` effect."""
    return w.one("regenerate_self", refs(eff.get("what", "self")))


def _prevent_damage_text(eff: Effect, refs: Any, w: Any) -> Any:
    """The rules text of a ``prevent_damage`` effect."""
    return w.one("prevent_damage", refs(eff["to"]), n=eff["amount"])


def _prevent_combat_damage_text(eff: Effect, refs: Any, w: Any) -> Any:
    """The rules text of a ``prevent_combat_damage`` effect."""
    return w.one("prevent_combat_damage")


def _flip_coin_text(eff: Effect, refs: Any, w: Any) -> Any:
    """The rules text of a ``flip_coin`` effect."""
    k = eff.kind
    raise NotImplementedError(f"no rules text for effect {k!r}")


def _prevent_from_chosen_source_text(eff: Effect, refs: Any, w: Any) -> Any:
    """The rules text of a ``prevent_from_chosen_source`` effect."""
    if eff["source"] == "card":
        if eff.get("to", "you") == "you" and eff.get("gain_life"):
            return w.one("prevent_from_any_chosen_source_gain_life")
        if eff.get("to", "you") == "you" and eff.get("of_chosen_color"):
            return w.one("prevent_from_chosen_color_source")
        return w.one("prevent_from_any_chosen_source", refs(eff.get("to", "you")))
    return w.one("prevent_from_chosen_source", w.Phrase(w.COLOR_ADJECTIVE[eff["source"]]))


#: The creatures "deals N damage to each ..." may name, each with its rules text
#: (``cards.text.EACH_TEXT``): any other is refused when the card is loaded.
EACH_FILTERS = ("creature", "creature with_flying", "creature without_flying")


def _deal_damage_each_text(eff: Effect, refs: Any, w: Any) -> Any:
    """The rules text of a ``deal_damage_each`` effect."""
    return w.one("deal_damage", refs.source(), w.Phrase(w.EACH_TEXT[eff["filter"]]), n=eff["amount"])


def _flip_until_both_heads_text(eff: Effect, refs: Any, w: Any) -> Any:
    """The rules text of a ``flip_until_both_heads`` effect."""
    k = eff.kind
    return w.one(k, refs(eff["with"]), w.CardName(refs.name), n=eff["amount"])


def _redirect_damage_check(params: dict[str, Any]) -> str | None:
    """Why a ``redirect_damage`` effect's parameters are not a redirection the engine can run and
    its rules text say, or None: the next ``amount`` damage from any source, or ``all`` damage
    this turn from a ``source`` of your choice (any card: "a source of your choice")."""
    if "all" in params or "source" in params:
        if params.get("all") is not True or params.get("source") != "card":
            return "all: true and source: 'card' go together (all damage from a source of your choice)"
        if "amount" in params:
            return "amount: all damage from a source of your choice takes no amount"
        return None
    if "amount" not in params:
        return "amount: how much damage is redirected is missing (or all: true with source: 'card')"
    return None


def _redirect_damage_asks(eff: Effect) -> bool:
    """Damage from "a source of your choice" (``source``) asks for the source as it resolves
    (CR 609.7a); "the next 1 damage that would be dealt to ~" asks nothing."""
    return eff.get("source") is not None


def _redirect_damage_sign(eff: Effect, zone: str | None) -> int:
    """Damage redirected onto what the effect is aimed at hurts it; aimed at the creature whose
    damage from a chosen source is taken away, neither (it helps only if that source deals damage)."""
    return -1 if str(eff["to"]).startswith("target") else 0


def _redirect_damage_text(eff: Effect, refs: Any, w: Any) -> Any:
    """The rules text of a ``redirect_damage`` effect."""
    if eff.get("all"):
        return w.one("redirect_all_from_chosen_source", refs(eff["from"]), refs(eff["to"]))
    return w.one("redirect_next_damage", refs(eff["from"]), refs(eff["to"]), n=eff["amount"])


def _deal_damage_then_damage(effects: tuple[Effect, ...], refs: Any, w: Any) -> Any:
    """ "~ deals damage equal to its power to target creature. That creature deals damage equal to
    its power to ~." / "~ deals 3 damage to any target and 3 damage to you." """
    a, b = effects
    if a["amount"] == "source_power" and b.get("by") == a["to"] and b["amount"] == "target_power" and b["to"] == "self":
        return w.one("deal_damage_equal_to_power_and_back", refs.source(), refs(a["to"]), refs("self"))
    if b["to"] == "you" and isinstance(b["amount"], int):
        return w.one("deal_damage_and_to_you", w.CardName(refs.name), refs(a["to"]), b["amount"], n=a["amount"])
    return None


def _deal_damage_then_gain_life(effects: tuple[Effect, ...], refs: Any, w: Any) -> Any:
    """ "~ deals X damage to any target and you gain X life." """
    a, b = effects
    if a["amount"] == b["amount"] == "X" and b.get("who", "you") == "you":
        return w.one("deal_x_damage_and_gain_x_life", w.CardName(refs.name), refs(a["to"]))
    return None


def _deal_damage_then_each(effects: tuple[Effect, ...], refs: Any, w: Any) -> Any:
    """ "~ deals 1 damage to target player or planeswalker and each creature that player or that
    planeswalker's controller controls." """
    a, b = effects
    if b.get("controller") == a["to"] and b["amount"] == a["amount"] and b["filter"] == "creature":
        return w.one("deal_damage_and_each_creature_of", w.CardName(refs.name), refs(a["to"]), n=a["amount"])
    return None


def _each_then_each_player(effects: tuple[Effect, ...], refs: Any, w: Any) -> Any:
    """ "~ deals 1 damage to each creature and each player." """
    a, b = effects
    if a["filter"] == "creature" and b["to"] == "each_player" and a["amount"] == b["amount"] \
            and not a.get("controller"):
        return w.one("deal_damage_each_creature_and_player", refs.source(), n=a["amount"])
    return None


declare(
    "deal_damage",
    _deal_damage,
    {"amount": Amount, "to": Ref, "by": Ref},
    ["amount", "to"],
    play="burn",
    text=_deal_damage_text,
    templates={
        "deal_damage": Sentence("%1 deals %n damage to %2.", (None, "dat")),
        "deal_damage_equal_to_hand": Sentence(
            "%1 deals damage to %2 equal to the number of cards in that player's hand.", (None, "dat")
        ),
        "deals_damage_to_that_player": Sentence("%1 deals %n damage to that player."),
        "deal_damage_equal_to_power_and_back": Sentence(
            "%1 deals damage equal to its power to %2. That creature deals damage equal to its power to %3.",
            (None, "dat", "dat"),
        ),
        "deal_damage_and_to_you": Sentence("%1 deals %n damage to %2 and %3 damage to you.", (None, "dat")),
        "deal_x_damage_and_gain_x_life": Sentence("%1 deals X damage to %2 and you gain X life.", (None, "dat")),
        "deal_damage_and_each_creature_of": Sentence(
            "%1 deals %n damage to %2 and each creature that player or that planeswalker's controller controls.",
            (None, "dat"),
        ),
    },
    sign=-1,
    value=1.6,
    joins=(
        Join(("deal_damage",), _deal_damage_then_damage),
        Join(("gain_life",), _deal_damage_then_gain_life),
        Join(("deal_damage_each",), _deal_damage_then_each),
    ),
)

declare(
    "regenerate",
    _regenerate,
    {"what": Ref},
    play="regenerate",
    text=_regenerate_text,
    templates={
        "regenerate_self": Sentence("Regenerate %1.", ("acc",)),
    },
    sign=1,
)

declare(
    "prevent_damage",
    _prevent_damage,
    {"amount": Amount, "to": Ref},
    ["amount", "to"],
    play="shield",
    text=_prevent_damage_text,
    templates={
        "prevent_damage": Sentence("Prevent the next %n damage that would be dealt to %1 this turn.", ("dat",)),
    },
    sign=1,
)

declare(
    "prevent_combat_damage",
    _prevent_combat_damage,
    {},
    play="fog",
    text=_prevent_combat_damage_text,
    templates={
        "prevent_combat_damage": Sentence("Prevent all combat damage that would be dealt this turn."),
    },
    sign=0,
)

declare("flip_coin", _flip_coin, {"win": Effects, "lose": Effects}, text=_flip_coin_text, templates={}, sign=0)

declare(
    "prevent_from_chosen_source",
    _prevent_from_chosen_source,
    {"source": Filter, "to": Ref, "gain_life": bool, "of_chosen_color": bool},
    ["source"],
    text=_prevent_from_chosen_source_text,
    templates={
        "prevent_from_chosen_source": Sentence(
            "The next time a %1 source of your choice would deal damage to you this turn, prevent that damage."
        ),
        "prevent_from_any_chosen_source_gain_life": Sentence(
            "The next time a source of your choice would deal damage to you this turn, prevent that "
            "damage. You gain life equal to the damage prevented this way."
        ),
        "prevent_from_chosen_color_source": Sentence(
            "The next time a source of your choice of the chosen color would deal damage to you this "
            "turn, prevent that damage."
        ),
        "prevent_from_any_chosen_source": Sentence(
            "The next time a source of your choice would deal damage to %1 this turn, prevent that damage.", ("dat",)
        ),
    },
    sign=1,
    asks=True,
)

declare(
    "deal_damage_each",
    _deal_damage_each,
    {"amount": Amount, "filter": EACH_FILTERS, "controller": Ref},
    ["amount", "filter"],
    text=_deal_damage_each_text,
    templates={
        "deal_damage_each_creature_and_player": Sentence("%1 deals %n damage to each creature and each player."),
    },
    sign=-1,
    joins=(Join(("deal_damage",), _each_then_each_player),),
)

declare(
    "flip_until_both_heads",
    _flip_until_both_heads,
    {"amount": Amount, "with": Ref},
    ["amount", "with"],
    text=_flip_until_both_heads_text,
    templates={
        "flip_until_both_heads": Sentence(
            "You and %1 each flip a coin. %2 deals %n damage to each player whose coin comes up "
            "tails. Repeat this process until both players' coins come up heads on the same flip.",
            ("nom", None),
        ),
    },
    sign=-1,
)

declare(
    "redirect_damage",
    _redirect_damage,
    {"from": Ref, "to": Ref, "amount": Amount, "all": bool, "source": Filter},
    ["from", "to"],
    check=_redirect_damage_check,
    text=_redirect_damage_text,
    templates={
        "redirect_next_damage": Sentence(
            "The next %n damage that would be dealt to %1 this turn is dealt to %2 instead.", (None, "dat")
        ),
        "redirect_all_from_chosen_source": Sentence(
            "All damage that would be dealt to %1 this turn by a source of your choice is dealt to %2 instead.",
            ("dat", None),
        ),
    },
    sign=_redirect_damage_sign,
    asks=_redirect_damage_asks,
)
