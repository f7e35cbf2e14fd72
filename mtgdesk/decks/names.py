"""Card names in the players' languages, for reading decks and searching the pool.

English names come from the card pool; French and Russian names from the compiled translations
the app ships (``translations/mtgdesk_<lang>.qm``, context ``cards``), read here without Qt (a
packaged build ships the ``.qm`` files only). A name is matched without regard to case, and for
French and Russian also without regard to accents and ``ё``/``е`` (players type them loosely).
"""
from __future__ import annotations

import difflib
import struct
import unicodedata
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


#: Qt's compiled translation files (``.qm``): a magic number, then blocks of (tag, length, data).
QM_MAGIC = bytes.fromhex("3cb86418caef9c95cd211cbf60a1bddd")
_QM_MESSAGES = 0x69
_TAG_END, _TAG_TRANSLATION, _TAG_SOURCE, _TAG_CONTEXT, _TAG_COMMENT = 1, 3, 6, 7, 8


def qm_messages(data: bytes, context: str) -> dict[str, str]:
    """Source text → translation of the messages of ``context`` in a ``.qm`` file's bytes (the
    file the app ships and loads; read here without Qt). Anything unexpected ends the reading."""
    if not data.startswith(QM_MAGIC):
        return {}
    pos, messages = len(QM_MAGIC), b""
    while pos + 5 <= len(data):
        tag, length = data[pos], struct.unpack(">I", data[pos + 1:pos + 5])[0]
        if tag == _QM_MESSAGES:
            messages = data[pos + 5:pos + 5 + length]
        pos += 5 + length
    out: dict[str, str] = {}
    wanted = context.encode()
    pos = 0
    entry: dict[int, bytes] = {}
    while pos < len(messages):
        tag = messages[pos]
        pos += 1
        if tag == _TAG_END:
            if entry.get(_TAG_CONTEXT) == wanted and _TAG_SOURCE in entry and _TAG_TRANSLATION in entry:
                out[entry[_TAG_SOURCE].decode("utf-8", "replace")] = entry[_TAG_TRANSLATION].decode("utf-16-be",
                                                                                                      "replace")
            entry = {}
            continue
        if tag not in (_TAG_TRANSLATION, _TAG_SOURCE, _TAG_CONTEXT, _TAG_COMMENT) or pos + 4 > len(messages):
            break
        length = struct.unpack(">I", messages[pos:pos + 4])[0]
        pos += 4
        if length == 0xFFFFFFFF:  # a null string
            continue
        entry.setdefault(tag, messages[pos:pos + length])  # plural forms: the first
        pos += length
    return out


@lru_cache(maxsize=4)
def translated_names(language: str) -> dict[str, str]:
    """English name → name in ``language`` (fr, ru), from the compiled translation the app
    ships; empty if there is none."""
    if language == "en":
        return {}
    path = resources.translation_file(language)
    try:
        data = path.read_bytes() if path is not None else b""
    except OSError:
        return {}
    return qm_messages(data, "cards")


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
