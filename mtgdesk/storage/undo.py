"""Undo against the computer: back to a player's previous decision, exactly.

The game after an undo is the replay of the record's seed and its first actions, so the
library order and every choice the computer made before that decision (hidden ones too: the
cards it put on the bottom, what it discarded) stay as they were; nothing is "re-rolled".

An undo never goes back past information the player has seen revealed (CR 400.2: libraries
and the other player's hand are hidden zones): a card drawn or otherwise moved out of a library,
a card of the other player's hand that became public (cast, discarded, revealed), a hand or
cards revealed or looked at, or cards of a hidden zone offered as the options of the player's
own decision (a search). The decision to go back to is the player's last one other than
passing priority (a pass is most often made for the player by the table's stops).

Pure Python, no Qt.
"""
from __future__ import annotations

from typing import Any

from ..engine import Game
from ..engine import actions as A
from ..engine import events as E
from ..engine.objects import Zone
from .records import GameRecord

__all__ = ["reveals", "undo_point"]

_HIDDEN = (Zone.LIBRARY.value, Zone.HAND.value)


def reveals(event: E.Event, seat: int) -> bool:
    """Whether ``event`` shows ``seat`` a card that was hidden from them."""
    if isinstance(event, E.CardMoved):
        src, dst = event.from_zone, event.to_zone
        hidden_before = src == Zone.LIBRARY.value or (src == Zone.HAND.value and event.owner != seat)
        hidden_after = dst == Zone.LIBRARY.value or (dst == Zone.HAND.value and event.owner != seat)
        return hidden_before and not hidden_after and event.new_id is not None
    if isinstance(event, E.HandRevealed):
        return event.to == seat and event.player != seat
    if isinstance(event, E.CardsRevealed):
        return True
    if isinstance(event, E.CardsLooked):
        return event.player == seat
    return False


def _shows_hidden_options(game: Game, seat: int) -> bool:
    """The decision now is ``seat``'s and offers cards of a hidden zone (a library searched)."""
    d = game.decision
    if d.player != seat:
        return False
    stack: list[Any] = list(d.options)
    while stack:
        o = stack.pop()
        if isinstance(o, tuple):
            stack.extend(o)
        elif type(o) is int and o in game.objects and game.objects[o].zone.value in _HIDDEN \
                and not (game.objects[o].zone is Zone.HAND and game.objects[o].owner == seat):
            return True
    return False


def undo_point(record: GameRecord, seat: int) -> int | None:
    """How many of the record's actions to keep so that ``seat`` is back at their previous
    decision (the position just before their last action other than passing priority), or
    None if there is none to go back to without unseeing something."""
    barrier = 0  # no undo may keep fewer actions than this
    candidates: list[int] = []
    for i, (game, action, events) in enumerate(record.steps()):
        if action.player == seat and not isinstance(action, A.PassPriority):
            candidates.append(i)
        if any(reveals(ev, seat) for ev in events) or _shows_hidden_options(game, seat):
            barrier = i + 1
    allowed = [i for i in candidates if i >= barrier]
    return allowed[-1] if allowed else None
