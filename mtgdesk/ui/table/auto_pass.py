"""What the table does for the person at it without asking: pure logic, no Qt (unit-tested).

A player who receives priority (CR 117.3) may always pass; the table passes for them when
nothing but passing (or a mana ability) is possible, and where they haven't set a stop. It
always stops when the opponent casts a spell and when they attack (unless told not to), never lets one's own spell
wait on oneself, and with "full control" it stops at every priority, like Arena's.

A stop is kept only where there is a decision to make: not at the opponent's declare attackers
step when nothing attacked (CR 508.8: that combat is over), nor at their declare blockers step
when no creature of the player's blocks (nothing has changed since the attackers were declared,
where the table stopped already). A declaration with nothing to declare (no creature that can
attack or block) is made by itself, and so is a payment the settings leave to the table (unless
the player asked to pay that one spell by hand).

``automatic_action`` takes the facts the controller reads from the game (``Moment``, the legal
actions) and answers with the action to take, or None when the person must decide.
"""
from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from mtgdesk.engine import actions as A
from mtgdesk.engine.decisions import DecisionKind, Question


@dataclass(frozen=True)
class PassPolicy:
    """The player's preferences (from the settings, and the game menu's full control)."""

    auto_pass: bool = True
    stops_my_turn: Sequence[str] = ()
    stops_opponent_turn: Sequence[str] = ()
    stop_when_opponent_casts: bool = True
    full_control: bool = False
    stop_when_opponent_attacks: bool = True
    auto_pay: bool = True


@dataclass(frozen=True)
class Moment:
    """The moment the player receives priority: what they could do and where the game is."""

    can_act: bool  # something besides passing and mana abilities is legal
    my_turn: bool
    step: str  # the step's name, as in the settings' stops ("main1", "attackers"...)
    stack_top_mine: bool | None = None  # None: the stack is empty
    ending_turn: bool = False  # "End turn" was pressed this turn
    opponent_attacks: bool = False  # the opponent has just declared attackers (CR 508.1), in their turn
    i_block: bool = True  # in the opponent's declare blockers step: a creature of the player's blocks


def should_pass(policy: PassPolicy, moment: Moment) -> bool:
    """Whether the table passes priority for the player now, without asking."""
    if policy.full_control:
        return False
    if not moment.can_act:
        return policy.auto_pass
    if moment.stack_top_mine is not None:
        if moment.stack_top_mine:
            return True  # one's own spell: let the opponent answer it (CR 117.3c)
        return not policy.stop_when_opponent_casts
    if moment.opponent_attacks and policy.stop_when_opponent_attacks:
        return False  # a chance to answer the attack before blockers (CR 508.8), whatever the stops
    if moment.ending_turn:
        return True
    if not policy.auto_pass:
        return False
    if not moment.my_turn and not _a_decision_at(moment):
        return True
    stops = policy.stops_my_turn if moment.my_turn else policy.stops_opponent_turn
    return moment.step not in stops


def _a_decision_at(moment: Moment) -> bool:
    """Whether the opponent's combat step asks anything new of the player: their declare
    attackers step only when something attacked, their declare blockers step only when a
    creature of the player's blocks."""
    if moment.step == "attackers":
        return moment.opponent_attacks
    if moment.step == "blockers":
        return moment.i_block
    return True


def automatic_action(decision: Any, legal: Sequence[A.Action], policy: PassPolicy, *,
                     moment: Callable[[list[A.Action]], Moment], drop_hint: Any = None,
                     ending_turn: bool = False, pay_by_hand: bool = False) -> A.Action | None:
    """The action the table takes for ``decision.player`` without asking, or None if they must
    decide. ``moment`` builds the facts of a priority from the meaningful legal actions (only
    asked for at a priority); ``drop_hint`` is where a spell was dropped (its target, when it
    has one choice of targets); ``ending_turn``: "End turn" was pressed this turn; ``pay_by_hand``:
    the player asked to pay this spell by hand (Shift held as it was dropped), whatever the
    settings say of payments (CR 601.2g-h: they tap their lands themselves)."""
    player = decision.player
    kind = decision.kind
    if kind is DecisionKind.PRIORITY:
        return A.PassPriority(player) if should_pass(policy, moment(list(legal))) else None
    if kind is DecisionKind.ATTACKERS:
        finish: A.Action = A.FinishAttackers(player)
        declarable = any(isinstance(a, A.DeclareAttacker) for a in legal)
        if finish in legal and (not declarable or ending_turn):
            return finish
        return None
    if kind is DecisionKind.BLOCKERS:
        finish = A.FinishBlockers(player)
        if finish in legal and not any(isinstance(a, A.DeclareBlocker) for a in legal):
            return finish  # CR 509.1a: no creature can block
        return None
    if kind is DecisionKind.PAY:
        automatic = policy.auto_pay and not pay_by_hand
        return A.PayAuto(player) if automatic and A.PayAuto(player) in legal else None
    if kind is DecisionKind.TARGETS and drop_hint is not None and len(decision.options) == 1:
        action = A.ChooseTargets(player, (drop_hint,))
        return action if action in legal else None
    if kind is DecisionKind.ASSIGN_DAMAGE:
        return legal[0] if len(legal) == 1 else None
    if kind is DecisionKind.CHOICE and decision.question is Question.SEARCH and tuple(decision.options) == (None,):
        return A.ChooseOption(player, None)
    return None


def must_attack(candidates: Sequence[int], statics: Callable[[int], Any]) -> list[int]:
    """The creatures among ``candidates`` (those able to attack) that attack each combat if
    able (CR 508.1d): chosen already when the player declares attackers."""
    return [c for c in candidates if "attack_requirement" in statics(c)]


def steps_left(turn_steps: Sequence[str], step: str) -> list[str]:
    """The steps of the turn after ``step`` (what "End turn" passes through)."""
    try:
        return list(turn_steps[turn_steps.index(step) + 1:])
    except ValueError:
        return []
