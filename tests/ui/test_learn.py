"""Help ▸ Learn to play's dialog (``ui/tutorial/learn.py``): every lesson and challenge readable
whole, in each language, at 1280x800 (the visual pass found the Russian first-game line cut by a
horizontal scroll bar and the last challenge hidden)."""
from __future__ import annotations

from typing import Any

import pytest

from mtgdesk.ui.main_window import MainWindow
from tests.ui.test_tutorial import lesson_window  # noqa: F401 (a fixture)

pytestmark = pytest.mark.gui


@pytest.mark.parametrize("language", ["en", "fr", "ru"])
def test_every_row_of_the_lessons_dialog_is_shown_whole(lesson_window: MainWindow, qtbot: Any,  # noqa: F811
                                                        language: str) -> None:
    window = lesson_window
    try:
        assert window.set_language(language)
        window.learn.ask()
        dialog = window.learn.dialog
        qtbot.waitExposed(dialog)
        for lst in (dialog.challenges, dialog.list):
            assert not lst.horizontalScrollBar().isVisible()
            for row in range(lst.count()):
                rect = lst.visualItemRect(lst.item(row))
                assert lst.viewport().rect().contains(rect), (language, lst.item(row).text())
        assert dialog.width() <= 1280 and dialog.height() <= 800
        dialog.close()
    finally:
        window.set_language("en")
