"""Card text in another language without a window (ui/common/translated.py, ``mtgdesk cards
--lang``): the card's name, rules text and type line through mtgdesk's translation."""
from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest
from PySide6.QtCore import QCoreApplication, QTranslator

from mtgdesk.cards import load_pool
from mtgdesk.ui.common import translated


@pytest.fixture(autouse=True)
def translators_removed(qapp: Any) -> Iterator[None]:
    """``install`` keeps its translator for the life of the process; the test's are removed."""
    yield
    for kept in list(translated._keep):
        if isinstance(kept, QTranslator):
            QCoreApplication.removeTranslator(kept)
            translated._keep.remove(kept)


def test_a_card_s_name_rules_text_and_type_line_in_russian_and_french() -> None:
    card = load_pool().get("Giant Growth")
    name, text, type_line = translated.translated_card_text("ru")
    assert (name(card), text(card), type_line(card)) == (
        "Исполинский рост", "Целевое существо получает +3/+3 до конца хода.", "Мгновенное заклинание")
    for kept in list(translated._keep):
        if isinstance(kept, QTranslator):
            QCoreApplication.removeTranslator(kept)
    name, text, type_line = translated.translated_card_text("fr")
    assert name(card) == "Croissance gigantesque"
    assert "+3/+3" in text(card) and "Target" not in text(card)
    assert type_line(card) != "Instant"


def test_an_unknown_language_names_those_there_are() -> None:
    with pytest.raises(LookupError, match=r"no translation for language 'de' \(there are: en, fr, ru\)"):
        translated.translated_card_text("de")
