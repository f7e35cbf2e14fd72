"""Puzzles: a scenario with a goal for one side, played by computer players (SCENARIOS.md,
"Puzzles").

``run_puzzle(scenario, solver, opponent, seed)`` sets the position up as ``mtgdesk check`` does
(``build_game``), lets the solver play its side and the opponent the other, and tells whether
the goal was met: "win", the solver wins before ``turns`` turns have ended (the current turn is
the first); "survive", the solver has not lost when they have (a draw survives). In a survive
puzzle the other side attacks with every creature able to attack, each turn. A puzzle passes only
when it is solved with three seeds in a row (S, S+1, S+2): one solved by chance is not solved.
"""
from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from ..engine import actions as A
from ..engine.decisions import DecisionKind
from .loader import PLAYERS, PuzzleSpec, Scenario, ScenarioError, load_scenario
from .setup import build_game

SEEDS_PER_PUZZLE = 3
MAX_ACTIONS = 5000  # a puzzle that runs past this is reported, never a hang


@dataclass(frozen=True)
class PuzzleResult:
    file: str
    solved: bool
    report: str  # one line: the file (and line, for a malformed file) and what happened

    def __str__(self) -> str:
        return self.report


class AttacksWithEverything:
    """The other side of a survive puzzle: declares every creature able to attack as an
    attacker (CR 508.1a), and otherwise plays as ``inner`` does."""

    def __init__(self, inner: Any) -> None:
        self.inner = inner

    def choose(self, view: Any, decision: Any) -> A.Action:
        if decision.kind is DecisionKind.ATTACKERS:
            legal = view.legal_actions()
            adds = [a for a in legal if isinstance(a, A.DeclareAttacker)]
            if adds:
                return adds[0]
            return next(a for a in legal if isinstance(a, A.FinishAttackers))
        action: A.Action = self.inner.choose(view, decision)
        return action


@dataclass(frozen=True)
class PuzzlePosition:
    """A puzzle set up for a person to solve in the app (File ▸ Open puzzle)."""

    game: Any
    title: str
    solver: int
    goal: str
    turns: int
    seed: int
    variant: str

    def opponent(self, player: Any) -> Any:
        return other_side(self.goal, player)


def other_side(goal: str, player: Any) -> Any:
    """The other side's computer player as the puzzle wants it: in a survive puzzle it attacks
    with everything."""
    return AttacksWithEverything(player) if goal == "survive" else player


def load_puzzle_scenario(path: str | Path) -> tuple[Scenario, PuzzleSpec]:
    """A puzzle file read; ``ScenarioError`` (naming the file and line) if it is malformed or
    not a puzzle."""
    sc = load_scenario(path)
    if sc.puzzle is None:
        raise ScenarioError(str(path), None, "not a puzzle: no [puzzle] table")
    return sc, sc.puzzle


def load_puzzle(path: str | Path) -> PuzzlePosition:
    """The position of a puzzle file, for a person to solve (``ScenarioError`` as above)."""
    sc, spec = load_puzzle_scenario(path)
    return PuzzlePosition(build_game(sc), sc.title, spec.solver, spec.goal, spec.turns, sc.seed, sc.variant)


def play_puzzle(sc: Scenario, spec: PuzzleSpec, solver: Any, opponent: Any, seed: int = 0) -> tuple[bool, str]:
    """Play one puzzle once: (solved, what happened)."""
    game = build_game(Scenario(**{**sc.__dict__, "seed": sc.seed + seed}))
    me, other = spec.solver, 1 - spec.solver
    players = {me: solver, other: other_side(spec.goal, opponent)}
    last_turn = sc.turn + spec.turns  # the turn that begins when `turns` turns have ended
    aim = getattr(solver, "set_objective", None)
    if aim is not None:  # the solver knows the goal, as a person reads it in the puzzle's title
        aim(spec.goal, last_turn)
    for _ in range(MAX_ACTIONS):
        if game.over or game.turn >= last_turn:
            break
        d = game.decision
        game.apply(players[d.player].choose(game.view(d.player), d))
    else:
        return False, f"seed {seed}: the game did not get through {spec.turns} turn(s) in {MAX_ACTIONS} actions"
    who = PLAYERS[me]
    turns = f"{spec.turns} turn{'s' if spec.turns > 1 else ''}"
    if spec.goal == "win":
        if game.over and game.winner == me:
            return True, ""
        if game.over:
            return False, f"seed {seed}: {who} did not win ({'a draw' if game.winner is None else 'lost'})"
        lives = f"life {game.players[0].life} to {game.players[1].life}"
        return False, f"seed {seed}: {who} did not win within {turns} ({lives})"
    if game.over and game.winner == other:
        return False, f"seed {seed}: {who} lost within {turns}"
    return True, ""


def run_puzzle_file(path: str | Path, make_solver: Callable[[int], Any], make_opponent: Callable[[int], Any],
                    seed: int = 0) -> PuzzleResult:
    """Load a puzzle and play it with seeds ``seed``, ``seed + 1``, ``seed + 2``; a malformed
    file is a failure naming its line."""
    try:
        sc, spec = load_puzzle_scenario(path)
        for s in range(seed, seed + SEEDS_PER_PUZZLE):
            solved, message = play_puzzle(sc, spec, make_solver(s), make_opponent(s + 1000), s)
            if not solved:
                return PuzzleResult(str(path), False, f"{path}: {spec.goal} puzzle not solved: {message}")
    except ScenarioError as exc:
        return PuzzleResult(str(path), False, str(exc))
    return PuzzleResult(str(path), True, f"{path}: solved")
