"""Characteristics part-way through the layers (engine/partial.py, CR 613.1): each modification
in its layer, and ``freeze``, which makes the finished, immutable characteristics."""
from __future__ import annotations

from typing import Any

import pytest

from mtgdesk.cards import load_pool
from mtgdesk.engine.abilities import ActivatedAbility, Effect, Keyword, StaticAbility
from mtgdesk.engine.partial import (
    LAYER_ABILITY, LAYER_COPY, LAYER_PT_MODIFY, LAYER_PT_SET, LAYER_PT_SWITCH, LAYER_TYPE, LAYERS, MODIFICATIONS,
    _copy_partial, _Partial, intrinsic_mana_ability,
)


@pytest.fixture(scope="module")
def pool() -> Any:
    return load_pool()


def _modify(p: _Partial, kind: str, **params: Any) -> float:
    """Apply one modification as ``layers.py`` does (no game: none of these reads it); its layer."""
    layer, modify = MODIFICATIONS[kind]
    modify(None, p, Effect.make(kind, **params))
    return layer


def test_cr613_1_every_modification_belongs_to_one_of_the_layers() -> None:
    assert list(LAYERS) == sorted(LAYERS) and len(set(LAYERS)) == 10
    assert {layer for layer, _ in MODIFICATIONS.values()} <= set(LAYERS)
    assert MODIFICATIONS["copy"][0] == LAYER_COPY and MODIFICATIONS["add_keyword"][0] == LAYER_ABILITY
    assert MODIFICATIONS["set_pt"][0] == LAYER_PT_SET < MODIFICATIONS["modify_pt"][0] == LAYER_PT_MODIFY
    assert MODIFICATIONS["modify_pt"][0] < MODIFICATIONS["switch_pt"][0] == LAYER_PT_SWITCH


def test_cr613_4_set_then_modify_then_switch_power_and_toughness(pool: Any) -> None:
    """Grizzly Bears (2/2) set to 0/1 (7b), +3/+0 (7c), switched (7d): 1/3."""
    p = _Partial(pool.get("Grizzly Bears"))
    layers = [_modify(p, "set_pt", power=0, toughness=1), _modify(p, "modify_pt", power=3, toughness=0),
              _modify(p, "switch_pt")]
    assert layers == sorted(layers)
    frozen = p.freeze()
    assert (frozen.power, frozen.toughness) == (1, 3)


def test_cr305_7_a_land_that_becomes_an_island_has_only_the_islands_mana_ability(pool: Any) -> None:
    p = _Partial(pool.get("Forest"))
    assert p.abilities() == [intrinsic_mana_ability("Forest")]  # CR 305.6
    assert _modify(p, "set_land_type", land_types=("Island",)) == LAYER_TYPE
    frozen = p.freeze()
    assert frozen.subtypes == ("Island",) and "Land" in frozen.types
    assert frozen.activated == (intrinsic_mana_ability("Island"),)
    assert intrinsic_mana_ability("Island") != intrinsic_mana_ability("Forest")


def test_cr613_1f_losing_all_abilities_keeps_the_ones_granted_after_and_a_lost_keyword_goes(pool: Any) -> None:
    p = _Partial(pool.get("Serra Angel"))
    _modify(p, "add_keyword", keyword="trample")
    _modify(p, "lose_abilities")  # drops the printed flying and vigilance and what was granted before
    _modify(p, "add_keyword", keyword="haste")
    _modify(p, "add_keyword", keyword="first_strike")
    _modify(p, "lose_keyword", keyword="first_strike")
    assert p.freeze().keywords == frozenset({"haste"})


def test_freeze_sorts_the_abilities_and_is_not_changed_by_what_follows(pool: Any) -> None:
    p = _Partial(pool.get("Llanowar Elves"))
    _modify(p, "add_keyword", keyword="flying")
    _modify(p, "add_static", static="creatures_get")
    _modify(p, "add_types", types=("Artifact",), subtypes=("Golem",))
    frozen = p.freeze()
    assert frozen.keywords == frozenset({"flying"}) and frozen.statics == frozenset({"creatures_get"})
    assert len(frozen.activated) == 1 and isinstance(frozen.activated[0], ActivatedAbility)
    assert [type(a) for a in frozen.abilities] == [ActivatedAbility, Keyword, StaticAbility]
    assert frozen.types == frozenset({"Creature", "Artifact"}) and frozen.subtypes == ("Elf", "Druid", "Golem")
    p.types.add("Enchantment")
    p.subtypes.append("Wall")
    p.granted.clear()
    assert "Enchantment" not in frozen.types and "Wall" not in frozen.subtypes and frozen.keywords == {"flying"}


def test_cr706_2_a_copy_takes_the_copied_values_and_keeps_its_own_card(pool: Any) -> None:
    bears, angel = pool.get("Grizzly Bears"), pool.get("Serra Angel")
    p = _Partial(bears)
    _modify(p, "copy", card=angel)
    frozen = p.freeze()
    assert frozen.name == "Serra Angel" and (frozen.power, frozen.toughness) == (4, 4)
    assert frozen.keywords == frozenset({"flying", "vigilance"}) and p.card is bears


def test_cr613_8_a_trial_copy_changes_nothing_of_the_original(pool: Any) -> None:
    p = _Partial(pool.get("Grizzly Bears"))
    trial = _copy_partial(p)
    _modify(trial, "add_types", types=("Artifact",), subtypes=("Golem",))
    _modify(trial, "add_keyword", keyword="flying")
    _modify(trial, "lose_keyword", keyword="reach")
    assert p.types == {"Creature"} and p.subtypes == ["Bear"] and not p.granted and not p.lost
    assert trial.freeze() != p.freeze()
