"""The directories mtgdesk writes to: platformdirs' user config and data directories.

``MTGDESK_HOME`` (an environment variable) moves them under one directory, ``config/``, ``data/``
and ``cache/`` inside it: tests and portable installs use it, so nothing touches the real home.
"""
from __future__ import annotations

import os
from pathlib import Path

import platformdirs

APP_NAME = "mtgdesk"
HOME_VARIABLE = "MTGDESK_HOME"


def _home() -> Path | None:
    value = os.environ.get(HOME_VARIABLE)
    return Path(value) if value else None


def config_dir() -> Path:
    """Where the settings live (created by the first write, never by a read)."""
    home = _home()
    return home / "config" if home else Path(platformdirs.user_config_dir(APP_NAME, appauthor=False))


def data_dir() -> Path:
    """Where saved games and the autosave live (created by the first write)."""
    home = _home()
    return home / "data" if home else Path(platformdirs.user_data_dir(APP_NAME, appauthor=False))


def cache_dir() -> Path:
    """What can be fetched again (downloaded card pictures): platformdirs' user cache directory."""
    home = _home()
    return home / "cache" if home else Path(platformdirs.user_cache_dir(APP_NAME, appauthor=False))


AUTOSAVE_FILE = "autosave.json"


def autosave_path() -> Path:
    """The autosaved game (``saves.py`` reads and writes it)."""
    return data_dir() / AUTOSAVE_FILE


RECORDS_DIR = "games"


def records_dir() -> Path:
    """Where game records live, one file per game (``records.py``)."""
    return data_dir() / RECORDS_DIR


def has_autosave() -> bool:
    return autosave_path().is_file()
