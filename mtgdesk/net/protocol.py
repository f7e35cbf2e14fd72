"""The messages host and guest exchange: a schema version, a kind, and fields checked before use.

Every message is a JSON object ``{"v": PROTOCOL_VERSION, "k": kind, ...}``. ``check`` refuses
an unknown kind, a missing or unknown field, a value of the wrong type or size, with a
``ProtocolError`` that says which. Messages carry ids and arguments, never sentences: each side
renders them in its own language.

Kinds (guest → host unless said):

- ``hello``: the invite ``code``, the player's ``name``, the program version ``app``; a
  session ``token`` to take a seat back after a lost connection; the ``deck`` (card names) and
  its ``deck_name`` (a public choice, shown in both logs).
- ``welcome`` (host): the guest's ``seat``, the players' ``names``, the ``commitment`` to the
  seed (``fair.py``), the session ``token``, whether the seat was ``resumed``.
- ``refused`` (host): the handshake failed; ``reason`` is ``version`` (``args``: the host's
  ``protocol``), ``code``, ``full``, ``deck`` (``args``: the ``unknown`` card names) or
  ``protocol``; ``app`` the host's program version.
- ``update`` (host): what the guest's seat shows now (``seat.Projection.update``).
- ``act``: an action (``values.encode_action``) answering the decision of update ``n``.
- ``refusal`` (host): the action of ``n`` was refused: the ``rule``, ``message`` id and ``args``.
- ``ping``/``pong``: heartbeats, both ways.
- ``chat``: a line of chat (``text``), both ways.
- ``concede``: the sender concedes (CR 104.3a), both ways.
- ``over`` (host): the game is over: ``winner`` (or null), ``reason``, and the reveal: ``seed``,
  ``salt``, ``decks`` and every ``action`` taken, so the guest can replay it.
- ``verdict``: whether the guest's replay matched (``ok``).
- ``bye``: the sender closes the connection on purpose.

A match (best of one or of three, said in the ``welcome``'s ``best_of``): the ``over`` of each
game carries the match's ``score`` (games won by each seat) and whether it is ``decided``. Then:

- ``ready``: the sender's player is ready for the next game of the match, both ways (the host
  plays it when both are).
- ``next`` (host): the next game of the match begins on the same connection: its ``game``
  number, the ``first`` player (chosen by the loser of the previous game, CR 103.1; after a
  draw, the same as before), a fresh ``commitment`` to a fresh seed, the ``score`` and ``best_of``. Its
  updates follow.
- ``first_choice`` (host): the guest lost the previous game and chooses who takes the first turn
  of game ``game`` (CR 103.1); ``first_reply``: its answer, ``play`` first or not.
- ``rematch``: after a match, the sender offers another (``best_of`` games), both ways.
- ``rematch_reply``: the answer to an offer, ``ok`` true or false, both ways; accepted, the
  host begins the new match with a ``next``.
"""
from __future__ import annotations

from typing import Any

#: 2: matches (best of three, who plays first, rematch), deck names, lands played, stack
#: abilities and casts in the seat (this wave); a client of version 1 is refused at the hello.
PROTOCOL_VERSION = 2
MAX_TEXT = 500  # a chat line
MAX_DECK = 250  # cards
MAX_NAME = 100  # a card's or a player's name


class ProtocolError(ValueError):
    """A message that breaks the protocol: the ``reason`` says how."""


def _str(limit: int) -> Any:
    def check(v: Any) -> bool:
        return isinstance(v, str) and len(v) <= limit
    check.__doc__ = f"text of at most {limit} characters"
    return check


def _int(v: Any) -> bool:
    """a whole number"""
    return type(v) is int and -(2 ** 63) <= v < 2 ** 63


def _opt_int(v: Any) -> bool:
    """a whole number or null"""
    return v is None or _int(v)


def _bool(v: Any) -> bool:
    """true or false"""
    return type(v) is bool


def _number(v: Any) -> bool:
    """a number"""
    return type(v) in (int, float)


def _dict(v: Any) -> bool:
    """an object"""
    return isinstance(v, dict)


def _names(v: Any) -> bool:
    """a list of names"""
    return isinstance(v, list) and len(v) <= MAX_DECK and all(isinstance(s, str) and len(s) <= MAX_NAME for s in v)


def _decks(v: Any) -> bool:
    """two lists of card names"""
    return isinstance(v, list) and len(v) == 2 and all(_names(d) for d in v)


def _score(v: Any) -> bool:
    """two whole numbers from 0 to 9"""
    return isinstance(v, list) and len(v) == 2 and all(type(n) is int and 0 <= n <= 9 for n in v)


def _best_of(v: Any) -> bool:
    """1 or 3"""
    return type(v) is int and v in (1, 3)


def _seat(v: Any) -> bool:
    """0 or 1"""
    return type(v) is int and v in (0, 1)


def _opt_seat(v: Any) -> bool:
    """0, 1 or null"""
    return v is None or _seat(v)


def _actions(v: Any) -> bool:
    """a list of actions"""
    return isinstance(v, list) and len(v) <= 100_000 and all(isinstance(a, dict) for a in v)


#: kind → {field: (check, required)}
SCHEMA: dict[str, dict[str, tuple[Any, bool]]] = {
    "hello": {"app": (_str(40), True), "code": (_str(40), True), "name": (_str(MAX_NAME), True),
              "token": (_str(128), False), "deck": (_names, False), "deck_name": (_str(MAX_NAME), False)},
    "welcome": {"seat": (_int, True), "names": (_names, True), "commitment": (_str(128), True),
                "token": (_str(128), True), "resumed": (_bool, True), "best_of": (_best_of, False),
                "score": (_score, False), "game": (_int, False), "first": (_seat, False)},
    "refused": {"reason": (_str(40), True), "args": (_dict, False), "app": (_str(40), False)},
    "update": {"u": (_dict, True)},
    "act": {"n": (_int, True), "action": (_dict, True)},
    "refusal": {"n": (_int, True), "rule": (_str(20), True), "message": (_str(80), True), "args": (_dict, True)},
    "ping": {"t": (_number, True)},
    "pong": {"t": (_number, True)},
    "chat": {"text": (_str(MAX_TEXT), True)},
    "concede": {},
    "over": {"winner": (_opt_int, True), "reason": (_str(40), True), "seed": (_int, True),
             "salt": (_str(128), True), "decks": (_decks, True), "actions": (_actions, True),
             "names": (_names, True), "score": (_score, False), "best_of": (_best_of, False),
             "decided": (_bool, False), "first": (_opt_seat, False)},
    "verdict": {"ok": (_bool, True)},
    "bye": {},
    "ready": {},
    "next": {"game": (_int, True), "first": (_seat, True), "commitment": (_str(128), True),
             "score": (_score, True), "best_of": (_best_of, True)},
    "rematch": {"best_of": (_best_of, True)},
    "first_choice": {"game": (_int, True)},
    "first_reply": {"play": (_bool, True)},
    "rematch_reply": {"ok": (_bool, True)},
}


def message(kind: str, **fields: Any) -> dict[str, Any]:
    """A message of ``kind``, checked as the receiver will check it."""
    msg = {"v": PROTOCOL_VERSION, "k": kind, **fields}
    check(msg)
    return msg


def check(msg: Any) -> dict[str, Any]:
    """``msg`` if it is a well-formed message of a known kind; ``ProtocolError`` otherwise."""
    if not isinstance(msg, dict):
        raise ProtocolError("a message is an object")
    if msg.get("v") != PROTOCOL_VERSION:
        raise ProtocolError(f"schema version {msg.get('v')!r}, expected {PROTOCOL_VERSION}")
    kind = msg.get("k")
    if not isinstance(kind, str) or kind not in SCHEMA:
        raise ProtocolError(f"unknown kind {str(kind)[:40]!r}")
    spec = SCHEMA[kind]
    for key in msg:
        if key not in ("v", "k") and key not in spec:
            raise ProtocolError(f"{kind}: unknown field {str(key)[:40]!r}")
    for key, (valid, required) in spec.items():
        if key not in msg:
            if required:
                raise ProtocolError(f"{kind}: missing {key!r}")
            continue
        if not valid(msg[key]):
            raise ProtocolError(f"{kind}: {key!r} must be {valid.__doc__}")
    return msg
