"""Which permanents a change can reach (issue 10 fast paths, which change no rule): a permanent
moving recomputes only what counts or an "as long as" applies to (CR 604.2, 604.3, 613.4c); the
end of combat and the cleanup step recompute only when an effect ends or a static ability looks
at what they change (CR 511.3, 514.2). Made-up cards show the cases the pool doesn't have."""
from __future__ import annotations

from mtgdesk.cards import load_pool
from mtgdesk.engine import Step, Zone
from mtgdesk.engine.layers import _card_reads_status, battlefield_readers, statics_read_status
from tests.helpers.made_up import made_up
from tests.helpers.games import find, position


def test_cr604_2_613_4c_readers_are_the_permanents_a_count_or_condition_applies_to() -> None:
    game = position(a_battlefield=["Kird Ape", "Grizzly Bears", "Blanchwood Armor", "Forest", "Llanowar Elves"],
                    b_battlefield=["Yavimaya Enchantress", "Glorious Anthem", "Forest"])
    bears, armor = find(game, "Grizzly Bears"), find(game, "Blanchwood Armor")
    game.attach(armor, bears)
    readers = battlefield_readers(game)
    assert readers is not None
    # Kird Ape ("as long as"), the enchanted Bears ("for each"), the Enchantress ("for each"), and
    # no other: Glorious Anthem's bonus doesn't depend on what else is on the battlefield.
    assert sorted(readers) == sorted([find(game, "Kird Ape"), bears, find(game, "Yavimaya Enchantress")])
    assert find(game, "Llanowar Elves") not in readers


def test_cr613_4c_shared_creature_types_recompute_all() -> None:
    game = position(a_battlefield=["Coat of Arms", "Grizzly Bears"])
    assert battlefield_readers(game) is None


def test_cr511_3_514_2_no_static_of_the_pool_reads_combat_status_or_damage() -> None:
    pool = load_pool()
    game = position(a_battlefield=["Glorious Anthem", "Kird Ape", "Coat of Arms", "Forest"])
    assert not statics_read_status(game)
    assert not [c.name for c in pool if _card_reads_status(c)]


def test_cr511_3_a_static_that_looks_at_attackers_makes_the_end_of_combat_recompute() -> None:
    rally = made_up(name="Rally Banner", cost="{2}", type="Artifact",
                    abilities=[{"static": "creatures_get", "affected": "attacking creature you_control",
                                "power": 1, "toughness": 0}])
    game = position(step=Step.MAIN1, a_battlefield=["Grizzly Bears"])
    game.create_object(rally, 0, Zone.BATTLEFIELD)
    assert statics_read_status(game)
