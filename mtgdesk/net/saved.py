"""Saved network games (issue 37): the host keeps each game in the user folder (``net-games/``),
its seed, decks and every action, so that it replays exactly (``fair.replay``); a game paused
when the guest was gone, or ``kept`` after the reconnection window, keeps its invite code and
session token too, to be resumed (``load_saved``, ``saved_games``; ``HostSaves.resume``, the
guest joining with the code).
"""
from __future__ import annotations

import json
import logging
from collections.abc import Callable
from typing import Any

from ..storage.atomic import atomic_write_text
from ..storage.paths import data_dir
from .host_state import GUEST_SEAT, HOST_SEAT, HostState
from .outcome import Outcome
from .session import normalize_code
from .values import decode_action

log = logging.getLogger("mtgdesk.net")


def saved_games_dir() -> Any:
    """Where the host keeps its network games (the user's data folder)."""
    return data_dir() / "net-games"


class SavedGameError(ValueError):
    """A saved network game that can't be resumed: the file and the problem."""


def load_saved(path: Any) -> dict[str, Any]:
    """A saved network game (``Host.save``) to resume, checked: ``SavedGameError`` naming the
    file and the problem otherwise (never a traceback)."""
    from pathlib import Path

    path = Path(path)
    try:
        record = json.loads(path.read_text(encoding="utf-8"))
    except OSError as exc:
        raise SavedGameError(f"{path}: can't be read: {exc.strerror or exc}") from None
    except ValueError as exc:
        raise SavedGameError(f"{path}: not a saved network game (not JSON: {exc})") from None
    if not isinstance(record, dict) or record.get("format") != "mtgdesk-net-game":
        raise SavedGameError(f"{path}: not a saved network game")
    checks: dict[str, Callable[[Any], bool]] = {"seed": lambda v: type(v) is int, "salt": lambda v: isinstance(v, str),
              "decks": lambda v: isinstance(v, list) and len(v) == 2
              and all(isinstance(d, list) and all(isinstance(n, str) for n in d) for d in v),
              "names": lambda v: isinstance(v, list) and len(v) == 2 and all(isinstance(n, str) for n in v),
              "actions": lambda v: isinstance(v, list) and all(isinstance(a, dict) for a in v),
              "code": lambda v: isinstance(v, str) and 0 < len(v) <= 40}
    for key, ok in checks.items():
        if key not in record or not ok(record[key]):
            raise SavedGameError(f"{path}: the field {key!r} is missing or wrong"
                                 + (" (saved by an older version: it can be replayed, not resumed)"
                                    if key == "code" and key not in record else ""))
    if record.get("result") is not None:
        raise SavedGameError(f"{path}: this game is over (it can be replayed, not resumed)")
    return record


def saved_games() -> list[tuple[Any, dict[str, Any]]]:
    """The network games kept to resume later, newest first: (path, record)."""
    folder = saved_games_dir()
    found = []
    try:
        paths = sorted(folder.glob("*.json"), reverse=True)[:200]
    except OSError:
        return []
    for path in paths:
        try:
            record = load_saved(path)
        except SavedGameError:
            continue
        if record.get("kept"):
            found.append((path, record))
    return found


class HostSaves(HostState):
    """The host's saved game: ``save`` it (at each pause and at its end), ``resume`` one."""

    def resume(self, record: dict[str, Any], path: Any = None) -> None:
        """Take up a saved game (``load_saved``): its seed, decks, names, actions, invite code
        and session token; the guest joins with the code and the game goes on where it was
        (rebuilt from its seed and actions when the guest arrives, ``_rebuild``)."""
        self._resume = record
        self.code = record["code"]
        token = record.get("token")
        self.token = token if isinstance(token, str) and token else self.token
        self.deck = list(record["decks"][HOST_SEAT])
        self.names[HOST_SEAT] = record["names"][HOST_SEAT] or self.names[HOST_SEAT]
        found = record.get("match")
        match: dict[str, Any] = found if isinstance(found, dict) else {}
        best_of = match.get("best_of")
        self.best_of = best_of if best_of in (1, 3) else 1
        score = match.get("score")
        self.score = list(score) if isinstance(score, list) and len(score) == 2 and \
            all(type(n) is int and 0 <= n <= 9 for n in score) else [0, 0]
        number = match.get("game")
        self.game_number = number if type(number) is int and number > 0 else 1
        first = record.get("first")
        self.first = first if first in (0, 1) else None
        if path is not None:
            from pathlib import Path

            self.saved_path = Path(path)
            self._started = self.saved_path.stem.rsplit("-", 1)[0] if "-" in self.saved_path.stem else self._started

    def _rebuild(self, record: dict[str, Any]) -> None:
        """The saved game as it stood: a new game from its seed, its actions applied again
        (each checked as it was, ``values.decode_action``); the seats' projections start from
        there (their first update is full)."""
        from .seat import Projection as _Projection

        self.seed, self.salt = record["seed"], record["salt"]
        # A window's seat (``FeedHost.on_update``) is shown once, at the end, not action by action.
        sink = self.__dict__.get("on_update")
        if sink is not None:
            self.__dict__["on_update"] = lambda u: None
        try:
            self._new_game(list(record["decks"][GUEST_SEAT]))
            assert self.game is not None
            for data in record["actions"]:
                self._apply(decode_action(data, self.game.decision.options))
        finally:
            if sink is not None:
                self.__dict__["on_update"] = sink
        game = self.game
        self.projection = _Projection(game, GUEST_SEAT, self.pool_names)
        self.projection.actions = len(self.actions)
        if self.own is not None:  # a window plays the host's seat (``FeedHost``)
            own = _Projection(game, HOST_SEAT, self.pool_names)
            own.actions = len(self.actions)
            self.own = own
            push = getattr(self, "push", None)
            if push is not None:
                push(full=True)
        self._full_next = True

    def save(self, outcome: "Outcome | None" = None) -> None:
        """Keep the game in the user folder (``net-games/``): its seed, decks and every action,
        so that it replays exactly (``fair.replay``), written atomically. A game paused or
        ``kept`` keeps its invite code and session token too, to be resumed (``load_saved``,
        ``resume``); a game over keeps them as well (they open nothing once it is over)."""
        if self.game is None:
            return
        kept = outcome is not None and outcome.reason == "saved"
        over = outcome is not None and not kept
        record = {"format": "mtgdesk-net-game", "version": 1, "seed": self.seed, "salt": self.salt,
                  "decks": self.decks, "names": self.names, "actions": self.actions,
                  "result": {"winner": outcome.winner, "reason": outcome.reason} if over and outcome else None,
                  "first": self.first, "code": self.code, "token": self.token, "kept": kept,
                  "match": {"best_of": self.best_of, "score": list(self.score), "game": self.game_number}}
        path = self.saved_path or saved_games_dir() / f"{self._started}-{normalize_code(self.code)}.json"
        try:
            atomic_write_text(path, json.dumps(record, separators=(",", ":")))
            self.saved_path = path
        except OSError as exc:
            log.warning("the game could not be saved to %s: %s", path, exc)
