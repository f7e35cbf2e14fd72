"""A lesson on the table (``ui/tutorial/lesson_table.py``): the light around what a step talks
about is drawn whole, inside what the view shows (the visual pass found the light around a card
of the hand cut by the prompt bar)."""
from __future__ import annotations

from typing import Any

import pytest

from mtgdesk.ui.main_window import MainWindow
from tests.ui.test_tutorial import lesson_window  # noqa: F401 (a fixture)

pytestmark = pytest.mark.gui


def test_the_light_on_a_card_of_the_hand_stays_inside_the_table(lesson_window: MainWindow,  # noqa: F811
                                                                qtbot: Any) -> None:
    window = lesson_window
    assert window.learn.open("04_instants_and_the_stack")
    runner = window.learn.runner
    table = window.table
    hand_lit = False
    for _ in range(4):  # to the step that lights Giant Growth in the hand
        runner.next()
        qtbot.wait(300)
        area = table.scene.sceneRect()
        for rect in runner.marker.rects:
            assert area.contains(rect), (rect, area)
        hand = table.scene.hand_rect(0)
        hand_lit = hand_lit or any(r.intersects(hand) for r in runner.marker.rects)
    assert hand_lit
