"""The headless commands: ``mtgdesk sim`` and bad input to it."""
from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

BENCH_DECKS = Path(__file__).resolve().parents[1] / "bench" / "decks"


def run(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "mtgdesk", *args], capture_output=True, text=True, timeout=300)


def test_sim_prints_results() -> None:
    out = run("sim", str(BENCH_DECKS / "red-green-40.txt"), str(BENCH_DECKS / "white-green-40.txt"), "-n", "6", "--seed", "3", "--limited")
    assert out.returncode == 0, out.stderr
    lines = out.stdout.splitlines()
    assert lines[0].startswith("Red-Green 40 (benchmark) vs White-Green 40 (benchmark): 6 games, seed 3")
    wins = lines[1]
    a = int(wins.split("Red-Green 40 (benchmark) ")[1].split(",")[0])
    b = int(wins.split("White-Green 40 (benchmark) ")[1].split(";")[0])
    draws = int(wins.rsplit("draws: ", 1)[1])
    assert a + b + draws == 6
    assert lines[2].startswith("average turns: ") and float(lines[2].split(": ")[1]) > 1
    assert lines[3].startswith("games/s: ")


def test_sim_same_seed_same_result() -> None:
    args = ("sim", str(BENCH_DECKS / "red-green-40.txt"), str(BENCH_DECKS / "white-green-40.txt"), "-n", "4", "--seed", "9", "--limited")
    assert run(*args).stdout.splitlines()[:3] == run(*args).stdout.splitlines()[:3]


def test_sim_bad_deck_names_file_and_line(tmp_path: Path) -> None:
    bad = tmp_path / "bad.txt"
    bad.write_text("4 Forest\n4 Grizzly Baers\n", encoding="utf-8")
    out = run("sim", str(bad), str(BENCH_DECKS / "red-green-40.txt"))
    assert out.returncode == 2
    assert f"{bad}:2: unknown card 'Grizzly Baers'; did you mean 'Grizzly Bears'" in out.stderr
    assert "Traceback" not in out.stderr


def test_classic_variant_runs() -> None:
    out = run("sim", str(BENCH_DECKS / "red-green-40.txt"), str(BENCH_DECKS / "white-green-40.txt"), "-n", "3",
              "--variant", "classic", "--limited")
    assert out.returncode == 0 and "classic rules" in out.stdout


# ---------------------------------------------------------------------- bad decks (issue 15)

def _deck(tmp_path: Path, name: str, data: bytes) -> Path:
    path = tmp_path / name
    path.write_bytes(data)
    return path


@pytest.mark.slow
def test_sim_bad_deck_files_are_errors_not_tracebacks(tmp_path: Path) -> None:
    """Each bad deck of issue 15 ends at once with exit 2 and an error naming the file, the
    line where there is one, and the problem; the file is left as it was."""
    fifo = tmp_path / "pipe.txt"
    os.mkfifo(fifo)
    cases = [
        (_deck(tmp_path, "huge.txt", b"99999999999 Forest\n"), ":1: a count of at most 250"),
        (_deck(tmp_path, "past-int.txt", b"4 Forest\n" + b"9" * 4400 + b" Forest\n"), ":2: the line is too long"),
        (_deck(tmp_path, "hundred.txt", b"9" * 100 + b" Forest\n"), ":1: a count of at most 250"),
        (_deck(tmp_path, "spaces.txt", b"4 Grizzly" + b" " * 200_000 + b"Bears\n"), ":1: the line is too long"),
        (_deck(tmp_path, "arabic.txt", "٤ Forest\n".encode()), ":1: a count is written with the digits 0-9"),
        (_deck(tmp_path, "latin1.txt", b"4 For\xeat\n"), ":1: not UTF-8"),
        (fifo, ": this is a named pipe"),
        (Path("/dev/zero"), ": this is a device"),
        (tmp_path, ": this is a folder"),
    ]
    for path, words in cases:
        before = path.read_bytes() if path.is_file() else None
        out = run("sim", str(path), str(BENCH_DECKS / "red-green-40.txt"))
        assert out.returncode == 2, (path, out.stderr)
        assert f"error: {path}{words}" in out.stderr, (path, out.stderr)
        assert "Traceback" not in out.stderr
        if before is not None:
            assert path.read_bytes() == before


@pytest.mark.slow
def test_sim_reads_a_bom_deck_and_refuses_it_citing_100_2a(tmp_path: Path) -> None:
    deck = _deck(tmp_path, "bom.txt", b"\xef\xbb\xbf20 Forest\n6 Grizzly Bears\n")
    legal = BENCH_DECKS.parent.parent / "mtgdesk" / "decks" / "data" / "05-green-stompers.txt"
    out = run("sim", str(deck), str(legal))
    assert out.returncode == 2
    assert f"{deck}: the deck can't be played in constructed play: 26 cards; a deck has at least 60 (CR 100.2a)" in out.stderr
    assert "6 copies of Grizzly Bears; at most 4 of a card other than basic lands (CR 100.2a)" in out.stderr
    assert "--any-deck" in out.stderr
    out = run("sim", str(deck), str(legal), "-n", "1", "--any-deck")
    assert out.returncode == 0, out.stderr
    assert out.stdout.startswith("bom vs ")


@pytest.mark.slow
def test_sim_game_that_does_not_end_is_a_draw_after_the_cap() -> None:
    decks = (str(BENCH_DECKS / "red-green-40.txt"), str(BENCH_DECKS / "white-green-40.txt"))
    out = run("sim", *decks, "-n", "2", "--limited", "--max-turns", "2")
    assert out.returncode == 0, out.stderr
    assert "draws: 2" in out.stdout
    assert "stopped: 2 game(s) still going after 2 turns" in out.stdout
def test_sim_with_named_players() -> None:
    out = run("sim", str(BENCH_DECKS / "red-green-40.txt"), str(BENCH_DECKS / "white-green-40.txt"), "-n", "2",
              "--limited", "--players", "easy,random")
    assert out.returncode == 0, out.stderr
    assert out.stdout.splitlines()[0].endswith("players easy, random")
    bad = run("sim", str(BENCH_DECKS / "red-green-40.txt"), str(BENCH_DECKS / "white-green-40.txt"),
              "--limited", "--players", "easy,grandmaster")
    assert bad.returncode == 2 and "grandmaster" in bad.stderr and "Traceback" not in bad.stderr


@pytest.mark.slow
def test_help_lists_every_option() -> None:
    root = Path(__file__).resolve().parents[1]
    result = subprocess.run([sys.executable, "-m", "mtgdesk", "--help"], capture_output=True, text=True, cwd=root,
                            timeout=60)
    assert result.returncode == 0
    for option in ("--smoke", "--screenshot", "--lang", "--version", "check", "sim", "cards"):
        assert option in result.stdout, option
