"""The filter language (engine/filters.py): which objects a rule speaks of (CR 109, 115.1, 205),
parsed once, with an error that names a word it doesn't know."""
from __future__ import annotations

import pytest

from mtgdesk.engine import Zone
from mtgdesk.engine.filters import FilterError, parse_filter
from tests.helpers.games import find, position


def _game():  # type: ignore[no-untyped-def]
    return position(a_battlefield=["Grizzly Bears", "Goblin Piker", "Forest", "Ornithopter"],
                    b_battlefield=["Serra Angel", "Bog Imp", "Plains"], a_hand=["Shock"])


def _names(game, text: str, source: str | None = None, controller: int = 0) -> set[str]:  # type: ignore[no-untyped-def]
    f = parse_filter(text)
    source_id = find(game, source) if source else None
    return {game.objects[i].card.name for i in game.battlefield
            if f.matches(game, i, source_id=source_id, controller=controller)}


def test_types_colours_and_negations() -> None:
    game = _game()
    assert _names(game, "creature") == {"Grizzly Bears", "Goblin Piker", "Ornithopter", "Serra Angel", "Bog Imp"}
    assert _names(game, "nonblack creature") == {"Grizzly Bears", "Goblin Piker", "Ornithopter", "Serra Angel"}
    assert _names(game, "artifact creature or black creature") == {"Ornithopter", "Bog Imp"}
    assert _names(game, "colorless creature") == {"Ornithopter"}
    assert _names(game, "basic land") == {"Forest", "Plains"}
    assert _names(game, "Goblin") == {"Goblin Piker"}


def test_relations_keywords_and_comparisons_are_seen_from_the_source() -> None:
    game = _game()
    assert _names(game, "creature you_control", "Grizzly Bears") == {"Grizzly Bears", "Goblin Piker", "Ornithopter"}
    assert _names(game, "other creature you_control", "Grizzly Bears") == {"Goblin Piker", "Ornithopter"}
    assert _names(game, "creature opponent_controls", "Grizzly Bears") == {"Serra Angel", "Bog Imp"}
    assert _names(game, "creature with_flying") == {"Ornithopter", "Serra Angel", "Bog Imp"}
    assert _names(game, "creature without_flying") == {"Grizzly Bears", "Goblin Piker"}
    assert _names(game, "creature power>=2 toughness<=2") == {"Grizzly Bears", "Goblin Piker"}
    assert _names(game, "creature mana_value=0") == {"Ornithopter"}


def test_status_words_follow_the_object() -> None:
    game = _game()
    bears = find(game, "Grizzly Bears")
    assert "Grizzly Bears" in _names(game, "untapped creature")
    game.objects[bears].tapped = True
    game._dirty()
    assert "Grizzly Bears" in _names(game, "tapped creature")
    assert "Grizzly Bears" not in _names(game, "untapped creature")


def test_spell_matches_an_object_on_the_stack_only() -> None:
    game = _game()
    shock = find(game, "Shock", Zone.HAND)
    assert not parse_filter("spell").matches(game, shock)
    assert parse_filter("instant").matches(game, shock)  # a type is a type in any zone
    assert not parse_filter("creature").matches(game, 10_000)  # no such object


@pytest.mark.parametrize("text, word", [
    ("creture", "creture"), ("Gobin creature", "Gobin"), ("creature or", ""), ("", ""), ("power>>2 creature", "power"),
])
def test_a_bad_filter_names_the_word(text: str, word: str) -> None:
    with pytest.raises(FilterError) as exc:
        parse_filter(text)
    assert word in str(exc.value)


def test_a_filter_is_parsed_once() -> None:
    assert parse_filter("nonblack creature") is parse_filter("nonblack creature")
    assert str(parse_filter("artifact or enchantment")) == "artifact or enchantment"
    assert len(parse_filter("artifact or enchantment").clauses) == 2
