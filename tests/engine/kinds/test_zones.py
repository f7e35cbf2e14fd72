"""The effect kinds of engine/kinds/zones.py: their parameter checks."""
from __future__ import annotations

from mtgdesk.cards.text import TOKEN_TEXT, rules_text
from mtgdesk.engine.kinds.zones import TOKENS
from tests.engine.kinds.spells import refused, spell


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
