"""No message to a guest carries a card it may not see (CR 400.2, 401.2, 402.3; issue 37).

Two real processes play whole games through a proxy that records every byte the guest
receives. Afterwards the game is replayed from the seed and actions the host revealed at the
end, and each message is checked against the moment it was sent (the number of actions its
update says): no id of a hidden card (the host's hand, either library) that the guest had not
seen or been shown, no name of a hidden card it had not seen, and not the seed before the end.
"""
from __future__ import annotations

import asyncio
from typing import Any

import pytest

from mtgdesk.cards import load_pool
from mtgdesk.engine import events as E
from mtgdesk.net.fair import replay
from mtgdesk.net.seat import ID_KEYS
from mtgdesk.net.values import decode_action
from tests.net.helpers import DecryptingProxy, Proxy
from tests.net.procs import ROOT, finish, messages, start, start_host

pytestmark = pytest.mark.slow  # real processes and whole games over sockets

GUEST = 1
DECKS = ROOT / "mtgdesk" / "decks" / "data"
#: Keys whose values are numbers that are not ids (X values, option lists mixing both).
NOT_IDS = {"options", "option", "data"}
#: The parts of an object's ``chosen`` pairs (a trigger's event, a cost's choices) naming objects.
CHOSEN_OBJECTS = {"object", "recipient", "card", "sacrifice", "discard", "tap_untapped"}


def _ids(value: Any, key: str | None = None) -> list[int]:
    """The object ids a message names: values under ``ID_KEYS``, and the keys of the objects and
    characteristics tables; ``["player", n]`` names a player, not an object."""
    out: list[int] = []
    if isinstance(value, dict):
        for k, v in value.items():
            if k in ("objects", "chars") and isinstance(v, dict):
                out += [int(i) for i in v]
            if k in NOT_IDS:
                continue
            if k == "chosen" and isinstance(v, list):  # [["object", 181], ["amount", 2], ...]
                out += [p[1] for p in v if isinstance(p, list) and len(p) == 2 and p[0] in CHOSEN_OBJECTS
                        and type(p[1]) is int]
                continue
            out += _ids(v, k if k in ID_KEYS else None)  # (a PlayerRef's "index" names a player)
    elif isinstance(value, list):
        if len(value) == 2 and value[0] == "player":
            return out
        for v in value:
            out += _ids(v, key)
    elif type(value) is int and key is not None:
        out.append(value)
    return out


def _strings(value: Any) -> list[str]:
    if isinstance(value, str):
        return [value]
    if isinstance(value, dict):
        return [s for k, v in value.items() for s in [k, *_strings(v)]]
    if isinstance(value, list):
        return [s for v in value for s in _strings(v)]
    return []


def _ints(value: Any) -> list[int]:
    if type(value) is int:
        return [value]
    if isinstance(value, dict):
        return [i for v in value.values() for i in _ints(v)]
    if isinstance(value, list):
        return [i for v in value for i in _ints(v)]
    return []


class Truth:
    """What the guest may know after each number of actions, from a replay of the game."""

    def __init__(self, over: dict[str, Any]) -> None:
        pool = load_pool()
        game, _ = replay(pool, over["seed"], over["decks"], [])
        self.names: dict[int, str] = {}
        self.ever_visible: list[set[int]] = []
        self.hidden: list[set[int]] = []
        seen: set[int] = set()
        self._note(game, seen, [])
        for data in over["actions"]:
            events = game.apply(decode_action(data, game.decision.options))
            self._note(game, seen, events)

    def _note(self, game: Any, seen: set[int], events: list[Any]) -> None:
        host, me = game.players[0], game.players[GUEST]
        view = game.view(GUEST)
        for oid, obj in game.objects.items():
            self.names[oid] = obj.card.name
        visible = set(game.battlefield) | set(game.stack) | set(me.hand)
        for p in game.players:
            visible |= set(p.graveyard) | set(p.exile)
        if view.hand_revealed(0):
            visible |= set(host.hand)
        visible |= {c.id for c in view.option_cards()}
        for ev in events:  # shown once, by the event that shows them
            if isinstance(ev, E.CardsRevealed) or isinstance(ev, E.HandRevealed) and GUEST in (ev.to, ev.player) \
                    or isinstance(ev, E.CardsLooked) and ev.player == GUEST:
                visible |= set(ev.cards)
            if isinstance(ev, E.CardMoved):
                self.names[ev.old_id] = ev.name
        seen |= visible
        hidden = set(host.library) | set(me.library)
        if not view.hand_revealed(0):
            hidden |= set(host.hand)
        self.hidden.append(hidden - seen)
        self.ever_visible.append(set(seen))

    def leaks(self, msg: dict[str, Any], n: int, seed: int) -> list[str]:
        found = []
        hidden, seen = self.hidden[n], self.ever_visible[n]
        hidden_ever = set().union(*self.hidden[: n + 1]) - seen
        for i in _ids(msg):
            if i in hidden_ever:
                found.append(f"id {i} ({self.names.get(i)}) of a card the guest had not seen")
        seen_names = {self.names[i] for i in seen if i in self.names}
        hidden_names = {self.names[i] for i in hidden if i in self.names} - seen_names
        for s in _strings(msg):
            if s in hidden_names:
                found.append(f"the name {s!r} of a hidden card")
        if msg.get("k") != "over" and seed in _ints(msg):
            found.append("the seed before the end")
        return found


async def _recorded_game(tmp_path: Any, seed: int, host_deck: str,
                         guest_deck: str) -> tuple[Any, Any, DecryptingProxy, Proxy]:
    """guest -> a proxy that decrypts (it was told the code) and records -> a plain proxy that
    records the ciphertext as it leaves the host -> host."""
    host, port, code, first = await start_host(tmp_path / "host", "--ai", "easy", "--delay", "0", "--seed",
                                               str(seed), "--deck", str(DECKS / host_deck))
    wire = Proxy(port)
    await wire.start()
    proxy = DecryptingProxy(wire.port, code)
    await proxy.start()
    guest = await start(["join", f"127.0.0.1:{proxy.port}", "--code", code, "--ai", "easy", "--delay", "0",
                         "--deck", str(DECKS / guest_deck)], tmp_path / "guest")
    done = await finish(host, first=first), await finish(guest)
    await proxy.close()
    await wire.close()
    return done[0], done[1], proxy, wire


def code_of(host: Any) -> str:
    """The invite code in the host's first line."""
    return host.out.splitlines()[0].split()[6]


@pytest.mark.parametrize("seed, host_deck, guest_deck", [
    (3_141_592_653_031, "02-blue-tidal-wisdom.txt", "03-black-grave-robbers.txt"),
    (3_141_592_653_032, "03-black-grave-robbers.txt", "05-green-stompers.txt"),
    (3_141_592_653_033, "04-red-goblin-raid.txt", "02-blue-tidal-wisdom.txt"),
])
def test_no_hidden_card_reaches_the_guest(tmp_path, seed: int, host_deck: str, guest_deck: str) -> None:
    host, guest, proxy, wire = asyncio.run(asyncio.wait_for(_recorded_game(tmp_path, seed, host_deck, guest_deck),
                                                            240))
    assert host.code == 0 and guest.code == 0, host.err + guest.err
    assert proxy.connections == 1 and wire.connections == 1
    received = messages(bytes(proxy.guest_streams[0]))
    kinds = [m["k"] for m in received]
    assert kinds[0] == "welcome" and "over" in kinds and kinds.count("update") > 20
    over = received[kinds.index("over")]
    truth = Truth(over)
    n = 0
    checked = 0
    for msg in received:
        if msg["k"] == "over":
            break  # the reveal at the end: every card may be named now
        if msg["k"] == "update":
            n = msg["u"]["n"]
        leaks = truth.leaks(msg, n, over["seed"])
        assert not leaks, f"message {msg['k']} after {n} actions: {leaks[:3]}"
        checked += 1
    assert checked == kinds.index("over") and n == len(over["actions"])
    # The check can fail: the host's opening hand, by name and by id, is what it looks for.
    opening = [i for i in truth.hidden[0] if truth.names.get(i)]
    assert opening and truth.leaks({"k": "update", "u": {"hand": opening[:1]}}, 0, over["seed"])
    assert truth.leaks({"k": "update", "u": {"objects": {"0": {"chosen": [["object", opening[0]]]}}}}, 0,
                       over["seed"])  # an ability's event naming a hidden card, too
    # On the wire itself, only ciphertext: no frame of the protocol, no card name, not the code.
    ciphertext = bytes(wire.guest_streams[0])
    assert len(ciphertext) > len(proxy.guest_streams[0])
    plain_marks = [b"welcome", code_of(host).encode()] + [n.encode() for n in set(truth.names.values())]
    assert not [m for m in plain_marks if m in ciphertext]
    assert not [m for m in plain_marks if m in bytes(wire.to_host)]
