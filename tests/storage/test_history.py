"""A game's history from its record (storage/history.py): every position of a replay, the turn
of each action, per-turn figures, and the statistics of wins against the computer."""
from __future__ import annotations

from mtgdesk.storage.history import CHECKPOINT, GameHistory, win_statistics
from mtgdesk.storage.records import GameRecord
from tests.storage.test_records import decks, play


def test_every_position_of_the_replay_is_the_game_after_that_many_actions() -> None:
    record = GameRecord(seed=5, decks=decks())
    game = play(record, CHECKPOINT + 40)
    history = GameHistory.of(record)
    assert len(history) == len(record.actions) == CHECKPOINT + 40
    assert history.position(len(history)).state() == game.state()  # type: ignore[attr-defined]
    start = record.new_game()
    assert history.position(0).state() == start.state() and history.position(-5).state() == start.state()
    middle = record.new_game()
    for action in history.actions[:CHECKPOINT + 3]:
        middle.apply(action)
    assert history.position(CHECKPOINT + 3).state() == middle.state()  # from the checkpoint, 3 actions on


def test_turns_and_their_figures() -> None:
    record = GameRecord(seed=6, decks=decks())
    game = play(record, 150)
    history = GameHistory.of(record)
    assert history.turns == sorted(history.turns) and history.turns[-1] == game.turn  # type: ignore[attr-defined]
    starts = history.turn_starts()
    assert starts[0] == 1 and len(starts) == len(set(history.turns))
    assert [p.turn for p in history.points] == list(range(1, game.turn + 1))  # type: ignore[attr-defined]
    last = history.points[-1]
    assert last.life == (game.players[0].life, game.players[1].life)  # type: ignore[attr-defined]
    assert last.hand == (len(game.players[0].hand), len(game.players[1].hand))  # type: ignore[attr-defined]
    assert all(min(p.mana_spent) >= 0 for p in history.points) and any(sum(p.mana_spent) for p in history.points)


def test_wins_are_counted_by_deck_opponent_and_level_against_the_computer_only() -> None:
    def finished(winner: int | None, names: list[str], levels: list[str],
                 players: list[str] | None = None) -> GameRecord:
        r = GameRecord(seed=1, decks=[[], []], deck_names=["Mine", "Theirs"], player_names=names, levels=levels,
                       players=players or ["human", "computer"])
        r.state, r.winner = "over", winner
        return r

    stats = win_statistics([
        finished(0, ["Ann", "Bob"], ["", "easy"]), finished(1, ["Ann", "Bob"], ["", "easy"]),
        finished(None, ["Ann", ""], ["", ""]), finished(0, ["Ann", "Cy"], ["", ""], ["human", "human"]),
    ])
    assert stats["deck"] == {("Mine", "won"): 1, ("Mine", "lost"): 1, ("Mine", "draw"): 1}
    assert stats["opponent"] == {("Bob", "won"): 1, ("Bob", "lost"): 1, ("?", "draw"): 1}
    assert stats["level"] == {("easy", "won"): 1, ("easy", "lost"): 1}
