"""Mulligans, reasoned (CR 103.5; issue 34): keep or mulligan by counting the lands and the
spells the hand could cast early against the deck it came from.

A person keeps a hand that will play: enough lands for the deck's curve (not too many), of the
colours its spells need, and something to cast in the first turns. ``judge_hand`` counts:

- the lands in the hand against what the deck's land share promises in seven cards;
- the early spells: nonland cards of mana value at most the lands the hand will likely have by
  turn three (its lands, plus the deck's land share of three draws) and at most four, whose
  coloured mana the hand's lands can make (half of one if a colour is missing that the deck's
  lands make: a draw away).

``keep`` decides: the first hand needs two to five lands (one is kept with a low curve, never
with more than one land short of castable spells) and two early spells; after one mulligan a
hand with one to five lands and one early spell is kept (London mulligan: a card goes to the
bottom); after two, any hand.
"""
from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any

from ..engine.objects import BASIC_LAND_TYPES, CardDef
from ..engine.stack import StackAbility

#: The land share assumed when the deck isn't known.
DEFAULT_LAND_SHARE = 0.4


@dataclass(frozen=True)
class HandReading:
    lands: int
    early_spells: float
    land_share: float
    average_cost: float


def _land_colours(card: CardDef) -> set[str]:
    out = {BASIC_LAND_TYPES[s] for s in card.subtypes if s in BASIC_LAND_TYPES}
    for a in card.abilities:
        for p in getattr(a, "produces", ()) or ():
            if p != "C":
                out.add(p)
    return out


def judge_hand(hand: Iterable[CardDef], deck: Iterable[CardDef] = ()) -> HandReading:
    """Count the hand's lands and early spells against ``deck`` (the whole deck the hand came
    from; without it, a deck of ``DEFAULT_LAND_SHARE`` lands)."""
    cards = list(hand)
    whole = list(deck)
    share = sum(1 for c in whole if c.is_land) / len(whole) if whole else DEFAULT_LAND_SHARE
    spells = [c for c in whole if not c.is_land]
    average = sum(float(c.mana_cost.mana_value) for c in spells) / len(spells) if spells else 3.0
    lands = [c for c in cards if c.is_land]
    colours: set[str] = set()
    for land in lands:
        colours |= _land_colours(land)
    deck_colours: set[str] = set()
    for land in whole:
        if land.is_land:
            deck_colours |= _land_colours(land)
    by_turn_three = min(4.0, len(lands) + share * 3)
    early = 0.0
    for c in cards:
        if c.is_land or float(c.mana_cost.mana_value) > by_turn_three:
            continue
        needed = set(c.mana_cost.colors)
        if needed <= colours:
            early += 1
        elif needed <= colours | deck_colours:
            early += 0.5  # a colour the hand lacks and the deck's lands make: a draw away
    return HandReading(len(lands), early, share, average)


def keep(hand: Iterable[CardDef], deck: Iterable[CardDef] = (), mulligans: int = 0) -> bool:
    """Whether to keep the hand (see the module docstring)."""
    if mulligans >= 2:
        return True
    r = judge_hand(hand, deck)
    if mulligans == 1:
        return 1 <= r.lands <= 5 and r.early_spells >= 1
    low_curve = r.average_cost <= 2.5
    if r.lands == 1:
        return low_curve and r.early_spells >= 3
    return 2 <= r.lands <= 5 and r.early_spells >= (1 if r.lands >= 4 else 2)


def own_deck(game: Any, player: int) -> list[CardDef]:
    """The cards ``player`` owns in ``game`` (not tokens): at the opening hand, its deck. For a
    determinization of the player's own (``engine.determinize``): its own cards are known."""
    return [o.card for o in game.objects.values()
            if o.owner == player and not isinstance(o, StackAbility) and not o.token]
