"""Playing lands (engine/lands.py, CR 305)."""
from __future__ import annotations

import pytest

from mtgdesk.engine import CardDef, IllegalAction, ManaCost, Zone
from mtgdesk.engine import actions as A
from tests.helpers.games import position

DRYAD = CardDef("Test Dryad Land", ManaCost(), ("Land", "Creature"), ("Forest", "Dryad"), (), 1, 1)

def test_cr305_9_land_creature_is_played_not_cast() -> None:
    game = position(a_hand=[])
    obj = game.create_object(DRYAD, 0, Zone.HAND)
    with pytest.raises(IllegalAction) as exc:
        game.apply(A.CastSpell(0, obj.id))
    assert exc.value.rule == "305.9"
    game.apply(A.PlayLand(0, obj.id))
    assert game.players[0].lands_played == 1
    land = game.battlefield[-1]
    # CR 305.6: its basic land type gives it "{T}: Add {G}." (sick as a creature: 302.6)
    assert game.characteristics(land).activated[0].produces == ("G",)
