"""Learn to play: lessons on the real table (issue 33).

A lesson is a scenario file (SCENARIOS.md) with a ``goal`` and ``[[lesson]]`` steps of
instruction instead of ``[[step]]``: ``lessons.py`` reads and validates them, ``play.py`` plays
them headless (``mtgdesk tutorial --check``) and gives the table what it needs to play one with
a person (the engine actions of a step, the things a step points at, the checks).

Like ``mtgdesk.scenario``, this is a tool built on the layers: no layer imports it, and it
never imports Qt. The app is handed a ``LessonBook`` by the ``mtgdesk`` command.
"""
from __future__ import annotations

from .lessons import Lesson, LessonError, LessonStep, lesson_files, load_lesson, parse_lesson
from .play import LessonBook, check_all, check_lesson

__all__ = ["Lesson", "LessonBook", "LessonError", "LessonStep", "check_all", "check_lesson", "lesson_files",
           "load_lesson", "parse_lesson"]
