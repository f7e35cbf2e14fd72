"""The basic computer player: always legal, and clearly better than random play."""
from __future__ import annotations

import random

import pytest

from mtgdesk.ai.basic import BasicPlayer
from mtgdesk.ai.basic_combat import fight
from mtgdesk.ai.random_player import RandomPlayer
from mtgdesk.decks.precons import precons
from mtgdesk.engine import Game, Step, Zone
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


def test_fight_counts_first_strike() -> None:
    game = position(a_battlefield=["Grizzly Bears", "Pegasus Charger", "Craw Wurm"],
                    b_battlefield=["Grizzly Bears", "Kami of Old Stone"])
    view = game.view(0)
    by_name = {(c.name, c.controller): c for c in view.battlefield()}
    bears, charger, wurm = (by_name[(n, 0)] for n in ("Grizzly Bears", "Pegasus Charger", "Craw Wurm"))
    their_bears, wall = by_name[("Grizzly Bears", 1)], by_name[("Kami of Old Stone", 1)]
    assert fight(view, bears, their_bears) == (True, True)
    assert fight(view, charger, their_bears) == (False, True)
    assert fight(view, wurm, wall) == (False, False)


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


def test_does_not_attack_into_a_bigger_blocker() -> None:
    game = position(Step.ATTACKERS, a_battlefield=["Grizzly Bears"], b_battlefield=["Craw Wurm"])
    assert BasicPlayer().choose(game.view(0), game.decision) == A.FinishAttackers(0)


def test_attacks_when_nothing_can_block() -> None:
    game = position(Step.ATTACKERS, a_battlefield=["Suntail Hawk"], b_battlefield=["Craw Wurm"])
    assert isinstance(BasicPlayer().choose(game.view(0), game.decision), A.DeclareAttacker)


@pytest.mark.parametrize("blocker, expected", [("Craw Wurm", True), ("Llanowar Elves", False)])
def test_blocks_when_the_block_is_good(blocker: str, expected: bool) -> None:
    game = position(Step.ATTACKERS, a_battlefield=["Grizzly Bears"], b_battlefield=[blocker])
    game.apply(A.DeclareAttacker(0, find(game, "Grizzly Bears")))
    game.apply(A.FinishAttackers(0))
    while game.decision.kind is not DecisionKind.BLOCKERS:
        game.apply(A.PassPriority(game.decision.player))
    action = BasicPlayer().choose(game.view(1), game.decision)
    assert isinstance(action, A.DeclareBlocker) is expected
