"""A game rebuilt from a guest seat's view (``net.rebuild``, ``RemoteView.determinize``): the
public state and the seat's own hand as the view shows them, the hidden cards made up
(CR 400.2, 401.2, 402.3), the seat's legal actions legal in it."""
from __future__ import annotations

import json
import random

from mtgdesk.cards import load_pool
from mtgdesk.engine import Zone
from mtgdesk.engine import actions as A
from mtgdesk.engine.decisions import DecisionKind
from mtgdesk.net.rebuild import RebuildError
from mtgdesk.net.remote_view import RemoteView
from tests.net.test_seat import _game, _play


def _public(view, game) -> tuple:
    """What a seat sees of a game: life, hand sizes, library sizes, the battlefield's names,
    controllers and tapped status, the graveyards' names, the turn, step and decision kind."""
    gv = game.view(view.player)
    return (
        [gv.life(p) for p in (0, 1)],
        [len(game.players[p].hand) for p in (0, 1)],
        [gv.library_size(p) for p in (0, 1)],
        sorted((c.id, c.name, c.controller, c.tapped, c.damage, c.counters, c.attached_to) for c in gv.battlefield()),
        [[c.name for c in gv.graveyard(p)] for p in (0, 1)],
        [c.name for c in gv.hand(view.player)],
        (game.turn, game.step, game.active, game.decision.kind, game.decision.player),
        [game.players[p].lands_played for p in (0, 1)],
        [(c.id, c.name, c.controller, c.targets, c.is_ability) for c in gv.stack()],
    )


def _view_public(view) -> tuple:
    hand = [view.hand(p) for p in (0, 1)]
    return (
        [view.life(p) for p in (0, 1)],
        [h if isinstance(h, int) else len(h) for h in hand],
        [view.library_size(p) for p in (0, 1)],
        sorted((c.id, c.name, c.controller, c.tapped, c.damage, c.counters, c.attached_to) for c in view.battlefield()),
        [[c.name for c in view.graveyard(p)] for p in (0, 1)],
        [c.name for c in view.hand(view.player)],
        (view.turn, view.step, view.active, view.decision.kind, view.decision.player),
        [view.lands_played(p) for p in (0, 1)],
        [(c.id, c.name, c.controller, c.targets, c.is_ability) for c in view.stack()],
    )


def test_determinize_keeps_what_the_seat_sees_and_its_legal_actions_over_a_game() -> None:
    game = _game(5)
    pool = load_pool()
    deck = [o.card.name for o in game.objects.values() if o.owner == 1]
    remote = RemoteView(1, pool, deck)
    rng = random.Random(2)
    rebuilt, kinds = 0, set()
    for _, _, proj in _play(game, 1, 400):
        remote.apply(json.loads(json.dumps(proj.update())))
        if game.decision.player != 1 or game.over:
            continue
        try:
            g = remote.determinize(rng)
        except RebuildError:
            # only the other player's cast half made is out of reach (CR 601.2)
            assert remote.casting and remote.own_casting() is None
            continue
        assert _public(remote, g) == _view_public(remote)
        assert set(remote.legal_actions()) <= set(g.legal_actions())
        # What the seat owns is its deck: its library is made of it (CR 401.2).
        assert sorted(g.objects[i].card.name for i in g.players[1].library) == sorted(
            _rest(deck, remote))
        g.apply(remote.legal_actions()[-1])  # the rebuilt game plays on
        rebuilt += 1
        kinds.add(remote.decision.kind)
    assert rebuilt > 100
    assert {DecisionKind.PRIORITY, DecisionKind.ATTACKERS} <= kinds


def _rest(deck: list[str], view: RemoteView) -> list[str]:
    rest = list(deck)
    for o in view._objects.values():
        if int(o["owner"]) == 1 and not o.get("token") and not o.get("ability") and o["name"] in rest:
            rest.remove(o["name"])
    return rest


def test_the_hidden_cards_come_from_the_callers_belief() -> None:
    """The opponent's hand first, then its library (``engine.determinize``'s ``hidden_cards``)."""
    game = _game(5)
    pool = load_pool()
    remote = RemoteView(1, pool)
    for n, (_, _, proj) in enumerate(_play(game, 1, 200)):
        remote.apply(json.loads(json.dumps(proj.update())))
        if n >= 30 and not remote.casting and game.players[0].hand:
            break
    bear = pool.get("Grizzly Bears")
    g = remote.determinize(random.Random(1), hidden_cards=[bear] * 100)
    opp = g.players[0]
    assert opp.hand and all(g.objects[i].card is bear for i in opp.hand + opp.library)
    assert all(g.objects[i].zone is Zone.HAND for i in opp.hand)
    assert [g.players[p].life for p in (0, 1)] == [game.players[p].life for p in (0, 1)]


def test_cr305_2_a_rebuilt_game_has_no_second_land_for_a_seat_that_played_one() -> None:
    """After the seat's land of the turn, the rebuilt game says it was played (CR 305.2): no land
    may be played in it, as in the real game, though the seat's hand still holds lands."""
    game = _game(5)
    pool = load_pool()
    deck = [o.card.name for o in game.objects.values() if o.owner == 1]
    remote = RemoteView(1, pool, deck)
    checked = 0
    for _, _, proj in _play(game, 1, 600):
        remote.apply(json.loads(json.dumps(proj.update())))
        if (game.decision.player != 1 or game.over or remote.casting or game.active != 1
                or game.players[1].lands_played != 1 or game.decision.kind is not DecisionKind.PRIORITY):
            continue
        g = remote.determinize(random.Random(3))
        assert g.players[1].lands_played == 1
        lands_in_hand = [i for i in g.players[1].hand if "Land" in g.objects[i].card.types]
        if lands_in_hand and not g.stack and g.step.value in ("main1", "main2"):
            assert not [a for a in g.legal_actions() if type(a).__name__ == "PlayLand"]
            checked += 1
    assert checked >= 1


def _stack_facts(game, oid: int) -> tuple:
    o = game.objects[oid]
    return (o.card.name, o.controller, tuple(o.targets), o.x, tuple(o.chosen), getattr(o, "ability", None))


def test_cr405_abilities_on_the_stack_and_the_seats_own_casts_are_rebuilt() -> None:
    """An activated or triggered ability on the stack is rebuilt with its source, controller,
    targets and identity (CR 113.7, 405.1); the seat's own spell or ability half made (CR 601.2)
    is resumed at its stage, with the same decision and legal actions, and taking it back
    returns to the seat holding priority with the card in hand again (CR 726.1)."""
    pool = load_pool()
    abilities = casts = cancelled = 0
    for seed in (5, 7, 11):
        game = _game(seed)
        deck = [o.card.name for o in game.objects.values() if o.owner == 1]
        remote = RemoteView(1, pool, deck)
        rng = random.Random(seed)
        for _, _, proj in _play(game, 1, 900, seed=seed):
            remote.apply(json.loads(json.dumps(proj.update())))
            if game.decision.player != 1 or game.over:
                continue
            if game.casting is not None and game.casting.player != 1:
                continue  # (the other player's cast is not shown until it is made)
            g = remote.determinize(rng)
            assert _public(remote, g) == _view_public(remote)
            assert [_stack_facts(g, i) for i in g.stack] == [_stack_facts(game, i) for i in game.stack]
            for i in g.stack:
                if hasattr(g.objects[i], "ability"):
                    real = game.objects[i].source
                    assert g.objects[i].source in (real, 0)  # 0: a source the seat may not see
                    abilities += 1
            if game.casting is not None:
                c, rc = game.casting, g.casting
                assert rc is not None and rc.state() == c.state()
                assert g.decision == game.decision and set(g.legal_actions()) == set(game.legal_actions())
                casts += 1
                if c.rewind is not None and c.kind == "spell":
                    back = g.clone()
                    back.apply(A.CancelCasting(1))
                    assert back.casting is None and back.decision.kind is DecisionKind.PRIORITY
                    in_hand = [back.objects[i].card.name for i in back.players[1].hand]
                    assert game.objects[c.object_id].card.name in in_hand
                    cancelled += 1
    assert abilities >= 3 and casts >= 3 and cancelled >= 1, (abilities, casts, cancelled)
