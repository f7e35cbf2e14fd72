"""An illegal action raises IllegalAction naming a rule, and leaves the game exactly as it was."""
from __future__ import annotations

import re

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from mtgdesk.engine import Game, IllegalAction, PlayerRef
from mtgdesk.engine import actions as A
from mtgdesk.engine.errors import GameOverError
from mtgdesk.ai.random_player import RandomPlayer
from tests.helpers.games import RED_GREEN, WHITE_BLUE_GREEN

RULE = re.compile(r"^\d{3}(\.\d+[a-z]?)?$")


def random_position(seed: int, steps: int) -> Game:
    """The position after ``steps`` random actions from a seeded start."""
    game = Game.new([RED_GREEN, WHITE_BLUE_GREEN], seed=seed)
    players = [RandomPlayer(seed), RandomPlayer(seed + 1)]
    for _ in range(steps):
        if game.over:
            break
        d = game.decision
        game.apply(players[d.player].choose(game.view(d.player), d))
    return game


ids = st.integers(min_value=0, max_value=200)
player = st.integers(min_value=0, max_value=1)
target = st.one_of(ids, player.map(PlayerRef))
action = st.one_of(
    st.builds(A.PassPriority, player),
    st.builds(A.PlayLand, player, ids),
    st.builds(A.CastSpell, player, ids),
    st.builds(A.ActivateAbility, player, ids, st.integers(0, 2)),
    st.builds(A.ChooseX, player, st.integers(-2, 30)),
    st.builds(A.ChooseTargets, player, st.tuples(target) | st.tuples(target, target)),
    st.builds(A.PayAuto, player),
    st.builds(A.PayFromPool, player),
    st.builds(A.DeclareAttacker, player, ids),
    st.builds(A.FinishAttackers, player),
    st.builds(A.DeclareBlocker, player, ids, ids),
    st.builds(A.FinishBlockers, player),
    st.builds(A.Keep, player),
    st.builds(A.Mulligan, player),
    st.builds(A.PutOnBottom, player, st.tuples(ids)),
    st.builds(A.Discard, player, st.tuples(ids)),
    st.builds(A.ChooseOption, player, st.one_of(ids, st.none(), st.booleans())),
    st.builds(A.AssignCombatDamage, player, ids, st.tuples(st.tuples(ids, st.integers(-1, 9)))),
)


@settings(max_examples=400, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 10_000), steps=st.integers(0, 400), actions=st.lists(action, min_size=1, max_size=6))
def test_refused_action_leaves_state_unchanged(seed: int, steps: int, actions: list[A.Action]) -> None:
    game = random_position(seed, steps)
    legal = game.legal_actions()
    for act in actions:
        if game.over:
            return
        before = game.state()
        try:
            game.apply(act)
        except IllegalAction as exc:
            assert RULE.match(exc.rule), exc.rule
            assert exc.message
            assert act not in legal, f"{act} is listed as legal but was refused: {exc}"
            assert game.state() == before, f"{act} was refused ({exc}) but changed the game"
        except GameOverError:
            return
        else:
            assert act in legal, f"{act} was carried out but is not in legal_actions()"
            legal = game.legal_actions()


def test_every_listed_action_is_accepted() -> None:
    """legal_actions() lists only what apply() accepts (checked on clones of many positions)."""
    for seed in range(8):
        for steps in (0, 30, 90, 160, 250):
            game = random_position(seed, steps)
            for act in game.legal_actions():
                game.clone().apply(act)
