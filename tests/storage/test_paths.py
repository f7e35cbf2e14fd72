from __future__ import annotations

from pathlib import Path

import pytest

from mtgdesk.storage import config_dir, data_dir


def test_mtgdesk_home_moves_both_directories(home: Path) -> None:
    assert config_dir() == home / "config"
    assert data_dir() == home / "data"


def test_reading_creates_no_directory(home: Path) -> None:
    from mtgdesk.storage import load_autosave, load_settings

    load_settings()
    load_autosave()
    assert not home.exists()


def test_without_home_platformdirs_decides(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    monkeypatch.delenv("MTGDESK_HOME")
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "xdg-config"))
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "xdg-data"))
    assert config_dir() == tmp_path / "xdg-config" / "mtgdesk"
    assert data_dir() == tmp_path / "xdg-data" / "mtgdesk"
