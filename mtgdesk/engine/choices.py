"""Choices of several objects, never answered by a list of combinations (issue 31).

A decision that asks for N objects among M (the cards to discard, CR 701.9 and 514.1; the cards
to put on the bottom after a mulligan, 103.5; one target for each of several requirements,
601.2c) is answered in one of two ways, both checked directly:

* the action that names the whole choice (``Discard``, ``PutOnBottom``, ``ChooseTargets``),
  which ``Game.apply`` and ``Game.refusal`` check against the rules without listing anything;
* a sequence of single picks (``Pick``): each pick is kept on the decision (its ``picked``
  data, part of the game's state), and the last one makes the whole choice.

``legal_actions()`` lists the whole choice only where there is one way to make it or the choice
is of one object; otherwise it lists the single picks (at most M actions). The combat damage
assignment (CR 510.1c-d) lists a few assignments (``damage_assignments``) and checks any other
directly (``combat.assignment_refusal``).
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

from . import actions as A
from .decisions import Decision, DecisionKind, Question
from .errors import IllegalAction
from .handlers import HANDLERS, handles, refuses
from .combat import lethal_damage
from .objects import PlayerRef
from .targets import target_specs_being_cast

if TYPE_CHECKING:
    from .game import Game


def _picked(d: Decision) -> tuple[Any, ...]:
    found = d.get("picked", ())
    return found if isinstance(found, tuple) else ()


def _pool(game: "Game", d: Decision) -> tuple[Any, ...]:
    """The objects a discard or a "put on the bottom" is chosen among."""
    if d.kind is DecisionKind.DISCARD:
        return d.options
    return tuple(game.players[d.player].hand)  # CR 103.5: cards of the hand


def _rule(d: Decision) -> str:
    if d.kind is DecisionKind.DISCARD:
        return "514.1" if d.question is Question.DISCARD_TO_HAND_SIZE else "701.9"
    if d.kind is DecisionKind.TARGETS:
        return "601.2c"
    return "103.5"


def is_several(game: "Game", d: Decision) -> bool:
    """Whether ``d`` asks for several objects and is answered by picks in ``legal_actions()``."""
    if d.kind is DecisionKind.TARGETS:
        return len(d.options) > 1
    if d.kind is DecisionKind.DISCARD or (d.kind is DecisionKind.CHOICE and d.question is Question.BOTTOM):
        return 1 < d.count < len(_pool(game, d)) or bool(_picked(d))
    return False


def _specs(game: "Game") -> tuple[Any, ...]:
    c = game.casting
    if c is None:
        return ()
    return tuple(target_specs_being_cast(game.objects[c.object_id], c))


def pick_candidates(game: "Game", d: Decision) -> list[Any]:
    """What may be picked next: a card not picked yet, or a target for the next requirement
    that isn't already a target of the same "target" word (CR 115.3)."""
    picked = _picked(d)
    if d.kind is DecisionKind.TARGETS:
        k = len(picked)
        if k >= len(d.options):
            return []
        specs = _specs(game)
        if len(specs) != len(d.options):
            return list(d.options[k])
        group = specs[k].group
        taken = {t for spec, t in zip(specs, picked) if t is not None and spec.group == group}
        return [t for t in d.options[k] if t is None or t not in taken]
    chosen = set(picked)
    return [o for o in _pool(game, d) if o not in chosen]


@refuses(A.Pick)
def pick_refusal(game: "Game", action: A.Pick) -> IllegalAction | None:
    """Why a single pick would be refused (the rule of the choice it is part of), or None."""
    d = game.decision
    if not is_several(game, d):
        return IllegalAction("117.1", "not_an_option", option=action.option)
    picked = _picked(d)
    option = action.option
    if d.kind is DecisionKind.TARGETS:
        k = len(picked)
        if k >= len(d.options) or option not in d.options[k]:
            return IllegalAction("601.2c", "illegal_target", kind="")
        specs = _specs(game)
        if option is not None and len(specs) == len(d.options):
            group = specs[k].group
            if any(t == option and spec.group == group for spec, t in zip(specs, picked)):
                return IllegalAction("115.3", "same_target_twice")
        return None
    if option in picked:
        return IllegalAction(_rule(d), "not_an_option", option=option)
    if option not in _pool(game, d):
        return IllegalAction("701.9" if d.kind is DecisionKind.DISCARD else "103.5",
                             "not_in_hand", option=option)
    return None


@handles(A.Pick)
def pick(game: "Game", action: A.Pick) -> None:
    """One pick of several: kept on the decision, or, the last one, the whole choice made (the
    action naming it carried out, with its own checks)."""
    refusal = pick_refusal(game, action)
    if refusal is not None:
        raise refusal
    d = game.decision
    picked = _picked(d) + (action.option,)
    data = dict(d.data)
    data.pop("picked", None)
    need = len(d.options) if d.kind is DecisionKind.TARGETS else d.count
    if len(picked) < need:
        game.require(d.player, d.kind, d.question, d.options, d.count, picked=picked, **data)
        return
    game.require(d.player, d.kind, d.question, d.options, d.count, **data)
    whole: A.Action
    if d.kind is DecisionKind.TARGETS:
        whole = A.ChooseTargets(d.player, picked)
    elif d.kind is DecisionKind.DISCARD:
        whole = A.Discard(d.player, picked)
    else:
        whole = A.PutOnBottom(d.player, picked)

    HANDLERS[type(whole)](game, whole)


@refuses(A.Discard)
def discard_refusal(game: "Game", action: A.Discard) -> IllegalAction | None:
    """CR 701.9 (514.1 to hand size): exactly the number asked, different cards, each one of
    those the decision offers; checked directly."""
    d = game.decision
    if d.kind is not DecisionKind.DISCARD:
        return IllegalAction("701.9", "not_discarding")
    cards = action.cards
    if len(cards) != d.count or len(set(cards)) != len(cards):
        return IllegalAction(_rule(d), "discard_count", count=d.count)
    offered = set(d.options)
    if any(c not in offered for c in cards):
        return IllegalAction("701.9", "not_in_hand")
    return None


@refuses(A.PutOnBottom)
def bottom_refusal(game: "Game", action: A.PutOnBottom) -> IllegalAction | None:
    """CR 103.5: after a mulligan, exactly that many different cards of the hand."""
    d = game.decision
    if d.kind is not DecisionKind.CHOICE or d.question is not Question.BOTTOM:
        return IllegalAction("103.5", "not_mulligan_time")
    hand = set(game.players[action.player].hand)
    cards = action.cards
    if len(cards) != d.count or len(set(cards)) != d.count or any(c not in hand for c in cards):
        return IllegalAction("103.5", "bottom_count", count=d.count)
    return None


def several_actions(game: "Game", d: Decision, p: int) -> list[A.Action] | None:
    """The actions listed for a discard or a "put on the bottom": the whole choice when there
    is one way to make it or one card to choose, else the single picks; None for other
    decisions."""
    if d.kind is DecisionKind.DISCARD:
        whole: Any = A.Discard
    elif d.kind is DecisionKind.CHOICE and d.question is Question.BOTTOM:
        whole = A.PutOnBottom
    else:
        return None
    if is_several(game, d):
        return [A.Pick(p, o) for o in pick_candidates(game, d)]
    pool = _pool(game, d)
    if d.count >= len(pool):
        return [whole(p, tuple(pool))]
    if d.count == 1:
        return [whole(p, (o,)) for o in pool]
    return [whole(p, ())] if d.count == 0 else []


def damage_assignments(game: "Game", d: Decision) -> list[tuple[tuple[Any, int], ...]]:
    """A few ways to divide an attacker's combat damage (CR 510.1c-d), never every way: first,
    lethal damage to each blocker in order and the rest to the last one (to the player with
    trample, CR 702.19b); then lethal damage to the blockers easiest to destroy first (as many
    destroyed as can be), the rest to the player with trample or to the last one given damage;
    then, without trample, all of it to each blocker in turn. Any other division is checked
    directly by ``apply``. At most one assignment per recipient, plus two."""
    attacker = d.get("attacker")
    recipients = d.options
    power = d.count
    blockers = [r for r in recipients if not isinstance(r, PlayerRef)]
    player = next((r for r in recipients if isinstance(r, PlayerRef)), None)
    lethal = {b: lethal_damage(game, b, attacker) for b in blockers}
    out: list[tuple[tuple[Any, int], ...]] = []
    seen: set[tuple[tuple[Any, int], ...]] = set()

    def add(given: dict[Any, int]) -> None:
        found = tuple((r, given.get(r, 0)) for r in recipients)
        if found not in seen:
            seen.add(found)
            out.append(found)

    def in_order(order: list[Any], rest_to_player: bool) -> dict[Any, int]:
        given: dict[Any, int] = {}
        left = power
        last = None
        for b in order:
            if not left:
                break
            n = min(lethal[b], left)
            given[b] = n
            last = b
            left -= n
        if left:
            if rest_to_player and player is not None and all(given.get(b, 0) >= lethal[b] for b in blockers):
                given[player] = given.get(player, 0) + left
            elif last is not None:
                given[last] += left
            elif player is not None:
                given[player] = left
        return given

    add(in_order(blockers, True))
    add(in_order(sorted(blockers, key=lambda b: lethal[b]), True))
    if player is not None and blockers:
        add(in_order(blockers, False))  # trample, yet all of it to the blockers
    else:
        for b in blockers:
            add({b: power})
    return out
