"""Combat damage divided among blockers (ui/table/damage_assignment.py, CR 510.1c-d): lethal
damage to each in order, clicks that move it."""
from __future__ import annotations

import pytest

from mtgdesk.engine.objects import PlayerRef
from mtgdesk.ui.table.damage_assignment import DamageSplit

pytestmark = pytest.mark.gui


def test_the_proposed_split_gives_each_blocker_lethal_damage_in_order() -> None:
    """5 damage against a 2/1 and a 2/2: 1 and 4, not 0 and 5 (issue 35, item 3)."""
    assert DamageSplit.proposed([10, 11], [1, 2], 5).amounts == [1, 4]
    assert DamageSplit.proposed([10, 11, PlayerRef(1)], [1, 2, 0], 5).amounts == [1, 2, 2]  # trample
    assert DamageSplit.proposed([10, 11, 12], [2, 2, 2], 4).amounts == [2, 2, 0]

def test_a_click_gives_a_blocker_lethal_damage_taken_from_the_others() -> None:
    split = DamageSplit.proposed([10, 11, 12], [2, 2, 2], 4)
    assert split.give_lethal(2) and split.amounts == [2, 0, 2]  # from the last other blocker first
    assert split.give_lethal(1) and split.amounts == [2, 2, 0]
    split.clear()
    assert split.give_lethal(1) and split.amounts == [0, 2, 0] and split.remaining == 2
    trample = DamageSplit.proposed([10, PlayerRef(1)], [2, 0], 5)
    assert trample.amounts == [2, 3]
    assert trample.give_lethal(0) and trample.amounts == [3, 2]  # one more: from the player
    assert trample.give_lethal(1) and trample.amounts == [2, 3]  # the player: all beyond lethal
