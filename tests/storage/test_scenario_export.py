"""Save position as scenario: positions from real games, written and run by `mtgdesk check`."""
from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from mtgdesk.ai.random_player import RandomPlayer
from mtgdesk.decks.precons import precons
from mtgdesk.engine import Step, Zone
from mtgdesk.engine import actions as A
from mtgdesk.storage.scenario_export import PositionRefused, scenario_text
from mtgdesk.storage.scenario_sizes import MAX_ZONE
from mtgdesk.scenario.loader import parse_scenario
from mtgdesk.scenario.runner import run_scenario
from mtgdesk.scenario.setup import build_game
from mtgdesk.storage.saves import SavedGame
from tests.helpers.games import find, position

ROOT = Path(__file__).resolve().parents[2]


def positions(seed: int, every: int = 7, limit: int = 700):
    """Positions of a game between random players that a scenario can hold."""
    decks = precons()
    saved = SavedGame(seed=seed, decks=[[c.name for c in decks[seed % 5].cards()],
                                        [c.name for c in decks[(seed + 3) % 10].cards()]])
    game = saved.new_game()
    for n in range(limit):
        if game.over:
            return
        d = game.decision
        game.apply(RandomPlayer(seed * 1000 + n).choose(game.view(d.player), d))
        if n % every == 0:
            try:
                text = scenario_text(game)
            except ValueError:
                continue
            yield game, text


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_saved_positions_load_and_pass(seed: int) -> None:
    found = 0
    for game, text in positions(seed):
        sc = parse_scenario(text, "position.toml")
        assert run_scenario(sc) == [], text
        built = build_game(sc)
        for p in (0, 1):
            assert [built.objects[i].card.name for i in built.players[p].library] == \
                   [game.objects[i].card.name for i in game.players[p].library]
            assert sorted(built.objects[i].card.name for i in built.players[p].hand) == \
                   sorted(game.objects[i].card.name for i in game.players[p].hand)
        attached = sorted((game.objects[i].card.name, game.objects[game.objects[i].attached_to].card.name)
                          for i in game.battlefield if game.objects[i].attached_to is not None)
        assert attached == sorted((built.objects[i].card.name, built.objects[built.objects[i].attached_to].card.name)
                                  for i in built.battlefield if built.objects[i].attached_to is not None)
        found += 1
    assert found > 5


def test_a_position_with_something_on_the_stack_is_refused() -> None:
    game = position(Step.MAIN1, a_hand=["Shock"], a_battlefield=["Mountain"], b_battlefield=["Grizzly Bears"])
    game.apply(A.CastSpell(0, find(game, "Shock", Zone.HAND)))
    with pytest.raises(PositionRefused, match="decision other than priority|stack") as refused:
        scenario_text(game)
    assert refused.value.reason in ("decision", "stack")


def test_a_refusal_is_an_id_with_its_arguments() -> None:
    """The reasons are ids and values (ui/ words them in the interface's language): mana in a
    pool names the player; a zone too large names the player, the zone, its size and the limit."""
    game = position(Step.MAIN1, a_battlefield=["Mountain"])
    game.apply(next(a for a in game.legal_actions() if isinstance(a, A.ActivateAbility)))
    with pytest.raises(PositionRefused) as refused:
        scenario_text(game)
    assert (refused.value.reason, refused.value.args_) == ("mana_pool", {"player": "A"})
    big = position(Step.MAIN1, b_graveyard=["Forest"] * (MAX_ZONE + 1))
    with pytest.raises(PositionRefused) as refused:
        scenario_text(big)
    assert (refused.value.reason, refused.value.args_) == (
        "zone_size", {"player": "B", "zone": "graveyard", "size": MAX_ZONE + 1, "limit": MAX_ZONE})
    big.end_game(0)
    with pytest.raises(PositionRefused) as refused:
        scenario_text(big)
    assert refused.value.reason == "game_over" and isinstance(refused.value, ValueError)


@pytest.mark.slow
def test_mtgdesk_check_runs_a_saved_position(tmp_path: Path) -> None:
    _, text = next(iter(positions(4)))
    path = tmp_path / "position.toml"
    path.write_text(text, encoding="utf-8")
    out = subprocess.run([sys.executable, "-m", "mtgdesk", "check", str(path)], capture_output=True, text=True,
                         env={"PYTHONPATH": str(ROOT), "PATH": "/usr/bin:/bin"})
    assert out.returncode == 0, out.stdout + out.stderr
    assert "1 passed, 0 failed" in out.stdout


@pytest.mark.parametrize("zone", ["library", "graveyard", "battlefield"])
def test_a_zone_larger_than_a_scenario_holds_is_refused_with_the_limit(zone: str) -> None:
    """SCENARIOS.md, "Sizes that are valid": at most 200 objects in a zone. A position with 201
    is refused with the reason, not written as a file that `mtgdesk check` then refuses; 200 is
    written and loads."""
    game = position(**{f"a_{zone}": ["Forest"] * 201})
    with pytest.raises(ValueError, match=rf"A's {zone} holds 201 objects.*at most 200"):
        scenario_text(game)
    game = position(**{f"a_{zone}": ["Forest"] * 200})
    built = build_game(parse_scenario(scenario_text(game), "position.toml"))
    placed = {"library": built.players[0].library, "graveyard": built.players[0].graveyard,
              "battlefield": built.battlefield}[zone]
    assert len(placed) == 200
