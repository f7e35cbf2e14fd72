"""Control as a characteristic, layer 2 (engine/control.py: CR 613.1b, 302.6, 506.4)."""
from __future__ import annotations

from mtgdesk.engine import events as E
from mtgdesk.engine.control import control_changed, controller_by_layers, has_control_effects
from mtgdesk.engine.partial import LAYER_CONTROL
from tests.helpers.games import find, position


def test_cr613_1b_control_changing_effects_apply_in_timestamp_order() -> None:
    """Two effects give the Bears to each player in turn: the later one wins (CR 613.7)."""
    game = position(b_battlefield=["Grizzly Bears"])
    bears = find(game, "Grizzly Bears")
    assert not has_control_effects(game)
    assert controller_by_layers(game, game.objects[bears]) == 1
    game.add_effect("set_controller", bears, LAYER_CONTROL, player=0)
    game.add_effect("set_controller", bears, LAYER_CONTROL, player=1)
    assert has_control_effects(game)
    assert controller_by_layers(game, game.objects[bears]) == 1
    game.add_effect("set_controller", bears, LAYER_CONTROL, player=0)
    assert controller_by_layers(game, game.objects[bears]) == 0


def test_cr613_1b_confiscate_controls_the_permanent_it_enchants() -> None:
    """Confiscate: "You control enchanted permanent" (a static ability of the Aura, 611.3)."""
    game = position(a_battlefield=["Confiscate"], b_battlefield=["Grizzly Bears"])
    bears = find(game, "Grizzly Bears")
    game.attach(find(game, "Confiscate"), bears)
    assert has_control_effects(game)
    assert controller_by_layers(game, game.objects[bears]) == 0


def test_cr302_6_a_permanent_that_changes_controller_is_new_to_it_and_506_4_leaves_combat() -> None:
    """The controller kept on the permanent follows layer 2: it changes once, with summoning
    sickness (302.6), out of combat (506.4) and a ``ControlChanged`` event; then nothing more."""
    game = position(b_battlefield=["Grizzly Bears"])
    bears = find(game, "Grizzly Bears")
    obj = game.objects[bears]
    obj.sick = False
    obj.attacking = True
    before = len(game._events)
    game.add_effect("set_controller", bears, LAYER_CONTROL, player=0)
    assert control_changed(game)
    assert (obj.controller, obj.sick, obj.attacking) == (0, True, False)
    assert game._events[before:] == [E.ControlChanged(bears, 0)]  # (observers get them after the action)
    assert not control_changed(game)
