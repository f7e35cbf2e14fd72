"""Games with the rares that ask questions (Booby Trap's named card) and resolving the stack."""
from __future__ import annotations

from mtgdesk.engine import Game, Step, Zone
from mtgdesk.engine import actions as A
from mtgdesk.engine import events as E
from mtgdesk.engine.decisions import Question
from mtgdesk.engine.objects import PlayerRef
from tests.helpers.games import find, position


def _resolve(game: Game) -> list[E.Event]:
    events: list[E.Event] = []
    while game.stack and game.decision.question is Question.PRIORITY:
        events += game.apply(A.PassPriority(game.decision.player))
    return events

def _booby_trap(name: str) -> Game:
    game = position(Step.MAIN1, a_hand=["Booby Trap"], a_battlefield=["Island"] * 6,
                    a_library=["Island"], b_library=["Forest", "Shock", "Island"])
    game.apply(A.CastSpell(0, find(game, "Booby Trap", Zone.HAND)))
    game.apply(A.PayAuto(0))
    _resolve(game)
    assert game.decision.question is Question.PLAYER and game.decision.options == (PlayerRef(1),)
    game.apply(A.ChooseOption(0, PlayerRef(1)))
    assert game.decision.question is Question.CARD_NAME
    game.apply(A.ChooseOption(0, name))
    return game
