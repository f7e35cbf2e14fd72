"""The table offers abilities that function from a graveyard (CR 113.6k: Shard Phoenix), in the
zone panel that a click on the pile opens."""
from __future__ import annotations

from typing import Any

import pytest

from mtgdesk.engine import Step, Zone
from mtgdesk.engine import actions as A
from mtgdesk.engine.decisions import Question
from tests.helpers.games import find, position
from tests.ui.test_table_parts import _table_on

pytestmark = pytest.mark.gui


def test_clicking_the_graveyard_offers_shard_phoenix_during_upkeep(qtbot: Any) -> None:
    game = position(Step.UPKEEP, a_battlefield=["Mountain", "Mountain", "Mountain"], a_graveyard=["Shard Phoenix"],
                    a_library=["Island"], b_library=["Island"])
    phoenix = find(game, "Shard Phoenix", Zone.GRAVEYARD)
    assert A.ActivateAbility(0, phoenix, 1) in game.legal_actions()
    assert A.ActivateAbility(0, phoenix, 0) not in game.legal_actions()  # the battlefield one (CR 113.6)
    table = _table_on(game, qtbot)
    controller = table.controller
    controller.automatic = False
    controller.refresh()
    assert table.scene.piles[("graveyard", 0)].highlight == "playable"  # a card there can be used
    assert table.scene.piles[("graveyard", 1)].highlight is None
    controller.pile_clicked("graveyard", 1)  # the opponent's graveyard: empty, nothing lit
    assert controller.zone.isVisible() and controller.zone.fan.cards == []
    controller.pile_clicked("graveyard", 0)  # the panel shows this one instead
    assert controller.zone.kind == ("graveyard", 0)
    [entry] = controller.zone.fan.cards
    assert entry.id == phoenix and entry.usable and entry.card.name == "Shard Phoenix"
    controller._on_zone_card_clicked(phoenix)  # its one ability usable from there: used at once
    live = table.bridge.game
    assert live.stack and live.objects[live.stack[-1]].card.name == "Shard Phoenix"
    assert not controller.zone.isVisible()  # used: the table shows what it did


def test_clicking_the_graveyard_in_the_main_phase_says_nothing_can_be_used(qtbot: Any) -> None:
    game = position(Step.MAIN1, a_battlefield=["Mountain", "Mountain", "Mountain"], a_graveyard=["Shard Phoenix"],
                    a_library=["Island"], b_library=["Island"])
    table = _table_on(game, qtbot)
    table.controller.automatic = False
    table.controller.refresh()
    assert table.scene.piles[("graveyard", 0)].highlight is None
    messages: list[str] = []
    table.controller.status_changed.connect(messages.append)
    table.controller.pile_clicked("graveyard", 0)
    zone = table.controller.zone
    assert zone.isVisible() and [e.usable for e in zone.fan.cards] == [False]
    assert zone.hint.text() == "Nothing here can be used now; point at a card to read it."
    table.controller._on_zone_card_clicked(zone.fan.cards[0].id)
    assert table.controller._menu is None and messages == ["Shard Phoenix can't be used now."]


def test_rathi_dragon_asks_with_its_name_then_which_mountain(qtbot: Any) -> None:
    """The question of "sacrifice it unless you sacrifice two Mountains" names its source and
    offers each Mountain or None; once one is chosen, the second is asked for, without None."""
    from mtgdesk.engine import DecisionKind

    game = position(a_hand=["Rathi Dragon"], a_battlefield=["Mountain"] * 5, a_library=["Island"],
                    b_library=["Island"])
    game.apply(A.CastSpell(0, find(game, "Rathi Dragon", Zone.HAND)))
    while game.decision.kind is not DecisionKind.CHOICE:
        d = game.decision
        game.apply(A.PassPriority(d.player) if d.kind is DecisionKind.PRIORITY else game.legal_actions()[0])
    assert game.decision.question is Question.SACRIFICE
    table = _table_on(game, qtbot)
    table.controller.automatic = False
    table.controller.refresh()
    assert "Rathi Dragon" in table.prompt.text() and "you may sacrifice a permanent" in table.prompt.text()
    texts = [b.text() for b in table.prompt.buttons.values()]
    assert texts.count("Mountain") == 5 and "None" in texts
    next(b for b in table.prompt.buttons.values() if b.text() == "Mountain").click()
    assert table.bridge.game.decision.question is Question.SACRIFICE
    table.controller.refresh()
    assert "Rathi Dragon" in table.prompt.text() and "choose a permanent to sacrifice" in table.prompt.text()
    texts = [b.text() for b in table.prompt.buttons.values()]
    assert texts.count("Mountain") == 4 and "None" not in texts


def test_a_sacrifice_that_pays_a_cost_is_told_from_one_an_effect_asks_for(qtbot: Any) -> None:
    """Nantuko Husk's "Sacrifice a creature:" is a cost (CR 602.2b, 601.2h): the prompt says so,
    read from the player's view (``PlayerView.casting``), and offers Cancel."""
    from mtgdesk.engine import DecisionKind

    game = position(a_battlefield=["Nantuko Husk", "Grizzly Bears", "Llanowar Elves"], a_library=["Island"],
                    b_library=["Island"])
    assert not game.view(0).casting
    game.apply(A.ActivateAbility(0, find(game, "Nantuko Husk", Zone.BATTLEFIELD), 0))
    assert game.decision.kind is DecisionKind.CHOICE and game.decision.question is Question.SACRIFICE
    assert game.view(0).casting and game.view(1).casting  # public: the ability is on its way to the stack
    table = _table_on(game, qtbot)
    table.controller.automatic = False
    table.controller.refresh()
    assert table.prompt.text() == "Choose the permanent to sacrifice to pay the cost."
    assert "cancel_button" in table.prompt.buttons


def test_a_graveyard_pile_tells_how_many_cards_it_holds(qtbot: Any) -> None:
    """The tooltip is set with the pile's contents (never in ``paint()``)."""
    game = position(Step.MAIN1, a_graveyard=["Shard Phoenix", "Grizzly Bears"], b_hand=["Forest"])
    table = _table_on(game, qtbot)
    assert table.scene.piles[("graveyard", 0)].toolTip() == "Graveyard (2)"
    assert table.scene.piles[("graveyard", 1)].toolTip() == "Graveyard (0)"
