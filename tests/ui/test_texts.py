"""The interface's texts made from the engine's ids (ui/common/texts.py): a sentence for every
refusal the engine raises, naming its rule, in English, French and Russian; step names; the
filling of %1..%n."""
from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pytest

from mtgdesk.engine import IllegalAction, Step
from mtgdesk.ui.common.language import LanguageManager
from mtgdesk.ui.common.texts import (REFUSALS, deck_text, fill, refusal_reason, refusal_text, step_name,
                                     step_short_name)

pytestmark = pytest.mark.gui

ENGINE = Path(__file__).resolve().parents[2] / "mtgdesk" / "engine"


def _engine_message_ids() -> set[str]:
    found: set[str] = set()
    for path in ENGINE.glob("*.py"):
        text = path.read_text(encoding="utf-8")
        found |= set(re.findall(r'IllegalAction\(\s*[^,()]+(?:\([^)]*\))?,\s*"([a-z_]+)"', text))
        found |= set(re.findall(r'return \("[0-9][0-9.a-z]*", "([a-z_]+)"', text))
    return found


def test_every_message_the_engine_raises_has_a_sentence() -> None:
    ids = _engine_message_ids()
    assert len(ids) > 40, ids  # the scan found the engine's refusals
    missing = sorted(i for i in ids if i not in REFUSALS)
    assert not missing, f"refusals without a sentence in mtgdesk/ui/common/texts.py: {missing}"


@pytest.mark.parametrize("message", sorted(REFUSALS))
def test_each_sentence_fills_its_placeholders(qapp: Any, message: str) -> None:
    args = {"card": "Grizzly Bears", "cost": "{1}{G}", "land_type": "Island", "kind": "creature",
            "filter": "flying", "count": 2, "power": 3, "x": 4, "played": 1, "allowed": 1,
            "source": "Form of the Dragon"}
    text = refusal_reason(message.split("@")[0], message.partition("@")[2] or "1.0", args)
    assert "%" not in text and text and not text.endswith(".")


def test_a_refusal_names_its_rule(qapp: Any) -> None:
    error = IllegalAction("305.2b", "no_land_plays_left", played=1, allowed=1)
    assert refusal_text(error) == "You have already played a land this turn (CR 305.2b)."
    flyer = IllegalAction("702.9b", "cant_block_flyer", card="Grizzly Bears")
    assert refusal_text(flyer) == ("Grizzly Bears can't block a creature with flying: it has neither flying "
                                   "nor reach (CR 702.9b).")
    assert refusal_text(IllegalAction("1.0", "never_heard_of_it")) == "The rules don't allow that (CR 1.0)."


def test_a_refusal_in_french_and_in_russian_names_its_rule(languages: LanguageManager) -> None:
    land = IllegalAction("305.2b", "no_land_plays_left", played=1, allowed=1)
    flyer = IllegalAction("702.9b", "cant_block_flyer", card="Grizzly Bears")
    assert languages.set_language("fr")
    assert refusal_text(land) == "Vous avez déjà joué un terrain ce tour-ci (RC 305.2b)."
    assert refusal_text(flyer).startswith("Grizzlis ne peut pas bloquer")  # the card's name translated too
    assert languages.set_language("ru")
    assert refusal_text(land) == "Вы уже сыграли землю в этом ходу (ПП 305.2b)."
    assert refusal_text(flyer).startswith("Гризли не может блокировать")


def test_a_refusal_has_its_rule_s_own_sentence_else_the_first_whose_arguments_are_given(qapp: Any) -> None:
    assert refusal_reason("illegal_target", "702.18a", {}).startswith("That permanent has shroud")
    assert refusal_reason("illegal_target", "115.1", {}) == "That is not a legal target"
    assert refusal_reason("illegal_target", "115.1", {"kind": "creature"}).startswith(
        "That is not a legal target: choose ")


def test_step_names_long_and_short_in_the_interface_s_language(languages: LanguageManager) -> None:
    assert step_name(Step.UPKEEP) == step_name("upkeep") == "Upkeep"
    assert languages.set_language("fr")
    assert (step_name(Step.UPKEEP), step_short_name("upkeep")) == ("Entretien", "Entret.")
    assert languages.set_language("ru")
    assert (step_name(Step.UPKEEP), step_short_name(Step.UPKEEP)) == ("Поддержка", "Подд.")


def test_fill_puts_each_argument_in_its_place_ten_and_over_included() -> None:
    assert fill("%2 before %1", "a", "b") == "b before a"
    assert fill("%1|%10|%11", *[str(n) for n in range(1, 12)]) == "1|10|11"
    assert fill("%1 (CR %2).", "x", "1.0") == "x (CR 1.0)."
    assert deck_text("") == ""  # a deck without a description stays without one
