"""Unknown card names in a deck file: the time to read a file of them, each reported with its
line and the closest names ("did you mean").

Builds a deck text of N lines naming no card of the pool (misspelt names in English, French and
Russian, and made-up words), all different, and reads it as ``mtgdesk deck`` does
(``read_deck_text``: every unknown line gets its suggestions). Run:
``python bench/deck_names.py [N ...]`` (default 2000 20000); prints, for each N, the best of
three times (wall clock and processor: the machine may be shared), the time per line and the first report as a sample.
"""
from __future__ import annotations

import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from mtgdesk.decks.formats import read_deck_text
from mtgdesk.decks.names import NAME_LANGUAGES, card_names, translated_names

SYLLABLES = ("gor", "ban", "eth", "ka", "mor", "lin", "dra", "vel", "qui", "zar", "ош", "ка", "лер", "éto", "vrai")


def unknown_lines(n: int, seed: int = 0) -> list[str]:
    """``n`` different deck lines whose names are not cards: every other one a real name with two
    letters changed, the rest made-up words."""
    rng = random.Random(seed)
    names = card_names()
    real = [c.name for c in names.pool]
    for language in NAME_LANGUAGES[1:]:
        real += list(translated_names(language).values())
    out: list[str] = []
    seen: set[str] = set()
    while len(out) < n:
        if len(out) % 2:
            chars = list(rng.choice(real))
            for _ in range(2):
                chars[rng.randrange(len(chars))] = rng.choice("aeiouxzqаеиоу")
            name = "".join(chars)
        else:
            name = " ".join("".join(rng.choice(SYLLABLES) for _ in range(rng.randint(2, 4))).capitalize()
                            for _ in range(rng.randint(1, 3)))
        try:
            names.get(name)
        except KeyError:
            if name not in seen:
                seen.add(name)
                out.append(f"{rng.randint(1, 4)} {name}")
    return out


def main(sizes: list[int]) -> None:
    card_names()  # the pool and the translations, loaded once
    for n in sizes:
        text = "\n".join(unknown_lines(n)) + "\n"
        times, cpu_times = [], []
        for _ in range(3):
            getattr(card_names(), "_cache", {}).clear()  # each run meets every name for the first time
            start, cpu_start = time.perf_counter(), time.process_time()
            imported = read_deck_text(text, "unknown.txt")
            times.append(time.perf_counter() - start)
            cpu_times.append(time.process_time() - cpu_start)
        assert len(imported.unknown) == n
        best, cpu = min(times), min(cpu_times)
        print(f"{n:>7,} unknown lines ({len(text.encode()) // 1024} kB): {best:8.3f} s "
              f"({cpu:.3f} s of processor time), {best / n * 1e6:7.1f} µs a line")
        print(f"         e.g. {imported.unknown[1]}")


if __name__ == "__main__":
    main([int(a) for a in sys.argv[1:]] or [2000, 20000])
