"""Playing lessons: headless by their expected moves (``mtgdesk tutorial --check``), and the
pieces the table needs to play one with a person (``LessonBook``).

A step's move (``do``) is carried out by the scenario runner's ``Actor``, exactly as
``mtgdesk check`` carries out a scenario's step; ``plan`` records the engine actions it takes,
on a copy of the game, so that the table can submit them one by one (the computer's moves) or
compare them with what the person does (the learner's move).
"""
from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Any

from ..cards import CardDataError, load_pool
from ..engine import Game, IllegalAction, Zone
from ..engine import actions as A
from ..engine.errors import GameOverError
from ..scenario.loader import ScenarioError
from ..scenario.refs import find_objects
from ..scenario.checks import check
from ..scenario.runner import Actor, StepFailed
from ..scenario.setup import build_game
from .lessons import LOOK_ZONES, Lesson, LessonError, LessonStep, lesson_files, load_lesson

_ZONES = {"hand": Zone.HAND, "battlefield": Zone.BATTLEFIELD, "library": Zone.LIBRARY,
          "graveyard": Zone.GRAVEYARD, "exile": Zone.EXILE}


def plan(game: Game, do: str | tuple[str, ...] | list[str]) -> list[A.Action]:
    """The engine actions that carry out the move ``do`` from ``game``'s position (the game is
    not changed). Raises ``IllegalAction``/``StepFailed``/``ScenarioError`` as the runner does.

    The runner's actor keeps the actions each line carried out (``Actor.applied``: a candidate it
    tried and went back from is not among them, passes are); they are replayed on a fresh copy,
    which must reach the same position."""
    actor = Actor(game.clone())
    taken: list[A.Action] = []
    for move in [do] if isinstance(do, str) else do:
        actor.run(move)
        taken += actor.applied
    replay = game.clone()
    kept: list[A.Action] = []
    for action in taken:
        try:
            replay.apply(action)
        except IllegalAction:
            continue
        kept.append(action)
    if replay.state() != actor.game.state():
        raise StepFailed(f"{do!r} could not be replayed action by action")
    return kept


def look_at(game: Game, look: str) -> tuple[list[int], list[tuple[int, str]]]:
    """What a step points at: (object ids, (player, zone) pairs); zone is one of LOOK_ZONES or
    "stack". A card no zone holds gives nothing."""
    parts = look.split()
    if look == "stack":
        return [], [(-1, "stack")]
    if len(parts) == 2 and parts[0] in ("A", "B") and parts[1] in LOOK_ZONES:
        return [], [("AB".index(parts[0]), parts[1])]
    zones = (Zone.BATTLEFIELD, Zone.STACK, Zone.HAND, Zone.GRAVEYARD, Zone.EXILE)
    return find_objects(game, look, zones=zones), []


def is_payment(action: A.Action, game: Game) -> bool:
    """Paying for a spell or ability: a mana ability, the automatic payment, mana from the pool
    (CR 601.2g-h, 605.3a). The table lets a person pay their own way."""
    if isinstance(action, (A.PayAuto, A.PayFromPool)):
        return True
    if isinstance(action, A.ActivateAbility):
        try:
            abilities = game.characteristics(action.source).activated
        except KeyError:
            return False
        return 0 <= action.index < len(abilities) and abilities[action.index].is_mana
    return False


@dataclass(frozen=True)
class LessonFailure:
    lesson: str
    line: int | None
    step: int | None
    problem: str

    def __str__(self) -> str:
        where = f"{self.lesson}:{self.line}" if self.line else self.lesson
        return f"{where}: step {self.step}: {self.problem}" if self.step else f"{where}: {self.problem}"


def check_lesson(lesson: Lesson, pool: Any = None) -> list[LessonFailure]:
    """Play ``lesson`` by its expected moves: every move must be carried out, every card looked
    at must be there, every check must hold; the last step's checks are its goal."""
    try:
        game = build_game(lesson.scenario, pool or load_pool())
    except ScenarioError as exc:
        return [LessonFailure(exc.file, exc.line, None, exc.problem)]
    for st in lesson.steps:
        problem = _play_step(game, st)
        if problem:
            return [LessonFailure(lesson.file, st.line, st.index, problem)]
    return []


def _play_step(game: Game, st: LessonStep) -> str | None:
    if st.look is not None:
        ids, zones = look_at(game, st.look)
        if not ids and not zones:
            return f"look {st.look!r}: no such card on the table"
    if st.do is not None:
        if game.over:
            return f"{st.do!r}: the game is over (CR 104)"
        try:
            actions = plan(game, st.moves)
        except (IllegalAction, StepFailed, ScenarioError, GameOverError) as exc:
            return f"{st.do!r} can't be carried out: {exc}"
        if st.mine and not actions:
            return f"{st.do!r} takes no action"
        if st.mine and any(a.player != 0 for a in actions):
            return f"{st.do!r} needs a move of B: the learner's move must be A's alone"
        for action in actions:
            game.apply(action)
    for chk in st.expect:
        found = check(game, chk)
        if found is not None:
            return f"expected {chk!r}; found {found}"
    return None


def check_all(paths: list[Path] | None = None) -> tuple[list[str], int, int]:
    """Check each lesson file: (a line per failure, passed, failed)."""
    lines: list[str] = []
    passed = failed = 0
    pool = load_pool()
    for path in paths if paths is not None else lesson_files():
        try:
            failures = check_lesson(load_lesson(path), pool)
        except LessonError as exc:
            failures = [LessonFailure(exc.file, exc.line, None, exc.problem)]
        except CardDataError as exc:
            failures = [LessonFailure(str(path), None, None, str(exc))]
        if failures:
            failed += 1
            lines += [str(f) for f in failures]
        else:
            passed += 1
    return lines, passed, failed


class LessonBook:
    """What the app's table needs from the tool (handed over by the ``mtgdesk`` command, as the
    puzzle loader is): the lessons, their positions, the moves of a step, and the checks."""

    def __init__(self, folder: Path | None = None) -> None:
        self.folder = folder

    def lessons(self) -> list[Lesson]:
        """The lessons that can be read, in order (a broken one is left out: the check reports it)."""
        out = []
        for path in lesson_files(self.folder) if self.folder is not None else lesson_files():
            try:
                out.append(load_lesson(path))
            except LessonError:
                continue
        return out

    def position(self, lesson: Lesson) -> Game:
        return build_game(lesson.scenario)

    def plan(self, game: Game, do: str | tuple[str, ...]) -> list[A.Action]:
        return plan(game, do)

    def look_at(self, game: Game, look: str) -> tuple[list[int], list[tuple[int, str]]]:
        return look_at(game, look)

    def is_payment(self, action: A.Action, game: Game) -> bool:
        return is_payment(action, game)

    def unmet(self, game: Game, expect: tuple[str, ...]) -> list[str]:
        """The checks of ``expect`` that don't hold, with what was found."""
        out = []
        for chk in expect:
            found = check(game, chk)
            if found is not None:
                out.append(f"{chk}: {found}")
        return out
