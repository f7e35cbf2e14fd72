"""Rules text rendered from a card's abilities, as translatable phrases.

A ``Phrase`` is an English template with Qt-style placeholders (``%1``..``%9``, and ``%n`` for a
count that decides plural forms) and its arguments. The UI translates the template in the
``rules`` context with ``QCoreApplication.translate`` and fills the arguments (translating nested
phrases and card names); ``english()`` renders it here, for ``mtgdesk cards`` and tests. Every
template is listed in ``TEMPLATES`` below, so the translation tools see each string once and a
test can check that every phrase a card produces has a translation.

The English produced is today's Oracle wording without reminder text.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Iterable

from ..engine.abilities import (
    ActivatedAbility, Cost, Effect, Keyword, SpellAbility, StaticAbility, TargetSpec, TriggeredAbility,
)
from ..engine.mana import ManaCost
from ..engine.objects import CardDef


def QT_TRANSLATE_NOOP(context: str, text: str) -> str:  # noqa: N802 - Qt's name, for lupdate
    """Marks ``text`` for translation in ``context`` (read by pyside6-lupdate); returns it."""
    return text


@dataclass(frozen=True)
class CardName:
    """A card's name inside rules text (translated with the card names)."""

    name: str


@dataclass(frozen=True)
class Symbols:
    """Mana or tap symbols, ``{2}{R}``, drawn as symbols, never translated."""

    text: str


@dataclass(frozen=True)
class Phrase:
    """A translatable sentence or line: template, arguments, and the count for plural forms."""

    template: str
    args: tuple[Any, ...] = ()
    n: int | None = None

    def english(self) -> str:
        return render(self, lambda template, n: template, lambda name: name)


def render(phrase: Phrase, translate: Any, card_name: Any) -> str:
    """Render ``phrase`` with ``translate(template, n)`` and ``card_name(name)``; placeholders
    are filled from the end (``%10`` can't be mistaken for ``%1``)."""
    text = translate(phrase.template, phrase.n)
    if phrase.n is not None:
        text = text.replace("%n", str(phrase.n))
    for i in range(len(phrase.args), 0, -1):
        arg = phrase.args[i - 1]
        if isinstance(arg, Phrase):
            value = render(arg, translate, card_name)
        elif isinstance(arg, CardName):
            value = card_name(arg.name)
        elif isinstance(arg, Symbols):
            value = arg.text
        else:
            value = str(arg)
        text = text.replace(f"%{i}", value)
    return text


def _t(text: str) -> str:
    return QT_TRANSLATE_NOOP("rules", text)


# ---------------------------------------------------------------------- keywords (CR 702)

KEYWORD_TEXT: dict[str, str] = {
    "flying": _t("flying"),
    "reach": _t("reach"),
    "vigilance": _t("vigilance"),
    "haste": _t("haste"),
    "first_strike": _t("first strike"),
    "double_strike": _t("double strike"),
    "trample": _t("trample"),
    "fear": _t("fear"),
    "defender": _t("defender"),
    "lifelink": _t("lifelink"),
    "flash": _t("flash"),
    "shroud": _t("shroud"),
    "deathtouch": _t("deathtouch"),
}
LANDWALK_TEXT: dict[str, str] = {
    "Plains": _t("plainswalk"),
    "Island": _t("islandwalk"),
    "Swamp": _t("swampwalk"),
    "Mountain": _t("mountainwalk"),
    "Forest": _t("forestwalk"),
}
COLOR_TEXT: dict[str, str] = {
    "W": _t("white"), "U": _t("blue"), "B": _t("black"), "R": _t("red"), "G": _t("green"),
}
ENCHANT_TEXT: dict[str, str] = {
    "creature": _t("Enchant creature"),
    "land": _t("Enchant land"),
    "artifact": _t("Enchant artifact"),
    "enchantment": _t("Enchant enchantment"),
    "permanent": _t("Enchant permanent"),
}
LAND_TYPE_TEXT: dict[str, str] = {
    "Plains": _t("Plains"), "Island": _t("Island"), "Swamp": _t("Swamp"), "Mountain": _t("Mountain"),
    "Forest": _t("Forest"),
}
NUMBER_WORDS: dict[int, str] = {
    1: _t("one"), 2: _t("two"), 3: _t("three"), 4: _t("four"), 5: _t("five"), 6: _t("six"),
    7: _t("seven"), 8: _t("eight"), 9: _t("nine"), 10: _t("ten"),
}

LIST_2 = _t("%1, %2")
PROTECTION_1 = _t("protection from %1")
PROTECTION_2 = _t("protection from %1 and from %2")
CAPITALIZED = _t("%1")  # a line that starts with a keyword: the UI capitalises its first letter


def _number(n: int) -> Phrase:
    return Phrase(NUMBER_WORDS[n]) if n in NUMBER_WORDS else Phrase("%n", (), n)


def keyword_phrases(keywords: Iterable[Keyword]) -> list[Phrase]:
    """Keyword phrases in lower case, protection colours merged (CR 702.16)."""
    out: list[Phrase] = []
    protection: list[str] = []
    for k in keywords:
        if k.name == "enchant":
            continue
        if k.name == "protection":
            protection.append(k.param or "")
            continue
        if k.name == "landwalk":
            out.append(Phrase(LANDWALK_TEXT[k.param or ""]))
        else:
            out.append(Phrase(KEYWORD_TEXT[k.name]))
    if len(protection) == 1:
        out.append(Phrase(PROTECTION_1, (Phrase(COLOR_TEXT[protection[0]]),)))
    elif len(protection) == 2:
        out.append(Phrase(PROTECTION_2, (Phrase(COLOR_TEXT[protection[0]]), Phrase(COLOR_TEXT[protection[1]]))))
    return out


def keyword_line(phrases: list[Phrase]) -> Phrase:
    """One line of keywords, "Flying, vigilance": the UI capitalises the line's first letter."""
    line = phrases[0]
    for p in phrases[1:]:
        line = Phrase(LIST_2, (line, p))
    return Phrase(CAPITALIZED, (line,))


# ---------------------------------------------------------------------- costs and effects

TARGET_TEXT: dict[str, str] = {
    "any": _t("any target"),
    "creature": _t("target creature"),
    "player": _t("target player"),
    "opponent": _t("target opponent"),
    "player_or_planeswalker": _t("target player or planeswalker"),
    "land": _t("target land"),
    "basic_land": _t("target basic land"),
    "artifact": _t("target artifact"),
    "enchantment": _t("target enchantment"),
    "permanent": _t("target permanent"),
    "nonland_permanent": _t("target nonland permanent"),
    "artifact_or_enchantment": _t("target artifact or enchantment"),
    "artifact_or_land": _t("target artifact or land"),
    "spell": _t("target spell"),
    "creature_spell": _t("target creature spell"),
}

SENTENCES: dict[str, str] = {
    "add_mana": _t("Add %1."),
    "deal_damage": _t("%1 deals %n damage to %2."),
    "modify_pt_target": _t("%1 gets %2 until end of turn."),
    "modify_pt_self": _t("%1 gets %2 until end of turn."),
    "additional_land_plays": _t("You may play up to %1 additional lands this turn."),
    "search_basic_land_battlefield_tapped": _t(
        "Search your library for a basic land card, put that card onto the battlefield tapped, then shuffle."),
    "regenerate_self": _t("Regenerate %1."),
    "draw_one": _t("Draw a card."),
    "draw_n": _t("Draw %1 cards."),
    "gain_life": _t("You gain %n life."),
    "lose_life": _t("You lose %n life."),
    "destroy_target": _t("Destroy %1."),
    "prevent_damage": _t("Prevent the next %n damage that would be dealt to %1 this turn."),
    "untap_attackers": _t("Untap all creatures that attacked this turn."),
    "additional_combat": _t(
        "After this main phase, there is an additional combat phase followed by an additional main phase."),
    "activated": _t("%1: %2"),
    "enchanted_land_is": _t("Enchanted land is an %1."),
    "enchanted_gets": _t("Enchanted creature gets %1."),
    "cant_block": _t("%1 can't block."),
    "cant_be_blocked": _t("%1 can't be blocked."),
    "cant_be_blocked_attacking_alone": _t("%1 can't be blocked as long as it's attacking alone."),
    "attacks_each_combat": _t("%1 attacks each combat if able."),
    "must_be_blocked_by_all": _t("All creatures able to block %1 do so."),
    "cant_attack_unless_defender_controls": _t("%1 can't attack unless defending player controls an %2."),
    "cant_be_blocked_except_by": _t("%1 can't be blocked except by %2."),
}
BLOCKER_FILTER_TEXT: dict[str, str] = {
    "artifact_or_black": _t("artifact creatures and/or black creatures"),
    "flying": _t("creatures with flying"),
    "wall": _t("Walls"),
}
SACRIFICE_SELF = _t("Sacrifice %1")
SENTENCE_PAIR = _t("%1 %2")  # two sentences of one paragraph
PAY_LIFE = _t("Pay %n life")


def _signed(n: int) -> str:
    return f"+{n}" if n >= 0 else str(n)


def _pt(power: Any, toughness: Any) -> Symbols:
    return Symbols(f"{_signed(power)}/{_signed(toughness)}")


def cost_phrase(cost: Cost, name: str) -> Phrase:
    """"{1}{G}, {T}, Sacrifice X" (CR 602.1a): symbols, then other parts, comma-separated."""
    parts: list[Any] = []
    symbols = str(cost.mana) if not cost.mana.is_free() or cost.mana.text else ""
    if symbols:
        parts.append(Symbols(symbols))
    if cost.tap:
        parts.append(Symbols("{T}"))
    if cost.sacrifice_self:
        parts.append(Phrase(SACRIFICE_SELF, (CardName(name),)))
    if cost.pay_life:
        parts.append(Phrase(PAY_LIFE, (), cost.pay_life))
    line: Any = parts[0] if parts else Symbols("{0}")
    for p in parts[1:]:
        line = Phrase(LIST_2, (line, p))
    return line if isinstance(line, Phrase) else Phrase("%1", (line,))


def _target_text(spec: TargetSpec) -> Phrase:
    return Phrase(TARGET_TEXT[spec.kind])


def effect_phrases(effects: tuple[Effect, ...], targets: tuple[TargetSpec, ...], name: str) -> list[Phrase]:
    out: list[Phrase] = []
    for eff in effects:
        out.append(effect_phrase(eff, targets, name))
    return out


def _who(ref: str, targets: tuple[TargetSpec, ...], name: str) -> Any:
    if ref.startswith("target"):
        idx = int(ref.split(":")[1]) if ":" in ref else 0
        return _target_text(targets[idx])
    if ref == "self":
        return CardName(name)
    raise ValueError(ref)


def effect_phrase(eff: Effect, targets: tuple[TargetSpec, ...], name: str) -> Phrase:
    k = eff.kind
    if k == "add_mana":
        return Phrase(SENTENCES["add_mana"], (Symbols(eff["mana"]),))
    if k == "deal_damage":
        return Phrase(SENTENCES["deal_damage"], (CardName(name), _who(eff["to"], targets, name)), eff["amount"])
    if k == "modify_pt":
        key = "modify_pt_self" if eff["to"] == "self" else "modify_pt_target"
        return Phrase(SENTENCES[key], (_who(eff["to"], targets, name), _pt(eff["power"], eff["toughness"])))
    if k == "additional_land_plays":
        return Phrase(SENTENCES["additional_land_plays"], (_number(eff["count"]),))
    if k == "search_library" and eff["filter"] == "basic_land" and eff["put"] == "battlefield" and eff.get("tapped"):
        return Phrase(SENTENCES["search_basic_land_battlefield_tapped"])
    if k == "regenerate":
        return Phrase(SENTENCES["regenerate_self"], (CardName(name),))
    if k == "draw":
        n = eff["count"]
        return Phrase(SENTENCES["draw_one"]) if n == 1 else Phrase(SENTENCES["draw_n"], (_number(n),))
    if k == "gain_life":
        return Phrase(SENTENCES["gain_life"], (), eff["amount"])
    if k == "lose_life":
        return Phrase(SENTENCES["lose_life"], (), eff["amount"])
    if k == "destroy":
        return Phrase(SENTENCES["destroy_target"], (_who(eff["what"], targets, name),))
    if k == "prevent_damage":
        return Phrase(SENTENCES["prevent_damage"], (_who(eff["to"], targets, name),), eff["amount"])
    if k in ("untap_attackers", "additional_combat"):
        return Phrase(SENTENCES[k])
    raise NotImplementedError(f"no rules text for effect {k!r}")


def static_phrase(ab: StaticAbility, name: str) -> Phrase:
    k = ab.kind
    if k == "enchanted_land_is":
        return Phrase(SENTENCES[k], (Phrase(LAND_TYPE_TEXT[ab.get("land_type")]),))
    if k == "enchanted_gets":
        return Phrase(SENTENCES[k], (_pt(ab.get("power"), ab.get("toughness")),))
    if k == "cant_attack_unless_defender_controls":
        return Phrase(SENTENCES[k], (CardName(name), Phrase(LAND_TYPE_TEXT[ab.get("land_type")])))
    if k == "cant_be_blocked_except_by":
        return Phrase(SENTENCES[k], (CardName(name), Phrase(BLOCKER_FILTER_TEXT[ab.get("filter")])))
    return Phrase(SENTENCES[k], (CardName(name),))


def rules_phrases(card: CardDef) -> list[Phrase]:
    """The card's rules text, one phrase per line (CR 207.1: the text box)."""
    lines: list[Phrase] = []
    keywords: list[Keyword] = []
    name = card.name
    for ab in card.abilities:
        if isinstance(ab, Keyword) and ab.name == "enchant":
            lines.append(Phrase(ENCHANT_TEXT[ab.param or "permanent"]))
        elif isinstance(ab, Keyword):
            keywords.append(ab)
    if keywords:
        # Keywords share the first line of a creature's text (after "Enchant").
        lines.insert(len(lines), keyword_line(keyword_phrases(keywords)))
    for ab in card.abilities:
        if isinstance(ab, ActivatedAbility):
            effects = effect_phrases(ab.effects, ab.targets, name)
            body: Phrase = effects[0]
            for p in effects[1:]:
                body = Phrase(SENTENCE_PAIR, (body, p))
            lines.append(Phrase(SENTENCES["activated"], (cost_phrase(ab.cost, name), body)))
        elif isinstance(ab, StaticAbility):
            lines.append(static_phrase(ab, name))
        elif isinstance(ab, TriggeredAbility):
            raise NotImplementedError("triggered abilities arrive with the card pool")
    if card.spell is not None:
        # An instant's or sorcery's instructions make one paragraph.
        sentences = effect_phrases(card.spell.effects, card.spell.targets, name)
        body = sentences[0]
        for p in sentences[1:]:
            body = Phrase(SENTENCE_PAIR, (body, p))
        lines.append(body)
    return lines


def rules_text(card: CardDef) -> str:
    """English rules text, lines joined by newlines."""
    return "\n".join(_cap(p.english()) for p in rules_phrases(card))


def _cap(text: str) -> str:
    return text[:1].upper() + text[1:]


#: Basic land types give an ability the card doesn't print (CR 305.6): shown as reminder text.
BASIC_LAND_REMINDER = _t("(%1: Add %2.)")


def reminder_phrases(card: CardDef) -> list[Phrase]:
    from ..engine.objects import BASIC_LAND_TYPES

    out = []
    if "Land" in card.types:
        for s in card.subtypes:
            if s in BASIC_LAND_TYPES:
                out.append(Phrase(BASIC_LAND_REMINDER, (Symbols("{T}"), Symbols("{" + BASIC_LAND_TYPES[s] + "}"))))
    return out


__all__ = ["CardName", "Phrase", "Symbols", "render", "rules_phrases", "rules_text", "reminder_phrases", "ManaCost"]
