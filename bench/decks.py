"""The card browser and the deck editor: the time to open the browser (the model built over
the whole pool, the window shown and painted), the time each keystroke of a search takes to
filter the whole pool and repaint, the time to switch language (names, types and rules text
indexed again), and the time to open the deck editor (pyqtgraph is imported then).

Run: ``python bench/decks.py [--lang fr]``; offscreen unless ``DISPLAY`` is set. Each figure is
the median of several runs in this one process, with each run printed.
"""
from __future__ import annotations

import argparse
import os
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
if not os.environ.get("DISPLAY"):
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtWidgets import QApplication

#: What is typed, one keystroke at a time, in each language.
SEARCHES = {"en": "llanowar elves", "fr": "elfes de llanowar", "ru": "лановарские эльфы"}


def ms(seconds: float) -> str:
    return f"{seconds * 1000:.1f} ms"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--lang", default="en", choices=sorted(SEARCHES))
    parser.add_argument("--runs", type=int, default=5)
    args = parser.parse_args()
    app = QApplication.instance() or QApplication(sys.argv[:1])
    from mtgdesk.cards import load_pool
    from mtgdesk.ui.common.language import LanguageManager

    load_pool()
    languages = LanguageManager()
    languages.set_language(args.lang)
    from mtgdesk.ui.decks.card_browser import CardBrowserWindow

    opens, keystrokes, relang = [], [], []
    for run in range(args.runs):
        t = time.perf_counter()
        window = CardBrowserWindow()
        window.resize(1280, 800)
        window.show()
        window.repaint()
        app.processEvents()
        opens.append(time.perf_counter() - t)
        search = window.browser.search
        text = SEARCHES[args.lang]
        times = []
        for i in range(1, len(text) + 1):
            t = time.perf_counter()
            search.setText(text[:i])
            window.browser.table.viewport().repaint()
            app.processEvents()
            times.append(time.perf_counter() - t)
        search.clear()
        app.processEvents()
        keystrokes.extend(times)
        t = time.perf_counter()
        languages.set_language("ru" if args.lang != "ru" else "fr")
        app.processEvents()
        relang.append(time.perf_counter() - t)
        languages.set_language(args.lang)
        shown = window.browser.proxy.rowCount()
        print(f"run {run + 1}: open {ms(opens[-1])}, keystroke median {ms(statistics.median(times))} "
              f"max {ms(max(times))}, language switch {ms(relang[-1])}, {shown} cards")
        window.close()
        window.deleteLater()
        app.processEvents()
    t = time.perf_counter()
    from mtgdesk.ui.decks.deck_editor import DeckEditor

    editor = DeckEditor()
    editor.show()
    editor.repaint()
    app.processEvents()
    editor_open = time.perf_counter() - t
    print(f"cards in the pool: {len(load_pool())}; language {args.lang}; {args.runs} runs")
    print(f"open the browser (median): {ms(statistics.median(opens))} (the first: {ms(opens[0])})")
    print(f"filter as you type, per keystroke over the whole pool: median {ms(statistics.median(keystrokes))}, "
          f"p95 {ms(sorted(keystrokes)[int(len(keystrokes) * 0.95)])}, max {ms(max(keystrokes))}")
    print(f"switch language (re-index names, types, rules text): median {ms(statistics.median(relang))}")
    print(f"open the deck editor, first time (imports pyqtgraph): {ms(editor_open)}")
    editor.close()


if __name__ == "__main__":
    main()
