"""Effect kinds that act on permanents and spells: destroy, tap and untap, return, sacrifice, attach,
control, tokens, counters, counter a spell (CR 701).

Each kind is declared once, by ``declare``: its parameters, how it runs, its rules text and
what it means to the computer players.
"""

from __future__ import annotations

from typing import Any

from ..abilities import Amount, Effect, Effects, Mana, Ref, TriggeredAbility
from ..filters import Filter, parse_filter
from ..decisions import DecisionKind, Question
from .. import events as E
from ..mana import ManaCost
from ..objects import Zone
from .base import EFFECTS, Sentence, declare
from .context import (
    Context,
    _each_matching,
    _player,
    token_card,
)



def _destroy(ctx: Context, eff: Effect) -> bool:
    """CR 701.7: move to its owner's graveyard."""
    for r in ctx.refs(eff["what"]):
        if isinstance(r, int) and r in ctx.game.objects:
            ctx.game.destroy(r, regenerate=not eff.get("no_regeneration"))  # CR 701.15c
    return False


def _untap_attackers(ctx: Context, eff: Effect) -> bool:
    """ "Untap all creatures that attacked this turn." """
    g = ctx.game
    for oid in g.attacked_this_turn:
        if oid in g.objects and g.objects[oid].zone is Zone.BATTLEFIELD:
            g.untap(oid)
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
    for r in ctx.refs(eff["what"]):
        if isinstance(r, int):
            ctx.game.untap(r)
    return False


def _gain_control(ctx: Context, eff: Effect) -> bool:
    """ "gain control of it (until end of turn)": a control-changing effect (CR 613.1b, layer 2)."""
    from ..layers import LAYER_CONTROL

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
    """CR 701.17: sacrifice a permanent (here, one the ability names: "sacrifice it")."""
    for r in ctx.refs(eff["what"]):
        if isinstance(r, int) and ctx.game.objects[r].controller == ctx.controller:
            ctx.game.sacrifice(r)
    return False


def _destroy_all(ctx: Context, eff: Effect) -> bool:
    """ "Destroy all enchantments." All at once (CR 701.7, 608.2c); "They can't be
    regenerated." (``no_regeneration``, CR 701.15c)."""
    for r in _each_matching(ctx, eff):
        ctx.game.destroy(r, regenerate=not eff.get("no_regeneration"))
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


def _tap_all(ctx: Context, eff: Effect) -> bool:
    """ "Tap all other creatures." (CR 701.21a), the permanents matching as it resolves."""
    for r in _each_matching(ctx, eff):
        ctx.game.tap(r)
    return False


def _return_to_battlefield(ctx: Context, eff: Effect) -> bool:
    """ "Return target creature card from your graveyard to the battlefield": under the control
    of the effect's controller (CR 110.2a)."""
    for r in ctx.refs(eff["what"]):
        if isinstance(r, int) and r in ctx.game.objects:
            ctx.game.move(r, Zone.BATTLEFIELD, controller=ctx.controller)
    return False


def _tap_or_untap(ctx: Context, eff: Effect) -> bool:
    """ "You may tap or untap target creature": tapping a tapped permanent or untapping an
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
    """ "Untap up to four lands": chosen one at a time as it resolves; None stops (CR 608.2d)."""
    g = ctx.game
    filt = parse_filter(eff["filter"])
    for _ in range(ctx.amount(eff["count"])):
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
    return False


def _destroy_at_end_of_combat(ctx: Context, eff: Effect) -> bool:
    """ "Destroy that creature at end of combat": a delayed triggered ability (CR 603.7) that
    triggers at the beginning of the end of combat step (CR 511.2) of this turn."""
    from ..triggers import DelayedTrigger

    g = ctx.game
    known = ctx.source_known()
    for r in ctx.refs(eff["what"]):
        ability = TriggeredAbility(
            "beginning_of",
            (Effect.make("destroy", what="that_object"),),
            params=(("step", "end_combat"), ("whose", "each")),
        )
        card = known.card if known is not None else g.objects[r].card
        g.delayed.append(DelayedTrigger(ability, ctx.controller, ctx.source_id(), card, g.turn, info=(("object", r),)))
    return False


def _untap_all(ctx: Context, eff: Effect) -> bool:
    """ "Target player untaps all basic lands they control.": the permanents that match as it
    resolves (CR 608.2c, 701.21)."""
    for r in _each_matching(ctx, eff):
        ctx.game.untap(r)
    return False


def _move_to(ctx: Context, eff: Effect, zone: Zone, bottom: bool = False) -> bool:
    for r in ctx.refs(eff["what"]):
        if isinstance(r, int) and r in ctx.game.objects:
            ctx.game.move(r, zone, bottom=bottom)
    return False


def _return_to_hand(ctx: Context, eff: Effect) -> bool:
    """ "Return target permanent to its owner's hand." (CR 400.3)"""
    return _move_to(ctx, eff, Zone.HAND)


def _put_on_library(ctx: Context, eff: Effect) -> bool:
    """ "Put target ... on top of its owner's library." """
    return _move_to(ctx, eff, Zone.LIBRARY)


def _counter(ctx: Context, eff: Effect) -> bool:
    """CR 701.5: a countered spell goes to its owner's graveyard."""
    g = ctx.game
    for r in ctx.refs(eff["what"]):
        if isinstance(r, int) and r in g.objects and g.objects[r].zone is Zone.STACK:
            g.counter(r)
    return False


def _counter_unless_start(ctx: Context, eff: Effect) -> bool:
    """ "Counter target spell unless its controller pays {3}." The spell's controller decides
    (CR 118.12); they can pay only if they have the mana."""
    from ..casting import can_pay

    g = ctx.game
    refs = [r for r in ctx.refs(eff["what"]) if isinstance(r, int) and r in g.objects]
    if not refs:
        return False
    target = g.objects[refs[0]]
    cost = ManaCost.parse(eff["cost"])
    options: tuple[Any, ...] = (True, False) if can_pay(g, target.controller, cost) else (False,)
    g.require(target.controller, DecisionKind.CHOICE, Question.PAY_OR_COUNTER, options=options, cost=eff["cost"])
    return True


def _counter_unless_answer(ctx: Context, eff: Effect, pay: Any) -> None:
    from ..casting import pay_mana_now

    g = ctx.game
    refs = [r for r in ctx.refs(eff["what"]) if isinstance(r, int) and r in g.objects]
    if not refs:
        return
    target = g.objects[refs[0]]
    if pay:
        pay_mana_now(g, target.controller, ManaCost.parse(eff["cost"]))
    else:
        g.counter(refs[0])


def _tap(ctx: Context, eff: Effect) -> bool:
    for r in ctx.refs(eff["what"]):
        if isinstance(r, int):
            ctx.game.tap(r)
    return False


def _create_token(ctx: Context, eff: Effect) -> bool:
    """Create creature tokens under the controller's control (CR 111.1, 110.5a)."""
    g = ctx.game
    subtypes = eff.get("subtypes", eff["name"])
    card = token_card(
        eff["name"], eff["power"], eff["toughness"], eff.get("color", ""), subtypes, tuple(eff.get("keywords", ()))
    )
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


def _return_all_to_hand(ctx: Context, eff: Effect) -> bool:
    """ "Return all creatures to their owners' hands." All that match as it resolves (CR 608.2c)."""
    for r in _each_matching(ctx, eff):
        ctx.game.move(r, Zone.HAND)
    return False


def _sacrifice_then(ctx: Context, eff: Effect) -> bool:
    """ "Sacrifice it. If you do, [effects]." (CR 701.17, 608.2c): the rest happens only if
    it was sacrificed."""
    done = False
    for r in ctx.refs(eff["what"]):
        if isinstance(r, int) and ctx.game.objects[r].controller == ctx.controller:
            done = ctx.game.sacrifice(r) is not None or done
    if done:
        for sub in eff["then"]:
            EFFECTS[sub.kind].start(ctx, sub)
    return False


def _destroy_text(eff: Effect, refs: Any, w: Any) -> Any:
    """The rules text of a ``destroy`` effect."""
    k = eff.kind
    if k == "destroy" and eff["what"] == "that_object" and eff.get("no_regeneration"):
        return w.one("destroy_it_no_regeneration")  # the creature the trigger names
    if k == "destroy":
        key = "destroy_no_regeneration" if eff.get("no_regeneration") else "destroy_target"
        if key == "destroy_no_regeneration" and refs.self_word:
            key = "destroy_no_regeneration_that"  # "it" would be the trigger's source
        return w.one(key, refs(eff["what"]))
    raise NotImplementedError(f"no rules text for effect {k!r}")


def _untap_attackers_text(eff: Effect, refs: Any, w: Any) -> Any:
    """The rules text of a ``untap_attackers`` effect."""
    k = eff.kind
    if k in ("untap_attackers", "additional_combat", "prevent_combat_damage"):
        return w.one(k)
    raise NotImplementedError(f"no rules text for effect {k!r}")


def _return_to_hand_sign(eff: Effect, zone: str | None) -> int:
    """Back from the graveyard helps; off the battlefield hurts."""
    return 1 if zone in (Zone.GRAVEYARD.value, Zone.EXILE.value) else -1


def _return_to_hand_text(eff: Effect, refs: Any, w: Any) -> Any:
    """The rules text of a ``return_to_hand`` effect."""
    k = eff.kind
    if k == "return_to_hand" and eff["what"] == "self_in_graveyard":
        return w.one("return_from_graveyard_to_hand", refs(eff["what"]))
    if k in ("return_to_hand", "put_on_library"):
        what = eff["what"]
        graveyard = (
            what.startswith("target")
            and refs.targets
            and refs.targets[int(what.split(":")[1]) if ":" in what else 0].kind.endswith("in_graveyard")
        )
        if k == "return_to_hand":
            return w.one("return_to_your_hand" if graveyard else "return_to_owners_hand", refs(what))
        return w.one("put_on_your_library" if graveyard else "put_on_owners_library", refs(what))
    raise NotImplementedError(f"no rules text for effect {k!r}")


def _put_on_library_sign(eff: Effect, zone: str | None) -> int:
    """Back from the graveyard helps; off the battlefield hurts."""
    return 1 if zone in (Zone.GRAVEYARD.value, Zone.EXILE.value) else -1


def _put_on_library_text(eff: Effect, refs: Any, w: Any) -> Any:
    """The rules text of a ``put_on_library`` effect."""
    k = eff.kind
    if k in ("return_to_hand", "put_on_library"):
        what = eff["what"]
        graveyard = (
            what.startswith("target")
            and refs.targets
            and refs.targets[int(what.split(":")[1]) if ":" in what else 0].kind.endswith("in_graveyard")
        )
        if k == "return_to_hand":
            return w.one("return_to_your_hand" if graveyard else "return_to_owners_hand", refs(what))
        return w.one("put_on_your_library" if graveyard else "put_on_owners_library", refs(what))
    raise NotImplementedError(f"no rules text for effect {k!r}")


def _counter_text(eff: Effect, refs: Any, w: Any) -> Any:
    """The rules text of a ``counter`` effect."""
    k = eff.kind
    if k == "counter":
        return w.one("counter", refs(eff["what"]))
    raise NotImplementedError(f"no rules text for effect {k!r}")


def _counter_unless_pays_text(eff: Effect, refs: Any, w: Any) -> Any:
    """The rules text of a ``counter_unless_pays`` effect."""
    k = eff.kind
    if k == "counter_unless_pays":
        return w.one("counter_unless_pays", refs(eff["what"]), w.Symbols(eff["cost"]))
    raise NotImplementedError(f"no rules text for effect {k!r}")


def _tap_text(eff: Effect, refs: Any, w: Any) -> Any:
    """The rules text of a ``tap`` effect."""
    k = eff.kind
    if k in ("tap", "untap"):
        return w.one(k, refs(eff["what"]))
    raise NotImplementedError(f"no rules text for effect {k!r}")


def _create_token_text(eff: Effect, refs: Any, w: Any) -> Any:
    """The rules text of a ``create_token`` effect."""
    k = eff.kind
    if k == "create_token" and eff.get("count", 1) == 1:
        return w.one("create_token", w.Phrase(w.TOKEN_TEXT[w.token_key(eff)]))
    raise NotImplementedError(f"no rules text for effect {k!r}")


def _add_counters_sign(eff: Effect, zone: str | None) -> int:
    """-1/-1 counters hurt; others help."""
    return -1 if str(eff.get("counter", "")).startswith("-") else 1


def _add_counters_text(eff: Effect, refs: Any, w: Any) -> Any:
    """The rules text of a ``add_counters`` effect."""
    k = eff.kind
    if k == "add_counters" and eff["counter"] == "+1/+1" and eff["count"] == 1:
        return w.one("put_plus_one_counter", refs(eff["what"]))
    raise NotImplementedError(f"no rules text for effect {k!r}")


def _untap_text(eff: Effect, refs: Any, w: Any) -> Any:
    """The rules text of a ``untap`` effect."""
    k = eff.kind
    if k in ("tap", "untap"):
        return w.one(k, refs(eff["what"]))
    raise NotImplementedError(f"no rules text for effect {k!r}")


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
    if k == "sacrifice" and eff["what"] == "self":
        return w.one("sacrifice_self", w.CardName(refs.name))
    raise NotImplementedError(f"no rules text for effect {k!r}")


def _destroy_all_text(eff: Effect, refs: Any, w: Any) -> Any:
    """The rules text of a ``destroy_all`` effect."""
    k = eff.kind
    if k == "destroy_all" and eff.get("no_regeneration"):
        return w.one("destroy_all_no_regeneration", w.Phrase(w.ALL_TEXT[eff["filter"]]))
    if k == "destroy_all":
        key = "destroy_all_no_regeneration" if eff.get("no_regeneration") else "destroy_all"
        return w.one(key, w.Phrase(w.ALL_TEXT[eff["filter"]]))
    raise NotImplementedError(f"no rules text for effect {k!r}")


def _sacrifice_chosen_text(eff: Effect, refs: Any, w: Any) -> Any:
    """The rules text of a ``sacrifice_chosen`` effect."""
    k = eff.kind
    if k == "sacrifice_chosen" and eff.get("count", 1) != 1:
        n = eff["count"]
        return w.one("sacrifices_permanents", refs(eff["who"]), w.number(n), w.Phrase(w.SACRIFICED_TEXT[eff["filter"]]))
    if k == "sacrifice_chosen" and eff["filter"] == "creature":
        return w.one("sacrifices_a_creature", refs(eff["who"]))
    raise NotImplementedError(f"no rules text for effect {k!r}")


def _tap_all_text(eff: Effect, refs: Any, w: Any) -> Any:
    """The rules text of a ``tap_all`` effect."""
    k = eff.kind
    if k == "tap_all":
        return w.one(k, w.Phrase(w.ALL_TEXT[eff["filter"]]))
    raise NotImplementedError(f"no rules text for effect {k!r}")


def _return_to_battlefield_text(eff: Effect, refs: Any, w: Any) -> Any:
    """The rules text of a ``return_to_battlefield`` effect."""
    k = eff.kind
    if k in ("shuffle_graveyard_into_library", "return_to_battlefield"):
        return w.one(k, refs(eff["who"] if k.startswith("shuffle") else eff["what"]))
    raise NotImplementedError(f"no rules text for effect {k!r}")


def _tap_or_untap_text(eff: Effect, refs: Any, w: Any) -> Any:
    """The rules text of a ``tap_or_untap`` effect."""
    k = eff.kind
    if k == "tap_or_untap":
        return w.one(k, refs(eff["what"]))
    raise NotImplementedError(f"no rules text for effect {k!r}")


def _untap_up_to_text(eff: Effect, refs: Any, w: Any) -> Any:
    """The rules text of a ``untap_up_to`` effect."""
    k = eff.kind
    if k == "untap_up_to" and eff["filter"] == "land":
        return w.one("untap_up_to_lands", w.number(eff["count"]), n=eff["count"])
    raise NotImplementedError(f"no rules text for effect {k!r}")


def _destroy_at_end_of_combat_text(eff: Effect, refs: Any, w: Any) -> Any:
    """The rules text of a ``destroy_at_end_of_combat`` effect."""
    k = eff.kind
    if k == "destroy_at_end_of_combat" and eff["what"] == "that_object":
        return w.one(k)
    raise NotImplementedError(f"no rules text for effect {k!r}")


def _untap_all_text(eff: Effect, refs: Any, w: Any) -> Any:
    """The rules text of a ``untap_all`` effect."""
    k = eff.kind
    if k == "untap_all" and eff["filter"] == "basic land" and eff.get("controller", "").startswith("target"):
        return w.one("untaps_all_basic_lands", refs(eff["controller"]))
    raise NotImplementedError(f"no rules text for effect {k!r}")


def _return_all_to_hand_text(eff: Effect, refs: Any, w: Any) -> Any:
    """The rules text of a ``return_all_to_hand`` effect."""
    k = eff.kind
    if k == "return_all_to_hand":
        return w.one("return_all_to_owners_hands", w.Phrase(w.ALL_TEXT[eff["filter"]]))
    raise NotImplementedError(f"no rules text for effect {k!r}")


def _sacrifice_then_text(eff: Effect, refs: Any, w: Any) -> Any:
    """The rules text of a ``sacrifice_then`` effect."""
    k = eff.kind
    if k == "sacrifice_then":
        then = w.effect_phrases(eff["then"], refs)
        return w.one("sacrifice_then", refs(eff["what"]), w.Lower(w.paragraph(then)))
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

declare(
    "untap_attackers",
    _untap_attackers,
    {},
    text=_untap_attackers_text,
    templates={
        "untap_attackers": Sentence("Untap all creatures that attacked this turn."),
        "additional_combat": Sentence(
            "After this main phase, there is an additional combat phase followed by an additional main phase."
        ),
        "prevent_combat_damage": Sentence("Prevent all combat damage that would be dealt this turn."),
    },
    sign=1,
)

declare(
    "return_to_hand",
    _return_to_hand,
    {"what": Ref},
    ["what"],
    text=_return_to_hand_text,
    templates={
        "return_from_graveyard_to_hand": Sentence("Return %1 from your graveyard to your hand.", ("acc",)),
        "return_to_your_hand": Sentence("Return %1 to your hand.", ("acc",)),
        "return_to_owners_hand": Sentence("Return %1 to its owner's hand.", ("acc",)),
        "put_on_your_library": Sentence("Put %1 on top of your library.", ("acc",)),
        "put_on_owners_library": Sentence("Put %1 on top of its owner's library.", ("acc",)),
    },
    sign=_return_to_hand_sign,
    value=0.7,
)

declare(
    "put_on_library",
    _put_on_library,
    {"what": Ref},
    ["what"],
    text=_put_on_library_text,
    templates={},
    sign=_put_on_library_sign,
)

declare(
    "counter",
    _counter,
    {"what": Ref},
    ["what"],
    text=_counter_text,
    templates={
        "counter": Sentence("Counter %1.", ("acc",)),
    },
    sign=-1,
    value=1.0,
)

declare(
    "counter_unless_pays",
    _counter_unless_start,
    {"what": Ref, "cost": Mana},
    ["what", "cost"],
    _counter_unless_answer,
    text=_counter_unless_pays_text,
    templates={
        "counter_unless_pays": Sentence("Counter %1 unless its controller pays %2.", ("acc", None)),
    },
    sign=-1,
)

declare(
    "tap",
    _tap,
    {"what": Ref},
    ["what"],
    text=_tap_text,
    templates={
        "tap": Sentence("Tap %1.", ("acc",)),
        "untap": Sentence("Untap %1.", ("acc",)),
    },
    sign=-1,
    value=0.4,
)

declare(
    "create_token",
    _create_token,
    {"count": Amount, "name": str, "power": int, "toughness": int, "color": str, "subtypes": str, "keywords": list},
    ["name", "power", "toughness"],
    text=_create_token_text,
    templates={
        "create_token": Sentence("Create %1.", ("acc",)),
    },
    sign=1,
    value=0.8,
)

declare(
    "add_counters",
    _add_counters,
    {"what": Ref, "counter": str, "count": Amount},
    ["what", "counter", "count"],
    text=_add_counters_text,
    templates={
        "put_plus_one_counter": Sentence("Put a +1/+1 counter on %1.", ("acc",)),
    },
    sign=_add_counters_sign,
)

declare("untap", _untap, {"what": Ref}, ["what"], text=_untap_text, templates={}, sign=1)

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
    {"what": Ref},
    ["what"],
    text=_sacrifice_text,
    templates={
        "sacrifice_self": Sentence("Sacrifice %1."),
    },
    sign=0,
)

declare(
    "destroy_all",
    _destroy_all,
    {"filter": Filter, "controller": Ref, "no_regeneration": bool},
    ["filter"],
    text=_destroy_all_text,
    templates={
        "destroy_all": Sentence("Destroy all %1.", ("acc",)),
        "destroy_all_no_regeneration": Sentence("Destroy all %1. They can't be regenerated.", ("acc",)),
    },
    sign=0,
)

declare(
    "sacrifice_chosen",
    _sacrifice_chosen,
    {"who": Ref, "filter": Filter, "count": Amount},
    ["who", "filter"],
    text=_sacrifice_chosen_text,
    templates={
        "sacrifices_permanents": Sentence("%1 sacrifices %2 %3.", ("nom", None, "acc")),
        "sacrifices_a_creature": Sentence("%1 sacrifices a creature.", ("nom",)),
    },
    sign=-1,
    asks=True,
)

declare(
    "tap_all",
    _tap_all,
    {"filter": Filter},
    ["filter"],
    text=_tap_all_text,
    templates={
        "tap_all": Sentence("Tap all %1.", ("acc",)),
    },
    sign=0,
)

declare(
    "return_to_battlefield",
    _return_to_battlefield,
    {"what": Ref},
    ["what"],
    text=_return_to_battlefield_text,
    templates={},
    sign=1,
    asks=True,
)

declare(
    "tap_or_untap",
    _tap_or_untap,
    {"what": Ref},
    ["what"],
    text=_tap_or_untap_text,
    templates={
        "tap_or_untap": Sentence("You may tap or untap %1.", ("acc",)),
    },
    sign=0,
    asks=True,
)

declare(
    "untap_up_to",
    _untap_up_to,
    {"count": Amount, "filter": Filter},
    ["count", "filter"],
    text=_untap_up_to_text,
    templates={
        "untap_up_to_lands": Sentence("Untap up to %1 lands."),
    },
    sign=0,
    asks=True,
)

declare(
    "destroy_at_end_of_combat",
    _destroy_at_end_of_combat,
    {"what": Ref},
    ["what"],
    text=_destroy_at_end_of_combat_text,
    templates={
        "destroy_at_end_of_combat": Sentence("Destroy that creature at end of combat."),
    },
    sign=0,
)

declare(
    "untap_all",
    _untap_all,
    {"filter": Filter, "controller": Ref},
    ["filter"],
    text=_untap_all_text,
    templates={
        "untaps_all_basic_lands": Sentence("%1 untaps all basic lands they control.", ("nom",)),
    },
    sign=1,
)

declare(
    "return_all_to_hand",
    _return_all_to_hand,
    {"filter": Filter},
    ["filter"],
    text=_return_all_to_hand_text,
    templates={
        "return_all_to_owners_hands": Sentence("Return all %1 to their owners' hands.", ("acc",)),
    },
    sign=0,
)

declare(
    "sacrifice_then",
    _sacrifice_then,
    {"what": Ref, "then": Effects},
    ["what", "then"],
    text=_sacrifice_then_text,
    templates={
        "sacrifice_then": Sentence("Sacrifice %1. If you do, %2", ("acc", None)),
    },
    sign=0,
)
