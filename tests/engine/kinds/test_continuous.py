"""The effect kinds of engine/kinds/continuous.py: continuous effects from a resolving spell or
ability (CR 611.2): modify_pt, gain_ability, change_text, becomes_creature. Each kind's behaviour
on a small position, its rules text, its sign and whether it asks, its parameter checks."""
from __future__ import annotations

from mtgdesk.cards.text import rules_text
from mtgdesk.engine import Effect
from mtgdesk.engine.effects import EFFECTS
from mtgdesk.engine.registry import ASKING_EFFECTS
from tests.engine.kinds.spells import cast, refused, spell
from tests.helpers.games import find, position
from tests.helpers.made_up import pass_until


def test_cr611_2a_modify_pt_lasts_until_end_of_turn() -> None:
    game = position(a_battlefield=["Grizzly Bears"], a_library=["Forest"] * 3, b_library=["Forest"] * 3)
    bears = find(game, "Grizzly Bears")
    cast(game, {"do": "modify_pt", "to": "target", "power": 3, "toughness": 3}, targets=("creature",),
         chosen=(bears,))
    c = game.characteristics(bears)
    assert (c.power, c.toughness) == (5, 5)
    pass_until(game, lambda g: g.active == 1)  # the next turn: the cleanup step ended it (CR 514.2)
    c = game.characteristics(bears)
    assert (c.power, c.toughness) == (2, 2)


def test_modify_pt_reads_as_oracle_text() -> None:
    assert rules_text(spell({"do": "modify_pt", "to": "target", "power": 3, "toughness": 3},
                            targets=("creature",))) == "Target creature gets +3/+3 until end of turn."
    assert rules_text(spell({"do": "modify_pt", "to": "target", "power": -2, "toughness": -2},
                            targets=("creature",))) == "Target creature gets -2/-2 until end of turn."


def test_modify_pt_refuses_a_missing_toughness_and_an_unknown_parameter() -> None:
    assert "effect 'modify_pt' is missing ['toughness']" in refused(
        {"do": "modify_pt", "to": "target", "power": 3}, targets=("creature",))
    assert "effect 'modify_pt' has no parameter 'what'" in refused(
        {"do": "modify_pt", "what": "target", "power": 3, "toughness": 3}, targets=("creature",))


def test_modify_pt_is_good_when_it_adds_and_bad_when_it_takes_away() -> None:
    kind = EFFECTS["modify_pt"]
    assert kind.sign_of(Effect.make("modify_pt", to="target", power=3, toughness=3)) == 1
    assert kind.sign_of(Effect.make("modify_pt", to="target", power=-2, toughness=-2)) == -1
    assert kind.sign_of(Effect.make("modify_pt", to="target", power=2, toughness=-2)) == 0
    assert kind.play == "pump"


def test_cr611_2a_gain_ability_gives_a_keyword_until_end_of_turn() -> None:
    game = position(a_battlefield=["Grizzly Bears"])
    bears = find(game, "Grizzly Bears")
    assert "flying" not in game.characteristics(bears).keywords
    cast(game, {"do": "gain_ability", "to": "target", "keyword": "flying"}, targets=("creature",), chosen=(bears,))
    assert "flying" in game.characteristics(bears).keywords
    assert rules_text(spell({"do": "gain_ability", "to": "target", "keyword": "flying"}, targets=("creature",))) == \
        "Target creature gains flying until end of turn."


def test_gain_ability_is_bad_when_what_it_grants_is_bad_for_its_bearer() -> None:
    kind = EFFECTS["gain_ability"]
    assert kind.sign_of(Effect.make("gain_ability", to="target", keyword="flying")) == 1
    assert kind.sign_of(Effect.make("gain_ability", to="target", static="cant_block")) == -1


def test_modify_pt_with_gain_ability_after_it_is_said_in_one_sentence() -> None:
    card = spell({"do": "modify_pt", "to": "target", "power": 2, "toughness": 2},
                 {"do": "gain_ability", "to": "target", "keyword": "trample"}, targets=("creature",))
    assert rules_text(card) == "Target creature gets +2/+2 and gains trample until end of turn."


def test_change_text_asks_as_it_resolves() -> None:
    assert EFFECTS["change_text"].asks and "change_text" in ASKING_EFFECTS
    assert not EFFECTS["modify_pt"].asks


def test_becomes_creature_refuses_a_duration_it_doesnt_know() -> None:
    problem = refused({"do": "becomes_creature", "what": "target", "power": 3, "toughness": 3,
                       "until": "next_turn"}, targets=("artifact",))
    assert "effect 'becomes_creature'" in problem and "until" in problem


def test_cr611_2c_becomes_creature_turns_every_land_into_a_creature_and_keeps_it_a_land() -> None:
    """"All lands become 2/2 creatures until end of turn. They're still lands." (layers 4 and 7b)"""
    game = position(a_battlefield=["Forest"], b_battlefield=["Island"], a_library=["Forest"] * 2,
                    b_library=["Island"] * 2)
    effect = {"do": "becomes_creature", "filter": "land", "power": 2, "toughness": 2}
    cast(game, effect)
    for name in ("Forest", "Island"):
        c = game.characteristics(find(game, name))
        assert {"Creature", "Land"} <= c.types and (c.power, c.toughness) == (2, 2), name
    assert rules_text(spell(effect)) == "All lands become 2/2 creatures until end of turn. They're still lands."
    pass_until(game, lambda g: g.active == 1)
    c = game.characteristics(find(game, "Forest"))
    assert "Creature" not in c.types and c.power is None


def test_gain_ability_refuses_a_grant_it_has_no_words_for() -> None:
    """CR 611.2a: "gains ... until end of turn" grants a keyword of its word table or a rule."""
    from mtgdesk.cards.text import KEYWORD_TEXT
    from mtgdesk.engine.kinds.continuous import GAINED_KEYWORDS

    assert set(GAINED_KEYWORDS) == set(KEYWORD_TEXT)
    problem = refused({"do": "gain_ability", "to": "target", "keyword": "islandwalk"}, targets=("creature",))
    assert "effect 'gain_ability': keyword: 'islandwalk' is not one of flying" in problem
    problem = refused({"do": "gain_ability", "to": "target", "static": "cant_attack"}, targets=("creature",))
    assert "effect 'gain_ability': static: 'cant_attack' is not one of cant_block, cant_be_blocked" in problem
    assert "effect 'gain_ability': needs 'keyword' or 'static'" in refused(
        {"do": "gain_ability", "to": "target"}, targets=("creature",))
