"""The window's options (ui/common/options.py): declared once, for the parser and for a start
without any, and ``--help`` lists only those meant for people."""
from __future__ import annotations

import argparse
from pathlib import Path

from mtgdesk.ui.common.options import add_window_options, default_window_options


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="mtgdesk")
    add_window_options(parser)
    return parser


def test_a_start_without_options_is_what_the_parser_gives_for_none() -> None:
    assert default_window_options() == _parser().parse_args([])


def test_the_options_are_parsed_and_typed() -> None:
    args = _parser().parse_args(["--screenshot", "shot.png", "--smoke", "--lang", "ru", "--seed", "7"])
    assert (args.screenshot, args.smoke, args.lang, args.seed) == (Path("shot.png"), True, "ru", 7)


def test_help_hides_the_options_for_tools() -> None:
    text = _parser().format_help()
    assert "--screenshot" in text and "--smoke" in text and "--lang" in text
    assert "--seed" not in text and "--report-first-paint" not in text
