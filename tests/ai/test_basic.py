"""The basic (easy) computer player (ai/basic.py) chooses when to use an ability: a pinger that
taps to shoot waits for blocks in the opponent's turn (CR 509.1a), unless nothing could attack or
its damage wins now (704.5a). Its answers to the rares' questions are tested in
test_basic_choices.py (ai/basic_choices.py)."""
from __future__ import annotations

from mtgdesk.ai.basic import BasicPlayer
from mtgdesk.engine import Game, Step
from mtgdesk.engine import actions as A
from mtgdesk.engine.decisions import Question
from mtgdesk.scenario.loader import parse_scenario
from mtgdesk.scenario.setup import build_game
from tests.helpers.games import find


PINGER = """
[setup]
turn = 4
active = "B"
step = "upkeep"
[A]
life = {life}
battlefield = ["Anaba Shaman", "Mountain"]
library = ["Mountain"]
[B]
life = {b_life}
battlefield = [{b_creatures}"Plains"]
library = ["Plains"]
"""


def _pinger_game(life: int = 2, b_life: int = 20, b_creatures: str = '"Hill Giant", "Pegasus Charger", ') -> Game:
    return build_game(parse_scenario(PINGER.format(life=life, b_life=b_life, b_creatures=b_creatures)))


def test_cr_509_1a_a_pinger_waits_for_blocks_in_the_opponents_turn() -> None:
    """A tapped creature can't block (CR 509.1a): Anaba Shaman keeps itself untapped through the
    opponent's upkeep, draw step, main phase and combat until blockers are declared, blocks, and
    then shoots (CR 509.4: players get priority after blocks)."""
    game = _pinger_game()
    for _ in range(100):
        d = game.decision
        if d.player == 0 and d.question is Question.PRIORITY:
            assert any(isinstance(a, A.ActivateAbility) for a in game.legal_actions())
            action = BasicPlayer(0).choose(game.view(0), d)
            if game.step.name in ("UPKEEP", "DRAW", "MAIN1", "BEGIN_COMBAT", "ATTACKERS"):
                assert not isinstance(action, A.ActivateAbility), game.step
            if game.step is Step.BLOCKERS:
                assert isinstance(action, A.ActivateAbility)
                return
        else:
            action = BasicPlayer(d.player).choose(game.view(d.player), d)
        game.apply(action)
    raise AssertionError("the Shaman never shot after blocks")


def test_cr_509_1a_a_pinger_shoots_at_once_when_nothing_could_attack() -> None:
    """With no creature on the other side there is nothing to block: no reason to wait."""
    game = _pinger_game(b_creatures='"Savannah Lions", ')
    lions = find(game, "Savannah Lions")
    game.objects[lions].tapped = True
    action = BasicPlayer(0).choose(game.view(0), game.decision) if game.decision.player == 0 else None
    if action is None:
        game.apply(A.PassPriority(1))
        action = BasicPlayer(0).choose(game.view(0), game.decision)
    assert isinstance(action, A.ActivateAbility)


def test_cr_704_5a_a_pinger_that_wins_now_does_not_wait() -> None:
    """The opponent at 1 life: the ping wins the game (CR 704.5a), blocks or not."""
    game = _pinger_game(b_life=1)
    if game.decision.player != 0:
        game.apply(A.PassPriority(1))
    assert isinstance(BasicPlayer(0).choose(game.view(0), game.decision), A.ActivateAbility)
