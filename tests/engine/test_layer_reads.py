"""What the layer system reads and writes (engine/layer_reads.py, CR 613): which characteristics a filter reads and
a modification writes (613.8), and which permanents a change can reach (issue 10 fast paths, which change no
rule): a permanent moving recomputes only what counts or an "as long as" applies to (CR 604.2, 604.3, 613.4c);
the end of combat and the cleanup step recompute only when an effect ends or a static ability looks at what they
change (CR 511.3, 514.2). Made-up cards show the cases the pool doesn't have."""
from __future__ import annotations

from typing import Any

import pytest

from mtgdesk.cards import load_pool
from mtgdesk.engine import Game, Step, Zone, fastpaths
from mtgdesk.engine.abilities import Effect, Keyword
from mtgdesk.engine.filters import parse_filter
from mtgdesk.engine.layer_reads import (
    _WRITES, _card_reads_status, _changed, battlefield_readers, filter_reads, statics_read_status,
)
from mtgdesk.engine.partial import MODIFICATIONS, _copy_partial, _Partial
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


@pytest.mark.parametrize(("text", "reads"), [
    ("creature you_control", {"types"}),
    ("attacking creature you_control", {"types"}),  # status is the object's, no layer changes it
    ("green creature", {"types", "colors"}),
    ("Goblin creature", {"types", "subtypes"}),
    ("legendary creature", {"types", "supertypes"}),
    ("creature with_flying", {"types", "abilities"}),
    ("creature power<=2", {"types", "pt"}),
])
def test_cr613_8a_a_filter_reads_only_the_characteristics_it_names(text: str, reads: set[str]) -> None:
    assert filter_reads(parse_filter(text)) == frozenset(reads)


_TRIALS: dict[str, tuple[str, dict[str, Any]]] = {
    "set_controller": ("Grizzly Bears", {}),
    "change_text": ("Forest", {"old": "Forest", "new": "Island"}),
    "set_land_type": ("Forest", {"land_types": ("Island",)}),
    "add_land_type": ("Forest", {"land_types": ("Island",)}),
    "add_types": ("Forest", {"types": ("Creature",), "subtypes": ("Elemental",)}),
    "set_colors": ("Grizzly Bears", {"colors": ("B",)}),
    "add_keyword": ("Grizzly Bears", {"keyword": "flying"}),
    "add_static": ("Grizzly Bears", {"static": "creatures_get"}),
    "add_ability": ("Grizzly Bears", {"ability": Keyword("haste")}),
    "lose_abilities": ("Serra Angel", {}),
    "lose_keyword": ("Serra Angel", {"keyword": "flying"}),
    "cda_pt": ("Grizzly Bears", {"power": 5, "toughness": 5}),
    "set_pt": ("Grizzly Bears", {"power": 0, "toughness": 1}),
    "modify_pt": ("Grizzly Bears", {"power": 1, "toughness": 1}),
    "switch_pt": ("Serra Angel", {"power": 0, "toughness": 0}),
}


def test_cr613_8_each_modification_changes_only_what_it_is_declared_to_write() -> None:
    """A filter's result is kept across a modification that writes nothing it reads: what each
    modification really changes must be within ``_WRITES`` (else a dependency goes unseen)."""
    pool = load_pool()
    tried = set()
    for kind, (name, params) in _TRIALS.items():
        p = _Partial(pool.get(name))
        trial = _copy_partial(p)
        MODIFICATIONS[kind][1](None, trial, Effect.make(kind, **params))
        changed = _changed(p, trial)
        assert changed <= _WRITES[kind], (kind, changed)
        if kind not in ("set_controller", "switch_pt"):  # (Serra Angel is 4/4: switched, the same)
            assert changed, kind
        tried.add(kind)
    assert tried == set(_WRITES) - {"modify_pt_per_shared_type"}  # (that one reads the game)


def _characteristics(game: Game) -> list[Any]:
    return sorted(((oid, game.characteristics(oid)) for oid in game.battlefield), key=lambda x: x[0])


def _moves() -> list[Any]:
    """A position where a land and an anthem leave the battlefield, the characteristics of every
    permanent after each move, with the fast path (only the readers recomputed) or without."""
    game = position(a_battlefield=["Kird Ape", "Grizzly Bears", "Blanchwood Armor", "Forest", "Llanowar Elves"],
                    b_battlefield=["Yavimaya Enchantress", "Glorious Anthem", "Forest"])
    game.attach(find(game, "Blanchwood Armor"), find(game, "Grizzly Bears"))
    seen = [_characteristics(game)]
    assert battlefield_readers(game) is not None  # known readers: the fast path may be taken
    ape = find(game, "Kird Ape")
    for name, player in (("Forest", 0), ("Glorious Anthem", 1), ("Forest", 1)):
        game.move(find(game, name, player=player), Zone.GRAVEYARD)
        seen.append(_characteristics(game))
    pt = [(dict(step)[ape].power, dict(step)[ape].toughness) for step in seen]
    assert pt[0] == (2, 3) and pt[1] == (1, 1)  # Kird Ape without a Forest (CR 604.2)
    return seen


def test_cr613_the_readers_fast_path_gives_the_characteristics_of_the_plain_path() -> None:
    fast = _moves()
    with fastpaths.disabled():
        plain = _moves()
    assert fast == plain
    assert fast[0] != fast[1] != fast[2]  # each move changed something
