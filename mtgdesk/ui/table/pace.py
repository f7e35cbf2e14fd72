"""The computer's pace: its actions shown one at a time, at the game speed the player sets.

After each action of a computer player that changes what the table shows (a card moves, taps,
attacks, a life total changes), the table holds a *beat*: the card the computer acted with
stands out, the log has its line, and neither the computer's next action nor the person's
answer comes before the beat ends. A beat lasts until the table's movement has ended (the card
has arrived where it goes: ``Pace.follow`` gives it the table's animator), then the pause of the
game speed the player set. The person can hurry the beat (Space, "Faster") or skip the
computer's actions until they must decide again ("Skip"). A hot-seat game has no computer
player, so it never holds a beat.

``shows_change`` and ``acted_card`` are pure (tested without a window); ``Pace`` waits for the
animator's ``idle`` signal, then keeps the pause with a ``QTimer``.
"""
from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Any

from PySide6.QtCore import QObject, QTimer, Signal

from mtgdesk.engine import actions as A
from mtgdesk.engine import events as E

#: The events a person sees happen on the table (the rest is bookkeeping: priority passing,
#: steps beginning, mana in a pool).
VISIBLE_EVENTS: tuple[type[E.Event], ...] = (
    E.CardMoved, E.Tapped, E.DamageDealt, E.LifeChanged, E.LandPlayed, E.SpellCast, E.AbilityActivated,
    E.Resolved, E.AttackersDeclared, E.BlockersDeclared, E.CountersChanged, E.Countered, E.Discarded,
    E.ControlChanged, E.CoinFlipped, E.HandRevealed, E.CardsRevealed, E.Regenerated,
)


def shows_change(action: A.Action, events: Iterable[E.Event]) -> bool:
    """Whether an action changed something the table shows (a declared attacker or blocker
    counts: it is marked at once, before the declaration is finished, CR 508.1, 509.1)."""
    if isinstance(action, (A.DeclareAttacker, A.DeclareBlocker)):
        return True
    return any(isinstance(event, VISIBLE_EVENTS) for event in events)


def acted_card(action: A.Action, events: Sequence[E.Event]) -> int | None:
    """The object the action was taken with, by its id after the action (a card cast or played
    gets a new id as it changes zones, CR 400.7); None if none."""
    card = getattr(action, "card", None)
    for name in ("creature", "blocker", "source"):
        if card is None:
            card = getattr(action, name, None)
    if card is None:
        return None
    for event in events:
        if isinstance(event, E.CardMoved) and event.old_id == card:
            card = event.new_id
    return card


class Pace(QObject):
    """The beat after a computer's action, and the person's hurry and skip.

    A beat has two parts: the *movement* (until the animator followed is idle: the cards the
    action moved have arrived) and the *pause* (the game speed's milliseconds). The movement is
    looked at on the event loop's next turn, when the table has drawn the action (the table
    redraws from the same signal that starts the beat, after it).

    Signals:
        ended(): a beat ended (the computer goes on, the table shows the prompt again); a beat
            begins only as an action is applied, when the table is redrawn anyway.
    """

    ended = Signal()

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self._end)
        self.focus: int | None = None  # the card the computer acted with, while the beat lasts
        self.skipping = False  # the person skipped: no beats until they must decide again
        self._motion: Any = None  # the table's animator (``follow``): has ``running_count`` and ``idle``
        self._pause_ms = 0
        self._moving = False  # the beat waits for the movement to end
        self._looked = False  # ... and the movement has been looked at (after the table's redraw)

    def follow(self, animator: Any) -> None:
        """Let each beat wait for ``animator``'s movement to end (``running_count()``, ``idle``)."""
        self._motion = animator
        animator.idle.connect(self._on_motion_idle)

    @property
    def busy(self) -> bool:
        """A beat is on: the computer's action is being shown."""
        return self._moving or self._timer.isActive()

    @property
    def moving(self) -> bool:
        """The beat waits for the table's movement to end (its pause has not begun)."""
        return self._moving

    def beat(self, ms: int, focus: int | None = None) -> None:
        """Show the action just taken: until the table's movement has ended, then for ``ms``
        milliseconds (no beat when skipping or at 0 ms, the instant pace)."""
        if ms <= 0 or self.skipping:
            self.focus = None
            return
        self._timer.stop()
        self.focus = focus
        self._pause_ms = ms
        self._moving, self._looked = True, False
        QTimer.singleShot(0, self, self._look_at_motion)  # dropped if the pace is gone

    def _look_at_motion(self) -> None:
        if not self._moving or self._looked:
            return  # hurried, stopped, or a later beat has looked already
        self._looked = True
        if self._motion is None or self._motion.running_count() == 0:
            self._pause()

    def _on_motion_idle(self) -> None:
        if self._moving and self._looked:
            self._pause()

    def _pause(self) -> None:
        self._moving = False
        self._timer.start(self._pause_ms)

    def hurry(self) -> None:
        """End the beat now (the person pressed Space or "Faster")."""
        if self.busy:
            self._moving = False
            self._timer.stop()
            self._end()

    def skip(self) -> None:
        """Show the computer's next actions without beats, until the person must decide."""
        self.skipping = True
        self.hurry()

    def person_decides(self) -> None:
        """The person at the table must decide: the next computer actions have their beats."""
        self.skipping = False

    def stop(self) -> None:
        self._moving = False
        self._timer.stop()
        self.focus = None

    def _end(self) -> None:
        self.focus = None
        self.ended.emit()


__all__ = ["Pace", "acted_card", "shows_change"]
