"""CR 510.1-510.2, 504.1: a question asked by a step's turn-based action (the order of
replacement effects on combat damage, Zur's Weirding's "pay 2 life?" on the draw) is asked in
that step, which has begun: ``Game.checkpoint``. And the engine contract around it: the
resumption is not a player's action, a copy answers as the original does, the events are
reported once."""
from __future__ import annotations

import pytest

from mtgdesk.engine import DecisionKind, Game, IllegalAction, PlayerRef, Step
from mtgdesk.engine import actions as A
from mtgdesk.engine.events import DamageDealt, StepBegan
from mtgdesk.engine.turns import StepActions
from mtgdesk.scenario import parse_scenario
from mtgdesk.scenario.runner import Actor
from mtgdesk.scenario.setup import build_game

# A attacks with Grizzly Bears; B has a Samite Healer shield on B; Furnace of Rath doubles.
_COMBAT = """
[setup]
turn = 3
active = "A"
step = "main1"
[A]
battlefield = ["Grizzly Bears", "Furnace of Rath"]
library = ["Island"]
[B]
battlefield = ["Samite Healer"]
library = ["Island"]
[[step]]
expect = ["A life 20"]
"""


def _at_last_pass_of_blockers() -> Game:
    game = build_game(parse_scenario(_COMBAT))
    actor = Actor(game)
    for line in ("advance to attackers", "A: attack with Grizzly Bears", "B: block with nothing", "A: pass",
                 "B: activate Samite Healer targeting B", "resolve", "A: pass"):
        actor.run(line)
    assert game.step is Step.BLOCKERS and game.decision.kind is DecisionKind.PRIORITY and game.decision.player == 1
    return game


def test_cr510_2_replacement_order_asked_in_the_combat_damage_step() -> None:
    game = _at_last_pass_of_blockers()
    events = game.apply(A.PassPriority(1))
    assert game.step is Step.DAMAGE
    assert game.decision.kind is DecisionKind.REPLACEMENT and game.decision.player == 1
    assert any(isinstance(e, StepBegan) and e.step == "damage" for e in events)  # reported once, now
    assert not any(isinstance(e, DamageDealt) for e in events)  # nothing dealt before the answer
    assert game.players[1].life == 20
    shield = next(o for o in game.decision.options if o.source_name == "Samite Healer")
    events = game.apply(A.ChooseOption(1, shield))
    assert [(e.recipient, e.amount) for e in events if isinstance(e, DamageDealt)] == [(PlayerRef(1), 2)]
    assert not any(isinstance(e, StepBegan) and e.step == "damage" for e in events)
    assert game.players[1].life == 18 and game.step is Step.DAMAGE
    assert game.decision.kind is DecisionKind.PRIORITY and game.decision.player == 0


def test_a_copy_at_the_question_answers_as_the_game_does() -> None:
    game = _at_last_pass_of_blockers()
    game.apply(A.PassPriority(1))
    copy = game.clone()
    assert copy.state() == game.state()
    furnace = next(o for o in game.decision.options if o.source_name == "Furnace of Rath")
    game.apply(A.ChooseOption(1, furnace))
    copy.apply(A.ChooseOption(1, furnace))
    assert copy.state() == game.state()
    assert game.players[1].life == 17  # doubled to 4, then the shield prevents 1 (CR 616.1)


def test_the_resumption_is_not_a_players_action() -> None:
    game = _at_last_pass_of_blockers()
    with pytest.raises(IllegalAction) as exc:
        game.apply(StepActions(Step.DAMAGE))
    assert exc.value.rule == "117.1"
    game.apply(A.PassPriority(1))
    before = game.state()
    with pytest.raises(IllegalAction):
        game.apply(StepActions(Step.DAMAGE))  # the question is answered with a choice only
    assert game.state() == before
