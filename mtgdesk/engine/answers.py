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
from .choices import discard_refusal, pick_refusal
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


#: ``answer_to_question``'s answer to one pick of several, kept on the decision: not answered yet.
NOT_YET = object()


def answer_refusal(d: Decision, answer: Any) -> IllegalAction | None:
    """Why ``answer`` doesn't answer the question ``d`` that ``Game.ask`` asks, or None: one of
    its options (CR 608.2d), or for a discard (CR 701.9) exactly ``count`` different cards
    among them. Checked as the question is answered and again as the action is carried out
    again with the answer."""
    if d.kind is DecisionKind.DISCARD:
        cards = answer if isinstance(answer, tuple) else ()
        if len(cards) != d.count or len(set(cards)) != len(cards):
            return IllegalAction("701.9", "discard_count", count=d.count)
        if any(c not in d.options for c in cards):
            return IllegalAction("701.9", "not_in_hand")
        return None
    if answer not in d.options:
        return _must_find(d, answer) or IllegalAction("608.2d", "not_an_option", option=answer)
    return None


def _must_find(d: Decision, option: Any) -> IllegalAction | None:
    """"Find nothing" where a search must find a card (CR 701.19c): a search of a hidden zone
    simply for a quantity of cards ("a card", "three cards") finds that many, or as many as the
    zone holds; only a search for cards with a stated quality may fail to find (701.19b)."""
    if option is None and d.question in (Question.SEARCH, Question.SEARCH_CARDS) and d.options:
        return IllegalAction("701.19c", "must_find")
    return None


def _discard_answer(game: "Game", action: A.Action) -> tuple[IllegalAction | None, Any]:
    """A discard asked with ``Game.ask`` (CR 701.9), answered with the whole choice (``Discard``)
    or one pick at a time (``Pick``): (refusal, the cards, or ``NOT_YET`` for a pick that leaves
    more to pick)."""
    d = game.decision
    if isinstance(action, A.Discard):
        refusal = discard_refusal(game, action)
        return refusal, tuple(action.cards)
    if isinstance(action, A.Pick):
        refusal = pick_refusal(game, action)
        if refusal is not None:
            return refusal, None
        picked = d.get("picked", ()) + (action.option,)
        return None, picked if len(picked) >= d.count else NOT_YET
    return IllegalAction("701.9", "not_discarding"), None


def question_refusal(game: "Game", action: A.Action) -> IllegalAction | None:
    """Why ``action`` doesn't answer the question ``Game.ask`` asked (the game's decision), or
    None; nothing is changed."""
    d = game.decision
    if d.kind is DecisionKind.DISCARD:
        return _discard_answer(game, action)[0]
    return _option_refusal(d, action)


def _option_refusal(d: Decision, action: A.Action) -> IllegalAction | None:
    if not isinstance(action, A.ChooseOption) or action.option not in d.options:
        option = getattr(action, "option", None)
        if option is True and d.question in (Question.PAY_OR_COUNTER, Question.PAY_OR_NOT):
            return IllegalAction("118.3", "cannot_pay", cost=d.get("cost"))  # not the resources to pay
        must_find = _must_find(d, option) if isinstance(action, A.ChooseOption) else None
        if must_find is not None:
            return must_find
        rule = "608.2d" if d.kind is DecisionKind.CHOICE else DECISION_RULE.get(d.kind, "608.2d")
        return IllegalAction(rule, "not_an_option", option=option)
    return None


def answer_to_question(game: "Game", action: A.Action) -> Any:
    """The answer ``action`` gives to the question ``Game.ask`` asked (the game's decision): one
    of its options (CR 608.2d), or the cards of a discard (701.9); ``NOT_YET`` for one pick of
    several, which is kept on the decision (its ``picked`` data). Refused: ``IllegalAction``
    citing the rule."""
    d = game.decision
    if d.kind is DecisionKind.DISCARD:
        refusal, answer = _discard_answer(game, action)
        if refusal is not None:
            raise refusal
        if answer is NOT_YET:
            data = dict(d.data)
            picked = data.pop("picked", ()) + (getattr(action, "option", None),)
            game.require(d.player, d.kind, d.question, d.options, d.count, picked=picked, **data)
        return answer
    refusal = _option_refusal(d, action)
    if refusal is not None:
        raise refusal
    return getattr(action, "option", None)
