"""What the table lights up for the decision at hand, and the arrows of what the player has
declared so far: pure logic, no Qt (unit-tested). The controller gathers the facts; the scene
draws the result.

Colours by job: "playable" (it can act now), "attacker", "blocker", "target", "choice" (it can
be chosen), "selected" (it was chosen).
"""
from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

from mtgdesk.engine import actions as A
from mtgdesk.engine.decisions import DecisionKind, Question
from mtgdesk.engine.objects import PlayerRef


@dataclass(frozen=True)
class Collected:
    """What the player has collected for the decision, not submitted yet."""

    attackers: Sequence[int] = ()
    blocks: Sequence[tuple[int, int]] = ()
    block_source: int | None = None
    targets: Sequence[Any] = ()
    selection: Sequence[int] = ()


@dataclass
class Highlights:
    cards: dict[int, str] = field(default_factory=dict)
    players: dict[int, str] = field(default_factory=dict)
    arrows: list[tuple[Any, Any, str]] = field(default_factory=list)


def highlights(decision: Any, legal: Sequence[A.Action], mine: bool, perspective: int, collected: Collected, *,
               is_mana_ability: Callable[[int, int], bool], attackers: Sequence[int], stack_top: int | None,
               hand: Sequence[int]) -> Highlights:
    """The highlights and arrows for ``decision``: ``mine`` when the player at the table makes
    it (then ``legal`` are their legal actions); ``attackers`` are the declared attackers of the
    combat, ``stack_top`` the object on top of the stack, ``hand`` the player's hand."""
    out = Highlights()
    cards, arrows = out.cards, out.arrows
    kind = decision.kind
    if not mine:
        if kind is DecisionKind.BLOCKERS:
            arrows += [(oid, PlayerRef(decision.player), "attack") for oid in attackers]
        return out
    if kind is DecisionKind.PRIORITY:
        for a in legal:
            if isinstance(a, (A.PlayLand, A.CastSpell)):
                cards[a.card] = "playable"
            elif isinstance(a, A.ActivateAbility) and not is_mana_ability(a.source, a.index):
                cards[a.source] = "playable"
    elif kind is DecisionKind.PAY:
        for a in legal:
            if isinstance(a, A.ActivateAbility):
                cards[a.source] = "playable"
    elif kind is DecisionKind.ATTACKERS:
        for a in legal:
            if isinstance(a, A.DeclareAttacker):
                cards[a.creature] = "playable"
        for c in collected.attackers:
            cards[c] = "attacker"
            arrows.append((c, PlayerRef(1 - perspective), "attack"))
    elif kind is DecisionKind.BLOCKERS:
        for a in legal:
            if isinstance(a, A.DeclareBlocker):
                cards.setdefault(a.blocker, "playable")
        for oid in attackers:
            cards[oid] = "attacker"
            arrows.append((oid, PlayerRef(perspective), "attack"))
        for b, blocked in collected.blocks:
            cards[b] = "blocker"
            arrows.append((b, blocked, "block"))
        if collected.block_source is not None:
            cards[collected.block_source] = "selected"
    elif kind is DecisionKind.TARGETS:
        index = len(collected.targets)
        if index < len(decision.options):
            for t in decision.options[index]:
                if isinstance(t, PlayerRef):
                    out.players[t.index] = "target"
                else:
                    cards[t] = "target"
        if stack_top is not None:
            arrows += [(stack_top, t, "target") for t in collected.targets]
    elif kind is DecisionKind.DISCARD or (kind is DecisionKind.CHOICE and decision.question is Question.BOTTOM):
        choices = decision.options if kind is DecisionKind.DISCARD and decision.options else hand
        for c in choices:
            cards[c] = "choice"
        for c in collected.selection:
            cards[c] = "selected"
    elif kind is DecisionKind.ASSIGN_DAMAGE:
        for r in decision.options:  # CR 510.1c-d: the blockers (and with trample the player) to click
            if isinstance(r, PlayerRef):
                out.players[r.index] = "target"
            else:
                cards[r] = "target"
    elif kind is DecisionKind.CHOICE and decision.question is Question.LEGEND_RULE:
        for o in decision.options:
            cards[o] = "choice"
    return out
