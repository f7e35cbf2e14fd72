"""Bad settings and saved games (issue 15): reported with the file and the line, set aside as
``NAME.bad-<date>``, never overwritten; links written through; temporary files cleaned up."""
from __future__ import annotations

import json
import os
import signal
import stat
import subprocess
import sys
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from mtgdesk.problems import FileProblem
from mtgdesk.storage import Settings, atomic_write_bytes, autosave_path, load_settings, save_settings
from mtgdesk.storage.saves import SavedGame, SaveError, check_autosave, read_autosave, save_autosave
from mtgdesk.storage.settings import read_settings_file, settings_path

ROOT = Path(__file__).resolve().parents[2]

BAD_SETTINGS = [
    ("deep", '{"language": ' + "[" * 1000 + "]" * 1000 + "}", 1, "levels deep"),
    ("digits", '{\n"animation_speed": ' + "1" * 4301 + "}", 2, "digits"),
    ("nan", '{\n\n"animation_speed": NaN}', 3, "NaN"),
    ("corrupt", '{"auto_pay": true,\n "language": "fr"', 2, "not valid JSON"),
    ("type", '{\n "auto_pay": "yes"}', 2, "auto_pay: expected bool"),
    ("bom", "\ufeff" + '{"language": 3}', 1, "language: expected str"),
]


def _asides(path: Path) -> list[Path]:
    return sorted(path.parent.glob(path.name + ".bad-*"))


@pytest.mark.parametrize("name, text, line, words", BAD_SETTINGS, ids=[c[0] for c in BAD_SETTINGS])
def test_bad_settings_reported_and_set_aside(name: str, text: str, line: int, words: str) -> None:
    path = settings_path()
    path.parent.mkdir(parents=True)
    path.write_text(text, encoding="utf-8")
    with pytest.raises(FileProblem) as info:
        read_settings_file(path)
    assert info.value.file == str(path) and info.value.line == line and words in info.value.problem
    loaded = load_settings(set_aside=True)
    assert loaded == Settings()
    (aside,) = _asides(path)
    assert loaded.problems == [f"{info.value} (the file was kept as {aside.name})"]
    assert aside.read_text(encoding="utf-8") == text and not path.exists()
    save_settings(Settings(language="ru"))
    assert aside.read_text(encoding="utf-8") == text
    assert load_settings().language == "ru"


def test_a_bad_settings_file_is_never_overwritten_by_a_save() -> None:
    path = settings_path()
    path.parent.mkdir(parents=True)
    path.write_text("{oops", encoding="utf-8")
    assert load_settings().problems  # read without setting aside...
    save_settings(Settings(language="fr"))  # ...the save keeps it
    (aside,) = _asides(path)
    assert aside.read_text(encoding="utf-8") == "{oops"
    assert json.loads(path.read_text(encoding="utf-8"))["language"] == "fr"


def test_a_symlinked_settings_file_is_written_through(tmp_path: Path) -> None:
    real = tmp_path / "dotfiles" / "mtgdesk.json"
    real.parent.mkdir()
    save_settings(Settings(language="fr"), real)
    settings_path().parent.mkdir(parents=True)
    settings_path().symlink_to(real)
    save_settings(Settings(language="ru"))
    assert settings_path().is_symlink() and os.readlink(settings_path()) == str(real)
    assert json.loads(real.read_text(encoding="utf-8"))["language"] == "ru"
    assert load_settings().language == "ru"


def test_stale_temporary_files_are_removed_and_the_directory_synced(monkeypatch: pytest.MonkeyPatch,
                                                                    tmp_path: Path) -> None:
    target = tmp_path / "settings.json"
    for n in range(5):
        (tmp_path / f".settings.json.k{n}.tmp").write_text("half")
    (tmp_path / ".other.json.k.tmp").write_text("not ours")
    synced: list[bool] = []
    real_fsync = os.fsync
    monkeypatch.setattr(os, "fsync", lambda fd: (synced.append(stat.S_ISDIR(os.fstat(fd).st_mode)), real_fsync(fd)))
    atomic_write_bytes(target, b"{}")
    assert sorted(p.name for p in tmp_path.iterdir()) == [".other.json.k.tmp", "settings.json"]
    assert synced == [False, True]  # the file, then its directory after the rename


def test_the_mode_of_the_replaced_file_is_kept(tmp_path: Path) -> None:
    target = tmp_path / "f"
    target.write_text("x")
    target.chmod(0o644)
    atomic_write_bytes(target, b"y")
    assert stat.S_IMODE(target.stat().st_mode) == 0o644


@pytest.mark.slow
def test_writes_killed_in_a_loop_leave_nothing_behind(tmp_path: Path) -> None:
    """A writer killed while it rewrites a file again and again leaves the file whole (one
    write's data or the next one's) and no temporary file once the next write is done. Each
    kill waits for the writer to say it has replaced the file once to three times (not for a
    fixed time, which a loaded machine may not reach): it then lands in a later write."""
    target = tmp_path / "autosave.json"
    code = ("import sys; from mtgdesk.storage.atomic import atomic_write_bytes\n"
            "n = 0\nwhile True:\n    n += 1; atomic_write_bytes(sys.argv[1], str(n).encode() * 300_000)\n"
            "    print(n, flush=True)\n")
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    for writes in (1, 3, 2, 1, 3, 2):
        proc = subprocess.Popen([sys.executable, "-c", code, str(target)], env=env, stdout=subprocess.PIPE,
                                text=True)
        assert proc.stdout is not None
        for n in range(1, writes + 1):
            assert proc.stdout.readline() == f"{n}\n"  # the n-th write replaced the file
        os.kill(proc.pid, signal.SIGKILL)
        proc.wait()
        proc.stdout.close()
        data = target.read_bytes()
        assert data == data[: len(data) // 300_000] * 300_000  # whole, never torn
        assert int(data[: len(data) // 300_000]) >= writes  # at least the writes it told of
    atomic_write_bytes(target, b"done")
    assert [p.name for p in tmp_path.iterdir()] == ["autosave.json"]


# ---------------------------------------------------------------------- saved games

GOOD = {"version": 1, "seed": 3, "variant": "modern", "decks": [["Forest"] * 40, ["Island"] * 40],
        "deck_names": ["a", "b"], "players": ["human", "computer"], "player_names": ["", ""], "actions": []}


def _with(**changes: object) -> str:
    return json.dumps({**GOOD, **changes}, indent=1)


BAD_SAVES = [
    ("infinity", _with(seed=0).replace('"seed": 0', '"seed": Infinity'), "Infinity"),
    ("deep", '{"version": 1, "seed": ' + "[" * 1000 + "]" * 1000 + "}", "levels deep"),
    ("four-decks", _with(decks=[["Forest"]] * 4), "decks: expected two lists"),
    ("no-players", _with(players=[]), "players: expected two strings"),
    ("seed-text", _with(seed="x"), "the seed is a whole number"),
    ("bool-seed", _with(seed=True), "the seed is a whole number"),
    ("variant", _with(variant="vintage"), "the variant is"),
    ("action", _with(actions=[{"type": "Action", "player": 0}]), "unknown action type"),
    ("action-field", _with(actions=[{"type": "PassPriority", "player": 0, "x": 1}]), "bad PassPriority"),
    ("player-ref", _with(actions=[{"type": "ChooseTargets", "player": 0, "targets": [{"player": 7}]}]),
     "unexpected object"),
    ("not-object", "[1, 2]", "expected a JSON object"),
    ("empty", "", "not valid JSON"),
]


@pytest.mark.parametrize("name, text, words", BAD_SAVES, ids=[c[0] for c in BAD_SAVES])
def test_bad_autosave_named_and_set_aside(name: str, text: str, words: str) -> None:
    path = autosave_path()
    path.parent.mkdir(parents=True)
    path.write_text(text, encoding="utf-8")
    with pytest.raises(SaveError) as info:
        read_autosave()
    assert info.value.file == str(path) and words in info.value.problem
    problem = check_autosave()
    assert problem is not None and words in problem.problem and str(path) in str(problem)
    (aside,) = _asides(path)
    assert aside.read_text(encoding="utf-8") == text and not path.exists()


def test_an_autosave_that_no_longer_replays_is_set_aside() -> None:
    path = autosave_path()
    path.parent.mkdir(parents=True)
    path.write_text(_with(actions=[{"type": "PassPriority", "player": 0}] * 3), encoding="utf-8")
    problem = check_autosave()
    assert problem is not None and "action 1 (PassPriority) can't be replayed" in problem.problem
    assert _asides(path) and not path.exists()


def test_a_new_game_never_overwrites_a_bad_autosave() -> None:
    path = autosave_path()
    path.parent.mkdir(parents=True)
    path.write_text('{"seed": Infinity}', encoding="utf-8")
    save_autosave(SavedGame.from_json(_with()))
    (aside,) = _asides(path)
    assert aside.read_text(encoding="utf-8") == '{"seed": Infinity}'
    assert read_autosave() is not None


_keys = st.sampled_from(["version", "seed", "decks", "players", "deck_names", "player_names", "variant", "actions",
                         "type", "player", "card", "targets", "x"])
_leaf = st.one_of(st.integers(-3, 3), st.booleans(), st.none(), st.sampled_from(["Forest", "human", "modern", "PassPriority"]))
_json = st.recursive(_leaf, lambda inner: st.one_of(st.lists(inner, max_size=4), st.dictionaries(_keys, inner, max_size=5)),
                     max_leaves=25)
_fuzz = settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow, HealthCheck.function_scoped_fixture])


@_fuzz
@given(_json)
def test_any_json_is_a_saved_game_or_an_error(data: object) -> None:
    base = dict(GOOD)
    if isinstance(data, dict):
        base.update(data)
    for text in (json.dumps(data), json.dumps(base)):
        try:
            saved = SavedGame.from_json(text, "s.json")
        except SaveError as exc:
            assert exc.file == "s.json"
        else:
            try:
                saved.replay()
            except SaveError:
                pass


@_fuzz
@given(_json)
def test_any_json_is_settings_or_defaults_with_a_problem(data: object) -> None:
    path = settings_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(data), encoding="utf-8")
    loaded = load_settings()
    assert isinstance(loaded, Settings)
    assert not loaded.problems or loaded.problems[0].startswith(str(path))


def test_a_settings_link_to_a_device_or_a_pipe_is_set_aside_not_followed(tmp_path: Path) -> None:
    fifo = tmp_path / "fifo"
    os.mkfifo(fifo)
    for target in (Path("/dev/zero"), fifo, tmp_path):
        settings_path().parent.mkdir(parents=True, exist_ok=True)
        settings_path().symlink_to(target)
        loaded = load_settings(set_aside=True)
        assert loaded == Settings() and "not a file" in loaded.problems[0], target
        (aside,) = _asides(settings_path())
        assert aside.is_symlink() and os.readlink(aside) == str(target)
        aside.unlink()
        save_settings(Settings(language="fr"))
        assert settings_path().is_file() and not settings_path().is_symlink()
        settings_path().unlink()
    assert stat.S_ISCHR(os.stat("/dev/zero").st_mode) and stat.S_ISFIFO(os.stat(fifo).st_mode)


def test_no_write_replaces_what_is_not_a_regular_file(tmp_path: Path) -> None:
    link = tmp_path / "link"
    link.symlink_to("/dev/null")
    with pytest.raises(OSError, match="not a regular file"):
        atomic_write_bytes(link, b"x")
    assert stat.S_ISCHR(os.stat("/dev/null").st_mode) and link.is_symlink()
