"""Effect kinds about a player's library, hand and graveyard: draw, discard, search, look, reveal, mill
(CR 121, 701.9, 701.16, 701.19, 701.13).

Each kind is declared once, by ``declare``: its parameters, how it runs, its rules text and
what it means to the computer players.
"""

from __future__ import annotations

from typing import Any

from ..abilities import Amount, Condition, Effect, Ref
from ..filters import Filter, parse_filter
from ..decisions import DecisionKind, Question
from .. import events as E
from ..objects import Zone
from .base import Sentence, declare
from .context import (
    Context,
    _hand_of,
    _matches,
    _player,
)



def _search_start(ctx: Context, eff: Effect) -> bool:
    """CR 701.19: search a library for a card that matches; the player may fail to find one
    (701.19b). The choice is the player's."""
    g = ctx.game
    if eff.get("count", 1) != 1 or eff.get("condition") is not None or eff.get("who") is not None:
        return _search_up_to(ctx, eff)
    lib = g.players[ctx.controller].library
    found = tuple(i for i in lib if _matches(ctx, g.objects[i], eff["filter"]))
    g.require(ctx.controller, DecisionKind.CHOICE, Question.SEARCH, options=found + (None,), count=1)
    return True


def _search_answer(ctx: Context, eff: Effect, option: Any) -> None:
    g = ctx.game
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


def _search_up_to(ctx: Context, eff: Effect) -> bool:
    """ "If [condition], search your library for up to three Plains cards, reveal them, put them
    into your hand, then shuffle.": nothing happens unless the condition holds as it resolves
    (CR 608.2c); the cards are chosen one at a time, None stops (701.19b)."""
    from ..triggers import condition_holds

    g = ctx.game
    if eff.get("condition") is not None and not condition_holds(
        g, eff["condition"], ctx.source_id(), ctx.controller, ()
    ):
        return False
    # "Each player may search their library": each searches in turn, active player first (CR 101.4).
    players = [_player(r) for r in ctx.refs(eff.get("who", "you"))]
    players.sort(key=lambda p: p != g.active)
    for me in players:
        chosen: list[int] = []
        for _ in range(ctx.amount(eff.get("count", 1))):
            found = tuple(
                i for i in g.players[me].library if i not in chosen and _matches(ctx, g.objects[i], eff["filter"])
            )
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


def _shuffle_graveyard_into_library(ctx: Context, eff: Effect) -> bool:
    """ "Target player shuffles their graveyard into their library." (CR 701.20)"""
    g = ctx.game
    for r in ctx.refs(eff["who"]):
        player = _player(r)
        for card in list(g.players[player].graveyard):
            g.move(card, Zone.LIBRARY)
        g.shuffle(player)
    return False


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


def _reveal_cards_you_choose_discard(ctx: Context, eff: Effect) -> bool:
    """ "Target player reveals three cards from their hand and you choose one of them. That
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
        g.require(ctx.controller, DecisionKind.CHOICE, Question.TO_HAND, options=top)
        return True
    if n == 1:
        return False
    g.resolving.memo = (top, ())
    g.require(ctx.controller, DecisionKind.CHOICE, Question.ORDER_TOP, options=top)
    return True


def _look_answer(ctx: Context, eff: Effect, option: Any) -> bool:
    g = ctx.game
    if eff.get("then") == "one_to_hand":
        others = [c for c in g.decision.options if c != option]
        g.move(option, Zone.HAND)
        for c in others:
            g.move(c, Zone.LIBRARY, bottom=True)
        return False
    remaining, order = g.resolving.memo
    remaining = tuple(c for c in remaining if c != option)
    order = order + (option,)
    if len(remaining) > 1:
        g.resolving.memo = (remaining, order)
        g.require(ctx.controller, DecisionKind.CHOICE, Question.ORDER_TOP, options=remaining)
        return True
    order = order + remaining  # top first
    lib = g.players[ctx.controller].library
    lib[:] = [c for c in lib if c not in order] + list(reversed(order))
    return False


def _look_at_hand(ctx: Context, eff: Effect) -> bool:
    """ "Look at target opponent's hand": only its controller learns it (an event for the UI)."""
    p, hand = _hand_of(ctx, eff["who"])
    if p >= 0:
        ctx.game.emit(E.HandRevealed(p, ctx.controller, tuple(hand)))
    return False


def _reveal_top(ctx: Context, eff: Effect) -> bool:
    """ "Target player reveals the top card of their library." (CR 701.16)"""
    p, _ = _hand_of(ctx, eff["who"])
    if p >= 0:
        lib = ctx.game.players[p].library
        ctx.game.emit(E.CardsRevealed(p, tuple(lib[-1:])))
    return False


def _mill(ctx: Context, eff: Effect) -> bool:
    """ "Target player mills two cards.": they put the top cards of their library into their
    graveyard (CR 701.13a; as many as there are, 701.13b)."""
    g = ctx.game
    n = ctx.amount(eff["count"])
    for r in ctx.refs(eff["who"]):
        library = g.players[_player(r)].library
        for _ in range(min(n, len(library))):
            g.move(library[-1], Zone.GRAVEYARD)  # the top card is the list's last
    return False


def _discard_hand(ctx: Context, eff: Effect) -> bool:
    """ "Each player discards their hand." (CR 701.9a): each player in turn order (101.4)
    discards every card in their hand."""
    g = ctx.game
    for r in ctx.refs(eff["who"]):
        for card in list(g.players[_player(r)].hand):
            g.discard(card, by=ctx.controller)
    return False


def _discard_all_of_chosen_color(ctx: Context, eff: Effect) -> bool:
    """ "Choose a color. Target player reveals their hand and discards all cards of that
    color.": the colour is chosen as it resolves (CR 608.2d), by the effect's controller;
    the hand is revealed to every player (701.16) even if none is of that colour."""
    from ..filters import COLORS

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


def _reveal_until_onto_battlefield(ctx: Context, eff: Effect) -> bool:
    """ "[The player] reveals cards from the top of their library until they reveal a creature
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
    """ "Search target player's library for three cards and exile them. Then that player
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


def _replace_draws(ctx: Context, eff: Effect) -> bool:
    """ "Until end of turn, if target player would draw a card, instead that player skips that
    draw and you draw a card." (CR 614.11)"""
    for r in ctx.refs(eff["who"]):
        ctx.game.add_replacement("draw_to_you", ctx.source_id(), ctx.controller, player=_player(r))
    return False


def _search_library_text(eff: Effect, refs: Any, w: Any) -> Any:
    """The rules text of a ``search_library`` effect."""
    k = eff.kind
    if k == "search_library" and eff["put"] == "hand" and eff["filter"] == "card":
        return w.one("search_card_to_hand")
    if k == "search_library" and eff["put"] == "hand" and eff["filter"] == "land" and eff.get("reveal"):
        return w.one("search_land_reveal_to_hand")
    if (
        k == "search_library"
        and eff.get("condition") == "opponent_controls_more_lands"
        and eff["put"] == "hand"
        and eff["filter"] in w.LAND_TYPE_TEXT
    ):
        return w.one(
            "search_up_to_if_opponent_has_more_lands",
            w.number(eff["count"]),
            w.Phrase(w.LAND_TYPE_TEXT[eff["filter"]]),
            n=eff["count"],
        )
    if (
        k == "search_library"
        and eff.get("who") == "each_player"
        and eff["filter"] == "creature"
        and eff["put"] == "hand"
        and eff.get("count") == "X"
    ):
        return w.one("each_player_may_search_x_creatures")
    if k == "search_library" and eff["put"] == "battlefield":
        if eff["filter"] == "basic land" and eff.get("tapped"):
            return w.one("search_basic_land_battlefield_tapped")
        if eff["filter"] in w.LAND_TYPE_TEXT and not eff.get("tapped"):
            return w.one("search_land_type_battlefield", w.Phrase(w.LAND_TYPE_TEXT[eff["filter"]]))
    raise NotImplementedError(f"no rules text for effect {k!r}")


def _draw_text(eff: Effect, refs: Any, w: Any) -> Any:
    """The rules text of a ``draw`` effect."""
    k = eff.kind
    if k == "draw" and eff["count"] == "creatures_you_control":
        return w.one("draw_for_each_creature_you_control")
    if k == "draw" and eff.get("who") == "that_player" and eff["count"] == 1:
        return w.one("player_draws_additional", w.Phrase(w.THAT_PLAYER))
    if k == "draw":
        n = eff["count"]
        return w.one("draw_one") if n == 1 else w.one("draw_n", w.number(n), n=n)
    raise NotImplementedError(f"no rules text for effect {k!r}")


def _discard_text(eff: Effect, refs: Any, w: Any) -> Any:
    """The rules text of a ``discard`` effect."""
    k = eff.kind
    if k == "discard" and eff.get("chooser") == "random" and eff["count"] == 1:
        return w.one("discard_at_random", refs(eff.get("who", "you")))
    if k == "discard":
        who = eff.get("who", "you")
        if eff.get("chooser") == "you":
            return w.one("coercion", refs(who))
        n = eff["count"]
        return w.one("discard_one", refs(who)) if n == 1 else w.one("discard_n", refs(who), w.number(n), n=n)
    raise NotImplementedError(f"no rules text for effect {k!r}")


def _look_at_top_text(eff: Effect, refs: Any, w: Any) -> Any:
    """The rules text of a ``look_at_top`` effect."""
    k = eff.kind
    if k == "look_at_top":
        key = "look_one_to_hand" if eff.get("then") == "one_to_hand" else "look_reorder"
        return w.one(key, w.number(eff["count"]), n=eff["count"])
    raise NotImplementedError(f"no rules text for effect {k!r}")


def _look_at_hand_text(eff: Effect, refs: Any, w: Any) -> Any:
    """The rules text of a ``look_at_hand`` effect."""
    k = eff.kind
    if k == "look_at_hand":
        return w.one("look_at_hand", refs(eff["who"]))
    raise NotImplementedError(f"no rules text for effect {k!r}")


def _reveal_top_text(eff: Effect, refs: Any, w: Any) -> Any:
    """The rules text of a ``reveal_top`` effect."""
    k = eff.kind
    if k == "reveal_top":
        return w.one("reveal_top", refs(eff["who"]))
    raise NotImplementedError(f"no rules text for effect {k!r}")


def _shuffle_graveyard_into_library_text(eff: Effect, refs: Any, w: Any) -> Any:
    """The rules text of a ``shuffle_graveyard_into_library`` effect."""
    k = eff.kind
    if k in ("shuffle_graveyard_into_library", "return_to_battlefield"):
        return w.one(k, refs(eff["who"] if k.startswith("shuffle") else eff["what"]))
    raise NotImplementedError(f"no rules text for effect {k!r}")


def _reveal_cards_you_choose_discard_text(eff: Effect, refs: Any, w: Any) -> Any:
    """The rules text of a ``reveal_cards_you_choose_discard`` effect."""
    k = eff.kind
    if k == "reveal_cards_you_choose_discard":
        return w.one(k, refs(eff["who"]), w.number(eff["count"]), n=eff["count"])
    raise NotImplementedError(f"no rules text for effect {k!r}")


def _draw_for_each_in_hand_text(eff: Effect, refs: Any, w: Any) -> Any:
    """The rules text of a ``draw_for_each_in_hand`` effect."""
    k = eff.kind
    if k == "draw_for_each_in_hand":
        return w.one("reveal_hand_draw_for_each", refs(eff["who"]), w.Phrase(w.IN_HAND_TEXT[eff["filter"]]))
    raise NotImplementedError(f"no rules text for effect {k!r}")


def _put_from_hand_text(eff: Effect, refs: Any, w: Any) -> Any:
    """The rules text of a ``put_from_hand`` effect."""
    k = eff.kind
    if k == "put_from_hand" and eff["who"] == "each_opponent" and eff["filter"] == "creature":
        return w.one("each_other_player_may_put_creature")
    if k == "put_from_hand" and eff["who"] == "you" and eff["filter"] == "creature":
        return w.one("you_may_put_creature_from_hand")
    raise NotImplementedError(f"no rules text for effect {k!r}")


def _mill_text(eff: Effect, refs: Any, w: Any) -> Any:
    """The rules text of a ``mill`` effect."""
    k = eff.kind
    if k == "mill" and eff["count"] == "half_target_players_library":
        return w.one("mill_half_library", refs(eff["who"]))
    if k == "mill":
        return w.one("mill_n", refs(eff["who"]), w.number(eff["count"]), n=eff["count"])
    raise NotImplementedError(f"no rules text for effect {k!r}")


def _discard_hand_text(eff: Effect, refs: Any, w: Any) -> Any:
    """The rules text of a ``discard_hand`` effect."""
    k = eff.kind
    if k == "discard_hand" and eff["who"] == "each_player":
        return w.one("each_player_discards_hand")
    raise NotImplementedError(f"no rules text for effect {k!r}")


def _discard_all_of_chosen_color_text(eff: Effect, refs: Any, w: Any) -> Any:
    """The rules text of a ``discard_all_of_chosen_color`` effect."""
    k = eff.kind
    if k == "discard_all_of_chosen_color":
        return w.one(k, w.Cap(w.with_case(refs(eff["who"]), "nom")))  # the second sentence's subject
    raise NotImplementedError(f"no rules text for effect {k!r}")


def _reveal_until_onto_battlefield_text(eff: Effect, refs: Any, w: Any) -> Any:
    """The rules text of a ``reveal_until_onto_battlefield`` effect."""
    k = eff.kind
    if k == "reveal_until_onto_battlefield" and eff["who"] == "target_controller" and eff["filter"] == "creature":
        return w.one("reveal_until_creature_onto_battlefield")
    raise NotImplementedError(f"no rules text for effect {k!r}")


def _search_exile_text(eff: Effect, refs: Any, w: Any) -> Any:
    """The rules text of a ``search_exile`` effect."""
    k = eff.kind
    if k == "search_exile":
        return w.one("search_exile", refs(eff["who"]), w.number(eff["count"]), n=eff["count"])
    raise NotImplementedError(f"no rules text for effect {k!r}")


def _hand_to_bottom_then_draw_text(eff: Effect, refs: Any, w: Any) -> Any:
    """The rules text of a ``hand_to_bottom_then_draw`` effect."""
    k = eff.kind
    if k == "hand_to_bottom_then_draw":
        return w.one("hand_to_bottom_then_draw", refs(eff["who"]))
    raise NotImplementedError(f"no rules text for effect {k!r}")


def _replace_draws_text(eff: Effect, refs: Any, w: Any) -> Any:
    """The rules text of a ``replace_draws`` effect."""
    k = eff.kind
    if k == "replace_draws":
        return w.one("replace_draws", refs(eff["who"]))
    raise NotImplementedError(f"no rules text for effect {k!r}")


declare(
    "search_library",
    _search_start,
    {
        "filter": Filter,
        "put": ("battlefield", "hand"),
        "tapped": bool,
        "count": Amount,
        "condition": Condition,
        "who": Ref,
        "reveal": bool,
    },
    ["filter", "put"],
    _search_answer,
    text=_search_library_text,
    templates={
        "search_card_to_hand": Sentence("Search your library for a card, put that card into your hand, then shuffle."),
        "search_land_reveal_to_hand": Sentence(
            "Search your library for a land card, reveal it, put it into your hand, then shuffle."
        ),
        "search_up_to_if_opponent_has_more_lands": Sentence(
            "If an opponent controls more lands than you, search your library for up to %1 %2 cards, "
            "reveal them, put them into your hand, then shuffle.",
            (None, "gen"),
        ),
        "each_player_may_search_x_creatures": Sentence(
            "Each player may search their library for up to X creature cards, reveal those cards, put "
            "them into their hand, then shuffle."
        ),
        "search_basic_land_battlefield_tapped": Sentence(
            "Search your library for a basic land card, put that card onto the battlefield tapped, then shuffle."
        ),
        "search_land_type_battlefield": Sentence(
            "Search your library for a %1 card, put that card onto the battlefield, then shuffle.", ("gen",)
        ),
    },
    sign=1,
    asks=True,
)

declare(
    "draw",
    _draw,
    {"count": Amount, "who": Ref},
    ["count"],
    text=_draw_text,
    templates={
        "draw_for_each_creature_you_control": Sentence("Draw a card for each creature you control."),
        "player_draws_additional": Sentence("%1 draws an additional card.", ("nom",)),
        "draw_one": Sentence("Draw a card."),
        "draw_n": Sentence("Draw %1 cards."),
    },
    sign=1,
    value=0.8,
)

declare(
    "discard",
    _discard_start,
    {"count": Amount, "who": Ref, "chooser": ("self", "you", "random")},
    ["count"],
    _discard_answer,
    text=_discard_text,
    templates={
        "discard_at_random": Sentence("%1 discards a card at random.", ("nom",)),
        "coercion": Sentence(
            "%1 reveals their hand. You choose a card from it. That player discards that card.", ("nom",)
        ),
        "discard_one": Sentence("%1 discards a card.", ("nom",)),
        "discard_n": Sentence("%1 discards %2 cards.", ("nom",)),
    },
    sign=-1,
    value=0.5,
)

declare(
    "look_at_top",
    _look_start,
    {"count": Amount, "then": ("one_to_hand",)},
    ["count"],
    _look_answer,
    text=_look_at_top_text,
    templates={
        "look_one_to_hand": Sentence(
            "Look at the top %1 cards of your library. Put one of them into your hand and the other "
            "on the bottom of your library."
        ),
        "look_reorder": Sentence("Look at the top %1 cards of your library, then put them back in any order."),
    },
    sign=0,
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
    "reveal_top",
    _reveal_top,
    {"who": Ref},
    ["who"],
    text=_reveal_top_text,
    templates={
        "reveal_top": Sentence("%1 reveals the top card of their library.", ("nom",)),
    },
    sign=-1,
)

declare(
    "shuffle_graveyard_into_library",
    _shuffle_graveyard_into_library,
    {"who": Ref},
    ["who"],
    text=_shuffle_graveyard_into_library_text,
    templates={
        "shuffle_graveyard_into_library": Sentence("%1 shuffles their graveyard into their library.", ("nom",)),
        "return_to_battlefield": Sentence("Return %1 to the battlefield.", ("acc",)),
    },
    sign=0,
)

declare(
    "reveal_cards_you_choose_discard",
    _reveal_cards_you_choose_discard,
    {"who": Ref, "count": Amount},
    ["who", "count"],
    text=_reveal_cards_you_choose_discard_text,
    templates={
        "reveal_cards_you_choose_discard": Sentence(
            "%1 reveals %2 cards from their hand and you choose one of them. That player discards that card.",
            ("nom", None),
        ),
    },
    sign=-1,
    asks=True,
)

declare(
    "draw_for_each_in_hand",
    _draw_for_each_in_hand,
    {"who": Ref, "filter": Filter},
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
    "mill",
    _mill,
    {"who": Ref, "count": Amount},
    ["who", "count"],
    text=_mill_text,
    templates={
        "mill_half_library": Sentence("%1 mills half their library, rounded down.", ("nom",)),
        "mill_n": Sentence("%1 mills %2 cards.", ("nom", None)),
    },
    sign=-1,
)

declare(
    "discard_hand",
    _discard_hand,
    {"who": Ref},
    ["who"],
    text=_discard_hand_text,
    templates={
        "each_player_discards_hand": Sentence("Each player discards their hand."),
    },
    sign=-1,
)

declare(
    "discard_all_of_chosen_color",
    _discard_all_of_chosen_color,
    {"who": Ref},
    ["who"],
    text=_discard_all_of_chosen_color_text,
    templates={
        "discard_all_of_chosen_color": Sentence(
            "Choose a color. %1 reveals their hand and discards all cards of that color."
        ),
    },
    sign=-1,
    asks=True,
)

declare(
    "reveal_until_onto_battlefield",
    _reveal_until_onto_battlefield,
    {"who": Ref, "filter": Filter},
    ["who", "filter"],
    text=_reveal_until_onto_battlefield_text,
    templates={
        "reveal_until_creature_onto_battlefield": Sentence(
            "Its controller reveals cards from the top of their library until they reveal a creature "
            "card. The player puts that card onto the battlefield, then shuffles all other cards "
            "revealed this way into their library."
        ),
    },
    sign=0,
    asks=True,
)

declare(
    "search_exile",
    _search_exile,
    {"who": Ref, "count": Amount},
    ["who", "count"],
    text=_search_exile_text,
    templates={
        "search_exile": Sentence(
            "Search %1's library for %2 cards and exile them. Then that player shuffles.", ("gen", None)
        ),
    },
    sign=-1,
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

declare(
    "replace_draws",
    _replace_draws,
    {"who": Ref},
    ["who"],
    text=_replace_draws_text,
    templates={
        "replace_draws": Sentence(
            "Until end of turn, if %1 would draw a card, instead that player skips that draw and you draw a card.",
            ("nom",),
        ),
    },
    sign=-1,
)
