"""Tricks the opponent may hold, and the worst case (issue 34): positions where the search
player used to walk into an obvious trick or tap out into a lethal card."""
from __future__ import annotations

import random
from collections import Counter
from dataclasses import replace
from types import SimpleNamespace
from typing import Any

import pytest

from mtgdesk.ai.basic import BasicPlayer
from mtgdesk.ai.levels import LEVELS
from mtgdesk.ai.search import SearchPlayer
from mtgdesk.ai.tricks import (TellMemory, apply_tell, attack_tells, counter_reserve, holds_trick, lethal_threats,
                                spends_reserve)
from mtgdesk.cards import load_pool
from mtgdesk.decks.precons import precon
from mtgdesk.engine import Game, Step, Zone
from mtgdesk.engine import actions as A
from mtgdesk.engine.decisions import DecisionKind
from tests.helpers.games import find, position

_HARD = LEVELS["hard"].search
assert _HARD is not None
#: Hard's way of searching by a fixed number of iterations: the same seed, the same search.
FIXED_HARD = replace(_HARD, budget=1e9, max_iterations=300, min_iterations=1, settle_after=10**9)


def _stompers_attack(hand: tuple[str, ...] = ("Giant Growth", "Craw Wurm", "Forest", "Trained Armodon",
                                             "Giant Spider")) -> Game:
    """B plays Green Stompers (all 60 cards in the game: its shown cards point to that list),
    attacks with Spined Wurm (5/4) into A's two untapped Hill Giants (3/3) with five Forests open
    and five cards in hand; A is to declare blockers (CR 509.1)."""
    deck = [c.name for c in precon("Green Stompers").cards()]
    battlefield = ["Forest"] * 5 + ["Spined Wurm", "Llanowar Elves"]
    rest = Counter(deck)
    rest.subtract(battlefield)
    rest.subtract(hand)
    library = [n for n, k in rest.items() for _ in range(k)]
    game = position(Step.MAIN1, active=1, turn=6, a_battlefield=["Plains"] * 4 + ["Hill Giant", "Hill Giant"],
                    a_hand=["Plains", "Plains"], a_library=["Plains"] * 20,
                    b_battlefield=battlefield, b_hand=list(hand), b_library=library)
    wurm = find(game, "Spined Wurm")
    for _ in range(60):
        d = game.decision
        if d.kind is DecisionKind.BLOCKERS:
            return game
        legal = game.legal_actions()
        if d.kind is DecisionKind.ATTACKERS:
            attack = next((a for a in legal if isinstance(a, A.DeclareAttacker) and a.creature == wurm), None)
            action = attack if attack is not None and wurm not in game.combat.attackers else \
                next(a for a in legal if isinstance(a, A.FinishAttackers))
        else:
            action = next(a for a in legal if isinstance(a, (A.PassPriority, A.Keep)))
        game.apply(action)
    raise AssertionError("the position never reached A's declaration of blockers")


def _blocks(game: Game, seed: int) -> list[A.Action]:
    ai = SearchPlayer(seed, FIXED_HARD)
    out: list[A.Action] = []
    for _ in range(6):
        d = game.decision
        if d.kind is not DecisionKind.BLOCKERS:
            break
        action = ai.choose(game.view(0), d)
        out.append(action)
        game.apply(action)
        if isinstance(action, A.FinishBlockers):
            break
    return out


def test_an_attack_into_two_blockers_with_mana_open_tells_of_a_trick() -> None:
    game = _stompers_attack()
    assert attack_tells(game.view(0)) == 5  # B's five Forests: what a trick could cost


def test_a_tell_puts_a_castable_trick_in_the_imagined_hand() -> None:
    pool = load_pool()
    forests = [pool.get("Forest")] * 5
    library = [pool.get("Craw Wurm")] * 10 + [pool.get("Might of Oaks"), pool.get("Giant Growth")]
    rng = random.Random(2)
    told = [apply_tell(forests + library, 5, 1, 0.75, rng, []) for _ in range(400)]
    held = [hidden for hidden in told if holds_trick(hidden[:5], 1)]
    assert 0.65 < len(held) / 400 < 0.85
    # With one Forest open only Giant Growth will do; it came from the library: the counts stay.
    assert all(Counter(c.name for c in h)["Giant Growth"] == 1 and h[:5].count(pool.get("Giant Growth")) == 1
               for h in held)
    assert not any(holds_trick(apply_tell(forests + library, 5, 0, 1.0, rng, [])[:5], 0) for _ in range(20))


@pytest.mark.parametrize("seed", range(1, 5))
def test_hard_does_not_double_block_into_open_mana_and_a_full_hand(seed: int) -> None:
    """The newcomer's game (issue 34): a double block kills the Wurm only if B holds no pump;
    B attacked a 5/4 into two 3/3s with five Forests open, and Green Stompers holds four Giant
    Growth and a Might of Oaks. Hard used to double-block (and lose both Giants to the Growth)."""
    blocks = _blocks(_stompers_attack(), seed)
    assert sum(isinstance(a, A.DeclareBlocker) for a in blocks) < 2, blocks


def test_the_policy_pumps_an_attacker_two_creatures_block() -> None:
    """The playout policy casts Giant Growth on its Wurm when two blockers would kill it (CR 510.1c:
    their damage adds up), so that the search sees what a double block risks."""
    game = _stompers_attack()
    giants = [find(game, "Hill Giant", player=0)]
    giants.append(next(o for o, obj in game.objects.items() if obj.card.name == "Hill Giant" and o not in giants))
    wurm = find(game, "Spined Wurm")
    for g in giants:
        game.apply(A.DeclareBlocker(0, g, wurm))
    game.apply(A.FinishBlockers(0))
    policy = BasicPlayer(1)
    for _ in range(10):
        d = game.decision
        if d.player == 1:
            break
        game.apply(next(a for a in game.legal_actions() if isinstance(a, A.PassPriority)))
    action = policy.choose(game.view(1), game.decision)
    assert isinstance(action, A.CastSpell) and game.objects[action.card].card.name == "Giant Growth"


def _counter_position(life: int, threat: str) -> Game:
    """A at ``life`` with Remove Soul, Counsel of the Soratami and three Islands in its first main
    phase; B with four Mountains and ``threat`` in hand."""
    game = position(Step.MAIN1, active=0, turn=5, a_hand=["Remove Soul", "Counsel of the Soratami"],
                    a_battlefield=["Island"] * 3, a_library=["Island"] * 3,
                    b_hand=[threat], b_battlefield=["Mountain"] * 4, b_library=["Mountain"] * 3)
    game.players[0].life = life
    return game


def test_a_haste_creature_is_a_lethal_threat_at_four_life() -> None:
    pool = load_pool()
    view = _counter_position(4, "Lightning Elemental").view(0)
    threats = {c.name for c in lethal_threats(view, [pool.get("Lightning Elemental"), pool.get("Shock"),
                                                    pool.get("Lava Axe")])}
    assert threats == {"Lightning Elemental"}  # Shock deals 2; Lava Axe costs five, B has four lands


def test_remove_soul_is_kept_up_against_a_haste_creature_not_at_twenty_life() -> None:
    pool = load_pool()
    red = [pool.get("Lightning Elemental"), pool.get("Shock")]
    game = _counter_position(4, "Lightning Elemental")
    view = game.view(0)
    assert counter_reserve(view, red) == 2
    counsel = find(game, "Counsel of the Soratami", zone=Zone.HAND)
    assert spends_reserve(view, A.CastSpell(0, counsel), 2)
    game.players[0].life = 20
    assert counter_reserve(game.view(0), red) == 0


# ---------------------------------------------------------------------- learning the tells


def _seen(turn: int, step: str, active: int = 1, blocks: tuple = (), stack: tuple = ()) -> Any:
    """What ``TellMemory.observe`` reads of a view of player 0's: the turn, the step, whose
    turn, the blocks and the stack (public, CR 405, 509)."""
    return SimpleNamespace(player=0, turn=turn, step=SimpleNamespace(name=step), active=active,
                           blocks=lambda: list(blocks), stack=lambda: list(stack))


def _spell(controller: int) -> Any:
    return SimpleNamespace(controller=controller, is_ability=False)


def test_a_tell_blocked_into_with_no_trick_cast_lowers_the_belief_cr_509_1() -> None:
    memory = TellMemory(0.75)
    memory.observe(_seen(6, "BLOCKERS"), True)  # the attack tells; we are to block
    memory.observe(_seen(6, "BLOCKERS", blocks=((1, 2),)), False)  # blocked; the opponent passed
    memory.observe(_seen(6, "DAMAGE"), False)
    assert memory.told == 0  # the combat isn't over yet (CR 511)
    memory.observe(_seen(6, "MAIN2"), False)
    assert (memory.told, memory.tricks) == (1, 0)
    assert memory.belief() == pytest.approx(3 / 5)


def test_a_trick_cast_after_blocks_raises_the_belief_cr_509_2() -> None:
    memory = TellMemory(0.75)
    memory.observe(_seen(6, "BLOCKERS"), True)
    memory.observe(_seen(6, "BLOCKERS", blocks=((1, 2),), stack=(_spell(1),)), False)  # a Giant Growth
    memory.observe(_seen(7, "UPKEEP", active=0), False)  # the next turn closes the combat's record
    assert (memory.told, memory.tricks) == (1, 1)
    assert memory.belief() == pytest.approx(4 / 5)


def test_an_unblocked_tell_or_our_own_spell_teaches_nothing() -> None:
    memory = TellMemory(0.75)
    memory.observe(_seen(6, "BLOCKERS"), True)
    memory.observe(_seen(6, "BLOCKERS", stack=(_spell(0),)), False)  # no block; our own spell
    memory.observe(_seen(6, "END_COMBAT"), False)
    assert memory.told == 0 and memory.belief() == 0.75
    memory.observe(_seen(7, "BLOCKERS", active=0), True)  # our attack: not the opponent's tell
    memory.observe(_seen(7, "MAIN2", active=0, blocks=((1, 2),)), False)
    assert memory.told == 0


def test_hard_learns_from_a_real_tell_it_blocked_into() -> None:
    """The Stompers' Wurm attacks into two Hill Giants with five Forests open; hard is made to
    block with one Giant, B (easy) casts nothing it holds no trick for: after the combat the
    search player believes the next tell less (``SearchPlayer.tells``)."""
    game = _stompers_attack(hand=("Craw Wurm", "Forest", "Trained Armodon", "Giant Spider", "Forest"))
    ai = SearchPlayer(1, FIXED_HARD)
    easy = BasicPlayer(2)
    giant = find(game, "Hill Giant")
    ai.choose(game.view(0), game.decision)  # sees the tell at its declaration of blockers
    blocker = next(a for a in game.legal_actions() if isinstance(a, A.DeclareBlocker) and a.blocker == giant)
    game.apply(blocker)
    for _ in range(80):
        if game.step is Step.MAIN2 or game.over:
            break
        d = game.decision
        if d.player == 0:
            action = ai.choose(game.view(0), d)
            if d.kind is DecisionKind.BLOCKERS:
                action = next(a for a in game.legal_actions() if isinstance(a, A.FinishBlockers))
        else:
            action = easy.choose(game.view(1), d)
        game.apply(action)
    while game.decision.player != 0 and not game.over:
        game.apply(easy.choose(game.view(1), game.decision))
    ai.choose(game.view(0), game.decision)
    assert (ai.tells.told, ai.tells.tricks) == (1, 0)
    assert ai.tells.belief() < 0.75
