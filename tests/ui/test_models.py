"""The table's item models (ui/table/models.py): the stack top first, the log newest last."""
from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import Qt

from mtgdesk.cards import load_pool
from mtgdesk.ui.table.card_item import CardState
from mtgdesk.ui.table.models import LogEntry, LogModel, StackModel

pytestmark = pytest.mark.gui


def _state(oid: int, name: str) -> CardState:
    return CardState(oid, load_pool().get(name), "stack", 0, 0)


def test_the_stack_is_shown_top_first_with_its_roles(qapp: Any) -> None:
    model = StackModel()
    resets: list[int] = []
    model.modelReset.connect(lambda: resets.append(1))
    rows = [(_state(1, "Shock"), "Shock", "Ann", "Bob"), (_state(2, "Giant Growth"), "Giant Growth", "Bob", "")]
    model.set_stack(rows)  # bottom first
    assert model.rowCount() == 2 and model.index(0).data() == "Giant Growth"  # the top
    top = model.index(0)
    assert top.data(model.ControllerRole) == "Bob" and top.data(model.CardRole).id == 2
    assert model.index(1).data(Qt.ItemDataRole.ToolTipRole) == "Shock\nAnn\nBob"
    assert model.index(0).data(Qt.ItemDataRole.ToolTipRole) == "Giant Growth\nBob"  # no targets, no empty line
    model.set_stack(list(rows))  # the same stack: no reset
    assert resets == [1]
    model.set_stack([])
    assert model.rowCount() == 0 and resets == [1, 1] and model.index(0).data() is None


def test_the_log_grows_at_the_end_and_saves_as_text(qapp: Any) -> None:
    model = LogModel()
    inserted: list[tuple[int, int]] = []
    model.rowsInserted.connect(lambda _p, first, last: inserted.append((first, last)))
    model.append([LogEntry("<b>Turn 1</b>", "Turn 1", "turn"), LogEntry("<a>Shock</a> deals 2", "Shock deals 2")])
    model.append([])
    model.append([LogEntry("x", "Ann wins")])
    assert inserted == [(0, 1), (2, 2)] and model.rowCount() == 3
    assert model.index(0).data(model.KindRole) == "turn"
    assert model.index(1).data(model.HtmlRole) == "<a>Shock</a> deals 2"
    assert model.plain_text() == "Turn 1\nShock deals 2\nAnn wins\n"
    model.clear()
    assert model.entries() == [] and model.plain_text() == ""
