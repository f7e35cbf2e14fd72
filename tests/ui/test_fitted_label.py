"""A label of fixed height that shows whole lines only (``ui/common/fitted_label.py``): the
table's announcements, where a three-line prompt in two lines was cut through its last line."""
from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtGui import QFontMetricsF

from mtgdesk.ui.common.fitted_label import FittedLabel

pytestmark = pytest.mark.gui

LONG = ("Assign 6 combat damage of Rootbreaker Wurm: click a blocker to give it lethal damage, "
        "or set the numbers.")


def test_a_text_longer_than_its_lines_is_elided_on_its_last_line_and_told_whole_in_the_tooltip(qtbot: Any) -> None:
    label = FittedLabel(2)
    qtbot.addWidget(label)
    label.show()
    label.resize(260, label.height())
    label.setText("Computer casts Shock\n" + LONG)
    shown = label.shown_lines()
    metrics = QFontMetricsF(label.font())
    assert len(shown) == 2  # no third line drawn half outside the label
    assert shown[-1].endswith("…") and shown[0].startswith("Assign")  # the newest, not the older one
    assert all(metrics.horizontalAdvance(line) <= label.contentsRect().width() + 1 for line in shown)
    assert label.toolTip() == label.text() and LONG in label.text().splitlines()


def test_what_fits_is_shown_whole_without_a_tooltip(qtbot: Any) -> None:
    label = FittedLabel(2)
    qtbot.addWidget(label)
    label.show()
    label.resize(600, label.height())
    label.setText("Turn 3: your turn.\nComputer casts Shock")
    assert label.shown_lines() == ["Turn 3: your turn.", "Computer casts Shock"]
    assert label.toolTip() == ""
    newest = QFontMetricsF(label.font()).horizontalAdvance("Computer casts Shock")
    label.resize(int(newest * 0.75) + label.contentsMargins().left() * 2, label.height())  # two lines for it
    assert " ".join(label.shown_lines()) == "Computer casts Shock"  # the newest whole, the older left out
    assert label.toolTip() == label.text()
