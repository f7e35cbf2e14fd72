"""A page's title (ui/common/page_title.py): large and bold, and retranslated when the language
changes."""
from __future__ import annotations

from typing import Any

from PySide6.QtWidgets import QLabel

from mtgdesk.ui.common.language import LanguageManager
from mtgdesk.ui.common.page_title import PageTitle


def test_the_title_is_larger_and_bold_and_follows_the_language(qtbot: Any) -> None:
    title = PageTitle("NewGameDialog", "New game")
    qtbot.addWidget(title)
    assert title.text() == "New game"
    assert title.font().bold()
    assert title.font().pointSizeF() > QLabel().font().pointSizeF() * 1.5
    languages = LanguageManager()
    try:
        assert languages.set_language("fr")
        assert title.text() == "Nouvelle partie"
        assert languages.set_language("ru")
        assert title.text() == "Новая партия"
    finally:
        languages.set_language("en")
    assert title.text() == "New game"
