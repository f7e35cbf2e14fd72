"""Seats: one player's view, events and decision as plain data (ARCHITECTURE.md, "Seats and
the network"; CR 400.2, 401.2, 402.3 on what a player may see)."""
from __future__ import annotations

import json

import pytest

from mtgdesk.ai.levels import make_player
from mtgdesk.cards import load_pool
from mtgdesk.decks import precons
from mtgdesk.engine import Game, IllegalAction
from mtgdesk.engine import actions as A
from mtgdesk.engine import events as E
from mtgdesk.net.remote_view import RemoteView
from mtgdesk.net.seat import LocalSeat, Projection
from mtgdesk.net.values import OptionRef, CodecError, decode, decode_action, encode, encode_action


def _game(seed: int = 3) -> Game:
    ds = precons.precons()
    return Game.new([ds[0].cards(), ds[3].cards()], seed=seed)


def _play(game: Game, seat: int, steps: int, seed: int = 1):
    """Play ``steps`` actions with easy players; yield (action, events, projection) after each."""
    pool = load_pool()
    proj = Projection(game, seat, frozenset(pool.names))
    players = [make_player("easy", seed), make_player("easy", seed + 1)]
    views = [game.view(0), game.view(1)]
    for _ in range(steps):
        if game.over:
            return
        d = game.decision
        action = players[d.player].choose(views[d.player], d)
        events = game.apply(action)
        proj.record(events)
        yield action, events, proj


def test_cr402_3_opponents_draw_is_a_card() -> None:
    game = _game()
    proj = Projection(game, 1, frozenset(load_pool().names))
    drawn_by_0 = game.draw(0)
    drawn_by_1 = game.draw(1)
    proj.record(game._events[-8:])
    events = proj.update()["events"]
    draws = [e for e in events if e["e"] == "CardDrawn"]
    assert {"e": "CardDrawn", "player": 0} in draws
    assert {"e": "CardDrawn", "player": 1, "object_id": drawn_by_1} in draws
    moves = [e for e in events if e["e"] == "CardMoved"]
    theirs = [m for m in moves if m["owner"] == 0]
    assert theirs and all(set(m) == {"e", "owner", "from", "to"} for m in theirs)
    mine = [m for m in moves if m["owner"] == 1]
    assert mine and mine[-1]["new_id"] == drawn_by_1 and mine[-1]["name"] == game.objects[drawn_by_1].card.name
    text = json.dumps(events)
    assert game.objects[drawn_by_0].card.name not in text or any(
        game.objects[i].card.name == game.objects[drawn_by_0].card.name for i in game.players[1].hand)


def test_cr400_2_state_shows_own_hand_and_only_the_size_of_the_other() -> None:
    game = _game()
    state = Projection(game, 1, frozenset(load_pool().names)).state()
    assert "hand" not in state["players"][0]
    assert state["players"][0]["hand_size"] == len(game.players[0].hand)
    assert state["players"][1]["hand"] == game.players[1].hand
    for oid in game.players[0].hand + game.players[0].library + game.players[1].library:
        assert oid not in state["objects"]
    json.dumps(state)  # plain JSON data


def test_updates_carry_only_what_changed() -> None:
    game = _game()
    proj = Projection(game, 1, frozenset(load_pool().names))
    first = proj.update()
    assert "objects" in first and "players" in first
    second = proj.update()
    assert set(second) == {"n"}


def test_cr117_local_seat_refuses_an_action_in_the_other_players_name() -> None:
    game = _game()
    seat = LocalSeat(game, 1 - game.decision.player)
    with pytest.raises(IllegalAction) as info:
        seat.submit(A.Keep(game.decision.player))
    assert info.value.rule == "117.3"
    mine = LocalSeat(game, game.decision.player)
    assert mine.legal_actions() and A.Keep(game.decision.player) in mine.legal_actions()
    events = mine.submit(A.Keep(game.decision.player))
    assert isinstance(events, list)
    assert all(isinstance(e, dict) and "e" in e for e in mine.take_events())


def test_every_action_of_a_game_travels_and_comes_back_equal() -> None:
    game = _game(7)
    seen = 0
    for action, _, _ in _play(game, 0, 300):
        data = json.loads(json.dumps(encode_action(action)))
        assert decode_action(data) == action
        seen += 1
    assert seen == 300 or game.over


@pytest.mark.parametrize("data", [
    {"$": "os.system"}, {"$": "PassPriority", "player": "0"}, {"$": "PassPriority", "player": 2},
    {"$": "PlayLand", "player": 0, "card": True}, {"$": "PlayLand", "player": 0, "nope": 1},
    [1, 2], "PassPriority", {"$option": 0}, {"$": "CastSpell", "player": 0, "card": [1]},
])
def test_the_codec_refuses_what_it_does_not_make(data) -> None:
    with pytest.raises(CodecError):
        decode_action(data, ())


def test_the_codec_refuses_deep_nesting_and_keeps_opaque_options_by_index() -> None:
    deep: object = 1
    for _ in range(100):
        deep = [deep]
    with pytest.raises(CodecError):
        decode(deep)
    thing = object()
    assert encode(A.ChooseOption(0, thing), (None, thing)) == {"$": "ChooseOption", "player": 0,
                                                                "option": {"$option": 1}}
    assert decode({"$option": 1}, None) == OptionRef(1)
    assert decode({"$option": 1}, (None, thing)) is thing


def test_events_of_hidden_cards_are_scrubbed_by_the_catch_all() -> None:
    game = _game()
    proj = Projection(game, 1, frozenset(load_pool().names))
    hidden = game.players[0].hand[0]
    red = proj.redact(E.Tapped(hidden))
    assert red == {"e": "Tapped", "object_id": None}
    # Only ids are scrubbed: a player index or a life total equal to a hidden id stays.
    life = proj.redact(E.LifeChanged(1, hidden, hidden))
    assert life == {"e": "LifeChanged", "player": 1, "old": hidden, "new": hidden}


def test_cr726_1_a_cast_taken_back_shows_the_opponent_nothing() -> None:
    """Casting reveals the card (CR 601.2a) only if the cast goes on: taken back, the game
    returns to the moment before it began (CR 726.1), and so does what the other player saw."""
    game = _game(9)
    proj = Projection(game, 1, frozenset(load_pool().names))
    players = [make_player("easy", 1), make_player("easy", 2)]
    for _ in range(2000):
        d = game.decision
        casts = [a for a in game.legal_actions() if isinstance(a, A.CastSpell)] if d.player == 0 else []
        if casts:
            break
        proj.record(game.apply(players[d.player].choose(game.view(d.player), d)))
    else:
        pytest.fail("player 0 never could cast a spell")
    proj.update()
    name = game.objects[casts[0].card].card.name
    proj.record(game.apply(casts[0]))
    assert proj.holding()
    cancel = [a for a in game.legal_actions() if isinstance(a, A.CancelCasting)]
    assert cancel
    proj.record(game.apply(cancel[0]))
    assert not proj.holding()
    update = proj.update()
    assert name not in json.dumps(update.get("events", []))
    assert str(casts[0].card) not in update.get("objects", {})


def test_cr305_2_lands_played_this_turn_are_sent_to_both_seats() -> None:
    """A land is played face up (CR 305.1): how many each player has played this turn is public,
    and the seat's view says it as the engine's does, turn after turn (reset in the untap step)."""
    game = _game(5)
    pool = load_pool()
    remotes = {seat: RemoteView(seat, pool) for seat in (0, 1)}
    projections = {seat: Projection(game, seat, frozenset(pool.names)) for seat in (0, 1)}
    seen_played = {0: 0, 1: 0}
    for _, events, _ in _play(game, 1, 300):
        for seat in (0, 1):
            projections[seat].record(events)
            remotes[seat].apply(json.loads(json.dumps(projections[seat].update())))
            for p in (0, 1):
                assert remotes[seat].lands_played(p) == game.players[p].lands_played
                seen_played[p] = max(seen_played[p], remotes[seat].lands_played(p))
    assert seen_played == {0: 1, 1: 1}  # each played a land, and never two in a turn


def test_cr405_1_an_ability_on_the_stack_is_sent_with_its_identity_and_a_hidden_source_is_not() -> None:
    """The stack is public (CR 405.1): an ability on it is sent with which of its card's
    abilities it is, its source if the seat may see it (CR 400.2: not a card in the other
    player's hand), and the value of X."""
    from mtgdesk.engine.stack import StackAbility

    game = _game()
    pool = load_pool()
    proj = Projection(game, 1, frozenset(pool.names))
    seen_source = game.players[1].hand[0]
    hidden_source = game.players[0].hand[0]
    for source in (seen_source, hidden_source):
        card = game.objects[source].card
        ability = card.abilities[0] if card.abilities else None
        if ability is None:  # a vanilla card: any card's ability stands in (sent in full)
            ability = next(a for c in pool for a in c.abilities if type(a).__name__ == "TriggeredAbility")
        item = StackAbility(game._new_id(), game.objects[source], ability, game.objects[source].owner)
        item.x = 2
        game.objects[item.id] = item
        game.stack.append(item.id)
    state = json.loads(json.dumps(proj.state()))
    mine, theirs = (state["objects"][str(i)] for i in game.stack)
    assert mine["source"] == seen_source and theirs.get("source") is None
    assert mine["x"] == theirs["x"] == 2 and mine["ability"] and theirs["ability"]
    for data in (mine, theirs):
        assert ("ab" in data) != ("ab_def" in data)
    remote = RemoteView(1, pool)
    remote.apply(json.loads(json.dumps(proj.update(full=True))))
    for oid in game.stack:
        ability, source = remote.stack_ability(oid)
        assert ability == game.objects[oid].ability
    assert remote.stack_ability(game.stack[0])[1] == seen_source and remote.stack_ability(game.stack[1])[1] is None
    # The hidden source's id appears nowhere in what the seat is sent.
    assert str(hidden_source) not in state["objects"] and hidden_source not in json.loads(json.dumps(
        [o.get("source") for o in state["objects"].values()]))
