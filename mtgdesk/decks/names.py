"""Card names in the players' languages, for reading decks and searching the pool.

English names come from the card pool; French and Russian names from the translation
catalogues the app ships (``translations/mtgdesk_<lang>.ts``, context ``cards``), read here as
plain XML so that this layer needs no Qt. A name is matched without regard to case, and for
French and Russian also without regard to accents and ``ё``/``е`` (players type them loosely).
"""
from __future__ import annotations

import difflib
import unicodedata
import xml.etree.ElementTree as ET
from functools import lru_cache

from mtgdesk import resources

from ..cards import CardPool, UnknownCard, load_pool
from ..engine.objects import CardDef

#: The languages whose card names a deck may use.
NAME_LANGUAGES = ("en", "fr", "ru")


def fold(text: str) -> str:
    """A name as it is compared: case, accents, ``ё`` and typographic apostrophes ignored."""
    text = text.strip().casefold().replace("ё", "е").replace("’", "'").replace("`", "'")
    decomposed = unicodedata.normalize("NFD", text)
    return "".join(ch for ch in decomposed if not unicodedata.combining(ch))


@lru_cache(maxsize=4)
def translated_names(language: str) -> dict[str, str]:
    """English name → name in ``language`` (fr, ru), from the shipped translation catalogue;
    empty if there is none. Unfinished translations are left out."""
    if language == "en":
        return {}
    path = resources.translations_dir() / f"mtgdesk_{language}.ts"
    try:
        root = ET.parse(path).getroot()
    except (OSError, ET.ParseError):
        return {}
    out: dict[str, str] = {}
    for context in root.iter("context"):
        if context.findtext("name") != "cards":
            continue
        for message in context.iter("message"):
            source = message.findtext("source")
            tr = message.find("translation")
            if source and tr is not None and tr.text and tr.get("type") not in ("unfinished", "vanished", "obsolete"):
                out[source] = tr.text
    return out


class CardNames:
    """Finds a card by its name in English, French or Russian."""

    def __init__(self, pool: CardPool | None = None) -> None:
        self.pool = pool or load_pool()
        self._by_fold: dict[str, CardDef] = {}
        for card in self.pool:
            self._by_fold[fold(card.name)] = card
        for language in NAME_LANGUAGES[1:]:
            for english, local in translated_names(language).items():
                if english in self.pool:
                    self._by_fold.setdefault(fold(local), self.pool.get(english))
        self._shown = {fold(c.name): c.name for c in self.pool}
        for language in NAME_LANGUAGES[1:]:
            for local in translated_names(language).values():
                self._shown.setdefault(fold(local), local)

    def get(self, name: str) -> CardDef:
        """The card of that name in any language, or ``UnknownCard`` with the closest names."""
        card = self._by_fold.get(fold(name))
        if card is None:
            raise UnknownCard(name.strip(), self.closest(name))
        return card

    def closest(self, name: str, n: int = 3) -> list[str]:
        """The known names nearest to ``name`` (in the language each was found in)."""
        hits = difflib.get_close_matches(fold(name), list(self._shown), n=n, cutoff=0.6)
        return [self._shown[h] for h in hits]


@lru_cache(maxsize=1)
def card_names() -> CardNames:
    """The resolver for the whole pool, built once."""
    return CardNames()
