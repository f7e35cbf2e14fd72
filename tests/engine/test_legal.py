"""Listing the legal actions (engine/legal.py): ``legal_actions()`` lists exactly what answers
the pending decision, so every listed action is accepted and the listing agrees with ``refusal``."""
from __future__ import annotations

from mtgdesk.ai.random_player import RandomPlayer
from mtgdesk.engine import Game, Step, Zone
from mtgdesk.engine import actions as A
from tests.helpers.games import RED_GREEN, WHITE_BLUE_GREEN, find, position


def test_cr117_1_at_priority_the_player_may_pass_play_a_land_and_cast_what_they_can_pay_for() -> None:
    game = position(a_hand=["Forest", "Shock", "Hill Giant"], a_battlefield=["Mountain"])
    legal = game.legal_actions()
    assert A.PassPriority(0) in legal
    assert A.PlayLand(0, find(game, "Forest", Zone.HAND)) in legal
    assert A.CastSpell(0, find(game, "Shock", Zone.HAND)) in legal
    assert A.CastSpell(0, find(game, "Hill Giant", Zone.HAND)) not in legal  # {3}{R}: one land can't pay
    assert all(a.player == 0 for a in legal)


def test_cr307_1_no_sorcery_speed_spell_in_an_upkeep_but_an_instant() -> None:
    game = position(Step.UPKEEP, a_hand=["Shock", "Grizzly Bears"], a_battlefield=["Mountain", "Forest"])
    legal = game.legal_actions()
    assert A.CastSpell(0, find(game, "Shock", Zone.HAND)) in legal
    assert A.CastSpell(0, find(game, "Grizzly Bears", Zone.HAND)) not in legal
    assert not any(isinstance(a, A.PlayLand) for a in legal)


def test_every_listed_action_is_accepted_and_refusal_agrees_over_random_games() -> None:
    """Over seeded random games: each position's listed actions all apply (on a copy), and
    ``refusal`` finds nothing against any of them."""
    checked = 0
    for seed in range(3):
        game = Game.new([RED_GREEN, WHITE_BLUE_GREEN], seed=seed)
        players = [RandomPlayer(seed), RandomPlayer(seed + 100)]
        for _ in range(150):
            if game.over:
                break
            legal = game.legal_actions()
            assert legal, game.decision
            for action in legal[:6]:
                assert game.refusal(action) is None, action
                game.clone().apply(action)
                checked += 1
            game.apply(players[game.decision.player].choose(game.view(game.decision.player), game.decision))
    assert checked > 300


def test_a_finished_game_has_no_legal_action() -> None:
    game = position(a_battlefield=["Mountain"], a_hand=["Lava Axe"])
    assert game.legal_actions()
    game.players[1].life = 0
    game.apply(A.PassPriority(0))  # state-based actions are checked: B loses (CR 704.5a)
    assert game.over and game.legal_actions() == []
