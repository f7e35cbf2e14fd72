"""The table answers questions through its prompt bar (ui/table/prompts.py): Persecute's colour,
Yawgmoth Demon's "you may sacrifice an artifact", the "unless you pay" question of the ``unless``
kind (PAY_OR_NOT), a colour chosen as Story Circle enters (CR 614.12) and a source of the chosen
colour on its ability's resolution (609.7a)."""
from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from mtgdesk.engine import Game, Step, Zone
from mtgdesk.engine import actions as A
from mtgdesk.engine.decisions import DecisionKind, Question
from mtgdesk.scenario.loader import load_scenario, parse_scenario
from mtgdesk.scenario.runner import Actor
from mtgdesk.scenario.setup import build_game
from tests.helpers.games import find, position
from tests.ui.test_table_parts import _table_on

pytestmark = pytest.mark.gui
CARDS = Path(__file__).resolve().parents[1] / "scenarios" / "cards"


def _after(path: Path, steps: int) -> Game:
    sc = load_scenario(path)
    game = build_game(sc)
    actor = Actor(game)
    for st in sc.steps[:steps]:
        assert st.do is not None
        actor.run(st.do)
    return game


def _names(game: Game, zone: list[int]) -> set[str]:
    return {game.objects[i].card.name for i in zone}


def test_persecutes_colour_is_a_button_per_colour(qtbot: Any) -> None:
    game = _after(CARDS / "151_persecute.toml", 2)
    table = _table_on(game, qtbot)
    assert "Persecute" in table.prompt.text() and "choose a color" in table.prompt.text()
    labels = [b.text() for b in table.prompt.buttons.values()]
    assert labels == ["white", "blue", "black", "red", "green"]
    next(b for b in table.prompt.buttons.values() if b.text() == "green").click()
    game = table.bridge.game
    assert _names(game, game.players[1].graveyard) == {"Grizzly Bears", "Giant Growth"}


def test_yawgmoth_demons_sacrifice_offers_each_artifact_and_none(qtbot: Any) -> None:
    game = _after(CARDS / "170_yawgmoth_demon.toml", 2)
    table = _table_on(game, qtbot)
    assert "you may sacrifice" in table.prompt.text()
    labels = [b.text() for b in table.prompt.buttons.values()]
    assert labels == ["Ornithopter", "Millstone", "None"]
    table.prompt.buttons["option_2"].click()
    game = table.bridge.game
    demon = next(i for i in game.battlefield if game.objects[i].card.name == "Yawgmoth Demon")
    assert game.objects[demon].tapped and game.players[0].life == 18


UPKEEP_TAX = """
[setup]
turn = 3
active = "A"
step = "untap"
[A]
battlefield = ["Upkeep Tax", "Forest", "Forest", "Forest", "Forest"]
library = ["Island"]
[B]
library = ["Island"]
"""


def test_pay_or_not_asks_to_pay_the_mana(qtbot: Any) -> None:
    """Force of Nature's shape ("deals 8 damage to you unless you pay {G}{G}{G}{G}"), on a
    made-up card."""
    from mtgdesk.cards import load_pool
    from mtgdesk.cards.format import parse_card
    from mtgdesk.cards.pool import CardPool

    tax = parse_card({
        "name": "Upkeep Tax", "number": "T2", "rarity": "rare", "cost": "{2}{G}", "type": "Creature — Beast",
        "pt": "8/8", "abilities": [{"trigger": "beginning_of", "step": "upkeep", "whose": "you", "effects": [{
            "do": "unless", "pay": "{G}{G}{G}{G}", "effects": [{"do": "deal_damage", "amount": 8, "to": "you"}]}]}]},
        "TST")
    game = build_game(parse_scenario(UPKEEP_TAX), CardPool([*load_pool(), tax]))
    actor = Actor(game)
    actor.run("advance to upkeep")
    actor.run("resolve")
    table = _table_on(game, qtbot)
    assert "pay {G}{G}{G}{G}?" in table.prompt.text()
    assert set(table.prompt.buttons) == {"no_button", "yes_button"}
    table.prompt.buttons["yes_button"].click()
    game = table.bridge.game
    assert game.players[0].life == 20
    assert all(game.objects[i].tapped for i in game.battlefield if game.objects[i].card.name == "Forest")


def _story_circle_entering() -> Any:
    game = position(Step.MAIN1, a_hand=["Story Circle"], a_battlefield=["Plains"] * 4,
                    b_battlefield=["Goblin Piker", "Grizzly Bears"], a_library=["Island"], b_library=["Island"])
    game.apply(A.CastSpell(0, find(game, "Story Circle", Zone.HAND)))
    while game.decision.kind is DecisionKind.PAY:
        game.apply(A.PayAuto(0))
    while game.decision.kind is DecisionKind.PRIORITY:
        game.apply(A.PassPriority(game.decision.player))
    assert game.decision.question is Question.COLOR
    return game

def test_the_colour_of_story_circle_is_chosen_with_a_button_per_colour(qtbot: Any) -> None:
    table = _table_on(_story_circle_entering(), qtbot)
    buttons = table.prompt.buttons
    labels = sorted(b.text() for name, b in buttons.items() if name.startswith("option_"))
    assert labels == ["black", "blue", "green", "red", "white"]
    assert "choose a color" in table.prompt.text()
    red = next(b for name, b in buttons.items() if name.startswith("option_") and b.text() == "red")
    red.click()
    game = table.controller.bridge.game
    qtbot.waitUntil(lambda: any(o.card.name == "Story Circle" and o.zone is Zone.BATTLEFIELD
                                for o in game.objects.values()), timeout=5000)
    circle = find(game, "Story Circle")
    assert dict(game.objects[circle].chosen) == {"color": "R"}
    assert game.decision.kind is DecisionKind.PRIORITY

def test_the_source_of_the_chosen_colour_is_a_button_per_permanent(qtbot: Any) -> None:
    table = _table_on(_story_circle_entering(), qtbot)
    bridge = table.controller.bridge
    game = bridge.game
    bridge.submit(A.ChooseOption(0, "R"))
    circle = find(game, "Story Circle")
    while not (game.decision.kind is DecisionKind.PRIORITY and game.decision.player == 0):
        assert bridge.submit(A.PassPriority(game.decision.player))
    assert bridge.submit(A.ActivateAbility(0, circle, 0))
    while game.decision.kind is DecisionKind.PAY:
        assert bridge.submit(A.PayAuto(0))
    while game.decision.kind is DecisionKind.PRIORITY:
        assert bridge.submit(A.PassPriority(game.decision.player))
    assert game.decision.question is Question.SOURCE
    qtbot.waitUntil(lambda: "choose the source" in table.prompt.text(), timeout=5000)
    buttons = {b.text(): b for name, b in table.prompt.buttons.items() if name.startswith("option_")}
    assert sorted(buttons) == ["Goblin Piker"]  # the red one: Grizzly Bears is green
    buttons["Goblin Piker"].click()
    assert [r.get("damage_source") for r in game.replacements] == [find(game, "Goblin Piker")]


def test_the_target_prompt_declines_the_spell_s_name_in_russian(window: Any, qtbot: Any) -> None:
    """The visual pass found "Выберите цель для Воскрешение" (the nominative after «для»)."""
    from tests.ui.app_screens import _saved, graveyard_game

    try:
        assert window.set_language("ru")
        table = window.start_saved(_saved(), autosave=False, game=graveyard_game())
        qtbot.waitUntil(lambda: "Воскрешени" in table.prompt.text())
        assert "для <b>Воскрешения</b>" in table.prompt.text()
        table.session.stop()
        assert window.set_language("fr")
        table = window.start_saved(_saved(), autosave=False, game=graveyard_game())
        qtbot.waitUntil(lambda: "Exhumation" in table.prompt.text())  # French doesn't decline
        table.session.stop()
    finally:
        window.set_language("en")


def test_cr701_19c_a_search_for_a_card_offers_no_find_nothing_button(qtbot: Any) -> None:
    """Diabolic Tutor searches for "a card" (no stated quality): it must find one (CR 701.19c), so
    the prompt has no "Find nothing" button; the library's cards are shown to click. Rampant
    Growth's search for a basic land keeps the button (701.19b: ``test_card_choice``)."""
    scenarios = CARDS.parent
    game = _after(scenarios / "cr701_19c_diabolic_tutor_must_find.toml", 2)
    assert game.decision.question is Question.SEARCH and None not in game.decision.options
    table = _table_on(game, qtbot)
    assert "Search your library" in table.prompt.text()
    assert "find_nothing_button" not in table.prompt.buttons
    choice = table.controller.prompts.extras["choice"]
    names = sorted(entry.card.name for entry in choice.fan.cards)
    assert names == ["Craw Wurm", "Forest", "Island"]
    wurm = next(entry.id for entry in choice.fan.cards if entry.card.name == "Craw Wurm")
    choice.card_clicked.emit(wurm)
    game = table.bridge.game
    assert _names(game, game.players[0].hand) == {"Craw Wurm"} and len(game.players[0].library) == 2
