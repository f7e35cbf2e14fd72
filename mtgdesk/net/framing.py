"""Framing: messages on a byte stream, the one place that reads and writes them.

A frame is a 4-byte big-endian length, one byte saying how the body is written, then the body:

- ``0`` plain: the body is the message as UTF-8 JSON (the handshake, so that any version of
  the program can read a refusal);
- ``1`` deflate: the body continues the connection's deflate stream (RFC 1951, flushed at each
  message), so what repeats from message to message (card names, field names) costs little.

A body is at most ``MAX_MESSAGE`` bytes, and so is the JSON it inflates to; anything else is a
``FrameError`` and the connection is dropped. Nothing is ever unpickled or evaluated. The
functions take any ``asyncio.StreamReader``/``StreamWriter`` pair, so an encrypted stream can be
put under them later without touching them.
"""
from __future__ import annotations

import asyncio
import json
import struct
import zlib
from typing import Any

MAX_MESSAGE = 1_000_000  # 1 MB, the body and the JSON it inflates to
PLAIN, DEFLATE = 0, 1
_HEADER = struct.Struct(">IB")


class FrameError(Exception):
    """A frame that can't be a message: too big, truncated, not JSON, not an object."""


class Deflater:
    """One direction of a connection's deflate stream."""

    def __init__(self) -> None:
        self._out = zlib.compressobj(6, zlib.DEFLATED, -15)
        self._in = zlib.decompressobj(-15)

    def pack(self, data: bytes) -> bytes:
        return self._out.compress(data) + self._out.flush(zlib.Z_SYNC_FLUSH)

    def unpack(self, data: bytes) -> bytes:
        try:
            out = self._in.decompress(data, MAX_MESSAGE + 1)
        except zlib.error as exc:
            raise FrameError(f"the compressed stream is broken: {exc}") from None
        if len(out) > MAX_MESSAGE or self._in.unconsumed_tail:
            raise FrameError(f"a message inflates to more than {MAX_MESSAGE:,} bytes")
        return out


def encode_frame(msg: dict[str, Any], deflater: Deflater | None = None) -> bytes:
    """The bytes of one message."""
    body = json.dumps(msg, separators=(",", ":"), ensure_ascii=False, allow_nan=False).encode("utf-8")
    if len(body) > MAX_MESSAGE:
        raise FrameError(f"a message of {len(body):,} bytes is more than {MAX_MESSAGE:,}")
    mode = PLAIN
    if deflater is not None:
        body, mode = deflater.pack(body), DEFLATE
    return _HEADER.pack(len(body), mode) + body


def decode_body(body: bytes, mode: int, deflater: Deflater | None = None) -> dict[str, Any]:
    if mode == DEFLATE:
        if deflater is None:
            raise FrameError("a compressed message before the handshake")
        body = deflater.unpack(body)
    elif mode != PLAIN:
        raise FrameError(f"unknown frame mode {mode}")
    try:
        msg = json.loads(body.decode("utf-8"))
    except (UnicodeDecodeError, ValueError, RecursionError) as exc:
        raise FrameError(f"a message that is not JSON: {str(exc)[:80]}") from None
    if not isinstance(msg, dict):
        raise FrameError("a message is a JSON object")
    return msg


async def read_message(reader: asyncio.StreamReader, deflater: Deflater | None = None) -> dict[str, Any]:
    """The next message; ``FrameError`` for a bad one, ``asyncio.IncompleteReadError`` when the
    stream ends (cleanly between messages: ``partial`` empty)."""
    return (await read_frame(reader, deflater))[0]


async def read_frame(reader: asyncio.StreamReader, deflater: Deflater | None = None) -> tuple[dict[str, Any], int]:
    """The next message and the bytes it took on the wire."""
    header = await reader.readexactly(_HEADER.size)
    length, mode = _HEADER.unpack(header)
    if length > MAX_MESSAGE:
        raise FrameError(f"a message of {length:,} bytes is more than {MAX_MESSAGE:,}")
    body = await reader.readexactly(length)
    return decode_body(body, mode, deflater), _HEADER.size + length


async def write_message(writer: asyncio.StreamWriter, msg: dict[str, Any], deflater: Deflater | None = None) -> int:
    """Send one message; the number of bytes it took on the wire."""
    data = encode_frame(msg, deflater)
    writer.write(data)
    await writer.drain()
    return len(data)
