"""Choosing cards (ui/table/card_choice.py): a search shows the cards to click."""
from __future__ import annotations

from typing import Any

import pytest

from tests.ui.table_games import (
    english_again,  # noqa: F401 (a fixture: the language put back)
    _position_table,
)

pytestmark = [pytest.mark.gui, pytest.mark.usefixtures("english_again")]


def test_a_search_shows_the_cards_to_click(qtbot: Any) -> None:
    from mtgdesk.engine import actions as A
    from mtgdesk.engine.decisions import DecisionKind, Question

    table = _position_table(qtbot, {"battlefield": ["Forest", "Forest"], "hand": ["Rampant Growth"],
                                    "library": ["Plains", "Island"]})
    bridge = table.bridge

    def take(kind: type) -> None:
        action = next(a for a in bridge.legal_actions() if isinstance(a, kind))
        assert bridge.submit(action), action

    take(A.CastSpell)
    while bridge.decision.kind is DecisionKind.PAY:
        take(A.PayAuto)
    while bridge.decision.kind is DecisionKind.PRIORITY:
        take(A.PassPriority)
    assert bridge.decision.kind is DecisionKind.CHOICE and bridge.decision.question is Question.SEARCH
    choice = table.controller.prompts.extras["choice"]  # the zone panel, fanned over the table
    assert choice.isVisible()
    names = [entry.card.name for entry in choice.fan.cards]
    assert sorted(names) == ["Forest", "Island", "Plains"]  # one of each, as pictures
    assert "find_nothing_button" in table.prompt.buttons
    plains = choice.fan.cards[names.index("Plains")]
    choice.card_pointed.emit(plains.card)
    assert table.zoom.card is not None and table.zoom.card.name == "Plains"
    choice.card_clicked.emit(plains.id)
    assert any(bridge.name(i) == "Plains" for i in bridge.game.battlefield)
