"""The table on a real X server (Xvfb), with real pointer events (xdotool): a
creature card under the top of a graveyard targeted, and combat damage divided among three
blockers, by clicks."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

from tests.ui.test_xvfb import _under_xvfb, pytestmark as XVFB_MARKS

pytestmark = XVFB_MARKS

SCRIPT = Path(__file__).with_name("xvfb_table.py")


@pytest.mark.parametrize(("width", "height"), [(1280, 800), (1920, 1080)])
def test_raise_dead_targets_a_card_under_the_top_of_the_graveyard_by_real_clicks(tmp_path: Path, width: int,
                                                                                  height: int) -> None:
    shot = tmp_path / "graveyard.png"
    result = _under_xvfb([sys.executable, str(SCRIPT), "graveyard", str(shot), str(width), str(height)], tmp_path,
                         MTGDESK_HOME=str(tmp_path / "home"))
    assert result.returncode == 0, result.stdout + result.stderr
    assert "targeted Grizzly Bears under the top of the graveyard by real clicks" in result.stdout
    assert f"in a {width}x{height} window" in result.stdout
    assert shot.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"


def test_combat_damage_is_divided_among_three_blockers_by_real_clicks(tmp_path: Path) -> None:
    shot = tmp_path / "damage.png"
    result = _under_xvfb([sys.executable, str(SCRIPT), "damage", str(shot), "1280", "800"], tmp_path,
                         MTGDESK_HOME=str(tmp_path / "home"))
    assert result.returncode == 0, result.stdout + result.stderr
    assert "divided 4 combat damage among three blockers by real clicks (2, 0, 2)" in result.stdout
    assert shot.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
