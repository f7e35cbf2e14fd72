"""Fill in the Russian forms of card names that the log's sentences need (accusative, genitive,
dative: ``mtgdesk/ui/common/name_cases.py``), in ``translations/mtgdesk_ru.ts``, and the French
ones (French doesn't decline: the name as it stands).

    python -m venv /tmp/morph && /tmp/morph/bin/pip install pymorphy3 pymorphy3-dicts-ru
    PYTHONPATH=. /tmp/morph/bin/python docs/i18n/ru_name_cases.py [--all]

A maintainer's tool, not part of the app: run it after ``python -m mtgdesk.ui.common.i18n_build``
has added the entries of new cards (unfinished), review the forms in Qt Linguist (the entries
it made are listed), then run the build again. Only unfinished entries are filled, unless
``--all``; a form the tool can't make is left unfinished and listed, for a person to write.

How a name is declined: the first noun in the nominative is the head; the adjectives and
participles before it agree with it (gender, number, and animacy in the accusative); the head
is put in the case; what follows the head (a genitive complement, «воздуха» in «Элементаль
воздуха», or what follows a colon) stays as it is. A creature card's name is animate (its
accusative is its genitive: «Лановарского бегемота»), any other card's inanimate. Both parts of
a hyphenated noun («Гоблин-налётчик») are declined. Words the dictionary gets wrong for Magic
(«элементаль» is a masculine creature) are corrected in ``HEAD_FIXES``.
"""
from __future__ import annotations

import re
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

import pymorphy3

ROOT = Path(__file__).resolve().parents[2]
RU = ROOT / "translations" / "mtgdesk_ru.ts"
FR = ROOT / "translations" / "mtgdesk_fr.ts"
CASES = {"acc": "accs", "gen": "gent", "dat": "datv"}
#: Heads the dictionary declines otherwise than Magic's Russian cards: word -> its forms.
HEAD_FIXES: dict[str, dict[str, str]] = {
    "элементаль": {"accs": "элементаля", "gent": "элементаля", "datv": "элементалю"},
}
#: Names the rules above can't decline (a participle or an adjective as the noun, a word the
#: dictionary lacks, an adjective after its noun): nominative -> (accusative, genitive, dative).
WHOLE_FIXES: dict[str, tuple[str, str, str]] = {
    "Дозорный Луменгрида": ("Дозорного Луменгрида", "Дозорного Луменгрида", "Дозорному Луменгрида"),
    "Огр-десятник": ("Огра-десятника", "Огра-десятника", "Огру-десятнику"),
    "Подрывающий корни вурм": ("Подрывающего корни вурма", "Подрывающего корни вурма", "Подрывающему корни вурму"),
    "Смертоносные зомби": ("Смертоносных зомби", "Смертоносных зомби", "Смертоносным зомби"),
    "Караульный": ("Караульного", "Караульного", "Караульному"),
    "Пироклазм": ("Пироклазм", "Пироклазма", "Пироклазму"),
    "Режущий мысли": ("Режущего мысли", "Режущего мысли", "Режущему мысли"),
    "Карплюсанский йети": ("Карплюсанского йети", "Карплюсанского йети", "Карплюсанскому йети"),
    "Могг-страж": ("Могга-стража", "Могга-стража", "Моггу-стражу"),
    "Муза, рожденная из семени": ("Музу, рожденную из семени", "Музы, рожденной из семени",
                                  "Музе, рожденной из семени"),
    "Голем Трана": ("Голема Трана", "Голема Трана", "Голему Трана"),
    "Великое благо": ("Великое благо", "Великого блага", "Великому благу"),
    "Гнев божий": ("Гнев божий", "Гнева божьего", "Гневу божьему"),
}
morph = pymorphy3.MorphAnalyzer()


def _keep_case(model: str, word: str) -> str:
    if model[:1].isupper():
        return word[:1].upper() + word[1:]
    return word


def _head_parse(word: str, animate: bool) -> object | None:
    parses = [p for p in morph.parse(word) if p.tag.POS == "NOUN" and "nomn" in p.tag]
    if not parses:
        return None
    wanted = "anim" if animate else "inan"
    parses.sort(key=lambda p: (wanted not in p.tag, "Name" in p.tag or "Surn" in p.tag or "Patr" in p.tag,
                               "Fixd" in p.tag, -p.score))
    return parses[0]


def _decline_noun(word: str, case: str, animate: bool) -> tuple[str, object] | None:
    fix = HEAD_FIXES.get(word.lower())
    if fix is not None:
        parse = _head_parse(word, animate)
        return _keep_case(word, fix[case]), parse
    parse = _head_parse(word, animate)
    if parse is None:
        return None
    if "Fixd" in parse.tag:
        return word, parse
    # A creature is animate: the accusative of a masculine singular or a plural noun is then
    # its genitive, whatever the dictionary says of the word («вурма», «скелетов»).
    # (Not a masculine noun in -а, -я: «бродягу», «убийцу».)
    second_declension = ("masc" in parse.tag or "ms-f" in parse.tag) and not word.lower().endswith(("а", "я"))
    tags = {"gent" if case == "accs" and animate and ("plur" in parse.tag or second_declension) else case}
    form = parse.inflect(tags)
    if form is None:
        return None
    text = form.word.replace("ё", "е") if "ё" not in word else form.word
    return _keep_case(word, text), parse


def _decline_adjective(word: str, case: str, head: object, animate: bool) -> str | None:
    number = "plur" if "plur" in head.tag else "sing"
    gender = head.tag.gender if head.tag.gender in ("masc", "femn", "neut") else "masc"  # common gender: masc
    parses = [p for p in morph.parse(word) if p.tag.POS in ("ADJF", "PRTF") and "nomn" in p.tag
              and number in p.tag and (number == "plur" or gender in p.tag)]
    if not parses:
        return None
    tags = {case, number}
    if number == "sing" and gender:
        tags.add(gender)
    if case == "accs" and (number == "plur" or gender == "masc"):
        tags.add("anim" if animate else "inan")
    form = parses[0].inflect(tags)
    if form is None:
        return None
    text = form.word.replace("ё", "е") if "ё" not in word else form.word
    return _keep_case(word, text)


def decline(name: str, case: str, animate: bool) -> str | None:
    """``name`` (Russian, nominative) in ``case`` ("accs", "gent", "datv"); None if the tool can't."""
    if name in WHOLE_FIXES:
        return WHOLE_FIXES[name][("accs", "gent", "datv").index(case)]
    head_part, colon, tail = name.partition(":")
    tokens = re.split(r"(\s+)", head_part)
    words = [i for i, t in enumerate(tokens) if t.strip()]
    head_index = None
    head_parse = None
    for i in words:
        token = tokens[i]
        parts = token.split("-")
        first = _head_parse(parts[0], animate)
        adjective = any(p.tag.POS in ("ADJF", "PRTF") and "nomn" in p.tag for p in morph.parse(parts[0])[:2])
        if first is not None and not (adjective and morph.parse(parts[0])[0].tag.POS in ("ADJF", "PRTF")):
            head_index, head_parse = i, first
            break
    if head_index is None:
        return None
    out = list(tokens)
    parts = tokens[head_index].split("-")
    declined = []
    for part in parts:
        result = _decline_noun(part, case, animate)
        if result is None:
            return None
        declined.append(result[0])
    out[head_index] = "-".join(declined)
    head = _decline_noun(parts[0], case, animate)[1] or head_parse
    # The adjectives agree with the head's accusative: animate for a creature («Каменного
    # бродягу»), or when the dictionary's accusative of the head is its genitive.
    agree_animate = animate
    if case == "accs":
        genitive = _decline_noun(parts[0], "gent", animate)
        agree_animate = animate or (genitive is not None and genitive[0] == declined[0])
    for i in words:
        if i >= head_index:
            break
        adjective = _decline_adjective(tokens[i], case, head, agree_animate)
        if adjective is None:
            return None
        out[i] = adjective
    return "".join(out) + colon + tail


def main() -> int:
    sys.path.insert(0, str(ROOT))
    from mtgdesk.cards import load_pool

    pool = load_pool()
    everything = "--all" in sys.argv
    made, left = [], []
    for path, russian in ((RU, True), (FR, False)):
        tree = ET.parse(path)
        for context in tree.getroot().iter("context"):
            if context.findtext("name") not in ("cards",):
                continue
            nominative = {m.findtext("source"): m.findtext("translation") for m in context.iter("message")
                          if not m.findtext("comment")}
            for m in context.iter("message"):
                comment = m.findtext("comment") or ""
                tr = m.find("translation")
                if comment not in CASES or tr is None or (tr.get("type") != "unfinished" and not everything):
                    continue
                source = m.findtext("source") or ""
                base = nominative.get(source) or source
                if not russian:
                    form: str | None = base
                else:
                    card = pool.get(source) if source in pool else None
                    animate = card is not None and "Creature" in card.types
                    form = decline(base, CASES[comment], animate)
                if form is None:
                    left.append(f"{source} [{comment}]: {base}")
                    continue
                tr.text = form
                tr.attrib.pop("type", None)
                if russian:
                    made.append(f"{source} [{comment}]: {base} -> {form}")
        ET.indent(tree)
        tree.write(path, encoding="utf-8", xml_declaration=True)
    print("\n".join(made))
    if left:
        print("\nLeft for a person to write:\n" + "\n".join(left))
    return 0


if __name__ == "__main__":
    sys.exit(main())
