"""``mtgdesk host`` and ``mtgdesk join`` without a window (net/headless.py), in this process: a
whole game between two computer players over 127.0.0.1, and each error one clear line on stderr
with its exit status, never a traceback. (tests/net/test_processes.py runs the commands as
processes.)"""
from __future__ import annotations

import argparse
import ipaddress
import socket
import threading
from collections.abc import Iterator
from typing import Any

import pytest

from mtgdesk.ai.basic import BasicPlayer
from mtgdesk.cards import load_pool
from mtgdesk.decks.precons import precons
from mtgdesk.net.headless import _settings, lan_address, run_host, run_join

CODE = "ABCD-EFGH"


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def _host_args(port: int, **more: Any) -> argparse.Namespace:
    return argparse.Namespace(**{"verbose": False, "relay": None, "name": None, "code": CODE, "seed": 5,
                                 "delay": 0.0, "dead_after": 10.0, "reconnect_window": 5.0, "bind": "127.0.0.1",
                                 "port": port, "wait": 30.0, **more})


def _join_args(address: str | None, **more: Any) -> argparse.Namespace:
    return argparse.Namespace(**{"verbose": False, "address": address, "relay": None, "code": CODE, "name": None,
                                 "delay": 0.0, "dead_after": 10.0, "reconnect_window": 2.0, **more})


def _deck(index: int) -> list[str]:
    return [c.name for c in precons()[index].cards()]


@pytest.fixture
def hosting(capsys: pytest.CaptureFixture[str], request: pytest.FixtureRequest
            ) -> Iterator[tuple[int, threading.Thread, str]]:
    """A host playing the easy player on a free port of 127.0.0.1, in a thread (joined after)."""
    port = _free_port()
    result: dict[str, int] = {}
    ready = threading.Event()
    args = _host_args(port, **getattr(request, "param", {}))

    def host() -> None:
        ready.set()
        result["status"] = run_host(args, load_pool(), _deck(0), BasicPlayer().choose)

    thread = threading.Thread(target=host, daemon=True)
    thread.start()
    ready.wait(10)
    for _ in range(100):  # until it listens (bounded: ten seconds)
        with socket.socket() as s:
            if s.connect_ex(("127.0.0.1", port)) == 0:
                break
        threading.Event().wait(0.1)
    # Its first line may come a moment after the port opens: read here, while this fixture's
    # capture is on (printed between the set-up and the test, it would miss both), and handed
    # to the test.
    first = ""
    for _ in range(100):  # bounded: ten seconds
        first += capsys.readouterr().out
        if "hosting at" in first:
            break
        threading.Event().wait(0.1)
    yield port, thread, first
    thread.join(60)
    assert not thread.is_alive() and result["status"] in (0, 3)


def test_a_whole_game_is_played_and_both_sides_print_its_end(hosting: tuple[int, threading.Thread, str],
                                                              capsys: pytest.CaptureFixture[str]) -> None:
    port, host, first = hosting
    status = run_join(_join_args(f"127.0.0.1:{port}"), load_pool(), _deck(3), BasicPlayer().choose)
    host.join(60)  # its last line printed
    assert status == 0
    out = capsys.readouterr()
    lines = (first + out.out).splitlines()
    assert lines[0] == f"hosting at 127.0.0.1 port {port} code {CODE}"
    ends = [line for line in lines if line.startswith("game over: ")]
    assert len(ends) == 2 and ends[0] == ends[1] and ends[0] in (
        "game over: Host wins", "game over: Guest wins", "game over: draw")
    assert "shuffles checked: the seed matches its commitment" in out.out
    assert "Traceback" not in out.err


@pytest.mark.parametrize("hosting", [{"wait": 4.0}], indirect=True)
def test_a_wrong_invite_code_is_refused_plainly(hosting: tuple[int, threading.Thread, str],
                                                capsys: pytest.CaptureFixture[str]) -> None:
    port, _, _ = hosting
    status = run_join(_join_args(f"127.0.0.1:{port}", code="ZZZZ-ZZZZ"), load_pool(), None, BasicPlayer().choose)
    assert status == 2
    assert "invite code is wrong" in capsys.readouterr().err


def test_no_guest_within_the_wait_is_exit_status_3(capsys: pytest.CaptureFixture[str]) -> None:
    args = _host_args(_free_port(), wait=0.3)
    assert run_host(args, load_pool(), _deck(0), BasicPlayer().choose) == 3
    assert "error: no guest joined within 0.3 s" in capsys.readouterr().err


def test_a_port_in_use_is_a_clear_error() -> None:
    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen()
        port = taken.getsockname()[1]
        with pytest.raises(SystemExit) as exc:
            run_host(_host_args(port), load_pool(), _deck(0), BasicPlayer().choose)
    assert str(exc.value).startswith(f"error: can't listen on 127.0.0.1:{port}: ")


def test_a_host_that_cannot_be_reached_is_exit_status_3(capsys: pytest.CaptureFixture[str]) -> None:
    port = _free_port()  # nothing listens there
    assert run_join(_join_args(f"127.0.0.1:{port}"), load_pool(), None, BasicPlayer().choose) == 3
    err = capsys.readouterr().err
    assert err.startswith(f"error: can't reach the host at 127.0.0.1:{port}") and "Traceback" not in err


@pytest.mark.parametrize("address, relay, problem", [
    (None, None, "join either ADDRESS:PORT (the host's) or --relay ADDRESS (the relay's)"),
    ("127.0.0.1:7737", "relay.example.org", "join either ADDRESS:PORT"),
    ("127.0.0.1", None, "'127.0.0.1' is not ADDRESS:PORT (for example 192.168.1.20:7737)"),
    ("127.0.0.1:0", None, "is not ADDRESS:PORT"),
    ("127.0.0.1:65536", None, "is not ADDRESS:PORT"),
    (":7737", None, "is not ADDRESS:PORT"),
    (None, "[::1", "error: --relay: '[::1' is not an address"),
])
def test_a_bad_address_is_exit_status_2_before_any_connection(address: str | None, relay: str | None, problem: str,
                                                               capsys: pytest.CaptureFixture[str]) -> None:
    assert run_join(_join_args(address, relay=relay), load_pool(), None, BasicPlayer().choose) == 2
    assert problem in capsys.readouterr().err


def test_a_host_with_a_bad_relay_address_is_exit_status_2(capsys: pytest.CaptureFixture[str]) -> None:
    assert run_host(_host_args(0, relay="[::1"), load_pool(), _deck(0), BasicPlayer().choose) == 2
    assert capsys.readouterr().err.startswith("error: --relay: ")


def test_an_ipv6_address_in_brackets_is_accepted(capsys: pytest.CaptureFixture[str]) -> None:
    port = _free_port()
    assert run_join(_join_args(f"[::1]:{port}"), load_pool(), None, BasicPlayer().choose) == 3
    assert "can't reach the host at ::1" in capsys.readouterr().err


def test_the_heartbeat_is_a_third_of_the_silence_allowed_at_most_two_seconds() -> None:
    short = _settings(argparse.Namespace(dead_after=3.0, reconnect_window=7.0))
    assert (short.dead_after, short.heartbeat, short.reconnect_window) == (3.0, 1.0, 7.0)
    assert _settings(argparse.Namespace(dead_after=30.0, reconnect_window=7.0)).heartbeat == 2.0


def test_the_lan_address_is_an_ipv4_address() -> None:
    assert ipaddress.ip_address(lan_address()).version == 4
