"""mypy and ruff, as configured in pyproject.toml, find nothing in engine/, cards/ and ai/; and
``mypy --strict`` and ruff find nothing in the rest of the package (issue 30, item 4)."""
from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
CHECKED = ["mtgdesk/engine", "mtgdesk/cards", "mtgdesk/ai"]


def strictly_checked() -> list[str]:
    """Every package and module of ``mtgdesk`` but the three above (ui/, net/, decks/, storage/,
    scenario/, tutorial/ and the top-level modules): a package added later is checked too."""
    package = ROOT / "mtgdesk"
    found = [p for p in sorted(package.iterdir())
             if (p.is_dir() and (p / "__init__.py").exists()) or (p.is_file() and p.suffix == ".py")]
    return [str(p.relative_to(ROOT).as_posix()) for p in found if str(p.relative_to(ROOT).as_posix()) not in CHECKED]


@pytest.mark.slow
def test_mypy_finds_nothing() -> None:
    done = subprocess.run([sys.executable, "-m", "mypy", "--no-incremental", *CHECKED], cwd=ROOT,
                          capture_output=True, text=True, timeout=600)
    assert done.returncode == 0, done.stdout + done.stderr
    assert "Success" in done.stdout


@pytest.mark.slow
def test_ruff_finds_nothing() -> None:
    done = subprocess.run([sys.executable, "-m", "ruff", "check", *CHECKED], cwd=ROOT,
                          capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stdout + done.stderr


def test_the_strict_check_covers_the_rest_of_the_package() -> None:
    checked = strictly_checked()
    for expected in ("mtgdesk/ui", "mtgdesk/net", "mtgdesk/decks", "mtgdesk/storage", "mtgdesk/scenario",
                     "mtgdesk/tutorial", "mtgdesk/cli.py", "mtgdesk/sim.py", "mtgdesk/__main__.py"):
        assert expected in checked
    assert not set(CHECKED) & set(checked)


@pytest.mark.slow
def test_mypy_strict_finds_nothing_outside_engine_cards_ai() -> None:
    """One run over all of them. Imported modules of engine/, cards/ and ai/ are read but their
    own findings are not this test's (``--follow-imports=silent``): their owners check them
    above. mypy's cache (its own folder: the options differ from the run above) keeps it fast."""
    done = subprocess.run([sys.executable, "-m", "mypy", "--strict", "--follow-imports=silent",
                           "--cache-dir", ".mypy_cache/strict", *strictly_checked()], cwd=ROOT,
                          capture_output=True, text=True, timeout=600)
    assert done.returncode == 0, done.stdout + done.stderr
    assert "Success: no issues found" in done.stdout


@pytest.mark.slow
def test_ruff_finds_nothing_outside_engine_cards_ai() -> None:
    done = subprocess.run([sys.executable, "-m", "ruff", "check", *strictly_checked()], cwd=ROOT,
                          capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stdout + done.stderr
