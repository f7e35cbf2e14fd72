"""The table a screen reader can read (issue 32, item 5): the accessibility tree of the table
names the focused card, its zone, the players, the stack, the prompt and the log, and what
matters is announced, in English and in French."""
from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QAccessible
from PySide6.QtTest import QTest

from mtgdesk.engine import actions as A
from mtgdesk.engine.decisions import DecisionKind
from mtgdesk.scenario.loader import load_scenario
from mtgdesk.scenario.setup import build_game
from mtgdesk.storage import SavedGame
from mtgdesk.ui.main_window import MainWindow
from mtgdesk.ui.smoke import accessible_texts, smoke_position
from mtgdesk.ui.table.session import COMPUTER, HUMAN
from tests.ui.table_driver import TableDriver

pytestmark = pytest.mark.gui

SHOCK = Path(__file__).parent / "positions" / "shock_at_you.toml"


@pytest.fixture(autouse=True)
def in_english(window: MainWindow) -> Any:
    window.set_language("en")  # English plurals come from mtgdesk_en.qm ("5 cards")
    yield
    window.set_language("en")


def _name(widget: Any) -> str:
    return QAccessible.queryAccessibleInterface(widget).text(QAccessible.Text.Name)


def _description(widget: Any) -> str:
    return QAccessible.queryAccessibleInterface(widget).text(QAccessible.Text.Description)


def _walk_to(table: Any, zone: str, focus: tuple[Any, ...]) -> None:
    keyboard = table.keyboard
    for _ in range(10):
        if keyboard.zone == zone and keyboard.focus == focus:
            return
        QTest.keyClick(table.view, Qt.Key.Key_Down if keyboard.zone != zone else Qt.Key.Key_Right)
    raise AssertionError(f"never reached {focus} in {zone}")


def _shock_table(window: MainWindow, qtbot: Any) -> Any:
    scenario = load_scenario(SHOCK)
    saved = SavedGame(seed=scenario.seed, decks=[[], []], deck_names=["", ""], players=[HUMAN, COMPUTER],
                      player_names=["Ann", "Computer"])
    table = window.start_saved(saved, autosave=False, game=build_game(scenario))
    bridge = table.bridge
    driver = TableDriver(table, qtbot, seat=0)
    driver.wait()
    assert bridge.game.stack and bridge.decision.kind is DecisionKind.PRIORITY, "the computer cast nothing"
    return table


def test_the_table_reads_the_spell_cast_at_you_the_zones_and_the_players(window: MainWindow, qtbot: Any) -> None:
    table = _shock_table(window, qtbot)
    # Announced as it happened, in the live label that every screen reader finds.
    assert "Computer casts Shock targeting you" in table.announcer.history
    assert "Computer casts Shock targeting you" in table.announcement.text().splitlines()
    assert _name(table.announcement) in accessible_texts(window)
    # What the game asks now, announced and in the prompt's description.
    asked = _description(table.prompt)
    assert asked and asked in table.announcer.history
    assert _name(table.prompt) == "What the game asks"
    # The stack, top first, with the target said from the player's side.
    assert _name(table.stack_view) == "Stack"
    assert _description(table.stack_view) == "Shock, instant, targeting you, controlled by Computer"
    # The log's last line.
    assert _name(table.log_view) == "Game log" and _description(table.log_view)
    # The zones and cards, through the view, as the keyboard's focus moves.
    hand = [s.id for s in table.scene.snapshot.hands[0]]
    bears = next(i for i in hand if table.bridge.name(i) == "Grizzly Bears")
    _walk_to(table, "hand", ("card", bears))
    assert _name(table.view) == "Grizzly Bears, creature 2/2"
    assert _description(table.view) == f"your hand, 5 cards: {hand.index(bears) + 1} of 5"
    _walk_to(table, "stack", table.keyboard.members("stack")[0])
    assert _name(table.view) == "Shock, instant, targeting Ann"
    _walk_to(table, "players", ("player", 0))
    assert _name(table.view) == "Ann (you), 2 life, 5 cards in hand, 3 cards in library"
    assert _description(table.view) == "the players: 2 of 2"
    _walk_to(table, "players", ("player", 1))
    assert _name(table.view).startswith("Computer, 20 life, 0 cards in hand")
    assert "active player" in _name(table.view)
    texts = accessible_texts(window)
    assert _name(table.view) in texts

    # In French: the same tree, in French.
    assert window.set_language("fr")
    assert _name(table.prompt) == "Ce que demande la partie"
    assert _name(table.stack_view) == "Pile"
    assert _description(table.stack_view) == "Choc, éphémère, cible : vous, contrôlé par Computer"
    _walk_to(table, "hand", ("card", bears))
    assert _name(table.view) == "Grizzlis, créature 2/2"
    assert _description(table.view) == f"votre main, 5 cartes : {hand.index(bears) + 1} sur 5"
    _walk_to(table, "players", ("player", 0))
    assert _name(table.view) == "Ann (vous), 2 points de vie, 5 cartes en main, 3 cartes dans la bibliothèque"


def test_an_attacking_creature_is_read_tapped_and_attacking(window: MainWindow, qtbot: Any) -> None:
    position = smoke_position(seed=5, min_turn=3, kinds=("blockers",))
    table = window.start_saved(position.saved, autosave=False)
    TableDriver(table, qtbot, seat=0).wait()
    bridge = table.bridge
    assert bridge.decision.kind is DecisionKind.BLOCKERS
    attacker = next(a.attacker for a in bridge.legal_actions() if isinstance(a, A.DeclareBlocker))
    state = table.scene.snapshot.card(attacker)
    assert state is not None and state.attacking and state.tapped and not state.damage and not state.counters
    _walk_to(table, "opponent_battlefield", ("card", attacker))
    from mtgdesk.ui.common.texts import card_name

    assert _name(table.view) == f"{card_name(state.card.name)}, creature {state.power}/{state.toughness}, " \
                                "tapped, attacking"
    assert table.zoom.state is not None and table.zoom.state.id == attacker
    assert _name(table.zoom) == "Card zoom" and _description(table.zoom) == _name(table.view)
    window.set_language("ru")
    assert _name(table.view).endswith(", повернута, атакует")
    assert "существо" in _name(table.view)


def test_announcements_of_a_turn_a_spell_at_you_and_the_end(window: MainWindow) -> None:
    from PySide6.QtWidgets import QLabel

    from mtgdesk.engine import events as E
    from mtgdesk.engine.objects import PlayerRef
    from mtgdesk.ui.table.accessibility import Announcer

    label = QLabel()
    announcer = Announcer(label)
    said: list[str] = []
    announcer.said.connect(said.append)
    names = ["Ann", "Computer"].__getitem__
    shock = {7: "Shock", 8: "Grizzly Bears"}
    from mtgdesk.cards import load_pool
    from mtgdesk.ui.table.card_item import CardState

    bears = CardState(8, load_pool().get("Grizzly Bears"), "battlefield", 0, 0, power=2, toughness=2)

    def play() -> None:
        announcer.events([E.StepBegan(5, "untap", 0)], 0, names, lambda i: None, shock.get)
        announcer.events([E.StepBegan(6, "untap", 1)], 0, names, lambda i: None, shock.get)
        announcer.events([E.SpellCast(1, 7), E.TargetsChosen(7, (PlayerRef(0),))], 0, names, lambda i: None,
                         shock.get)
        announcer.events([E.SpellCast(0, 8)], 0, names, lambda i: None, shock.get)  # one's own: not said
        announcer.events([E.AbilityActivated(1, 9, 0), E.TargetsChosen(20, (8,))], 0, names,
                         {8: bears}.get, {**shock, 9: "Prodigal Sorcerer"}.get)
        announcer.events([E.AbilityActivated(1, 10, 0)], 0, names, lambda i: None, shock.get,
                         is_mana=lambda source, index: source == 10)  # paying: not said
        announcer.events([E.AbilityActivated(1, 11, -1)], 0, names, lambda i: None, shock.get)  # a Mountain's
        announcer.events([E.AttackersDeclared(1, (8,)), E.LifeChanged(0, 20, 18), E.LifeChanged(1, 3, 1)], 0,
                         names, lambda i: None, shock.get)
        announcer.events([E.AttackersDeclared(0, (8,))], 0, names, lambda i: None, shock.get)  # one's own
        announcer.events([E.GameOver(0)], 0, names, lambda i: None, shock.get)

    play()
    assert said == ["Turn 5: your turn.", "Turn 6: Computer's turn.", "Computer casts Shock targeting you",
                    "Computer activates an ability of Prodigal Sorcerer targeting Grizzly Bears",
                    "Computer attacks you with Grizzly Bears", "You have 18 life.", "Computer has 1 life.",
                    "You win the game."]
    assert label.text().splitlines() == ["Computer has 1 life.", "You win the game."]
    assert QAccessible.queryAccessibleInterface(label).text(QAccessible.Text.Name) == "You win the game."
    said.clear()
    window.set_language("ru")
    play()
    assert said[:3] == ["Ход 5: ваш ход.", "Ход 6: ходит Computer.", "Computer разыгрывает Шок, цель: вы"]
    assert said[3].startswith("Computer активирует способность: ") and said[-1] == "Вы выиграли партию."
    assert said[4:7] == ["Computer атакует вас: Гризли", "У вас 18 жизней.", "Computer: 1 жизнь."]
