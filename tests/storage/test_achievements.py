"""Your record and achievements, derived from the game records and puzzle results (issue 36)."""
from __future__ import annotations

from pathlib import Path

import pytest

from mtgdesk.ai.levels import make_player
from mtgdesk.decks.precons import precon
from mtgdesk.storage import achievements as ach
from mtgdesk.storage.achievements import GameFacts, PuzzleResult
from mtgdesk.storage.records import GameRecord, RecordError, RecordWriter

GOBLINS = [c.name for c in precon("Goblin Raid").cards()]
SKIES = [c.name for c in precon("Azure Skies").cards()]


def record(n: int, winner: int | None, *, deck: list[str] = GOBLINS, level: str = "easy", fmt: str = "",
           name: str = "Goblin Raid", players: tuple[str, str] = ("human", "computer"), turn: int = 10,
           over: bool = True) -> GameRecord:
    return GameRecord(seed=n, decks=[deck, SKIES], deck_names=[name, "Azure Skies"], players=list(players),
                      levels=["", level] if players[1] == "computer" else ["", ""], play_format=fmt,
                      state="over" if over else "playing", winner=winner, turn=turn, id=f"g{n:03}",
                      updated=f"2026-01-01T00:00:{n:02}")


def facts(outcome: str = "won", n: int = 1, **kw: object) -> GameFacts:
    base = dict(id=f"g{n}", when=f"2026-01-01T00:00:{n:02}", deck="D", colours=frozenset("R"), level="easy",
                personality="", format="constructed", outcome=outcome, turns=10, life=5, hand=2)
    base.update(kw)
    return GameFacts(**base)  # type: ignore[arg-type]


def test_facts_of_finished_games_against_the_computer_only() -> None:
    records = [record(3, 1), record(1, 0), record(2, None), record(4, 0, over=False),
               record(5, 0, players=("human", "human"))]
    got = ach.game_facts(records, replay=False)
    assert [(f.id, f.outcome) for f in got] == [("g001", "won"), ("g002", "draw"), ("g003", "lost")]
    assert got[0].colours == frozenset("R") and got[0].level == "easy" and got[0].personality == ""
    # The seat: a game where the computer sits first counts from the person's side.
    swapped = GameRecord(seed=9, decks=[SKIES, GOBLINS], deck_names=["Azure Skies", "Goblin Raid"],
                         players=["computer", "human"], levels=["hard", ""], state="over", winner=1, id="s")
    (f,) = ach.game_facts([swapped], replay=False)
    assert (f.deck, f.outcome, f.level, f.colours) == ("Goblin Raid", "won", "hard", frozenset("R"))


def test_the_format_is_the_records_own_word_or_inferred_from_the_deck_size() -> None:
    theme = [c.name for c in precon("Dead Again").cards()]
    got = ach.game_facts([record(1, 1, fmt="draft"), record(2, 1), record(3, 1, deck=theme)], replay=False)
    assert [f.format for f in got] == ["draft", "constructed", "limited"]


def test_summary_by_deck_level_format_streaks_and_turns() -> None:
    outcomes = ["won", "won", "lost", "won", "won", "won", "draw", "lost", "lost"]
    fs = [facts(o, i, deck="A" if i % 2 else "B", level=("easy", "hard")[i % 2], turns=8 + i,
                format="sealed" if i == 3 else "constructed") for i, o in enumerate(outcomes)]
    s = ach.summarize(fs)
    assert (s.total.won, s.total.lost, s.total.drawn) == (5, 3, 1)
    assert s.by_deck["B"].games == 5 and s.by_deck["A"].won == 3
    assert s.by_level["hard"].won == 3 and s.by_format["sealed"].won == 1
    assert s.by_personality == {}  # no record holds one yet
    assert (s.longest_winning_streak, s.longest_losing_streak, s.current_streak) == (3, 2, ("lost", 2))
    assert s.average_turns == pytest.approx(sum(8 + i for i in range(9)) / 9)
    assert s.total.win_rate == pytest.approx(5 / 9)


def test_a_first_win_with_each_colour_and_then_every_colour() -> None:
    fs = [facts("lost", 1, colours=frozenset("WU")), facts("won", 2, colours=frozenset("WU")),
          facts("won", 3, colours=frozenset("BR")), facts("won", 4, colours=frozenset("G"))]
    earned = ach.earned_achievements(fs)
    assert earned["first_win"].by == "g2" and earned["win_W"].by == "g2" and earned["win_U"].by == "g2"
    assert earned["win_B"].by == "g3" and earned["win_G"].by == "g4"
    assert earned["every_colour"].by == "g4"
    assert "every_colour" not in ach.earned_achievements(fs[:3])


def test_a_draft_or_sealed_win_the_hard_level_and_the_end_of_a_game() -> None:
    fs = [facts("lost", 1, format="draft"), facts("won", 2, format="sealed", life=1, hand=3),
          facts("won", 3, format="draft", level="hard", life=20, hand=0)]
    earned = ach.earned_achievements(fs)
    assert earned["win_sealed"].by == "g2" and earned["win_draft"].by == "g3"
    assert earned["beat_hard"].by == "g3" and earned["win_at_one_life"].by == "g2"
    assert earned["win_empty_hand"].by == "g3" and earned["win_untouched"].by == "g3"
    # Unknown end states (a record that didn't replay) earn nothing that needs them.
    assert "win_at_one_life" not in ach.earned_achievements([facts("won", 5, life=None, hand=None)])


def test_winning_streaks_are_games_in_a_row() -> None:
    fs = [facts(o, i) for i, o in enumerate(["won", "won", "lost", "won", "won", "won", "won", "won"])]
    earned = ach.earned_achievements(fs)
    assert earned["streak_3"].by == "g5" and earned["streak_5"].by == "g7"
    assert "streak_3" not in ach.earned_achievements(fs[:5])


def test_every_puzzle_of_a_category_solved() -> None:
    categories = {"lethal": {"lethal_a", "lethal_b"}, "sign": {"sign_a"}}
    results = [PuzzleResult("lethal_a", "lethal", "A", "win", "solved", "2026-01-01T10:00:00"),
               PuzzleResult("lethal_b", "lethal", "B", "win", "lost", "2026-01-01T10:01:00"),
               PuzzleResult("sign_a", "sign", "S", "win", "solved", "2026-01-01T10:02:00")]
    earned = ach.earned_achievements([], results, categories)
    assert earned["first_puzzle"].by == "lethal_a" and earned["puzzles:sign"].by == "sign_a"
    assert "puzzles:lethal" not in earned
    results.append(PuzzleResult("lethal_b", "lethal", "B", "win", "solved", "2026-01-01T10:03:00"))
    earned = ach.earned_achievements([], results, categories)
    assert earned["puzzles:lethal"].by == "lethal_b"
    assert [e.id for e in ach.new_for_game(earned, "lethal_b")] == ["puzzles:lethal"]
    s = ach.summarize([], results)
    assert (s.puzzles_solved, s.puzzles_tried) == (3, 4) and s.by_format["puzzle"].lost == 1


def test_puzzle_categories_come_from_the_file_names() -> None:
    folder = Path(__file__).parents[1] / "puzzles"
    categories = ach.puzzle_categories(folder)
    assert {"lethal", "survive", "sign", "counter", "ability", "combat"} <= set(categories)
    assert "lethal_shock_the_blocker" in categories["lethal"]
    assert ach.puzzle_category(folder / "win_shock_to_the_face.toml") == ""  # not in a category


def test_puzzle_results_are_written_and_read_back(tmp_path: Path) -> None:
    path = tmp_path / "results.json"
    ach.record_puzzle_result("x/categories/lethal_a.toml", "A", "win", "solved", path)
    ach.record_puzzle_result("x/win_b.toml", "B", "win", "lost", path)
    got = ach.list_puzzle_results(path)
    assert [(r.name, r.category, r.verdict) for r in got] == [("lethal_a", "lethal", "solved"), ("win_b", "", "lost")]


def test_a_puzzle_results_file_that_cant_be_read_is_set_aside(tmp_path: Path) -> None:
    path = tmp_path / "results.json"
    path.write_text('{"results": [{"name": 1}]}', encoding="utf-8")
    assert ach.list_puzzle_results(path) == []
    assert not path.exists() and len(list(tmp_path.glob("results.json.bad-*"))) == 1
    path.write_bytes(b"\xff\xfe\x00garbage")
    assert ach.list_puzzle_results(path) == []


def _played(seed: int) -> tuple[GameRecord, object]:
    """A real game, easy against easy, kept as a record (not written)."""
    rec = GameRecord(seed=seed, decks=[GOBLINS, SKIES], deck_names=["Goblin Raid", "Azure Skies"],
                     players=["human", "computer"], levels=["", "easy"], id=f"real{seed}")
    game = rec.new_game()
    writer = RecordWriter(rec, game, write=False)
    players = [make_player("easy", 1), make_player("easy", 2)]
    views = [game.view(0), game.view(1)]
    for _ in range(20000):
        if game.over:
            break
        d = game.decision
        action = players[d.player].choose(views[d.player], d)
        game.apply(action)
        writer.applied(action, game)
    return rec, game


def test_life_and_hand_at_the_end_come_from_the_replay_and_are_cached(monkeypatch: pytest.MonkeyPatch) -> None:
    rec, game = next((r, g) for r, g in map(_played, range(1, 12)) if g.over and g.winner == 0)
    cache: dict[str, list[int]] = {}
    (f,) = ach.game_facts([rec], cache)
    assert (f.outcome, f.life, f.hand) == ("won", game.players[0].life, len(game.players[0].hand))
    assert cache[rec.id] == [len(rec.actions), f.life, f.hand]
    monkeypatch.setattr(ach, "end_state", lambda *_: (_ for _ in ()).throw(AssertionError("replayed")))
    assert ach.game_facts([rec], cache) == [f]  # from the cache, no replay


def test_the_end_state_cache_survives_a_bad_file(tmp_path: Path) -> None:
    path = tmp_path / ".end-states.json"
    ach.save_end_states({"a": [3, 1, 0]}, path)
    assert ach.load_end_states(path) == {"a": [3, 1, 0]}
    path.write_text("{not json", encoding="utf-8")
    assert ach.load_end_states(path) == {}


def test_a_record_keeps_what_was_played() -> None:
    rec = GameRecord(seed=1, decks=[GOBLINS, SKIES], play_format="sealed", id="f")
    assert GameRecord.from_json(rec.to_json()).play_format == "sealed"
    assert "play_format" not in GameRecord(seed=1, decks=[GOBLINS, SKIES]).to_data()
    bad = rec.to_json().replace('"sealed"', '"chess"')
    with pytest.raises(RecordError, match="play_format"):
        GameRecord.from_json(bad, "f.json")


def test_an_end_state_achievement_is_not_claimed_while_an_earlier_end_is_unknown() -> None:
    """The game-over dialog replays only the game just ended: an earlier won game not replayed
    yet might have been the first at 1 life, so the new game doesn't claim it."""
    fs = [facts("won", 1, life=None, hand=None), facts("won", 2, life=1, hand=0)]
    earned = ach.earned_achievements(fs)
    assert earned["win_at_one_life"].by == "g2"
    assert [e.id for e in ach.new_for_game(earned, "g2", fs)] == []  # first_win etc. were g1's
    assert {e.id for e in ach.new_for_game(earned, "g2")} == {"win_at_one_life", "win_empty_hand"}
    known = [facts("won", 1, life=5, hand=2), facts("won", 2, life=1, hand=0)]
    assert {e.id for e in ach.new_for_game(ach.earned_achievements(known), "g2", known)} == {
        "win_at_one_life", "win_empty_hand"}


def test_only_the_games_asked_for_are_replayed() -> None:
    rec, game = next((r, g) for r, g in map(_played, range(1, 12)) if g.over and g.winner == 0)
    other = GameRecord.from_json(rec.to_json())
    other.id = "other"
    got = {f.id: f for f in ach.game_facts([rec, other], {}, replay={rec.id})}
    assert got[rec.id].life == game.players[0].life and got["other"].life is None
