"""A match (ui/games/match.py): one game, or the best of three, where a draw doesn't count."""
from __future__ import annotations

from mtgdesk.ui.games.match import Match


def test_the_best_of_three_is_won_with_two_games() -> None:
    match = Match(best_of=3)
    assert match.needed == 2
    match.record(0)
    assert not match.decided
    match.record(None)  # a draw counts for no one
    match.record(1)
    assert match.wins == [1, 1] and match.games == 3 and not match.decided
    match.record(1)
    assert match.decided and match.wins == [1, 2]


def test_a_single_game_decides_and_drawn_matches_end(qapp) -> None:  # type: ignore[no-untyped-def]
    one = Match()
    one.record(0)
    assert one.decided and one.score_text(["Ann", "Bob"]).endswith("Ann wins the match.")
    drawn = Match(best_of=1)
    drawn.record(None)
    assert not drawn.decided  # a drawn game is played again...
    drawn.record(None)
    drawn.record(None)
    assert drawn.decided and drawn.score_text(["Ann", "Bob"]).endswith("The match is drawn.")  # ...a little
    assert Match(best_of=3).score_text(["Ann", "Bob"]) == "Match (best of 3): Ann 0 – 0 Bob"
