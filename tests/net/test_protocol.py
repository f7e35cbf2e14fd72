"""The wire: length-prefixed JSON frames (plain or in a deflate stream) and the message schema."""
from __future__ import annotations

import asyncio
import json
import struct
import zlib

import pytest

from mtgdesk.engine import IllegalAction
from mtgdesk.net.framing import MAX_MESSAGE, Deflater, FrameError, encode_frame, read_message
from mtgdesk.net.protocol import PROTOCOL_VERSION, ProtocolError, check, message
from mtgdesk.net.seat import refusal_of


def _read(data: bytes, deflater: Deflater | None = None) -> dict:
    async def go() -> dict:
        reader = asyncio.StreamReader()
        reader.feed_data(data)
        reader.feed_eof()
        return await read_message(reader, deflater)
    return asyncio.run(go())


def test_plain_and_compressed_frames_come_back_equal() -> None:
    msg = message("chat", text="bonjour, привет")
    assert _read(encode_frame(msg)) == msg
    send, receive = Deflater(), Deflater()
    frames = [encode_frame(message("chat", text=f"line {i}"), send) for i in range(3)]
    got = []
    for f in frames:
        got.append(_read(f, receive))
    assert [g["text"] for g in got] == ["line 0", "line 1", "line 2"]


def test_repeated_messages_cost_little_in_the_stream() -> None:
    send = Deflater()
    objects = {str(i): {"name": "Llanowar Elves", "zone": "battlefield"} for i in range(20)}
    msg = message("update", u={"objects": objects})
    first = len(encode_frame(msg, send))
    second = len(encode_frame(msg, send))
    assert second < first / 4


def test_a_frame_longer_than_1_mb_is_refused_before_it_is_read() -> None:
    with pytest.raises(FrameError, match="more than"):
        _read(struct.pack(">IB", MAX_MESSAGE + 1, 0) + b"x" * 10)


def test_a_message_inflating_past_1_mb_is_refused() -> None:
    bomb = zlib.compressobj(9, zlib.DEFLATED, -15)
    body = bomb.compress(b"[" + b"0," * 2_000_000 + b"0]") + bomb.flush(zlib.Z_SYNC_FLUSH)
    assert len(body) < MAX_MESSAGE
    with pytest.raises(FrameError, match="inflates"):
        _read(struct.pack(">IB", len(body), 1) + body, Deflater())


@pytest.mark.parametrize("body", [b"\xff\xfe", b"not json", b"[1, 2]", b"{" * 100_000, b'"text"'])
def test_a_body_that_is_not_a_json_object_is_a_frame_error(body: bytes) -> None:
    with pytest.raises(FrameError):
        _read(struct.pack(">IB", len(body), 0) + body)


def test_an_unknown_mode_and_a_compressed_handshake_are_refused() -> None:
    with pytest.raises(FrameError):
        _read(struct.pack(">IB", 2, 7) + b"{}")
    with pytest.raises(FrameError):
        _read(struct.pack(">IB", 2, 1) + b"{}")


def test_a_truncated_frame_ends_the_stream() -> None:
    data = encode_frame(message("chat", text="hello"))
    with pytest.raises(asyncio.IncompleteReadError):
        _read(data[:-3])


@pytest.mark.parametrize("msg, why", [
    ({"v": PROTOCOL_VERSION + 1, "k": "chat", "text": "x"}, "schema version"),
    ({"v": PROTOCOL_VERSION, "k": "launch"}, "unknown kind"),
    ({"v": PROTOCOL_VERSION, "k": "chat"}, "missing"),
    ({"v": PROTOCOL_VERSION, "k": "chat", "text": 5}, "must be"),
    ({"v": PROTOCOL_VERSION, "k": "chat", "text": "x" * 501}, "must be"),
    ({"v": PROTOCOL_VERSION, "k": "chat", "text": "x", "extra": 1}, "unknown field"),
    ({"v": PROTOCOL_VERSION, "k": "act", "n": True, "action": {}}, "must be"),
    ({"v": PROTOCOL_VERSION, "k": "act", "n": 2 ** 70, "action": {}}, "must be"),
    ([], "an object"),
])
def test_every_message_is_checked_before_use(msg, why: str) -> None:
    with pytest.raises(ProtocolError, match=why):
        check(msg)


def test_a_refusal_carries_the_rule_and_the_message_id_not_a_sentence() -> None:
    data = refusal_of(IllegalAction("305.2b", "no_land_plays_left", allowed=1))
    assert data == {"rule": "305.2b", "message": "no_land_plays_left", "args": {"allowed": 1}}
    msg = message("refusal", n=3, **data)
    assert check(json.loads(json.dumps(msg))) == msg
