"""Help ▸ Keys (``ui/dialogs/keys.py``): what each key does is readable at 1280x800 in each
language (the visual pass found the keys' column sized to its longest key, a sentence, leaving
"what it does" a narrow strip of four-line rows)."""
from __future__ import annotations

from typing import Any

import pytest

from mtgdesk.ui.main_window import MainWindow

pytestmark = pytest.mark.gui


@pytest.mark.parametrize("language", ["en", "fr", "ru"])
def test_what_a_key_does_has_the_wider_column(window: MainWindow, qtbot: Any, language: str) -> None:
    try:
        assert window.set_language(language)
        dialog = window.show_keys()
        qtbot.waitExposed(dialog)
        table = dialog.table
        assert table.columnWidth(1) > table.columnWidth(0)
        assert dialog.width() <= 1280 and dialog.height() <= 800
        # a short key shows whole in one line: the column is as wide as the keys that aren't sentences
        short = table.fontMetrics().horizontalAdvance(table.item(1, 0).text())  # "Up, Down, Tab, Shift+Tab"
        assert table.columnWidth(0) >= short
        dialog.close()
    finally:
        window.set_language("en")
