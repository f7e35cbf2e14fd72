"""Saved games: the decks, the seed and every action taken, so the engine replays the game
exactly (a seed plus its actions is the whole game; ARCHITECTURE.md). The autosave is one such
file in the data directory, rewritten atomically as the game goes on.
"""
from __future__ import annotations

import dataclasses
import json
from dataclasses import dataclass, field
from typing import Any

from ..cards import load_pool
from ..engine import Game
from ..engine import actions as A
from ..engine.objects import PlayerRef
from .atomic import atomic_write_text
from .paths import AUTOSAVE_FILE, autosave_path, has_autosave

__all__ = ["AUTOSAVE_FILE", "SaveError", "SavedGame", "autosave_path", "clear_autosave", "decode_action",
           "encode_action", "has_autosave", "load_autosave", "save_autosave"]
FORMAT_VERSION = 1


class SaveError(ValueError):
    """A saved game that can't be read or replayed."""


def encode_value(value: Any) -> Any:
    """An action field as JSON: tuples become lists, players ``{"player": n}``."""
    if isinstance(value, PlayerRef):
        return {"player": value.index}
    if isinstance(value, (tuple, list)):
        return [encode_value(v) for v in value]
    if value is None or isinstance(value, (bool, int, str)):
        return value
    raise SaveError(f"can't save a value of type {type(value).__name__}: {value!r}")


def decode_value(value: Any) -> Any:
    if isinstance(value, dict):
        if set(value) != {"player"}:
            raise SaveError(f"unexpected object {value!r} in an action")
        return PlayerRef(int(value["player"]))
    if isinstance(value, list):
        return tuple(decode_value(v) for v in value)
    return value


def encode_action(action: A.Action) -> dict[str, Any]:
    """``PlayLand(0, 12)`` → ``{"type": "PlayLand", "player": 0, "card": 12}``."""
    data: dict[str, Any] = {"type": type(action).__name__}
    for f in dataclasses.fields(action):
        data[f.name] = encode_value(getattr(action, f.name))
    return data


def decode_action(data: dict[str, Any]) -> A.Action:
    name = data.get("type")
    cls = getattr(A, str(name), None)
    if not (isinstance(cls, type) and issubclass(cls, A.Action)):
        raise SaveError(f"unknown action type {name!r}")
    kwargs = {k: decode_value(v) for k, v in data.items() if k != "type"}
    try:
        return cls(**kwargs)
    except TypeError as exc:
        raise SaveError(f"bad {name}: {exc}") from None


@dataclass
class SavedGame:
    """A game as a seed, two decks (card names), who plays each side and the actions taken."""

    seed: int
    decks: list[list[str]]
    deck_names: list[str] = field(default_factory=lambda: ["", ""])
    players: list[str] = field(default_factory=lambda: ["human", "computer"])  # or "human"
    player_names: list[str] = field(default_factory=lambda: ["", ""])
    variant: str = "modern"
    actions: list[A.Action] = field(default_factory=list)

    def to_json(self) -> str:
        return json.dumps({
            "version": FORMAT_VERSION,
            "seed": self.seed,
            "variant": self.variant,
            "decks": self.decks,
            "deck_names": self.deck_names,
            "players": self.players,
            "player_names": self.player_names,
            "actions": [encode_action(a) for a in self.actions],
        }, ensure_ascii=False)

    @classmethod
    def from_json(cls, text: str) -> "SavedGame":
        try:
            data = json.loads(text)
            if data.get("version") != FORMAT_VERSION:
                raise SaveError(f"unsupported save format {data.get('version')!r}")
            return cls(
                seed=int(data["seed"]),
                decks=[list(map(str, d)) for d in data["decks"]],
                deck_names=list(map(str, data.get("deck_names", ["", ""]))),
                players=list(map(str, data.get("players", ["human", "computer"]))),
                player_names=list(map(str, data.get("player_names", ["", ""]))),
                variant=str(data.get("variant", "modern")),
                actions=[decode_action(a) for a in data["actions"]],
            )
        except (KeyError, TypeError, ValueError, AttributeError) as exc:
            if isinstance(exc, SaveError):
                raise
            raise SaveError(f"not a saved game: {exc}") from None

    def new_game(self) -> Game:
        """The game as it began (before any action)."""
        pool = load_pool()
        try:
            decks = [[pool.get(name) for name in deck] for deck in self.decks]
        except KeyError as exc:
            raise SaveError(str(exc)) from None
        return Game.new(decks, seed=self.seed, variant=self.variant)

    def replay(self) -> Game:
        """The game after every saved action; ``SaveError`` if one no longer applies."""
        game = self.new_game()
        for i, action in enumerate(self.actions):
            try:
                game.apply(action)
            except Exception as exc:  # an engine that changed since the save was written
                raise SaveError(f"action {i + 1} ({type(action).__name__}) can't be replayed: {exc}") from None
        return game


def save_autosave(saved: SavedGame) -> None:
    atomic_write_text(autosave_path(), saved.to_json())


def load_autosave() -> SavedGame | None:
    """The autosaved game, or None if there is none or it can't be read."""
    path = autosave_path()
    try:
        return SavedGame.from_json(path.read_text(encoding="utf-8"))
    except FileNotFoundError:
        return None
    except (OSError, UnicodeDecodeError, SaveError):
        return None


def clear_autosave() -> None:
    try:
        autosave_path().unlink()
    except FileNotFoundError:
        pass
