"""``mtgdesk sim`` (sim.py): seeded headless games; the same seed plays the same game, a game
stopped at the turn cap is a draw, and the tally adds up."""
from __future__ import annotations

from mtgdesk.sim import SimResult, play_game, simulate
from tests.helpers.games import RED_GREEN, WHITE_BLUE_GREEN


def test_a_seed_plays_the_same_game_again() -> None:
    one = play_game([RED_GREEN, WHITE_BLUE_GREEN], seed=7)
    again = play_game([RED_GREEN, WHITE_BLUE_GREEN], seed=7)
    assert one.over and (one.turn, one.winner) == (again.turn, again.winner)
    assert one.state() == again.state()


def test_check_runs_after_every_action_and_the_cap_stops_a_game() -> None:
    seen: list[int] = []
    game = play_game([RED_GREEN, WHITE_BLUE_GREEN], seed=3, max_turns=2, check=lambda g: seen.append(g.turn))
    assert seen and max(seen) <= 3 and not game.over  # stopped after turn 2, not finished


def test_the_tally_adds_up() -> None:
    result = simulate([RED_GREEN, WHITE_BLUE_GREEN], games=4, seed=10, max_turns=3)
    assert result.games == 4 and sum(result.wins) + result.draws == 4
    assert result.stopped <= result.draws and result.stopped == 4  # three turns end no game here
    assert result.average_turns == result.turns / 4 and result.games_per_second > 0
    assert SimResult().average_turns == 0.0 and SimResult().games_per_second == 0.0
