"""The engine's fast paths change no rule (issue 10): random games played with every fast path
give exactly the same events, decisions and final positions as with the fast paths switched off
(``engine/fastpaths.py``)."""
from __future__ import annotations

from typing import Any

import pytest

from mtgdesk.ai.basic import BasicPlayer
from mtgdesk.ai.random_player import RandomPlayer
from mtgdesk.decks.precons import precons
from mtgdesk.engine import Game, fastpaths
from tests.engine.test_whole_set_soak import whole_set_decks

GAMES = 200
WHOLE_SET_GAMES = 100


def _record(decks: list[Any], seed: int) -> list[Any]:
    """Everything observable of one seeded random game: each decision, each action's events,
    and the final position."""
    game = Game.new(decks, seed=seed)
    players = [RandomPlayer(seed * 2 + 1), RandomPlayer(seed * 2 + 2)]
    views = [game.view(0), game.view(1)]
    out: list[Any] = []
    for _ in range(20_000):
        if game.over:
            break
        d = game.decision
        legal = views[d.player].legal_actions()
        action = players[d.player].choose(views[d.player], d)
        out.append((d, tuple(legal), action, tuple(game.apply(action))))
    out.append(game.state())
    return out


def _pairings() -> list[tuple[int, list[Any]]]:
    decks = [d.cards() for d in precons()]
    return [(seed, [decks[seed % len(decks)], decks[(seed * 7 + 3) % len(decks)]]) for seed in range(GAMES)]


def _differences(pairings: list[tuple[int, list[Any]]]) -> list[Any]:
    differ = []
    for seed, decks in pairings:
        fast = _record(decks, seed)
        with fastpaths.disabled():
            assert not fastpaths.ENABLED
            plain = _record(decks, seed)
        if fast != plain:
            first = next(i for i, (a, b) in enumerate(zip(fast, plain)) if a != b)
            differ.append((seed, first, fast[first], plain[first]))
    return differ


@pytest.mark.slow
def test_fast_paths_give_the_same_games_as_the_plain_paths() -> None:
    assert fastpaths.ENABLED
    assert _differences(_pairings()) == []


@pytest.mark.slow
def test_fast_paths_give_the_same_games_with_every_card_of_the_set() -> None:
    """The rares' static abilities, replacement effects and triggers too: decks that hold the
    whole set (``test_whole_set_soak``), paired over 100 seeded games."""
    decks = whole_set_decks()
    pairings = [(seed, [decks[seed % len(decks)], decks[(seed * 5 + 2) % len(decks)]])
                for seed in range(WHOLE_SET_GAMES)]
    assert _differences(pairings) == []


def _played(decks: list[Any], seed: int) -> list[Any]:
    """A seeded game of two basic players (which cast Auras and equip, and attack with purpose),
    with every permanent's characteristics after each action: a cache left stale by a fast path
    shows there even when no decision reads it."""
    game = Game.new(decks, seed=seed)
    players = [BasicPlayer(seed * 2 + 1), BasicPlayer(seed * 2 + 2)]
    out: list[Any] = []
    for _ in range(20_000):
        if game.over:
            break
        d = game.decision
        action = players[d.player].choose(game.view(d.player), d)
        out.append((d, action, tuple(game.apply(action))))
        out.append(tuple((i, game.characteristics(i)) for i in game.battlefield))
    out.append(game.state())
    return out


@pytest.mark.slow
def test_fast_paths_keep_every_characteristic_in_played_games() -> None:
    """Over 60 precon games and 60 whole-set games of basic players: the same actions, events and
    characteristics after every action with and without the fast paths (a fast path that skipped
    recomputing what a permanent entering changes, with a static ability reading the
    battlefield, made two of these games differ)."""
    precon = [d.cards() for d in precons()]
    whole = whole_set_decks()
    games = [([precon[s % len(precon)], precon[(s * 7 + 3) % len(precon)]], s) for s in range(60)]
    games += [([whole[s % len(whole)], whole[(s * 3 + 1) % len(whole)]], s) for s in range(60)]
    differ = []
    for decks, seed in games:
        fast = _played(decks, seed)
        with fastpaths.disabled():
            plain = _played(decks, seed)
        if fast != plain:
            differ.append((seed, next(i for i, (a, b) in enumerate(zip(fast, plain)) if a != b)))
    assert differ == []


def test_the_switch_turns_fast_paths_off_and_back_on() -> None:
    with fastpaths.disabled():
        assert fastpaths.ENABLED is False
    assert fastpaths.ENABLED is True


def _lazy_priority(decks: list[Any], seed: int) -> tuple[list[Any], list[Any]]:
    """A seeded game of random players, which ask at priority whether passing is all they can do
    and what else they can do (``Game.only_pass``, ``Game.non_mana_actions``) without listing
    every action first; at each priority decision, those answers beside what the full listing
    (of a copy) says. Returns the game's record and the disagreements."""
    from mtgdesk.engine import actions as A
    from mtgdesk.engine.decisions import DecisionKind

    game = Game.new(decks, seed=seed)
    players = [RandomPlayer(seed * 2 + 1), RandomPlayer(seed * 2 + 2)]
    out: list[Any] = []
    disagree: list[Any] = []
    for _ in range(20_000):
        if game.over:
            break
        d = game.decision
        if d.kind is DecisionKind.PRIORITY:
            probe = game.clone()
            lazy = (probe.only_pass(), tuple(probe.non_mana_actions()))
            full = game.clone()
            view = full.view(d.player)
            listed = full.legal_actions()
            other = tuple(a for a in listed if not isinstance(a, A.PassPriority) and not (
                isinstance(a, A.ActivateAbility) and view.is_mana_ability(a.source, a.index)))
            if lazy != (len(listed) == 1, other):
                disagree.append((seed, len(out), lazy, listed))
        action = players[d.player].choose(game.view(d.player), d)
        out.append((d, action, tuple(game.apply(action))))
    out.append(game.state())
    return out, disagree


@pytest.mark.slow
def test_priority_answered_without_the_full_listing_is_the_full_listing() -> None:
    """CR 117.1, 605.1a: "is passing all I can do?" and "what can I do besides passing and mana
    abilities?", answered without listing the mana abilities (a fast path), agree with the full
    listing at every priority decision of 40 precon and 20 whole-set random games; and the games
    are the same with the fast paths switched off."""
    precon = [d.cards() for d in precons()]
    whole = whole_set_decks()
    games = [([precon[s % len(precon)], precon[(s * 7 + 3) % len(precon)]], s) for s in range(40)]
    games += [([whole[s % len(whole)], whole[(s * 3 + 1) % len(whole)]], s) for s in range(20)]
    disagree, differ = [], []
    asked = 0
    for decks, seed in games:
        fast, wrong = _lazy_priority(decks, seed)
        disagree += wrong
        asked += sum(1 for step in fast[:-1] if step[0].kind.value == "priority")
        with fastpaths.disabled():
            plain, _ = _lazy_priority(decks, seed)
        if fast != plain:
            differ.append((seed, next(i for i, (a, b) in enumerate(zip(fast, plain)) if a != b)))
    assert asked > 5000
    assert disagree == []
    assert differ == []
