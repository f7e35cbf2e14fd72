"""A seat's redacted events made engine events again (net/remote_events.py): what the seat may
see comes back as it was, what it may not stays unknown (CR 400.2), and an event that is unknown
or doesn't fit its kind is left out, never a crash."""
from __future__ import annotations

import json
import logging
from typing import Any

import pytest

from mtgdesk.ai.levels import make_player
from mtgdesk.cards import load_pool
from mtgdesk.decks import precons
from mtgdesk.engine import Game
from mtgdesk.engine import events as E
from mtgdesk.net.remote_events import UNSEEN, event_from_data, events_from_data
from mtgdesk.net.seat import Projection


def _played(steps: int, seat: int) -> tuple[list[E.Event], list[dict[str, Any]]]:
    """The events of ``steps`` actions of two easy players, and the same redacted for ``seat``
    as they cross the network (JSON)."""
    ds = precons.precons()
    game = Game.new([ds[0].cards(), ds[3].cards()], seed=4)
    projection = Projection(game, seat, frozenset(load_pool().names))
    players = [make_player("easy", 1), make_player("easy", 2)]
    every: list[E.Event] = []
    sent: list[dict[str, Any]] = []
    for _ in range(steps):
        if game.over:
            break
        d = game.decision
        events = game.apply(players[d.player].choose(game.view(d.player), d))
        every += events
        sent += [r for r in (projection.redact(ev) for ev in events) if r is not None]
    return every, json.loads(json.dumps(sent))


def test_public_events_come_back_as_they_were() -> None:
    every, sent = _played(150, 1)
    back = events_from_data(sent)
    public = (E.LifeChanged, E.StepBegan, E.PriorityPassed, E.SpellCast, E.Tapped, E.Untapped, E.DamageDealt)
    originals = [ev for ev in every if isinstance(ev, public)]
    assert originals and [ev for ev in back if isinstance(ev, public)] == originals


def test_cr400_2_a_card_the_opponent_draws_has_no_id_and_no_name() -> None:
    every, sent = _played(150, 1)
    back = events_from_data(sent)
    theirs = [ev for ev in back if isinstance(ev, E.CardDrawn) and ev.player == 0]
    mine = [ev for ev in back if isinstance(ev, E.CardDrawn) and ev.player == 1]
    assert theirs and all(ev.object_id == UNSEEN for ev in theirs)
    assert mine and mine == [ev for ev in every if isinstance(ev, E.CardDrawn) and ev.player == 1]
    hidden = [ev for ev in back if isinstance(ev, E.CardMoved) and ev.owner == 0 and ev.to_zone == "hand"
              and ev.from_zone == "library"]
    assert hidden and all(ev.old_id == UNSEEN and ev.new_id is None and ev.name == "" for ev in hidden)


def test_cards_seen_by_count_are_unseen_ids() -> None:
    assert event_from_data({"e": "HandRevealed", "player": 0, "to": 0, "count": 3}) == \
        E.HandRevealed(0, 0, (UNSEEN, UNSEEN, UNSEEN))
    assert event_from_data({"e": "CardsLooked", "player": 1, "count": 2}) == E.CardsLooked(1, (UNSEEN, UNSEEN))
    assert event_from_data({"e": "CardsRevealed", "player": 1, "cards": [4, "x", 5]}) == E.CardsRevealed(1, (4, 5))


def test_a_move_names_what_the_seat_saw() -> None:
    data = {"e": "CardMoved", "old_id": 7, "new_id": 9, "name": "Shock", "owner": 1, "from": "stack",
            "to": "graveyard", "by": 1}
    assert event_from_data(data) == E.CardMoved(7, 9, "Shock", 1, "stack", "graveyard", 1)
    assert event_from_data({"e": "CardMoved", "owner": 0, "from": 3, "to": "hand", "by": "x"}) == \
        E.CardMoved(UNSEEN, None, "", 0, None, "hand", None)


@pytest.mark.parametrize("data", [
    None, [], "CardDrawn", {"e": 3}, {"no": "kind"}, {"e": "Event"}, {"e": "SomethingNew", "player": 0},
    {"e": "LifeChanged", "player": 0, "old": 20},  # a field missing
])
def test_an_event_unknown_or_not_fitting_its_kind_is_left_out(data: Any) -> None:
    assert event_from_data(data) is None


def test_a_field_that_does_not_decode_is_logged_and_left_out(caplog: pytest.LogCaptureFixture) -> None:
    with caplog.at_level(logging.WARNING, logger="mtgdesk.net"):
        assert event_from_data({"e": "LifeChanged", "player": {"$": "Nope"}, "old": 20, "new": 18}) is None
    assert "an event that doesn't fit its kind LifeChanged" in caplog.text


def test_a_field_this_program_does_not_know_is_read_past() -> None:
    data = {"e": "LifeChanged", "player": 0, "old": 20, "new": 18, "extra": 1, "later": {"$": "Nothing"}}
    assert event_from_data(data) == E.LifeChanged(0, 20, 18)


def test_an_unseen_int_field_is_unseen_not_none() -> None:
    assert event_from_data({"e": "Tapped", "object_id": None}) == E.Tapped(UNSEEN)


def test_a_list_keeps_the_events_that_fit() -> None:
    items = [{"e": "LifeChanged", "player": 0, "old": 20, "new": 18}, {"e": "Nope"}, 5,
             {"e": "Untapped", "object_id": 3}]
    assert events_from_data(items) == [E.LifeChanged(0, 20, 18), E.Untapped(3)]
    assert events_from_data({"e": "LifeChanged"}) == [] and events_from_data(None) == []
