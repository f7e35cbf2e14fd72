"""The computer's personalities as data (issue 34): the shipped file, its checks, what each
personality changes in the search, and the deck it chooses."""
from __future__ import annotations

import random
from pathlib import Path

import pytest

from mtgdesk.ai.evaluate import FEATURES, evaluate
from mtgdesk.ai.levels import make_player
from mtgdesk.ai.personalities import (
    choose_deck,
    deck_liking,
    deck_traits,
    load_personalities,
    parse_personalities,
    personalities,
    personality,
)
from mtgdesk.decks.precons import precon, precons
from mtgdesk.problems import FileProblem
from tests.helpers.games import position


def test_the_shipped_personalities_load() -> None:
    known = personalities()
    assert {"balanced", "aggressive", "cautious", "control"} <= set(known)
    assert known["aggressive"].aggression > known["balanced"].aggression > known["cautious"].aggression


def test_balanced_is_the_fitted_evaluation() -> None:
    """The default personality leaves the evaluation fitted to who wins (bench/fit_evaluation.py)."""
    mine, theirs = personality("balanced").weights()
    game = position(a_battlefield=["Grizzly Bears"], b_battlefield=["Forest"])
    assert evaluate(game, 0, (mine, theirs)) == pytest.approx(evaluate(game, 0))
    assert len(mine) == len(theirs) == len(FEATURES)


def test_an_aggressive_player_values_the_opponents_life_more() -> None:
    hurt = position()
    hurt.players[1].life = 14
    calm = position()
    gain = {name: evaluate(hurt, 0, personality(name).weights()) - evaluate(calm, 0, personality(name).weights())
            for name in ("aggressive", "cautious")}
    assert gain["aggressive"] > gain["cautious"] > 0


@pytest.mark.parametrize("name", ["aggressive", "cautious", "control"])
def test_a_level_plays_with_its_personality(name: str) -> None:
    player = make_player("hard", 1, personality_name=name)
    who = personality(name)
    assert player.weights == who.weights()
    assert (player.settings.read_tells, player.settings.hold_counters) == (who.read_tells, who.hold_counters)
    assert player.settings.budget == make_player("hard", 1).settings.budget  # the level says how long


def test_an_unknown_personality_is_named() -> None:
    with pytest.raises(KeyError, match="the personalities are: balanced"):
        make_player("hard", 1, personality_name="reckless")


GOOD = "[calm]\nlife = 1.2\nread_tells = 3\nhold_counters = true\n"


@pytest.mark.parametrize("text, line, words", [
    ("[calm]\nlife = 1.2\nrage = 3\n", 3, "unknown parameter 'rage' in [calm]"),
    ("[calm]\nlife = \"high\"\n", 2, "life in [calm] must be a number"),
    ("[calm]\nlife = 9.0\n", 2, "life in [calm] must be between 0.1 and 5"),
    ("[calm]\nread_tells = 2.5\n", 2, "read_tells in [calm] must be a whole number"),
    ("[calm]\nhold_counters = 1\n", 2, "hold_counters in [calm] must be true or false"),
    ("[calm]\nlife = \n", 2, "not valid TOML"),
    ("calm = 3\n", 1, "'calm' must be a table"),
    ("", None, "no personality"),
])
def test_a_bad_file_names_the_file_line_and_problem(tmp_path: Path, text: str, line: int | None, words: str) -> None:
    path = tmp_path / "personalities.toml"
    path.write_text(text, encoding="utf-8")
    with pytest.raises(FileProblem) as caught:
        load_personalities(path)
    assert caught.value.file == str(path) and caught.value.line == line
    assert words in str(caught.value)


def test_a_good_file_is_read(tmp_path: Path) -> None:
    assert parse_personalities(GOOD, "p.toml")["calm"].read_tells == 3
    missing = tmp_path / "none.toml"
    with pytest.raises(FileProblem, match="can't be read"):
        load_personalities(missing)


def test_deck_traits_read_the_curve_and_the_creatures() -> None:
    goblins = deck_traits(precon("Goblin Raid").cards())
    wisdom = deck_traits(precon("Tidal Wisdom").cards())
    assert goblins[0] > wisdom[0]  # more creatures
    assert wisdom[2] > goblins[2]  # more instants


def test_the_computer_chooses_a_deck_that_suits_it() -> None:
    decks = list(precons())
    for name in ("aggressive", "control"):
        who = personality(name)
        best = sorted(deck_liking(who, d.cards()) for d in decks)[-3]
        for seed in range(6):
            assert deck_liking(who, choose_deck(who, decks, random.Random(seed)).cards()) >= best
    aggressive = [choose_deck(personality("aggressive"), decks, random.Random(s)).name for s in range(6)]
    control = [choose_deck(personality("control"), decks, random.Random(s)).name for s in range(6)]
    assert set(aggressive).isdisjoint(control)

