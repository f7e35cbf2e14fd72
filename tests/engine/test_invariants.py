"""Random play to the end, with the engine's invariants checked after every action."""
from __future__ import annotations

from collections import Counter

import pytest

from mtgdesk.engine import Game, Zone
from mtgdesk.sim import play_game
from tests.helpers.games import RED_GREEN, WHITE_BLUE_GREEN, cards


def check_invariants(game: Game, total: int) -> None:
    """Every card in exactly one zone, the number of cards conserved, no negative counts."""
    seen: Counter[int] = Counter()
    for p in game.players:
        for zone in (p.library, p.hand, p.graveyard, p.exile):
            seen.update(zone)
        assert all(n >= 0 for n in p.pool), p.pool
        assert p.lands_played >= 0
    seen.update(game.battlefield)
    seen.update(game.stack)
    assert all(n == 1 for n in seen.values()), "an object is in two zones"
    assert set(seen) == set(game.objects), "an object is in no zone, or a zone holds a ghost"
    cards = sum(1 for o in game.objects.values() if hasattr(o, "token") and not o.token)
    assert cards == total, f"{cards} cards, expected {total}"
    for oid, obj in game.objects.items():
        zone_list = game.battlefield if obj.zone is Zone.BATTLEFIELD else game.stack if obj.zone is Zone.STACK \
            else game.players[obj.owner].zone_list(obj.zone)
        assert oid in zone_list, f"{obj} is not where it says"
        if hasattr(obj, "damage"):
            assert obj.damage >= 0
            assert all(n >= 0 for n in obj.counters.values())
    if game.over:
        assert game.decision.kind.value == "game_over"


@pytest.mark.parametrize("variant", ["modern", "classic"])
def test_soak_random_games_keep_invariants(variant: str) -> None:
    """At least 200 seeded games between random players run to the end (CR 104)."""
    total = len(RED_GREEN) + len(WHITE_BLUE_GREEN)
    games = 120 if variant == "modern" else 80
    ended = 0
    for seed in range(games):
        game = play_game([RED_GREEN, WHITE_BLUE_GREEN], seed, variant, check=lambda g: check_invariants(g, total))
        assert game.over
        ended += 1
    assert ended == games


def test_same_seed_same_game() -> None:
    """A seed and the random players' choices replay a game exactly."""
    a = play_game([RED_GREEN, WHITE_BLUE_GREEN], 42)
    b = play_game([RED_GREEN, WHITE_BLUE_GREEN], 42)
    assert a.state() == b.state()
    c = play_game([RED_GREEN, WHITE_BLUE_GREEN], 43)
    assert a.state() != c.state()


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
