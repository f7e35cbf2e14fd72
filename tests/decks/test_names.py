"""Card names in French and Russian, read from the compiled translations (as a packaged build
ships them), without Qt."""
from __future__ import annotations

import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from mtgdesk.decks.names import CardNames, fold, qm_messages

TRANSLATIONS = Path(__file__).resolve().parents[2] / "translations"


@pytest.mark.parametrize("language", ["fr", "ru"])
def test_the_compiled_file_gives_the_catalogue_s_card_names(language: str) -> None:
    root = ET.parse(TRANSLATIONS / f"mtgdesk_{language}.ts").getroot()
    expected = {}
    for context in root.iter("context"):
        if context.findtext("name") == "cards":
            for message in context.iter("message"):
                translation = message.find("translation")
                if translation is not None and translation.text and not translation.get("type"):
                    expected[message.findtext("source")] = translation.text
    assert expected and qm_messages((TRANSLATIONS / f"mtgdesk_{language}.qm").read_bytes(), "cards") == expected


def test_not_a_compiled_translation() -> None:
    assert qm_messages(b"not a qm file", "cards") == {}
    assert qm_messages(bytes.fromhex("3cb86418caef9c95cd211cbf60a1bddd") + b"\x69\x00\x00\x00\x05\x03\xff", "cards") == {}


def test_names_in_three_languages() -> None:
    names = CardNames()
    assert names.get("Elfes de Llanowar").name == names.get("лановарские эльфы").name == "Llanowar Elves"
    assert fold("Forêt") == fold("foret") and fold("Полёт") == fold("полет")
    assert "Elfes de Llanowar" in names.closest("Elfes de Lanowar")
