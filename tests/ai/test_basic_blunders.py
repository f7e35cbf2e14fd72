"""The basic player's blunders, one test each (issue 13): signs of effects, when to cast, what to
activate, combat requirements, revealed hands, current characteristics."""
from __future__ import annotations

from collections.abc import Callable

from mtgdesk.ai.basic import BasicPlayer
from mtgdesk.decks.precons import precons
from mtgdesk.engine import Game, Step, Zone
from mtgdesk.engine import actions as A
from mtgdesk.engine.decisions import DecisionKind
from mtgdesk.engine.objects import PlayerRef
from tests.helpers.games import find, position


def _run(game: Game, players: dict[int, BasicPlayer], until: Callable[[Game], bool], limit: int = 300) -> list[A.Action]:
    """Let the players (a passing player for a seat without one) act until ``until`` holds."""
    taken: list[A.Action] = []
    for _ in range(limit):
        if game.over or until(game):
            return taken
        d = game.decision
        ai = players.get(d.player)
        if ai is None:
            legal = game.legal_actions()
            action = next((a for a in legal if isinstance(a, (A.PassPriority, A.FinishAttackers, A.FinishBlockers))),
                          legal[0])
        else:
            action = ai.choose(game.view(d.player), d)
        taken.append(action)
        game.apply(action)
    return taken


def _targets_chosen(actions: list[A.Action]) -> list[tuple]:
    return [a.targets for a in actions if isinstance(a, A.ChooseTargets)]


def _end_of_turn(game: Game) -> bool:
    return game.turn > 3


def test_enfeeblement_goes_on_the_opponents_creature() -> None:
    game = position(a_hand=["Enfeeblement"], a_battlefield=["Swamp", "Swamp", "Grizzly Bears"],
                    b_battlefield=["Llanowar Elves"])
    theirs = find(game, "Llanowar Elves")
    taken = _run(game, {0: BasicPlayer()}, lambda g: g.step is not Step.MAIN1)
    assert _targets_chosen(taken) == [(theirs,)]


def test_natural_spring_is_for_its_caster() -> None:
    game = position(a_hand=["Natural Spring"], a_battlefield=["Forest"] * 5)
    taken = _run(game, {0: BasicPlayer()}, lambda g: g.step is not Step.MAIN1)
    assert _targets_chosen(taken) == [(PlayerRef(0),)]
    assert game.players[0].life == 28


def test_holy_day_waits_for_an_attack() -> None:
    game = position(a_hand=["Holy Day"], a_battlefield=["Plains"], b_battlefield=["Craw Wurm"])
    taken = _run(game, {0: BasicPlayer()}, _end_of_turn)
    assert not any(isinstance(a, A.CastSpell) for a in taken)
    # In the opponent's turn, the Wurm attacks and nothing blocks: now it is worth casting.
    game = position(Step.ATTACKERS, active=1, a_hand=["Holy Day"], a_battlefield=["Plains"],
                    b_battlefield=["Craw Wurm"])
    game.apply(A.DeclareAttacker(1, find(game, "Craw Wurm")))
    game.apply(A.FinishAttackers(1))
    _run(game, {0: BasicPlayer()}, lambda g: g.step is Step.END_COMBAT)
    assert game.players[0].life == 20
    assert find(game, "Holy Day", zone=Zone.GRAVEYARD)


def test_never_counters_its_own_spell() -> None:
    game = position(a_hand=["Remove Soul", "Grizzly Bears"], a_battlefield=["Island", "Island", "Forest", "Forest"])
    _run(game, {0: BasicPlayer()}, lambda g: g.step is not Step.MAIN1)
    assert find(game, "Grizzly Bears")  # it resolved
    assert find(game, "Remove Soul", zone=Zone.HAND)


def test_counters_the_opponents_creature_spell() -> None:
    game = position(active=1, a_hand=["Remove Soul"], a_battlefield=["Island", "Island"],
                    b_hand=["Craw Wurm"], b_battlefield=["Forest"] * 6)
    game.apply(A.CastSpell(1, find(game, "Craw Wurm", zone=Zone.HAND)))
    game.apply(A.PayAuto(1))
    _run(game, {0: BasicPlayer()}, lambda g: not g.stack)
    assert find(game, "Craw Wurm", zone=Zone.GRAVEYARD)


def test_pacifism_on_the_opponents_best_creature() -> None:
    game = position(a_hand=["Pacifism"], a_battlefield=["Plains", "Plains", "Grizzly Bears"],
                    b_battlefield=["Llanowar Elves", "Craw Wurm"])
    taken = _run(game, {0: BasicPlayer()}, lambda g: g.step is not Step.MAIN1)
    assert _targets_chosen(taken) == [(find(game, "Craw Wurm"),)]


def test_flight_and_fear_on_its_own_creature() -> None:
    for aura, lands in (("Flight", ["Island"]), ("Fear", ["Swamp", "Swamp"])):
        game = position(a_hand=[aura], a_battlefield=lands + ["Grizzly Bears"], b_battlefield=["Craw Wurm"])
        taken = _run(game, {0: BasicPlayer()}, lambda g: g.step is not Step.MAIN1)
        assert _targets_chosen(taken) == [(find(game, "Grizzly Bears", player=0),)], aura


def test_anaba_shaman_finishes_the_opponent() -> None:
    game = position(a_battlefield=["Anaba Shaman", "Mountain"], b_battlefield=["Craw Wurm"])
    game.players[1].life = 1
    _run(game, {0: BasicPlayer()}, _end_of_turn)
    assert game.over and game.winner == 0


def test_boomerang_is_not_spent_on_a_land() -> None:
    game = position(a_hand=["Boomerang"], a_battlefield=["Island", "Island"], b_battlefield=["Forest", "Forest"])
    taken = _run(game, {0: BasicPlayer()}, _end_of_turn)
    assert not _targets_chosen(taken)
    game = position(a_hand=["Boomerang"], a_battlefield=["Island", "Island"],
                    b_battlefield=["Forest", "Craw Wurm"])
    taken = _run(game, {0: BasicPlayer()}, lambda g: g.step is not Step.MAIN1)
    assert find(game, "Craw Wurm", zone=Zone.HAND)


def test_relentless_assault_attacks_again() -> None:
    game = position(Step.ATTACKERS, a_hand=["Relentless Assault"], a_battlefield=["Mountain"] * 4 + ["Hill Giant"])
    _run(game, {0: BasicPlayer()}, _end_of_turn)
    assert game.players[1].life == 14  # two attacks of three


def test_a_must_attack_creature_attacks_alone() -> None:
    game = position(Step.ATTACKERS, a_battlefield=["Goblin Brigand", "Grizzly Bears"], b_battlefield=["Craw Wurm"])
    taken = _run(game, {0: BasicPlayer()}, lambda g: g.decision.kind is not DecisionKind.ATTACKERS)
    assert [a for a in taken if isinstance(a, A.DeclareAttacker)] == [A.DeclareAttacker(0, find(game, "Goblin Brigand"))]


def test_coercion_takes_the_best_card_of_the_revealed_hand() -> None:
    game = position(a_hand=["Coercion"], a_battlefield=["Swamp", "Swamp", "Swamp"],
                    b_hand=["Forest", "Forest", "Craw Wurm", "Forest"], b_battlefield=["Forest"])
    _run(game, {0: BasicPlayer()}, lambda g: g.step is not Step.MAIN1)
    assert [game.objects[i].card.name for i in game.players[1].graveyard] == ["Craw Wurm"]


def test_reads_current_characteristics_not_printed_cards() -> None:
    # The opponent's Bears fly thanks to an Aura: a 1/1 flyer is no longer safe to attack with.
    game = position(Step.ATTACKERS, a_battlefield=["Suntail Hawk"], b_battlefield=["Grizzly Bears", "Flight"])
    game.objects[find(game, "Flight")].attached_to = find(game, "Grizzly Bears")
    game._dirty()
    assert BasicPlayer().choose(game.view(0), game.decision) == A.FinishAttackers(0)


def test_never_takes_back_the_same_cast_twice_in_a_step() -> None:
    decks = precons()
    for seed in range(6):
        game = Game.new([decks[seed].cards(), decks[seed + 4].cards()], seed=seed)
        players = [BasicPlayer(seed), BasicPlayer(seed + 1)]
        cancelled: set[tuple[int, str, int, str]] = set()
        while not game.over:
            d = game.decision
            action = players[d.player].choose(game.view(d.player), d)
            if isinstance(action, A.CancelCasting):
                top = game.objects[game.stack[-1]].card.name if game.stack else ""
                key = (game.turn, game.step.value, d.player, top)
                assert key not in cancelled, key
                cancelled.add(key)
            game.apply(action)


def test_no_card_is_aimed_with_the_wrong_sign() -> None:
    """Every card of the pool with targets, cast by the basic player in a main phase with a
    creature on each side: a harmful effect goes to the opponent's side, a helpful one to its
    own (the sign comes from the effect kinds, never from the card's name)."""
    from mtgdesk.ai.facts import aimed_sign
    from mtgdesk.cards import load_pool
    from mtgdesk.engine.abilities import StaticAbility
    from mtgdesk.engine.objects import BASIC_LAND_TYPES

    basics = {c: t for t, c in BASIC_LAND_TYPES.items()}
    checked = 0
    for card in load_pool():
        effects = card.spell.effects if card.spell else ()
        statics = tuple(a for a in card.abilities if isinstance(a, StaticAbility)) if "Aura" in card.subtypes else ()
        sign = aimed_sign(effects, statics)
        if card.is_land or "Creature" in card.types or sign == 0 or not (card.spell and card.spell.targets
                                                                          or statics):
            continue
        lands = [basics[c] for c in sorted(card.mana_cost.colors) for _ in range(3)] or ["Plains"]
        lands += ["Plains"] * 6
        game = position(a_hand=[card.name], a_battlefield=lands + ["Grizzly Bears"],
                        b_battlefield=["Grizzly Bears", "Forest"], b_library=["Forest"], a_library=["Forest"])
        ai = BasicPlayer()
        for _ in range(100):
            if game.over or game.step is not Step.MAIN1:
                break
            d = game.decision
            action = ai.choose(game.view(0), d) if d.player == 0 else game.legal_actions()[0]
            if isinstance(action, A.ChooseTargets):
                for t in (t for t in action.targets if t is not None):
                    side = t.index if isinstance(t, PlayerRef) else game.objects[t].controller
                    assert (side == 0) == (sign > 0), (card.name, t)
                    checked += 1
            game.apply(action)
    assert checked >= 10  # enough cards were really cast for the test to mean something
