"""Which sound cue the table plays for what the engine reports: plain Python, no Qt.

``cues_for(events, me)`` turns one batch of engine events (``GameBridge.applied``) into the cues
to play, as ``me`` (the player at the table) hears them: at most one of each kind per batch, in
the order of ``CUES``'s importance, and at most ``MAX_CUES_PER_BATCH`` of them, so that a combat
with five creatures is one hit and not five.
"""
from __future__ import annotations

from collections.abc import Iterable

from mtgdesk.engine import events as E

#: The cues, most important first; each is a sound file ``assets/cue-<name>.wav``.
CUES: tuple[str, ...] = (
    "won", "lost", "your_turn", "combat_damage", "life_gained", "cast", "resolve", "land",
)
MAX_CUES_PER_BATCH = 2


def cue_of(event: E.Event, me: int) -> str | None:
    """The cue one event calls for, or None."""
    if isinstance(event, E.LandPlayed):  # CR 305.1
        return "land"
    if isinstance(event, E.SpellCast):  # CR 601.2
        return "cast"
    if isinstance(event, E.Resolved) and not event.countered:  # CR 608.2
        return "resolve"
    if isinstance(event, E.DamageDealt) and event.combat and event.amount > 0:  # CR 510.2
        return "combat_damage"
    if isinstance(event, E.LifeChanged) and event.new > event.old:  # CR 119.3
        return "life_gained"
    if isinstance(event, E.StepBegan) and event.step == "untap" and event.active == me:  # CR 502
        return "your_turn"
    if isinstance(event, E.GameOver):  # CR 104.2, 104.4a: a draw is not a win
        return "won" if event.winner == me else "lost"
    return None


def cues_for(events: Iterable[E.Event], me: int) -> list[str]:
    """The cues to play for one batch of events, most important first."""
    found = {cue for cue in (cue_of(event, me) for event in events) if cue is not None}
    return [cue for cue in CUES if cue in found][:MAX_CUES_PER_BATCH]


def game_over_cue(winner: int | None, me: int) -> str:
    """The cue at the end of a game that ended without a ``GameOver`` event (a concession)."""
    return "won" if winner == me else "lost"
