"""The random player (ai/random_player.py): always a legal action, the same game for the same
seed, costs paid automatically, and its eagerness and aggression respected."""
from __future__ import annotations

from mtgdesk.ai.random_player import RandomPlayer
from mtgdesk.engine import Game, Step, Zone
from mtgdesk.engine import actions as A
from mtgdesk.engine.decisions import DecisionKind
from tests.helpers.games import RED_GREEN, WHITE_BLUE_GREEN, find, position


def _play(seed: int, steps: int = 400) -> list[A.Action]:
    game = Game.new([RED_GREEN, WHITE_BLUE_GREEN], seed=seed)
    players = [RandomPlayer(seed), RandomPlayer(seed + 1)]
    chosen = []
    for _ in range(steps):
        if game.over:
            break
        p = game.decision.player
        action = players[p].choose(game.view(p), game.decision)
        assert game.refusal(action) is None, action  # always legal
        game.apply(action)
        chosen.append(action)
    return chosen


def test_every_choice_is_legal_and_a_seed_gives_the_same_game() -> None:
    first = _play(4)
    assert len(first) > 100
    assert _play(4) == first
    assert _play(5) != first


def test_it_pays_automatically_and_never_casts_when_it_is_not_eager() -> None:
    game = position(a_hand=["Shock"], a_battlefield=["Mountain"])
    idle = RandomPlayer(seed=1, eagerness=0.0)
    assert idle.choose(game.view(0), game.decision) == A.PassPriority(0)
    eager = RandomPlayer(seed=1, eagerness=1.0)
    assert eager.choose(game.view(0), game.decision) == A.CastSpell(0, find(game, "Shock", Zone.HAND))
    game.apply(A.CastSpell(0, find(game, "Shock", Zone.HAND)))
    game.apply(eager.choose(game.view(0), game.decision))  # a target
    assert game.decision.kind is DecisionKind.PAY
    assert isinstance(eager.choose(game.view(0), game.decision), A.PayAuto)


def test_cr508_1_with_no_aggression_nothing_attacks_with_full_aggression_everything_does() -> None:
    for aggression, attacks in ((0.0, False), (1.0, True)):
        game = position(Step.BEGIN_COMBAT, a_battlefield=["Grizzly Bears", "Hill Giant"], a_library=["Island"],
                        b_library=["Island"])
        while game.decision.kind is not DecisionKind.ATTACKERS:
            game.apply(A.PassPriority(game.decision.player))
        player = RandomPlayer(seed=3, aggression=aggression)
        declared = []
        for _ in range(5):
            action = player.choose(game.view(0), game.decision)
            game.apply(action)
            if not isinstance(action, A.DeclareAttacker):
                break
            declared.append(action.creature)
        assert (len(declared) == 2) is attacks and (declared == []) is not attacks
