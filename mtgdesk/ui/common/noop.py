"""``QT_TRANSLATE_NOOP`` typed as it behaves: it marks a string for lupdate and returns it unchanged.

PySide6's own is declared as returning ``object``, so every table of marked strings would need a
cast; lupdate recognises the marker by its name, wherever it is defined.
"""
from __future__ import annotations


def QT_TRANSLATE_NOOP(context: str, text: str) -> str:  # Qt's name, read by lupdate
    """``text``, marked for translation in ``context`` (translated where it is shown)."""
    return text
