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


def test_two_processes_play_a_best_of_three_and_print_each_game(tmp_path) -> None:
    """``mtgdesk host --games 3``: each game's line, the match's score, then the last line
    ``game over: NAME wins`` naming the match's winner, the same on both sides."""
    async def go():
        host, port, code, first = await start_host(tmp_path / "host", "--ai", "easy", "--seed", "24",
                                                   "--games", "3")
        guest = await start(["join", f"127.0.0.1:{port}", "--code", code, "--ai", "easy"], tmp_path / "guest")
        return await finish(host, first=first, timeout=220), await finish(guest, timeout=220)

    host, guest = run(go())
    assert host.code == 0 and guest.code == 0, host.err + guest.err
    games = [line for line in host.out.splitlines() if re.match(r"^game \d of 3: ", line)]
    assert 2 <= len(games) <= 5 and games[0].startswith("game 1 of 3: ")
    assert games == [line for line in guest.out.splitlines() if re.match(r"^game \d of 3: ", line)]
    score = re.search(r"^match: Host (\d) - (\d) Guest$", host.out, re.M)
    assert score and max(int(score[1]), int(score[2])) == 2
    winner = "Host" if int(score[1]) == 2 else "Guest"
    assert host.last_line == guest.last_line == f"game over: {winner} wins"
    assert "Traceback" not in host.err + guest.err


def test_a_game_kept_after_the_window_is_resumed_by_a_new_host_process(tmp_path) -> None:
    """The guest's process is killed; after the window the host keeps the game (``--after-timeout
    keep``) and says how to resume it; ``mtgdesk host --resume FILE`` takes it up with the same
    code, a guest joins with it, and the game is played to its end and checked."""
    async def go():
        host, port, code, first = await start_host(
            tmp_path / "host", "--ai", "easy", "--seed", "25", "--after-timeout", "keep",
            "--reconnect-window", "2", "--dead-after", "1.5")
        guest = await start(["join", f"127.0.0.1:{port}", "--code", code, "--ai", "easy", "--delay", "0.3"],
                            tmp_path / "guest")
        await asyncio.sleep(9)  # joined (the process starts in a few seconds), a few decisions in
        guest.kill()
        await guest.wait()
        kept = await finish(host, first=first, timeout=60)
        match = re.search(r"mtgdesk host --resume (\S+) ", kept.out)
        assert match, kept.out + kept.err
        again, port2, code2, first2 = await start_host(tmp_path / "host", "--ai", "easy", "--resume", match[1])
        guest2 = await start(["join", f"127.0.0.1:{port2}", "--code", code2, "--ai", "easy"], tmp_path / "guest2")
        return code, kept, code2, first2, await finish(again, first=first2, timeout=200), \
            await finish(guest2, timeout=200)

    code, kept, code2, first2, again, guest2 = run(go())
    assert kept.code == 0 and kept.last_line == "game saved", kept.out + kept.err
    assert code2 == code and "resuming" in first2
    assert again.code == 0 and guest2.code == 0, again.err + guest2.err
    assert GAME_OVER.match(again.last_line) and again.last_line == guest2.last_line
    assert "shuffles checked" in guest2.out
    assert "Traceback" not in kept.err + again.err + guest2.err


def test_a_bad_file_to_resume_is_a_clear_error(tmp_path) -> None:
    bad = tmp_path / "game.json"
    bad.write_text("[1, 2")
    done = run_cli(["host", "--ai", "easy", "--port", "0", "--resume", str(bad)], tmp_path)
    assert done.code == 2 and "game.json: not a saved network game" in done.err
    assert "Traceback" not in done.err


def test_two_processes_play_a_rematch_when_both_ask_for_it(tmp_path) -> None:
    """``--rematches 1`` on both sides: after the game the guest offers a rematch, the host
    accepts, a second game is played on the same connection; each game's line, then the last."""
    async def go():
        host, port, code, first = await start_host(tmp_path / "host", "--ai", "easy", "--seed", "26",
                                                   "--rematches", "1")
        guest = await start(["join", f"127.0.0.1:{port}", "--code", code, "--ai", "easy", "--rematches", "1"],
                            tmp_path / "guest")
        return await finish(host, first=first, timeout=220), await finish(guest, timeout=220)

    host, guest = run(go())
    assert host.code == 0 and guest.code == 0, host.err + guest.err
    games = [line for line in host.out.splitlines() if line.startswith("game 1 of 1: ")]
    assert len(games) == 2  # the game and its rematch
    assert games == [line for line in guest.out.splitlines() if line.startswith("game 1 of 1: ")]
    assert GAME_OVER.match(host.last_line) and host.last_line == guest.last_line
    assert "Traceback" not in host.err + guest.err
