"""A seat's view rebuilt from the host's updates (net/remote_view.py): it answers as the engine's
PlayerView does, shows its own hand and only the size of the other (CR 400.2), and refuses an
update that doesn't fit with ``ViewError``, never a crash."""
from __future__ import annotations

import json

import pytest

from mtgdesk.cards import load_pool
from mtgdesk.net import fair
from mtgdesk.net.remote_view import RemoteView, ViewError
from mtgdesk.net.seat import Projection
from tests.net.test_seat import _game, _play


def _recorded(seat: int, steps: int, seed: int = 5) -> tuple[object, list[dict]]:
    """A game played ``steps`` actions and the updates its seat was sent, through JSON."""
    game = _game(seed)
    pool = load_pool()
    updates = [json.loads(json.dumps(Projection(game, seat, frozenset(pool.names)).update(full=True)))]
    for _, _, proj in _play(game, seat, steps):
        updates.append(json.loads(json.dumps(proj.update())))
    return game, updates


def test_cr400_2_a_view_from_recorded_updates_shows_its_own_hand_and_counts_the_other() -> None:
    game, updates = _recorded(1, 60)
    remote = RemoteView(1, load_pool())
    for update in updates:
        remote.apply(update)
    own = remote.hand(1)
    assert isinstance(own, list) and [cv.id for cv in own] == game.players[1].hand
    assert [cv.name for cv in own] == [game.objects[i].card.name for i in game.players[1].hand]
    assert remote.hand(0) == len(game.players[0].hand) and not remote.hand_revealed(0)
    for oid in game.players[0].hand + game.players[0].library + game.players[1].library:
        assert not remote.can_see(oid) and remote.characteristics(oid) is None
    assert [remote.library_size(p) for p in (0, 1)] == [len(game.players[p].library) for p in (0, 1)]
    assert [remote.life(p) for p in (0, 1)] == [game.players[p].life for p in (0, 1)]


def test_a_full_update_replaces_everything_the_view_held() -> None:
    """After a lost connection the host sends a full update: nothing of the old state is kept."""
    _, updates = _recorded(1, 40)
    other, _ = _recorded(1, 25, seed=7)
    remote = RemoteView(1, load_pool())
    for update in updates:
        remote.apply(update)
    pool = load_pool()
    full = json.loads(json.dumps(Projection(other, 1, frozenset(pool.names)).update(full=True)))
    remote.apply(full)
    fresh = RemoteView(1, pool)
    fresh.apply(full)
    assert fair.summary(remote) == fair.summary(fresh)
    assert {cv.id for cv in remote.battlefield()} == {cv.id for cv in fresh.battlefield()}
    with pytest.raises(ViewError):
        remote.apply({"n": remote.n, "objects": {"7": 3}})  # an object that is not a table


def test_a_remote_view_shows_what_the_engine_view_shows_after_every_action() -> None:
    """A seat rebuilt from updates alone answers as the engine's PlayerView does, over a game."""
    game = _game(5)
    pool = load_pool()
    remote = RemoteView(1, pool)
    engine_view = game.view(1)
    remote.apply(json.loads(json.dumps(Projection(game, 1, frozenset(pool.names)).update())))
    checked = 0
    for _, _, proj in _play(game, 1, 400):
        remote.apply(json.loads(json.dumps(proj.update())))
        assert fair.summary(remote) == fair.summary(engine_view)
        assert remote.decision.player == game.decision.player
        if game.decision.player == 1 and not game.over:
            assert remote.legal_actions() == engine_view.legal_actions()
            assert remote.non_mana_actions() == engine_view.non_mana_actions()
            for cv in engine_view.battlefield():
                assert remote.characteristics(cv.id) == cv.characteristics
            checked += 1
    assert checked > 50


def test_a_bad_update_is_a_view_error_not_a_crash() -> None:
    remote = RemoteView(1, load_pool())
    with pytest.raises(ViewError):
        remote.apply({"n": 0, "objects": {"5": {"zone": "hand"}}, "decision": {"player": 1}})


def test_a_guest_view_refuses_mangled_updates_with_view_error_only() -> None:
    """A host that sends nonsense can't crash the guest: each mangled update is refused whole."""
    import random

    game = _game(15)
    pool = load_pool()
    updates = [json.loads(json.dumps(Projection(game, 1, frozenset(pool.names)).update(full=True)))]
    for _, _, proj in _play(game, 1, 120):
        updates.append(json.loads(json.dumps(proj.update())))
    rng = random.Random(5)
    junk = [None, -1, 2 ** 70, "x", [], {}, [[1]], {"$": "os.system"}, {"$option": 3}, True, 1.5]

    def mangle(value: object, depth: int = 0) -> object:
        if isinstance(value, dict) and value and depth < 6:
            key = rng.choice(list(value))
            out = dict(value)
            out[key] = mangle(value[key], depth + 1) if rng.random() < 0.7 else rng.choice(junk)
            return out
        if isinstance(value, list) and value and depth < 6:
            out_list = list(value)
            i = rng.randrange(len(out_list))
            out_list[i] = mangle(out_list[i], depth + 1) if rng.random() < 0.7 else rng.choice(junk)
            return out_list
        return rng.choice(junk)

    refused = 0
    for _ in range(1500):
        remote = RemoteView(1, pool)
        remote.apply(updates[0])
        try:
            remote.apply(mangle(rng.choice(updates[1:])))
        except ViewError:
            refused += 1
            continue
        fair.summary(remote)  # what the guest reads after an update it took: no error
    assert refused > 300
