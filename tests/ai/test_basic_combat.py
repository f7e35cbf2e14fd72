"""The easy player's combat (ai/basic_combat.py): the arithmetic of a fight (CR 510), who may
block whom (509.1b) and the declarations of attackers, blockers and combat damage."""
from __future__ import annotations

import pytest

from mtgdesk.ai.basic import BasicPlayer
from mtgdesk.ai.basic_combat import CombatPlanner, can_block, fight
from mtgdesk.engine import Step
from mtgdesk.engine import actions as A
from mtgdesk.engine.decisions import DecisionKind
from mtgdesk.engine.objects import PlayerRef
from mtgdesk.engine.view import CardView
from tests.helpers.games import find, position


def _cards(game: object, player: int = 0) -> dict[tuple[str, int], CardView]:
    view = game.view(player)  # type: ignore[attr-defined]
    return {(c.name, c.controller): c for c in view.battlefield()}


def test_fight_counts_first_strike() -> None:
    game = position(a_battlefield=["Grizzly Bears", "Pegasus Charger", "Craw Wurm"],
                    b_battlefield=["Grizzly Bears", "Kami of Old Stone"])
    view = game.view(0)
    by_name = {(c.name, c.controller): c for c in view.battlefield()}
    bears, charger, wurm = (by_name[(n, 0)] for n in ("Grizzly Bears", "Pegasus Charger", "Craw Wurm"))
    their_bears, wall = by_name[("Grizzly Bears", 1)], by_name[("Kami of Old Stone", 1)]
    assert fight(view, bears, their_bears) == (True, True)
    assert fight(view, charger, their_bears) == (False, True)
    assert fight(view, wurm, wall) == (False, False)


def test_does_not_attack_into_a_bigger_blocker() -> None:
    game = position(Step.ATTACKERS, a_battlefield=["Grizzly Bears"], b_battlefield=["Craw Wurm"])
    assert BasicPlayer().choose(game.view(0), game.decision) == A.FinishAttackers(0)


def test_attacks_when_nothing_can_block() -> None:
    game = position(Step.ATTACKERS, a_battlefield=["Suntail Hawk"], b_battlefield=["Craw Wurm"])
    assert isinstance(BasicPlayer().choose(game.view(0), game.decision), A.DeclareAttacker)


@pytest.mark.parametrize("blocker, expected", [("Craw Wurm", True), ("Llanowar Elves", False)])
def test_blocks_when_the_block_is_good(blocker: str, expected: bool) -> None:
    game = position(Step.ATTACKERS, a_battlefield=["Grizzly Bears"], b_battlefield=[blocker])
    game.apply(A.DeclareAttacker(0, find(game, "Grizzly Bears")))
    game.apply(A.FinishAttackers(0))
    while game.decision.kind is not DecisionKind.BLOCKERS:
        game.apply(A.PassPriority(game.decision.player))
    action = BasicPlayer().choose(game.view(1), game.decision)
    assert isinstance(action, A.DeclareBlocker) is expected


def test_cr510_1_a_fight_counts_a_pump_and_damage_already_marked() -> None:
    game = position(a_battlefield=["Grizzly Bears"], b_battlefield=["Hill Giant"])
    view = game.view(0)
    c = _cards(game)
    bears, giant = c[("Grizzly Bears", 0)], c[("Hill Giant", 1)]
    assert fight(view, bears, giant) == (True, False)
    assert fight(view, bears, giant, attacker_bonus=(3, 3)) == (False, True)  # Giant Growth
    game.objects[find(game, "Hill Giant")].damage = 1
    c = _cards(game)
    assert fight(game.view(0), c[("Grizzly Bears", 0)], c[("Hill Giant", 1)]) == (True, True)


def test_cr702_7_first_strike_on_both_sides_is_an_ordinary_fight() -> None:
    game = position(a_battlefield=["Pegasus Charger"], b_battlefield=["Pegasus Charger"])
    c = _cards(game)
    assert fight(game.view(0), c[("Pegasus Charger", 0)], c[("Pegasus Charger", 1)]) == (True, True)


@pytest.mark.parametrize("attacker, blocker, able", [
    ("Suntail Hawk", "Grizzly Bears", False),  # flying (CR 702.9b)
    ("Suntail Hawk", "Giant Spider", True),  # reach
    ("Suntail Hawk", "Storm Crow", True),
    ("Gluttonous Zombie", "Grizzly Bears", False),  # fear (CR 702.36b)
    ("Gluttonous Zombie", "Ornithopter", True),  # an artifact creature
    ("Gluttonous Zombie", "Razortooth Rats", True),  # a black creature
    ("Paladin en-Vec", "Razortooth Rats", False),  # protection from black (CR 702.16e)
    ("Paladin en-Vec", "Grizzly Bears", True),
    ("Grizzly Bears", "Grizzly Bears", True),
])
def test_cr509_1b_who_may_block_whom(attacker: str, blocker: str, able: bool) -> None:
    game = position(a_battlefield=[attacker], b_battlefield=[blocker])
    c = _cards(game)
    assert can_block(game.view(1), c[(blocker, 1)], c[(attacker, 0)]) is able


def test_cr702_14c_landwalk_is_unblockable_while_the_defender_controls_that_land_type() -> None:
    game = position(a_battlefield=["Bog Wraith"], b_battlefield=["Grizzly Bears"])
    c = _cards(game)
    assert can_block(game.view(1), c[("Grizzly Bears", 1)], c[("Bog Wraith", 0)])
    game = position(a_battlefield=["Bog Wraith"], b_battlefield=["Grizzly Bears", "Swamp"])
    c = _cards(game)
    assert not can_block(game.view(1), c[("Grizzly Bears", 1)], c[("Bog Wraith", 0)])


def test_cr509_1a_a_tapped_creature_cannot_block() -> None:
    game = position(a_battlefield=["Grizzly Bears"], b_battlefield=["Craw Wurm"])
    game.objects[find(game, "Craw Wurm")].tapped = True
    c = _cards(game)
    assert not can_block(game.view(1), c[("Craw Wurm", 1)], c[("Grizzly Bears", 0)])


def test_all_in_when_the_blockers_cannot_stop_lethal_damage() -> None:
    game = position(Step.ATTACKERS, a_battlefield=["Grizzly Bears", "Grizzly Bears", "Hill Giant"],
                    b_battlefield=["Craw Wurm"])
    game.players[1].life = 4
    view = game.view(0)
    plan = CombatPlanner()._plan_attack(view, list(game.legal_actions()))
    assert len(plan) == 3  # one blocked, five damage through


def test_a_chump_block_when_the_attack_is_lethal() -> None:
    game = position(Step.ATTACKERS, a_battlefield=["Craw Wurm"], b_battlefield=["Llanowar Elves"])
    game.players[1].life = 6
    game.apply(A.DeclareAttacker(0, find(game, "Craw Wurm")))
    game.apply(A.FinishAttackers(0))
    while game.decision.kind is not DecisionKind.BLOCKERS:
        game.apply(A.PassPriority(game.decision.player))
    action = BasicPlayer().choose(game.view(1), game.decision)
    assert action == A.DeclareBlocker(1, find(game, "Llanowar Elves"), find(game, "Craw Wurm"))


def test_cr510_1c_damage_is_assigned_to_kill_blockers_first_then_to_the_player() -> None:
    game = position(a_battlefield=["Craw Wurm"], b_battlefield=["Grizzly Bears"])
    wurm, bears = find(game, "Craw Wurm"), find(game, "Grizzly Bears")
    options: list[A.Action] = [A.AssignCombatDamage(0, wurm, ((bears, 1), (PlayerRef(1), 5))),
                               A.AssignCombatDamage(0, wurm, ((bears, 2), (PlayerRef(1), 4))),
                               A.AssignCombatDamage(0, wurm, ((bears, 6),))]
    assert CombatPlanner()._assign(game.view(0), options) == options[1]
    assert CombatPlanner()._assign(game.view(0), [A.PassPriority(0)]) is None
