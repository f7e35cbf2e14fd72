"""Deck problems in the interface's language (ui/decks/deck_texts.py), with the rule they cite."""
from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pytest

from mtgdesk.decks import validation
from mtgdesk.decks.validation import DeckProblem
from mtgdesk.ui.decks.deck_texts import PROBLEM_TEXTS, problem_text

pytestmark = pytest.mark.gui


def test_cr100_2a_a_problem_says_what_is_wrong_and_cites_its_rule(language: Any) -> None:
    language.set_language("en")
    small = DeckProblem("100.2a", "deck_too_small", (("size", 38), ("minimum", 60)))
    assert problem_text(small) == "The deck has 38 cards; it needs at least 60 (CR 100.2a)."
    copies = DeckProblem("100.2a", "too_many_copies", (("card", "Shock"), ("count", 5), ("maximum", 4)))
    assert problem_text(copies) == "Shock: 5 copies; at most 4 of a card other than basic lands (CR 100.2a)."


def test_in_french_the_text_and_the_card_name_are_translated(language: Any) -> None:
    assert language.set_language("fr")
    small = DeckProblem("100.2a", "deck_too_small", (("size", 38), ("minimum", 60)))
    assert problem_text(small) == "Le deck a 38 cartes ; il en faut au moins 60 (CR 100.2a)."
    copies = DeckProblem("100.2a", "too_many_copies", (("card", "Llanowar Elves"), ("count", 5), ("maximum", 4)))
    assert problem_text(copies).startswith("Elfes de Llanowar")


def test_every_problem_the_validation_reports_has_a_text() -> None:
    source = Path(validation.__file__).read_text(encoding="utf-8")
    reported = set(re.findall(r'DeckProblem\([^,]+, "(\w+)"', source))
    assert reported and reported == set(PROBLEM_TEXTS)
