"""Mana payment in a game (engine/payment.py: CR 106, 107.3, 118.12, 302.6, 601.2f-h, 605)."""
from __future__ import annotations

from mtgdesk.engine import DecisionKind, Step, Zone
from mtgdesk.engine import actions as A
from mtgdesk.engine import payment as P
from mtgdesk.engine.casting import payment_preview
from mtgdesk.engine.decisions import Question
from mtgdesk.engine.mana import ManaCost
from mtgdesk.engine.objects import PlayerRef
from tests.helpers.games import find, position


def test_cr302_6_a_summoning_sick_creature_cannot_pay_a_tap_cost() -> None:
    game = position(a_battlefield=["Forest", "Llanowar Elves"])
    elves = game.objects[find(game, "Llanowar Elves")]
    assert P.can_tap_for_cost(game, elves)
    assert P.mana_sources(game, 0).total == 2
    elves.sick = True
    assert not P.can_tap_for_cost(game, elves)
    game._dirty()
    sources = P.mana_sources(game, 0)
    assert sources.total == 1 and [s.object_id for s in sources] == [find(game, "Forest")]


def test_cr107_5_a_tapped_permanent_is_not_a_mana_source() -> None:
    game = position(a_battlefield=["Forest", "Forest"])
    first, second = game.battlefield
    game.objects[first].tapped = True
    game._dirty()
    assert not P.can_tap_for_cost(game, game.objects[first])
    assert [s.object_id for s in P.mana_sources(game, 0)] == [second]
    assert P.mana_sources(game, 0, exclude=second).total == 0  # the other one left out


def test_cr614_1a_urza_tower_adds_three_only_with_mine_and_power_plant() -> None:
    alone = position(a_battlefield=["Urza's Mine", "Urza's Tower"])
    tower = find(alone, "Urza's Tower")
    ability = alone.characteristics(tower).activated[0]
    assert P.mana_added(alone, 0, ability.effects[0]) == "{C}"
    assert P.mana_amount(alone, 0, ability) == 1
    assert P.mana_sources(alone, 0).total == 2
    tron = position(a_battlefield=["Urza's Mine", "Urza's Tower", "Urza's Power Plant"])
    tower = find(tron, "Urza's Tower")
    ability = tron.characteristics(tower).activated[0]
    assert P.mana_added(tron, 0, ability.effects[0]) == "{C}{C}{C}"
    assert P.mana_amount(tron, 0, ability) == 3
    assert P.mana_sources(tron, 0).total == 3 + 2 + 2


def test_you_control_all_needs_a_permanent_for_each_filter() -> None:
    game = position(a_battlefield=["Urza's Mine", "Urza's Tower"], b_battlefield=["Urza's Power Plant"])
    assert P.you_control_all(game, 0, "Mine and Tower")
    assert not P.you_control_all(game, 0, "Mine and Power-Plant")  # the opponent's doesn't count
    assert P.you_control_all(game, 1, "Power-Plant")


def test_cr106_7_fellwar_stone_makes_only_colours_an_opponents_lands_could_produce() -> None:
    game = position(a_battlefield=["Fellwar Stone", "Forest", "Plains"], b_battlefield=["Island", "Swamp"])
    stone = find(game, "Fellwar Stone")
    ability = game.characteristics(stone).activated[0]
    assert P.colors_opponents_lands_could_produce(game, 0) == frozenset("UB")
    assert P.colors_opponents_lands_could_produce(game, 1) == frozenset("GW")  # the player's own lands aside
    assert P.allowed_mana(game, 0, ability) == ("U", "B")
    assert P.mana_types(game, 0, ability) == ("U", "B")


def test_cr105_1_colourless_is_not_a_colour_an_opponents_lands_could_produce() -> None:
    game = position(b_battlefield=["Urza's Mine", "Adarkar Wastes"])
    assert P.colors_opponents_lands_could_produce(game, 0) == frozenset("WU")


def test_cr605_the_automatic_payer_uses_a_pain_lands_painless_ability_for_colourless() -> None:
    game = position(a_battlefield=["Adarkar Wastes"])
    wastes = find(game, "Adarkar Wastes")
    assert P.best_mana_ability(game, wastes, "C").produces == ("C",)
    assert P.best_mana_ability(game, wastes, "W").produces == ("W", "U")


def test_cr601_2f_defense_grid_adds_three_except_during_the_casters_turn() -> None:
    game = position(b_battlefield=["Defense Grid"], a_hand=["Grizzly Bears"], active=0)
    assert P.cost_increase(game, 0) == 0  # player 0 casts on their own turn
    assert P.cost_increase(game, 1) == 3
    bears = game.objects[find(game, "Grizzly Bears", Zone.HAND)].card
    assert P.spell_cost(game, 0, bears).mana_value == 2
    assert P.spell_cost(game, 1, bears).mana_value == 5


def test_cr107_3_max_x_is_what_the_mana_left_after_the_rest_of_the_cost_can_pay() -> None:
    game = position(a_battlefield=["Forest", "Forest", "Forest", "Forest"])
    assert P.max_x(game, 0, ManaCost.parse("{X}{G}")) == 3
    assert P.max_x(game, 0, ManaCost.parse("{X}{X}{G}")) == 1
    assert P.max_x(game, 0, ManaCost.parse("{2}{G}")) == 0  # no X
    game.players[0].pool[4] = 2  # two green already in the pool
    assert P.max_x(game, 0, ManaCost.parse("{X}{G}")) == 5


def test_cr601_2g_can_pay_checks_colours_not_just_the_amount() -> None:
    game = position(a_battlefield=["Forest", "Forest", "Mountain"])
    assert P.can_pay(game, 0, ManaCost.parse("{1}{G}{G}"))
    assert P.can_pay(game, 0, ManaCost.parse("{R}{G}"))
    assert not P.can_pay(game, 0, ManaCost.parse("{R}{R}"))
    assert not P.can_pay(game, 0, ManaCost.parse("{4}"))
    assert P.can_pay(game, 0, ManaCost.parse("{0}"))


def test_cr118_12_paying_now_taps_sources_and_leaves_the_rest_in_the_pool() -> None:
    game = position(a_battlefield=["Urza's Mine", "Urza's Tower", "Urza's Power Plant"])
    assert P.pay_mana_now(game, 0, ManaCost.parse("{5}"))
    assert all(game.objects[i].tapped for i in game.battlefield)
    assert game.players[0].pool == [0, 0, 0, 0, 0, 2]  # seven made, five paid (CR 106.4)


def test_cr118_3_a_cost_that_cannot_be_paid_taps_nothing() -> None:
    game = position(a_battlefield=["Forest", "Forest"])
    assert not P.pay_mana_now(game, 0, ManaCost.parse("{3}"))
    assert not any(game.objects[i].tapped for i in game.battlefield)
    assert game.players[0].pool == [0] * 6
    assert P.auto_payment(game, 0, ManaCost.parse("{3}")) is None


def test_colour_needs_counts_the_hands_symbols_and_abilities_up_to_a_cap() -> None:
    """Issue 35: what keeping a source of each colour is worth: the coloured symbols of the cards
    in hand and of the (non-mana) activated abilities of the permanents, at most two of each."""
    game = position(a_battlefield=["Forest", "Mountain"], a_hand=["Giant Growth"], step=Step.MAIN1)
    assert P.colour_needs(game, 0) == (0, 0, 0, 0, 10, 0)
    game = position(a_battlefield=["Looming Shade", "Llanowar Elves"],
                    a_hand=["Giant Growth", "Giant Growth", "Giant Growth", "Hill Giant"])
    assert P.colour_needs(game, 0) == (0, 0, 10, 10, 20, 0)  # Elves' mana ability counts nothing
    plan = P.auto_payment(game, 0, ManaCost.parse("{1}"))
    assert plan is not None and len(plan) == 1


def test_cr_601_2h_payment_taps_lands_before_creatures() -> None:
    """Issue 35: a third Forest pays, not Llanowar Elves (which can then attack or block)."""
    game = position(a_hand=["Hill Giant"], a_battlefield=["Llanowar Elves", "Forest", "Forest", "Forest", "Mountain"])
    elves = find(game, "Llanowar Elves")
    giant = find(game, "Hill Giant", Zone.HAND)
    preview = payment_preview(game, 0, giant)
    assert preview is not None and elves not in preview and len(preview) == 4
    assert game.view(0).payment_preview(giant) == preview  # what the table will call
    assert game.view(1).payment_preview(giant) is None  # not the other player's hidden card
    game.apply(A.CastSpell(0, giant))
    game.apply(A.PayAuto(0))
    assert not game.objects[elves].tapped
    assert sorted(i for i in game.battlefield if game.objects[i].tapped) == sorted(preview)


def test_cr_601_2h_payment_keeps_the_colour_an_ability_needs() -> None:
    """Issue 35: Looming Shade's {B} ability needs black: a generic cost taps the Mountain, not
    the Swamp."""
    game = position(a_hand=["Grizzly Bears"], a_battlefield=["Looming Shade", "Swamp", "Mountain", "Forest"])
    swamp, mountain = find(game, "Swamp"), find(game, "Mountain")
    game.apply(A.CastSpell(0, find(game, "Grizzly Bears", Zone.HAND)))
    game.apply(A.PayAuto(0))
    assert game.objects[mountain].tapped and not game.objects[swamp].tapped


def test_cr_601_2h_payment_keeps_the_colours_cards_in_hand_need() -> None:
    game = position(a_hand=["Grizzly Bears", "Shock", "Shock"], a_battlefield=["Mountain", "Plains", "Forest"])
    plains, mountain = find(game, "Plains"), find(game, "Mountain")
    assert payment_preview(game, 0, find(game, "Grizzly Bears", Zone.HAND)) is not None
    game.apply(A.CastSpell(0, find(game, "Grizzly Bears", Zone.HAND)))
    game.apply(A.PayAuto(0))
    assert game.objects[plains].tapped and not game.objects[mountain].tapped


def test_cr_601_2h_pain_land_painless_mana_first() -> None:
    """A pain land's {C} pays generic mana without damage; a coloured symbol another land can
    pay is paid without the pain land's damage."""
    game = position(a_hand=["Grizzly Bears"], a_battlefield=["Karplusan Forest", "Forest"])
    game.apply(A.CastSpell(0, find(game, "Grizzly Bears", Zone.HAND)))
    game.apply(A.PayAuto(0))
    assert game.players[0].life == 20  # {C} from Karplusan Forest, {G} from the Forest
    game = position(a_hand=["Shock"], a_battlefield=["Karplusan Forest", "Mountain"])
    game.apply(A.CastSpell(0, find(game, "Shock", Zone.HAND)))
    game.apply(A.ChooseTargets(0, (PlayerRef(1),)))
    game.apply(A.PayAuto(0))
    assert game.players[0].life == 20
    assert game.objects[find(game, "Mountain")].tapped and not game.objects[find(game, "Karplusan Forest")].tapped


_MIXED = (["Swamp"] * 20 + ["Underground River"] * 6 + ["Sulfurous Springs"] * 6 + ["Llanowar Wastes"] * 4
          + ["Caves of Koilos"] * 4 + ["Mountain"] * 4 + ["Island"] * 4 + ["Urza's Mine"] * 4
          + ["Urza's Power Plant"] * 4 + ["Urza's Tower"] * 4)


def test_cr_107_3a_spend_only_black_on_x_with_60_lands_of_every_kind() -> None:
    """Consume Spirit with 60 lands: X is at most the black mana the lands make, less the {B}
    of the cost; it is paid with black mana only, and the rest from the colourless Urza's
    lands first (painless)."""
    game = position(a_hand=["Consume Spirit"], a_battlefield=_MIXED)
    game.players[0].life = 40
    game.apply(A.CastSpell(0, find(game, "Consume Spirit", Zone.HAND)))
    d = game.decision
    assert d.question is Question.X and max(d.options) == 39  # 40 black sources, one {B} in the cost
    game.apply(A.ChooseX(0, 39))
    game.apply(A.ChooseTargets(0, (PlayerRef(1),)))
    life = game.players[0].life
    game.apply(A.PayAuto(0))
    assert game.decision.kind is DecisionKind.PRIORITY
    assert game.players[0].life == life - 20  # the 20 pain lands' black mana: 1 damage each
    black = [i for i in game.battlefield if game.objects[i].tapped and game.objects[i].card.name in
             ("Swamp", "Underground River", "Sulfurous Springs", "Llanowar Wastes", "Caves of Koilos")]
    assert len(black) == 40
