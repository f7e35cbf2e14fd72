"""Mulligans, reasoned (CR 103.5; issue 34): the search player keeps or mulligans by the hand's
lands and early spells against its deck."""
from __future__ import annotations

import pytest

from mtgdesk.ai.levels import make_player
from mtgdesk.ai.mulligan import judge_hand, keep
from mtgdesk.cards import load_pool
from mtgdesk.decks.precons import precon
from mtgdesk.engine import Game
from mtgdesk.engine import actions as A
from mtgdesk.engine.decisions import DecisionKind


def _cards(*names: str) -> list:  # type: ignore[type-arg]
    pool = load_pool()
    return [pool.get(n) for n in names]


FURY = precon("Wild Fury").cards()


def test_a_hand_is_read_against_its_deck() -> None:
    r = judge_hand(_cards("Mountain", "Forest", "Shock", "Grizzly Bears", "Craw Wurm", "Shivan Dragon", "Kird Ape"),
                   FURY)
    assert (r.lands, r.early_spells) == (2, 3)  # Craw Wurm and the Dragon are late
    assert r.land_share == pytest.approx(22 / 60)


def test_spells_of_a_colour_the_lands_dont_make_count_half_or_nothing() -> None:
    """Green spells with three Mountains: the deck's Forests are a draw away (half each); blue
    ones: no land of the deck makes blue."""
    r = judge_hand(_cards("Mountain", "Mountain", "Mountain", "Grizzly Bears", "Llanowar Elves", "Giant Growth",
                          "Rampant Growth"), FURY)
    assert (r.lands, r.early_spells) == (3, 2.0)
    r = judge_hand(_cards("Mountain", "Mountain", "Mountain", "Mana Leak", "Remove Soul", "Shock", "Craw Wurm"), FURY)
    assert r.early_spells == 1.0  # Shock only


@pytest.mark.parametrize("names, mulligans, kept", [
    (("Mountain", "Forest", "Craw Wurm", "Craw Wurm", "Shivan Dragon", "Lava Axe", "Rootbreaker Wurm"), 0, False),
    (("Mountain", "Forest", "Forest", "Shock", "Grizzly Bears", "Craw Wurm", "Kird Ape"), 0, True),
    (("Mountain", "Forest", "Forest", "Mountain", "Forest", "Mountain", "Shock"), 0, False),
    (("Mountain",) * 3 + ("Mana Leak", "Remove Soul", "Counsel of the Soratami", "Air Elemental"), 0, False),
    (("Mountain", "Forest", "Craw Wurm", "Craw Wurm", "Shivan Dragon", "Lava Axe", "Shock"), 1, True),
    (("Mountain", "Forest", "Craw Wurm", "Craw Wurm", "Shivan Dragon", "Lava Axe", "Rootbreaker Wurm"), 2, True),
])
def test_keep(names: tuple[str, ...], mulligans: int, kept: bool) -> None:
    assert keep(_cards(*names), FURY, mulligans) is kept


def _opening(hand: tuple[str, ...]) -> Game:
    """A game of Wild Fury against Goblin Raid at A's opening hand, A's hand made ``hand``
    (A's library gives back what the hand takes: the deck stays Wild Fury)."""
    game = Game.new([precon("Wild Fury").cards(), precon("Goblin Raid").cards()], seed=5, starting_player=0)
    assert game.decision.kind is DecisionKind.MULLIGAN and game.decision.player == 0
    pool = load_pool()
    p = game.players[0]
    wanted = [pool.get(n) for n in hand]
    objects = p.hand + p.library
    cards = [game.objects[o].card for o in objects]
    for card in wanted:
        cards.remove(card)
    for oid, card in zip(objects, wanted + cards):
        obj = game.objects[oid].copy()
        obj.card = card
        game.objects[oid] = obj
    game._dirty()
    return game


def test_hard_mulligans_two_lands_and_five_late_spells() -> None:
    """Two lands and nothing to cast before turn five: the basic player's count of lands alone
    kept it (two to five lands); a person sends it back."""
    game = _opening(("Mountain", "Forest", "Craw Wurm", "Craw Wurm", "Shivan Dragon", "Lava Axe", "Rootbreaker Wurm"))
    action = make_player("hard", 1).choose(game.view(0), game.decision)
    assert isinstance(action, A.Mulligan)


def test_hard_keeps_a_hand_that_plays() -> None:
    game = _opening(("Mountain", "Forest", "Forest", "Shock", "Grizzly Bears", "Craw Wurm", "Kird Ape"))
    action = make_player("hard", 1).choose(game.view(0), game.decision)
    assert isinstance(action, A.Keep)
