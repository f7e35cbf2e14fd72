"""The static ability kinds of engine/kinds/statics.py: those that modify objects in layers
(CR 604, 611.3, 613): creatures_get, self_gets, enchanted_gets, ... Each kind's modification on a
small position, its rules text, its sign, its parameter checks."""
from __future__ import annotations

import pytest

from mtgdesk.cards import load_pool
from mtgdesk.cards.format import CardFormatError
from mtgdesk.cards.text import rules_text
from mtgdesk.engine.abilities import StaticAbility
from mtgdesk.engine.layers import STATIC_KINDS
from mtgdesk.engine import Zone
from tests.helpers.games import find, position
from tests.helpers.made_up import made_up


def _pt(game, oid: int) -> tuple[int | None, int | None]:  # type: ignore[no-untyped-def]
    c = game.characteristics(oid)
    return c.power, c.toughness


def _static(kind: str, **params: object) -> StaticAbility:
    return made_up(name="Test Static", cost="{0}", type="Enchantment",
                   abilities=[{"static": kind, **params}]).abilities[0]  # type: ignore[return-value]


def test_cr613_4c_creatures_get_modifies_the_creatures_its_filter_names() -> None:
    """Goblin King: "Other Goblin creatures get +1/+1 and have mountainwalk." (layers 6 and 7c)"""
    game = position(a_battlefield=["Goblin King", "Raging Goblin", "Grizzly Bears"])
    goblin, bears, king = find(game, "Raging Goblin"), find(game, "Grizzly Bears"), find(game, "Goblin King")
    assert _pt(game, goblin) == (2, 2) and "landwalk" in game.characteristics(goblin).keywords
    assert _pt(game, bears) == (2, 2) and "landwalk" not in game.characteristics(bears).keywords
    assert _pt(game, king) == (2, 2)  # "other": not itself
    assert rules_text(load_pool().get("Goblin King")) == "Other Goblins get +1/+1 and have mountainwalk."


def test_cr604_2_self_gets_applies_only_as_long_as_its_condition_holds() -> None:
    """Kird Ape: "Kird Ape gets +1/+2 as long as you control a Forest." """
    without = position(a_battlefield=["Kird Ape"])
    assert _pt(without, find(without, "Kird Ape")) == (1, 1)
    with_forest = position(a_battlefield=["Kird Ape", "Forest"])
    assert _pt(with_forest, find(with_forest, "Kird Ape")) == (2, 3)
    theirs = position(a_battlefield=["Kird Ape"], b_battlefield=["Forest"])  # "you control"
    assert _pt(theirs, find(theirs, "Kird Ape")) == (1, 1)
    assert rules_text(load_pool().get("Kird Ape")) == "Kird Ape gets +1/+2 as long as you control a Forest."


def test_the_pt_kinds_are_good_when_they_add_and_bad_when_they_take_away() -> None:
    kind = STATIC_KINDS["enchanted_gets"]
    assert kind.sign_of(_static("enchanted_gets", power=2, toughness=1)) == 1
    assert kind.sign_of(_static("enchanted_gets", power=-2, toughness=-1)) == -1
    assert kind.affected == "enchanted" and STATIC_KINDS["self_gets"].affected == "self"


def test_control_enchanted_takes_control() -> None:
    assert STATIC_KINDS["control_enchanted"].takes_control
    assert not STATIC_KINDS["creatures_get"].takes_control


def test_grants_rules_gives_only_the_rules_it_may() -> None:
    """"Enchanted creature can't attack or block.": the rules given are static abilities of their
    own, so only those of ``GRANTABLE_RULES``; what is given is bad for the enchanted creature."""
    ab = _static("grants_rules", affected="enchanted", rules=["cant_attack", "cant_block"])
    assert STATIC_KINDS["grants_rules"].sign_of(ab) == -1
    with pytest.raises(CardFormatError) as info:
        _static("grants_rules", affected="enchanted", rules=["fly_away"])
    assert "static ability 'grants_rules': rules:" in str(info.value) and "fly_away" in str(info.value)


def test_creatures_get_refuses_a_missing_toughness() -> None:
    with pytest.raises(CardFormatError) as info:
        _static("creatures_get", affected="creature you_control", power=1)
    assert "static ability 'creatures_get' is missing ['toughness']" in str(info.value)


def test_self_gets_refuses_a_power_that_isnt_a_number() -> None:
    with pytest.raises(CardFormatError) as info:
        _static("self_gets", power="two", toughness=2)
    assert "static ability 'self_gets': power:" in str(info.value)


def test_cr604_3_pt_equal_to_count_counts_as_the_game_goes() -> None:
    """Nightmare: "Nightmare's power and toughness are each equal to the number of Swamps you
    control." (a characteristic-defining ability, layer 7a)"""
    game = position(a_battlefield=["Nightmare", "Swamp", "Swamp"], b_battlefield=["Swamp"])
    nightmare = find(game, "Nightmare")
    assert _pt(game, nightmare) == (2, 2)
    game.create_object(load_pool().get("Swamp"), 0, Zone.BATTLEFIELD)
    assert _pt(game, nightmare) == (3, 3)
    assert rules_text(load_pool().get("Nightmare")).endswith(
        "Nightmare's power and toughness are each equal to the number of Swamps you control.")


def test_cr613_1f_creatures_have_gives_the_keyword_to_the_creatures_its_filter_names() -> None:
    """Levitation: "Creatures you control have flying." (layer 6)"""
    game = position(a_battlefield=["Levitation", "Grizzly Bears"], b_battlefield=["Hill Giant"])
    assert "flying" in game.characteristics(find(game, "Grizzly Bears")).keywords
    assert "flying" not in game.characteristics(find(game, "Hill Giant")).keywords
    assert rules_text(load_pool().get("Levitation")) == "Creatures you control have flying."


def test_enchanted_gets_cant_be_blocked_except_by_refuses_a_blocker_it_has_no_text_for() -> None:
    """CR 509.1b, granted by an Aura: the same blockers as the rule on its own object."""
    with pytest.raises(CardFormatError) as info:
        made_up(name="Test Aura", cost="{0}", type="Enchantment — Aura",
                abilities=[{"keyword": "enchant", "param": "creature"},
                           {"static": "enchanted_gets", "cant_be_blocked_except_by": "Goblin"}])
    problem = str(info.value)
    assert "static ability 'enchanted_gets': cant_be_blocked_except_by: 'Goblin' is not one of" in problem
    assert "with_flying" in problem


def test_the_groups_and_counts_a_static_names_are_those_its_rules_text_has_words_for() -> None:
    """Declared allowed values (engine/kinds/statics.py) and word tables (cards/text.py) agree."""
    from mtgdesk.cards.text import AFFECTED_TEXT, CONDITION_TEXT, FOR_EACH_TEXT
    from mtgdesk.engine.kinds.statics import AFFECTED_FILTERS, AS_LONG_AS_FILTERS, FOR_EACH_FILTERS

    assert set(AFFECTED_FILTERS) == set(AFFECTED_TEXT) and set(FOR_EACH_FILTERS) == set(FOR_EACH_TEXT)
    assert set(AS_LONG_AS_FILTERS) == set(CONDITION_TEXT) | {"Aura attached_to_this"}


@pytest.mark.parametrize(("extra", "expected"), [
    ({}, "static ability 'self_gets': needs 'for_each' or 'as_long_as'"),
    ({"as_long_as": "Aura attached_to_this"}, "static ability 'self_gets': 'as_long_as' 'Aura attached_to_this' needs"),
    ({"for_each": "creature"}, "static ability 'self_gets': for_each: 'creature' is not one of enchantment"),
])
def test_self_gets_refuses_a_bonus_it_has_no_sentence_for(extra: dict[str, object], expected: str) -> None:
    """CR 613.4c: "~ gets +1/+1 for each ..." or "... as long as ...": one of them, with words for it."""
    with pytest.raises(CardFormatError) as info:
        made_up(name="Test Ogre", cost="{0}", type="Creature — Ogre", pt="2/2",
                abilities=[{"static": "self_gets", "power": 1, "toughness": 1, **extra}])
    assert expected in str(info.value)


def test_cr604_3_pt_equal_to_count_refuses_a_count_its_rules_text_has_no_words_for() -> None:
    """"*/*" counts only what its sentence names: on the battlefield, in all graveyards, in your hand."""
    from mtgdesk.cards.text import COUNTED_IN_GRAVEYARDS_TEXT, COUNTED_TEXT
    from mtgdesk.engine.kinds.statics import COUNTED_FILTERS, COUNTED_IN_GRAVEYARDS_FILTERS

    assert set(COUNTED_FILTERS) == set(COUNTED_TEXT)
    assert set(COUNTED_IN_GRAVEYARDS_FILTERS) == set(COUNTED_IN_GRAVEYARDS_TEXT)
    for extra, expected in (
        ({"count": "Goblin you_control"}, "count: 'Goblin you_control' is not one of Swamp you_control"),
        ({"count": "instant", "zone": "graveyards"},
         "count: 'instant' is not one of sorcery, creature (zone graveyards)"),
        ({"count": "creature", "zone": "library"}, "zone: 'library' is not one of battlefield, graveyards"),
    ):
        with pytest.raises(CardFormatError) as info:
            made_up(name="Test Horror", cost="{0}", type="Creature — Horror", pt="*/*",
                    abilities=[{"static": "pt_equal_to_count", **extra}])
        assert f"static ability 'pt_equal_to_count': {expected}" in str(info.value)


def test_cr613_4c_creatures_get_per_affected_counts_for_each_creature_it_affects() -> None:
    """Coat of Arms is ``creatures_get`` with ``per_affected``: "Each creature gets +1/+1 for each
    other creature on the battlefield that shares at least one creature type with it." The count is
    made for each affected creature (layer 7c): each Goblin counts the other Goblin, the Bear none."""
    pool = load_pool()
    ab = pool.get("Coat of Arms").abilities[0]
    assert isinstance(ab, StaticAbility) and ab.kind == "creatures_get"
    assert ab.get("per_affected") == "other creature sharing_a_creature_type"
    game = position(a_battlefield=["Coat of Arms", "Raging Goblin", "Goblin Piker", "Grizzly Bears"],
                    b_battlefield=["Goblin Piker"])
    assert _pt(game, find(game, "Raging Goblin")) == (3, 3)  # two other Goblins, whoever controls them
    assert _pt(game, find(game, "Grizzly Bears")) == (2, 2)
    assert rules_text(pool.get("Coat of Arms")) == (
        "Each creature gets +1/+1 for each other creature on the battlefield that shares at least one "
        "creature type with it.")


@pytest.mark.parametrize(("params", "problem"), [
    ({"affected": "creature", "per_affected": "other Goblin"},
     "static ability 'creatures_get': per_affected: 'other Goblin' is not one of other creature "
     "sharing_a_creature_type"),
    ({"affected": "creature you_control", "per_affected": "other creature sharing_a_creature_type"},
     "static ability 'creatures_get': per_affected: affected must be 'creature' (each creature), "
     "not 'creature you_control'"),
    ({"affected": "creature", "per_affected": "other creature sharing_a_creature_type", "keyword": "flying"},
     "static ability 'creatures_get': per_affected: given with no 'keyword' or 'param'"),
])
def test_creatures_get_per_affected_refuses_what_its_sentence_cant_say(params: dict[str, object],
                                                                      problem: str) -> None:
    """A count per affected creature names only what the kind can count, and is said only of
    "Each creature", with no keyword granted: anything else is refused when the card is loaded."""
    with pytest.raises(CardFormatError) as info:
        _static("creatures_get", power=1, toughness=1, **params)
    assert problem in str(info.value)
