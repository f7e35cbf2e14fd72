"""Scoring a position for a search player: life, cards, board (issue 13).

``evaluate(game, player)`` is a number in [0, 1]: 1 a won game, 0 a lost one, 0.5 a draw or an
even position. It reads the whole game it is given, which for a search player is always one of
its own determinizations (``engine.determinize``): a game made up from what the player knows.

A side is described by ``FEATURES`` (``side_features``); a position's score is the logistic of
the weighted difference of the two sides' features, plus ``TURN_WEIGHT`` for the side whose turn
it is. ``WEIGHTS`` are the evaluation's points of each feature; ``bench/fit_evaluation.py`` fits
them to who won, over positions at the start of a turn (where playouts stop) in games of the
search's own playout policy, and prints how well each set of weights predicts the winner.
"""
from __future__ import annotations

import math
from typing import Any

from .facts import KEYWORD_WORTH

#: What one side has, in this order (``side_features``).
FEATURES = (
    "life",             # its life total
    "low_life",         # life up to LOW_LIFE: below it, each point counts twice
    "cards_in_hand",
    "lands",            # up to MAX_LANDS_COUNTED
    "creatures",        # how many
    "power",            # of its creatures, each at least 0
    "toughness",
    "keywords",         # what its creatures' keywords are worth (facts.KEYWORD_WORTH)
    "other_permanents",  # neither land nor creature
    "poison",
    "empty_library",    # 1 if its next draw loses (CR 704.5b)
)
LOW_LIFE = 5
MAX_LANDS_COUNTED = 7

#: Points of each feature (the logistic's unit: a difference of 1 point moves 0.5 to 0.73),
#: fitted by ``bench/fit_evaluation.py --games 3000 --seed 7`` (poison, which no game of the fit
#: had, keeps the earlier hand-set weight).
WEIGHTS = {
    "life": 0.164, "low_life": 0.219, "cards_in_hand": 0.339, "lands": 0.612, "creatures": 0.611,
    "power": 0.103, "toughness": 0.009, "keywords": 0.004, "other_permanents": 0.705,
    "poison": -0.125, "empty_library": -1.634,
}
#: Points of having the turn (the side about to untap, draw and attack).
TURN_WEIGHT = 0.553
_W = tuple(WEIGHTS[f] for f in FEATURES)


def side_features(game: Any, player: int) -> tuple[float, ...]:
    """One side's ``FEATURES``, read from the game's current characteristics (CR 613)."""
    p = game.players[player]
    creatures = power = toughness = keywords = 0.0
    lands = others = 0
    for oid in game.battlefield:
        obj = game.objects[oid]
        if obj.controller != player:
            continue
        ch = game.characteristics(oid)
        if "Creature" in ch.types:
            creatures += 1
            power += max(0, ch.power or 0)
            toughness += max(0, ch.toughness or 0)
            for k in ch.keywords | ch.statics:
                keywords += KEYWORD_WORTH.get(k, 0.0)
        elif "Land" in ch.types:
            lands += 1
        else:
            others += 1
    return (float(p.life), float(min(p.life, LOW_LIFE)), float(len(p.hand)), float(min(lands, MAX_LANDS_COUNTED)),
            creatures, power, toughness, keywords, float(others), float(p.poison), 0.0 if p.library else 1.0)


def side_points(game: Any, player: int, weights: tuple[float, ...] = _W) -> float:
    """What one side has, in the evaluation's points (``weights``, in ``FEATURES`` order); a
    side that has lost has -1000."""
    p = game.players[player]
    if p.life <= 0 or p.lost:
        return -1000.0
    return sum(w * f for w, f in zip(weights, side_features(game, player)))


def evaluate(game: Any, player: int, weights: tuple[tuple[float, ...], tuple[float, ...]] | None = None) -> float:
    """How good ``game`` is for ``player``: 1 won, 0 lost, else a logistic of the difference of
    the two sides' points. ``weights``: the player's own side's and the opponent's (a
    personality's, ``personalities.Personality.weights``), else the fitted ``WEIGHTS`` for both."""
    if game.over:
        if game.winner is None:
            return 0.5
        return 1.0 if game.winner == player else 0.0
    mine, theirs = weights if weights is not None else (_W, _W)
    diff = side_points(game, player, mine) - side_points(game, 1 - player, theirs)
    diff += TURN_WEIGHT if game.active == player else -TURN_WEIGHT
    if diff > 60:
        return 1.0
    if diff < -60:
        return 0.0
    return 1.0 / (1.0 + math.exp(-diff))
