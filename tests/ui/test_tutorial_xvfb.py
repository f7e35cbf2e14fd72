"""The first lesson of Learn to play on a real X server (Xvfb), by real drags (xdotool)."""
from __future__ import annotations

import json
import sys
from pathlib import Path

import pytest

from tests.ui.test_xvfb import _under_xvfb, pytestmark as XVFB_MARKS

pytestmark = XVFB_MARKS

SCRIPT = Path(__file__).with_name("xvfb_tutorial.py")


@pytest.mark.parametrize(("width", "height"), [(1280, 800), (1920, 1080)])
def test_the_first_lesson_by_real_drags_with_a_wrong_move(tmp_path: Path, width: int, height: int) -> None:
    shot = tmp_path / "lesson.png"
    home = tmp_path / "home"
    result = _under_xvfb([sys.executable, str(SCRIPT), str(shot), str(width), str(height)], tmp_path,
                         MTGDESK_HOME=str(home))
    assert result.returncode == 0, result.stdout + result.stderr
    assert "the first lesson by real drags, the hint 'Not that one" in result.stdout
    assert f"in a {width}x{height} window" in result.stdout
    assert shot.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
    assert json.loads((home / "data" / "lessons.json").read_text(encoding="utf-8")) == {"done": ["01_lands_and_mana"]}
