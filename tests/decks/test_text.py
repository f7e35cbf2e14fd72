"""The plain deck format: errors name the file, the line and the problem."""
from __future__ import annotations

from pathlib import Path

import pytest

from mtgdesk.decks import DeckError, load_deck, parse_deck


def test_parse_deck() -> None:
    deck = parse_deck("Name: Green\n# comment\n4 Grizzly Bears\n\n2x Forest\nSideboard\n1 Shock\n", "g.txt")
    assert deck.name == "Green" and len(deck) == 6
    assert [c.name for c in deck.cards()].count("Grizzly Bears") == 4
    assert deck.sideboard[0][1].name == "Shock"


@pytest.mark.parametrize("text, line, words", [
    ("4 Grizzly Bears\n4 Grizly Bear\n", 2, "did you mean 'Grizzly Bears'"),
    ("4 Forest\nForest\n", 2, "expected 'N Card Name'"),
    ("0 Forest\n", 1, "at least 1"),
    ("# nothing\n", None, "no cards"),
])
def test_bad_deck(text: str, line: int | None, words: str) -> None:
    with pytest.raises(DeckError) as exc:
        parse_deck(text, "decks/bad.txt")
    assert exc.value.line == line
    assert words in str(exc.value) and str(exc.value).startswith("decks/bad.txt")


def test_unreadable_deck(tmp_path: Path) -> None:
    with pytest.raises(DeckError, match="can't read"):
        load_deck(tmp_path / "missing.txt")
    bad = tmp_path / "latin1.txt"
    bad.write_bytes(b"4 For\xeat\n")
    with pytest.raises(DeckError, match="not UTF-8"):
        load_deck(bad)
