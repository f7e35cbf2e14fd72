"""A basic computer player: plays a land, casts what it can afford (biggest first), attacks when
it is safe enough, blocks sensibly, pays automatically and picks reasonable targets.

It reads only its own ``PlayerView`` and the printed cards (``mtgdesk.cards``); it looks one
decision ahead, never searches. ``choose`` always returns an action from
``view.legal_actions()``. A stronger player can keep the same narrow interface:
``choose(view, decision) -> action``.
"""
from __future__ import annotations

import random
from dataclasses import dataclass
from functools import cache
from typing import Any
from collections.abc import Iterable

from ..cards import load_pool
from ..engine import actions as A
from ..engine.abilities import ActivatedAbility, Effect, Keyword, StaticAbility
from ..engine.decisions import Decision, DecisionKind
from ..engine.objects import BASIC_LAND_TYPES, CardDef, PlayerRef
from ..engine.view import CardView

#: What a keyword adds to a creature's worth, in points of power + toughness.
_KEYWORD_WORTH = {
    "flying": 2.0, "first_strike": 1.5, "double_strike": 3.0, "trample": 1.0, "vigilance": 0.5,
    "haste": 0.5, "fear": 1.5, "lifelink": 1.0, "deathtouch": 2.0, "reach": 0.5, "landwalk": 1.0,
    "protection": 1.0, "shroud": 1.0,
}


@cache
def card_def(name: str) -> CardDef | None:
    """The printed card of that name, or None for something the pool doesn't know (a token)."""
    pool = load_pool()
    return pool.get(name) if name in pool else None


@cache
def _keywords(name: str) -> frozenset[str]:
    card = card_def(name)
    if card is None:
        return frozenset()
    out = {a.name for a in card.abilities if isinstance(a, Keyword)}
    out |= {a.kind for a in card.abilities if isinstance(a, StaticAbility)}
    return frozenset(out)


def _keyword_params(name: str, keyword: str) -> list[str]:
    card = card_def(name)
    if card is None:
        return []
    return [a.param for a in card.abilities if isinstance(a, Keyword) and a.name == keyword and a.param]


@cache
def _effects(name: str) -> tuple[Effect, ...]:
    """The effects a card's spell (or its first activated ability with targets) has."""
    card = card_def(name)
    if card is None:
        return ()
    if card.spell is not None:
        return card.spell.effects
    for a in card.abilities:
        if isinstance(a, ActivatedAbility) and a.targets:
            return a.effects
    return ()


def _is_creature(cv: CardView) -> bool:
    card = card_def(cv.name)
    return cv.toughness is not None and (card is None or "Creature" in card.types)


def _is_land(name: str) -> bool:
    card = card_def(name)
    return card is not None and card.is_land


def creature_worth(cv: CardView) -> float:
    """A creature's worth: power and toughness, plus its keywords."""
    worth = float((cv.power or 0) + (cv.toughness or 0))
    for k in _keywords(cv.name):
        worth += _KEYWORD_WORTH.get(k, 0.0)
    return worth


def _mana_value(name: str) -> int:
    card = card_def(name)
    return card.mana_cost.mana_value if card is not None else 0


# ---------------------------------------------------------------------- combat arithmetic

def can_block(view: Any, blocker: CardView, attacker: CardView) -> bool:
    """Whether ``blocker`` may block ``attacker`` as far as the printed abilities tell."""
    bk, ak = _keywords(blocker.name), _keywords(attacker.name)
    if blocker.tapped or "cant_block" in bk or "cant_be_blocked" in ak:
        return False
    if "flying" in ak and not ({"flying", "reach"} & bk):
        return False
    if "fear" in ak:
        card = card_def(blocker.name)
        if card is None or not ("Artifact" in card.types or "B" in card.colors):
            return False
    if "landwalk" in ak:
        land_types = set(_keyword_params(attacker.name, "landwalk"))
        for p in view.battlefield():
            card = card_def(p.name)
            if p.controller == blocker.controller and card is not None and land_types & set(card.subtypes):
                return False
    if "protection" in ak:
        card = card_def(blocker.name)
        if card is not None and set(_keyword_params(attacker.name, "protection")) & set(card.colors):
            return False
    return True


def _strikes_first(cv: CardView) -> bool:
    return bool({"first_strike", "double_strike"} & _keywords(cv.name))


def _health(cv: CardView) -> int:
    return (cv.toughness or 0) - cv.damage


def fight(attacker: CardView, blocker: CardView, attacker_bonus: tuple[int, int] = (0, 0),
          blocker_bonus: tuple[int, int] = (0, 0)) -> tuple[bool, bool]:
    """(attacker dies, blocker dies) in a one-on-one fight, counting first strike."""
    a_power = (attacker.power or 0) + attacker_bonus[0]
    a_health = _health(attacker) + attacker_bonus[1]
    b_power = (blocker.power or 0) + blocker_bonus[0]
    b_health = _health(blocker) + blocker_bonus[1]
    a_first, b_first = _strikes_first(attacker), _strikes_first(blocker)
    blocker_dies = a_power >= b_health
    attacker_dies = b_power >= a_health
    if a_first and not b_first and blocker_dies:
        attacker_dies = False
    if b_first and not a_first and attacker_dies:
        blocker_dies = False
    return attacker_dies, blocker_dies


def combat_blocks(view: Any) -> list[tuple[int, int]]:
    """The declared blocks (blocker, attacker) of the current combat."""
    return list(view.blocks())


@dataclass
class _Plan:
    """A declaration worked out once and then made one action at a time."""

    key: tuple[Any, ...]
    actions: list[A.Action]


class BasicPlayer:
    """A computer opponent that plays soundly, if simply; see the module docstring."""

    def __init__(self, seed: int = 0) -> None:
        self.rng = random.Random(seed)
        self._plan: _Plan | None = None
        self._intended: Any = None  # the target chosen when deciding to cast a spell
        self._regenerated: set[tuple[int, str, int]] = set()
        self._mulligans = 0
        self._last_begun: Any = None  # the card or permanent of the last cast or activation begun
        self._declined: set[tuple[int, str, Any]] = set()  # casts taken back, not to try again

    # ------------------------------------------------------------------ the interface

    def choose(self, view: Any, decision: Decision) -> A.Action:
        legal = view.legal_actions()
        if not legal:
            raise RuntimeError(f"no legal action for {decision}")
        try:
            action = self._choose(view, decision, legal)
        except (KeyError, LookupError, ValueError, AttributeError):
            action = None  # a card or a position this player doesn't understand: play safe
        if action is None or action not in legal:
            action = self._fallback(decision, legal)
        if isinstance(action, A.CastSpell):
            self._last_begun = action.card
        elif isinstance(action, A.ActivateAbility) and not view.is_mana_ability(action.source, action.index):
            self._last_begun = action.source
        elif isinstance(action, A.CancelCasting):
            # Taken back (no good target, can't pay after all): not again in this step.
            self._declined.add((view.turn, view.step.value, self._last_begun))
        return action

    def _fallback(self, decision: Decision, legal: list[A.Action]) -> A.Action:
        for kind in (A.PassPriority, A.PayAuto, A.FinishAttackers, A.FinishBlockers, A.Keep):
            for a in legal:
                if isinstance(a, kind):
                    return a
        choices = [a for a in legal if not isinstance(a, A.CancelCasting)]
        return (choices or legal)[0]

    def _choose(self, view: Any, d: Decision, legal: list[A.Action]) -> A.Action | None:
        kind = d.kind
        if kind is DecisionKind.PRIORITY:
            return self._priority(view, legal)
        if kind is DecisionKind.MULLIGAN:
            return self._mulligan(view, legal)
        if kind is DecisionKind.PAY:
            return next((a for a in legal if isinstance(a, A.PayAuto)), None) or \
                next((a for a in legal if isinstance(a, A.PayFromPool)), None) or \
                next(a for a in legal if isinstance(a, A.CancelCasting))
        if kind is DecisionKind.ATTACKERS:
            return self._declare(view, legal, attackers=True)
        if kind is DecisionKind.BLOCKERS:
            return self._declare(view, legal, attackers=False)
        if kind is DecisionKind.TARGETS:
            return self._targets(view, legal)
        if kind is DecisionKind.ASSIGN_DAMAGE:
            return self._assign(view, d, legal)
        if kind is DecisionKind.DISCARD:
            return self._pick_cards(view, legal, A.Discard)
        if kind is DecisionKind.CHOICE:
            if d.prompt == "x":
                xs = [a for a in legal if isinstance(a, A.ChooseX)]
                return max(xs, key=lambda a: a.value) if xs else None
            if d.prompt == "bottom":
                return self._pick_cards(view, legal, A.PutOnBottom)
            options = [a for a in legal if isinstance(a, A.ChooseOption) and a.option is not None]
            return options[0] if options else legal[0]
        return None

    # ------------------------------------------------------------------ the opening hand

    def _mulligan(self, view: Any, legal: list[A.Action]) -> A.Action:
        """Keep two to five lands in seven; accept worse as mulligans add up (London mulligan:
        the hand is always seven cards, some go to the bottom afterwards)."""
        hand = view.hand(view.player)
        lands = sum(1 for c in hand if _is_land(c.name))
        keep = next(a for a in legal if isinstance(a, A.Keep))
        mulligan = next((a for a in legal if isinstance(a, A.Mulligan)), None)
        good = 2 <= lands <= 5 if self._mulligans == 0 else 1 <= lands <= 6
        if mulligan is None or good or self._mulligans >= 2:
            self._mulligans = 0
            return keep
        self._mulligans += 1
        return mulligan

    def _card_keep_value(self, view: Any, cv: CardView, lands_in_play: int, lands_in_hand: int) -> float:
        if _is_land(cv.name):
            return 10.0 if lands_in_play + lands_in_hand <= 4 else 1.0
        mv = _mana_value(cv.name)
        return 6.0 - abs(mv - (lands_in_play + 1)) * 0.5 if mv <= lands_in_play + 2 else 2.0

    def _pick_cards(self, view: Any, legal: list[A.Action], kind: type) -> A.Action | None:
        """Discard or put on the bottom the cards worth least now."""
        options: list[Any] = [a for a in legal if isinstance(a, kind)]
        if not options:
            return None
        me = view.player
        hand = {c.id: c for c in view.hand(me)}
        lands_in_play = sum(1 for p in view.battlefield() if p.controller == me and _is_land(p.name))
        lands_in_hand = sum(1 for c in hand.values() if _is_land(c.name))
        worth = {i: self._card_keep_value(view, c, lands_in_play, lands_in_hand) for i, c in hand.items()}
        best: A.Action = min(options, key=lambda a: sum((worth.get(c, 0.0) for c in a.cards), 0.0))
        return best

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
        regen = self._regeneration(view, [a for a in legal if getattr(a, "source", None) not in
                                           {c for t, st, c in self._declined if t == view.turn}])
        if regen is not None:
            return regen
        declined = {c for t, st, c in self._declined if t == view.turn and st == view.step.value}
        casts = [a for a in legal if isinstance(a, A.CastSpell) and a.card not in declined]
        if casts:
            hand = {c.id: c for c in view.hand(me)}
            casts.sort(key=lambda a: -_mana_value(hand[a.card].name))
            for a in casts:
                if self._worth_casting(view, hand[a.card]):
                    return a
        return pass_

    def _best_land(self, view: Any, lands: list[A.PlayLand]) -> A.Action:
        """The land whose colour the spells in hand need most and the battlefield has least."""
        me = view.player
        hand = {c.id: c for c in view.hand(me)}
        need: dict[str, int] = {}
        for c in hand.values():
            card = card_def(c.name)
            if card is not None and not card.is_land:
                for colour in card.mana_cost.colors:
                    need[colour] = need.get(colour, 0) + 1
        have: dict[str, int] = {}
        for p in view.battlefield():
            if p.controller == me:
                for colour in _land_colours(p.name):
                    have[colour] = have.get(colour, 0) + 1

        def score(a: A.PlayLand) -> float:
            colours = _land_colours(hand[a.card].name)
            return sum(need.get(c, 0) / (1 + have.get(c, 0)) for c in colours)

        return max(lands, key=score)

    def _worth_casting(self, view: Any, cv: CardView) -> bool:
        """Whether casting this card now does something useful (targets are chosen later)."""
        card = card_def(cv.name)
        if card is None:
            return True
        me, opp = view.player, 1 - view.player
        my_turn_main = bool(view.active == me and view.step.is_main)
        if "Creature" in card.types or not (card.spell or "Aura" in card.subtypes):
            return my_turn_main or bool(view.active != me)  # flash creatures: any time
        if "Aura" in card.subtypes:
            kinds = {a.kind for a in card.abilities if isinstance(a, StaticAbility)}
            if "enchanted_gets" in kinds:
                return any(_is_creature(p) and p.controller == me for p in view.battlefield())
            return False  # an Aura that changes a land's type is rarely worth a card
        effects = card.spell.effects if card.spell else ()
        kinds = {e.kind for e in effects}
        self._intended = None
        if "deal_damage" in kinds:
            return self._burn_worth(view, card)
        if "modify_pt" in kinds:
            return self._trick_worth(view, card)
        if "destroy" in kinds:
            return any(p.controller == opp and _is_creature(p) for p in view.battlefield())
        if kinds & {"untap_attackers", "additional_combat"}:
            return view.step.name == "MAIN2" and view.active == me and any(
                p.controller == me and _is_creature(p) and p.tapped for p in view.battlefield())
        if "additional_land_plays" in kinds:
            lands_in_hand = sum(1 for c in view.hand(me) if _is_land(c.name))
            return lands_in_hand >= 2
        if "prevent_damage" in kinds:
            return False
        return my_turn_main or "Instant" in card.types

    def _burn_worth(self, view: Any, card: CardDef) -> bool:
        eff = next(e for e in card.spell.effects if e.kind == "deal_damage")  # type: ignore[union-attr]
        amount = eff.get("amount")
        if not isinstance(amount, int):
            return True
        opp = 1 - view.player
        spec = card.spell.targets[0].kind if card.spell and card.spell.targets else "any"
        if spec in ("any", "creature"):
            killable = [p for p in view.battlefield()
                        if p.controller == opp and _is_creature(p) and _health(p) <= amount]
            if killable:
                best = max(killable, key=creature_worth)
                if creature_worth(best) >= 3 or spec == "creature":
                    self._intended = best.id
                    return True
        if spec != "creature":
            life = view.life(opp)
            at_end = view.active == opp and view.step.name == "END"
            if amount >= life or amount >= 4 or at_end or spec in ("player", "opponent", "player_or_planeswalker"):
                self._intended = PlayerRef(opp)
                return True
        return False

    def _trick_worth(self, view: Any, card: CardDef) -> bool:
        """A pump spell is cast in combat, after blocks, where it wins or saves a fight."""
        eff = next(e for e in card.spell.effects if e.kind == "modify_pt")  # type: ignore[union-attr]
        bonus = (eff.get("power", 0), eff.get("toughness", 0))
        if not all(isinstance(b, int) for b in bonus) or bonus[0] < 0:
            return False
        if view.step.name not in ("BLOCKERS",):
            return False
        me = view.player
        by_id = {p.id: p for p in view.battlefield()}
        blocks = combat_blocks(view)
        best: tuple[float, int] | None = None
        for blocker_id, attacker_id in blocks:
            attacker, blocker = by_id.get(attacker_id), by_id.get(blocker_id)
            if attacker is None or blocker is None:
                continue
            if attacker.controller == me:
                before = fight(attacker, blocker)
                after = fight(attacker, blocker, attacker_bonus=bonus)
                mine = attacker
                gain = (before[0] and not after[0]) * creature_worth(attacker) + \
                    (after[1] and not before[1]) * creature_worth(blocker)
            else:
                before = fight(attacker, blocker)
                after = fight(attacker, blocker, blocker_bonus=bonus)
                mine = blocker
                gain = (before[1] and not after[1]) * creature_worth(blocker) + \
                    (after[0] and not before[0]) * creature_worth(attacker)
            if gain > 0 and (best is None or gain > best[0]):
                best = (gain, mine.id)
        if best is None:
            # An unblocked attacker that the pump makes lethal.
            opp = 1 - me
            unblocked = [p for p in by_id.values() if p.controller == me and p.attacking
                         and p.id not in {a for _, a in blocks}]
            damage = sum(p.power or 0 for p in unblocked)
            if unblocked and view.active == me and damage < view.life(opp) <= damage + bonus[0]:
                self._intended = unblocked[0].id
                return True
            return False
        self._intended = best[1]
        return True

    def _regeneration(self, view: Any, legal: list[A.Action]) -> A.Action | None:
        """Regenerate a creature of ours that this combat would kill (once a step)."""
        if view.step.name not in ("BLOCKERS", "FIRST_STRIKE_DAMAGE"):
            return None
        me = view.player
        by_id = {p.id: p for p in view.battlefield()}
        threatened: set[int] = set()
        for blocker_id, attacker_id in combat_blocks(view):
            attacker, blocker = by_id.get(attacker_id), by_id.get(blocker_id)
            if attacker is None or blocker is None:
                continue
            dies = fight(attacker, blocker)
            if attacker.controller == me and dies[0]:
                threatened.add(attacker.id)
            if blocker.controller == me and dies[1]:
                threatened.add(blocker.id)
        for a in legal:
            if not isinstance(a, A.ActivateAbility) or a.source not in threatened:
                continue
            if view.is_mana_ability(a.source, a.index):
                continue
            card = card_def(by_id[a.source].name)
            abilities = card.activated_abilities() if card else ()
            ability = abilities[a.index] if a.index < len(abilities) else None
            if ability is None or not any(e.kind == "regenerate" for e in ability.effects):
                continue
            key = (view.turn, view.step.value, a.source)
            if key in self._regenerated:
                continue
            self._regenerated.add(key)
            return a
        return None

    # ------------------------------------------------------------------ targets

    def _targets(self, view: Any, legal: list[A.Action]) -> A.Action | None:
        choices = [a for a in legal if isinstance(a, A.ChooseTargets)]
        if not choices:
            return None
        stack = view.stack()
        name = stack[-1].name if stack else ""
        intended, self._intended = self._intended, None
        if intended is not None:
            for a in choices:
                if a.targets[0] == intended:
                    return a
        effects = _effects(name)
        card = card_def(name)
        aura = card is not None and "Aura" in card.subtypes
        by_id = {p.id: p for p in view.battlefield()}

        def score(a: A.ChooseTargets) -> float:
            return sum(self._target_score(view, t, effects, aura, card, by_id) for t in a.targets)

        best = max(choices, key=score)
        if score(best) < 0:
            cancel = next((a for a in legal if isinstance(a, A.CancelCasting)), None)
            if cancel is not None:
                return cancel
        return best

    def _target_score(self, view: Any, target: Any, effects: Iterable[Effect], aura: bool,
                      card: CardDef | None, by_id: dict[int, CardView]) -> float:
        me, opp = view.player, 1 - view.player
        if isinstance(target, PlayerRef):
            mine = target.index == me
            for e in effects:
                if e.kind == "deal_damage":
                    amount = e.get("amount") if isinstance(e.get("amount"), int) else 1
                    if mine:
                        return -20.0
                    return 50.0 if amount >= view.life(opp) else amount * 0.8
            return -1.0 if mine else 1.0
        cv = by_id.get(target)
        if cv is None:
            return 0.0  # a spell on the stack
        mine = cv.controller == me
        worth = creature_worth(cv) if _is_creature(cv) else 1.0
        if aura and card is not None:
            helps = any(isinstance(a, StaticAbility) and a.kind == "enchanted_gets" for a in card.abilities)
            return worth if (mine == helps) else -worth
        for e in effects:
            if e.kind == "deal_damage":
                amount = e.get("amount") if isinstance(e.get("amount"), int) else 1
                if mine:
                    return -worth * 2
                return worth * 2 + 3 if _health(cv) <= amount else 0.3
            if e.kind == "destroy":
                return -worth if mine else worth
            if e.kind == "modify_pt":
                good = (e.get("power", 0) or 0) + (e.get("toughness", 0) or 0) >= 0
                bonus = 3.0 if cv.attacking else 0.0
                return (worth + bonus) if mine == good else -worth
        return -1.0 if mine else 1.0

    # ------------------------------------------------------------------ combat

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
            return finish
        # A requirement (must attack, must block) is not met yet: meet it.
        return adds[0] if adds else None

    def _plan_attack(self, view: Any, adds: list[A.Action]) -> list[A.Action]:
        me, opp = view.player, 1 - view.player
        field = view.battlefield()
        by_id = {p.id: p for p in field}
        mine = [by_id[a.creature] for a in adds if isinstance(a, A.DeclareAttacker) and a.creature in by_id]
        blockers = [p for p in field if p.controller == opp and _is_creature(p) and not p.tapped
                    and "cant_block" not in _keywords(p.name)]
        their_power = sum(p.power or 0 for p in field if p.controller == opp and _is_creature(p))
        my_life, their_life = view.life(me), view.life(opp)

        chosen: list[CardView] = []
        for a in mine:
            able = [b for b in blockers if can_block(view, b, a)]
            if not able:
                chosen.append(a)
                continue
            safe = True
            for b in able:
                a_dies, b_dies = fight(a, b)
                if a_dies and not (b_dies and creature_worth(b) >= creature_worth(a)):
                    safe = False
                    break
            if safe:
                chosen.append(a)
        # All in when the blockers can't stop enough damage to keep the opponent alive.
        total = sorted((a.power or 0 for a in mine), reverse=True)
        if total and sum(total[len(blockers):]) >= their_life:
            chosen = mine
        # Keep defenders home when the opponent threatens lethal damage back.
        elif their_power >= my_life:
            home = [a for a in mine if a not in chosen or "vigilance" in _keywords(a.name)]
            needed = sorted(mine, key=creature_worth, reverse=True)
            keep = [a for a in needed if "vigilance" not in _keywords(a.name)][:max(0, len(blockers) + 1 - len(home))]
            chosen = [a for a in chosen if a not in keep]
        return [A.DeclareAttacker(view.player, a.id) for a in chosen]

    def _plan_blocks(self, view: Any, adds: list[A.Action]) -> list[A.Action]:
        me = view.player
        field = view.battlefield()
        by_id = {p.id: p for p in field}
        options: dict[int, list[int]] = {}
        for a in adds:
            if isinstance(a, A.DeclareBlocker):
                options.setdefault(a.attacker, []).append(a.blocker)
        attackers = sorted((by_id[i] for i in options if i in by_id), key=lambda c: -(c.power or 0))
        all_attackers = [p for p in field if p.attacking and p.controller != me]
        incoming = sum(p.power or 0 for p in all_attackers)
        life = view.life(me)
        used: set[int] = set()
        plan: list[A.Action] = []
        for attacker in attackers:
            candidates = [by_id[b] for b in options[attacker.id] if b not in used and b in by_id]
            best: tuple[float, CardView] | None = None
            for b in candidates:
                a_dies, b_dies = fight(attacker, b)
                if a_dies and not b_dies:
                    value = 10 + creature_worth(attacker)
                elif not b_dies:
                    value = 5.0
                elif a_dies and creature_worth(attacker) >= creature_worth(b):
                    value = 3 + creature_worth(attacker) - creature_worth(b)
                else:
                    continue
                if best is None or value > best[0]:
                    best = (value, b)
            if best is None and candidates and incoming >= life:
                best = (0.0, min(candidates, key=creature_worth))  # chump block to survive
            if best is not None:
                used.add(best[1].id)
                incoming -= attacker.power or 0
                plan.append(A.DeclareBlocker(me, best[1].id, attacker.id))
        return plan

    def _assign(self, view: Any, d: Decision, legal: list[A.Action]) -> A.Action | None:
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


def _land_colours(name: str) -> list[str]:
    card = card_def(name)
    if card is None or not card.is_land:
        return []
    out = [BASIC_LAND_TYPES[s] for s in card.subtypes if s in BASIC_LAND_TYPES]
    for a in card.abilities:
        if isinstance(a, ActivatedAbility) and a.is_mana:
            out.extend(p for p in a.produces if p != "C")
    return out
