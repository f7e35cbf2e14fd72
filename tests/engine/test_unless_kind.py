"""The ``unless`` effect kind (issue 12, owned by the issue-r3 list): "[effects] unless you pay
{mana}" (Force of Nature's shape, CR 118.12) and "you may sacrifice a [filter]. If you don't,
[effects]" (Yawgmoth Demon's, which has scenarios of its own), shown with a made-up card."""
from __future__ import annotations

from mtgdesk.cards.text import rules_text
from mtgdesk.engine import DecisionKind, Game, Step, Zone
from mtgdesk.engine import actions as A
from mtgdesk.engine.decisions import Question
from tests.helpers.made_up import made_up, pass_until, place
from tests.helpers.games import position

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
