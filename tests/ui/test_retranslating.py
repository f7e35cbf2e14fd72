"""``ui/common/retranslating.py``: the one answer of a widget to a switch of language."""
from __future__ import annotations

import ast
from pathlib import Path
from typing import Any

from PySide6.QtCore import QCoreApplication, QEvent
from PySide6.QtWidgets import QDialog, QLabel

from mtgdesk.ui.common.retranslating import Retranslating

UI = Path(__file__).resolve().parents[2] / "mtgdesk" / "ui"


class _Dialog(Retranslating, QDialog):
    def __init__(self) -> None:
        super().__init__()
        self.calls = 0
        self.font_changes = 0

    def retranslate(self) -> None:
        self.calls += 1

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.FontChange:
            self.font_changes += 1
        super().changeEvent(event)


class _NotReady(Retranslating, QLabel):
    def retranslate(self) -> None:
        self.setText(self.label.text())  # ``label`` is made last in __init__

    def retranslate_ready(self) -> bool:
        return hasattr(self, "label")


def test_language_change_calls_retranslate_and_qt_still_sees_other_events(qtbot: Any) -> None:
    dialog = _Dialog()
    qtbot.addWidget(dialog)
    QCoreApplication.sendEvent(dialog, QEvent(QEvent.Type.LanguageChange))
    assert dialog.calls == 1
    QCoreApplication.sendEvent(dialog, QEvent(QEvent.Type.FontChange))
    assert dialog.calls == 1 and dialog.font_changes == 1


def test_a_widget_not_built_yet_is_left_alone(qtbot: Any) -> None:
    label = _NotReady()
    qtbot.addWidget(label)
    QCoreApplication.sendEvent(label, QEvent(QEvent.Type.LanguageChange))  # would raise without the guard
    label.label = QLabel("Life")
    QCoreApplication.sendEvent(label, QEvent(QEvent.Type.LanguageChange))
    assert label.text() == "Life"


def test_no_widget_of_ui_writes_its_own_language_change_handler() -> None:
    """The block is written once: a ``changeEvent`` that tests for ``LanguageChange`` exists only
    in the mixin (objects that watch another widget use an event filter instead)."""
    found = []
    for path in sorted(UI.rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.FunctionDef) and node.name == "changeEvent":
                if "LanguageChange" in ast.unparse(node):
                    found.append(path.relative_to(UI).as_posix())
    assert found == ["common/retranslating.py"]
