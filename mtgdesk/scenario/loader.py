"""Reading a scenario file: TOML, validated, with the line of every value for error messages.

The file is read through ``mtgdesk.userfiles`` (size, kind, encoding, bounded TOML), and every
text the runner will take apart (card entries, actions, checks) is limited in length and in the
digits of its numbers, with its runs of spaces made one: the runner's patterns then take little
time on any file.
"""
from __future__ import annotations

import re
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from ..engine.steps import Step
from ..problems import FileProblem
from ..storage.scenario_sizes import MAX_NAMED, MAX_STEPS, MAX_TEXT_CHARS
from ..userfiles import parse_toml, read_user_text

PLAYERS = ("A", "B")
ZONES = ("hand", "battlefield", "library", "graveyard", "exile")
SETUP_KEYS = {"turn", "active", "step", "seed", "variant"}
PLAYER_KEYS = {"life", *ZONES}
STEP_KEYS = {"do", "error", "expect"}
PUZZLE_KEYS = {"solver", "goal", "turns"}
GOALS = ("win", "survive")
TOP_KEYS = {"title", "description", "setup", "A", "B", "step", "puzzle"}
STEP_NAMES = tuple(s.value for s in Step)

#: The sizes that are valid (SCENARIOS.md, "Sizes that are valid"): up to 2,000 steps, lines
#: (a card entry, an action or a check) of up to 8,000 characters naming up to 100 objects, up
#: to 200 objects in a zone; declared in ``storage.scenario_sizes``. Beyond them a file is refused,
#: the limit named.
MAX_NUMBER_DIGITS = 9  # a number inside one of those
#: A file with every line at its longest is several megabytes; a file that large is refused first.
MAX_SCENARIO_BYTES = 32 * 1024 * 1024
_DIGIT_RUN = re.compile(rf"\d{{{MAX_NUMBER_DIGITS + 1},}}")  # any script's digits: int() reads them all


class ScenarioError(FileProblem):
    """A malformed scenario: names the file, the line and the problem."""


@dataclass
class StepSpec:
    index: int  # 1-based
    line: int | None
    do: str | None = None
    error: list[str] | None = None
    expect: list[str] = field(default_factory=list)


@dataclass(frozen=True)
class PuzzleSpec:
    """A puzzle's goal (SCENARIOS.md, "Puzzles"): ``solver`` (0 for A) must win before
    ``turns`` turns have ended, or not have lost when they have."""

    solver: int = 0
    goal: str = "win"
    turns: int = 1


@dataclass
class Scenario:
    file: str
    title: str
    turn: int = 1
    active: int = 0
    step: Step = Step.MAIN1
    seed: int = 0
    variant: str = "modern"
    life: list[int] = field(default_factory=lambda: [20, 20])
    zones: list[dict[str, list[tuple[str, int | None]]]] = field(default_factory=lambda: [{}, {}])
    steps: list[StepSpec] = field(default_factory=list)
    lines: "LineIndex | None" = None
    description: str = ""
    puzzle: PuzzleSpec | None = None


class LineIndex:
    """Where things are in the file's text: table headers, keys and string values, by line
    (the first occurrence of each; found in one pass, with patterns that never backtrack)."""

    _HEADER = re.compile(r"\s*+(\[\[?)([^\[\]\n]*+)\]")
    _KEY = re.compile(r"\s*+([A-Za-z0-9_-]++)\s*+=")
    # An unterminated string runs to the end of the line: a match from every quote, so that
    # scanning never restarts inside one.
    _STRING = re.compile(r'"((?:[^"\\]|\\.)*+)"?|\'([^\']*+)\'?')

    def __init__(self, text: str) -> None:
        self.tables: dict[str, int] = {}  # table name -> line; steps as "step#N"
        self.strings: dict[tuple[str, str], int] = {}  # (table, value) -> line
        self.keys: dict[tuple[str, str], int] = {}  # (table, key) -> line
        table = ""
        step_count = 0
        for n, line in enumerate(text.splitlines(), 1):
            m = self._HEADER.match(line)
            if m and not line.strip().startswith("[\""):
                name = m.group(2).strip().strip('"')
                if m.group(1) == "[[" and name == "step":
                    step_count += 1
                    table = f"step#{step_count}"
                else:
                    table = name
                self.tables.setdefault(table, n)
                continue
            stripped = line.split("#", 1)[0] if '"' not in line else line
            km = self._KEY.match(stripped)
            if km:
                self.keys.setdefault((table, km.group(1)), n)
            for sm in self._STRING.finditer(line):
                value = sm.group(1) if sm.group(1) is not None else sm.group(2)
                self.strings.setdefault((table, value), n)
                self.strings.setdefault((table, " ".join(value.split())), n)

    def table_line(self, table: str) -> int | None:
        return self.tables.get(table)

    def key_line(self, table: str, key: str) -> int | None:
        return self.keys.get((table, key)) or self.table_line(table)

    def string_line(self, table: str, value: str) -> int | None:
        return self.strings.get((table, value)) or self.table_line(table)


def _err(file: str, line: int | None, problem: str) -> ScenarioError:
    return ScenarioError(file, line, problem)


def _text(value: str, file: str, line: int | None, what: str) -> str:
    """A card entry, action or check, its runs of spaces made one, within the limits."""
    text = " ".join(value.split())
    if len(text) > MAX_TEXT_CHARS:
        raise _err(file, line, f"{what} is too long ({len(text):,} characters; at most {MAX_TEXT_CHARS:,})")
    named = text.count(",") + 1
    if named > MAX_NAMED:
        raise _err(file, line, f"{what} names too many objects ({named:,}; at most {MAX_NAMED} in one line)")
    if _DIGIT_RUN.search(text):
        raise _err(file, line, f"{what} holds a number of more than {MAX_NUMBER_DIGITS} digits")
    return text


def parse_scenario(text: str, file: str = "<scenario>") -> Scenario:
    """Parse and validate a scenario; raise ``ScenarioError`` naming the file and line."""
    data = parse_toml(text, file, error=ScenarioError)
    lines = LineIndex(text)
    for key in data:
        if key not in TOP_KEYS:
            raise _err(file, lines.key_line("", key) or lines.table_line(key),
                       f"unknown key or table {key!r} (expected: title, description, setup, A, B, step, puzzle)")
    title = data.get("title", Path(file).stem)
    if not isinstance(title, str):
        raise _err(file, lines.key_line("", "title"), "title must be a string")
    description = data.get("description", "")
    if not isinstance(description, str):
        raise _err(file, lines.key_line("", "description"), "description must be a string")
    sc = Scenario(file=file, title=title, lines=lines, description=description)
    if "puzzle" in data:
        sc.puzzle = _puzzle(data["puzzle"], file, lines)
    _setup(sc, data, file, lines)
    _players(sc, data, file, lines)
    steps = data.get("step", [])
    if not isinstance(steps, list):
        raise _err(file, lines.key_line("", "step"), "steps must be written as [[step]] tables")
    if len(steps) > MAX_STEPS:
        raise _err(file, lines.table_line(f"step#{MAX_STEPS + 1}"),
                   f"too many steps ({len(steps):,}; at most {MAX_STEPS:,})")
    sc.steps.extend(_step(i, st, file, lines) for i, st in enumerate(steps, 1))
    return sc


def _setup(sc: Scenario, data: dict[str, Any], file: str, lines: LineIndex) -> None:
    """The [setup] table: turn, active player, step, seed, variant."""
    setup = data.get("setup", {})
    if not isinstance(setup, dict):
        raise _err(file, lines.key_line("", "setup"), "setup must be a table [setup]")
    for key, value in setup.items():
        line = lines.key_line("setup", key)
        if key not in SETUP_KEYS:
            raise _err(file, line, f"unknown setup key {key!r} (expected one of {sorted(SETUP_KEYS)})")
        if key in ("turn", "seed"):
            if not isinstance(value, int) or isinstance(value, bool) or value < (1 if key == "turn" else 0):
                kind = "positive" if key == "turn" else "non-negative"
                raise _err(file, line, f"{key} must be a {kind} whole number, not {value!r}")
            setattr(sc, key, value)
        elif key == "active":
            if value not in PLAYERS:
                raise _err(file, line, f"active must be \"A\" or \"B\", not {value!r}")
            sc.active = PLAYERS.index(value)
        elif key == "step":
            if value not in STEP_NAMES:
                raise _err(file, line, f"unknown step {value!r}; steps are: {', '.join(STEP_NAMES)}")
            sc.step = Step(value)
        elif key == "variant":
            if value not in ("modern", "classic"):
                raise _err(file, line, f"variant must be \"modern\" or \"classic\", not {value!r}")
            sc.variant = value


def _players(sc: Scenario, data: dict[str, Any], file: str, lines: LineIndex) -> None:
    """The [A] and [B] tables: life and the card entries of each zone."""
    for p, name in enumerate(PLAYERS):
        table = data.get(name, {})
        if not isinstance(table, dict):
            raise _err(file, lines.key_line("", name), f"[{name}] must be a table")
        for key, value in table.items():
            line = lines.key_line(name, key)
            if key not in PLAYER_KEYS:
                raise _err(file, line, f"unknown key {key!r} in [{name}] (expected life or a zone: {', '.join(ZONES)})")
            if key == "life":
                if not isinstance(value, int) or isinstance(value, bool):
                    raise _err(file, line, f"life must be a whole number, not {value!r}")
                sc.life[p] = value
                continue
            if not isinstance(value, list) or not all(isinstance(v, str) for v in value):
                raise _err(file, line, f"{name}.{key} must be a list of card entries (strings)")
            entries = []
            for v in value:
                at = lines.string_line(name, v)
                entries.append((_text(v, file, at, "a card entry"), at))
            sc.zones[p][key] = entries


def _step(i: int, st: object, file: str, lines: LineIndex) -> StepSpec:
    """Step ``i`` (a [[step]] table): its action, its refusal and its checks."""
    table = f"step#{i}"
    line = lines.table_line(table)
    if not isinstance(st, dict):
        raise _err(file, line, f"step {i} must be a table")
    for key in st:
        if key not in STEP_KEYS:
            raise _err(file, lines.key_line(table, key),
                       f"step {i}: unknown key {key!r} (expected do, error, expect)")
    spec = StepSpec(i, line)
    if "do" in st:
        if not isinstance(st["do"], str) or not st["do"].strip():
            raise _err(file, lines.key_line(table, "do"), f"step {i}: do must be an action (a string)")
        spec.do = _text(st["do"], file, lines.key_line(table, "do"), f"step {i}: the action")
    if "error" in st:
        err = st["error"]
        errs = [err] if isinstance(err, str) else err
        if not isinstance(errs, list) or not errs or not all(
                isinstance(e, str) and re.fullmatch(r"[0-9]{3}(\.[0-9]+[a-z]*)?", e.strip()) for e in errs):
            raise _err(file, lines.key_line(table, "error"),
                       f"step {i}: error must be a rule number like \"305.2b\" or a list of them, not {err!r}")
        if spec.do is None:
            raise _err(file, lines.key_line(table, "error"),
                       f"step {i}: error needs a do (the action to be refused)")
        spec.error = [e.strip() for e in errs]
    if "expect" in st:
        exp = st["expect"]
        exps = [exp] if isinstance(exp, str) else exp
        if not isinstance(exps, list) or not all(isinstance(e, str) for e in exps):
            raise _err(file, lines.key_line(table, "expect"),
                       f"step {i}: expect must be a list of checks (strings)")
        spec.expect = [_text(e, file, lines.string_line(table, e), f"step {i}: a check") for e in exps]
    if spec.do is None and not spec.expect:
        raise _err(file, line, f"step {i} has neither do nor expect")
    return spec


def _puzzle(table: object, file: str, lines: LineIndex) -> PuzzleSpec:
    """The ``[puzzle]`` table: solver "A" or "B", goal "win" or "survive", turns >= 1."""
    if not isinstance(table, dict):
        raise _err(file, lines.key_line("", "puzzle"), "puzzle must be a table [puzzle]")
    spec = PuzzleSpec()
    for key, value in table.items():
        line = lines.key_line("puzzle", key)
        if key not in PUZZLE_KEYS:
            raise _err(file, line, f"unknown puzzle key {key!r} (expected one of {sorted(PUZZLE_KEYS)})")
        if key == "solver":
            if value not in PLAYERS:
                raise _err(file, line, f"solver must be \"A\" or \"B\", not {value!r}")
            spec = PuzzleSpec(PLAYERS.index(value), spec.goal, spec.turns)
        elif key == "goal":
            if value not in GOALS:
                raise _err(file, line, f"unknown goal {value!r} (expected \"win\" or \"survive\")")
            spec = PuzzleSpec(spec.solver, value, spec.turns)
        else:
            if not isinstance(value, int) or isinstance(value, bool) or value < 1:
                raise _err(file, line, f"turns must be a positive whole number, not {value!r}")
            spec = PuzzleSpec(spec.solver, spec.goal, value)
    return spec


def load_scenario(path: str | Path) -> Scenario:
    """Read and parse a scenario file; any problem is a ``ScenarioError``."""
    return parse_scenario(read_user_text(path, max_bytes=MAX_SCENARIO_BYTES, error=ScenarioError), str(path))
