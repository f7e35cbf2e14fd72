"""What the ability vocabulary's kinds declare about themselves, across modules.

``card_asks`` tells whether resolving a card may ask a question in the middle of a rules
procedure (``Game.ask``), so that the game takes a snapshot before such an action.
"""
from __future__ import annotations

from collections.abc import Callable
from typing import Any
from .abilities import ActivatedAbility, Effect, StaticAbility, TriggeredAbility

#: Effect kinds whose procedure may call ``Game.ask``, each with whether an effect of it does, by
#: its parameters (``EffectKind.asks_of``): filled by their declarations (``kinds.base.declare``).
ASKING_EFFECTS: dict[str, Callable[[Effect], bool]] = {}
#: Static kinds that ask as the permanent enters ("as ... enters, choose"): filled by their
#: declarations (``kinds/statics.py``, ``kinds/rule_statics.py``).
ASKING_STATICS: set[str] = set()
#: The card names a player may name (CR 201.3), each with whether it is a basic land's name;
#: filled as the card pool is loaded.
CARD_NAMES: dict[str, bool] = {}


def register_card_names(cards: Any) -> None:
    """Make the pool's card names nameable ("name a card", CR 201.3)."""
    for c in cards:
        CARD_NAMES[c.name] = "Basic" in c.supertypes and "Land" in c.types


def nameable_card_names(game: Any, *, basic_lands: bool = True) -> tuple[str, ...]:
    """The names a player may choose, sorted: the card pool's, and those of the cards in the
    game (CR 201.3); without basic lands' names if ``basic_lands`` is False."""
    names = dict(CARD_NAMES)
    for obj in game.objects.values():
        card = getattr(obj, "card", None)
        if card is not None and not getattr(obj, "token", False) and card.name not in names:
            names[card.name] = "Basic" in card.supertypes and "Land" in card.types
    return tuple(sorted(n for n, basic in names.items() if basic_lands or not basic))


def card_asks(card: Any) -> bool:
    """Whether resolving one of ``card``'s spell or abilities, or its entering the battlefield,
    may ask a question: an effect that asks with the parameters it has, an optional trigger, or
    a static ability that asks as it enters."""
    effects: list[Any] = list(card.spell.effects) if card.spell is not None else []
    for a in card.abilities:
        if isinstance(a, (ActivatedAbility, TriggeredAbility)):
            effects.extend(a.effects)
            if isinstance(a, TriggeredAbility) and a.optional:
                return True  # "you may" is asked as it resolves (CR 603.5)
        elif isinstance(a, StaticAbility) and a.kind in ASKING_STATICS:
            return True
    return any(e.kind in ASKING_EFFECTS and ASKING_EFFECTS[e.kind](e) for e in effects)
