"""Triggered abilities (CR 603), matched against the game's events.

Every event the game records is matched against the triggered abilities of the permanents as
they are now (their characteristics after layers, CR 603.2) and against delayed triggered
abilities (603.7); an event in which permanents leave the battlefield is also matched against
those permanents as they last existed (looking back in time, 603.10a). A triggered ability
waits until a player would next receive priority; then each player, active player first,
puts theirs on the stack in the order they choose (603.3b: ``DecisionKind.ORDER``, not asked
where all of them are the same), choosing targets as each goes on the stack (603.3d; with no
legal target it is removed). "You may" is asked when it resolves (603.5); an intervening "if"
is checked when it triggers and again when it resolves (603.4). State triggers (603.8) trigger
once while their condition holds, until the ability has left the stack.

A trigger kind is declared once in ``TRIGGER_KINDS``: the event class it listens to, its
parameters, and how an event is matched. The subject of an event ("Whenever a creature you
control dies") is given by ``what``: ``self`` (the default), ``enchanted``, ``equipped`` or a
filter (``filters.py``).
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any
from collections.abc import Callable, Iterable

from . import events as E
from . import fastpaths
from .abilities import TriggeredAbility
from .conditions import CONDITIONS, ConditionFn, Info, condition_holds  # noqa: F401 (CONDITIONS, ConditionFn: read here by older code)
from .decisions import DecisionKind, Question
from .filters import Filter, parse_filter
from .layer_reads import may_grant_triggers
from .objects import CardDef, LastKnown, PlayerRef, Zone
from .params import check_kind_params
from .targets import candidates
from .errors import IllegalAction
from .stack import Casting, StackAbility

if TYPE_CHECKING:
    from .game import Game



@dataclass(frozen=True)
class PendingTrigger:
    """A triggered ability that has triggered and waits to be put on the stack (CR 603.3).
    ``info`` is what the event tells its effects ("that player", "that much damage")."""

    source: int
    card: CardDef
    ability: TriggeredAbility
    controller: int
    info: Info = ()
    #: The source's name as it triggered (CR 201.2, 707.2: a Clone that copies Aven Fisher is
    #: named Aven Fisher); empty: the card's name.
    name: str = ""

    @property
    def source_name(self) -> str:
        return self.name or self.card.name

    @property
    def same_as(self) -> tuple[str, TriggeredAbility]:
        """Triggers that are the same (same source name and same effect) need no order."""
        return (self.name or self.card.name, self.ability)


@dataclass(frozen=True)
class DelayedTrigger:
    """A delayed triggered ability (CR 603.7), created by a resolving spell or ability; it
    triggers once (603.7c) unless ``lasting``."""

    ability: TriggeredAbility
    controller: int
    source: int
    card: CardDef
    created_turn: int
    lasting: bool = False
    info: Info = ()


# ---------------------------------------------------------------------- subjects

def _source_attached(source: Any) -> int | None:
    return getattr(source, "attached_to", None)


def subject_matches(game: "Game", ability: TriggeredAbility, source: Any, subject: int | None,
                    subject_info: Any = None) -> bool:
    """Whether ``subject`` (an object id) is what the ability's ``what`` names, from ``source``'s
    point of view."""
    if subject is None:
        return False
    what = ability.get("what") or "self"
    if what == "self":
        return bool(subject == source.id)
    if what in ("enchanted", "equipped"):
        return subject == _source_attached(source)
    filt = _filter(what)
    obj = subject_info if subject_info is not None else game.last_known(subject)
    if obj is None:
        return False
    return filt.matches_known(game, obj, source_id=source.id, controller=source.controller)


_FILTERS: dict[str, Filter] = {}


def _filter(text: str) -> Filter:
    f = _FILTERS.get(text)
    if f is None:
        f = _FILTERS[text] = parse_filter(text)
    return f


def _player_matches(who: str, player: int, controller: int) -> bool:
    """``who``: ``you``, ``opponent`` or ``each`` (any player)."""
    if who == "you":
        return player == controller
    if who == "opponent":
        return player != controller
    return True


# ---------------------------------------------------------------------- kinds

Matcher = Callable[["Game", Any, TriggeredAbility, Any], "Iterable[Info]"]


@dataclass(frozen=True)
class TriggerKind:
    """One kind of trigger event (CR 603.2), declared once: the events it listens to, its
    parameters (name: type), a matcher that yields the info of each time the ability triggers,
    and the rules text of its condition."""

    listens: tuple[type, ...]
    params: dict[str, Any]
    match: Matcher
    look_back: bool = False  # leaves-the-battlefield: also matched against what just left
    #: Its rules text: the wording of its condition (English, ``%1``.. for the card's name and
    #: the effects), by the key ``cards.text.trigger_key`` makes of the ability's parameters
    #: ("enters/other creature": "Whenever another creature enters the battlefield, %1").
    templates: dict[str, str] = field(default_factory=dict)
    #: Why a combination of parameter values can't be said or done, or None (checked at load).
    check: Callable[[dict[str, Any]], str | None] | None = None


def _enters(game: "Game", source: Any, ab: TriggeredAbility, ev: E.CardMoved) -> Iterable[Info]:
    """CR 603.6a: "When/Whenever ... enters"."""
    if ev.to_zone == "battlefield" and ev.new_id is not None and subject_matches(game, ab, source, ev.new_id):
        yield (("object", ev.new_id),)


def _leaves(game: "Game", source: Any, ab: TriggeredAbility, ev: E.CardMoved) -> Iterable[Info]:
    """CR 603.6c, 603.10a: "leaves the battlefield", "is put into a graveyard from the
    battlefield", looking back at the object as it last existed."""
    if ev.from_zone != "battlefield":
        return
    to = ab.get("to")
    if to is not None and ev.to_zone != to:
        return
    if ab.get("by") == "opponent" and (ev.by is None or ev.by == source.controller):
        return  # "a spell or ability an opponent controls causes ..."
    known = game.lki.get(ev.old_id)
    if subject_matches(game, ab, source, ev.old_id, known):
        yield (("object", ev.old_id), ("card", ev.new_id))


def _dies(game: "Game", source: Any, ab: TriggeredAbility, ev: E.CardMoved) -> Iterable[Info]:
    """CR 700.4: "dies" means put into a graveyard from the battlefield, as a creature."""
    if ev.from_zone != "battlefield" or ev.to_zone != "graveyard":
        return
    known = game.lki.get(ev.old_id)
    if known is None or "Creature" not in known.characteristics.types:
        return
    if subject_matches(game, ab, source, ev.old_id, known):
        yield (("object", ev.old_id), ("player", known.controller))


def _attacks(game: "Game", source: Any, ab: TriggeredAbility, ev: Any) -> Iterable[Info]:
    """CR 508.3a: "Whenever ... attacks"; ``alone``: "attacks alone", only if it is the only
    creature declared as an attacker (CR 506.5); ``or_blocks``: "attacks or blocks", also
    when it is declared as a blocker (CR 509.3a), once however many creatures it blocks."""
    if isinstance(ev, E.BlockersDeclared):
        if ab.get("or_blocks"):
            yield from _blocks(game, source, ab, ev)
        return
    if ab.get("alone") and len(ev.attackers) != 1:
        return
    for a in ev.attackers:
        if subject_matches(game, ab, source, a):
            yield (("object", a),)


def _check_attacks(params: dict[str, Any]) -> str | None:
    """``or_blocks`` is said of an Aura's or Equipment's creature only ("Whenever enchanted
    creature attacks or blocks"), and never with ``alone``."""
    if not params.get("or_blocks"):
        return None
    if params.get("alone"):
        return "or_blocks is not said with alone"
    what = params.get("what", "self")
    if what not in _ATTACKS_OR_BLOCKS_WHAT:
        return f"or_blocks is said only with what = {', '.join(_ATTACKS_OR_BLOCKS_WHAT)}, not {what!r}"
    return None


_ATTACKS_OR_BLOCKS_WHAT = ("enchanted",)


def _blocks(game: "Game", source: Any, ab: TriggeredAbility, ev: E.BlockersDeclared) -> Iterable[Info]:
    """A block, by ``role``: "Whenever ~ blocks" (``blocks``, CR 509.3a), "Whenever ~ becomes
    blocked" (``blocked``, 509.3c: once, however many creatures block it), each once with the
    subject; "Whenever ~ blocks or becomes blocked by a nonblack creature" (``blocks_or_blocked``:
    once for each such creature, ``by``), "that creature" being the other one."""
    role = ab.get("role", "blocks")
    if role == "blocks_or_blocked":
        by = ab.get("by")
        for b, a in ev.blocks:
            for me, other in ((b, a), (a, b)):
                if subject_matches(game, ab, source, me) and (
                        by is None or _filter(by).matches(game, other, source_id=source.id,
                                                          controller=source.controller)):
                    yield (("object", other),)
        return
    seen: set[int] = set()
    for pair in ev.blocks:
        me = pair[0] if role == "blocks" else pair[1]
        if me not in seen and subject_matches(game, ab, source, me):
            seen.add(me)
            yield (("object", me),)


def _discards(game: "Game", source: Any, ab: TriggeredAbility, ev: E.Discarded) -> Iterable[Info]:
    """CR 701.9: "Whenever [you / an opponent] discards a card"; ``what = self``: the discarded
    card's own ability, which triggers from the graveyard it went to (CR 113.6, matched in
    ``match``); ``by = opponent``: "When a spell or ability an opponent controls causes you to
    discard ~"."""
    if ab.get("what") == "self":
        if ev.object_id != source.id or ev.by is None:
            return
    elif not _player_matches(ab.get("who", "you"), ev.player, source.controller):
        return
    if ab.get("by") == "opponent" and ev.by == ev.player:
        return
    yield (("player", ev.player),)


def _beginning_of(game: "Game", source: Any, ab: TriggeredAbility, ev: E.StepBegan) -> Iterable[Info]:
    """CR 503.1a, 504.2, 513.1a...: "At the beginning of [your / each / each opponent's] step"."""
    if ev.step != ab.get("step") or ev.turn != game.turn:
        return
    if _player_matches(ab.get("whose", "you"), ev.active, source.controller):
        yield (("player", ev.active),)


def _cast(game: "Game", source: Any, ab: TriggeredAbility, ev: E.SpellCast) -> Iterable[Info]:
    """CR 601.2i: "Whenever a player casts a spell"."""
    if not _player_matches(ab.get("who", "each"), ev.player, source.controller):
        return
    spell = ab.get("spell")
    if spell is not None:
        obj = game.objects.get(ev.object_id)
        if obj is None or not _filter(spell).matches_known(game, obj, source_id=source.id,
                                                           controller=source.controller):
            return
    yield (("player", ev.player), ("object", ev.object_id))


def _gains_life(game: "Game", source: Any, ab: TriggeredAbility, ev: E.LifeChanged) -> Iterable[Info]:
    if ev.new > ev.old and _player_matches(ab.get("who", "you"), ev.player, source.controller):
        yield (("player", ev.player), ("amount", ev.new - ev.old))


def _recipient_player(recipient: Any) -> int | None:
    return recipient.index if isinstance(recipient, PlayerRef) else None


def _deals_damage(game: "Game", source: Any, ab: TriggeredAbility, ev: E.DamageDealt) -> Iterable[Info]:
    """"Whenever ... deals (combat) damage (to a player / an opponent / a creature)"."""
    if ab.get("combat") and not ev.combat:
        return
    if not subject_matches(game, ab, source, ev.source):
        return
    to = ab.get("to", "any")
    player = _recipient_player(ev.recipient)
    if to == "player" and player is None:
        return
    if to == "opponent":
        known = game.last_known(ev.source)
        if player is None or known is None or player == known.controller:
            return
    if to == "creature" and player is not None:
        return
    info: list[tuple[str, Any]] = [("amount", ev.amount), ("object", ev.source)]
    if player is not None:
        info.append(("player", player))
    else:
        info.append(("recipient", ev.recipient))
    yield tuple(info)


def _dealt_damage(game: "Game", source: Any, ab: TriggeredAbility, ev: E.DamageDealt) -> Iterable[Info]:
    """"Whenever [a creature / you / an opponent] is dealt damage": a permanent named by ``what``,
    or a player named by ``who``."""
    player = _recipient_player(ev.recipient)
    if ab.get("who") is not None:
        if player is not None and _player_matches(ab.get("who"), player, source.controller):
            yield (("amount", ev.amount), ("player", player), ("damage_source", ev.source))
    elif player is None and subject_matches(game, ab, source, ev.recipient):
        yield (("amount", ev.amount), ("object", ev.recipient), ("damage_source", ev.source))


def _becomes_target(game: "Game", source: Any, ab: TriggeredAbility, ev: E.TargetsChosen) -> Iterable[Info]:
    """"Whenever a creature becomes the target of a spell or ability" (CR 115.7, 603.2): once
    for each permanent it targets, however many of its targets name that permanent."""
    seen: set[int] = set()
    for t in ev.targets:
        if not isinstance(t, int) or isinstance(t, bool) or t in seen:
            continue
        seen.add(t)
        obj = game.objects.get(t)
        if obj is not None and obj.zone is Zone.BATTLEFIELD and subject_matches(game, ab, source, t):
            yield (("object", t), ("spell", ev.object_id))


def _draws(game: "Game", source: Any, ab: TriggeredAbility, ev: E.CardDrawn) -> Iterable[Info]:
    """CR 121.1: "Whenever [you / an opponent / the chosen player] draws a card [with the chosen
    name]": ``who`` ``chosen`` and ``named`` ``chosen_name`` read what was chosen as the source
    entered (CR 614.12, 201.3); the card as it is drawn is "that card"."""
    who = ab.get("who", "you")
    chosen = dict(getattr(source, "chosen", ()) or ()) if who == "chosen" or ab.get("named") else {}
    if who == "chosen":
        if ev.player != chosen.get("player"):
            return
    elif not _player_matches(who, ev.player, source.controller):
        return
    if ab.get("named") == "chosen_name":
        card = game.objects.get(ev.object_id)
        if card is None or chosen.get("name") is None or card.card.name != chosen["name"]:
            return
        yield (("player", ev.player), ("object", ev.object_id))
        return
    yield (("player", ev.player),)


def _check_tapped_for_mana(params: dict[str, Any]) -> str | None:
    """The subject of "Whenever ... is tapped for mana" is given: only an Aura's land is
    matched (``payment._tapped_for_mana``, CR 605.1b)."""
    return None if "what" in params else "what must be given: enchanted"


_STEPS = ("upkeep", "draw", "main1", "begin_combat", "attackers", "blockers", "damage", "end_combat", "main2", "end")
_WHO = ("you", "opponent", "each")

TRIGGER_KINDS: dict[str, TriggerKind] = {
    "enters": TriggerKind((E.CardMoved,), {"what": Filter}, _enters,
        templates={
        "enters/other creature": "Whenever another creature enters the battlefield, %1",
        "enters": "When %1 enters the battlefield, %2",
    }),
    "leaves": TriggerKind((E.CardMoved,), {"what": Filter, "to": str, "by": str}, _leaves, look_back=True,
        templates={
        "leaves/land you_own/graveyard/opponent": "Whenever a spell or ability an opponent controls causes a "
            "land to be put into your graveyard "
            "from the battlefield, %1",
    }),
    "dies": TriggerKind((E.CardMoved,), {"what": Filter}, _dies, look_back=True,
        templates={
        "dies": "When %1 dies, %2",
        "dies/creature you_control": "Whenever a creature you control dies, %1",
        "dies/creature dealt_damage_by_this_turn": "Whenever a creature dealt damage by %1 this turn dies, %2",
    }),
    # ``or_blocks``: "Whenever enchanted creature attacks or blocks" (CR 508.3a, 509.3a).
    "attacks": TriggerKind((E.AttackersDeclared, E.BlockersDeclared), {"what": Filter, "alone": bool,
                                                                       "or_blocks": bool}, _attacks,
        templates={
        "attacks": "Whenever %1 attacks, %2",
        "attacks/alone": "Whenever %1 attacks alone, %2",
        "attacks/enchanted/or_blocks": "Whenever enchanted creature attacks or blocks, %1",
    }, check=_check_attacks),
    "blocks": TriggerKind((E.BlockersDeclared,), {"what": Filter, "role": ("blocks", "blocked", "blocks_or_blocked"),
                                                  "by": Filter}, _blocks,
        templates={
        "blocks": "Whenever %1 blocks, %2",
        "blocks/blocked": "Whenever %1 becomes blocked, %2",
        "blocks/nonblack creature/blocks_or_blocked": "Whenever %1 blocks or becomes blocked by a nonblack "
            "creature, %2",
    }),
    # ``each_step``: worded "At the beginning of each end step" rather than "... the end step"
    # (the same trigger, CR 513.1a; Oracle words them so).
    "beginning_of": TriggerKind((E.StepBegan,), {"step": str, "whose": str, "each_step": bool}, _beginning_of,
        templates={
        "beginning_of/end/each": "At the beginning of the end step, %1",
        "beginning_of/end/each/each_step": "At the beginning of each end step, %1",
        "beginning_of/draw/each/source_untapped": "At the beginning of each player's draw step, if %1 is "
            "untapped, %2",
        "beginning_of/upkeep/you": "At the beginning of your upkeep, %1",
        "beginning_of/upkeep/each": "At the beginning of each upkeep, %1",
        "beginning_of/upkeep/you/library_200_or_more": "At the beginning of your upkeep, if you have 200 or "
            "more cards in your library, %1",
        "beginning_of/upkeep/you/card_in_hand": "At the beginning of your upkeep, if you have a card in hand, %1",
        "beginning_of/draw/each": "At the beginning of each player's draw step, %1",
    }),
    "cast": TriggerKind((E.SpellCast,), {"who": str, "spell": Filter}, _cast,
        templates={
        "cast/each/spell": "Whenever a player casts a %1 spell, %2",
        "cast/opponent": "Whenever an opponent casts a spell, %1",
        "cast/you/spell:enchantment": "Whenever you cast an enchantment spell, %1",
    }),
    "draws": TriggerKind((E.CardDrawn,), {"who": (*_WHO, "chosen"), "named": ("chosen_name",)}, _draws,
        templates={
        "draws/opponent": "Whenever an opponent draws a card, %1",
        "draws/chosen/chosen_name": "When the chosen player draws a card with the chosen name, %1",
    }),
    # The discarded card's own ability ("causes you to discard ~") is ``what = self``.
    "discards": TriggerKind((E.Discarded,), {"who": str, "what": ("self",), "by": ("opponent",)}, _discards,
        templates={
        "discards/opponent": "Whenever an opponent discards a card, %1",
        "discards/you/opponent": "When a spell or ability an opponent controls causes you to discard %1, %2",
    }),
    "gains_life": TriggerKind((E.LifeChanged,), {"who": str}, _gains_life),
    "deals_damage": TriggerKind((E.DamageDealt,), {"what": Filter, "to": str, "combat": bool}, _deals_damage,
        templates={
        "deals_damage/enchanted": "Whenever enchanted creature deals damage, %1",
        "deals_damage/player/combat": "Whenever %1 deals combat damage to a player, %2",
        "deals_damage/opponent": "Whenever %1 deals damage to an opponent, %2",
    }),
    "dealt_damage": TriggerKind((E.DamageDealt,), {"what": Filter, "who": str}, _dealt_damage,
        templates={
        "dealt_damage/creature": "Whenever a creature is dealt damage, %1",
    }),
    # A triggered mana ability (CR 605.1b): it resolves at once, when the land is tapped for mana
    # (``payment._tapped_for_mana``, 605.4a), so it listens to no event.
    "tapped_for_mana": TriggerKind((), {"what": ("enchanted",)}, lambda *a: (),
        templates={
        "tapped_for_mana/enchanted": "Whenever enchanted land is tapped for mana, %1",
    }, check=_check_tapped_for_mana),
    # A state trigger (CR 603.8): checked whenever a player would receive priority.
    "state": TriggerKind((), {}, lambda *a: (),
        templates={
        "state/you_control_no_other_creatures": "When you control no other creatures, %1",
    }),
    # "Whenever a creature becomes the target of a spell or ability" (CR 115.7)
    "becomes_target": TriggerKind((E.TargetsChosen,), {"what": Filter}, _becomes_target,
        templates={
        "becomes_target/creature": "Whenever a creature becomes the target of a spell or ability, %1",
    }),
}

#: Every event class some trigger kind listens to: the others are never matched.
LISTENED: frozenset[type] = frozenset(cls for kind in TRIGGER_KINDS.values() for cls in kind.listens)



def check_params(kind: str, params: dict[str, Any]) -> str | None:
    """Why these trigger parameters are wrong, or None: used when a card is loaded."""

    spec = TRIGGER_KINDS.get(kind)
    if spec is None:
        return f"unknown trigger event {kind!r}; known: {sorted(TRIGGER_KINDS)}"
    problem = check_kind_params("trigger", kind, spec.params, (), params, words=("self", "enchanted", "equipped"))
    if problem is not None:
        return problem
    if spec.check is not None:
        problem = spec.check(params)
        if problem is not None:
            return f"trigger {kind!r}: {problem}"
    if "step" in spec.params and params.get("step") not in _STEPS:
        return f"trigger {kind!r}: step must be one of {', '.join(_STEPS)}, not {params.get('step')!r}"
    for k in ("who", "whose"):  # unless the kind declares its own choices
        if k in params and spec.params.get(k) is str and params[k] not in _WHO:
            return f"trigger {kind!r}: {k} must be one of {', '.join(_WHO)}"
    return None


# ---------------------------------------------------------------------- matching

class StateTrigger:
    """The key under which ``listeners`` lists state triggers (CR 603.8)."""


def listeners(game: "Game") -> dict[type, list[tuple[int, TriggeredAbility]]]:
    """The triggered abilities of permanents, by the event class they listen to (state
    triggers under ``StateTrigger``)."""
    out: dict[type, list[tuple[int, TriggeredAbility]]] = {}
    objects = game.objects
    if fastpaths.ENABLED:
        granted = may_grant_triggers(game)  # else only a card that prints one has a triggered ability
    else:
        granted = bool(game.effects) or game.has_static_sources()  # abilities may be granted (layer 6)
    for oid in game.battlefield:
        if not granted and not objects[oid].card.has_triggers:
            continue
        for ab in game.characteristics(oid).abilities:
            if isinstance(ab, TriggeredAbility):
                for cls in TRIGGER_KINDS[ab.event].listens:
                    out.setdefault(cls, []).append((oid, ab))
                if ab.event == "state":
                    out.setdefault(StateTrigger, []).append((oid, ab))
    return out


def match(game: "Game", event: E.Event, listening: Iterable[tuple[int, TriggeredAbility]]) -> None:
    """Queue every triggered ability that ``event`` triggers (CR 603.2)."""
    for oid, ab in list(listening):
        obj = game.objects.get(oid)
        if obj is None:
            continue
        _try(game, obj, ab, event)
    if isinstance(event, E.CardMoved) and event.from_zone == "battlefield":
        # CR 603.10a: leaves-the-battlefield abilities of what left in this same event.
        for gone in game.left_together:
            known = game.lki.get(gone)
            if known is None or not known.card.has_triggers and not known.characteristics.abilities:
                continue
            for known_ab in known.characteristics.abilities:
                if isinstance(known_ab, TriggeredAbility) and TRIGGER_KINDS[known_ab.event].look_back:
                    _try(game, known, known_ab, event)
    if isinstance(event, E.Discarded) and event.object_id in game.objects:
        card = game.objects[event.object_id]
        for own in card.card.abilities:
            if isinstance(own, TriggeredAbility) and own.event == "discards" and own.get("what") == "self":
                for info in _discards(game, card, own, event):
                    game.triggered.append(PendingTrigger(card.id, card.card, own, card.owner, info))
    if game.delayed:
        for d in list(game.delayed):
            if type(event) not in TRIGGER_KINDS[d.ability.event].listens:
                continue
            source = _DelayedSource(d)
            fired = False
            for info in TRIGGER_KINDS[d.ability.event].match(game, source, d.ability, event):
                game.triggered.append(PendingTrigger(d.source, d.card, d.ability, d.controller, d.info + info))
                fired = True
            if fired and not d.lasting and d in game.delayed:
                game.delayed.remove(d)  # CR 603.7c


class _DelayedSource:
    """What a delayed trigger's "you" and "it" refer to."""

    def __init__(self, d: DelayedTrigger) -> None:
        self.id = d.source
        self.controller = d.controller
        self.card = d.card
        self.attached_to = None


def _try(game: "Game", source: Any, ab: TriggeredAbility, event: E.Event) -> None:
    kind = TRIGGER_KINDS[ab.event]
    if type(event) not in kind.listens:
        return
    if isinstance(source, LastKnown) and not kind.look_back:
        return
    for info in kind.match(game, source, ab, event):
        if ab.condition is not None and not condition_holds(game, ab.condition, source.id, source.controller, info):
            continue  # CR 603.4: an intervening "if" must hold when it triggers
        game.triggered.append(PendingTrigger(source.id, source.card, ab, source.controller, info,
                                             _name_now(game, source)))


def _name_now(game: "Game", source: Any) -> str:
    """The name a triggering source has (its characteristics, or its last known ones)."""
    if isinstance(source, LastKnown):
        return source.characteristics.name
    if isinstance(source, _DelayedSource):
        return source.card.name
    return game.characteristics(source.id).name


def fire_state_triggers(game: "Game") -> bool:
    """CR 603.8: a state trigger triggers when its condition is true, once until the ability
    has resolved, been countered or otherwise left the stack."""
    fired = False
    for oid in game.battlefield:
        obj = game.objects[oid]
        if not obj.card.has_triggers:
            continue
        for i, ab in enumerate(game.characteristics(oid).abilities):
            if isinstance(ab, TriggeredAbility) and ab.event == "state":
                key = (oid, i)
                if key in game.state_triggered:
                    continue
                if ab.condition is not None and condition_holds(game, ab.condition, oid, obj.controller, ()):
                    game.state_triggered.add(key)
                    game.triggered.append(PendingTrigger(oid, obj.card, ab, obj.controller, (("state", key),),
                                                         game.characteristics(oid).name))
                    fired = True
    return fired


# ---------------------------------------------------------------------- to the stack (CR 603.3)

def put_triggers_on_stack(game: "Game") -> bool:
    """Put waiting triggered abilities on the stack (CR 603.3b): each player in APNAP order
    puts theirs in the order they choose; True if anything was done or a decision is owed."""

    moved = False
    while game.triggered or game.trigger_queue:
        if not game.trigger_queue:
            active_first = [p for p in (game.active, 1 - game.active) if any(t.controller == p for t in game.triggered)]
            player = active_first[0]
            mine = [t for t in game.triggered if t.controller == player]
            if len(mine) > 1 and len({t.same_as for t in mine}) > 1:
                # CR 603.3b: the player chooses the order, one at a time (the first at the bottom).
                game.require(player, DecisionKind.ORDER, Question.ORDER_TRIGGERS, options=tuple(mine), count=len(mine))
                return True
            game.triggered = [t for t in game.triggered if t.controller != player]
            game.trigger_queue = mine
        pick = game.trigger_queue.pop(0)
        source = game.objects.get(pick.source)
        item = StackAbility(game._new_id(), source, pick.ability, pick.controller, pick.card, pick.source)
        item.chosen = pick.info
        options = tuple(tuple(candidates(game, spec, pick.controller, item)) + ((None,) if spec.optional else ())
                        for spec in pick.ability.targets)
        if any(not o or o == (None,) and not spec.optional for o, spec in zip(options, pick.ability.targets)):
            _forget_state_trigger(game, pick)
            continue  # CR 603.3d: no legal target, removed from the stack
        game.objects[item.id] = item
        game.stack.append(item.id)
        game.passes = 0
        moved = True
        if options:
            game.casting = Casting("trigger", pick.controller, item.id, pick.source, -1, "targets", None)
            game.require(pick.controller, DecisionKind.TARGETS, Question.TARGETS, options=options, count=len(options))
            return True
    return moved


def _forget_state_trigger(game: "Game", pending: PendingTrigger) -> None:
    for k, v in pending.info:
        if k == "state":
            game.state_triggered.discard(v)


def left_stack(game: "Game", item: Any) -> None:
    """A triggered ability left the stack: its state trigger may trigger again (CR 603.8)."""
    for k, v in getattr(item, "chosen", ()) or ():
        if k == "state":
            game.state_triggered.discard(v)


def order_next(game: "Game", player: int, chosen: PendingTrigger) -> None:
    """CR 603.3b: the player chooses which of their waiting triggers goes on the stack next (the
    first chosen is at the bottom); when one is left, it goes last."""

    d = game.decision
    if d.kind is not DecisionKind.ORDER:
        raise IllegalAction("603.3b", "not_ordering")
    if chosen not in d.options:
        raise IllegalAction("603.3b", "not_an_option", option=repr(chosen))
    game.clear_requirement()
    game.triggered.remove(chosen)
    game.trigger_queue.append(chosen)
    mine = [t for t in game.triggered if t.controller == player]
    if len(mine) > 1 and len({t.same_as for t in mine}) > 1:
        game.require(player, DecisionKind.ORDER, Question.ORDER_TRIGGERS, options=tuple(mine), count=len(mine))
        return
    for t in mine:
        game.triggered.remove(t)
        game.trigger_queue.append(t)


def intervening_if_holds(game: "Game", item: Any) -> bool:
    """CR 603.4: the condition is checked again as the ability resolves."""
    ab = getattr(item, "ability", None)
    if not isinstance(ab, TriggeredAbility) or ab.condition is None or ab.event == "state":
        return True  # a state trigger's condition is not an intervening "if" (CR 603.8)
    return condition_holds(game, ab.condition, item.source, item.controller, item.chosen)
