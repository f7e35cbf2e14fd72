"""Reading a scenario file (scenario/loader.py, SCENARIOS.md): TOML validated, each problem a
``ScenarioError`` naming the file, the line and the problem; the line of every table, key and
string found; texts limited in length."""
from __future__ import annotations

from pathlib import Path

import pytest

from mtgdesk.engine import Step
from mtgdesk.scenario.loader import LineIndex, ScenarioError, load_scenario, parse_scenario
from mtgdesk.storage.scenario_sizes import MAX_NAMED, MAX_TEXT_CHARS

GOOD = """
title = "t"
description = "d"
[puzzle]
solver = "B"
goal = "survive"
turns = 2
[setup]
active = "A"
"""


def _problem(text: str) -> str:
    try:
        parse_scenario(text, "p.toml")
    except ValueError as exc:
        return str(exc)
    return ""


def test_the_puzzle_table_is_read() -> None:
    sc = parse_scenario(GOOD, "p.toml")
    assert sc.puzzle is not None and (sc.puzzle.solver, sc.puzzle.goal, sc.puzzle.turns) == (1, "survive", 2)
    assert sc.description == "d"


@pytest.mark.parametrize("bad, line, words", [
    (GOOD.replace('goal = "survive"', 'goal = "draw"'), 6, "unknown goal 'draw'"),
    (GOOD.replace("turns = 2", "turns = 0"), 7, "turns must be a positive whole number"),
    (GOOD.replace('solver = "B"', 'solver = "C"'), 5, "solver must be"),
    (GOOD.replace("turns = 2", "turns = 2\nwho = 1"), 8, "unknown puzzle key 'who'"),
])
def test_a_bad_puzzle_value_names_the_file_and_line(bad: str, line: int, words: str) -> None:
    problem = _problem(bad)
    assert problem.startswith(f"p.toml:{line}: ") and words in problem


def test_parse_keeps_title_and_defaults() -> None:
    sc = parse_scenario('title = "t"\n', "t.toml")
    assert (sc.title, sc.turn, sc.active, sc.step.value, sc.seed, sc.variant) == ("t", 1, 0, "main1", 0, "modern")



FULL = """title = "Everything"
[setup]
turn = 3
active = "B"
step = "upkeep"
seed = 7
variant = "classic"
[A]
life = 5
hand = ["Shock",   "2   Forest"]
[B]
battlefield = ["Grizzly Bears (tapped)"]

[[step]]
do = "B: pass"
expect = "A life 5"

[[step]]
do = "A: play Forest"
error = ["305.2b", " 505.1 "]
"""


def test_every_part_of_a_scenario_is_read() -> None:
    sc = parse_scenario(FULL, "full.toml")
    assert (sc.title, sc.turn, sc.active, sc.step, sc.seed, sc.variant) == ("Everything", 3, 1, Step.UPKEEP, 7,
                                                                           "classic")
    assert sc.life == [5, 20] and sc.puzzle is None
    assert sc.zones[0]["hand"] == [("Shock", 10), ("2 Forest", 10)]  # runs of spaces made one
    assert sc.zones[1]["battlefield"] == [("Grizzly Bears (tapped)", 12)]
    first, second = sc.steps
    assert (first.index, first.line, first.do, first.expect, first.error) == (1, 14, "B: pass", ["A life 5"], None)
    assert (second.index, second.line, second.error) == (2, 18, ["305.2b", "505.1"])


def test_the_title_defaults_to_the_files_name() -> None:
    assert parse_scenario('[[step]]\nexpect = ["A life 20"]\n', "dir/my_case.toml").title == "my_case"


def test_the_line_index_finds_tables_keys_and_strings() -> None:
    lines = LineIndex(FULL)
    assert lines.table_line("setup") == 2 and lines.table_line("step#2") == 18
    assert lines.key_line("setup", "seed") == 6 and lines.key_line("B", "life") == 11  # no key: its table
    assert lines.string_line("A", "2 Forest") == 10 and lines.string_line("step#1", "A life 5") == 16
    assert lines.table_line("nowhere") is None


@pytest.mark.parametrize("text, line, problem", [
    ('titel = "x"\n', 1, "unknown key or table 'titel'"),
    ("[Z]\nlife = 1\n", 1, "unknown key or table 'Z'"),
    ("title = 3\n", 1, "title must be a string"),
    ("description = [1]\n", 1, "description must be a string"),
    ("setup = 3\n", 1, "setup must be a table [setup]"),
    ("[setup]\nturn = 0\n", 2, "turn must be a positive whole number, not 0"),
    ("[setup]\nturn = true\n", 2, "turn must be a positive whole number, not True"),
    ("[setup]\nseed = -1\n", 2, "seed must be a non-negative whole number"),
    ('[setup]\nactive = "C"\n', 2, "active must be \"A\" or \"B\", not 'C'"),
    ('[setup]\nvariant = "2010"\n', 2, "variant must be \"modern\" or \"classic\""),
    ("A = 1\n", 1, "[A] must be a table"),
    ('[B]\nmana = 3\n', 2, "unknown key 'mana' in [B]"),
    ("[A]\nlife = true\n", 2, "life must be a whole number, not True"),
    ('[A]\nhand = "Shock"\n', 2, "A.hand must be a list of card entries (strings)"),
    ("[A]\nhand = [1]\n", 2, "A.hand must be a list of card entries"),
    ("step = 1\n", 1, "steps must be written as [[step]] tables"),
    ('[[step]]\ndo = "A: pass"\nwhen = 1\n', 3, "step 1: unknown key 'when'"),
    ('[[step]]\ndo = "  "\n', 2, "step 1: do must be an action"),
    ('[[step]]\ndo = "A: pass"\nerror = []\n', 3, "step 1: error must be a rule number"),
    ('[[step]]\ndo = "A: pass"\nerror = "3052b"\n', 3, "step 1: error must be a rule number"),
    ('[[step]]\nexpect = [1]\n', 2, "step 1: expect must be a list of checks"),
    ('[[step]]\nexpect = ["A life 20"]\n[[step]]\nerror = "305.2b"\n', 4, "step 2: error needs a do"),
    ('[[step]]\ndo = "A: cast ' + "x" * (MAX_TEXT_CHARS + 1) + '"\n', 2, "step 1: the action is too long"),
    ('[A]\nhand = ["' + ", ".join(["Shock"] * (MAX_NAMED + 1)) + '"]\n', 2, "a card entry names too many objects"),
    ('[[step]]\nexpect = ["A life 1234567890"]\n', 2, "step 1: a check holds a number of more than 9 digits"),
    ("puzzle = 1\n", 1, "puzzle must be a table [puzzle]"),
])
def test_a_bad_value_names_the_file_line_and_problem(text: str, line: int, problem: str) -> None:
    with pytest.raises(ScenarioError) as exc:
        parse_scenario(text, "bad.toml")
    assert (exc.value.file, exc.value.line) == ("bad.toml", line), exc.value
    assert problem in str(exc.value) and str(exc.value).startswith(f"bad.toml:{line}: ")


def test_a_scenario_file_is_loaded_and_a_missing_one_is_a_scenario_error(tmp_path: Path) -> None:
    path = tmp_path / "case.toml"
    path.write_text(FULL, encoding="utf-8")
    assert load_scenario(path).file == str(path) and load_scenario(path).title == "Everything"
    with pytest.raises(ScenarioError) as exc:
        load_scenario(tmp_path / "missing.toml")
    assert str(tmp_path / "missing.toml") in str(exc.value)
    path.write_bytes(b"\xff\xfe\x00bad")
    with pytest.raises(ScenarioError):
        load_scenario(path)
