"""Game records: the format, its checks, migration and refusal, bad records set aside, undo
points, fuzzing of the loader and a kill-at-random test of the writes."""
from __future__ import annotations

import json
import os
import random
import signal
import subprocess
import sys
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from mtgdesk.ai.random_player import RandomPlayer
from mtgdesk.decks.precons import precons
from mtgdesk.engine import actions as A
from mtgdesk.engine.decisions import Decision, DecisionKind, Question
from mtgdesk.storage.records import (
    FORMAT_VERSION,
    GameRecord,
    RecordError,
    RecordWriter,
    decode_answer,
    encode_answer,
    last_unfinished,
    list_records,
    read_record,
    records_dir,
)
from mtgdesk.storage.saves import SavedGame
from mtgdesk.storage.undo import undo_point

ROOT = Path(__file__).resolve().parents[2]


def decks() -> list[list[str]]:
    return [[c.name for c in d.cards()] for d in precons()[:2]]


def play(record: GameRecord, n: int, write: bool = False) -> object:
    """Play ``n`` more actions by random players (each seeded by the position), recording them."""
    game, _, _ = record.replay()
    writer = RecordWriter(record, game, write=write)
    for _ in range(n):
        if game.over:
            break
        d = game.decision
        action = RandomPlayer(len(record.actions)).choose(game.view(d.player), d)
        game.apply(action)
        writer.applied(action, game)
    return game


def test_a_record_round_trips_and_replays_exactly() -> None:
    record = GameRecord(seed=11, decks=decks(), deck_names=["a", "b"], player_names=["Ann", "Bob"])
    game = play(record, 400, write=True)
    assert record.path is not None and record.path.parent == records_dir()
    loaded = read_record(record.path)
    data = json.loads(record.path.read_text(encoding="utf-8"))
    assert data["format"] == "mtgdesk-game" and data["version"] == FORMAT_VERSION
    assert data["players"][0] == {"kind": "human", "name": "Ann", "deck_name": "a", "deck": decks()[0]}
    assert "level" not in data["players"][1]  # not known: not written
    record.levels = ["", "hard"]
    record.write()
    assert read_record(record.path).levels == ["", "hard"]
    assert loaded.actions == record.actions and loaded.turn == game.turn  # type: ignore[attr-defined]
    assert loaded.replay()[0].state() == game.state()  # type: ignore[attr-defined]


def test_a_choice_is_stored_by_the_index_of_its_option() -> None:
    options = (object(), object(), object())  # engine values: never written themselves
    data = encode_answer(A.ChooseOption(1, options[2]), options)
    assert data == {"type": "ChooseOption", "player": 1, "option_index": 2}
    game = GameRecord(seed=1, decks=decks()).new_game()
    game.decision = Decision(1, DecisionKind.ORDER, Question.ORDER_TRIGGERS, options=options)
    assert decode_answer(json.loads(json.dumps(data)), game).option is options[2]
    with pytest.raises(RecordError, match="option 5 of a decision that has 3"):
        decode_answer({**data, "option_index": 5}, game)


def test_version_1_is_migrated(home: Path) -> None:
    saved = SavedGame(seed=5, decks=decks())
    game = saved.new_game()
    for _ in range(60):
        action = RandomPlayer(3).choose(game.view(game.decision.player), game.decision)
        game.apply(action)
        saved.actions.append(action)
    path = home / "old.json"
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(saved.to_json(), encoding="utf-8")
    record = read_record(path)
    assert len(record.actions) == 60 and record.replay()[0].state() == game.state()


def test_a_future_version_is_refused_with_the_reason(home: Path) -> None:
    record = GameRecord(seed=1, decks=decks())
    data = record.to_data() | {"version": FORMAT_VERSION + 1}
    path = records_dir() / "future.json"
    path.parent.mkdir(parents=True)
    path.write_text(json.dumps(data, indent=1), encoding="utf-8")
    with pytest.raises(RecordError, match="newer mtgdesk") as err:
        read_record(path)
    assert err.value.file == str(path)
    records, problems = list_records()
    assert records == [] and len(problems) == 1 and "kept as future.json.bad-" in problems[0].problem
    assert not path.exists() and len(list(path.parent.glob("future.json.bad-*"))) == 1


BAD = [
    ('{"format": "mtgdesk-game", "version": 2, "seed": Infinity}', "Infinity"),
    ("[" * 5000, "nested"),
    ('{"format": "mtgdesk-game", "version": 2, "seed": 1' + "0" * 40 + "}", "digits"),
    ('{"format": "x"}', "not an mtgdesk game record"),
    ('{"format": "mtgdesk-game", "version": "2"}', "version is a whole number"),
    ("", "not valid JSON"),
]


@pytest.mark.parametrize("text,problem", BAD)
def test_bad_records_are_refused_by_name(home: Path, text: str, problem: str) -> None:
    path = records_dir() / "bad.json"
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text, encoding="utf-8")
    with pytest.raises(RecordError, match=problem) as err:
        read_record(path)
    assert err.value.file == str(path)


def test_the_computers_personality_is_kept_per_seat(home: Path) -> None:
    """Issue 34: the record names the computer's personality; a person's seat has none."""
    record = GameRecord(seed=5, decks=decks(), levels=["", "medium"], personalities=["", "control"])
    play(record, 20, write=True)
    assert record.path is not None
    data = json.loads(record.path.read_text(encoding="utf-8"))
    assert data["players"][1]["personality"] == "control" and "personality" not in data["players"][0]
    loaded = read_record(record.path)
    assert loaded.personalities == ["", "control"] and loaded.levels == ["", "medium"]


def test_a_record_written_before_personalities_loads_as_balanced(home: Path) -> None:
    data = _valid_data()
    data["players"][1]["level"] = "hard"
    assert all("personality" not in p for p in data["players"])  # as an older mtgdesk wrote it
    home.mkdir(parents=True, exist_ok=True)
    path = home / "old.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    loaded = read_record(path)
    assert loaded.players == ["human", "computer"] and loaded.levels == ["", "hard"]
    assert loaded.personalities == ["", "balanced"]
    assert loaded.replay()[0] is not None


def _valid_data() -> dict:
    record = GameRecord(seed=2, decks=decks())
    play(record, 30)
    return record.to_data()


@pytest.mark.parametrize("change,problem", [
    ({"players": [{"kind": "human", "name": "", "deck_name": "", "deck": ["Forest"]}] * 3}, "two players"),
    ({"players": "x"}, "players: expected list"),
    ({"turn": True}, "turn: expected int"),
    ({"state": "paused"}, "the state is"),
    ({"result": {"winner": 7}}, "the result is"),
    ({"players": [{"kind": "human", "name": "", "deck_name": "", "deck": ["Forest"], "level": "hard"}] * 2},
     "level"),
    ({"players": [{"kind": "computer", "name": "", "deck_name": "", "deck": ["Forest"], "level": "godlike"}] * 2},
     "level"),
    ({"players": [{"kind": "computer", "name": "", "deck_name": "", "deck": ["Forest"], "personality": "sly"}] * 2},
     "personality"),
    ({"players": [{"kind": "human", "name": "", "deck_name": "", "deck": ["Forest"], "personality": "control"}] * 2},
     "personality"),
    ({"state": "over", "result": {"winner": 0, "conceded": 0}}, "conceded"),
    ({"state": "over", "result": {"winner": 1, "conceded": True}}, "conceded"),
    ({"actions": [{"type": "Explode", "player": 0}]}, "unknown action type"),
    ({"actions": [{"type": "ChooseOption", "player": 0, "option_index": 3}]}, "option 3 of a decision"),
    ({"undos": [[1, 2]]}, "undos"),
])
def test_wrong_fields_are_refused(change: dict, problem: str) -> None:
    with pytest.raises(RecordError, match=problem):
        GameRecord.from_json(json.dumps(_valid_data() | change), "x.json").replay()


def test_a_concession_is_kept_in_the_record(home: Path) -> None:
    """A concession (CR 104.3a) isn't an engine action: the record keeps who conceded, and the
    game is over with the other player the winner, though its actions alone don't end it."""
    record = GameRecord(seed=2, decks=decks())
    play(record, 30)
    game, _, _ = record.replay()
    writer = RecordWriter(record, game)
    writer.concede(0)
    again = read_record(record.path)
    assert again.over and again.winner == 1 and again.conceded == 0
    assert json.loads(record.path.read_text(encoding="utf-8"))["result"] == {"winner": 1, "conceded": 0}
    assert not again.replay()[0].over
    # A game that ended by the rules has no "conceded".
    record.conceded = None
    assert record.result() == {"winner": 1}


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.recursive(st.none() | st.booleans() | st.integers() | st.floats() | st.text(max_size=20),
                    lambda kids: st.lists(kids, max_size=4) | st.dictionaries(st.text(max_size=8), kids, max_size=4),
                    max_leaves=30),
       st.sampled_from(["seed", "players", "actions", "turn", "state", "result", "undos", "version", "variant",
                        "id", "format"]))
def test_fuzzed_records_load_or_are_refused(value: object, key: str) -> None:
    data = _FUZZ_BASE | {key: value}
    try:
        text = json.dumps(data)
    except ValueError:
        return
    try:
        record = GameRecord.from_json(text, "fuzz.json")
        record.replay()
    except RecordError as exc:
        assert exc.file == "fuzz.json" and exc.problem


@settings(max_examples=200, deadline=None)
@given(st.binary(max_size=300))
def test_fuzzed_bytes_load_or_are_refused(data: bytes) -> None:
    from mtgdesk.userfiles import decode_user_bytes

    try:
        GameRecord.from_json(decode_user_bytes(data, "b.json"), "b.json")
    except Exception as exc:
        assert getattr(exc, "file", None) == "b.json", repr(exc)


_FUZZ_BASE = {}


def setup_module() -> None:
    _FUZZ_BASE.update(_valid_data())


def test_list_records_newest_first_and_last_unfinished(home: Path) -> None:
    a = GameRecord(seed=1, decks=decks(), id="a", updated="2026-01-01T00:00:00")
    b = GameRecord(seed=2, decks=decks(), id="b", updated="2026-02-01T00:00:00", state="over", winner=0)
    a.write()
    b.write()
    records, problems = list_records()
    assert [r.id for r in records] == ["b", "a"] and problems == []
    unfinished = last_unfinished()
    assert unfinished is not None and unfinished.id == "a"


def _undoable_record() -> GameRecord:
    """A game of random players, cut where seat 0 could undo at least twice (the first seed that
    gives one: which seeds do depends on the decks and the engine, not on what is tested)."""
    for seed in range(4, 40):
        record = GameRecord(seed=seed, decks=decks())
        play(record, 200)
        trial = GameRecord(seed=seed, decks=decks(), actions=list(record.actions))
        first = undo_point(trial, 0)
        if first is None:
            continue
        del trial.actions[first:]
        if undo_point(trial, 0) is not None:
            return record
    raise AssertionError("no random game gave two undo points")


def test_undo_goes_back_to_the_previous_own_decision_never_past_a_reveal() -> None:
    record = _undoable_record()
    keep = undo_point(record, 0)
    assert keep is not None
    game, actions, _ = GameRecord(seed=record.seed, decks=decks(), actions=record.actions[:keep]).replay()
    assert game.decision.player == 0
    original = record.replay()[1]
    assert original[keep].player == 0 and not isinstance(original[keep], A.PassPriority)
    # Nothing seat 0 saw is unseen: no card left a library or B's hand after the point.
    from mtgdesk.storage.undo import reveals

    for i, (_, _, evs) in enumerate(record.steps()):
        if i >= keep:
            assert not any(reveals(ev, 0) for ev in evs)


def test_no_undo_before_the_first_decision() -> None:
    record = GameRecord(seed=4, decks=decks())
    assert undo_point(record, 0) is None


CHILD = r"""
import sys
from pathlib import Path
from mtgdesk.ai.random_player import RandomPlayer
from mtgdesk.decks.precons import precons
from mtgdesk.storage.records import GameRecord, RecordWriter, read_record
path = Path(sys.argv[1])
if path.exists():
    record = read_record(path)
else:
    record = GameRecord(seed=9, decks=[[c.name for c in d.cards()] for d in precons()[:2]], id="game")
game, _, _ = record.replay()
writer = RecordWriter(record, game)
print("ready", flush=True)
while not game.over and len(record.actions) < int(sys.argv[2]):
    d = game.decision
    action = RandomPlayer(len(record.actions)).choose(game.view(d.player), d)
    game.apply(action)
    writer.applied(action, game)
    print(len(record.actions), flush=True)  # that many decisions are in the file
print(len(record.actions))
"""


@pytest.mark.slow
def test_killed_at_random_the_game_resumes_at_the_same_decision(home: Path) -> None:
    path = records_dir() / "game.json"
    limit = 1500
    env = {**os.environ, "PYTHONPATH": str(ROOT), "MTGDESK_HOME": str(home)}
    rng = random.Random(17)
    previous: list = []
    for _ in range(8):
        proc = subprocess.Popen([sys.executable, "-c", CHILD, str(path), str(limit)], env=env,
                                stdout=subprocess.PIPE, text=True)
        assert proc.stdout is not None
        assert proc.stdout.readline() == "ready\n"  # replayed what was saved; now playing on
        # Killed once it has written 1 to 60 more decisions (a count, not a time, which a loaded
        # machine may not reach): the kill lands in the decision or the write after them.
        until = len(previous) + rng.randint(1, 60)
        while (line := proc.stdout.readline()) and int(line) < until:
            pass
        os.kill(proc.pid, signal.SIGKILL)
        proc.wait()
        proc.stdout.close()
        if not path.exists():
            continue
        record = read_record(path)  # always a whole record: the old one or the new one
        assert record.actions[:len(previous)] == previous  # nothing decided is lost or changed
        record.replay()
        previous = record.actions
    assert previous  # the kills came after some decisions were written
    done = subprocess.run([sys.executable, "-c", CHILD, str(path), str(limit)], env=env, capture_output=True,
                          text=True, check=True)
    final = read_record(path)
    assert int(done.stdout.split()[-1]) == len(final.actions) and final.actions[:len(previous)] == previous
    # The same game as one never interrupted: the kills changed nothing.
    whole = GameRecord(seed=9, decks=decks(), id="whole")
    game = play(whole, limit)
    assert whole.actions == final.actions and final.replay()[0].state() == game.state()  # type: ignore[attr-defined]
    assert sorted(p.name for p in path.parent.iterdir()) == ["game.json"]  # no temporary file left


def test_undo_goes_several_steps_deep() -> None:
    record = _undoable_record()
    points = []
    for _ in range(3):
        keep = undo_point(record, 0)
        if keep is None:
            break
        points.append(keep)
        del record.actions[keep:]
    assert len(points) >= 2 and points == sorted(points, reverse=True) and len(set(points)) == len(points)
