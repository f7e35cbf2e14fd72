"""The Host and Join dialogs (ui/net/net_dialogs.py): the host's address and port read from what
was typed (or the reason it can't be), a game of the local network filling the address, the
invite shown while the host waits, busy and failed states, in English, French and Russian."""
from __future__ import annotations

import socket
from types import SimpleNamespace
from typing import Any

import pytest

from mtgdesk.net.headless import DEFAULT_PORT
from mtgdesk.ui.common.language import LanguageManager
from mtgdesk.ui.net.net_dialogs import HostDialog, JoinDialog
from mtgdesk.ui.net.net_texts import failure_text

pytestmark = pytest.mark.gui

SETTINGS = SimpleNamespace(player_names=["Ana"], last_decks=[])


@pytest.fixture(autouse=True)
def _lan(monkeypatch: Any) -> None:
    """Discovery, if anything starts it, on 127.0.0.1 and a port of this test's own."""
    with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as s:
        s.bind(("127.0.0.1", 0))
        port = int(s.getsockname()[1])
    monkeypatch.setenv("MTGDESK_DISCOVERY", f"127.0.0.1:{port}")


def _loaded(qtbot: Any, dialog: Any) -> Any:
    qtbot.addWidget(dialog)
    qtbot.waitUntil(lambda: dialog.deck_combo.isEnabled(), timeout=20000)  # the decks read off the thread
    return dialog


@pytest.mark.parametrize(("typed", "target"), [
    ("192.168.1.20:7737", ("192.168.1.20", 7737)),
    ("  host.local:1024 ", ("host.local", 1024)),
    ("[::1]:7737", ("::1", 7737)),
    ("192.168.1.20", "address"),
    ("192.168.1.20:", "address"),
    (":7737", "address"),
    ("192.168.1.20:0", "address"),
    ("192.168.1.20:65536", "address"),
    ("192.168.1.20:77a", "address"),
])
def test_the_join_dialog_reads_the_hosts_address_and_port(qtbot: Any, typed: str, target: Any) -> None:
    dialog = _loaded(qtbot, JoinDialog(SETTINGS))
    dialog.address_edit.setText(typed)
    assert dialog.target() == target


def test_a_game_of_the_local_network_fills_the_address_and_leaves_the_code_to_type(qtbot: Any) -> None:
    dialog = _loaded(qtbot, JoinDialog(SETTINGS))
    assert dialog.player_name() == "Ana"
    dialog.relay_edit.setText("relay.example:7740")
    dialog.choose_lan_game(f"10.0.0.5:{DEFAULT_PORT}")
    assert dialog.target() == ("10.0.0.5", DEFAULT_PORT)
    assert dialog.relay_edit.text() == "" and dialog.code_edit.text() == ""


def test_busy_then_a_failure_says_why_and_gives_the_controls_back(qtbot: Any) -> None:
    dialog = _loaded(qtbot, JoinDialog(SETTINGS))
    dialog.set_connecting()
    assert not dialog.go_button.isEnabled() and not dialog.code_edit.isEnabled()
    assert not dialog.lan_list.isEnabled()
    dialog.show_failure("unreachable", "10.0.0.5:7737")
    assert dialog.message.text() == failure_text("unreachable", "10.0.0.5:7737")
    assert dialog.message.property("problem") is True
    assert dialog.go_button.isEnabled() and dialog.code_edit.isEnabled() and dialog.lan_list.isEnabled()


def test_the_host_dialog_shows_the_invite_while_it_waits(qtbot: Any) -> None:
    dialog = _loaded(qtbot, HostDialog(SETTINGS))
    assert dialog.best_of() == 1 and dialog.resume_choice() is None  # no kept game in a new user folder
    dialog.match_combo.setCurrentIndex(dialog.match_combo.findData(3))
    assert dialog.best_of() == 3
    dialog.show_listening({"addresses": ["192.168.1.20", "10.0.0.5"], "port": 7737, "code": "K7QM-4XPD",
                           "unlisted": 7738})
    assert not dialog.go_button.isEnabled() and not dialog.match_combo.isEnabled()
    assert dialog.code_label.text() == "K7QM-4XPD" and not dialog.code_label.isHidden()
    invite = dialog.invite.text()
    assert "192.168.1.20 or 10.0.0.5" in invite and "<b>7737</b>" in invite and "UDP port 7738" in invite
    dialog.show_listening({"relay": "relay.example:7740", "code": "K7QM-4XPD"})
    assert "relay.example:7740" in dialog.invite.text() and "192.168.1.20" not in dialog.invite.text()


@pytest.mark.parametrize("code", ["fr", "ru"])
def test_the_dialogs_speak_the_interfaces_language(qtbot: Any, language: LanguageManager, code: str) -> None:
    host, join = _loaded(qtbot, HostDialog(SETTINGS)), _loaded(qtbot, JoinDialog(SETTINGS))
    english = (host.windowTitle(), join.windowTitle(), join.address_label.text())
    assert english == ("Host a game", "Join a game", "Host's address and port:")
    assert language.set_language(code)
    host.retranslate()
    join.retranslate()
    translated = (host.windowTitle(), join.windowTitle(), join.address_label.text())
    assert all(t and t != e for t, e in zip(translated, english)), translated
