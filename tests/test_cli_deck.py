"""``mtgdesk deck FILE [--to …] [--lang …]``: any format in, the chosen one out, the size and the
rules broken; bad files named with the line, never a traceback."""
from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from mtgdesk.cli import main
from mtgdesk.decks.formats import read_deck_text

ROOT = Path(__file__).resolve().parents[1]
FIXTURES = ROOT / "tests" / "decks" / "fixtures"


@pytest.mark.parametrize("fmt", ["txt", "arena", "dec", "cod", "dck"])
def test_deck_converts_and_counts(fmt: str, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["deck", str(FIXTURES / "forge.dck"), "--to", fmt]) == 0
    out = capsys.readouterr().out
    body, last = out.rsplit("\n", 2)[0], out.splitlines()[-1]
    assert last == "60 cards main, 2 sideboard"
    again = read_deck_text(body + "\n", f"x.{'txt' if fmt == 'arena' else fmt}")
    assert len(again.deck) == 60 and again.deck.sideboard[0][1].name == "Naturalize"


def test_deck_in_russian_and_the_rules_it_breaks(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    deck = tmp_path / "many.txt"
    deck.write_text("6 Shock\n20 Mountain\n2 Blakc Lotus\n", encoding="utf-8")
    assert main(["deck", str(deck), "--lang", "ru"]) == 0
    captured = capsys.readouterr()
    lines = captured.out.splitlines()
    assert "6 Шок" in lines and "26 cards main, 0 sideboard" in lines
    assert any("26 cards" in line and "100.2a" in line for line in lines)
    assert any("6 copies of Shock" in line and "100.2a" in line for line in lines)
    assert f"{deck}:3" in captured.err and "left out" in captured.err
    assert main(["deck", str(deck), "--limited"]) == 0
    assert "100.2b" in capsys.readouterr().out


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
    assert out.stdout.splitlines()[-1] == "60 cards main, 2 sideboard"
