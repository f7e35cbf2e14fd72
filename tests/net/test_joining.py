"""How a guest joins a host (``mtgdesk.net.joining``): a wrong invite code, another protocol
version, a deck with a card the host doesn't know and a game already full are each refused plainly,
by an id and its arguments (the guest's window says them in its language)."""
from __future__ import annotations

import asyncio

import pytest

from mtgdesk.net.joining import HandshakeRefused
from mtgdesk.net.protocol import PROTOCOL_VERSION
from tests.net.helpers import local_guest as _guest, local_host as _host, run_bounded as run


@pytest.fixture(autouse=True)
def _home(tmp_path, monkeypatch):
    monkeypatch.setenv("MTGDESK_HOME", str(tmp_path))


def test_wrong_code_version_and_full_game_are_refused_plainly() -> None:
    async def go() -> list[str]:
        host = _host()
        await host.start()
        reasons = []
        try:
            await _guest(host, code="AAAA-AAAA")._connect()
        except HandshakeRefused as exc:
            reasons.append(exc.reason)
        from mtgdesk.net.framing import read_message, write_message
        from mtgdesk.net.secure import open_secure_channel
        raw = await asyncio.open_connection("127.0.0.1", host.port)
        reader, writer = (await open_secure_channel(*raw, host.code, "guest")).streams()
        await write_message(writer, {"v": PROTOCOL_VERSION + 1, "k": "hello", "code": host.code})
        answer = await read_message(reader)
        reasons.append(answer["reason"])
        writer.close()
        assert "args" in answer and answer["args"]["protocol"] == PROTOCOL_VERSION  # ids, not sentences
        odd = _guest(host)
        odd.deck = ["No Such Card"]
        try:
            await odd._connect()
        except HandshakeRefused as exc:
            reasons.append(exc.reason)
            assert "No Such Card" in exc.detail
        first = _guest(host)
        await first._connect()
        try:
            await _guest(host)._connect()
        except HandshakeRefused as exc:
            reasons.append(exc.reason)
        first.link.close("test over")
        await host.close()
        return reasons

    assert run(go()) == ["code", "version", "deck", "full"]
