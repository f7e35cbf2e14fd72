"""Puzzles (SCENARIOS.md, "Puzzles"): the [puzzle] table, the runner, the command."""
from __future__ import annotations

import dataclasses
import os
import subprocess
import sys
from pathlib import Path

import pytest

from mtgdesk.ai.basic import BasicPlayer
from mtgdesk.ai.levels import LEVELS
from mtgdesk.ai.random_player import RandomPlayer
from mtgdesk.ai.search import SearchPlayer
from mtgdesk.scenario import run_file
from mtgdesk.scenario.puzzle import load_puzzle_scenario, play_puzzle, run_puzzle_file

ROOT = Path(__file__).resolve().parents[2]
#: The puzzles of issue 13: the first dozen, and ``categories/``, written from SCENARIOS.md alone in
#: the issue's categories (lethal this turn, survive the attack, the sign of a target, holding a
#: counterspell, an activated ability, combat maths).
PUZZLES = sorted((ROOT / "tests" / "puzzles").rglob("*.toml"))
#: The hard level with a fixed number of iterations instead of a time budget: the same answer
#: on a loaded machine as on an idle one.
HARD = dataclasses.replace(LEVELS["hard"].search, budget=1e9, max_iterations=300)  # type: ignore[type-var]

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


def test_puzzles_are_valid_scenarios_for_check() -> None:
    assert len(PUZZLES) >= 12
    for p in PUZZLES:
        assert run_file(p) == [], p


@pytest.mark.parametrize("path", PUZZLES, ids=[p.stem for p in PUZZLES])
def test_the_search_player_solves_each_puzzle(path: Path) -> None:
    """With the first seed (``mtgdesk puzzle`` plays three: bench/ai.py's report has that run)."""
    sc, spec = load_puzzle_scenario(path)
    solved, message = play_puzzle(sc, spec, SearchPlayer(0, HARD), SearchPlayer(1000, HARD), 0)
    assert solved, message


def test_a_puzzle_is_played_with_three_seeds() -> None:
    seeds: list[int] = []

    def solver(s: int) -> BasicPlayer:
        seeds.append(s)
        return BasicPlayer(s)

    result = run_puzzle_file(ROOT / "tests" / "puzzles" / "win_shock_to_the_face.toml", solver, BasicPlayer, seed=5)
    assert result.solved and seeds == [5, 6, 7]


def test_the_solver_is_told_the_goal_and_plays_for_it() -> None:
    """A person reads the goal in the puzzle's title; the search player is told it too: the
    puzzle's last turn ends its playouts, and a position short of the goal scores below one that
    meets it (a win puzzle: any unwon board under a win; a survive puzzle: a loss under any
    survival)."""
    told: list[tuple[str, int]] = []

    class Told(BasicPlayer):
        def set_objective(self, goal: str, last_turn: int) -> None:
            told.append((goal, last_turn))

    path = ROOT / "tests" / "puzzles" / "win_shock_to_the_face.toml"
    sc, spec = load_puzzle_scenario(path)
    solved, _ = play_puzzle(sc, spec, Told(0), BasicPlayer(1), 0)
    assert solved and told == [("win", sc.turn + spec.turns)]

    from mtgdesk.scenario.setup import build_game

    game = build_game(sc)
    ai = SearchPlayer(0, HARD)
    plain = ai._score(game, spec.solver)
    assert ai._horizon(game.turn) == game.turn + HARD.horizon_turns
    ai.set_objective("win", game.turn + 1)
    assert ai._horizon(game.turn) == game.turn + 1
    assert ai._score(game, spec.solver) == pytest.approx(plain / 2)  # not won yet: under any win
    ai.set_objective("survive", game.turn + 1)
    assert ai._score(game, spec.solver) == pytest.approx(0.5 + plain / 2)  # alive: over any loss
    game.players[spec.solver].life = 0
    game.end_game(1 - spec.solver)
    assert ai._score(game, spec.solver) == 0.0


def test_a_puzzle_is_not_solved_by_doing_nothing() -> None:
    """The runner tells failure from success, and every puzzle asks something: a player that only
    passes (and blocks nothing) solves none, whether it must win or survive."""
    class Passer(RandomPlayer):
        def choose(self, view, decision):  # type: ignore[no-untyped-def]
            legal = view.legal_actions()
            for a in legal:
                if type(a).__name__ in ("PassPriority", "FinishAttackers", "FinishBlockers", "PayAuto"):
                    return a
            return legal[0]

    goals = {p: load_puzzle_scenario(p)[1].goal for p in PUZZLES}
    assert sum(goal == "win" for goal in goals.values()) >= 20
    for p, goal in goals.items():
        result = run_puzzle_file(p, lambda s: Passer(s), lambda s: BasicPlayer(s))
        assert not result.solved and ("did not win" if goal == "win" else "lost within") in str(result), p


@pytest.mark.slow
def test_the_puzzle_command(tmp_path: Path) -> None:
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    bad = tmp_path / "bad.toml"
    bad.write_text(GOOD.replace('goal = "survive"', 'goal = "mate"'), encoding="utf-8")
    out = subprocess.run([sys.executable, "-m", "mtgdesk", "puzzle", "--ai", "easy", str(PUZZLES[0]), str(bad)],
                         capture_output=True, text=True, timeout=300, env=env, check=False)
    assert out.returncode == 1
    assert f"{bad}:6: unknown goal 'mate'" in out.stdout
    assert out.stdout.splitlines()[-1] == "1 passed, 1 failed"
    assert "Traceback" not in out.stderr
    helped = subprocess.run([sys.executable, "-m", "mtgdesk", "puzzle", "--help"], capture_output=True, text=True,
                            timeout=60, env=env, check=False)
    assert helped.returncode == 0 and "--opponent" in helped.stdout
