"""Effects (engine/effects.py): the vocabulary's kinds and what they do."""
from __future__ import annotations

from mtgdesk.engine import DecisionKind, PlayerRef, Zone
from mtgdesk.engine import actions as A
from mtgdesk.engine import events as E
from mtgdesk.engine.rng import GameRng
from tests.helpers.games import find, position


def test_effect_vocabulary_is_declared_in_one_place() -> None:
    """Every effect kind is one declaration: its parameters, which are required, how it runs."""
    from mtgdesk.engine.effects import EFFECTS

    for kind, spec in EFFECTS.items():
        assert spec.required <= set(spec.params), kind
        assert callable(spec.start), kind


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
