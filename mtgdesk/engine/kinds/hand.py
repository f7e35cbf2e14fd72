"""Effect kinds about a player's hand: discard, look at or reveal it, put cards from it (CR 701.9, 701.16).

Each kind is declared once, by ``declare``: its parameters, how it runs, its rules text and
what it means to the computer players.
"""

from __future__ import annotations

from typing import Any

from ..abilities import Amount, Effect, Ref
from ..filters import Filter, parse_filter
from ..decisions import DecisionKind, Question
from .. import events as E
from ..objects import Zone
from .base import Sentence, declare
from .context import (
    Context,
    _hand_of,
    _player,
)
from ..filters import COLORS


#: The cards "for each ... in it" may count (filters, each with its rules text in
#: ``cards.text.IN_HAND_TEXT``): any other is refused when the card is loaded.
IN_HAND_FILTERS = ("Mountain or red", "Forest or green")

def _draw_for_each_in_hand(ctx: Context, eff: Effect) -> bool:
    """ "Target opponent reveals their hand. You draw a card for each Mountain and red card in
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


def _discard_chosen_from_revealed(ctx: Context, eff: Effect, p: int, hand: list[int]) -> None:
    """ "Target player reveals three cards from their hand and you choose one of them. That
    player discards that card." (``reveal = 3``): the player chooses which cards to reveal (all
    of them if they have that many or fewer), then the effect's controller chooses (CR 701.16,
    701.9)."""
    g = ctx.game
    n = ctx.amount(eff["reveal"])
    if len(hand) <= n:
        revealed = list(hand)
    else:
        revealed = []
        for _ in range(n):
            options = tuple(c for c in hand if c not in revealed)
            revealed.append(g.ask(p, DecisionKind.CHOICE, Question.OBJECT, options))
    g.emit(E.CardsRevealed(p, tuple(revealed)))
    g.discard(g.ask(ctx.controller, DecisionKind.CHOICE, Question.OBJECT, tuple(revealed)), by=ctx.controller)


def _discard_all_of_chosen_color(ctx: Context, p: int, hand: list[int]) -> None:
    """ "Choose a color. Target player reveals their hand and discards all cards of that color."
    (``choose = "color"``, ``all = "chosen_color"``): the colour is chosen as it resolves (CR
    608.2d), by the effect's controller; the hand is revealed to every player (701.16) even if
    none is of that colour."""
    g = ctx.game
    color = g.ask(ctx.controller, DecisionKind.CHOICE, Question.COLOR, tuple(COLORS))
    g.emit(E.CardsRevealed(p, tuple(hand)))
    filt = parse_filter(color)
    for card in [c for c in hand if filt.matches(g, c, source_id=ctx.source_id(), controller=ctx.controller)]:
        g.discard(card, by=ctx.controller)


def _put_from_hand(ctx: Context, eff: Effect) -> bool:
    """ "Each other player may put a creature card from their hand onto the battlefield": each
    chooses in turn order (CR 101.4), or nothing."""
    g = ctx.game
    filt = parse_filter(eff["filter"])
    for r in ctx.refs(eff["who"]):
        player = _player(r)
        options = tuple(
            i for i in g.players[player].hand if filt.matches(g, i, source_id=ctx.source_id(), controller=player)
        )
        if not options:
            continue
        pick = g.ask(player, DecisionKind.CHOICE, Question.OBJECT, options + (None,))
        if pick is not None:
            g.move(pick, Zone.BATTLEFIELD, controller=player)
    return False


def _discard_start(ctx: Context, eff: Effect) -> bool:
    """CR 701.9: the player discards; they choose (``chooser = "you"``: the spell's controller
    chooses from the revealed hand, as with Coercion; with ``reveal``, from the cards the player
    reveals), or it is every card of the colour chosen first (``all = "chosen_color"``), or
    every card of their hand (``all = "hand"``)."""
    g = ctx.game
    if eff.get("all") == "hand":
        _discard_hands(ctx, eff)
        return False
    p, hand = _hand_of(ctx, eff.get("who", "you"))
    if eff.get("all") is not None and p >= 0:  # the colour is chosen, and the hand revealed, even if it is empty
        _discard_all_of_chosen_color(ctx, p, hand)
        return False
    if p < 0 or not hand:
        return False
    if eff.get("reveal") is not None:
        _discard_chosen_from_revealed(ctx, eff, p, hand)
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
    # Chosen in the position reached ("draw a card, then discard a card": the card drawn is in
    # the hand), asked with ``Game.ask``.
    for c in g.ask(chooser, DecisionKind.DISCARD, Question.DISCARD, tuple(hand), count=count, whose=p):
        g.discard(c, by=ctx.controller)
    return False


def _look_at_hand(ctx: Context, eff: Effect) -> bool:
    """ "Look at target opponent's hand": only its controller learns it (an event for the UI)."""
    p, hand = _hand_of(ctx, eff["who"])
    if p >= 0:
        ctx.game.emit(E.HandRevealed(p, ctx.controller, tuple(hand)))
    return False


def _discard_hands(ctx: Context, eff: Effect) -> None:
    """ "Each player discards their hand." (``all = "hand"``, CR 701.9a): each player in turn
    order (101.4) discards every card in their hand; no one chooses."""
    g = ctx.game
    for r in ctx.refs(eff.get("who", "you")):
        for card in list(g.players[_player(r)].hand):
            g.discard(card, by=ctx.controller)


def _hand_to_bottom_then_draw(ctx: Context, eff: Effect) -> bool:
    """ "That player puts the cards in their hand on the bottom of their library in any order,
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


def _discard_asks(eff: Effect) -> bool:
    """A discard asks which cards (CR 701.9a), which cards are revealed (701.16) or which colour
    (608.2d); one at random (``chooser = "random"``, 701.9b) or of the whole hand (``all =
    "hand"``) asks nothing."""
    return bool(eff.get("all") != "hand" and eff.get("chooser") != "random")


#: Who "... discards their hand" may name (``all = "hand"``), each with its sentence.
DISCARD_HAND_WHO = ("each_player",)


def _discard_check(params: dict[str, Any]) -> str | None:
    """Why a ``discard`` effect's parameters are not a discard the engine can run and say, or
    None: a number of cards (``count``), or all cards of a colour chosen first (``choose =
    "color"`` with ``all = "chosen_color"``, which no one else chooses among), or the whole hand
    (``all = "hand"``, of the players ``DISCARD_HAND_WHO`` names); ``reveal`` (cards the player
    reveals, CR 701.16) only with one card that the effect's controller chooses."""
    if params.get("all") == "hand":
        extra = sorted({"count", "chooser", "reveal", "choose"} & set(params))
        if extra:
            return f"all: discarding the hand takes no {', '.join(extra)}"
        if params.get("who", "you") not in DISCARD_HAND_WHO:
            return f"who: {params.get('who', 'you')!r} is not one of {', '.join(DISCARD_HAND_WHO)} (all 'hand')"
        return None
    if "all" in params or "choose" in params:
        if params.get("all") != "chosen_color" or params.get("choose") != "color":
            return "all: 'chosen_color' and choose: 'color' go together"
        extra = sorted({"count", "chooser", "reveal"} & set(params))
        if extra:
            return f"all: discarding all cards of the chosen color takes no {', '.join(extra)}"
        return None
    if "count" not in params:
        return "count: how many cards are discarded is missing (or all: 'chosen_color' or 'hand')"
    if "reveal" in params and (params.get("chooser") != "you" or params["count"] != 1):
        return "reveal: the revealed cards need count 1 and chooser 'you'"
    return None


def _discard_value(eff: Effect) -> float:
    """What a ``discard`` is worth to a drafter: a number of cards the player chooses among 0.5,
    a discard chosen from revealed cards, of a chosen colour or of the whole hand 0.3."""
    return 0.3 if eff.get("all") is not None or eff.get("reveal") is not None else 0.5


def _discard_text(eff: Effect, refs: Any, w: Any) -> Any:
    """The rules text of a ``discard`` effect."""
    if eff.get("all") == "hand":
        return w.one("each_player_discards_hand")  # who "each_player", the one allowed
    if eff.get("all") == "chosen_color":
        return w.one("discard_all_of_chosen_color", w.Cap(w.with_case(refs(eff["who"]), "nom")))  # 2nd sentence
    if eff.get("reveal") is not None:
        n = eff["reveal"]
        return w.one("reveal_cards_you_choose_discard", refs(eff["who"]), w.number(n), n=n)
    if eff.get("chooser") == "random" and eff["count"] == 1:
        return w.one("discard_at_random", refs(eff.get("who", "you")))
    who = eff.get("who", "you")
    if eff.get("chooser") == "you":
        return w.one("coercion", refs(who))
    n = eff["count"]
    return w.one("discard_one", refs(who)) if n == 1 else w.one("discard_n", refs(who), w.number(n), n=n)


def _look_at_hand_text(eff: Effect, refs: Any, w: Any) -> Any:
    """The rules text of a ``look_at_hand`` effect."""
    return w.one("look_at_hand", refs(eff["who"]))


def _draw_for_each_in_hand_text(eff: Effect, refs: Any, w: Any) -> Any:
    """The rules text of a ``draw_for_each_in_hand`` effect."""
    return w.one("reveal_hand_draw_for_each", refs(eff["who"]), w.Phrase(w.IN_HAND_TEXT[eff["filter"]]))


def _put_from_hand_text(eff: Effect, refs: Any, w: Any) -> Any:
    """The rules text of a ``put_from_hand`` effect."""
    k = eff.kind
    if eff["who"] == "each_opponent" and eff["filter"] == "creature":
        return w.one("each_other_player_may_put_creature")
    if eff["who"] == "you" and eff["filter"] == "creature":
        return w.one("you_may_put_creature_from_hand")
    raise NotImplementedError(f"no rules text for effect {k!r}")


def _hand_to_bottom_then_draw_text(eff: Effect, refs: Any, w: Any) -> Any:
    """The rules text of a ``hand_to_bottom_then_draw`` effect."""
    return w.one("hand_to_bottom_then_draw", refs(eff["who"]))


declare(
    "discard",
    _discard_start,
    {
        "count": Amount,
        "who": Ref,
        "chooser": ("self", "you", "random"),
        "reveal": Amount,
        "choose": ("color",),
        "all": ("chosen_color", "hand"),
    },
    check=_discard_check,
    text=_discard_text,
    templates={
        "discard_at_random": Sentence("%1 discards a card at random.", ("nom",)),
        "coercion": Sentence(
            "%1 reveals their hand. You choose a card from it. That player discards that card.", ("nom",)
        ),
        "discard_one": Sentence("%1 discards a card.", ("nom",)),
        "discard_n": Sentence("%1 discards %2 cards.", ("nom",)),
        "reveal_cards_you_choose_discard": Sentence(
            "%1 reveals %2 cards from their hand and you choose one of them. That player discards that card.",
            ("nom", None),
        ),
        "discard_all_of_chosen_color": Sentence(
            "Choose a color. %1 reveals their hand and discards all cards of that color."
        ),
        "each_player_discards_hand": Sentence("Each player discards their hand."),
    },
    sign=-1,
    value=_discard_value,
    asks=_discard_asks,
)

declare(
    "look_at_hand",
    _look_at_hand,
    {"who": Ref},
    ["who"],
    text=_look_at_hand_text,
    templates={
        "look_at_hand": Sentence("Look at %1's hand.", ("gen",)),
    },
    sign=-1,
)

declare(
    "draw_for_each_in_hand",
    _draw_for_each_in_hand,
    {"who": Ref, "filter": IN_HAND_FILTERS},
    ["who", "filter"],
    text=_draw_for_each_in_hand_text,
    templates={
        "reveal_hand_draw_for_each": Sentence(
            "%1 reveals their hand. You draw a card for each %2 in it.", ("nom", "acc")
        ),
    },
    sign=-1,
)

declare(
    "put_from_hand",
    _put_from_hand,
    {"who": Ref, "filter": Filter},
    ["who", "filter"],
    text=_put_from_hand_text,
    templates={
        "each_other_player_may_put_creature": Sentence(
            "Each other player may put a creature card from their hand onto the battlefield."
        ),
        "you_may_put_creature_from_hand": Sentence("You may put a creature card from your hand onto the battlefield."),
    },
    sign=0,
    asks=True,
)

declare(
    "hand_to_bottom_then_draw",
    _hand_to_bottom_then_draw,
    {"who": Ref},
    ["who"],
    text=_hand_to_bottom_then_draw_text,
    templates={
        "hand_to_bottom_then_draw": Sentence(
            "%1 puts the cards in their hand on the bottom of their library in any order, then draws that many cards.",
            ("nom",),
        ),
    },
    sign=0,
    asks=True,
)
