"""Every translatable string of rules text and card names, as (context, source, case, numerus):
what the translation tools must know about. Built from the cards of the sets the app ships and
the templates."""
from __future__ import annotations

from typing import Any
from collections.abc import Iterator

from .pool import shipped_pool
from .text import TEMPLATES, Cap, Lower, Phrase, reminder_phrases, rules_phrases


def _walk(p: Any) -> Iterator[tuple[str, str | None, bool]]:
    if isinstance(p, (Cap, Lower)):
        yield from _walk(p.phrase)
    elif isinstance(p, Phrase):
        yield (p.template, p.case, p.n is not None)
        for a in p.args:
            yield from _walk(a)


def rules_strings() -> list[tuple[str, str | None, bool]]:
    """(template, case, numerus) for every template, and every use of one in the card pool."""
    seen: dict[tuple[str, str | None], bool] = {(t, None): False for t in TEMPLATES}
    for card in shipped_pool():
        for phrase in rules_phrases(card) + reminder_phrases(card):
            for template, case, numerus in _walk(phrase):
                key = (template, case)
                seen[key] = seen.get(key, False) or numerus or "%n" in template
    plural = {t for (t, _), n in seen.items() if n or "%n" in t}
    for (t, c) in list(seen):
        if t in plural:
            seen[(t, c)] = True  # a template used with a count is plural in every use
    return [(t, c, n) for (t, c), n in seen.items()]


def card_names() -> list[str]:
    return sorted(c.name for c in shipped_pool())


#: Joining subtypes on a type line: "Elf Druid" is « elfe et druide » in French.
SUBTYPE_JOINERS = ("%1 %2", "%1 %2 %3")


def type_words() -> list[str]:
    """What a type line is made of (CR 205): the supertypes and card types before the dash, as
    one unit ("Artifact Creature", "Basic Land"), each subtype word, and the joiners."""
    words: set[str] = set(SUBTYPE_JOINERS)
    for c in shipped_pool():
        words.add(" ".join(c.supertypes + c.types))
        words.update(c.subtypes)
    return sorted(words)
