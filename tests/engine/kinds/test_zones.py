"""The effect kinds of engine/kinds/zones.py: their parameter checks."""
from __future__ import annotations

import pytest

from mtgdesk.cards.pool import load_pool
from mtgdesk.cards.text import TOKEN_TEXT, rules_text
from mtgdesk.engine import Effect, Game, Zone
from mtgdesk.engine import actions as A
from mtgdesk.engine.decisions import Question
from mtgdesk.engine.effects import EFFECTS
from mtgdesk.engine.kinds.zones import TOKENS
from tests.engine.kinds.spells import refused, spell
from tests.helpers.games import find, position
from tests.helpers.made_up import made_up, place


def test_cr111_4_create_token_refuses_a_token_its_rules_text_has_no_words_for() -> None:
    """"Create a 1/1 green Saproling creature token.": only the tokens its rules text names, one at a time."""
    assert set(TOKENS) == set(TOKEN_TEXT)
    saproling = {"do": "create_token", "name": "Saproling", "power": 1, "toughness": 1, "color": "G",
                 "subtypes": "Saproling"}
    assert rules_text(spell(saproling)) == "Create a 1/1 green Saproling creature token."
    problem = refused({**saproling, "power": 2, "toughness": 2})
    assert ("effect 'create_token': the token '2/2 G Saproling' is not one of 4/4 R Bird flying, 1/1 G Saproling"
            in problem)
    assert "effect 'create_token': count: 2 is not one of 1" in refused({**saproling, "count": 2})


# ---------------------------------------------------------------------- counter (CR 701.5, 118.12)

def _leaked(pay: str, lands: int) -> Game:
    """A's Grizzly Bears on the stack, with ``lands`` Forests left untapped; B's made-up counterspell
    "unless its controller pays ``pay``" resolving: A owes the answer."""
    leak = made_up(name="Test Leak", cost="{0}", type="Instant", targets=["spell"],
                   effects=[{"do": "counter", "what": "target", "unless_pays": pay}])
    game = position(a_hand=["Grizzly Bears"], a_battlefield=["Forest"] * (2 + lands))
    game.apply(A.CastSpell(0, find(game, "Grizzly Bears", Zone.HAND)))
    game.apply(A.PayAuto(0))
    game.apply(A.PassPriority(0))
    game.apply(A.CastSpell(1, place(game, leak, 1, Zone.HAND)))
    game.apply(A.ChooseTargets(1, (game.stack[0],)))
    game.apply(A.PassPriority(1))
    game.apply(A.PassPriority(0))
    return game


def test_cr118_12_counter_unless_its_controller_pays_asks_the_spells_controller() -> None:
    """"Counter target spell unless its controller pays {2}": the spell's controller chooses,
    and may say yes only with the mana to pay; paid, the spell stays; not paid, it is countered."""
    game = _leaked("{2}", lands=2)
    d = game.decision
    assert (d.player, d.question, d.options, d.get("cost")) == (0, Question.PAY_OR_COUNTER, (True, False), "{2}")
    game.apply(A.ChooseOption(0, True))
    assert game.objects[game.stack[0]].card.name == "Grizzly Bears"
    game = _leaked("{3}", lands=2)
    assert game.decision.options == (False,)
    game.apply(A.ChooseOption(0, False))
    assert not game.stack and find(game, "Grizzly Bears", Zone.GRAVEYARD)


def test_mana_leak_is_data_of_counter() -> None:
    """Mana Leak is ``counter`` with ``unless_pays`` (issue 30): the single-card kind is gone; it
    reads as Oracle's text, is worth to a drafter what it was, and the kind asks."""
    leak = load_pool().get("Mana Leak")
    assert [(e.kind, e.get("unless_pays")) for e in leak.spell.effects] == [("counter", "{3}")]
    assert rules_text(leak) == "Counter target spell unless its controller pays {3}."
    assert rules_text(load_pool().get("Remove Soul")) == "Counter target creature spell."
    assert "counter_unless_pays" not in EFFECTS
    assert EFFECTS["counter"].value_of(leak.spell.effects[0]) == 0.3
    assert EFFECTS["counter"].value_of(Effect.make("counter", what="target")) == 1.0
    assert EFFECTS["counter"].asks_of(leak.spell.effects[0]) and EFFECTS["counter"].play == "counter"


@pytest.mark.parametrize(("pay", "problem"), [
    ("{1}|{2}", "unless_pays: '{1}|{2}' is a choice of costs; it takes one mana cost, such as '{3}'"),
    ("3", "unless_pays:"),
])
def test_counter_unless_pays_refuses_what_is_not_one_mana_cost(pay: str, problem: str) -> None:
    error = refused({"do": "counter", "what": "target", "unless_pays": pay}, targets=("spell",))
    assert f"effect 'counter': {problem}" in error


@pytest.mark.parametrize(("params", "problem"), [
    ({"counter": "-1/-1", "count": 1}, "counter: '-1/-1' is not one of +1/+1"),
    ({"counter": "+1/+1", "count": 2}, "count: 2 is not one of 1"),
])
def test_cr122_1_add_counters_refuses_counters_its_rules_text_has_no_words_for(params: dict[str, object],
                                                                              problem: str) -> None:
    """"Put a +1/+1 counter on ~" (Sengir Vampire) is what its rules text says: other counters, or
    more than one, are refused when the card is loaded."""
    effect = {"do": "add_counters", "what": "target", **params}
    assert f"effect 'add_counters': {problem}" in refused(effect, targets=("creature",))
    assert rules_text(spell({**effect, "counter": "+1/+1", "count": 1}, targets=("creature",))) == (
        "Put a +1/+1 counter on target creature.")
