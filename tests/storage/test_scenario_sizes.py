"""The sizes of a scenario file that are valid (storage/scenario_sizes.py): the numbers
SCENARIOS.md and docs/scenarios.md give, and a file at each limit read while one past it is
refused with the limit named."""
from __future__ import annotations

import re
from pathlib import Path

import pytest

from mtgdesk.scenario.loader import ScenarioError, parse_scenario
from mtgdesk.scenario.setup import build_game
from mtgdesk.storage.scenario_sizes import MAX_NAMED, MAX_STEPS, MAX_TEXT_CHARS, MAX_ZONE

DOC = Path(__file__).resolve().parents[2] / "docs" / "scenarios.md"


def test_the_limits_are_the_ones_the_documentation_gives() -> None:
    text = " ".join(DOC.read_text(encoding="utf-8").split())
    limits = re.search(r"at most ([\d,]+) steps; .*? of at most ([\d,]+) characters .*? naming at most (\d+) objects"
                       r".*? at most (\d+) objects in a zone", text)
    assert limits is not None
    assert [int(n.replace(",", "")) for n in limits.groups()] == [MAX_STEPS, MAX_TEXT_CHARS, MAX_NAMED, MAX_ZONE]


def _steps(n: int) -> str:
    return '[[step]]\nexpect = ["A life 20"]\n' * n


def test_a_file_at_the_limits_is_read() -> None:
    sc = parse_scenario(f'[A]\nlibrary = ["{MAX_ZONE} Forest"]\n' + _steps(MAX_STEPS), "max.toml")
    assert len(sc.steps) == MAX_STEPS
    assert len(build_game(sc).players[0].library) == MAX_ZONE
    named = ", ".join(["Forest"] * MAX_NAMED)
    assert parse_scenario(f'[A]\nhand = ["{named}"]\n' + _steps(1)).zones[0]["hand"][0][0] == named


@pytest.mark.parametrize("text, problem", [
    (_steps(MAX_STEPS + 1), f"too many steps ({MAX_STEPS + 1:,}; at most {MAX_STEPS:,})"),
    ('[A]\nhand = ["' + ", ".join(["Forest"] * (MAX_NAMED + 1)) + '"]\n', f"at most {MAX_NAMED} in one line"),
    ('[[step]]\ndo = "' + "x" * (MAX_TEXT_CHARS + 1) + '"\n', f"at most {MAX_TEXT_CHARS:,})"),
])
def test_a_file_past_a_limit_is_refused_naming_it(text: str, problem: str) -> None:
    with pytest.raises(ScenarioError, match=re.escape(problem)):
        parse_scenario(text, "over.toml")


def test_a_zone_past_its_limit_is_refused_naming_it() -> None:
    sc = parse_scenario(f'[A]\nlibrary = ["{MAX_ZONE} Forest", "Island"]\n' + _steps(1), "over.toml")
    with pytest.raises(ScenarioError, match=f"at most {MAX_ZONE} in a zone"):
        build_game(sc)
