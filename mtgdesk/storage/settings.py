"""The user's settings: declared as a dataclass, stored as JSON in the config directory.

``Settings.from_dict`` fails loudly (``SettingsError``) on an unknown key or a value of the
wrong type; ``load_settings`` keeps the defaults for a file it can't read and says why in
``Settings.problems`` (the file, the line, the problem), so a damaged file never stops the app
from starting. The file is read through ``mtgdesk.userfiles`` (size, kind, encoding, bounded
JSON); a bad one is set aside as ``settings.json.bad-<date>`` (at start, ``set_aside=True``, or
before the first save), never overwritten.
"""
from __future__ import annotations

import json
from dataclasses import asdict, dataclass, field, fields
from pathlib import Path
from typing import Any

from ..problems import FileProblem
from ..userfiles import line_of, parse_json, read_user_text
from .atomic import atomic_write_text, guard_before_write, mark_usable
from .atomic import set_aside as rename_aside
from .paths import config_dir

#: The largest settings file read (a settings file is about a kilobyte).
MAX_SETTINGS_BYTES = 256 * 1024

SETTINGS_FILE = "settings.json"
#: The steps of a turn (``mtgdesk.engine.Step`` values; a test checks they agree), spelled out
#: so that reading the settings at start-up doesn't load the rules engine.
STEP_NAMES: tuple[str, ...] = (
    "untap", "upkeep", "draw", "main1", "begin_combat", "attackers", "blockers", "first_strike_damage",
    "damage", "end_combat", "main2", "end", "cleanup",
)

#: Where a player gets priority by default when something besides passing is possible: their
#: own main phases, and in the opponent's turn after attackers and blockers are declared and at
#: the end step (the usual moments for instants).
DEFAULT_STOPS_MY_TURN: tuple[str, ...] = ("main1", "blockers", "main2")
DEFAULT_STOPS_OPPONENT_TURN: tuple[str, ...] = ("attackers", "blockers", "end")

#: The computer opponent's levels a person may choose (``mtgdesk.ai.levels``; a test checks
#: they agree), spelled out so that reading the settings doesn't load the computer players.
COMPUTER_LEVELS: tuple[str, ...] = ("easy", "medium", "hard")

#: The computer opponent's personalities a person may choose (``mtgdesk/ai/personalities.toml``;
#: a test checks they agree), the first the default.
COMPUTER_PERSONALITIES: tuple[str, ...] = ("balanced", "aggressive", "cautious", "control")

#: How fast the computer's actions are shown, one at a time: the pause after each, in ms.
GAME_SPEEDS: dict[str, int] = {"instant": 0, "fast": 350, "normal": 800, "slow": 1600}

#: The card sizes a person may choose, in percent of the size that fits the window.
CARD_SIZES: tuple[int, ...] = (80, 90, 100, 110, 120)

#: Where card pictures come from: none (the drawn card), a folder of the player's own images, or
#: images downloaded from a card-image service into the cache folder.
PICTURE_SOURCES: tuple[str, ...] = ("none", "folder", "download")

#: The picture service's address, as Cockatrice writes its picture URLs (``!setcode_lower!``,
#: ``!setcode!``, ``!set:num!``, ``!name!``): Scryfall's art crop of the printing, which is what
#: fills the art box of a drawn card.
DEFAULT_PICTURE_URL = "https://api.scryfall.com/cards/!setcode_lower!/!set:num!?format=image&version=art_crop"
PICTURE_URL_FIELDS: tuple[str, ...] = ("!setcode_lower!", "!setcode!", "!set:num!", "!name!")

#: The themes a person may choose: the desktop's colour scheme, or light or dark whatever it is
#: (``mtgdesk.ui.common.theme.THEME_CHOICES``; a test checks they agree).
THEMES: tuple[str, ...] = ("system", "light", "dark")


class SettingsError(ValueError):
    """A settings value that is not allowed: names the key and the problem."""


@dataclass
class Settings:
    """Everything the user can set. Speeds are percentages; 0 turns animations off."""

    animation_speed: int = 100
    auto_pay: bool = True
    auto_pass: bool = True
    stops_my_turn: list[str] = field(default_factory=lambda: list(DEFAULT_STOPS_MY_TURN))
    stops_opponent_turn: list[str] = field(default_factory=lambda: list(DEFAULT_STOPS_OPPONENT_TURN))
    stop_when_opponent_casts: bool = True
    stop_when_opponent_attacks: bool = True
    game_speed: str = "normal"  # the computer's pace: a key of GAME_SPEEDS
    card_size: int = 100  # percent: one of CARD_SIZES
    language: str = ""
    last_decks: list[str] = field(default_factory=list)
    last_opponent: str = "computer"
    computer_level: str = "easy"
    computer_personality: str = "balanced"
    player_names: list[str] = field(default_factory=list)
    window_geometry: str = ""
    interface_scale: int = 100  # percent: every widget's size, applied at the next start
    card_pictures: str = "none"  # one of PICTURE_SOURCES
    pictures_folder: str = ""  # the player's own images, for card_pictures == "folder"
    pictures_url: str = DEFAULT_PICTURE_URL  # for card_pictures == "download"
    sound_volume: int = 60  # percent; 0 is no sound
    theme: str = "system"  # one of THEMES
    problems: list[str] = field(default_factory=list, compare=False, repr=False)

    _TYPES = {
        "animation_speed": int, "auto_pay": bool, "auto_pass": bool, "stops_my_turn": list,
        "stops_opponent_turn": list, "stop_when_opponent_casts": bool, "language": str,
        "last_decks": list, "last_opponent": str, "player_names": list, "window_geometry": str,
        "interface_scale": int,
        "computer_level": str, "computer_personality": str,
        "stop_when_opponent_attacks": bool, "game_speed": str, "card_size": int,
        "card_pictures": str, "pictures_folder": str, "pictures_url": str, "sound_volume": int,
        "theme": str,
    }

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> Settings:
        """Settings from JSON data; ``SettingsError`` for unknown keys or bad values."""
        if not isinstance(data, dict):
            raise SettingsError("settings must be a JSON object")
        known = {f.name for f in fields(cls) if f.name != "problems"}
        unknown = sorted(set(data) - known)
        if unknown:
            raise SettingsError(f"unknown settings: {', '.join(unknown)}")
        for key, value in data.items():
            wanted = cls._TYPES[key]
            if not isinstance(value, wanted) or (wanted is int and isinstance(value, bool)):
                raise SettingsError(f"{key}: expected {wanted.__name__}, got {type(value).__name__}")
        settings = cls(**data)
        settings.validate()
        return settings

    def validate(self) -> None:
        if not 0 <= self.animation_speed <= 400:
            raise SettingsError(f"animation_speed: {self.animation_speed} is not between 0 and 400")
        if not 50 <= self.interface_scale <= 200:
            raise SettingsError(f"interface_scale: {self.interface_scale} is not between 50 and 200")
        if self.game_speed not in GAME_SPEEDS:
            raise SettingsError(f"game_speed: {self.game_speed!r} is not one of {', '.join(GAME_SPEEDS)}")
        if self.card_size not in CARD_SIZES:
            raise SettingsError(f"card_size: {self.card_size} is not one of {', '.join(map(str, CARD_SIZES))}")
        if self.card_pictures not in PICTURE_SOURCES:
            raise SettingsError(f"card_pictures: {self.card_pictures!r} is not one of {', '.join(PICTURE_SOURCES)}")
        if not self.pictures_url.startswith(("http://", "https://")):
            raise SettingsError(f"pictures_url: {self.pictures_url!r} is not an http:// or https:// address")
        if not any(name in self.pictures_url for name in PICTURE_URL_FIELDS):
            raise SettingsError(f"pictures_url: {self.pictures_url!r} names no card "
                                f"(it needs one of {', '.join(PICTURE_URL_FIELDS)})")
        if not 0 <= self.sound_volume <= 100:
            raise SettingsError(f"sound_volume: {self.sound_volume} is not between 0 and 100")
        if self.theme not in THEMES:
            raise SettingsError(f"theme: {self.theme!r} is not one of {', '.join(THEMES)}")
        for key in ("stops_my_turn", "stops_opponent_turn"):
            bad = [s for s in getattr(self, key) if s not in STEP_NAMES]
            if bad:
                raise SettingsError(f"{key}: unknown steps {bad}")
        if self.last_opponent not in ("computer", "human"):
            raise SettingsError(f"last_opponent: {self.last_opponent!r} is not 'computer' or 'human'")
        if self.computer_level not in COMPUTER_LEVELS:
            raise SettingsError(f"computer_level: {self.computer_level!r} is not one of {', '.join(COMPUTER_LEVELS)}")
        if self.computer_personality not in COMPUTER_PERSONALITIES:
            raise SettingsError(f"computer_personality: {self.computer_personality!r} is not one of "
                                f"{', '.join(COMPUTER_PERSONALITIES)}")
        for key in ("last_decks", "player_names"):
            if not all(isinstance(s, str) for s in getattr(self, key)):
                raise SettingsError(f"{key}: expected a list of strings")

    def to_dict(self) -> dict[str, Any]:
        data = asdict(self)
        data.pop("problems")
        return data

    @property
    def animation_factor(self) -> float:
        """How long animations take relative to normal speed: 0 when they are off."""
        return 0.0 if self.animation_speed <= 0 else 100.0 / self.animation_speed

    @property
    def computer_beat_ms(self) -> int:
        """How long each visible action of the computer stays on show before the next."""
        return GAME_SPEEDS[self.game_speed]

    @property
    def card_scale(self) -> float:
        return self.card_size / 100.0

    def stops(self, my_turn: bool) -> list[str]:
        return self.stops_my_turn if my_turn else self.stops_opponent_turn


def settings_path() -> Path:
    return config_dir() / SETTINGS_FILE


def read_settings_file(path: Path) -> Settings:
    """The settings in ``path``; ``FileNotFoundError`` if there is none, ``FileProblem`` (the
    file, the line, the problem) if they can't be used."""
    if not path.exists():  # a link to nothing too: the first save creates the file it names
        raise FileNotFoundError(path)
    text = read_user_text(path, max_bytes=MAX_SETTINGS_BYTES)
    data = parse_json(text, str(path))
    try:
        return Settings.from_dict(data)
    except (SettingsError, TypeError) as exc:
        key = str(exc).split(":", 1)[0]
        raise FileProblem(str(path), line_of(text, f'"{key}"'), str(exc)) from None


def _usable(path: Path) -> bool:
    try:
        read_settings_file(path)
    except FileNotFoundError:
        return True
    except FileProblem:
        return False
    return True


def load_settings(path: Path | None = None, *, set_aside: bool = False) -> Settings:
    """The saved settings, or the defaults (with ``problems`` saying why: the file, the line,
    the problem) if there are none or they can't be used. With ``set_aside``, a bad file is
    renamed ``NAME.bad-<date>`` (the problem says so), so that the next save can't overwrite it."""
    path = path or settings_path()
    try:
        settings = read_settings_file(path)
    except FileNotFoundError:
        return Settings()
    except FileProblem as exc:
        problem = str(exc)
        if set_aside:
            aside = rename_aside(path)
            problem += f" (the file was kept as {aside.name})" if aside else " (the file is left as it is)"
        return Settings(problems=[problem])
    mark_usable(path)
    return settings


def save_settings(settings: Settings, path: Path | None = None) -> None:
    """Write the settings atomically; a bad settings file there (never read in this process)
    is set aside first, and ``OSError`` if it can't be."""
    settings.validate()
    path = path or settings_path()
    if not guard_before_write(path, _usable):
        raise OSError(f"{path} can't be used and can't be set aside; it is left as it is")
    atomic_write_text(path, json.dumps(settings.to_dict(), indent=2, ensure_ascii=False) + "\n")
