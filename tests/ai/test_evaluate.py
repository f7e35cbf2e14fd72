"""The search player's evaluation (issue 13): symmetric, and more of what helps scores higher."""
from __future__ import annotations

import random

import pytest

from mtgdesk.ai import evaluate as E
from mtgdesk.ai.levels import make_player
from mtgdesk.decks.precons import precons
from mtgdesk.engine import Game
from tests.helpers.games import position

LIBRARY = ["Forest"] * 10


def test_the_two_sides_scores_add_up_to_one_in_played_games() -> None:
    """What is good for one side is as bad for the other: the search backs up ``1 - reward``
    for the opponent's nodes, which is right only if the evaluation is symmetric."""
    decks = precons()
    for seed in range(3):
        game = Game.new([decks[seed].cards(), decks[seed + 3].cards()], seed=seed)
        players = [make_player("easy", 1), make_player("easy", 2)]
        seen = 0
        while not game.over and seen < 2000:
            if seen % 25 == 0:
                assert E.evaluate(game, 0) + E.evaluate(game, 1) == pytest.approx(1.0)
            d = game.decision
            game.apply(players[d.player].choose(game.view(d.player), d))
            seen += 1
        assert game.over
        assert E.evaluate(game, game.winner) == 1.0 and E.evaluate(game, 1 - game.winner) == 0.0


def test_every_feature_is_declared_once_with_a_weight() -> None:
    assert len(set(E.FEATURES)) == len(E.FEATURES) == len(E.side_features(position(), 0))
    assert set(E.WEIGHTS) == set(E.FEATURES)


@pytest.mark.parametrize("extra", [
    {"a_battlefield": ["Grizzly Bears"]},   # a creature
    {"a_battlefield": ["Forest"]},          # a land
    {"a_hand": ["Shock"]},                  # a card in hand
    {"a_battlefield": ["Glorious Anthem"]},  # another permanent
])
def test_more_of_what_helps_scores_higher(extra: dict[str, list[str]]) -> None:
    base = position(a_library=LIBRARY, b_library=LIBRARY, b_battlefield=["Hill Giant"])
    more = position(a_library=LIBRARY, b_library=LIBRARY, b_battlefield=["Hill Giant"], **extra)
    assert E.evaluate(more, 0) > E.evaluate(base, 0)


def test_a_bigger_creature_and_more_life_score_higher() -> None:
    small = position(a_library=LIBRARY, b_library=LIBRARY, a_battlefield=["Grizzly Bears"])
    big = position(a_library=LIBRARY, b_library=LIBRARY, a_battlefield=["Craw Wurm"])
    assert E.evaluate(big, 0) > E.evaluate(small, 0)
    hurt = position(a_library=LIBRARY, b_library=LIBRARY)
    hurt.players[0].life = 3
    assert E.evaluate(hurt, 0) < E.evaluate(position(a_library=LIBRARY, b_library=LIBRARY), 0)


def test_an_empty_library_scores_lower() -> None:
    """CR 704.5b: a player who must draw from an empty library loses."""
    stocked = position(a_library=LIBRARY, b_library=LIBRARY)
    empty = position(b_library=LIBRARY)
    assert E.evaluate(empty, 0) < E.evaluate(stocked, 0)


def test_random_positions_stay_between_zero_and_one() -> None:
    rng = random.Random(4)
    names = ["Grizzly Bears", "Craw Wurm", "Forest", "Serra Angel", "Glorious Anthem"]
    for _ in range(20):
        game = position(a_battlefield=[rng.choice(names) for _ in range(rng.randrange(6))],
                        b_battlefield=[rng.choice(names) for _ in range(rng.randrange(6))])
        game.players[0].life = rng.randrange(-3, 30)
        value = E.evaluate(game, 0)
        assert 0.0 <= value <= 1.0
