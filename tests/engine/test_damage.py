"""Damage (engine/damage.py: CR 120, 702.2 deathtouch, 702.15 lifelink)."""
from __future__ import annotations

from mtgdesk.engine import DecisionKind, Keyword, Step
from mtgdesk.engine import actions as A
from tests.helpers.vocabulary_cards import combat_position, creature, pass_until_step


def test_cr702_15b_lifelink_gains_life_for_damage_dealt() -> None:
    linker = creature("Life Linker", 3, 3, Keyword("lifelink"))
    game, (a,), _ = combat_position([linker], [])
    game.players[0].life = 10
    game.apply(A.DeclareAttacker(0, a))
    game.apply(A.FinishAttackers(0))
    pass_until_step(game, Step.MAIN2)
    assert (game.players[0].life, game.players[1].life) == (13, 17)

def test_cr702_2b_deathtouch_one_damage_is_lethal() -> None:
    toucher = creature("Death Toucher", 1, 1, Keyword("deathtouch"))
    big = creature("Big Blocker", 5, 5)
    game, (a,), (b,) = combat_position([toucher], [big])
    game.apply(A.DeclareAttacker(0, a))
    game.apply(A.FinishAttackers(0))
    while game.decision.kind is not DecisionKind.BLOCKERS:
        game.apply(A.PassPriority(game.decision.player))
    game.apply(A.DeclareBlocker(1, b, a))
    game.apply(A.FinishBlockers(1))
    pass_until_step(game, Step.MAIN2)
    assert a not in game.objects and b not in game.objects
    assert [game.objects[i].card.name for i in game.players[1].graveyard] == ["Big Blocker"]
