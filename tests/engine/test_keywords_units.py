"""Keyword abilities and trigger rules that no Ninth Edition card shows, proven with made-up
cards built from the same vocabulary."""
from __future__ import annotations

import pytest

from mtgdesk.engine import CardDef, DecisionKind, Effect, IllegalAction, Keyword, ManaCost, PlayerRef, Step, TargetSpec, TriggeredAbility, Zone
from mtgdesk.engine import actions as A
from tests.helpers.games import find, position


def creature(name: str, power: int, toughness: int, *abilities: object, cost: str = "{1}") -> CardDef:
    return CardDef(name, ManaCost.parse(cost), ("Creature",), ("Test",), (), power, toughness, tuple(abilities))


def combat_position(attackers: list[CardDef], blockers: list[CardDef]) -> tuple:
    game = position(step=Step.ATTACKERS)
    a = [game.create_object(c, 0, Zone.BATTLEFIELD).id for c in attackers]
    b = [game.create_object(c, 1, Zone.BATTLEFIELD).id for c in blockers]
    return game, a, b


def pass_until(game, step: Step) -> None:
    for _ in range(200):
        if game.step is step and game.decision.kind is DecisionKind.PRIORITY:
            return
        d = game.decision
        if d.kind is DecisionKind.BLOCKERS:
            game.apply(A.FinishBlockers(d.player))
        else:
            game.apply(A.PassPriority(d.player))
    raise AssertionError("never reached " + step.value)


def test_cr702_4b_double_strike_deals_damage_twice() -> None:
    striker = creature("Double Striker", 2, 2, Keyword("double_strike"))
    game, (a,), _ = combat_position([striker], [])
    game.apply(A.DeclareAttacker(0, a))
    game.apply(A.FinishAttackers(0))
    pass_until(game, Step.FIRST_STRIKE_DAMAGE)
    assert game.players[1].life == 18
    pass_until(game, Step.DAMAGE)
    assert game.players[1].life == 16


def test_cr702_3b_defender_cant_attack() -> None:
    wall = creature("Test Wall", 0, 4, Keyword("defender"))
    game, (a,), _ = combat_position([wall], [])
    with pytest.raises(IllegalAction) as exc:
        game.apply(A.DeclareAttacker(0, a))
    assert exc.value.rule == "702.3b"


def test_cr702_15b_lifelink_gains_life_for_damage_dealt() -> None:
    linker = creature("Life Linker", 3, 3, Keyword("lifelink"))
    game, (a,), _ = combat_position([linker], [])
    game.players[0].life = 10
    game.apply(A.DeclareAttacker(0, a))
    game.apply(A.FinishAttackers(0))
    pass_until(game, Step.MAIN2)
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
    pass_until(game, Step.MAIN2)
    assert a not in game.objects and b not in game.objects
    assert [game.objects[i].card.name for i in game.players[1].graveyard] == ["Big Blocker"]


def test_cr702_18a_shroud_cant_be_targeted() -> None:
    game = position(a_hand=["Shock"], a_battlefield=["Mountain"])
    shrouded = game.create_object(creature("Shrouded One", 2, 2, Keyword("shroud")), 1, Zone.BATTLEFIELD)
    game.apply(A.CastSpell(0, find(game, "Shock", Zone.HAND)))
    with pytest.raises(IllegalAction) as exc:
        game.apply(A.ChooseTargets(0, (shrouded.id,)))
    assert exc.value.rule == "702.18a"
    assert shrouded.id not in game.decision.options[0]


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


def test_cr701_9b_random_discard_uses_the_seeded_rng() -> None:
    results = []
    for _ in range(2):
        game = position(b_hand=["Forest", "Island", "Swamp", "Mountain"])
        _resolve_spell(game, sorcery("Test Random Discard", Effect.make("discard", count=2, who="target",
                                                                        chooser="random"),
                                     targets=(TargetSpec("opponent"),)), PlayerRef(1))
        assert len(game.players[1].hand) == 2 and len(game.players[1].graveyard) == 2
        assert game.decision.kind is DecisionKind.PRIORITY  # no one chose
        results.append(sorted(game.objects[i].card.name for i in game.players[1].graveyard))
    assert results[0] == results[1]


def test_cr111_tokens_are_created_and_cease_to_exist_elsewhere() -> None:
    game = position()
    _resolve_spell(game, sorcery("Test Saprolings", Effect.make("create_token", count=2, name="Saproling",
                                                                power=1, toughness=1, color="G")))
    tokens = [game.objects[i] for i in game.battlefield]
    assert len(tokens) == 2 and all(t.token and t.card.name == "Saproling" for t in tokens)
    assert game.characteristics(tokens[0].id).colors == frozenset("G")
    game.move(tokens[0].id, Zone.GRAVEYARD)
    game.sba_needed = True
    game.proceed()
    graveyard = [game.objects[i].card.name for i in game.players[0].graveyard]
    assert graveyard == ["Test Saprolings"] and len(game.battlefield) == 1  # CR 704.5d


def test_cr122_counters_modify_power_and_toughness() -> None:
    game = position(a_battlefield=["Grizzly Bears"])
    bears = find(game, "Grizzly Bears")
    _resolve_spell(game, sorcery("Test Counters", Effect.make("add_counters", what="target", counter="+1/+1", count=2),
                                 targets=(TargetSpec("creature"),)), bears)
    ch = game.characteristics(bears)
    assert (ch.power, ch.toughness) == (4, 4)


def test_effect_vocabulary_is_declared_in_one_place() -> None:
    """Every effect kind is one declaration: its parameters, which are required, how it runs."""
    from mtgdesk.engine.effects import EFFECTS

    for kind, spec in EFFECTS.items():
        assert spec.required <= set(spec.params), kind
        assert callable(spec.start), kind
