"""Invite codes and session tokens (net/session.py): codes easy to read aloud and compared
loosely; a guest's token kept in its user folder for a day at most."""
from __future__ import annotations

import json
import time
from pathlib import Path

import pytest

from mtgdesk.net import session
from mtgdesk.storage.paths import HOME_VARIABLE


@pytest.fixture
def home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv(HOME_VARIABLE, str(tmp_path))
    return tmp_path


def test_an_invite_code_has_no_look_alikes_and_is_compared_loosely() -> None:
    codes = {session.new_code() for _ in range(50)}
    assert len(codes) == 50
    for code in codes:
        assert len(code) == 9 and code[4] == "-"
        assert set(code.replace("-", "")) <= set(session.ALPHABET)
    assert not set("01OIL") & set(session.ALPHABET)
    assert session.normalize_code(" k7qm 4xpd ") == "K7QM4XPD"
    assert session.codes_match("k7qm-4xpd", "K7QM4XPD") and not session.codes_match("K7QM-4XPE", "K7QM-4XPD")


def test_a_token_is_kept_found_and_forgotten(home: Path) -> None:
    token = session.new_token()
    assert len(token) >= 32 and token != session.new_token()
    session.save_token("host:7000", "k7qm-4xpd", token)
    assert session.sessions_path().is_relative_to(home)
    assert session.load_token("host:7000", "K7QM4XPD", max_age=60) == token  # the code as typed
    assert session.load_token("other:7000", "K7QM4XPD", max_age=60) is None
    session.forget_token("host:7000", "K7QM-4XPD")
    assert session.load_token("host:7000", "K7QM-4XPD", max_age=60) is None


def test_old_tokens_go_and_a_broken_file_is_no_token(home: Path) -> None:
    path = session.sessions_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    old = time.time() - 2 * 86400
    path.write_text(json.dumps({"a|AAAA2222": {"token": "old", "saved": old}}), encoding="utf-8")
    assert session.load_token("a", "AAAA2222", max_age=60) is None  # too old for the caller
    session.save_token("b", "BBBB3333", "new")
    assert set(json.loads(path.read_text(encoding="utf-8"))) == {"b|BBBB3333"}  # a day old: gone
    path.write_text("not json", encoding="utf-8")
    assert session.load_token("b", "BBBB3333", max_age=60) is None
    session.save_token("c", "CCCC4444", "t")  # a broken file is replaced, not a crash
    assert session.load_token("c", "CCCC4444", max_age=60) == "t"
