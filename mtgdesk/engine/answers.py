"""Choosing an option (``ChooseOption``, CR 608.2d and others): which procedure waiting for a
choice the option answers. A choice owed while a spell or ability is cast (X, a cost's object, a
mana ability's colour: CR 601.2b, 601.2h, 605.3b), in the untap step (502.3), for the legend rule
(704.5j) or for the order of triggered abilities (603.3b); a choice made as a spell or ability
resolves (608.2d) is asked with ``Game.ask`` and answered in ``Game.apply``. Above the modules
whose procedures it answers, so that none of them imports another for it.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

from . import actions as A
from .casting import answer_mana_type, choose_cost, choose_x
from .decisions import DECISION_RULE, Decision, DecisionKind, Question
from .errors import IllegalAction
from .handlers import handles
from .sba import answer_legend_rule
from .triggers import order_next
from .turns import answer_untap_type

if TYPE_CHECKING:
    from .game import Game


@handles(A.ChooseOption)
def answer(game: "Game", action: A.ChooseOption) -> None:
    """Answer a choice owed while casting (CR 601.2), in the untap step, for the order of
    triggered abilities or for a state-based action (legend rule)."""
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
    # A choice made as a spell or ability resolves is a question ``Game.ask`` asked: ``apply``
    # answers it (CR 608.2d: with one of the options the effect offers).
    raise IllegalAction("608.2", "nothing_to_choose")


def answer_to_question(d: Decision, action: A.Action) -> Any:
    """The answer ``action`` gives to the question ``Game.ask`` asked: one of its options (CR
    608.2d); refused, ``IllegalAction`` citing the rule."""
    if not isinstance(action, A.ChooseOption) or action.option not in d.options:
        option = getattr(action, "option", None)
        if option is True and d.question in (Question.PAY_OR_COUNTER, Question.PAY_OR_NOT):
            raise IllegalAction("118.3", "cannot_pay", cost=d.get("cost"))  # not the resources to pay
        rule = "608.2d" if d.kind is DecisionKind.CHOICE else DECISION_RULE.get(d.kind, "608.2d")
        raise IllegalAction(rule, "not_an_option", option=option)
    return action.option
