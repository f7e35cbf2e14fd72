"""The card format (cards/format.py): type lines, costs, targets, abilities and cards, each
validated with an error naming the card and the problem (CR 205, 115, 118, 303.4a, 305.1, 702)."""
from __future__ import annotations

from typing import Any

import pytest

from mtgdesk.cards.format import (
    CardFormatError, equip_ability, parse_ability, parse_card, parse_cost, parse_effect, parse_target, parse_type_line,
)
from mtgdesk.engine import ActivatedAbility, Keyword, StaticAbility, TriggeredAbility


def _card(**entry: Any) -> dict[str, Any]:
    return {"name": "Test Card", "type": "Creature — Bear", "cost": "{1}{G}", "pt": "2/2", **entry}


def test_cr205_a_type_line_splits_into_supertypes_card_types_and_subtypes() -> None:
    assert parse_type_line("X", "Basic Land — Forest") == (("Basic",), ("Land",), ("Forest",))
    assert parse_type_line("X", "Legendary Artifact Creature — Golem Soldier") == (
        ("Legendary",), ("Artifact", "Creature"), ("Golem", "Soldier"))
    assert parse_type_line("X", "Instant") == ((), ("Instant",), ())


@pytest.mark.parametrize("line, problem", [
    ("Creatur — Bear", "unknown type word(s) ['Creatur']"),
    ("Legendary — Bear", "has no card type"),
])
def test_a_bad_type_line_names_the_card_and_the_word(line: str, problem: str) -> None:
    with pytest.raises(CardFormatError) as exc:
        parse_type_line("Test Card", line)
    assert exc.value.card == "Test Card" and problem in str(exc.value)
    assert str(exc.value).startswith("Test Card: ")


def test_cr118_an_activation_cost_reads_each_of_its_parts() -> None:
    cost = parse_cost("X", "{1}{G}, {T}, sacrifice this, pay 2 life")
    assert (str(cost.mana), cost.tap, cost.sacrifice_self, cost.pay_life) == ("{1}{G}", True, True, 2)
    cost = parse_cost("X", "sacrifice a: creature")
    assert cost.sacrifice == "creature" and not cost.tap and cost.mana.is_free()
    cost = parse_cost("X", "discard a: land")
    assert (cost.discard, cost.discard_filter) == (1, "land")
    assert parse_cost("X", "discard your hand").discard_hand
    assert parse_cost("X", "tap an untapped: creature you_control").tap_untapped == "creature you_control"
    assert parse_cost("X", "{2}, {R}").mana.mana_value == 3  # mana symbols of several parts add up


@pytest.mark.parametrize("text, problem", [
    ("{T}, , {1}", "empty part in cost"),
    ("{T}, tap the moon", "bad cost part 'tap the moon'"),
    ("sacrifice a: gobbo", "cost 'sacrifice a: gobbo'"),
])
def test_a_bad_cost_names_the_part(text: str, problem: str) -> None:
    with pytest.raises(CardFormatError, match=problem.replace("(", r"\(")):
        parse_cost("Test Card", text)


def test_cr115_3_up_to_n_targets_are_n_optional_targets_of_one_group() -> None:
    (plain,) = parse_target("X", "creature", 2)
    assert (plain.kind, plain.optional, plain.group) == ("creature", False, 2)
    specs = parse_target("X", {"kind": "creature", "controller": "opponent", "up_to": 3})
    assert len(specs) == 3 and all(s.optional and s.controller == "opponent" for s in specs)


@pytest.mark.parametrize("entry, problem", [
    ("wizard", "unknown target kind 'wizard'"),
    ({"kind": "creature", "controller": "them"}, "target controller must be 'you' or 'opponent'"),
    ({"kind": "creature", "restrictions": ["purple"]}, "unknown target restriction(s) ['purple']"),
    ({"kind": "creature", "up_to": 0}, "up_to must be a positive whole number"),
    ({"kind": "creature", "up_to": True}, "up_to must be a positive whole number"),
    ({"kind": "creature", "colour": "red"}, "unknown target key(s) ['colour']"),
    (3, "a target must be a kind or a table"),
])
def test_a_bad_target_names_the_problem(entry: Any, problem: str) -> None:
    with pytest.raises(CardFormatError) as exc:
        parse_target("Test Card", entry)
    assert problem in str(exc.value)


def test_an_effect_list_parameter_is_frozen_so_abilities_compare_and_hash() -> None:
    effect = parse_effect("X", {"do": "add_mana", "mana": "{G}"})
    assert effect.kind == "add_mana" and effect.get("mana") == "{G}"
    assert hash(effect) == hash(parse_effect("X", {"do": "add_mana", "mana": "{G}"}))
    with pytest.raises(CardFormatError, match="an effect must be a table with 'do'"):
        parse_effect("X", {"mana": "{G}"})
    with pytest.raises(CardFormatError, match="unknown mana symbol"):
        parse_effect("X", {"do": "add_mana", "mana": "{G}|{Q}"})


def test_cr702_keywords_and_their_parameters() -> None:
    assert parse_ability("X", "flying") == Keyword("flying", None)
    assert parse_ability("X", {"keyword": "protection", "param": "red"}) == Keyword("protection", "R")
    assert parse_ability("X", {"keyword": "landwalk", "param": "Island"}) == Keyword("landwalk", "Island")
    for entry, problem in [("flyng", "unknown keyword 'flyng'"),
                           ({"keyword": "landwalk"}, "keyword 'landwalk' needs a 'param'"),
                           ({"keyword": "protection", "param": "purple"}, "protection from 'purple'"),
                           ({"keyword": "landwalk", "param": "Town"}, "landwalk needs a basic land type"),
                           ({"keyword": "enchant", "param": "player"}, "enchant 'player'"),
                           ({"keyword": "flying", "when": 1}, "unknown key(s) ['when'] in keyword")]:
        with pytest.raises(CardFormatError) as exc:
            parse_ability("Test Card", entry)
        assert problem in str(exc.value), entry


def test_cr605_1a_an_activated_ability_without_a_target_that_adds_mana_is_a_mana_ability() -> None:
    mana = parse_ability("X", {"activated": "{T}", "effects": [{"do": "add_mana", "mana": "{G}"}]})
    assert isinstance(mana, ActivatedAbility) and mana.is_mana and mana.zone == "battlefield"
    ping = parse_ability("X", {"activated": "{T}", "targets": ["any"],
                               "effects": [{"do": "deal_damage", "amount": 1, "to": "target"}]})
    assert isinstance(ping, ActivatedAbility) and not ping.is_mana and len(ping.targets) == 1


@pytest.mark.parametrize("entry, problem", [
    ({"activated": "{T}", "effects": []}, "'effects' must be a non-empty list"),
    ({"activated": "{T}", "zone": "exile", "effects": [{"do": "draw", "count": 1}]},
     "an activated ability's zone must be one of"),
    ({"activated": "{T}", "only_during": "lunch", "effects": [{"do": "draw", "count": 1}]},
     "only_during must be one of"),
    ({"activated": "{T}", "activate_only": "never", "effects": [{"do": "draw", "count": 1}]},
     "unknown activate_only condition 'never'"),
    ({"activated": "{T}", "speed": 1, "effects": [{"do": "draw", "count": 1}]}, "unknown key(s) ['speed']"),
    ({"trigger": "state", "effects": [{"do": "draw", "count": 1}]}, "a state trigger needs a 'condition' (CR 603.8)"),
    ({"static": "enchanted_has", "keyword": "flyng"}, "unknown keyword 'flyng'"),
    ({"power": 2}, "an ability needs 'keyword', 'activated', 'static' or 'trigger'"),
    (7, "an ability must be a keyword or a table"),
])
def test_a_bad_ability_names_the_problem(entry: Any, problem: str) -> None:
    with pytest.raises(CardFormatError) as exc:
        parse_ability("Test Card", entry)
    assert problem in str(exc.value)


def test_static_and_triggered_abilities_keep_their_parameters_as_hashable_values() -> None:
    static = parse_ability("X", {"static": "creatures_get", "power": 1, "toughness": 1, "affected": "Goblin creature"})
    assert isinstance(static, StaticAbility) and static.get("affected") == "Goblin creature"
    hash(static)
    trigger = parse_ability("X", {"trigger": "enters", "optional": True, "effects": [{"do": "draw", "count": 1}]})
    assert isinstance(trigger, TriggeredAbility) and trigger.optional and trigger.effects[0].kind == "draw"


def test_cr702_6a_equip_is_a_sorcery_speed_ability_that_attaches_to_a_creature_you_control() -> None:
    equip = equip_ability("X", "{2}")
    assert equip.sorcery_speed and equip.keyword == "equip" and str(equip.cost.mana) == "{2}"
    assert (equip.targets[0].kind, equip.targets[0].controller) == ("creature", "you")
    assert equip.effects[0].kind == "attach"
    card = parse_card({"name": "Gear", "type": "Artifact — Equipment", "cost": "{1}",
                       "abilities": [{"keyword": "equip", "param": "{1}"}]}, "TST")
    assert [type(a) for a in card.abilities] == [Keyword, ActivatedAbility]
    with pytest.raises(CardFormatError, match="equip cost '{Q}'"):
        equip_ability("X", "{Q}")


def test_a_good_card_has_its_characteristics() -> None:
    card = parse_card(_card(abilities=[["flying", "vigilance"], "trample"], rarity="rare", number="12"), "TST")
    assert (card.name, card.power, card.toughness, str(card.mana_cost)) == ("Test Card", 2, 2, "{1}{G}")
    assert (card.rarity, card.number, card.set_code) == ("rare", "12", "TST")
    # keywords on one line of text share its line number
    assert [(a.name, a.line) for a in card.abilities if isinstance(a, Keyword)] == [
        ("flying", 0), ("vigilance", 0), ("trample", 1)]


def test_cr208_2a_a_star_needs_a_characteristic_defining_ability() -> None:
    with pytest.raises(CardFormatError, match="needs a characteristic-defining ability"):
        parse_card(_card(pt="*/*"), "TST")
    card = parse_card(_card(pt="*/*", abilities=[{"static": "pt_equal_to_count", "count": "Swamp you_control"}]), "TST")
    assert (card.power, card.toughness, card.printed_pt) == (0, 0, "*/*")


@pytest.mark.parametrize("entry, problem", [
    ({"name": "  ", "type": "Instant"}, "a card needs a 'name'"),
    (_card(colour="green"), "unknown key(s) ['colour']"),
    ({"name": "Test Card"}, "a card needs a 'type' line"),
    (_card(pt="two"), "a creature needs 'pt' like \"2/2\""),
    (_card(type="Artifact", pt="1/1"), "only a creature has 'pt'"),
    (_card(rarity="legendary"), "unknown rarity 'legendary'"),
    (_card(abilities="flying"), "'abilities' must be a list"),
    (_card(abilities=[["flying", {"activated": "{T}", "effects": [{"do": "draw", "count": 1}]}]]),
     "only keywords can share a line"),
    ({"name": "Test Card", "type": "Sorcery", "cost": "{R}"}, "an instant or sorcery needs 'effects'"),
    (_card(effects=[{"do": "draw", "count": 1}]), "only an instant or sorcery has 'effects'"),
    ({"name": "Test Card", "type": "Enchantment — Aura", "cost": "{W}"},
     "an Aura needs an 'enchant' keyword (CR 303.4a)"),
    ({"name": "Test Card", "type": "Land", "cost": "{1}"}, "a land has no mana cost (CR 305.1)"),
    (_card(cost="{1}{B}", x_only="B"), "x_only must be a colour of mana (W U B R G) of a cost with X, not 'B'"),
    (_card(cost="{X}{B}", x_only="C"), "x_only must be a colour of mana (W U B R G) of a cost with X, not 'C'"),
    (_card(cost="{X}{B}", x_only="purple"), "x_only must be a colour of mana (W U B R G) of a cost with X"),
    (_card(cost="{1}{Q}"), "unknown mana symbol"),
])
def test_a_bad_card_names_the_card_and_the_problem(entry: dict[str, Any], problem: str) -> None:
    with pytest.raises(CardFormatError) as exc:
        parse_card(entry, "TST")
    assert problem in str(exc.value)
    assert exc.value.card in ("Test Card", "?")


def test_cr107_3a_x_only_is_kept_on_a_cost_with_x() -> None:
    card = parse_card({"name": "Drain", "type": "Sorcery", "cost": "{X}{B}", "x_only": "B", "targets": ["any"],
                       "effects": [{"do": "deal_damage", "amount": "X", "to": "target"}]}, "TST")
    assert card.mana_cost.x_only == "B" and card.spell is not None and len(card.spell.targets) == 1


def test_cr107_3a_consume_spirit_says_its_x_only_as_the_first_line_of_its_text() -> None:
    """"Spend only black mana on X." is a rule of Consume Spirit's cost (``x_only``, read where X
    is chosen and the cost paid, CR 107.3a, 601.2f), not an ability: its text is made from it."""
    from mtgdesk.cards import load_pool
    from mtgdesk.cards.text import rules_text

    spirit = load_pool().get("Consume Spirit")
    assert spirit.mana_cost.x_only == "B" and not any(isinstance(a, StaticAbility) for a in spirit.abilities)
    assert rules_text(spirit) == ("Spend only black mana on X.\n"
                                  "Consume Spirit deals X damage to any target and you gain X life.")


def test_a_spell_of_several_paragraphs_records_where_each_begins() -> None:
    card = parse_card({"name": "Two Things", "type": "Sorcery", "cost": "{U}",
                       "effects": [[{"do": "draw", "count": 1}], [{"do": "draw", "count": 2}]]}, "TST")
    assert card.spell is not None and len(card.spell.effects) == 2 and card.spell.paragraphs == (1,)
