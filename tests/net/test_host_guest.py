"""Host and guest in one process over real sockets on 127.0.0.1: whole games, the handshake's
refusals, concede, chat, a lost connection taken back with the session token, a host gone."""
from __future__ import annotations

import asyncio
from typing import Any

import pytest

from mtgdesk.net.guest import Guest, HostGone
from mtgdesk.net.host import Host
from tests.net.helpers import (
    local_guest as _guest, local_host as _host, run_bounded as run, FAST, Proxy, chooser, deck, pool,
)


@pytest.fixture(autouse=True)
def _home(tmp_path, monkeypatch):
    monkeypatch.setenv("MTGDESK_HOME", str(tmp_path))




def test_a_whole_game_and_the_guest_checks_the_shuffles() -> None:
    async def go() -> Any:
        host = _host()
        await host.start()
        guest = _guest(host)
        ho, go_ = await asyncio.gather(host.play(), guest.play())
        await host.close()
        return host, ho, go_

    host, ho, go_ = run(go())
    assert ho.reason == "game" and go_.reason == "game"
    assert ho.winner == go_.winner and ho.line() == go_.line()
    assert go_.verified is True and ho.verified is True
    assert host.game is not None and host.game.over
    assert ho.stats["refused"] == 0


def test_cr104_3a_the_guest_concedes_and_chat_reaches_the_host() -> None:
    async def go() -> Any:
        host = _host()
        await host.start()
        guest = _guest(host)
        updates = []

        def on_update(u: dict) -> None:
            updates.append(u)
            loop = asyncio.get_running_loop()
            if len(updates) == 1:
                loop.create_task(guest.send_chat("bonne chance"))
            elif len(updates) == 4:
                loop.create_task(guest.concede())

        guest.on_update = on_update
        ho, go_ = await asyncio.gather(host.play(), guest.play())
        await host.close()
        return host, ho, go_

    host, ho, go_ = run(go())
    assert ho.reason == "concede" and ho.winner == 0 and go_.winner == 0
    assert ho.line() == "game over: Host wins"
    assert (1, "bonne chance") in host.chat
    assert go_.verified is True  # the replay of a conceded game matches too


def _replays_exactly(host: Host) -> bool:
    import json

    from mtgdesk.net import fair

    record = json.loads(host.saved_path.read_text())
    game, _ = fair.replay(pool(), record["seed"], record["decks"], record["actions"])
    return game.state() == host.game.state()


def test_cr104_3a_the_host_concedes_and_its_saved_game_replays_exactly() -> None:
    async def go() -> Any:
        host = _host(seed=13)
        await host.start()
        guest = _guest(host)

        def on_update(u: dict) -> None:
            if guest.view is not None and guest.view.n > 30:
                host.concede()

        guest.on_update = on_update
        ho, go_ = await asyncio.gather(host.play(), guest.play())
        await host.close()
        return host, ho, go_

    host, ho, go_ = run(go())
    assert ho.reason == go_.reason == "concede" and ho.winner == go_.winner == 1
    assert go_.line() == "game over: Guest wins"
    assert host.saved_path is not None and host.saved_path.parent.name == "net-games"
    assert _replays_exactly(host)


def test_a_guest_gone_for_good_lets_the_host_claim_the_win_and_nothing_is_lost() -> None:
    async def go() -> Any:
        host = _host(seed=14)
        await host.start()
        proxy = Proxy(host.port)
        await proxy.start()
        guest = _guest(host, port=proxy.port)

        def on_update(u: dict) -> None:
            if guest.view is not None and guest.view.n > 30 and not proxy.cut:
                proxy.set_cut(True)  # and never back

        guest.on_update = on_update
        ho, gone = await asyncio.gather(host.play(), guest.play(), return_exceptions=True)
        await proxy.close()
        await host.close()
        return host, ho, gone

    host, ho, gone = run(go())
    assert ho.reason == "timeout" and ho.line() == "game over: Host wins"
    assert isinstance(gone, HostGone) and "has gone" in str(gone)
    assert _replays_exactly(host)
    assert not host.game.over  # saved as it stood: it could be resumed later


def test_any_stream_pair_will_do_not_only_the_hosts_tcp_server() -> None:
    """What a relay or an encrypted stream will use: the host serves a stream it is handed
    (``accept``), the guest plays over a stream it opens itself (``open_stream``)."""
    import socket

    async def go() -> Any:
        host = _host(seed=15)
        host_end, guest_end = socket.socketpair()

        async def open_stream() -> Any:
            r, w = await asyncio.open_connection(sock=host_end)
            asyncio.get_running_loop().create_task(host.accept_secure(r, w))
            return await asyncio.open_connection(sock=guest_end)

        guest = Guest(pool(), "relay", 0, host.code, chooser("easy", 2), deck=deck(3), settings=FAST,
                      keep_token=False, open_stream=open_stream)
        ho, go_ = await asyncio.gather(host.play(), guest.play())
        return host, ho, go_

    host, ho, go_ = run(go())
    assert host._server is None  # no TCP server was started
    assert ho.reason == "game" and go_.verified is True and ho.line() == go_.line()


def test_people_at_both_seats_submit_actions_and_a_refusal_carries_its_rule() -> None:
    """No computer player: the host's player and the guest's submit actions (the window will),
    the host's illegal one refused with its rule and the game unchanged (CR 726)."""
    import random

    from mtgdesk.engine import actions as A

    async def go() -> Any:
        host = Host(pool(), deck(0), None, seed=16, settings=FAST)
        await host.start()
        guest = Guest(pool(), "127.0.0.1", host.port, host.code, None, deck=deck(3), settings=FAST, keep_token=False)
        rng = random.Random(3)

        def on_update(u: dict) -> None:
            view = guest.view
            if view is not None and view.owes():
                legal = view.legal_actions()
                passes = [a for a in legal if isinstance(a, A.PassPriority)]
                pick = passes[0] if passes and rng.random() < 0.7 else rng.choice(legal)
                asyncio.get_running_loop().create_task(guest.submit(pick))

        guest.on_update = on_update

        async def host_player() -> None:
            tried_illegal = False
            for _ in range(5000):
                await asyncio.sleep(0.001)
                g = host.game
                if g is None or g.over or host.inbox.qsize() or g.decision.player != 0:
                    if g is not None and g.over:
                        return
                    continue
                if not tried_illegal and g.decision.kind.value == "priority":
                    tried_illegal = True
                    host.submit(A.PlayLand(0, 99999))  # no such card: refused
                    continue
                legal = g.view(0).legal_actions()
                passes = [a for a in legal if isinstance(a, A.PassPriority)]
                host.submit(passes[0] if passes and rng.random() < 0.7 else rng.choice(legal))
                await asyncio.sleep(0.005)

        driver = asyncio.create_task(host_player())
        play = asyncio.create_task(host.play())
        joined = asyncio.create_task(guest.play())
        async with asyncio.timeout(50):
            while not (play.done() or joined.done()):
                await asyncio.sleep(0.05)
                if guest.view is not None and guest.view.n > 150 and not host.conceded:
                    host.concede()  # long enough: the host's player gives up
        ho, go_ = await play, await joined
        driver.cancel()
        await host.close()
        return host, ho, go_

    host, ho, go_ = run(go())
    assert host.local_refusals and host.local_refusals[0]["rule"]
    assert ho.line() == go_.line() and go_.verified is True
    assert len(host.actions) > 100


def test_each_side_is_told_the_name_of_the_deck_the_other_chose_not_its_list() -> None:
    """A deck's name is a public choice (the log's header shows it); its list is not sent."""
    from mtgdesk.net.feed import FeedHost
    from mtgdesk.net.remote_view import RemoteView

    own: list[dict[str, Any]] = []

    async def go() -> tuple[Host, Guest]:
        host = FeedHost(pool(), deck(0), chooser("easy", 1), seed=11, settings=FAST, on_update=own.append,
                        on_refusal=lambda refusal: None, deck_name="Tidal Wisdom")
        await host.start()
        guest = _guest(host)
        guest.deck_name = "Goblin Raid"
        await asyncio.gather(host.play(), guest.play())
        await host.close()
        return host, guest

    host, guest = run(go())
    assert guest.view is not None and [guest.view.deck_name(p) for p in (0, 1)] == ["Tidal Wisdom", "Goblin Raid"]
    seen = RemoteView(0, pool())
    for update in own:
        seen.apply(update)
    assert [seen.deck_name(p) for p in (0, 1)] == ["Tidal Wisdom", "Goblin Raid"]
    # The host window's first update names them too (the log's header is written from it).
    assert own[0]["deck_names"] == ["Tidal Wisdom", "Goblin Raid"]
