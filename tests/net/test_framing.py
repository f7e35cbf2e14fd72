"""Framing (net/framing.py): messages on a byte stream, plain or deflated, with every bad frame a
``FrameError`` and nothing unpickled or evaluated."""
from __future__ import annotations

import asyncio
import struct

import pytest

from mtgdesk.net.framing import (
    DEFLATE, MAX_MESSAGE, PLAIN, Deflater, FrameError, decode_body, encode_frame, read_frame,
)


def _read(data: bytes, count: int = 1, deflater: Deflater | None = None) -> list[tuple[dict, int]]:
    """The first ``count`` frames of ``data``, read from a stream in an event loop."""

    async def run() -> list[tuple[dict, int]]:
        reader = asyncio.StreamReader()
        reader.feed_data(data)
        reader.feed_eof()
        return [await read_frame(reader, deflater) for _ in range(count)]

    return asyncio.run(run())


def test_a_plain_message_round_trips_with_its_length_and_mode() -> None:
    msg = {"type": "hello", "name": "Анна", "n": [1, 2]}
    frame = encode_frame(msg)
    length, mode = struct.unpack(">IB", frame[:5])
    assert (length, mode) == (len(frame) - 5, PLAIN)
    [(got, size)] = _read(frame)
    assert got == msg and size == len(frame)


def test_deflated_messages_continue_one_stream_and_repeats_cost_little() -> None:
    out, back = Deflater(), Deflater()
    msg = {"type": "events", "cards": ["Grizzly Bears"] * 20}
    first, second = encode_frame(msg, out), encode_frame(msg, out)
    assert first[4] == DEFLATE and len(second) < len(first)
    assert [m for m, _ in _read(first + second, 2, back)] == [msg, msg]


@pytest.mark.parametrize("body, mode, problem", [
    (b"[1, 2]", PLAIN, "a JSON object"),
    (b"\xff\xfe", PLAIN, "not JSON"),
    (b"{}", 7, "unknown frame mode 7"),
    (b"x", DEFLATE, "before the handshake"),
])
def test_a_bad_body_is_a_frame_error(body: bytes, mode: int, problem: str) -> None:
    with pytest.raises(FrameError, match=problem):
        decode_body(body, mode)


def test_too_big_and_truncated_frames() -> None:
    with pytest.raises(FrameError, match="more than"):
        _read(struct.pack(">IB", MAX_MESSAGE + 1, PLAIN))
    with pytest.raises(asyncio.IncompleteReadError):
        _read(encode_frame({"a": 1})[:-1])
    with pytest.raises(FrameError, match="more than"):
        encode_frame({"big": "x" * (MAX_MESSAGE + 1)})
    with pytest.raises(FrameError, match="broken"):
        Deflater().unpack(b"\xff\xff\xff\xff")
