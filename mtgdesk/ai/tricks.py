"""Tricks the opponent may hold, and the worst case where it matters (issue 34).

Two readings of a position a club player makes and an average over imagined games doesn't:

- **An attack that tells** (``attack_tells``): the opponent attacks, with mana open and cards in
  hand, with a creature our blockers could kill for little. Either it bluffs or it holds a
  trick (a pump, a removal spell, protection) it can cast with that mana. The search then
  imagines the opponent's hand holding such a card (``apply_tell``) with a chance its
  personality sets (``read_tells``: 1 - 1/read_tells) before it has seen the opponent play;
  then it learns (``TellMemory``): each tell it blocked into that ended with no trick cast
  lowers the chance, each trick cast raises it, as a player at a club table learns whether the
  player across bluffs.
- **The worst case** (``counter_reserve``): with a counterspell in hand and its mana open, a
  player at a life total one card of the opponent's could end (a burn spell to the face, a haste
  creature: any card of the opponent's plausible cards, ``belief``, castable with its lands next
  turn) keeps that mana in its own turn rather than spending it: losing the game is a bigger
  danger than a turn's tempo. ``spends_reserve`` says which actions would spend it.

Everything here reads the player's view and public card facts (what a card of the opponent's
plausible cards does is in its card text, public), never a hidden card.
"""
from __future__ import annotations

import random
from collections.abc import Iterable, Sequence
from typing import Any

from ..engine import actions as A
from ..engine.objects import CardDef
from . import facts
from .basic_combat import can_block, fight

#: Effect kinds that counter a spell (CR 701.5).
COUNTER_KINDS = frozenset({"counter"})


def _untapped_lands(view: Any, player: int) -> int:
    return sum(1 for p in view.battlefield() if p.controller == player and not p.tapped and facts.is_land(view, p.id))


def _hand_size(view: Any, player: int) -> int:
    hand = view.hand(player)
    return hand if isinstance(hand, int) else len(hand)


def attack_tells(view: Any) -> int:
    """If the opponent's attack tells of a trick: the mana it has open (its untapped lands, what
    a trick could cost); 0 if it doesn't. An attack tells when, at our declaration of blockers
    (CR 509.1), an attacker would die to one of our untapped creatures that survives it, or to
    two of them while killing at most one, and the opponent has mana open and a card in hand."""
    me, opp = view.player, 1 - view.player
    if view.active != opp or view.step.name != "BLOCKERS":
        return 0
    mana = _untapped_lands(view, opp)
    if mana == 0 or _hand_size(view, opp) == 0:
        return 0
    by_id = {p.id: p for p in view.battlefield()}
    mine = [p for p in by_id.values() if p.controller == me and not p.tapped and facts.is_creature(view, p.id)]
    for aid in view.attackers():
        attacker = by_id.get(aid)
        if attacker is None:
            continue
        able = [b for b in mine if can_block(view, b, attacker)]
        for b in able:
            a_dies, b_dies = fight(view, attacker, b)
            if a_dies and not b_dies:
                return mana
        strongest = sorted(able, key=lambda b: -(b.power or 0))[:2]
        if len(strongest) == 2 and sum(b.power or 0 for b in strongest) >= (attacker.toughness or 0) - attacker.damage:
            return mana
    return 0


#: Effect kinds that change a fight when cast after blocks: a pump, damage, removal, a shield,
#: an ability given, a tap, a bounce.
COMBAT_KINDS = frozenset({"modify_pt", "deal_damage", "destroy", "prevent_damage", "prevent_combat_damage",
                          "regenerate", "gain_ability", "tap", "return_to_hand", "add_counters"})

#: Target kinds that may be a creature in combat (CR 115.1).
_CREATURE_TARGETS = frozenset({"creature", "any", "permanent", "nonland_permanent"})


def is_trick(card: CardDef, mana: int) -> bool:
    """Whether ``card`` could be cast as a combat trick with ``mana`` open: a nonland card with
    instant speed (an instant, flash: CR 304.1, 702.8) of mana value at most ``mana`` that
    changes a fight (``COMBAT_KINDS``; a creature with flash blocks)."""
    if card.is_land or not card.instant_speed or int(card.mana_cost.mana_value) > mana:
        return False
    if card.spell is None:
        return "Creature" in card.types
    specs = card.spell.targets
    if specs and specs[0].kind not in _CREATURE_TARGETS:
        return False  # Naturalize, Shatter: nothing in a fight to aim at
    return any(e.kind in COMBAT_KINDS for e in card.spell.effects)


def holds_trick(hand: Iterable[CardDef], mana: int) -> bool:
    return any(is_trick(c, mana) for c in hand)


def apply_tell(hidden: list[CardDef], hand: int, mana: int, belief: float, rng: random.Random,
               plausible: Sequence[CardDef]) -> list[CardDef]:
    """The opponent's imagined hidden cards (hand first: ``hand`` of them), changed by a tell:
    if the hand holds no trick castable with ``mana``, then with chance ``belief`` one of its
    cards is swapped for one: from the imagined library if one is there (the deck's counts
    stay right), else one of the ``plausible`` cards. ``hidden`` is changed in place."""
    if hand <= 0 or not hidden or holds_trick(hidden[:hand], mana) or rng.random() >= belief:
        return hidden
    slot = rng.randrange(min(hand, len(hidden)))
    deeper = [i for i in range(hand, len(hidden)) if is_trick(hidden[i], mana)]
    if deeper:
        i = deeper[rng.randrange(len(deeper))]
        hidden[slot], hidden[i] = hidden[i], hidden[slot]
        return hidden
    tricks = [c for c in plausible if is_trick(c, mana)]
    if tricks:
        hidden[slot] = tricks[rng.randrange(len(tricks))]
    return hidden


class TellMemory:
    """What the opponent's attacks that told of a trick turned out to be, this game: the chance
    a tell means a trick (``belief``) starts at the personality's (``prior``, worth ``weight``
    tells seen) and follows what is seen. A tell counts once its combat is over (CR 511), and
    only if we blocked (CR 509.1): unblocked, the opponent had no reason to cast a trick. A
    trick is the opponent's instant-speed spell on the stack after blockers were declared, in
    that combat (CR 509.2, 510: what it could cast; a spell on the stack is public, CR 405)."""

    def __init__(self, prior: float, weight: float = 4.0) -> None:
        self.prior = prior
        self.weight = weight
        self.told = 0  # tells blocked into and seen to the end of their combat
        self.tricks = 0  # of those, how many the opponent answered with a spell
        self._open: list[Any] | None = None  # [turn, blocked, trick] of the combat under way

    def belief(self) -> float:
        """The chance an attack that tells of a trick means one: the prior, moved by what was
        seen (the mean of a Beta distribution: ``weight`` imagined tells at ``prior``)."""
        return (self.prior * self.weight + self.tricks) / (self.weight + self.told)

    def observe(self, view: Any, told: bool) -> None:
        """Called at each of our decisions (``told``: the opponent's attack tells of a trick now,
        at our declaration of blockers)."""
        opp = 1 - view.player
        open_ = self._open
        if open_ is not None:
            if view.turn != open_[0] or view.step.name not in _COMBAT_AFTER_BLOCKERS:
                if open_[1]:
                    self.told += 1
                    self.tricks += open_[2]
                self._open = open_ = None
            else:
                if not open_[1] and view.blocks():
                    open_[1] = True
                if not open_[2] and any(
                        c.controller == opp and not c.is_ability for c in view.stack()):
                    open_[2] = True
        if told and open_ is None and view.active == opp:
            self._open = [view.turn, False, False]


#: The steps of a combat from the declaration of blockers to its end (CR 509-511).
_COMBAT_AFTER_BLOCKERS = frozenset({"BLOCKERS", "FIRST_STRIKE_DAMAGE", "DAMAGE"})


# ---------------------------------------------------------------------- the worst case


def _is_counter(card: CardDef) -> bool:
    return card.spell is not None and card.instant_speed and any(e.kind in COUNTER_KINDS for e in card.spell.effects)


def _counters(card: CardDef, threat: CardDef) -> bool:
    """Whether the counterspell ``card`` may target the spell ``threat`` (a creature spell only
    for Remove Soul's kind of target, CR 115.1)."""
    specs = card.spell.targets if card.spell is not None else ()
    if not specs:
        return False
    kind = specs[0].kind
    return kind == "spell" or kind == "creature_spell" and "Creature" in threat.types


def _damage_to_player(card: CardDef, mana: int) -> int:
    """The most damage ``card``, cast with ``mana``, could deal to a player directly (a burn
    spell that may target a player; X spent as it can, CR 107.3)."""
    if card.spell is None or card.is_land:
        return 0
    total = 0
    for e in card.spell.effects:
        if e.kind != "deal_damage":
            continue
        specs = card.spell.targets
        if specs and specs[0].kind not in ("any", "player", "player_or_planeswalker", "opponent"):
            continue
        amount = e.get("amount")
        if isinstance(amount, int) and not isinstance(amount, bool):
            total += amount
        elif amount == "X":
            total += max(0, mana - int(card.mana_cost.mana_value))
    return total


def lethal_threats(view: Any, candidates: Iterable[CardDef]) -> list[CardDef]:
    """The cards among ``candidates`` (the opponent's plausible cards) that would kill us in the
    opponent's next turn if they resolved: burn to the face for our life, or a haste creature
    (CR 702.10) whose power with the opponent's creatures that can attack reaches our life past
    our untapped blockers (none counted: the worst case), each castable with the opponent's
    lands (all untapped by then, CR 502.3)."""
    me, opp = view.player, 1 - view.player
    life = view.life(me)
    lands = sum(1 for p in view.battlefield() if p.controller == opp and facts.is_land(view, p.id))
    board = sum(p.power or 0 for p in view.battlefield() if p.controller == opp and facts.is_creature(view, p.id)
                and "defender" not in facts.keywords(view, p.id))
    mine = [p for p in view.battlefield() if p.controller == me and facts.is_creature(view, p.id)]
    out = []
    seen: set[str] = set()
    for card in candidates:
        if card.name in seen or card.is_land or int(card.mana_cost.mana_value) > lands:
            continue
        seen.add(card.name)
        if _damage_to_player(card, lands) >= life:
            out.append(card)
        elif "Creature" in card.types and any(k.name == "haste" for k in card.keywords()) and not mine \
                and board + (card.power or 0) >= life:
            out.append(card)
    return out


def counter_reserve(view: Any, candidates: Iterable[CardDef]) -> int:
    """Mana to keep open in our own turn for a counterspell in hand (see the module docstring);
    0 if there is nothing to keep: no counterspell we can pay for, or no plausible card of the
    opponent's that kills us and that one of our counterspells can counter."""
    me, opp = view.player, 1 - view.player
    if view.active != me or _hand_size(view, opp) == 0:
        return 0
    hand = view.hand(me)
    if isinstance(hand, int):
        return 0
    counters = [facts.card_of(view, c.id) for c in hand if not facts.is_land(view, c.id)]
    counters = [c for c in counters if _is_counter(c)]
    if not counters:
        return 0
    threats = lethal_threats(view, candidates)
    able = [c for c in counters if any(_counters(c, t) for t in threats)]
    if not able:
        return 0
    cost = min(int(c.mana_cost.mana_value) for c in able)
    return cost if mana_sources(view) >= cost else 0


def mana_sources(view: Any) -> int:
    """Our untapped permanents with a mana ability we can use now (not a summoning-sick
    creature's, CR 302.6)."""
    return sum(1 for p in view.battlefield() if p.controller == view.player and not p.tapped
               and not (p.sick and facts.is_creature(view, p.id))
               and any(a.is_mana for a in facts.characteristics(view, p.id).activated))


def spends_reserve(view: Any, action: A.Action, reserve: int) -> bool:
    """Whether ``action`` would leave fewer than ``reserve`` mana sources for the counterspell:
    casting a spell other than a counterspell, or an ability with a mana cost."""
    if reserve <= 0:
        return False
    if isinstance(action, A.CastSpell):
        card = facts.card_of(view, action.card)
        if _is_counter(card):
            return False
        cost = int(card.mana_cost.mana_value)
    elif isinstance(action, A.ActivateAbility):
        if view.is_mana_ability(action.source, action.index):
            return False
        ability = facts.characteristics(view, action.source).activated[action.index]
        cost = int(ability.cost.mana.mana_value) if ability.cost.has_mana else 0
    else:
        return False
    return cost > 0 and mana_sources(view) - cost < reserve
