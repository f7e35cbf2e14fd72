"""The table's items besides the cards (ui/table/table_items.py): a player's panel and the piles
(library, graveyard, exile) on a real table, clicked and hovered with the real pointer: a click
on a panel targets its player, on a pile opens it; a graveyard's top card is previewed, never a
library's (CR 401.2); the piles' captions in the interface's language."""
from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtTest import QTest

from mtgdesk.ui.common.language import LanguageManager
from tests.helpers.games import position
from tests.ui.test_table_parts import _table_on

pytestmark = pytest.mark.gui


@pytest.fixture
def table(qtbot: Any) -> Any:
    game = position(a_graveyard=["Grizzly Bears", "Shock"], a_library=["Forest", "Island"],
                    b_battlefield=["Forest"], b_library=["Island"])
    table = _table_on(game, qtbot)
    table.controller.automatic = False
    table.refresh()
    table.scene.finish_animations()
    return table


def _on_screen(table: Any, item: Any) -> QPoint:
    return table.view.mapFromScene(item.sceneBoundingRect().center())


def test_a_click_on_a_panel_targets_its_player_and_on_a_pile_opens_it(table: Any) -> None:
    scene = table.scene
    players: list[int] = []
    piles: list[tuple[str, int]] = []
    scene.player_clicked.connect(players.append)
    scene.pile_clicked.connect(lambda kind, owner: piles.append((kind, owner)))
    QTest.mouseClick(table.view.viewport(), Qt.MouseButton.LeftButton, pos=_on_screen(table, scene.panels[1]))
    QTest.mouseClick(table.view.viewport(), Qt.MouseButton.RightButton, pos=_on_screen(table, scene.panels[0]))
    assert players == [1]  # the right button targets nobody
    QTest.mouseClick(table.view.viewport(), Qt.MouseButton.LeftButton,
                     pos=_on_screen(table, scene.piles[("graveyard", 0)]))
    assert piles == [("graveyard", 0)]


def test_a_graveyard_s_top_card_is_previewed_a_library_s_never(table: Any) -> None:
    scene = table.scene
    hovered: list[Any] = []
    scene.card_hovered.connect(hovered.append)
    graveyard, library = scene.piles[("graveyard", 0)], scene.piles[("library", 0)]
    assert graveyard.count == 2 and graveyard.top is not None and graveyard.top.card.name == "Shock"
    QTest.mouseMove(table.view.viewport(), _on_screen(table, graveyard))
    assert [s.card.name for s in hovered if s is not None] == ["Shock"]
    hovered.clear()
    QTest.mouseMove(table.view.viewport(), _on_screen(table, library))
    assert all(s is None for s in hovered)  # left the graveyard; the library shows nothing
    assert library.toolTip() == "Library (2)"


def test_the_panel_shows_its_player_s_facts_and_the_piles_captions_follow_the_language(
        table: Any, languages: LanguageManager) -> None:
    scene = table.scene
    panel = scene.panels[0]
    assert panel.info.name == "Ann" and panel.info.life == 20 and panel.info.library_count == 2
    assert panel.active and panel.deciding
    assert languages.set_language("fr")
    table.retranslate()  # as the main window does on the switch
    assert scene.piles[("graveyard", 0)].toolTip() == "Cimetière (2)"
    exile = scene.piles[("exile", 1)]
    exile.set_contents(0, None)
    assert exile.caption() == "Exil" and exile.toolTip() == "Exil (0)"
