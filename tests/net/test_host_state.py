"""What a hosted game holds (``mtgdesk.net.host_state``): each game dealt commits the host to its
seed and both decks before it begins, the guest's seat sees only its own hand (CR 400.2), and
every action played is kept, encoded, for the reveal at the end."""
from __future__ import annotations

import pytest

from mtgdesk.engine import actions as A
from mtgdesk.net import fair
from mtgdesk.net.host_state import GUEST_SEAT, HOST_SEAT, HostState
from tests.net.helpers import FAST, deck, pool


def _state(**kw: object) -> HostState:
    return HostState(pool(), deck(0), None, seed=5, settings=FAST, **kw)  # type: ignore[arg-type]


def test_a_game_dealt_is_committed_to_its_seed_and_both_decks() -> None:
    state = _state()
    state._new_game(deck(3))
    assert state.game is not None and state.decks == [deck(0), deck(3)]
    assert state.commitments == [fair.commitment(5, state.salt, [deck(0), deck(3)])]
    state._new_game(deck(3))  # the next game of a match: a commitment of its own
    assert len(state.commitments) == 2


def test_cr400_2_each_seat_sees_its_own_hand_and_not_the_others() -> None:
    state = _state()
    state._new_game(deck(3))
    assert state.game is not None and state.projection is not None and state.local is not None
    assert state.projection.player == GUEST_SEAT and state.local.player == HOST_SEAT
    host_hand = set(state.game.players[HOST_SEAT].hand)
    assert host_hand and not host_hand & set(state.projection._visible_ids())


def test_every_action_played_is_kept_encoded_for_the_reveal() -> None:
    state = _state()
    state._new_game(deck(3))
    assert state.game is not None
    for _ in range(3):
        legal = state.game.legal_actions()
        state._apply(next((a for a in legal if isinstance(a, (A.Keep, A.PassPriority))), legal[0]))
    assert len(state.actions) == 3 and all(isinstance(a, dict) for a in state.actions)


def test_a_match_is_the_best_of_one_or_of_three() -> None:
    with pytest.raises(ValueError, match="best of 1 or of 3"):
        _state(best_of=2)
