"""Two real processes, ``mtgdesk host`` and ``mtgdesk join``, play whole games over 127.0.0.1,
computer against computer, headless; and the clear errors of the command line."""
from __future__ import annotations

import asyncio
import re

import pytest

from tests.net.procs import finish, start, start_host

pytestmark = pytest.mark.slow  # real processes and whole games over sockets

GAME_OVER = re.compile(r"^game over: (Host wins|Guest wins|draw)$")


def run(coro, timeout: float = 240):
    return asyncio.run(asyncio.wait_for(coro, timeout))


@pytest.mark.parametrize("seed, levels", [(21, ("easy", "easy")), (22, ("medium", "random"))])
def test_two_processes_play_a_whole_game(tmp_path, seed: int, levels: tuple[str, str]) -> None:
    async def go():
        host, port, code, first = await start_host(tmp_path / "host", "--ai", levels[0], "--delay", "0",
                                                   "--seed", str(seed))
        guest = await start(["join", f"127.0.0.1:{port}", "--code", code, "--ai", levels[1], "--delay", "0"],
                            tmp_path / "guest")
        return await finish(host, first=first), await finish(guest)

    host, guest = run(go())
    assert host.code == 0, host.err
    assert guest.code == 0, guest.err
    assert host.out.splitlines()[0].startswith("hosting at 127.0.0.1 port ")
    assert GAME_OVER.match(host.last_line) and host.last_line == guest.last_line
    assert "shuffles checked" in guest.out
    assert "Traceback" not in host.err + guest.err


def run_cli(args, home):
    async def go():
        return await finish(await start(args, home), timeout=60)
    return run(go())


def test_join_without_a_computer_player_says_the_window_comes_later(tmp_path) -> None:
    done = run_cli(["join", "127.0.0.1:1", "--code", "AAAA-AAAA"], tmp_path)
    assert done.code != 0
    assert "window for network games comes in a later version" in done.err
    assert "Traceback" not in done.err


def test_a_wrong_code_and_a_host_gone_are_clear_errors(tmp_path) -> None:
    async def go():
        host, port, code, first = await start_host(tmp_path / "host", "--ai", "easy", "--wait", "30")
        wrong = await finish(await start(["join", f"127.0.0.1:{port}", "--code", "ZZZZ-ZZZZ", "--ai", "easy"],
                                         tmp_path / "g1"), timeout=60)
        host.kill()
        await host.wait()
        gone = await finish(await start(["join", f"127.0.0.1:{port}", "--code", code, "--ai", "easy"],
                                        tmp_path / "g2"), timeout=60)
        return wrong, gone

    wrong, gone = run(go())
    assert wrong.code == 2 and "invite code is wrong" in wrong.err
    assert gone.code == 3 and "can't reach the host" in gone.err
    assert "Traceback" not in wrong.err + gone.err


def test_a_guest_seat_refuses_an_unknown_level_plainly(tmp_path) -> None:
    done = run_cli(["join", "127.0.0.1:1", "--code", "A", "--ai", "expert"], tmp_path)
    assert done.code == 2 and "random, easy, medium, hard" in done.err
    assert "Traceback" not in done.err


def test_a_search_player_plays_a_guest_seat_to_the_end(tmp_path) -> None:
    """``join --ai medium``: the guest's search player determinizes from its seat's view alone
    (``net.rebuild``) and the game ends."""
    async def go():
        host, port, code, first = await start_host(tmp_path / "host", "--ai", "easy", "--delay", "0",
                                                   "--seed", "23")
        guest = await start(["join", f"127.0.0.1:{port}", "--code", code, "--ai", "medium", "--delay", "0"],
                            tmp_path / "guest")
        return await finish(host, first=first, timeout=220), await finish(guest, timeout=220)

    host, guest = run(go())
    assert guest.code == 0, guest.err
    assert GAME_OVER.match(guest.last_line) and host.last_line == guest.last_line
    assert "Traceback" not in host.err + guest.err
