"""Combat (CR 506-511): declaring attackers and blockers, combat damage.

Keyword abilities that change combat (flying, reach, first strike, ...) are read from the
creatures' characteristics; the restrictions they impose are named by their rule numbers.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from . import actions as A
from . import events as E
from .decisions import DecisionKind, Question
from .errors import IllegalAction
from .handlers import handles, refuses
from .abilities import StaticAbility
from .objects import Characteristics, PlayerRef, Zone
from .filters import parse_filter
from .targets import has_protection_from

def _passes_filter(game: "Game", blocker: int, filt: str) -> bool:
    """"can't be blocked except by [filter]" (CR 509.1b), in the filter language."""
    return parse_filter(filt).matches(game, blocker, controller=game.objects[blocker].controller)


def _restrictions(ch: Characteristics, kind: str, affected: str | None, key: str) -> list[Any]:
    """The ``key`` parameter of each of its static abilities of a combat-rule ``kind`` (an attack
    or block restriction, CR 508.1c, 509.1b) that affects ``affected`` (None: any)."""
    return [a.get(key) for a in ch.abilities if isinstance(a, StaticAbility) and a.kind == kind
            and (affected is None or a.get("affected") == affected)]


def _controls_land_type(game: "Game", player: int, land_type: str) -> bool:
    return any(o.controller == player and land_type in game.characteristics(o.id).subtypes
               for o in (game.objects[i] for i in game.battlefield))

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
    combat: Combat | None = game.combat
    if combat is None:
        raise IllegalAction("506.1", "not_in_combat")
    return combat


# ---------------------------------------------------------------------- attackers (CR 508)

def check_attacker(game: "Game", player: int, creature: int) -> None:
    """CR 508.1a: an untapped creature its controller has controlled since the turn began."""
    refusal = attacker_refusal(game, player, creature)
    if refusal is not None:
        raise IllegalAction(*refusal[:2], **refusal[2])


def attacker_refusal(game: "Game", player: int, creature: int,
                     protectors: list[tuple[int, Any]] | None = None) -> tuple[str, str, dict[str, Any]] | None:
    """Why ``creature`` can't be declared as an attacker by ``player``, or None (CR 508.1a);
    ``protectors``: ``_attack_protectors``, when several creatures are asked about at once."""
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
    ch = game.characteristics(creature)
    if "cant_attack" in ch.statics:
        return ("508.1c", "cant_attack", {"card": obj.card.name})
    for oid, filt in _attack_protectors(game) if protectors is None else protectors:
        protector = game.objects[oid]
        if filt.matches(game, creature, source_id=oid, controller=protector.controller):
            return ("508.1c", "cant_attack_you", {"card": obj.card.name, "source": protector.card.name})
    if "attack_restriction" in ch.statics:
        for land_type in _restrictions(ch, "attack_restriction", "self", "unless_defender_controls"):
            if not _controls_land_type(game, combat.defender, land_type):
                return ("508.1c", "cant_attack_unless", {"card": obj.card.name, "land_type": land_type})
    return None


@refuses(A.DeclareAttacker)
def _attacker_refusal(game: "Game", action: A.DeclareAttacker) -> IllegalAction | None:
    found = attacker_refusal(game, action.player, action.creature)
    return IllegalAction(found[0], found[1], **found[2]) if found is not None else None


@handles(A.DeclareAttacker)
def declare_attacker(game: "Game", action: A.DeclareAttacker) -> None:
    if game._listed is not action:  # (a listed action was checked by the listing, here)
        check_attacker(game, action.player, action.creature)
    game.combat.attackers.append(action.creature)
    game.require(action.player, DecisionKind.ATTACKERS, Question.DECLARE_ATTACKERS)


@handles(A.FinishAttackers)
def finish_attackers(game: "Game", action: A.FinishAttackers) -> None:
    """CR 508.1f: attacking creatures become tapped (unless vigilance); 508.8: with no attackers
    the declare blockers and combat damage steps are skipped."""
    if game.decision.kind is not DecisionKind.ATTACKERS:
        raise IllegalAction("508.1", "not_declaring_attackers")
    combat = _combat(game)
    if game._listed is not action:  # listed only when the requirements are obeyed
        check_attack_requirements(game, action.player, combat)
    game.clear_requirement()
    combat.attackers_done = True
    game.attacked_this_turn.extend(a for a in combat.attackers if a not in game.attacked_this_turn)
    for a in combat.attackers:
        obj = game.objects[a]
        obj.attacking = True
        if "vigilance" not in game.characteristics(a).keywords:
            game.tap(a)
    game.emit(E.AttackersDeclared(action.player, tuple(combat.attackers)))  # triggers: CR 508.3a
    game.priority = game.active


def check_attack_requirements(game: "Game", player: int, combat: Combat) -> None:
    """CR 508.1d: requirements ("attacks each combat if able") must be obeyed where possible."""
    for oid in game.battlefield:
        if oid in combat.attackers or game.objects[oid].controller != player:
            continue
        if "attack_requirement" in game.characteristics(oid).statics and \
                attacker_refusal(game, player, oid) is None:
            raise IllegalAction("508.1d", "must_attack", card=game.objects[oid].card.name)


def _attack_protectors(game: "Game") -> list[tuple[int, Any]]:
    """The defending player's permanents with an attack restriction on creatures attacking them
    ("Creatures without flying can't attack you."), with the filter of the creatures that can't
    (CR 508.1c)."""
    combat = game.combat
    out: list[tuple[int, Any]] = []
    for oid in game.battlefield:
        protector = game.objects[oid]
        if protector.controller != combat.defender or not protector.card.abilities:
            continue
        pch = game.characteristics(oid)
        if "attack_restriction" in pch.statics:
            out.extend((oid, parse_filter(a.get("affected"))) for a in pch.abilities
                       if isinstance(a, StaticAbility) and a.kind == "attack_restriction"
                       and a.get("affected") != "self")
    return out


def attack_candidates(game: "Game", player: int) -> list[int]:
    """The creatures ``player`` may declare as attackers now (CR 508.1a)."""
    if game.decision.kind is not DecisionKind.ATTACKERS or game.combat is None:
        return []
    objects = game.objects
    protectors = _attack_protectors(game)
    return [oid for oid in game.battlefield
            if objects[oid].controller == player and not objects[oid].tapped  # CR 508.1a
            and attacker_refusal(game, player, oid, protectors) is None]


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
    refusal = evasion_refusal(game, blocker, attacker)
    if refusal is None and "block_requirement" not in game.characteristics(attacker).statics:
        # CR 509.1c: a creature able to block an attacker that all able creatures must block
        # can't block another one instead.
        for a in combat.attackers:
            if "block_requirement" in game.characteristics(a).statics \
                    and evasion_refusal(game, blocker, a) is None:
                return ("509.1c", "must_block", {"card": obj.card.name})
    return refusal


def evasion_refusal(game: "Game", blocker: int, attacker: int) -> tuple[str, str, dict[str, Any]] | None:
    """Restrictions on blocking this attacker with this blocker (CR 509.1b): evasion keywords,
    protection, "can't block", "can't be blocked"."""
    name = game.objects[blocker].card.name
    ach = game.characteristics(attacker)
    bch = game.characteristics(blocker)
    akw, bkw = ach.keywords, bch.keywords
    if "cant_block" in bch.statics:
        return ("509.1b", "cant_block", {"card": name})
    if "flying" in akw and "flying" not in bkw and "reach" not in bkw:
        return ("702.9b", "cant_block_flyer", {"card": name})
    if "fear" in akw and "Artifact" not in bch.types and "B" not in bch.colors:
        return ("702.36b", "cant_block_fear", {"card": name})
    if "landwalk" in akw:
        defender = game.objects[blocker].controller
        for land_type in ach.keyword_params("landwalk"):
            if _controls_land_type(game, defender, land_type):
                return ("702.14c", "cant_block_landwalk", {"card": name, "land_type": land_type})
    if has_protection_from(game, attacker, blocker):
        return ("702.16f", "cant_block_protection", {"card": name})
    if "cant_be_blocked" in ach.statics:
        return ("509.1b", "cant_be_blocked", {"card": game.objects[attacker].card.name})
    if "cant_be_blocked_except_by" in ach.statics:
        filt = ach.static_param("cant_be_blocked_except_by", "filter")
        if not _passes_filter(game, blocker, filt):
            return ("509.1b", "cant_be_blocked_except_by", {"card": game.objects[attacker].card.name, "filter": filt})
    if "block_restriction" in ach.statics and game.combat is not None and len(game.combat.attackers) == 1 \
            and "attacking_alone" in _restrictions(ach, "block_restriction", None, "condition"):
        return ("509.1b", "cant_be_blocked_alone", {"card": game.objects[attacker].card.name})
    return None


@refuses(A.DeclareBlocker)
def _blocker_refusal(game: "Game", action: A.DeclareBlocker) -> IllegalAction | None:
    found = blocker_refusal(game, action.player, action.blocker, action.attacker)
    return IllegalAction(found[0], found[1], **found[2]) if found is not None else None


@handles(A.DeclareBlocker)
def declare_blocker(game: "Game", action: A.DeclareBlocker) -> None:
    if game._listed is not action:  # (a listed action was checked by the listing, here)
        check_blocker(game, action.player, action.blocker, action.attacker)
    game.combat.blocks.append((action.blocker, action.attacker))
    game.require(action.player, DecisionKind.BLOCKERS, Question.DECLARE_BLOCKERS)


@handles(A.FinishBlockers)
def finish_blockers(game: "Game", action: A.FinishBlockers) -> None:
    """CR 509.1h: each attacker with a blocker becomes blocked; then priority (509.4)."""
    if game.decision.kind is not DecisionKind.BLOCKERS:
        raise IllegalAction("509.1", "not_declaring_blockers")
    combat = _combat(game)
    if game._listed is not action:  # listed only when the requirements are obeyed
        check_block_requirements(game, action.player, combat)
    game.clear_requirement()
    combat.blockers_done = True
    for b, a in combat.blocks:
        combat.blocked.add(a)
        game.objects[a].blocked = True
        game.objects[b].blocking = (a,)
    game.emit(E.BlockersDeclared(action.player, tuple(combat.blocks)))  # triggers: CR 509.3a, 509.3c
    game.priority = game.active


def check_block_requirements(game: "Game", player: int, combat: Combat) -> None:
    """CR 509.1c: a block requirement, "All creatures able to block it do so": each untapped
    creature that could block such an attacker must block one of them."""
    lures = [a for a in combat.attackers if "block_requirement" in game.characteristics(a).statics]
    if not lures:
        return
    for b in game.battlefield:
        obj = game.objects[b]
        if obj.controller != player or obj.tapped or not game.is_creature(b):
            continue
        if any(bb == b and a in lures for bb, a in combat.blocks):
            continue
        if any(evasion_refusal(game, b, a) is None for a in lures):
            raise IllegalAction("509.1c", "must_block", card=obj.card.name)


#: What an attacker may have that restricts which creatures block it (``evasion_refusal``).
_EVASION_KEYWORDS = frozenset({"flying", "fear", "landwalk", "protection"})
_EVASION_STATICS = frozenset({"cant_be_blocked", "cant_be_blocked_except_by", "block_restriction"})


def block_candidates(game: "Game", player: int) -> list[tuple[int, int]]:
    """The (blocker, attacker) pairs ``blocker_refusal`` allows now (CR 509.1a-c), worked out
    per blocker and per attacker once, then per pair only for an attacker with evasion (a
    declaration of 60 blockers against 60 attackers lists 3,600 pairs: issue 31)."""
    combat = game.combat
    if combat is None or game.decision.kind is not DecisionKind.BLOCKERS or player != combat.defender:
        return []
    objects = game.objects
    characteristics = game.characteristics
    blocking = {b for b, _ in combat.blocks}
    attackers = list(combat.attackers)
    lures = [a for a in attackers if "block_requirement" in characteristics(a).statics]
    plain = [not (characteristics(a).keywords & _EVASION_KEYWORDS or characteristics(a).statics & _EVASION_STATICS)
             for a in attackers]
    out: list[tuple[int, int]] = []
    for b in game.battlefield:
        obj = objects[b]
        if obj.controller != player or obj.tapped or b in blocking or obj.zone is not Zone.BATTLEFIELD \
                or not game.is_creature(b):
            continue
        if "cant_block" in characteristics(b).statics:
            continue  # CR 509.1b
        lured = bool(lures) and any(evasion_refusal(game, b, a) is None for a in lures)
        for a, easy in zip(attackers, plain):
            if not easy and evasion_refusal(game, b, a) is not None:
                continue
            if lured and a not in lures:
                continue  # CR 509.1c: it must block an attacker all able creatures must block
            out.append((b, a))
    return out


# ---------------------------------------------------------------------- damage (CR 510)

def _deals_now(game: "Game", obj_id: int, first_strike: bool, combat: Combat) -> bool:
    kw = game.characteristics(obj_id).keywords
    if first_strike:
        return "first_strike" in kw or "double_strike" in kw
    if "double_strike" in kw:
        return True
    return obj_id not in combat.dealt_first_strike  # CR 510.4


def lethal_damage(game: "Game", creature: int, source: int) -> int:
    """Lethal damage: what it would take to destroy it, counting damage already marked, and 1
    from a source with deathtouch (CR 702.2c, 702.19b)."""
    obj = game.objects[creature]
    if "deathtouch" in game.characteristics(source).keywords:
        return 1 if not obj.damage else 0
    damage: int = obj.damage
    return max(0, (game.characteristics(creature).toughness or 0) - damage)


def _blockers_alive(game: "Game", combat: Combat, attacker: int) -> list[int]:
    return [b for b in combat.blockers_of(attacker) if b in game.objects]


def needs_assignment(game: "Game", attacker: int) -> bool:
    """Whether the attacking player must decide how its damage is divided (CR 510.1c-d):
    several blockers, or trample with more power than its blocker needs."""
    combat = game.combat
    power = game.characteristics(attacker).power or 0
    blockers = _blockers_alive(game, combat, attacker)
    if power <= 0 or not blockers:
        return False
    if "trample" in game.characteristics(attacker).keywords:
        return power > sum(lethal_damage(game, b, attacker) for b in blockers) or len(blockers) > 1
    return len(blockers) > 1


def deal_combat_damage(game: "Game", first_strike: bool) -> None:
    """CR 510.1-2: every creature assigns its combat damage, then all of it is dealt at once.
    The attacking player divides damage among several blockers (510.1c), and a trampler's
    excess over lethal damage may go to the player (702.19b)."""
    combat = game.combat
    step_key = "first" if first_strike else "regular"
    if combat is None or step_key in combat.damage_done:
        return
    dealers = [a for a in combat.attackers if a in game.objects and _deals_now(game, a, first_strike, combat)]
    for a in dealers:
        if a in combat.blocked and a not in combat.assignments and needs_assignment(game, a):
            options: tuple[Any, ...] = tuple(_blockers_alive(game, combat, a))
            if "trample" in game.characteristics(a).keywords:
                options += (PlayerRef(combat.defender),)
            game.require(game.active, DecisionKind.ASSIGN_DAMAGE, Question.ASSIGN_DAMAGE,
                         options=options, count=game.characteristics(a).power or 0, attacker=a)
            return
    damage: list[tuple[int, Any, int]] = []
    for a in dealers:
        ch = game.characteristics(a)
        power = ch.power or 0
        if a not in combat.blocked:
            damage.append((a, PlayerRef(combat.defender), power))  # CR 510.1a
            continue
        blockers = _blockers_alive(game, combat, a)
        if not blockers:
            if "trample" in ch.keywords:
                damage.append((a, PlayerRef(combat.defender), power))  # CR 702.19e
            continue  # CR 510.1c: blocked, but its blockers are gone: no damage
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


@refuses(A.AssignCombatDamage)
def assignment_refusal(game: "Game", action: A.AssignCombatDamage) -> IllegalAction | None:
    """CR 510.1c: the attacker's damage, divided among its blockers, must add up to its power;
    CR 702.19b: with trample, the player only once each blocker has lethal damage. Checked
    directly: ``legal_actions()`` lists only a few divisions (``choices.damage_assignments``)."""
    d = game.decision
    if d.kind is not DecisionKind.ASSIGN_DAMAGE or d.get("attacker") != action.attacker:
        return IllegalAction("510.1", "not_assigning_damage")
    assignment = action.assignment
    if type(assignment) is not tuple or any(type(p) is not tuple or len(p) != 2 or type(p[1]) is not int
                                            for p in assignment):
        return IllegalAction("510.1c", "assignment_total", power=d.count)
    total = sum(n for _, n in assignment)
    if total != d.count or any(n < 0 for _, n in assignment):
        return IllegalAction("510.1c", "assignment_total", power=d.count)
    if any(r not in d.options for r, _ in assignment):
        return IllegalAction("510.1c", "assignment_recipient")
    to_player = sum(n for r, n in assignment if isinstance(r, PlayerRef))
    if to_player:
        # CR 702.19b: the player may be assigned damage only once every blocker has lethal.
        given: dict[Any, int] = {}
        for r, n in assignment:
            given[r] = given.get(r, 0) + n
        for b in d.options:
            if not isinstance(b, PlayerRef) and given.get(b, 0) < lethal_damage(game, b, action.attacker):
                return IllegalAction("702.19b", "trample_lethal_first", blocker=b)
    return None


@handles(A.AssignCombatDamage)
def assign_combat_damage(game: "Game", action: A.AssignCombatDamage) -> None:
    """CR 510.1c: the attacker's damage, divided among its blockers, must add up to its power."""
    refusal = assignment_refusal(game, action)
    if refusal is not None:
        raise refusal
    game.clear_requirement()
    game.combat.assignments[action.attacker] = tuple(action.assignment)
    deal_combat_damage(game, first_strike=game.step.value == "first_strike_damage")
