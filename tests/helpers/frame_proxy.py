"""A TCP proxy on 127.0.0.1 for the network tests: it records every byte both ways and may
rewrite, drop, repeat or reorder the frames (a 4-byte big-endian length and a body) going down,
from the server to the client, as an attacker on the path could."""
from __future__ import annotations

import asyncio
import contextlib
import struct
from collections.abc import Callable
from types import TracebackType

FRAME_LENGTH = struct.Struct(">I")

#: (number of the frame going down on its connection, the whole frame) -> what to send instead.
Rewrite = Callable[[int, bytes], list[bytes]]


class FrameProxy:
    """``async with FrameProxy(port) as proxy``: connect to ``proxy.port`` to reach ``port``."""

    def __init__(self, target_port: int, rewrite_down: Rewrite | None = None) -> None:
        self.target_port = target_port
        self.rewrite_down = rewrite_down
        self.up = bytearray()  # client to server, every connection
        self.down = bytearray()  # server to client
        self.port = 0
        self._server: asyncio.AbstractServer | None = None
        self._writers: list[asyncio.StreamWriter] = []
        self._tasks: list[asyncio.Task[None]] = []

    async def __aenter__(self) -> FrameProxy:
        self._server = await asyncio.start_server(self._on_client, "127.0.0.1", 0)
        self.port = self._server.sockets[0].getsockname()[1]
        return self

    async def __aexit__(self, kind: type[BaseException] | None, exc: BaseException | None,
                        tb: TracebackType | None) -> None:
        assert self._server is not None
        self._server.close()
        for writer in self._writers:
            writer.close()
        for task in self._tasks:
            task.cancel()
        await asyncio.gather(*self._tasks, return_exceptions=True)

    async def _on_client(self, client_reader: asyncio.StreamReader, client_writer: asyncio.StreamWriter) -> None:
        task = asyncio.current_task()
        assert task is not None
        self._tasks.append(task)
        self._writers.append(client_writer)
        with contextlib.suppress(asyncio.CancelledError, OSError):
            server_reader, server_writer = await asyncio.open_connection("127.0.0.1", self.target_port)
            self._writers.append(server_writer)
            await asyncio.gather(self._copy(client_reader, server_writer, self.up),
                                 self._copy_down(server_reader, client_writer))

    @staticmethod
    async def _copy(reader: asyncio.StreamReader, writer: asyncio.StreamWriter, record: bytearray) -> None:
        with contextlib.suppress(OSError, RuntimeError):
            while data := await reader.read(65536):
                record += data
                writer.write(data)
                await writer.drain()
        writer.close()

    async def _copy_down(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        if self.rewrite_down is None:
            await self._copy(reader, writer, self.down)
            return
        number = 0
        with contextlib.suppress(OSError, RuntimeError, asyncio.IncompleteReadError):
            while True:
                header = await reader.readexactly(FRAME_LENGTH.size)
                frame = header + await reader.readexactly(FRAME_LENGTH.unpack(header)[0])
                self.down += frame
                for out in self.rewrite_down(number, frame):
                    writer.write(out)
                number += 1
                await writer.drain()
        writer.close()


def flip_bit(frame: bytes, at: int = -1) -> bytes:
    """The frame with one bit of its body changed (the last byte by default: Poly1305's tag)."""
    data = bytearray(frame)
    data[at] ^= 0x01
    return bytes(data)
