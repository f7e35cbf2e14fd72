"""The names the interface gives players who weren't given one: one name for the computer
everywhere ("Computer": the table, the new-game page, the saved games, replays, statistics),
"Player 1" and "Player 2" for people. Never stored: a record keeps "" for a default name, so
that the name follows the language; the names a computer was stored under by older versions
(``storage.history.DEFAULT_COMPUTER_NAMES``) are shown, and counted, as this one.
"""
from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from .noop import QT_TRANSLATE_NOOP

#: The context and text of the computer's name: the table's own (``table/session.py``), so that
#: it has one translation.
COMPUTER_NAME = ("TablePage", QT_TRANSLATE_NOOP("TablePage", "Computer"))


def computer_name() -> str:
    """The computer's name in the interface's language."""
    return QCoreApplication.translate(*COMPUTER_NAME)


def player_name(name: str, seat: int, kind: str) -> str:
    """A player as shown: their own name, else "Computer" for a computer ("computer" kind)
    and "Player N" for a person."""
    from mtgdesk.storage.history import DEFAULT_COMPUTER_NAMES

    if kind == "computer" and (not name or name in DEFAULT_COMPUTER_NAMES):
        return computer_name()
    if name:
        return name
    return QCoreApplication.translate("TablePage", "Player %1").replace("%1", str(seat + 1))
