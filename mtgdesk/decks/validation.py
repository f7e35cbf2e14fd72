"""The deck rules, declared once (CR 100.2, 100.4).

A deck that breaks them still loads and can be shown and edited; a game with it is refused
(``sim --any-deck`` plays it on purpose). Problems are values: the rule number, a message id
and its arguments, never display text (the UI and the command line say them in words).

- CR 100.2a, constructed: at least 60 cards; at most four of any card with a particular
  English name, other than basic land cards.
- CR 100.2b, limited: at least 40 cards; as many duplicates as the cards it was built from.
- CR 100.4a, constructed: a sideboard of at most fifteen cards; the four-card limit applies to
  the main deck and sideboard together.
- Casual (mtgdesk's own rule, for casual games such as the Ninth Edition theme decks as they
  were sold, 40 cards each): at least 40 cards; at most four of any card other than basic land
  cards; no sideboard limit. The Comprehensive Rules ask only that each player has a deck
  (CR 100.2) and leave casual play to the players' agreement; refusals cite 100.2.
"""
from __future__ import annotations

from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any

from ..engine.objects import CardDef

__all__ = ["CASUAL", "CONSTRUCTED", "DECK_RULES", "LIMITED", "DeckProblem", "DeckRules", "deck_problems"]

Entries = Iterable[tuple[int, CardDef]]


@dataclass(frozen=True)
class DeckRules:
    """What a kind of play asks of a deck; ``None`` where it sets no limit."""

    name: str
    rule: str  # the rule that sets the size and the copies limit
    min_size: int
    max_copies: int | None
    max_sideboard: int | None
    sideboard_rule: str = "100.4a"


CONSTRUCTED = DeckRules("constructed", "100.2a", min_size=60, max_copies=4, max_sideboard=15)
LIMITED = DeckRules("limited", "100.2b", min_size=40, max_copies=None, max_sideboard=None)
CASUAL = DeckRules("casual", "100.2", min_size=40, max_copies=4, max_sideboard=None)
#: Every kind of deck rules, by name.
DECK_RULES = {r.name: r for r in (CONSTRUCTED, LIMITED, CASUAL)}


@dataclass(frozen=True)
class DeckProblem:
    """One rule a deck breaks: ``rule`` (``"100.2a"``), ``message`` (a message id) and ``args``.

    Message ids: ``deck_too_small`` (size, minimum), ``too_many_copies`` (card, count,
    maximum), ``sideboard_too_large`` (size, maximum)."""

    rule: str
    message: str
    args: tuple[tuple[str, Any], ...] = ()

    def get(self, key: str, default: Any = None) -> Any:
        for k, v in self.args:
            if k == key:
                return v
        return default


def is_basic_land(card: CardDef) -> bool:
    """A basic land card (CR 205.4a: the supertype basic)."""
    return "Basic" in card.supertypes and "Land" in card.types


def deck_problems(main: Entries, sideboard: Entries = (), rules: DeckRules = CONSTRUCTED) -> list[DeckProblem]:
    """Every rule of ``rules`` that a deck (``(count, card)`` entries of its main deck and
    sideboard) breaks, in the order: size, copies (in deck order), sideboard. Empty: a legal deck."""
    main = list(main)
    side = list(sideboard)
    problems: list[DeckProblem] = []
    size = sum(n for n, _ in main)
    if size < rules.min_size:
        problems.append(DeckProblem(rules.rule, "deck_too_small", (("size", size), ("minimum", rules.min_size))))
    if rules.max_copies is not None:
        copies: Counter[str] = Counter()
        for n, card in main + side:
            if not is_basic_land(card):
                copies[card.name] += n
        for name, count in copies.items():
            if count > rules.max_copies:
                problems.append(DeckProblem(rules.rule, "too_many_copies",
                                            (("card", name), ("count", count), ("maximum", rules.max_copies))))
    side_size = sum(n for n, _ in side)
    if rules.max_sideboard is not None and side_size > rules.max_sideboard:
        problems.append(DeckProblem(rules.sideboard_rule, "sideboard_too_large",
                                    (("size", side_size), ("maximum", rules.max_sideboard))))
    return problems
