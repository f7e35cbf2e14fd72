"""Run ``mtgdesk host`` and ``mtgdesk join`` as real processes on 127.0.0.1 (bounded in time)."""
from __future__ import annotations

import asyncio
import os
import sys
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from mtgdesk.net.framing import Deflater, decode_body

ROOT = Path(__file__).resolve().parents[2]


@dataclass
class Done:
    code: int
    out: str
    err: str

    @property
    def last_line(self) -> str:
        lines = self.out.strip().splitlines()
        return lines[-1] if lines else ""


def _env(home: Path) -> dict[str, str]:
    env = dict(os.environ)
    env["MTGDESK_HOME"] = str(home)
    env["PYTHONPATH"] = str(ROOT) + os.pathsep + env.get("PYTHONPATH", "")
    return env


async def start(args: list[str], home: Path) -> asyncio.subprocess.Process:
    return await asyncio.create_subprocess_exec(
        sys.executable, "-m", "mtgdesk", *args, cwd=ROOT, env=_env(home),
        stdout=asyncio.subprocess.PIPE, stderr=asyncio.subprocess.PIPE)


async def start_host(home: Path, *extra: str) -> tuple[asyncio.subprocess.Process, int, str, str]:
    """A host process; its port, its invite code and its first line."""
    proc = await start(["host", "--bind", "127.0.0.1", "--port", "0", *extra], home)
    assert proc.stdout is not None
    line = (await asyncio.wait_for(proc.stdout.readline(), 60)).decode()
    words = line.split()
    assert words[:2] == ["hosting", "at"] and words[3] == "port" and words[5] == "code", line
    return proc, int(words[4]), words[6], line


async def finish(proc: asyncio.subprocess.Process, timeout: float = 120, first: str = "") -> Done:
    try:
        out, err = await asyncio.wait_for(proc.communicate(), timeout)
    except TimeoutError:
        proc.kill()
        out, err = await proc.communicate()
        return Done(-9, first + out.decode(), err.decode() + "\n(killed: it ran past the test's time)")
    return Done(proc.returncode if proc.returncode is not None else -1, first + out.decode(), err.decode())


def messages(data: bytes) -> list[dict[str, Any]]:
    """The messages of a recorded byte stream from host to guest, in order (the handshake in
    plain frames, then the deflate stream; a reconnection starts a new stream with its own
    welcome: ``data`` must then be one connection's bytes)."""
    out = []
    deflater = Deflater()
    pos = 0
    while pos + 5 <= len(data):
        length = int.from_bytes(data[pos:pos + 4], "big")
        mode = data[pos + 4]
        body = data[pos + 5:pos + 5 + length]
        if len(body) < length:
            break
        out.append(decode_body(body, mode, deflater))
        pos += 5 + length
    return out
