"""The engine's speed on one core: random-vs-random games, and the calls a search player makes.

Run: ``python bench/engine.py [--games N] [--seed S] [--repeat R] [--compare ROOT ...]``.

It prints, in CPU time (``time.process_time``: the time this process ran, which neighbours on a
shared machine don't inflate the way they do wall time):

* **games per CPU-second**: R runs of the same N random-vs-random games over two fixed 40-card
  decks; the median and the spread (lowest to highest) over the runs. The winners and average
  turns are printed too: the same engine behaviour gives the same games.
* **µs per decision, by kind**: over those games, the time of one decision (the player's choice
  and ``apply``), averaged per decision kind, with how many of each a game has.
* **per call, over fixed mid-game positions** (the first priority decision of turn 6 of seeded
  games): ``clone()``, ``legal_actions()`` on a fresh copy (nothing cached), and ``apply()`` of
  the random player's choice on a fresh copy.
* **two-turn rollouts per CPU-second** from those positions: a copy played on by random players
  until two more turns have begun or the game ends, as a search player does.

``--compare ROOT`` runs the same measurements on the checkout at ROOT (its engine, this
script), in alternation with this checkout, so that "before" and "after" are measured in one
run on the same machine; ``--root ROOT`` measures only ROOT. ``--json`` prints one JSON line
(used by ``--compare``). The last line of a plain run, ``games/s: N``, is the best wall-clock
figure this script printed before, kept so that earlier numbers can be compared.
"""
from __future__ import annotations

import argparse
import gc
import json
import statistics
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent

#: Positions: the first priority decision of turn ``POSITION_TURN`` in games of these seeds.
POSITION_SEEDS = range(100, 124)
POSITION_TURN = 6
CALLS = 20  # calls of each kind per position


def _import(root: Path) -> tuple[Any, Any, Any, Any]:
    sys.path.insert(0, str(root))
    from mtgdesk.decks import load_deck
    from mtgdesk.engine import Game
    from mtgdesk.sim import simulate
    from mtgdesk.ai.random_player import RandomPlayer
    return load_deck, Game, simulate, RandomPlayer


def _decks(load_deck: Any) -> list[Any]:
    return [load_deck(HERE / "decks" / "red-green-40.txt").cards(),
            load_deck(HERE / "decks" / "white-green-40.txt").cards()]


def _play(game: Any, players: list[Any], until_turn: int, timings: dict[str, list[float]] | None = None) -> None:
    """Play random players on until ``until_turn`` begins or the game ends; with ``timings``, add
    each decision's CPU time to the list of its kind."""
    views = [game.view(0), game.view(1)]
    clock = time.process_time
    for _ in range(200_000):
        if game.over or game.turn >= until_turn:
            return
        d = game.decision
        if timings is None:
            game.apply(players[d.player].choose(views[d.player], d))
            continue
        t0 = clock()
        game.apply(players[d.player].choose(views[d.player], d))
        timings.setdefault(d.kind.value, []).append(clock() - t0)


def _positions(Game: Any, RandomPlayer: Any, decks: list[Any]) -> list[Any]:
    out = []
    for seed in POSITION_SEEDS:
        g = Game.new(decks, seed=seed)
        _play(g, [RandomPlayer(seed * 2 + 1), RandomPlayer(seed * 2 + 2)], POSITION_TURN)
        if g.over:
            continue
        from mtgdesk.engine.decisions import DecisionKind
        views = [g.view(0), g.view(1)]
        players = [RandomPlayer(seed), RandomPlayer(seed + 1)]
        while g.decision.kind is not DecisionKind.PRIORITY and not g.over:
            d = g.decision
            g.apply(players[d.player].choose(views[d.player], d))
        if not g.over:
            out.append(g)
    return out


def measure(root: Path, games: int, seed: int, repeat: int) -> dict[str, Any]:
    load_deck, Game, simulate, RandomPlayer = _import(root)
    decks = _decks(load_deck)
    simulate(decks, 5, seed=10_000)  # warm up
    res: dict[str, Any] = {"root": str(root), "runs": []}
    for _ in range(max(1, repeat)):
        c0 = time.process_time()
        r = simulate(decks, games, seed=seed)
        cpu = time.process_time() - c0
        res["runs"].append({"games": r.games, "wins": list(r.wins), "draws": r.draws,
                            "turns": r.average_turns, "cpu": cpu, "wall": r.seconds})
    # Decisions by kind, over the first games.
    timings: dict[str, list[float]] = {}
    n = min(games, 60)
    for i in range(n):
        g = Game.new(decks, seed=seed + i)
        _play(g, [RandomPlayer((seed + i) * 2 + 1), RandomPlayer((seed + i) * 2 + 2)], 1000, timings)
    res["decisions"] = {k: {"per_game": len(v) / n, "us": statistics.fmean(v) * 1e6} for k, v in timings.items()}
    # Calls over fixed positions.
    positions = _positions(Game, RandomPlayer, decks)
    res["positions"] = len(positions)
    clock = time.process_time
    # Each timed loop starts after a full collection: a collection of everything the run made so
    # far, falling inside one loop of a few milliseconds, would be charged to its few calls.
    gc.collect()
    t0 = clock()
    for p in positions:
        for _ in range(CALLS):
            p.clone()
    res["clone_us"] = (clock() - t0) / (len(positions) * CALLS) * 1e6
    copies = [p.clone() for p in positions for _ in range(CALLS)]
    gc.collect()
    t0 = clock()
    for c in copies:
        c.legal_actions()
    res["legal_actions_us"] = (clock() - t0) / len(copies) * 1e6
    chosen = []
    for i, p in enumerate(positions):
        chooser = RandomPlayer(i, eagerness=1.0)
        action = chooser.choose(p.view(p.decision.player), p.decision)
        chosen.extend((p.clone(), action) for _ in range(CALLS))
    gc.collect()
    t0 = clock()
    for c, action in chosen:
        c.apply(action)
    res["apply_us"] = (clock() - t0) / len(chosen) * 1e6
    # Two-turn rollouts.
    rollouts = 0
    t0 = clock()
    for rep in range(3):
        for i, p in enumerate(positions):
            c = p.clone()
            _play(c, [RandomPlayer(rep * 1000 + i), RandomPlayer(rep * 1000 + i + 500)], p.turn + 2)
            rollouts += 1
    res["rollouts_per_cpu_s"] = rollouts / (clock() - t0)
    return res


def _summary(rates: list[float]) -> str:
    median = statistics.median(rates)
    low, high = min(rates), max(rates)
    spread = (high - low) / median * 100 if median else 0.0
    return f"median {median:.1f}, spread {low:.1f} to {high:.1f} ({spread:.0f} % of the median) over {len(rates)} runs"


def report(res: dict[str, Any]) -> None:
    print(f"== {res['root']}")
    for r in res["runs"]:
        print(f"games: {r['games']}  wins: {r['wins'][0]}-{r['wins'][1]}  draws: {r['draws']}  "
              f"average turns: {r['turns']:.2f}  CPU seconds: {r['cpu']:.2f}  "
              f"({r['games'] / r['cpu']:.1f} games per CPU-second)  wall: {r['wall']:.2f} s")
    print("games per CPU-second: " + _summary([r["games"] / r["cpu"] for r in res["runs"]]))
    print("µs per decision, by kind (decisions a game):")
    for kind, d in sorted(res["decisions"].items(), key=lambda kv: -kv[1]["per_game"]):
        print(f"  {kind:<14} {d['us']:8.1f} µs  ({d['per_game']:.1f} a game)")
    print(f"over {res['positions']} mid-game positions (turn {POSITION_TURN}): clone() {res['clone_us']:.1f} µs, "
          f"legal_actions() {res['legal_actions_us']:.1f} µs, apply() {res['apply_us']:.1f} µs a call")
    print(f"two-turn rollouts: {res['rollouts_per_cpu_s']:.0f} per CPU-second")


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--games", type=int, default=300)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--repeat", type=int, default=5)
    ap.add_argument("--root", type=Path, default=HERE.parent, help="the checkout whose engine is measured")
    ap.add_argument("--compare", type=Path, action="append", default=[],
                    help="also measure the checkout at this path, alternating with --root")
    ap.add_argument("--json", action="store_true", help="print one JSON line")
    args = ap.parse_args()
    if not args.compare:
        res = measure(args.root.resolve(), args.games, args.seed, args.repeat)
        if args.json:
            print(json.dumps(res))
            return
        report(res)
        print(f"games/s: {max(r['games'] / r['wall'] for r in res['runs']):.1f}")
        return
    roots = [args.root.resolve()] + [c.resolve() for c in args.compare]
    merged: dict[Path, dict[str, Any]] = {}
    for _ in range(max(1, args.repeat)):  # alternate the checkouts, one run each per round
        for root in roots:
            out = subprocess.run([sys.executable, __file__, "--root", str(root), "--games", str(args.games),
                                  "--seed", str(args.seed), "--repeat", "1", "--json"],
                                 capture_output=True, text=True, check=True)
            res = json.loads(out.stdout.strip().splitlines()[-1])
            if root not in merged:
                merged[root] = res
            else:
                m = merged[root]
                m["runs"] += res["runs"]
                for key in ("clone_us", "legal_actions_us", "apply_us", "rollouts_per_cpu_s"):
                    m.setdefault("_" + key, [m[key]]).append(res[key])
                    m[key] = statistics.median(m["_" + key])
    for root in roots:
        report(merged[root])


if __name__ == "__main__":
    main()
