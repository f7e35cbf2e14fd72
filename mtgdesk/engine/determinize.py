"""Determinization: a game consistent with what one player knows, for a search player.

A player sees the public zones, their own hand and the sizes of the other zones (CR 400.2,
401.2, 402.3). ``determinize(game, player, rng)`` returns a clone in which everything else is
made up afresh:

- the order of the player's own library is shuffled (they know its cards, not their order:
  CR 401.2);
- every card in the opponent's hand and library is replaced by one drawn from what the player
  believes the opponent's deck holds (``belief``), never from the cards actually there, so
  that two games differing only in those hidden cards determinize to the same game;
- the game's random number generator is reseeded from ``rng``, so no future draw, shuffle or
  coin flip (CR 701.20, 705) can be read from the real game's seed.

At a question asked in the middle of an action (``Game.ask``: the game waits in the position
reached, the position before the action kept on the question's frame), the position before the
action is determinized, the cards that left the player's library since (drawn, seen) keeping their
places, and the action is carried out again with the answers given so far (``Game.ask_again``):
the question is asked again in a game consistent with what the player knows, and answering it
carries the action out from a position that hides nothing the player can't see (the real
position kept on the frame would).

Object ids, zone sizes and everything public are kept, so actions that name public objects mean
the same in the clone as in the real game. The belief, by default, is what the opponent has shown
(their cards in public zones: battlefield, graveyard, exile, stack) plus the ``candidates`` the
caller passes (for example the card pool's cards of the opponent's colours), with basic lands of
the opponent's colours making up ``land_share`` of the draws. Each nonland card shown counts as
``SHOWN_WEIGHT`` candidates.
"""
from __future__ import annotations

import random
from collections.abc import Iterable, Sequence
from typing import TYPE_CHECKING

from .objects import BASIC_LAND_TYPES, CardDef, Zone
from .rng import GameRng
from .stack import StackAbility

if TYPE_CHECKING:
    from .game import Game

_PUBLIC = (Zone.BATTLEFIELD, Zone.GRAVEYARD, Zone.EXILE, Zone.STACK)
#: How many unseen candidates a card the opponent has shown counts for: a deck holds few names,
#: several copies of each, so what has been seen is likelier than any one card of the colours.
SHOWN_WEIGHT = 12


def belief(game: Game, player: int, candidates: Iterable[CardDef] = ()) -> tuple[list[CardDef], list[CardDef]]:
    """What ``player`` believes the opponent's hidden cards may be: (lands, other cards).

    Only public information is read: the opponent's cards in public zones, their colours (from
    those cards and their lands' mana abilities) and ``candidates`` of those colours."""
    opponent = 1 - player
    seen: list[CardDef] = [
        o.card for o in game.objects.values()
        if o.owner == opponent and o.zone in _PUBLIC and not isinstance(o, StackAbility) and not o.token
    ]
    colours: set[str] = set()
    for card in seen:
        colours |= set(card.colors)
        if card.is_land:
            colours |= {BASIC_LAND_TYPES[s] for s in card.subtypes if s in BASIC_LAND_TYPES}
    if not colours:
        colours = set(BASIC_LAND_TYPES.values())
    lands = [c for c in seen if c.is_land]
    nonlands = [c for c in seen if not c.is_land]
    shown_names = {c.name for c in nonlands}
    nonlands *= SHOWN_WEIGHT
    basics, spells = _of_colours(tuple(candidates), frozenset(colours))
    lands += basics
    nonlands += [card for card in spells if card.name not in shown_names]
    return lands, nonlands


#: ``_of_colours`` answers, by the candidates' identity and the colours: the same pool is
#: filtered for the same colours at every determinization of a search.
_FILTERED: dict[tuple[int, frozenset[str]], tuple[tuple[CardDef, ...], list[CardDef], list[CardDef]]] = {}


def _of_colours(candidates: tuple[CardDef, ...], colours: frozenset[str]) -> tuple[list[CardDef], list[CardDef]]:
    """The candidates that may be in a deck of ``colours``: basic lands of those colours, and
    the nonland cards whose colours are all among them."""
    key = (id(candidates), colours)
    hit = _FILTERED.get(key)
    if hit is not None and hit[0] is candidates:
        return hit[1], hit[2]
    basic_types = {t for t, c in BASIC_LAND_TYPES.items() if c in colours}
    lands = [card for card in candidates
             if card.is_land and "Basic" in card.supertypes and set(card.subtypes) & basic_types]
    nonlands = [card for card in candidates if not card.is_land and card.colors and card.colors <= colours]
    if len(_FILTERED) > 64:
        _FILTERED.clear()
    _FILTERED[key] = (candidates, lands, nonlands)
    return lands, nonlands


def determinize(game: Game, player: int, rng: random.Random, candidates: Iterable[CardDef] = (),
                land_share: float = 0.4, hand_revealed: bool = False,
                hidden_cards: Sequence[CardDef] | None = None) -> Game:
    """A clone of ``game`` in which nothing ``player`` cannot see is left as it really is (see
    the module docstring). ``rng`` drives every choice made here; the clone's own RNG is reseeded
    from it.

    ``hidden_cards``, if given, are what the opponent's hidden cards are made of, in the order
    given (the caller's belief: for example a deck list the opponent's shown cards point to,
    less those cards, shuffled): the hand's cards first, then the library's; where they run
    out, the ``belief`` above fills in."""
    frame = game.frames[-1] if game.frames else None
    before = getattr(frame, "snapshot", None)
    if frame is not None and before is not None:
        # At a question: the position before the action, determinized, and the action carried
        # out again to the question (see the module docstring).
        seen = set(before.players[player].library) - set(game.players[player].library)
        start = _determinized(before, player, rng, candidates, land_share, hand_revealed, hidden_cards, seen)
        again = start.clone()
        again.ask_again(frame, start)
        return again
    return _determinized(game, player, rng, candidates, land_share, hand_revealed, hidden_cards, set())


def _determinized(game: Game, player: int, rng: random.Random, candidates: Iterable[CardDef],
                  land_share: float, hand_revealed: bool, hidden_cards: Sequence[CardDef] | None,
                  seen: set[int]) -> Game:
    """``determinize`` of a position where no question waits; the cards of the player's library
    in ``seen`` keep their places (the others are shuffled among the rest)."""
    g = game.clone()
    me, opponent = g.players[player], g.players[1 - player]
    if seen:
        library = me.library
        free = [i for i, oid in enumerate(library) if oid not in seen]
        shuffled = [library[i] for i in free]
        rng.shuffle(shuffled)
        for i, oid in zip(free, shuffled):
            library[i] = oid
    else:
        rng.shuffle(me.library)
    lands, nonlands = belief(game, player, candidates)
    # A hand revealed to the player (Telepathy) is known, not made up.
    hidden = ([] if hand_revealed else list(opponent.hand)) + list(opponent.library)
    if not lands and not nonlands:
        # Nothing shown and nothing offered: the player's own cards stand in for the opponent's.
        own = [o.card for o in g.objects.values() if o.owner == player and not isinstance(o, StackAbility)]
        lands = [c for c in own if c.is_land]
        nonlands = [c for c in own if not c.is_land]
    given = list(hidden_cards or ())
    for i, oid in enumerate(hidden if lands or nonlands or given else ()):
        # A new object for each: cards outside play are shared between clones (state.py).
        obj = g.objects[oid].copy()
        if i < len(given):
            obj.card = given[i]
        elif lands and (not nonlands or rng.random() < land_share):
            obj.card = lands[rng.randrange(len(lands))]
        elif nonlands:
            obj.card = nonlands[rng.randrange(len(nonlands))]
        g.objects[oid] = obj
    g.rng = GameRng(rng.getrandbits(63))
    g._dirty()
    return g
