"""What a player's view shows (engine/view.py): hidden hands and libraries, public combat,
characteristics, the cards a player may choose from, and what Telepathy, Zur's Weirding and a
chosen player's revealed draws make public."""
from __future__ import annotations

from mtgdesk.cards import load_pool
from mtgdesk.engine import Game, Step, Zone
from mtgdesk.engine import actions as A
from mtgdesk.engine.layers import MODIFICATIONS
from tests.helpers.games import RED_GREEN, WHITE_BLUE_GREEN, find, position
from mtgdesk.engine.decisions import Question


def test_telepathy_reveals_the_opponents_hand_to_its_controller_only() -> None:
    """"Your opponents play with their hands revealed.": A's view shows B's cards; B's view of
    A's hand stays a count (CR 402.3), and without Telepathy A sees only B's count."""
    game = position(a_battlefield=["Telepathy"], b_hand=["Shock", "Forest"], a_hand=["Island"])
    a_view, b_view = game.view(0), game.view(1)
    seen = a_view.hand(1)
    assert isinstance(seen, list) and sorted(c.name for c in seen) == ["Forest", "Shock"]
    assert b_view.hand(0) == 1
    game.move(find(game, "Telepathy"), Zone.GRAVEYARD)
    assert game.view(0).hand(1) == 2


def test_telepathy_under_the_opponents_control_reveals_the_other_hand() -> None:
    game = position(b_battlefield=["Telepathy"], a_hand=["Island", "Shock"], b_hand=["Forest"])
    assert game.view(0).hand(1) == 1
    shown = game.view(1).hand(0)
    assert isinstance(shown, list) and len(shown) == 2


def load_pool_card(name: str):  # type: ignore[no-untyped-def]

    return load_pool().get(name)

def test_view_hides_the_other_hand_and_libraries() -> None:
    game = Game.new([RED_GREEN, WHITE_BLUE_GREEN], seed=3, starting_player=0)
    view = game.view(0)
    mine = view.hand(0)
    assert isinstance(mine, list) and len(mine) == 7
    assert view.hand(1) == 7  # only its size (CR 402.3)
    assert view.library_size(1) == 33
    assert not hasattr(view, "library")

def test_view_shows_public_combat_and_the_cards_a_player_may_choose_from() -> None:
    game = position(a_hand=["Rampant Growth"], a_battlefield=["Forest", "Forest"])
    game.create_object(load_pool_card("Forest"), 0, Zone.LIBRARY)
    view = game.view(0)
    assert view.blocks() == [] and view.attackers() == []
    game.apply(A.CastSpell(0, find(game, "Rampant Growth", Zone.HAND)))
    game.apply(A.PayAuto(0))
    assert view.stack()[0].name == "Rampant Growth"
    game.apply(A.PassPriority(0))
    game.apply(A.PassPriority(1))
    assert game.decision.question is Question.SEARCH
    assert [c.name for c in view.option_cards()] == ["Forest"]  # searching: A sees the land
    assert game.view(1).option_cards() == []  # B doesn't


def test_view_carries_characteristics_and_hides_hands() -> None:
    game = position(a_hand=["Shock"], a_battlefield=["Glorious Anthem", "Grizzly Bears"], b_hand=["Forest"])
    mine = game.view(0)
    bears = next(c for c in mine.battlefield() if c.name == "Grizzly Bears")
    assert bears.characteristics is not None and bears.characteristics.power == 3
    assert mine.hand(0)[0].characteristics.types == frozenset({"Instant"})
    theirs = game.view(1)
    assert theirs.hand(0) == 1
    assert theirs.characteristics(game.players[0].hand[0]) is None
    assert set(MODIFICATIONS) >= {"copy", "set_controller", "change_text", "switch_pt"}


def test_zurs_weirding_shows_every_hand_to_every_player() -> None:
    game = position(Step.MAIN1, a_battlefield=["Zur's Weirding"], a_hand=["Shock"], b_hand=["Forest", "Island"])
    assert [c.name for c in game.view(0).hand(1)] == ["Forest", "Island"]
    assert [c.name for c in game.view(1).hand(0)] == ["Shock"]
    telepathy = position(Step.MAIN1, a_battlefield=["Telepathy"], a_hand=["Shock"], b_hand=["Forest"])
    assert telepathy.view(1).hand(0) == 1  # Telepathy shows only the opponents' hands
