"""The host's own seat fed to a window (net/feed.py): the window gets the host seat's updates, a
view rebuilt from them answers as the engine's does, a refused action of the host's player comes
back with its rule and the game unchanged (CR 726), and only the guest's chat lines are heard."""
from __future__ import annotations

import json
from typing import Any

import pytest

from mtgdesk.engine import actions as A
from mtgdesk.engine.errors import IllegalAction
from mtgdesk.net import fair
from mtgdesk.net.feed import FeedHost, Heard
from mtgdesk.net.host import GUEST_SEAT, HOST_SEAT
from mtgdesk.net.remote_view import RemoteView
from tests.net.helpers import FAST, deck, pool


def _feed() -> tuple[FeedHost, list[dict[str, Any]], list[dict[str, Any]], list[list[str]]]:
    updates: list[dict[str, Any]] = []
    refusals: list[dict[str, Any]] = []
    joined: list[list[str]] = []
    host = FeedHost(pool(), deck(0), None, seed=11, settings=FAST, on_update=updates.append,
                    on_refusal=refusals.append, on_joined=joined.append, deck_name="Tidal Wisdom")
    host._new_game(deck(3))  # as when a guest has joined (no connection needed)
    return host, updates, refusals, joined


def test_the_window_gets_the_host_seats_updates_and_its_view_answers_as_the_engines() -> None:
    host, updates, _, joined = _feed()
    assert joined == [["Host", "Guest"]] and updates[0]["full"]
    game = host.game
    assert game is not None
    for _ in range(60):  # both players keep and pass, bounded
        legal = game.legal_actions()
        easy = [a for a in legal if isinstance(a, (A.Keep, A.PassPriority))]
        host._apply(easy[0] if easy else legal[0])
    assert len(updates) > 30
    view = RemoteView(HOST_SEAT, pool())
    for update in updates:
        view.apply(json.loads(json.dumps(update)))
    assert fair.summary(view) == fair.summary(game.view(HOST_SEAT))
    assert view.hand(GUEST_SEAT) == len(game.players[GUEST_SEAT].hand)  # the guest's hand: counted only
    assert view.deck_name(HOST_SEAT) == "Tidal Wisdom"


def test_cr726_a_refused_action_of_the_hosts_player_comes_back_with_its_rule() -> None:
    host, updates, refusals, _ = _feed()
    game = host.game
    assert game is not None and game.decision.player == HOST_SEAT
    sent, actions = len(updates), len(host.actions)
    with pytest.raises(IllegalAction):
        host._apply(A.Keep(GUEST_SEAT))  # out of turn: the host's mulligan comes first
    with pytest.raises(IllegalAction):
        host._apply(A.PlayLand(HOST_SEAT, 99999))
    assert len(refusals) == 1 and refusals[0]["rule"]  # only the host's player's is the window's
    assert len(updates) == sent and len(host.actions) == actions  # nothing changed, nothing sent


def test_only_the_other_sides_chat_lines_are_heard() -> None:
    heard: list[str] = []
    host = FeedHost(pool(), deck(0), None, seed=11, settings=FAST, on_update=lambda u: None,
                    on_refusal=lambda r: None, on_chat=heard.append)
    host.chat.append((GUEST_SEAT, "bonne chance"))
    host.chat.append((HOST_SEAT, "merci"))
    assert heard == ["bonne chance"] and len(host.chat) == 2
    told: list[int] = []
    lines = Heard(told.append)
    lines.append(3)
    assert lines == [3] and told == [3]
