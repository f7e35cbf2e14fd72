"""The app killed at random moments while a game is played: restarted, it continues the game at
the decision where it was; the record is always whole (the old or the new version), nothing
decided is lost or changed, and no temporary file is left behind."""
from __future__ import annotations

import os
import random
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from mtgdesk.storage.records import read_record

pytestmark = [pytest.mark.gui, pytest.mark.slow]

ROOT = Path(__file__).resolve().parents[2]

APP = r"""
import sys
from PySide6.QtWidgets import QApplication
from mtgdesk.decks.precons import precons
from mtgdesk.storage import Settings
from mtgdesk.ui.main_window import MainWindow
from mtgdesk.ui.table.session import COMPUTER, GameSetup

app = QApplication(["mtgdesk"])
window = MainWindow(settings=Settings(animation_speed=0, game_speed="instant"))
window.show()
if sys.argv[1] == "new":
    decks = precons()[:2]
    window.start_game(GameSetup(decks=[[c.name for c in d.cards()] for d in decks],
                                deck_names=[d.name for d in decks], seats=[COMPUTER, COMPUTER], seed=8))
else:
    window.continue_game()
print(len(window.session.bridge.history), flush=True)
window.session.finished.connect(lambda winner: app.quit())
app.exec()
"""


def test_killed_at_random_the_app_continues_at_the_same_decision(mtgdesk_home: Path) -> None:
    env = {**os.environ, "PYTHONPATH": str(ROOT), "MTGDESK_HOME": str(mtgdesk_home), "QT_QPA_PLATFORM": "offscreen"}
    games = mtgdesk_home / "data" / "games"
    rng = random.Random(5)
    previous: list = []
    for round_ in range(5):
        proc = subprocess.Popen([sys.executable, "-c", APP, "new" if round_ == 0 else "continue"], env=env,
                                stdout=subprocess.PIPE, text=True)
        resumed_at = int(proc.stdout.readline())
        assert resumed_at == len(previous)  # the same decision: every saved action replayed, none more
        time.sleep(rng.uniform(0.3, 2.0))
        os.kill(proc.pid, signal.SIGKILL)
        proc.wait()
        proc.stdout.close()
        records = sorted(games.glob("*.json"))
        assert len(records) == 1  # continuing never starts another game
        record = read_record(records[0])  # whole: the old version or the new
        assert record.actions[:len(previous)] == previous
        record.replay()
        if record.over:
            break
        previous = record.actions
    assert len(previous) > 0
    # A write killed half-way leaves its temporary file only until the next write of the record.
    record = read_record(sorted(games.glob("*.json"))[0])
    record.write()
    assert [p.name for p in games.iterdir()] == [record.path.name]
