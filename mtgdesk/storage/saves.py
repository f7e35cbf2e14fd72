"""Saved games: the decks, the seed and every action taken, so the engine replays the game
exactly (a seed plus its actions is the whole game; ARCHITECTURE.md). The autosave is one such
file in the data directory, rewritten atomically as the game goes on.

A saved game is read through ``mtgdesk.userfiles`` (size, kind, encoding, bounded JSON: no NaN
or infinity, no deep nesting) and every field is checked before use: two decks of at most
``MAX_DECK_CARDS`` card names, two players, a known variant, at most ``MAX_SAVED_ACTIONS``
actions. A bad autosave is a ``SaveError`` naming the file and the problem; ``check_autosave``
sets it aside (``autosave.json.bad-<date>``), and no write replaces it unseen.
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
from ..problems import FileProblem
from ..userfiles import MAX_DECK_CARDS, line_of, parse_json, read_user_text
from .atomic import atomic_write_text, guard_before_write, set_aside
from .paths import AUTOSAVE_FILE, autosave_path, has_autosave

__all__ = ["AUTOSAVE_FILE", "SaveError", "SavedGame", "autosave_path", "check_autosave", "clear_autosave",
           "decode_action", "encode_action", "has_autosave", "load_autosave", "read_autosave", "save_autosave"]
FORMAT_VERSION = 1
#: The largest saved game read, and the most actions in one (a long game has a few thousand).
MAX_SAVE_BYTES = 16 * 1024 * 1024
MAX_SAVED_ACTIONS = 200_000
PLAYER_KINDS = ("human", "computer")
VARIANTS = ("modern", "classic")


class SaveError(FileProblem):
    """A saved game that can't be read or replayed: the problem, and the file (and line) once
    known. ``SaveError("problem")`` is one not yet tied to a file."""

    def __init__(self, problem: str, file: str = "", line: int | None = None) -> None:
        super().__init__(file, line, problem)

    def __str__(self) -> str:
        return super().__str__() if self.file else self.problem

    def in_file(self, file: str, text: str = "", key: str = "") -> "SaveError":
        """The same problem, naming ``file`` (and the line of ``key`` in ``text``)."""
        return SaveError(self.problem, file, self.line or (line_of(text, f'"{key}"') if key and text else None))


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
        if set(value) != {"player"} or value["player"] not in (0, 1) or isinstance(value["player"], bool):
            raise SaveError(f"unexpected object {value!r} in an action")
        return PlayerRef(value["player"])
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
    if not isinstance(data, dict):
        raise SaveError(f"an action is an object, not {type(data).__name__}")
    name = data.get("type")
    cls = getattr(A, name, None) if isinstance(name, str) else None
    if not (isinstance(cls, type) and issubclass(cls, A.Action) and cls is not A.Action):
        raise SaveError(f"unknown action type {name!r}")
    kwargs = {k: decode_value(v) for k, v in data.items() if k != "type"}
    try:
        return cls(**kwargs)
    except TypeError as exc:
        raise SaveError(f"bad {name}: {exc}") from None


def _pair(value: Any, key: str, kind: type) -> list[Any]:
    """A list of two values of ``kind`` (one for each player)."""
    if not isinstance(value, list) or len(value) != 2 or not all(isinstance(v, kind) for v in value):
        raise SaveError(f"{key}: expected two {'lists' if kind is list else 'strings'}, one for each player")
    return value


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
    #: The computer's level at each computer seat, kept by the game's record ("": not known, the
    #: settings' level plays); not in this autosave format.
    levels: list[str] = field(default_factory=lambda: ["", ""])
    #: The computer's personality at each computer seat (``ai/personalities.toml``), kept by the
    #: game's record ("": balanced); not in this autosave format.
    personalities: list[str] = field(default_factory=lambda: ["", ""])

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
    def from_json(cls, text: str, file: str = "") -> "SavedGame":
        """A saved game from its JSON text; ``SaveError`` (naming ``file``, the line where
        known, and the problem) for anything that isn't one."""
        try:
            data = parse_json(text, file or "<saved game>")
        except FileProblem as exc:
            raise SaveError(exc.problem, file, exc.line) from None
        key = ""
        try:
            if not isinstance(data, dict):
                raise SaveError("not a saved game: expected a JSON object")
            if data.get("version") != FORMAT_VERSION:
                key = "version"
                raise SaveError(f"unsupported save format {data.get('version')!r}")
            key = "seed"
            seed = data.get("seed")
            if not isinstance(seed, int) or isinstance(seed, bool):
                raise SaveError(f"the seed is a whole number, not {seed!r}")
            key = "decks"
            decks = _pair(data.get("decks"), "decks", list)
            for deck in decks:
                if not 1 <= len(deck) <= MAX_DECK_CARDS or not all(isinstance(c, str) for c in deck):
                    raise SaveError(f"a deck is a list of 1 to {MAX_DECK_CARDS} card names")
            key = "players"
            players = _pair(data.get("players", ["human", "computer"]), "players", str)
            if any(p not in PLAYER_KINDS for p in players):
                raise SaveError(f"players are {' or '.join(PLAYER_KINDS)}, not {players!r}")
            key = "deck_names"
            deck_names = _pair(data.get("deck_names", ["", ""]), "deck_names", str)
            key = "player_names"
            player_names = _pair(data.get("player_names", ["", ""]), "player_names", str)
            key = "variant"
            variant = data.get("variant", "modern")
            if variant not in VARIANTS:
                raise SaveError(f"the variant is {' or '.join(VARIANTS)}, not {variant!r}")
            key = "actions"
            actions = data.get("actions")
            if not isinstance(actions, list) or len(actions) > MAX_SAVED_ACTIONS:
                raise SaveError(f"the actions are a list of at most {MAX_SAVED_ACTIONS:,}")
            return cls(seed=seed, decks=[list(d) for d in decks], deck_names=list(deck_names),
                       players=list(players), player_names=list(player_names), variant=variant,
                       actions=[decode_action(a) for a in actions])
        except SaveError as exc:
            raise exc.in_file(file, text, key) from None

    def new_game(self) -> Game:
        """The game as it began (before any action)."""
        pool = load_pool()
        try:
            decks = [[pool.get(name) for name in deck] for deck in self.decks]
        except KeyError as exc:
            raise SaveError(str(exc)) from None
        if len(decks) != 2:
            raise SaveError(f"a game is between two players, not {len(decks)}")
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


def _readable(path: Any) -> bool:
    try:
        read_autosave(path)
    except SaveError:
        return False
    return True


def save_autosave(saved: SavedGame) -> None:
    """Write the autosave; a bad one there, never read in this process, is set aside first
    (``OSError`` if it can't be)."""
    path = autosave_path()
    if not guard_before_write(path, _readable):
        raise OSError(f"{path} can't be used and can't be set aside; it is left as it is")
    atomic_write_text(path, saved.to_json())


def read_autosave(path: Any = None) -> SavedGame | None:
    """The autosaved game; None if there is none; ``SaveError`` naming the file if it can't be
    read (the file is left where it is)."""
    path = path or autosave_path()
    if not path.exists():
        return None
    try:
        text = read_user_text(path, max_bytes=MAX_SAVE_BYTES)
    except FileProblem as exc:
        raise SaveError(exc.problem, exc.file, exc.line) from None
    return SavedGame.from_json(text, str(path))


def load_autosave() -> SavedGame | None:
    """The autosaved game, or None if there is none or it can't be read."""
    try:
        return read_autosave()
    except SaveError:
        return None


def check_autosave(replay: bool = True) -> SaveError | None:
    """At start: if the autosave can't be read (or, with ``replay``, replayed), set it aside as
    ``autosave.json.bad-<date>`` and return the problem (saying where the file was kept)."""
    path = autosave_path()
    try:
        saved = read_autosave(path)
        if saved is not None and replay:
            try:
                saved.replay()
            except SaveError as exc:
                raise exc.in_file(str(path)) from None
    except SaveError as exc:
        aside = set_aside(path)
        where = f" (the file was kept as {aside.name})" if aside else " (the file is left as it is)"
        return SaveError(exc.problem + where, exc.file or str(path), exc.line)
    return None


def clear_autosave() -> None:
    try:
        autosave_path().unlink()
    except FileNotFoundError:
        pass
