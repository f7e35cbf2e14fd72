"""LAN discovery (net/discovery.py): a hosted game answers the searches of the local network while
it waits for its guest. Every datagram here goes to 127.0.0.x and ports this test opened (never a
broadcast); every wait is bounded in time and every loop in count."""
from __future__ import annotations

import asyncio
import json
import logging
import socket
from typing import Any

import pytest

from mtgdesk.net import discovery as D
from mtgdesk.net.guest import Guest
from mtgdesk.net.host import Host
from mtgdesk.net.protocol import PROTOCOL_VERSION
from tests.net.helpers import FAST, chooser, deck, pool


@pytest.fixture(autouse=True)
def _home(tmp_path, monkeypatch):
    monkeypatch.setenv("MTGDESK_HOME", str(tmp_path))


def run(coro: Any, timeout: float = 60) -> Any:
    return asyncio.run(asyncio.wait_for(coro, timeout))


def _free_udp_port() -> int:
    with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


class Asker(asyncio.DatagramProtocol):
    """A raw UDP socket on 127.0.0.x that sends what the test wants and keeps every answer."""

    def __init__(self) -> None:
        self.answers: list[tuple[bytes, Any]] = []
        self.transport: Any = None

    def connection_made(self, transport: Any) -> None:
        self.transport = transport

    def datagram_received(self, data: bytes, addr: Any) -> None:
        self.answers.append((data, addr))

    async def wait_answers(self, n: int, seconds: float = 3.0) -> bool:
        for _ in range(int(seconds / 0.01)):
            if len(self.answers) >= n:
                return True
            await asyncio.sleep(0.01)
        return len(self.answers) >= n


async def _asker(source: str = "127.0.0.1") -> Asker:
    _, asker = await asyncio.get_running_loop().create_datagram_endpoint(Asker, local_addr=(source, 0))
    return asker


def _query(nonce: str = "0123456789abcdef") -> bytes:
    return json.dumps({"m": "mtgdesk-lan", "k": "query", "v": 1, "nonce": nonce}).encode()


def test_a_waiting_host_is_found_with_its_name_and_port() -> None:
    async def go() -> Any:
        udp = _free_udp_port()
        responder = await D.start_responder("Alice", 40123, listen="127.0.0.1", udp_port=udp)
        assert responder is not None
        try:
            return await D.find_games(0.5, targets=["127.0.0.1"], port=udp), responder.answered
        finally:
            responder.close()

    games, answered = run(go())
    assert games == [D.LanGame("Alice", "127.0.0.1", 40123, games[0].app, PROTOCOL_VERSION)]
    assert games[0].compatible
    assert games[0].target == "127.0.0.1:40123"
    assert answered == 2  # the query is sent twice (a datagram may be lost) and listed once


def test_games_are_listed_once_each_by_address_and_port_and_relay_games_not_at_all() -> None:
    async def go() -> list[D.LanGame]:
        udp = _free_udp_port()
        a = await D.start_responder("Zoé", 40001, listen="127.0.0.1", udp_port=udp)
        b = await D.start_responder("bob", 40002, listen="127.0.0.2", udp_port=udp)
        c = await D.start_responder("Relayed", 40003, listen="127.0.0.3", udp_port=udp, relay=True)
        assert a and b and c
        try:
            return await D.find_games(0.5, targets=["127.0.0.1", "127.0.0.2", "127.0.0.3", "127.0.0.1"], port=udp)
        finally:
            for r in (a, b, c):
                r.close()

    games = run(go())
    assert [(g.name, g.target) for g in games] == [("bob", "127.0.0.2:40002"), ("Zoé", "127.0.0.1:40001")]


def test_the_answer_carries_no_secret_not_the_invite_code_nor_the_seed() -> None:
    async def go() -> tuple[Host, bytes]:
        host = Host(pool(), deck(0), chooser(), name="Host of the game", seed=987654321987, settings=FAST)
        await host.start()
        udp = _free_udp_port()
        responder = await D.answer_while_waiting(host, "127.0.0.1", place=D.Place("127.0.0.1", udp))
        assert responder is not None
        asker = await _asker()
        asker.transport.sendto(_query(), ("127.0.0.1", udp))
        assert await asker.wait_answers(1)
        responder.close()
        asker.transport.close()
        await host.close()
        return host, asker.answers[0][0]

    host, raw = run(go())
    msg = D.check_datagram(raw, "game")
    assert set(msg) == {"m", "k", "v", "nonce", "name", "port", "relay", "app", "proto"}
    assert (msg["name"], msg["port"], msg["relay"]) == ("Host of the game", host.port, False)
    code = host.code.encode()
    for secret in (code, code.replace(b"-", b""), code.lower(), str(host.seed).encode(), host.token.encode()):
        assert secret not in raw
    assert len(raw) <= D.MAX_DATAGRAM


GARBAGE = [
    b"",
    b"\xff\xfe\x00garbage",
    b"not json at all",
    b"[" * 1000,  # nested past the recursion limit of the JSON reader
    b"[1, 2, 3]",
    b'"a string"',
    json.dumps({"m": "mtgdesk-lan", "k": "query", "v": 1, "nonce": "x" * 2000}).encode(),  # huge
    json.dumps({"m": "mtgdesk-lan", "k": "query", "v": 2, "nonce": "0123456789abcdef"}).encode(),  # version
    json.dumps({"m": "mtgdesk-lan", "k": "query", "v": "1", "nonce": "0123456789abcdef"}).encode(),
    json.dumps({"m": "mtgdesk-lan", "k": "game", "v": 1, "nonce": "0123456789abcdef"}).encode(),  # kind
    json.dumps({"m": "other", "k": "query", "v": 1, "nonce": "0123456789abcdef"}).encode(),  # magic
    json.dumps({"m": "mtgdesk-lan", "k": "query", "v": 1}).encode(),  # no nonce
    json.dumps({"m": "mtgdesk-lan", "k": "query", "v": 1, "nonce": 12345678}).encode(),
    json.dumps({"m": "mtgdesk-lan", "k": "query", "v": 1, "nonce": "short"}).encode(),
    json.dumps({"m": "mtgdesk-lan", "k": "query", "v": 1, "nonce": "0123456789abcdef", "x": 1}).encode(),
]


def test_garbage_huge_and_wrong_version_datagrams_are_ignored_and_logged(caplog) -> None:
    caplog.set_level(logging.INFO, logger="mtgdesk.net.discovery")

    async def go() -> tuple[D.Responder, list[Any], list[Any]]:
        udp = _free_udp_port()
        responder = await D.start_responder("Host", 40000, listen="127.0.0.1", udp_port=udp)
        assert responder is not None
        asker = await _asker()
        for data in GARBAGE:
            if data:
                asker.transport.sendto(data, ("127.0.0.1", udp))
            else:  # (asyncio sends no empty datagram: a plain socket does)
                with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as plain:
                    plain.sendto(data, ("127.0.0.1", udp))
        asker.transport.sendto(b"x" * 60_000, ("127.0.0.1", udp))  # far past the limit
        for _ in range(300):  # bounded: until the responder has read them all
            if responder.received >= len(GARBAGE) + 1:
                break
            await asyncio.sleep(0.01)
        await asyncio.sleep(0.1)
        unanswered = list(asker.answers)
        asker.transport.sendto(_query(), ("127.0.0.1", udp))  # and it still answers a good one
        assert await asker.wait_answers(1)
        responder.close()
        asker.transport.close()
        return responder, unanswered, asker.answers

    responder, unanswered, answers = run(go())
    assert unanswered == []
    assert len(answers) == 1 and D.check_datagram(answers[0][0], "game")["nonce"] == "0123456789abcdef"
    assert responder.ignored == len(GARBAGE) + 1
    assert "ignored a datagram from 127.0.0.1" in caplog.text


@pytest.mark.parametrize("data", GARBAGE + [b"y" * 5000])
def test_check_datagram_refuses_what_is_not_a_query(data: bytes) -> None:
    with pytest.raises(D.BadDatagram):
        D.check_datagram(data, "query")


def test_a_search_ignores_answers_that_are_garbage_or_to_another_search() -> None:
    """A fake host that answers each query with garbage, an answer with another nonce, one with a
    bad port, and then the right one: only the right one is listed."""

    class Fake(asyncio.DatagramProtocol):
        def connection_made(self, transport: Any) -> None:
            self.transport = transport

        def datagram_received(self, data: bytes, addr: Any) -> None:
            nonce = json.loads(data)["nonce"]
            base = {"m": "mtgdesk-lan", "k": "game", "v": 1, "nonce": nonce, "name": "Real", "port": 41000,
                    "relay": False, "app": "1", "proto": 1}
            for bad in (b"\x00garbage", b"{}", json.dumps({**base, "nonce": "ffffffffffffffff"}).encode(),
                        json.dumps({**base, "port": 70000}).encode(), json.dumps({**base, "name": "n" * 41}).encode(),
                        json.dumps({**base, "port": True}).encode(), b"z" * 3000):
                self.transport.sendto(bad, addr)
            self.transport.sendto(json.dumps(base).encode(), addr)

    async def go() -> list[D.LanGame]:
        udp = _free_udp_port()
        transport, _ = await asyncio.get_running_loop().create_datagram_endpoint(Fake, local_addr=("127.0.0.1", udp))
        try:
            return await D.find_games(0.4, targets=["127.0.0.1"], port=udp)
        finally:
            transport.close()

    assert [(g.name, g.port) for g in run(go())] == [("Real", 41000)]


def test_a_flood_of_queries_and_garbage_does_not_stall_and_answers_are_rate_limited(caplog) -> None:
    """2000 datagrams from one source, every other one garbage: all read, the garbage ignored
    with a bounded log, the queries answered only as the rate limit allows (here its clock is
    stopped: the burst of 4, no more), and another source still answered at once."""
    caplog.set_level(logging.INFO, logger="mtgdesk.net.discovery")

    async def go() -> tuple[D.Responder, int, int]:
        udp = _free_udp_port()
        responder = await D.start_responder("Host", 40000, listen="127.0.0.1", udp_port=udp,
                                            limit=D.RateLimit(burst=4, clock=lambda: 0.0))
        assert responder is not None
        flooder = await _asker("127.0.0.1")
        for i in range(2000):
            data = _query(f"{i:016x}") if i % 2 else b"\x00garbage %d" % i
            flooder.transport.sendto(data, ("127.0.0.1", udp))
            await asyncio.sleep(0)  # (the responder reads a datagram a turn of the loop: buffers are finite)
        for _ in range(500):  # bounded: until it has read what arrived
            before = responder.received
            await asyncio.sleep(0.02)
            if responder.received == before:
                break
        await asyncio.sleep(0.1)
        flood_answers = len(flooder.answers)
        other = await _asker("127.0.0.2")  # another source still gets its answer at once
        other.transport.sendto(_query(), ("127.0.0.1", udp))
        assert await other.wait_answers(1)
        responder.close()
        flooder.transport.close()
        other.transport.close()
        return responder, flood_answers, len(other.answers)

    responder, flood_answers, other_answers = run(go())
    assert responder.received >= 1500  # nearly all read (the socket's buffer may drop a few)
    assert responder.ignored + responder.limited + responder.answered == responder.received
    assert responder.ignored >= 700 and responder.limited >= 700
    assert flood_answers == 4 and responder.answered == 5 and other_answers == 1
    logged = [r for r in caplog.records if "ignored a datagram" in r.getMessage() or "too many" in r.getMessage()]
    assert len(logged) <= 10 + 3 + 2  # logged, but a flood doesn't flood the log


def test_a_search_reads_a_bounded_number_of_answers() -> None:
    """A fake host that answers a query with 300 games: the search lists ``max_games`` of them
    and stops there."""

    class Flood(asyncio.DatagramProtocol):
        def connection_made(self, transport: Any) -> None:
            self.transport = transport

        def datagram_received(self, data: bytes, addr: Any) -> None:
            nonce = json.loads(data)["nonce"]
            for port in range(1000, 1300):
                self.transport.sendto(json.dumps({"m": "mtgdesk-lan", "k": "game", "v": 1, "nonce": nonce,
                                                  "name": f"g{port}", "port": port, "relay": False,
                                                  "app": "1", "proto": 1}).encode(), addr)

    async def go() -> list[D.LanGame]:
        udp = _free_udp_port()
        transport, _ = await asyncio.get_running_loop().create_datagram_endpoint(Flood, local_addr=("127.0.0.1", udp))
        try:
            return await D.find_games(5.0, targets=["127.0.0.1"], port=udp, max_games=10)
        finally:
            transport.close()

    games = run(go())
    assert len(games) == 10 and len({g.port for g in games}) == 10


def test_rate_limit_per_source_and_in_all() -> None:
    now = [0.0]
    limit = D.RateLimit(burst=3, rate=1.0, total_rate=4.0, max_sources=4, clock=lambda: now[0])
    assert [limit.allow("a") for _ in range(5)] == [True, True, True, False, False]
    assert [limit.allow(s) for s in "bcd"] == [True, False, False]  # 4 a second in all
    now[0] = 1.0  # a second later: one more for "a", four more in all
    assert [limit.allow("a") for _ in range(2)] == [True, False]
    assert limit.allow("e")  # a fifth source: the others are forgotten (bounded), still limited in all
    assert [limit.allow("e") for _ in range(3)] == [True, True, False]


def test_the_host_stops_answering_once_the_game_starts() -> None:
    async def go() -> tuple[int, int, bool]:
        host = Host(pool(), deck(0), chooser(), seed=5, settings=FAST)
        await host.start()
        udp = _free_udp_port()
        responder = await D.answer_while_waiting(host, "127.0.0.1", place=D.Place("127.0.0.1", udp))
        assert responder is not None
        before = len(await D.find_games(0.3, targets=["127.0.0.1"], port=udp))
        guest = Guest(pool(), "127.0.0.1", host.port, host.code, chooser("easy", 2), deck=deck(3), settings=FAST)
        tasks = [asyncio.create_task(host.play()), asyncio.create_task(guest.play())]
        for _ in range(1000):  # bounded: until the guest has joined
            if host.game is not None:
                break
            await asyncio.sleep(0.01)
        assert host.game is not None
        after = len(await D.find_games(0.3, targets=["127.0.0.1"], port=udp))
        closed = responder.closed
        for t in tasks:
            t.cancel()
        await asyncio.gather(*tasks, return_exceptions=True)
        await host.close()
        return before, after, closed

    before, after, closed = run(go())
    assert (before, after, closed) == (1, 0, True)


def test_a_taken_udp_port_leaves_discovery_off_and_the_game_hosted(caplog) -> None:
    async def go() -> tuple[Any, bool]:
        with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as taken:
            taken.bind(("127.0.0.1", 0))
            udp = taken.getsockname()[1]
            host = Host(pool(), deck(0), chooser(), settings=FAST)
            await host.start()
            responder = await D.answer_while_waiting(host, "127.0.0.1", place=D.Place("127.0.0.1", udp))
            # The game is still hosted: a TCP connection to its port is accepted.
            _, writer = await asyncio.open_connection("127.0.0.1", host.port)
            writer.close()
            await host.close()
            return responder, True

    responder, hosted = run(go())
    assert responder is None and hosted
    assert "not listed on the local network" in caplog.text


def test_discovery_off_answers_and_asks_nothing() -> None:
    async def go() -> tuple[Any, list[D.LanGame]]:
        host = Host(pool(), deck(0), chooser(), settings=FAST)
        await host.start()
        responder = await D.answer_while_waiting(host, "127.0.0.1", place=D.Place(off=True))
        found = await D.find_games(0.2, place=D.Place(off=True))
        await host.close()
        return responder, found

    assert run(go()) == (None, [])


def test_the_place_is_read_from_the_environment() -> None:
    assert D.configured({}) == D.Place(None, 7738)
    assert D.configured({"MTGDESK_DISCOVERY": "off"}).off
    assert D.configured({"MTGDESK_DISCOVERY": "127.0.0.1:5000"}) == D.Place("127.0.0.1", 5000)
    assert D.configured({"MTGDESK_DISCOVERY": "127.0.0.1"}).off  # can't be read: off, logged
    assert D.configured({"MTGDESK_DISCOVERY": "127.0.0.1:99999"}).off


def test_the_broadcast_addresses_are_read_without_sending_anything() -> None:
    found = D.broadcast_addresses()
    assert found[0] == "255.255.255.255"
    for address in found:
        socket.inet_aton(address)  # each one an IPv4 address
        assert not address.startswith("127.")


def test_a_hosts_name_is_shown_on_one_line() -> None:
    assert D.clean_name("Ann\nDrop\u202eTables\x00") == "Ann Drop Tables"
    assert len(D.clean_name("x" * 100)) == D.MAX_NAME


def test_mtgdesk_host_is_listed_by_mtgdesk_join_list_unless_no_discovery(tmp_path, monkeypatch) -> None:
    """Two real processes: ``mtgdesk host`` answers on 127.0.0.1 and a chosen UDP port, and
    ``mtgdesk join --list`` prints it; with ``--no-discovery`` it is not listed."""
    from tests.net import procs

    monkeypatch.setenv("MTGDESK_DISCOVERY", f"127.0.0.1:{_free_udp_port()}")

    async def go(*extra: str) -> tuple[int, procs.Done]:
        host, port, _, _ = await procs.start_host(tmp_path, "--ai", "easy", "--name", "Alice", "--wait", "60",
                                                  *extra)
        try:
            listed = await procs.finish(await procs.start(["join", "--list"], tmp_path), timeout=60)
        finally:
            host.kill()
            await host.wait()
        return port, listed

    port, listed = run(go(), timeout=120)
    assert listed.code == 0, listed.err
    assert listed.out.splitlines() == [f"127.0.0.1:{port} Alice"]
    port, listed = run(go("--no-discovery"), timeout=120)
    assert listed.code == 0 and listed.out == ""
    assert "no game found on the local network" in listed.err


def test_join_still_wants_a_code_to_join(capsys) -> None:
    from mtgdesk.cli import main

    assert main(["join", "127.0.0.1:7737"]) == 2
    assert "join needs --code CODE" in capsys.readouterr().err
