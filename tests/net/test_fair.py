"""Fair shuffles a guest can check (net/fair.py): the seed committed by hash at the start (CR
103.3), revealed at the end, and the game replayed and compared with what the guest was shown."""
from __future__ import annotations

from mtgdesk.ai.random_player import RandomPlayer
from mtgdesk.cards import load_pool
from mtgdesk.engine import Game
from mtgdesk.net.fair import check_game, commitment, digest, new_seed, replay
from mtgdesk.net.values import encode_action
from tests.helpers.games import RED_GREEN, WHITE_BLUE_GREEN

DECKS = [[c.name for c in RED_GREEN], [c.name for c in WHITE_BLUE_GREEN]]


def _host_game(seed: int, n: int = 120) -> tuple[list[dict], dict[int, str]]:
    """A game played by the host: the actions as sent, and what seat 1 was shown after each."""
    pool = load_pool()
    game = Game.new([[pool.get(c) for c in d] for d in DECKS], seed=seed)
    players = [RandomPlayer(seed), RandomPlayer(seed + 1)]
    actions, seen = [], {0: digest(game.view(1))}
    for i in range(n):
        if game.over:
            break
        p = game.decision.player
        action = players[p].choose(game.view(p), game.decision)
        actions.append(encode_action(action, game.decision.options))
        game.apply(action)
        seen[i + 1] = digest(game.view(1))
    return actions, seen


def test_a_commitment_binds_the_seed_the_salt_and_both_decks() -> None:
    seed, salt = new_seed()
    assert 0 <= seed < 2 ** 62 and len(salt) == 32 and new_seed() != (seed, salt)
    c = commitment(seed, salt, DECKS)
    assert c == commitment(seed, salt, DECKS) and len(c) == 64
    assert c != commitment(seed + 1, salt, DECKS) and c != commitment(seed, salt + "0", DECKS)
    assert c != commitment(seed, salt, [DECKS[1], DECKS[0]])


def test_an_honest_game_checks_out_and_a_replay_gives_the_same_game() -> None:
    actions, seen = _host_game(8)
    ok, why = check_game(load_pool(), 1, commitment(8, "salt", DECKS), 8, "salt", DECKS, actions, seen)
    assert ok, why
    game, decoded = replay(load_pool(), 8, DECKS, actions)
    assert len(decoded) == len(actions) and digest(game.view(1)) == seen[len(actions)]


def test_a_wrong_seed_or_a_shown_position_that_differs_is_caught() -> None:
    actions, seen = _host_game(9)
    ok, why = check_game(load_pool(), 1, commitment(9, "salt", DECKS), 10, "salt", DECKS, actions, seen)
    assert not ok and "don't match the commitment" in why
    lied = dict(seen)
    lied[5] = digest(Game.new([[load_pool().get(c) for c in d] for d in DECKS], seed=1).view(1))
    ok, why = check_game(load_pool(), 1, commitment(9, "salt", DECKS), 9, "salt", DECKS, actions, lied)
    assert not ok and "after action 5" in why
    ok, why = check_game(load_pool(), 1, commitment(9, "s", DECKS), 9, "s", DECKS, [{"$": "Nonsense"}], {})
    assert not ok and "action 1 can't be replayed" in why
