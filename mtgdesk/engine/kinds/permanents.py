"""Effect kinds that act on permanents and spells: destroy, tap and untap, return, sacrifice, attach,
control, tokens, counters, counter a spell (CR 701).

Each kind is declared once, by ``declare``: its parameters, how it runs, its rules text and
what it means to the computer players.
"""

from __future__ import annotations

from typing import Any

from ..abilities import Amount, Effect, Effects, Ref
from ..filters import Filter, parse_filter
from ..decisions import DecisionKind, Question
from ..objects import Zone
from .base import EFFECTS, Join, Sentence, declare
from .context import (
    Context,
    _each_matching,
    _player,
)
from ..partial import LAYER_CONTROL


def _destroy(ctx: Context, eff: Effect) -> bool:
    """CR 701.7: move to its owner's graveyard."""
    for r in ctx.refs(eff["what"]):
        if isinstance(r, int) and r in ctx.game.objects:
            ctx.game.destroy(r, regenerate=not eff.get("no_regeneration"))  # CR 701.15c
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


def _untap(ctx: Context, eff: Effect) -> bool:
    """CR 701.21: untap the permanent named (``what``), or "untap up to four lands" (``up_to``
    with ``filter``: chosen as it resolves), or "you may tap or untap target creature"
    (``or_tap``)."""
    if eff.get("up_to") is not None:
        _untap_up_to(ctx, eff)
        return False
    if eff.get("or_tap"):
        _tap_or_untap(ctx, eff)
        return False
    for r in ctx.refs(eff["what"]):
        if isinstance(r, int):
            ctx.game.untap(r)
    return False


def _gain_control(ctx: Context, eff: Effect) -> bool:
    """ "gain control of it (until end of turn)": a control-changing effect (CR 613.1b, layer 2)."""

    for r in ctx.refs(eff["what"]):
        if isinstance(r, int):
            ctx.game.add_effect(
                "set_controller",
                r,
                LAYER_CONTROL,
                eff.get("until", "end_of_turn"),
                ctx.source_id(),
                player=ctx.controller,
            )
    return False


def _sacrifice(ctx: Context, eff: Effect) -> bool:
    """CR 701.17: sacrifice a permanent (here, one the ability names: "sacrifice it"); "If you
    do, [effects]" (``then``, CR 608.2c): the rest happens only if it was sacrificed."""
    done = False
    for r in ctx.refs(eff["what"]):
        if isinstance(r, int) and ctx.game.objects[r].controller == ctx.controller:
            done = ctx.game.sacrifice(r) is not None or done
    if done:
        for sub in eff.get("then", ()):
            EFFECTS[sub.kind].start(ctx, sub)
    return False


def _all(ctx: Context, eff: Effect) -> bool:
    """An instruction for all the permanents that match ``filter`` as it resolves (CR 608.2c),
    controlled by ``controller`` if it names a player, by ``action``: "Destroy all enchantments."
    (CR 701.7; "They can't be regenerated.": ``no_regeneration``, 701.15c), "Return all creatures
    to their owners' hands." (400.3), "Tap all other creatures.", "Target player untaps all basic
    lands they control.", "Untap all creatures that attacked this turn." (701.21)."""
    g = ctx.game
    action = eff["action"]
    for r in _each_matching(ctx, eff):
        if action == "destroy":
            g.destroy(r, regenerate=not eff.get("no_regeneration"))
        elif action == "return_to_hand":
            g.move(r, Zone.HAND)
        elif action == "tap":
            g.tap(r)
        else:
            g.untap(r)
    return False


def _sacrifice_chosen(ctx: Context, eff: Effect) -> bool:
    """ "Target opponent sacrifices a creature", "Each player sacrifices four lands": each player,
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
            options = tuple(
                i
                for i in g.battlefield
                if g.objects[i].controller == player
                and i not in chosen
                and filt.matches(g, i, source_id=ctx.source_id(), controller=player)
            )
            if not options:
                break
            chosen.append(g.ask(player, DecisionKind.CHOICE, Question.SACRIFICE, options))
    for oid in chosen:
        g.sacrifice(oid)
    return False


def _tap_or_untap(ctx: Context, eff: Effect) -> None:
    """ "You may tap or untap target creature" (``or_tap``): tapping a tapped permanent or
    untapping an untapped one does nothing (CR 701.21), so the choice is whether to turn it over."""
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


def _untap_up_to(ctx: Context, eff: Effect) -> None:
    """ "Untap up to four lands" (``up_to``, ``filter``): chosen one at a time among the tapped
    ones as it resolves by the effect's controller; None stops (CR 608.2d)."""
    g = ctx.game
    filt = parse_filter(eff["filter"])
    for _ in range(ctx.amount(eff["up_to"])):
        options = tuple(
            i
            for i in g.battlefield
            if g.objects[i].tapped and filt.matches(g, i, source_id=ctx.source_id(), controller=ctx.controller)
        )
        if not options:
            break
        pick = g.ask(ctx.controller, DecisionKind.CHOICE, Question.OBJECT, options + (None,))
        if pick is None:
            break
        g.untap(pick)


def _tap(ctx: Context, eff: Effect) -> bool:
    for r in ctx.refs(eff["what"]):
        if isinstance(r, int):
            ctx.game.tap(r)
    return False


def _destroy_text(eff: Effect, refs: Any, w: Any) -> Any:
    """The rules text of a ``destroy`` effect."""
    if eff["what"] == "that_object" and eff.get("no_regeneration"):
        return w.one("destroy_it_no_regeneration")  # the creature the trigger names
    key = "destroy_no_regeneration" if eff.get("no_regeneration") else "destroy_target"
    if key == "destroy_no_regeneration" and refs.self_word:
        key = "destroy_no_regeneration_that"  # "it" would be the trigger's source
    return w.one(key, refs(eff["what"]))


def _tap_text(eff: Effect, refs: Any, w: Any) -> Any:
    """The rules text of a ``tap`` effect."""
    return w.one("tap", refs(eff["what"]))


def _untap_asks(eff: Effect) -> bool:
    """ "Untap up to four lands" asks which (CR 608.2d), "you may tap or untap" asks which and
    whether (603.5); "untap target creature" asks nothing."""
    return eff.get("up_to") is not None or bool(eff.get("or_tap"))


#: What "untap up to N ..." may name (``up_to``), each with its rules text.
UNTAP_UP_TO_FILTERS = ("land",)


def _untap_check(params: dict[str, Any]) -> str | None:
    """Why an ``untap`` effect is not one the engine can run and say, or None: what it untaps
    (``what``; ``or_tap``: or taps it, as its controller chooses), or up to a number of the
    permanents a filter names (``up_to`` with ``filter``)."""
    if "or_tap" in params and ("up_to" in params or "what" not in params):
        return "or_tap: tapping or untapping goes with what, not up_to"
    if "up_to" in params:
        if "what" in params:
            return "up_to: untapping up to a number of permanents takes no what"
        if "filter" not in params:
            return f"filter: up_to needs what is untapped, one of {', '.join(UNTAP_UP_TO_FILTERS)}"
        return None
    if "filter" in params:
        return "filter: only with up_to (what names the permanent untapped)"
    if "what" not in params:
        return "what: what is untapped is missing (or up_to with filter)"
    return None


def _untap_sign(eff: Effect, zone: str | None) -> int:
    """Untapping a permanent helps its controller; tapping or untapping it as one chooses, or the
    lands chosen "up to", are neither good nor bad for what is aimed at."""
    return 0 if eff.get("up_to") is not None or eff.get("or_tap") else 1


def _untap_text(eff: Effect, refs: Any, w: Any) -> Any:
    """The rules text of an ``untap`` effect."""
    if eff.get("up_to") is not None:
        n = eff["up_to"]
        return w.one("untap_up_to_lands", w.number(n), n=n)  # filter "land", the one allowed
    return w.one("tap_or_untap" if eff.get("or_tap") else "untap", refs(eff["what"]))


def _attach_text(eff: Effect, refs: Any, w: Any) -> Any:
    """The rules text of a ``attach`` effect."""
    k = eff.kind
    raise NotImplementedError(f"no rules text for effect {k!r}")


def _gain_control_text(eff: Effect, refs: Any, w: Any) -> Any:
    """The rules text of a ``gain_control`` effect."""
    k = eff.kind
    raise NotImplementedError(f"no rules text for effect {k!r}")


def _sacrifice_text(eff: Effect, refs: Any, w: Any) -> Any:
    """The rules text of a ``sacrifice`` effect."""
    k = eff.kind
    if eff.get("then"):
        then = w.effect_phrases(eff["then"], refs)
        return w.one("sacrifice_then", refs(eff["what"]), w.Lower(w.paragraph(then)))
    if eff["what"] == "self":
        return w.one("sacrifice_self", w.CardName(refs.name))
    raise NotImplementedError(f"no rules text for effect {k!r}")


#: What "destroy / return / tap all ..." may name, each with its rules text (``cards.text.ALL_TEXT``),
#: and what "untap all ..." may name (the creatures that attacked, a target player's basic lands).
ALL_FILTERS = ("other creature", "enchantment", "creature", "Island", "Plains", "creature opponent_controls")
UNTAP_ALL_FILTERS = ("attacked_this_turn", "basic land")


def _all_check(params: dict[str, Any]) -> str | None:
    """Why an ``all`` effect names what its rules text has no words for, or None."""
    filt = params.get("filter")
    if params.get("action") == "untap":
        if filt == "basic land" and not str(params.get("controller", "")).startswith("target"):
            return "filter: untapping all 'basic land' needs a target controller"
        if filt not in UNTAP_ALL_FILTERS:
            return f"filter: {filt!r} is not one of {', '.join(UNTAP_ALL_FILTERS)} (action untap)"
    elif filt not in ALL_FILTERS:
        return f"filter: {filt!r} is not one of {', '.join(ALL_FILTERS)}"
    return None


def _all_text(eff: Effect, refs: Any, w: Any) -> Any:
    """The rules text of an ``all`` effect, by its action."""
    action = eff["action"]
    if action == "untap":
        if eff["filter"] == "attacked_this_turn":
            return w.one("untap_attackers")
        if eff["filter"] == "basic land" and eff.get("controller", "").startswith("target"):
            return w.one("untaps_all_basic_lands", refs(eff["controller"]))
        raise NotImplementedError(f"no rules text for {eff!r}")
    key = {"destroy": "destroy_all", "return_to_hand": "return_all_to_owners_hands", "tap": "tap_all"}[action]
    if action == "destroy" and eff.get("no_regeneration"):
        key = "destroy_all_no_regeneration"
    return w.one(key, w.Phrase(w.ALL_TEXT[eff["filter"]]))


def _all_sign(eff: Effect, zone: str | None) -> int:
    """Untapping them helps their controller; the other actions are for all of them, friend and foe."""
    return 1 if eff["action"] == "untap" else 0


#: What "sacrifices N ..." may name in the plural (``cards.text.SACRIFICED_TEXT``); one at a time
#: a player sacrifices a creature.
SACRIFICED_FILTERS = ("land",)


def _sacrifice_chosen_check(params: dict[str, Any]) -> str | None:
    """Why a ``sacrifice_chosen`` effect names what its rules text has no words for, or None."""
    filt = params.get("filter")
    if params.get("count", 1) != 1:
        if filt not in SACRIFICED_FILTERS:
            return f"filter: {filt!r} is not one of {', '.join(SACRIFICED_FILTERS)} (count other than 1)"
    elif filt != "creature":
        return f"filter: {filt!r} is not one of creature (count 1)"
    return None


def _sacrifice_chosen_text(eff: Effect, refs: Any, w: Any) -> Any:
    """The rules text of a ``sacrifice_chosen`` effect."""
    k = eff.kind
    if eff.get("count", 1) != 1:
        n = eff["count"]
        return w.one("sacrifices_permanents", refs(eff["who"]), w.number(n), w.Phrase(w.SACRIFICED_TEXT[eff["filter"]]))
    if eff["filter"] == "creature":
        return w.one("sacrifices_a_creature", refs(eff["who"]))
    raise NotImplementedError(f"no rules text for effect {k!r}")


declare(
    "destroy",
    _destroy,
    {"what": Ref, "no_regeneration": bool},
    ["what"],
    text=_destroy_text,
    templates={
        "destroy_it_no_regeneration": Sentence("Destroy it. It can't be regenerated."),
        "destroy_no_regeneration": Sentence("Destroy %1. It can't be regenerated.", ("acc",)),
        "destroy_target": Sentence("Destroy %1.", ("acc",)),
        "destroy_no_regeneration_that": Sentence("Destroy %1. That creature can't be regenerated.", ("acc",)),
    },
    sign=-1,
    value=2.0,
)

def _tap_then_damage(effects: tuple[Effect, ...], refs: Any, w: Any) -> Any:
    """ "Tap ~ and it deals 1 damage to you." """
    a, b = effects
    if a["what"] == "self" and b["to"] == "you" and isinstance(b["amount"], int):
        return w.one("tap_and_deals_damage_to_you", refs("self"), n=b["amount"])
    return None


def _untap_then_control(effects: tuple[Effect, ...], refs: Any, w: Any) -> Any:
    """ "Untap target creature and gain control of it until end of turn. That creature gains haste
    until end of turn." """
    a, b, c = effects
    if c.get("keyword") and not a.get("or_tap") and a.get("what") == b["what"] == c["to"]:
        return w.one("untap_and_gain_control", refs(a["what"]), w.Phrase(w.KEYWORD_TEXT[c["keyword"]]))
    return None


def _untap_then_pump(effects: tuple[Effect, ...], refs: Any, w: Any) -> Any:
    """ "Untap target creature. It gets +1/+1 until end of turn." """
    a, b = effects
    if not a.get("or_tap") and a.get("what") == b["to"]:
        return w.one("untap_and_modify_pt", refs(a["what"]), w.pt(b["power"], b["toughness"]))
    return None


declare(
    "tap",
    _tap,
    {"what": Ref},
    ["what"],
    play="tap",
    text=_tap_text,
    templates={
        "tap": Sentence("Tap %1.", ("acc",)),
        "tap_and_deals_damage_to_you": Sentence("Tap %1 and it deals %n damage to you.", ("acc",)),
    },
    joins=(Join(("deal_damage",), _tap_then_damage),),
    sign=-1,
    value=0.4,
)


declare(
    "untap",
    _untap,
    {"what": Ref, "up_to": Amount, "filter": UNTAP_UP_TO_FILTERS, "or_tap": bool},
    check=_untap_check,
    text=_untap_text,
    templates={
        "untap": Sentence("Untap %1.", ("acc",)),
        "untap_up_to_lands": Sentence("Untap up to %1 lands."),
        "tap_or_untap": Sentence("You may tap or untap %1.", ("acc",)),
        "untap_and_gain_control": Sentence(
            "Untap %1 and gain control of it until end of turn. That creature gains %2 until end of turn.",
            ("acc", "acc"),
        ),
        "untap_and_modify_pt": Sentence("Untap %1. It gets %2 until end of turn.", ("acc", None)),
    },
    joins=(
        Join(("gain_control", "gain_ability"), _untap_then_control),
        Join(("modify_pt",), _untap_then_pump),
    ),
    sign=_untap_sign,
    asks=_untap_asks,
)

declare("attach", _attach, {"what": Ref, "to": Ref}, ["what", "to"], text=_attach_text, templates={}, sign=1)

declare(
    "gain_control",
    _gain_control,
    {"what": Ref, "until": ("end_of_turn", "indefinite")},
    ["what"],
    text=_gain_control_text,
    templates={},
    sign=-1,
    takes_control=True,
)

declare(
    "sacrifice",
    _sacrifice,
    {"what": Ref, "then": Effects},
    ["what"],
    text=_sacrifice_text,
    templates={
        "sacrifice_self": Sentence("Sacrifice %1."),
        "sacrifice_then": Sentence("Sacrifice %1. If you do, %2", ("acc", None)),
    },
    sign=0,
)

declare(
    "all",
    _all,
    {
        "action": ("destroy", "return_to_hand", "tap", "untap"),
        "filter": Filter,
        "controller": Ref,
        "no_regeneration": bool,
    },
    ["action", "filter"],
    check=_all_check,
    text=_all_text,
    templates={
        "destroy_all": Sentence("Destroy all %1.", ("acc",)),
        "destroy_all_no_regeneration": Sentence("Destroy all %1. They can't be regenerated.", ("acc",)),
        "return_all_to_owners_hands": Sentence("Return all %1 to their owners' hands.", ("acc",)),
        "tap_all": Sentence("Tap all %1.", ("acc",)),
        "untaps_all_basic_lands": Sentence("%1 untaps all basic lands they control.", ("nom",)),
        "untap_attackers": Sentence("Untap all creatures that attacked this turn."),
    },
    sign=_all_sign,
)

declare(
    "sacrifice_chosen",
    _sacrifice_chosen,
    {"who": Ref, "filter": Filter, "count": Amount},
    ["who", "filter"],
    check=_sacrifice_chosen_check,
    text=_sacrifice_chosen_text,
    templates={
        "sacrifices_permanents": Sentence("%1 sacrifices %2 %3.", ("nom", None, "acc")),
        "sacrifices_a_creature": Sentence("%1 sacrifices a creature.", ("nom",)),
    },
    sign=-1,
    asks=True,
)
