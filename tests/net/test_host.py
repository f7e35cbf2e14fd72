"""The host (net/host.py): its own checks of a guest's action before the engine's (the decision
must be the guest's and still pending, the action in the guest's name, every object it names one
the guest can see), and a guest lost while the host decides."""
from __future__ import annotations

import asyncio
from typing import Any

import pytest

from mtgdesk.engine import actions as A
from mtgdesk.net.host import GUEST_SEAT, HOST_SEAT, Host
from mtgdesk.net.values import encode_action
from tests.net.helpers import (
    run_bounded as run, FAST, deck, pool,
)


@pytest.fixture(autouse=True)
def _home(tmp_path, monkeypatch):
    monkeypatch.setenv("MTGDESK_HOME", str(tmp_path))


def _offline_host() -> Host:
    """A host with a game and no connection: its checks are plain methods."""
    host = Host(pool(), deck(0), None, seed=11, settings=FAST)
    host._new_game(deck(3))
    return host


def _msg(host: Host, action: A.Action, n: int | None = None) -> dict[str, Any]:
    assert host.game is not None
    return {"n": len(host.actions) if n is None else n,
            "action": encode_action(action, host.game.decision.options)}


def _to_guest_priority(host: Host) -> None:
    """Keep both hands and pass until the guest holds priority (bounded)."""
    game = host.game
    assert game is not None
    for _ in range(200):
        d = game.decision
        if d.player == GUEST_SEAT and d.kind.value == "priority":
            return
        legal = game.legal_actions()
        easy = [a for a in legal if isinstance(a, (A.Keep, A.PassPriority))]
        host._apply(easy[0] if easy else legal[0])
    raise AssertionError("the guest never got priority")


def test_cr117_1_an_action_out_of_turn_or_in_the_hosts_name_is_refused_and_changes_nothing() -> None:
    host = _offline_host()
    assert host.game is not None and host.game.decision.player == HOST_SEAT  # the host's mulligan first
    refusal = host._check_and_apply(_msg(host, A.Keep(GUEST_SEAT)))
    assert refusal == {"rule": "117.1", "message": "not_your_decision", "args": {"n": 0}}
    host._apply(A.Keep(HOST_SEAT))
    assert host.game.decision.player == GUEST_SEAT
    refusal = host._check_and_apply(_msg(host, A.Keep(HOST_SEAT)))  # the guest answering for the host
    assert refusal is not None and refusal["rule"] == "117.1" and refusal["args"] == {"player": HOST_SEAT}
    assert len(host.actions) == 1 and host.game.decision.player == GUEST_SEAT


def test_cr117_1_an_old_or_replayed_message_is_refused_and_a_current_one_applied() -> None:
    host = _offline_host()
    host._apply(A.Keep(HOST_SEAT))
    stale = _msg(host, A.Keep(GUEST_SEAT), n=0)  # numbered before the host's keep
    assert host._check_and_apply(stale) == {"rule": "117.1", "message": "not_your_decision", "args": {"n": 1}}
    current = _msg(host, A.Keep(GUEST_SEAT))
    assert host._check_and_apply(current) is None
    assert len(host.actions) == 2
    assert host._check_and_apply(current)["rule"] == "117.1"  # the same message again: replayed
    assert len(host.actions) == 2


def test_cr400_2_an_action_naming_a_card_in_the_hosts_hand_is_refused_without_telling_what_it_is() -> None:
    host = _offline_host()
    _to_guest_priority(host)
    game = host.game
    assert game is not None
    hidden = game.players[HOST_SEAT].hand[0]
    before = len(host.actions)
    refusal = host._check_and_apply(_msg(host, A.PlayLand(GUEST_SEAT, hidden)))
    assert refusal == {"rule": "400.2", "message": "hidden_object", "args": {}}
    assert len(host.actions) == before and game.decision.player == GUEST_SEAT


def test_an_action_the_engine_refuses_comes_back_with_its_rule() -> None:
    """The guest's own land, played on the host's turn: the engine's refusal, rule and all."""
    host = _offline_host()
    _to_guest_priority(host)
    game = host.game
    assert game is not None and game.active == HOST_SEAT
    own = game.players[GUEST_SEAT].hand[0]
    refusal = host._check_and_apply(_msg(host, A.PlayLand(GUEST_SEAT, own)))
    assert refusal is not None and refusal["rule"] and refusal["rule"] != "400.2"
    assert A.PlayLand(GUEST_SEAT, own) not in game.legal_actions()


def test_an_action_that_is_not_an_action_is_refused_plainly() -> None:
    host = _offline_host()
    host._apply(A.Keep(HOST_SEAT))
    refusal = host._check_and_apply({"n": 1, "action": {"$": "NoSuchAction"}})
    assert refusal == {"rule": "117.1", "message": "unknown_action", "args": {}}
    assert len(host.actions) == 1


def test_a_guest_lost_while_the_host_decides_pauses_the_game_at_once() -> None:
    """Issue 37: the game pauses as soon as the guest's connection is lost, also while the host's
    player is deciding (before, the host noticed only when the guest's turn came)."""
    from mtgdesk.net.host import Outcome
    from mtgdesk.net.link import Closed

    host = _offline_host()
    waited: list[bool] = []

    async def wait_for_guest() -> Outcome:
        waited.append(True)
        return Outcome(HOST_SEAT, "timeout", list(host.names))

    host._wait_for_guest = wait_for_guest  # type: ignore[method-assign]

    async def go() -> Any:
        host.inbox = asyncio.Queue()
        host.inbox.put_nowait(Closed(None, "heartbeat"))  # type: ignore[arg-type]
        return await host._local_turn()

    outcome = run(go(), timeout=10)
    assert waited == [True] and outcome is not None and outcome.reason == "timeout"
