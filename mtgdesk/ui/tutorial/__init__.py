"""Help ▸ Learn to play: the lessons (``mtgdesk/tutorial``) on the real table.

Reading and playing lesson files is the tutorial tool's business, which no layer imports: the
``mtgdesk`` command hands over a factory of its ``LessonBook`` with ``set_lesson_book`` before
the window opens, as it hands over the puzzle loader. Without one, Help ▸ Learn to play is hidden.
"""
from __future__ import annotations

from collections.abc import Callable
from typing import Any

_factory: Callable[[], Any] | None = None
_book: Any = None


def set_lesson_book(factory: Callable[[], Any] | None) -> None:
    """Give the app the function that makes the ``LessonBook`` (or None: no lessons)."""
    global _factory, _book
    _factory, _book = factory, None


def lesson_book() -> Any:
    """The lessons, made when first asked for; None if the app was given none."""
    global _book
    if _book is None and _factory is not None:
        _book = _factory()
    return _book


def has_lessons() -> bool:
    return _factory is not None
