"""When the table passes priority for the person at it: pure logic, no Qt (unit-tested).

A player who receives priority (CR 117.3) may always pass; the table passes for them when
nothing but passing (or a mana ability) is possible, and where they haven't set a stop. It
always stops when the opponent casts a spell and when they attack (unless told not to), never lets one's own spell
wait on oneself, and with "full control" it stops at every priority, like Arena's.
"""
from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass


@dataclass(frozen=True)
class PassPolicy:
    """The player's preferences (from the settings, and the game menu's full control)."""

    auto_pass: bool = True
    stops_my_turn: Sequence[str] = ()
    stops_opponent_turn: Sequence[str] = ()
    stop_when_opponent_casts: bool = True
    full_control: bool = False
    stop_when_opponent_attacks: bool = True


@dataclass(frozen=True)
class Moment:
    """The moment the player receives priority: what they could do and where the game is."""

    can_act: bool  # something besides passing and mana abilities is legal
    my_turn: bool
    step: str  # the step's name, as in the settings' stops ("main1", "attackers"...)
    stack_top_mine: bool | None = None  # None: the stack is empty
    ending_turn: bool = False  # "End turn" was pressed this turn
    opponent_attacks: bool = False  # the opponent has just declared attackers (CR 508.1), in their turn


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
    stops = policy.stops_my_turn if moment.my_turn else policy.stops_opponent_turn
    return moment.step not in stops


def steps_left(turn_steps: Sequence[str], step: str) -> list[str]:
    """The steps of the turn after ``step`` (what "End turn" passes through)."""
    try:
        return list(turn_steps[turn_steps.index(step) + 1:])
    except ValueError:
        return []
