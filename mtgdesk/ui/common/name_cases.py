"""Card and deck names in the grammatical case a sentence needs.

English never declines a name; Russian does: "сбрасывает Лановарского бегемота" (accusative,
an animate masculine noun), "способность Элементаля воздуха" (genitive), "наносит 2 урона
Гризли" (dative), "Набег гоблинов против Зелёных топтунов" (genitive after «против»). The
translation catalogue carries each form as the name with a disambiguation naming the case
(context "cards" or "decks", comment "acc", "gen", "dat"), made with Qt Linguist like any
message; a language that doesn't decline (French) gives the name as it is. A name with no
form for a case (a deck of the player's own) is shown as it is: Qt falls back to the
message without the comment, then to the name itself.
"""
from __future__ import annotations

from PySide6.QtCore import QCoreApplication

#: The cases the log's sentences and the match titles put card names in.
CARD_NAME_CASES = ("acc", "gen", "dat")
#: The cases a preconstructed deck's name is put in ("%1 against %2": the genitive).
DECK_NAME_CASES = ("gen",)


def card_name_in(name: str, case: str | None) -> str:
    """A card's name (English, as the card pool has it) in the interface's language and ``case``
    ("acc", "gen", "dat"; None: the name as it stands, the nominative)."""
    if case is None:
        return QCoreApplication.translate("cards", name)
    return QCoreApplication.translate("cards", name, case)


def deck_name_in(text: str, case: str | None) -> str:
    """A preconstructed deck's name in ``case``; a deck of the player's own keeps its words."""
    if not text:
        return text
    if case is None:
        return QCoreApplication.translate("decks", text)
    return QCoreApplication.translate("decks", text, case)
