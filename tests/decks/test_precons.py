"""The ten preconstructed decks: legal, named and described, and playable to the end."""
from __future__ import annotations

from collections import Counter

from mtgdesk.decks.precons import precon, precons
from mtgdesk.sim import play_game
from tests.engine.test_invariants import check_invariants

COLOR_OF_LAND = {"Plains": "W", "Island": "U", "Swamp": "B", "Mountain": "R", "Forest": "G"}


def test_ten_decks_five_mono_five_two_colour() -> None:
    decks = precons()
    assert len(decks) == 10
    widths = Counter()
    for d in decks:
        assert len(d) == 60, d.name
        assert d.name and d.description, d.name
        counts = Counter(c.name for c in d.cards())
        for name, n in counts.items():
            assert n <= 4 or "Basic" in d.cards()[[c.name for c in d.cards()].index(name)].supertypes, (d.name, name)
        land_colors = {COLOR_OF_LAND[c.name] for c in d.cards() if c.name in COLOR_OF_LAND}
        spell_colors = set().union(*(c.colors for c in d.cards()))
        assert spell_colors <= land_colors, (d.name, spell_colors, land_colors)
        widths[len(land_colors)] += 1
    assert widths == Counter({1: 5, 2: 5})


def test_precon_lookup_by_name() -> None:
    assert precon("goblin raid").name == "Goblin Raid"


def test_soak_200_games_with_the_precons() -> None:
    """Every pairing of the ten decks, random players, invariants after every action."""
    decks = [d.cards() for d in precons()]
    games = 0
    for seed in range(200):
        a, b = decks[seed % 10], decks[(seed * 7 + 3) % 10]
        total = len(a) + len(b)
        game = play_game([a, b], seed, check=lambda g: check_invariants(g, total))
        assert game.over
        games += 1
    assert games == 200


def _check_rarity(rarity: str, fewest: int, most: int) -> None:
    """Each precon has between ``fewest`` and ``most`` different cards of ``rarity``, each of the
    deck's colours (or none), like a Ninth Edition theme deck."""
    for d in precons():
        found = {c.name: c for c in d.cards() if c.rarity == rarity}
        assert fewest <= len(found) <= most, (d.name, sorted(found))
        land_colors = {COLOR_OF_LAND[c.name] for c in d.cards() if c.name in COLOR_OF_LAND}
        assert all(c.colors <= land_colors for c in found.values()), d.name


def test_each_precon_plays_a_few_uncommons_of_its_colours() -> None:
    _check_rarity("uncommon", 3, 8)


def test_each_precon_carries_one_to_three_rares_of_its_colours() -> None:
    """Issue 12: one to three rares, of the deck's colours."""
    _check_rarity("rare", 1, 3)
