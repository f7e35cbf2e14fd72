"""Deck problems (``mtgdesk.decks.validation``) in the interface's language, with their rule:
for the deck editor and the new-game page."""
from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from mtgdesk.decks.validation import DeckProblem

from ..common.noop import QT_TRANSLATE_NOOP
from ..common.texts import card_name, fill

#: What a deck problem says (``mtgdesk.decks.validation`` message ids); %1.. are its arguments.
PROBLEM_TEXTS = {
    "deck_too_small": QT_TRANSLATE_NOOP("DeckProblems", "The deck has %1 cards; it needs at least %2"),
    "too_many_copies": QT_TRANSLATE_NOOP("DeckProblems", "%1: %2 copies; at most %3 of a card other than basic lands"),
    "sideboard_too_large": QT_TRANSLATE_NOOP("DeckProblems", "The sideboard has %1 cards; at most %2"),
}
PROBLEM_WITH_RULE = QT_TRANSLATE_NOOP("DeckProblems", "%1 (CR %2).")

def problem_text(problem: DeckProblem) -> str:
    """A deck problem in the interface's language, with its rule."""
    template = QCoreApplication.translate("DeckProblems", PROBLEM_TEXTS.get(problem.message, problem.message))
    args = [card_name(str(v)) if k == "card" else str(v) for k, v in problem.args]
    return fill(QCoreApplication.translate("DeckProblems", PROBLEM_WITH_RULE), fill(template, *args), problem.rule)
