"""The effect kinds of engine/kinds/damage.py (CR 120): their parameter checks."""
from __future__ import annotations

from mtgdesk.cards.text import EACH_TEXT, rules_text
from mtgdesk.engine.kinds.damage import EACH_FILTERS
from tests.engine.kinds.spells import refused, spell


def test_deal_damage_each_refuses_a_group_it_has_no_words_for() -> None:
    """"~ deals N damage to each creature ...": only the groups its rules text names are loaded."""
    assert set(EACH_FILTERS) == set(EACH_TEXT)
    problem = refused({"do": "deal_damage_each", "amount": 1, "filter": "Goblin"})
    assert "effect 'deal_damage_each': filter: 'Goblin' is not one of creature, creature with_flying" in problem
    assert rules_text(spell({"do": "deal_damage_each", "amount": 2, "filter": "creature without_flying"})) == (
        "Test Spell deals 2 damage to each creature without flying.")
