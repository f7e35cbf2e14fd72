"""The game's state is declared once (engine/state.py): clone, state and rewind derive from it."""
from __future__ import annotations

import collections

import pytest

from mtgdesk.ai.random_player import RandomPlayer
from mtgdesk.cards import load_pool
from mtgdesk.decks.precons import precons
from mtgdesk.engine import Game, GameObject, Player, Zone
from mtgdesk.engine import actions as A
from mtgdesk.engine.objects import _OBJECT_SLOTS, _PLAYER_SLOTS, CardDef
from mtgdesk.engine.state import GAME_CACHES, GAME_FIELDS, undeclared
from tests.helpers.games import RED_GREEN, WHITE_BLUE_GREEN, position


def test_every_attribute_of_a_game_is_declared() -> None:
    game = Game.new([RED_GREEN, WHITE_BLUE_GREEN], seed=3)
    assert undeclared(game) == set()
    names = [n for n, _ in GAME_FIELDS]
    assert len(names) == len(set(names)), "a field declared twice"
    assert not set(names) & set(GAME_CACHES)


def test_a_field_added_without_a_declaration_is_caught() -> None:
    game = Game()
    game.forgotten = 1  # type: ignore[attr-defined]
    assert undeclared(game) == {"forgotten"}


@pytest.mark.parametrize("cls", [GameObject, Player])
def test_object_copies_carry_every_slot(cls: type) -> None:
    """``copy()`` is written out for speed: it must copy every slot (a new slot can't be forgotten)."""
    card = RED_GREEN[0]
    obj = GameObject(7, card, 1, Zone.BATTLEFIELD) if cls is GameObject else Player(1)
    slots = _OBJECT_SLOTS if cls is GameObject else _PLAYER_SLOTS  # a compiled class has no __slots__
    if "__slots__" in cls.__dict__:
        assert cls.__slots__ == slots  # type: ignore[attr-defined]
    for i, slot in enumerate(slots):
        value = getattr(obj, slot)
        if isinstance(value, bool):
            setattr(obj, slot, not value)
        elif isinstance(value, int) and slot not in ("index",):
            setattr(obj, slot, value + 100 + i)
    copy = obj.copy()
    assert copy.state() == obj.state()
    for slot in slots:
        assert getattr(copy, slot) == getattr(obj, slot), slot


def test_cancelled_cast_after_a_sacrifice_restores_the_whole_position() -> None:
    """CR 726: taking back a cast restores everything, including what a payment changed."""
    game = position(a_hand=["Giant Growth"], a_battlefield=["Forest", "Grizzly Bears"])
    before = game.state()
    card = next(i for i in game.players[0].hand)
    game.apply(A.CastSpell(0, card))
    assert game.state() != before
    game.apply(A.CancelCasting(0))
    assert game.state() == before


def _play(game: Game, seed: int, after: object = None, limit: int = 4000) -> int:
    players = [RandomPlayer(seed * 2 + 1), RandomPlayer(seed * 2 + 2)]
    views = [game.view(0), game.view(1)]
    n = 0
    while not game.over and n < limit:
        d = game.decision
        action = players[d.player].choose(views[d.player], d)
        twin = game.clone()
        assert twin.state() == game.state(), "a clone differs from its original"
        shared = {k: o.state() for k, o in twin.objects.items() if o.zone not in (Zone.BATTLEFIELD, Zone.STACK)}
        game.apply(action)
        # Cards outside play are shared between clones: no action may change one in place.
        assert {k: twin.objects[k].state() for k in shared} == shared, f"{action} changed a shared card"
        twin.apply(action)
        assert twin.state() == game.state(), f"a clone given {action} ended elsewhere"
        n += 1
    return n


def test_a_clone_given_the_same_action_ends_equal_over_random_games() -> None:
    """OpenSpiel's check: after each action, a clone taken before it and given the same action ends
    equal to the original, over games between every pair of preconstructed decks."""
    decks = [d.cards() for d in precons()]
    actions = 0
    for seed in range(8):
        a, b = decks[seed % len(decks)], decks[(seed * 3 + 1) % len(decks)]
        game = Game.new([a, b], seed=seed)
        actions += _play(game, seed)
    assert actions > 1000


def test_card_defs_are_values() -> None:
    assert isinstance(RED_GREEN[0], CardDef)
    assert RED_GREEN[0] == RED_GREEN[0]


def test_games_full_of_these_rares_stay_consistent_and_ask_each_question() -> None:
    """After every action a clone given the same action ends equal; every new question is asked
    and answered by the random player (a soak)."""
    pool = load_pool()
    mine = ["Archivist", "Battle of Wits", "Cowardice", "Daring Apprentice", "Evacuation", "Fleeting Image",
            "Imaginary Pet", "Plagiarize", "Polymorph", "Temporal Adept", "Trade Routes", "Traumatize",
            "Zur's Weirding", "Booby Trap", "Jester's Cap", "Teferi's Puzzle Box"]
    deck = [pool.get(n) for n in mine for _ in range(2)] + [pool.get("Island")] * 16 + [pool.get("Shock")] * 4
    asked: collections.Counter[str] = collections.Counter()
    for seed in range(4):
        game = Game.new([deck, deck], seed=seed)
        players = [RandomPlayer(seed * 2 + 1), RandomPlayer(seed * 2 + 2)]
        for _ in range(1500):
            if game.over:
                break
            d = game.decision
            asked[d.question.value] += 1
            action = players[d.player].choose(game.view(d.player), d)
            twin = game.clone()
            game.apply(action)
            twin.apply(action)
            assert twin.state() == game.state(), f"a clone given {action} ended elsewhere"
    for q in ("card_name", "player", "pay_life", "order_bottom", "search_cards"):
        assert asked[q] > 0, (q, asked)
