"""GUI tests: settings and the autosave go to a temporary MTGDESK_HOME, never the real home."""
from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest


@pytest.fixture(autouse=True)
def mtgdesk_home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    home = tmp_path / "mtgdesk-home"
    monkeypatch.setenv("MTGDESK_HOME", str(home))
    return home


@pytest.fixture
def window(qtbot: Any) -> Any:
    """The main window, shown at 1280×800, animations off."""
    from mtgdesk.storage import Settings
    from mtgdesk.ui.main_window import MainWindow

    window = MainWindow(settings=Settings(animation_speed=0, game_speed="instant"))
    qtbot.addWidget(window)
    window.resize(1280, 800)
    window.show()
    qtbot.waitExposed(window)
    return window
