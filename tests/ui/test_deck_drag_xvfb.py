"""A deck built by real drags from the card browser to the deck editor, on a real X server."""
from __future__ import annotations

import shutil
import sys
from pathlib import Path

import pytest
from test_xvfb import _under_xvfb  # the same X server set-up as the table's tests

pytestmark = [
    pytest.mark.gui,
    pytest.mark.slow,
    pytest.mark.skipif(shutil.which("xvfb-run") is None or shutil.which("xdotool") is None,
                       reason="xvfb-run and xdotool are not installed"),
]


def test_a_deck_is_built_by_real_drags_under_xvfb(tmp_path: Path) -> None:
    script = Path(__file__).with_name("xvfb_deck_drag.py")
    env = {"MTGDESK_HOME": str(tmp_path / "home")}  # the script's folder is on its path
    result = _under_xvfb([sys.executable, str(script)], tmp_path, **env)
    assert result.returncode == 0, result.stdout + result.stderr
    assert "deck built by real drags" in result.stdout
