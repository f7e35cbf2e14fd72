"""A basic computer player (the "easy" level): plays a land, casts what it can afford (biggest
first) when it does something useful, uses activated abilities, attacks when it is safe enough,
blocks sensibly, pays automatically and picks targets with the right sign.

It reads only its own ``PlayerView``: each object's current characteristics (after layers, so an
Aura or a pump counts, ``facts.characteristics``) and what effects mean, worked out from their
kinds (``facts.aimed_sign``), never a card's name. It looks one decision ahead, never searches.
``choose`` always returns an action from ``view.legal_actions()``. Stronger players keep the same
interface: ``choose(view, decision) -> action``.
Its combat is in ``basic_combat.py``, its other choices (a mulligan, a discard, a sacrifice, a
colour...) in ``basic_choices.py``; ``ANSWERS`` below says which method answers each question.
"""
from __future__ import annotations

import random
from dataclasses import dataclass
from collections.abc import Callable
from typing import Any

from ..engine import actions as A
from ..engine.abilities import Effect, StaticAbility
from ..engine.decisions import Decision, Question
from ..engine.effects import EFFECTS
from ..engine.objects import BASIC_LAND_TYPES, PlayerRef
from ..engine.view import CardView
from ..engine.targets import target_specs_of_card
from . import facts
from .basic_choices import BasicChoices
from .basic_combat import CombatPlanner, _creatures, _health, _Plan, fight
from .facts import (
    aimed_sign,
    characteristics,
    creature_worth,
    mana_value,
    target_value,
)

class _DecisionView:
    """The player's view while it makes one decision. The game doesn't change meanwhile, so the
    battlefield's card views and the characteristics it reads (many times over) are made once;
    everything else is the view's own."""

    def __init__(self, view: Any) -> None:
        self._view = view
        self._battlefield: list[CardView] | None = None
        self._characteristics: dict[int, Any] = {}

    def battlefield(self) -> list[CardView]:
        if self._battlefield is None:
            self._battlefield = self._view.battlefield()
        return list(self._battlefield)

    def characteristics(self, oid: int) -> Any:
        known = self._characteristics
        if oid in known:
            return known[oid]
        found = known[oid] = self._view.characteristics(oid)
        return found

    def __getattr__(self, name: str) -> Any:
        return getattr(self._view, name)


@dataclass
class _Aim:
    """What a spell or ability being cast does to its targets: effects and an Aura's statics."""

    effects: tuple[Effect, ...]
    statics: tuple[StaticAbility, ...] = ()
    intended: Any = None  # the target chosen when deciding to cast


class BasicPlayer(CombatPlanner, BasicChoices):
    """A computer opponent that plays soundly, if simply; see the module docstring."""

    def __init__(self, seed: int = 0) -> None:
        self.rng = random.Random(seed)
        self._plan: _Plan | None = None
        self._aim: _Aim | None = None
        self._used: set[tuple[int, str, int, int]] = set()  # free abilities used (turn, step, source, index)
        self._mulligans = 0
        self._last_begun: Any = None  # what the last cast or activation begun was, by card name / ability
        self._declined: set[tuple[int, str, Any]] = set()  # casts taken back, not to try again this step
        self._picking: Any = None  # what the targets being picked one at a time are for (an ``_Aim``)

    @property
    def intended(self) -> Any:
        """The target chosen when deciding to cast the spell just begun (a UI may drop the
        card on it), or None."""
        return self._aim.intended if self._aim is not None else None

    _intended = intended  # the name the table's test driver reads

    # ------------------------------------------------------------------ the interface

    def choose(self, view: Any, decision: Decision) -> A.Action:
        view = _DecisionView(view)
        legal = view.legal_actions()
        if not legal:
            raise RuntimeError(f"no legal action for {decision}")
        try:
            action = self._choose(view, decision, legal)
        except (KeyError, LookupError, ValueError, AttributeError, TypeError):
            action = None  # a card or a position this player doesn't understand: play safe
        if action is None or action not in legal:
            action = self._fallback(decision, legal)
        if isinstance(action, A.CancelCasting):
            # Taken back (no good target, can't pay after all): not again in this step.
            self._declined.add((view.turn, view.step.value, self._last_begun))
            self._aim = None
        return action

    def _fallback(self, decision: Decision, legal: list[A.Action]) -> A.Action:
        for kind in (A.PassPriority, A.PayAuto, A.FinishAttackers, A.FinishBlockers, A.Keep):
            for a in legal:
                if isinstance(a, kind):
                    return a
        choices = [a for a in legal if not isinstance(a, A.CancelCasting)]
        return (choices or legal)[0]

    def _choose(self, view: Any, d: Decision, legal: list[A.Action]) -> A.Action | None:
        # A question an effect kind asks is answered as that kind declares, if it does
        # (``EffectKind.easy``); else one answer for each question (``ANSWERS``); None: the
        # fallback's safe answer.
        asked_by = EFFECTS.get(d.get("effect", ""))
        options = self._options(legal)
        if asked_by is not None and asked_by.easy is not None and options:
            cards = {c.id: c for c in view.option_cards()}
            chosen = asked_by.easy(d, tuple(a.option for a in options),
                                   lambda o: self._card_value(view, cards[o]) if o in cards else 0.0)
            return next((a for a in options if a.option == chosen), options[0])
        return ANSWERS[d.question](self, view, d, legal)

    # ------------------------------------------------------------------ an answer to each question
    # (priority, combat and targets here; the other choices in ``basic_choices.BasicChoices``)

    def _pass_or_act(self, view: Any, d: Decision, legal: list[A.Action]) -> A.Action | None:
        return self._priority(view, legal)

    def _attack(self, view: Any, d: Decision, legal: list[A.Action]) -> A.Action | None:
        return self._declare(view, legal, attackers=True)

    def _block(self, view: Any, d: Decision, legal: list[A.Action]) -> A.Action | None:
        return self._declare(view, legal, attackers=False)

    def _aim_targets(self, view: Any, d: Decision, legal: list[A.Action]) -> A.Action | None:
        return self._targets(view, legal)

    def _divide_damage(self, view: Any, d: Decision, legal: list[A.Action]) -> A.Action | None:
        return self._assign(view, legal)

    # ------------------------------------------------------------------ priority

    def _priority(self, view: Any, legal: list[A.Action]) -> A.Action:
        me = view.player
        stack = view.stack()
        pass_ = next(a for a in legal if isinstance(a, A.PassPriority))
        if stack and stack[-1].controller == me:
            return pass_  # let our own spell resolve
        lands = [a for a in legal if isinstance(a, A.PlayLand)]
        if lands:
            return self._best_land(view, lands)
        declined = {c for t, st, c in self._declined if t == view.turn and st == view.step.value}
        options: list[tuple[int, A.Action]] = []
        for a in legal:
            if isinstance(a, A.CastSpell):
                key: Any = characteristics(view, a.card).name
                if key not in declined:
                    options.append((mana_value(view, a.card), a))
            elif isinstance(a, A.ActivateAbility) and not view.is_mana_ability(a.source, a.index) \
                    and (a.source, a.index) not in declined \
                    and (view.turn, view.step.value, a.source, a.index) not in self._used:
                options.append((-1, a))
        options.sort(key=lambda t: -t[0])
        for _, a in options:
            aim = self._worth(view, a)
            if aim is not None:
                self._aim = aim
                if isinstance(a, A.CastSpell):
                    self._last_begun = characteristics(view, a.card).name
                else:
                    assert isinstance(a, A.ActivateAbility)
                    self._last_begun = (a.source, a.index)
                    if not characteristics(view, a.source).activated[a.index].cost.has_mana:
                        # Mana runs out; a free ability could be used for ever: once a step.
                        self._used.add((view.turn, view.step.value, a.source, a.index))
                return a
        return pass_

    def _best_land(self, view: Any, lands: list[A.PlayLand]) -> A.Action:
        """The land whose colour the spells in hand need most and the battlefield has least."""
        me = view.player
        need: dict[str, int] = {}
        for c in view.hand(me):
            if not facts.is_land(view, c.id):
                for colour in facts.card_of(view, c.id).mana_cost.colors:
                    need[colour] = need.get(colour, 0) + 1
        have: dict[str, int] = {}
        for p in view.battlefield():
            if p.controller == me:
                for colour in _land_colours(view, p.id):
                    have[colour] = have.get(colour, 0) + 1

        def score(a: A.PlayLand) -> float:
            return sum(need.get(c, 0) / (1 + have.get(c, 0)) for c in _land_colours(view, a.card))

        return max(lands, key=score)

    # ------------------------------------------------------------------ is it worth it?

    def _worth(self, view: Any, action: A.Action) -> _Aim | None:
        """What casting or activating does to its targets, if doing it now is useful."""
        me = view.player
        my_main = bool(view.active == me and view.step.is_main and not view.stack())
        if isinstance(action, A.CastSpell):
            ch = characteristics(view, action.card)
            card = facts.card_of(view, action.card)
            statics = tuple(a for a in ch.abilities if isinstance(a, StaticAbility))
            if "Aura" in ch.subtypes:
                aim = _Aim((), statics)
                return aim if my_main and self._best_possible(view, card_targets(card), aim) > 0 else None
            if card.spell is None:  # a permanent spell
                if my_main and self._after_combat(view, ch):
                    return None
                return _Aim(()) if my_main or card.instant_speed else None
            return self._effects_worth(view, card.spell.effects, card.spell.targets, my_main, card.instant_speed)
        assert isinstance(action, A.ActivateAbility)
        ability = characteristics(view, action.source).activated[action.index]
        if ability.sorcery_speed and not my_main:
            return None
        if self._keeps_its_blocker(view, action.source, ability):
            return None
        return self._effects_worth(view, ability.effects, ability.targets, my_main, True, source=action.source)

    #: The steps of the opponent's turn before blockers are declared (CR 506.1, 508, 509).
    _BEFORE_BLOCKS = frozenset({"UPKEEP", "DRAW", "MAIN1", "BEGIN_COMBAT", "ATTACKERS"})

    def _keeps_its_blocker(self, view: Any, source: int, ability: Any) -> bool:
        """Whether an ability that taps its creature (a pinger: "{R}, {T}: 1 damage to any
        target") waits, in the opponent's turn, until blockers are declared: a tapped creature
        can't block (CR 509.1a), and once blocks are declared the ability can still be activated
        (CR 509.1, 602.2; the declare blockers step has priority, CR 509.4). It doesn't wait when
        the opponent has no creature that attacks or could attack, nor when it would win the
        game now (damage at least the opponent's life, CR 704.5a)."""
        me, opp = view.player, 1 - view.player
        if not ability.cost.tap or view.active != opp or view.step.name not in self._BEFORE_BLOCKS:
            return False
        mine = next((p for p in _creatures(view, me) if p.id == source), None)
        if mine is None or mine.tapped:
            return False
        if view.step.name == "ATTACKERS":
            threat = any(p.attacking for p in _creatures(view, opp))
        else:
            threat = any(not p.tapped and (p.power or 0) > 0 for p in _creatures(view, opp))
        if not threat:
            return False
        lethal = any(e.kind == "deal_damage" and isinstance(e.get("amount"), int)
                     and e.get("amount") >= view.life(opp) for e in ability.effects)
        return not lethal

    def _after_combat(self, view: Any, ch: Any) -> bool:
        """Whether a creature spell waits for the main phase after combat (CR 505.1): one that
        can't attack this turn (no haste, CR 302.6) and changes nothing on entering (no static or
        triggered ability) is better cast once the attack has shown what happened, keeping the
        mana open for a trick or a counterspell meanwhile. Only when there is an attack to make."""
        if view.step.name != "MAIN1" or "Creature" not in ch.types or "haste" in ch.keywords or ch.statics \
                or any(hasattr(a, "event") for a in ch.abilities):
            return False
        return any(not c.tapped and not c.sick and (c.power or 0) > 0 for c in _creatures(view, view.player))

    def _effects_worth(self, view: Any, effects: tuple[Effect, ...], specs: tuple[Any, ...], my_main: bool,
                       instant: bool, source: int | None = None) -> _Aim | None:
        me, opp = view.player, 1 - view.player
        plays = {EFFECTS[e.kind].play for e in effects}  # as each kind declares
        aim = _Aim(effects)
        step = view.step.name
        stack = view.stack()
        opp_turn_end = view.active == opp and step == "END"
        if "counter" in plays:
            # Only an opponent's spell (CR 701.5), and only one worth a card.
            if stack and stack[-1].controller == opp and self._best_possible(view, specs, aim) > 0:
                aim.intended = stack[-1].id
                return aim
            return None
        if "fog" in plays:
            return aim if self._combat_hurts(view) else None
        if plays & {"regenerate", "shield"}:
            # A shield for a creature of ours that this combat would kill (a regeneration
            # ability shields its own source: CR 701.15).
            target = self._threatened(view, source if "regenerate" in plays else None)
            if target is None:
                return None
            aim.intended = target
            return aim
        if "after_combat" in plays:
            return aim if step == "MAIN2" and view.active == me and not stack and any(
                p.tapped and p.id in self._attacked_ids(view) for p in _creatures(view, me)) else None
        if {e.kind for e in effects} == {"add_mana"} and source is None:  # a ritual
            return self._ritual_worth(view, aim, my_main)
        if "land_plays" in plays:
            return aim if my_main and sum(1 for c in view.hand(me) if facts.is_land(view, c.id)) >= 2 else None
        if "burn" in plays:
            return self._burn_worth(view, effects, specs, aim, my_main, opp_turn_end)
        if "pump" in plays and aimed_sign(effects) >= 0:
            return self._trick_worth(view, effects, aim, source)
        if not specs:
            # No target: a sorcery-speed effect of the main phase, or an instant at the end of
            # the opponent's turn; a self-pump without a fight is kept for combat.
            if plays <= {"pump", "grant"}:
                return None
            return aim if my_main or instant and opp_turn_end else None
        best = self._best_possible(view, specs, aim)
        if best < (2.5 if aimed_sign(effects) < 0 else 0.5):
            return None  # nothing worth it: no land is worth a card (CR 115: lands are legal, not good)
        if aimed_sign(effects) > 0 and "grant" in plays and not (view.active == me and step == "MAIN1"):
            return None  # an evasion ability is given before attacking
        if "tap" in plays and not (view.active == opp and step in ("UPKEEP", "DRAW", "MAIN1", "BEGIN_COMBAT")
                                   or view.active == me and step == "MAIN1"):
            return None  # tap a blocker before our attack, or an attacker before theirs
        return aim if my_main or instant and (opp_turn_end or stack or step in ("BEGIN_COMBAT", "BLOCKERS")) else None

    def _ritual_worth(self, view: Any, aim: _Aim, my_main: bool) -> _Aim | None:
        """A ritual (a spell that only adds mana) is cast when its mana would pay for a spell in
        hand that is worth casting now and that our mana can't pay for alone (a bigger one, or
        an X spell): else the mana empties unused at the end of the step (CR 500.4)."""
        me = view.player
        sources = sum(1 for p in view.battlefield() if p.controller == me and not p.tapped
                      and not (p.sick and facts.is_creature(view, p.id))
                      and any(a.is_mana for a in characteristics(view, p.id).activated))
        for c in view.hand(me):
            if facts.is_land(view, c.id):
                continue
            card = facts.card_of(view, c.id)
            if card.spell is not None and {e.kind for e in card.spell.effects} == {"add_mana"}:
                continue  # another ritual: not what the mana is for
            if not (my_main or card.instant_speed):
                continue
            if not (card.mana_cost.x or mana_value(view, c.id) > sources):
                continue
            if self._worth(view, A.CastSpell(me, c.id)) is not None:
                return aim
        return None

    def _best_possible(self, view: Any, specs: tuple[Any, ...], aim: _Aim) -> float:
        """The best value one of the possible targets of the first target would have."""
        if not specs:
            return 0.0
        best = 0.0
        for t in facts.possible_targets(view, specs[0]):
            best = max(best, self._value_of(view, t, aim))
        return best

    def _value_of(self, view: Any, target: Any, aim: _Aim) -> float:
        zone = None
        if isinstance(target, int):
            for p in (0, 1):
                if any(c.id == target for c in view.graveyard(p)):
                    zone = "graveyard"
        sign = aimed_sign(aim.effects, aim.statics, zone)
        value = target_value(view, target, sign)
        damage = next((e for e in aim.effects if e.kind == "deal_damage"), None)
        if damage is not None and isinstance(target, int):
            by_id = {c.id: c for c in view.battlefield()}
            cv = by_id.get(target)
            amount = damage.get("amount")
            if cv is not None and cv.controller != view.player and isinstance(amount, int) and _health(cv) > amount:
                value = 0.3  # damage that doesn't kill: hardly worth it
        return value

    def _combat_hurts(self, view: Any) -> bool:
        """Whether the opponent's attack, as blocked, would hurt us enough to prevent it: lethal
        damage, five or more, or a creature of ours dying."""
        me = view.player
        if view.active == me or view.step.name not in ("BLOCKERS", "FIRST_STRIKE_DAMAGE"):
            return False
        attackers = [c for c in view.battlefield() if c.attacking and c.controller != me]
        if not attackers:
            return False
        blocked = {a for _, a in view.blocks()}
        damage = sum(c.power or 0 for c in attackers if c.id not in blocked)
        return damage >= view.life(me) or damage >= 5 or self._threatened(view, None) is not None

    def _attacked_ids(self, view: Any) -> set[int]:
        return {c.id for c in _creatures(view, view.player) if c.tapped}

    def _burn_worth(self, view: Any, effects: tuple[Effect, ...], specs: tuple[Any, ...], aim: _Aim,
                    my_main: bool, opp_turn_end: bool) -> _Aim | None:
        eff = next(e for e in effects if e.kind == "deal_damage")
        amount = eff.get("amount")
        if not isinstance(amount, int):
            return aim if my_main else None
        opp = 1 - view.player
        if not specs:
            return aim if my_main else None
        candidates = facts.possible_targets(view, specs[0])
        killable = [c for c in _creatures(view, opp) if c.id in candidates and _health(c) <= amount]
        if killable:
            best = max(killable, key=lambda c: creature_worth(view, c))
            if creature_worth(view, best) >= 3 or specs[0].kind == "creature" or amount == 1:
                aim.intended = best.id
                return aim
        if PlayerRef(opp) in candidates:
            life = view.life(opp)
            if amount >= life or amount >= 4 or opp_turn_end:
                aim.intended = PlayerRef(opp)
                return aim
        return None

    def _trick_worth(self, view: Any, effects: tuple[Effect, ...], aim: _Aim, source: int | None) -> _Aim | None:
        """A pump is used in combat, after blocks, where it wins or saves a fight, or makes an
        unblocked attack lethal."""
        eff = next(e for e in effects if e.kind == "modify_pt")
        bonus = (eff.get("power", 0), eff.get("toughness", 0))
        if not all(isinstance(b, int) for b in bonus) or view.step.name != "BLOCKERS":
            return None
        me = view.player
        only = source if eff.get("to") == "self" else None
        by_id = {p.id: p for p in view.battlefield()}
        best: tuple[float, int] | None = None
        for blocker_id, attacker_id in view.blocks():
            attacker, blocker = by_id.get(attacker_id), by_id.get(blocker_id)
            if attacker is None or blocker is None:
                continue
            mine = attacker if attacker.controller == me else blocker
            if only is not None and mine.id != only:
                continue
            before = fight(view, attacker, blocker)
            if mine is attacker:
                after = fight(view, attacker, blocker, attacker_bonus=bonus)
                gain = (before[0] and not after[0]) * creature_worth(view, attacker) + \
                    (after[1] and not before[1]) * creature_worth(view, blocker)
            else:
                after = fight(view, attacker, blocker, blocker_bonus=bonus)
                gain = (before[1] and not after[1]) * creature_worth(view, blocker) + \
                    (after[0] and not before[0]) * creature_worth(view, attacker)
            if gain > 0 and (best is None or gain > best[0]):
                best = (gain, mine.id)
        gang = self._gang_trick(view, by_id, bonus, only)
        if gang is not None and (best is None or gang[0] > best[0]):
            best = gang
        if best is None:
            opp = 1 - me
            blocked = {a for _, a in view.blocks()}
            unblocked = [p for p in by_id.values() if p.controller == me and p.attacking and p.id not in blocked
                         and (only is None or p.id == only)]
            damage = sum(p.power or 0 for p in by_id.values() if p.controller == me and p.attacking
                         and p.id not in blocked)
            if unblocked and view.active == me and damage < view.life(opp) <= damage + bonus[0]:
                aim.intended = unblocked[0].id
                return aim
            return None
        aim.intended = best[1]
        return aim

    def _gang_trick(self, view: Any, by_id: dict[int, CardView], bonus: tuple[int, int],
                    only: int | None) -> tuple[float, int] | None:
        """A pump on an attacker of ours blocked by several creatures (CR 509.1a, 510.1c): what
        it gains, saving the attacker from their total damage and killing more of them with
        its damage assigned in turn (the cheapest to kill first), and the attacker; None if
        nothing."""
        me = view.player
        gangs: dict[int, list[CardView]] = {}
        for blocker_id, attacker_id in view.blocks():
            attacker, blocker = by_id.get(attacker_id), by_id.get(blocker_id)
            if attacker is not None and blocker is not None and attacker.controller == me:
                gangs.setdefault(attacker_id, []).append(blocker)
        best: tuple[float, int] | None = None
        for attacker_id, blockers in gangs.items():
            if len(blockers) < 2 or only is not None and attacker_id != only:
                continue
            attacker = by_id[attacker_id]
            before = self._gang_outcome(view, attacker, blockers, (0, 0))
            after = self._gang_outcome(view, attacker, blockers, bonus)
            gain = (before[0] and not after[0]) * creature_worth(view, attacker) + after[1] - before[1]
            if gain > 0 and (best is None or gain > best[0]):
                best = (gain, attacker_id)
        return best

    @staticmethod
    def _gang_outcome(view: Any, attacker: CardView, blockers: list[CardView],
                      extra: tuple[int, int]) -> tuple[bool, float]:
        """(the attacker dies, the worth of the blockers it kills) with ``extra`` power and
        toughness, its damage assigned to the cheapest blockers to kill first (CR 510.1c)."""
        power = (attacker.power or 0) + extra[0]
        dies = sum(b.power or 0 for b in blockers) >= _health(attacker) + extra[1]
        killed = 0.0
        for b in sorted(blockers, key=_health):
            if power >= _health(b) > 0:
                power -= _health(b)
                killed += creature_worth(view, b)
        return dies, killed

    def _threatened(self, view: Any, only: int | None) -> int | None:
        """A creature of ours that the blocks of this combat would kill (``only``: that one)."""
        if view.step.name not in ("BLOCKERS", "FIRST_STRIKE_DAMAGE"):
            return None
        me = view.player
        by_id = {p.id: p for p in view.battlefield()}
        for blocker_id, attacker_id in view.blocks():
            attacker, blocker = by_id.get(attacker_id), by_id.get(blocker_id)
            if attacker is None or blocker is None:
                continue
            dies = fight(view, attacker, blocker)
            for cv, died in ((attacker, dies[0]), (blocker, dies[1])):
                if cv.controller == me and died and (only is None or cv.id == only):
                    found: int = cv.id
                    return found
        return None

    # ------------------------------------------------------------------ targets

    def _targets(self, view: Any, legal: list[A.Action]) -> A.Action | None:
        picks = [a for a in legal if isinstance(a, A.Pick)]
        choices: list[A.ChooseTargets] = [a for a in legal if isinstance(a, A.ChooseTargets)]
        if not choices and not picks:
            return None
        first = not view.decision.get("picked", ())
        if first:
            aim, self._aim = self._aim, None
            if aim is None or not (aim.effects or aim.statics):
                # Not the spell this player began (a permanent spell has no targets of its own): a
                # triggered ability's (CR 603.3d), such as the one of the creature just cast.
                aim = self._trigger_aim(view)
            self._picking = aim
        else:
            aim = self._picking if self._picking is not None else self._trigger_aim(view)
        if picks:
            # Several targets, picked one at a time (issue 31): the best for each requirement in
            # turn, which is the best whole choice, as the targets' values add up.
            if first and aim.intended is not None:
                for pick in picks:
                    if pick.option == aim.intended:
                        return pick
            choices = [A.ChooseTargets(view.player, (a.option,)) for a in picks]

        def score(a: A.ChooseTargets) -> float:
            return sum(self._value_of(view, t, aim) for t in a.targets)

        if aim.intended is not None and not picks:
            for a in choices:
                if a.targets and a.targets[0] == aim.intended:
                    return a
        best = max(choices, key=score)
        if picks:
            if score(best) <= 0 and first:
                cancel = next((a for a in legal if isinstance(a, A.CancelCasting)), None)
                if cancel is not None:
                    return cancel
            return picks[choices.index(best)]
        if score(best) <= 0:
            cancel = next((a for a in legal if isinstance(a, A.CancelCasting)), None)
            if cancel is not None:
                return cancel
        return best

    def _trigger_aim(self, view: Any) -> _Aim:
        """What the object on top of the stack, whose targets are being chosen, does: a spell
        (its effects, an Aura's statics: CR 601.2c) or a triggered ability (603.3d)."""
        stack = view.stack()
        if not stack:
            return _Aim(())
        top = stack[-1].id
        ch = characteristics(view, top)
        card = facts.card_of(view, top)
        statics = tuple(a for a in ch.abilities if isinstance(a, StaticAbility)) if "Aura" in ch.subtypes else ()
        if card.spell is not None and not any(hasattr(a, "event") for a in ch.abilities if getattr(a, "targets", ())):
            return _Aim(card.spell.effects, statics)
        effects: tuple[Effect, ...] = ()
        for a in ch.abilities:
            if getattr(a, "targets", ()) and hasattr(a, "effects"):
                effects += tuple(a.effects)
        return _Aim(effects, statics)


def card_targets(card: Any) -> tuple[Any, ...]:
    """The target specs of a card's spell: an Aura's enchant keyword (CR 303.4a) or its spell's."""
    return tuple(target_specs_of_card(card))


def _land_colours(view: Any, oid: int) -> list[str]:
    ch = characteristics(view, oid)
    if "Land" not in ch.types:
        return []
    out = [BASIC_LAND_TYPES[s] for s in ch.subtypes if s in BASIC_LAND_TYPES]
    for a in ch.activated:
        if a.is_mana:
            out.extend(p for p in a.produces if p != "C")
    return out


#: The easy player's answer to each question (issue 31): exactly one entry for every ``Question``
#: (tests/ai/test_questions.py checks it). An answer returns an action of ``legal``, or None for
#: the safe fallback (``BasicPlayer._fallback``).
ANSWERS: dict[Question, Callable[[BasicPlayer, Any, Decision, list[A.Action]], A.Action | None]] = {
    Question.PRIORITY: BasicPlayer._pass_or_act,
    Question.MULLIGAN: BasicPlayer._keep_or_mulligan,
    Question.BOTTOM: BasicPlayer._bottom,
    Question.DECLARE_ATTACKERS: BasicPlayer._attack,
    Question.DECLARE_BLOCKERS: BasicPlayer._block,
    Question.TARGETS: BasicPlayer._aim_targets,
    Question.X: BasicPlayer._x,
    Question.PAY: BasicPlayer._pay,
    Question.ASSIGN_DAMAGE: BasicPlayer._divide_damage,
    Question.DISCARD_TO_HAND_SIZE: BasicPlayer._discard,
    Question.DISCARD: BasicPlayer._discard,
    Question.MAY: BasicPlayer._take,
    Question.SEARCH: BasicPlayer._take,
    Question.TO_HAND: BasicPlayer._take,
    Question.ORDER_TOP: BasicPlayer._take,
    Question.PAY_OR_COUNTER: BasicPlayer._keep_our_spell,
    Question.PAY_OR_NOT: BasicPlayer._take,
    Question.LEGEND_RULE: BasicPlayer._take,
    Question.ORDER_TRIGGERS: BasicPlayer._first,
    Question.REPLACEMENT: BasicPlayer._first,
    Question.COLOR: BasicPlayer._color,
    Question.PLAYER: BasicPlayer._take,
    Question.OBJECT: BasicPlayer._take,
    Question.SOURCE: BasicPlayer._take,
    Question.CARD_NAME: BasicPlayer._card_name,
    Question.COPY: BasicPlayer._take,
    Question.SACRIFICE: BasicPlayer._sacrifice,
    Question.DISCARD_COST: BasicPlayer._take,
    Question.TAP_COST: BasicPlayer._take,
    Question.MANA_COLOR: BasicPlayer._take,
    Question.TEXT_WORD: BasicPlayer._take,
    Question.SEARCH_CARDS: BasicPlayer._take,
    Question.ORDER_BOTTOM: BasicPlayer._lowest_first,
    Question.PAY_LIFE: BasicPlayer._take,
    Question.UNTAP_TYPE: BasicPlayer._untap_type,
    Question.GAME_OVER: BasicPlayer._first,
}
