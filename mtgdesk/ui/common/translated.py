"""Card text in another language without a window (``mtgdesk cards --lang ru``): a
``QCoreApplication`` with mtgdesk's translator, and the same rendering the table uses."""
from __future__ import annotations

from typing import Any
from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, QTranslator

from mtgdesk import resources
from mtgdesk.engine.objects import CardDef

_keep: list[Any] = []


def install(language: str) -> None:
    """Install mtgdesk's translation for ``language`` into a (possibly new) QCoreApplication."""
    app = QCoreApplication.instance() or QCoreApplication([])
    path = resources.translation_file(language)
    if path is None:
        raise LookupError(f"no translation for language {language!r} (there are: en, fr, ru)")
    translator = QTranslator(app)
    if not translator.load(str(path)):
        raise LookupError(f"can't load the translation {path}")
    app.installTranslator(translator)
    _keep.extend([app, translator])


def translated_card_text(language: str) -> tuple[Callable[[CardDef], str], Callable[[CardDef], str],
                                                 Callable[[CardDef], str]]:
    """Functions giving a card's name, rules text and type line in ``language``."""
    install(language)
    from .type_line import type_line_text
    from .rules_text import rules_lines
    from .texts import card_name

    return (lambda c: card_name(c.name)), (lambda c: "\n".join(rules_lines(c))), type_line_text
