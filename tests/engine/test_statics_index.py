"""The static abilities indexed (engine/statics_index.py: CR 604, 611.3, 613.6-613.8; issue 31).

What the index holds: the abilities that share a filter and a controller grouped by layer, those
that apply to one object alone under that object. That the characteristics it builds are those
of every static ability gathered anew for every object is tested in test_layers.py.
"""
from __future__ import annotations

from mtgdesk.engine import Game, Zone
from mtgdesk.engine.partial import LAYER_ABILITY, LAYER_PT_MODIFY
from mtgdesk.engine.statics_index import _Group, _StaticsIndex
from tests.helpers.games import find, position


def _groups(game: Game, layer: float) -> list[_Group]:
    return _StaticsIndex(game, game.static_sources()).layers[layer]


def _kings(game: Game, player: int) -> set[int]:
    return {i for i in game.battlefield
            if game.objects[i].card.name == "Goblin King" and game.objects[i].controller == player}


def test_cr613_6_kings_of_one_controller_make_one_group_per_layer() -> None:
    """Goblin King: "Other Goblin creatures get +1/+1 and have mountainwalk". Three Kings of one
    player make one group in layer 6 (three mountainwalks) and one in layer 7c (+3/+3 added up);
    the other player's King makes its own, and so does Glorious Anthem's "Creatures you
    control" filter."""
    game = position(a_battlefield=["Goblin King", "Goblin King", "Goblin King", "Glorious Anthem"],
                    b_battlefield=["Goblin King"])
    anthem = find(game, "Glorious Anthem")
    pump = {(g.controller, frozenset(g.members)): (g.power, g.toughness, g.commuting)
            for g in _groups(game, LAYER_PT_MODIFY)}
    assert pump == {(0, frozenset(_kings(game, 0))): (3, 3, True), (1, frozenset(_kings(game, 1))): (1, 1, True),
                    (0, frozenset({anthem})): (1, 1, True)}
    walks = {(g.controller, frozenset(g.members)): len(g.granted) for g in _groups(game, LAYER_ABILITY)}
    assert walks == {(0, frozenset(_kings(game, 0))): 3, (1, frozenset(_kings(game, 1))): 1}


def test_cr109_4_other_goblin_is_one_test_from_either_side_and_you_control_is_not() -> None:
    """Whether "other Goblin creatures" chooses an object is the same test for either player's
    Kings (but for the King itself, which "other" leaves out: CR 109.4), so their groups share it
    (seen from no one); "creatures you control" depends on whose Anthem it is (seen from its
    controller)."""
    game = position(a_battlefield=["Goblin King", "Glorious Anthem"], b_battlefield=["Goblin King"])
    anthem = find(game, "Glorious Anthem")
    seen_from = {frozenset(g.members): g.seen_from for g in _groups(game, LAYER_PT_MODIFY)}
    assert seen_from == {frozenset(_kings(game, 0)): -1, frozenset(_kings(game, 1)): -1, frozenset({anthem}): 0}


def test_cr611_3_an_auras_ability_is_listed_under_the_creature_it_enchants() -> None:
    """Holy Strength: "Enchanted creature gets +1/+2" applies to one object alone: the index
    lists it under that creature, in no group."""
    game = position(a_battlefield=["Grizzly Bears", "Holy Strength"])
    bears, aura = find(game, "Grizzly Bears"), find(game, "Holy Strength")
    game.attach(aura, bears)
    index = _StaticsIndex(game, game.static_sources())
    assert [src for _, src, _ in index.own[bears]] == [aura]
    assert not index.layers and not index.every
    assert (game.characteristics(bears).power, game.characteristics(bears).toughness) == (3, 4)


def test_cr613_the_index_lasts_while_the_static_sources_do() -> None:
    """The game keeps its index while its static sources are the same permanents, and makes it
    anew when one leaves the battlefield: a Goblin Piker loses that King's +1/+1."""
    game = position(a_battlefield=["Goblin King", "Goblin King", "Goblin Piker"])
    piker = find(game, "Goblin Piker")
    assert game.characteristics(piker).power == 2 + 2
    index = game._statics_index
    assert isinstance(index, _StaticsIndex)
    game.characteristics(find(game, "Goblin King"))
    assert game._statics_index is index
    game.move(find(game, "Goblin King"), Zone.GRAVEYARD)
    assert game.characteristics(piker).power == 2 + 1
    assert game._statics_index is not index
