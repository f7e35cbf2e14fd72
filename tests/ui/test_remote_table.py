"""A network game's session at the table (ui/net/remote_table.py): one seat a person here, the
other a person elsewhere; names; the connection ended with the session unless the next game of
the match took it over; a chat line for the log, escaped, in the interface's language."""
from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import QCoreApplication, QEvent

from mtgdesk.cards import load_pool
from mtgdesk.storage import Settings
from mtgdesk.ui.common.language import LanguageManager
from mtgdesk.ui.net.remote_bridge import RemoteBridge
from mtgdesk.ui.net.remote_table import REMOTE, RemoteSession, chat_entry
from mtgdesk.ui.net.runner import NetRunner
from mtgdesk.ui.table.session import HUMAN

pytestmark = pytest.mark.gui


def _session(seat: int, names: list[str]) -> tuple[RemoteSession, NetRunner]:
    runner = NetRunner()
    bridge = RemoteBridge(seat, load_pool(), lambda action: None, lambda: None)
    return RemoteSession(runner, bridge, Settings(), names, ["Tidal Wisdom"]), runner


def _delete(obj: Any) -> None:
    obj.deleteLater()
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)


def test_one_seat_is_a_person_here_and_the_other_a_person_elsewhere(qapp: Any, language: LanguageManager) -> None:
    language.set_language("en")
    session, _ = _session(1, ["Ann"])
    assert session.seats == [REMOTE, HUMAN] and session.human_seats() == [1]
    assert session.is_human(1) and not session.is_human(0) and not session.hot_seat and not session.thinking
    assert session.player_name(0) == "Ann" and session.player_name(1) == "Player 2"  # no name: the seat's
    assert session.deck_names == ["Tidal Wisdom", ""]
    _delete(session)


def test_the_connection_ends_with_the_session_unless_the_next_game_took_it_over(qapp: Any) -> None:
    session, runner = _session(0, ["Ann", "Boris"])
    session.stop()  # the table put away: the game goes on
    assert not runner.closing
    _delete(session)
    assert runner.closing  # the session gone: the network game with it
    handed, kept = _session(0, ["Ann", "Boris"])
    handed.handed_over = True
    _delete(handed)
    assert not kept.closing
    leaving, left = _session(0, ["Ann", "Boris"])
    leaving.close()
    assert left.closing
    _delete(leaving)


def test_a_chat_line_is_escaped_for_the_log_and_kept_plain(qapp: Any, language: LanguageManager) -> None:
    language.set_language("en")
    entry = chat_entry("Ann <3", "<b>gg</b> & bye")
    assert entry.kind == "chat"
    assert entry.text == "Ann <3 says: <b>gg</b> & bye"
    assert entry.html == "Ann &lt;3 says: <i>&lt;b&gt;gg&lt;/b&gt; &amp; bye</i>"


@pytest.mark.parametrize("code", ["fr", "ru"])
def test_a_chat_line_in_the_interfaces_language(qapp: Any, language: LanguageManager, code: str) -> None:
    language.set_language("en")
    english = chat_entry("Ann", "gg").text
    assert language.set_language(code)
    line = chat_entry("Ann", "gg").text
    assert line != english and "Ann" in line and "gg" in line
