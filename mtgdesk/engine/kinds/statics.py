"""Static ability kinds (CR 604, 611.3), each declared once: its parameters, whom it affects and the
modifications it makes in layers (``layers.py`` applies them), its rules text, what it means to
the computer players (its sign, whether it takes control) and whether it asks a player as its
permanent enters."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from ..abilities import HasParams, Keyword, ListOf, StaticAbility
from ..filters import Filter
from ..registry import ASKING_STATICS
from .base import Sentence

#: How a static kind renders an ability: ``text(ability, card name, enchant, words)`` -> a
#: phrase (``words``: what ``cards.text`` lends, as for effect kinds).
StaticTextFn = Callable[[StaticAbility, str, "str | None", Any], Any]


#: The blockers "can't be blocked except by ..." may name (CR 509.1b), each with its rules text
#: (``cards.text.BLOCKER_FILTER_TEXT``): any other is refused when the card is loaded.
BLOCKER_FILTERS = ("artifact creature or black creature", "with_flying", "Wall")
#: The creatures a rule for a group of creatures may name ("Other Goblins"), each with its rules
#: text (``cards.text.AFFECTED_TEXT``).
AFFECTED_FILTERS = (
    "creature you_control", "other Goblin", "other Elf creature", "other Zombie creature",
    "other creature you_control", "creature power>=3",
)
#: What "+N/+N for each ..." may count, each with its rules text (``cards.text.FOR_EACH_TEXT``).
FOR_EACH_FILTERS = ("enchantment", "Forest you_control")
#: What "as long as ..." may ask for (``cards.text.CONDITION_TEXT``), and an Aura attached to it.
AS_LONG_AS_FILTERS = ("Forest you_control", "Aura attached_to_this")

def _named_sentence(ab: StaticAbility, name: str, enchant: str | None, w: Any) -> Any:
    """The kind's own sentence about the card, named ("%1 can't block.")."""
    return w.one(ab.kind, w.CardName(name))


def _plain_sentence(ab: StaticAbility, name: str, enchant: str | None, w: Any) -> Any:
    """The kind's own sentence, with nothing to fill in."""
    return w.one(ab.kind)


def _amount(value: Any) -> int:
    return value if isinstance(value, int) and not isinstance(value, bool) else 0


def _pt_sign(ab: StaticAbility) -> int:
    """Good if the P/T it gives adds up to more than nothing, bad if less."""
    total = _amount(ab.get("power")) + _amount(ab.get("toughness"))
    return 1 if total > 0 else -1 if total < 0 else 0


@dataclass(frozen=True)
class Mod(HasParams):
    """One modification a static ability makes: its kind and parameters."""

    kind: str
    params: tuple[tuple[str, Any], ...] = ()


@dataclass(frozen=True)
class StaticKind:
    """A static ability kind (CR 604): its parameters (name: type; ``Filter`` for filters),
    which are required, whom it affects by default (``affected``: ``enchanted``, ``equipped``,
    ``self``, a filter; None for a rule about its own object or its controller, read where the
    rule applies), and the modifications it makes in layers."""

    params: dict[str, Any]
    required: frozenset[str] = frozenset()
    affected: str | None = None
    mods: Callable[[StaticAbility], tuple[Mod, ...]] = lambda ab: ()
    text: StaticTextFn | None = None
    templates: dict[str, Sentence] = field(default_factory=dict)
    sign: int | Callable[[StaticAbility], int] = 0
    takes_control: bool = False
    asks: bool = False
    #: Why a combination of parameter values (each of its declared type) is not one the kind can
    #: apply or say, or None; called when a card is loaded, after every value's own check.
    check: Callable[[dict[str, Any]], str | None] | None = None

    def sign_of(self, ability: StaticAbility) -> int:
        """+1 if the ability is good for the permanent it affects (an Aura's, for the enchanted
        permanent's controller), -1 if bad, 0 if neither."""
        return self.sign if isinstance(self.sign, int) else self.sign(ability)


def _mods(*mods: Mod) -> Callable[[StaticAbility], tuple[Mod, ...]]:
    return lambda ab: mods


def _pt(ab: StaticAbility) -> tuple[Mod, ...]:
    mods: tuple[Mod, ...] = (Mod("modify_pt", (("power", ab.get("power")), ("toughness", ab.get("toughness")))),)
    if ab.get("keyword") or ab.get("keywords"):
        mods += _keyword(ab)  # "get +1/+1 and have mountainwalk"
    for kw in ab.get("keywords", ()):  # "gets +2/+2 and has flying, first strike, and trample"
        mods += (Mod("add_keyword", (("keyword", kw), ("param", None))),)
    return mods


def _keyword(ab: StaticAbility) -> tuple[Mod, ...]:
    mods = (
        (Mod("add_keyword", (("keyword", ab.get("keyword")), ("param", ab.get("param")))),) if ab.get("keyword") else ()
    )
    # "... and has trample and lifelink": keywords without a parameter
    return mods + tuple(Mod("add_keyword", (("keyword", k), ("param", None))) for k in ab.get("keywords", ()))


def _enchanted_gets(ab: StaticAbility) -> tuple[Mod, ...]:
    """+N/+N (and keywords), and "can't be blocked except by ..." given as a rule of its own."""
    mods = _pt(ab)
    if ab.get("cant_be_blocked_except_by"):
        rule = (("filter", ab.get("cant_be_blocked_except_by")), ("static", "cant_be_blocked_except_by"))
        mods += (Mod("add_static", rule),)
    return mods


def _grant_static(ab: StaticAbility) -> tuple[Mod, ...]:
    return (Mod("add_static", (("filter", ab.get("filter")), ("static", ab.get("static")))),)


def _enchanted_gets_text(ab: StaticAbility, name: str, enchant: str | None, w: Any) -> Any:
    """The rules text of a ``enchanted_gets`` static ability."""
    if ab.get("for_each"):
        pt = w.pt(ab.get("power"), ab.get("toughness"))
        return w.one("enchanted_gets_for_each", pt, w.Phrase(w.FOR_EACH_TEXT[ab.get("for_each")]))
    if ab.get("cant_be_blocked_except_by"):
        return w.one(
            "enchanted_gets_and_cant_be_blocked_except_by",
            w.pt(ab.get("power"), ab.get("toughness")),
            w.Phrase(w.BLOCKER_FILTER_TEXT[ab.get("cant_be_blocked_except_by")]),
        )
    if ab.get("keyword"):
        return w.one(
            "enchanted_gets_and_has",
            w.pt(ab.get("power"), ab.get("toughness")),
            w.keyword_phrases([Keyword(ab.get("keyword"), ab.get("param"))])[0],
        )
    return w.one("enchanted_gets", w.pt(ab.get("power"), ab.get("toughness")))


def _enchanted_has_text(ab: StaticAbility, name: str, enchant: str | None, w: Any) -> Any:
    """The rules text of a ``enchanted_has`` static ability."""
    k = ab.kind
    kw = Keyword(ab.get("keyword"), ab.get("param"))
    return w.one(k, w.keyword_phrases([kw])[0])


def _grants_rules_text(ab: StaticAbility, name: str, enchant: str | None, w: Any) -> Any:
    """ "Enchanted creature can't attack or block.": a sentence for each affected set and rules."""
    return w.one(f"grants_rules/{ab.get('affected')}/{' '.join(ab.get('rules'))}")


def _grants_rules_sign(ab: StaticAbility) -> int:
    """Bad for the affected permanent if a rule it is given is ("can't block")."""
    signs = [STATIC_KINDS[r].sign for r in ab.get("rules")]
    return -1 if any(isinstance(x, int) and x < 0 for x in signs) else 1


def _creatures_get_text(ab: StaticAbility, name: str, enchant: str | None, w: Any) -> Any:
    """The rules text of a ``creatures_get`` static ability."""
    k = ab.kind
    if ab.get("per_affected") is not None:  # (its check: only "Each creature", only P/T)
        return w.one("creatures_get/per_affected/" + ab.get("per_affected"), w.pt(ab.get("power"), ab.get("toughness")))
    who = w.Phrase(w.AFFECTED_TEXT[ab.get("affected")])
    pt = w.pt(ab.get("power"), ab.get("toughness"))
    if ab.get("keyword"):
        granted = w.keyword_phrases([Keyword(ab.get("keyword"), ab.get("param"))])[0]
        return w.one("creatures_get_and_have", who, pt, granted)
    return w.one(k, who, pt)


#: What "+N/+N for each ..." counted for each affected creature may count (CR 613.4c: the amount
#: is worked out for each creature it affects, ``per_affected``), each with its sentence.
PER_AFFECTED_COUNTS = ("other creature sharing_a_creature_type",)


def _creatures_get(ab: StaticAbility) -> tuple[Mod, ...]:
    """+N/+N (and keywords) to each creature it affects; "+N/+N for each other creature that
    shares a creature type with it": the bonus times a count made for each affected creature
    with the creature types it has after layer 4 (613.4c, 205.3d: ``modify_pt_per_shared_type``)."""
    if ab.get("per_affected") == "other creature sharing_a_creature_type":
        return (Mod("modify_pt_per_shared_type", (("power", ab.get("power")), ("toughness", ab.get("toughness")))),)
    return _pt(ab)


def _creatures_get_check(params: dict[str, Any]) -> str | None:
    """Why a ``creatures_get`` ability is not one its rules text can say, or None: a count made
    for each affected creature (``per_affected``) is said only of each creature ("Each creature
    gets ..."), and with no keyword."""
    if "per_affected" not in params:
        return None
    if params.get("affected") != "creature":
        return f"per_affected: affected must be 'creature' (each creature), not {params.get('affected')!r}"
    if "keyword" in params or "param" in params:
        return "per_affected: given with no 'keyword' or 'param'"
    return None


def _self_gets_text(ab: StaticAbility, name: str, enchant: str | None, w: Any) -> Any:
    """The rules text of a ``self_gets`` static ability."""
    if ab.get("for_each"):
        pt = w.pt(ab.get("power"), ab.get("toughness"))
        counted = w.Phrase(w.FOR_EACH_TEXT[ab.get("for_each")])
        return w.one("self_gets_for_each", w.CardName(name), pt, counted)
    if ab.get("as_long_as") == "Aura attached_to_this" and ab.get("keywords"):
        return w.one(
            "self_gets_and_has_as_long_as_enchanted",
            w.CardName(name),
            w.pt(ab.get("power"), ab.get("toughness")),
            w.keyword_list(w.keyword_phrases([Keyword(k) for k in ab.get("keywords")]), "acc"),
        )
    return w.one(
        "self_gets_as_long_as",
        w.CardName(name),
        w.pt(ab.get("power"), ab.get("toughness")),
        w.Phrase(w.CONDITION_TEXT[ab.get("as_long_as")]),
    )


def _self_gets_check(params: dict[str, Any]) -> str | None:
    """Why a ``self_gets`` ability says no sentence, or None: it needs ``for_each`` or
    ``as_long_as``, and "as long as an Aura is attached to it" grants ``keywords``."""
    if not params.get("for_each") and not params.get("as_long_as"):
        return "needs 'for_each' or 'as_long_as'"
    aura = params.get("as_long_as") == "Aura attached_to_this"
    if not params.get("for_each") and aura and not params.get("keywords"):
        return "'as_long_as' 'Aura attached_to_this' needs 'keywords'"
    return None


def _creatures_have_text(ab: StaticAbility, name: str, enchant: str | None, w: Any) -> Any:
    """The rules text of a ``creatures_have`` static ability."""
    k = ab.kind
    granted = w.keyword_phrases([Keyword(ab.get("keyword"), ab.get("param"))])[0]
    return w.one(k, w.Phrase(w.AFFECTED_TEXT[ab.get("affected")]), granted)


def _lands_are_text(ab: StaticAbility, name: str, enchant: str | None, w: Any) -> Any:
    """ "Enchanted land is an Island.", "Nonbasic lands are Mountains." """
    if ab.get("affected") == "enchanted":
        return w.one("lands_are/enchanted", w.Phrase(w.LAND_TYPE_TEXT[ab.get("land_type")]))
    return w.one("lands_are/" + ab.get("affected") + "/" + ab.get("land_type"))


def _lands_are_sign(ab: StaticAbility) -> int:
    """An Aura that makes the land it enchants an Island takes away what it was (bad for its
    controller); a rule for all lands of a kind is neither."""
    return -1 if ab.get("affected") == "enchanted" else 0


def _control_enchanted_text(ab: StaticAbility, name: str, enchant: str | None, w: Any) -> Any:
    """The rules text of a ``control_enchanted`` static ability."""
    k = ab.kind
    if enchant == "land":
        return w.one("control_enchanted_land")
    return w.one(k)


#: What "power and toughness are each equal to the number of ..." may count, each with its rules
#: text: on the battlefield (``cards.text.COUNTED_TEXT``) and in all graveyards
#: (``cards.text.COUNTED_IN_GRAVEYARDS_TEXT``); in your hand, cards.
COUNTED_FILTERS = ("Swamp you_control", "Rat you_control", "creature")
COUNTED_IN_GRAVEYARDS_FILTERS = ("sorcery", "creature")


def _pt_equal_to_count_check(params: dict[str, Any]) -> str | None:
    """Why a ``pt_equal_to_count`` ability counts what its rules text has no words for, or None
    (the same choice of sentence as ``_pt_equal_to_count_text``)."""
    zone, count = params.get("zone", "battlefield"), params.get("count")
    allowed: tuple[str, ...]
    if zone == "graveyards" and params.get("which", "both") == "both":
        allowed = COUNTED_IN_GRAVEYARDS_FILTERS
    elif zone == "your_hand" and count == "card":
        return None
    else:
        allowed = COUNTED_FILTERS
    if count not in allowed:
        return f"count: {count!r} is not one of {', '.join(allowed)} (zone {zone})"
    return None


def _pt_equal_to_count_text(ab: StaticAbility, name: str, enchant: str | None, w: Any) -> Any:
    """The rules text of a ``pt_equal_to_count`` static ability."""
    if ab.get("zone") == "graveyards" and ab.get("which", "both") == "both":
        return w.one(
            "pt_equal_to_count_in_all_graveyards",
            w.CardName(name),
            w.Phrase(w.COUNTED_IN_GRAVEYARDS_TEXT[ab.get("count")]),
        )
    if ab.get("zone") == "your_hand" and ab.get("count") == "card":
        return w.one("pt_equal_to_cards_in_hand", w.CardName(name))
    key = "power_equal_to_count" if ab.get("which") == "power" else "pt_equal_to_count"
    if "you_control" not in ab.get("count").split() and ab.get("zone", "battlefield") == "battlefield":
        key = "pt_equal_to_count_on_battlefield"
    return w.one(key, w.CardName(name), w.Phrase(w.COUNTED_TEXT[ab.get("count")]))


def _equipped_gets_text(ab: StaticAbility, name: str, enchant: str | None, w: Any) -> Any:
    """The rules text of a ``equipped_gets`` static ability."""
    k = ab.kind
    if ab.get("keyword") or ab.get("keywords"):
        kws = [Keyword(ab.get("keyword"), ab.get("param"))] if ab.get("keyword") else []
        joined: Any = None
        for p in w.keyword_phrases(kws + [Keyword(k) for k in ab.get("keywords", ())]):
            joined = p if joined is None else w.Phrase(w.AND_2, (joined, p))
        return w.one("equipped_gets_and_has", w.pt(ab.get("power"), ab.get("toughness")), joined)
    return w.one(k, w.pt(ab.get("power"), ab.get("toughness")))


_P = {"power": int, "toughness": int}
_AFFECTED = {"affected": Filter}
#: "+N/+N for each [filter] on the battlefield": the bonus times that count, counted whenever the
#: characteristics are computed (CR 613.4c, 604.2).
_FOR_EACH = {"for_each": FOR_EACH_FILTERS}
#: What "As ~ enters the battlefield, choose ..." may choose (CR 614.12): an opponent, a card
#: name other than a basic land card name (CR 201.3), a color (CR 105.1).
#: The rules a static ability may give an affected set (``grants_rules``): rule statics of their own.
GRANTABLE_RULES = ("cant_attack", "cant_block", "doesnt_untap", "attack_requirement", "cant_be_blocked")
AS_ENTERS_CHOICES = ("opponent", "card_name_other_than_basic_land", "color")

STATIC_KINDS: dict[str, StaticKind] = {
    # "Enchanted land is an Island." (CR 305.7)
    # "Enchanted creature gets +N/+N (and has reach)." (613.4c, layer 6); "... and can't be
    # blocked except by creatures with flying." (``cant_be_blocked_except_by``: a rule it gives)
    "enchanted_gets": StaticKind(
        {**_P, "keyword": str, "param": str, **_FOR_EACH, "cant_be_blocked_except_by": BLOCKER_FILTERS},
        frozenset(_P),
        "enchanted",
        _enchanted_gets,
        text=_enchanted_gets_text,
        templates={
            "enchanted_gets": Sentence("Enchanted creature gets %1."),
            "enchanted_gets_for_each": Sentence("Enchanted creature gets %1 for each %2."),
            "enchanted_gets_and_has": Sentence("Enchanted creature gets %1 and has %2.", (None, "acc")),
            "enchanted_gets_and_cant_be_blocked_except_by": Sentence(
                "Enchanted creature gets %1 and can't be blocked except by %2.", (None, "ins")
            ),
        },
        sign=_pt_sign,
    ),
    # "Enchanted creature has flying." (layer 6)
    "enchanted_has": StaticKind(
        {"keyword": str, "param": str},
        frozenset({"keyword"}),
        "enchanted",
        _keyword,
        text=_enchanted_has_text,
        templates={"enchanted_has": Sentence("Enchanted creature has %1.", ("acc",))},
        sign=1,
    ),
    # An affected set given rules that are static abilities of their own (layer 6), as Forge's
    # "Affected$ Creature.EnchantedBy | AddHiddenKeyword$ ...": "Enchanted creature can't attack
    # or block." (``rules``: cant_attack, cant_block), "... doesn't untap during its controller's
    # untap step." (doesnt_untap).
    "grants_rules": StaticKind(
        {"affected": ("enchanted", "equipped", "self"), "rules": ListOf(GRANTABLE_RULES)},
        frozenset({"affected", "rules"}),
        None,
        lambda ab: tuple(Mod("add_static", (("static", rule),)) for rule in ab.get("rules")),
        text=_grants_rules_text,
        templates={
            "grants_rules/enchanted/cant_attack cant_block": Sentence("Enchanted creature can't attack or block."),
            "grants_rules/enchanted/doesnt_untap": Sentence(
                "Enchanted creature doesn't untap during its controller's untap step."
            ),
        },
        sign=_grants_rules_sign,
    ),
    # "Creatures you control get +1/+1." "Other Goblin creatures get +1/+1." (group statics)
    # "Each creature gets +1/+1 for each other creature on the battlefield that shares at least
    # one creature type with it." (``per_affected``: counted for each creature, layer 7c)
    "creatures_get": StaticKind(
        {**_P, **_AFFECTED, "keyword": str, "param": str, "per_affected": PER_AFFECTED_COUNTS},
        frozenset({"power", "toughness", "affected"}),
        None,
        _creatures_get,
        check=_creatures_get_check,
        text=_creatures_get_text,
        templates={
            "creatures_get": Sentence("%1 get %2."),
            "creatures_get_and_have": Sentence("%1 get %2 and have %3.", ("nom", None, "acc")),
            "creatures_get/per_affected/other creature sharing_a_creature_type": Sentence(
                "Each creature gets %1 for each other creature on the battlefield that shares at "
                "least one creature type with it."
            ),
        },
        sign=0,
    ),
    # "Kird Ape gets +1/+2 as long as you control a Forest." (a conditional static: CR 604.2)
    # "Yavimaya Enchantress gets +1/+1 for each enchantment on the battlefield." (``for_each``)
    # "As long as Thran Golem is enchanted, it gets +2/+2 and has flying, ..." (``keywords``)
    "self_gets": StaticKind(
        {**_P, "as_long_as": AS_LONG_AS_FILTERS, **_FOR_EACH, "keywords": list},
        frozenset({"power", "toughness"}),
        "self",
        _pt,
        check=_self_gets_check,
        text=_self_gets_text,
        templates={
            "self_gets_for_each": Sentence("%1 gets %2 for each %3."),
            "self_gets_and_has_as_long_as_enchanted": Sentence(
                "As long as %1 is enchanted, it gets %2 and has %3.", (None, None, "acc")
            ),
            "self_gets_as_long_as": Sentence("%1 gets %2 as long as you control %3."),
        },
        sign=0,
    ),
    # "Creatures you control have flying." "Other Elf creatures have forestwalk."
    "creatures_have": StaticKind(
        {"keyword": str, "param": str, **_AFFECTED},
        frozenset({"keyword", "affected"}),
        None,
        _keyword,
        text=_creatures_have_text,
        templates={"creatures_have": Sentence("%1 have %2.", ("nom", "acc"))},
        sign=0,
    ),
    # "Nonbasic lands are Mountains." (CR 305.7)
    "lands_are": StaticKind(
        {"land_type": str, **_AFFECTED},
        frozenset({"land_type", "affected"}),
        None,
        lambda ab: (Mod("set_land_type", (("land_types", (ab.get("land_type"),)),)),),
        text=_lands_are_text,
        templates={
            "lands_are/nonbasic land/Mountain": Sentence("Nonbasic lands are Mountains."),
            "lands_are/enchanted": Sentence("Enchanted land is an %1.", ("pred",)),
        },
        sign=_lands_are_sign,
    ),
    # "You control enchanted permanent." (layer 2)
    "control_enchanted": StaticKind(
        {},
        frozenset(),
        "enchanted",
        _mods(Mod("set_controller")),
        text=_control_enchanted_text,
        templates={
            "control_enchanted": Sentence("You control enchanted permanent."),
            "control_enchanted_land": Sentence("You control enchanted land."),
        },
        sign=-1,
        takes_control=True,
    ),
    # Characteristic-defining P/T "*/*" (CR 604.3, 7a): each the count of what the filter matches
    # in the zone ("battlefield", "graveyards", "your_graveyard", "your_hand"), plus ``add``.
    "pt_equal_to_count": StaticKind(
        {"count": Filter, "zone": ("battlefield", "graveyards", "your_graveyard", "your_hand"),
         "which": ("power", "both"), "add_power": int, "add_toughness": int},
        frozenset({"count"}),
        "self",
        check=_pt_equal_to_count_check,
        text=_pt_equal_to_count_text,
        templates={
            "pt_equal_to_count": Sentence("%1's power and toughness are each equal to the number of %2 you control."),
            "pt_equal_to_count_in_all_graveyards": Sentence(
                "%1's power and toughness are each equal to the number of %2 in all graveyards."
            ),
            "pt_equal_to_cards_in_hand": Sentence(
                "%1's power and toughness are each equal to the number of cards in your hand."
            ),
            "power_equal_to_count": Sentence("%1's power is equal to the number of %2 you control."),
            "pt_equal_to_count_on_battlefield": Sentence(
                "%1's power and toughness are each equal to the number of %2 on the battlefield."
            ),
        },
        sign=0,
    ),
    # Equipment: "Equipped creature gets +2/+2." (CR 301.5)
    "equipped_gets": StaticKind(
        {**_P, "keyword": str, "param": str, "keywords": list},
        frozenset(_P),
        "equipped",
        _pt,
        text=_equipped_gets_text,
        templates={
            "equipped_gets": Sentence("Equipped creature gets %1."),
            "equipped_gets_and_has": Sentence("Equipped creature gets %1 and has %2.", (None, "acc")),
        },
        sign=0,
    ),
}


ASKING_STATICS.update(k for k, spec in STATIC_KINDS.items() if spec.asks)
