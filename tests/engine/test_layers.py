"""Continuous effects in layers (engine/layers.py: CR 613, 604.3, 305.7, 122)."""
from __future__ import annotations

from mtgdesk.engine import DecisionKind, Effect, Game, PlayerRef, TargetSpec, Zone, fastpaths
from mtgdesk.engine import actions as A
from mtgdesk.engine.abilities import Keyword
from mtgdesk.engine.layers import LAYER_ABILITY, LAYER_TYPE
from mtgdesk.engine.objects import Characteristics
from tests.helpers.games import find, position
from tests.helpers.made_up import made_up, pass_until, place
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


# ---------------------------------------------------------------------- static abilities indexed (issue 31)
#
# The layer system gathers the static abilities of the battlefield once per set of static sources
# (``statics_index._StaticsIndex``, a fast path) and applies the abilities that share a filter at once.
# Each test below checks the characteristics it gives against those worked out without the fast
# paths (every static ability gathered anew for every object), and against the printed rules,
# after the change the index could miss: "other", control, copies, counters, Auras moving,
# effects ending in the cleanup step.


def _everything(game: Game) -> dict[int, Characteristics]:
    """Every permanent's characteristics as the game gives them now (cached where it keeps them)."""
    return {i: game.characteristics(i) for i in game.battlefield}


def _gathered(game: Game) -> dict[int, Characteristics]:
    """Every permanent's characteristics worked out anew without the fast paths."""
    with fastpaths.disabled():
        game._dirty()
        found = _everything(game)
    game._dirty()
    return found


def _pt(game: Game, oid: int) -> tuple[int | None, int | None]:
    ch = game.characteristics(oid)
    return ch.power, ch.toughness


def _mountainwalks(game: Game, oid: int) -> int:
    return sum(1 for a in game.characteristics(oid).abilities if a == Keyword("landwalk", "Mountain"))


def test_cr613_6_goblin_kings_pump_other_goblins_and_never_themselves() -> None:
    """Goblin King: "Other Goblin creatures get +1/+1 and have mountainwalk" (CR 109.4: "other"
    leaves the King out), whoever controls them; Glorious Anthem: "Creatures you control get
    +1/+1". Four Kings, two Anthems and an Elvish Champion: each Goblin is pumped once per
    King but its own, keeps one mountainwalk per such King, and the result is the same as with
    every static ability gathered anew for every object. The keywords granted come in timestamp
    order (CR 613.7), Levitation's flying between the Kings' mountainwalks."""
    game = position(a_battlefield=["Goblin King", "Levitation", "Goblin King", "Goblin King", "Goblin Piker",
                                   "Glorious Anthem", "Glorious Anthem"],
                    b_battlefield=["Goblin King", "Elvish Champion", "Llanowar Elves"])
    found = _everything(game)
    piker = find(game, "Goblin Piker")
    assert _pt(game, piker) == (2 + 4 + 2, 1 + 4 + 2)
    assert _mountainwalks(game, piker) == 4
    walk = Keyword("landwalk", "Mountain")
    keywords = [a for a in game.characteristics(piker).abilities if isinstance(a, Keyword)]
    assert keywords == [walk, Keyword("flying"), walk, walk, walk]
    for king in [i for i in game.battlefield if game.objects[i].card.name == "Goblin King"]:
        mine = game.objects[king].controller == 0
        others = 3  # the other three Kings
        assert _pt(game, king) == (2 + others + 2 * mine, 2 + others + 2 * mine)
        assert _mountainwalks(game, king) == others
    elves = find(game, "Llanowar Elves")
    assert _pt(game, elves) == (2, 2) and Keyword("landwalk", "Forest") in game.characteristics(elves).abilities
    assert _pt(game, find(game, "Elvish Champion")) == (2, 2)
    assert found == _gathered(game)


def test_cr613_1b_a_stolen_anthem_pumps_its_new_controllers_creatures_until_cleanup() -> None:
    """Glorious Anthem pumps the creatures its controller controls (CR 613.1b: control is worked
    out in layer 2, before the Anthem's filter is tested in 613.6). Taken until end of turn, it
    pumps the thief's creatures; the effect ends in the cleanup step (CR 514.2) and it pumps its
    owner's again."""
    game = position(a_battlefield=["Grizzly Bears"], b_battlefield=["Glorious Anthem", "Grizzly Bears"])
    mine, theirs = find(game, "Grizzly Bears", player=0), find(game, "Grizzly Bears", player=1)
    anthem = find(game, "Glorious Anthem")
    assert (_pt(game, mine), _pt(game, theirs)) == ((2, 2), (3, 3))
    steal = sorcery("Test Theft", Effect.make("gain_control", what="target"), targets=(TargetSpec("enchantment"),))
    _resolve_spell(game, steal, anthem)
    assert game.objects[anthem].controller == 0
    assert (_pt(game, mine), _pt(game, theirs)) == ((3, 3), (2, 2))
    assert _everything(game) == _gathered(game)
    _everything(game)
    pass_until(game, lambda g: g.turn == 4)
    assert game.objects[anthem].controller == 1
    assert (_pt(game, mine), _pt(game, theirs)) == ((2, 2), (3, 3))
    assert _everything(game) == _gathered(game)


def test_cr706_2_a_clone_of_goblin_king_pumps_and_stops_when_it_leaves() -> None:
    """Clone entering as a copy of Goblin King has its static ability (CR 706.2, 707.2): the
    other Goblins get +1/+1 from both Kings, the copied King from the Clone; when the Clone
    leaves the battlefield the bonus goes."""
    game = position(a_hand=["Clone"], a_battlefield=["Island"] * 4,
                    b_battlefield=["Goblin King", "Goblin Piker"])
    piker, king = find(game, "Goblin Piker"), find(game, "Goblin King")
    assert (_pt(game, piker), _pt(game, king)) == ((3, 2), (2, 2))
    game.apply(A.CastSpell(0, find(game, "Clone", Zone.HAND)))
    if game.decision.kind is DecisionKind.PAY:
        game.apply(A.PayAuto(0))
    game.apply(A.PassPriority(0))
    game.apply(A.PassPriority(1))
    assert game.decision.kind is DecisionKind.CHOICE
    game.apply(A.ChooseOption(0, king))
    clone = find(game, "Clone")
    assert game.characteristics(clone).name == "Goblin King"
    assert (_pt(game, piker), _pt(game, king), _pt(game, clone)) == ((4, 3), (3, 3), (3, 3))
    assert _mountainwalks(game, piker) == 2
    assert _everything(game) == _gathered(game)
    _everything(game)
    game.move(clone, Zone.HAND)
    assert (_pt(game, piker), _pt(game, king)) == ((3, 2), (2, 2))
    assert _everything(game) == _gathered(game)


def test_cr613_4c_counters_on_a_pumped_goblin_add_to_the_kings_bonus() -> None:
    """+1/+1 counters apply in layer 7c with the Kings' +1/+1 (CR 613.4c, 122.1a): a Goblin
    Piker under two Kings with two counters is 2+2+2 / 1+2+2."""
    game = position(a_battlefield=["Goblin King", "Goblin King", "Goblin Piker"])
    piker = find(game, "Goblin Piker")
    assert _pt(game, piker) == (4, 3)
    _resolve_spell(game, sorcery("Test Counters", Effect.make("add_counters", what="target", counter="+1/+1", count=2),
                                 targets=(TargetSpec("creature"),)), piker)
    assert _pt(game, piker) == (6, 5)
    assert _everything(game) == _gathered(game)


def test_cr613_7_an_aura_moved_pumps_the_creature_it_is_attached_to_now() -> None:
    """An Aura's static ability applies to the object it enchants (CR 303.4, 611.3): attached
    to another creature, Unholy Strength pumps that one, not the first; with two Kings and an
    "until end of turn" pump in the same layers, every value matches the gathered one."""
    game = position(a_battlefield=["Goblin King", "Goblin Piker", "Grizzly Bears", "Unholy Strength"])
    piker, bears, aura = find(game, "Goblin Piker"), find(game, "Grizzly Bears"), find(game, "Unholy Strength")
    game.attach(aura, piker)
    assert (_pt(game, piker), _pt(game, bears)) == ((5, 3), (2, 2))
    _everything(game)
    game.attach(aura, bears)
    assert (_pt(game, piker), _pt(game, bears)) == ((3, 2), (4, 3))
    pump = sorcery("Test Pump", Effect.make("modify_pt", to="target", power=3, toughness=3),
                   targets=(TargetSpec("creature"),))
    _resolve_spell(game, pump, piker)
    assert (_pt(game, piker), _pt(game, bears)) == ((6, 5), (4, 3))
    assert _everything(game) == _gathered(game)
    pass_until(game, lambda g: g.turn == 4)  # CR 514.2: "until end of turn" ends in the cleanup step
    assert _pt(game, piker) == (3, 2)
    assert _everything(game) == _gathered(game)


def test_cr613_8_a_dependent_layer_applies_the_kings_one_by_one() -> None:
    """Coat of Arms ("+1/+1 for each other creature that shares a creature type", layer 7c)
    doesn't add up with the Kings' +1/+1 at once: the layer is applied effect by effect
    (CR 613.7, 613.8), and gives the same as with every ability gathered anew."""
    game = position(a_battlefield=["Goblin King", "Goblin King", "Goblin Piker", "Coat of Arms", "Grizzly Bears"])
    piker = find(game, "Goblin Piker")
    # Two Kings (+2/+2), two other Goblins sharing a type (+2/+2).
    assert _pt(game, piker) == (6, 5)
    assert _pt(game, find(game, "Grizzly Bears")) == (2, 2)
    assert _everything(game) == _gathered(game)


def test_cr613_1f_a_king_that_loses_its_abilities_stops_pumping_the_others() -> None:
    """An effect that takes away a Goblin King's abilities (CR 613.1f, layer 6) takes away its
    "Other Goblin creatures get +1/+1" from the other Goblins at once, not only from the King
    itself (the others' characteristics are worked out anew)."""
    game = position(a_battlefield=["Goblin King", "Goblin Piker"])
    king, piker = find(game, "Goblin King"), find(game, "Goblin Piker")
    assert _pt(game, piker) == (3, 2)
    game.add_effect("lose_abilities", king, LAYER_ABILITY, "end_of_turn")
    assert _pt(game, piker) == (2, 1)
    assert _everything(game) == _gathered(game)


def test_cr613_1b_a_copy_of_the_game_that_steals_an_anthem_leaves_the_game_as_it_was() -> None:
    """A copy of the game (a computer player's search) starts with the game's static abilities
    indexed; taking Glorious Anthem in the copy (CR 613.1b) pumps the thief's creatures there
    and changes nothing in the game itself, nor the game's later changes the copy."""
    game = position(a_battlefield=["Grizzly Bears"], b_battlefield=["Glorious Anthem", "Grizzly Bears"])
    mine, theirs = find(game, "Grizzly Bears", player=0), find(game, "Grizzly Bears", player=1)
    anthem = find(game, "Glorious Anthem")
    before = _everything(game)
    copy = game.clone()
    steal = sorcery("Test Theft", Effect.make("gain_control", what="target"), targets=(TargetSpec("enchantment"),))
    _resolve_spell(copy, steal, anthem)
    assert (_pt(copy, mine), _pt(copy, theirs)) == ((3, 3), (2, 2))
    assert _everything(game) == before and (_pt(game, mine), _pt(game, theirs)) == ((2, 2), (3, 3))
    game.move(anthem, Zone.GRAVEYARD)
    assert (_pt(game, mine), _pt(game, theirs)) == ((2, 2), (2, 2))
    assert (_pt(copy, mine), _pt(copy, theirs)) == ((3, 3), (2, 2))
    assert _everything(copy) == _gathered(copy) and _everything(game) == _gathered(game)
