"""Hostile messages never crash or stall the host, nor change the game except through legal
actions (issue 37, "Bad input and security").

A hostile guest plays a whole game against the host's computer player: before each of its
legal actions it sends a handful of hostile messages (garbage, unknown kinds, wrong types,
actions that are illegal, out of turn, in the host's name, naming hidden cards, replays of old
ones, nesting bombs), floods of chat, and now and then a frame that breaks the stream (the host
drops the connection, the guest takes its seat back with its token). Meanwhile other
connections hammer the handshake. Afterwards the host's game must replay exactly from its seed
and its actions, and the guest's actions in it must be exactly the legal ones it chose.
"""
from __future__ import annotations

import pytest

import asyncio
import json
import random
import struct
import time
from typing import Any

from mtgdesk.engine import actions as A
from mtgdesk.net import fair
from mtgdesk.net.framing import Deflater, encode_frame, read_message, write_message
from mtgdesk.net.host import Host
from mtgdesk.net.link import NetSettings
from mtgdesk.net.protocol import PROTOCOL_VERSION, message
from mtgdesk.net.remote_view import RemoteView
from mtgdesk.net.secure import open_secure_channel
from mtgdesk.net.values import encode_action
from tests.net.helpers import chooser, deck, pool

pytestmark = pytest.mark.slow  # whole games over real sockets

SETTINGS = NetSettings(heartbeat=0.5, dead_after=5.0, reconnect_window=10.0, handshake=1.0)
V = PROTOCOL_VERSION


def _hostile(rng: random.Random, view: RemoteView, old_acts: list[dict[str, Any]]) -> dict[str, Any]:
    """One well-framed hostile message."""
    n = view.n
    choice = rng.randrange(14)
    if choice == 0:
        return {"v": V, "k": rng.choice(["launch", "", "ACT", "update", "welcome", "over", "refusal"]), "x": 1}
    if choice == 1:
        return {"v": rng.choice([0, 2, 99, "1", None]), "k": "act", "n": n, "action": {}}
    if choice == 2:
        return {"v": V, "k": "act", "n": rng.choice(["x", 1.5, None, [], True, 2 ** 80]), "action": {}}
    if choice == 3:
        return {"v": V, "k": "act", "n": n, "action": rng.choice([[], "PassPriority", {"$": "os.system"},
                                                                 {"$": "PassPriority", "player": "1"}])}
    if choice == 4:  # in the host's name
        return {"v": V, "k": "act", "n": n, "action": {"$": "PassPriority", "player": 0}}
    if choice == 5:  # an object id the guest may not see, or one that doesn't exist
        kind = rng.choice(["CastSpell", "PlayLand", "ActivateAbility", "DeclareAttacker"])
        field = {"CastSpell": "card", "PlayLand": "card", "ActivateAbility": "source",
                 "DeclareAttacker": "creature"}[kind]
        return {"v": V, "k": "act", "n": n, "action": {"$": kind, "player": 1, field: rng.randrange(-5, 400)}}
    if choice == 6 and old_acts:  # a replay of an old, accepted action
        return dict(rng.choice(old_acts))
    if choice == 7:  # the right decision, an action that answers another
        return {"v": V, "k": "act", "n": n, "action": rng.choice([
            {"$": "Keep", "player": 1}, {"$": "FinishBlockers", "player": 1}, {"$": "ChooseX", "player": 1,
                                                                                "value": -3},
            {"$": "Discard", "player": 1, "cards": [1, 1, 1]}, {"$": "ChooseOption", "player": 1,
                                                                  "option": {"$option": 99}},
            {"$": "ChooseTargets", "player": 1, "targets": [{"$": "PlayerRef", "index": 7}]}])}
    if choice == 8:  # nesting (deeper than Python's json can write is sent as raw text: ``_send``)
        depth = rng.choice([30, 200, 5000])
        option = "[" * depth + "1" + "]" * depth
        return {"raw": f'{{"v":{V},"k":"act","n":{n},"action":{{"$":"ChooseOption","player":1,"option":{option}}}}}'}
    if choice == 9:
        return {"v": V, "k": "chat", "text": "x" * rng.choice([501, 100_000])}
    if choice == 10:
        return {"v": V, "k": "act", "n": n + rng.choice([-1, 1, 1000]), "action": {"$": "PassPriority", "player": 1}}
    if choice == 11:
        return {"v": V, "k": rng.choice(["verdict", "bye_", "pong", "ping"]), "t": "now", "ok": "yes"}
    if choice == 12:
        return {"v": V, "k": "act", "n": n, "action": {"$": "PlayLand", "player": 1, "card": 1, "extra": 2}}
    return {"v": V, "k": "chat", "text": "".join(chr(rng.randrange(32, 0x2FFF)) for _ in range(40))}


async def _send(writer: asyncio.StreamWriter, msg: dict[str, Any], deflater: Deflater) -> None:
    if "raw" in msg:
        body = deflater.pack(msg["raw"].encode())
        writer.write(struct.pack(">IB", len(body), 1) + body)
        await writer.drain()
    else:
        await write_message(writer, msg, deflater)


class HostileGuest:
    """A guest that plays legal actions from its view, wrapped in hostility."""

    def __init__(self, port: int, code: str, seed: int) -> None:
        self.port, self.code = port, code
        self.rng = random.Random(seed)
        self.view = RemoteView(1, pool())
        self.token: str | None = None
        self.legal_sent: list[dict[str, Any]] = []  # the legal picks, encoded, in order
        self.old_acts: list[dict[str, Any]] = []
        self.hostile = 0
        self.broken_frames = 0
        self.reconnects = 0
        self.timeouts = 0
        self.pick = chooser("random", seed)

    async def connect(self) -> tuple[asyncio.StreamReader, asyncio.StreamWriter, Deflater]:
        # Inside the encrypted channel, as a guest's (the hostile messages test the host's
        # checks of what the channel carries; the handshake hammer below hits the channel itself).
        raw = await asyncio.open_connection("127.0.0.1", self.port)
        reader, writer = (await open_secure_channel(*raw, self.code, "guest", timeout=5)).streams()
        hello: dict[str, Any] = {"app": "fuzz", "code": "", "name": "Mallory", "deck": deck(3)}
        if self.token:
            hello["token"] = self.token
        await write_message(writer, message("hello", **hello))
        welcome = await asyncio.wait_for(read_message(reader), 5)
        assert welcome["k"] == "welcome", welcome
        self.token = welcome["token"]
        return reader, writer, Deflater()

    async def play(self, deadline: float) -> dict[str, Any]:
        reader, writer, deflater = await self.connect()
        last_n_acted = -1
        acted_at = 0.0
        for _ in range(200_000):
            assert time.monotonic() < deadline, "the game stalled"
            try:
                async with asyncio.timeout(3.0):
                    msg = await read_message(reader, deflater)
            except TimeoutError:
                self.timeouts += 1
                last_n_acted = -1  # our action may have been dropped in a flood: send it again
                msg = {"k": "nothing"}
            except (asyncio.IncompleteReadError, ConnectionError):
                reader, writer, deflater = await self.connect()
                self.reconnects += 1
                last_n_acted = -1
                continue
            if msg["k"] == "over":
                return msg
            if msg["k"] == "update":
                self.view.apply(msg["u"])
            if msg["k"] == "ping":
                await write_message(writer, message("pong", t=msg["t"]), deflater)
            if last_n_acted == self.view.n and time.monotonic() - acted_at > 1.0:
                self.timeouts += 1
                last_n_acted = -1  # our action was dropped with the flood (the host's rate limit)
            if not self.view.owes() or last_n_acted == self.view.n:
                continue
            try:
                for _ in range(self.rng.randrange(3, 9)):
                    await _send(writer, _hostile(self.rng, self.view, self.old_acts), deflater)
                    self.hostile += 1
                if self.rng.random() < 0.05:
                    for _ in range(300):  # a flood
                        await write_message(writer, message("chat", text="flood"), deflater)
                        self.hostile += 1
                if self.rng.random() < 0.02:  # a frame that breaks the stream: the host drops us
                    writer.write(self.rng.choice([struct.pack(">IB", 5_000_000, 1), struct.pack(">IB", 10, 1)
                                                  + b"\x00garbage!!", struct.pack(">IB", 3, 9) + b"abc"]))
                    await writer.drain()
                    self.broken_frames += 1
                    continue
                action = self.pick(self.view, self.view.decision)
                act = message("act", n=self.view.n, action=encode_action(action))
                await write_message(writer, act, deflater)
            except (ConnectionError, OSError):
                continue
            if not self.legal_sent or self.legal_sent[-1] != act or last_n_acted != -1:
                self.legal_sent.append(act)
            self.old_acts.append(act)
            last_n_acted = self.view.n
            acted_at = time.monotonic()
        raise AssertionError("no end")


async def _hammer_handshake(port: int, rng: random.Random, count: int) -> int:
    """Connections that never make a proper guest; the number made."""
    made = 0
    for i in range(count):
        try:
            reader, writer = await asyncio.open_connection("127.0.0.1", port)
        except OSError:
            continue
        made += 1
        kind = i % 6
        if kind == 0:
            writer.write(bytes(rng.randrange(256) for _ in range(rng.randrange(1, 64))))
        elif kind == 1:
            writer.write(struct.pack(">IB", 999_999_999, 0))
        elif kind == 2:
            writer.write(encode_frame({"v": V, "k": "hello", "code": "WRONG", "app": "x", "name": "x"})[:-2])
        elif kind == 3:
            writer.write(encode_frame({"v": V, "k": "hello", "code": "WRONG-CODE", "app": "x", "name": "x"}))
        elif kind == 4:
            writer.write(encode_frame({"v": V, "k": "act", "n": 0, "action": {}}))
        # kind 5: says nothing (the handshake times out)
        try:
            await writer.drain()
        except (ConnectionError, OSError):
            pass
        writer.transport.abort()
        await asyncio.sleep(0.01)
    return made


def test_hostile_messages_never_crash_stall_or_change_the_game() -> None:
    errors: list[Any] = []

    async def go() -> Any:
        asyncio.get_running_loop().set_exception_handler(lambda loop, ctx: errors.append(ctx))
        host = Host(pool(), deck(0), chooser("easy", 1), seed=4242, settings=SETTINGS)
        await host.start()
        hostile = HostileGuest(host.port, host.code, 7)
        deadline = time.monotonic() + 240
        play = asyncio.create_task(host.play())
        try:
            over, made = await asyncio.gather(hostile.play(deadline),
                                              _hammer_handshake(host.port, random.Random(3), 120))
            async with asyncio.timeout(30):
                outcome = await play
        finally:
            play.cancel()
            await host.close()
        return host, hostile, over, outcome, made

    host, hostile, over, outcome, made = asyncio.run(asyncio.wait_for(go(), 300))
    assert not errors, errors[:3]
    assert outcome.reason == "game" and host.game is not None and host.game.over
    assert hostile.hostile > 1000, hostile.hostile
    assert host.refused_actions > 100
    assert made == 120
    # The game is exactly what its seed and its legal actions make.
    replayed, actions = fair.replay(pool(), host.seed, host.decks, host.actions)
    assert replayed.state() == host.game.state()
    # The guest's actions in it are exactly its legal picks, in order (each accepted once).
    guest_actions = [json.dumps(a, sort_keys=True) for a in host.actions if a["player"] == 1]
    picks = [json.dumps(m["action"], sort_keys=True) for m in hostile.legal_sent]
    it = iter(picks)
    assert all(any(a == p for p in it) for a in guest_actions), "an action the guest did not pick legally"
    assert isinstance(actions[0], A.Action)
