"""Connections that fail, through a TCP proxy the test controls between two real processes
(issue 37): latency with jitter, a cut of 20 s and back, a cut for good, a guest process killed
and started again. The timings are the command line's own options, made short."""
from __future__ import annotations

import pytest

import asyncio
import re

from tests.net.helpers import Proxy
from tests.net.procs import finish, start, start_host

pytestmark = pytest.mark.slow  # real processes and whole games over sockets

GAME_OVER = re.compile(r"^game over: (Host wins|Guest wins|draw)$")


def run(coro, timeout: float = 240):
    return asyncio.run(asyncio.wait_for(coro, timeout))


async def _in_game(proxy: Proxy, wait: float = 2.0) -> None:
    """Wait until the game has begun through the proxy (its first updates have reached the
    guest: a loaded machine may take seconds to start a process and make the encrypted
    handshake), bounded by 60 s; then ``wait`` seconds of play."""
    loop = asyncio.get_running_loop()
    deadline = loop.time() + 60
    while proxy.bytes_to_guest < 4000 and loop.time() < deadline:
        await asyncio.sleep(0.1)
    await asyncio.sleep(wait)


async def _game(tmp_path, proxy_kw: dict, host_args: list[str], guest_args: list[str], script) -> tuple:
    host, port, code, first = await start_host(tmp_path / "host", "--ai", "easy", *host_args)
    proxy = Proxy(port, **proxy_kw)
    await proxy.start()
    guest = await start(["join", f"127.0.0.1:{proxy.port}", "--code", code, "--ai", "easy", *guest_args],
                        tmp_path / "guest")
    try:
        extra = await script(proxy, guest, code)
        done = await finish(host, first=first, timeout=150), await finish(guest, timeout=150)
    finally:
        await proxy.close()
    return done[0], done[1], proxy, extra


def test_300_ms_latency_with_jitter_loses_nothing(tmp_path) -> None:
    async def script(proxy: Proxy, guest, code):
        await asyncio.sleep(12)  # a dozen seconds of play at 300 ms ± 150 ms each way
        proxy.latency = proxy.jitter = 0.0  # then the rest of the game quickly
        return None

    host, guest, proxy, _ = run(_game(tmp_path, {"latency": 0.3, "jitter": 0.15, "seed": 5},
                                      ["--seed", "51", "--delay", "0"], ["--delay", "0"], script))
    assert host.code == 0 and guest.code == 0, host.err + guest.err
    assert proxy.connections == 1  # no reconnection was needed
    assert GAME_OVER.match(guest.last_line) and guest.last_line == host.last_line
    assert "shuffles checked" in guest.out
    assert proxy.bytes_to_guest > 1000


def test_a_cut_of_20_s_and_back_resumes_the_game(tmp_path) -> None:
    async def script(proxy: Proxy, guest, code):
        await _in_game(proxy)
        proxy.set_cut(True)
        await asyncio.sleep(20)
        proxy.set_cut(False)
        return None

    host, guest, proxy, _ = run(_game(
        tmp_path, {}, ["--seed", "52", "--delay", "0.02", "--dead-after", "3", "--reconnect-window", "60", "-v"],
        ["--delay", "0.02", "--dead-after", "3", "--reconnect-window", "60", "-v"], script))
    assert host.code == 0 and guest.code == 0, host.err + guest.err
    assert proxy.connections >= 2
    assert "reconnected to the host" in guest.err
    assert GAME_OVER.match(guest.last_line) and guest.last_line == host.last_line
    assert "shuffles checked" in guest.out  # the game resumed exactly where it was


def test_a_cut_for_good_ends_on_the_timeout(tmp_path) -> None:
    async def script(proxy: Proxy, guest, code):
        await _in_game(proxy)
        proxy.set_cut(True)
        return None

    host, guest, proxy, _ = run(_game(
        tmp_path, {}, ["--seed", "53", "--delay", "0.02", "--dead-after", "2.5", "--reconnect-window", "4"],
        ["--delay", "0.02", "--dead-after", "2.5", "--reconnect-window", "4"], script))
    assert host.code == 0, host.err
    assert host.last_line == "game over: Host wins"
    assert "did not come back in time" in host.out
    assert guest.code == 3 and "has gone" in guest.err
    assert "Traceback" not in host.err + guest.err


def test_a_guest_process_killed_takes_its_seat_back_with_its_token(tmp_path) -> None:
    async def script(proxy: Proxy, guest, code):
        await _in_game(proxy)
        guest.kill()  # the laptop's lid closed, the process gone
        await guest.wait()
        again = await start(["join", f"127.0.0.1:{proxy.port}", "--code", code, "--ai", "easy", "--delay", "0"],
                            tmp_path / "guest")  # the same user folder: the same session token
        return await finish(again, timeout=150)

    host, killed, proxy, again = run(_game(
        tmp_path, {}, ["--seed", "54", "--delay", "0.02", "--dead-after", "2", "--reconnect-window", "30"],
        ["--delay", "0.02", "--dead-after", "2", "--reconnect-window", "30"], script))
    assert host.code == 0, host.err
    assert again.code == 0, again.err
    assert killed.code != 0  # it was killed
    assert GAME_OVER.match(again.last_line) and again.last_line == host.last_line
    assert proxy.connections == 2
