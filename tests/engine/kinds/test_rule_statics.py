"""The static kinds of engine/kinds/rule_statics.py. First the ``as_enters_choose`` kind (CR 614.12;
moved here from tests/engine/test_as_enters_choose.py): its ``choose`` parameter names what is
chosen as the permanent enters, in order (Story Circle: a colour; Booby Trap: an opponent and a
card name), checked when a card is loaded; shown with a made-up card that chooses two things."""
from __future__ import annotations

import pytest

from mtgdesk.cards.format import CardFormatError
from mtgdesk.engine import DecisionKind, Step, Zone
from mtgdesk.engine import actions as A
from mtgdesk.engine.decisions import Question
from mtgdesk.engine.combat import attacker_refusal
from mtgdesk.engine.objects import PlayerRef
from tests.helpers.made_up import made_up, pass_until, place
from mtgdesk.engine.abilities import StaticAbility
from mtgdesk.cards import load_pool
from mtgdesk.cards.text import rules_text
from mtgdesk.engine.layers import STATIC_KINDS
from mtgdesk.engine.objects import CardDef
from mtgdesk.engine.registry import ASKING_STATICS
from tests.helpers.games import find, position


def _chooser(choose: object) -> object:
    return made_up(name="Chooser", cost="{0}", type="Artifact",
                   abilities=[{"static": "as_enters_choose", "choose": choose}])


def test_the_choices_are_asked_in_the_order_named_and_kept_on_the_permanent() -> None:
    game = position(Step.MAIN1, a_library=["Island"], b_library=["Island"])
    chooser = place(game, _chooser(["color", "opponent"]), 0, Zone.HAND)  # type: ignore[arg-type]
    game.apply(A.CastSpell(0, chooser))
    pass_until(game, lambda g: g.decision.kind is DecisionKind.CHOICE)
    assert game.decision.question is Question.COLOR and game.decision.options == ("W", "U", "B", "R", "G")
    game.apply(A.ChooseOption(0, "G"))
    assert game.decision.question is Question.PLAYER and game.decision.options == (PlayerRef(1),)
    game.apply(A.ChooseOption(0, PlayerRef(1)))
    entered = next(i for i in game.battlefield if game.objects[i].card.name == "Chooser")
    assert game.objects[entered].chosen == (("color", "G"), ("player", 1))


@pytest.mark.parametrize("choose, problem", [
    (["creature_type"], "'creature_type' is not one of opponent, card_name_other_than_basic_land, color"),
    ([], "must be a non-empty list"),
    ("color", "must be a non-empty list"),
])
def test_a_choice_the_engine_does_not_know_is_refused_when_the_card_loads(choose: object, problem: str) -> None:
    with pytest.raises(CardFormatError) as err:
        _chooser(choose)
    assert problem in str(err.value) and "choose" in str(err.value)


def test_without_choose_the_card_is_refused() -> None:
    with pytest.raises(CardFormatError, match="missing \\['choose'\\]"):
        made_up(name="Chooser", cost="{0}", type="Artifact", abilities=[{"static": "as_enters_choose"}])


# --- The other kinds of engine/kinds/rule_statics.py: rules about their own object or their
# controller, read where the rule applies (combat, untap step, casting, drawing).


def _creature(name: str, *statics: dict[str, object]) -> CardDef:
    return made_up(name=name, cost="{0}", type="Creature — Ogre", pt="2/2", abilities=list(statics))


def test_cr502_3_a_permanent_that_doesnt_untap_stays_tapped_in_the_untap_step() -> None:
    game = position(Step.END, active=1, a_battlefield=["Grizzly Bears"], a_library=["Island"] * 2,
                    b_library=["Island"] * 2)
    stuck = place(game, _creature("Stuck Ogre", {"static": "doesnt_untap"}), 0)
    bears = find(game, "Grizzly Bears")
    game.objects[stuck].tapped = game.objects[bears].tapped = True
    pass_until(game, lambda g: g.active == 0 and g.step is Step.UPKEEP)
    assert game.objects[stuck].tapped and not game.objects[bears].tapped


def test_the_rules_about_their_own_object_read_with_the_cards_name() -> None:
    assert rules_text(_creature("Test Ogre", {"static": "cant_block"})) == "Test Ogre can't block."
    assert rules_text(_creature("Test Ogre", {"static": "doesnt_untap"})) == \
        "Test Ogre doesn't untap during its controller's untap step."
    assert rules_text(_creature("Test Ogre", {"static": "attack_requirement", "affected": "self"})) == \
        "Test Ogre attacks each combat if able."
    assert rules_text(_creature("Test Ogre", {"static": "cant_be_blocked_except_by", "filter": "with_flying"})) \
        == "Test Ogre can't be blocked except by creatures with flying."


def test_the_signs_of_the_rules_about_their_own_object() -> None:
    """Can't attack, can't block, doesn't untap, attacks each combat: bad for the creature's
    controller; can't be blocked: not counted either way."""
    for kind in ("cant_attack", "cant_block", "doesnt_untap", "attack_requirement"):
        assert STATIC_KINDS[kind].sign == -1, kind
    assert STATIC_KINDS["cant_be_blocked"].sign == 0


def test_the_kinds_that_choose_as_their_permanent_enters_ask() -> None:
    assert {"enter_as_copy", "as_enters_choose"} <= ASKING_STATICS
    assert STATIC_KINDS["enter_as_copy"].asks and not STATIC_KINDS["cant_block"].asks


def test_cant_be_blocked_except_by_without_its_filter_is_refused() -> None:
    with pytest.raises(CardFormatError) as info:
        _creature("Test Ogre", {"static": "cant_be_blocked_except_by"})
    assert "static ability 'cant_be_blocked_except_by' is missing ['filter']" in str(info.value)


def test_a_rule_about_its_own_object_takes_no_parameter() -> None:
    with pytest.raises(CardFormatError) as info:
        _creature("Test Ogre", {"static": "cant_block", "unless": "flying"})
    assert "static ability 'cant_block' has no parameter 'unless'" in str(info.value)


def test_cr701_16_reveals_hand_shows_the_opponents_hand_in_the_players_view() -> None:
    """Telepathy: "Your opponents play with their hands revealed." (a ``reveals`` ability, who
    ``opponents``, what ``hand``: read where a view is made)"""
    game = position(a_battlefield=["Telepathy"], b_hand=["Hill Giant"])
    giant = find(game, "Hill Giant", Zone.HAND)
    assert game.view(0).characteristics(giant) is not None
    plain = position(b_hand=["Hill Giant"])
    assert plain.view(0).characteristics(find(plain, "Hill Giant", Zone.HAND)) is None
    assert rules_text(load_pool().get("Telepathy")) == "Your opponents play with their hands revealed."


def test_cr701_16_the_rules_of_revealing_are_one_kind_whose_who_and_what_are_data() -> None:
    """Telepathy, Zur's Weirding and Booby Trap: one ``reveals`` kind, who reveals what; the
    player chosen as Booby Trap entered reveals each card they draw (``zones.draw``, tested in
    tests/engine/test_zones.py), a hand revealed is seen in the other player's view."""
    pool = load_pool()
    kinds = {c: [(a.get("who"), a.get("what")) for a in pool.get(c).abilities
                 if isinstance(a, StaticAbility) and a.kind == "reveals"]
             for c in ("Telepathy", "Zur's Weirding", "Booby Trap")}
    assert kinds == {"Telepathy": [("opponents", "hand")], "Zur's Weirding": [("players", "hand")],
                     "Booby Trap": [("chosen", "each_card_drawn")]}
    assert rules_text(pool.get("Zur's Weirding")).startswith("Players play with their hands revealed.\n")
    assert rules_text(pool.get("Booby Trap")).split("\n")[1] == "The chosen player reveals each card they draw."
    game = position(a_battlefield=["Zur's Weirding"], a_hand=["Shock"], b_hand=["Hill Giant"])
    assert game.view(0).characteristics(find(game, "Hill Giant", Zone.HAND)) is not None
    assert game.view(1).characteristics(find(game, "Shock", Zone.HAND)) is not None  # "Players": each one


@pytest.mark.parametrize(("who", "what"), [("chosen", "hand"), ("players", "each_card_drawn"),
                                           ("opponents", "each_card_drawn")])
def test_reveals_refuses_a_who_and_what_its_rules_text_has_no_sentence_for(who: str, what: str) -> None:
    """Only the pairs the kind has a sentence for (and reads): another is refused when the card
    is loaded, naming the kind, the parameters and the allowed pairs."""
    with pytest.raises(CardFormatError) as info:
        _creature("Test Ogre", {"static": "reveals", "who": who, "what": what})
    assert (f"static ability 'reveals': who/what: {who}/{what} is not one of players/hand, opponents/hand, "
            "chosen/each_card_drawn") in str(info.value)


def test_you_have_refuses_a_rule_it_doesnt_know() -> None:
    with pytest.raises(CardFormatError) as info:
        made_up(name="Test Mask", cost="{0}", type="Enchantment", abilities=[{"static": "you_have", "rule": "flying"}])
    assert "static ability 'you_have': rule:" in str(info.value) and "flying" in str(info.value)


@pytest.mark.parametrize("card, text", [
    ("Defense Grid", "Each spell costs {3} more to cast except during its controller's turn."),
    ("Spellbook", "You have no maximum hand size."),
    ("Ivory Mask", "You have shroud."),
])
def test_the_rules_about_players_and_spells_read_as_oracle_text(card: str, text: str) -> None:
    assert rules_text(load_pool().get(card)) == text


def test_cant_be_blocked_except_by_refuses_a_blocker_it_has_no_text_for() -> None:
    """CR 509.1b: "can't be blocked except by ..." names only the blockers its rules text knows;
    another filter is refused when the card is loaded, not when its text is made."""
    from mtgdesk.cards.text import BLOCKER_FILTER_TEXT
    from mtgdesk.engine.kinds.statics import BLOCKER_FILTERS

    with pytest.raises(CardFormatError) as info:
        _creature("Test Ogre", {"static": "cant_be_blocked_except_by", "filter": "creature with flying"})
    problem = str(info.value)
    assert "static ability 'cant_be_blocked_except_by': filter: 'creature with flying' is not one of" in problem
    assert all(allowed in problem for allowed in BLOCKER_FILTERS)
    assert set(BLOCKER_FILTERS) == set(BLOCKER_FILTER_TEXT)  # every allowed value has its text
    ogre = _creature("Test Ogre", {"static": "cant_be_blocked_except_by", "filter": "Wall"})
    assert rules_text(ogre) == "Test Ogre can't be blocked except by Walls."


@pytest.mark.parametrize(("static", "param", "value", "allowed"), [
    ("attack_restriction", "unless_defender_controls", "Swamp", "Island"),
    ("reveals", "what", "library", "hand, each_card_drawn"),
    ("attack_restriction", "affected", "creature", "self, creature without_flying"),
    ("attack_requirement", "affected", "other creature", "self"),
    ("block_restriction", "condition", "blocked", "attacking_alone"),
    ("block_requirement", "by", "Wall", "all_able"),
    ("untap_step", "rule", "untap_all", "dont_untap, untap_during_others, choose_type"),
])
def test_a_rule_refuses_a_value_its_rules_text_has_no_words_for(static: str, param: str, value: str,
                                                                allowed: str) -> None:
    """Each value these kinds' rules text looks up is declared as the allowed values: another is
    refused when the card is loaded, naming the kind, the parameter and the allowed values."""
    with pytest.raises(CardFormatError) as info:
        _creature("Test Ogre", {"static": static, param: value})
    problem = str(info.value)
    assert f"static ability {static!r}: {param}: {value!r} is not one of" in problem and allowed in problem


def test_cr502_3_the_untap_step_rules_are_one_kind_whose_rule_names_what_it_states() -> None:
    """Marble Titan, Seedborn Muse and Storage Matrix: one ``untap_step`` kind, its ``rule`` the
    data; ``affected`` goes with ``dont_untap`` (the creatures it holds) and only with it."""
    pool = load_pool()
    assert rules_text(pool.get("Marble Titan")).endswith(
        "Creatures with power 3 or greater don't untap during their controllers' untap steps.")
    assert rules_text(pool.get("Seedborn Muse")) == (
        "Untap all permanents you control during each other player's untap step.")
    assert rules_text(pool.get("Storage Matrix")).startswith("As long as Storage Matrix is untapped,")
    for static in ({"static": "untap_step", "rule": "dont_untap"},
                   {"static": "untap_step", "rule": "choose_type", "affected": "creature power>=3"}):
        with pytest.raises(CardFormatError) as info:
            _creature("Test Ogre", static)
        assert "static ability 'untap_step': 'affected' is given with rule 'dont_untap' and only with it" in str(
            info.value)
    with pytest.raises(CardFormatError) as info:
        _creature("Test Ogre", {"static": "untap_step", "rule": "dont_untap", "affected": "creature"})
    assert "static ability 'untap_step': affected: 'creature' is not one of" in str(info.value)


@pytest.mark.parametrize("static", [
    {"static": "attack_restriction", "affected": "self"},
    {"static": "attack_restriction", "affected": "creature without_flying", "unless_defender_controls": "Island"},
])
def test_cr508_1c_an_attack_restriction_on_itself_has_a_condition_and_one_on_others_none(
        static: dict[str, object]) -> None:
    """An attack restriction (CR 508.1c) on the permanent itself says its condition ("unless
    defending player controls an Island"; without one it is ``cant_attack``); one on the creatures
    attacking its controller ("Creatures without flying can't attack you.") has none to say."""
    with pytest.raises(CardFormatError) as info:
        _creature("Test Ogre", static)
    assert ("static ability 'attack_restriction': 'unless_defender_controls' is given with affected 'self' "
            "and only with it") in str(info.value)


@pytest.mark.parametrize("static", ["attack_restriction", "block_restriction", "block_requirement"])
def test_a_combat_rule_without_what_it_affects_or_its_condition_is_refused(static: str) -> None:
    with pytest.raises(CardFormatError) as info:
        _creature("Test Ogre", {"static": static})
    assert f"static ability {static!r} is missing" in str(info.value)


@pytest.mark.parametrize(("card", "static"), [
    ("Sea Monster", "attack_restriction"), ("Form of the Dragon", "attack_restriction"),
    ("Goblin Brigand", "attack_requirement"), ("Dream Prowler", "block_restriction"),
    ("Elvish Bard", "block_requirement"),
])
def test_the_combat_rules_of_the_pool_are_data_of_four_general_kinds(card: str, static: str) -> None:
    """CR 508.1c-d, 509.1b-c: attack and block restrictions and requirements, each one kind whose
    parameters say what it affects and its condition (as Forge's static abilities do)."""
    assert static in {a.kind for a in load_pool().get(card).abilities if hasattr(a, "kind")}


def test_cr508_1c_an_attack_restriction_reads_what_defending_player_controls() -> None:
    """A made-up creature with Sea Monster's restriction as data: it can't attack while defending
    player controls no Island, and can once they do (CR 508.1c)."""
    ogre = _creature("Test Ogre", {"static": "attack_restriction", "affected": "self",
                                   "unless_defender_controls": "Island"})
    for b_land, refusal in (("Swamp", ("508.1c", "cant_attack_unless", {"card": "Test Ogre", "land_type": "Island"})),
                            ("Island", None)):
        game = position(Step.ATTACKERS, b_battlefield=[b_land])
        oid = place(game, ogre, 0)
        game.objects[oid].sick = False
        assert attacker_refusal(game, 0, oid) == refusal, b_land
