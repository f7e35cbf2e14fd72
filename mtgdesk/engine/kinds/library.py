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
from ..conditions import condition_holds
from ..objects import Zone
from .base import Join, Sentence, declare
from .context import (
    Context,
    _hand_of,
    _matches,
    _player,
)


#: The filter of a search for cards of no stated quality: "a card", "three cards" (CR 701.19c).
NO_STATED_QUALITY = "card"


def simply_for_a_quantity(eff: Any) -> bool:
    """Whether a ``search_library`` effect searches simply for a quantity of cards ("search your
    library for a card", "search target player's library for three cards"): no stated quality
    (``filter = "card"``) and not "up to" a number (``condition``, ``who``: "may search ... for
    up to"). Such a search must find that many cards, or as many as the library holds (CR
    701.19c; 701.23d in today's numbering); one for cards with a stated quality may find fewer,
    or none, even if the library has them (701.19b)."""
    return eff.get("filter") == NO_STATED_QUALITY and eff.get("condition") is None and eff.get("who") is None


def _search_start(ctx: Context, eff: Effect) -> bool:
    """CR 701.19: search a library for a card that matches; the choice is the player's
    (``Game.ask``). For a card with a stated quality the player may fail to find one (701.19b);
    for "a card" (no stated quality) they must find one if the library has any (701.19c)."""
    g = ctx.game
    if any(eff.get(p) is not None for p in ("condition", "who", "whose")) or eff.get("count", 1) != 1:
        return _search_up_to(ctx, eff)
    lib = g.players[ctx.controller].library
    found = tuple(i for i in lib if _matches(ctx, g.objects[i], eff["filter"]))
    # "Find nothing" (None) is offered where the search may fail to find, and where there is
    # nothing to find (an empty library: as many as possible is none, 701.19c).
    offered = found if found and simply_for_a_quantity(eff) else found + (None,)
    option = g.ask(ctx.controller, DecisionKind.CHOICE, Question.SEARCH, offered)
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
    """ "If [condition], search your library for up to three Plains cards, reveal them, put them
    into your hand, then shuffle.": nothing happens unless the condition holds as it resolves
    (CR 608.2c); the cards are chosen one at a time, None stops (701.19b). "Search target
    player's library for three cards and exile them. Then that player shuffles." (``whose``: the
    library searched is that player's, the searcher is the controller): cards of no stated quality
    (``filter = "card"``), so as many as there are up to that number must be found (701.19c)."""

    g = ctx.game
    if eff.get("condition") is not None and not condition_holds(
        g, eff["condition"], ctx.source_id(), ctx.controller, ()
    ):
        return False
    put = eff["put"]
    if eff.get("whose") is not None:  # the controller searches another player's library
        searches = [(ctx.controller, _player(r)) for r in ctx.refs(eff["whose"])]
    else:
        # "Each player may search their library": each searches in turn, active player first (CR 101.4).
        players = [_player(r) for r in ctx.refs(eff.get("who", "you"))]
        players.sort(key=lambda p: p != g.active)
        searches = [(me, me) for me in players]
    must_find = simply_for_a_quantity(eff)  # no stated quality (CR 701.19c)
    for me, owner in searches:
        chosen: list[int] = []
        for _ in range(ctx.amount(eff.get("count", 1))):
            found = tuple(
                i for i in g.players[owner].library
                if i not in chosen and _matches(ctx, g.objects[i], eff["filter"])
            )
            if not found:
                break
            if must_find:  # offered top card first; the question names whose library it is
                pick = g.ask(me, DecisionKind.CHOICE, Question.SEARCH_CARDS, tuple(reversed(found)), whose=owner)
            else:
                pick = g.ask(me, DecisionKind.CHOICE, Question.SEARCH, found + (None,))
                if pick is None:
                    break
            chosen.append(pick)
        if chosen and put != "exile":
            g.emit(E.CardsRevealed(me, tuple(chosen)))  # CR 701.16
        for card in chosen:
            if put == "battlefield":
                g.move(card, Zone.BATTLEFIELD, tapped=bool(eff.get("tapped", False)), controller=me)
            elif put == "exile":
                g.move(card, Zone.EXILE)
            else:
                g.move(card, Zone.HAND)
        g.shuffle(owner)
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


def _look_start(ctx: Context, eff: Effect) -> bool:
    """Look at the top N cards of your library; then either put them back in any order (the
    player picks the top card, then the next..., each asked with ``Game.ask``), or (``then =
    "one_to_hand"``) put one into the hand and the others on the bottom. With ``reveal``: "Target
    player reveals the top card of their library." (``who``; CR 701.16), and the cards stay."""
    g = ctx.game
    if eff.get("reveal"):
        p, _ = _hand_of(ctx, eff["who"])
        if p >= 0:
            library = g.players[p].library
            shown = min(ctx.amount(eff["count"]), len(library))
            g.emit(E.CardsRevealed(p, tuple(reversed(library[len(library) - shown:]))))  # top card first
        return False
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


def _reveal_until(ctx: Context, eff: Effect) -> bool:
    """ "[The player] reveals cards from the top of their library until they reveal a creature
    card. The player puts that card onto the battlefield, then shuffles all other cards revealed
    this way into their library." (CR 701.16): the first card that matches ``filter`` is put
    ``put`` (onto the battlefield under that player's control, or into their hand), the others
    revealed are dealt with as ``rest`` says (``shuffle``: the library is shuffled, CR 701.20);
    with none found, every card is revealed and the library shuffled."""
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
            if eff["put"] == "battlefield":
                g.move(found, Zone.BATTLEFIELD, controller=p)
            else:
                g.move(found, Zone.HAND)
        g.shuffle(p)  # rest = "shuffle", the one way declared
    return False


def _replace_draws(ctx: Context, eff: Effect) -> bool:
    """ "Until end of turn, if target player would draw a card, instead that player skips that
    draw and you draw a card." (CR 614.11)"""
    for r in ctx.refs(eff["who"]):
        ctx.game.add_replacement("draw_to_you", ctx.source_id(), ctx.controller, player=_player(r))
    return False


#: The basic land types (CR 205.3i), which a search may name alone ("search ... for a Forest card").
_LAND_TYPES = ("Plains", "Island", "Swamp", "Mountain", "Forest")
#: The searches whose sentence ``search_library`` knows, for the refusal of any other.
_SEARCHES = (
    "filter=card put=hand; filter=land put=hand reveal=true; "
    "filter=<basic land type> put=hand condition=opponent_controls_more_lands; "
    "who=each_player filter=creature put=hand count=X; "
    "filter='basic land' put=battlefield tapped=true; filter=<basic land type> put=battlefield; "
    "whose=<player> filter=card put=exile count=<2 or more>"
)


def _search_sentence(eff: Any) -> str | None:
    """The template that says a ``search_library`` effect (``eff``: the effect or its parameters),
    or None where none fits its combination of parameters (refused when the card is loaded)."""
    put, filt = eff.get("put"), eff.get("filter")
    if put == "exile" or eff.get("whose") is not None:  # another player's library: only into exile
        count = eff.get("count")
        if (put == "exile" and filt == "card" and eff.get("whose") is not None and isinstance(count, int)
                and count >= 2 and not any(eff.get(p) for p in ("who", "condition", "reveal", "tapped"))):
            return "search_players_library_exile"
        return None
    if put == "hand" and filt == "card":
        return "search_card_to_hand"
    if put == "hand" and filt == "land" and eff.get("reveal"):
        return "search_land_reveal_to_hand"
    if (eff.get("condition") == "opponent_controls_more_lands" and put == "hand" and filt in _LAND_TYPES
            and isinstance(eff.get("count"), int)):
        return "search_up_to_if_opponent_has_more_lands"
    if eff.get("who") == "each_player" and filt == "creature" and put == "hand" and eff.get("count") == "X":
        return "each_player_may_search_x_creatures"
    if put == "battlefield":
        if filt == "basic land" and eff.get("tapped"):
            return "search_basic_land_battlefield_tapped"
        if filt in _LAND_TYPES and not eff.get("tapped"):
            return "search_land_type_battlefield"
    return None


def _search_library_check(params: dict[str, Any]) -> str | None:
    """Why a ``search_library`` effect's combination of parameters has no rules text, or None."""
    if _search_sentence(params) is None:
        shown = " ".join(f"{k}={v!r}" for k, v in sorted(params.items()))
        return f"no sentence says the search {shown}; the searches it says: {_SEARCHES}"
    return None


def _search_sign(eff: Effect, zone: str | None) -> int:
    """Searching is good for the searcher; exiling cards of a player's library is bad for them."""
    return -1 if eff.get("put") == "exile" else 1


def _search_library_text(eff: Effect, refs: Any, w: Any) -> Any:
    """The rules text of a ``search_library`` effect."""
    key = _search_sentence(eff)
    if key == "search_up_to_if_opponent_has_more_lands":
        return w.one(key, w.number(eff["count"]), w.Phrase(w.LAND_TYPE_TEXT[eff["filter"]]), n=eff["count"])
    if key == "search_land_type_battlefield":
        return w.one(key, w.Phrase(w.LAND_TYPE_TEXT[eff["filter"]]))
    if key == "search_players_library_exile":
        return w.one(key, refs(eff["whose"]), w.number(eff["count"]), n=eff["count"])
    if key is None:
        raise NotImplementedError(f"no rules text for effect {eff.kind!r}")
    return w.one(key)


def _draw_text(eff: Effect, refs: Any, w: Any) -> Any:
    """The rules text of a ``draw`` effect."""
    if eff["count"] == "creatures_you_control":
        return w.one("draw_for_each_creature_you_control")
    if eff.get("who") == "that_player" and eff["count"] == 1:
        return w.one("player_draws_additional", w.Phrase(w.THAT_PLAYER))
    n = eff["count"]
    return w.one("draw_one") if n == 1 else w.one("draw_n", w.number(n), n=n)


def _look_at_top_check(params: dict[str, Any]) -> str | None:
    """Why a ``look_at_top`` effect's combination of parameters has no rules text, or None: the
    sentences say your library looked at (any count, ``then``) or another player's top card revealed."""
    if params.get("reveal"):
        if params.get("who") in (None, "you") or params.get("count") != 1 or "then" in params:
            return ("reveal: only 'who (a player, not you) reveals the top card of their library' is said "
                    "(who=<player> count=1 reveal=true, no then)")
    elif params.get("who") not in (None, "you"):
        return "who: only your library is looked at (a player's top card is said revealed: reveal=true count=1)"
    return None


def _look_at_top_asks(eff: Effect) -> bool:
    """Looking at your top cards asks which goes into your hand or in what order they go back;
    "target player reveals the top card of their library" (``reveal``) asks nothing."""
    return not eff.get("reveal")


def _look_at_top_sign(eff: Effect, zone: str | None) -> int:
    """Looking at your library is neither good nor bad; a player's top card revealed is bad for them."""
    return -1 if eff.get("reveal") else 0


def _look_at_top_text(eff: Effect, refs: Any, w: Any) -> Any:
    """The rules text of a ``look_at_top`` effect."""
    if eff.get("reveal"):
        return w.one("player_reveals_top_card", refs(eff["who"]))
    key = "look_one_to_hand" if eff.get("then") == "one_to_hand" else "look_reorder"
    return w.one(key, w.number(eff["count"]), n=eff["count"])


def _shuffle_graveyard_into_library_text(eff: Effect, refs: Any, w: Any) -> Any:
    """The rules text of a ``shuffle_graveyard_into_library`` effect."""
    return w.one("shuffle_graveyard_into_library", refs(eff["who"]))


def _mill_text(eff: Effect, refs: Any, w: Any) -> Any:
    """The rules text of a ``mill`` effect."""
    if eff["count"] == "half_target_players_library":
        return w.one("mill_half_library", refs(eff["who"]))
    return w.one("mill_n", refs(eff["who"]), w.number(eff["count"]), n=eff["count"])


#: Filter words a card in a library can't be told by: a status or a relation that only an object
#: on the battlefield or the stack has (CR 108.4a: a card elsewhere has no controller).
_NOT_IN_A_LIBRARY = ("permanent", "spell", "tapped", "untapped", "attacking", "blocking", "attacking_or_blocking",
                     "token", "attacked_this_turn", "other", "you_control", "opponent_controls",
                     "dealt_damage_by_this_turn", "attached_to_this")
#: The reveals whose sentence ``reveal_until`` knows, for the refusal of any other.
_REVEALS = "who=target_controller filter=creature put=battlefield rest=shuffle"


def _reveal_until_sentence(params: Any) -> str | None:
    """The template that says a ``reveal_until`` effect (the effect or its parameters), or None."""
    if (params.get("who") == "target_controller" and params.get("filter") == "creature"
            and params.get("put") == "battlefield" and params.get("rest") == "shuffle"):
        return "reveal_until_creature_onto_battlefield"
    return None


def _reveal_until_check(params: dict[str, Any]) -> str | None:
    """Why a ``reveal_until`` effect's parameters are not a reveal the engine can run and say, or None."""
    for clause in parse_filter(params["filter"]).clauses:
        words = set(clause.status | clause.not_status | clause.relations) - {"you_own"}
        words |= {w for w in ("permanent", "spell") if getattr(clause, w)}
        if words:
            return (f"filter: a card in a library has no {', '.join(sorted(words))} (CR 108.4a); "
                    f"filter words it can't use: {' '.join(_NOT_IN_A_LIBRARY)}")
    if _reveal_until_sentence(params) is None:
        shown = " ".join(f"{k}={v}" for k, v in sorted(params.items()))
        return f"no sentence says the reveal {shown}; the reveals it says: {_REVEALS}"
    return None


def _reveal_until_asks(eff: Effect) -> bool:
    """The card found put onto the battlefield may ask as it enters (a Clone's copy, CR 706.2,
    614.1c; "as ~ enters, choose", 614.12); put into a hand, nothing is asked."""
    return bool(eff.get("put") == "battlefield")


def _reveal_until_text(eff: Effect, refs: Any, w: Any) -> Any:
    """The rules text of a ``reveal_until`` effect."""
    key = _reveal_until_sentence(eff)
    if key is None:
        raise NotImplementedError(f"no rules text for effect {eff.kind!r}")
    return w.one(key)


def _replace_draws_text(eff: Effect, refs: Any, w: Any) -> Any:
    """The rules text of a ``replace_draws`` effect."""
    return w.one("replace_draws", refs(eff["who"]))


declare(
    "search_library",
    _search_start,
    {
        "filter": Filter,
        "put": ("battlefield", "hand", "exile"),
        "tapped": bool,
        "count": Amount,
        "condition": Condition,
        "who": Ref,
        "whose": Ref,
        "reveal": bool,
    },
    ["filter", "put"],
    check=_search_library_check,
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
        "search_players_library_exile": Sentence(
            "Search %1's library for %2 cards and exile them. Then that player shuffles.", ("gen", None)
        ),
    },
    sign=_search_sign,
    asks=True,
)

def _draw_then_lose_life(effects: tuple[Effect, ...], refs: Any, w: Any) -> Any:
    """ "You draw two cards and you lose 2 life." """
    a, b = effects
    if a.get("who", "you") == "you" and b.get("who", "you") == "you":
        if a["count"] == 1:
            return w.one("draw_and_lose_life", n=b["amount"])
        return w.one("draw_n_and_lose_life", w.number(a["count"]), n=b["amount"])
    return None


def _draw_then_discard(effects: tuple[Effect, ...], refs: Any, w: Any) -> Any:
    """ "Draw two cards, then discard a card." / "Draw cards equal to the sacrificed creature's
    power, then discard three cards." """
    a, b = effects
    if b.get("count") is None or b.get("reveal") is not None:  # not a number of cards the player chooses
        return None
    if a["count"] == "sacrificed_power" and b.get("who", "you") == "you":
        return w.one("draw_equal_to_sacrificed_power_then_discard", w.number(b["count"]), n=b["count"])
    if b.get("who", "you") == "you" and b["count"] == 1:
        if a["count"] == 1:
            return w.one("draw_one_then_discard")
        return w.one("draw_then_discard", w.number(a["count"]), n=a["count"])
    return None


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
        "draw_and_lose_life": Sentence("You draw a card and you lose %n life."),
        "draw_n_and_lose_life": Sentence("You draw %1 cards and you lose %n life."),
        "draw_equal_to_sacrificed_power_then_discard": Sentence(
            "Draw cards equal to the sacrificed creature's power, then discard %1 cards."
        ),
        "draw_one_then_discard": Sentence("Draw a card, then discard a card."),
        "draw_then_discard": Sentence("Draw %1 cards, then discard a card."),
    },
    sign=1,
    value=0.8,
    joins=(Join(("lose_life",), _draw_then_lose_life), Join(("discard",), _draw_then_discard)),
)


declare(
    "look_at_top",
    _look_start,
    {"count": Amount, "then": ("one_to_hand",), "who": Ref, "reveal": bool},
    ["count"],
    check=_look_at_top_check,
    text=_look_at_top_text,
    templates={
        "look_one_to_hand": Sentence(
            "Look at the top %1 cards of your library. Put one of them into your hand and the other "
            "on the bottom of your library."
        ),
        "look_reorder": Sentence("Look at the top %1 cards of your library, then put them back in any order."),
        "player_reveals_top_card": Sentence("%1 reveals the top card of their library.", ("nom",)),
    },
    sign=_look_at_top_sign,
    asks=_look_at_top_asks,
)


declare(
    "shuffle_graveyard_into_library",
    _shuffle_graveyard_into_library,
    {"who": Ref},
    ["who"],
    text=_shuffle_graveyard_into_library_text,
    templates={
        "shuffle_graveyard_into_library": Sentence("%1 shuffles their graveyard into their library.", ("nom",)),
    },
    sign=0,
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
    "reveal_until",
    _reveal_until,
    {"who": Ref, "filter": Filter, "put": ("battlefield", "hand"), "rest": ("shuffle",)},
    ["who", "filter", "put", "rest"],
    check=_reveal_until_check,
    text=_reveal_until_text,
    templates={
        "reveal_until_creature_onto_battlefield": Sentence(
            "Its controller reveals cards from the top of their library until they reveal a creature "
            "card. The player puts that card onto the battlefield, then shuffles all other cards "
            "revealed this way into their library."
        ),
    },
    sign=0,
    asks=_reveal_until_asks,
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
