"""The engine compiled by mypyc plays the very same games as the pure engine (issue 10).

The compiled engine is the one the installer ships: the wheel of this checkout that
packaging/build.sh would build (``MTGDESK_COMPILE=1``; the ``wheel`` fixture builds it once for
the session, also for the packaging tests), installed in a venv of its own. Seeded random games
played by it in a subprocess must give exactly the events, decisions and final positions the pure
engine gives in this process (as ``test_fastpaths`` compares fast and plain paths).
"""
from __future__ import annotations

import dataclasses
import json
import os
import subprocess
from pathlib import Path
from typing import Any

import pytest

from mtgdesk.engine import fastpaths
from tests.helpers.install import compiler_missing

ROOT = Path(__file__).resolve().parents[2]
GAMES = 30


def _records() -> list[list[str]]:
    """Each step of GAMES seeded random games (precons, then whole-set decks), as text: the
    decision, the legal actions, the action and its events; then the final position."""
    from mtgdesk.decks.precons import precons
    from tests.engine.test_fastpaths import _record
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
    """``value`` with its sets sorted, dataclasses spelled out field by field (those that equality
    compares): its repr is then the same in every process (a set's order follows the process's
    string hashes)."""
    if isinstance(value, (set, frozenset)):
        return ("set", tuple(sorted((_canonical(v) for v in value), key=repr)))
    if isinstance(value, (tuple, list)):
        return tuple(_canonical(v) for v in value)
    if isinstance(value, dict):
        return ("dict", tuple(sorted(((_canonical(k), _canonical(v)) for k, v in value.items()), key=repr)))
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        # The fields its equality compares: not what it keeps worked out for speed (a card's
        # ``_asks``, filled when first asked, depends on what this process asked before).
        return (type(value).__name__, tuple((f.name, _canonical(getattr(value, f.name)))
                                            for f in dataclasses.fields(value) if f.compare))
    return value


_PLAY = """
import json, sys
sys.path.append({root!r})  # the tests, after the venv's own (compiled) mtgdesk
from mtgdesk.engine import fastpaths
assert fastpaths.COMPILED, fastpaths.__file__
from tests.engine.test_compiled import _records
with open({out!r}, "w") as f:
    json.dump(_records(), f)
"""


def _play_compiled(python: Path, cwd: Path) -> list[list[str]]:
    out = cwd / "records-compiled.json"
    env = {k: v for k, v in os.environ.items() if k not in ("PYTHONPATH", "PYTHONHOME")}
    done = subprocess.run([str(python), "-P", "-c", _PLAY.format(root=str(ROOT), out=str(out))], cwd=cwd, env=env,
                          capture_output=True, text=True, timeout=1800)
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
def test_the_compiled_engine_plays_the_same_games_as_the_pure_one(tmp_path: Path, wheel_venv: Path) -> None:
    missing = compiler_missing()
    if missing:
        pytest.skip(f"can't compile the engine: {missing}")
    assert not fastpaths.COMPILED, "this test compares with the pure engine: run it from the sources"
    pure = _records()
    python = wheel_venv
    engine = subprocess.run([str(python), "-P", "-c", "import mtgdesk.engine.game as g; print(g.__file__)"],
                            capture_output=True, text=True, check=True, cwd=tmp_path).stdout.strip()
    assert engine.endswith((".so", ".pyd")), f"the wheel's engine is not compiled: {engine}"
    compiled = _play_compiled(python, tmp_path)
    assert _first_difference(compiled, pure) is None
