"""A random player: picks among the legal actions, for soak tests and ``mtgdesk sim``."""
from __future__ import annotations

import random
from typing import Any, cast

from ..engine import actions as A
from ..engine.decisions import Decision, DecisionKind, Question


class RandomPlayer:
    """Chooses uniformly among the legal actions, with two conventions that keep games
    meaningful: it pays costs automatically, and at priority it takes a non-mana action (play a
    land, cast, activate) with probability ``eagerness`` when there is one, and passes otherwise.
    Activating a mana ability alone, at priority, would only waste the mana."""

    def __init__(self, seed: int = 0, eagerness: float = 0.8, aggression: float = 0.7,
                 blocking: float = 0.4) -> None:
        self.rng = random.Random(seed)
        self.eagerness = eagerness
        self.aggression = aggression
        self.blocking = blocking
        self._plan: tuple[Any, set[Any]] | None = None

    def choose(self, view: Any, decision: Decision) -> A.Action:
        kind = decision.kind
        if kind is DecisionKind.PRIORITY and decision.player == view.player:
            # (Asked without listing every action: mana abilities aren't listed unless needed.)
            if view.only_pass() or self.rng.random() >= self.eagerness:
                return A.PASSES[decision.player]
            useful: list[A.Action] = view.non_mana_actions()
            if useful:
                return self.rng.choice(useful)
            return A.PASSES[decision.player]
        legal: list[A.Action] = view.legal_actions()
        if not legal:
            raise RuntimeError(f"no legal action for {decision}")
        if kind is DecisionKind.PAY:
            for a in legal:
                if isinstance(a, A.PayAuto):
                    return a
            return legal[-1]  # can't pay after all: take the cast back (CR 726)
        if kind in (DecisionKind.TARGETS,) or decision.question is Question.X:
            choices = [a for a in legal if not isinstance(a, A.CancelCasting)]
            return self.rng.choice(choices or legal)
        if kind is DecisionKind.ATTACKERS or kind is DecisionKind.BLOCKERS:
            return self._declare(view, kind, legal)
        if kind is DecisionKind.MULLIGAN:
            return legal[0] if self.rng.random() < 0.85 else legal[-1]
        return self.rng.choice(legal)


    def _declare(self, view: Any, kind: DecisionKind, legal: list[A.Action]) -> A.Action:
        """Each able creature attacks with probability ``aggression``; each able blocker blocks
        a random attacker with probability ``blocking``. The plan is drawn once per declaration;
        requirements (CR 508.1d, 509.1c) may add more: then finishing isn't offered yet."""
        finish = [a for a in legal if isinstance(a, (A.FinishAttackers, A.FinishBlockers))]
        adds: list[Any] = [a for a in legal if isinstance(a, (A.DeclareAttacker, A.DeclareBlocker))]
        key = (view.turn, kind)
        if self._plan is None or self._plan[0] != key:
            chosen: set[Any] = set()
            if kind is DecisionKind.ATTACKERS:
                for a in adds:
                    if self.rng.random() < self.aggression:
                        chosen.add(a.creature)
            else:
                for b in sorted({a.blocker for a in adds}):
                    if self.rng.random() < self.blocking:
                        chosen.add(b)
            self._plan = (key, chosen)
        chosen = self._plan[1]
        if kind is DecisionKind.ATTACKERS:
            for a in adds:
                if a.creature in chosen:
                    chosen.discard(a.creature)
                    return cast(A.Action, a)
        else:
            options = [a for a in adds if a.blocker in chosen]
            if options:
                pick = self.rng.choice(options)
                chosen.discard(pick.blocker)
                return cast(A.Action, pick)
        if finish:
            return finish[0]
        return cast(A.Action, self.rng.choice(adds))
