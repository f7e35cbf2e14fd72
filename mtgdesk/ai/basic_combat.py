"""The easy player's combat (``basic.BasicPlayer``): the arithmetic of a fight (CR 510: who
deals damage first, who dies) and the declarations worked out once and made one action at a time
(attackers, CR 508; blockers, 509; the division of combat damage, 510.1c)."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ..engine import actions as A
from ..engine.abilities import StaticAbility
from ..engine.objects import PlayerRef
from ..engine.view import CardView
from . import facts
from .facts import characteristics, creature_worth, keywords

# ---------------------------------------------------------------------- combat arithmetic

def can_block(view: Any, blocker: CardView, attacker: CardView) -> bool:
    """Whether ``blocker`` may block ``attacker``, from their current characteristics
    (CR 509.1b: flying 702.9b, fear 702.36b, landwalk 702.14c, protection 702.16e)."""
    bk, ak = keywords(view, blocker.id), keywords(view, attacker.id)
    if blocker.tapped or "cant_block" in bk or "cant_be_blocked" in ak:
        return False
    if "flying" in ak and not ({"flying", "reach"} & bk):
        return False
    bch, ach = characteristics(view, blocker.id), characteristics(view, attacker.id)
    if "fear" in ak and not ("Artifact" in bch.types or "B" in bch.colors):
        return False
    if "cant_be_blocked_except_by" in ak:
        needed = {s.get("filter") for s in ach.abilities if isinstance(s, StaticAbility)
                  and s.kind == "cant_be_blocked_except_by"}
        if not needed <= bk:
            return False
    if "landwalk" in ak:
        land_types = set(ach.keyword_params("landwalk"))
        for p in view.battlefield():
            if p.controller == blocker.controller and land_types & set(characteristics(view, p.id).subtypes):
                return False
    return not ("protection" in ak and set(ach.keyword_params("protection")) & set(bch.colors))


def _strikes_first(view: Any, cv: CardView) -> bool:
    return bool({"first_strike", "double_strike"} & keywords(view, cv.id))


def _health(cv: CardView) -> int:
    return (cv.toughness or 0) - cv.damage


def fight(view: Any, attacker: CardView, blocker: CardView, attacker_bonus: tuple[int, int] = (0, 0),
          blocker_bonus: tuple[int, int] = (0, 0)) -> tuple[bool, bool]:
    """(attacker dies, blocker dies) in a one-on-one fight, counting first strike (CR 510.4)."""
    a_power = (attacker.power or 0) + attacker_bonus[0]
    a_health = _health(attacker) + attacker_bonus[1]
    b_power = (blocker.power or 0) + blocker_bonus[0]
    b_health = _health(blocker) + blocker_bonus[1]
    a_first, b_first = _strikes_first(view, attacker), _strikes_first(view, blocker)
    blocker_dies = a_power >= b_health
    attacker_dies = b_power >= a_health
    if a_first and not b_first and blocker_dies:
        attacker_dies = False
    if b_first and not a_first and attacker_dies:
        blocker_dies = False
    return attacker_dies, blocker_dies


def _creatures(view: Any, controller: int | None = None) -> list[CardView]:
    return [c for c in view.battlefield() if facts.is_creature(view, c.id)
            and (controller is None or c.controller == controller)]



@dataclass
class _Plan:
    """A declaration worked out once and then made one action at a time."""

    key: tuple[Any, ...]
    actions: list[A.Action]


class CombatPlanner:
    """The declarations of combat, for ``BasicPlayer``: a plan worked out once per declaration
    (``_plan``), then made one action at a time."""

    _plan: _Plan | None


    def _declare(self, view: Any, legal: list[A.Action], attackers: bool) -> A.Action | None:
        finish_type = A.FinishAttackers if attackers else A.FinishBlockers
        finish = next((a for a in legal if isinstance(a, finish_type)), None)
        adds = [a for a in legal if not isinstance(a, finish_type)]
        key = (view.turn, view.step, attackers)
        if self._plan is None or self._plan.key != key:
            planned = self._plan_attack(view, adds) if attackers else self._plan_blocks(view, adds)
            self._plan = _Plan(key, planned)
        while self._plan.actions:
            a = self._plan.actions.pop(0)
            if a in legal:
                return a
        if finish is not None:
            self._plan = None  # an extra combat this turn (CR 500.8) is planned afresh
            return finish
        # A requirement is not met yet (CR 508.1d: a creature that attacks each combat): meet
        # it with the creature that carries it, not another.
        required = [a for a in adds if isinstance(a, A.DeclareAttacker)
                    and "attack_requirement" in keywords(view, a.creature)]
        return (required or adds or [None])[0]

    def _plan_attack(self, view: Any, adds: list[A.Action]) -> list[A.Action]:
        me, opp = view.player, 1 - view.player
        by_id = {p.id: p for p in view.battlefield()}
        mine = [by_id[a.creature] for a in adds if isinstance(a, A.DeclareAttacker) and a.creature in by_id]
        theirs = _creatures(view, opp)
        blockers = [p for p in theirs if not p.tapped and "cant_block" not in keywords(view, p.id)]
        their_power = sum(p.power or 0 for p in theirs if "cant_attack" not in keywords(view, p.id))
        my_life, their_life = view.life(me), view.life(opp)

        chosen: list[CardView] = []
        for a in mine:
            able = [b for b in blockers if can_block(view, b, a)]
            safe = True
            for b in able:
                a_dies, b_dies = fight(view, a, b)
                if a_dies and not (b_dies and creature_worth(view, b) >= creature_worth(view, a)):
                    safe = False
                    break
            if safe or "attack_requirement" in keywords(view, a.id):
                chosen.append(a)
        # All in when the blockers can't stop enough damage to keep the opponent alive.
        total = sorted((a.power or 0 for a in mine), reverse=True)
        if total and sum(total[len(blockers):]) >= their_life:
            chosen = mine
        # Keep defenders home when the opponent threatens lethal damage back.
        elif their_power >= my_life:
            def vigilant(c: CardView) -> bool:
                return "vigilance" in keywords(view, c.id)

            home = [a for a in mine if a not in chosen or vigilant(a)]
            needed = sorted(mine, key=lambda c: creature_worth(view, c), reverse=True)
            keep = [a for a in needed if not vigilant(a) and "attack_requirement" not in keywords(view, a.id)]
            keep = keep[:max(0, len(blockers) + 1 - len(home))]
            chosen = [a for a in chosen if a not in keep]
        return [A.DeclareAttacker(me, a.id) for a in chosen]

    def _plan_blocks(self, view: Any, adds: list[A.Action]) -> list[A.Action]:
        me = view.player
        by_id = {p.id: p for p in view.battlefield()}
        options: dict[int, list[int]] = {}
        for a in adds:
            if isinstance(a, A.DeclareBlocker):
                options.setdefault(a.attacker, []).append(a.blocker)
        attackers = sorted((by_id[i] for i in options if i in by_id), key=lambda c: -(c.power or 0))
        incoming = sum(p.power or 0 for p in by_id.values() if p.attacking and p.controller != me)
        life = view.life(me)
        used: set[int] = set()
        plan: list[A.Action] = []
        def worth(c: CardView) -> float:
            return creature_worth(view, c)

        for attacker in attackers:
            candidates = [by_id[b] for b in options[attacker.id] if b not in used and b in by_id]
            best: tuple[float, CardView] | None = None
            for b in candidates:
                a_dies, b_dies = fight(view, attacker, b)
                if a_dies and not b_dies:
                    value = 10 + worth(attacker)
                elif not b_dies:
                    value = 5.0
                elif a_dies and worth(attacker) >= worth(b):
                    value = 3 + worth(attacker) - worth(b)
                else:
                    continue
                if best is None or value > best[0]:
                    best = (value, b)
            if best is None and candidates and incoming >= life:
                best = (0.0, min(candidates, key=worth))  # chump block to survive
            if best is not None:
                used.add(best[1].id)
                incoming -= attacker.power or 0
                plan.append(A.DeclareBlocker(me, best[1].id, attacker.id))
        return plan

    def _assign(self, view: Any, legal: list[A.Action]) -> A.Action | None:
        """Kill as many blockers as possible, then send the rest to the player (trample)."""
        options = [a for a in legal if isinstance(a, A.AssignCombatDamage)]
        if not options:
            return None
        by_id = {p.id: p for p in view.battlefield()}

        def score(a: A.AssignCombatDamage) -> tuple[int, int]:
            kills = to_player = 0
            for recipient, n in a.assignment:
                if isinstance(recipient, PlayerRef):
                    to_player += n
                elif recipient in by_id and n >= _health(by_id[recipient]):
                    kills += 1
            return kills, to_player

        return max(options, key=score)
