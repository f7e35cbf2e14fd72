"""mypy, as configured in pyproject.toml (the configuration mypyc compiles the engine with), finds
nothing in engine/, cards/ and ai/; ``mypy --strict`` and ruff find nothing in the whole package
(issue 30, item 4)."""
from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
CHECKED = ["mtgdesk/engine", "mtgdesk/cards", "mtgdesk/ai"]


@pytest.mark.slow
def test_mypy_finds_nothing() -> None:
    done = subprocess.run([sys.executable, "-m", "mypy", "--no-incremental", *CHECKED], cwd=ROOT,
                          capture_output=True, text=True, timeout=600)
    assert done.returncode == 0, done.stdout + done.stderr
    assert "Success" in done.stdout


@pytest.mark.slow
def test_mypy_strict_finds_nothing_in_the_whole_package() -> None:
    """Issue 30, item 4: ``mypy --strict`` on all of ``mtgdesk`` (ui/ included). mypy's cache
    (its own folder: the options differ from the run above) keeps it fast."""
    done = subprocess.run([sys.executable, "-m", "mypy", "--strict", "--cache-dir", ".mypy_cache/strict", "mtgdesk"],
                          cwd=ROOT, capture_output=True, text=True, timeout=900)
    assert done.returncode == 0, done.stdout + done.stderr
    assert "Success: no issues found" in done.stdout


@pytest.mark.slow
def test_ruff_finds_nothing_in_the_whole_package() -> None:
    done = subprocess.run([sys.executable, "-m", "ruff", "check", "mtgdesk"], cwd=ROOT,
                          capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stdout + done.stderr
