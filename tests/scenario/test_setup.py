"""A scenario's setup made a position (scenario/setup.py, SCENARIOS.md "Setup"): zones as
written, the library's top first, modifiers on the battlefield, Auras attached, errors that name
the line."""
from __future__ import annotations

import pytest

from mtgdesk.engine import Step, Zone
from mtgdesk.scenario.loader import ScenarioError, parse_scenario
from mtgdesk.scenario.setup import build_game

SETUP = """
title = "a setup"
[setup]
turn = 4
active = "B"
step = "upkeep"
[A]
life = 7
hand = ["Shock"]
library = ["Island", "Forest", "Swamp"]
battlefield = ["2 Forest (tapped)", "Grizzly Bears (damage 1, counters +1/+1 2)", "Holy Strength (on Grizzly Bears)"]
[B]
graveyard = ["Hill Giant"]
battlefield = ["Goblin Piker (sick)"]
"""


def _names(game, ids) -> list[str]:  # type: ignore[no-untyped-def]
    return [game.objects[i].card.name for i in ids]


def test_the_position_is_as_written() -> None:
    game = build_game(parse_scenario(SETUP))
    assert (game.turn, game.active, game.step) == (4, 1, Step.UPKEEP)
    assert game.decision.player == 1  # the active player holds priority
    assert [p.life for p in game.players] == [7, 20]
    assert _names(game, game.players[0].library) == ["Swamp", "Forest", "Island"]  # the top is the list's end
    assert _names(game, game.players[0].hand) == ["Shock"]
    assert _names(game, game.players[1].graveyard) == ["Hill Giant"]
    forests = [i for i in game.battlefield if game.objects[i].card.name == "Forest"]
    assert len(forests) == 2 and all(game.objects[i].tapped for i in forests)
    bears = next(i for i in game.battlefield if game.objects[i].card.name == "Grizzly Bears")
    assert game.objects[bears].damage == 1 and game.objects[bears].counters == {"+1/+1": 2}
    ch = game.characteristics(bears)
    assert (ch.power, ch.toughness) == (2 + 2 + 1, 2 + 2 + 2)  # two +1/+1 counters, and Holy Strength's +1/+2
    piker = next(i for i in game.battlefield if game.objects[i].card.name == "Goblin Piker")
    assert game.objects[piker].sick and game.objects[piker].zone is Zone.BATTLEFIELD


@pytest.mark.parametrize("entry, problem", [
    ('"Grizly Bears"', "unknown card 'Grizly Bears'"),
    ('"Forest (upside down)"', "unknown modifier 'upside down'"),
    ('"Holy Strength (on Serra Angel)"', "'on Serra Angel': no such permanent in the setup"),
])
def test_a_bad_entry_names_its_line(entry: str, problem: str) -> None:
    text = SETUP.replace('battlefield = ["Goblin Piker (sick)"]', f"battlefield = [{entry}]")
    with pytest.raises(ScenarioError) as exc:
        build_game(parse_scenario(text, "bad.toml"))
    assert problem in str(exc.value) and str(exc.value).startswith("bad.toml:14")
