"""The application on a real X server (Xvfb), with Qt's xcb platform and its system libraries."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]

pytestmark = [
    pytest.mark.gui,
    pytest.mark.slow,
    # .ci/run installs them; a developer's machine without them runs the offscreen tests only.
    pytest.mark.skipif(
        shutil.which("xvfb-run") is None or shutil.which("xdotool") is None,
        reason="xvfb-run and xdotool are not installed",
    ),
]

# Starts the app, waits for its window, presses Ctrl+Q as a person would, and expects the app
# to end by itself with status 0 (no crash on the way out).
CTRL_Q_SCRIPT = """
set -u
"$PYTHON" -m mtgdesk.ui.app & app=$!
window=
for _ in $(seq 100); do
    window=$(xdotool search --onlyvisible --name '^mtgdesk$' 2>/dev/null | head -n 1)
    [ -n "$window" ] && break
    sleep 0.1
done
[ -n "$window" ] || { echo "no mtgdesk window"; kill $app; exit 3; }
sleep 0.3
xdotool windowfocus --sync "$window"
xdotool key ctrl+q
for _ in $(seq 100); do
    kill -0 $app 2>/dev/null || break
    sleep 0.1
done
if kill -0 $app 2>/dev/null; then echo "Ctrl+Q did not quit"; kill $app; exit 4; fi
wait $app
"""


def _under_xvfb(args: list[str], cwd: Path, **env: str) -> subprocess.CompletedProcess[str]:
    environment = {
        key: value
        for key, value in os.environ.items()
        if key not in ("DISPLAY", "WAYLAND_DISPLAY", "XAUTHORITY")
    }
    environment["QT_QPA_PLATFORM"] = "xcb"
    environment["PYTHONPATH"] = os.pathsep.join(
        filter(None, [str(ROOT), os.environ.get("PYTHONPATH")])
    )
    environment.update(env)
    return subprocess.run(
        ["xvfb-run", "-a", "-s", "-screen 0 1920x1080x24", *args],
        env=environment,
        cwd=cwd,
        capture_output=True,
        text=True,
        timeout=120,
        stdin=subprocess.DEVNULL,
    )


def test_screenshot_under_xvfb(tmp_path: Path) -> None:
    shot = tmp_path / "xvfb.png"
    code = (
        "import sys; from mtgdesk.ui.app import run_app\n"
        f"sys.exit(run_app(['mtgdesk', '--screenshot', {str(shot)!r}]))\n"
    )
    result = _under_xvfb([sys.executable, "-c", code], tmp_path)
    assert result.returncode == 0, result.stdout + result.stderr
    assert shot.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"


def test_ctrl_q_quits_under_xvfb(tmp_path: Path) -> None:
    result = _under_xvfb(["bash", "-c", CTRL_Q_SCRIPT], tmp_path, PYTHON=sys.executable)
    assert result.returncode == 0, result.stdout + result.stderr


@pytest.mark.parametrize(("width", "height"), [(1280, 800), (1920, 1080)])
def test_a_turn_is_played_by_real_gestures_under_xvfb(tmp_path: Path, width: int, height: int) -> None:
    """New game, Start, Keep, a land dragged onto the battlefield with the real mouse, and
    End turn clicked, in a window of each size."""
    shot = tmp_path / "table.png"
    scenario = Path(__file__).with_name("xvfb_scenario.py")
    result = _under_xvfb([sys.executable, str(scenario), str(shot), str(width), str(height)], tmp_path,
                         MTGDESK_HOME=str(tmp_path / "home"))
    assert result.returncode == 0, result.stdout + result.stderr
    assert "by a real drag" in result.stdout and "ended the turn with a click" in result.stdout
    assert f"in a {width}x{height} window" in result.stdout
    assert shot.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"


def test_smoke_under_xvfb(tmp_path: Path) -> None:
    """``mtgdesk --smoke --screenshot``: a game in progress on a real X window."""
    shot = tmp_path / "smoke.png"
    result = _under_xvfb([sys.executable, "-m", "mtgdesk", "--smoke", "--screenshot", str(shot)], tmp_path,
                         MTGDESK_HOME=str(tmp_path / "home"))
    assert result.returncode == 0, result.stdout + result.stderr
    assert "smoke: turn" in result.stdout
    assert shot.stat().st_size > 10000
