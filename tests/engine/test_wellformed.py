"""``Game.apply`` refuses anything that is not a well-formed action with ``IllegalAction``
(CR 117.1, and the rule the action type answers), leaving the game as it was (issue 15)."""
from __future__ import annotations

import dataclasses
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from mtgdesk.engine import Game, IllegalAction, PlayerRef, fastpaths
from mtgdesk.engine import actions as A
from mtgdesk.engine.wellformed import ACTION_RULES
from mtgdesk.scenario import parse_scenario
from mtgdesk.scenario.setup import build_game
from tests.engine.test_illegal_actions import random_position

ACTION_TYPES = [c for c in vars(A).values() if isinstance(c, type) and issubclass(c, A.Action) and c is not A.Action]


def test_every_action_type_names_its_rule() -> None:
    assert set(ACTION_RULES) == set(ACTION_TYPES)


def _refused(game: Game, action: Any, rule: str, message: str) -> None:
    before = game.state()
    with pytest.raises(IllegalAction) as info:
        game.apply(action)
    assert (info.value.rule, info.value.message) == (rule, message)
    assert game.state() == before


@pytest.mark.parametrize("thing", [None, "pass", 0, object(), {"type": "PassPriority", "player": 0}, A.Action(0)])
def test_what_is_not_an_action_is_refused(thing: Any) -> None:
    _refused(random_position(1, 0), thing, "117.1", "unknown_action")


def test_actions_with_fields_of_the_wrong_type_are_refused() -> None:
    game = random_position(3, 30)
    p = game.decision.player
    cases = [
        (A.PassPriority("0"), "117.3d"), (A.PassPriority(True), "117.3d"), (A.PassPriority(2), "117.3d"),
        (A.PlayLand(p, "12"), "305.1"), (A.PlayLand(p, 1.5), "305.1"), (A.CastSpell(p, None), "601.2a"),
        (A.CastSpell(p, 10**40), "601.2a"), (A.ChooseTargets(p, [1]), "601.2c"),
        (A.ChooseTargets(p, ({"player": 1},)), "601.2c"), (A.ChooseTargets(p, (1.5,)), "601.2c"),
        (A.ChooseOption(p, [1]), "608.2d"),
        (A.AssignCombatDamage(p, 1, ((1, "2"),)), "510.1c"), (A.AssignCombatDamage(p, 1, ((1,),)), "510.1c"),
        (A.ActivateAbility(p, 1, 0, mana_choice=5), "602.2"), (A.Discard(p, (1, None)), "701.9"),
        (A.PutOnBottom(p, tuple(range(5000))), "103.5"), (A.ChooseX(p, True), "601.2b"),
    ]
    if fastpaths.COMPILED:  # a compiled PlayerRef can't even be made with a text for its index
        with pytest.raises(TypeError):
            PlayerRef("1")  # type: ignore[arg-type]
    else:
        cases.append((A.ChooseOption(p, PlayerRef("1")), "608.2d"))  # type: ignore[arg-type]
    for action, rule in cases:
        _refused(game, action, rule, "malformed_action")


def _position(text: str) -> Game:
    return build_game(parse_scenario(text, "t.toml"))


def test_an_impossible_mana_choice_is_refused() -> None:
    game = _position('[A]\nbattlefield = ["Forest"]\n[[step]]\nexpect = ["A pool empty"]\n')
    forest = next(i for i in game.battlefield if game.objects[i].card.name == "Forest")
    _refused(game, A.ActivateAbility(0, forest, 0, mana_choice="U"), "605.3b", "mana_choice")
    game.apply(A.ActivateAbility(0, forest, 0, mana_choice="G"))  # what it makes: allowed
    assert game.mana_pool(0) == "G"


_values = st.one_of(st.none(), st.booleans(), st.integers(-5, 300), st.integers(), st.text(max_size=3),
                    st.floats(allow_nan=True), st.builds(PlayerRef, st.integers(-1, 2)),
                    st.lists(st.integers(0, 50), max_size=3), st.tuples(st.integers(0, 80)),
                    st.tuples(st.tuples(st.integers(0, 80), st.integers(-1, 5))),
                    st.dictionaries(st.text(max_size=2), st.integers(), max_size=2))


@st.composite
def _actions(draw: st.DrawFn) -> A.Action:
    cls = draw(st.sampled_from(ACTION_TYPES))
    return cls(**{f.name: draw(_values if f.name != "player" or draw(st.booleans()) else st.integers(0, 1))
                  for f in dataclasses.fields(cls)})


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.integers(0, 20), st.integers(0, 120), st.lists(_actions(), min_size=1, max_size=5))
def test_anything_applied_is_carried_out_or_refused(seed: int, steps: int, actions: list[A.Action]) -> None:
    game = random_position(seed, steps)
    for action in actions:
        if game.over:
            break
        before = game.state()
        try:
            game.apply(action)
        except IllegalAction:
            assert game.state() == before
