"""``mtgdesk host --relay`` and ``mtgdesk join --relay``: two real processes play whole games
through a real ``mtgdesk relay`` process on 127.0.0.1 (issue 37, item 5), encrypted end to end;
a wrong code, a cut between the guest and the relay, a guest process killed and started again."""
from __future__ import annotations

import asyncio
import re
from pathlib import Path

import pytest

from tests.net.helpers import Proxy
from tests.net.procs import finish, start, start_host
from tests.net.test_relay import relay_process

pytestmark = pytest.mark.slow  # real processes and whole games over sockets

GAME_OVER = re.compile(r"^game over: (Host wins|Guest wins|draw)$")
FAST = ["--delay", "0.02", "--dead-after", "2", "--reconnect-window", "40"]


def run(coro, timeout: float = 240):
    return asyncio.run(asyncio.wait_for(coro, timeout))


def test_two_processes_play_a_whole_game_through_a_relay_process(tmp_path: Path) -> None:
    with relay_process(tmp_path) as (relay, relay_port, log_path):
        where = f"127.0.0.1:{relay_port}"

        async def go():
            host, port, code, first = await start_host(tmp_path / "host", "--ai", "easy", "--delay", "0",
                                                       "--seed", "61", "--relay", where)
            guest = await start(["join", "--relay", where, "--code", code, "--ai", "easy", "--delay", "0"],
                                tmp_path / "guest")
            return first, await finish(host, first=first), await finish(guest)

        first, host, guest = run(go())
        relay_log = log_path.read_text()
    assert first.split()[:5] == ["hosting", "at", "127.0.0.1", "port", str(relay_port)]
    assert "through the relay" in first
    assert host.code == 0 and guest.code == 0, host.err + guest.err
    assert GAME_OVER.match(host.last_line) and host.last_line == guest.last_line
    assert "shuffles checked" in guest.out
    assert "Traceback" not in host.err + guest.err
    assert "pair #1 ended" in relay_log  # the game went through the relay


def test_a_wrong_code_through_the_relay_fails_cleanly_on_both_sides(tmp_path: Path) -> None:
    with relay_process(tmp_path) as (relay, relay_port, _):
        where = f"127.0.0.1:{relay_port}"

        async def go():
            host, port, code, first = await start_host(tmp_path / "host", "--ai", "easy", "--wait", "6",
                                                       "--relay", where)
            wrong = await finish(await start(["join", "--relay", where, "--code", "ZZZZ-ZZZZ", "--ai", "easy"],
                                             tmp_path / "guest"), timeout=60)
            return await finish(host, first=first, timeout=60), wrong

        host, wrong = run(go())
    assert wrong.code == 2 and "check the code" in wrong.err, wrong.err
    assert host.code == 3 and "no guest joined" in host.err, host.err
    assert "Traceback" not in host.err + wrong.err


def test_a_relay_that_is_not_there_is_a_clear_error(tmp_path: Path) -> None:
    async def go():
        host = await finish(await start(["host", "--ai", "easy", "--relay", "127.0.0.1:1"], tmp_path / "h"), 60)
        guest = await finish(await start(["join", "--relay", "127.0.0.1:1", "--code", "AAAA-AAAA", "--ai", "easy"],
                                         tmp_path / "g"), 60)
        return host, guest

    host, guest = run(go())
    assert host.code != 0 and "can't be reached" in host.err, host.err
    assert guest.code == 3 and "can't be reached" in guest.err, guest.err
    assert "Traceback" not in host.err + guest.err


def test_join_takes_an_address_or_a_relay_exactly_one(tmp_path: Path) -> None:
    async def go():
        both = await finish(await start(["join", "127.0.0.1:7737", "--relay", "127.0.0.1", "--code", "A",
                                         "--ai", "easy"], tmp_path), 60)
        neither = await finish(await start(["join", "--code", "A", "--ai", "easy"], tmp_path), 60)
        bad = await finish(await start(["join", "--relay", "127.0.0.1:x", "--code", "A", "--ai", "easy"],
                                       tmp_path), 60)
        return both, neither, bad

    for done in run(go()):
        assert done.code == 2 and done.err.startswith("error: "), done.err
        assert "Traceback" not in done.err
    both, neither, bad = run(go())
    assert "one of the two" in both.err and "one of the two" in neither.err
    assert "--relay" in bad.err and "port" in bad.err


def test_a_cut_between_the_guest_and_the_relay_and_back_resumes_the_game(tmp_path: Path) -> None:
    """The host's link dies with the guest's; the host registers at the relay again, and the
    guest, coming back, waits there for it (``wait_for_host``)."""
    with relay_process(tmp_path) as (relay, relay_port, _):
        async def go():
            host, port, code, first = await start_host(tmp_path / "host", "--ai", "easy", "--seed", "62",
                                                       "--relay", f"127.0.0.1:{relay_port}", "-v", *FAST)
            proxy = Proxy(relay_port)
            await proxy.start()
            guest = await start(["join", "--relay", f"127.0.0.1:{proxy.port}", "--code", code, "--ai", "easy",
                                 "-v", *FAST], tmp_path / "guest")
            try:
                await asyncio.sleep(3)
                proxy.set_cut(True)
                await asyncio.sleep(8)
                proxy.set_cut(False)
                return await finish(host, first=first, timeout=150), await finish(guest, timeout=150), proxy
            finally:
                await proxy.close()

        host, guest, proxy = run(go())
    assert host.code == 0 and guest.code == 0, host.err + guest.err
    assert proxy.connections >= 2
    assert "reconnected to the host" in guest.err and "came back" in host.err
    assert GAME_OVER.match(guest.last_line) and guest.last_line == host.last_line
    assert "shuffles checked" in guest.out  # the game resumed exactly where it was


def test_a_guest_process_killed_takes_its_seat_back_through_the_relay(tmp_path: Path) -> None:
    with relay_process(tmp_path) as (relay, relay_port, _):
        where = f"127.0.0.1:{relay_port}"

        async def go():
            host, port, code, first = await start_host(tmp_path / "host", "--ai", "easy", "--seed", "63",
                                                       "--relay", where, *FAST)
            guest = await start(["join", "--relay", where, "--code", code, "--ai", "easy", *FAST],
                                tmp_path / "guest")
            await asyncio.sleep(3)
            guest.kill()
            await guest.wait()
            again = await start(["join", "--relay", where, "--code", code, "--ai", "easy", "--delay", "0"],
                                tmp_path / "guest")  # the same user folder: the same session token
            return await finish(host, first=first, timeout=150), await finish(again, timeout=150)

        host, again = run(go())
    assert host.code == 0 and again.code == 0, host.err + again.err
    assert GAME_OVER.match(again.last_line) and again.last_line == host.last_line
