"""The basic computer player: always legal, and clearly better than random play."""
from __future__ import annotations

import random


from mtgdesk.ai.basic import BasicPlayer
from mtgdesk.ai.random_player import RandomPlayer
from mtgdesk.decks.precons import precons
from mtgdesk.engine import Game, Zone
from mtgdesk.engine import actions as A
from mtgdesk.engine.decisions import DecisionKind
from mtgdesk.engine.objects import PlayerRef
from tests.helpers.games import find, position


def _play(players: list, decks: list, seed: int, limit: int = 20000) -> Game:
    game = Game.new(decks, seed=seed)
    for _ in range(limit):
        if game.over:
            return game
        d = game.decision
        action = players[d.player].choose(game.view(d.player), d)
        assert action in game.legal_actions(), (action, d)
        game.apply(action)
    raise AssertionError(f"seed {seed}: the game did not end")


def test_beats_random_players_most_of_the_time() -> None:
    decks = precons()
    rng = random.Random(2024)
    wins = games = 0
    for seed in range(40):
        a, b = rng.randrange(len(decks)), rng.randrange(len(decks))
        side = seed % 2
        players: list = [None, None]
        players[side] = BasicPlayer(seed)
        players[1 - side] = RandomPlayer(seed)
        game = _play(players, [decks[a].cards(), decks[b].cards()], seed)
        games += 1
        wins += game.winner == side
    assert wins >= 0.75 * games, f"won {wins} of {games}"


def test_every_deck_plays_to_the_end_against_itself_and_the_next() -> None:
    decks = precons()
    for i, deck in enumerate(decks):
        for other in (deck, decks[(i + 1) % len(decks)]):
            game = _play([BasicPlayer(i), RandomPlayer(i)], [deck.cards(), other.cards()], seed=i)
            assert game.over


def test_two_basic_players_finish_their_games() -> None:
    decks = precons()
    for seed in range(4):
        game = _play([BasicPlayer(1), BasicPlayer(2)], [decks[0].cards(), decks[-1].cards()], seed)
        assert game.over


def test_plays_a_land_then_casts_the_biggest_spell() -> None:
    game = position(a_hand=["Forest", "Grizzly Bears", "Llanowar Elves"],
                    a_battlefield=["Forest"], b_battlefield=["Mountain"])
    ai = BasicPlayer()
    first = ai.choose(game.view(0), game.decision)
    assert isinstance(first, A.PlayLand)
    game.apply(first)
    second = ai.choose(game.view(0), game.decision)
    assert second == A.CastSpell(0, find(game, "Grizzly Bears", zone=Zone.HAND))


def test_shock_kills_the_best_creature_it_can() -> None:
    game = position(a_hand=["Shock"], a_battlefield=["Mountain"],
                    b_battlefield=["Llanowar Elves", "Goblin Piker", "Craw Wurm"])
    ai = BasicPlayer()
    for _ in range(5):
        d = game.decision
        if d.kind is DecisionKind.TARGETS:
            action = ai.choose(game.view(0), d)
            assert action.targets == (find(game, "Goblin Piker"),)
            return
        game.apply(ai.choose(game.view(0), d))
    raise AssertionError("Shock was not cast")


def test_shock_goes_face_when_it_is_lethal() -> None:
    game = position(a_hand=["Shock"], a_battlefield=["Mountain"], b_battlefield=["Craw Wurm"])
    game.players[1].life = 2
    ai = BasicPlayer()
    for _ in range(5):
        d = game.decision
        action = ai.choose(game.view(0), d)
        if d.kind is DecisionKind.TARGETS:
            assert action.targets == (PlayerRef(1),)
            return
        game.apply(action)
    raise AssertionError("Shock was not cast")
