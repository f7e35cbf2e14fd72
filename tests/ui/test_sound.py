"""Sound cues (issue 32; which event makes which cue is in test_cues.py): a cue heard at a real
table through a test double of the player, the volume applied to the samples,
and the system player run as a real subprocess (a recording script stands in for aplay)."""
from __future__ import annotations

import io
import stat
import sys
import wave
from pathlib import Path
from typing import Any

import pytest

from mtgdesk import resources
from mtgdesk.ai.basic import BasicPlayer
from mtgdesk.engine import Step, Zone
from mtgdesk.engine import actions as A
from mtgdesk.storage import Settings
from mtgdesk.ui.common.sound import SystemSoundPlayer, scaled_wav
from tests.helpers.games import find, position


class RecordingPlayer:
    """The test double: remembers each cue asked for, with its volume."""

    def __init__(self) -> None:
        self.played: list[tuple[str, int]] = []

    def play(self, cue: str, volume: int) -> None:
        self.played.append((cue, volume))

    @property
    def cues(self) -> list[str]:
        return [cue for cue, _ in self.played]


# ---------------------------------------------------------------- at a real table

def _table(qtbot: Any, game: Any, volume: int = 60) -> tuple[Any, RecordingPlayer]:
    from mtgdesk.storage.saves import SavedGame
    from mtgdesk.ui.table.session import GameSession
    from mtgdesk.ui.table.table_page import TablePage

    settings = Settings(animation_speed=0, game_speed="instant", sound_volume=volume)
    saved = SavedGame(seed=1, decks=[[], []], players=["human", "human"], player_names=["Ann", "Bob"])
    table = TablePage(GameSession(saved, settings, game=game, autosave=False), settings)
    qtbot.addWidget(table)
    table.controller.automatic = False
    player = RecordingPlayer()
    table.cues.player = player
    return table, player


def _advance(table: Any, done: Any, limit: int = 200) -> None:
    """Pass priority (and let a simple player answer anything else) until ``done()``."""
    brain = BasicPlayer(3)
    bridge = table.bridge
    for _ in range(limit):
        if done() or bridge.over:
            return
        d = bridge.decision
        passing = A.PassPriority(d.player)
        action = passing if passing in bridge.legal_actions() else brain.choose(bridge.view(d.player), d)
        assert bridge.submit(action), action
    raise AssertionError("the game did not get there")


def test_a_game_won_plays_land_cast_resolve_life_damage_and_won(qtbot: Any) -> None:
    game = position(Step.MAIN1, 0, 3, a_hand=["Forest", "Sacred Nectar"], a_battlefield=["Plains", "Grizzly Bears"],
                    a_library=["Forest"] * 5, b_library=["Forest"] * 5)
    game.players[1].life = 2
    table, player = _table(qtbot, game)
    bridge = table.bridge
    assert bridge.submit(A.PlayLand(0, find(game, "Forest", Zone.HAND)))
    assert player.cues == ["land"]
    assert bridge.submit(A.CastSpell(0, find(game, "Sacred Nectar", Zone.HAND)))
    assert bridge.submit(A.PayAuto(0))  # cast once paid (CR 601.2h)
    assert player.cues == ["land", "cast"]
    _advance(table, lambda: not bridge.game.stack)
    assert {"resolve", "life_gained"} <= set(player.cues)
    assert game.players[0].life == 24
    _advance(table, lambda: bridge.game.step is Step.ATTACKERS)
    assert bridge.submit(A.DeclareAttacker(0, find(game, "Grizzly Bears")))
    assert bridge.submit(A.FinishAttackers(0))
    _advance(table, lambda: False)
    assert bridge.over and bridge.winner == 0
    assert player.cues[-2:] == ["won", "combat_damage"]
    assert {cue for cue, volume in player.played} == {"land", "cast", "resolve", "life_gained", "combat_damage", "won"}
    assert all(volume == 60 for _, volume in player.played)


def test_your_turn_then_a_concession_plays_your_turn_and_lost(qtbot: Any) -> None:
    game = position(Step.END, 1, 3, a_library=["Forest"] * 5, b_library=["Forest"] * 5)
    table, player = _table(qtbot, game, volume=30)
    _advance(table, lambda: table.bridge.game.active == 0)
    assert player.cues == ["your_turn"]
    assert table.bridge.concede(0)  # CR 104.3a
    assert player.played[-1] == ("lost", 30)


def test_no_sound_at_volume_zero(qtbot: Any) -> None:
    game = position(Step.MAIN1, 0, 3, a_hand=["Forest"], a_library=["Forest"] * 5, b_library=["Forest"] * 5)
    table, player = _table(qtbot, game, volume=0)
    assert table.bridge.submit(A.PlayLand(0, find(game, "Forest", Zone.HAND)))
    assert player.played == []
    table.settings.sound_volume = 80  # Settings changed during the game: heard at once
    _advance(table, lambda: table.bridge.game.active == 1)
    _advance(table, lambda: table.bridge.game.active == 0)
    assert player.played == [("your_turn", 80)]


# ---------------------------------------------------------------- the system player

def test_volume_scales_the_samples() -> None:
    data = resources.asset_bytes("cue-won.wav")
    full = wave.open(io.BytesIO(data)).readframes(10**6)
    half = wave.open(io.BytesIO(scaled_wav(data, 50))).readframes(10**6)
    assert len(full) == len(half)
    peak = max(abs(int.from_bytes(full[i:i + 2], "little", signed=True)) for i in range(0, len(full), 2))
    peak_half = max(abs(int.from_bytes(half[i:i + 2], "little", signed=True)) for i in range(0, len(half), 2))
    assert peak > 20000 and abs(peak_half - peak / 2) <= 1


@pytest.mark.skipif(sys.platform == "win32", reason="a shell script stands in for the player")
def test_the_system_player_runs_the_command_with_the_scaled_file(tmp_path: Path) -> None:
    log = tmp_path / "played.txt"
    fake = tmp_path / "fake-aplay"
    fake.write_text(f"#!/bin/sh\necho \"$@\" >> {log}\n")
    fake.chmod(fake.stat().st_mode | stat.S_IEXEC)
    sounds = tmp_path / "cache" / "sounds"
    player = SystemSoundPlayer(command=(str(fake), "-q"), folder=sounds)
    player.play("land", 44)
    player.play("won", 100)
    player.wait()
    lines = log.read_text().splitlines()
    assert lines == [f"-q {sounds / 'cue-land-40.wav'}", f"-q {sounds / 'cue-won-100.wav'}"]
    assert wave.open(str(sounds / "cue-land-40.wav")).getnframes() > 0


def test_no_player_on_the_system_is_silence_not_an_error(tmp_path: Path) -> None:
    player = SystemSoundPlayer(command=(str(tmp_path / "no-such-player"),), folder=tmp_path)
    player.play("cast", 50)  # the command can't start: no exception, no dialog
    assert player.failed and not player.available
    player.play("cast", 50)  # and no more tries


@pytest.mark.parametrize("volume", [-1, 101])
def test_a_volume_out_of_range_in_the_settings_file_is_refused(volume: int) -> None:
    from mtgdesk.storage.settings import SettingsError

    with pytest.raises(SettingsError, match="sound_volume"):
        Settings.from_dict({"sound_volume": volume})
    with pytest.raises(SettingsError, match="sound_volume: expected int"):
        Settings.from_dict({"sound_volume": "loud"})


@pytest.mark.skipif(sys.platform == "win32", reason="a shell script stands in for the player")
def test_a_player_that_keeps_failing_is_not_run_again(tmp_path: Path) -> None:
    from mtgdesk.ui.common.sound import MAX_FAILURES

    log = tmp_path / "runs.txt"
    fake = tmp_path / "fake-aplay"
    fake.write_text(f"#!/bin/sh\necho run >> {log}\nexit 1\n")  # as aplay without a sound device
    fake.chmod(fake.stat().st_mode | stat.S_IEXEC)
    player = SystemSoundPlayer(command=(str(fake),), folder=tmp_path / "sounds")
    for _ in range(MAX_FAILURES + 3):
        player.play("cast", 50)
        player.wait()
    assert player.failed
    assert len(log.read_text().splitlines()) == MAX_FAILURES
