"""The saved games list (ui/games/saved_games_list.py): the computer's level and who conceded."""
from __future__ import annotations

import pytest

from mtgdesk.storage.records import GameRecord

pytestmark = pytest.mark.gui


def test_the_saved_games_show_the_level_and_who_conceded() -> None:
    from mtgdesk.ui.games.saved_games_list import SavedGamesModel

    model = SavedGamesModel()
    base = dict(seed=1, decks=[[], []], deck_names=["A", "B"])
    conceded = GameRecord(**base, levels=["", "medium"], state="over", winner=1, conceded=0)
    won = GameRecord(**base, levels=["", "easy"], state="over", winner=0)
    hot_seat = GameRecord(**base, players=["human", "human"], player_names=["Ann", ""], state="over",
                          winner=0, conceded=1)
    assert model.opponent(conceded) == "Computer (medium)" and model.state(conceded) == "Lost: you conceded"
    assert model.opponent(won) == "Computer (easy)" and model.state(won) == "Won"
    assert model.state(hot_seat) == "Player 2 conceded"
    old = GameRecord(**base, player_names=["", "Computer"])  # before levels were kept
    assert model.opponent(old) == "Computer"


def test_the_saved_games_name_the_computers_personality_beside_its_level() -> None:
    """Issue 34: one more word in the opponent's cell; a person's seat names none."""
    from mtgdesk.ui.games.saved_games_list import SavedGamesModel

    model = SavedGamesModel()
    base = dict(seed=1, decks=[[], []], deck_names=["A", "B"])
    assert model.opponent(GameRecord(**base, levels=["", "hard"], personalities=["", "cautious"])) == \
        "Computer (hard, cautious)"
    assert model.opponent(GameRecord(**base, personalities=["", "aggressive"])) == "Computer (aggressive)"
    swapped = GameRecord(**base, players=["computer", "human"], levels=["easy", ""], personalities=["control", ""])
    assert model.opponent(swapped) == "Computer (easy, control)"
