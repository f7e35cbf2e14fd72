"""Where mtgdesk keeps its files, and how it writes them: platformdirs paths, settings,
saved games and the autosave, every file written atomically. Pure Python, no Qt.

The saved-game part (which needs the engine and the cards) loads on first use, so that the
settings can be read at start-up without loading the rules.
"""
from __future__ import annotations

from typing import Any

from .atomic import atomic_write_bytes, atomic_write_text
from .paths import autosave_path, config_dir, data_dir, has_autosave
from .settings import Settings, SettingsError, load_settings, save_settings

_SAVES = ("SavedGame", "SaveError", "check_autosave", "clear_autosave", "decode_action", "encode_action",
          "load_autosave", "read_autosave", "save_autosave")

__all__ = [
    "Settings", "SettingsError", "atomic_write_bytes", "atomic_write_text", "autosave_path", "config_dir",
    "data_dir", "has_autosave", "load_settings", "save_settings", *_SAVES,
]


def __getattr__(name: str) -> Any:
    if name in _SAVES:
        from . import saves

        return getattr(saves, name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
