"""The computer players: the search player's decision time and playouts per second on one core,
and win rates over the preconstructed decks.

Run: ``python bench/ai.py [--games N] [--positions P] [--level hard] [--matchups hard-easy,...]``.

Issue 34's targets, on a quiet machine (400 duplicate games a matchup; the games of a matchup may
be split into chunks run side by side with ``--start-game``, each chunk starting at an even game)::

    python bench/ai.py --positions 200 --level hard --games 400 --matchups hard-easy,hard-medium,medium-easy

(hard at least 75% against easy and 60% against medium, medium 65% against easy; decision time
median at most 0.5 s, p95 at most 2 s of processor time). The figures are for the engine the
installer ships, compiled by mypyc (about 1.4 times the search's playouts in the same time):
build it into a venv of its own (``MTGDESK_COMPILE=1 VENV/bin/pip install .``) and run
``MTGDESK_INSTALLED=1 VENV/bin/python bench/ai.py ...`` (the first line printed says which engine
plays). The personalities' figures::

    python bench/ai.py --positions 0 --games 0 --personalities 100 --level medium

1. Decision time: ``P`` mid-game positions (two easy players play precon games to turns 5-10;
   the position is taken at a real choice of the player to act), each answered by the level
   (default hard). Prints the median, 95th percentile and maximum time per decision, as
   processor time of the thread (one core, whatever else the machine runs) and as wall-clock
   time, and playouts (search iterations) per second of processor time.
   With ``--fixed-playouts K`` each position is instead searched with exactly K iterations (no
   time budget): the processor time per playout, and the actions chosen, which two checkouts
   whose engines differ only in speed must share (a fixed amount of work, for before and after;
   under ``valgrind --tool=cachegrind`` it counts instructions, which load doesn't move).
2. Win rates: for each matchup ``X-Y``, ``N`` games of X against Y over the ten precons,
   printing X's wins, losses and draws and its win rate, and for each searching level the
   processor time of every decision it searched in those games (median, p95). By default (``--pairing duplicate``)
   games go in pairs, as in duplicate bridge: the two games of a pair have the same two decks
   and the same seed (the same shuffles), and X and Y swap seats and decks, so that neither
   player is dealt the stronger deck, the better draws or the first turn more often; the pairs
   go through the 45 pairings of the ten decks in a fixed shuffled order, the first deck of a
   pairing sitting first in one cycle and second in the next. ``--pairing rotating`` is the
   earlier order (deck i against deck i+1+k, X first in even games, X's deck the even-numbered
   one in half the games), kept to compare with figures measured before.
3. Personalities (``--personalities N``): for each personality of ``mtgdesk/ai/personalities.toml``,
   ``N`` duplicate games of the level (``--level``) with that personality against easy: its
   attack rate (creatures declared as attackers, of those that could attack, CR 508.1), the
   cards it holds at the end of its turns, the average game length in turns, and its win rate.
4. Tells (``--tells N``): ``N`` games between two easy players (easy's plain attacks, fast):
   at each declaration of blockers against an attack, whether the attack "tells" of a trick
   (``mtgdesk/ai/tricks.attack_tells``, what the search imagines with its personality's
   ``read_tells``), and of those, how often the attacker really held one it could cast.
"""
from __future__ import annotations

import argparse
import math
import os
import random
import statistics
import sys
import time
from pathlib import Path

if not os.environ.get("MTGDESK_INSTALLED"):  # else the mtgdesk installed (the compiled engine, below)
    sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from mtgdesk.ai.basic import BasicPlayer
from mtgdesk.ai.levels import make_player
from mtgdesk.ai.search import SearchPlayer, is_real_choice, options
from mtgdesk.decks.precons import precons
from mtgdesk.engine import Game, Zone

MAX_ACTIONS = 20_000


def positions(count: int, seed: int) -> list[Game]:
    """Mid-game positions at a real choice, from games between two easy players."""
    decks = precons()
    out: list[Game] = []
    i = 0
    while len(out) < count:
        a, b = i % len(decks), (i * 3 + 1) % len(decks)
        game = Game.new([decks[a].cards(), decks[b].cards()], seed=seed + i)
        players = [BasicPlayer(i), BasicPlayer(i + 1)]
        stop_turn = 5 + i % 6
        for _ in range(MAX_ACTIONS):
            if game.over:
                break
            legal = game.legal_actions()
            if game.turn >= stop_turn and is_real_choice(game, options(game, legal)):
                out.append(game.clone())
                break
            d = game.decision
            game.apply(players[d.player].choose(game.view(d.player), d))
        i += 1
    return out


def fixed_playouts(level: str, count: int, seed: int, iterations: int) -> None:
    """Each position searched with exactly ``iterations`` playouts: processor time per playout."""
    from dataclasses import replace

    from mtgdesk.ai.levels import LEVELS

    settings = LEVELS[level].search
    if settings is None:
        raise SystemExit(f"{level} doesn't search")
    settings = replace(settings, budget=1e9, max_iterations=iterations, min_iterations=iterations,
                       settle_after=10**9)
    games = positions(count, seed)
    chosen = []
    start = time.process_time()
    for n, game in enumerate(games):
        d = game.decision
        chosen.append(SearchPlayer(seed + n, settings).choose(game.view(d.player), d))
    cpu = time.process_time() - start
    print(f"{level}: {len(games)} positions x {iterations} playouts: {cpu / (len(games) * iterations) * 1e3:.2f} ms "
          f"of processor time a playout")
    print(f"{level}: chosen: {', '.join(repr(a) for a in chosen)}")


def _summary(times: list[float]) -> str:
    times = sorted(times)
    p95 = times[min(len(times) - 1, round(0.95 * (len(times) - 1)))]
    return f"median {statistics.median(times):.3f} s, p95 {p95:.3f} s, max {times[-1]:.3f} s"


def decision_times(level: str, count: int, seed: int) -> None:
    """Wall-clock and processor time (this thread: one core) per decision."""
    wall: list[float] = []
    cpu: list[float] = []
    iterations = 0
    searching = 0.0
    for n, game in enumerate(positions(count, seed)):
        player = make_player(level, seed + n)
        d = game.decision
        start, start_cpu = time.perf_counter(), time.thread_time()
        player.choose(game.view(d.player), d)
        wall.append(time.perf_counter() - start)
        cpu.append(time.thread_time() - start_cpu)
        stats = getattr(player, "stats", None)
        if isinstance(player, SearchPlayer) and stats is not None and stats.searched:
            iterations += stats.iterations
            searching += stats.cpu_seconds
    print(f"{level}: {len(cpu)} mid-game decisions, processor time: {_summary(cpu)}")
    print(f"{level}: {len(wall)} mid-game decisions, wall-clock time: {_summary(wall)}")
    if searching:
        print(f"{level}: playouts/s: {iterations / searching:.0f} ({iterations} playouts in {searching:.1f} s "
              f"of processor time)")


def personality_figures(level: str, games: int, seed: int) -> None:
    """Section 3 of the module docstring: how each personality plays, against easy."""
    from mtgdesk.ai.personalities import personalities
    from mtgdesk.engine import actions as A
    from mtgdesk.engine.decisions import DecisionKind

    all_decks = precons()
    for name in personalities():
        could = attacked = held = ends = turns = wins = 0
        for g in range(games):
            (a, b), mine, game_seed = game_plan(g, len(all_decks), seed)
            game = Game.new([all_decks[a].cards(), all_decks[b].cards()], seed=game_seed, starting_player=0)
            players = [make_player("easy", game_seed * 2 + 1), make_player("easy", game_seed * 2 + 2)]
            players[mine] = make_player(level, game_seed * 2 + 1 + mine, personality_name=name)
            turn, combats = game.turn, set()
            for _ in range(MAX_ACTIONS):
                if game.over:
                    break
                d = game.decision
                if d.player == mine and d.kind is DecisionKind.ATTACKERS and (game.turn, game.step) not in combats:
                    combats.add((game.turn, game.step))
                    could += sum(1 for x in game.legal_actions() if isinstance(x, A.DeclareAttacker))
                action = players[d.player].choose(game.view(d.player), d)
                if d.player == mine and isinstance(action, A.DeclareAttacker):
                    attacked += 1
                active = game.active
                game.apply(action)
                if game.turn != turn:
                    if active == mine:
                        held += len(game.players[mine].hand)
                        ends += 1
                    turn = game.turn
            turns += game.turn
            wins += game.winner == mine
        print(f"{level} {name}: {games} games against easy: attack rate {attacked / max(1, could):.0%} "
              f"({attacked} of {could}), cards held at the end of its turns {held / max(1, ends):.2f}, "
              f"game length {turns / max(1, games):.1f} turns, won {wins}", flush=True)


def tell_figures(games: int, seed: int) -> None:
    """Section 4 of the module docstring: how often an attack "tells" of a trick
    (``tricks.attack_tells``) in easy players' games, and how often the attacker really held one."""
    from mtgdesk.ai.tricks import attack_tells, holds_trick
    from mtgdesk.engine.decisions import DecisionKind

    all_decks = precons()
    blocks = fired = true = held = 0
    for g in range(games):
        (a, b), _, game_seed = game_plan(g, len(all_decks), seed)
        game = Game.new([all_decks[a].cards(), all_decks[b].cards()], seed=game_seed, starting_player=0)
        players = [make_player("easy", game_seed * 2 + 1), make_player("easy", game_seed * 2 + 2)]
        combats: set[int] = set()
        for _ in range(MAX_ACTIONS):
            if game.over:
                break
            d = game.decision
            if d.kind is DecisionKind.BLOCKERS and game.turn not in combats:
                combats.add(game.turn)  # the first question of the declaration, before any block
                view = game.view(d.player)
                if view.attackers():
                    blocks += 1
                    mana = attack_tells(view)
                    hand = [game.objects[c].card for c in game.players[1 - d.player].hand]
                    open_mana = sum(1 for o in game.objects.values() if o.zone is Zone.BATTLEFIELD
                                    and o.controller == 1 - d.player and not o.tapped and "Land" in o.card.types)
                    held += holds_trick(hand, open_mana)
                    if mana:
                        fired += 1
                        true += holds_trick(hand, mana)
            game.apply(players[d.player].choose(game.view(d.player), d))
    print(f"tells: {games} easy-against-easy games, {blocks} declarations of blockers against an attack: "
          f"the attack told of a trick {fired} times ({fired / max(1, blocks):.0%}); the attacker held one "
          f"{true} times of those ({true / max(1, fired):.0%}); over all those attacks, the attacker held one "
          f"{held} times ({held / max(1, blocks):.0%})", flush=True)


def play(levels: tuple[str, str], decks: tuple[int, int], seed: int,
         thought: dict[str, list[float]] | None = None) -> int | None:
    """One game; ``thought`` collects, by level, the processor time of each searched decision."""
    all_decks = precons()
    game = Game.new([all_decks[decks[0]].cards(), all_decks[decks[1]].cards()], seed=seed, starting_player=0)
    players = [make_player(levels[0], seed * 2 + 1), make_player(levels[1], seed * 2 + 2)]
    for _ in range(MAX_ACTIONS):
        if game.over:
            return game.winner
        d = game.decision
        player = players[d.player]
        game.apply(player.choose(game.view(d.player), d))
        if thought is not None and isinstance(player, SearchPlayer) and player.stats.searched:
            thought.setdefault(levels[d.player], []).append(player.stats.cpu_seconds)
    return None


def wilson(wins: int, n: int, z: float = 1.96) -> tuple[float, float]:
    """The 95% (Wilson score) interval of a win rate of ``wins`` in ``n`` games."""
    if n == 0:
        return 0.0, 1.0
    p = wins / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return centre - half, centre + half


def game_plan(g: int, n_decks: int, seed: int, pairing: str = "duplicate") -> tuple[tuple[int, int], int, int]:
    """Game ``g``'s decks (seat 0's, seat 1's), the seat of the matchup's first player, and the
    seed (see the module docstring)."""
    if pairing == "rotating":
        a = g % n_decks
        b = (a + 1 + (g // n_decks) % (n_decks - 1)) % n_decks
        return ((a, b), 0, seed + g) if g % 2 == 0 else ((b, a), 1, seed + g)
    pairings = [(a, b) for a in range(n_decks) for b in range(a + 1, n_decks)]
    random.Random(n_decks).shuffle(pairings)
    k = g // 2
    a, b = pairings[k % len(pairings)]
    if (k // len(pairings)) % 2:
        a, b = b, a
    return (a, b), g % 2, seed + 2 * k


def win_rate(first: str, second: str, games: int, seed: int, start_game: int = 0, pairing: str = "duplicate") -> None:
    """Games ``start_game`` .. ``games - 1`` of the matchup (a run may be split in chunks run side
    by side: each game's decks, seats and seed depend only on its number; with duplicate
    pairing, start a chunk at an even game)."""
    n_decks = len(precons())
    wins = losses = draws = 0
    thought: dict[str, list[float]] = {}
    start = time.perf_counter()
    for g in range(start_game, games):
        (a, b), mine, game_seed = game_plan(g, n_decks, seed, pairing)
        seats = (first, second) if mine == 0 else (second, first)
        winner = play(seats, (a, b), game_seed, thought)
        if winner is None:
            draws += 1
        elif winner == mine:
            wins += 1
        else:
            losses += 1
        print(f"  game {g + 1}/{games}: {first} {'won' if winner == mine else 'drew' if winner is None else 'lost'}"
              f" (decks {a}/{b}, {first} seat {mine})", flush=True)
    seconds = time.perf_counter() - start
    played = wins + losses + draws
    rate = wins / played if played else 0.0
    low, high = wilson(wins, played)
    print(f"{first} vs {second}: {played} games, {wins} won, {losses} lost, {draws} drawn: "
          f"win rate {rate:.0%} (95% interval {low:.0%}-{high:.0%}) ({seconds:.0f} s)", flush=True)
    for level, times in sorted(thought.items()):
        # Every searched decision of the games (not sampled positions): what a player waits.
        print(f"{level} in these games: {len(times)} searched decisions, processor time: {_summary(times)}",
              flush=True)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--games", type=int, default=200, help="games per matchup")
    ap.add_argument("--positions", type=int, default=40, help="mid-game positions for the decision time")
    ap.add_argument("--level", default="hard", help="the level whose decision time is measured")
    ap.add_argument("--fixed-playouts", type=int, default=0, metavar="K",
                    help="search each position with exactly K playouts instead of the time budget")
    ap.add_argument("--matchups", default="hard-easy,medium-easy,easy-random")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--pairing", choices=("duplicate", "rotating"), default="duplicate",
                    help="how games are dealt (module docstring); rotating is the order of figures before stop 24")
    ap.add_argument("--start-game", type=int, default=0,
                    help="play games START..GAMES-1 of each matchup (to split a run into chunks)")
    ap.add_argument("--personalities", type=int, default=0, metavar="N",
                    help="N games of --level with each personality against easy (module docstring, 3)")
    ap.add_argument("--tells", type=int, default=0, metavar="N",
                    help="N easy-against-easy games: how often an attack tells of a trick (module docstring, 4)")
    args = ap.parse_args()
    from mtgdesk.engine import fastpaths
    print(f"engine: {'compiled by mypyc' if fastpaths.COMPILED else 'Python sources'}", flush=True)
    if args.tells > 0:
        tell_figures(args.tells, args.seed)
    if args.positions > 0 and args.fixed_playouts > 0:
        fixed_playouts(args.level, args.positions, args.seed, args.fixed_playouts)
    elif args.positions > 0:
        decision_times(args.level, args.positions, args.seed)
    if args.personalities > 0:
        personality_figures(args.level, args.personalities, args.seed)
    if args.games > 0:
        for matchup in args.matchups.split(","):
            first, second = matchup.split("-")
            win_rate(first, second, args.games, args.seed, args.start_game, args.pairing)


if __name__ == "__main__":
    main()
