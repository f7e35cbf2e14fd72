"""The headless commands: ``mtgdesk sim`` and bad input to it."""
from __future__ import annotations

import subprocess
import sys
from pathlib import Path

BENCH_DECKS = Path(__file__).resolve().parents[1] / "bench" / "decks"


def run(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "mtgdesk", *args], capture_output=True, text=True, timeout=300)


def test_sim_prints_results() -> None:
    out = run("sim", str(BENCH_DECKS / "red-green-40.txt"), str(BENCH_DECKS / "white-green-40.txt"), "-n", "6", "--seed", "3")
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
    args = ("sim", str(BENCH_DECKS / "red-green-40.txt"), str(BENCH_DECKS / "white-green-40.txt"), "-n", "4", "--seed", "9")
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
              "--variant", "classic")
    assert out.returncode == 0 and "classic rules" in out.stdout


def test_sim_with_named_players() -> None:
    out = run("sim", str(BENCH_DECKS / "red-green-40.txt"), str(BENCH_DECKS / "white-green-40.txt"), "-n", "2",
              "--players", "easy,random")
    assert out.returncode == 0, out.stderr
    assert out.stdout.splitlines()[0].endswith("players easy, random")
    bad = run("sim", str(BENCH_DECKS / "red-green-40.txt"), str(BENCH_DECKS / "white-green-40.txt"),
              "--players", "easy,grandmaster")
    assert bad.returncode == 2 and "grandmaster" in bad.stderr and "Traceback" not in bad.stderr
