"""``mtgdesk --smoke``: the real app, a game in progress, a picture, exit 0 (offscreen)."""
from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from mtgdesk.engine.decisions import DecisionKind
from mtgdesk.ui.smoke import smoke_position

ROOT = Path(__file__).resolve().parents[2]

pytestmark = pytest.mark.gui


def test_the_smoke_position_is_a_game_in_progress() -> None:
    position = smoke_position(seed=1)
    game = position.saved.replay()
    assert not game.over and game.turn >= 7
    field = game.view(0).battlefield()
    assert {c.controller for c in field if c.power is not None} == {0, 1}
    if position.kind == "stack":
        assert game.stack
    else:
        assert game.decision.kind is DecisionKind.BLOCKERS and game.combat.attackers


@pytest.mark.slow
def test_smoke_saves_a_picture_and_exits_cleanly(tmp_path: Path) -> None:
    shot = tmp_path / "smoke.png"
    code = (
        "import sys\n"
        "from mtgdesk.cli import main\n"
        f"status = main(['--smoke', '--screenshot', {str(shot)!r}])\n"
        "assert 'pyqtgraph' not in sys.modules, 'pyqtgraph imported by the table'\n"
        "sys.exit(status)\n"
    )
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "MTGDESK_HOME": str(tmp_path / "home"),
           "PYTHONPATH": os.pathsep.join(filter(None, [str(ROOT), os.environ.get("PYTHONPATH")]))}
    result = subprocess.run([sys.executable, "-c", code], env=env, capture_output=True, text=True, timeout=180,
                            stdin=subprocess.DEVNULL)
    assert result.returncode == 0, result.stdout + result.stderr
    assert "smoke: turn" in result.stdout
    assert result.stderr.strip() == "", result.stderr  # no Qt warning noise on a normal run
    assert shot.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n" and shot.stat().st_size > 20000
    assert not (tmp_path / "home").exists()  # a smoke run writes no settings and no autosave
