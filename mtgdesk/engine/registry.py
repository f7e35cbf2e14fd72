"""What the ability vocabulary's kinds declare about themselves, across modules.

``card_asks`` tells whether resolving a card may ask a question in the middle of a rules
procedure (``Game.ask``), so that the game takes a snapshot before such an action.
"""
from __future__ import annotations

from typing import Any

#: Effect kinds whose procedure calls ``Game.ask``.
ASKING_EFFECTS: set[str] = set()
#: Static kinds that ask as the permanent enters ("as ... enters, choose").
ASKING_STATICS: set[str] = {"enter_as_copy", "as_enters_choose_color"}


def card_asks(card: Any) -> bool:
    from .abilities import ActivatedAbility, StaticAbility, TriggeredAbility

    effects: list[Any] = list(card.spell.effects) if card.spell is not None else []
    for a in card.abilities:
        if isinstance(a, (ActivatedAbility, TriggeredAbility)):
            effects.extend(a.effects)
        elif isinstance(a, StaticAbility) and a.kind in ASKING_STATICS:
            return True
    return any(e.kind in ASKING_EFFECTS for e in effects)
