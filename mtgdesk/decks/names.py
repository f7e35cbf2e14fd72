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
from collections import Counter
from functools import lru_cache
from operator import itemgetter

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
    """Source text → translation of the messages of ``context`` without a disambiguation in a
    ``.qm`` file's bytes (the file the app ships and loads; read here without Qt). Anything
    unexpected ends the reading."""
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
            # A message with a disambiguation (a grammatical case: "acc", "gen"...) is a form of
            # the name for a sentence, not the name itself.
            if (entry.get(_TAG_CONTEXT) == wanted and _TAG_SOURCE in entry and _TAG_TRANSLATION in entry
                    and not entry.get(_TAG_COMMENT)):
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


#: How alike two names must be to be suggested (``difflib``'s ratio: 2 * matches / total length).
SUGGESTION_CUTOFF = 0.6
#: Names compared closely for each unknown one: those sharing the most runs of three letters
#: with it (``_trigrams``).
_CANDIDATES = 3
_LEAST_DICE = 0.2
_CACHE_SIZE = 4096


def _trigrams(folded: str) -> set[str]:
    """The runs of three letters of a folded name, its ends padded (so that a name's first and
    last letters count, and a name of one or two letters has some)."""
    padded = f"  {folded}  "
    return {padded[i:i + 3] for i in range(len(padded) - 2)}


class CardNames:
    """Finds a card by its name in English, French or Russian, and suggests the closest names
    for one it doesn't know from an index of runs of three letters: only the few names sharing
    the most of them with the unknown one are compared closely (``difflib``), so a suggestion costs under
    a tenth of a millisecond, not a comparison with every name in three languages (3 ms)."""

    def __init__(self, pool: CardPool | None = None) -> None:
        self.pool = pool or load_pool()
        self._by_fold: dict[str, CardDef] = {}
        #: folded name → (the name as shown, the card, the languages it is the name in)
        self._shown: dict[str, tuple[str, CardDef, set[str]]] = {}
        #: folded name → every card it is the name of (one, unless the catalogue is wrong)
        self._named: dict[str, set[str]] = {}
        for language in NAME_LANGUAGES:
            names = ({c.name: c.name for c in self.pool} if language == "en"
                     else translated_names(language))
            for english, local in names.items():
                if english not in self.pool:
                    continue
                card = self.pool.get(english)
                key = fold(local)
                self._by_fold.setdefault(key, card)
                self._shown.setdefault(key, (local, card, set()))[2].add(language)
                self._named.setdefault(key, set()).add(english)
        self._keys = list(self._shown)
        self._sizes = [len(_trigrams(k)) for k in self._keys]
        self._index: dict[str, list[int]] = {}
        for i, key in enumerate(self._keys):
            for run in _trigrams(key):
                self._index.setdefault(run, []).append(i)
        # A file often repeats its unknown names: each is looked up once.
        self._cache: dict[tuple[str, int, str], tuple[str, ...]] = {}

    def get(self, name: str, language: str | None = None) -> CardDef:
        """The card of that name in any language, or ``UnknownCard`` with the closest names
        (those in ``language``, the interface's, first)."""
        card = self._by_fold.get(fold(name))
        if card is None:
            raise UnknownCard(name.strip(), self.closest(name, language=language))
        return card

    def closest(self, name: str, n: int = 3, language: str | None = None) -> list[str]:
        """Up to ``n`` known names near ``name`` (each in the language it was found in, one per
        card), those in ``language`` (the interface's) first, then the nearest first."""
        key = (fold(name), n, language or "")
        hit = self._cache.get(key)
        if hit is None:
            if len(self._cache) >= _CACHE_SIZE:
                self._cache.clear()
            hit = self._cache[key] = self._closest(*key)
        return list(hit)

    def _closest(self, folded: str, n: int, language: str) -> tuple[str, ...]:
        runs = _trigrams(folded)
        shared = Counter[int]()
        for run in runs:
            postings = self._index.get(run)
            if postings:
                shared.update(postings)
        if not shared:
            return ()
        # The names sharing the most runs, ranked by Dice's coefficient (shared runs over all
        # runs); the first few are compared closely.
        sizes = self._sizes
        size = len(runs)
        most = sorted(shared.items(), key=itemgetter(1), reverse=True)[:_CANDIDATES * 4]
        ranked = sorted(((2 * count / (size + sizes[i]), i) for i, count in most), reverse=True)[:_CANDIDATES]
        matcher = difflib.SequenceMatcher(None, "", folded)  # the unknown name indexed once
        scored: list[tuple[float, str]] = []
        for dice, i in ranked:
            if dice < _LEAST_DICE:
                break
            key = self._keys[i]
            matcher.set_seq1(key)
            if (matcher.real_quick_ratio() >= SUGGESTION_CUTOFF and matcher.quick_ratio() >= SUGGESTION_CUTOFF
                    and (ratio := matcher.ratio()) >= SUGGESTION_CUTOFF):
                scored.append((ratio, key))
        scored.sort(key=lambda rk: (language not in self._shown[rk[1]][2], -rk[0], rk[1]))
        out: list[str] = []
        cards: set[str] = set()
        for _ratio, key in scored:
            shown, card, _languages = self._shown[key]
            if card.name not in cards:
                cards.add(card.name)
                out.append(shown)
            if len(out) == n:
                break
        return tuple(out)

    def duplicates(self) -> dict[str, set[str]]:
        """Names (folded) that stand for more than one card, in any language: each must name
        one card, or a deck line could silently become another card."""
        return {key: found for key, found in self._named.items() if len(found) > 1}


@lru_cache(maxsize=1)
def card_names() -> CardNames:
    """The resolver for the whole pool, built once."""
    return CardNames()
