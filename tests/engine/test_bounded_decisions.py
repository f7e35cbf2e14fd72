"""Issue 31, items 1 and 2, and issue 35, item 4 (the engine's side): no decision is answered by
listing combinations, and mana payment is planned without a search (what the automatic payment
keeps for the player is in test_payment.py). Each test is named by the rule it proves."""
from __future__ import annotations

import itertools
import random

import pytest

from mtgdesk.cards import load_pool
from mtgdesk.engine import Game, Step, Zone
from mtgdesk.engine import actions as A
from mtgdesk.engine.casting import payment_preview
from mtgdesk.engine.payment import auto_payment, mana_sources
from mtgdesk.engine.decisions import DecisionKind, Question
from mtgdesk.engine.errors import IllegalAction
from mtgdesk.engine.mana import MANA_TYPES, ManaCost, ManaSource, max_payable_x, plan_payment
from tests.helpers.games import find, position


def _at(game: Game, kind: DecisionKind, limit: int = 40) -> None:
    for _ in range(limit):
        if game.decision.kind is kind:
            return
        game.apply(A.PassPriority(game.decision.player))
    raise AssertionError(f"never reached {kind}: {game.decision}")


def _big_hand(n: int = 60) -> Game:
    names = (["Grizzly Bears", "Shock", "Forest"] * n)[:n]
    game = position(Step.END, a_hand=names, a_library=["Forest"] * 5, b_library=["Forest"] * 5)
    _at(game, DecisionKind.DISCARD)
    return game


# ---------------------------------------------------------------------- discards (CR 514.1, 701.9)

def test_cr_514_1_discard_of_53_from_60_is_listed_as_single_picks() -> None:
    game = _big_hand()
    d = game.decision
    assert d.question is Question.DISCARD_TO_HAND_SIZE and d.count == 53
    legal = game.legal_actions()
    assert len(legal) == 60 and all(isinstance(a, A.Pick) for a in legal)
    for _ in range(53):
        game.apply(game.legal_actions()[-1])  # a pick; the last one makes the whole discard
        if game.decision.kind is DecisionKind.DISCARD:
            assert len(game.legal_actions()) == 60 - len(game.decision.get("picked"))
    assert len(game.players[0].hand) == 7
    assert len(game.players[0].graveyard) == 53


def test_cr_514_1_discard_of_a_whole_set_is_checked_directly() -> None:
    game = _big_hand()
    hand = list(game.decision.options)
    copy = game.clone()
    assert copy.refusal(A.Discard(0, tuple(hand[:53]))) is None  # not listed, yet legal
    copy.apply(A.Discard(0, tuple(hand[:53])))
    assert sorted(copy.players[0].hand) == sorted(hand[53:])
    wrong = game.refusal(A.Discard(0, tuple(hand[:52])))
    assert wrong is not None and wrong.rule == "514.1"
    twice = game.refusal(A.Discard(0, (hand[0],) * 53))
    assert twice is not None and twice.rule == "514.1"
    with pytest.raises(IllegalAction) as refused:
        game.apply(A.Discard(0, tuple(hand[:52])))
    assert refused.value.rule == "514.1"


def test_cr_701_9_a_pick_is_one_of_the_cards_offered_and_not_twice() -> None:
    game = _big_hand(10)
    hand = list(game.decision.options)
    game.apply(A.Pick(0, hand[0]))
    again = game.refusal(A.Pick(0, hand[0]))
    assert again is not None and again.rule == "514.1"
    stranger = game.refusal(A.Pick(0, 99_999))
    assert stranger is not None and stranger.rule == "701.9"
    # the picks are part of the state: a copy carries them, and the whole set still answers
    copy = game.clone()
    assert copy.decision.get("picked") == (hand[0],)
    copy.apply(A.Discard(0, tuple(hand[1:4])))
    assert len(copy.players[0].hand) == 7


def test_cr_701_9_the_computer_discards_its_least_useful_cards_one_pick_at_a_time() -> None:
    from mtgdesk.ai.basic import BasicPlayer

    game = _big_hand(30)
    player = BasicPlayer(seed=1)
    for _ in range(23):
        d = game.decision
        if d.kind is not DecisionKind.DISCARD:
            break
        action = player.choose(game.view(0), d)
        assert isinstance(action, A.Pick)
        game.apply(action)
    assert len(game.players[0].hand) == 7


def test_cr_103_5_cards_put_on_the_bottom_after_mulligans_are_picked() -> None:
    pool = load_pool()
    deck = [pool.get("Forest")] * 20 + [pool.get("Grizzly Bears")] * 20
    game = Game.new([deck, deck], seed=3)
    p = game.decision.player
    game.apply(A.Mulligan(p))
    game.apply(A.Mulligan(p))
    game.apply(A.Keep(p))
    d = game.decision
    assert d.question is Question.BOTTOM and d.count == 2
    legal = game.legal_actions()
    assert len(legal) == 7 and all(isinstance(a, A.Pick) for a in legal)
    hand = list(game.players[p].hand)
    library = len(game.players[p].library)
    game.apply(A.Pick(p, hand[0]))
    assert len(game.players[p].hand) == 7 and game.decision.get("picked") == (hand[0],)
    game.apply(A.Pick(p, hand[1]))
    assert len(game.players[p].hand) == 5 and len(game.players[p].library) == library + 2
    assert hand[2] in game.players[p].hand


# ---------------------------------------------------------------------- targets (CR 601.2c, 115.3)

def test_cr_601_2c_several_targets_are_picked_one_requirement_at_a_time() -> None:
    game = position(a_hand=["Panic Attack"], a_battlefield=["Mountain"] * 3,
                    b_battlefield=["Grizzly Bears"] * 40)
    game.apply(A.CastSpell(0, find(game, "Panic Attack", Zone.HAND)))
    d = game.decision
    assert d.kind is DecisionKind.TARGETS and len(d.options) == 3
    legal = game.legal_actions()
    picks = [a for a in legal if isinstance(a, A.Pick)]
    assert len(picks) == 41  # forty creatures and "none", not 41 ** 3 combinations
    bears = [i for i in game.battlefield if game.objects[i].controller == 1]
    game.apply(A.Pick(0, bears[0]))
    assert A.Pick(0, bears[0]) not in game.legal_actions()  # CR 115.3: not the same one twice
    twice = game.refusal(A.Pick(0, bears[0]))
    assert twice is not None and twice.rule == "115.3"
    game.apply(A.Pick(0, bears[1]))
    game.apply(A.Pick(0, None))
    assert game.decision.kind is DecisionKind.PAY
    assert game.objects[game.stack[-1]].targets == (bears[0], bears[1], None)


def test_cr_601_2c_a_whole_choice_of_targets_is_checked_directly() -> None:
    game = position(a_hand=["Panic Attack"], a_battlefield=["Mountain"] * 3,
                    b_battlefield=["Grizzly Bears"] * 5)
    game.apply(A.CastSpell(0, find(game, "Panic Attack", Zone.HAND)))
    bears = [i for i in game.battlefield if game.objects[i].controller == 1]
    same = game.refusal(A.ChooseTargets(0, (bears[0], bears[0], None)))
    assert same is not None and same.rule == "115.3"
    short = game.refusal(A.ChooseTargets(0, (bears[0],)))
    assert short is not None and short.rule == "601.2c"
    assert game.refusal(A.ChooseTargets(0, (bears[2], bears[0], bears[4]))) is None
    game.apply(A.ChooseTargets(0, (bears[2], bears[0], bears[4])))
    assert game.decision.kind is DecisionKind.PAY


# ---------------------------------------------------------------------- combat damage (CR 510.1c)

def _wurm_blocked_by(n: int) -> tuple[Game, int]:
    game = position(Step.BEGIN_COMBAT, a_battlefield=["Craw Wurm"], b_battlefield=["Grizzly Bears"] * n)
    wurm = find(game, "Craw Wurm")
    _at(game, DecisionKind.ATTACKERS)
    game.apply(A.DeclareAttacker(0, wurm))
    game.apply(A.FinishAttackers(0))
    _at(game, DecisionKind.BLOCKERS)
    for b in [i for i in game.battlefield if game.objects[i].controller == 1]:
        game.apply(A.DeclareBlocker(1, b, wurm))
    game.apply(A.FinishBlockers(1))
    _at(game, DecisionKind.ASSIGN_DAMAGE)
    return game, wurm


def test_cr_510_1c_damage_division_among_60_blockers_lists_a_few_and_checks_any() -> None:
    game, wurm = _wurm_blocked_by(60)
    d = game.decision
    legal = game.legal_actions()
    assert 1 <= len(legal) <= len(d.options) + 2
    # the first listed: lethal damage to each blocker in order (issue 35: 2, 2, then the rest)
    first = dict(legal[0].assignment)
    assert [first[b] for b in d.options[:4]] == [2, 2, 2, 0]
    odd = tuple((b, 1 if i < 6 else 0) for i, b in enumerate(d.options))
    assert game.refusal(A.AssignCombatDamage(0, wurm, odd)) is None
    short = game.refusal(A.AssignCombatDamage(0, wurm, tuple((b, 0) for b in d.options)))
    assert short is not None and short.rule == "510.1c"
    game.apply(A.AssignCombatDamage(0, wurm, odd))
    assert sum(1 for i in game.battlefield if game.objects[i].controller == 1) == 60  # 1 damage each: none died


# ---------------------------------------------------------------------- mana (CR 601.2g-h, 107.3a)

def _brute_force(pool: list[int], cost: ManaCost, sources: list[ManaSource]) -> bool:
    """Whether some way of tapping the sources pays the cost (every subset, every type)."""
    for choice in itertools.product(*[[None, *s.produces] for s in sources]):
        mana = list(pool)
        for s, t in zip(sources, choice):
            if t is not None:
                mana[MANA_TYPES.index(t)] += s.amount
        left = mana
        ok = True
        for i, n in enumerate(cost.colored):
            if left[i] < n:
                ok = False
                break
            left[i] -= n
        if ok and sum(left) >= cost.generic:
            return True
    return False


def test_cr_601_2h_payment_plan_agrees_with_every_way_of_tapping() -> None:
    """The planned payment (a flow, no search) finds a payment exactly when one exists, and the
    payment it finds pays the cost."""
    rng = random.Random(31)
    kinds = [("W",), ("U",), ("B",), ("R",), ("G",), ("C",), ("W", "U"), ("B", "R", "G"), ("C", "R", "G"),
             ("W", "U", "B", "R", "G")]
    for _ in range(400):
        sources = []
        for i in range(rng.randint(0, 6)):
            produces = rng.choice(kinds)
            amount = 3 if produces == ("C",) and rng.random() < 0.3 else 1
            painful = produces[1:2] if rng.random() < 0.3 else ()
            sources.append(ManaSource(i, 0, produces, amount, rng.randint(0, 2), painful))
        colored = [rng.choice([0, 0, 0, 1, 2]) for _ in range(6)]
        cost = ManaCost(rng.randint(0, 4), tuple(colored))  # type: ignore[arg-type]
        pool = [rng.choice([0, 0, 0, 1]) for _ in range(6)]
        plan = plan_payment(pool, cost, sources, keep=[rng.randint(0, 30) for _ in range(6)])
        assert (plan is not None) == _brute_force(pool, cost, sources), (pool, cost, sources)
        if plan is not None:
            assert len({id(s) for s, _ in plan}) == len(plan)  # each source tapped once
            mana = list(pool)
            for s, t in plan:
                assert t in s.produces
                mana[MANA_TYPES.index(t)] += s.amount
            assert all(mana[i] >= cost.colored[i] for i in range(6))
            assert sum(mana) - sum(cost.colored) >= cost.generic


def test_cr_107_3_largest_x_found_by_bisection_is_the_largest_payable() -> None:
    sources = [ManaSource(i, 0, ("B",) if i % 3 else ("C",), 1) for i in range(30)]
    cost = ManaCost(1, (0, 0, 1, 0, 0, 0), 1, x_only="B")
    top = max_payable_x([0] * 6, cost, sources, 30, "B")
    assert top == 19  # 20 black sources, one for {B}
    assert plan_payment([0] * 6, cost.with_x(top, "B"), sources) is not None
    assert plan_payment([0] * 6, cost.with_x(top + 1, "B"), sources) is None


def test_cr_601_2h_preview_of_the_spell_being_paid_and_of_nothing() -> None:
    game = position(a_hand=["Hill Giant"], a_battlefield=["Mountain", "Mountain", "Mountain", "Mountain"])
    assert payment_preview(game, 0) is None  # nothing is being paid
    giant = find(game, "Hill Giant", Zone.HAND)
    game.apply(A.CastSpell(0, giant))
    preview = payment_preview(game, 0)
    assert preview is not None and len(preview) == 4
    plan = auto_payment(game, 0, ManaCost.parse("{3}{R}"))
    assert plan is not None and {s.object_id for s, _ in plan} == set(preview)
    assert len(mana_sources(game, 0)) == 4 and not any(game.objects[i].tapped for i in preview)  # unchanged


# ---------------------------------------------------------------------- blocks (CR 509.1a-c)

def test_cr_509_1_blocks_listed_are_exactly_the_blocks_allowed() -> None:
    """The blocks listed per blocker and per attacker (with evasion checked only where an
    attacker has some) are exactly the pairs the declaration's own check allows: flying,
    fear, landwalk, "all creatures able to block it do so" (Elvish Bard), a tapped creature."""
    from mtgdesk.engine.combat import block_candidates, blocker_refusal

    game = position(Step.BEGIN_COMBAT,
                    a_battlefield=["Suntail Hawk", "Bog Wraith", "Goblin King", "Zodiac Monkey", "Grizzly Bears",
                                   "Elvish Bard", "Air Elemental"],
                    b_battlefield=["Giant Spider", "Scathe Zombies", "Grizzly Bears", "Forest", "Swamp",
                                   "Spined Wurm", "Llanowar Elves"])
    game.objects[find(game, "Llanowar Elves")].tapped = True
    _at(game, DecisionKind.ATTACKERS)
    mine = [i for i in game.battlefield if game.objects[i].controller == 0]
    for a in mine:
        if game.refusal(A.DeclareAttacker(0, a)) is None:
            game.apply(A.DeclareAttacker(0, a))
    game.apply(A.FinishAttackers(0))
    _at(game, DecisionKind.BLOCKERS)
    theirs = [i for i in game.battlefield if game.objects[i].controller == 1]
    attackers = list(game.combat.attackers)
    assert len(attackers) >= 5
    brute = [(b, a) for b in theirs for a in attackers if blocker_refusal(game, 1, b, a) is None]
    assert block_candidates(game, 1) == brute
    assert brute  # some blocks are allowed, and not all
    assert len(brute) < len(theirs) * len(attackers)


# ---------------------------------------------------------------------- layers (CR 613)

def _all_characteristics(game: Game) -> dict[int, object]:
    copy = game.clone()
    copy._dirty()
    return {oid: copy.characteristics(oid) for oid in list(copy.battlefield)}


def test_cr_613_8_shortcuts_give_the_characteristics_of_the_full_procedure(monkeypatch: pytest.MonkeyPatch) -> None:
    """The layers' shortcuts for many static abilities (effects that commute applied as a sum,
    a filter's test shared by the effects that make it, a test skipped when a modification
    changes nothing it reads) give the very characteristics the full procedure gives (each
    effect tested and applied one by one, in dependency order), over positions of random
    games with every card of the set, and over a board of 100 static abilities."""
    from mtgdesk.ai.random_player import RandomPlayer
    from mtgdesk.engine import layers
    from tests.engine.test_whole_set_soak import whole_set_decks

    positions = []
    decks = whole_set_decks()
    for seed in range(8):
        game = Game.new([decks[seed % len(decks)], decks[(seed * 5 + 1) % len(decks)]], seed=seed)
        players = [RandomPlayer(seed * 2 + 1), RandomPlayer(seed * 2 + 2)]
        for n in range(1500):
            if game.over:
                break
            d = game.decision
            game.apply(players[d.player].choose(game.view(d.player), d))
            if n % 60 == 59 and game.battlefield:
                positions.append(game.clone())
    positions.append(position(a_battlefield=["Glorious Anthem"] * 10 + ["Goblin King"] * 10 + ["Llanowar Elves"] * 5,
                              b_battlefield=["Elvish Champion"] * 10 + ["Goblin King"] * 10 + ["Raging Goblin"] * 5))
    fast = [_all_characteristics(g) for g in positions]
    layers._STATICS.clear()
    monkeypatch.setattr(layers, "_commuting", lambda todo: False)
    monkeypatch.setattr(layers, "filter_reads", lambda filt: None)  # every test made, none shared
    full = [_all_characteristics(g) for g in positions]
    layers._STATICS.clear()
    assert len(positions) > 30
    assert sum(len(f) for f in fast) > 500
    assert fast == full
