"""GUI tests: settings and the autosave go to a temporary MTGDESK_HOME, never the real home."""
from __future__ import annotations

from pathlib import Path

import pytest


@pytest.fixture(autouse=True)
def mtgdesk_home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    home = tmp_path / "mtgdesk-home"
    monkeypatch.setenv("MTGDESK_HOME", str(home))
    return home
