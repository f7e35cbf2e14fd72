"""The game's seeded randomness (engine/rng.py: CR 705 coin flips)."""
from __future__ import annotations

from mtgdesk.engine import Game
from mtgdesk.engine.effects import flip_coin


def test_cr705_coin_flips_come_from_the_seeded_rng() -> None:
    a, b = Game(seed=9), Game(seed=9)
    flips_a = [flip_coin(a, 0) for _ in range(20)]
    flips_b = [flip_coin(b, 0) for _ in range(20)]
    assert flips_a == flips_b and len(set(flips_a)) == 2
