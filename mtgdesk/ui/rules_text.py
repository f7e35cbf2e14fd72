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

from mtgdesk.cards.text import Phrase, render, reminder_phrases, rules_phrases
from mtgdesk.engine import ActivatedAbility, CardDef

from .symbols import is_symbol, split_symbols, symbol_image
from .texts import card_name


def _translate(template: str, n: int | None) -> str:
    return QCoreApplication.translate("rules", template, None, -1 if n is None else n)


def phrase_text(phrase: Phrase) -> str:
    """One phrase in the interface's language, symbols left as ``{T}``."""
    text = render(phrase, _translate, card_name)
    return text[:1].upper() + text[1:]


def rules_lines(card: CardDef) -> list[str]:
    """The card's rules text, one line per ability."""
    try:
        phrases = rules_phrases(card)
    except NotImplementedError:
        phrases = []
    return [phrase_text(p) for p in phrases]


def reminder_lines(card: CardDef) -> list[str]:
    """Reminder text (a basic land's mana ability), shown in italics."""
    return [phrase_text(p) for p in reminder_phrases(card)]


def ability_text(card: CardDef, index: int) -> str:
    """The text of activated ability ``index`` (counting the card's activated abilities), for
    menus; a basic land's intrinsic mana ability gets its reminder text."""
    abilities = [a for a in card.abilities if isinstance(a, ActivatedAbility)]
    lines = [line for line, ab in zip(_ability_lines(card), card.abilities) if isinstance(ab, ActivatedAbility)]
    if 0 <= index < len(abilities) and index < len(lines):
        return lines[index]
    reminders = reminder_lines(card)
    if reminders:
        return reminders[0].strip("()")
    return QCoreApplication.translate("rules_text", "Ability %1").replace("%1", str(index + 1))


def _ability_lines(card: CardDef) -> list[str]:
    """One line per ability of the card, in the order of ``card.abilities`` (keywords too)."""
    from mtgdesk.cards.text import SENTENCES, cost_phrase, effect_phrases

    out: list[str] = []
    for ab in card.abilities:
        if isinstance(ab, ActivatedAbility):
            effects = effect_phrases(ab.effects, ab.targets, card.name)
            body = effects[0]
            for p in effects[1:]:
                body = Phrase("%1 %2", (body, p))
            out.append(phrase_text(Phrase(SENTENCES["activated"], (cost_phrase(ab.cost, card.name), body))))
        else:
            out.append("")
    return out


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
