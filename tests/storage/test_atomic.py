from __future__ import annotations

import os
from pathlib import Path

import pytest

from mtgdesk.storage import atomic_write_text


def test_writes_and_replaces(tmp_path: Path) -> None:
    target = tmp_path / "sub" / "file.txt"
    atomic_write_text(target, "one")
    atomic_write_text(target, "two")
    assert target.read_text() == "two"
    assert os.listdir(target.parent) == ["file.txt"]  # no temporary file left behind


def test_a_failed_write_keeps_the_old_file(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    target = tmp_path / "file.txt"
    atomic_write_text(target, "old")

    def fail(*args: object) -> None:
        raise OSError("disk full")

    monkeypatch.setattr(os, "replace", fail)
    with pytest.raises(OSError):
        atomic_write_text(target, "new")
    assert target.read_text() == "old"
    assert os.listdir(tmp_path) == ["file.txt"]
