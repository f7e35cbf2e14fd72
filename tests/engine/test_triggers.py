"""Triggered abilities (engine/triggers.py: CR 603)."""
from __future__ import annotations

import pytest

from mtgdesk.cards import load_pool
from mtgdesk.engine import DecisionKind, Effect, IllegalAction, PlayerRef, Step, TargetSpec, TriggeredAbility, Zone
from mtgdesk.engine import actions as A
from tests.helpers.games import find, position
from tests.helpers.made_up import made_up, pass_until, place
from tests.helpers.vocabulary_cards import creature


def test_cr603_7_delayed_trigger_fires_once_at_the_next_end_step() -> None:
    """"At the beginning of the next end step, you gain 3 life": created on resolution, it
    triggers at the next end step only (603.7c), even though its source has left."""
    spell = made_up(name="Later Salve", cost="{0}", type="Instant",
                    effects=[{"do": "at_next", "step": "end", "effects": [{"do": "gain_life", "amount": 3}]}])
    game = position(a_library=["Forest", "Forest", "Forest"], b_library=["Forest", "Forest", "Forest"])
    card = place(game, spell, 0, Zone.HAND)
    game.apply(A.CastSpell(0, card))
    pass_until(game, lambda g: not g.stack)
    assert len(game.delayed) == 1 and game.players[0].life == 20
    pass_until(game, lambda g: g.step is Step.END and g.stack)
    pass_until(game, lambda g: not g.stack)
    assert game.players[0].life == 23 and game.delayed == []
    pass_until(game, lambda g: g.turn == 5 and g.step is Step.MAIN1)
    assert game.players[0].life == 23  # it triggered once

def test_cr603_4_intervening_if_checked_again_on_resolution() -> None:
    """Howling Mine tapped after its trigger went on the stack: the trigger does nothing."""
    pool = load_pool()
    game = position(step=Step.UPKEEP, a_battlefield=["Howling Mine"], a_library=["Forest", "Forest", "Forest"],
                    b_library=["Forest"])
    pass_until(game, lambda g: g.step is Step.DRAW and g.stack)
    mine = find(game, "Howling Mine")
    game.tap(mine)  # as an effect would
    hand = len(game.players[0].hand)
    pass_until(game, lambda g: not g.stack)
    assert len(game.players[0].hand) == hand
    assert pool.get("Howling Mine") is not None


def test_cr603_3b_active_players_triggers_go_on_the_stack_first() -> None:
    """Both players' "enters" triggers: the active player's is put on the stack first, so the
    other player's resolves first (CR 603.3b)."""
    gain = TriggeredAbility("enters", (Effect.make("gain_life", amount=1),))
    lose = TriggeredAbility("enters", (Effect.make("lose_life", amount=1),))
    game = position()
    game.create_object(creature("Gainer", 1, 1, gain), 0, Zone.LIBRARY)
    game.create_object(creature("Loser", 1, 1, lose), 1, Zone.LIBRARY)
    gainer = game.players[0].library[-1]
    loser = game.players[1].library[-1]
    game.move(loser, Zone.BATTLEFIELD)
    game.move(gainer, Zone.BATTLEFIELD)
    game.proceed()
    names = [game.objects[i].card.name for i in game.stack]
    assert names == ["Gainer", "Loser"]  # Gainer (active player's) is at the bottom
    assert game.priority == 0 and game.decision.kind is DecisionKind.PRIORITY

def test_cr603_3d_trigger_without_legal_target_is_removed() -> None:
    zap = TriggeredAbility("enters", (Effect.make("deal_damage", amount=1, to="target"),),
                           (TargetSpec("creature", "opponent"),))
    game = position()
    game.create_object(creature("Zapper", 1, 1, zap), 0, Zone.HAND)
    game.move(game.players[0].hand[-1], Zone.BATTLEFIELD)
    game.proceed()
    assert game.stack == [] and game.decision.kind is DecisionKind.PRIORITY

def test_cr603_3d_trigger_targets_are_chosen_and_cant_be_cancelled() -> None:
    zap = TriggeredAbility("enters", (Effect.make("deal_damage", amount=1, to="target"),), (TargetSpec("any"),))
    game = position()
    game.create_object(creature("Zapper", 1, 1, zap), 0, Zone.HAND)
    game.move(game.players[0].hand[-1], Zone.BATTLEFIELD)
    game.proceed()
    assert game.decision.kind is DecisionKind.TARGETS
    assert A.CancelCasting(0) not in game.legal_actions()
    with pytest.raises(IllegalAction):
        game.apply(A.CancelCasting(0))
    game.apply(A.ChooseTargets(0, (PlayerRef(1),)))
    game.apply(A.PassPriority(0))
    game.apply(A.PassPriority(1))
    assert game.players[1].life == 19


# "Whenever enchanted creature attacks or blocks" (Contaminated Bond) is the ``attacks`` kind with
# ``or_blocks`` (CR 508.3a, 509.3a): refused at load where it can't be said.

def test_cr508_3a_attacks_or_blocks_is_said_of_the_enchanted_creature() -> None:
    from mtgdesk.engine.triggers import check_params
    assert check_params("attacks", {"what": "enchanted", "or_blocks": True}) is None
    assert check_params("attacks", {"or_blocks": True}) == \
        "trigger 'attacks': or_blocks is said only with what = enchanted, not 'self'"
    assert check_params("attacks", {"what": "creature", "or_blocks": True}) == \
        "trigger 'attacks': or_blocks is said only with what = enchanted, not 'creature'"


def test_cr508_3a_attacks_or_blocks_is_not_said_with_alone() -> None:
    from mtgdesk.engine.triggers import check_params
    assert check_params("attacks", {"what": "enchanted", "or_blocks": True, "alone": True}) == \
        "trigger 'attacks': or_blocks is not said with alone"
    assert check_params("attacks", {"alone": True, "or_blocks": False}) is None


def test_cr508_3a_or_blocks_is_a_yes_or_no() -> None:
    from mtgdesk.engine.triggers import check_params
    assert check_params("attacks", {"what": "enchanted", "or_blocks": "yes"}) == \
        "trigger 'attacks': or_blocks: must be bool, not 'yes'"


def test_cr509_3a_an_attacks_trigger_without_or_blocks_ignores_blocks() -> None:
    """The ``attacks`` kind listens to declared blockers too; only ``or_blocks`` matches them."""
    from mtgdesk.engine import events as E
    from mtgdesk.engine.triggers import _attacks
    bond = next(c for c in load_pool() if c.name == "Contaminated Bond")
    ability = next(a for a in bond.abilities if isinstance(a, TriggeredAbility))
    assert ability.event == "attacks" and ability.get("or_blocks") is True
    plain = TriggeredAbility("attacks", ability.effects, params=(("what", "enchanted"),))

    class _Aura:
        id, controller, attached_to = 7, 0, 3

    blocked = E.BlockersDeclared(player=1, blocks=((3, 9), (3, 10)))
    assert list(_attacks(None, _Aura(), ability, blocked)) == [(("object", 3),)]  # type: ignore[arg-type]
    assert list(_attacks(None, _Aura(), plain, blocked)) == []  # type: ignore[arg-type]


# "Whenever enchanted land is tapped for mana" (Overgrowth) is the ``tapped_for_mana`` kind with
# its subject: a triggered mana ability, resolved at once (CR 605.1b, 605.4a).

def test_cr605_1b_tapped_for_mana_names_its_subject() -> None:
    from mtgdesk.engine.triggers import check_params
    assert check_params("tapped_for_mana", {"what": "enchanted"}) is None
    assert check_params("tapped_for_mana", {}) == "trigger 'tapped_for_mana': what must be given: enchanted"


def test_cr605_1b_tapped_for_mana_refuses_a_subject_it_does_not_match() -> None:
    from mtgdesk.engine.triggers import check_params
    assert check_params("tapped_for_mana", {"what": "land"}) == \
        "trigger 'tapped_for_mana': what: 'land' is not one of enchanted"
    assert check_params("tapped_for_mana", {"what": "self"}) == \
        "trigger 'tapped_for_mana': what: 'self' is not one of enchanted"


def test_cr605_1b_overgrowth_is_a_triggered_mana_ability_of_its_land() -> None:
    overgrowth = next(c for c in load_pool() if c.name == "Overgrowth")
    ability = next(a for a in overgrowth.abilities if isinstance(a, TriggeredAbility))
    assert (ability.event, ability.get("what")) == ("tapped_for_mana", "enchanted")
    assert overgrowth.adds_mana_when_enchanted_tapped
