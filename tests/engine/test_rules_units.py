"""Rules that the Ninth Edition pool can't show in a scenario, proven with made-up cards, and
the engine contract (clone, view, mulligans)."""
from __future__ import annotations

import pytest

from mtgdesk.engine import CardDef, DecisionKind, Game, IllegalAction, ManaCost, PlayerRef, Step, Zone
from mtgdesk.engine import actions as A
from mtgdesk.engine.decisions import Question
from tests.helpers.games import RED_GREEN, WHITE_BLUE_GREEN, cards, find, position

DRYAD = CardDef("Test Dryad Land", ManaCost(), ("Land", "Creature"), ("Forest", "Dryad"), (), 1, 1)
LEGEND = CardDef("Test Legend", ManaCost.parse("{G}"), ("Creature",), ("Elf",), ("Legendary",), 2, 2)


def test_cr305_9_land_creature_is_played_not_cast() -> None:
    game = position(a_hand=[])
    obj = game.create_object(DRYAD, 0, Zone.HAND)
    with pytest.raises(IllegalAction) as exc:
        game.apply(A.CastSpell(0, obj.id))
    assert exc.value.rule == "305.9"
    game.apply(A.PlayLand(0, obj.id))
    assert game.players[0].lands_played == 1
    land = game.battlefield[-1]
    # CR 305.6: its basic land type gives it "{T}: Add {G}." (sick as a creature: 302.6)
    assert game.characteristics(land).activated[0].produces == ("G",)


def test_cr704_5j_legend_rule_controller_chooses() -> None:
    game = position()
    first = game.create_object(LEGEND, 0, Zone.BATTLEFIELD)
    second = game.create_object(LEGEND, 0, Zone.BATTLEFIELD)
    game.sba_needed = True
    game.proceed()
    d = game.decision
    assert d.kind is DecisionKind.CHOICE and d.question is Question.LEGEND_RULE and d.player == 0
    assert set(d.options) == {first.id, second.id}
    with pytest.raises(IllegalAction) as exc:
        game.apply(A.ChooseOption(0, 9999))
    assert exc.value.rule == "704.5j"
    game.apply(A.ChooseOption(0, second.id))
    assert second.id in game.battlefield and first.id not in game.objects
    assert [game.objects[i].card.name for i in game.players[0].graveyard] == ["Test Legend"]


def test_cr704_5j_one_legend_each_player_is_fine() -> None:
    game = position()
    game.create_object(LEGEND, 0, Zone.BATTLEFIELD)
    game.create_object(LEGEND, 1, Zone.BATTLEFIELD)
    game.sba_needed = True
    game.proceed()
    assert game.decision.kind is DecisionKind.PRIORITY
    assert len(game.battlefield) == 2


def test_cr103_london_mulligan() -> None:
    game = Game.new([RED_GREEN, WHITE_BLUE_GREEN], seed=5, starting_player=0)
    assert game.decision == game.decision.__class__(0, DecisionKind.MULLIGAN, Question.MULLIGAN)
    assert [len(p.hand) for p in game.players] == [7, 7]
    game.apply(A.Mulligan(0))
    game.apply(A.Mulligan(0))
    assert len(game.players[0].hand) == 7  # CR 103.5: always draw seven
    game.apply(A.Keep(0))
    d = game.decision
    assert d.kind is DecisionKind.CHOICE and d.question is Question.BOTTOM and d.count == 2
    hand = game.players[0].hand
    with pytest.raises(IllegalAction) as exc:
        game.apply(A.PutOnBottom(0, (hand[0],)))
    assert exc.value.rule == "103.5"
    chosen = (hand[0], hand[1])
    names = [game.objects[c].card.name for c in chosen]
    game.apply(A.PutOnBottom(0, chosen))
    assert len(game.players[0].hand) == 5
    bottom = game.players[0].library[:2]
    assert sorted(game.objects[c].card.name for c in bottom) == sorted(names)
    assert game.decision.kind is DecisionKind.MULLIGAN and game.decision.player == 1
    game.apply(A.Keep(1))
    # CR 103.8a: the starting player skips the draw of the first turn.
    assert game.turn == 1 and game.step is Step.UPKEEP and game.active == 0
    game.apply(A.PassPriority(0))
    game.apply(A.PassPriority(1))
    assert game.step is Step.DRAW and len(game.players[0].hand) == 5


def test_clone_is_independent() -> None:
    game = position(a_hand=["Forest"], a_battlefield=["Grizzly Bears"])
    copy = game.clone()
    copy.apply(A.PlayLand(0, find(copy, "Forest", Zone.HAND)))
    assert len(copy.battlefield) == 2 and len(game.battlefield) == 1
    assert game.players[0].lands_played == 0
    assert game.state() != copy.state()
    assert game.clone().state() == game.state()


def test_view_hides_the_other_hand_and_libraries() -> None:
    game = Game.new([RED_GREEN, WHITE_BLUE_GREEN], seed=3, starting_player=0)
    view = game.view(0)
    mine = view.hand(0)
    assert isinstance(mine, list) and len(mine) == 7
    assert view.hand(1) == 7  # only its size (CR 402.3)
    assert view.library_size(1) == 33
    assert not hasattr(view, "library")


def test_illegal_action_names_the_rule_for_the_wrong_player() -> None:
    game = position()
    with pytest.raises(IllegalAction) as exc:
        game.apply(A.PassPriority(1))
    assert exc.value.rule == "117.1"


def test_mana_cost_parsing() -> None:
    c = ManaCost.parse("{X}{2}{R}{R}")
    assert (c.generic, c.x, c.mana_value, str(c)) == (2, 1, 4, "{X}{2}{R}{R}")
    assert c.colors == frozenset("R")
    assert ManaCost.parse("").is_free() and str(ManaCost.parse("{0}")) == "{0}"
    with pytest.raises(ValueError):
        ManaCost.parse("{Q}")
    with pytest.raises(ValueError):
        ManaCost.parse("2R")


def test_cr601_2f_x_is_chosen_then_paid() -> None:
    from mtgdesk.engine.mana import ManaSource, plan_payment

    cost = ManaCost.parse("{X}{R}").with_x(3)
    sources = [ManaSource(i, 0, ("R",)) for i in range(3)] + [ManaSource(9, 0, ("G", "R"))]
    plan = plan_payment([0] * 6, cost, sources)
    assert plan is not None and len(plan) == 4
    assert plan_payment([0] * 6, ManaCost.parse("{R}{R}{R}{R}{R}"), sources) is None
    # the dual source is kept for the colour only it can make
    plan = plan_payment([0] * 6, ManaCost.parse("{1}{G}"), sources)
    assert plan is not None and (sources[3], "G") in plan


def test_player_ref_targets_and_damage() -> None:
    game = position(a_hand=["Shock"], a_battlefield=["Mountain"])
    shock = find(game, "Shock", Zone.HAND)
    game.apply(A.CastSpell(0, shock))
    assert game.decision.kind is DecisionKind.TARGETS
    game.apply(A.ChooseTargets(0, (PlayerRef(1),)))
    game.apply(A.PayAuto(0))
    game.apply(A.PassPriority(0))
    game.apply(A.PassPriority(1))
    assert game.players[1].life == 18


def test_cancel_casting_restores_the_position() -> None:
    """CR 726: a cast that is taken back leaves no trace (the land tapped for it untaps)."""
    game = position(a_hand=["Shock"], a_battlefield=["Mountain"])
    before = game.state()
    game.apply(A.CastSpell(0, find(game, "Shock", Zone.HAND)))
    with pytest.raises(IllegalAction) as exc:  # CR 605.3a: not while choosing targets
        game.apply(A.ActivateAbility(0, find(game, "Mountain"), 0))
    assert exc.value.rule == "605.3a"
    game.apply(A.ChooseTargets(0, (PlayerRef(1),)))
    game.apply(A.ActivateAbility(0, find(game, "Mountain"), 0))
    assert game.players[0].pool[3] == 1
    game.apply(A.CancelCasting(0))
    assert game.state() == before


def test_manual_payment_from_pool() -> None:
    game = position(a_hand=["Grizzly Bears"], a_battlefield=["Forest", "Forest"])
    game.apply(A.CastSpell(0, find(game, "Grizzly Bears", Zone.HAND)))
    assert game.decision.kind is DecisionKind.PAY
    with pytest.raises(IllegalAction) as exc:
        game.apply(A.PayFromPool(0))
    assert exc.value.rule == "601.2h"
    for f in [i for i in game.battlefield]:
        game.apply(A.ActivateAbility(0, f, 0))
    game.apply(A.PayFromPool(0))
    assert game.decision.kind is DecisionKind.PRIORITY and game.players[0].pool == [0] * 6
    assert game.objects[game.stack[-1]].card.name == "Grizzly Bears"


def test_deck_cards_are_the_engine_cards() -> None:
    assert cards((2, "Shock"))[0] is cards((1, "Shock"))[0]


def test_cancel_in_a_clone_taken_mid_cast_leaves_the_original_alone() -> None:
    """CR 726: taking a cast back in a copy of the game (AI search) restores that copy only."""
    game = position(a_hand=["Grizzly Bears"], a_battlefield=["Forest", "Forest"])
    before = game.state()
    game.apply(A.CastSpell(0, find(game, "Grizzly Bears", Zone.HAND)))
    forests = [i for i in game.battlefield]
    game.apply(A.ActivateAbility(0, forests[0], 0))
    mid = game.state()
    copy = game.clone()
    copy.apply(A.ActivateAbility(0, forests[1], 0))
    copy.apply(A.CancelCasting(0))
    assert copy.state() == before
    assert game.state() == mid  # the original is still mid-cast, one Forest tapped
    assert game.objects[forests[0]].tapped and not game.objects[forests[1]].tapped
    game.apply(A.CancelCasting(0))
    assert game.state() == before


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


def load_pool_card(name: str):  # type: ignore[no-untyped-def]
    from mtgdesk.cards import load_pool

    return load_pool().get(name)


def test_cr305_7_blood_moon_takes_away_the_urzas_land_type() -> None:
    """CR 305.7: a nonbasic land under Blood Moon loses its land types, Urza's among them (the
    pool spells it with a typographic apostrophe), and is just a Mountain."""
    game = position(a_battlefield=["Urza's Mine", "Urza's Tower"], b_battlefield=["Blood Moon"])
    for name in ("Urza's Mine", "Urza's Tower"):
        ch = game.characteristics(find(game, name))
        assert ch.subtypes == ("Mountain",), (name, ch.subtypes)
    game_without = position(a_battlefield=["Urza's Mine"])
    assert "Urza’s" in game_without.characteristics(find(game_without, "Urza's Mine")).subtypes
