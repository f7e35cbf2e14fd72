"""The arrows on the table (ui/table/arrows.py)."""
from __future__ import annotations

from typing import Any

import pytest

from mtgdesk.ui.main_window import MainWindow
from tests.ui.table_games import english_again  # noqa: F401 (a fixture: the language put back)

pytestmark = [pytest.mark.gui, pytest.mark.usefixtures("english_again")]


def test_attack_arrows_are_cleared_when_the_game_ends(window: MainWindow, qtbot: Any) -> None:
    from mtgdesk.ui.smoke import smoke_position

    position = smoke_position(seed=5, min_turn=3, kinds=("blockers",))
    table = window.start_saved(position.saved, autosave=False, frozen=True)
    assert any(a.kind == "attack" for a in table.scene.arrows)
    table.bridge.concede(0)
    qtbot.waitUntil(lambda: not table.scene.arrows, timeout=3000)
