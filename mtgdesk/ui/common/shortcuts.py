"""Giving an action its keyboard shortcut without slowing the first paint.

``QAction.setShortcut(QKeySequence)`` makes PySide6 weigh its overloads, one of which takes a
``Qt.Key``: the first call builds Qt's whole namespace of enums (about 18 ms of CPU), before the
window can paint. ``setShortcuts`` with a list sets the same single shortcut without that.
"""
from __future__ import annotations

from PySide6.QtGui import QAction, QKeySequence


def set_shortcut(action: QAction, key: str | QKeySequence | QKeySequence.StandardKey) -> None:
    """Give ``action`` the shortcut ``key`` ("Ctrl+N", a sequence or a standard key: its first
    binding, as ``QKeySequence(key)`` takes it)."""
    action.setShortcuts([QKeySequence(key)])


__all__ = ["set_shortcut"]
