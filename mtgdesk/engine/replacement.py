"""Replacement and prevention effects (CR 614, 615, 616).

The engine proposes a "would" event at each choke point — damage (``DamageEvent``), a life total
change, a zone change, a draw, a destruction — and ``replace`` applies to it each replacement or
prevention effect that applies, each at most once (614.5); where two or more apply, the affected
player (or the controller of the affected object) chooses which first (616.1), a question asked
through ``Game.ask`` (``DecisionKind.REPLACEMENT``; not asked where all of them are the same).
Self-replacement effects go first (616.1a).

Effects come from resolved spells and abilities (``game.replacements``: shields that are used up,
"prevent all combat damage this turn", regeneration), from static abilities of permanents
(``static_replacement``: Furnace of Rath, Worship) and from protection (702.16e). Each kind is
declared once in ``REPLACEMENT_KINDS``: the event it modifies, whether it applies, how it
changes the event (None: the event doesn't happen), whether it is a prevention effect.
"""
from __future__ import annotations

from dataclasses import dataclass, replace as _replace
from typing import TYPE_CHECKING, Any
from collections.abc import Callable

from . import events as E
from .abilities import StaticAbility
from .decisions import DecisionKind, Question
from .objects import PlayerRef, Zone
from .targets import has_protection_from

if TYPE_CHECKING:
    from .game import Game


@dataclass(frozen=True)
class Replacement:
    """A replacement or prevention effect (CR 614.1, 615.1). ``until``: ``end_of_turn``,
    ``indefinite``, or ``static`` (generated from a permanent's static ability)."""

    kind: str
    source: int
    source_name: str
    controller: int
    params: tuple[tuple[str, Any], ...] = ()
    until: str = "end_of_turn"
    id: int = 0

    def get(self, key: str, default: Any = None) -> Any:
        for k, v in self.params:
            if k == key:
                return v
        return default

    @property
    def same_as(self) -> tuple[Any, ...]:
        return (self.source_name, self.kind, self.params)


# ---------------------------------------------------------------------- "would" events

@dataclass(frozen=True)
class DamageEvent:
    """Damage that would be dealt (CR 120, 615)."""

    source: int
    recipient: Any  # an object id or a PlayerRef
    amount: int
    combat: bool = False


@dataclass(frozen=True)
class ZoneChange:
    """An object that would move to another zone (CR 614.1c-d, 614.6)."""

    obj: int
    from_zone: Zone
    to: Zone
    tapped: bool = False
    controller: int | None = None
    bottom: bool = False


@dataclass(frozen=True)
class Draw:
    """A card that would be drawn (CR 121, 614.11)."""

    player: int


@dataclass(frozen=True)
class LifeChange:
    """Life that would be gained (positive) or lost (CR 119); ``damage``: the loss is the result
    of damage dealt to the player (CR 120.3a), which Worship changes (the damage itself is
    still dealt in full)."""

    player: int
    amount: int
    damage: bool = False


@dataclass(frozen=True)
class Destroy:
    """A permanent that would be destroyed (CR 701.7); ``regenerate``: whether regeneration may
    replace it (701.15c: "can't be regenerated")."""

    obj: int
    regenerate: bool = True


Would = DamageEvent | ZoneChange | Draw | LifeChange | Destroy


# ---------------------------------------------------------------------- kinds

@dataclass(frozen=True)
class ReplacementKind:
    """One kind of replacement or prevention effect."""

    event: type
    applies: Callable[["Game", Replacement, Any], bool]
    apply: Callable[["Game", Replacement, Any], Any]
    prevention: bool = False
    self_replacement: bool = False  # CR 616.1a


def _recipient_is(r: Replacement, ev: DamageEvent) -> bool:
    who = r.get("recipient")
    return who is None or who == ev.recipient


def _use_up(game: "Game", r: Replacement, left: int) -> None:
    """A shield that prevents the next N damage is used up as it prevents (CR 615.7)."""
    i = game.replacements.index(r)
    if left > 0:
        game.replacements[i] = _replace(r, params=tuple((k, left if k == "amount" else v) for k, v in r.params))
    else:
        del game.replacements[i]


def _prevent_next(game: "Game", r: Replacement, ev: DamageEvent) -> DamageEvent | None:
    shield = int(r.get("amount"))
    used = min(shield, ev.amount)
    _use_up(game, r, shield - used)
    left = ev.amount - used
    if left <= 0:
        return None
    return _replace(ev, amount=left)


def _source_is(game: "Game", r: Replacement, ev: DamageEvent) -> bool:
    chosen = r.get("damage_source")
    return chosen is None or chosen == ev.source


def _prevent_source_once(game: "Game", r: Replacement, ev: DamageEvent) -> None:
    """"The next time a source of your choice would deal damage to you this turn, prevent that
    damage" (Circle of Protection: CR 615.7, 609.7); "You gain life equal to the damage
    prevented this way." (Reverse Damage: the damage as it would have been dealt, after the
    effects applied before this one, 616.1)."""
    game.replacements.remove(r)
    if r.get("gain_life") and ev.amount > 0:
        game.change_life(r.controller, ev.amount)
    return None


def _redirect(game: "Game", r: Replacement, ev: DamageEvent) -> DamageEvent | None:
    """A redirection effect (CR 614.9): "The next N damage that would be dealt to X this turn is
    dealt to Y instead" (``amount``: the shield is used up as it applies, the rest dealt as it
    would have been) or "All damage that would be dealt to X this turn [by a source of your
    choice] is dealt to Y instead" (no ``amount``: it lasts the turn). The damage is dealt by the
    same source to Y, if Y is a player or still a creature on the battlefield; otherwise nothing is
    redirected and the damage is dealt as it would have been."""
    shield = r.get("amount")
    n = ev.amount if shield is None else min(int(shield), ev.amount)
    if shield is not None:
        game.replacements.remove(r)
        left = int(shield) - n
        if left:
            game.replacements.append(_replace(r, params=tuple((k, left if k == "amount" else v) for k, v in r.params)))
    to = r.get("to")
    if not isinstance(to, PlayerRef) and (
            to not in game.objects or game.objects[to].zone is not Zone.BATTLEFIELD or not game.is_creature(to)):
        return ev  # CR 614.9: a redirection to something that isn't there does nothing
    game.deal_damage(ev.source, to, n, combat=ev.combat)
    return _replace(ev, amount=ev.amount - n) if ev.amount - n > 0 else None


_REDIRECT = ReplacementKind(
    DamageEvent, lambda g, r, ev: _recipient_is(r, ev) and _source_is(g, r, ev) and ev.amount > 0, _redirect)


def _regenerate(game: "Game", r: Replacement, ev: Destroy) -> None:
    """CR 701.15b: instead, tap it, remove all damage from it, and remove it from combat; the
    shield is used."""
    game.replacements.remove(r)
    obj = game.objects[ev.obj]
    game.tap(ev.obj)
    obj.damage = 0
    obj.deathtouched = False
    if game.combat is not None:
        game.combat.remove(ev.obj)
    obj.attacking = False
    obj.blocking = ()
    obj.blocked = False
    game.sba_needed = True
    game.emit(E.Regenerated(ev.obj))
    return None


def _may_regenerate(game: "Game", r: Replacement, ev: Destroy) -> bool:
    if r.get("object") != ev.obj or not ev.regenerate:
        return False
    # CR 701.15c: "can't be regenerated" stops regeneration shields.
    return not any(x.kind == "cant_regenerate" and x.get("object") == ev.obj for x in game.replacements)


def _doubled(game: "Game", r: Replacement, ev: DamageEvent) -> DamageEvent:
    return _replace(ev, amount=ev.amount * 2)


def _life_floor_applies(game: "Game", r: Replacement, ev: LifeChange) -> bool:
    """Worship: if you control a creature, damage that would reduce your life total to less than
    1 reduces it to 1 instead. It changes the result of the damage, not the damage (ruling of
    2004-10-04): the damage is dealt in full (Final Punishment, Spirit Link and "is dealt
    damage" triggers see all of it); only the life total stops at 1."""
    if not ev.damage or ev.amount >= 0 or ev.player != r.controller:
        return False
    if game.players[r.controller].life + ev.amount >= 1:
        return False
    return any(game.objects[i].controller == r.controller and game.is_creature(i) for i in game.battlefield)


def _life_floor(game: "Game", r: Replacement, ev: LifeChange) -> LifeChange | None:
    lost = max(0, game.players[r.controller].life - 1)  # the life total becomes 1 (or stays below)
    return _replace(ev, amount=-lost) if lost > 0 else None


def _draw_to_you(game: "Game", r: Replacement, ev: Draw) -> Draw:
    """Plagiarize: "that player skips that draw and you draw a card" (CR 614.11): the draw
    becomes a draw by the effect's controller."""
    return Draw(r.controller)


def _draw_revealed(game: "Game", r: Replacement, ev: Draw) -> Draw | None:
    """Zur's Weirding: "If a player would draw a card, they reveal it instead. Then any other
    player may pay 2 life. If a player does, put that card into its owner's graveyard.
    Otherwise, that player draws a card." (CR 614.11, 119.4: only a player with at least 2 life
    can pay 2 life). With an empty library nothing is revealed and the draw happens (121.4)."""
    lib = game.players[ev.player].library
    if not lib:
        return ev
    card = lib[-1]
    game.emit(E.CardsRevealed(ev.player, (card,)))
    for other in range(len(game.players)):
        other = (ev.player + 1 + other) % len(game.players)  # in turn order after the drawer (101.4)
        if other == ev.player or game.players[other].life < 2:
            continue
        if game.ask(other, DecisionKind.CHOICE, Question.PAY_LIFE, (False, True), amount=2, card=card):
            game.change_life(other, -2)
            game.move(card, Zone.GRAVEYARD)
            return None
    return ev


def _never(game: "Game", r: Replacement, ev: Any) -> bool:
    return False


REPLACEMENT_KINDS: dict[str, ReplacementKind] = {
    # "Prevent the next N damage that would be dealt to X this turn." (CR 615.7)
    "prevent_next": ReplacementKind(DamageEvent, lambda g, r, ev: _recipient_is(r, ev) and ev.amount > 0,
                                    _prevent_next, prevention=True),
    # "Prevent all combat damage that would be dealt this turn." (CR 615)
    "prevent_all_combat": ReplacementKind(DamageEvent, lambda g, r, ev: ev.combat, lambda g, r, ev: None,
                                          prevention=True),
    # "Prevent all damage that would be dealt to/by X this turn."
    "prevent_all_to": ReplacementKind(DamageEvent, lambda g, r, ev: _recipient_is(r, ev), lambda g, r, ev: None,
                                      prevention=True),
    # "The next time a source of your choice would deal damage to you this turn, prevent it."
    "prevent_source_once": ReplacementKind(
        DamageEvent, lambda g, r, ev: _recipient_is(r, ev) and _source_is(g, r, ev), _prevent_source_once,
        prevention=True),
    # Protection's prevention (CR 702.16e), generated from the keyword.
    "protection": ReplacementKind(DamageEvent, lambda g, r, ev: True, lambda g, r, ev: None, prevention=True),
    # Redirection (CR 614.9), one kind under two names (the name is part of a 616.1 choice's
    # answer): "The next N damage that would be dealt to X this turn is dealt to Y instead" (used
    # up), and "All damage that would be dealt to X this turn by a source of your choice ..." (lasts
    # the turn).
    "redirect_next": _REDIRECT,
    "redirect_from_source": _REDIRECT,
    # Regeneration shields (CR 701.15).
    "regenerate": ReplacementKind(Destroy, _may_regenerate, _regenerate),
    # "It can't be regenerated this turn": not applied itself; it stops regeneration (701.15c).
    "cant_regenerate": ReplacementKind(Destroy, _never, lambda g, r, ev: ev),
    # Furnace of Rath: "If a source would deal damage to a permanent or player, it deals double
    # that damage instead." (CR 614.1a)
    "damage_doubled": ReplacementKind(DamageEvent, lambda g, r, ev: ev.amount > 0, _doubled),
    # Worship (CR 614.1a): the life lost to damage, not the damage.
    "life_floor": ReplacementKind(LifeChange, _life_floor_applies, _life_floor),
    # Plagiarize: "until end of turn, if target player would draw a card, instead ... you draw".
    "draw_to_you": ReplacementKind(Draw, lambda g, r, ev: ev.player == r.get("player"), _draw_to_you),
    # Zur's Weirding: each draw is revealed and may be put into the graveyard instead.
    "draw_revealed": ReplacementKind(Draw, lambda g, r, ev: True, _draw_revealed),
}

def static_replacement(ab: Any) -> str | None:
    """The replacement kind a static ability is (CR 614.1: Furnace of Rath, Worship), or None:
    ``static = "replacement"``, its ``effect`` one of those ``kinds/rule_statics.py`` allows."""
    if isinstance(ab, StaticAbility) and ab.kind == "replacement":
        effect: str = ab.get("effect")
        return effect
    return None


#: Replacement kinds whose application asks a player a question (``Game.ask``), so that the game
#: takes a snapshot before an action where one may apply.
ASKING_REPLACEMENTS: frozenset[str] = frozenset({"draw_revealed"})


# ---------------------------------------------------------------------- applying

def _active(game: "Game", ev: Any) -> list[Replacement]:
    out = [r for r in game.replacements if REPLACEMENT_KINDS[r.kind].event is type(ev)]
    if game.has_static_sources():
        for oid in game.static_sources():
            ch = game.characteristics(oid)
            for ab in ch.abilities:
                if not isinstance(ab, StaticAbility):
                    continue
                kind = static_replacement(ab)
                if kind is not None and REPLACEMENT_KINDS[kind].event is type(ev):
                    obj = game.objects[oid]
                    # named by the name its source has now (CR 707.2: a copy's is the copied one)
                    out.append(Replacement(kind, oid, ch.name, obj.controller, ab.params, "static",
                                           -obj.timestamp))
    if isinstance(ev, DamageEvent) and not isinstance(ev.recipient, PlayerRef):
        if ev.recipient in game.objects and has_protection_from(game, ev.recipient, ev.source):
            obj = game.objects[ev.recipient]
            out.append(Replacement("protection", ev.recipient, game.characteristics(obj.id).name, obj.controller,
                                   (), "static", -obj.timestamp - 1_000_000))
    return out


def _affected_player(game: "Game", ev: Any) -> int:
    """CR 616.1: the affected player, or the controller of the affected object."""
    if isinstance(ev, DamageEvent):
        if isinstance(ev.recipient, PlayerRef):
            return ev.recipient.index
        known = game.last_known(ev.recipient)
        return known.controller if known is not None else 0
    if isinstance(ev, (Draw, LifeChange)):
        return ev.player
    obj_id = ev.obj
    obj = game.objects.get(obj_id)
    return obj.controller if obj is not None else 0


def replace(game: "Game", ev: Any) -> Any:
    """Apply every replacement and prevention effect that applies to ``ev``, each once (CR
    614.5), in the order the affected player chooses (616.1); return the event that happens, or
    None if nothing does."""
    applied: set[int] = set()
    while True:
        candidates = [r for r in _active(game, ev)
                      if r.id not in applied and REPLACEMENT_KINDS[r.kind].applies(game, r, ev)]
        if not candidates:
            return ev
        selfs = [r for r in candidates if REPLACEMENT_KINDS[r.kind].self_replacement]
        if selfs:
            candidates = selfs  # CR 616.1a
        if len(candidates) > 1 and len({r.same_as for r in candidates}) > 1:
            chosen = game.ask(_affected_player(game, ev), DecisionKind.REPLACEMENT, Question.REPLACEMENT,
                              tuple(candidates))
        else:
            chosen = candidates[0]
        applied.add(chosen.id)
        ev = REPLACEMENT_KINDS[chosen.kind].apply(game, chosen, ev)
        if ev is None:
            return None


def may_need_choice(game: "Game") -> bool:
    """Whether two replacement effects might apply to one event (so ``replace`` may ask)."""
    n = sum(1 for r in game.replacements if r.kind != "cant_regenerate")
    if n == 0 and not game.has_static_sources():
        return False
    for oid in game.static_sources():
        card = game.copiable_card(oid)  # a copy's are what it copies (CR 706.2)
        if any(static_replacement(a) is not None for a in card.abilities):
            n += 1
            if any(static_replacement(a) in ASKING_REPLACEMENTS for a in card.abilities):
                return True  # applying it asks a question
    if n == 0:
        return False
    n += sum(1 for oid in game.battlefield if "protection" in game.characteristics(oid).keywords)
    return n >= 2


def end_of_turn(game: "Game") -> None:
    """CR 514.2: "this turn" effects end in the cleanup step."""
    if game.replacements:
        game.replacements = [r for r in game.replacements if r.until != "end_of_turn"]
