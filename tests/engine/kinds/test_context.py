"""What an instruction needs as it resolves (engine/kinds/context.py): the references an effect
may name (``REFERENCES``), the amounts counted as it happens (``AMOUNTS``), the token cards made
once per kind; shown on a small position with a stand-in for the resolving object."""
from __future__ import annotations

from types import SimpleNamespace
from typing import Any

import pytest

from mtgdesk.engine import Game, PlayerRef, Zone
from mtgdesk.engine.kinds.context import AMOUNTS, REFERENCES, Context, token_card
from tests.helpers.games import find, position


def _ctx(game: Game, targets: tuple[Any, ...] = (), illegal: frozenset[int] = frozenset(), x: int = 0,
         source: int = -1, chosen: tuple[tuple[str, Any], ...] = ()) -> Context:
    """A context for an ability of player 0 with ``targets``, as the stack gives one."""
    item = SimpleNamespace(controller=0, targets=targets, x=x, id=source, source=source, chosen=chosen)
    return Context(game, item, illegal)


def test_an_amount_is_a_number_as_written_or_x() -> None:
    ctx = _ctx(position(), x=4)
    assert ctx.amount(3) == 3 and ctx.amount("X") == 4 and ctx.amount("-X") == -4


def test_an_amount_refuses_a_bool_and_an_unknown_name() -> None:
    ctx = _ctx(position())
    with pytest.raises(ValueError, match="not an amount: True"):
        ctx.amount(True)
    with pytest.raises(ValueError, match="unknown amount 'lots'"):
        ctx.amount("lots")


def test_cr608_2h_creatures_you_control_is_counted_as_the_effect_happens() -> None:
    game = position(a_battlefield=["Grizzly Bears", "Forest"], b_battlefield=["Hill Giant"])
    ctx = _ctx(game)
    assert ctx.amount("creatures_you_control") == 1
    game.create_object(game.objects[find(game, "Grizzly Bears")].card, 0, Zone.BATTLEFIELD)
    assert ctx.amount("creatures_you_control") == 2


def test_amounts_about_the_target_player() -> None:
    game = position(b_hand=["Forest", "Island", "Swamp"], b_library=["Forest"] * 5)
    ctx = _ctx(game, targets=(PlayerRef(1),))
    assert ctx.amount("cards_in_target_players_hand") == 3
    assert ctx.amount("half_target_players_library") == 2  # rounded down


def test_target_power_is_the_first_targets_power() -> None:
    game = position(b_battlefield=["Hill Giant"])
    assert _ctx(game, targets=(find(game, "Hill Giant"),)).amount("target_power") == 3
    assert _ctx(game, targets=(PlayerRef(1),)).amount("target_power") == 0  # a player has no power


def test_cr608_2b_a_target_that_became_illegal_is_skipped() -> None:
    game = position(b_battlefield=["Grizzly Bears", "Hill Giant"])
    bears, giant = find(game, "Grizzly Bears"), find(game, "Hill Giant")
    ctx = _ctx(game, targets=(bears, giant), illegal=frozenset({0}))
    assert ctx.refs("targets") == [giant]
    assert ctx.refs("target") == [] and ctx.refs("target:1") == [giant]
    assert ctx.amount("target_power") == 0


def test_the_player_references() -> None:
    ctx = _ctx(position())
    assert ctx.refs("you") == [PlayerRef(0)]
    assert ctx.refs("each_opponent") == [PlayerRef(1)]
    assert ctx.refs("each_player") == [PlayerRef(0), PlayerRef(1)]


def test_self_is_the_source_only_while_it_is_on_the_battlefield() -> None:
    game = position(a_battlefield=["Grizzly Bears"], a_graveyard=["Hill Giant"])
    bears, giant = find(game, "Grizzly Bears"), find(game, "Hill Giant", Zone.GRAVEYARD)
    assert _ctx(game, source=bears).refs("self") == [bears]
    assert _ctx(game, source=giant).refs("self") == []
    assert _ctx(game, source=giant).refs("self_in_graveyard") == [giant]


def test_that_player_and_that_much_are_what_the_trigger_told() -> None:
    ctx = _ctx(position(), chosen=(("player", 1), ("amount", 3)))
    assert ctx.refs("that_player") == [PlayerRef(1)] and ctx.amount("that_much") == 3
    assert _ctx(position()).refs("that_player") == []


def test_an_unknown_reference_is_refused_by_name() -> None:
    with pytest.raises(ValueError, match="unknown reference 'tagret'"):
        _ctx(position()).refs("tagret")


def test_every_reference_and_amount_is_declared_once_with_a_function() -> None:
    assert all(callable(fn) for fn in REFERENCES.values()) and all(callable(fn) for fn in AMOUNTS.values())
    assert {"target", "targets", "you", "self", "target_controller"} <= set(REFERENCES)


def test_cr110_5b_token_cards_of_one_kind_are_one_card_definition() -> None:
    """A token-making effect defines the token's characteristics (CR 110.5b-c)."""
    soldier = token_card("Soldier", 1, 1, "W", "Soldier", ())
    assert token_card("Soldier", 1, 1, "W", "Soldier", ()) is soldier
    assert (soldier.name, soldier.power, soldier.toughness, soldier.subtypes) == ("Soldier", 1, 1, ("Soldier",))
    assert "Creature" in soldier.types
    assert token_card("Soldier", 2, 2, "W", "Soldier", ()) is not soldier
