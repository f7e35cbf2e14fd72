"""The auto-pass policy is pure logic (issue 14): when the table passes priority for a player."""
from __future__ import annotations

from mtgdesk.ui.table.auto_pass import Moment, PassPolicy, automatic_action, must_attack, should_pass, steps_left

POLICY = PassPolicy(auto_pass=True, stops_my_turn=("main1", "main2"), stops_opponent_turn=("attackers", "end"))


def test_nothing_to_do_passes_unless_auto_pass_is_off() -> None:
    idle = Moment(can_act=False, my_turn=True, step="main1")
    assert should_pass(POLICY, idle)
    assert not should_pass(PassPolicy(auto_pass=False), idle)


def test_stops_where_the_player_set_them() -> None:
    assert not should_pass(POLICY, Moment(True, True, "main1"))
    assert should_pass(POLICY, Moment(True, True, "upkeep"))
    assert not should_pass(POLICY, Moment(True, False, "attackers", opponent_attacks=True))  # the opponent attacks
    assert should_pass(POLICY, Moment(True, False, "main1"))
    assert not should_pass(PassPolicy(auto_pass=False), Moment(True, True, "upkeep"))


def test_the_opponents_spell_stops_ones_own_does_not() -> None:
    assert not should_pass(POLICY, Moment(True, True, "upkeep", stack_top_mine=False))
    assert should_pass(POLICY, Moment(True, True, "main1", stack_top_mine=True))
    relaxed = PassPolicy(stop_when_opponent_casts=False)
    assert should_pass(relaxed, Moment(True, False, "main1", stack_top_mine=False))


def test_end_turn_passes_the_rest_of_the_turn_but_not_an_opponents_spell() -> None:
    assert should_pass(POLICY, Moment(True, True, "main2", ending_turn=True))
    assert not should_pass(POLICY, Moment(True, True, "main2", stack_top_mine=False, ending_turn=True))


def test_full_control_stops_at_every_priority() -> None:
    full = PassPolicy(auto_pass=True, full_control=True)
    for moment in (Moment(False, True, "upkeep"), Moment(True, True, "main1", stack_top_mine=True),
                   Moment(True, False, "end", ending_turn=True)):
        assert not should_pass(full, moment)


def test_steps_left_is_what_end_turn_passes_through() -> None:
    steps = ("untap", "upkeep", "draw", "main1", "attackers", "main2", "end", "cleanup")
    assert steps_left(steps, "main1") == ["attackers", "main2", "end", "cleanup"]
    assert steps_left(steps, "cleanup") == [] and steps_left(steps, "nowhere") == []


def test_by_default_the_table_stops_when_the_opponent_casts_or_attacks() -> None:
    from mtgdesk.storage import Settings

    settings = Settings()
    policy = PassPolicy(settings.auto_pass, settings.stops_my_turn, settings.stops_opponent_turn,
                        settings.stop_when_opponent_casts)
    assert not should_pass(policy, Moment(True, False, "main1", stack_top_mine=False))  # a spell cast
    assert not should_pass(policy, Moment(True, False, "attackers", opponent_attacks=True))  # attackers declared


def test_the_opponents_attack_stops_even_without_a_stop_at_that_step_unless_turned_off() -> None:
    no_step_stops = PassPolicy(auto_pass=True, stops_opponent_turn=())
    attack = Moment(True, False, "attackers", opponent_attacks=True)
    assert not should_pass(no_step_stops, attack)
    assert not should_pass(no_step_stops, Moment(True, False, "attackers", ending_turn=True, opponent_attacks=True))
    assert should_pass(no_step_stops, Moment(True, False, "attackers"))  # nobody attacks: no stop set there
    off = PassPolicy(auto_pass=True, stops_opponent_turn=(), stop_when_opponent_attacks=False)
    assert should_pass(off, attack)
    assert should_pass(no_step_stops, Moment(False, False, "attackers", opponent_attacks=True))  # nothing to do


def test_no_stop_at_the_opponents_declare_attackers_step_when_nothing_attacked() -> None:
    """CR 508.8: nothing attacked, the combat is over; a stop set there asks nothing (issue 35)."""
    stop_there = PassPolicy(auto_pass=True, stops_opponent_turn=("attackers",), stop_when_opponent_attacks=False)
    assert should_pass(stop_there, Moment(True, False, "attackers", opponent_attacks=False))
    assert not should_pass(stop_there, Moment(True, False, "attackers", opponent_attacks=True))
    # In one's own turn the stop stays where it was set (one's own instants before blocks).
    assert not should_pass(PassPolicy(stops_my_turn=("attackers",)), Moment(True, True, "attackers"))


def test_no_stop_at_the_opponents_declare_blockers_step_when_none_of_mine_blocks() -> None:
    stop_there = PassPolicy(auto_pass=True, stops_opponent_turn=("blockers",))
    assert should_pass(stop_there, Moment(True, False, "blockers", i_block=False))
    assert not should_pass(stop_there, Moment(True, False, "blockers", i_block=True))
    assert not should_pass(PassPolicy(stops_my_turn=("blockers",)), Moment(True, True, "blockers", i_block=False))


def test_a_declaration_with_nothing_to_declare_is_made_by_itself() -> None:
    from mtgdesk.engine import actions as A
    from mtgdesk.engine.decisions import Decision, DecisionKind, Question

    never = lambda legal: Moment(True, True, "main1")  # noqa: E731 - not asked outside a priority
    blockers = Decision(1, DecisionKind.BLOCKERS, Question.DECLARE_BLOCKERS)
    assert automatic_action(blockers, [A.FinishBlockers(1)], POLICY, moment=never) == A.FinishBlockers(1)
    assert automatic_action(blockers, [A.DeclareBlocker(1, 5, 9), A.FinishBlockers(1)], POLICY, moment=never) is None
    attackers = Decision(0, DecisionKind.ATTACKERS, Question.DECLARE_ATTACKERS)
    legal = [A.DeclareAttacker(0, 4), A.FinishAttackers(0)]
    assert automatic_action(attackers, legal, POLICY, moment=never) is None
    assert automatic_action(attackers, legal, POLICY, moment=never, ending_turn=True) == A.FinishAttackers(0)
    pay = Decision(0, DecisionKind.PAY, Question.PAY)
    assert automatic_action(pay, [A.PayAuto(0)], POLICY, moment=never) == A.PayAuto(0)
    assert automatic_action(pay, [A.PayAuto(0)], PassPolicy(auto_pay=False), moment=never) is None
    # One spell dropped with Shift is paid by hand, whatever the settings.
    assert automatic_action(pay, [A.PayAuto(0)], POLICY, moment=never, pay_by_hand=True) is None


def test_a_priority_is_passed_as_the_policy_says() -> None:
    from mtgdesk.engine import actions as A
    from mtgdesk.engine.decisions import Decision, DecisionKind, Question

    priority = Decision(1, DecisionKind.PRIORITY, Question.PRIORITY)
    quiet = lambda legal: Moment(len(legal) > 1, False, "attackers", opponent_attacks=False)  # noqa: E731
    assert automatic_action(priority, [A.PassPriority(1), A.CastSpell(1, 3)], POLICY, moment=quiet) == A.PassPriority(1)
    loud = lambda legal: Moment(len(legal) > 1, False, "attackers", opponent_attacks=True)  # noqa: E731
    assert automatic_action(priority, [A.PassPriority(1), A.CastSpell(1, 3)], POLICY, moment=loud) is None


def test_a_creature_that_attacks_each_combat_is_chosen_already() -> None:
    statics = {4: frozenset({"attack_requirement"}), 5: frozenset()}
    assert must_attack([4, 5], statics.__getitem__) == [4]
    assert must_attack([5], statics.__getitem__) == []
