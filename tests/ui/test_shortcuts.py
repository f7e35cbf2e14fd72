"""Giving an action its keyboard shortcut (ui/common/shortcuts.py): one shortcut, however given."""
from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtGui import QAction, QKeySequence

from mtgdesk.ui.common.shortcuts import set_shortcut

pytestmark = pytest.mark.gui


def test_the_action_gets_the_one_shortcut_however_it_is_given(qapp: Any) -> None:
    for key in ("Ctrl+N", QKeySequence("F1"), QKeySequence.StandardKey.Undo):
        action = QAction("x")
        set_shortcut(action, key)
        assert action.shortcuts() == [QKeySequence(key)] and action.shortcut() == QKeySequence(key)
    action = QAction("x")
    set_shortcut(action, "Ctrl+N")
    set_shortcut(action, "Ctrl+W")
    assert action.shortcuts() == [QKeySequence("Ctrl+W")]  # replaced, not added
