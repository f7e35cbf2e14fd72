"""What a deck does, in numbers: the mana curve by card type, the colours its costs ask for
against the coloured sources it has, and the odds of its opening hand and first draws.

The odds are hypergeometric: drawing without replacement from a library of N cards holding K
of the wanted kind. A game's first turn player skips the draw (CR 103.8a), so by turn t they
have seen 7 + t - 1 cards, and the player who goes second 7 + t.
"""
from __future__ import annotations

from dataclasses import dataclass
from math import comb

from ..engine.objects import BASIC_LAND_TYPES, CardDef

COLOURS = ("W", "U", "B", "R", "G")
#: The card types the curve is split by, in the order they are stacked.
CURVE_TYPES = ("Creature", "Instant", "Sorcery", "Enchantment", "Artifact", "Other")
OPENING_HAND = 7  # CR 103.5
MAX_CURVE = 7  # mana values of 7 or more share the last column


def hypergeom_at_least(population: int, successes: int, draws: int, wanted: int) -> float:
    """P(at least ``wanted`` of the ``successes`` cards among ``draws`` cards drawn at random
    from ``population``)."""
    if population <= 0 or draws <= 0:
        return 1.0 if wanted <= 0 else 0.0
    draws = min(draws, population)
    successes = max(0, min(successes, population))
    total = comb(population, draws)
    p = 0
    for k in range(max(0, wanted), min(successes, draws) + 1):
        p += comb(successes, k) * comb(population - successes, draws - k)
    return p / total


def cards_seen(turn: int, on_the_play: bool = True) -> int:
    """Cards a player has seen by their ``turn``-th turn's main phase (CR 103.8a)."""
    return OPENING_HAND + turn - (1 if on_the_play else 0)


def curve_type(card: CardDef) -> str:
    for t in CURVE_TYPES[:-1]:
        if t in card.types:
            return t
    return "Other"


def mana_curve(cards: list[tuple[int, CardDef]]) -> dict[str, list[int]]:
    """Per card type, the count of nonland cards at mana value 0..``MAX_CURVE`` (the last
    column is "7 or more")."""
    out = {t: [0] * (MAX_CURVE + 1) for t in CURVE_TYPES}
    for n, card in cards:
        if card.is_land:
            continue
        mv = min(card.mana_cost.mana_value, MAX_CURVE)
        out[curve_type(card)][mv] += n
    return out


def colour_demand(cards: list[tuple[int, CardDef]]) -> dict[str, int]:
    """Coloured mana symbols in the costs of the deck's spells, by colour."""
    out = dict.fromkeys(COLOURS, 0)
    for n, card in cards:
        for colour, count in zip(COLOURS, card.mana_cost.colored):
            out[colour] += n * count
    return out


def colour_sources(cards: list[tuple[int, CardDef]]) -> dict[str, int]:
    """Cards that make mana of each colour: lands by their basic land types and mana
    abilities (CR 305.6), and other permanents with a mana ability."""
    out = dict.fromkeys(COLOURS, 0)
    for n, card in cards:
        made: set[str] = {BASIC_LAND_TYPES[s] for s in card.subtypes if s in BASIC_LAND_TYPES}
        for ability in card.activated_abilities():
            if ability.is_mana:
                made.update(ability.produces)
        for colour in COLOURS:
            if colour in made:
                out[colour] += n
    return out


@dataclass(frozen=True)
class Odds:
    """The odds a deck gives, in [0, 1]."""

    two_lands_in_opening_hand: float
    land_drop_on_turn: tuple[float, ...]  # index t-1: at least t lands by turn t (t = 1..6)


def land_count(cards: list[tuple[int, CardDef]]) -> int:
    return sum(n for n, c in cards if c.is_land)


def deck_odds(cards: list[tuple[int, CardDef]], on_the_play: bool = True, turns: int = 6) -> Odds:
    size = sum(n for n, _ in cards)
    lands = land_count(cards)
    opening = hypergeom_at_least(size, lands, OPENING_HAND, 2)
    drops = tuple(hypergeom_at_least(size, lands, cards_seen(t, on_the_play), t) for t in range(1, turns + 1))
    return Odds(opening, drops)


def card_by_turn(cards: list[tuple[int, CardDef]], name: str, turn: int, on_the_play: bool = True) -> float:
    """The odds of having drawn at least one copy of ``name`` by ``turn``."""
    size = sum(n for n, _ in cards)
    copies = sum(n for n, c in cards if c.name == name)
    return hypergeom_at_least(size, copies, cards_seen(turn, on_the_play), 1)
