"""What the zone panel shows and what its clicks mean (ui/table/zone_control.py): a graveyard or
an exile opened by a click on its pile, closed by a second; a panel opened to look stays through
a new decision and closes with Escape, one that served a choice closes; its title and hint in
the interface's language."""
from __future__ import annotations

from typing import Any

import pytest

from mtgdesk.engine import Zone
from mtgdesk.engine import actions as A
from mtgdesk.ui.common.language import LanguageManager
from tests.helpers.games import find, position
from tests.ui.test_table_parts import _table_on

pytestmark = pytest.mark.gui


@pytest.fixture
def table(qtbot: Any) -> Any:
    game = position(a_graveyard=["Grizzly Bears", "Shock"], b_graveyard=[], b_exile=["Coral Eel"],
                    a_hand=["Forest"], a_library=["Island"], b_library=["Island"])
    table = _table_on(game, qtbot)
    table.controller.automatic = False
    table.controller.refresh()
    return table


def test_a_pile_opens_its_zone_with_a_title_and_a_hint_and_a_second_click_closes_it(table: Any) -> None:
    zones, panel = table.controller.zones, table.controller.zone
    zones.pile_clicked("library", 0)
    assert not panel.isVisible()  # a library is hidden (CR 401.2): it doesn't open
    zones.pile_clicked("graveyard", 0)
    assert panel.isVisible() and panel.title.text() == "Your graveyard (2)"
    assert panel.hint.text() == ("Nothing here can be used now; point at a card to read it. "
                                 "The top card is on the right.")
    assert [c.card.name for c in panel.fan.cards] == ["Grizzly Bears", "Shock"]
    zones.pile_clicked("exile", 1)
    assert panel.title.text() == "Bob's exile (1)" and panel.hint.text().startswith("Nothing here")
    zones.pile_clicked("graveyard", 1)
    assert panel.title.text() == "Bob's graveyard (0)" and panel.hint.text() == "" and panel.fan.cards == []
    zones.pile_clicked("graveyard", 1)
    assert not panel.isVisible()


def test_a_panel_opened_to_look_stays_through_a_new_decision_and_closes_with_escape(table: Any) -> None:
    zones, panel = table.controller.zones, table.controller.zone
    zones.pile_clicked("graveyard", 0)
    forest = find(table.bridge.game, "Forest", Zone.HAND)
    assert table.bridge.submit(A.PlayLand(0, forest))
    zones.decision_changed()
    assert panel.isVisible()  # the player opened it to look: it stays
    assert zones.close_look() and not panel.isVisible()
    assert not zones.close_look()  # nothing left to close


def test_the_cards_of_a_choice_close_with_the_decision_and_open_again_from_the_prompt(table: Any) -> None:
    zones, panel = table.controller.zones, table.controller.zone
    in_graveyard = [c for c in table.bridge.game.objects.values() if c.zone is Zone.GRAVEYARD]
    button = zones.show_choice([(0, in_graveyard[0].card), (1, in_graveyard[1].card)])
    assert panel.isVisible() and panel.kind == ("choice", None) and len(panel.fan.cards) == 2
    assert all(c.usable for c in panel.fan.cards) and panel.hint.text() == "Click the card you choose."
    assert not zones.close_look()  # Escape doesn't put a choice away
    panel.close_panel()
    button.click()
    assert panel.isVisible() and panel.kind == ("choice", None)
    zones.decision_changed()
    assert not panel.isVisible()
    button.click()
    assert not panel.isVisible()  # the choice is over: nothing to show again


def test_the_title_and_hint_in_french(table: Any, languages: LanguageManager) -> None:
    assert languages.set_language("fr")
    table.controller.zones.pile_clicked("graveyard", 0)
    panel = table.controller.zone
    assert panel.title.text() == "Votre cimetière (2)"
    assert panel.hint.text().endswith("La carte du dessus est à droite.")
