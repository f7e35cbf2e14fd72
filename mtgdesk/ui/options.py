"""The options of the window (``mtgdesk`` without a command): plain ``argparse``, no Qt, so
that ``mtgdesk --help`` lists them without starting Qt."""
from __future__ import annotations

import argparse
from pathlib import Path


def add_window_options(ap: argparse.ArgumentParser) -> None:
    """The options of the window (``mtgdesk`` without a command): declared once, for the
    window's own parser and for ``mtgdesk --help``."""
    group = ap.add_argument_group("window options (mtgdesk without a command opens the window)")
    group.add_argument("--screenshot", metavar="FILE", type=Path,
                       help="show the main window, save a picture of it to FILE (PNG) and exit")
    group.add_argument("--smoke", action="store_true",
                       help="open the table on a game in progress between two preconstructed decks, draw it and "
                       "exit (with --screenshot, save a picture of it)")
    group.add_argument("--seed", type=int, default=1, help=argparse.SUPPRESS)
    # For bench/frozen.py: print a line when the main window is first painted.
    group.add_argument("--report-first-paint", action="store_true", help=argparse.SUPPRESS)
    group.add_argument("--lang", metavar="CODE", help="language of the interface, e.g. fr or ru (default: the system's)")
