"""Random play with decks full of combat keywords: invariants hold and every game ends."""
from __future__ import annotations

from mtgdesk.sim import play_game
from tests.engine.test_invariants import check_invariants
from tests.helpers.games import cards

KEYWORDS_A = cards(
    (6, "Mountain"), (5, "Swamp"), (4, "Plains"),
    (2, "Pegasus Charger"), (2, "Paladin en-Vec"), (2, "Razortooth Rats"), (2, "Bog Wraith"),
    (2, "Drudge Skeletons"), (2, "Goblin Brigand"), (2, "Raging Goblin"), (2, "Goblin Raider"),
    (2, "Serra Angel"), (2, "Relentless Assault"), (2, "Shock"), (2, "Dream Prowler"), (1, "Ornithopter"),
)
KEYWORDS_B = cards(
    (7, "Forest"), (5, "Island"), (4, "Swamp"),
    (2, "Rootbreaker Wurm"), (2, "Giant Spider"), (2, "Elvish Bard"), (2, "King Cheetah"), (2, "River Bear"),
    (2, "Ancient Silverback"), (2, "Phantom Warrior"), (2, "Sea Monster"), (2, "Will-o'-the-Wisp"),
    (2, "Tree Monkey"), (2, "Air Elemental"), (1, "Giant Growth"), (1, "Zodiac Monkey"),
)


def test_keyword_decks_soak_200_games() -> None:
    total = len(KEYWORDS_A) + len(KEYWORDS_B)
    assert len(KEYWORDS_A) == 40 and len(KEYWORDS_B) == 40
    turns = 0
    for seed in range(200):
        game = play_game([KEYWORDS_A, KEYWORDS_B], seed, check=lambda g: check_invariants(g, total))
        assert game.over
        turns += game.turn
    assert turns > 200  # games last more than one turn on average
