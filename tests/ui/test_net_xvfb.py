"""Two real windows in two processes play a network game over 127.0.0.1 on a real X server
(issue 37): the host in English, the guest in French, each driven by the real pointer
(xdotool), playing a whole game to its end (``xvfb_net.py``): lands played and creature spells
cast by real drags, attackers dragged towards the other player, the priority passed with the
Space key, blocks answered with the prompt's button, until one side's life is gone (or, should the
game last, the host concedes by Game ▸ Concede…). Each window then shows the game over in its
own language, and the guest's replay of the revealed seed checks the host's shuffles."""
from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

pytestmark = [
    pytest.mark.gui,
    pytest.mark.slow,
    pytest.mark.skipif(shutil.which("xvfb-run") is None or shutil.which("xdotool") is None,
                       reason="xvfb-run and xdotool are not installed"),
]

ROOT = Path(__file__).resolve().parents[2]


def test_two_windows_in_two_languages_play_over_the_network(tmp_path: Path) -> None:
    script = Path(__file__).with_name("xvfb_net.py")
    env = {k: v for k, v in os.environ.items() if k not in ("DISPLAY", "WAYLAND_DISPLAY", "XAUTHORITY")}
    env["QT_QPA_PLATFORM"] = "xcb"
    env["PYTHONPATH"] = os.pathsep.join(filter(None, [str(ROOT), os.environ.get("PYTHONPATH")]))
    result = subprocess.run(["xvfb-run", "-a", "-s", "-screen 0 1920x1080x24", sys.executable, str(script), "both",
                             str(tmp_path)], env=env, cwd=script.parent, capture_output=True, text=True, timeout=300,
                            stdin=subprocess.DEVNULL)
    out = result.stdout + result.stderr
    assert result.returncode == 0, out
    assert "host (en): played a land by a real drag" in out
    assert "guest (fr): played a land by a real drag" in out
    for role, language in (("host", "en"), ("guest", "fr")):
        assert f"{role} ({language}): cast by a drag ['Grizzly Bears'" in out  # a creature spell, dragged
        assert f"{role} ({language}): game over: winner " in out
    assert "attacking with Grizzly Bears" in out
    assert "passed the priority with the space key" in out
    assert "guest (fr): game over: winner" in out and "verified True" in out.split("guest (fr): game over:")[1]
    # each window says the end in its own language (the loser's own window: lost; the winner's: won)
    assert "'You win!'" in out or "'You lose.'" in out
    assert "'Vous avez gagné !'" in out or "'Vous avez perdu.'" in out
    for name in ("net_host_en.png", "net_guest_fr.png"):
        assert (tmp_path / name).read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
