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
from types import SimpleNamespace
from typing import Any
from collections.abc import Iterable

from ..engine.abilities import (
    ActivatedAbility, Cost, Effect, Keyword, StaticAbility, TargetSpec, TriggeredAbility,
)
from ..engine.effects import EFFECTS
from ..engine.kinds.base import Sentence
from ..engine.kinds.statics import STATIC_KINDS
from ..engine.mana import ManaCost
from ..engine.triggers import TRIGGER_KINDS
from ..engine.objects import CardDef
from ..engine.objects import BASIC_LAND_TYPES


def QT_TRANSLATE_NOOP(context: str, text: str) -> str:
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
    """A translatable sentence or line: template, arguments, and the count for plural forms.

    ``case`` is the grammatical role the phrase plays in the sentence around it (``"nom"``,
    ``"acc"``, ``"dat"``, ``"gen"``, ``"pred"``): the same English words may need different
    French or Russian forms there ("target creature": « la créature ciblée » / « à la créature
    ciblée »; «целевое существо» / «целевому существу»). It is the translation's disambiguation.
    """

    template: str
    args: tuple[Any, ...] = ()
    n: int | None = None
    case: str | None = None

    def english(self) -> str:
        return render(self, lambda template, n, case: template, lambda name: name)


def render(phrase: Phrase, translate: Any, card_name: Any) -> str:
    """Render ``phrase`` with ``translate(template, n, case)`` and ``card_name(name)``;
    placeholders are filled from the end (``%10`` can't be mistaken for ``%1``)."""
    text: str = translate(phrase.template, phrase.n, phrase.case)
    if phrase.n is not None:
        text = text.replace("%n", str(phrase.n))
    for i in range(len(phrase.args), 0, -1):
        arg = phrase.args[i - 1]
        if isinstance(arg, (Lower, Cap)):
            value = _render_arg(arg.phrase, translate, card_name)
            if isinstance(arg, Cap):
                value = value[:1].upper() + value[1:]
            elif not _starts_with_name(arg.phrase):
                value = value[:1].lower() + value[1:]
        elif isinstance(arg, Phrase):
            value = render(arg, translate, card_name)
        elif isinstance(arg, CardName):
            value = card_name(arg.name)
        elif isinstance(arg, Symbols):
            value = arg.text
        else:
            value = str(arg)
        text = text.replace(f"%{i}", value)
    return text


def _render_arg(arg: Any, translate: Any, card_name: Any) -> str:
    if isinstance(arg, Phrase):
        return render(arg, translate, card_name)
    return render(Phrase("%1", (arg,)), translate, card_name)


#: Every template of rules text, in the order defined (the translation tools list them from here).
TEMPLATES: list[str] = []


def _t(text: str) -> str:
    if text not in TEMPLATES:
        TEMPLATES.append(text)
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
EQUIP_TEXT = _t("equip %1")
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
LIST_3 = _t("%1, %2, and %3")  # three or more in a sentence: a serial comma before "and"
AND_2 = _t("%1 and %2")
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
        elif k.name == "equip":
            out.append(Phrase(EQUIP_TEXT, (Symbols(k.param or "{0}"),)))
        else:
            out.append(Phrase(KEYWORD_TEXT[k.name]))
    if len(protection) == 1:
        out.append(Phrase(PROTECTION_1, (Phrase(COLOR_TEXT[protection[0]], case="gen"),)))
    elif len(protection) == 2:
        out.append(Phrase(PROTECTION_2, (Phrase(COLOR_TEXT[protection[0]], case="gen"),
                                         Phrase(COLOR_TEXT[protection[1]], case="gen"))))
    return out


def keyword_list(phrases: list[Phrase], case: str | None = None) -> Phrase:
    """Keywords inside a sentence: one, or three and more ("flying, first strike, and trample"),
    each in the sentence's grammatical case (French: « le vol, l'initiative et le piétinement »)."""
    phrases = [Phrase(p.template, p.args, p.n, case) for p in phrases]
    if len(phrases) == 1:
        return phrases[0]
    if len(phrases) == 2:
        raise NotImplementedError("no rules text for two keywords in a sentence")
    line = phrases[0]
    for p in phrases[1:-2]:
        line = Phrase(LIST_2, (line, p))
    return Phrase(LIST_3, (line, phrases[-2], phrases[-1]))


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
    "artifact_creature_or_land": _t("target artifact, creature, or land"),
    "artifact_enchantment_or_land": _t("target artifact, enchantment, or land"),
    "spell": _t("target spell"),
    "creature_spell": _t("target creature spell"),
    "card_in_graveyard": _t("target card from your graveyard"),
    "creature_card_in_graveyard": _t("target creature card from your graveyard"),
    "basic_land_card_in_graveyard": _t("target basic land card from your graveyard"),
    "sorcery_card_in_graveyard": _t("target sorcery card from your graveyard"),
    "zombie_card_in_graveyard": _t("target Zombie card from your graveyard"),
    "creature/tapped": _t("target tapped creature"),
    "creature/nonblack": _t("target nonblack creature"),
    "creature/attacking": _t("target attacking creature"),
    "creature/attacking_or_blocking": _t("target attacking or blocking creature"),
    "creature/power_2_or_less": _t("target creature with power 2 or less"),
    "creature/nonartifact/nonblack": _t("target nonartifact, nonblack creature"),
    "creature/black": _t("target black creature"),
    "creature/white": _t("target white creature"),
    "creature/green": _t("target green creature"),
    "creature/attacking/without_flying": _t("target attacking creature without flying"),
    "creature/blocking": _t("target blocking creature"),
    "creature/up_to": _t("up to %1 target creatures"),
}

SENTENCES: dict[str, str] = {
    "adds_additional": _t("Its controller adds an additional %1."),
    "activated": _t("%1: %2"),
    "once_each_turn": _t("Activate only once each turn."),
    "gain_life_imperative": _t("Gain %n life."),
    # ---- issue-r3
    "only_during_your_turn": _t("Activate only during your turn."),
    "only_during_your_upkeep": _t("Activate only during your upkeep."),
}
#: The sentences each effect and static kind declares (``engine/kinds``), by key.
_DECLARED: list[dict[str, Sentence]] = [k.templates for k in EFFECTS.values()] + \
    [k.templates for k in STATIC_KINDS.values()]
KIND_SENTENCES: dict[str, Sentence] = {key: sentence for templates in _DECLARED for key, sentence in templates.items()}
# Listed here with the others, for translation.
SENTENCES.update({key: _t(sentence.text) for key, sentence in KIND_SENTENCES.items()})
#: Sentences whose count is X ("Blaze deals X damage to any target."): X is a word of the text,
#: not a number for plural forms, so each has its own template.
X_SENTENCES: dict[str, str] = {k: _t(SENTENCES[k].replace("%n", "X")) for k in ("deal_damage", "player_gains_life")}
#: How a static ability names the objects it affects ("Other Goblins"), by its filter.
AFFECTED_TEXT: dict[str, str] = {
    "creature you_control": _t("Creatures you control"),
    "other Goblin": _t("Other Goblins"),
    "other Elf creature": _t("Other Elf creatures"),
    "other Zombie creature": _t("Other Zombie creatures"),
    "other creature you_control": _t("Other creatures you control"),
    "creature power>=3": _t("Creatures with power 3 or greater"),
}
#: "Activate only ..." (CR 602.5b), by the condition an activated ability names.
ACTIVATE_ONLY_TEXT: dict[str, str] = {
    "opponent_controls_more_lands": _t("Activate only if an opponent controls more lands than you."),
    "during_combat": _t("Activate only during combat."),
}
#: What a count counts ("the number of Swamps you control"), by its filter.
COUNTED_TEXT: dict[str, str] = {
    "Swamp you_control": _t("Swamps"),
    "Rat you_control": _t("Rats"),
    "creature": _t("creatures"),
}
#: What a "for each" counts ("for each Forest you control"), by its filter.
FOR_EACH_TEXT: dict[str, str] = {
    "enchantment": _t("enchantment on the battlefield"),
    "Forest you_control": _t("Forest you control"),
}
#: What a mana ability's condition names ("if you control an Urza's Power-Plant and ..."), by its filters.
CONTROL_ALL_TEXT: dict[str, str] = {
    "Power-Plant and Tower": _t("an Urza's Power-Plant and an Urza's Tower"),
    "Mine and Tower": _t("an Urza's Mine and an Urza's Tower"),
    "Mine and Power-Plant": _t("an Urza's Mine and an Urza's Power-Plant"),
}
#: The cards "for each ... in it" counts in a revealed hand, by the filter.
IN_HAND_TEXT: dict[str, str] = {
    "Mountain or red": _t("Mountain and red card"),
    "Forest or green": _t("Forest and green card"),
}
#: What "each ..." and "destroy all ..." name, by the filter.
EACH_TEXT: dict[str, str] = {
    "creature": _t("each creature"),
    "creature with_flying": _t("each creature with flying"),
    "creature without_flying": _t("each creature without flying"),
}
ALL_TEXT: dict[str, str] = {
    "other creature": _t("other creatures"),
    "enchantment": _t("enchantments"),
    "creature": _t("creatures"),
    "Island": _t("Islands"),
    "Plains": _t("Plains"),
    "creature opponent_controls": _t("creatures you don't control"),
}
#: Permanents a player sacrifices ("four lands"), by the filter, in the plural.
SACRIFICED_TEXT: dict[str, str] = {
    "land": _t("lands"),
}
#: The token a token-making effect creates (CR 111.4), by "P/T colours subtypes keywords".
TOKEN_TEXT: dict[str, str] = {
    "4/4 R Bird flying": _t("a 4/4 red Bird creature token with flying"),
    "1/1 G Saproling": _t("a 1/1 green Saproling creature token"),
}
#: What a count counts in all graveyards ("the number of sorcery cards in all graveyards").
COUNTED_IN_GRAVEYARDS_TEXT: dict[str, str] = {
    "sorcery": _t("sorcery cards"),
    "creature": _t("creature cards"),
}
#: What a static ability's condition asks for ("as long as you control a Forest"), by its filter.
CONDITION_TEXT: dict[str, str] = {
    "Forest you_control": _t("a Forest"),
}
COLOR_ADJECTIVE: dict[str, str] = {
    "white": _t("white"), "blue": _t("blue"), "black": _t("black"), "red": _t("red"), "green": _t("green"),
}
#: The wording of each trigger condition, as each trigger kind declares it (``engine.triggers``).
TRIGGER_TEXT: dict[str, str] = {key: _t(template) for kind in TRIGGER_KINDS.values()
                                for key, template in kind.templates.items()}
#: Triggers whose condition names another object as its subject: the effects name the card
#: again rather than "it" ("... dies, put a +1/+1 counter on Sengir Vampire").
NAME_AGAIN: frozenset[str] = frozenset({"dies/creature dealt_damage_by_this_turn"})
#: What "you may sacrifice ..." names, by the filter.
SACRIFICE_TEXT: dict[str, str] = {
    "artifact": _t("an artifact"),
    "2 Mountain": _t("two Mountains"),
}
YOU_MAY = _t("you may %1")
THAT_PLAYER = _t("that player")
EACH_PLAYER = _t("each player")
THAT_CARD = _t("that card")
YOU = _t("you")
IT = _t("it")
ENCHANTED_CREATURE = _t("enchanted creature")
ITS_CONTROLLER = _t("its controller")
EACH_OTHER_PLAYER = _t("each other player")
BLOCKER_FILTER_TEXT: dict[str, str] = {
    "artifact creature or black creature": _t("artifact creatures and/or black creatures"),
    "with_flying": _t("creatures with flying"),
    "Wall": _t("Walls"),
}
SACRIFICE_SELF = _t("Sacrifice %1")
SENTENCE_PAIR = _t("%1 %2")  # two sentences of one paragraph
PAY_LIFE = _t("Pay %n life")
#: Costs that name what pays them (CR 601.2h), by the cost's filter.
COST_TEXT: dict[str, str] = {
    "sacrifice:creature": _t("Sacrifice a creature"),
    "sacrifice:Swamp": _t("Sacrifice a Swamp"),
    "discard": _t("Discard a card"),
    "tap_untapped:creature": _t("Tap an untapped creature you control"),
    "discard_hand": _t("Discard your hand"),
}


@dataclass(frozen=True)
class Lower:
    """A clause inside another sentence: its first letter is lower-cased once rendered
    ("When X dies, target creature gets ..."), unless it starts with a card's name."""

    phrase: Any


@dataclass(frozen=True)
class Cap:
    """A sentence: its first letter is capitalised once rendered ("Target creature gets ...")."""

    phrase: Any


def _starts_with_name(p: Any) -> bool:
    while isinstance(p, (Cap, Lower)):
        p = p.phrase
    if isinstance(p, CardName):
        return True
    if isinstance(p, Phrase) and p.template.startswith("%1") and p.args:
        return _starts_with_name(p.args[0])
    return False


def _signed(n: int | str) -> str:
    if isinstance(n, str):
        return n if n.startswith("-") else f"+{n}"  # "+X", "-X"
    return f"+{n}" if n >= 0 else str(n)


def _pt_set(power: Any, toughness: Any) -> Symbols:
    """A power and toughness as set ("2/2 creatures"), not as a change."""
    return Symbols(f"{power}/{toughness}")


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
    if cost.sacrifice:
        parts.append(Phrase(COST_TEXT[f"sacrifice:{cost.sacrifice}"]))
    if cost.discard:
        parts.append(Phrase(COST_TEXT[f"discard:{cost.discard_filter}" if cost.discard_filter else "discard"]))
    if cost.tap_untapped:
        parts.append(Phrase(COST_TEXT[f"tap_untapped:{cost.tap_untapped}"]))
    if cost.discard_hand:
        parts.append(Phrase(COST_TEXT["discard_hand"]))
    line: Any = parts[0] if parts else Symbols("{0}")
    for p in parts[1:]:
        line = Phrase(LIST_2, (line, p))
    return line if isinstance(line, Phrase) else Phrase("%1", (line,))


def target_phrase(specs: tuple[TargetSpec, ...], index: int) -> Phrase:
    spec = specs[index]
    if spec.optional:
        count = sum(1 for s in specs if s.group == spec.group)
        return Phrase(TARGET_TEXT[f"{spec.kind}/up_to"], (_number(count),), count)
    if spec.restrictions:
        return Phrase(TARGET_TEXT["/".join((spec.kind, *spec.restrictions))])
    if spec.controller is not None and f"{spec.kind}/{spec.controller}" in TARGET_TEXT:
        return Phrase(TARGET_TEXT[f"{spec.kind}/{spec.controller}"])  # "target land you control"
    return Phrase(TARGET_TEXT[spec.kind])


class _Refs:
    """How an effect names what it affects, given the ability it belongs to."""

    def __init__(self, targets: tuple[TargetSpec, ...], name: str, self_word: bool, sacrificed: bool = False) -> None:
        self.targets = targets
        self.name = name
        self.self_word = self_word  # "it" in a trigger that already named the card
        self.sacrificed = sacrificed  # "Sacrifice ~: It deals ...": the cost named the card

    def source(self) -> Any:
        """The source as the subject of a sentence: its name, or "It" once the cost named it."""
        return Phrase(IT, case="subject") if self.sacrificed else CardName(self.name)

    def __call__(self, ref: str) -> Any:
        if ref == "targets":
            return target_phrase(self.targets, 0)
        if ref.startswith("target"):
            idx = int(ref.split(":")[1]) if ":" in ref else 0
            return target_phrase(self.targets, idx)
        if ref in ("self", "self_in_graveyard"):
            return Phrase(IT) if self.self_word else CardName(self.name)
        if ref == "each_player":
            return Phrase(EACH_PLAYER)
        if ref == "enchanted":
            return Phrase(ENCHANTED_CREATURE)
        if ref == "enchanted_controller":
            return Phrase(ITS_CONTROLLER)
        if ref == "that_player":
            return Phrase(THAT_PLAYER)
        if ref == "that_object":
            return Phrase(THAT_CREATURE)
        if ref == "each_opponent":
            return Phrase(EACH_OTHER_PLAYER)
        if ref == "that_card":
            return Phrase(THAT_CARD)
        if ref == "you":
            return Phrase(YOU)
        raise ValueError(ref)


#: The grammatical role of each argument of a sentence (see ``Phrase.case``).
ARG_CASES: dict[str, tuple[str | None, ...]] = {
    key: sentence.cases for key, sentence in KIND_SENTENCES.items() if sentence.cases}

ALL_TEXT["creature"] = _t("creatures")
TARGET_TEXT["land/you"] = _t("target land you control")
COST_TEXT["discard:land"] = _t("Discard a land card")
THAT_CREATURE = _t("that creature")




def _with_case(arg: Any, case: str | None) -> Any:
    if case is None or not isinstance(arg, Phrase):
        return arg
    return Phrase(arg.template, arg.args, arg.n, case)


def _one(key: str, *args: Any, n: int | str | None = None) -> Phrase:
    cases = ARG_CASES.get(key, ())
    args = tuple(_with_case(a, cases[i] if i < len(cases) else None) for i, a in enumerate(args))
    if n == "X":
        return Phrase(X_SENTENCES[key], args)  # the count is the letter X, not a number
    if isinstance(n, str):
        raise ValueError(f"no rules text for the amount {n!r} in {key!r}")
    return Phrase(SENTENCES[key], args, n)


def effect_phrases(effects: tuple[Effect, ...], refs: _Refs) -> list[Phrase]:
    """The sentences of a list of instructions, saying as one sentence those that Oracle joins, as
    the kind of the first declares (``EffectKind.joins``)."""
    out: list[Phrase] = []
    i = 0
    while i < len(effects):
        joined = _joined(effects, i, refs)
        if joined is not None:
            out.append(joined[0])
            i += joined[1]
            continue
        out.append(_kind_text(effects[i], refs))
        i += 1
    return out


def _joined(effects: tuple[Effect, ...], i: int, refs: _Refs) -> tuple[Phrase, int] | None:
    """The sentence that says ``effects[i]`` with the ones after it, and how many it says."""
    kind = EFFECTS.get(effects[i].kind)
    for join in kind.joins if kind is not None else ():
        n = len(join.then)
        following = effects[i + 1:i + 1 + n]
        if tuple(e.kind for e in following) == join.then:
            phrase: Phrase | None = join.text((effects[i], *following), refs, WORDS)
            if phrase is not None:
                return phrase, n + 1
    return None




def _token_key(eff: Effect) -> str:
    """A token-making effect's token, as ``TOKEN_TEXT`` keys it: "4/4 R Bird flying"."""
    return " ".join([f"{eff['power']}/{eff['toughness']}", eff.get("color", ""), eff.get("subtypes", eff["name"]),
                     *eff.get("keywords", ())])


def _paragraph(sentences: list[Phrase]) -> Phrase:
    """Sentences of one paragraph, each starting with a capital letter."""
    body: Any = Cap(sentences[0])
    for p in sentences[1:]:
        body = Phrase(SENTENCE_PAIR, (body, Cap(p)))
    return body if isinstance(body, Phrase) else Phrase("%1", (body,))




def triggered_phrase(ab: TriggeredAbility, name: str) -> Phrase:
    key = trigger_key(ab)
    template = TRIGGER_TEXT.get(key) or TRIGGER_TEXT.get(ab.event, "")
    # "it" once the condition has named the card; its name where the condition doesn't.
    refs = _Refs(ab.targets, name, self_word=("%2" in template or ab.get("what") == "enchanted")
                 and key not in NAME_AGAIN)
    if ab.event == "tapped_for_mana":  # a triggered mana ability (CR 605.1b)
        effects = [_one("adds_additional", Symbols(e["mana"])) for e in ab.effects if e.kind == "add_mana"]
    else:
        effects = effect_phrases(ab.effects, refs)
    if ab.optional:
        # "you may gain 1 life": the instruction without its subject.
        effects = [Phrase(SENTENCES["gain_life_imperative"], e.args, e.n) if e.template == SENTENCES["gain_life"]
                   else e for e in effects]
        # "you may draw a card": the instruction becomes an infinitive in French and Russian.
        effects = [Phrase(e.template, e.args, e.n, "inf") for e in effects]
    clause: Any = Lower(_paragraph(effects))
    if ab.optional:
        clause = Phrase(YOU_MAY, (clause,))
    if ab.event == "cast" and ab.get("spell") in COLOR_ADJECTIVE:
        # The colour agrees with "spell" (Russian: «белое заклинание»).
        return Phrase(TRIGGER_TEXT[key], (Phrase(COLOR_ADJECTIVE[ab.get("spell")], case="spell"), clause))
    if key != ab.event or "%2" not in template:
        template = TRIGGER_TEXT[key]
        return Phrase(template, (CardName(name), clause) if "%2" in template else (clause,))
    return Phrase(TRIGGER_TEXT[ab.event], (CardName(name), clause))


def trigger_key(ab: TriggeredAbility) -> str:
    """The template of a trigger's condition: its kind, and its parameters where they change
    the words ("another creature", "each player's draw step", "if ... is untapped")."""
    parts = [ab.event]
    for k in ("what", "who", "named", "to", "step", "whose", "by", "role"):
        v = ab.get(k)
        if v is not None and v != "self":
            parts.append(str(v))
    if ab.get("spell") is not None:
        # A colour is an argument of the template; another filter is a template of its own.
        parts.append("spell" if ab.get("spell") in COLOR_ADJECTIVE else "spell:" + str(ab.get("spell")))
    for flag in ("combat", "each_step", "alone", "or_blocks"):  # "combat damage", "each end step", "attacks alone"
        if ab.get(flag):
            parts.append(flag)
    if ab.condition is not None:
        parts.append(ab.condition)
    return "/".join(parts)


#: "Spend only black mana on X." (CR 107.3a): a mana cost's ``x_only``, the only colour of mana
#: that may be spent on its X (``ManaCost.with_x``).
X_ONLY_TEXT = _t("Spend only %1 mana on X.")


def rules_phrases(card: CardDef) -> list[Phrase]:
    """The card's rules text, one phrase per line (CR 207.1: the text box)."""
    lines: list[Phrase] = []
    keywords: list[Keyword] = []
    name = card.name
    equip: list[Phrase] = []
    enchant = next((ab.param for ab in card.abilities if isinstance(ab, Keyword) and ab.name == "enchant"), None)
    for ab in card.abilities:
        if isinstance(ab, Keyword) and ab.name == "enchant":
            lines.append(Phrase(ENCHANT_TEXT[ab.param or "permanent"]))
        elif isinstance(ab, Keyword) and ab.name == "equip":
            equip.append(keyword_line(keyword_phrases([ab])))  # written last, as printed
        elif isinstance(ab, Keyword):
            keywords.append(ab)
    by_line: dict[int, list[Keyword]] = {}
    for k in keywords:
        by_line.setdefault(k.line, []).append(k)
    for group in by_line.values():
        lines.append(keyword_line(keyword_phrases(group)))
    if card.mana_cost.x_only is not None:  # a rule of its cost, printed before its abilities
        lines.append(Phrase(X_ONLY_TEXT, (Phrase(COLOR_TEXT[card.mana_cost.x_only], case="mana"),)))
    for ab in card.abilities:
        if isinstance(ab, ActivatedAbility) and ab.keyword is not None:
            continue  # written as its keyword ("Equip {2}", CR 702.6)
        if isinstance(ab, ActivatedAbility):
            sentences = effect_phrases(ab.effects, _Refs(ab.targets, name, self_word=False,
                                                         sacrificed=ab.cost.sacrifice_self))
            if ab.once_per_turn:
                sentences.append(_one("once_each_turn"))
            if ab.only_during is not None:
                sentences.append(_one("only_during_" + ab.only_during))
            if ab.activate_only is not None:
                sentences.append(Phrase(ACTIVATE_ONLY_TEXT[ab.activate_only]))
            lines.append(Phrase(SENTENCES["activated"], (cost_phrase(ab.cost, name), _paragraph(sentences))))
        elif isinstance(ab, StaticAbility):
            lines.append(_static_text(ab, name, enchant))
        elif isinstance(ab, TriggeredAbility) and card.spell is None:
            lines.append(triggered_phrase(ab, name))
    if card.spell is not None:
        # An instant's or sorcery's instructions make one paragraph.
        # An instant's or sorcery's instructions make one paragraph, or several where printed so.
        refs = _Refs(card.spell.targets, name, False)
        bounds = (0, *card.spell.paragraphs, len(card.spell.effects))
        for start, end in zip(bounds, bounds[1:]):
            lines.append(_paragraph(effect_phrases(card.spell.effects[start:end], refs)))
        # An instant's or sorcery's triggered ability is printed after its instructions.
        lines += [triggered_phrase(ab, name) for ab in card.abilities if isinstance(ab, TriggeredAbility)]
    return lines + equip


def rules_text(card: CardDef) -> str:
    """English rules text, lines joined by newlines."""
    return "\n".join(_cap(p.english()) for p in rules_phrases(card))


def _cap(text: str) -> str:
    return text[:1].upper() + text[1:]


#: Basic land types give an ability the card doesn't print (CR 305.6): shown as reminder text.
BASIC_LAND_REMINDER = _t("(%1: Add %2.)")


def reminder_phrases(card: CardDef) -> list[Phrase]:
    out = []
    if "Land" in card.types:
        for s in card.subtypes:
            if s in BASIC_LAND_TYPES:
                out.append(Phrase(BASIC_LAND_REMINDER, (Symbols("{T}"), Symbols("{" + BASIC_LAND_TYPES[s] + "}"))))
    return out


__all__ = ["CardName", "Phrase", "Symbols", "render", "rules_phrases", "rules_text", "reminder_phrases", "ManaCost"]


def _kind_text(eff: Effect, refs: _Refs) -> Phrase:
    """The sentence of one instruction, as its kind declares it (``engine/kinds``)."""
    kind = EFFECTS[eff.kind]
    if kind.text is None:
        raise NotImplementedError(f"no rules text for effect {eff.kind!r}")
    phrase: Phrase = kind.text(eff, refs, WORDS)
    return phrase


def _static_text(ab: StaticAbility, name: str, enchant: str | None) -> Phrase:
    """The line of one static ability, as its kind declares it (``engine/kinds/statics.py``)."""
    kind = STATIC_KINDS[ab.kind]
    if kind.text is None:
        raise NotImplementedError(f"no rules text for static ability {ab.kind!r}")
    phrase: Phrase = kind.text(ab, name, enchant, WORDS)
    return phrase


#: What this module lends the effect kinds' rules text (``EffectKind.text``): the phrase types,
#: the helpers that build phrases and the word tables.
WORDS = SimpleNamespace(
    one=_one, number=_number, pt=_pt, pt_set=_pt_set, paragraph=_paragraph, with_case=_with_case,
    token_key=_token_key, effect_phrases=effect_phrases, keyword_phrases=keyword_phrases, keyword_list=keyword_list,
    Phrase=Phrase, CardName=CardName, Symbols=Symbols, Lower=Lower, Cap=Cap, AND_2=AND_2, THAT_PLAYER=THAT_PLAYER,
    AFFECTED_TEXT=AFFECTED_TEXT, ALL_TEXT=ALL_TEXT, BLOCKER_FILTER_TEXT=BLOCKER_FILTER_TEXT, COLOR_TEXT=COLOR_TEXT,
    COLOR_ADJECTIVE=COLOR_ADJECTIVE, CONDITION_TEXT=CONDITION_TEXT, CONTROL_ALL_TEXT=CONTROL_ALL_TEXT,
    COUNTED_IN_GRAVEYARDS_TEXT=COUNTED_IN_GRAVEYARDS_TEXT, COUNTED_TEXT=COUNTED_TEXT, EACH_TEXT=EACH_TEXT,
    FOR_EACH_TEXT=FOR_EACH_TEXT, IN_HAND_TEXT=IN_HAND_TEXT, KEYWORD_TEXT=KEYWORD_TEXT, LAND_TYPE_TEXT=LAND_TYPE_TEXT,
    SACRIFICED_TEXT=SACRIFICED_TEXT, SACRIFICE_TEXT=SACRIFICE_TEXT, TOKEN_TEXT=TOKEN_TEXT,
)
