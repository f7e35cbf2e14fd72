"""What the translation tools must know about (cards/catalog.py): every template of rules text,
with its case and whether it takes plural forms, every card name and every type word."""
from __future__ import annotations

from mtgdesk.cards.catalog import SUBTYPE_JOINERS, _walk, card_names, rules_strings, type_words
from mtgdesk.cards.pool import shipped_pool
from mtgdesk.cards.text import TEMPLATES, Cap, Lower, Phrase, rules_phrases


def test_walk_finds_every_phrase_inside_sentences_and_clauses() -> None:
    inner = Phrase("%n cards", (), n=2, case="acc")
    outer = Cap(Phrase("Draw %1.", (Lower(inner), "not a phrase")))
    assert list(_walk(outer)) == [("Draw %1.", None, False), ("%n cards", "acc", True)]


def test_every_template_is_listed_even_if_no_card_uses_it() -> None:
    strings = rules_strings()
    templates = {t for t, _, _ in strings}
    assert set(TEMPLATES) <= templates
    assert len(strings) == len({(t, c) for t, c, _ in strings})  # each (template, case) once


def test_every_phrase_of_a_shipped_card_is_listed_with_its_case() -> None:
    listed = {(t, c) for t, c, _ in rules_strings()}
    shock = next(c for c in shipped_pool() if c.name == "Shock")
    used = {(t, c) for p in rules_phrases(shock) for t, c, _ in _walk(p)}
    assert used and used <= listed
    assert any(c is not None for _, c in listed)  # cases are kept apart


def test_a_template_with_a_count_is_plural_in_every_case_it_is_used() -> None:
    strings = rules_strings()
    plural = {t for t, _, n in strings if n}
    assert plural
    for template, _, numerus in strings:
        if "%n" in template or template in plural:
            assert numerus, template


def test_card_names_are_the_shipped_cards_sorted() -> None:
    names = card_names()
    assert names == sorted(names) and len(names) == len(set(names)) == len(list(shipped_pool()))
    assert "Grizzly Bears" in names


def test_cr205_type_words_are_the_part_before_the_dash_as_one_and_each_subtype() -> None:
    words = type_words()
    assert {"Basic Land", "Creature", "Artifact Creature", "Elf", "Druid", "Forest"} <= set(words)
    assert "Elf Druid" not in words  # subtypes are joined by the translation (SUBTYPE_JOINERS)
    assert set(SUBTYPE_JOINERS) <= set(words) and words == sorted(words)
