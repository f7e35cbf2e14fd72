"""Reading hostile user files: the time to an answer (a value or an error) as the input grows.

Each kind of input that made a loader take quadratic time or worse (issue 15) is built at three
sizes, each four times the last; a linear loader takes about four times as long at each step.
Run: ``python bench/hostile_files.py``; prints, per input, the best of three times at each size
and the growth factors.
"""
from __future__ import annotations

import itertools
import sys
import time
from collections.abc import Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from mtgdesk.decks.formats import read_deck_text
from mtgdesk.decks.names import card_names
from mtgdesk.decks.text import parse_deck
from mtgdesk.problems import FileProblem
from mtgdesk.scenario import parse_scenario
from mtgdesk.userfiles import parse_json, parse_toml

SIZES = (16_000, 64_000, 256_000)

INPUTS: dict[str, tuple[Callable[[int], str], Callable[[str], object]]] = {
    "deck: spaces inside a line": (lambda n: "4 Grizzly" + " " * n + "Bears\n", lambda t: parse_deck(t, "d")),
    "deck: comment lines": (lambda n: "# a comment\n" * (n // 12) + "4 Forest\n", lambda t: parse_deck(t, "d")),
    "cod: cards on one line": (  # each card's line was found by scanning the text from the start
        lambda n: "<cockatrice_deck><zone name='main'>" + "<card number='1' name='Forest'/>" * (n // 32),
        lambda t: read_deck_text(t, "d.cod")),
    "dek: deep nesting": (lambda n: "<Deck>" + "<a>" * (n // 3), lambda t: read_deck_text(t, "d.dek")),
    "dek: one line of cards": (
        lambda n: "<Deck>" + '<Cards Quantity="1" Name="Forest"/>' * (n // 36), lambda t: read_deck_text(t, "d.dek")),
    "dek: entity declarations": (
        lambda n: "<!DOCTYPE Deck [" + '<!ENTITY a "b">' * (n // 15) + "]><Deck/>",
        lambda t: read_deck_text(t, "d.dek")),
    "xmage: a LAYOUT line": (
        lambda n: "NAME:x\n20 [9ED:347] Forest\nLAYOUT MAIN:(1,1)|(" + "[9ED:347]," * (n // 10) + ")\n",
        lambda t: read_deck_text(t, "d.dck")),
    # Each run meets every name for the first time (suggestions are kept for names met again).
    "mwdeck: unknown names": (
        lambda n: "".join(f"    1 [9E] Forrest{i}\n" for i in range(n // 24)),
        lambda t: (card_names()._cache.clear(), read_deck_text(t, "d.mwDeck"))),
    "toml: one dotted key": (lambda n: "a" + ".a" * (n // 2) + " = 1\n", lambda t: parse_toml(t, "s")),
    "toml: unterminated escapes": (lambda n: 'a = "' + '\\"' * (n // 2) + "\n", lambda t: parse_toml(t, "s")),
    "json: deep nesting": (lambda n: "[" * n, lambda t: parse_json(t, "s")),
    "json: unterminated escapes": (lambda n: '"' + '\\"' * (n // 2), lambda t: parse_json(t, "s")),
    "scenario: spaces in entries": (
        lambda n: '[A]\nhand = [' + ", ".join(['"2 Grizzly' + " " * 200 + 'Bears"'] * (n // 220)) + "]\n"
                  '[[step]]\nexpect = ["A life 20"]\n', lambda t: parse_scenario(t, "s")),
}


def best_time(parse: Callable[[str], object], text: str) -> float:
    times = []
    for _ in range(3):
        start = time.perf_counter()
        try:
            parse(text)
        except FileProblem:
            pass
        times.append(time.perf_counter() - start)
    return min(times)


def main() -> None:
    parse_deck("1 Forest\n", "warm-up")  # load the card pool first
    print(f"{'input':32}" + "".join(f"{n // 1000:>9} kB" for n in SIZES) + "   growth (linear: x4)")
    for name, (make, parse) in INPUTS.items():
        times = [best_time(parse, make(n)) for n in SIZES]
        growth = "  ".join(f"x{b / a:.1f}" if a > 0 else "-" for a, b in itertools.pairwise(times))
        print(f"{name:32}" + "".join(f"{t * 1000:>9.2f} ms" for t in times) + f"   {growth}")


if __name__ == "__main__":
    main()
