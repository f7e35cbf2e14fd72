"""The table played by keyboard alone on a real X server (Xvfb): real key events (xdotool) and
no pointer; the game is won against the easy computer."""
from __future__ import annotations

import sys
from pathlib import Path

from tests.ui.test_xvfb import _under_xvfb, pytestmark as XVFB_MARKS

pytestmark = XVFB_MARKS

SCRIPT = Path(__file__).with_name("xvfb_keyboard.py")


def test_a_game_won_by_real_key_events_alone(tmp_path: Path) -> None:
    shot = tmp_path / "keyboard.png"
    result = _under_xvfb([sys.executable, str(SCRIPT), str(shot), "1280", "800"], tmp_path,
                         MTGDESK_HOME=str(tmp_path / "home"))
    assert result.returncode == 0, result.stdout + result.stderr
    assert "won by keys alone, no mouse button event, in a 1280x800 window" in result.stdout
    assert shot.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
