"""Large positions (issue 31): the time of ``legal_actions()`` and of ``apply()`` where a real game
can stall.

Run: ``python bench/large.py [--root ROOT] [--compare ROOT] [--timeout S] [--repeat R]``.

Each position is built with the engine's ordinary API (``Game``, ``create_object``, ``begin_at``
and actions), its permanents' characteristics worked out (as any earlier action would have), then
each timed call is made on fresh copies of it (``clone()``: the characteristics are kept, the
legal actions and the rest of the caches are not),
``R`` times, and the median is printed, in CPU milliseconds of this process
(``time.process_time``, one core). Each call runs in a child process of its own, with a time
limit (``--timeout``, wall seconds, the position's setup included) and a memory limit (2 GB),
so that an engine that lists every combination shows as "timeout" or "out of memory" instead of taking the machine down.

The positions:

* **discard 53 of 60**: a hand of 60 cards at cleanup, discarding to seven (CR 514.1);
* **effect discard, hand of 60**: Thought Courier's "draw a card, then discard a card" (CR 701.9)
  with 60 cards in hand: the discard asked as it resolves, answered (the ability carried out
  again from the position before it, ``Game.ask``);
* **X spell, 60 lands**: Consume Spirit ("spend only black mana on X", CR 107.3a) with 60
  lands: basics, pain lands and Urza's lands (which make {C}{C} or {C}{C}{C});
* **60 attackers, 60 blockers**: the declarations (CR 508, 509) and the combat damage;
* **one attacker, 60 blockers**: the division of its combat damage (CR 510.1c);
* **search 200 cards**: Diabolic Tutor's search of a 200-card library (CR 701.19);
* **100 static abilities**: 100 permanents with static abilities (CR 613), a land played.

``--compare ROOT`` measures the checkout at ROOT (e.g. the main branch) in the same run, each
call of ROOT then of this checkout, and prints both columns. Target: at most 10 ms each.
"""
from __future__ import annotations

import argparse
import gc
import json
import os
import resource
import statistics
import subprocess
import sys
import time
from pathlib import Path
from collections.abc import Callable
from typing import Any

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
MEMORY_LIMIT = 2 * 1024 ** 3


# ---------------------------------------------------------------------- the positions

def _engine() -> Any:
    from mtgdesk.cards import load_pool
    from mtgdesk.engine import Game, Step, Zone
    from mtgdesk.engine import actions as A
    from mtgdesk.engine.decisions import DecisionKind
    from mtgdesk.engine.objects import PlayerRef
    return load_pool(), Game, Step, Zone, A, DecisionKind, PlayerRef


def _game(spec: dict[str, list[tuple[int, str]]], step: Any, active: int = 0, turn: int = 3) -> Any:
    pool, Game, _, Zone, *_ = _engine()
    game = Game(seed=1)
    for key, entries in spec.items():
        side, _, zone = key.partition("_")
        for n, name in entries:
            card = pool.get(name)
            for _ in range(n):
                game.create_object(card, "ab".index(side), Zone(zone))
    for p in range(2):
        if not any(k.startswith("ab"[p] + "_library") for k in spec):
            for _ in range(20):
                game.create_object(pool.get("Forest"), p, Zone.LIBRARY)
    game.begin_at(step, active, turn)
    return game


def _ids(game: Any, name: str, zone: str, player: int) -> list[int]:
    return [oid for oid, obj in game.objects.items()
            if obj.card.name == name and obj.zone.value == zone and obj.controller == player]


def _pass_until(game: Any, kind: Any, limit: int = 50) -> None:
    _, _, _, _, A, DecisionKind, _ = _engine()
    for _ in range(limit):
        if game.decision.kind is kind:
            return
        if game.decision.kind is not DecisionKind.PRIORITY:
            raise RuntimeError(f"expected priority, found {game.decision}")
        game.apply(A.PassPriority(game.decision.player))
    raise RuntimeError(f"never reached {kind}")


def discard_position() -> tuple[Any, dict[str, Callable[[Any], Any]]]:
    _, _, Step, _, A, DecisionKind, _ = _engine()
    game = _game({"a_hand": [(20, "Grizzly Bears"), (20, "Shock"), (20, "Forest")]}, Step.END)
    _pass_until(game, DecisionKind.DISCARD)
    hand = list(game.decision.options)
    calls: dict[str, Callable[[Any], Any]] = {
        "legal_actions()": lambda g: g.legal_actions(),
        "apply(Discard 53 cards)": lambda g: g.apply(A.Discard(0, tuple(hand[:53]))),
    }
    if hasattr(A, "Pick"):
        calls["apply(Pick one card)"] = lambda g: g.apply(A.Pick(0, hand[0]))
    return game, calls


def effect_discard_position() -> tuple[Any, dict[str, Callable[[Any], Any]]]:
    _, _, Step, _, A, DecisionKind, _ = _engine()
    game = _game({"a_hand": [(20, "Grizzly Bears"), (20, "Shock"), (20, "Forest")],
                  "a_battlefield": [(1, "Thought Courier")]}, Step.MAIN1)
    courier = _ids(game, "Thought Courier", "battlefield", 0)[0]
    game.apply(A.ActivateAbility(0, courier, 0))
    _pass_until(game, DecisionKind.DISCARD)
    card = game.decision.options[0]
    return game, {
        "legal_actions()": lambda g: g.legal_actions(),
        "apply(Discard one card)": lambda g: g.apply(A.Discard(0, (card,))),
    }


_LANDS = [(20, "Swamp"), (6, "Underground River"), (6, "Sulfurous Springs"), (4, "Llanowar Wastes"),
          (4, "Caves of Koilos"), (4, "Mountain"), (4, "Island"), (4, "Urza's Mine"), (4, "Urza's Power Plant"),
          (4, "Urza's Tower")]


def x_position(stage: str) -> tuple[Any, dict[str, Callable[[Any], Any]]]:
    _, _, Step, _, A, DecisionKind, PlayerRef = _engine()
    game = _game({"a_hand": [(1, "Consume Spirit")], "a_battlefield": _LANDS}, Step.MAIN1)
    spell = _ids(game, "Consume Spirit", "hand", 0)[0]
    if stage == "cast":
        return game, {"legal_actions() at priority": lambda g: g.legal_actions(),
                      "apply(CastSpell): the largest X": lambda g: g.apply(A.CastSpell(0, spell))}
    game.apply(A.CastSpell(0, spell))
    top = max(game.decision.options)
    if stage == "x":
        return game, {"legal_actions() choosing X": lambda g: g.legal_actions(),
                      f"apply(ChooseX {top})": lambda g: g.apply(A.ChooseX(0, top))}
    game.apply(A.ChooseX(0, top))
    if game.decision.kind is DecisionKind.TARGETS:
        game.apply(A.ChooseTargets(0, (PlayerRef(1),)))
    return game, {"legal_actions() paying": lambda g: g.legal_actions(),
                  "apply(PayAuto)": lambda g: g.apply(A.PayAuto(0))}


def combat_position(stage: str) -> tuple[Any, dict[str, Callable[[Any], Any]]]:
    _, _, Step, _, A, DecisionKind, _ = _engine()
    game = _game({"a_battlefield": [(60, "Grizzly Bears")], "b_battlefield": [(60, "Grizzly Bears")]},
                 Step.BEGIN_COMBAT)
    attackers = _ids(game, "Grizzly Bears", "battlefield", 0)
    blockers = _ids(game, "Grizzly Bears", "battlefield", 1)
    _pass_until(game, DecisionKind.ATTACKERS)
    if stage == "attack":
        return game, {"legal_actions() declaring attackers": lambda g: g.legal_actions(),
                      "apply(DeclareAttacker)": lambda g: g.apply(A.DeclareAttacker(0, attackers[0]))}
    for a in attackers:
        game.apply(A.DeclareAttacker(0, a))
    if stage == "finish attack":
        return game, {"apply(FinishAttackers: 60)": lambda g: g.apply(A.FinishAttackers(0))}
    game.apply(A.FinishAttackers(0))
    _pass_until(game, DecisionKind.BLOCKERS)
    if stage == "block":
        return game, {"legal_actions() declaring blockers": lambda g: g.legal_actions(),
                      "apply(DeclareBlocker)": lambda g: g.apply(A.DeclareBlocker(1, blockers[0], attackers[0]))}
    for b, a in zip(blockers, attackers):
        game.apply(A.DeclareBlocker(1, b, a))
    if stage == "finish block":
        return game, {"apply(FinishBlockers: 60)": lambda g: g.apply(A.FinishBlockers(1))}
    game.apply(A.FinishBlockers(1))
    for _ in range(3):
        if game.decision.kind is not DecisionKind.PRIORITY or game.decision.player == 1:
            break
        game.apply(A.PassPriority(0))
    return game, {"apply(pass: 120 creatures deal damage)": lambda g: g.apply(A.PassPriority(g.decision.player))}


def assign_position() -> tuple[Any, dict[str, Callable[[Any], Any]]]:
    _, _, Step, _, A, DecisionKind, _ = _engine()
    game = _game({"a_battlefield": [(1, "Craw Wurm")], "b_battlefield": [(60, "Grizzly Bears")]}, Step.BEGIN_COMBAT)
    wurm = _ids(game, "Craw Wurm", "battlefield", 0)[0]
    blockers = _ids(game, "Grizzly Bears", "battlefield", 1)
    _pass_until(game, DecisionKind.ATTACKERS)
    game.apply(A.DeclareAttacker(0, wurm))
    game.apply(A.FinishAttackers(0))
    _pass_until(game, DecisionKind.BLOCKERS)
    for b in blockers:
        game.apply(A.DeclareBlocker(1, b, wurm))
    game.apply(A.FinishBlockers(1))
    for _ in range(4):
        if game.decision.kind is DecisionKind.ASSIGN_DAMAGE:
            break
        game.apply(A.PassPriority(game.decision.player))
    d = game.decision
    split = tuple((b, 2 if i < 3 else 0) for i, b in enumerate(d.options))
    return game, {"legal_actions() assigning 6 among 60": lambda g: g.legal_actions(),
                  "apply(AssignCombatDamage)": lambda g: g.apply(A.AssignCombatDamage(0, wurm, split))}


def search_position() -> tuple[Any, dict[str, Callable[[Any], Any]]]:
    _, _, Step, _, A, DecisionKind, _ = _engine()
    library = [(50, "Grizzly Bears"), (50, "Shock"), (50, "Forest"), (50, "Hill Giant")]
    game = _game({"a_hand": [(1, "Diabolic Tutor")], "a_battlefield": [(4, "Swamp")], "a_library": library},
                 Step.MAIN1)
    game.apply(A.CastSpell(0, _ids(game, "Diabolic Tutor", "hand", 0)[0]))
    game.apply(A.PayAuto(0))
    for _ in range(4):
        if game.decision.kind is not DecisionKind.PRIORITY:
            break
        game.apply(A.PassPriority(game.decision.player))
    target = next(o for o in game.decision.options if o is not None)
    return game, {"legal_actions() searching": lambda g: g.legal_actions(),
                  "apply(ChooseOption: the card found)": lambda g: g.apply(A.ChooseOption(0, target))}


def statics_position(stage: str) -> tuple[Any, dict[str, Any]]:
    _, _, Step, _, A, DecisionKind, _ = _engine()
    game = _game({"a_hand": [(1, "Forest"), (1, "Goblin King")],
                  "a_battlefield": [(25, "Glorious Anthem"), (25, "Goblin King"), (4, "Forest"), (3, "Mountain"),
                                    (10, "Llanowar Elves")],
                  "b_battlefield": [(25, "Elvish Champion"), (25, "Goblin King"), (10, "Llanowar Elves")]},
                 Step.MAIN1)
    if stage == "land":
        forest = _ids(game, "Forest", "hand", 0)[0]
        return game, {"legal_actions() at priority": lambda g: g.legal_actions(),
                      "apply(PlayLand)": lambda g: g.apply(A.PlayLand(0, forest))}
    game.apply(A.CastSpell(0, _ids(game, "Goblin King", "hand", 0)[0]))
    if game.decision.kind is DecisionKind.PAY:
        game.apply(A.PayAuto(0))
    game.apply(A.PassPriority(0))
    # Every Goblin's characteristics change as another Goblin King enters (CR 613).
    return game, {"apply(pass: a Goblin King resolves)": lambda g: g.apply(A.PassPriority(1)),
                  "legal_actions() after it": (lambda g: g.apply(A.PassPriority(1)), lambda g: g.legal_actions())}


POSITIONS: dict[str, Callable[[], tuple[Any, dict[str, Callable[[Any], Any]]]]] = {
    "discard 53 of 60": discard_position,
    "effect discard, hand of 60": effect_discard_position,
    "X spell, 60 lands: cast": lambda: x_position("cast"),
    "X spell, 60 lands: X": lambda: x_position("x"),
    "X spell, 60 lands: pay": lambda: x_position("pay"),
    "60 attackers: declare": lambda: combat_position("attack"),
    "60 attackers: finish": lambda: combat_position("finish attack"),
    "60 blockers: declare": lambda: combat_position("block"),
    "60 blockers: finish": lambda: combat_position("finish block"),
    "60 against 60: damage": lambda: combat_position("damage"),
    "one attacker, 60 blockers": assign_position,
    "search 200 cards": search_position,
    "100 static abilities": lambda: statics_position("land"),
    "100 static abilities: enters": lambda: statics_position("enters"),
}


# ---------------------------------------------------------------------- measuring

def _one(position: str, call: str | None, repeat: int) -> dict[str, Any]:
    """In the child: the median CPU time of each call (or of ``call``) over fresh copies."""
    game, calls = POSITIONS[position]()
    out: dict[str, Any] = {"calls": list(calls)}
    if call == "(none)":
        return out
    for oid in list(game.battlefield):
        game.characteristics(oid)  # as any earlier action of the game would have (copies keep them)
    for name, fn in calls.items():
        if call is not None and name != call:
            continue
        setup = None
        if isinstance(fn, tuple):  # (what is done first, untimed; what is timed)
            setup, fn = fn
        times = []
        for _ in range(repeat):
            copy = game.clone()
            if setup is not None:
                setup(copy)
            gc.collect()
            t0 = time.process_time()
            fn(copy)
            times.append(time.process_time() - t0)
        out[name] = statistics.median(times) * 1000
    return out


def _child(root: Path, position: str, call: str | None, repeat: int, timeout: float) -> dict[str, Any]:
    """Run ``_one`` at ``root`` in a child process, limited in CPU time and memory."""
    def limits() -> None:
        # (Memory only: under RLIMIT_CPU, this machine's process_time reads 0; the time limit is
        # the wall clock's, below.)
        resource.setrlimit(resource.RLIMIT_AS, (MEMORY_LIMIT, MEMORY_LIMIT))

    cmd = [sys.executable, str(Path(__file__).resolve()), "--child", position, "--repeat", str(repeat)]
    if call is not None:
        cmd += ["--call", call]
    env = dict(os.environ, PYTHONPATH=str(root))
    try:
        done = subprocess.run(cmd, cwd=root, env=env, capture_output=True, text=True, timeout=timeout,
                              preexec_fn=limits)
    except subprocess.TimeoutExpired:
        return {"error": f"timeout (> {timeout:.0f} s)"}
    if done.returncode != 0:
        err = done.stderr.strip().splitlines()
        if "MemoryError" in done.stderr:
            return {"error": "out of memory"}
        if done.returncode < 0 or not err:
            return {"error": f"killed ({done.returncode})"}
        return {"error": err[-1][:60]}
    return json.loads(done.stdout.strip().splitlines()[-1])


def _cell(found: dict[str, Any], call: str) -> str:
    if "error" in found:
        return found["error"]
    if call not in found:
        return "n/a"
    return f"{found[call]:.3f} ms"


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--root", type=Path, default=ROOT, help="the checkout to measure (default: this one)")
    ap.add_argument("--compare", type=Path, default=None, help="another checkout measured in the same run")
    ap.add_argument("--timeout", type=float, default=20.0,
                    help="wall seconds a child may take, setup included (default 20)")
    ap.add_argument("--repeat", type=int, default=5, help="fresh copies timed per call (median; default 5)")
    ap.add_argument("--only", default=None, help="only the positions whose name contains this")
    ap.add_argument("--child", default=None, help=argparse.SUPPRESS)
    ap.add_argument("--call", default=None, help=argparse.SUPPRESS)
    args = ap.parse_args()
    if args.child is not None:
        print(json.dumps(_one(args.child, args.call, args.repeat)))
        return
    roots = [args.compare, args.root] if args.compare is not None else [args.root]
    headers = [f"{r}" for r in roots]
    print(f"large positions, median of {args.repeat} fresh copies, CPU ms on one core; "
          f"limits {args.timeout:.0f} s and {MEMORY_LIMIT >> 30} GB per call")
    print(f"{'position':28} {'call':42} " + " ".join(f"{h[-24:]:>24}" for h in headers))
    worst = 0.0
    for position in POSITIONS:
        if args.only and args.only not in position:
            continue
        # The calls are listed by this checkout (the other may not know an action type).
        listed = _child(args.root, position, "(none)", 1, args.timeout)
        calls = listed.get("calls") or ["legal_actions()"]
        for call in calls:
            cells = []
            for i, root in enumerate(roots):
                found = _child(root, position, call, args.repeat, args.timeout)
                cells.append(_cell(found, call))
                if i == len(roots) - 1 and call in found:
                    worst = max(worst, found[call])
            print(f"{position:28} {call:42} " + " ".join(f"{c:>24}" for c in cells), flush=True)
    print(f"slowest call of {roots[-1]}: {worst:.3f} ms")


if __name__ == "__main__":
    main()
