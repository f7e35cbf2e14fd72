"""Fair shuffles a guest can check: the seed committed by hash at the start, revealed at the end.

The host draws the seed and a random salt, and sends ``commitment(seed, salt, decks)`` (SHA-256)
before the first shuffle (CR 103.3); at the end it reveals them with every action taken. The
guest checks the hash, replays the game from the seed and the actions (the engine is
deterministic for a seed: ARCHITECTURE.md) and compares what it was shown, update by update, with
what the replay shows its seat at the same moments.
"""
from __future__ import annotations

import hashlib
import json
import secrets
from typing import Any

from ..engine import Game
from ..engine.errors import EngineError
from .values import CodecError, decode_action

_DOMAIN = b"mtgdesk seed commitment 1|"


def new_seed() -> tuple[int, str]:
    """A seed and a salt from the operating system's secure random source."""
    return secrets.randbits(62), secrets.token_hex(16)


def commitment(seed: int, salt: str, decks: list[list[str]]) -> str:
    """The hash that binds the host to the seed and both decks' lists before the game."""
    body = json.dumps({"seed": seed, "salt": salt, "decks": decks}, sort_keys=True, separators=(",", ":"))
    return hashlib.sha256(_DOMAIN + body.encode("utf-8")).hexdigest()


def summary(view: Any) -> list[Any]:
    """What a seat was shown, in a form both an engine ``PlayerView`` and a ``RemoteView``
    give the same way: compared update by update with a replay."""
    me = view.player
    hand = view.hand(me)

    def cards(cvs: Any) -> list[Any]:
        return [[c.id, c.name, c.controller, c.tapped] for c in cvs]

    return [view.turn, view.step.value, view.active, [view.life(p) for p in (0, 1)],
            [view.library_size(p) for p in (0, 1)], cards(hand) if not isinstance(hand, int) else hand,
            cards(view.battlefield()), cards(view.stack()),
            [cards(view.graveyard(p)) for p in (0, 1)], [cards(view.exile(p)) for p in (0, 1)]]


def digest(view: Any) -> str:
    return hashlib.sha256(json.dumps(summary(view), separators=(",", ":")).encode()).hexdigest()


def replay(pool: Any, seed: int, decks: list[list[str]], actions: list[dict[str, Any]],
           variant: str = "modern", starting_player: int | None = None) -> tuple[Game, list[Any]]:
    """The game replayed from its seed and actions, and the actions decoded; ``ValueError``
    if an action can't be read or isn't legal in the replay. ``starting_player``: the player
    who played first when it was not drawn from the seed (a later game of a match: CR 103.1)."""
    game = Game.new([[pool.get(n) for n in deck] for deck in decks], seed=seed, variant=variant,
                    starting_player=starting_player)
    return game, [a for a in _apply_all(game, actions)]


def _apply_all(game: Game, actions: list[dict[str, Any]]) -> Any:
    for i, data in enumerate(actions):
        try:
            action = decode_action(data, game.decision.options)
            game.apply(action)
        except (CodecError, EngineError) as exc:
            raise ValueError(f"action {i + 1} can't be replayed: {exc}") from None
        yield action


def check_game(pool: Any, seat: int, commitment_hex: str, seed: int, salt: str, decks: list[list[str]],
               actions: list[dict[str, Any]], seen: dict[int, str],
               starting_player: int | None = None) -> tuple[bool, str]:
    """Whether the revealed seed matches its commitment and a replay shows ``seat``, after
    each number of actions in ``seen``, what the guest was shown then. (ok, what differs).
    ``starting_player``: as ``replay``'s (said before the game, in the ``next`` message)."""
    if commitment(seed, salt, decks) != commitment_hex:
        return False, "the seed and decks revealed don't match the commitment made at the start"
    try:
        game = Game.new([[pool.get(n) for n in deck] for deck in decks], seed=seed,
                        starting_player=starting_player)
    except Exception as exc:  # an unknown card name in a revealed deck
        return False, f"the revealed decks can't be played: {exc}"
    view = game.view(seat)
    if 0 in seen and seen[0] != digest(view):
        return False, "the opening differs from the replay"
    for i, data in enumerate(actions):
        try:
            game.apply(decode_action(data, game.decision.options))
        except (CodecError, EngineError) as exc:
            return False, f"action {i + 1} can't be replayed: {exc}"
        if i + 1 in seen and seen[i + 1] != digest(view):
            return False, f"after action {i + 1} the replay differs from what was shown"
    return True, f"{len(actions)} actions replayed; {len(seen)} updates match"
