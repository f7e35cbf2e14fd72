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
    with pytest.raises(DeckError, match="no such file"):
        load_deck(tmp_path / "missing.txt")
    bad = tmp_path / "latin1.txt"
    bad.write_bytes(b"4 For\xeat\n")
    with pytest.raises(DeckError, match="not UTF-8"):
        load_deck(bad)


# ---------------------------------------------------------------------- hostile input (issue 15)

@pytest.mark.parametrize("text, line, words", [
    ("99999999999 Forest\n", 1, "at most 250"),
    ("9" * 4400 + " Forest\n", 1, "too long"),
    ("9" * 200 + " Forest\n", 1, "at most 250"),
    ("٤ Forest\n", 1, "digits 0-9"),
    ("4 Grizzly" + " " * 100_000 + "Bears\n", 1, "too long"),
    ("250 Forest\n250 Forest\n250 Forest\n250 Forest\n1 Forest\n", 5, "more than 1000 cards"),
])
def test_hostile_deck(text: str, line: int, words: str) -> None:
    with pytest.raises(DeckError) as exc:
        parse_deck(text, "d.txt")
    assert exc.value.line == line and words in exc.value.problem


def test_counts_and_bom() -> None:
    deck = parse_deck("\ufeff4x Forest\n4 x Island\n3\u00a0Shock\n", "d.txt")
    assert [(n, c.name) for n, c in deck.entries] == [(4, "Forest"), (4, "Island"), (3, "Shock")]


from hypothesis import HealthCheck, given, settings  # noqa: E402
from hypothesis import strategies as st  # noqa: E402

_pieces = st.sampled_from(["4", "0", "99999", "٤", " ", "  ", "\t", "x", "X", "Forest", "Grizzly Bears", "\n", "#",
                           "//", "Sideboard", "Name:", "\ufeff", "\u00a0", "Shock", "é", "\r\n", "1" * 30])


@settings(max_examples=200, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.lists(_pieces, max_size=60).map("".join))
def test_any_deck_text_is_a_deck_or_an_error(text: str) -> None:
    try:
        deck = parse_deck(text, "f.txt")
    except DeckError as exc:
        assert exc.file == "f.txt"
    else:
        assert 1 <= len(deck) <= 1000
