"""Copiable values and copy effects (CR 706), choices made as a permanent enters (614.12), and
text-changing effects (612): what ``layers.py`` and the zone changes read of an object's card."""
from __future__ import annotations

import re
from dataclasses import fields, is_dataclass, replace
from typing import TYPE_CHECKING, Any

from .abilities import (
    ActivatedAbility, Cost, Effect, Keyword, StaticAbility, TargetSpec, TriggeredAbility,
)
from .filters import parse_filter
from .kinds.statics import STATIC_KINDS
from .objects import GameObject
from .decisions import DecisionKind, Question
from .objects import PlayerRef
from .registry import nameable_card_names
from .replacement import static_replacement

if TYPE_CHECKING:
    from .game import Game


def copiable_card(game: "Game", obj_id: int) -> Any:
    """The copiable values of an object (CR 706.2): its card, or what a copy effect made it."""
    for e in game.effects:
        if e.affected == obj_id and e.kind == "copy":
            return e.get("card")
    return game.objects[obj_id].card


def choose_copy(game: "Game", obj: GameObject, controller: int) -> Any:
    """As a permanent with "you may have it enter as a copy of ..." enters, its controller
    chooses what it copies, or nothing (CR 614.1c, 706.2). Returns the copiable card or None."""

    for ab in obj.card.abilities:
        if isinstance(ab, StaticAbility) and ab.kind == "enter_as_copy":
            filt = parse_filter(ab.get("of"))
            options = tuple(i for i in game.battlefield if filt.matches(game, i, controller=controller))
            if not options:
                return None
            chosen = game.ask(controller, DecisionKind.CHOICE, Question.COPY, options + (None,))
            return copiable_card(game, chosen) if chosen is not None else None
    return None


def choose_as_enters(game: "Game", obj: GameObject, controller: int) -> tuple[tuple[str, Any], ...]:
    """"As ~ enters the battlefield, choose ..." (CR 614.12): the permanent's controller chooses
    each thing named (``AS_ENTERS_CHOICES``), in order, as it enters; the choices are kept on the
    new object (``chosen``): ("player", index), ("name", card name), ("color", W/U/B/R/G)."""

    chosen: list[tuple[str, Any]] = []
    for ab in obj.card.abilities:
        if not isinstance(ab, StaticAbility) or ab.kind != "as_enters_choose":
            continue
        for what in ab.get("choose"):
            if what == "opponent":
                options = tuple(PlayerRef(p) for p in range(len(game.players)) if p != controller)
                chosen.append(("player", game.ask(controller, DecisionKind.CHOICE, Question.PLAYER, options).index))
            elif what == "card_name_other_than_basic_land":  # CR 201.3
                names = nameable_card_names(game, basic_lands=False)
                chosen.append(("name", game.ask(controller, DecisionKind.CHOICE, Question.CARD_NAME, names)))
            elif what == "color":  # CR 105.1
                chosen.append(("color", game.ask(controller, DecisionKind.CHOICE, Question.COLOR,
                                                 ("W", "U", "B", "R", "G"))))
    return tuple(chosen)


_COLOR_WORDS = {"white": "W", "blue": "U", "black": "B", "red": "R", "green": "G"}


def change_text(value: Any, old: str, new: str) -> Any:
    """CR 612.2: ``value`` (an ability, or part of one) with each instance of the colour word or
    basic land type ``old`` replaced by ``new`` (in keyword parameters, restrictions, filters)."""
    if isinstance(value, str):
        return _replace_word(value, old, new)
    if isinstance(value, tuple):
        return tuple(change_text(v, old, new) for v in value)
    if isinstance(value, (Keyword, StaticAbility, TriggeredAbility, ActivatedAbility, Effect, TargetSpec, Cost)) \
            and is_dataclass(value):
        changes = {}
        for f in fields(value):
            if not f.init or f.name in ("line", "produces", "tap_only"):
                continue
            v = getattr(value, f.name)
            w = change_text(v, old, new)
            if w != v:
                changes[f.name] = w
        return replace(value, **changes) if changes else value
    return value


def _replace_word(text: str, old: str, new: str) -> str:
    if text == old:
        return new
    old_code, new_code = _COLOR_WORDS.get(old), _COLOR_WORDS.get(new)
    if old_code and new_code and text == old_code:
        return new_code  # protection from a colour is kept as its code
    if old not in text:
        return text
    # A whole word, alone or after "non" ("nonblack", CR 612.2): never inside another word.
    return re.sub(rf"(?<![A-Za-z])(non)?{re.escape(old)}(?![a-z])", lambda m: (m.group(1) or "") + new, text)


def affects_others(card: Any) -> bool:
    """Whether a card has a static ability that makes continuous or replacement effects
    (so its permanent is a source of effects: ``Game.static_sources``)."""

    for ab in card.abilities:
        if isinstance(ab, StaticAbility):
            spec = STATIC_KINDS.get(ab.kind)
            if spec is not None and (spec.mods(ab) or ab.kind == "pt_equal_to_count"):
                return True
            if static_replacement(ab) is not None:
                return True
    return False
