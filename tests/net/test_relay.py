"""The relay (mtgdesk/net/relay.py): a host and a guest paired through it on 127.0.0.1, what it
forwards (ciphertext only), its limits, and garbage thrown at it. Some tests run the real
``mtgdesk relay`` process, the others a RelayServer in the test's own event loop with small
limits, so that each limit is reached in seconds."""
from __future__ import annotations

import asyncio
import contextlib
import logging
import random
import select
import signal
import socket
import subprocess
import sys
import time
from collections.abc import AsyncIterator, Coroutine, Iterator
from pathlib import Path
from typing import Any

import pytest

from mtgdesk.net import secure
from mtgdesk.net.relay import (
    DEFAULT_MAX_FRAME,
    DEFAULT_PORT,
    FRAME_LENGTH,
    HELLO,
    MAGIC,
    RelayError,
    RelayLimits,
    RelayServer,
    Role,
    connect_via_relay,
    hello,
    relay_address,
    relay_id,
)
from mtgdesk.net.secure import ConnectionLost, SecureChannel, open_secure_channel
from tests.helpers.frame_proxy import FrameProxy

ROOT = Path(__file__).resolve().parents[2]
CODE = "Amber-Fox 42"
LOCAL = "127.0.0.1"


def run(coro: Coroutine[Any, Any, Any], limit: float = 60) -> Any:
    """Run a test's coroutine, never for more than ``limit`` seconds."""
    return asyncio.run(asyncio.wait_for(coro, limit))


@contextlib.asynccontextmanager
async def relay(**limits: Any) -> AsyncIterator[tuple[RelayServer, int]]:
    """A relay in this event loop on 127.0.0.1, with these limits."""
    server = RelayServer(RelayLimits(**limits))
    (_, port), *_ = await server.start(LOCAL, 0)
    try:
        yield server, port
    finally:
        await server.close()


async def players(port: int, host_code: str = CODE, guest_code: str = CODE) -> tuple[SecureChannel, SecureChannel]:
    """A host and then a guest through the relay at ``port``, their encrypted channel open."""
    waiting = asyncio.Event()

    async def host() -> SecureChannel:
        streams = await connect_via_relay(LOCAL, port, host_code, "host", wait_timeout=20, on_waiting=waiting.set)
        return await open_secure_channel(*streams, host_code, "host", timeout=20)

    async def guest() -> SecureChannel:
        await waiting.wait()
        streams = await connect_via_relay(LOCAL, port, guest_code, "guest", wait_timeout=20)
        return await open_secure_channel(*streams, guest_code, "guest", timeout=20)

    host_channel, guest_channel = await asyncio.gather(host(), guest())
    return host_channel, guest_channel


async def talk(host: SecureChannel, guest: SecureChannel, rounds: int = 3) -> None:
    """Messages both ways, checked."""
    for i in range(rounds):
        await host.send(b"host says %d" % i)
        assert await asyncio.wait_for(guest.recv(), 10) == b"host says %d" % i
        await guest.send(b"guest says %d" % i)
        assert await asyncio.wait_for(host.recv(), 10) == b"guest says %d" % i


async def raw(port: int, role: Role, code: str = CODE, *, wait_for_host: bool = False,
              rid: bytes | None = None) -> tuple[asyncio.StreamReader, asyncio.StreamWriter]:
    """A connection to the relay that has said its hello, for tests that speak the protocol by hand."""
    reader, writer = await asyncio.open_connection(LOCAL, port)
    writer.write(hello(role, relay_id(code) if rid is None else rid, wait_for_host=wait_for_host))
    await writer.drain()
    return reader, writer


async def reply(reader: asyncio.StreamReader) -> bytes:
    return await asyncio.wait_for(reader.readline(), 5)


async def ends(reader: asyncio.StreamReader, within: float = 5.0) -> bool:
    """Whether the relay closes this connection within ``within`` seconds (what it sends first is read)."""
    deadline = time.monotonic() + within
    for _ in range(10_000):
        left = deadline - time.monotonic()
        if left <= 0:
            return False
        try:
            if not await asyncio.wait_for(reader.read(65536), left):
                return True
        except TimeoutError:
            return False
        except OSError:
            return True
    return False


async def settles(server: RelayServer, within: float = 5.0) -> bool:
    """Whether the relay lets go of every connection within ``within`` seconds."""
    for _ in range(int(within / 0.02)):
        if server.open_connections == 0 and server.waiting == 0:
            return True
        await asyncio.sleep(0.02)
    return False


@contextlib.contextmanager
def relay_process(tmp_path: Path, *options: str) -> Iterator[tuple[subprocess.Popen[str], int, Path]]:
    """``python -m mtgdesk relay --host 127.0.0.1 --port 0 OPTIONS``; (process, its port, its log)."""
    log_path = tmp_path / "relay.log"
    with open(log_path, "w", encoding="utf-8") as log_file:
        proc = subprocess.Popen([sys.executable, "-m", "mtgdesk", "relay", "--host", LOCAL, "--port", "0", *options],
                                cwd=ROOT, stdout=subprocess.PIPE, stderr=log_file, text=True)
    try:
        assert proc.stdout is not None
        ready, _, _ = select.select([proc.stdout], [], [], 30)
        assert ready, "the relay printed nothing in 30 s"
        first = proc.stdout.readline()
        assert first.startswith(f"relay listening on {LOCAL}:"), first + log_path.read_text()
        yield proc, int(first.rsplit(":", 1)[1]), log_path
    finally:
        if proc.poll() is None:
            proc.kill()
        proc.wait(10)
        if proc.stdout is not None:
            proc.stdout.close()


def stop(proc: subprocess.Popen[str], how: signal.Signals) -> int:
    proc.send_signal(how)
    return proc.wait(15)


# ----------------------------------------------------------------------------- pairing

def test_a_host_and_a_guest_talk_through_a_real_relay_process(tmp_path: Path) -> None:
    with relay_process(tmp_path) as (proc, port, log_path):
        async def scenario() -> None:
            host, guest = await players(port)
            await talk(host, guest)
            big = bytes(range(256)) * 4096  # 1 MiB: the largest message fits the relay's frame limit
            await host.send(big)
            assert await asyncio.wait_for(guest.recv(), 20) == big
            await host.close()
            await guest.close()

        run(scenario())
        assert stop(proc, signal.SIGTERM) == 0
    log = log_path.read_text(encoding="utf-8")
    assert f"pair #1: host {LOCAL}:" in log and "relay stopped after 1 pairs" in log
    assert "Traceback" not in log
    for secret in (CODE, "amberfox42", relay_id(CODE).hex()[:8]):
        assert secret not in log


def test_pairs_follow_one_another_with_the_same_code(tmp_path: Path) -> None:
    """As when players come back after a cut: each new pair hears PAIRED before any frame of the
    other side (a frame first would be taken for the relay's answer)."""
    with relay_process(tmp_path) as (proc, port, log_path):
        async def scenario() -> None:
            for _ in range(15):
                host, guest = await players(port)
                await talk(host, guest, rounds=1)
                await host.close()
                await guest.close()

        run(scenario(), limit=120)
        assert stop(proc, signal.SIGTERM) == 0
    assert "relay stopped after 15 pairs" in log_path.read_text(encoding="utf-8")


def test_the_relay_stops_cleanly_on_sigint_with_players_connected(tmp_path: Path) -> None:
    with relay_process(tmp_path) as (proc, port, log_path):
        async def scenario() -> None:
            host, guest = await players(port)
            await talk(host, guest, rounds=1)
            waiting = await raw(port, "host", "someone else")
            assert await reply(waiting[0]) == b"WAIT\n"
            assert stop(proc, signal.SIGINT) == 0
            with pytest.raises(ConnectionLost):
                await asyncio.wait_for(guest.recv(), 10)
            assert await ends(waiting[0])

        run(scenario())
    assert "relay stopped after 1 pairs" in log_path.read_text(encoding="utf-8")


def test_the_relay_forwards_only_ciphertext(caplog: pytest.LogCaptureFixture) -> None:
    """Every byte into and out of the relay is recorded: no message, card name or code is in it."""
    hand = b'{"zone":"hand","cards":["Llanowar Elves","Giant Growth","Shivan Dragon"]}'
    chat = "Bonne chance ! Удачи!".encode()

    async def scenario() -> None:
        async with relay() as (_server, port), FrameProxy(port) as tap:
            host, guest = await players(tap.port)
            for _ in range(20):
                await host.send(hand)
                assert await guest.recv() == hand
                await guest.send(chat)
                assert await host.recv() == chat
            wire = bytes(tap.up + tap.down)
            assert len(wire) > 20 * (len(hand) + len(chat))  # the record is of the whole talk
            assert relay_id(CODE) in wire  # what the relay is told instead of the code
            for plain in (hand, chat, b"Llanowar Elves", b"Shivan", "Удачи".encode(), CODE.encode(), b"amberfox42"):
                assert plain not in wire, plain

    with caplog.at_level(logging.INFO, logger="mtgdesk.relay"):
        run(scenario())
    assert "pair #1" in caplog.text and CODE not in caplog.text


def test_the_relay_id_is_the_code_scrypted() -> None:
    rid = relay_id(CODE)
    assert len(rid) == 32 and rid == relay_id("amber fox 42") != relay_id("Amber-Fox 43")
    assert b"amber" not in rid.lower() and b"42" not in rid


def test_a_relay_address_is_read_as_the_relay_option_takes_it() -> None:
    assert relay_address("relay.example.org") == ("relay.example.org", DEFAULT_PORT)
    assert relay_address(" 203.0.113.5:6000 ") == ("203.0.113.5", 6000)
    assert relay_address("[2001:db8::1]:7000") == ("2001:db8::1", 7000)
    assert relay_address("[::1]") == relay_address("::1") == ("::1", DEFAULT_PORT)
    for bad in ("", "host:", "host:http", "host:0", "host:70000", "host:٣", "[::1", "[::1]:", "[::1]x", "a b",
                "user@host", "http://host"):
        with pytest.raises(ValueError) as refused:
            relay_address(bad)
        assert repr(bad) in str(refused.value)


def test_a_wrong_code_finds_no_host_and_the_host_keeps_waiting(caplog: pytest.LogCaptureFixture) -> None:
    """Codes that differ give relay ids that differ, so a guest with a wrong code is told at once;
    the host, unharmed, still takes the right guest. (Through a direct connection both sides
    get WrongCode: test_secure.py.)"""
    async def scenario() -> None:
        async with relay() as (_server, port):
            waiting = asyncio.Event()
            host_task = asyncio.create_task(connect_via_relay(LOCAL, port, CODE, "host", wait_timeout=20,
                                                              on_waiting=waiting.set))
            await asyncio.wait_for(waiting.wait(), 10)
            with pytest.raises(RelayError) as wrong:
                await connect_via_relay(LOCAL, port, "Amber-Fox 43", "guest", wait_timeout=10)
            assert wrong.value.reason == "nohost"
            assert str(wrong.value) == "no game is hosted at this relay with this invite code: check the code"
            assert not host_task.done()
            guest_streams = await connect_via_relay(LOCAL, port, CODE, "guest", wait_timeout=10)
            host, guest = await asyncio.gather(
                open_secure_channel(*await host_task, CODE, "host", timeout=10),
                open_secure_channel(*guest_streams, CODE, "guest", timeout=10))
            await talk(host, guest, rounds=1)

    with caplog.at_level(logging.INFO, logger="mtgdesk.relay"):
        run(scenario())
    assert "a guest with no host waiting" in caplog.text


def test_a_guest_coming_back_may_wait_for_its_host() -> None:
    async def scenario() -> None:
        async with relay() as (_server, port):
            waiting = asyncio.Event()
            guest_task = asyncio.create_task(connect_via_relay(LOCAL, port, CODE, "guest", wait_for_host=True,
                                                               wait_timeout=20, on_waiting=waiting.set))
            await asyncio.wait_for(waiting.wait(), 10)
            host_streams = await connect_via_relay(LOCAL, port, CODE, "host", wait_timeout=10)
            host, guest = await asyncio.gather(open_secure_channel(*host_streams, CODE, "host", timeout=10),
                                               open_secure_channel(*await guest_task, CODE, "guest", timeout=10))
            await talk(host, guest, rounds=1)

    run(scenario())


def test_a_second_host_or_guest_for_the_same_game_is_refused() -> None:
    async def scenario() -> None:
        async with relay() as (_server, port):
            first = await raw(port, "host")
            assert await reply(first[0]) == b"WAIT\n"
            with pytest.raises(RelayError) as busy:
                await connect_via_relay(LOCAL, port, CODE, "host", wait_timeout=5)
            assert busy.value.reason == "busy"
            guest = await raw(port, "guest")
            assert await reply(guest[0]) == b"PAIRED\n" and await reply(first[0]) == b"PAIRED\n"
            with pytest.raises(RelayError) as taken:
                await connect_via_relay(LOCAL, port, CODE, "guest", wait_timeout=5)
            assert taken.value.reason == "taken"

    run(scenario())


def test_frames_are_forwarded_whole_and_unchanged() -> None:
    async def scenario() -> None:
        async with relay(max_frame=300_000) as (_server, port):
            host = await raw(port, "host")
            assert await reply(host[0]) == b"WAIT\n"
            guest = await raw(port, "guest")
            assert await reply(guest[0]) == b"PAIRED\n" and await reply(host[0]) == b"PAIRED\n"
            frames = [FRAME_LENGTH.pack(n) + random.Random(n).randbytes(n) for n in (0, 1, 1000, 300_000)]
            host[1].write(b"".join(frames))
            for frame in frames:
                assert await asyncio.wait_for(guest[0].readexactly(len(frame)), 10) == frame
            guest[1].write(frames[2])
            assert await asyncio.wait_for(host[0].readexactly(len(frames[2])), 10) == frames[2]
            guest[1].close()
            assert await ends(host[0])  # one side leaving ends the pair

    run(scenario())


def test_the_secure_channels_largest_frame_fits_the_relays_default() -> None:
    assert secure.MAX_FRAME <= DEFAULT_MAX_FRAME
    assert secure.FRAME_LENGTH.format == FRAME_LENGTH.format


# ------------------------------------------------------------------------------ limits

def test_connections_per_address_are_limited(caplog: pytest.LogCaptureFixture) -> None:
    async def scenario() -> None:
        async with relay(max_per_address=3) as (server, port):
            held = [await raw(port, "host", f"code {i}") for i in range(3)]
            for reader, _ in held:
                assert await reply(reader) == b"WAIT\n"
            with pytest.raises(RelayError) as refused:
                await connect_via_relay(LOCAL, port, "code 3", "host", wait_timeout=5)
            assert refused.value.reason == "limit"
            held.pop()[1].close()
            for _ in range(250):  # the relay notices within moments
                if server.open_connections == 2:
                    break
                await asyncio.sleep(0.02)
            again = await raw(port, "host", "code 3")
            assert await reply(again[0]) == b"WAIT\n"

    with caplog.at_level(logging.INFO, logger="mtgdesk.relay"):
        run(scenario())
    assert "refused: 3 connections open from 127.0.0.1 (limit 3)" in caplog.text


def test_an_ipv6_subscriber_counts_as_one_address() -> None:
    """Providers hand a subscriber a /64; counting each of its addresses alone would let one
    machine open as many connections as it likes."""
    from mtgdesk.net.relay import _address_group

    assert _address_group(("2001:db8:1:2:aaaa::1", 5000, 0, 0)) == _address_group(("2001:db8:1:2:bbbb::9", 1, 0, 0))
    assert _address_group(("2001:db8:1:2::1", 5000, 0, 0)) == "2001:db8:1:2::/64"
    assert _address_group(("2001:db8:1:3::1", 5000, 0, 0)) != "2001:db8:1:2::/64"
    assert _address_group(("::ffff:198.51.100.7", 1, 0, 0)) == "198.51.100.7" == _address_group(("198.51.100.7", 2))
    assert _address_group(("fe80::1%eth0", 1, 0, 2)) == "fe80::/64"
    assert _address_group(None) == "unknown"


def test_connections_in_all_are_limited() -> None:
    async def scenario() -> None:
        async with relay(max_connections=2, max_per_address=10) as (_server, port):
            held = [await raw(port, "host", f"code {i}") for i in range(2)]
            for reader, _ in held:
                assert await reply(reader) == b"WAIT\n"
            with pytest.raises(RelayError) as full:
                await connect_via_relay(LOCAL, port, "code 2", "host", wait_timeout=5)
            assert full.value.reason == "full"

    run(scenario())


def test_a_frame_over_the_limit_ends_the_pair(caplog: pytest.LogCaptureFixture) -> None:
    async def scenario() -> None:
        async with relay(max_frame=4096) as (server, port):
            host, guest = await players(port)
            await host.send(b"x" * 4000)  # 4000 + 17 bytes: under the limit
            assert len(await guest.recv()) == 4000
            await host.send(b"x" * 5000)
            with pytest.raises(ConnectionLost):
                await asyncio.wait_for(guest.recv(), 10)
            with pytest.raises(ConnectionLost):
                await asyncio.wait_for(host.recv(), 10)
            assert await settles(server)

    with caplog.at_level(logging.INFO, logger="mtgdesk.relay"):
        run(scenario())
    assert "a frame of 5017 bytes from the host (limit 4096)" in caplog.text


def test_a_silent_pair_is_dropped_and_a_talking_one_kept(caplog: pytest.LogCaptureFixture) -> None:
    async def scenario() -> None:
        async with relay(idle_timeout=1.0) as (server, port):
            host, guest = await players(port)
            for i in range(12):  # 2.4 s of talk, a message every 0.2 s: more than the idle time
                await asyncio.sleep(0.2)
                sender, receiver = (host, guest) if i % 2 else (guest, host)
                await sender.send(b"heartbeat")
                assert await asyncio.wait_for(receiver.recv(), 5) == b"heartbeat"
            started = time.monotonic()
            with pytest.raises(ConnectionLost):
                await asyncio.wait_for(guest.recv(), 10)
            assert time.monotonic() - started < 5
            assert await settles(server)

    with caplog.at_level(logging.INFO, logger="mtgdesk.relay"):
        run(scenario())
    assert "idle for 1 s" in caplog.text


def test_a_connection_that_never_says_hello_is_dropped(caplog: pytest.LogCaptureFixture) -> None:
    async def scenario() -> None:
        async with relay(hello_timeout=0.3) as (server, port):
            silent = await asyncio.open_connection(LOCAL, port)
            partial = await asyncio.open_connection(LOCAL, port)
            partial[1].write(hello("host", relay_id(CODE))[:20])
            assert await ends(silent[0]) and await ends(partial[0])
            assert await settles(server)

    with caplog.at_level(logging.INFO, logger="mtgdesk.relay"):
        run(scenario())
    assert caplog.text.count("no hello within 0.3 s") == 2


def test_a_flood_of_garbage_cannot_flood_the_log(caplog: pytest.LogCaptureFixture) -> None:
    async def scenario() -> float:
        async with relay(log_burst=5, log_rate=2.0) as (server, port):
            started = time.monotonic()
            for _ in range(100):
                reader, writer = await asyncio.open_connection(LOCAL, port)
                writer.write(b"x" * HELLO.size)
                assert await reply(reader) == b"ERR protocol\n"
                writer.close()
            elapsed = time.monotonic() - started
            await asyncio.sleep(0.6)  # the budget comes back
            reader, writer = await asyncio.open_connection(LOCAL, port)
            writer.write(b"x" * HELLO.size)
            assert await ends(reader)
            assert await settles(server)
            return elapsed

    with caplog.at_level(logging.INFO, logger="mtgdesk.relay"):
        elapsed = run(scenario())
    lines = [r.getMessage() for r in caplog.records if "dropped: not a relay hello" in r.getMessage()]
    assert 5 <= len(lines) <= 5 + 2.0 * elapsed + 2
    assert lines[-1].endswith("lines about 127.0.0.1 left out before this one)")
    left_out = sum(int(line.rsplit("(", 1)[1].split()[0]) for line in lines if line.endswith("this one)"))
    assert len(lines) + left_out == 101  # every connection logged or counted


def test_a_host_waits_no_longer_than_the_relay_allows() -> None:
    async def scenario() -> None:
        async with relay(wait_timeout=0.5) as (server, port):
            started = time.monotonic()
            with pytest.raises(RelayError) as late:
                await connect_via_relay(LOCAL, port, CODE, "host", wait_timeout=10)
            assert late.value.reason == "timeout" and time.monotonic() - started < 5
            assert await settles(server)

    run(scenario())


def test_a_waiting_player_hears_from_its_relay_and_notices_one_gone_silent() -> None:
    async def scenario() -> None:
        async with relay(wait_keepalive=0.2) as (_server, port):
            told: list[float] = []
            started = time.monotonic()
            with pytest.raises(RelayError) as late:  # the relay's WAITs keep a quiet wait alive
                await connect_via_relay(LOCAL, port, CODE, "host", silence_timeout=0.6, wait_timeout=1.5,
                                        on_waiting=lambda: told.append(time.monotonic()))
            assert late.value.reason == "timeout" and time.monotonic() - started >= 1.5
            assert len(told) == 1  # said once, however many WAITs came

        async def silent_relay(reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
            await reader.readexactly(HELLO.size)
            writer.write(b"WAIT\n")  # then nothing, as a relay whose machine went away
            await asyncio.sleep(30)

        async with await asyncio.start_server(silent_relay, LOCAL, 0) as fake:
            started = time.monotonic()
            with pytest.raises(RelayError) as gone:
                await connect_via_relay(LOCAL, fake.sockets[0].getsockname()[1], CODE, "host",
                                        silence_timeout=0.5, wait_timeout=20)
            assert gone.value.reason == "closed" and "stopped answering" in str(gone.value)
            assert time.monotonic() - started < 5

    run(scenario())


def test_what_is_not_the_relay_protocol_is_refused_plainly() -> None:
    good = hello("host", relay_id(CODE))
    cases = {
        b"GET / HTTP/1.1\r\nHost: x\r\n\r\n" + b" " * 20: b"ERR protocol\n",
        HELLO.pack(MAGIC, 2, b"H", 0, relay_id(CODE)): b"ERR version\n",
        HELLO.pack(MAGIC, 1, b"X", 0, relay_id(CODE)): b"ERR protocol\n",
    }

    async def scenario() -> None:
        async with relay() as (server, port):
            for data, expected in cases.items():
                reader, writer = await asyncio.open_connection(LOCAL, port)
                writer.write(data)
                assert await reply(reader) == expected
                assert await ends(reader)
            # A waiting host that speaks before it is paired.
            reader, writer = await asyncio.open_connection(LOCAL, port)
            writer.write(good)
            assert await reply(reader) == b"WAIT\n"
            writer.write(b"hello?")
            assert await reply(reader) == b"ERR protocol\n"
            assert await settles(server)

    run(scenario())


def test_a_client_gets_a_clear_error_from_no_relay_or_from_something_else() -> None:
    async def scenario() -> None:
        with socket.socket() as unused:
            unused.bind((LOCAL, 0))
            port = unused.getsockname()[1]
        with pytest.raises(RelayError) as nobody:
            await connect_via_relay(LOCAL, port, CODE, "host", wait_timeout=5)
        assert nobody.value.reason == "unreachable" and f"{LOCAL}:{port}" in str(nobody.value)

        async def web_server(reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
            writer.write(b"HTTP/1.1 400 Bad Request\r\nContent-Length: 0\r\n\r\n")
            await writer.drain()
            writer.close()

        async with await asyncio.start_server(web_server, LOCAL, 0) as other:
            with pytest.raises(RelayError) as foreign:
                await connect_via_relay(LOCAL, other.sockets[0].getsockname()[1], CODE, "host", wait_timeout=5)
            assert foreign.value.reason == "protocol"

    run(scenario())


def test_the_relay_runs_on_the_standard_library_alone(tmp_path: Path) -> None:
    """As packaging/relay/ installs it: three files of the package, no site-packages (no Qt, no
    PyNaCl), started as ``python -m mtgdesk.net.relay``."""
    files = ("mtgdesk/__init__.py", "mtgdesk/net/__init__.py", "mtgdesk/net/relay.py")
    for name in files:
        (tmp_path / name).parent.mkdir(parents=True, exist_ok=True)
        (tmp_path / name).write_bytes((ROOT / name).read_bytes())
    for name in ("Containerfile", "mtgdesk-relay.service"):
        text = (ROOT / "packaging" / "relay" / name).read_text(encoding="utf-8")
        assert all(f in text for f in files[1:]) and "mtgdesk.net.relay" in text
    proc = subprocess.Popen([sys.executable, "-S", "-E", "-m", "mtgdesk.net.relay", "--host", LOCAL, "--port", "0"],
                            cwd=tmp_path, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    try:
        assert proc.stdout is not None
        ready, _, _ = select.select([proc.stdout], [], [], 30)
        assert ready
        port = int(proc.stdout.readline().rsplit(":", 1)[1])

        async def scenario() -> None:
            host, guest = await players(port)
            await talk(host, guest, rounds=1)

        run(scenario())
        assert stop(proc, signal.SIGTERM) == 0
        assert "relay stopped after 1 pairs" in proc.communicate(timeout=10)[1]
    finally:
        if proc.poll() is None:
            proc.kill()
        proc.wait(10)


def test_the_relay_command_refuses_bad_options_and_a_port_in_use(tmp_path: Path) -> None:
    command = [sys.executable, "-m", "mtgdesk", "relay", "--host", LOCAL]
    bad = subprocess.run([*command, "--port", "99999"], cwd=ROOT, capture_output=True, text=True, timeout=60)
    assert bad.returncode == 2 and "99999 is not a port" in bad.stderr
    bad = subprocess.run([*command, "--idle-timeout", "-1"], cwd=ROOT, capture_output=True, text=True, timeout=60)
    assert bad.returncode == 2 and "not a positive number of seconds" in bad.stderr
    with socket.socket() as taken:
        taken.bind((LOCAL, 0))
        taken.listen()
        port = taken.getsockname()[1]
        done = subprocess.run([*command, "--port", str(port)], cwd=ROOT, capture_output=True, text=True, timeout=60)
    assert done.returncode == 1
    assert done.stderr.startswith(f"error: can't listen on {LOCAL}:{port}: ") and "Traceback" not in done.stderr


# -------------------------------------------------------------------------------- fuzz

def _garbage(rng: random.Random, i: int) -> bytes:
    """What the i-th hostile connection sends: each kind in turn, its bytes drawn from ``rng``."""
    kind = i % 7
    rid = rng.randbytes(32)
    if kind == 0:
        return rng.randbytes(rng.randrange(0, 300))
    if kind == 1:
        return hello("host", rid)[:rng.randrange(1, HELLO.size)]
    if kind == 2:
        return HELLO.pack(rng.choice([MAGIC, b"MTGX", rng.randbytes(4)]), rng.randrange(256),
                          bytes([rng.randrange(256)]), rng.randrange(256), rid)
    if kind == 3:
        return hello("host", rid) + rng.randbytes(rng.randrange(1, 100))
    if kind == 4:
        return hello("guest", rid, wait_for_host=rng.random() < 0.5)
    if kind == 5:
        return hello("host", rid) + FRAME_LENGTH.pack(rng.randrange(2**32)) + rng.randbytes(50)
    return b""


async def _hostile(port: int, data: bytes, linger: float) -> str:
    try:
        reader, writer = await asyncio.wait_for(asyncio.open_connection(LOCAL, port), 5)
    except (OSError, TimeoutError):
        return "not accepted"
    try:
        writer.write(data)
        await writer.drain()
        answer = await asyncio.wait_for(reader.read(64), linger)
        return answer.split(b"\n")[0].decode("ascii", "replace") or "closed"
    except (OSError, TimeoutError):
        return "no answer"
    finally:
        writer.close()


async def _hostile_pair(port: int, rng: random.Random) -> None:
    """A host and a guest that pair, then send garbage frames, one of them over the limit."""
    rid = rng.randbytes(32)
    host = await raw(port, "host", rid=rid)
    try:
        if await reply(host[0]) != b"WAIT\n":
            return
        guest = await raw(port, "guest", rid=rid)
        try:
            frames = [FRAME_LENGTH.pack(len(b)) + b for b in (rng.randbytes(rng.randrange(0, 2000)) for _ in range(5))]
            frames.append(FRAME_LENGTH.pack(rng.randrange(70_000, 2**32)) + rng.randbytes(10))
            guest[1].write(b"".join(frames))
            await guest[1].drain()
            await ends(host[0], 3)
        finally:
            guest[1].close()
    finally:
        host[1].close()


async def _fuzz(port: int, count: int, concurrency: int, seed: int) -> dict[str, int]:
    """``count`` hostile connections and count // 20 hostile pairs, ``concurrency`` at a time; with
    real players paired halfway and at the end. What the hostile ones heard, counted."""
    rng = random.Random(seed)
    payloads = [_garbage(rng, i) for i in range(count)]
    gate = asyncio.Semaphore(concurrency)
    heard: dict[str, int] = {}

    async def one(data: bytes) -> None:
        async with gate:
            answer = await _hostile(port, data, 0.2)
            heard[answer] = heard.get(answer, 0) + 1

    async def pair(n: int) -> None:
        async with gate:
            await _hostile_pair(port, random.Random(seed * 1000 + n))

    half = count // 2
    await asyncio.gather(*(one(d) for d in payloads[:half]), *(pair(n) for n in range(count // 40)))
    host, guest = await asyncio.wait_for(players(port, "midway", "midway"), 30)
    await talk(host, guest, rounds=2)
    await asyncio.gather(*(one(d) for d in payloads[half:]), *(pair(n) for n in range(count // 40, count // 20)))
    host, guest = await asyncio.wait_for(players(port, "afterwards", "afterwards"), 30)
    await talk(host, guest, rounds=2)
    return heard


def test_thousands_of_hostile_connections_never_crash_or_stall_the_relay_process(tmp_path: Path) -> None:
    options = ("--max-per-address", "400", "--hello-timeout", "1", "--wait-timeout", "3", "--idle-timeout", "3",
               "--max-frame", "65536")
    with relay_process(tmp_path, *options) as (proc, port, log_path):
        heard = run(_fuzz(port, count=2000, concurrency=100, seed=37), limit=180)
        assert proc.poll() is None, "the relay died"
        assert stop(proc, signal.SIGINT) == 0
    log = log_path.read_text(encoding="utf-8")
    assert "Traceback" not in log and "unexpected" not in log
    assert heard.get("not accepted", 0) == 0 and heard.get("ERR limit", 0) == 0, heard
    assert heard.get("ERR protocol", 0) > 100 and heard.get("ERR nohost", 0) > 50, heard
    assert "relay stopped after" in log


def test_hostile_connections_leave_nothing_behind_in_the_relay() -> None:
    async def scenario() -> dict[str, int]:
        async with relay(max_per_address=400, hello_timeout=1, wait_timeout=3, idle_timeout=3,
                         max_frame=65536) as (server, port):
            heard = await _fuzz(port, count=600, concurrency=50, seed=38)
            assert await settles(server, within=10), (server.open_connections, server.waiting)
            return heard

    heard = run(scenario(), limit=120)
    assert sum(heard.values()) == 600


def test_every_refusal_reaches_the_client_as_its_reason_and_a_sentence() -> None:
    reasons = ("protocol", "version", "nohost", "taken", "busy", "limit", "full", "timeout", "closing")

    async def scenario() -> None:
        for reason in (*reasons, "something new"):
            async def fake_relay(reader: asyncio.StreamReader, writer: asyncio.StreamWriter,
                                 line: bytes = b"ERR " + reason.encode() + b"\n") -> None:
                await reader.readexactly(HELLO.size)
                writer.write(line)
                await writer.drain()
                writer.close()

            async with await asyncio.start_server(fake_relay, LOCAL, 0) as fake:
                with pytest.raises(RelayError) as refused:
                    await connect_via_relay(LOCAL, fake.sockets[0].getsockname()[1], CODE, "host", wait_timeout=5)
            assert refused.value.reason == (reason if reason in reasons else "protocol")
            text = str(refused.value)
            assert text and "\n" not in text and "ERR" not in text

    run(scenario())
