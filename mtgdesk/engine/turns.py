"""Turn structure and priority (CR 103.5, 117, 500-514).

``advance_step`` ends the current step and begins the next one with its turn-based actions;
passing priority (CR 117.3d-4) resolves the top of the stack or ends the step.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from . import actions as A
from . import events as E
from . import fastpaths
from . import sba
from .decisions import DecisionKind, Question
from .errors import IllegalAction
from .abilities import StaticAbility
from .combat import Combat, deal_combat_damage
from .filters import parse_filter
from .layer_reads import statics_read_status
from .handlers import handles, resumes
from .objects import Zone
from .replacement import end_of_turn
from .resolution import resolve_top
from .steps import TURN_ORDER, Phase, Step

if TYPE_CHECKING:
    from .game import Game

#: The number of cards a player draws as the game starts, and draws again after a mulligan (CR
#: 103.5); a player's maximum hand size (CR 402.2, 514.1).
HAND_SIZE = 7


def empty_pools(game: "Game", phase_ended: bool) -> None:
    """Mana empties at the end of each step and phase (CR 106.4, 500.4). Under the classic
    variant (2005 rules 300.3) it empties only when a phase ends, and each unspent mana costs
    its owner 1 life (mana burn)."""
    if game.variant == "classic" and not phase_ended:
        return
    for p in game.players:
        total = sum(p.pool)
        if total:
            p.pool[:] = [0, 0, 0, 0, 0, 0]
            burned = total if game.variant == "classic" else 0
            game.emit(E.ManaEmptied(p.index, burned))
            if burned:
                game.change_life(p.index, -burned)


def _next_index(game: "Game") -> int | None:
    """The index in this turn's steps of the step after the current one, skipping combat steps
    that don't happen (CR 508.8, 510.4), or None at the end of the turn."""
    steps = game.turn_steps
    i = game.step_index + 1
    while i < len(steps):
        nxt = steps[i]
        if nxt in (Step.BLOCKERS, Step.DAMAGE, Step.FIRST_STRIKE_DAMAGE):
            combat = game.combat
            if combat is None or not combat.attackers_declared_any:
                i += 1  # CR 508.8: no attackers, skip to the end of combat step
                continue
            if nxt is Step.FIRST_STRIKE_DAMAGE and not combat.has_first_strike(game):
                i += 1  # CR 510.4: only with first or double strike in combat
                continue
        return i
    return None


def advance_step(game: "Game") -> None:
    """End the current step and begin the next, performing its turn-based actions."""
    old = game.step
    if old is Step.CLEANUP and game.cleanup_again:
        game.cleanup_again = False
        empty_pools(game, False)
        begin_step(game, Step.CLEANUP)  # CR 514.3a: another cleanup step
        return
    i = _next_index(game)
    nxt = game.turn_steps[i] if i is not None else None
    phase_ended = nxt is None or nxt.phase is not old.phase
    empty_pools(game, phase_ended)
    if old is Step.END_COMBAT:
        game.combat = None  # CR 511.3: creatures are removed from combat
        ended = False
        if game.effects:  # and "until end of combat" effects end
            kept = [e for e in game.effects if e.until != "end_of_combat"]
            ended = len(kept) < len(game.effects) or not fastpaths.ENABLED
            game.effects = kept
        if ended or statics_read_status(game):
            game._dirty()  # (or a static ability may see which creatures are in combat)
        for o in game.permanents():
            o.attacking = False
            o.blocking = ()
            o.blocked = False
    if i is None:
        game.turn += 1
        # CR 500.7: an extra turn is taken after this one; otherwise the next player's turn.
        game.active = game.extra_turns.pop(0) if game.extra_turns else 1 - game.active
        game.turn_steps = list(TURN_ORDER)
        game.attacked_this_turn = []
        game.turn_record = {}
        i = 0
    i = _skip(game, i)
    game.step_index = i
    begin_step(game, game.turn_steps[i])


def _skip(game: "Game", i: int) -> int:
    """CR 614.10: steps and phases that an effect said to skip ("skips their next combat
    phase", "skips their next untap step") are skipped, each entry once."""
    if not game.skipped:
        return i
    steps = game.turn_steps
    while i < len(steps) - 1:
        step = steps[i]
        entry = next((e for e in game.skipped if e[0] == game.active and e[1] in (step.value, step.phase.value)), None)
        if entry is None:
            return i
        game.skipped.remove(entry)
        game.emit(E.StepSkipped(game.active, entry[1]))
        if entry[1] == step.phase.value:
            phase = step.phase
            while i < len(steps) - 1 and steps[i].phase is phase:
                i += 1
        else:
            i += 1
    return i


def begin_step(game: "Game", step: Step) -> None:
    """Begin a step: its turn-based actions, then priority to the active player (CR 117.3a)."""
    game.step = step
    game.passes = 0
    game.emit(E.StepBegan(game.turn, _STEP_VALUE[step], game.active))
    active = game.active
    game.priority = active
    if step is Step.UNTAP:
        # CR 302.6: the active player has now controlled their permanents since the turn began.
        for p in game.players:
            p.lands_played = 0
            p.extra_land_plays = 0
        for o in game.permanents(active):
            o.sick = False
        game.priority = None  # CR 502.4: no player receives priority
        if any(not game.objects[i].tapped and _states_untap_rule(game.characteristics(i), "choose_type")
               for i in game.battlefield):
            # "As long as [it] is untapped, each player chooses artifact, creature, or land during
            # their untap step": the active player chooses as they determine what untaps (502.3).
            game.require(active, DecisionKind.CHOICE, Question.UNTAP_TYPE, options=UNTAP_TYPES)
            return
        untap_permanents(game, None)
    elif step is Step.DRAW:
        if not (game.turn == 1 and active == game.starting_player):  # CR 103.8a
            _may_ask_in(game, step)
            game.draw(active)  # CR 504.1
    elif step is Step.BEGIN_COMBAT:
        game.combat = Combat(defender=1 - active)
    elif step is Step.ATTACKERS:
        if game.combat is None:
            game.combat = Combat(defender=1 - active)
        game.priority = None
        game.require(active, DecisionKind.ATTACKERS, Question.DECLARE_ATTACKERS)  # CR 508.1
        game.priority = active
    elif step is Step.BLOCKERS:
        game.require(game.combat.defender, DecisionKind.BLOCKERS, Question.DECLARE_BLOCKERS)  # CR 509.1
    elif step in (Step.FIRST_STRIKE_DAMAGE, Step.DAMAGE):
        _may_ask_in(game, step)
        deal_combat_damage(game, first_strike=step is Step.FIRST_STRIKE_DAMAGE)  # CR 510
    elif step is Step.CLEANUP:
        cleanup(game)


@dataclass(frozen=True)
class StepActions:
    """The turn-based action of a step that has begun (the draw, combat damage), carried out
    after a checkpoint (``Game.checkpoint``). Not an action of the rules (actions.py): a player
    can't take it (``Game.apply`` refuses it, CR 117.1)."""

    step: Step


def _may_ask_in(game: "Game", step: Step) -> None:
    """The step's turn-based action is performed in that step (CR 504.1, 510.1-510.2): where a
    replacement or prevention effect may ask a question as it is performed (CR 616.1), the
    question is asked in this step, not before it began."""
    if (game.replacements or game.has_static_sources()) and game._may_ask():
        game.checkpoint(StepActions(step))


@resumes(StepActions)
def _step_actions(game: "Game", action: StepActions) -> None:
    if action.step is Step.DRAW:
        game.draw(game.active)
    else:
        deal_combat_damage(game, first_strike=action.step is Step.FIRST_STRIKE_DAMAGE)


#: The types a player may choose to untap ("artifact, creature, or land").
UNTAP_TYPES = ("artifact", "creature", "land")


def untap_permanents(game: "Game", only: str | None) -> None:
    """CR 502.3: the active player determines which permanents they control untap, then untaps
    them all at once; ``only`` is the type chosen for "can untap only permanents of the chosen
    type this step". A player who controls a permanent with "Untap all permanents you control
    during each other player's untap step" untaps theirs at the same time; that step isn't their
    own untap step, so "doesn't untap during its controller's untap step" doesn't hold them."""
    active = game.active
    # "don't untap during their next untap step" (Exhaustion): used up by this step.
    held = [e for e in game.skipped if e[0] == active and e[1].startswith("untap_of:")]
    for e in held:
        game.skipped.remove(e)
    filters = [parse_filter(e[1].split(":", 1)[1]) for e in held]
    chosen = parse_filter(only) if only is not None else None
    others = {game.objects[i].controller for i in game.battlefield if game.objects[i].controller != active
              and _states_untap_rule(game.characteristics(i), "untap_during_others")}
    held_by = untap_rules(game)  # "Creatures with power 3 or greater don't untap ..." (CR 502.3)
    untapping = []
    for o in game.permanents(active):
        if not o.tapped:
            continue  # nothing to untap
        if "doesnt_untap" not in game.characteristics(o.id).statics and not any(
                f.matches(game, o.id, controller=active) for f in filters) and not any(
                f.matches(game, o.id, source_id=src, controller=c) for src, c, f in held_by) \
                and (chosen is None or chosen.matches(game, o.id, controller=active)):
            untapping.append(o.id)
    for p in sorted(others):
        untapping.extend(o.id for o in game.permanents(p))
    for oid in untapping:
        game.untap(oid)


def answer_untap_type(game: "Game", option: str) -> None:
    """The type chosen in the untap step (``UNTAP_TYPES``); the step goes on."""
    if option not in UNTAP_TYPES:
        raise IllegalAction("502.3", "not_an_option", option=option)
    game.clear_requirement()
    untap_permanents(game, option)
def _states_untap_rule(ch: Any, rule: str) -> bool:
    """Whether characteristics ``ch`` have an ``untap_step`` static ability stating ``rule``."""
    return "untap_step" in ch.statics and any(
        isinstance(ab, StaticAbility) and ab.kind == "untap_step" and ab.get("rule") == rule for ab in ch.abilities)


def untap_rules(game: "Game") -> list[tuple[int, int, Any]]:
    """The static abilities that keep permanents matching a filter from untapping ("Creatures
    with power 3 or greater don't untap during their controllers' untap steps"), as (source,
    its controller, filter); matched with each permanent's characteristics as the step untaps."""
    out = []
    for i in game.battlefield:
        ch = game.characteristics(i)
        if "untap_step" in ch.statics:
            for ab in ch.abilities:
                if isinstance(ab, StaticAbility) and ab.kind == "untap_step" and ab.get("rule") == "dont_untap":
                    out.append((i, game.objects[i].controller, parse_filter(ab.get("affected"))))
    return out


def cleanup(game: "Game") -> None:
    """CR 514.1: the active player discards down to their maximum hand size; then 514.2."""
    p = game.players[game.active]
    excess = len(p.hand) - p.max_hand_size
    if excess > 0 and any(game.objects[i].controller == p.index
                          and game.characteristics(i).gives_controller("no_maximum_hand_size")
                          for i in game.battlefield):
        excess = 0  # CR 402.2: no maximum hand size
    if excess > 0:
        game.require(game.active, DecisionKind.DISCARD, Question.DISCARD_TO_HAND_SIZE, options=tuple(p.hand),
                     count=excess)
        return
    finish_cleanup(game)


def finish_cleanup(game: "Game") -> None:
    """CR 514.2: damage wears off and "until end of turn" effects end; no priority (514.3),
    unless state-based actions are performed or triggered abilities wait then (514.3a: a
    discard to hand size that triggers Megrim, a creature that dies as an effect ends): those
    go on the stack in this step, the active player receives priority, and once all pass with
    an empty stack another cleanup step follows (``pass_priority``)."""
    for o in game.permanents():
        o.damage = 0
        o.deathtouched = False
    before = (len(game.effects), len(game.replacements))
    game.effects = [e for e in game.effects if e.until != "end_of_turn"]
    end_of_turn(game)  # replacement and prevention effects "this turn"
    game.activated_this_turn = []
    game._control_check = True  # "until end of turn" control ends (CR 514.2)
    ending = (len(game.effects), len(game.replacements)) != before or not fastpaths.ENABLED and any(before)
    if ending or statics_read_status(game):
        game._dirty()  # with no effect ending and no static ability reading damage, no characteristic changes
    game.priority = None
    if sba.check(game) or game.triggered or game.trigger_queue or game.pending is not None:
        game.priority = game.active  # CR 514.3a


@handles(A.PassPriority)
def pass_priority(game: "Game", action: A.PassPriority) -> None:
    """CR 117.3d, 117.4: when all players pass in succession, the top of the stack resolves or,
    with an empty stack, the step ends."""
    if game.decision.kind is not DecisionKind.PRIORITY:
        raise IllegalAction("117.1", "no_priority", player=action.player)
    game.emit(E.PriorityPassed(action.player))
    game.passes += 1
    if game.passes < len(game.players):
        game.priority = 1 - action.player
        return
    game.passes = 0
    if game.stack:
        resolve_top(game)  # CR 608.1; the active player then receives priority (117.3b)
    else:
        game.priority = None  # CR 500.2: the step ends
        if game.step is Step.CLEANUP:
            game.cleanup_again = True  # CR 514.3a


@handles(A.Keep, A.Mulligan)
def mulligan(game: "Game", action: A.Action) -> None:
    """London mulligan (CR 103.5): shuffle the hand away and draw seven; once a hand is kept,
    one card per mulligan goes to the bottom of the library."""
    if game.decision.kind is not DecisionKind.MULLIGAN:
        raise IllegalAction("103.5", "not_mulligan_time")
    p = game.players[action.player]
    if isinstance(action, A.Mulligan):
        if p.mulligans >= HAND_SIZE:
            raise IllegalAction("103.5", "no_more_mulligans")
        for c in list(p.hand):
            game.move(c, Zone.LIBRARY)
        game.shuffle(p.index)
        for _ in range(HAND_SIZE):
            game.draw(p.index)
        p.mulligans += 1
        game.emit(E.Mulliganed(p.index, p.mulligans))
        game.require(p.index, DecisionKind.MULLIGAN, Question.MULLIGAN)
        return
    game.clear_requirement()
    if p.mulligans:
        game.require(p.index, DecisionKind.CHOICE, Question.BOTTOM, count=min(p.mulligans, len(p.hand)))
        return
    _kept(game, p.index)


@handles(A.PutOnBottom)
def put_on_bottom(game: "Game", action: A.PutOnBottom) -> None:
    d = game.decision
    if d.kind is not DecisionKind.CHOICE or d.question is not Question.BOTTOM:
        raise IllegalAction("103.5", "not_mulligan_time")
    p = game.players[action.player]
    if len(action.cards) != d.count or len(set(action.cards)) != d.count or any(c not in p.hand for c in action.cards):
        raise IllegalAction("103.5", "bottom_count", count=d.count)
    game.clear_requirement()

    for c in action.cards:
        game.move(c, Zone.LIBRARY, bottom=True)
    _kept(game, p.index)


def _kept(game: "Game", player: int) -> None:
    game.players[player].kept = True
    other = 1 - player
    if not game.players[other].kept:
        game.require(other, DecisionKind.MULLIGAN, Question.MULLIGAN)
        return
    # CR 103.8: the game starts with the starting player's first turn.
    game.turn = 1
    game.active = game.starting_player
    begin_step(game, Step.UNTAP)


@handles(A.Discard)
def discard(game: "Game", action: A.Discard) -> None:
    """Discard the chosen cards to hand size in cleanup (CR 514.1, 701.9); an effect's discard is
    a question ``Game.ask`` asks, answered in ``Game.apply``."""
    d = game.decision
    if d.kind is not DecisionKind.DISCARD or d.question is not Question.DISCARD_TO_HAND_SIZE:
        raise IllegalAction("701.9", "not_discarding")
    if len(action.cards) != d.count or len(set(action.cards)) != len(action.cards):
        rule = "514.1" if d.question is Question.DISCARD_TO_HAND_SIZE else "701.9"
        raise IllegalAction(rule, "discard_count", count=d.count)
    if any(c not in d.options for c in action.cards):
        raise IllegalAction("701.9", "not_in_hand")
    game.clear_requirement()
    for c in action.cards:
        game.discard(c)
    finish_cleanup(game)


__all__ = ["advance_step", "begin_step", "empty_pools", "Phase"]


#: Each step's name, read once (an Enum's ``value`` is a slow property lookup).
_STEP_VALUE: dict[Step, str] = {s: s.value for s in Step}
