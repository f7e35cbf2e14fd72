"""The scenario runner: the contract of SCENARIOS.md, its failures and its errors."""
from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from mtgdesk.scenario import run_file
from mtgdesk.scenario.runner import rule_matches

SCENARIOS = Path(__file__).resolve().parents[1] / "scenarios"


def write(tmp_path: Path, text: str, name: str = "s.toml") -> Path:
    p = tmp_path / name
    p.write_text(text, encoding="utf-8")
    return p


def test_rule_numbers_match_their_subrules() -> None:
    assert rule_matches("305.2", "305.2b")
    assert rule_matches("305.2b", "305.2b")
    assert rule_matches("305", "305.2b")
    assert not rule_matches("305.2", "305.21")
    assert not rule_matches("305.2b", "305.2")
    assert not rule_matches("704.5", "704.6")


def test_failure_names_file_step_expected_found(tmp_path: Path) -> None:
    p = write(tmp_path, '''
[A]
hand = ["Forest"]

[[step]]
do = "A: play Forest"

[[step]]
expect = ["A hand 1", "A battlefield 1"]
''')
    (fail,) = run_file(p)
    assert fail.step == 2 and fail.line == 9
    text = str(fail)
    assert text.startswith(f"{p}:9: step 2: expected 'A hand 1'; found 0")


def test_unknown_card_names_line_and_closest(tmp_path: Path) -> None:
    p = write(tmp_path, 'title = "x"\n\n[A]\nbattlefield = ["Forest",\n  "Grizly Bears (tapped)"]\n')
    (fail,) = run_file(p)
    assert fail.line == 5 and "Grizzly Bears" in fail.found and "unknown card" in fail.found


@pytest.mark.parametrize("text, line, words", [
    ('[setup]\nstep = "main3"\n', 2, "unknown step 'main3'"),
    ('[setup]\ntrun = 3\n', 2, "unknown setup key 'trun'"),
    ('[A]\nlife = "20"\n', 2, "life must be a whole number"),
    ('[[step]]\nerror = "305.2b"\n', 2, "error needs a do"),
    ('[[step]]\ndo = "A: pass"\nerror = "three-oh-five"\n', 3, "rule number"),
    ('[A]\nbattlefield = ["Forest (untapped, flying)"]\n', 2, "unknown modifier 'untapped'"),
    ('[A]\nhand = ["Forest (tapped)"]\n', 2, "only on the battlefield"),
    ('x = = 1\n', 1, "not valid TOML"),
    ('[[step]]\n', 1, "neither do nor expect"),
])
def test_malformed_scenario_is_a_failure_with_a_line(tmp_path: Path, text: str, line: int, words: str) -> None:
    (fail,) = run_file(write(tmp_path, text))
    assert fail.line == line, fail
    assert words in fail.found, fail


def test_missing_file_is_a_failure(tmp_path: Path) -> None:
    (fail,) = run_file(tmp_path / "nope.toml")
    assert "no such file" in str(fail)


def test_check_command_prints_failures_and_totals(tmp_path: Path) -> None:
    good = write(tmp_path, '[A]\nhand = ["Forest"]\n[[step]]\ndo = "A: play Forest"\nexpect = ["A lands played 1"]\n', "good.toml")
    bad = write(tmp_path, '[[step]]\ndo = "A: play Forest"\n', "bad.toml")
    out = subprocess.run([sys.executable, "-m", "mtgdesk", "check", str(good), str(bad)],
                         capture_output=True, text=True)
    lines = out.stdout.strip().splitlines()
    assert lines[-1] == "1 passed, 1 failed"
    assert len(lines) == 2 and lines[0].startswith(f"{bad}:2: step 1:")
    assert out.returncode == 1
    assert "Traceback" not in out.stdout + out.stderr


def test_refusal_with_the_wrong_rule_fails(tmp_path: Path) -> None:
    p = write(tmp_path, '[A]\nhand = ["2 Forest"]\n[[step]]\ndo = "A: play Forest"\n[[step]]\ndo = "A: play Forest"\nerror = "305.3"\n')
    (fail,) = run_file(p)
    assert "305.2b" in fail.found and fail.step == 2


def test_carried_out_when_a_refusal_was_expected_fails(tmp_path: Path) -> None:
    p = write(tmp_path, '[A]\nhand = ["Forest"]\n[[step]]\ndo = "A: play Forest"\nerror = "305.2b"\n')
    (fail,) = run_file(p)
    assert fail.found == "it was carried out"


def _scenario_files() -> list[Path]:
    return sorted(SCENARIOS.rglob("*.toml"))


@pytest.mark.parametrize("path", _scenario_files(), ids=lambda p: str(p.relative_to(SCENARIOS)))
def test_rules_scenario(path: Path) -> None:
    failures = run_file(path)
    assert not failures, "\n".join(str(f) for f in failures)
