"""Atomic writes: a reader sees the old file or the new one, never half of either; and a user's
file that can't be read is set aside, never overwritten.

The data goes to a temporary file in the same directory, is flushed to disk, then replaces the
target with ``os.replace`` (atomic on POSIX and Windows), and the directory is synced so that
the rename itself survives a crash. A symbolic link is written through: the file it points to
is replaced, the link stays. Temporary files left by a write that was killed are removed by the
next write of the same file.
"""
from __future__ import annotations

import os
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

_TEMP_SUFFIX = ".tmp"


def _temp_prefix(target: Path) -> str:
    return f".{target.name}."


def real_target(path: str | Path) -> Path:
    """The file a write of ``path`` replaces: the end of its symbolic links, if any."""
    return Path(os.path.realpath(path))


def _remove_stale_temps(target: Path, keep: str) -> None:
    """Temporary files of earlier writes of ``target`` that never finished (a killed process)."""
    prefix = _temp_prefix(target)
    try:
        names = os.listdir(target.parent)
    except OSError:
        return
    for name in names:
        if name.startswith(prefix) and name.endswith(_TEMP_SUFFIX) and name != keep:
            try:
                os.unlink(target.parent / name)
            except OSError:
                pass


def _sync_directory(directory: Path) -> None:
    """Flush a directory's entries (the rename) to disk; where the system can't, nothing."""
    if not hasattr(os, "O_DIRECTORY"):
        return  # Windows: a directory can't be opened; NTFS journals the rename
    try:
        fd = os.open(directory, os.O_RDONLY | os.O_DIRECTORY)
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)


def atomic_write_bytes(path: str | Path, data: bytes) -> None:
    """Write ``data`` to ``path`` atomically, creating its directory if needed (through a
    symbolic link to the file it points to; keeping the permissions of the file replaced)."""
    target = real_target(path)
    if target.exists() and not target.is_file():
        raise OSError(f"{target} is not a regular file; it is left as it is")
    target.parent.mkdir(parents=True, exist_ok=True)
    fd, temp = tempfile.mkstemp(prefix=_temp_prefix(target), suffix=_TEMP_SUFFIX, dir=target.parent)
    try:
        with os.fdopen(fd, "wb") as handle:
            try:
                os.chmod(temp, os.stat(target).st_mode & 0o777)
            except OSError:
                pass  # no file yet (mkstemp's owner-only permissions stay), or a system without modes
            handle.write(data)
            handle.flush()
            os.fsync(handle.fileno())
        os.replace(temp, target)
    except BaseException:
        try:
            os.unlink(temp)
        except FileNotFoundError:
            pass
        raise
    _sync_directory(target.parent)
    _remove_stale_temps(target, keep="")


def atomic_write_text(path: str | Path, text: str) -> None:
    """Write ``text`` (UTF-8) to ``path`` atomically."""
    atomic_write_bytes(path, text.encode("utf-8"))


# ------------------------------------------------------------------ bad files kept aside

def set_aside(path: str | Path) -> Path | None:
    """Rename a file that can't be used to ``NAME.bad-<date>`` (``-2``, ``-3``... if that is
    taken) next to it, so that nothing overwrites it; the new path, or None if it can't be
    renamed (then it must not be written either). A symbolic link is renamed itself: what it
    points to (a file elsewhere, a device) is never moved."""
    target = Path(path)
    stamp = time.strftime("%Y%m%d-%H%M%S")
    for n in range(1, 1000):
        aside = target.with_name(f"{target.name}.bad-{stamp}" + (f"-{n}" if n > 1 else ""))
        if aside.exists():
            continue
        try:
            os.rename(target, aside)
        except OSError:
            return None
        _sync_directory(target.parent)
        return aside
    return None


_checked: set[Path] = set()


def guard_before_write(path: str | Path, is_usable: Callable[[Path], bool]) -> bool:
    """Before the first write of ``path`` in this process: if a file is there that
    ``is_usable`` rejects, set it aside. False if it is bad and could not be set aside (then
    writing would destroy it: don't)."""
    target = real_target(path)
    if target in _checked:
        return True
    if target.exists() and not is_usable(target) and set_aside(target) is None:
        return False
    _checked.add(target)
    return True


def mark_usable(path: str | Path) -> None:
    """``path`` was just read without a problem (or written): no need to check it again."""
    _checked.add(real_target(path))
