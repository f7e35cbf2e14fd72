"""Game ▸ Join a game… lists the games hosted on the local network (ui/net/lan_list.py).

Discovery runs on 127.0.0.1 only, on a UDP port this test chose (``MTGDESK_DISCOVERY``): no
broadcast leaves this machine. Every wait is bounded.
"""
from __future__ import annotations

import socket
import threading
import time
from typing import Any

import pytest
from PySide6.QtCore import Qt

from mtgdesk.net.discovery import LanGame
from tests.ui.test_net_play import _host, _join, _pump, _window


def _free_udp_port() -> int:
    with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


@pytest.fixture
def lan(monkeypatch: Any) -> int:
    """Discovery on 127.0.0.1 and a free UDP port, for the hosts and the searches of this test."""
    port = _free_udp_port()
    monkeypatch.setenv("MTGDESK_DISCOVERY", f"127.0.0.1:{port}")
    return port


def _click(qtbot: Any, lst: Any, row: int) -> None:
    item = lst.item(row)
    lst.scrollToItem(item)
    qtbot.mouseClick(lst.viewport(), Qt.MouseButton.LeftButton, pos=lst.visualItemRect(item).center())


def test_the_join_dialog_lists_a_game_hosted_here_and_choosing_it_fills_the_address(qtbot: Any, lan: int) -> None:
    host_w, guest_w = _window(qtbot), _window(qtbot)
    host_w.settings.player_names = ["Alice"]
    guest_w.set_language("en")  # (English's plural forms are in its catalogue)
    info = _host(qtbot, host_w)
    guest_w.net.join_action.trigger()
    j = guest_w.net.dialog
    lst = j.lan_list.list
    # Refreshed when the dialog opens: the host waiting on 127.0.0.1 is listed.
    assert _pump(qtbot, 10, lambda: lst.count() == 1), j.lan_list.status.text()
    assert lst.item(0).text() == f"Alice — 127.0.0.1:{info['port']}"
    assert "1 game found" in j.lan_list.status.text()
    assert j.address_edit.text() == ""
    _click(qtbot, lst, 0)
    assert j.address_edit.text() == f"127.0.0.1:{info['port']}"
    assert j.code_edit.text() == "" and j.code_edit.hasFocus()  # the code is still the player's to type
    # With the code, the game begins from the address the list filled in.
    assert _pump(qtbot, 10, lambda: j.deck_combo.isEnabled())
    j.code_edit.setText(info["code"])
    j.go.emit()
    assert not j.lan_list.isEnabled()  # connecting: the list waits with the other fields
    assert _pump(qtbot, 20, lambda: host_w.table is not None and guest_w.table is not None)
    # The game has begun: the host is no longer listed.
    guest_w2 = _window(qtbot)
    guest_w2.net.join_action.trigger()
    j2 = guest_w2.net.dialog
    assert _pump(qtbot, 10, lambda: not j2.lan_list.searching and j2.lan_list._status == "done")
    # (the decks read too: a dialog closed while its decks are read makes the loader complain)
    assert _pump(qtbot, 10, lambda: j2.deck_combo.isEnabled())
    assert j2.lan_list.list.count() == 0
    assert "No game found" in j2.lan_list.status.text()
    host_w.table.concede()


def test_refresh_finds_a_game_hosted_after_the_dialog_opened(qtbot: Any, lan: int) -> None:
    guest_w = _window(qtbot)
    guest_w.net.join_action.trigger()
    j = guest_w.net.dialog
    assert _pump(qtbot, 10, lambda: j.lan_list._status == "done" and j.deck_combo.isEnabled())
    assert j.lan_list.list.count() == 0
    host_w = _window(qtbot)
    info = _host(qtbot, host_w)
    qtbot.mouseClick(j.lan_list.refresh_button, Qt.MouseButton.LeftButton)
    assert j.lan_list.searching and not j.lan_list.refresh_button.isEnabled()
    assert _pump(qtbot, 10, lambda: j.lan_list.list.count() == 1)
    assert j.lan_list.list.item(0).text().endswith(f"127.0.0.1:{info['port']}")
    host_w.net.dialog.reject()  # cancel: the ports are closed, and the game is no longer listed

    def udp_port_free() -> bool:
        with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as s:
            try:
                s.bind(("127.0.0.1", lan))
            except OSError:
                return False
            return True

    assert _pump(qtbot, 5, udp_port_free)
    qtbot.mouseClick(j.lan_list.refresh_button, Qt.MouseButton.LeftButton)
    assert _pump(qtbot, 10, lambda: not j.lan_list.searching)
    assert j.lan_list.list.count() == 0


def test_the_search_runs_off_the_windows_thread(qtbot: Any) -> None:
    from mtgdesk.ui.net.lan_list import LanList

    release = threading.Event()
    threads: list[str] = []

    def slow_search() -> list[LanGame]:
        threads.append(threading.current_thread().name)
        release.wait(10)  # (were it run in the window's thread, the window would hang here)
        return [LanGame("Zoé", "127.0.0.1", 7737), LanGame("bob", "127.0.0.5", 7800)]

    lan = LanList(search=slow_search)
    qtbot.addWidget(lan)
    lan.show()  # shown: the first search starts
    assert lan.searching and lan.status.text() == "Looking for games on your local network…"
    qtbot.wait(200)  # the window goes on meanwhile
    assert lan.list.count() == 0 and lan.searching
    release.set()
    assert _pump(qtbot, 5, lambda: lan.list.count() == 2)
    assert threads == ["mtgdesk-lan-search"]
    assert [lan.list.item(i).text() for i in range(2)] == ["Zoé — 127.0.0.1:7737", "bob — 127.0.0.5:7800"]
    with qtbot.waitSignal(lan.chosen, timeout=2000) as chosen:
        _click(qtbot, lan.list, 1)
    assert chosen.args == ["127.0.0.5:7800"]


def test_a_search_that_fails_is_said_not_raised(qtbot: Any) -> None:
    from mtgdesk.ui.net.lan_list import LanList

    def broken() -> list[LanGame]:
        raise OSError("no network")

    lan = LanList(search=broken)
    qtbot.addWidget(lan)
    lan.show()
    assert _pump(qtbot, 5, lambda: not lan.searching)
    assert lan.list.count() == 0 and "could not be searched" in lan.status.text()
    assert lan.refresh_button.isEnabled()


def test_discovery_turned_off_searches_nothing(qtbot: Any, monkeypatch: Any) -> None:
    from mtgdesk.ui.net.lan_list import LanList

    monkeypatch.setenv("MTGDESK_DISCOVERY", "off")
    calls: list[float] = []
    lan = LanList(search=lambda: calls.append(time.monotonic()) or [])
    qtbot.addWidget(lan)
    lan.show()
    qtbot.wait(100)
    assert calls == [] and "turned off" in lan.status.text()


@pytest.mark.parametrize("language, title, status", [
    ("fr", "Parties sur votre réseau local", "2 parties trouvées : choisissez-en une"),
    ("ru", "Игры в вашей локальной сети", "Найдено 2 игры: выберите одну"),
])
def test_the_list_speaks_the_interfaces_language(qtbot: Any, language: str, title: str, status: str) -> None:
    from mtgdesk.ui.net.lan_list import LanList

    w = _window(qtbot)
    lan = LanList(search=lambda: [LanGame("Zoé", "127.0.0.1", 7737), LanGame("Ян", "127.0.0.2", 7737)])
    qtbot.addWidget(lan)
    lan.show()
    assert _pump(qtbot, 5, lambda: lan.list.count() == 2)
    try:
        assert w.set_language(language)
        lan.retranslate()  # (the Join dialog's retranslate calls it)
        assert lan.title() == title and lan.status.text().startswith(status)
        assert lan.list.item(1).text() == "Ян — 127.0.0.2:7737"
    finally:
        w.set_language("en")


def test_a_taken_discovery_port_leaves_the_game_hosted_and_says_it_is_not_listed(qtbot: Any, lan: int) -> None:
    with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as taken:
        taken.bind(("127.0.0.1", lan))  # another program holds the discovery port
        host_w, guest_w = _window(qtbot), _window(qtbot)
        host_w.set_language("en")
        info = _host(qtbot, host_w)  # hosted all the same: the address, the port, the code
        assert info["unlisted"] == lan
        assert f"not listed on the local network (UDP port {lan} is in use)" in host_w.net.dialog.invite.text()
        j = _join(qtbot, guest_w, info["port"], info["code"])  # and joined by its address
        assert j.lan_list.list.count() == 0
        assert _pump(qtbot, 20, lambda: host_w.table is not None and guest_w.table is not None)
        host_w.table.concede()


def test_a_listed_host_says_nothing_of_discovery(qtbot: Any, lan: int) -> None:
    host_w = _window(qtbot)
    info = _host(qtbot, host_w)
    assert info["unlisted"] == 0 and "not listed" not in host_w.net.dialog.invite.text()
    host_w.net.dialog.reject()


def test_a_game_of_another_protocol_is_listed_with_why_it_cant_be_joined(qtbot: Any) -> None:
    from mtgdesk.net.protocol import PROTOCOL_VERSION
    from mtgdesk.ui.net.lan_list import LanList

    lan = LanList(search=lambda: [LanGame("Old", "127.0.0.1", 7737, "0.0.1", PROTOCOL_VERSION + 1)])
    qtbot.addWidget(lan)
    lan.show()
    assert _pump(qtbot, 5, lambda: lan.list.count() == 1)
    assert lan.list.item(0).text() == "Old — 127.0.0.1:7737 (another version of mtgdesk: 0.0.1)"
