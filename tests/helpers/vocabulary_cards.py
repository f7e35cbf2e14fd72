"""Made-up creatures and sorceries built from the ability vocabulary, a combat position, and a
game passed to a step: for tests of keywords and triggers no Ninth Edition card shows alone."""
from __future__ import annotations

from mtgdesk.engine import CardDef, DecisionKind, Effect, ManaCost, Step, TargetSpec, Zone
from mtgdesk.engine import actions as A
from tests.helpers.games import position


def creature(name: str, power: int, toughness: int, *abilities: object, cost: str = "{1}") -> CardDef:
    return CardDef(name, ManaCost.parse(cost), ("Creature",), ("Test",), (), power, toughness, tuple(abilities))

def combat_position(attackers: list[CardDef], blockers: list[CardDef]) -> tuple:
    game = position(step=Step.ATTACKERS)
    a = [game.create_object(c, 0, Zone.BATTLEFIELD).id for c in attackers]
    b = [game.create_object(c, 1, Zone.BATTLEFIELD).id for c in blockers]
    return game, a, b

def pass_until_step(game, step: Step) -> None:
    for _ in range(200):
        if game.step is step and game.decision.kind is DecisionKind.PRIORITY:
            return
        d = game.decision
        if d.kind is DecisionKind.BLOCKERS:
            game.apply(A.FinishBlockers(d.player))
        else:
            game.apply(A.PassPriority(d.player))
    raise AssertionError("never reached " + step.value)

def _resolve_spell(game, card: CardDef, *targets: object) -> None:
    obj = game.create_object(card, 0, Zone.HAND)
    game.apply(A.CastSpell(0, obj.id))
    if game.decision.kind is DecisionKind.TARGETS:
        game.apply(A.ChooseTargets(0, tuple(targets)))
    game.apply(A.PassPriority(0))
    game.apply(A.PassPriority(1))

def sorcery(name: str, *effects: Effect, targets: tuple[TargetSpec, ...] = ()) -> CardDef:
    from mtgdesk.engine import SpellAbility

    return CardDef(name, ManaCost.parse("{0}"), ("Sorcery",), spell=SpellAbility(tuple(effects), targets))
