"""Every storage test writes under a temporary MTGDESK_HOME, never the real home."""
from __future__ import annotations

from pathlib import Path

import pytest


@pytest.fixture(autouse=True)
def home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("MTGDESK_HOME", str(tmp_path / "home"))
    return tmp_path / "home"
