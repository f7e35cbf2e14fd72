"""A made-up sorcery of given instructions, cast and resolved on a small position: for the unit
tests of one effect kind at a time (tests/engine/kinds/)."""
from __future__ import annotations

from typing import Any

import pytest

from mtgdesk.cards.format import CardFormatError
from mtgdesk.engine import Game
from mtgdesk.engine.objects import CardDef
from tests.helpers.made_up import made_up
from tests.helpers.vocabulary_cards import _resolve_spell


def spell(*effects: dict[str, Any], targets: tuple[str, ...] = ()) -> CardDef:
    """A {0} sorcery named "Test Spell" doing ``effects`` (written as in the card format)."""
    return made_up(name="Test Spell", cost="{0}", type="Sorcery", effects=list(effects), targets=list(targets))


def cast(game: Game, *effects: dict[str, Any], targets: tuple[str, ...] = (), chosen: tuple[Any, ...] = ()) -> None:
    """Player 0 casts the sorcery of ``effects`` at ``chosen`` and both players pass: it resolves."""
    _resolve_spell(game, spell(*effects, targets=targets), *chosen)


def refused(*effects: dict[str, Any], targets: tuple[str, ...] = ()) -> str:
    """The loading error of a sorcery of ``effects`` (a bad parameter refused when a card is loaded)."""
    with pytest.raises(CardFormatError) as info:
        spell(*effects, targets=targets)
    return str(info.value)


def translated_text(card: CardDef, language: str) -> str:
    """The card's rules text in ``language`` through mtgdesk's translation (ui/common/translated.py,
    as ``mtgdesk cards --lang`` shows it); needs a Qt application (the ``qapp`` fixture). The
    translator it installs is removed again."""
    from PySide6.QtCore import QCoreApplication, QTranslator

    from mtgdesk.ui.common import translated

    try:
        return translated.translated_card_text(language)[1](card)
    finally:
        for kept in list(translated._keep):
            if isinstance(kept, QTranslator):
                QCoreApplication.removeTranslator(kept)
                translated._keep.remove(kept)
