"""Invite codes and session tokens.

An invite code is short and easy to read aloud: eight characters from an alphabet without the
look-alikes (0/O, 1/I/L), in two groups, made by the operating system's secure random source
(``secrets``). A session token lets a guest take its seat back after a lost connection; the guest
keeps it in its user folder (``storage.paths``), written atomically.
"""
from __future__ import annotations

import json
import secrets
import time
from pathlib import Path
from typing import Any

from ..storage.atomic import atomic_write_text
from ..storage.paths import data_dir

ALPHABET = "23456789ABCDEFGHJKMNPQRSTUVWXYZ"
SESSIONS_FILE = "net-sessions.json"


def new_code() -> str:
    """``"K7QM-4XPD"``: about 40 bits, enough for a code that is tried a few times at most."""
    raw = "".join(secrets.choice(ALPHABET) for _ in range(8))
    return f"{raw[:4]}-{raw[4:]}"


def normalize_code(code: str) -> str:
    """The code as typed, compared without case, spaces or dashes (``k7qm 4xpd``)."""
    return "".join(ch for ch in code.upper() if ch.isalnum())


def codes_match(given: str, expected: str) -> bool:
    return secrets.compare_digest(normalize_code(given).encode(), normalize_code(expected).encode())


def new_token() -> str:
    return secrets.token_urlsafe(24)


def sessions_path() -> Path:
    return data_dir() / SESSIONS_FILE


def _read() -> dict[str, Any]:
    try:
        data = json.loads(sessions_path().read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return {}
    return data if isinstance(data, dict) else {}


def _key(address: str, code: str) -> str:
    return f"{address}|{normalize_code(code)}"


def save_token(address: str, code: str, token: str) -> None:
    """Keep the token of the game at ``address`` with ``code``; tokens older than a day go."""
    now = time.time()
    data = {k: v for k, v in _read().items()
            if isinstance(v, dict) and isinstance(v.get("saved"), (int, float)) and now - v["saved"] < 86400}
    data[_key(address, code)] = {"token": token, "saved": now}
    atomic_write_text(sessions_path(), json.dumps(data, indent=1))


def load_token(address: str, code: str, max_age: float) -> str | None:
    """The token kept for that game, if it is younger than ``max_age`` seconds."""
    entry = _read().get(_key(address, code))
    if not isinstance(entry, dict):
        return None
    token, saved = entry.get("token"), entry.get("saved")
    if not isinstance(token, str) or not isinstance(saved, (int, float)) or time.time() - saved > max_age:
        return None
    return token


def forget_token(address: str, code: str) -> None:
    data = _read()
    if data.pop(_key(address, code), None) is not None:
        atomic_write_text(sessions_path(), json.dumps(data, indent=1))
