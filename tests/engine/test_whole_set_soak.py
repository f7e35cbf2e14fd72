"""Issue 12: the whole Ninth Edition in play. Decks built so that every card of the pool (the
Ninth Edition, and any other set installed) appears in some deck are paired in 200 seeded games
between random players, with the engine's invariants checked after every action."""
from __future__ import annotations

import pytest

from mtgdesk.cards import load_pool, load_set
from mtgdesk.engine.objects import CardDef
from mtgdesk.sim import play_game
from tests.engine.test_invariants import check_invariants

BASIC = {"W": "Plains", "U": "Island", "B": "Swamp", "R": "Mountain", "G": "Forest"}
SPELLS_PER_DECK = 24  # and 16 basic lands: a 40-card deck


def whole_set_decks() -> list[list[CardDef]]:
    """Every nonbasic card of the pool, one copy each, dealt by colour into 40-card decks: the
    spells of one colour (artifacts and lands spread over all decks), with basic lands of the
    deck's colours."""
    pool = load_pool()
    by_name = {c.name: c for c in pool}
    groups: dict[str, list[CardDef]] = {k: [] for k in "WUBRG"}
    colourless = []
    for c in sorted(pool, key=lambda c: c.name):
        if "Basic" in c.supertypes:
            continue
        colors = sorted(c.colors)
        if colors:
            groups[colors[0]].append(c)  # a multicolour card goes with its first colour
        else:
            colourless.append(c)
    for i, c in enumerate(colourless):
        groups["WUBRG"[i % 5]].append(c)
    decks = []
    for color, cards in groups.items():
        for start in range(0, len(cards), SPELLS_PER_DECK):
            spells = cards[start:start + SPELLS_PER_DECK]
            need = sorted({x for c in spells for x in c.colors} | {color})
            lands = [by_name[BASIC[need[i % len(need)]]] for i in range(40 - len(spells))]
            decks.append(spells + lands)
    return decks


def test_every_card_of_the_set_is_in_some_deck() -> None:
    decks = whole_set_decks()
    in_decks = {c.name for d in decks for c in d}
    assert in_decks == {c.name for c in load_pool()}
    ninth = {c.name for c in load_set("9ED").cards}
    assert len(ninth) == 344 and ninth <= in_decks
    assert all(len(d) == 40 for d in decks)


@pytest.mark.slow
def test_soak_200_games_with_the_whole_set() -> None:
    decks = whole_set_decks()
    ended = 0
    for seed in range(200):
        a, b = decks[seed % len(decks)], decks[(seed * 5 + 1) % len(decks)]
        total = len(a) + len(b)
        game = play_game([a, b], seed, check=lambda g: check_invariants(g, total), max_turns=60)
        ended += 1
        assert game.turn <= 61
    assert ended == 200
