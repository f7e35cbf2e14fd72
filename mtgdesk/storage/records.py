"""Game records: one file per game under ``<data>/games/``, the whole game as data.

A record is versioned JSON: the format and its version, the engine version that wrote it, the
variant, the seed, each player (kind, name, deck name, deck as card names, and a computer's
level), what was played (``play_format``: constructed, casual, sealed, draft or limited; absent
in records written before it was kept), the actions taken,
where the game is (turn, whether it is over, the result: the winner, and who conceded if the
game ended so) and when it began and last changed.
The engine replays a game exactly from its seed, decks and actions, so the record *is* the
game: resuming, undoing, replaying and the statistics all read it.

An action is stored as its fields (``saves.encode_action``), except an answer to a choice
(``ChooseOption``): the options of a decision can be the engine's own values (a waiting
triggered ability, CR 603.3b; a replacement effect, 616.1), so the answer is stored as the
index of the chosen option in the decision's options (``{"option_index": i}``) and read back
against the replayed game's decision.

A record is written atomically after every decision (``atomic.atomic_write_text``: a
temporary file, fsync, rename, the directory synced), so a crash loses at most the decision in
progress. It is read through ``mtgdesk.userfiles`` (size, encoding, bounded JSON); every field
is checked; a record of format version 1 (the old autosave) is migrated, one of a later
version is refused with the reason; a record that can't be read is set aside
(``NAME.bad-<date>``) by :func:`list_records`, never overwritten.

Pure Python, no Qt.
"""
from __future__ import annotations

import secrets
import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from .. import __version__
from ..engine import Game
from ..engine import actions as A
from ..engine import events as E
from ..problems import FileProblem
from ..userfiles import MAX_DECK_CARDS, parse_json, read_user_text
from .atomic import atomic_write_text, set_aside
from .paths import RECORDS_DIR, records_dir
from .settings import COMPUTER_LEVELS, COMPUTER_PERSONALITIES
from .saves import (MAX_SAVE_BYTES, MAX_SAVED_ACTIONS, PLAYER_KINDS, VARIANTS, SaveError, SavedGame,
                    decode_action, encode_action)

__all__ = ["FORMAT", "FORMAT_VERSION", "RECORDS_DIR", "GameRecord", "RecordError", "RecordWriter", "list_records",
           "read_record", "records_dir"]

FORMAT = "mtgdesk-game"
#: Version 1 is the autosave of ``saves.py`` (no "format" key), migrated on reading.
FORMAT_VERSION = 2
RECORD_SUFFIX = ".json"
STATES = ("playing", "over")
#: What a game was played as (the statistics count by it): the deck rules of the person's deck,
#: and for limited play where its pool came from ("limited": a limited deck from the decks folder).
PLAY_FORMATS = ("constructed", "casual", "sealed", "draft", "limited")
MAX_NAME = 200


class RecordError(SaveError):
    """A record that can't be read, migrated or replayed: the file, the line where known, the
    problem."""


def _now() -> str:
    return time.strftime("%Y-%m-%dT%H:%M:%S", time.localtime())


def new_record_id() -> str:
    """A file name for a new game: its start time and a random tag (two games started in the
    same second don't collide)."""
    return time.strftime("%Y%m%d-%H%M%S") + "-" + secrets.token_hex(3)


# ------------------------------------------------------------------ actions as data

def encode_answer(action: A.Action, options: tuple[Any, ...]) -> dict[str, Any]:
    """An action as JSON; a ``ChooseOption`` by the index of its option in ``options`` (the
    options of the decision it answered)."""
    if isinstance(action, A.ChooseOption):
        for i, option in enumerate(options):
            if option is action.option or (type(option) is type(action.option) and option == action.option):
                return {"type": "ChooseOption", "player": action.player, "option_index": i}
    return encode_action(action)


def decode_answer(data: Any, game: Game) -> A.Action:
    """An action read from a record, against ``game`` (the game just before it)."""
    if isinstance(data, dict) and data.get("type") == "ChooseOption" and "option_index" in data:
        index, player = data.get("option_index"), data.get("player")
        if set(data) != {"type", "player", "option_index"} or type(index) is not int or type(player) is not int:
            raise RecordError(f"bad ChooseOption {data!r}")
        options = game.decision.options
        if not 0 <= index < len(options):
            raise RecordError(f"option {index} of a decision that has {len(options)}")
        return A.ChooseOption(player, options[index])
    try:
        return decode_action(data)
    except SaveError as exc:
        raise RecordError(exc.problem) from None


# ------------------------------------------------------------------ the record

@dataclass
class GameRecord:
    """A game as data. ``actions`` are JSON values (``encode_answer``); :meth:`replay` turns
    them back into actions against the game."""

    seed: int
    decks: list[list[str]]
    deck_names: list[str] = field(default_factory=lambda: ["", ""])
    players: list[str] = field(default_factory=lambda: ["human", "computer"])
    player_names: list[str] = field(default_factory=lambda: ["", ""])
    #: The computer's level at each computer seat ("easy", "medium", "hard"), "" otherwise or
    #: when not known (a record written before levels were kept).
    levels: list[str] = field(default_factory=lambda: ["", ""])
    #: The computer's personality at each computer seat (``COMPUTER_PERSONALITIES``), "" at a
    #: person's seat; a record written before personalities were kept reads as "balanced".
    personalities: list[str] = field(default_factory=lambda: ["", ""])
    variant: str = "modern"
    #: One of ``PLAY_FORMATS``, or "" when not known (a record written before it was kept).
    play_format: str = ""
    actions: list[dict[str, Any]] = field(default_factory=list)
    id: str = field(default_factory=new_record_id)
    created: str = field(default_factory=_now)
    updated: str = field(default_factory=_now)
    engine: str = __version__
    turn: int = 1
    state: str = "playing"
    winner: int | None = None
    #: The player who conceded (CR 104.3a), when the game ended so: not an action of the engine,
    #: so the replay of the actions alone doesn't end the game.
    conceded: int | None = None
    #: Undos taken: (actions kept, actions dropped, seat that asked), in order; shown in the log.
    undos: list[list[int]] = field(default_factory=list)
    path: Path | None = None  # where it was read from or is written to

    # -------------------------------------------------------------- conversions

    @classmethod
    def from_saved(cls, saved: SavedGame, **kw: Any) -> "GameRecord":
        """A record of a game known as a ``SavedGame`` (the actions encoded against a replay)."""
        kw.setdefault("levels", list(saved.levels))
        kw.setdefault("personalities", list(saved.personalities))
        record = cls(seed=saved.seed, decks=[list(d) for d in saved.decks], deck_names=list(saved.deck_names),
                     players=list(saved.players), player_names=list(saved.player_names), variant=saved.variant, **kw)
        game = record.new_game()
        for action in saved.actions:
            record.actions.append(encode_answer(action, game.decision.options))
            game.apply(action)
        record.note_position(game)
        return record

    @property
    def over(self) -> bool:
        return self.state == "over"

    @property
    def file_name(self) -> str:
        return self.id + RECORD_SUFFIX

    def to_data(self) -> dict[str, Any]:
        return {
            "format": FORMAT, "version": FORMAT_VERSION, "engine": self.engine, "id": self.id,
            "created": self.created, "updated": self.updated, "variant": self.variant, "seed": self.seed,
            "players": [{"kind": k, "name": n, "deck_name": dn, "deck": d} | ({"level": lv} if lv else {})
                        | ({"personality": pe} if pe else {})
                        for k, n, dn, d, lv, pe in zip(self.players, self.player_names, self.deck_names, self.decks,
                                                       self.levels, self.personalities)],
            "turn": self.turn, "state": self.state,
            "result": self.result(),
            "undos": self.undos, "actions": self.actions,
        } | ({"play_format": self.play_format} if self.play_format else {})

    def result(self) -> dict[str, Any] | None:
        """The "result" of the file: the winner (null for a draw), and who conceded if one did."""
        if not self.over:
            return None
        if self.conceded is None:
            return {"winner": self.winner}
        return {"winner": self.winner, "conceded": self.conceded}

    def to_json(self) -> str:
        import json

        return json.dumps(self.to_data(), ensure_ascii=False, separators=(",", ":"))

    @classmethod
    def from_json(cls, text: str, file: str = "") -> "GameRecord":
        """A record from its JSON text: version 2, or version 1 migrated; ``RecordError``
        naming ``file``, the line where known, and the problem for anything else."""
        try:
            data = parse_json(text, file or "<game record>")
        except FileProblem as exc:
            raise RecordError(exc.problem, file, exc.line) from None
        if isinstance(data, dict) and "format" not in data and data.get("version") == 1:
            try:
                saved = SavedGame.from_json(text, file)
                return cls.from_saved(saved, id=Path(file).stem if file else new_record_id())
            except SaveError as exc:
                raise RecordError(exc.problem, exc.file or file, exc.line) from None
            except Exception as exc:
                raise RecordError(f"a version 1 record that can't be migrated: {exc}", file) from None
        try:
            return cls._from_data(data, file)
        except RecordError as exc:
            raise RecordError(exc.problem, file, exc.line) from None

    @classmethod
    def _from_data(cls, data: Any, file: str) -> "GameRecord":
        if not isinstance(data, dict) or data.get("format") != FORMAT:
            raise RecordError("not an mtgdesk game record (no \"format\": \"mtgdesk-game\")")
        version = data.get("version")
        if type(version) is not int:
            raise RecordError(f"the format version is a whole number, not {version!r}")
        if version > FORMAT_VERSION:
            raise RecordError(f"format version {version} was written by a newer mtgdesk "
                              f"(this one reads versions 1 to {FORMAT_VERSION}); update mtgdesk to open it")
        if version != FORMAT_VERSION:
            raise RecordError(f"unknown format version {version}")
        seed = _get(data, "seed", int)
        variant = _get(data, "variant", str)
        if variant not in VARIANTS:
            raise RecordError(f"the variant is {' or '.join(VARIANTS)}, not {variant!r}")
        players = _get(data, "players", list)
        if len(players) != 2:
            raise RecordError(f"a game is between two players, not {len(players)}")
        kinds, names, deck_names, decks, levels, characters = [], [], [], [], [], []
        for p in players:
            if not isinstance(p, dict):
                raise RecordError("a player is an object (kind, name, deck_name, deck)")
            kind = _get(p, "kind", str)
            if kind not in PLAYER_KINDS:
                raise RecordError(f"a player is {' or '.join(PLAYER_KINDS)}, not {kind!r}")
            level = p.get("level", "")
            if level != "" and (kind != "computer" or level not in COMPUTER_LEVELS):
                raise RecordError(f"a computer's level is {', '.join(COMPUTER_LEVELS)}, not {level!r}")
            levels.append(level)
            # A computer's personality; one written before they were kept played as balanced.
            character = p.get("personality", COMPUTER_PERSONALITIES[0] if kind == "computer" else "")
            if character != "" and (kind != "computer" or character not in COMPUTER_PERSONALITIES):
                raise RecordError(f"a computer's personality is {', '.join(COMPUTER_PERSONALITIES)}, "
                                  f"not {character!r}")
            characters.append(character)
            deck = _get(p, "deck", list)
            if not 1 <= len(deck) <= MAX_DECK_CARDS or not all(type(c) is str and len(c) <= MAX_NAME for c in deck):
                raise RecordError(f"a deck is a list of 1 to {MAX_DECK_CARDS} card names")
            kinds.append(kind)
            names.append(_text(p, "name"))
            deck_names.append(_text(p, "deck_name"))
            decks.append(list(deck))
        actions = _get(data, "actions", list)
        if len(actions) > MAX_SAVED_ACTIONS:
            raise RecordError(f"more than {MAX_SAVED_ACTIONS:,} actions")
        if not all(isinstance(a, dict) for a in actions):
            raise RecordError("an action is an object")
        state = _get(data, "state", str)
        if state not in STATES:
            raise RecordError(f"the state is {' or '.join(STATES)}, not {state!r}")
        turn = _get(data, "turn", int)
        if not 1 <= turn <= 1_000_000:
            raise RecordError(f"turn {turn} is out of range")
        result = data.get("result")
        winner = conceded = None
        if result is not None:
            if not isinstance(result, dict) or result.get("winner") not in (0, 1, None) \
                    or type(result.get("winner")) is bool:
                raise RecordError(f"the result is {{\"winner\": 0, 1 or null}}, not {result!r}")
            winner = result.get("winner")
            conceded = result.get("conceded")
            if conceded not in (0, 1, None) or type(conceded) is bool or \
                    (conceded is not None and winner != 1 - conceded):
                raise RecordError(f"the player who conceded is 0 or 1, and the other one won, not {result!r}")
        undos = data.get("undos", [])
        if not isinstance(undos, list) or len(undos) > MAX_SAVED_ACTIONS or not all(
                isinstance(u, list) and len(u) == 3 and all(type(x) is int and x >= 0 for x in u) for u in undos):
            raise RecordError("undos are a list of [kept, dropped, seat]")
        play_format = data.get("play_format", "")
        if play_format != "" and play_format not in PLAY_FORMATS:
            raise RecordError(f"play_format is {', '.join(PLAY_FORMATS)}, not {play_format!r}")
        rid = _text(data, "id") or (Path(file).stem if file else new_record_id())
        return cls(seed=seed, decks=decks, deck_names=deck_names, players=kinds, player_names=names,
                   levels=levels, personalities=characters, variant=variant, play_format=play_format,
                   actions=actions, id=rid,
                   created=_text(data, "created"), updated=_text(data, "updated"), engine=_text(data, "engine"),
                   turn=turn, state=state,
                   winner=winner, conceded=conceded, undos=[list(u) for u in undos], path=Path(file) if file else None)

    # -------------------------------------------------------------- the game

    def new_game(self) -> Game:
        """The game as it began (before any action)."""
        return SavedGame(seed=self.seed, decks=self.decks, variant=self.variant).new_game()

    def steps(self, upto: int | None = None, before: Callable[[Game, A.Action], None] | None = None,
              ) -> Iterator[tuple[Game, A.Action, list[E.Event]]]:
        """Replay: for each action (up to ``upto`` of them), the game after it, the action and
        its events (``before(game, action)`` is called just before it is applied). One game
        object, changed in place: copy it to keep a position."""
        game = self.new_game()
        for i, data in enumerate(self.actions[:upto]):
            try:
                action = decode_answer(data, game)
                if before is not None:
                    before(game, action)
                events = game.apply(action)
            except RecordError as exc:
                raise RecordError(f"action {i + 1}: {exc.problem}", str(self.path or "")) from None
            except Exception as exc:
                raise RecordError(f"action {i + 1} can't be replayed: {exc}", str(self.path or "")) from None
            yield game, action, events

    def replay(self, upto: int | None = None) -> tuple[Game, list[A.Action], list[E.Event]]:
        """The game after the first ``upto`` actions (all by default), those actions and their
        events."""
        game, actions, events = None, [], []
        for game, action, evs in self.steps(upto):  # noqa: B007 - the last one is the result
            actions.append(action)
            events.extend(evs)
        return game or self.new_game(), actions, events

    def note_position(self, game: Game) -> None:
        """Update turn, state and result from ``game`` (after its last action)."""
        self.turn = max(1, game.turn)
        self.state = "over" if game.over else "playing"
        self.winner = game.winner if game.over else None
        self.updated = _now()

    # -------------------------------------------------------------- files

    def write(self, path: Path | None = None) -> Path:
        """Write atomically (to ``path``, or where it was read or last written, or
        ``<data>/games/<id>.json``); the path written."""
        target = path or self.path or records_dir() / self.file_name
        atomic_write_text(target, self.to_json())
        if path is None:
            self.path = target
        return target


def _get(data: dict[str, Any], key: str, kind: type) -> Any:
    value = data.get(key)
    if type(value) is not kind:
        raise RecordError(f"{key}: expected {kind.__name__}, found {type(value).__name__}")
    return value


def _text(data: dict[str, Any], key: str) -> str:
    value = data.get(key, "")
    if type(value) is not str or len(value) > MAX_NAME:
        raise RecordError(f"{key}: expected a text of at most {MAX_NAME} characters")
    return value


def read_record(path: str | Path) -> GameRecord:
    """A record from its file; ``RecordError`` naming the file, the line and the problem."""
    try:
        text = read_user_text(path, max_bytes=MAX_SAVE_BYTES)
    except FileProblem as exc:
        raise RecordError(exc.problem, exc.file, exc.line) from None
    record = GameRecord.from_json(text, str(path))
    record.path = Path(path)
    return record


def list_records(directory: Path | None = None) -> tuple[list[GameRecord], list[RecordError]]:
    """Every record in ``directory`` (``<data>/games``), newest first, and the problems with
    the ones that can't be read: each of those is set aside (``NAME.bad-<date>``), and the
    problem says where it was kept."""
    directory = directory or records_dir()
    records: list[GameRecord] = []
    problems: list[RecordError] = []
    try:
        paths = sorted(p for p in directory.iterdir() if p.name.endswith(RECORD_SUFFIX) and not p.name.startswith("."))
    except OSError:
        return records, problems
    for path in paths:
        try:
            records.append(read_record(path))
        except RecordError as exc:
            aside = set_aside(path)
            where = f" (the file was kept as {aside.name})" if aside else " (the file is left as it is)"
            problems.append(RecordError(exc.problem + where, exc.file or str(path), exc.line))
    records.sort(key=lambda r: (r.updated, r.id), reverse=True)
    return records, problems


def last_unfinished(directory: Path | None = None) -> GameRecord | None:
    """The most recently played unfinished game, for "Continue"."""
    records, _ = list_records(directory)
    return next((r for r in records if not r.over), None)


# ------------------------------------------------------------------ writing as a game goes on

class RecordWriter:
    """Keeps a record up to date as a game is played: call :meth:`applied` after each action
    (with the game after it); the file is rewritten atomically each time. The options of the
    decision each action answers are remembered from the previous call, so a ``ChooseOption``
    is stored by its index."""

    def __init__(self, record: GameRecord, game: Game, write: bool = True) -> None:
        self.record = record
        self.write_enabled = write
        self._options: tuple[Any, ...] = game.decision.options
        self.error: OSError | None = None

    def applied(self, action: A.Action, game: Game) -> None:
        self.record.actions.append(encode_answer(action, self._options))
        self._options = game.decision.options
        self.record.note_position(game)
        self.save()

    def truncate(self, keep: int, game: Game, seat: int) -> None:
        """After an undo: keep the first ``keep`` actions (``game`` is the replay of them)."""
        dropped = len(self.record.actions) - keep
        del self.record.actions[keep:]
        self.record.undos.append([keep, dropped, seat])
        self._options = game.decision.options
        self.record.note_position(game)
        self.save()

    def concede(self, player: int) -> None:
        """``player`` conceded (CR 104.3a): the game is over and the other player won."""
        self.record.state = "over"
        self.record.winner = 1 - player
        self.record.conceded = player
        self.record.updated = _now()
        self.save()

    def save(self) -> None:
        if not self.write_enabled:
            return
        try:
            self.record.write()
            self.error = None
        except OSError as exc:  # a full disk must not stop the game; the next decision tries again
            self.error = exc
