"""The registry (engine/registry.py): the names a player may name (CR 201.3), and whether
resolving a card may ask a question (``card_asks``)."""
from __future__ import annotations

from mtgdesk.cards import load_pool
from mtgdesk.engine import Step, Zone
from mtgdesk.engine import actions as A
from mtgdesk.engine.objects import PlayerRef
from mtgdesk.engine.registry import card_asks
from tests.helpers.games import find, position
from tests.helpers.rare_games import _booby_trap, _resolve


def test_a_card_name_may_be_any_name_of_the_pool_but_a_basic_lands() -> None:
    game = _booby_trap("Serra Angel")
    names = set(load_pool().names)
    trap = find(game, "Booby Trap")
    assert dict(game.objects[trap].chosen) == {"player": 1, "name": "Serra Angel"}
    game2 = position(Step.MAIN1, a_hand=["Booby Trap"], a_battlefield=["Island"] * 6)
    game2.apply(A.CastSpell(0, find(game2, "Booby Trap", Zone.HAND)))
    game2.apply(A.PayAuto(0))
    _resolve(game2)
    game2.apply(A.ChooseOption(0, PlayerRef(1)))
    offered = set(game2.decision.options)
    assert offered == names - {"Plains", "Island", "Swamp", "Mountain", "Forest"}
    assert "Urza's Mine" in offered  # a nonbasic land's name may be named


def test_cr608_2d_a_card_asks_only_if_one_of_its_effects_asks_with_its_parameters() -> None:
    """Mana Leak asks its target's controller to pay (CR 118.12), Remove Soul asks no one;
    Rewind's "untap up to four lands" asks, Threaten's "untap target creature" doesn't; a random
    discard (Hypnotic Specter, 701.9b) asks no one, Mind Rot's player chooses (701.9a)."""
    pool = load_pool()
    asking = ("Mana Leak", "Rewind", "Mind Rot", "Puppeteer", "Oracle's Attendants", "Sage Aven", "Polymorph")
    silent = ("Remove Soul", "Threaten", "Hypnotic Specter", "Mindslicer", "Zealous Inquisitor",
              "Aven Windreader", "Ley Druid")
    assert [n for n in asking if not card_asks(pool.get(n))] == []
    assert [n for n in silent if card_asks(pool.get(n))] == []
