"""What the table shows at one moment, from one player's side (ui/table/snapshot.py): the other
hand only counted (CR 402.3), both hidden between hot-seat turns; blocks, summoning sickness
only where it matters (CR 302.6), the stack's targets; a card changed by a continuous effect
seen as it is now (CR 613, 305.7)."""
from __future__ import annotations

from typing import Any

import pytest

from mtgdesk.engine import Step, Zone
from mtgdesk.engine import actions as A
from mtgdesk.engine.decisions import DecisionKind
from mtgdesk.ui.table.bridge import GameBridge
from mtgdesk.ui.table.snapshot import _in_order, take_snapshot
from tests.helpers.games import find, position

pytestmark = pytest.mark.gui


def test_the_other_hand_is_only_counted_and_both_are_hidden_between_hot_seat_turns(qapp: Any) -> None:
    game = position(a_hand=["Shock", "Forest"], b_hand=["Giant Growth"], a_graveyard=["Grizzly Bears"],
                    b_battlefield=["Forest"])
    bridge = GameBridge(game)
    mine = take_snapshot(bridge, 0, ["Ann", "Bob"])
    assert sorted(s.card.name for s in mine.hands[0]) == ["Forest", "Shock"]
    assert [s.card for s in mine.hands[1]] == [None] and mine.players[1].hand_count == 1
    theirs = take_snapshot(bridge, 1, ["Ann", "Bob"])
    assert [s.card.name for s in theirs.hands[1]] == ["Giant Growth"] and all(s.card is None for s in theirs.hands[0])
    nobody = take_snapshot(bridge, 0, ["Ann", "Bob"], seated=False)
    assert all(s.card is None for hand in nobody.hands.values() for s in hand)
    assert [p.hand_count for p in nobody.players] == [2, 1]
    bears = mine.players[0].graveyard[0]
    assert mine.card(bears.id) is bears and bears.card.name == "Grizzly Bears"  # graveyards are public
    assert (mine.players[0].name, mine.players[0].life, mine.turn, mine.step, mine.active) == ("Ann", 20, 3, "main1", 0)


def test_sickness_is_marked_only_on_a_creature_without_haste(qapp: Any) -> None:
    game = position(a_battlefield=["Grizzly Bears", "Raging Goblin", "Forest"], b_battlefield=["Forest"])
    for obj in game.objects.values():
        obj.sick = True  # all came under their controller's control this turn
    snapshot = take_snapshot(GameBridge(game), 0, ["Ann", "Bob"])
    sick = {s.card.name: s.sick for s in snapshot.battlefield if s.controller == 0}
    assert sick == {"Grizzly Bears": True, "Raging Goblin": False, "Forest": False}


def test_blocks_and_a_spell_s_target_on_the_stack(qapp: Any) -> None:
    game = position(Step.ATTACKERS, a_battlefield=["Hill Giant"], b_battlefield=["Grizzly Bears", "Mountain"],
                    b_hand=["Shock"])
    giant, bears = find(game, "Hill Giant"), find(game, "Grizzly Bears")
    game.apply(A.DeclareAttacker(0, giant))
    game.apply(A.FinishAttackers(0))
    while game.decision.kind is not DecisionKind.BLOCKERS:
        game.apply(A.PassPriority(game.decision.player))
    game.apply(A.DeclareBlocker(1, bears, giant))
    game.apply(A.FinishBlockers(1))
    bridge = GameBridge(game)
    snapshot = take_snapshot(bridge, 1, ["Ann", "Bob"])
    assert snapshot.blocks == [(bears, giant)]
    states = {s.card.name: s for s in snapshot.battlefield}
    assert states["Grizzly Bears"].blocking and states["Hill Giant"].attacking and not states["Hill Giant"].blocking
    while game.decision.player != 1:
        game.apply(A.PassPriority(game.decision.player))
    shock = find(game, "Shock", Zone.HAND)
    assert bridge.submit(A.CastSpell(1, shock))
    assert bridge.submit(A.ChooseTargets(1, (giant,)))
    for _ in range(5):  # the cost is paid (CR 601.2g-h)
        if game.decision.kind is DecisionKind.PRIORITY:
            break
        assert bridge.submit(next(a for a in bridge.legal_actions() if not isinstance(a, A.PassPriority)))
    on_stack = take_snapshot(bridge, 0, ["Ann", "Bob"]).stack
    assert [s.card.name for s in on_stack] == ["Shock"] and giant in on_stack[0].targets


def test_a_nonbasic_land_under_blood_moon_is_seen_as_a_mountain(qapp: Any) -> None:
    game = position(a_battlefield=["Karplusan Forest", "Blood Moon"], b_battlefield=["Forest"])
    land = next(s for s in take_snapshot(GameBridge(game), 1, ["Ann", "Bob"]).battlefield
                if s.card.name == "Karplusan Forest")
    assert land.card.subtypes == ("Mountain",) and land.card.abilities == ()  # its mana ability is the type's
    assert land.card.types == ("Land",)


def test_types_keep_their_printed_order_and_added_ones_follow_in_the_rules_order() -> None:
    order = ("Artifact", "Enchantment", "Land", "Creature")
    assert _in_order(("Land",), frozenset({"Land", "Creature", "Artifact"}), order) == ("Land", "Artifact", "Creature")
    assert _in_order(("Creature", "Artifact"), frozenset({"Artifact"}), order) == ("Artifact",)
