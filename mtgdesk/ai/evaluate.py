"""Scoring a position for a search player: life, cards, board (issue 13).

``evaluate(game, player)`` is a number in [0, 1]: 1 a won game, 0 a lost one, 0.5 a draw or an
even position. It reads the whole game it is given, which for a search player is always one of
its own determinizations (``engine.determinize``): a game made up from what the player knows.
"""
from __future__ import annotations

import math
from typing import Any

from .facts import KEYWORD_WORTH

#: Points of one side's position (a creature's point is one power or toughness).
LIFE_WEIGHT = 0.6
LOW_LIFE = 5  # below this, each point of life counts double: the game is close to lost
CARD_IN_HAND = 1.6
LAND = 0.9
MAX_LANDS_COUNTED = 7
OTHER_PERMANENT = 2.0
POWER = 1.3
TOUGHNESS = 0.8
SCALE = 12.0  # how many points make the logistic curve move from 0.5 to 0.73


def side_points(game: Any, player: int) -> float:
    """What one side has: life, cards in hand, lands, creatures and other permanents."""
    p = game.players[player]
    if p.life <= 0 or p.lost:
        return -1000.0
    life = p.life * LIFE_WEIGHT + min(p.life, LOW_LIFE) * LIFE_WEIGHT
    points = life + len(p.hand) * CARD_IN_HAND - p.poison * 1.5
    lands = 0
    for oid in game.battlefield:
        obj = game.objects[oid]
        if obj.controller != player:
            continue
        ch = game.characteristics(oid)
        if "Creature" in ch.types:
            worth = max(0, ch.power or 0) * POWER + max(0, ch.toughness or 0) * TOUGHNESS + 1.0
            for k in ch.keywords | ch.statics:
                worth += KEYWORD_WORTH.get(k, 0.0)
            points += max(0.5, worth)
        elif "Land" in ch.types:
            lands += 1
        else:
            points += OTHER_PERMANENT
    points += min(lands, MAX_LANDS_COUNTED) * LAND
    if not p.library:
        points -= 8.0  # the next draw loses (CR 704.5b)
    return points


def evaluate(game: Any, player: int) -> float:
    """How good ``game`` is for ``player``: 1 won, 0 lost, else a logistic of the difference of
    the two sides' points."""
    if game.over:
        if game.winner is None:
            return 0.5
        return 1.0 if game.winner == player else 0.0
    diff = side_points(game, player) - side_points(game, 1 - player)
    return 1.0 / (1.0 + math.exp(-diff / SCALE))

