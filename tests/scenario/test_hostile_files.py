"""Bad scenario files (issue 15): each one a failure naming the file and the line, in bounded
time, never a traceback; the real ``mtgdesk check`` says so and exits 1."""
from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from mtgdesk.scenario import ScenarioError, parse_scenario, run_file, run_scenario

ROOT = Path(__file__).resolve().parents[2]
OK_STEP = '\n[[step]]\nexpect = ["A life 20"]\n'

CASES = [
    # (name, text, line, words in the failure)
    ("nested", "x = " + "[" * 500 + "]" * 500 + "\n", 1, "levels deep"),
    ("bigvalue", '[setup]\nseed = ' + "7" * 4400 + "\n", 2, "more than 20 digits"),
    ("bigaction", '[[step]]\ndo = "A: activate Prodigal Sorcerer x ' + "1" * 8100 + '"\n', 2,
     "too long (8,132 characters; at most 8,000)"),
    ("bigcheck", '[[step]]\nexpect = ["A life ' + "1" * 8100 + '"]\n', 2, "too long"),
    ("bignames", '[[step]]\ndo = "A: attack with ' + ", ".join(["Grizzly Bears"] * 101) + '"\n', 2,
     "names too many objects (101; at most 100 in one line)"),
    ("bigsteps", '[[step]]\nexpect = ["A life 20"]\n' * 2001, 4001, "too many steps (2,001; at most 2,000)"),
    ("longx", '[[step]]\ndo = "A: activate Prodigal Sorcerer x ' + "1" * 40 + '"\n', 2, "more than 9 digits"),
    ("longlife", '[[step]]\nexpect = ["A life ' + "٣" * 40 + '"]\n', 2, "more than 9 digits"),
    ("dotted", "a" + ".a" * 20000 + " = 1\n", 1, "dotted key"),
    ("spaces", '[A]\nhand = ["2 Grizzly' + " " * 100_000 + 'Bears (x"]\n' + OK_STEP, 2, "unknown card 'Grizzly Bears (x'"),
    ("spaces2", '[A]\nhand = ["2 Grizzly' + " " * 100_000 + 'B' * 8100 + '"]\n' + OK_STEP, 2, "too long"),
    ("library", '[A]\nlibrary = ["99999 Forest"]\n' + OK_STEP, 2, "a count from 1 to 200"),
    ("library2", '[A]\nlibrary = ["99999999999 Forest"]\n' + OK_STEP, 2, "more than 9 digits"),
    ("objects", '[A]\nlibrary = ["150 Forest",\n "51 Island"]\n' + OK_STEP, 3,
     "more than 200 objects in A's library (at most 200 in a zone)"),
    ("empty", "", None, "no steps"),
    ("comments", "# nothing here\n", None, "no steps"),
]


@pytest.mark.parametrize("name, text, line, words", CASES, ids=[c[0] for c in CASES])
def test_bad_scenario_is_a_failure_with_its_line(tmp_path: Path, name: str, text: str, line: int | None,
                                                 words: str) -> None:
    path = tmp_path / f"{name}.toml"
    path.write_text(text, encoding="utf-8")
    failures = run_file(path)
    assert len(failures) == 1, failures
    assert failures[0].file == str(path) and failures[0].line == line and words in str(failures[0])


def test_action_after_the_game_is_over_is_a_failure_line(tmp_path: Path) -> None:
    path = tmp_path / "over.toml"
    path.write_text('[B]\nlife = 2\n[A]\nhand = ["Shock"]\nbattlefield = ["Mountain"]\n'
                    '[[step]]\ndo = "A: cast Shock targeting B"\n[[step]]\ndo = "resolve"\nexpect = ["winner A"]\n'
                    '[[step]]\ndo = "A: pass"\n', encoding="utf-8")
    (fail,) = run_file(path)
    assert fail.step == 3 and fail.line == 12 and "the game is over (CR 104)" in fail.found


@pytest.mark.slow
def test_check_command_on_bad_files(tmp_path: Path) -> None:
    paths = []
    for name, text, _, _ in CASES:
        paths.append(tmp_path / f"{name}.toml")
        paths[-1].write_text(text, encoding="utf-8")
    fifo = tmp_path / "pipe.toml"
    os.mkfifo(fifo)
    paths.append(fifo)
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    out = subprocess.run([sys.executable, "-m", "mtgdesk", "check", *map(str, paths)], capture_output=True,
                         text=True, timeout=120, env=env)
    assert out.returncode == 1
    assert "Traceback" not in out.stdout + out.stderr
    assert out.stdout.splitlines()[-1] == f"0 passed, {len(paths)} failed"
    for path, (_, _, line, words) in zip(paths, CASES):
        where = f"{path}:{line}:" if line else f"{path}:"
        assert any(s.startswith(where) and words in s for s in out.stdout.splitlines()), (path, out.stdout)
    assert f"{fifo}: this is a named pipe" in out.stdout


_pieces = st.sampled_from([
    "[setup]\n", "[A]\n", "[B]\n", "[[step]]\n", 'do = "', 'expect = ["', '"]\n', '"\n', "turn = ", "seed = ",
    "life = ", "hand = [", "library = [", "battlefield = [", "]\n", '"2 Forest"', '"Grizzly Bears (tapped)"',
    ", ", "A: pass", "A: play Forest", "A: cast Grizzly Bears", "A: choose 3", "resolve", "advance to end",
    "A life 20", "A hand 1", "9999999999", "1", " ", "  ", "[", "{", "a.b.c", "#", "\n", "'", '"', "x = 1.5\n",
    "step = \"draw\"\n", "active = \"B\"\n", "error = \"305.2\"\n", "٣",
])


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.lists(_pieces, max_size=40).map("".join))
def test_any_scenario_text_is_a_scenario_or_an_error(text: str) -> None:
    try:
        sc = parse_scenario(text, "f.toml")
    except ScenarioError as exc:
        assert exc.file == "f.toml"
        return
    for failure in run_scenario(sc):
        assert failure.file == "f.toml"
