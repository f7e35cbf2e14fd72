"""Effect kinds that create continuous effects on objects until a time (CR 611.2): P/T changes,
granted abilities, becoming a creature, text changes.

Each kind is declared once, by ``declare``: its parameters, how it runs, its rules text and
what it means to the computer players.
"""

from __future__ import annotations

from typing import Any

from ..abilities import Amount, Effect, Ref
from ..filters import Filter
from ..decisions import DecisionKind, Question
from ..partial import LAYER_PT_MODIFY
from .statics import STATIC_KINDS
from .base import Join, Sentence, declare
from .context import (
    Context,
    _each_matching,
    _amount,
)
from ..partial import LAYER_ABILITY
from ..partial import LAYER_PT_SET, LAYER_TYPE
from ..partial import LAYER_TEXT


def _modify_pt(ctx: Context, eff: Effect) -> bool:
    """ "gets +N/+N until end of turn" (CR 611.2, layer 7c); the set of objects affected is
    fixed as it resolves (611.2c)."""
    for r in ctx.refs(eff["to"]):
        if isinstance(r, int):
            ctx.game.add_effect(
                "modify_pt",
                r,
                LAYER_PT_MODIFY,
                "end_of_turn",
                ctx.source_id(),
                power=ctx.amount(eff["power"]),
                toughness=ctx.amount(eff["toughness"]),
            )
    return False


def _gain_ability(ctx: Context, eff: Effect) -> bool:
    """ "gains flying until end of turn", "can't block this turn" (CR 611.2, layer 6)."""

    for r in ctx.refs(eff["to"]):
        if not isinstance(r, int):
            continue
        if eff.get("keyword"):
            ctx.game.add_effect(
                "add_keyword",
                r,
                LAYER_ABILITY,
                "end_of_turn",
                ctx.source_id(),
                keyword=eff["keyword"],
                param=eff.get("param"),
            )
        else:
            ctx.game.add_effect(
                "add_static",
                r,
                LAYER_ABILITY,
                "end_of_turn",
                ctx.source_id(),
                static=eff["static"],
                filter=eff.get("filter"),
            )
    return False


#: The words a text-changing effect may replace (CR 612.2): colour words and basic land types.
TEXT_WORDS: tuple[tuple[str, ...], ...] = (
    ("white", "blue", "black", "red", "green"),
    ("Plains", "Island", "Swamp", "Mountain", "Forest"),
)


def _change_text(ctx: Context, eff: Effect) -> bool:
    """ "Change the text of target permanent by replacing all instances of one color word with
    another or one basic land type with another." (CR 612): the words are chosen as it resolves
    (608.2d); the effect lasts indefinitely, in layer 3."""

    g = ctx.game
    targets = [r for r in ctx.refs(eff["what"]) if isinstance(r, int)]
    if not targets:
        return False
    old = g.ask(ctx.controller, DecisionKind.CHOICE, Question.TEXT_WORD, TEXT_WORDS[0] + TEXT_WORDS[1])
    group = TEXT_WORDS[0] if old in TEXT_WORDS[0] else TEXT_WORDS[1]
    new = g.ask(ctx.controller, DecisionKind.CHOICE, Question.TEXT_WORD, tuple(w for w in group if w != old))
    for r in targets:
        g.add_effect("change_text", r, LAYER_TEXT, "indefinite", ctx.source_id(), old=old, new=new)
    return False


def _becomes_creature(ctx: Context, eff: Effect) -> bool:
    """ "~ becomes a 3/6 Golem artifact creature until end of combat." / "All lands become 2/2
    creatures until end of turn. They're still lands.": a type-changing effect (layer 4, they
    keep their other types, CR 205.1b) and a P/T-setting one (7b), locked to the objects named
    (``what``) or matching ``filter`` as it resolves (CR 611.2c, 613.1d, 613.4b); "until end of
    combat" ends as the end of combat step ends (511.3)."""

    g = ctx.game
    until = eff.get("until", "end_of_turn")
    types: dict[str, Any] = {"types": tuple(eff.get("types", "Creature").split())}
    if eff.get("subtypes"):
        types["subtypes"] = tuple(eff["subtypes"].split())
    power, toughness = ctx.amount(eff["power"]), ctx.amount(eff["toughness"])
    matching = (
        _each_matching(ctx, eff)
        if eff.get("filter") is not None
        else [r for r in ctx.refs(eff["what"]) if isinstance(r, int)]
    )
    for r in matching:
        g.add_effect("add_types", r, LAYER_TYPE, until, ctx.source_id(), **types)
        g.add_effect("set_pt", r, LAYER_PT_SET, until, ctx.source_id(), power=power, toughness=toughness)
    return False


def _modify_pt_sign(eff: Effect, zone: str | None) -> int:
    """Good if the total it adds is positive, bad if negative."""
    total = _amount(eff.get("power"), 1) + _amount(eff.get("toughness"), 1)
    return 1 if total > 0 else -1 if total < 0 else 0


def _modify_pt_text(eff: Effect, refs: Any, w: Any) -> Any:
    """The rules text of a ``modify_pt`` effect."""
    to = eff["to"]
    if to == "creatures_you_control":
        return w.one("modify_pt_each", w.pt(eff["power"], eff["toughness"]))
    if to == "each_creature":
        return w.one("modify_pt_all", w.pt(eff["power"], eff["toughness"]))
    if eff["power"] == "blockers":
        return w.one("modify_pt_per_blocker", refs(to), w.pt(1, 1))
    return w.one("modify_pt", refs(to), w.pt(eff["power"], eff["toughness"]))


def _gain_ability_sign(eff: Effect, zone: str | None) -> int:
    """Granting a static ability that is bad for its bearer ("can't block") hurts."""
    granted = STATIC_KINDS.get(eff.get("static"))
    return -1 if granted is not None and isinstance(granted.sign, int) and granted.sign < 0 else 1


#: The keywords "gains ... until end of turn" may grant, each with its rules text
#: (``cards.text.KEYWORD_TEXT``), and the rules it may grant instead (``static``).
GAINED_KEYWORDS = (
    "flying", "reach", "vigilance", "haste", "first_strike", "double_strike", "trample", "fear", "defender",
    "lifelink", "flash", "shroud", "deathtouch",
)
GAINED_STATICS = ("cant_block", "cant_be_blocked")


def _gain_ability_check(params: dict[str, Any]) -> str | None:
    """Why a ``gain_ability`` effect grants nothing it can say, or None: it needs ``keyword`` or
    ``static``."""
    if not params.get("keyword") and not params.get("static"):
        return "needs 'keyword' or 'static'"
    return None


def _gain_ability_text(eff: Effect, refs: Any, w: Any) -> Any:
    """The rules text of a ``gain_ability`` effect."""
    if eff.get("keyword"):
        return w.one("gains_keyword", refs(eff["to"]), w.Phrase(w.KEYWORD_TEXT[eff["keyword"]]))
    key = {"cant_block": "cant_block_this_turn", "cant_be_blocked": "cant_be_blocked_this_turn"}[eff["static"]]
    sentence = w.one(key, refs(eff["to"]))
    if eff["to"] == "targets" and len(refs.targets) > 1:
        # "Up to three target creatures can't block": a plural subject (its own translation).
        sentence = w.Phrase(sentence.template, sentence.args, sentence.n, "plural")
    return sentence


def _change_text_text(eff: Effect, refs: Any, w: Any) -> Any:
    """The rules text of a ``change_text`` effect."""
    return w.one("change_text", refs(eff["what"]))


def _becomes_creature_text(eff: Effect, refs: Any, w: Any) -> Any:
    """The rules text of a ``becomes_creature`` effect."""
    k = eff.kind
    if (
        eff.get("types") == "Artifact Creature"
        and eff.get("subtypes") == "Golem"
        and eff.get("until") == "end_of_combat"
    ):
        return w.one(
            "becomes_golem_until_end_of_combat", refs(eff["what"]), w.Symbols(f"{eff['power']}/{eff['toughness']}")
        )
    if eff.get("filter") == "land" and eff.get("until", "end_of_turn") == "end_of_turn":
        return w.one("lands_become_creatures", w.pt_set(eff["power"], eff["toughness"]))
    raise NotImplementedError(f"no rules text for effect {k!r}")


def _pump_then_keyword(effects: tuple[Effect, ...], refs: Any, w: Any) -> Any:
    """ "Target creature gets +2/+2 and gains trample until end of turn." """
    a, b = effects
    if b.get("keyword") and a["to"] == b["to"]:
        return w.one(
            "modify_pt_and_keyword",
            refs(a["to"]),
            w.pt(a["power"], a["toughness"]),
            w.Phrase(w.KEYWORD_TEXT[b["keyword"]]),
        )
    return None


declare(
    "modify_pt",
    _modify_pt,
    {"power": Amount, "toughness": Amount, "to": Ref},
    ["power", "toughness", "to"],
    play="pump",
    text=_modify_pt_text,
    templates={
        "modify_pt": Sentence("%1 gets %2 until end of turn.", ("nom", None)),
        "modify_pt_each": Sentence("Creatures you control get %1 until end of turn."),
        "modify_pt_all": Sentence("All creatures get %1 until end of turn."),
        "modify_pt_per_blocker": Sentence("%1 gets %2 until end of turn for each creature blocking it.", ("nom", None)),
        "modify_pt_and_keyword": Sentence("%1 gets %2 and gains %3 until end of turn.", ("nom", None, "acc")),
    },
    joins=(Join(("gain_ability",), _pump_then_keyword),),
    sign=_modify_pt_sign,
    value=0.5,
)

declare(
    "gain_ability",
    _gain_ability,
    {"to": Ref, "keyword": GAINED_KEYWORDS, "param": str, "static": GAINED_STATICS, "filter": Filter},
    ["to"],
    check=_gain_ability_check,
    play="grant",
    text=_gain_ability_text,
    templates={
        "gains_keyword": Sentence("%1 gains %2 until end of turn.", ("nom", "acc")),
        "cant_block_this_turn": Sentence("%1 can't block this turn.", ("nom",)),
        "cant_be_blocked_this_turn": Sentence("%1 can't be blocked this turn.", ("nom",)),
    },
    sign=_gain_ability_sign,
)

declare(
    "change_text",
    _change_text,
    {"what": Ref},
    ["what"],
    text=_change_text_text,
    templates={
        "change_text": Sentence(
            "Change the text of %1 by replacing all instances of one color word with another or one "
            "basic land type with another.",
            ("gen",),
        ),
    },
    sign=0,
    asks=True,
)

declare(
    "becomes_creature",
    _becomes_creature,
    {
        "what": Ref,
        "filter": Filter,
        "power": Amount,
        "toughness": Amount,
        "types": ("Creature", "Artifact Creature"),
        "subtypes": str,
        "until": ("end_of_combat", "end_of_turn"),
    },
    ["power", "toughness"],
    text=_becomes_creature_text,
    templates={
        "becomes_golem_until_end_of_combat": Sentence(
            "%1 becomes a %2 Golem artifact creature until end of combat.", ("nom", None)
        ),
        "lands_become_creatures": Sentence("All lands become %1 creatures until end of turn. They're still lands."),
    },
    sign=0,
)
