"""The end-to-end encrypted channel (mtgdesk/net/secure.py) between a host and a guest on 127.0.0.1,
the guest reaching the host through a proxy that records, alters, drops, repeats or reorders what
the host sends, as anyone on the path could."""
from __future__ import annotations

import asyncio
import contextlib
from collections.abc import AsyncIterator, Coroutine
from typing import Any

import pytest

from mtgdesk.net.relay import canonical_code
from mtgdesk.net.secure import (
    FRAME_LENGTH,
    MAX_MESSAGE,
    ChannelClosed,
    ConnectionLost,
    HandshakeError,
    HandshakeTimeout,
    MessageTooLarge,
    SecureChannel,
    SecureChannelError,
    Tampered,
    WrongCode,
    open_secure_channel,
)
from tests.helpers.frame_proxy import FrameProxy, Rewrite, flip_bit

CODE = "Amber-Fox 42"
#: The host's frames: 0 its hello, 1 its key confirmation, then its messages from 2 on.
FIRST_MESSAGE = 2


def run(coro: Coroutine[Any, Any, Any]) -> Any:
    """Run a test's coroutine, never for more than a minute."""
    return asyncio.run(asyncio.wait_for(coro, 60))


@contextlib.asynccontextmanager
async def connected(rewrite: Rewrite | None = None) -> AsyncIterator[tuple[Any, Any, FrameProxy]]:
    """A host listening on 127.0.0.1 and a guest connected to it through a FrameProxy:
    ((host reader, writer), (guest reader, writer), proxy)."""
    accepted: asyncio.Future[tuple[asyncio.StreamReader, asyncio.StreamWriter]] = (
        asyncio.get_running_loop().create_future())

    async def on_connect(reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        accepted.set_result((reader, writer))

    server = await asyncio.start_server(on_connect, "127.0.0.1", 0)
    async with server, FrameProxy(server.sockets[0].getsockname()[1], rewrite) as proxy:
        guest = await asyncio.open_connection("127.0.0.1", proxy.port)
        host = await asyncio.wait_for(accepted, 10)
        try:
            yield host, guest, proxy
        finally:
            host[1].close()
            guest[1].close()


async def handshake(host_streams: Any, guest_streams: Any, host_code: str = CODE, guest_code: str = CODE,
                    timeout: float = 10.0) -> tuple[SecureChannel | BaseException, SecureChannel | BaseException]:
    return await asyncio.gather(open_secure_channel(*host_streams, host_code, "host", timeout=timeout),
                                open_secure_channel(*guest_streams, guest_code, "guest", timeout=timeout),
                                return_exceptions=True)


@contextlib.asynccontextmanager
async def secure_pair(rewrite: Rewrite | None = None) -> AsyncIterator[tuple[SecureChannel, SecureChannel, FrameProxy]]:
    """Host and guest with their channels open."""
    async with connected(rewrite) as (host_streams, guest_streams, proxy):
        host, guest = await handshake(host_streams, guest_streams)
        assert isinstance(host, SecureChannel) and isinstance(guest, SecureChannel), (host, guest)
        yield host, guest, proxy


def test_messages_cross_both_ways_whole_and_in_order() -> None:
    sizes = [0, 1, 5, 1000, 65536, MAX_MESSAGE]

    async def scenario() -> None:
        async with secure_pair() as (host, guest, proxy):
            for size in sizes:
                await host.send(bytes([size % 251]) * size)
                assert await guest.recv() == bytes([size % 251]) * size
                await guest.send(b"ack %d" % size)
                assert await host.recv() == b"ack %d" % size
            # Many tasks sending at once: every message arrives whole, and they all arrive.
            sent = [b"message %d " % i * 50 for i in range(200)]
            await asyncio.gather(*(host.send(m) for m in sent))
            got = [await guest.recv() for _ in sent]
            assert sorted(got) == sorted(sent)
            assert len(proxy.down) > sum(sizes)

    run(scenario())


def test_the_code_is_read_the_same_way_on_both_sides() -> None:
    assert canonical_code("Amber-Fox 42") == canonical_code(" amber_fox42\n") == "amberfox42"
    with pytest.raises(ValueError):
        canonical_code(" - ")

    async def scenario() -> None:
        async with connected() as (host_streams, guest_streams, _):
            host, guest = await handshake(host_streams, guest_streams, "AMBER-FOX-42", "amber fox 42")
            assert isinstance(host, SecureChannel) and isinstance(guest, SecureChannel)
            await guest.send(b"hello")
            assert await host.recv() == b"hello"

    run(scenario())


def test_a_wrong_code_fails_cleanly_on_both_sides() -> None:
    async def scenario() -> None:
        async with connected() as (host_streams, guest_streams, proxy):
            host, guest = await handshake(host_streams, guest_streams, "amber-fox-42", "amber-fox-43")
            for result in (host, guest):
                assert isinstance(result, WrongCode), result
                assert result.reason == "wrong_code"
                assert str(result) == "the invite code does not match the other side's"

    run(scenario())


def test_the_code_never_crosses_the_wire_and_messages_are_ciphertext() -> None:
    secret = b"Llanowar Elves in the host's hand"

    async def scenario() -> None:
        async with secure_pair() as (host, guest, proxy):
            for _ in range(50):
                await host.send(secret)
                assert await guest.recv() == secret
            wire = bytes(proxy.up + proxy.down)
            for plain in (secret, b"Llanowar", CODE.encode(), canonical_code(CODE).encode()):
                assert plain not in wire
            # The same message 50 times: 50 different frames (a nonce never repeats).
            frames = _frames(bytes(proxy.down))[FIRST_MESSAGE:]
            assert len(frames) == 50 and len(set(frames)) == 50

    run(scenario())


def _frames(data: bytes) -> list[bytes]:
    frames, at = [], 0
    while at < len(data):
        (length,) = FRAME_LENGTH.unpack_from(data, at)
        frames.append(data[at:at + FRAME_LENGTH.size + length])
        at += FRAME_LENGTH.size + length
    return frames


def _tampered_session(rewrite: Rewrite, expected_ok: list[bytes]) -> None:
    """The host sends three messages through ``rewrite``; the guest reads ``expected_ok`` and then
    finds the tampering, and the channel stays refused."""

    async def scenario() -> None:
        async with secure_pair(rewrite) as (host, guest, _):
            for m in (b"first", b"second", b"third"):
                await host.send(m)
            for m in expected_ok:
                assert await asyncio.wait_for(guest.recv(), 10) == m
            with pytest.raises(Tampered) as refused:
                await asyncio.wait_for(guest.recv(), 10)
            assert refused.value.reason == "tampered"
            assert "altered, replayed, reordered or dropped" in str(refused.value)
            with pytest.raises(Tampered):  # and it stays refused
                await guest.recv()

    run(scenario())


def test_an_altered_message_is_detected() -> None:
    def rewrite(n: int, frame: bytes) -> list[bytes]:
        return [flip_bit(frame, FRAME_LENGTH.size + 3) if n == FIRST_MESSAGE + 1 else frame]

    _tampered_session(rewrite, [b"first"])


def test_an_altered_tag_is_detected() -> None:
    def rewrite(n: int, frame: bytes) -> list[bytes]:
        return [flip_bit(frame) if n == FIRST_MESSAGE else frame]

    _tampered_session(rewrite, [])


def test_a_replayed_message_is_detected() -> None:
    def rewrite(n: int, frame: bytes) -> list[bytes]:
        return [frame, frame] if n == FIRST_MESSAGE else [frame]

    _tampered_session(rewrite, [b"first"])


def test_reordered_messages_are_detected() -> None:
    held: list[bytes] = []

    def rewrite(n: int, frame: bytes) -> list[bytes]:
        if n == FIRST_MESSAGE:
            held.append(frame)
            return []
        if n == FIRST_MESSAGE + 1:
            return [frame, *held]
        return [frame]

    _tampered_session(rewrite, [])


def test_a_dropped_message_is_detected() -> None:
    def rewrite(n: int, frame: bytes) -> list[bytes]:
        return [] if n == FIRST_MESSAGE + 1 else [frame]

    _tampered_session(rewrite, [b"first"])


def test_a_message_from_another_session_with_the_same_code_is_refused() -> None:
    recorded: list[bytes] = []

    def record(n: int, frame: bytes) -> list[bytes]:
        if n == FIRST_MESSAGE:
            recorded.append(frame)
        return [frame]

    def replay(n: int, frame: bytes) -> list[bytes]:
        return [recorded[0]] if n == FIRST_MESSAGE else [frame]

    async def first() -> None:
        async with secure_pair(record) as (host, guest, _):
            await host.send(b"first")
            assert await guest.recv() == b"first"

    run(first())
    assert recorded
    _tampered_session(replay, [])


@pytest.mark.parametrize("target", [0, 1], ids=["spake2 message", "key confirmation"])
def test_an_altered_handshake_fails_cleanly(target: int) -> None:
    def rewrite(n: int, frame: bytes) -> list[bytes]:
        return [flip_bit(frame) if n == target else frame]

    async def scenario() -> None:
        async with connected(rewrite) as (host_streams, guest_streams, _):
            host, guest = await handshake(host_streams, guest_streams, timeout=5)
            if target == 0:
                # The altered point is off the curve (the guest refuses it and leaves) or on it
                # (the keys differ and both sides see it), as the random point falls.
                assert isinstance(guest, (HandshakeError, WrongCode)), guest
                assert isinstance(host, ConnectionLost if isinstance(guest, HandshakeError) else WrongCode), host
            else:
                assert isinstance(guest, WrongCode), guest
                # The guest's confirmation reached the host intact, so the host's handshake
                # ended before the guest refused: the host finds the guest gone at once.
                assert isinstance(host, SecureChannel), host
                with pytest.raises(ConnectionLost):
                    await asyncio.wait_for(host.recv(), 5)

    run(scenario())


def test_a_message_over_the_limit_is_refused_before_it_is_sent() -> None:
    async def scenario() -> None:
        async with secure_pair() as (host, guest, proxy):
            before = len(proxy.down)
            with pytest.raises(MessageTooLarge):
                await host.send(b"x" * (MAX_MESSAGE + 1))
            await host.send(b"still fine")
            assert await guest.recv() == b"still fine"
            assert len(proxy.down) - before < 100

    run(scenario())


def test_a_huge_frame_announced_by_the_other_side_is_refused_at_once() -> None:
    async def scenario() -> None:
        async with secure_pair() as (host, guest, _):
            host.writer.write(FRAME_LENGTH.pack(2**32 - 1))
            with pytest.raises(MessageTooLarge) as refused:
                await asyncio.wait_for(guest.recv(), 5)
            assert refused.value.reason == "too_large"

    run(scenario())


def test_a_goodbye_and_a_cut_are_told_apart() -> None:
    async def scenario() -> None:
        async with secure_pair() as (host, guest, _):
            await host.send(b"last words")
            await host.close()
            assert await guest.recv() == b"last words"
            with pytest.raises(ChannelClosed):
                await asyncio.wait_for(guest.recv(), 5)
        async with secure_pair() as (host, guest, _):
            host.writer.close()  # no goodbye: a cut
            with pytest.raises(ConnectionLost) as lost:
                await asyncio.wait_for(guest.recv(), 5)
            assert lost.value.reason == "lost"
        async with secure_pair() as (host, guest, _):
            host.writer.write(FRAME_LENGTH.pack(100) + b"only part of it")  # cut mid-frame
            host.writer.close()
            with pytest.raises(ConnectionLost):
                await asyncio.wait_for(guest.recv(), 5)

    run(scenario())


def test_the_other_side_not_speaking_the_protocol_fails_cleanly() -> None:
    async def scenario() -> None:
        for reply in (b"HTTP/1.1 400 Bad Request\r\n\r\n", FRAME_LENGTH.pack(46) + b"x" * 46,
                      FRAME_LENGTH.pack(3) + b"abc", b""):
            async with connected() as (host_streams, guest_streams, _):
                host_streams[1].write(reply)
                host_streams[1].close()
                with pytest.raises((HandshakeError, ConnectionLost)) as failed:
                    await open_secure_channel(*guest_streams, CODE, "guest", timeout=5)
                assert isinstance(failed.value, SecureChannelError)

    run(scenario())


def test_a_silent_other_side_times_out() -> None:
    async def scenario() -> None:
        async with connected() as (_host_streams, guest_streams, _):
            with pytest.raises(HandshakeTimeout) as late:
                await open_secure_channel(*guest_streams, CODE, "guest", timeout=0.5)
            assert late.value.reason == "timeout"
            assert "0.5 s" in str(late.value)

    run(scenario())


def test_two_hosts_are_refused() -> None:
    async def scenario() -> None:
        async with connected() as (host_streams, guest_streams, _):
            results = await asyncio.gather(open_secure_channel(*host_streams, CODE, "host", timeout=5),
                                           open_secure_channel(*guest_streams, CODE, "host", timeout=5),
                                           return_exceptions=True)
            for result in results:
                assert isinstance(result, HandshakeError) and "both sides connected as the host" in str(result)

    run(scenario())


def test_the_channel_as_a_byte_stream_for_code_written_for_asyncio_streams() -> None:
    """``streams()``: what framing written for StreamReader/StreamWriter needs (readexactly,
    write, drain, close, transport.abort), its failures ConnectionErrors like a socket's."""
    frames = [FRAME_LENGTH.pack(len(body)) + body for body in (b"", b"hello", bytes(range(256)) * 10_000)]

    async def scenario() -> None:
        async with secure_pair() as (host, guest, proxy):
            host_reader, host_writer = host.streams()
            guest_reader, guest_writer = guest.streams()
            for frame in frames:
                host_writer.write(frame)
            await host_writer.drain()
            for frame in frames:  # the 2.5 MB frame crossed as several messages
                (length,) = FRAME_LENGTH.unpack(await guest_reader.readexactly(FRAME_LENGTH.size))
                assert FRAME_LENGTH.pack(length) + await guest_reader.readexactly(length) == frame
            guest_writer.write(b"no drain called")  # still leaves
            assert await asyncio.wait_for(host_reader.readexactly(15), 5) == b"no drain called"
            assert b"hello" not in bytes(proxy.down)
            assert host_writer.get_extra_info("peername") is not None
            host_writer.write(b"last")
            host_writer.close()
            await host_writer.wait_closed()
            assert host_writer.is_closing()
            assert await guest_reader.read(100) == b"last"
            with pytest.raises(asyncio.IncompleteReadError) as ended:
                await guest_reader.readexactly(1)
            assert ended.value.partial == b"" and guest_reader.at_eof()
            assert await guest_reader.read() == b""
        async with secure_pair() as (host, guest, _):
            guest_reader, _writer = guest.streams()
            host.streams()[1].transport.abort()  # cut
            with pytest.raises(ConnectionError) as cut:
                await asyncio.wait_for(guest_reader.readexactly(4), 5)
            assert isinstance(cut.value, ConnectionLost)
        async with secure_pair(lambda n, frame: [flip_bit(frame) if n == FIRST_MESSAGE else frame]) as (host, guest, _):
            host_writer = host.streams()[1]
            host_writer.write(b"altered on the way")
            await host_writer.drain()
            with pytest.raises(ConnectionError) as refused:
                await asyncio.wait_for(guest.streams()[0].readexactly(4), 5)
            assert isinstance(refused.value, Tampered)

    run(scenario())
