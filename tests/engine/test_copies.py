"""Copiable values and copy effects (CR 706), what a permanent enters as (614.1c), and
text-changing effects (612) (engine/copies.py)."""
from __future__ import annotations

from mtgdesk.cards import load_pool
from mtgdesk.engine import DecisionKind, Game, Keyword, Zone
from mtgdesk.engine import actions as A
from mtgdesk.engine.abilities import TargetSpec
from mtgdesk.engine.copies import affects_others, change_text, copiable_card
from mtgdesk.engine.decisions import Question
from tests.helpers.games import find, position
from tests.helpers.made_up import pass_until


def _clone_enters(*others: str) -> Game:
    game = position(a_hand=["Clone"], a_battlefield=["Island"] * 4, b_battlefield=list(others))
    game.apply(A.CastSpell(0, find(game, "Clone", Zone.HAND)))
    game.apply(A.PayAuto(0))
    pass_until(game, lambda g: g.decision.kind is DecisionKind.CHOICE or not g.stack)
    return game


def test_cr706_2_an_objects_copiable_values_are_its_cards_unless_a_copy_effect_says_otherwise() -> None:
    game = _clone_enters("Hill Giant")
    giant = find(game, "Hill Giant")
    assert (game.decision.question, game.decision.options) == (Question.COPY, (giant, None))
    assert copiable_card(game, giant).name == "Hill Giant"
    game.apply(A.ChooseOption(0, giant))
    clone = find(game, "Clone")
    assert game.objects[clone].card.name == "Clone"
    assert copiable_card(game, clone).name == "Hill Giant"
    assert (game.characteristics(clone).name, game.characteristics(clone).power) == ("Hill Giant", 3)


def test_cr614_1c_a_clone_may_enter_as_a_copy_of_nothing() -> None:
    game = _clone_enters("Hill Giant")
    game.apply(A.ChooseOption(0, None))
    # itself, a 0/0: put into its owner's graveyard (CR 704.5f)
    assert [game.objects[i].card.name for i in game.players[0].graveyard] == ["Clone"]


def test_cr706_a_clone_with_nothing_to_copy_is_not_asked() -> None:
    game = _clone_enters()
    assert game.decision.kind is DecisionKind.PRIORITY and not game.stack  # no COPY question
    assert [game.objects[i].card.name for i in game.players[0].graveyard] == ["Clone"]


def test_cr612_2_a_text_change_replaces_a_basic_land_type_in_a_keyword() -> None:
    swampwalk = Keyword("landwalk", "Swamp", 3)
    changed = change_text(swampwalk, "Swamp", "Island")
    assert changed == Keyword("landwalk", "Island", 3)
    assert change_text(swampwalk, "Forest", "Island") is swampwalk  # nothing to change: the same value


def test_cr612_2_protection_from_a_colour_is_changed_by_its_code() -> None:
    assert change_text(Keyword("protection", "B"), "black", "red") == Keyword("protection", "R")
    assert change_text(Keyword("protection", "G"), "black", "red") == Keyword("protection", "G")


def test_cr612_2_a_colour_word_after_non_is_changed_but_never_inside_another_word() -> None:
    spec = TargetSpec("creature", None, ("nonblack",))
    assert change_text(spec, "black", "white").restrictions == ("nonwhite",)
    assert change_text("black creature", "black", "green") == "green creature"
    assert change_text("blackened", "black", "green") == "blackened"
    assert change_text("Swamp you_control", "Swamp", "Forest") == "Forest you_control"
    assert change_text(("Swamp", 3), "Swamp", "Forest") == ("Forest", 3)


def test_changing_a_cards_ability_keeps_the_rest_of_the_card() -> None:
    ability = load_pool().get("Bog Wraith").abilities[0]
    assert change_text(ability, "Swamp", "Plains").param == "Plains"  # type: ignore[union-attr]


def test_cr611_3_a_card_with_an_effect_making_static_ability_affects_others() -> None:
    pool = load_pool()
    assert affects_others(pool.get("Glorious Anthem")) and affects_others(pool.get("Goblin King"))
    assert affects_others(pool.get("Nightmare"))  # its power and toughness count Swamps (CR 604.3)
    assert not affects_others(pool.get("Grizzly Bears")) and not affects_others(pool.get("Clone"))
