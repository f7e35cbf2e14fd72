"""Rules of issue 12's green rares (r5) that no scenario check can see: a characteristic-defining
ability outside the battlefield, and the computer player's untap-step choice."""
from __future__ import annotations

from mtgdesk.ai.basic import BasicPlayer
from mtgdesk.engine import actions as A
from mtgdesk.engine.decisions import Question
from mtgdesk.engine.objects import Zone
from mtgdesk.engine.steps import Step
from tests.helpers.games import find, position


def test_cr604_3_maro_counts_the_hand_in_every_zone() -> None:
    """A characteristic-defining ability works everywhere: Maro in a hand of three cards is 3/3,
    and follows the hand as it changes."""
    game = position(a_hand=["Maro", "Forest", "Island"])
    maro = find(game, "Maro", Zone.HAND)
    assert (game.characteristics(maro).power, game.characteristics(maro).toughness) == (3, 3)
    game.apply(A.PlayLand(0, find(game, "Forest", Zone.HAND)))
    assert game.characteristics(maro).power == 2


def test_the_basic_player_untaps_the_type_it_has_most_tapped() -> None:
    """Storage Matrix (CR 502.3): the easy computer player chooses a type that untaps the most of
    its permanents, and the game goes on to the upkeep."""
    game = position(step=Step.END, active=1, turn=4, a_battlefield=[
        "Storage Matrix", "Forest", "Forest", "Forest", "Grizzly Bears"], b_battlefield=["Island"])
    for name in ("Forest", "Grizzly Bears"):
        for obj in game.objects.values():
            if obj.card.name == name and obj.zone is Zone.BATTLEFIELD:
                obj.tapped = True
    while not (game.decision.player == 0 and game.decision.question is Question.UNTAP_TYPE):
        game.apply(A.PassPriority(game.decision.player))
    player = BasicPlayer(seed=1)
    action = player.choose(game.view(0), game.decision)
    assert action == A.ChooseOption(0, "land")
    game.apply(action)
    assert all(not game.objects[i].tapped for i in game.battlefield if game.objects[i].card.name == "Forest")
    assert game.objects[find(game, "Grizzly Bears")].tapped
    assert game.step is Step.UPKEEP
