"""Boosters, sealed pools, the draft and the computer's deck-building (CR 100.2b)."""
from __future__ import annotations

from collections import Counter

from mtgdesk.cards import load_pool
from mtgdesk.decks import limited
from mtgdesk.decks.validation import LIMITED, deck_problems, is_basic_land
from mtgdesk.engine.rng import GameRng
from tests.helpers.sets import later_set  # noqa: F401 (a fixture)


def test_a_booster_has_the_ninth_edition_slots() -> None:
    booster = limited.open_booster(GameRng(5))
    assert len(booster) == 15
    basics = [c for c in booster if is_basic_land(c)]
    others = Counter(c.rarity for c in booster if not is_basic_land(c))
    assert len(basics) == 1 and others == {"rare": 1, "uncommon": 3, "common": 10}
    assert len({c.name for c in booster}) == 15  # no card twice
    assert all(c.hook is None for c in booster)  # only cards mtgdesk implements


def test_the_seed_gives_the_same_boosters_again() -> None:
    assert limited.sealed_pool(9) == limited.sealed_pool(9)
    assert limited.sealed_pool(9) != limited.sealed_pool(10)
    assert len(limited.sealed_pool(9)) == 6 * 15


def test_a_draft_passes_left_right_left_and_ends_with_45_picks_each() -> None:
    draft = limited.Draft(seed=3)
    first = list(draft.boosters[1])  # seat 1's booster goes to seat 2 in the first round
    draft.pick(draft.boosters[0][0])
    assert all(c in first for c in draft.boosters[2]) and len(draft.boosters[2]) == 14
    while draft.round == 0:
        draft.auto_pick()
    second = list(draft.boosters[1])  # in the second round it goes to seat 0
    draft.auto_pick()
    assert all(c in second for c in draft.boosters[0])
    while not draft.finished:
        draft.auto_pick()
    assert [len(p) for p in draft.picks] == [45] * 8


def test_computer_drafters_keep_to_their_colours_once_committed() -> None:
    pool = load_pool()
    green = [pool.get(n) for n in ("Llanowar Elves", "Grizzly Bears", "Elvish Warrior", "Trained Armodon")]
    red_green = green[:2] + [pool.get("Shock"), pool.get("Hill Giant")]
    booster = [pool.get("Serra Angel"), pool.get("Craw Wurm")]
    assert limited.pick_for(green[:1], booster).name == "Serra Angel"  # early: the best card
    assert limited.pick_for(green, booster).name == "Serra Angel"  # one colour: a second may come
    assert limited.pick_for(red_green, booster).name == "Craw Wurm"  # committed to red and green
    assert limited.pick_for(red_green, [pool.get("Serra Angel"), pool.get("Ornithopter")]).name == "Ornithopter"


def test_the_computer_builds_a_legal_forty_card_deck() -> None:
    pool = limited.sealed_pool(21)
    deck = limited.build_deck(pool, "computer")
    assert len(deck) == 40
    assert deck_problems(deck.entries, deck.sideboard, LIMITED) == []
    lands = sum(n for n, c in deck.entries if c.is_land)
    assert lands == limited.LIMITED_LANDS
    colours = set().union(*(c.colors for _, c in deck.entries))
    assert len(colours) <= 2
    # The main deck's spells and the sideboard are the pool (basic lands are free).
    spells = Counter({c.name: n for n, c in deck.entries if not is_basic_land(c)})
    side = Counter({c.name: n for n, c in deck.sideboard})
    assert spells + side == Counter(c.name for c in pool if not is_basic_land(c)) + Counter(
        {c.name: n for n, c in deck.sideboard if is_basic_land(c)})


def test_ratings_prefer_strong_cards() -> None:
    pool = load_pool()
    assert limited.card_rating(pool.get("Serra Angel")) > limited.card_rating(pool.get("Grizzly Bears"))
    assert limited.card_rating(pool.get("Grizzly Bears")) > limited.card_rating(pool.get("Forest"))


def test_a_poor_pool_still_gives_forty_cards() -> None:
    pool = load_pool()
    spells = [pool.get(n) for n in ("Grizzly Bears", "Shock", "Serra Angel", "Coral Eel", "Bog Imp")] * 3
    deck = limited.build_deck(spells, "poor")
    assert len(deck) == 40 and deck_problems(deck.entries, deck.sideboard, LIMITED) == []
    assert sum(n for n, c in deck.entries if c.is_land) == 25


def test_a_booster_follows_its_own_set_s_sheet(later_set) -> None:  # noqa: F811
    """A set's manifest declares its booster: the test set LATER's holds one uncommon and one
    common, from its own cards only."""
    booster = limited.open_booster(GameRng(5), set_code="LATER")
    assert sorted((c.rarity, c.name) for c in booster) == [("common", "Llanowar Visionary"), ("uncommon", "Mind Stone")]
    assert limited.booster_size("LATER") == 2 and limited.booster_size() == 15
    sheets = limited.booster_cards(later_set, "LATER")
    assert [c.name for c in sheets["uncommon"]] == ["Mind Stone"] and sheets["rare"] == [] and sheets["basic"] == []
    draft = limited.Draft(seed=4, set_code="LATER")
    assert draft.pick_number == 1 and all(len(b) == 2 for b in draft.boosters)
    while not draft.finished:
        draft.auto_pick()
    assert [len(p) for p in draft.picks] == [6] * 8


def test_another_set_installed_changes_no_ninth_edition_booster(later_set, monkeypatch) -> None:  # noqa: F811
    """The Ninth Edition's boosters come from its own sheet: a set installed beside it changes
    none of them (the same seed opens the same cards)."""
    with_later = limited.sealed_pool(9)
    assert all(c.set_code == "9ED" for c in with_later)
    monkeypatch.delenv("MTGDESK_EXTRA_SETS")
    assert [c.name for c in limited.sealed_pool(9)] == [c.name for c in with_later]
