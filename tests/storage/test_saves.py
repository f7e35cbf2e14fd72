from __future__ import annotations

import pytest

from mtgdesk.ai.random_player import RandomPlayer
from mtgdesk.decks.precons import precons
from mtgdesk.engine import actions as A
from mtgdesk.engine.objects import PlayerRef
from mtgdesk.storage import (
    SavedGame,
    clear_autosave,
    decode_action,
    encode_action,
    load_autosave,
    save_autosave,
)
from mtgdesk.storage.saves import SaveError, autosave_path


@pytest.mark.parametrize("action", [
    A.PassPriority(0), A.PlayLand(1, 7), A.ChooseTargets(0, (12, PlayerRef(1))),
    A.AssignCombatDamage(0, 5, ((6, 2), (PlayerRef(1), 3))), A.ChooseOption(1, None),
    A.ActivateAbility(0, 3, 0, "G"), A.PutOnBottom(0, (1, 2)),
])
def test_actions_round_trip(action: A.Action) -> None:
    assert decode_action(encode_action(action)) == action


def test_unknown_action_type_is_refused() -> None:
    with pytest.raises(SaveError):
        decode_action({"type": "Game", "player": 0})


def _played(n: int) -> SavedGame:
    decks = precons()[:2]
    saved = SavedGame(seed=5, decks=[[c.name for c in d.cards()] for d in decks])
    game = saved.new_game()
    players = [RandomPlayer(1), RandomPlayer(2)]
    for _ in range(n):
        if game.over:
            break
        d = game.decision
        action = players[d.player].choose(game.view(d.player), d)
        game.apply(action)
        saved.actions.append(action)
    saved.final = game  # type: ignore[attr-defined]
    return saved


def test_a_saved_game_replays_exactly() -> None:
    saved = _played(300)
    save_autosave(saved)
    loaded = load_autosave()
    assert loaded is not None and loaded.actions == saved.actions
    assert loaded.replay().state() == saved.final.state()  # type: ignore[attr-defined]


def test_clear_autosave() -> None:
    save_autosave(_played(5))
    assert autosave_path().exists()
    clear_autosave()
    assert load_autosave() is None
    clear_autosave()  # no error when there is none


def test_a_damaged_autosave_is_ignored() -> None:
    autosave_path().parent.mkdir(parents=True)
    autosave_path().write_text('{"version": 1, "seed": "x"}', encoding="utf-8")
    assert load_autosave() is None
