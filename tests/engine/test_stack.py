"""What is on the stack besides cards (engine/stack.py: CR 113.1b, 113.7a, 405, 601.2, 602.2a)."""
from __future__ import annotations

from mtgdesk.engine import Game, GameObject, StackAbility, Zone
from mtgdesk.engine import actions as A
from mtgdesk.engine.stack import Casting
from tests.helpers.games import find, position


def test_stack_ability_copy_carries_every_slot() -> None:
    game = position(a_battlefield=["Llanowar Elves"])
    source = next(o for o in game.objects.values() if isinstance(o, GameObject))
    ability = source.card.abilities[0]
    item = StackAbility(99, source, ability, 0)
    item.targets = (1,)
    item.x = 3
    copy = item.copy()
    assert copy.state() == item.state()


def test_a_stack_ability_copy_is_a_separate_object() -> None:
    game = position(a_battlefield=["Llanowar Elves"])
    source = game.objects[find(game, "Llanowar Elves")]
    item = StackAbility(99, source, source.card.abilities[0], 0)
    copy = item.copy()
    copy.targets = (5,)
    copy.x = 2
    assert item.targets == () and item.x == 0
    assert copy.state() != item.state()


def _artillery_on_the_stack() -> tuple[Game, int, int]:
    game = position(a_battlefield=["Orcish Artillery"], b_battlefield=["Grizzly Bears"])
    artillery, bears = find(game, "Orcish Artillery"), find(game, "Grizzly Bears")
    game.apply(A.ActivateAbility(0, artillery, 0))
    game.apply(A.ChooseTargets(0, (bears,)))
    return game, artillery, bears


def test_cr602_2a_an_activated_ability_on_the_stack_is_a_stack_ability_of_its_source() -> None:
    game, artillery, bears = _artillery_on_the_stack()
    item = game.objects[game.stack[-1]]
    assert isinstance(item, StackAbility)
    assert (item.source, item.controller, item.owner, item.targets) == (artillery, 0, 0, (bears,))
    assert item.zone is Zone.STACK
    assert item.name == "Orcish Artillery" and repr(item) == f"<ability of Orcish Artillery#{item.id}>"
    assert item.id != artillery


def test_cr113_7a_an_ability_on_the_stack_exists_apart_from_its_source() -> None:
    game, artillery, _ = _artillery_on_the_stack()
    game.move(artillery, Zone.GRAVEYARD)
    item = game.objects[game.stack[-1]]
    assert item.card.name == "Orcish Artillery" and item.source == artillery


def test_cr601_2_casting_records_the_stage_and_its_state_leaves_the_rewind_out() -> None:
    game = position(a_battlefield=["Orcish Artillery"])
    game.apply(A.ActivateAbility(0, find(game, "Orcish Artillery"), 0))
    casting = game.casting
    assert isinstance(casting, Casting)
    assert (casting.kind, casting.player, casting.stage) == ("ability", 0, "targets")
    copy = casting.copy()
    assert copy is not casting and copy.state() == casting.state() and copy.rewind is casting.rewind
    copy.stage = "pay"
    assert casting.stage == "targets"
    assert Casting("spell", 0, 1, 1, 0, "x", None).state() == Casting("spell", 0, 1, 1, 0, "x", object()).state()
