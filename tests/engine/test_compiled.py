"""The engine compiled by mypyc plays the very same games as the pure engine (issue 10).

The checkout is copied to a temporary folder and compiled there as ``setup.py`` compiles it
(``MTGDESK_COMPILE=1``: the same mypycify call); seeded random games played by the compiled
engine in a subprocess must give exactly the events, decisions and final positions the pure
engine gives in this process (as ``test_fast_paths`` compares fast and plain paths).
"""
from __future__ import annotations

import dataclasses
import json
import os
import shutil
import subprocess
import sys
import sysconfig
from pathlib import Path
from typing import Any

import pytest

from mtgdesk.engine import fastpaths

ROOT = Path(__file__).resolve().parents[2]
GAMES = 30


def _records() -> list[list[str]]:
    """Each step of GAMES seeded random games (precons, then whole-set decks), as text: the
    decision, the legal actions, the action and its events; then the final position."""
    from mtgdesk.decks.precons import precons
    from tests.engine.test_fast_paths import _record
    from tests.engine.test_whole_set_soak import whole_set_decks

    decks = [d.cards() for d in precons()]
    whole = whole_set_decks()
    out = []
    for seed in range(GAMES):
        pool = decks if seed % 3 else whole
        pair = [pool[seed % len(pool)], pool[(seed * 7 + 3) % len(pool)]]
        out.append([repr(_canonical(step)) for step in _record(pair, seed)])
    return out


def _canonical(value: Any) -> Any:
    """``value`` with its sets sorted, dataclasses spelled out field by field: its repr is then
    the same in every process (a set's order follows the process's string hashes)."""
    if isinstance(value, (set, frozenset)):
        return ("set", tuple(sorted((_canonical(v) for v in value), key=repr)))
    if isinstance(value, (tuple, list)):
        return tuple(_canonical(v) for v in value)
    if isinstance(value, dict):
        return ("dict", tuple(sorted(((_canonical(k), _canonical(v)) for k, v in value.items()), key=repr)))
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        return (type(value).__name__, tuple((f.name, _canonical(getattr(value, f.name)))
                                            for f in dataclasses.fields(value)))
    return value


def _compiler_missing() -> str | None:
    try:
        import mypyc.build  # noqa: F401
    except ImportError:
        return "mypy (mypyc) is not installed"
    cc = (sysconfig.get_config_var("CC") or "cc").split()[0]
    if shutil.which(cc) is None and shutil.which("gcc") is None:
        return f"no C compiler ({cc}) on PATH"
    return None


def _copy_checkout(dest: Path) -> None:
    skip = shutil.ignore_patterns("__pycache__", "*.so", "*.pyd", "build")
    for name in ("mtgdesk", "assets", "translations"):
        shutil.copytree(ROOT / name, dest / name, ignore=skip)
    for name in ("setup.py", "pyproject.toml", "README.md"):
        if (ROOT / name).exists():
            shutil.copy2(ROOT / name, dest / name)


def _run(code: str, cwd: Path, timeout: float) -> subprocess.CompletedProcess[str]:
    env = dict(os.environ, PYTHONPATH=os.pathsep.join([str(cwd), str(ROOT)]))
    return subprocess.run([sys.executable, "-c", code], cwd=cwd, env=env, capture_output=True, text=True,
                          timeout=timeout)


_PLAY = """
import json
from mtgdesk.engine import fastpaths
assert fastpaths.COMPILED == {compiled}, fastpaths.__file__
from tests.engine.test_compiled import _records
with open({out!r}, "w") as f:
    json.dump(_records(), f)
"""


def _play(cwd: Path, compiled: bool) -> list[list[str]]:
    out = cwd / f"records-{compiled}.json"
    done = _run(_PLAY.format(compiled=compiled, out=str(out)), cwd, 1800)
    assert done.returncode == 0, done.stderr[-4000:]
    records: list[list[str]] = json.loads(out.read_text())
    return records


def _first_difference(a: list[list[str]], b: list[list[str]]) -> Any:
    """Where the games first differ: the game, the step, and each side's text from there."""
    for seed, (x, y) in enumerate(zip(a, b)):
        if x != y:
            i = next((i for i, (p, q) in enumerate(zip(x, y)) if p != q), min(len(x), len(y)))
            p, q = (x[i] if i < len(x) else ""), (y[i] if i < len(y) else "")
            c = next((c for c, (u, v) in enumerate(zip(p, q)) if u != v), min(len(p), len(q)))
            return seed, i, p[max(0, c - 200):c + 200], q[max(0, c - 200):c + 200]
    return None if len(a) == len(b) else ("games", len(a), len(b))


@pytest.mark.slow
def test_the_compiled_engine_plays_the_same_games_as_the_pure_one(tmp_path: Path) -> None:
    missing = _compiler_missing()
    if missing:
        pytest.skip(f"can't compile the engine: {missing}")
    _copy_checkout(tmp_path)
    # The pure engine in this process; if this checkout was itself built in place, the copy's
    # sources (before compiling) play the pure games instead.
    pure = _records() if not fastpaths.COMPILED else _play(tmp_path, compiled=False)
    built = subprocess.run([sys.executable, "setup.py", "build_ext", "--inplace"], cwd=tmp_path, capture_output=True,
                           text=True, timeout=3600, env=dict(os.environ, MTGDESK_COMPILE="1"))
    assert built.returncode == 0, built.stdout[-2000:] + built.stderr[-4000:]
    assert list((tmp_path / "mtgdesk" / "engine").glob("game.*.so")) or list(
        (tmp_path / "mtgdesk" / "engine").glob("game.*.pyd")), "setup.py compiled nothing"
    compiled = _play(tmp_path, compiled=True)
    assert _first_difference(compiled, pure) is None
