"""A card's type line in the interface's language (ui/common/type_line.py, CR 205): supertypes
and card types as one unit, subtypes joined the way the language joins them."""
from __future__ import annotations

from typing import Any

import pytest

from mtgdesk.cards import load_pool
from mtgdesk.ui.common.type_line import type_line_text

pytestmark = pytest.mark.gui

CARDS = ("Llanowar Elves", "Ornithopter", "Forest", "Shock")


@pytest.mark.parametrize("code, lines", [
    ("en", ["Creature — Elf Druid", "Artifact Creature — Thopter", "Basic Land — Forest", "Instant"]),
    ("fr", ["Créature — elfe et druide", "Créature-artefact — mécanoptère", "Terrain de base — forêt", "Éphémère"]),
    ("ru", ["Существо — Эльф Друид", "Артефактное существо — Топтер", "Базовая земля — Лес",
            "Мгновенное заклинание"]),
])
def test_type_lines_in_each_language(language: Any, code: str, lines: list[str]) -> None:
    assert language.set_language(code)
    pool = load_pool()
    assert [type_line_text(pool.get(name)) for name in CARDS] == lines


def test_in_english_the_type_line_is_the_card_s_own(language: Any) -> None:
    language.set_language("en")
    assert all(type_line_text(card) == card.type_line for card in load_pool())
