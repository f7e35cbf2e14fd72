"""``mtgdesk deck FILE [--to …] [--lang …]``: any format in, the chosen one out on standard output
(the deck alone, so that it reads back), the size and the rules broken on standard error; bad
files named with the line, never a traceback."""
from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from mtgdesk.cli import DECK_WRITE_FORMATS, main
from mtgdesk.decks.formats import WRITE_FORMATS, read_deck_text

ROOT = Path(__file__).resolve().parents[1]
FIXTURES = ROOT / "tests" / "decks" / "fixtures"
SUFFIX = {"arena": ".txt", "xmage": ".dck", "mwdeck": ".mwDeck"}


def test_the_command_offers_every_format_written() -> None:
    assert DECK_WRITE_FORMATS == WRITE_FORMATS


@pytest.mark.parametrize("source", ["forge.dck", "xmage.dck", "mtgo.dek", "mws.mwDeck", "arena.txt"])
@pytest.mark.parametrize("fmt", WRITE_FORMATS)
def test_deck_converts_and_counts(source: str, fmt: str, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["deck", str(FIXTURES / source), "--to", fmt]) == 0
    captured = capsys.readouterr()
    assert captured.err == "60 cards main, 2 sideboard\n"
    again = read_deck_text(captured.out, f"x{SUFFIX.get(fmt, '.' + fmt)}")  # standard output alone reads back
    assert again.format == ("txt" if fmt == "arena" else fmt) and again.unknown == []
    assert len(again.deck) == 60 and again.deck.sideboard[0][1].name == "Naturalize"


def test_deck_in_russian_and_the_rules_it_breaks(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    deck = tmp_path / "many.txt"
    deck.write_text("6 Shock\n20 Mountain\n2 Blakc Lotus\n", encoding="utf-8")
    assert main(["deck", str(deck), "--lang", "ru"]) == 0
    captured = capsys.readouterr()
    assert captured.out.splitlines() == ["Name: many", "6 Шок", "20 Гора"]
    problems = captured.err.splitlines()
    assert "26 cards main, 0 sideboard" in problems
    assert any("26 cards" in line and "100.2a" in line for line in problems)
    assert any("6 copies of Shock" in line and "100.2a" in line for line in problems)
    assert f"{deck}:3" in captured.err and "left out" in captured.err
    assert main(["deck", str(deck), "--limited"]) == 0
    captured = capsys.readouterr()
    assert "100.2b" in captured.err and "100.2b" not in captured.out


def test_suggestions_in_the_language_asked_for_first(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    deck = tmp_path / "typo.txt"
    deck.write_text("20 Forest\n4 Ange aveuglan\n", encoding="utf-8")
    assert main(["deck", str(deck), "--lang", "fr"]) == 0
    assert "did you mean 'Ange aveuglante', 'Sage Aven'?" in capsys.readouterr().err
    assert main(["deck", str(deck), "--lang", "en"]) == 0
    assert "did you mean 'Sage Aven', 'Ange aveuglante'?" in capsys.readouterr().err


def test_unreadable_files_exit_non_zero(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    bad = tmp_path / "bad.cod"
    bad.write_text("<cockatrice_deck>\n<zone name='main'>\n<card number='x4' name='Forest'/>\n</zone></cockatrice_deck>",
                   encoding="utf-8")
    assert main(["deck", str(bad)]) == 2
    err = capsys.readouterr().err
    assert err.startswith(f"error: {bad}:3:") and "Traceback" not in err
    assert main(["deck", str(tmp_path / "missing.txt")]) == 2
    assert "no such file" in capsys.readouterr().err


@pytest.mark.slow
def test_deck_command_in_a_subprocess(tmp_path: Path) -> None:
    pipe = tmp_path / "pipe.dec"
    os.mkfifo(pipe)
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    run = [sys.executable, "-m", "mtgdesk", "deck"]
    out = subprocess.run([*run, str(pipe)], capture_output=True, text=True, timeout=60, env=env)
    assert out.returncode == 2 and "pipe" in out.stderr and "Traceback" not in out.stderr
    out = subprocess.run([*run, str(FIXTURES / "mws.dec"), "--to", "cod"], capture_output=True, text=True,
                         timeout=60, env=env)
    assert out.returncode == 0, out.stderr
    assert "<deckname>Elves and Giants</deckname>" in out.stdout
    assert out.stdout.splitlines()[-1] == "</cockatrice_deck>"
    assert out.stderr == "60 cards main, 2 sideboard\n"
