"""Mana and mana costs (engine/mana.py: CR 106, 107, 601.2f-h)."""
from __future__ import annotations

import pytest

from mtgdesk.engine import DecisionKind, IllegalAction, ManaCost, Zone
from mtgdesk.engine import actions as A
from tests.helpers.games import find, position
from tests.helpers.made_up import made_up, place
from mtgdesk.engine.decisions import Question


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


def test_cr106_4_a_source_making_two_mana_pays_two_and_the_rest_stays_in_the_pool() -> None:
    eye = made_up(name="Two-Mana Eye", cost="{4}", type="Artifact",
                  abilities=[{"activated": "{T}", "effects": [{"do": "add_mana", "mana": "{C}{C}"}]}])
    game = position(a_hand=["Grizzly Bears", "Giant Growth"], a_battlefield=["Forest"])
    place(game, eye, 0)
    game._dirty()
    bears = next(i for i in game.players[0].hand if game.objects[i].card.name == "Grizzly Bears")
    assert game.refusal(A.CastSpell(0, bears)) is None  # {1}{G}: the Eye and the Forest
    game.apply(A.CastSpell(0, bears))
    game.apply(A.PayAuto(0))
    assert game.mana_pool(0) == "C"  # one {C} left over (CR 106.4)

def test_cr107_3a_spend_only_black_mana_on_x() -> None:
    drain = made_up(name="Black Drain", cost="{X}{B}", type="Sorcery", x_only="B", targets=["any"],
                    effects=[{"do": "deal_damage", "amount": "X", "to": "target"}])
    assert drain.mana_cost.with_x(2).colored[2] == 3 and drain.mana_cost.with_x(2).generic == 0
    game = position(a_battlefield=["Swamp", "Swamp", "Mountain", "Mountain", "Mountain"])
    card = place(game, drain, 0, Zone.HAND)
    game.apply(A.CastSpell(0, card))
    assert game.decision.question is Question.X
    assert max(game.decision.options) == 1  # two Swamps: {B} for the card, one more for X
