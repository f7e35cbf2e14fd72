"""The guest (net/guest.py): the host's refusal in words, each update taken into its seat's view
(a bad one refused, never a crash), a host not there a clear error, a lost connection taken back
with the session token."""
from __future__ import annotations

import asyncio
import json
from typing import Any

import pytest

from mtgdesk import __version__
from mtgdesk.cards import load_pool
from mtgdesk.net import fair, session
from mtgdesk.net.guest import Guest, HostGone, refusal_text
from mtgdesk.net.protocol import PROTOCOL_VERSION
from mtgdesk.net.remote_view import RemoteView
from mtgdesk.net.seat import Projection
from tests.net.helpers import (
    local_guest as _guest, local_host as _host, run_bounded as run, Proxy,
)
from tests.net.test_seat import _game, _play


@pytest.fixture(autouse=True)
def _home(tmp_path, monkeypatch):
    monkeypatch.setenv("MTGDESK_HOME", str(tmp_path))




def test_the_hosts_refusal_in_words() -> None:
    assert refusal_text({"reason": "code"}) == "the invite code is wrong"
    version = refusal_text({"reason": "version", "app": "0.1", "args": {"protocol": 1}})
    assert version.startswith("the host runs another version of mtgdesk: the host runs mtgdesk 0.1 (protocol 1)")
    assert version.endswith(f"this is mtgdesk {__version__} (protocol {PROTOCOL_VERSION})")
    unknown = [f"Card {i}" for i in range(8)] + ["x" * 500]
    text = refusal_text({"reason": "deck", "args": {"unknown": unknown}})
    assert text == "the host can't play this deck: unknown cards Card 0, Card 1, Card 2, Card 3, Card 4"
    assert len(refusal_text({"reason": "deck", "args": {"unknown": ["y" * 500]}})) < 200  # names cut
    assert refusal_text({"reason": "deck", "args": {"unknown": "not a list"}}) == "the host can't play this deck"
    assert refusal_text({"reason": "mystery"}) == "the host refused (mystery)"


def test_each_update_is_taken_into_the_view_and_a_bad_one_is_left_out() -> None:
    """No connection: the guest's update handler fed the updates of a game played here."""
    game = _game(5)
    names = frozenset(load_pool().names)
    updates = [json.loads(json.dumps(Projection(game, 1, names).update(full=True)))]
    updates += [json.loads(json.dumps(proj.update())) for _, _, proj in _play(game, 1, 30)]
    heard: list[dict[str, Any]] = []
    guest = Guest(load_pool(), "127.0.0.1", 9, "AAAA-AAAA", None, on_update=heard.append, keep_token=False)
    guest.view = RemoteView(1, load_pool())
    for update in updates:
        guest._on_update(update)
    assert heard == updates and guest.view.n == updates[-1]["n"]
    assert guest.seen[guest.view.n] == fair.digest(guest.view)
    assert len(guest.events) == sum(len(u.get("events", [])) for u in updates)
    before = (guest.view.n, len(guest.events), len(heard))
    guest._on_update({"n": before[0] + 1, "objects": {"5": "not a table"}, "events": [{"e": "X"}]})
    assert (len(guest.events), len(heard)) == before[1:]  # refused: not heard, no events kept
    assert before[0] + 1 not in guest.seen


def test_a_host_that_is_not_there_is_a_clear_error() -> None:
    async def go() -> str:
        host = _host()
        await host.start()
        port = host.port
        await host.close()
        try:
            await _guest(host, port=port).play()
        except HostGone as exc:
            return str(exc)
        return ""

    assert "can't reach the host" in run(go())


def test_a_lost_connection_is_taken_back_with_the_session_token() -> None:
    async def go() -> Any:
        host = _host(seed=12)
        await host.start()
        proxy = Proxy(host.port)
        await proxy.start()
        guest = _guest(host, port=proxy.port)
        drops = []

        def on_update(u: dict) -> None:
            if guest.view is not None and guest.view.n > 40 and not drops:
                drops.append(1)
                proxy.drop_all()  # the cable is pulled and put back at once

        guest.on_update = on_update
        ho, go_ = await asyncio.gather(host.play(), guest.play())
        await proxy.close()
        await host.close()
        return ho, go_, guest, proxy

    ho, go_, guest, proxy = run(go())
    assert guest.reconnects == 1 and proxy.connections == 2
    assert ho.reason == "game" and ho.winner == go_.winner and go_.verified is True
    assert session.load_token(f"127.0.0.1:{proxy.port}", "x", 999) is None
