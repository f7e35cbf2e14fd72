"""Where mtgdesk keeps its files, and how it writes them: platformdirs paths, settings,
saved games and the autosave, every file written atomically. Pure Python, no Qt."""
from __future__ import annotations

from .atomic import atomic_write_bytes, atomic_write_text
from .paths import config_dir, data_dir
from .saves import SavedGame, clear_autosave, decode_action, encode_action, load_autosave, save_autosave
from .settings import Settings, SettingsError, load_settings, save_settings

__all__ = [
    "SavedGame", "Settings", "SettingsError", "atomic_write_bytes", "atomic_write_text",
    "clear_autosave", "config_dir", "data_dir", "decode_action", "encode_action", "load_autosave",
    "load_settings", "save_autosave", "save_settings",
]
