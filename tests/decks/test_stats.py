"""The numbers behind the deck editor's plots."""
from __future__ import annotations

from math import isclose

from mtgdesk.cards import load_pool
from mtgdesk.decks import stats
from mtgdesk.decks.precons import precons


def test_hypergeometric_odds() -> None:
    # One of four copies in a 60-card deck, in the opening seven: 39.95 %.
    assert isclose(stats.hypergeom_at_least(60, 4, 7, 1), 0.39949, abs_tol=1e-4)
    # Two or more of 24 lands in seven cards: 85.73 %.
    assert isclose(stats.hypergeom_at_least(60, 24, 7, 2), 0.85734, abs_tol=1e-4)
    assert stats.hypergeom_at_least(40, 0, 7, 1) == 0.0
    assert stats.hypergeom_at_least(40, 40, 7, 7) == 1.0


def test_cards_seen_skip_the_first_draw_on_the_play() -> None:
    assert stats.cards_seen(1, on_the_play=True) == 7  # CR 103.8a
    assert stats.cards_seen(1, on_the_play=False) == 8
    assert stats.cards_seen(3) == 9


def test_curve_colours_and_odds_of_a_deck() -> None:
    pool = load_pool()
    entries = [(17, pool.get("Forest")), (4, pool.get("Llanowar Elves")), (4, pool.get("Grizzly Bears")),
               (2, pool.get("Shock")), (3, pool.get("Hill Giant"))]
    curve = stats.mana_curve(entries)
    assert curve["Creature"][1] == 4 and curve["Creature"][2] == 4 and curve["Creature"][4] == 3
    assert curve["Instant"][1] == 2 and sum(map(sum, curve.values())) == 13  # lands are not on the curve
    assert stats.colour_demand(entries) == {"W": 0, "U": 0, "B": 0, "R": 5, "G": 8}
    assert stats.colour_sources(entries) == {"W": 0, "U": 0, "B": 0, "R": 0, "G": 21}  # forests and elves
    odds = stats.deck_odds(entries)
    assert isclose(odds.two_lands_in_opening_hand, stats.hypergeom_at_least(30, 17, 7, 2))
    assert odds.land_drop_on_turn[0] > odds.land_drop_on_turn[3]
    assert isclose(stats.card_by_turn(entries, "Shock", 1), stats.hypergeom_at_least(30, 2, 7, 1))


def test_every_precon_has_odds() -> None:
    for deck in precons():
        odds = stats.deck_odds(deck.entries)
        assert 0.5 < odds.two_lands_in_opening_hand < 1.0, deck.name
