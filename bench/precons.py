"""Mana screw and flood in the preconstructed decks, over easy-against-easy games (issue 36).

Every deck plays ``--games`` games (default 200) against the other decks of its set in turn
(game ``i`` pairs deck ``i % D`` with deck ``(i % D + 1 + (i // D) % (D - 1)) % D``; each game counts
for both its decks, so ``D * games / 2`` games are played), two ``easy`` players, seeds from
``--seed``. At the end of each player's own 5th and 8th turn it records the lands they control,
whether they cast a spell in that turn, and whether a card in their hand could have been cast
with the mana their permanents make (mana value and coloured symbols against their sources).

It prints, per deck, the games that reached the player's 5th and 8th turns and the share of them
where the player was **screwed** (at most two lands at the end of their 5th turn) or **flooded**
(at least eight lands at the end of their 8th turn, nothing cast in it and nothing castable left
in hand). ``--out FILE`` writes one JSON line per game and player with the raw figures.

    nice -n 10 python bench/precons.py --games 60 [--set precons|9ed|all] [--out runs.jsonl]
"""
from __future__ import annotations

import argparse
import json
import sys
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from mtgdesk.ai.levels import make_player
from mtgdesk.decks.stats import COLOURS
from mtgdesk.engine import Game
from mtgdesk.engine import events as E
from mtgdesk.engine.objects import BASIC_LAND_TYPES

#: The player's own turns at which lands are counted.
SCREW_TURN, FLOOD_TURN = 5, 8
SCREW_MAX_LANDS, FLOOD_MIN_LANDS = 2, 8
#: A game still going after this many turns is stopped (the figures are all taken by turn 16).
MAX_TURNS = 40
MAX_ACTIONS = 60_000


@dataclass
class TurnFacts:
    lands: int
    cast: int  # spells cast by the player in that turn
    castable: bool  # a card left in hand that their mana could pay for

    @property
    def stuck(self) -> bool:
        return self.cast == 0 and not self.castable


@dataclass
class DeckTally:
    name: str
    games: int = 0
    reached5: int = 0
    screwed: int = 0
    reached8: int = 0
    flooded: int = 0
    lands5: list[int] = field(default_factory=list)


def _sources(game: Game, player: int) -> tuple[int, list[int]]:
    """(lands, mana sources by colour) of the permanents ``player`` controls."""
    lands = 0
    by_colour = [0] * len(COLOURS)
    total = 0
    for obj in game.permanents(player):
        chars = game.characteristics(obj.id)
        made: set[str] = {BASIC_LAND_TYPES[s] for s in chars.subtypes if s in BASIC_LAND_TYPES}
        for ability in chars.activated:
            if getattr(ability, "is_mana", False):
                made.update(ability.produces)
        if "Land" in chars.types:
            lands += 1
        if made or "Land" in chars.types:
            total += 1
            for i, colour in enumerate(COLOURS):
                if colour in made:
                    by_colour[i] += 1
    return lands, [total, *by_colour]


def _castable(game: Game, player: int, sources: list[int]) -> bool:
    total, by_colour = sources[0], sources[1:]
    for card_id in game.players[player].hand:
        card = game.objects[card_id].card
        if card.is_land:
            continue
        cost = card.mana_cost
        if cost.mana_value <= total and all(need <= have for need, have in zip(cost.colored, by_colour)):
            return True
    return False


def play(decks: list[list[Any]], seed: int) -> tuple[Game, list[dict[int, TurnFacts]]]:
    """One easy-against-easy game; per player, the facts at the end of their own turns 5 and 8."""
    game = Game.new(decks, seed=seed)
    players = [make_player("easy", seed * 2 + 1), make_player("easy", seed * 2 + 2)]
    views = [game.view(0), game.view(1)]
    facts: list[dict[int, TurnFacts]] = [{}, {}]
    own_turns = [0, 0]
    cast = [0, 0]

    def on_event(event: E.Event) -> None:
        if isinstance(event, E.SpellCast) and event.player == game.active:
            cast[event.player] += 1

    game.subscribe(on_event)
    turn, active = game.turn, game.active

    def end_of_turn(p: int) -> None:
        own_turns[p] += 1
        if own_turns[p] in (SCREW_TURN, FLOOD_TURN):
            lands, sources = _sources(game, p)
            facts[p][own_turns[p]] = TurnFacts(lands, cast[p], _castable(game, p, sources))
        cast[p] = 0

    for _ in range(MAX_ACTIONS):
        if game.over or game.turn > MAX_TURNS or min(own_turns) >= FLOOD_TURN:
            break
        if game.turn != turn:
            end_of_turn(active)
            turn, active = game.turn, game.active
        d = game.decision
        game.apply(players[d.player].choose(views[d.player], d))
    return game, facts


def pairings(count: int, games: int) -> list[tuple[int, int]]:
    """``count * games / 2`` pairings in which each deck plays ``games`` times."""
    out = []
    for i in range(count * games // 2):
        a = i % count
        b = (a + 1 + (i // count) % (count - 1)) % count
        out.append((a, b))
    return out


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, default=200, help="games per deck (default 200)")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--set", choices=("precons", "9ed", "all"), default="precons",
                        help="the ten precons, the Ninth Edition theme decks, or both (each set plays within itself)")
    parser.add_argument("--out", type=Path, help="write one JSON line per game and player")
    args = parser.parse_args(argv)
    if not 2 <= args.games <= 2000:
        parser.error("--games: from 2 to 2000")

    from mtgdesk.decks import precons as P

    sets = []
    if args.set in ("precons", "all"):
        sets.append(list(P.precons()))
    if args.set in ("9ed", "all"):
        sets.append(list(P.theme_decks()))
    out = args.out.open("w", encoding="utf-8") if args.out else None
    start = time.perf_counter()
    cpu = time.process_time()
    played = 0
    for decks in sets:
        tallies = [DeckTally(d.name) for d in decks]
        cards = [d.cards() for d in decks]
        for n, (a, b) in enumerate(pairings(len(decks), args.games)):
            seed = args.seed + n
            game, facts = play([cards[a], cards[b]], seed)
            played += 1
            for seat, deck in ((0, a), (1, b)):
                t = tallies[deck]
                t.games += 1
                f5, f8 = facts[seat].get(SCREW_TURN), facts[seat].get(FLOOD_TURN)
                if f5 is not None:
                    t.reached5 += 1
                    t.lands5.append(f5.lands)
                    t.screwed += f5.lands <= SCREW_MAX_LANDS
                if f8 is not None:
                    t.reached8 += 1
                    t.flooded += f8.lands >= FLOOD_MIN_LANDS and f8.stuck
                if out is not None:
                    out.write(json.dumps({
                        "seed": seed, "deck": decks[deck].name, "seat": seat,
                        "opponent": decks[b if deck == a else a].name,
                        "turn5": None if f5 is None else {"lands": f5.lands, "cast": f5.cast, "castable": f5.castable},
                        "turn8": None if f8 is None else {"lands": f8.lands, "cast": f8.cast, "castable": f8.castable},
                    }) + "\n")
        print(f"{'deck':<22} {'lands':>5} {'games':>5} {'t5':>4} {'screw':>7} {'t8':>4} {'flood':>7} {'lands t5':>8}")
        for d, t in zip(decks, tallies):
            lands = sum(n for n, c in d.entries if c.is_land)
            screw = t.screwed / t.reached5 if t.reached5 else 0.0
            flood = t.flooded / t.reached8 if t.reached8 else 0.0
            mean5 = sum(t.lands5) / len(t.lands5) if t.lands5 else 0.0
            print(f"{t.name:<22} {lands:>2}/{len(d):<2} {t.games:>5} {t.reached5:>4} {screw:>7.1%} "
                  f"{t.reached8:>4} {flood:>7.1%} {mean5:>8.2f}")
        games = sum(t.games for t in tallies)
        print(f"all: screwed {sum(t.screwed for t in tallies)}/{sum(t.reached5 for t in tallies)} "
              f"({sum(t.screwed for t in tallies) / max(1, sum(t.reached5 for t in tallies)):.1%}), "
              f"flooded {sum(t.flooded for t in tallies)}/{sum(t.reached8 for t in tallies)} "
              f"({sum(t.flooded for t in tallies) / max(1, sum(t.reached8 for t in tallies)):.1%}) "
              f"over {games} deck-games\n")
    if out is not None:
        out.close()
    print(f"{played} games in {time.perf_counter() - start:.0f} s ({time.process_time() - cpu:.0f} CPU-s)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
