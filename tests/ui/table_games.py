"""Games on the table for the UI tests: a two-precon setup, a position on a table, a confirmation
box, the application's language put back after a test (``english_again``), and a table of a person
against the computer on a position set up by hand (``table_against_computer``; conftest's
``make_table`` makes them)."""
from __future__ import annotations

from typing import Any

import pytest

from mtgdesk.decks.precons import precons
from mtgdesk.ui.main_window import MainWindow
from mtgdesk.storage import Settings
from mtgdesk.ui.table.session import COMPUTER, HUMAN, GameSetup

THINKING_MS = 60000  # the computer's thinking on a loaded machine: a bound, not a measure


@pytest.fixture
def english_again(window: MainWindow) -> Any:
    """The language is the application's: a test that switches it switches it back."""
    yield
    window.languages.set_language("en")

def _setup(seed: int, seats: list[str] | None = None) -> GameSetup:
    decks = precons()[:2]
    return GameSetup(decks=[[c.name for c in d.cards()] for d in decks], deck_names=[d.name for d in decks],
                     seats=seats or [HUMAN, COMPUTER], names=["Ann", "Bob"], seed=seed)

def _position_table(qtbot: Any, cards: dict[str, list[str]]) -> Any:
    """A table on a position set up by hand: ``cards`` by zone for player 0 (``battlefield``,
    ``hand``) and a few cards in each library; player 0's first main phase."""
    from mtgdesk.cards import load_pool
    from mtgdesk.engine import Game, Step, Zone
    from mtgdesk.storage import Settings
    from mtgdesk.storage.saves import SavedGame
    from mtgdesk.ui.table.session import GameSession
    from mtgdesk.ui.table.table_page import TablePage

    pool = load_pool()
    game = Game(seed=1)
    for zone, names in cards.items():
        for name in names:
            game.create_object(pool.get(name), 0, Zone(zone))
    for p in (0, 1):
        for _ in range(5):
            game.create_object(pool.get("Forest"), p, Zone.LIBRARY)
    game.begin_at(Step.MAIN1, 0, 3)
    settings = Settings(animation_speed=0, game_speed="instant")
    saved = SavedGame(seed=1, decks=[[], []], players=["human", "human"], player_names=["Ann", "Bob"])
    session = GameSession(saved, settings, game=game, autosave=False)
    table = TablePage(session, settings)
    qtbot.addWidget(table)
    table.controller.automatic = False
    table.resize(1280, 800)
    table.show()
    return table


def table_against_computer(qtbot: Any, settings: Settings, computer: dict[str, list[str]], human: dict[str, list[str]],
           active: int = 1) -> Any:
    """A human (seat 0) against the computer (seat 1) on a position set up by hand, in the
    active player's first main phase."""
    from mtgdesk.cards import load_pool
    from mtgdesk.engine import Game, Step, Zone
    from mtgdesk.storage.saves import SavedGame
    from mtgdesk.ui.table.session import GameSession
    from mtgdesk.ui.table.table_page import TablePage

    pool = load_pool()
    game = Game(seed=4)
    for player, cards in ((0, human), (1, computer)):
        for zone, names in cards.items():
            for name in names:
                game.create_object(pool.get(name), player, Zone(zone))
        for _ in range(8):
            game.create_object(pool.get("Forest"), player, Zone.LIBRARY)
    game.begin_at(Step.MAIN1, active, 3)
    for obj in game.objects.values():
        obj.sick = False  # on the battlefield since an earlier turn
    saved = SavedGame(seed=4, decks=[[], []], players=["human", "computer"], player_names=["Ann", "Bob"])
    session = GameSession(saved, settings, game=game, autosave=False)
    table = TablePage(session, settings)
    table.resize(1280, 800)
    table.show()
    table.activateWindow()
    qtbot.waitUntil(table.isActiveWindow)
    table.view.setFocus()
    return table
