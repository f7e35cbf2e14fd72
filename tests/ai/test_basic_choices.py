"""The easy player's choices (ai/basic_choices.py) answer the rares' questions sensibly: the colour
Persecute names (CR 105.1), Yawgmoth Demon's "you may sacrifice an artifact" (701.17), Rathi
Dragon's "unless you sacrifice two Mountains" (118.12), the card Booby Trap names (201.3), the type
Storage Matrix untaps (502.3); a random legal choice would be enough not to crash, these are
better than random."""
from __future__ import annotations

from mtgdesk.ai.basic import BasicPlayer
from mtgdesk.engine import Game, Step, Zone
from mtgdesk.engine import actions as A
from mtgdesk.engine.decisions import Question
from mtgdesk.engine.objects import PlayerRef
from mtgdesk.scenario.loader import parse_scenario
from mtgdesk.scenario.runner import Actor
from mtgdesk.scenario.setup import build_game
from tests.helpers.games import find, position
from tests.helpers.rare_games import _resolve


def _at(text: str, *steps: str) -> Game:
    game = build_game(parse_scenario(text))
    actor = Actor(game)
    for step in steps:
        actor.run(step)
    return game


def _answer(game: Game) -> object:
    d = game.decision
    action = BasicPlayer(1).choose(game.view(d.player), d)
    assert action in game.legal_actions()
    return action.option  # type: ignore[attr-defined]


PERSECUTE = """
[setup]
turn = 3
active = "A"
[A]
battlefield = ["Swamp", "Swamp", "Swamp", "Swamp"]
hand = ["Persecute"]
library = ["Island"]
[B]
battlefield = ["Grizzly Bears", "Llanowar Elves", "Goblin King"]
graveyard = ["Giant Growth"]
hand = ["Craw Wurm"]
library = ["Island"]
"""


def test_persecute_names_the_colour_the_opponent_shows_most() -> None:
    game = _at(PERSECUTE, "A: cast Persecute targeting B", "resolve")
    assert game.decision.question is Question.COLOR
    assert _answer(game) == "green"


YAWGMOTH = """
[setup]
turn = 3
active = "A"
step = "untap"
[A]
life = {life}
battlefield = ["Yawgmoth Demon", "Ornithopter", "Icy Manipulator"]
library = ["Island", "Island"]
[B]
library = ["Island", "Island"]
"""


def test_yawgmoth_demon_keeps_its_artifacts_while_life_is_plenty() -> None:
    game = _at(YAWGMOTH.format(life=20), "advance to upkeep", "resolve")
    assert game.decision.question is Question.SACRIFICE and None in game.decision.options
    assert _answer(game) is None


def test_yawgmoth_demon_gives_up_the_artifact_worth_least_when_life_is_short() -> None:
    game = _at(YAWGMOTH.format(life=5), "advance to upkeep", "resolve")
    chosen = _answer(game)
    assert chosen is not None and game.objects[chosen].card.name == "Ornithopter"


RATHI = """
[setup]
turn = 3
active = "A"
step = "main1"
[A]
hand = ["Rathi Dragon"]
battlefield = ["Mountain", "Mountain", "Mountain", "Mountain", "Mountain"]
library = ["Island"]
[B]
library = ["Island"]
"""


def test_rathi_dragon_is_kept_by_giving_up_two_mountains_even_at_full_life() -> None:
    """Not paying "sacrifice it unless you sacrifice two Mountains" would cost the Dragon, worth
    more than two Mountains: the player pays, whatever its life."""
    game = _at(RATHI, "A: cast Rathi Dragon", "resolve", "resolve")
    assert game.decision.question is Question.SACRIFICE and None in game.decision.options
    assert game.players[0].life == 20
    first = _answer(game)
    assert first is not None and game.objects[first].card.name == "Mountain"


def test_the_basic_player_names_a_card_its_opponent_has_shown() -> None:
    from mtgdesk.ai.basic import BasicPlayer

    game = position(Step.MAIN1, a_hand=["Booby Trap"], a_battlefield=["Island"] * 6,
                    b_graveyard=["Shock", "Giant Growth", "Shock"], b_battlefield=["Hill Giant"])
    game.apply(A.CastSpell(0, find(game, "Booby Trap", Zone.HAND)))
    game.apply(A.PayAuto(0))
    _resolve(game)
    game.apply(A.ChooseOption(0, PlayerRef(1)))
    action = BasicPlayer(1).choose(game.view(0), game.decision)
    assert action == A.ChooseOption(0, "Shock")


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
