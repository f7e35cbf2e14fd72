"""The table's view (ui/table/table_view.py): it takes the shape of the window."""
from __future__ import annotations

from typing import Any

import pytest

from mtgdesk.ui.main_window import MainWindow
from tests.ui.table_games import english_again  # noqa: F401 (a fixture: the language put back)

pytestmark = [pytest.mark.gui, pytest.mark.usefixtures("english_again")]


@pytest.mark.parametrize("size", [(1280, 800), (1920, 1080)])
def test_the_table_takes_the_shape_of_the_window(window: MainWindow, qtbot: Any, size: tuple[int, int]) -> None:
    from mtgdesk.ui.smoke import smoke_position

    table = window.start_saved(smoke_position(seed=5, min_turn=6, kinds=("blockers",)).saved, autosave=False,
                               frozen=True)
    window.resize(*size)
    qtbot.wait(50)
    viewport = table.view.viewport().size()
    scene = table.scene
    assert abs(scene.geometry.width / scene.geometry.height - viewport.width() / viewport.height()) < 0.02 \
        or scene.geometry.width == 1320.0
    visible = table.view.visible_scene_rect().adjusted(-1, -1, 1, 1)
    for item in scene.items_by_id.values():
        assert visible.contains(item.sceneBoundingRect().adjusted(6, 6, -6, -6)), item.state.card
    # Cards are drawn at the view's scale, pixel for pixel: as large as the window allows.
    assert scene.cache_scale == round(table.view.transform().m11(), 3)
