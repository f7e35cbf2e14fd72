"""Effect kinds that move objects between zones or make them: return, put on a library, counter a spell,
create tokens, put counters (CR 400.7, 701.5, 111, 122).

Each kind is declared once, by ``declare``: its parameters, how it runs, its rules text and
what it means to the computer players.
"""

from __future__ import annotations

from typing import Any

from ..abilities import Amount, Effect, Mana, Ref
from ..decisions import DecisionKind, Question
from .. import events as E
from ..mana import ManaCost
from ..objects import Zone
from .base import Sentence, declare
from .context import (
    Context,
    token_card,
)
from ..payment import can_pay
from ..payment import pay_mana_now


def _return_to_battlefield(ctx: Context, eff: Effect) -> bool:
    """ "Return target creature card from your graveyard to the battlefield": under the control
    of the effect's controller (CR 110.2a)."""
    for r in ctx.refs(eff["what"]):
        if isinstance(r, int) and r in ctx.game.objects:
            ctx.game.move(r, Zone.BATTLEFIELD, controller=ctx.controller)
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
    """CR 701.5: a countered spell goes to its owner's graveyard. "Counter target spell unless its
    controller pays {3}" (``unless_pays``): the spell's controller decides (CR 118.12; ``Game.ask``);
    they can pay only if they have the mana."""
    g = ctx.game
    if eff.get("unless_pays") is not None:
        return _counter_unless_pays(ctx, eff)
    for r in ctx.refs(eff["what"]):
        if isinstance(r, int) and r in g.objects and g.objects[r].zone is Zone.STACK:
            g.counter(r)
    return False


def _counter_unless_pays(ctx: Context, eff: Effect) -> bool:
    """ "Counter target spell unless its controller pays {3}." (CR 118.12)"""
    g = ctx.game
    unless_pays: str = eff["unless_pays"]
    refs = [r for r in ctx.refs(eff["what"]) if isinstance(r, int) and r in g.objects]
    if not refs:
        return False
    target = g.objects[refs[0]]
    cost = ManaCost.parse(unless_pays)
    options: tuple[Any, ...] = (True, False) if can_pay(g, target.controller, cost) else (False,)
    pay = g.ask(target.controller, DecisionKind.CHOICE, Question.PAY_OR_COUNTER, options, cost=unless_pays)
    if pay:
        pay_mana_now(g, target.controller, cost)
    else:
        g.counter(refs[0])
    return False


def _counter_asks(eff: Effect) -> bool:
    """ "Counter target spell unless its controller pays {3}" asks that player (CR 118.12);
    "counter target spell" asks nothing."""
    return eff.get("unless_pays") is not None


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


def _return_to_hand_sign(eff: Effect, zone: str | None) -> int:
    """Back from the graveyard helps; off the battlefield hurts."""
    return 1 if zone in (Zone.GRAVEYARD.value, Zone.EXILE.value) else -1


def _back_text(k: str, eff: Effect, refs: Any, w: Any) -> Any:
    """"Return ... to its owner's hand" / "put ... on top of its owner's library" (``k``), or "your"
    when the target is a card in a graveyard."""
    what = eff["what"]
    graveyard = (
        what.startswith("target")
        and refs.targets
        and refs.targets[int(what.split(":")[1]) if ":" in what else 0].kind.endswith("in_graveyard")
    )
    if k == "return_to_hand":
        return w.one("return_to_your_hand" if graveyard else "return_to_owners_hand", refs(what))
    return w.one("put_on_your_library" if graveyard else "put_on_owners_library", refs(what))


def _return_to_hand_text(eff: Effect, refs: Any, w: Any) -> Any:
    """The rules text of a ``return_to_hand`` effect."""
    k = eff.kind
    if eff["what"] == "self_in_graveyard":
        return w.one("return_from_graveyard_to_hand", refs(eff["what"]))
    return _back_text(k, eff, refs, w)


def _put_on_library_sign(eff: Effect, zone: str | None) -> int:
    """Back from the graveyard helps; off the battlefield hurts."""
    return 1 if zone in (Zone.GRAVEYARD.value, Zone.EXILE.value) else -1


def _put_on_library_text(eff: Effect, refs: Any, w: Any) -> Any:
    """The rules text of a ``put_on_library`` effect."""
    k = eff.kind
    return _back_text(k, eff, refs, w)


def _counter_check(params: dict[str, Any]) -> str | None:
    """Why a ``counter`` effect's parameters are not one the engine can run and say, or None:
    ``unless_pays`` is one mana cost its controller pays or not ("unless its controller pays
    {3}", CR 118.12), not a choice of several."""
    if "|" in str(params.get("unless_pays", "")):
        return f"unless_pays: {params['unless_pays']!r} is a choice of costs; it takes one mana cost, such as '{{3}}'"
    return None


def _counter_value(eff: Effect) -> float:
    """What a ``counter`` is worth to a drafter: a counterspell 1.0; one its controller may pay
    for ("unless its controller pays"), 0.3."""
    return 0.3 if eff.get("unless_pays") is not None else 1.0


def _counter_text(eff: Effect, refs: Any, w: Any) -> Any:
    """The rules text of a ``counter`` effect."""
    if eff.get("unless_pays") is not None:
        return w.one("counter_unless_its_controller_pays", refs(eff["what"]), w.Symbols(eff["unless_pays"]))
    return w.one("counter", refs(eff["what"]))


#: The tokens "Create ..." may make, keyed as their rules text is (``cards.text.TOKEN_TEXT``, by
#: "P/T colours subtypes keywords"): any other is refused when the card is loaded.
TOKENS = ("4/4 R Bird flying", "1/1 G Saproling")


def _create_token_check(params: dict[str, Any]) -> str | None:
    """Why a ``create_token`` effect makes what its rules text has no words for, or None."""
    if params.get("count", 1) != 1:
        return f"count: {params.get('count')!r} is not one of 1"
    token = " ".join([f"{params.get('power')}/{params.get('toughness')}", str(params.get("color", "")),
                      str(params.get("subtypes", params.get("name"))), *map(str, params.get("keywords", ()))])
    if token not in TOKENS:
        return f"the token {token!r} is not one of {', '.join(TOKENS)}"
    return None


def _create_token_text(eff: Effect, refs: Any, w: Any) -> Any:
    """The rules text of a ``create_token`` effect."""
    k = eff.kind
    if eff.get("count", 1) == 1:
        return w.one("create_token", w.Phrase(w.TOKEN_TEXT[w.token_key(eff)]))
    raise NotImplementedError(f"no rules text for effect {k!r}")


def _add_counters_sign(eff: Effect, zone: str | None) -> int:
    """-1/-1 counters hurt; others help."""
    return -1 if str(eff.get("counter", "")).startswith("-") else 1


def _add_counters_check(params: dict[str, Any]) -> str | None:
    """Why an ``add_counters`` effect puts counters its rules text has no words for, or None: one
    +1/+1 counter ("Put a +1/+1 counter on ~", CR 122.1)."""
    if params["counter"] != "+1/+1":
        return f"counter: {params['counter']!r} is not one of +1/+1"
    if params["count"] != 1:
        return f"count: {params['count']!r} is not one of 1"
    return None


def _add_counters_text(eff: Effect, refs: Any, w: Any) -> Any:
    """The rules text of a ``add_counters`` effect."""
    k = eff.kind
    if eff["counter"] == "+1/+1" and eff["count"] == 1:
        return w.one("put_plus_one_counter", refs(eff["what"]))
    raise NotImplementedError(f"no rules text for effect {k!r}")


def _return_to_battlefield_text(eff: Effect, refs: Any, w: Any) -> Any:
    """The rules text of a ``return_to_battlefield`` effect."""
    return w.one("return_to_battlefield", refs(eff["what"]))


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
    templates={
        "put_on_your_library": Sentence("Put %1 on top of your library.", ("acc",)),
        "put_on_owners_library": Sentence("Put %1 on top of its owner's library.", ("acc",)),
    },
    sign=_put_on_library_sign,
)

declare(
    "counter",
    _counter,
    {"what": Ref, "unless_pays": Mana},
    ["what"],
    play="counter",
    check=_counter_check,
    text=_counter_text,
    templates={
        "counter": Sentence("Counter %1.", ("acc",)),
        "counter_unless_its_controller_pays": Sentence("Counter %1 unless its controller pays %2.", ("acc", None)),
    },
    sign=-1,
    value=_counter_value,
    asks=_counter_asks,
)

declare(
    "create_token",
    _create_token,
    {"count": Amount, "name": str, "power": int, "toughness": int, "color": str, "subtypes": str, "keywords": list},
    ["name", "power", "toughness"],
    check=_create_token_check,
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
    check=_add_counters_check,
    text=_add_counters_text,
    templates={
        "put_plus_one_counter": Sentence("Put a +1/+1 counter on %1.", ("acc",)),
    },
    sign=_add_counters_sign,
)

declare(
    "return_to_battlefield",
    _return_to_battlefield,
    {"what": Ref},
    ["what"],
    text=_return_to_battlefield_text,
    templates={
        "return_to_battlefield": Sentence("Return %1 to the battlefield.", ("acc",)),
    },
    sign=1,
    asks=True,
)

