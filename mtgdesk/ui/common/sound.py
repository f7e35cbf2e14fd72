"""Sound cues at the table, played through what the system already has.

QtMultimedia (QSoundEffect) is in PySide6-Addons, which would add far more to the installer than
a few short WAVs are worth (about 21.5 MiB: assets/SOUNDS.md gives the figures). So a cue is
played by the platform's own player: ``winsound`` on Windows (standard library), ``afplay`` on
macOS, ``pw-play``, ``paplay`` or ``aplay`` on Linux, in a process of its own that the game never
waits for. With none of them, or if one fails, there is no sound and nothing else happens: no
dialog, no message at every cue.

The volume is applied to the samples (every one of those players plays a file at full volume):
``assets/cue-<name>.wav`` scaled to the volume is written once into the cache folder
(``sounds/``) and played from there.

``CueListener`` connects a table's ``GameBridge`` to a player: each batch of engine events
becomes cues through ``cues.cues_for`` (plain Python), as the player at the table hears them.
"""
from __future__ import annotations

import array
import importlib
import io
import os
import shutil
import subprocess
import sys
import wave
from pathlib import Path
from typing import Any, Protocol
from collections.abc import Callable

from PySide6.QtCore import QObject

from mtgdesk import resources
from mtgdesk.engine import events as E
from mtgdesk.storage.atomic import atomic_write_bytes
from mtgdesk.storage.paths import cache_dir

from .cues import CUES, cues_for, game_over_cue

#: Linux players, best first: PipeWire's, PulseAudio's, ALSA's.
LINUX_PLAYERS: tuple[tuple[str, ...], ...] = (("pw-play",), ("paplay",), ("aplay", "-q"))
#: Failures in a row (the player's exit status) after which no more sounds are tried.
MAX_FAILURES = 3
#: The volume is rounded to this step (percent), so that a few scaled files serve every setting.
VOLUME_STEP = 10


class CuePlayer(Protocol):
    """Plays a cue at a volume (percent, 1-100); never raises, never blocks."""

    def play(self, cue: str, volume: int) -> None: ...


def scaled_wav(data: bytes, volume: int) -> bytes:
    """A 16-bit PCM WAV with its samples scaled to ``volume`` percent."""
    with wave.open(io.BytesIO(data)) as source:
        params = source.getparams()
        frames = source.readframes(params.nframes)
    if params.sampwidth != 2:
        raise ValueError("only 16-bit PCM sound cues are supported")
    samples = array.array("h", frames)
    if sys.byteorder == "big":
        samples.byteswap()
    factor = max(0, min(100, volume)) / 100
    samples = array.array("h", (round(v * factor) for v in samples))
    if sys.byteorder == "big":
        samples.byteswap()
    out = io.BytesIO()
    with wave.open(out, "wb") as target:
        target.setparams(params)
        target.writeframes(samples.tobytes())
    return out.getvalue()


def default_command() -> tuple[str, ...] | None:
    """The system's sound player to run with a file's path, or None (Windows: ``winsound``)."""
    if sys.platform == "darwin":
        return ("afplay",) if shutil.which("afplay") else None
    for command in LINUX_PLAYERS:
        found = shutil.which(command[0])
        if found:
            return (found, *command[1:])
    return None


class SystemSoundPlayer:
    """Plays cues with ``winsound`` or a system player in a subprocess; silent without one."""

    def __init__(self, command: tuple[str, ...] | None = None, folder: Path | None = None,
                 detect: bool = True) -> None:
        self.command = command if command is not None or not detect else default_command()
        self.folder = folder
        self._running: list[subprocess.Popen[bytes]] = []
        self.failed = False  # set when a player could not be started or keeps failing: no more tries
        self._failures = 0

    @property
    def available(self) -> bool:
        return not self.failed and (self.command is not None or sys.platform == "win32")

    def file_for(self, cue: str, volume: int) -> Path:
        """The cue's WAV at ``volume`` (rounded to VOLUME_STEP), written to the cache once."""
        if cue not in CUES:
            raise ValueError(f"no sound cue named {cue!r}")
        level = max(VOLUME_STEP, min(100, round(volume / VOLUME_STEP) * VOLUME_STEP))
        path = (self.folder or cache_dir() / "sounds") / f"cue-{cue}-{level}.wav"
        if not path.is_file():
            atomic_write_bytes(path, scaled_wav(resources.asset_bytes(f"cue-{cue}.wav"), level))
        return path

    def play(self, cue: str, volume: int) -> None:
        self._reap()
        if volume <= 0 or not self.available:
            return
        try:
            path = self.file_for(cue, volume)
            if self.command is None:  # Windows
                winsound: Any = importlib.import_module("winsound")  # Windows only: not typed elsewhere
                winsound.PlaySound(str(path), winsound.SND_FILENAME | winsound.SND_ASYNC | winsound.SND_NODEFAULT)
                return
            self._running.append(subprocess.Popen(
                [*self.command, str(path)], stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL,
                stderr=subprocess.DEVNULL, close_fds=True, start_new_session=os.name == "posix"))
        except (OSError, RuntimeError, ValueError, wave.Error):
            self.failed = True  # no sound from now on; the game goes on

    def _reap(self) -> None:
        """Forget the players that have finished (no zombies); a player that keeps failing (no
        sound device, say) is not run again."""
        running = []
        for process in self._running:
            code = process.poll()
            if code is None:
                running.append(process)
            else:
                self._failures = self._failures + 1 if code != 0 else 0
        self._running = running
        if self._failures >= MAX_FAILURES:
            self.failed = True

    def wait(self, timeout: float = 5.0) -> None:
        """Wait for the players started so far (tests)."""
        for process in self._running:
            try:
                process.wait(timeout)
            except subprocess.TimeoutExpired:
                process.kill()
        self._reap()


_PLAYER: CuePlayer | None = None


def shared_player() -> CuePlayer:
    """The app's one sound player (made at the first cue)."""
    global _PLAYER
    if _PLAYER is None:
        _PLAYER = SystemSoundPlayer()
    return _PLAYER


class CueListener(QObject):
    """Plays the cues of a table's game: what its bridge reports, as ``perspective()`` hears it,
    at the settings' volume (read at each cue, so a change in Settings applies at once)."""

    def __init__(self, bridge: Any, perspective: Callable[[], int], settings: Any,
                 parent: QObject | None = None, player: CuePlayer | None = None) -> None:
        super().__init__(parent)
        self.bridge = bridge
        self.perspective = perspective
        self.settings = settings
        self.player = player
        bridge.applied.connect(self._on_applied)
        bridge.game_over.connect(self._on_game_over)

    def _play(self, cues: list[str]) -> None:
        volume = self.settings.sound_volume
        if volume <= 0:
            return
        player = self.player or shared_player()
        for cue in cues:
            player.play(cue, volume)

    def _on_applied(self, action: Any, events: list[E.Event]) -> None:
        self._play(cues_for(events, self.perspective()))

    def _on_game_over(self, winner: Any) -> None:
        if getattr(self.bridge, "conceded", None) is not None:  # no GameOver event came
            self._play([game_over_cue(winner, self.perspective())])
