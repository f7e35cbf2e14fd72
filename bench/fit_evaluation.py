"""Fit the search player's evaluation to who wins, and say how well each set of weights predicts it.

Run: ``python bench/fit_evaluation.py [--games N] [--seed S] [--player easy]``.

It plays N games of the playout policy against itself (``easy``, the basic player: what a search
player's playouts play) over random pairings of the preconstructed decks, and at the start of
every turn (where a playout stops and is scored) records both sides' ``evaluate.FEATURES`` and
who went on to win. Games with an even number train, games with an odd number test. It fits a
logistic regression of the winner on the difference of the two sides' features plus the turn
(a little L2 on the weights; Newton's method), then prints, on the test games, the log loss and
the share of positions whose winner the evaluation's favourite matched, for the weights in
``mtgdesk/ai/evaluate.py`` and for the fitted ones, and the fitted weights in the form
``evaluate.py`` declares them. Nothing is changed: copying the weights is a decision for a person,
to be measured with ``bench/ai.py``.
"""
from __future__ import annotations

import argparse
import math
import random
import sys
import time
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from mtgdesk.ai import evaluate as E
from mtgdesk.ai.levels import make_player
from mtgdesk.decks.precons import precons
from mtgdesk.engine import Game

MAX_ACTIONS = 20_000


def positions(game_no: int, seed: int, player: str) -> tuple[list[list[float]], list[float]]:
    """One game's rows (features of side 0 minus side 1, then +1/-1 for whose turn it is) and
    labels (1 if side 0 won), one row per turn begun."""
    decks = precons()
    rng = random.Random(seed * 1_000_003 + game_no)
    a = rng.randrange(len(decks))
    b = rng.randrange(len(decks) - 1)
    b += b >= a
    game = Game.new([decks[a].cards(), decks[b].cards()], seed=rng.randrange(1 << 30))
    players = [make_player(player, rng.randrange(1 << 30)), make_player(player, rng.randrange(1 << 30))]
    rows: list[list[float]] = []
    turn = -1
    for _ in range(MAX_ACTIONS):
        if game.over:
            break
        if game.turn != turn and game.turn > 1:
            turn = game.turn
            f0, f1 = E.side_features(game, 0), E.side_features(game, 1)
            rows.append([x - y for x, y in zip(f0, f1)] + [1.0 if game.active == 0 else -1.0])
        d = game.decision
        game.apply(players[d.player].choose(game.view(d.player), d))
    if not game.over or game.winner is None:
        return [], []
    label = 1.0 if game.winner == 0 else 0.0
    return rows, [label] * len(rows)


def fit(x: np.ndarray, y: np.ndarray, l2: float = 1.0) -> np.ndarray:
    """Logistic regression without an intercept (the evaluation is symmetric: swapping the sides
    negates every row), by Newton's method."""
    w = np.zeros(x.shape[1])
    for _ in range(50):
        p = 1.0 / (1.0 + np.exp(-(x @ w)))
        grad = x.T @ (p - y) + l2 * w
        hess = (x * (p * (1 - p))[:, None]).T @ x + l2 * np.eye(x.shape[1])
        step = np.linalg.solve(hess, grad)
        w -= step
        if np.abs(step).max() < 1e-9:
            break
    return w


def score(x: np.ndarray, y: np.ndarray, w: np.ndarray) -> tuple[float, float]:
    """Log loss (nats per position) and the share of positions whose winner the favourite was."""
    z = np.clip(x @ w, -30, 30)
    p = 1.0 / (1.0 + np.exp(-z))
    eps = 1e-12
    loss = float(-np.mean(y * np.log(p + eps) + (1 - y) * np.log(1 - p + eps)))
    right = float(np.mean(np.where(p == 0.5, 0.5, (p > 0.5) == (y > 0.5))))  # a tie counts half
    return loss, right


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--games", type=int, default=3000)
    ap.add_argument("--seed", type=int, default=7)
    ap.add_argument("--player", default="easy", help="the level both sides play at (the playout policy)")
    ap.add_argument("--l2", type=float, default=1.0)
    args = ap.parse_args()
    start = time.process_time()
    train_x: list[list[float]] = []
    train_y: list[float] = []
    test_x: list[list[float]] = []
    test_y: list[float] = []
    for g in range(args.games):
        rows, labels = positions(g, args.seed, args.player)
        (train_x if g % 2 == 0 else test_x).extend(rows)
        (train_y if g % 2 == 0 else test_y).extend(labels)
    print(f"{args.games} games of {args.player} against {args.player}: {len(train_x)} training positions, "
          f"{len(test_x)} test positions ({time.process_time() - start:.0f} CPU s)")
    xt, yt = np.array(train_x), np.array(train_y)
    xs, ys = np.array(test_x), np.array(test_y)
    names = [*E.FEATURES, "turn"]
    current = np.array([E.WEIGHTS[f] for f in E.FEATURES] + [E.TURN_WEIGHT])
    fitted = fit(xt, yt, args.l2)
    base = math.log(2)  # the log loss of always saying 0.5
    for label, w in (("no evaluation (0.5)", np.zeros(len(names))), ("evaluate.py", current), ("fitted", fitted)):
        loss, right = score(xs, ys, w)
        print(f"  {label:20s} test log loss {loss:.4f} nats ({1 - loss / base:+.1%} against 0.5), "
              f"winner favoured in {right:.1%} of positions")
    print("fitted weights (evaluate.py's form):")
    print("WEIGHTS = {")
    print("    " + ", ".join(f'"{n}": {v:.3f}' for n, v in zip(names[:-1], fitted[:-1])) + ",")
    print("}")
    print(f"TURN_WEIGHT = {fitted[-1]:.3f}")
    print("  (evaluate.py's:", ", ".join(f"{n} {v:.3f}" for n, v in zip(names, current)) + ")")
    if not math.isfinite(float(fitted.sum())):
        raise SystemExit("the fit did not converge")


if __name__ == "__main__":
    main()
