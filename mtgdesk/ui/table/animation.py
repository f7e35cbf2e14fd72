"""Animations of the table, at the speed the settings ask (0 turns them off).

One driver moves every card: a single ``QAbstractAnimation`` that Qt's animation timer ticks
once a frame, and that steps every running *tween* (a property of an item going from a start
value to an end value: pos, rotation, scale, opacity). Starting a tween is a few Python
assignments, not a Qt animation object to set up and start: a change that moves forty cards
costs a fraction of a millisecond, and a frame steps them all in one call. An animation never
blocks input: the game has already moved on when it starts, and a new tween of the same
property replaces the running one from where it is.
"""
from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QAbstractAnimation, QObject, QPointF, Signal

#: Base durations in milliseconds, at 100 % speed.
TAP_MS = 150
MOVE_MS = 320
FADE_MS = 380
FLASH_MS = 700

#: Easing curves, by name (the shapes of Qt's OutCubic, InOutQuad and InQuad).
OUT_CUBIC = "out_cubic"
IN_OUT_QUAD = "in_out_quad"
IN_QUAD = "in_quad"
_EASINGS: dict[str, Callable[[float], float]] = {
    OUT_CUBIC: lambda t: 1.0 - (1.0 - t) ** 3,
    IN_OUT_QUAD: lambda t: 2.0 * t * t if t < 0.5 else 1.0 - 2.0 * (1.0 - t) ** 2,
    IN_QUAD: lambda t: t * t,
}

#: How each animated property is read on a graphics object, and the name of its setter.
_GETTERS: dict[bytes, Callable[[Any], Any]] = {
    b"pos": lambda item: item.pos(), b"rotation": lambda item: item.rotation(),
    b"scale": lambda item: item.scale(), b"opacity": lambda item: item.opacity(),
}
_SETTERS = {b"pos": "setPos", b"rotation": "setRotation", b"scale": "setScale", b"opacity": "setOpacity"}


class _Tween:
    """One property of one item on its way: from ``start`` to ``end`` over ``duration`` ms
    (a point is two numbers, set with ``setPos(x, y)``: no point object made each frame)."""

    __slots__ = ("setter", "point", "a", "d", "b", "e", "begin", "duration", "ease", "finished")

    def __init__(self, target: Any, prop: bytes, start: Any, end: Any, begin: int, duration: int,
                 ease: Callable[[float], float], finished: Callable[[], None] | None) -> None:
        self.setter = getattr(target, _SETTERS[prop])
        self.point = isinstance(end, QPointF)
        if self.point:
            self.a, self.b = start.x(), start.y()
            self.d, self.e = end.x() - self.a, end.y() - self.b
        else:
            self.a, self.d = float(start), float(end) - float(start)
            self.b = self.e = 0.0
        self.begin = begin
        self.duration = duration
        self.ease = ease
        self.finished = finished

    def step(self, now: int) -> bool:
        """Set the value for time ``now``; True once it has arrived."""
        t = (now - self.begin) / self.duration
        done = t >= 1.0
        k = 1.0 if done else (self.ease(t) if t > 0.0 else 0.0)
        if self.point:
            self.setter(self.a + self.d * k, self.b + self.e * k)
        else:
            self.setter(self.a + self.d * k)
        return done


class _Driver(QAbstractAnimation):
    """Runs while any tween runs; Qt calls ``updateCurrentTime`` once a frame."""

    def __init__(self, animator: Animator) -> None:
        super().__init__(animator)
        self._animator = animator

    def duration(self) -> int:
        return -1  # until stopped

    def updateCurrentTime(self, current: int) -> None:
        self._animator._tick(current)


class Animator(QObject):
    """Starts tweens, scaled by ``factor`` (0: jump to the end at once), all stepped by one
    driver.

    Signals:
        idle(): the last running tween has ended (the table is still: ``ui/pace.py`` waits for it).
    """

    idle = Signal()

    def __init__(self, factor: float = 1.0, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.factor = factor
        self._tweens: dict[tuple[int, bytes], _Tween] = {}
        self._driver = _Driver(self)
        self._running = False

    @property
    def enabled(self) -> bool:
        return self.factor > 0

    def duration(self, base_ms: int) -> int:
        return max(0, round(base_ms * self.factor))

    def animate(self, target: QObject, prop: bytes, end: Any, base_ms: int, *, easing: str = OUT_CUBIC,
                start: Any = None, finished: Callable[[], None] | None = None) -> None:
        """Animate ``target.prop`` to ``end`` (from where it is, unless ``start`` is given);
        without animations, set it and call ``finished``."""
        duration = round(base_ms * self.factor) if self.factor > 0 else 0
        if duration <= 0:
            self._tweens.pop((id(target), prop), None)
            getattr(target, _SETTERS[prop])(end)
            if finished is not None:
                finished()
            return
        now = self._driver.currentTime() if self._running else 0
        tween = _Tween(target, prop, _GETTERS[prop](target) if start is None else start, end, now, duration,
                       _EASINGS[easing], finished)
        if start is not None:
            tween.step(now)
        self._tweens[(id(target), prop)] = tween  # replaces a running one, from where it is
        if not self._running:
            self._running = True
            self._driver.start()  # after the tween is there: starting steps it at time 0

    def _tick(self, now: int) -> None:
        done = [key for key, tween in list(self._tweens.items()) if tween.step(now)]
        for key in done:
            tween = self._tweens.pop(key, None)
            if tween is not None and tween.finished is not None:
                tween.finished()
        if not self._tweens:
            self._running = False
            self._driver.stop()
            self.idle.emit()

    def stop(self, target: QObject) -> None:
        """Stop the animations of ``target`` where they are."""
        target_id = id(target)
        for key in [k for k in self._tweens if k[0] == target_id]:
            del self._tweens[key]

    def forget(self, target: QObject) -> None:
        """Stop the animations of ``target``: it is being removed."""
        self.stop(target)

    def running_count(self) -> int:
        return len(self._tweens)

    def finish_all(self) -> None:
        """Jump every running animation to its end (tests, screenshots)."""
        while self._tweens:
            key, tween = next(iter(self._tweens.items()))
            self._tick(tween.begin + tween.duration)
            self._tweens.pop(key, None)
