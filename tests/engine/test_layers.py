"""Continuous effects in layers (engine/layers.py: CR 613, 604.3, 305.7, 122)."""
from __future__ import annotations

from mtgdesk.engine import DecisionKind, Effect, PlayerRef, TargetSpec, Zone
from mtgdesk.engine import actions as A
from mtgdesk.engine.layers import LAYER_TYPE
from tests.helpers.games import find, position
from tests.helpers.made_up import made_up, place
from tests.helpers.vocabulary_cards import _resolve_spell, sorcery


def test_cr305_7_blood_moon_takes_away_the_urzas_land_type() -> None:
    """CR 305.7: a nonbasic land under Blood Moon loses its land types, Urza's among them (the
    pool spells it with a typographic apostrophe), and is just a Mountain."""
    game = position(a_battlefield=["Urza's Mine", "Urza's Tower"], b_battlefield=["Blood Moon"])
    for name in ("Urza's Mine", "Urza's Tower"):
        ch = game.characteristics(find(game, name))
        assert ch.subtypes == ("Mountain",), (name, ch.subtypes)
    game_without = position(a_battlefield=["Urza's Mine"])
    assert "Urza’s" in game_without.characteristics(find(game_without, "Urza's Mine")).subtypes


def test_cr613_7_later_timestamp_wins_in_a_layer() -> None:
    """Two land-type-setting effects: the later one applies last (CR 613.7, 305.7)."""
    game = position(a_battlefield=["Forest"])
    forest = find(game, "Forest")
    game.add_effect("set_land_type", forest, LAYER_TYPE, "end_of_turn", land_types=("Island",))
    game.add_effect("set_land_type", forest, LAYER_TYPE, "end_of_turn", land_types=("Swamp",))
    assert game.characteristics(forest).subtypes == ("Swamp",)

def test_cr613_8_dependency_applies_the_effect_depended_on_first() -> None:
    """A static "Forests are Islands" (earlier) and "Islands get ..." only for lands? Here: an
    effect that makes a land a creature (later timestamp) and a static that gives creatures
    +1/+1 apply in their layers; and within layer 4, "all Swamps are Forests" (later) and "all
    Forests are Mountains" (earlier) depend: the one that changes what the other applies to goes
    first (613.8b), so a Swamp ends as a Mountain."""
    to_forest = made_up(name="Swamp Greening", cost="{0}", type="Enchantment",
                        abilities=[{"static": "lands_are", "land_type": "Forest", "affected": "Swamp"}])
    to_mountain = made_up(name="Forest Burning", cost="{0}", type="Enchantment",
                          abilities=[{"static": "lands_are", "land_type": "Mountain", "affected": "Forest"}])
    game = position(a_battlefield=["Swamp"])
    place(game, to_mountain, 1)  # earlier timestamp
    place(game, to_forest, 1)  # later timestamp, but "Forest Burning" depends on it
    swamp = find(game, "Swamp")
    game._dirty()
    assert game.characteristics(swamp).subtypes == ("Mountain",)


def test_cr122_counters_modify_power_and_toughness() -> None:
    game = position(a_battlefield=["Grizzly Bears"])
    bears = find(game, "Grizzly Bears")
    _resolve_spell(game, sorcery("Test Counters", Effect.make("add_counters", what="target", counter="+1/+1", count=2),
                                 targets=(TargetSpec("creature"),)), bears)
    ch = game.characteristics(bears)
    assert (ch.power, ch.toughness) == (4, 4)


def test_cr604_3_magnivore_counts_in_every_zone_and_follows_the_graveyards() -> None:
    """A characteristic-defining ability works in every zone: Magnivore in a hand or a graveyard
    is N/N, N the sorcery cards in all graveyards, counted anew as they change."""
    game = position(a_hand=["Magnivore", "Lava Axe"], a_graveyard=["Mind Rot", "Grizzly Bears"],
                    b_graveyard=["Wildfire"], a_battlefield=["Mountain"] * 5, a_library=["Island"],
                    b_library=["Island"])
    magnivore = find(game, "Magnivore", Zone.HAND)
    assert (game.characteristics(magnivore).power, game.characteristics(magnivore).toughness) == (2, 2)
    game.apply(A.CastSpell(0, find(game, "Lava Axe", Zone.HAND)))
    game.apply(A.ChooseTargets(0, (PlayerRef(1),)))
    while game.stack:
        d = game.decision
        game.apply(A.PassPriority(d.player) if d.kind is DecisionKind.PRIORITY else game.legal_actions()[0])
    assert game.characteristics(magnivore).power == 3  # Lava Axe is in the graveyard now
    dead = game.move(magnivore, Zone.GRAVEYARD)
    assert dead is not None and game.characteristics(dead).toughness == 3


def test_cr604_3_maro_counts_the_hand_in_every_zone() -> None:
    """A characteristic-defining ability works everywhere: Maro in a hand of three cards is 3/3,
    and follows the hand as it changes."""
    game = position(a_hand=["Maro", "Forest", "Island"])
    maro = find(game, "Maro", Zone.HAND)
    assert (game.characteristics(maro).power, game.characteristics(maro).toughness) == (3, 3)
    game.apply(A.PlayLand(0, find(game, "Forest", Zone.HAND)))
    assert game.characteristics(maro).power == 2
