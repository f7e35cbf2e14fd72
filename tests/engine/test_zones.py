"""Zone changes and drawing (engine/zones.py: CR 110.5g, 121, 302.6, 400.3, 400.7, 506.4, 608.2h)."""
from __future__ import annotations

from mtgdesk.cards import load_pool
from mtgdesk.engine import PlayerRef, Step, Zone
from mtgdesk.engine import actions as A
from mtgdesk.engine import events as E
from mtgdesk.engine.combat import Combat
from mtgdesk.engine.decisions import DecisionKind
from tests.helpers.games import find, position
from tests.helpers.rare_games import _booby_trap


def test_cr400_7_a_moved_card_becomes_a_new_object_with_a_new_id() -> None:
    game = position(a_battlefield=["Grizzly Bears"])
    old = find(game, "Grizzly Bears")
    game.objects[old].tapped = True
    new = game.move(old, Zone.GRAVEYARD)
    assert new is not None and new != old
    assert old not in game.objects and old not in game.battlefield
    assert game.players[0].graveyard == [new]
    assert game.objects[new].zone is Zone.GRAVEYARD and not game.objects[new].tapped
    moved = [e for e in game._events if isinstance(e, E.CardMoved)]
    assert moved == [E.CardMoved(old, new, "Grizzly Bears", 0, "battlefield", "graveyard", None)]


def test_cr400_3_a_card_goes_to_its_owners_graveyard_not_its_controllers() -> None:
    game = position()
    bears = game.create_object(load_pool().get("Grizzly Bears"), 0, Zone.BATTLEFIELD, controller=1).id
    new = game.move(bears, Zone.GRAVEYARD)
    assert game.players[0].graveyard == [new]
    assert game.players[1].graveyard == []


def test_cr302_6_a_permanent_enters_sick_and_untapped_unless_told_otherwise() -> None:
    game = position(a_hand=["Grizzly Bears", "Forest"])
    new = game.move(find(game, "Grizzly Bears", Zone.HAND), Zone.BATTLEFIELD)
    assert new is not None and game.objects[new].sick and not game.objects[new].tapped  # CR 110.6b
    assert game.objects[new].controller == 0 and new in game.battlefield
    land = game.move(find(game, "Forest", Zone.HAND), Zone.BATTLEFIELD, tapped=True, controller=1)
    assert land is not None and game.objects[land].tapped and game.objects[land].controller == 1
    assert game.objects[land].timestamp > game.objects[new].timestamp  # CR 613.7d


def test_cr401_a_card_put_on_the_bottom_of_the_library_is_drawn_last() -> None:
    game = position(a_library=["Forest", "Island"], a_hand=["Shock"])
    new = game.move(find(game, "Shock", Zone.HAND), Zone.LIBRARY, bottom=True)
    assert game.players[0].library[0] == new
    assert game.objects[game.players[0].library[-1]].card.name == "Island"


def test_cr121_1_a_player_draws_the_top_card_of_their_library() -> None:
    game = position(a_library=["Forest", "Island"])
    drawn = game.draw(0)
    assert drawn is not None and game.players[0].hand == [drawn]
    assert game.objects[drawn].card.name == "Island"  # the library fills top last
    assert [game.objects[i].card.name for i in game.players[0].library] == ["Forest"]
    assert E.CardDrawn(0, drawn) in game._events
    assert game.recorded("drawn", 0) == 1


def test_cr121_4_drawing_from_an_empty_library_marks_the_loss_for_704_5b() -> None:
    game = position()
    assert not game.players[0].drew_from_empty
    assert game.draw(0) is None
    assert game.players[0].drew_from_empty and game.sba_needed
    assert game.players[0].hand == []


def test_cr110_5g_a_token_that_left_the_battlefield_cannot_move_again() -> None:
    game = position()
    token = game.create_object(load_pool().get("Grizzly Bears"), 0, Zone.GRAVEYARD, token=True).id
    assert game.move(token, Zone.HAND) == token
    assert game.players[0].graveyard == [token] and game.players[0].hand == []


def test_cr608_2h_a_permanent_leaving_the_battlefield_leaves_its_last_known_information() -> None:
    game = position(a_battlefield=["Grizzly Bears"])
    old = find(game, "Grizzly Bears")
    game.objects[old].tapped = True
    game.move(old, Zone.HAND)
    lki = game.last_known(old)
    assert lki is not None and lki.tapped and lki.zone is Zone.BATTLEFIELD and lki.controller == 0
    assert game.characteristics(old).power == 2


def test_cr506_4_a_creature_leaving_the_battlefield_is_removed_from_combat() -> None:
    game = position(step=Step.BLOCKERS, a_battlefield=["Grizzly Bears", "Hill Giant"])
    bears, giant = find(game, "Grizzly Bears"), find(game, "Hill Giant")
    game.combat = Combat(defender=1, attackers=[bears, giant])
    game.move(bears, Zone.GRAVEYARD)
    assert game.combat.attackers == [giant]


def test_cr704_5m_an_aura_left_unattached_asks_for_state_based_actions() -> None:
    game = position(a_battlefield=["Grizzly Bears", "Holy Strength"])
    bears, aura = find(game, "Grizzly Bears"), find(game, "Holy Strength")
    game.attach(aura, bears)
    game.sba_needed = False
    game.move(bears, Zone.GRAVEYARD)
    assert game.sba_needed


def test_cr405_an_ability_leaving_the_stack_ceases_to_exist() -> None:
    game = position(a_battlefield=["Orcish Artillery"])
    game.apply(A.ActivateAbility(0, find(game, "Orcish Artillery"), 0))
    game.apply(A.ChooseTargets(0, (PlayerRef(1),)))
    item = game.stack[-1]
    assert game.move(item, Zone.GRAVEYARD) is None
    assert item not in game.objects and game.stack == [] and game.players[0].graveyard == []


def test_cr701_16_the_chosen_player_reveals_each_card_they_draw_and_only_they() -> None:
    game = _booby_trap("Serra Angel")
    game._events = []  # the events recorded from here on
    game.draw(1)
    game.draw(0)
    revealed = [ev for ev in game._events if isinstance(ev, E.CardsRevealed)]
    assert [(ev.player, len(ev.cards)) for ev in revealed] == [(1, 1)]
    card = game.objects[revealed[0].cards[0]]
    assert card.card.name == "Island" and card.zone is Zone.HAND  # the top card, now in B's hand


def test_cr701_16_booby_trap_reveals_the_draw_steps_draw_as_the_card_is_drawn() -> None:
    """"The chosen player reveals each card they draw.": the draw of the draw step (CR 504.1) too,
    as the card is drawn (before the draw is recorded and any trigger looks at it), every card,
    named or not; the draw of the player who chose, none."""
    game = _booby_trap("Serra Angel")
    seen: list[E.Event] = []
    for _ in range(60):  # A's remaining steps (declaring no attackers), B's untap, upkeep, draw
        if game.active == 1 and game.step is Step.DRAW:
            break
        d = game.decision
        seen += game.apply(A.FinishAttackers(d.player) if d.kind is DecisionKind.ATTACKERS
                           else A.PassPriority(d.player))
    assert game.active == 1 and game.step is Step.DRAW
    events = [ev for ev in seen if isinstance(ev, (E.CardsRevealed, E.CardDrawn))]
    assert [type(ev).__name__ for ev in events] == ["CardsRevealed", "CardDrawn"]
    revealed, drawn = events
    assert isinstance(revealed, E.CardsRevealed) and isinstance(drawn, E.CardDrawn)
    assert revealed.player == 1 and revealed.cards == (drawn.object_id,)
    assert game.objects[drawn.object_id].card.name == "Island" and game.stack == []  # not the name: no trigger
