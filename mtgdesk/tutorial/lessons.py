"""Reading a lesson file: a scenario (SCENARIOS.md) with a goal and steps of instruction.

A lesson file is a scenario file whose top level has, besides ``title`` (the lesson's name) and
the position (``[setup]``, ``[A]``, ``[B]``), a ``goal`` (one sentence: what the player is to
achieve) and, instead of ``[[step]]``, one ``[[lesson]]`` table per step::

    title = "Lands and mana"
    goal = "Cast Grizzly Bears"

    [setup]
    active = "A"

    [A]
    hand = ["Forest"]

    [[lesson]]
    say = "This is your hand: the cards only you can see."   # the instruction (English)
    look = "A hand"            # lit on the table: a card, "A hand", "B battlefield", "stack"...
    rule = "400.1"             # the rule it teaches: the "?" opens the rules reference there

    [[lesson]]
    say = "Play the Forest."
    look = "Forest"
    do = "A: play Forest"      # A is the learner: the move they are asked to make (a list of
                               # actions is one move: ["A: block X with Y", "A: done blocking"])
    hint = "Drag the Forest from your hand onto the table."   # shown if they make another
    expect = ["A battlefield has Forest"]

    [[lesson]]
    do = "B: cast Shock targeting A"   # B (or resolve, advance): the computer's move, played for it

A step with ``say`` waits for the player: for their move if ``do`` is theirs (``A:``), else for
"Next". A step without ``say`` is played at once. The last step's ``expect`` is the goal's test.
Texts are English; the app translates them (context "lessons"). ``A`` is always the learner.

Every problem is a ``LessonError`` naming the file, the line and the problem, as the scenario
loader does; the scenario part is read by that loader (its line numbers are kept).
"""
from __future__ import annotations

import re
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from ..problems import FileProblem
from ..scenario.loader import Scenario, ScenarioError, parse_scenario
from ..userfiles import parse_toml, read_user_text

LESSONS_DIR = Path(__file__).resolve().parent / "lessons"
STEP_KEYS = ("say", "look", "do", "expect", "hint", "rule")
MAX_LESSON_BYTES = 128 * 1024
MAX_LESSON_STEPS = 60
MAX_SAY_CHARS = 600
MAX_CHECK_CHARS = 300
LOOK_ZONES = ("hand", "battlefield", "library", "graveyard", "exile", "life")
_RULE = re.compile(r"[0-9]{3}(\.[0-9]+[a-z]?)?")
_HEADER = re.compile(r"\s*\[")
_LESSON_HEADER = re.compile(r"\s*\[\[\s*lesson\s*\]\]")
_KEY = re.compile(r"\s*([A-Za-z0-9_-]+)\s*=")


class LessonError(FileProblem):
    """A malformed lesson: names the file, the line and the problem."""


@dataclass(frozen=True)
class LessonStep:
    """One step of instruction (see the module's docstring)."""

    index: int  # 1-based
    line: int | None
    say: str = ""
    look: str | None = None
    do: str | None = None
    expect: tuple[str, ...] = ()
    hint: str = ""
    rule: str | None = None
    moves: tuple[str, ...] = ()  # the actions of ``do`` (one, or several made as one move)

    @property
    def mine(self) -> bool:
        """The learner's move: they are asked to make it on the table."""
        return self.do is not None and self.do.startswith("A:")

    @property
    def waits(self) -> bool:
        """The step is shown and waits: for the learner's move, or for "Next"."""
        return bool(self.say)


@dataclass
class Lesson:
    """A lesson: its name, goal, position (a ``Scenario`` without steps) and steps."""

    file: str
    key: str  # the file's stem: what progress is recorded under ("01_lands")
    title: str
    goal: str
    scenario: Scenario
    steps: list[LessonStep] = field(default_factory=list)

    def texts(self) -> list[str]:
        """Every text a person reads, in English: for the translations (context "lessons")."""
        out = [self.title, self.goal]
        for st in self.steps:
            out += [t for t in (st.say, st.hint) if t]
        return out


def _scenario_text(text: str) -> tuple[str, dict[str, int], list[int], dict[tuple[int, str], int]]:
    """The file with its lesson parts made comments (so the scenario loader reads the rest with
    the same line numbers); where ``goal`` is; the line of each ``[[lesson]]``; each step's keys."""
    out: list[str] = []
    top_keys: dict[str, int] = {}
    headers: list[int] = []
    keys: dict[tuple[int, str], int] = {}
    in_lesson = False
    at_top = True
    for n, line in enumerate(text.splitlines(), 1):
        if _HEADER.match(line):
            at_top = False
            in_lesson = bool(_LESSON_HEADER.match(line))
            if in_lesson:
                headers.append(n)
        km = _KEY.match(line)
        if in_lesson:
            if km and headers:
                keys.setdefault((len(headers), km.group(1)), n)
            out.append("# " + line)
            continue
        if at_top and km and km.group(1) == "goal":
            top_keys["goal"] = n
            out.append("# " + line)
            continue
        out.append(line)
    return "\n".join(out) + "\n", top_keys, headers, keys


def parse_lesson(text: str, file: str = "<lesson>") -> Lesson:
    """Parse and validate a lesson; raise ``LessonError`` naming the file and line."""
    data = parse_toml(text, file, error=LessonError)
    scenario_text, top, headers, keys = _scenario_text(text)
    if "step" in data:
        raise LessonError(file, _line_of(text, "[[step]]"),
                          "a lesson's steps are [[lesson]] tables (say, look, do, expect, hint, rule), not [[step]]")
    try:
        sc = parse_scenario(scenario_text, file)
    except ScenarioError as exc:
        raise LessonError(exc.file, exc.line, exc.problem) from None
    if sc.puzzle is not None:
        raise LessonError(file, _line_of(text, "[puzzle]"), "a lesson has a goal and steps, not a [puzzle] table")
    title = data.get("title")
    if not isinstance(title, str) or not title.strip():
        raise LessonError(file, _line_of(text, "title"), "a lesson needs a title (a string)")
    goal = data.get("goal")
    if not isinstance(goal, str) or not goal.strip():
        raise LessonError(file, top.get("goal"), "a lesson needs a goal: one sentence saying what the player is to do")
    raw = data.get("lesson")
    if not isinstance(raw, list) or not raw:
        raise LessonError(file, None, "a lesson needs [[lesson]] steps")
    if len(raw) > MAX_LESSON_STEPS:
        raise LessonError(file, headers[MAX_LESSON_STEPS] if len(headers) > MAX_LESSON_STEPS else None,
                          f"more than {MAX_LESSON_STEPS} steps")
    steps = [_step(i, st, file, headers, keys) for i, st in enumerate(raw, 1)]
    if not steps[-1].expect:
        raise LessonError(file, steps[-1].line, f"step {len(steps)}: the last step needs an expect: the goal's test")
    return Lesson(file=file, key=Path(file).stem, title=title.strip(), goal=goal.strip(), scenario=sc, steps=steps)


def _line_of(text: str, what: str) -> int | None:
    for n, line in enumerate(text.splitlines(), 1):
        if line.strip().startswith(what):
            return n
    return None


def _step(i: int, st: Any, file: str, headers: list[int], keys: dict[tuple[int, str], int]) -> LessonStep:
    line = headers[i - 1] if i <= len(headers) else None

    def at(key: str) -> int | None:
        return keys.get((i, key), line)

    def bad(key: str, problem: str) -> LessonError:
        return LessonError(file, at(key), f"step {i}: {problem}")

    if not isinstance(st, dict):
        raise LessonError(file, line, f"step {i} must be a table")
    for key in st:
        if key not in STEP_KEYS:
            raise bad(key, f"unknown key {key!r} (expected {', '.join(STEP_KEYS)})")
    texts: dict[str, str] = {}
    moves: tuple[str, ...] = ()
    if "do" in st and isinstance(st["do"], list):  # several actions made as one move (block, then done)
        if not st["do"] or not all(isinstance(d, str) and d.strip() for d in st["do"]):
            raise bad("do", "do must be an action or a list of actions (strings)")
        moves = tuple(" ".join(d.split()) for d in st["do"])
        st = {k: v for k, v in st.items() if k != "do"} | {"do": moves[0]}
    for key in ("say", "look", "do", "hint", "rule"):
        if key in st:
            value = st[key]
            if not isinstance(value, str) or not value.strip():
                raise bad(key, f"{key} must be a text (a string that is not empty)")
            limit = MAX_SAY_CHARS if key in ("say", "hint") else MAX_CHECK_CHARS
            if len(value) > limit:
                raise bad(key, f"{key} is too long ({len(value):,} characters; at most {limit})")
            texts[key] = " ".join(value.split())
    expect: list[str] = []
    if "expect" in st:
        value = st["expect"]
        items = [value] if isinstance(value, str) else value
        if not isinstance(items, list) or not all(isinstance(e, str) and e.strip() for e in items):
            raise bad("expect", "expect must be a list of checks (strings)")
        for e in items:
            if len(e) > MAX_CHECK_CHARS:
                raise bad("expect", f"a check is too long ({len(e):,} characters; at most {MAX_CHECK_CHARS})")
        expect = [" ".join(e.split()) for e in items]
    rule = texts.get("rule")
    if rule is not None and not _RULE.fullmatch(rule):
        raise bad("rule", f"rule must be a rule number like \"305.1\" or \"702.9b\", not {rule!r}")
    look = texts.get("look")
    if look is not None:
        _check_look(look, bad)
    do = texts.get("do")
    moves = moves or ((do,) if do is not None else ())
    for move in moves:
        if not re.match(r"(A|B)\s*:|resolve$|advance to ", move):
            raise bad("do", f"do must be an action of A (the learner) or B (the computer), \"resolve\" or "
                            f"\"advance to STEP\" (SCENARIOS.md), not {move!r}")
        if len(moves) > 1 and not move.startswith("A:"):
            raise bad("do", "a list of actions is one move of the learner's: each begins with \"A:\"")
    step = LessonStep(i, line, say=texts.get("say", ""), look=look, do=do, expect=tuple(expect),
                      hint=texts.get("hint", ""), rule=rule, moves=moves)
    if step.mine and not step.say:
        raise bad("do", "the learner's move (do = \"A: ...\") needs a say: the instruction to make it")
    if step.hint and not step.mine:
        raise bad("hint", "a hint goes with the learner's move (do = \"A: ...\")")
    if not step.say and step.do is None and not step.expect:
        raise LessonError(file, line, f"step {i} has none of say, do, expect")
    return step


def _check_look(look: str, bad: Any) -> None:
    parts = look.split()
    if parts[0] in ("A", "B") and len(parts) == 2 and parts[1] not in LOOK_ZONES:
        raise bad("look", f"unknown zone {parts[1]!r} in look (expected {', '.join(LOOK_ZONES)})")


def load_lesson(path: str | Path) -> Lesson:
    """Read and parse a lesson file; any problem is a ``LessonError``."""
    text = read_user_text(path, max_bytes=MAX_LESSON_BYTES, error=LessonError)
    return parse_lesson(text, str(path))


def lesson_files(folder: Path = LESSONS_DIR) -> list[Path]:
    """The lessons shipped with the app, in their order (their file names begin with a number)."""
    return sorted(folder.glob("*.toml"))
