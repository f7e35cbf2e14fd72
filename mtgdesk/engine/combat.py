"""Combat (CR 506-511): declaring attackers and blockers, combat damage.

Keyword abilities that change combat (flying, reach, first strike, ...) are read from the
creatures' characteristics; the restrictions they impose are named by their rule numbers.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from . import actions as A
from . import events as E
from .decisions import DecisionKind
from .errors import IllegalAction
from .game import PlayerRef, handles
from .objects import Zone

if TYPE_CHECKING:
    from .game import Game


@dataclass
class Combat:
    """The state of one combat phase (CR 506)."""

    defender: int
    attackers: list[int] = field(default_factory=list)
    attackers_done: bool = False
    blocks: list[tuple[int, int]] = field(default_factory=list)  # (blocker, attacker)
    blockers_done: bool = False
    blocked: set[int] = field(default_factory=set)  # attackers that became blocked (509.1h)
    assignments: dict[int, tuple[tuple[Any, int], ...]] = field(default_factory=dict)
    dealt_first_strike: set[int] = field(default_factory=set)
    damage_done: set[str] = field(default_factory=set)

    def copy(self) -> "Combat":
        return Combat(self.defender, list(self.attackers), self.attackers_done, list(self.blocks),
                      self.blockers_done, set(self.blocked), dict(self.assignments),
                      set(self.dealt_first_strike), set(self.damage_done))

    def state(self) -> tuple[Any, ...]:
        return (self.defender, tuple(self.attackers), self.attackers_done, tuple(self.blocks),
                self.blockers_done, tuple(sorted(self.blocked)), tuple(sorted(self.assignments.items())),
                tuple(sorted(self.dealt_first_strike)), tuple(sorted(self.damage_done)))

    @property
    def attackers_declared_any(self) -> bool:
        return bool(self.attackers)

    def remove(self, obj_id: int) -> None:
        """A permanent that leaves the battlefield is removed from combat (CR 506.4)."""
        if obj_id in self.attackers:
            self.attackers.remove(obj_id)
        self.blocks = [(b, a) for b, a in self.blocks if b != obj_id and a != obj_id]

    def blockers_of(self, attacker: int) -> list[int]:
        return [b for b, a in self.blocks if a == attacker]

    def has_first_strike(self, game: "Game") -> bool:
        ids = set(self.attackers) | {b for b, _ in self.blocks}
        return any(_strikes_first(game, i) for i in ids if i in game.objects)


def _strikes_first(game: "Game", obj_id: int) -> bool:
    kw = game.characteristics(obj_id).keywords
    return "first_strike" in kw or "double_strike" in kw


def _combat(game: "Game") -> Combat:
    if game.combat is None:
        raise IllegalAction("506.1", "not_in_combat")
    return game.combat


# ---------------------------------------------------------------------- attackers (CR 508)

def check_attacker(game: "Game", player: int, creature: int) -> None:
    """CR 508.1a: an untapped creature its controller has controlled since the turn began."""
    refusal = attacker_refusal(game, player, creature)
    if refusal is not None:
        raise IllegalAction(*refusal[:2], **refusal[2])


def attacker_refusal(game: "Game", player: int, creature: int) -> tuple[str, str, dict[str, Any]] | None:
    """Why ``creature`` can't be declared as an attacker by ``player``, or None (CR 508.1a)."""
    d = game.decision
    if d.kind is not DecisionKind.ATTACKERS:
        return ("508.1", "not_declaring_attackers", {})
    combat = game.combat
    if combat is None:
        return ("506.1", "not_in_combat", {})
    obj = game.objects.get(creature)
    if obj is None or obj.zone is not Zone.BATTLEFIELD or not game.is_creature(creature):
        return ("508.1a", "attacker_not_creature", {})
    if obj.controller != player:
        return ("508.1a", "attacker_not_yours", {})
    if creature in combat.attackers:
        return ("508.1a", "already_attacking", {})
    if obj.tapped:
        return ("508.1a", "attacker_tapped", {"card": obj.card.name})
    kw = game.characteristics(creature).keywords
    if obj.sick and "haste" not in kw:
        return ("302.6", "summoning_sick", {"card": obj.card.name})
    if "defender" in kw:
        return ("702.3b", "defender_cant_attack", {"card": obj.card.name})
    return None


@handles(A.DeclareAttacker)
def declare_attacker(game: "Game", action: A.DeclareAttacker) -> None:
    check_attacker(game, action.player, action.creature)
    game.combat.attackers.append(action.creature)
    game.require(action.player, DecisionKind.ATTACKERS, "declare_attackers")


@handles(A.FinishAttackers)
def finish_attackers(game: "Game", action: A.FinishAttackers) -> None:
    """CR 508.1f: attacking creatures become tapped (unless vigilance); 508.8: with no attackers
    the declare blockers and combat damage steps are skipped."""
    if game.decision.kind is not DecisionKind.ATTACKERS:
        raise IllegalAction("508.1", "not_declaring_attackers")
    combat = _combat(game)
    game.clear_requirement()
    combat.attackers_done = True
    for a in combat.attackers:
        obj = game.objects[a]
        obj.attacking = True
        if "vigilance" not in game.characteristics(a).keywords:
            game.tap(a)
    game.emit(E.AttackersDeclared(action.player, tuple(combat.attackers)))
    game.priority = game.active


def attack_candidates(game: "Game", player: int) -> list[int]:
    objects = game.objects
    return [oid for oid in game.battlefield
            if objects[oid].controller == player and attacker_refusal(game, player, oid) is None]


# ---------------------------------------------------------------------- blockers (CR 509)

def check_blocker(game: "Game", player: int, blocker: int, attacker: int) -> None:
    """CR 509.1a-b: an untapped creature of the defending player blocks one attacker, subject
    to restrictions such as flying (702.9b)."""
    refusal = blocker_refusal(game, player, blocker, attacker)
    if refusal is not None:
        raise IllegalAction(*refusal[:2], **refusal[2])


def blocker_refusal(game: "Game", player: int, blocker: int, attacker: int) -> tuple[str, str, dict[str, Any]] | None:
    """Why ``blocker`` can't block ``attacker``, or None (CR 509.1a-b)."""
    if game.decision.kind is not DecisionKind.BLOCKERS:
        return ("509.1", "not_declaring_blockers", {})
    combat = game.combat
    if combat is None:
        return ("506.1", "not_in_combat", {})
    obj = game.objects.get(blocker)
    if obj is None or obj.zone is not Zone.BATTLEFIELD or not game.is_creature(blocker):
        return ("509.1a", "blocker_not_creature", {})
    if obj.controller != player or player != combat.defender:
        return ("509.1a", "blocker_not_yours", {})
    if attacker not in combat.attackers:
        return ("509.1a", "not_an_attacker", {})
    if obj.tapped:
        return ("509.1a", "blocker_tapped", {"card": obj.card.name})
    if any(b == blocker for b, _ in combat.blocks):
        return ("509.1a", "already_blocking", {"card": obj.card.name})
    akw = game.characteristics(attacker).keywords
    bkw = game.characteristics(blocker).keywords
    if "flying" in akw and "flying" not in bkw and "reach" not in bkw:
        return ("702.9b", "cant_block_flyer", {"card": obj.card.name})
    return None


@handles(A.DeclareBlocker)
def declare_blocker(game: "Game", action: A.DeclareBlocker) -> None:
    check_blocker(game, action.player, action.blocker, action.attacker)
    game.combat.blocks.append((action.blocker, action.attacker))
    game.require(action.player, DecisionKind.BLOCKERS, "declare_blockers")


@handles(A.FinishBlockers)
def finish_blockers(game: "Game", action: A.FinishBlockers) -> None:
    """CR 509.1h: each attacker with a blocker becomes blocked; then priority (509.4)."""
    if game.decision.kind is not DecisionKind.BLOCKERS:
        raise IllegalAction("509.1", "not_declaring_blockers")
    combat = _combat(game)
    game.clear_requirement()
    combat.blockers_done = True
    for b, a in combat.blocks:
        combat.blocked.add(a)
        game.objects[a].blocked = True
        game.objects[b].blocking = (a,)
    game.emit(E.BlockersDeclared(action.player, tuple(combat.blocks)))
    game.priority = game.active


def block_candidates(game: "Game", player: int) -> list[tuple[int, int]]:
    combat = game.combat
    if combat is None:
        return []
    objects = game.objects
    return [(b, a) for b in game.battlefield if objects[b].controller == player and not objects[b].tapped
            for a in combat.attackers if blocker_refusal(game, player, b, a) is None]


# ---------------------------------------------------------------------- damage (CR 510)

def _deals_now(game: "Game", obj_id: int, first_strike: bool, combat: Combat) -> bool:
    kw = game.characteristics(obj_id).keywords
    if first_strike:
        return "first_strike" in kw or "double_strike" in kw
    if "double_strike" in kw:
        return True
    return obj_id not in combat.dealt_first_strike  # CR 510.4


def needs_assignment(game: "Game", attacker: int) -> bool:
    combat = game.combat
    power = game.characteristics(attacker).power or 0
    return power > 0 and len([b for b in combat.blockers_of(attacker) if b in game.objects]) > 1


def deal_combat_damage(game: "Game", first_strike: bool) -> None:
    """CR 510.1-2: every creature assigns its combat damage, then all of it is dealt at once.
    The attacking player divides damage among several blockers (510.1c)."""
    combat = game.combat
    step_key = "first" if first_strike else "regular"
    if combat is None or step_key in combat.damage_done:
        return
    dealers = [a for a in combat.attackers if a in game.objects and _deals_now(game, a, first_strike, combat)]
    for a in dealers:
        if a in combat.blocked and needs_assignment(game, a) and a not in combat.assignments:
            blockers = tuple(combat.blockers_of(a))
            game.require(game.active, DecisionKind.ASSIGN_DAMAGE, "assign_damage",
                         options=blockers, count=game.characteristics(a).power or 0, attacker=a)
            return
    damage: list[tuple[int, Any, int]] = []
    for a in dealers:
        power = game.characteristics(a).power or 0
        if a not in combat.blocked:
            damage.append((a, PlayerRef(combat.defender), power))  # CR 510.1a
            continue
        blockers = combat.blockers_of(a)
        if not blockers:
            continue  # CR 509.1h, 510.1c: blocked, but its blockers are gone: no damage
        if a in combat.assignments:
            damage.extend((a, r, n) for r, n in combat.assignments[a])
        else:
            damage.append((a, blockers[0], power))
    for b, a in combat.blocks:
        if b in game.objects and _deals_now(game, b, first_strike, combat) and a in game.objects:
            damage.append((b, a, game.characteristics(b).power or 0))  # CR 510.1d
    if first_strike:
        combat.dealt_first_strike.update(d for d, _, _ in damage)
        combat.assignments.clear()
    combat.damage_done.add(step_key)
    for src, rec, n in damage:
        game.deal_damage(src, rec, n, combat=True)  # CR 510.2: simultaneously


@handles(A.AssignCombatDamage)
def assign_combat_damage(game: "Game", action: A.AssignCombatDamage) -> None:
    """CR 510.1c: the attacker's damage, divided among its blockers, must add up to its power."""
    d = game.decision
    if d.kind is not DecisionKind.ASSIGN_DAMAGE or d.get("attacker") != action.attacker:
        raise IllegalAction("510.1", "not_assigning_damage")
    total = sum(n for _, n in action.assignment)
    if total != d.count or any(n < 0 for _, n in action.assignment):
        raise IllegalAction("510.1c", "assignment_total", power=d.count)
    if any(r not in d.options for r, _ in action.assignment):
        raise IllegalAction("510.1c", "assignment_recipient")
    game.clear_requirement()
    game.combat.assignments[action.attacker] = tuple(action.assignment)
    deal_combat_damage(game, first_strike=game.step.value == "first_strike_damage")
