"""Which lessons a person has finished, in the user's data folder (``lessons.json``).

Written atomically (``storage.atomic``); a file that can't be read is set aside and the
progress starts again, never a traceback.
"""
from __future__ import annotations

import json
from pathlib import Path

from mtgdesk.storage.atomic import atomic_write_text, guard_before_write, mark_usable, set_aside
from mtgdesk.storage.paths import data_dir

PROGRESS_FILE = "lessons.json"
MAX_BYTES = 64 * 1024


def progress_path() -> Path:
    return data_dir() / PROGRESS_FILE


def _read(path: Path) -> set[str] | None:
    """The lessons finished, or None if the file is not a progress file."""
    try:
        if path.stat().st_size > MAX_BYTES:
            return None
        data = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return None
    done = data.get("done") if isinstance(data, dict) else None
    if not isinstance(done, list) or not all(isinstance(k, str) and len(k) < 200 for k in done):
        return None
    return set(done)


def finished_lessons(path: Path | None = None) -> set[str]:
    """The keys of the lessons finished (their file names without ".toml"); a bad file is set
    aside and counts as none."""
    path = path or progress_path()
    if not path.exists():
        return set()
    done = _read(path)
    if done is None:
        set_aside(path)
        return set()
    mark_usable(path)
    return done


def mark_finished(key: str, path: Path | None = None) -> set[str]:
    """Record lesson ``key`` as finished; the lessons finished now. An ``OSError`` (a full disk)
    is the caller's to show."""
    path = path or progress_path()
    if not guard_before_write(path, lambda p: _read(p) is not None):
        raise OSError(f"{path}: can't be read, nor set aside")
    done = finished_lessons(path) | {key}
    path.parent.mkdir(parents=True, exist_ok=True)
    atomic_write_text(path, json.dumps({"done": sorted(done)}, indent=1) + "\n")
    return done
