"""The effect kinds of engine/kinds/turn.py. First the ``unless`` effect kind (issue 12; moved
here from tests/engine/test_unless_kind.py): "[effects] unless you pay
{mana}" (Force of Nature's shape, CR 118.12) and "you may sacrifice a [filter]. If you don't,
[effects]" (Yawgmoth Demon's, which has scenarios of its own), shown with a made-up card."""
from __future__ import annotations

import pytest

from mtgdesk.cards.text import rules_text
from mtgdesk.engine import DecisionKind, Effect, Game, PlayerRef, Step, Zone
from mtgdesk.engine import actions as A
from mtgdesk.engine.decisions import Question
from tests.helpers.made_up import made_up, pass_until, place
from mtgdesk.engine.effects import EFFECTS
from mtgdesk.engine.registry import ASKING_EFFECTS
from tests.engine.kinds.spells import cast, refused, spell, translated_text
from tests.helpers.games import find, position

UPKEEP_TAX = made_up(name="Upkeep Tax", cost="{2}{G}", type="Creature — Beast", pt="8/8", abilities=[{
    "trigger": "beginning_of", "step": "upkeep", "whose": "you",
    "effects": [{"do": "unless", "pay": "{G}{G}", "effects": [{"do": "deal_damage", "amount": 8, "to": "you"}]}]}])


def _at_the_question(lands: list[str]) -> Game:
    game = position(step=Step.UNTAP, a_battlefield=lands, a_library=["Forest"] * 3, b_library=["Forest"] * 3)
    place(game, UPKEEP_TAX, 0)
    pass_until(game, lambda g: g.step is Step.UPKEEP and g.stack)
    game.apply(A.PassPriority(0))
    game.apply(A.PassPriority(1))
    return game


def test_the_rules_text_reads_as_force_of_natures() -> None:
    assert rules_text(UPKEEP_TAX) == ("At the beginning of your upkeep, Upkeep Tax deals 8 damage to you unless you "
                                      "pay {G}{G}.")


def test_paying_the_mana_stops_the_effect() -> None:
    game = _at_the_question(["Forest", "Forest"])
    d = game.decision
    assert d.kind is DecisionKind.CHOICE and d.question is Question.PAY_OR_NOT and d.player == 0
    assert set(d.options) == {True, False} and d.get("cost") == "{G}{G}"
    game.apply(A.ChooseOption(0, True))
    assert game.players[0].life == 20 and not game.stack
    assert all(game.objects[i].tapped for i in game.battlefield if game.objects[i].card.name == "Forest")


def test_not_paying_lets_the_effect_happen() -> None:
    game = _at_the_question(["Forest", "Forest"])
    game.apply(A.ChooseOption(0, False))
    assert game.players[0].life == 12
    assert not any(game.objects[i].tapped for i in game.battlefield)


def test_a_cost_that_cant_be_paid_is_not_offered() -> None:
    game = _at_the_question(["Forest"])
    assert game.decision.options == (False,)
    assert not game.is_legal(A.ChooseOption(0, True))
    game.apply(A.ChooseOption(0, False))
    assert game.players[0].life == 12
    assert game.objects[next(i for i in game.battlefield if game.objects[i].card.name == "Forest")].zone \
        is Zone.BATTLEFIELD



DRAGON_TAX = made_up(name="Dragon Tax", cost="{0}", type="Creature — Dragon", pt="5/5", abilities=[{
    "trigger": "enters", "effects": [{"do": "unless", "sacrifice": "Mountain", "count": 2,
                                      "effects": [{"do": "sacrifice", "what": "self"}]}]}])


def _dragon_trigger_resolving(lands: list[str]) -> Game:
    game = position(step=Step.MAIN1, a_battlefield=lands, a_library=["Forest"], b_library=["Forest"])
    game.apply(A.CastSpell(0, place(game, DRAGON_TAX, 0, Zone.HAND)))
    pass_until(game, lambda g: g.decision.kind is not DecisionKind.PRIORITY)
    return game


def _named(game: Game, name: str) -> list[int]:
    return [i for i in game.battlefield if game.objects[i].card.name == name]


def test_rathi_dragons_shape_reads_as_its_oracle_text() -> None:
    assert rules_text(DRAGON_TAX) == ("When Dragon Tax enters the battlefield, sacrifice it unless you sacrifice two "
                                      "Mountains.")


def test_sacrificing_two_permanents_pays_and_keeps_the_source() -> None:
    game = _dragon_trigger_resolving(["Mountain", "Mountain", "Mountain", "Forest"])
    d = game.decision
    mountains = _named(game, "Mountain")
    assert d.question is Question.SACRIFICE and set(d.options) == {*mountains, None}
    game.apply(A.ChooseOption(0, mountains[0]))
    d = game.decision
    assert d.question is Question.SACRIFICE and set(d.options) == set(mountains[1:])  # no way back: paying
    game.apply(A.ChooseOption(0, mountains[2]))
    assert _named(game, "Mountain") == [mountains[1]] and _named(game, "Dragon Tax")
    assert not game.stack


def test_declining_lets_the_effect_happen() -> None:
    game = _dragon_trigger_resolving(["Mountain", "Mountain"])
    game.apply(A.ChooseOption(0, None))
    assert len(_named(game, "Mountain")) == 2 and not _named(game, "Dragon Tax")


def test_with_fewer_than_two_the_only_answer_is_nothing() -> None:
    game = _dragon_trigger_resolving(["Mountain", "Forest"])
    assert game.decision.options == (None,)
    game.apply(A.ChooseOption(0, None))
    assert not _named(game, "Dragon Tax") and _named(game, "Mountain")


# --- The other kinds of engine/kinds/turn.py: life, mana, turns and steps, winning (CR 119, 500, 104).


def test_cr119_3_gain_life_adds_to_the_controllers_life_total() -> None:
    game = position()
    cast(game, {"do": "gain_life", "amount": 3})
    assert (game.players[0].life, game.players[1].life) == (23, 20)
    assert rules_text(spell({"do": "gain_life", "amount": 3})) == "You gain 3 life."


def test_cr119_3_target_player_loses_life() -> None:
    game = position()
    cast(game, {"do": "lose_life", "amount": 2, "who": "target"}, targets=("player",), chosen=(PlayerRef(1),))
    assert (game.players[0].life, game.players[1].life) == (20, 18)
    assert rules_text(spell({"do": "lose_life", "amount": 2, "who": "target"}, targets=("player",))) == \
        "Target player loses 2 life."


def test_cr119_5_set_life_makes_the_life_total_that_number() -> None:
    game = position()
    cast(game, {"do": "set_life", "amount": 10})
    assert game.players[0].life == 10 and game.players[1].life == 20
    assert rules_text(spell({"do": "set_life", "amount": 10})) == "Your life total becomes 10."


def test_cr104_2b_win_game_ends_the_game_with_its_controller_the_winner() -> None:
    game = position()
    cast(game, {"do": "win_game"})
    assert game.decision.kind is DecisionKind.GAME_OVER and game.winner == 0
    assert rules_text(spell({"do": "win_game"})) == "You win the game."


def test_cr305_2_additional_land_plays_reads_with_the_number_in_words() -> None:
    assert rules_text(spell({"do": "additional_land_plays", "count": 2})) == \
        "You may play up to two additional lands this turn."


def test_cr305_2_additional_land_plays_lets_a_second_land_be_played() -> None:
    game = position(a_hand=["Forest", "Mountain"])
    game.apply(A.PlayLand(0, find(game, "Forest", Zone.HAND)))
    assert not game.is_legal(A.PlayLand(0, find(game, "Mountain", Zone.HAND)))
    cast(game, {"do": "additional_land_plays", "count": 1})
    game.apply(A.PlayLand(0, find(game, "Mountain", Zone.HAND)))
    assert find(game, "Mountain") in game.battlefield


def test_the_signs_of_the_life_kinds() -> None:
    """Gaining life is good for its player, losing it bad, a set life total neither (the computer
    players read the sign of an effect for what it is aimed at)."""
    assert EFFECTS["gain_life"].sign_of(Effect.make("gain_life", amount=1)) == 1
    assert EFFECTS["lose_life"].sign_of(Effect.make("lose_life", amount=1)) == -1
    assert EFFECTS["skip_next"].sign_of(Effect.make("skip_next", who="target", what="combat")) == -1
    assert EFFECTS["set_life"].sign_of(Effect.make("set_life", amount=10)) == 0


def test_unless_asks_and_the_life_kinds_dont() -> None:
    assert EFFECTS["unless"].asks and "unless" in ASKING_EFFECTS
    assert not EFFECTS["gain_life"].asks and "gain_life" not in ASKING_EFFECTS


def test_at_next_refuses_a_step_it_doesnt_know() -> None:
    problem = refused({"do": "at_next", "step": "lunch", "effects": [{"do": "gain_life", "amount": 3}]})
    assert "effect 'at_next'" in problem and "step" in problem and "lunch" in problem


def test_gain_life_refuses_an_amount_that_isnt_a_number() -> None:
    problem = refused({"do": "gain_life", "amount": "lots"})
    assert "effect 'gain_life': amount: not a number or a known amount: 'lots'" in problem


def test_lose_life_without_its_amount_is_refused() -> None:
    assert "effect 'lose_life' is missing ['amount']" in refused({"do": "lose_life"})


@pytest.mark.gui  # the translation is Qt's
def test_gain_life_reads_in_french_and_russian(qapp: object) -> None:
    card = spell({"do": "gain_life", "amount": 3})
    assert translated_text(card, "fr") == "Vous gagnez 3 points de vie."
    assert translated_text(card, "ru") == "Вы получаете 3 жизни."


def test_cr106_4_add_mana_puts_it_in_its_controllers_pool() -> None:
    game = position()
    cast(game, {"do": "add_mana", "mana": "{R}{R}"})
    assert game.mana_pool(0) == "RR" and game.mana_pool(1) == ""
    assert rules_text(spell({"do": "add_mana", "mana": "{R}{R}"})) == "Add {R}{R}."


def test_add_mana_refuses_what_isnt_mana() -> None:
    assert "effect 'add_mana': mana: not mana symbols: 3" in refused({"do": "add_mana", "mana": 3})


def test_cr500_11_skip_next_combat_is_recorded_for_that_player() -> None:
    game = position()
    before = list(game.skipped)
    cast(game, {"do": "skip_next", "who": "target", "what": "combat"}, targets=("opponent",), chosen=(PlayerRef(1),))
    assert len(game.skipped) == len(before) + 1
    assert rules_text(spell({"do": "skip_next", "who": "target", "what": "combat"}, targets=("opponent",))) == \
        "Target opponent skips their next combat phase."


def test_cr500_7_extra_turn_queues_a_turn_for_that_player() -> None:
    game = position()
    cast(game, {"do": "extra_turn", "who": "you"})
    assert list(game.extra_turns) == [0]


def test_cr500_8_additional_combat_reads_as_relentless_assaults() -> None:
    assert rules_text(spell({"do": "additional_combat"})) == (
        "After this main phase, there is an additional combat phase followed by an additional main phase.")


def test_add_mana_instead_refuses_a_condition_its_rules_text_has_no_words_for() -> None:
    """The Urza lands: "Add {C}{C} instead if you control an Urza's Mine and an Urza's Tower."."""
    from mtgdesk.cards.text import CONTROL_ALL_TEXT
    from mtgdesk.engine.kinds.turn import CONTROL_ALL_FILTERS

    assert set(CONTROL_ALL_FILTERS) == set(CONTROL_ALL_TEXT)
    problem = refused({"do": "add_mana", "mana": "{C}", "instead": "{C}{C}", "if_you_control": "Forest"})
    assert "effect 'add_mana': if_you_control: 'Forest' is not one of Power-Plant and Tower" in problem
