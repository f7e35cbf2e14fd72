"""Animations of the table, at the speed the settings ask (0 turns them off).

Every animation is a ``QPropertyAnimation`` on a property of a graphics object (pos, rotation,
opacity, scale). An animation never blocks input: the game has already moved on when it
starts, and a new animation of the same property replaces the running one from where it is.
"""
from __future__ import annotations

from typing import Any, Callable

from PySide6.QtCore import QAbstractAnimation, QEasingCurve, QObject, QPropertyAnimation

#: Base durations in milliseconds, at 100 % speed.
TAP_MS = 150
MOVE_MS = 320
FADE_MS = 380
FLASH_MS = 700


class Animator(QObject):
    """Starts property animations, scaled by ``factor`` (0: jump to the end at once)."""

    def __init__(self, factor: float = 1.0, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.factor = factor
        self._running: dict[tuple[int, bytes], QPropertyAnimation] = {}

    @property
    def enabled(self) -> bool:
        return self.factor > 0

    def duration(self, base_ms: int) -> int:
        return max(0, round(base_ms * self.factor))

    def animate(self, target: QObject, prop: bytes, end: Any, base_ms: int, *,
                easing: QEasingCurve.Type = QEasingCurve.Type.OutCubic, start: Any = None,
                finished: Callable[[], None] | None = None) -> QPropertyAnimation | None:
        """Animate ``target.prop`` to ``end``; without animations, set it and call ``finished``."""
        key = (id(target), prop)
        running = self._running.pop(key, None)
        if running is not None:
            running.stop()
        duration = self.duration(base_ms)
        if duration <= 0:
            target.setProperty(prop.decode(), end)
            if finished is not None:
                finished()
            return None
        animation = QPropertyAnimation(target, prop, self)
        animation.setDuration(duration)
        animation.setEasingCurve(easing)
        if start is not None:
            animation.setStartValue(start)
        animation.setEndValue(end)

        def done() -> None:
            if self._running.get(key) is animation:
                del self._running[key]
            if finished is not None:
                finished()

        animation.finished.connect(done)
        self._running[key] = animation
        animation.start(QAbstractAnimation.DeletionPolicy.DeleteWhenStopped)
        return animation

    def stop(self, target: QObject) -> None:
        """Stop the animations of ``target`` where they are (it is being removed)."""
        for key in [k for k in self._running if k[0] == id(target)]:
            animation = self._running.pop(key)
            animation.stop()

    def running_count(self) -> int:
        return len(self._running)

    def finish_all(self) -> None:
        """Jump every running animation to its end (tests, screenshots)."""
        for animation in list(self._running.values()):
            animation.setCurrentTime(animation.totalDuration())
