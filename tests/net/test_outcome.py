"""How a network game and a match end (``mtgdesk.net.outcome``): the winner of a best of three,
when it is decided, and the lines the headless client prints."""
from __future__ import annotations

from mtgdesk.net.outcome import Outcome, match_decided, match_winner


def test_the_first_to_win_more_than_half_the_games_wins_the_match() -> None:
    assert match_winner([2, 1], 3) == 0 and match_winner([1, 2], 3) == 1
    assert match_winner([1, 1], 3) is None and match_winner([0, 0], 3) is None
    assert match_winner([0, 1], 1) == 1  # a best of one is its game


def test_a_drawn_game_counts_for_nobody_but_a_match_is_not_played_for_ever() -> None:
    assert match_decided([1, 1], 3, 3) is False  # a drawn game: one more
    assert match_decided([1, 1], 3, 5) is True  # but not for ever
    assert match_decided([2, 0], 3, 2) is True
    assert match_decided([0, 0], 1, 1) is False and match_decided([0, 0], 1, 3) is True


def test_the_lines_say_who_won_the_game_and_the_match() -> None:
    names = ["Ann", "Bob"]
    assert Outcome(1, "game", names).line() == "game over: Bob wins"
    assert Outcome(None, "game", names).line() == "game over: draw"
    assert Outcome(None, "saved", names).line() == "game saved"
    game = Outcome(0, "game", names, score=[1, 1], best_of=3, game_number=2)
    assert game.game_line() == "game 2 of 3: Ann wins (1-1)"
    assert Outcome(None, "game", names, score=[0, 0], best_of=3, game_number=1).game_line() == "game 1 of 3: draw (0-0)"
