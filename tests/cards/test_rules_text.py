"""Rules text is rendered from the abilities and reads as the Oracle text (reminder text aside).

The reference facts live in ../shared/reference/9ED-cards.json beside the checkout (CI has it);
the project doesn't ship or copy it.
"""
from __future__ import annotations

import json
import re
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

from mtgdesk.cards import load_pool, load_set
from mtgdesk.cards.text import Phrase, rules_phrases, rules_text

REFERENCE = Path(__file__).resolve().parents[3] / "shared" / "reference" / "9ED-cards.json"
needs_reference = pytest.mark.skipif(not REFERENCE.exists(), reason=f"no reference card data at {REFERENCE}")


def _reference() -> dict[str, dict]:
    out: dict[str, dict] = {}
    for c in json.loads(REFERENCE.read_text(encoding="utf-8"))["cards"]:
        out.setdefault(c["name"], c)
    return out


def _oracle_without_reminders(text: str | None) -> str:
    text = re.sub(r" ?\([^)]*\)", "", text or "")
    return "\n".join(line.strip() for line in text.splitlines() if line.strip())


@needs_reference
def test_every_card_reads_as_its_oracle_text() -> None:
    """The Ninth Edition's cards (the reference holds that set's facts)."""
    ref = _reference()
    differ = []
    for card in load_set("9ED").cards:
        want = "" if "Basic" in card.supertypes else _oracle_without_reminders(ref[card.name].get("text"))
        got = rules_text(card)
        if got != want:
            differ.append(f"{card.name}: {got!r} != {want!r}")
    assert differ == [], "\n".join(differ)


@needs_reference
def test_every_common_basic_and_starter_card_is_implemented() -> None:
    ref = _reference()
    wanted = {n for n, c in ref.items() if c["rarity"] == "common" or c.get("isStarter")}
    assert len(wanted) == 5 + 110 + 9
    out = subprocess.run([sys.executable, "-m", "mtgdesk", "cards", "--set", "9ED", "--format", "json"],
                         capture_output=True, text=True, check=True)
    rows = {r["name"]: r for r in json.loads(out.stdout)}
    missing = sorted(wanted - set(rows))
    assert missing == []
    assert all(rows[n]["implemented"] for n in wanted)
    for name in wanted:
        r, c = rows[name], ref[name]
        assert r["mana_cost"] == (c.get("manaCost") or ""), name
        assert r["type_line"] == c["type"], name
        assert (str(r["power"]), str(r["toughness"])) == (str(c.get("power")), str(c.get("toughness"))), name
        assert r["number"] == c["number"] or "Basic" in c["supertypes"], name


@needs_reference
def test_card_facts_match_the_reference() -> None:
    """The Ninth Edition's cards (the reference holds that set's facts)."""
    ref = _reference()
    for card in load_set("9ED").cards:
        c = ref[card.name]
        assert str(card.mana_cost) == (c.get("manaCost") or ""), card.name
        assert card.type_line == c["type"], card.name
        assert card.rarity == c["rarity"], card.name
        assert card.starter == bool(c.get("isStarter")), card.name


def _phrases(p: object) -> Iterator[Phrase]:
    """``p`` and every phrase nested in it."""
    if isinstance(p, Phrase):
        yield p
        for a in p.args:
            yield from _phrases(a)
    elif hasattr(p, "phrase"):
        yield from _phrases(p.phrase)


def _templates(p: object, out: set[str]) -> None:
    out.update(q.template for q in _phrases(p))


def test_templates_are_whole_sentences_with_placeholders() -> None:
    """Text is built from templates with %1..%9 and %n, never by gluing words together."""
    seen: set[str] = set()
    for card in load_pool():
        for phrase in rules_phrases(card):
            _templates(phrase, seen)
    assert len(seen) > 40
    for t in seen:
        assert "{" not in t.replace("{T}", ""), t  # symbols are arguments, not template text
        for m in re.findall(r"%(\d+)", t):
            assert 1 <= int(m) <= 9


def test_numbers_drive_plural_forms() -> None:
    shock = rules_phrases(load_pool().get("Shock"))[0]
    inner = shock.args[0].phrase if hasattr(shock.args[0], "phrase") else shock
    assert inner.n == 2 and "%n" in inner.template


def test_a_count_of_x_is_a_word_not_a_plural_count() -> None:
    """"Blaze deals X damage to any target.": X has its own template, without %n, so the
    translated renderer (which passes the count to Qt's plural forms) never gets the letter X."""
    pool = load_pool()
    for card in pool:
        counts = [q.n for phrase in rules_phrases(card) for q in _phrases(phrase)]
        assert all(n is None or isinstance(n, int) for n in counts), card.name
    assert rules_text(pool.get("Blaze")) == "Blaze deals X damage to any target."
    blaze = rules_phrases(pool.get("Blaze"))[0]
    templates: set[str] = set()
    _templates(blaze, templates)
    assert "%1 deals X damage to %2." in templates and not any("%n" in t for t in templates)


@needs_reference
def test_every_uncommon_is_implemented() -> None:
    """Issue 11: `mtgdesk cards --set 9ED --format json` lists all 112 uncommons, implemented, with
    the reference's facts."""
    ref = _reference()
    wanted = {n for n, c in ref.items() if c["rarity"] == "uncommon"}
    assert len(wanted) == 112
    out = subprocess.run([sys.executable, "-m", "mtgdesk", "cards", "--set", "9ED", "--format", "json"],
                         capture_output=True, text=True, check=True)
    rows = {r["name"]: r for r in json.loads(out.stdout)}
    assert sorted(wanted - set(rows)) == []
    for name in wanted:
        r, c = rows[name], ref[name]
        assert r["implemented"] and r["rarity"] == "uncommon", name
        assert (r["mana_cost"], r["type_line"], r["number"]) == (c.get("manaCost") or "", c["type"], c["number"]), name
