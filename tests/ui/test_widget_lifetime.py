"""The GUI tests' own set-up: a test's widgets live until its teardown, and are gone before the
next test (``delete_widgets`` in conftest.py). Without it, a table held only by its reference
cycles was freed by the garbage collector in the middle of a paint, and the test run crashed."""
from __future__ import annotations

import gc
import weakref
from typing import Any

import pytest

pytestmark = pytest.mark.gui

_left: list[weakref.ref[Any]] = []


def test_a_widget_given_to_qtbot_outlives_its_last_python_reference(qtbot: Any) -> None:
    from PySide6.QtWidgets import QWidget

    class Cyclic(QWidget):
        def __init__(self) -> None:
            super().__init__()
            self.me = self  # held only by a cycle once the test drops it

    widget = Cyclic()
    qtbot.addWidget(widget)
    widget.show()
    ref = weakref.ref(widget)
    _left.append(ref)
    del widget
    gc.collect()
    assert ref() is not None and ref().isVisible()


def test_the_widgets_of_the_last_test_are_deleted_before_the_next(qtbot: Any) -> None:
    from PySide6.QtWidgets import QApplication

    assert _left, "runs after the test above"
    assert _left[0]() is None  # the wrapper was freed...
    assert QApplication.topLevelWidgets() == []  # ...and the window with it
