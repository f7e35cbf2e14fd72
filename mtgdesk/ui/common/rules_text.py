"""A card's rules text in the interface's language, as plain lines or as rich text whose mana
and tap symbols are pictures.

Templates are translated in the ``rules`` context and card names in the ``cards`` context
(``mtgdesk.cards.text`` makes the phrases); the first letter of each line is capitalised.
"""
from __future__ import annotations

import html
from functools import lru_cache

from PySide6.QtCore import QCoreApplication, QUrl
from PySide6.QtGui import QTextDocument

from mtgdesk.cards import text as card_text
from mtgdesk.cards.text import Phrase, Symbols, reminder_phrases, render, rules_phrases
from mtgdesk.engine import ActivatedAbility, CardDef

from .symbols import is_symbol, split_symbols, symbol_image
from .texts import card_name


def _translate(template: str, n: int | None, case: str | None = None) -> str:
    # ``case`` is the phrase's grammatical role, the translation's disambiguation.
    return QCoreApplication.translate("rules", template, case, -1 if n is None else n)


def phrase_text(phrase: Phrase) -> str:
    """One phrase in the interface's language, symbols left as ``{T}``."""
    text = render(phrase, _translate, card_name)
    return text[:1].upper() + text[1:]


def rules_lines(card: CardDef) -> list[str]:
    """The card's rules text, one line per ability."""
    return [phrase_text(p) for p in _phrases(card)]


def reminder_lines(card: CardDef) -> list[str]:
    """Reminder text (a basic land's mana ability), shown in italics."""
    return [phrase_text(p) for p in reminder_phrases(card)]


def ability_text(card: CardDef, ability: ActivatedAbility) -> str:
    """The line of rules text of one activated ability of ``card`` (for menus): its printed
    line, or for an ability a land type gives (CR 305.6) "{T}: Add {G}."."""
    printed = list(card.activated_abilities())
    if ability in printed:
        activated = getattr(card_text, "SENTENCES", {}).get("activated")
        lines = [p for p in _phrases(card) if p.template == activated]
        index = printed.index(ability)
        if index < len(lines):
            return phrase_text(lines[index])
    if ability.is_mana and ability.produces:
        mana = "".join("{" + m + "}" for m in ability.produces[:1])
        reminder = Phrase(card_text.BASIC_LAND_REMINDER, (Symbols("{T}"), Symbols(mana)))
        return phrase_text(reminder).strip("()")
    return QCoreApplication.translate("rules_text", "Activate this ability")


def _phrases(card: CardDef) -> list[Phrase]:
    try:
        return rules_phrases(card)
    except NotImplementedError:
        return []


def symbols_url(symbol: str, pixels: int) -> str:
    return f"mana:{symbol.strip('{}')}@{pixels}"


def text_html(text: str, pixels: int) -> str:
    """Escaped text with each ``{X}`` as an inline picture ``pixels`` high."""
    out = []
    for part in split_symbols(text):
        if is_symbol(part):
            out.append(f'<img src="{symbols_url(part, pixels)}" width="{pixels}" height="{pixels}" '
                       f'style="vertical-align: middle">')
        else:
            out.append(html.escape(part))
    return "".join(out)


def add_symbol_resources(document: QTextDocument, text: str, pixels: int, scale: float = 1.0) -> None:
    """Give ``document`` the pictures of the symbols in ``text`` (rendered at ``scale``)."""
    for part in split_symbols(text):
        if is_symbol(part):
            image = symbol_image(part, max(1, round(pixels * scale)))
            document.addResource(QTextDocument.ResourceType.ImageResource, QUrl(symbols_url(part, pixels)), image)


@lru_cache(maxsize=256)
def card_text_html(card: CardDef, pixels: int) -> tuple[str, str]:
    """(html, plain text) of the card's rules and reminder text; symbols ``pixels`` high."""
    lines = rules_lines(card)
    reminders = reminder_lines(card)
    parts = [f"<p>{text_html(line, pixels)}</p>" for line in lines]
    parts += [f"<p><i>{text_html(line, pixels)}</i></p>" for line in reminders]
    return "".join(parts), "\n".join(lines + reminders)


def clear_caches() -> None:
    """Forget rendered text (the language changed)."""
    card_text_html.cache_clear()
