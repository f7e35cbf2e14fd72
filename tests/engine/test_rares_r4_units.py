"""Rules of the issue-r4 rares that a scenario can't pin down (Mana Clash's coin flips, CR 705), and a
soak with them in play."""
from __future__ import annotations

import pytest

from mtgdesk.engine import DecisionKind, Game, PlayerRef, Step, Zone
from mtgdesk.engine import actions as A
from mtgdesk.engine import events as E
from mtgdesk.engine.decisions import Question
from mtgdesk.engine.rng import GameRng
from mtgdesk.sim import play_game
from tests.engine.test_invariants import check_invariants
from tests.helpers.games import RED_GREEN, cards, find, position


def test_cr705_mana_clash_flips_until_both_heads_and_each_tails_deals_1() -> None:
    """Over many seeds: the caster and the opponent flip one coin each per round; each tails
    deals 1 damage to its player; the rounds stop at the first round where both are heads."""
    rounds_seen = set()
    for seed in range(40):
        game = position(a_hand=["Mana Clash"], a_battlefield=["Mountain"], a_library=["Island"],
                        b_library=["Island"])
        game.rng = GameRng(seed)
        flips: list[E.CoinFlipped] = []
        game.subscribe(lambda ev: flips.append(ev) if isinstance(ev, E.CoinFlipped) else None)
        game.apply(A.CastSpell(0, find(game, "Mana Clash", Zone.HAND)))
        game.apply(A.ChooseTargets(0, (PlayerRef(1),)))
        while game.stack:  # pay automatically, then everyone passes
            d = game.decision
            game.apply(A.PassPriority(d.player) if d.kind is DecisionKind.PRIORITY else game.legal_actions()[0])
        assert len(flips) % 2 == 0 and flips
        rounds = [flips[i:i + 2] for i in range(0, len(flips), 2)]
        assert [f.player for r in rounds for f in r] == [0, 1] * len(rounds)  # the caster first
        assert all(f.won for f in rounds[-1]) and not any(all(f.won for f in r) for r in rounds[:-1])
        for p in (0, 1):
            tails = sum(1 for f in flips if f.player == p and not f.won)
            assert game.players[p].life == 20 - tails
        rounds_seen.add(len(rounds))
    assert max(rounds_seen) > 1  # some seeds needed several rounds


RED_RARES = cards(
    (2, "Blood Moon"), (2, "Bloodfire Colossus"), (2, "Flowstone Slide"), (2, "Form of the Dragon"),
    (2, "Karplusan Yeti"), (2, "Magnivore"), (2, "Mana Clash"), (2, "Mogg Sentry"), (2, "Rathi Dragon"),
    (2, "Rukh Egg"), (2, "Shard Phoenix"), (2, "Shivan Dragon"), (2, "Thundermare"), (2, "Wildfire"),
    (2, "Slate of Ancestry"), (14, "Mountain"), (4, "Shivan Reef"), (2, "Karplusan Forest"),
)


def test_soak_with_the_r4_rares_keeps_invariants_and_clones_agree() -> None:
    """Random games with these rares on both sides end, keep the invariants after every
    action, and a clone of every position is equal to it."""
    total = len(RED_RARES) + len(RED_GREEN)

    def check(game: Game) -> None:
        check_invariants(game, total)
        assert game.clone().state() == game.state()

    for seed in range(12):
        game = play_game([RED_RARES, RED_GREEN], seed, max_turns=80, check=check)
        assert game.over


@pytest.mark.parametrize("level", ["random", "easy", "medium", "hard"])
def test_every_computer_player_answers_the_r4_questions(level: str) -> None:
    """Rathi Dragon's "unless" and the lands to sacrifice, Wildfire's lands, and Shard Phoenix
    in the graveyard during its owner's upkeep: each level answers with a legal action."""
    from mtgdesk.ai.levels import make_player

    player = make_player(level, 3)
    dragon = position(a_hand=["Rathi Dragon"], a_battlefield=["Mountain"] * 5, a_library=["Island"] * 3,
                      b_library=["Island"] * 3)
    dragon.apply(A.CastSpell(0, find(dragon, "Rathi Dragon", Zone.HAND)))
    wildfire = position(a_hand=["Wildfire"], a_battlefield=["Mountain"] * 7, b_battlefield=["Forest"] * 5,
                        a_library=["Island"] * 3, b_library=["Island"] * 3)
    wildfire.apply(A.CastSpell(0, find(wildfire, "Wildfire", Zone.HAND)))
    phoenix = position(Step.UPKEEP, a_battlefield=["Mountain"] * 3, a_graveyard=["Shard Phoenix"],
                       a_library=["Island"] * 3, b_library=["Island"] * 3)
    asked = set()
    for game in (dragon, wildfire, phoenix):
        for _ in range(40):
            d = game.decision
            if game.over or game.turn > 3 or d.kind is DecisionKind.PRIORITY and not game.stack \
                    and game is not phoenix:
                break
            action = player.choose(game.view(d.player), d)
            assert game.refusal(action) is None, (level, d, action)
            if d.kind is DecisionKind.CHOICE:
                asked.add(d.question)
            game.apply(action)
            if game is phoenix:
                break  # its one decision: activate the Phoenix or pass
    assert Question.SACRIFICE in asked


def test_cr604_3_magnivore_counts_in_every_zone_and_follows_the_graveyards() -> None:
    """A characteristic-defining ability works in every zone: Magnivore in a hand or a graveyard
    is N/N, N the sorcery cards in all graveyards, counted anew as they change."""
    game = position(a_hand=["Magnivore", "Lava Axe"], a_graveyard=["Mind Rot", "Grizzly Bears"],
                    b_graveyard=["Wildfire"], a_battlefield=["Mountain"] * 5, a_library=["Island"],
                    b_library=["Island"])
    magnivore = find(game, "Magnivore", Zone.HAND)
    assert (game.characteristics(magnivore).power, game.characteristics(magnivore).toughness) == (2, 2)
    game.apply(A.CastSpell(0, find(game, "Lava Axe", Zone.HAND)))
    game.apply(A.ChooseTargets(0, (PlayerRef(1),)))
    while game.stack:
        d = game.decision
        game.apply(A.PassPriority(d.player) if d.kind is DecisionKind.PRIORITY else game.legal_actions()[0])
    assert game.characteristics(magnivore).power == 3  # Lava Axe is in the graveyard now
    dead = game.move(magnivore, Zone.GRAVEYARD)
    assert dead is not None and game.characteristics(dead).toughness == 3
