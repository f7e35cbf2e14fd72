"""Animations of the table, at the speed the settings ask (0 turns them off).

Every animation is a ``QPropertyAnimation`` on a property of a graphics object (pos, rotation,
opacity, scale). An animation never blocks input: the game has already moved on when it
starts, and a new animation of the same property replaces the running one from where it is.
"""
from __future__ import annotations

from typing import Any, Callable

from PySide6.QtCore import QEasingCurve, QObject, QPropertyAnimation

#: Base durations in milliseconds, at 100 % speed.
TAP_MS = 150
MOVE_MS = 320
FADE_MS = 380
FLASH_MS = 700


class Animator(QObject):
    """Starts property animations, scaled by ``factor`` (0: jump to the end at once).

    Each property of each object has one animation, made the first time and then reused (a
    table change that moves forty cards starts forty animations: making and connecting new
    ones each time would cost a frame)."""

    def __init__(self, factor: float = 1.0, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.factor = factor
        self._animations: dict[int, dict[bytes, QPropertyAnimation]] = {}
        self._finished: dict[tuple[int, bytes], Callable[[], None] | None] = {}
        self._running: set[tuple[int, bytes]] = set()

    @property
    def enabled(self) -> bool:
        return self.factor > 0

    def duration(self, base_ms: int) -> int:
        return max(0, round(base_ms * self.factor))

    def animate(self, target: QObject, prop: bytes, end: Any, base_ms: int, *,
                easing: QEasingCurve.Type = QEasingCurve.Type.OutCubic, start: Any = None,
                finished: Callable[[], None] | None = None) -> QPropertyAnimation | None:
        """Animate ``target.prop`` to ``end`` (from where it is, unless ``start`` is given);
        without animations, set it and call ``finished``."""
        key = (id(target), prop)
        mine = self._animations.setdefault(id(target), {})
        animation = mine.get(prop)
        if animation is not None and key in self._running:
            self._running.discard(key)
            animation.stop()
        duration = self.duration(base_ms)
        if duration <= 0:
            target.setProperty(prop.decode(), end)
            if finished is not None:
                finished()
            return None
        if animation is None:
            animation = QPropertyAnimation(target, prop, target)
            animation.finished.connect(lambda: self._done(key))
            mine[prop] = animation
        animation.setDuration(duration)
        animation.setEasingCurve(easing)
        animation.setStartValue(start if start is not None else target.property(prop.decode()))
        animation.setEndValue(end)
        self._finished[key] = finished
        self._running.add(key)
        animation.start()
        return animation

    def _done(self, key: tuple[int, bytes]) -> None:
        self._running.discard(key)
        finished = self._finished.pop(key, None)
        if finished is not None:
            finished()

    def stop(self, target: QObject) -> None:
        """Stop the animations of ``target`` where they are."""
        for prop, animation in self._animations.get(id(target), {}).items():
            key = (id(target), prop)
            self._finished.pop(key, None)
            if key in self._running:
                self._running.discard(key)
                animation.stop()

    def forget(self, target: QObject) -> None:
        """Stop the animations of ``target`` and forget them: it is being removed."""
        self.stop(target)
        self._animations.pop(id(target), None)

    def running_count(self) -> int:
        return len(self._running)

    def finish_all(self) -> None:
        """Jump every running animation to its end (tests, screenshots)."""
        for target_id, prop in list(self._running):
            animation = self._animations.get(target_id, {}).get(prop)
            if animation is not None:
                animation.setCurrentTime(animation.totalDuration())
