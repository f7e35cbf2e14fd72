"""Choosing an option (``ChooseOption``, CR 608.2d and others): which procedure waiting for a
choice the option answers. A choice owed while a spell or ability is cast (X, a cost's object, a
mana ability's colour: CR 601.2b, 601.2h, 605.3b), in the untap step (502.3), for the legend rule
(704.5j), for the order of triggered abilities (603.3b), or as a spell or ability resolves
(608.2d). Above the modules whose procedures it answers, so that none of them imports another
for it.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from . import actions as A
from .casting import answer_mana_type, choose_cost, choose_x
from .decisions import DecisionKind, Question
from .errors import IllegalAction
from .handlers import handles
from .resolution import answer_resolution
from .sba import answer_legend_rule
from .triggers import order_next
from .turns import answer_untap_type

if TYPE_CHECKING:
    from .game import Game


@handles(A.ChooseOption)
def answer(game: "Game", action: A.ChooseOption) -> None:
    """Answer a choice owed while resolving, or for a state-based action (legend rule)."""
    d = game.decision
    if d.kind is DecisionKind.ORDER:
        order_next(game, action.player, action.option)
        return
    if d.kind is not DecisionKind.CHOICE:
        raise IllegalAction("608.2", "nothing_to_choose")
    if d.question is Question.X:
        choose_x(game, A.ChooseX(action.player, action.option))
        return
    if d.question in (Question.SACRIFICE, Question.DISCARD_COST, Question.TAP_COST) and game.casting is not None:
        choose_cost(game, action)
        return
    if d.question is Question.MANA_COLOR:
        answer_mana_type(game, action)
        return
    if d.question is Question.UNTAP_TYPE:
        answer_untap_type(game, action.option)
        return
    if d.question is Question.LEGEND_RULE:
        answer_legend_rule(game, action)
        return
    if game.resolving is None:
        raise IllegalAction("608.2", "nothing_to_choose")
    if action.option not in d.options:
        if d.question is Question.PAY_OR_COUNTER and action.option is True:
            raise IllegalAction("118.3", "cannot_pay", cost=d.get("cost"))
        # CR 608.2d: a choice made as it resolves must be one of those the effect offers.
        raise IllegalAction("608.2d", "not_an_option", option=action.option)
    answer_resolution(game, action.option)
