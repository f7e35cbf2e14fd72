"""A file the user saves (ui/common/user_file.py): written where they choose, atomically; a
problem shown in a message and nothing written."""
from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from PySide6.QtWidgets import QFileDialog, QMessageBox, QWidget


@pytest.fixture
def parent(qtbot: Any) -> QWidget:
    widget = QWidget()
    qtbot.addWidget(widget)
    return widget


@pytest.fixture
def warnings(monkeypatch: pytest.MonkeyPatch) -> list[tuple[str, str]]:
    """The messages shown, instead of a modal box that would wait for a click."""
    shown: list[tuple[str, str]] = []
    monkeypatch.setattr(QMessageBox, "warning", lambda parent, title, text, *a: shown.append((title, text)))
    return shown


def test_the_text_is_written_to_the_path_given(parent: QWidget, tmp_path: Path,
                                                warnings: list[tuple[str, str]]) -> None:
    from mtgdesk.ui.common.user_file import write_user_file

    target = tmp_path / "game.json"
    target.write_text("old")
    assert write_user_file(parent, str(target), "Save", "x.json", "*.json", lambda: '{"new": 1}') == target
    assert target.read_text() == '{"new": 1}'
    assert not list(tmp_path.glob("*.tmp*")) and warnings == []  # no temporary file left


def test_the_path_chosen_in_the_dialog_is_written_and_a_cancel_writes_nothing(
        parent: QWidget, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from mtgdesk.ui.common.user_file import write_user_file

    chosen = tmp_path / "chosen.toml"
    asked: list[tuple[str, str, str]] = []

    def save_dialog(_parent: QWidget, title: str, name: str, filters: str) -> tuple[str, str]:
        asked.append((title, name, filters))
        return str(chosen), filters

    monkeypatch.setattr(QFileDialog, "getSaveFileName", save_dialog)
    assert write_user_file(parent, None, "Save the position", "position.toml", "TOML (*.toml)", lambda: "a = 1") \
        == chosen
    assert asked == [("Save the position", "position.toml", "TOML (*.toml)")]
    assert chosen.read_text() == "a = 1"

    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a: ("", ""))
    called: list[bool] = []
    assert write_user_file(parent, "", "Save", "x", "*", lambda: called.append(True) or "") is None
    assert called == []  # cancelled: the text is not even made


def test_a_text_that_cannot_be_made_is_shown_and_the_old_file_kept(parent: QWidget, tmp_path: Path,
                                                                   warnings: list[tuple[str, str]]) -> None:
    from mtgdesk.ui.common.user_file import write_user_file

    target = tmp_path / "replay.json"
    target.write_text("the old replay")

    def broken() -> str:
        raise ValueError("the game has no replay")

    assert write_user_file(parent, target, "Export the replay", "r.json", "*.json", broken) is None
    assert warnings == [("Export the replay", "the game has no replay")]
    assert target.read_text() == "the old replay"


def test_a_folder_that_cannot_be_written_is_shown(parent: QWidget, tmp_path: Path,
                                                  warnings: list[tuple[str, str]]) -> None:
    from mtgdesk.ui.common.user_file import write_user_file

    blocker = tmp_path / "not-a-folder"
    blocker.write_text("")
    assert write_user_file(parent, blocker / "game.json", "Save", "g.json", "*.json", lambda: "{}") is None
    assert len(warnings) == 1 and warnings[0][0] == "Save" and "not-a-folder" in warnings[0][1]
