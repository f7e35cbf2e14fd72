"""The options of the window (``mtgdesk`` without a command): plain ``argparse``, no Qt, so
that ``mtgdesk --help`` lists them without starting Qt."""
from __future__ import annotations

import argparse
from pathlib import Path
from typing import Any

#: The window's options: (flag, argparse's keywords), declared once for the window's own
#: parser, for ``mtgdesk --help`` and for a start without options (``default_window_options``).
_WINDOW_OPTIONS: tuple[tuple[str, dict[str, Any]], ...] = (
    ("--screenshot", {"metavar": "FILE", "type": Path, "default": None,
                      "help": "show the main window, save a picture of it to FILE (PNG) and exit"}),
    ("--smoke", {"action": "store_true", "default": False,
                 "help": "open the table on a game in progress between two preconstructed decks, draw it and "
                 "exit (with --screenshot, save a picture of it)"}),
    ("--seed", {"type": int, "default": 1, "help": argparse.SUPPRESS}),
    # For bench/frozen.py: print a line when the main window is first painted.
    ("--report-first-paint", {"action": "store_true", "default": False, "help": argparse.SUPPRESS}),
    ("--lang", {"metavar": "CODE", "default": None,
                "help": "language of the interface, e.g. fr or ru (default: the system's)"}),
)


def add_window_options(ap: argparse.ArgumentParser) -> None:
    """The options of the window (``mtgdesk`` without a command): for the window's own parser
    and for ``mtgdesk --help``."""
    group = ap.add_argument_group("window options (mtgdesk without a command opens the window)")
    for flag, keywords in _WINDOW_OPTIONS:
        group.add_argument(flag, **keywords)


def default_window_options() -> argparse.Namespace:
    """The options of a start without any (what the parser would give for none): building a
    parser, with its gettext look-ups, costs the first paint a few milliseconds."""
    return argparse.Namespace(**{flag[2:].replace("-", "_"): keywords["default"] for flag, keywords in _WINDOW_OPTIONS})
