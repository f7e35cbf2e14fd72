"""The card format: a card is data, validated when loaded (ARCHITECTURE.md, "Cards").

A card file is TOML, in its set's folder (``data/<CODE>/``, beside the set's ``set.toml``: see
``pool.py``), with one ``[[card]]`` table per card::

    [[card]]
    name = "Shock"
    number = "220"
    rarity = "common"
    cost = "{R}"
    type = "Instant"
    targets = ["any"]                       # one entry per "target" (CR 115)
    effects = [{ do = "deal_damage", amount = 2, to = "target" }]

    [[card]]
    name = "Llanowar Elves"
    cost = "{G}"
    type = "Creature — Elf Druid"
    pt = "1/1"
    abilities = [
      { activated = "{T}", effects = [{ do = "add_mana", mana = "{G}" }] },
    ]

An ability entry is a keyword (``"flying"``, or ``{ keyword = "landwalk", param = "Island" }``),
an activated ability (``activated`` = its cost: mana symbols, ``{T}``, ``sacrifice this``,
``pay N life``, separated by commas), a static ability (``static`` = its kind, with parameters)
or a triggered one (``trigger`` = the event). Effects name their kind in ``do``; the kinds and
their parameters are the engine's vocabulary (``engine.effects.EFFECTS``, ``engine.layers.STATIC_KINDS``,
``engine.triggers.TRIGGER_KINDS``), checked when the card is loaded. Nothing in a
card file is ever evaluated as code.
"""
from __future__ import annotations

import re
from typing import Any

from ..engine.abilities import (
    ACTIVATION_TIMINGS, ACTIVATION_ZONES, TARGET_KINDS, TARGET_RESTRICTIONS, ActivatedAbility, Cost, Effect, Keyword,
    SpellAbility, StaticAbility, TargetSpec, TriggeredAbility,
)
from ..engine.effects import check_effect
from ..engine.filters import FilterError, parse_filter
from ..engine.layers import check_static
from ..engine.mana import ManaCost, ManaSyntaxError, parse_mana
from ..engine.objects import BASIC_LAND_TYPES, CardDef
from ..engine.conditions import CONDITIONS
from ..engine.triggers import check_params

CARD_TYPES = ("Artifact", "Creature", "Enchantment", "Instant", "Land", "Planeswalker", "Sorcery", "Tribal")
SUPERTYPES = ("Basic", "Legendary", "Snow", "World")
RARITIES = ("common", "uncommon", "rare", "mythic", "special", "basic")

#: Keyword abilities the engine knows (CR 702), with whether they take a parameter.
KEYWORDS: dict[str, bool] = {
    "flying": False, "reach": False, "vigilance": False, "haste": False, "first_strike": False,
    "double_strike": False, "trample": False, "fear": False, "defender": False, "lifelink": False,
    "flash": False, "shroud": False, "deathtouch": False, "landwalk": True, "protection": True,
    "enchant": True, "equip": True,
}


_KNOWN_CARD_KEYS = {
    "name", "number", "rarity", "cost", "type", "pt", "abilities", "targets", "effects", "hook",
    "color_indicator", "starter", "printings", "x_only",
}


_COLOR_WORDS = {"white": "W", "blue": "U", "black": "B", "red": "R", "green": "G"}


class CardFormatError(ValueError):
    """A card that is not well formed; the message names the card and the problem."""

    def __init__(self, card: str, problem: str) -> None:
        self.card = card
        self.problem = problem
        super().__init__(f"{card}: {problem}")


def parse_type_line(card: str, text: str) -> tuple[tuple[str, ...], tuple[str, ...], tuple[str, ...]]:
    """``"Basic Land — Forest"`` into supertypes, card types and subtypes (CR 205)."""
    left, _, right = text.partition("—")
    words = left.split()
    supertypes = tuple(w for w in words if w in SUPERTYPES)
    types = tuple(w for w in words if w in CARD_TYPES)
    unknown = [w for w in words if w not in SUPERTYPES and w not in CARD_TYPES]
    if unknown:
        raise CardFormatError(card, f"unknown type word(s) {unknown} in type line {text!r}")
    if not types:
        raise CardFormatError(card, f"type line {text!r} has no card type")
    return supertypes, types, tuple(right.split())


def parse_cost(card: str, text: str) -> Cost:
    """An activation cost: ``"{1}{G}, {T}"``, ``"{T}, sacrifice this"``, ``"pay 2 life"``,
    ``"sacrifice a: creature"`` (any filter), ``"discard a card"``, ``"discard a: land"``, ``"tap an untapped: creature
    you_control"``."""
    mana = ManaCost()
    tap = sac = False
    life = 0
    sacrifice: str | None = None
    tap_untapped: str | None = None
    discard = 0
    discard_filter: str | None = None
    discard_hand = False
    for part in (p.strip() for p in text.split(",")):
        if not part:
            raise CardFormatError(card, f"empty part in cost {text!r}")
        if part == "{T}":
            tap = True
        elif part == "sacrifice this":
            sac = True
        elif part == "discard a card":
            discard = 1
        elif part.startswith("discard a:"):
            discard = 1
            discard_filter = part.split(":", 1)[1].strip()
            try:
                parse_filter(discard_filter)
            except FilterError as exc:
                raise CardFormatError(card, f"cost {part!r}: {exc}") from None
        elif part == "discard your hand":
            discard_hand = True
        elif part.startswith(("sacrifice a:", "tap an untapped:")):
            filt = part.split(":", 1)[1].strip()
            try:
                parse_filter(filt)
            except FilterError as exc:
                raise CardFormatError(card, f"cost {part!r}: {exc}") from None
            if part.startswith("sacrifice"):
                sacrifice = filt
            else:
                tap_untapped = filt
        elif m := re.fullmatch(r"pay (\d+) life", part):
            life = int(m.group(1))
        else:
            try:
                mana = mana.plus(ManaCost.parse(part))
            except ManaSyntaxError as exc:
                raise CardFormatError(card, f"bad cost part {part!r}: {exc}") from None
    return Cost(mana=mana, tap=tap, sacrifice_self=sac, pay_life=life, sacrifice=sacrifice, discard=discard,
                tap_untapped=tap_untapped, discard_filter=discard_filter, discard_hand=discard_hand)


def parse_target(card: str, entry: Any, group: int = 0) -> list[TargetSpec]:
    """One "target" of the text: a kind, or a table with kind, controller, restrictions and
    ``up_to`` ("up to three target creatures": that many optional targets, CR 115.3)."""
    if isinstance(entry, str):
        entry = {"kind": entry}
    if not isinstance(entry, dict) or "kind" not in entry:
        raise CardFormatError(card, f"a target must be a kind or a table with 'kind', not {entry!r}")
    kind = entry["kind"]
    if kind not in TARGET_KINDS:
        raise CardFormatError(card, f"unknown target kind {kind!r}; known: {sorted(TARGET_KINDS)}")
    extra = set(entry) - {"kind", "controller", "restrictions", "up_to"}
    if extra:
        raise CardFormatError(card, f"unknown target key(s) {sorted(extra)}")
    controller = entry.get("controller")
    if controller not in (None, "you", "opponent"):
        raise CardFormatError(card, f"target controller must be 'you' or 'opponent', not {controller!r}")
    restrictions = tuple(entry.get("restrictions", ()))
    unknown = [r for r in restrictions if r not in TARGET_RESTRICTIONS]
    if unknown:
        raise CardFormatError(card, f"unknown target restriction(s) {unknown}; known: {sorted(TARGET_RESTRICTIONS)}")
    up_to = entry.get("up_to")
    if up_to is None:
        return [TargetSpec(kind, controller, restrictions, False, group)]
    if not isinstance(up_to, int) or isinstance(up_to, bool) or up_to < 1:
        raise CardFormatError(card, f"up_to must be a positive whole number, not {up_to!r}")
    return [TargetSpec(kind, controller, restrictions, True, group)] * up_to


def parse_effect(card: str, entry: Any) -> Effect:
    """One effect: its kind (``do``) and parameters, each checked against the kind's declaration
    (``engine.effects.EFFECTS``): an unknown reference, amount or filter is an error."""
    if not isinstance(entry, dict) or "do" not in entry:
        raise CardFormatError(card, f"an effect must be a table with 'do', not {entry!r}")
    kind = entry["do"]
    params = {k: v for k, v in entry.items() if k != "do"}
    problem = check_effect(kind, params)
    if problem is not None:
        raise CardFormatError(card, problem)
    if kind == "add_mana":
        for part in params["mana"].split("|"):
            try:
                parse_mana(part)
            except ManaSyntaxError as exc:
                raise CardFormatError(card, str(exc)) from None
    for key, value in list(params.items()):
        if isinstance(value, list) and value and all(isinstance(v, dict) and "do" in v for v in value):
            params[key] = tuple(parse_effect(card, v) for v in value)  # nested instructions
        elif isinstance(value, list):
            params[key] = tuple(value)  # a frozen value, so that abilities can be compared and hashed
    return Effect.make(kind, **params)


def _effects(card: str, entries: Any) -> tuple[Effect, ...]:
    if not isinstance(entries, list) or not entries:
        raise CardFormatError(card, "'effects' must be a non-empty list")
    return tuple(parse_effect(card, e) for e in entries)


def _spell_effects(card: str, entries: Any) -> tuple[tuple[Effect, ...], tuple[int, ...]]:
    """A spell's effects: a list of effects, or a list of paragraphs (lists of effects) where
    its text has several ("Destroy target white creature. ...\nDraw a card.")."""
    if isinstance(entries, list) and entries and all(isinstance(e, list) for e in entries):
        effects: list[Effect] = []
        starts: list[int] = []
        for paragraph in entries:
            starts.append(len(effects))
            effects.extend(_effects(card, paragraph))
        return tuple(effects), tuple(starts[1:])
    return _effects(card, entries), ()


def _targets(card: str, entries: Any) -> tuple[TargetSpec, ...]:
    if entries is None:
        return ()
    if not isinstance(entries, list):
        raise CardFormatError(card, "'targets' must be a list")
    out: list[TargetSpec] = []
    for i, e in enumerate(entries):
        out.extend(parse_target(card, e, i))
    return tuple(out)


def parse_ability(card: str, entry: Any) -> Any:
    if isinstance(entry, str):
        entry = {"keyword": entry}
    if not isinstance(entry, dict):
        raise CardFormatError(card, f"an ability must be a keyword or a table, not {entry!r}")
    if "keyword" in entry and "static" not in entry:
        name = entry["keyword"]
        if name not in KEYWORDS:
            raise CardFormatError(card, f"unknown keyword {name!r}; known: {sorted(KEYWORDS)}")
        param = entry.get("param")
        if KEYWORDS[name] and param is None:
            raise CardFormatError(card, f"keyword {name!r} needs a 'param'")
        if set(entry) - {"keyword", "param"}:
            raise CardFormatError(card, f"unknown key(s) {sorted(set(entry) - {'keyword', 'param'})} in keyword")
        if name == "protection":
            if param not in _COLOR_WORDS:
                raise CardFormatError(card, f"protection from {param!r}: expected a colour ({', '.join(_COLOR_WORDS)})")
            param = _COLOR_WORDS[param]
        if name == "landwalk" and param not in BASIC_LAND_TYPES:
            raise CardFormatError(card, f"landwalk needs a basic land type, not {param!r}")
        if name == "enchant" and param not in ("creature", "land", "artifact", "enchantment", "permanent"):
            raise CardFormatError(
                card, f"enchant {param!r}: expected creature, land, artifact, enchantment or permanent")
        return Keyword(name, param)
    if "activated" in entry:
        extra = set(entry) - {"activated", "effects", "targets", "sorcery_speed", "once_each_turn", "zone",
                              "only_during", "activate_only"}
        if extra:
            raise CardFormatError(card, f"unknown key(s) {sorted(extra)} in activated ability")
        zone = entry.get("zone", "battlefield")
        if zone not in ACTIVATION_ZONES:
            raise CardFormatError(card, f"an activated ability's zone must be one of {', '.join(ACTIVATION_ZONES)}, "
                                        f"not {zone!r}")
        only_during = entry.get("only_during")
        if only_during is not None and only_during not in ACTIVATION_TIMINGS:
            raise CardFormatError(card, f"only_during must be one of {', '.join(sorted(ACTIVATION_TIMINGS))}, "
                                        f"not {only_during!r}")
        cost = parse_cost(card, entry["activated"])
        effects = _effects(card, entry.get("effects"))
        targets = _targets(card, entry.get("targets"))
        # CR 605.1a: no target, could add mana, not a loyalty ability.
        is_mana = not targets and any(e.kind == "add_mana" for e in effects)
        only = entry.get("activate_only")
        if only is not None and only not in CONDITIONS:
            raise CardFormatError(card, f"unknown activate_only condition {only!r}; known: {sorted(CONDITIONS)}")
        return ActivatedAbility(cost, effects, targets, is_mana, bool(entry.get("sorcery_speed", False)),
                                bool(entry.get("once_each_turn", False)), zone=zone, only_during=only_during,
                                activate_only=only)
    if "static" in entry:
        kind = entry["static"]
        params = {k: v for k, v in entry.items() if k != "static"}
        problem = check_static(kind, params)
        if problem is not None:
            raise CardFormatError(card, problem)
        if kind == "enchanted_has" and params["keyword"] not in KEYWORDS:
            raise CardFormatError(card, f"unknown keyword {params['keyword']!r}")
        for key in ("land_type",):
            if key in params and params[key] not in BASIC_LAND_TYPES:
                raise CardFormatError(card, f"{params[key]!r} is not a basic land type")
        unknown_kw = [k for k in params.get("keywords", ()) if k not in KEYWORDS or KEYWORDS[k]]
        if unknown_kw:
            raise CardFormatError(card, f"keywords: {unknown_kw} are not keywords without a parameter")
        # A list parameter is kept as a tuple, so that the ability stays a hashable value.
        params = {k: tuple(v) if isinstance(v, list) else v for k, v in params.items()}
        return StaticAbility(kind, tuple(sorted(params.items())))
    if "trigger" in entry:
        fixed = {"trigger", "effects", "targets", "optional", "condition"}
        pattern = {k: v for k, v in entry.items() if k not in fixed}
        problem = check_params(entry["trigger"], pattern)
        if problem is not None:
            raise CardFormatError(card, problem)
        condition = entry.get("condition")
        if entry["trigger"] == "state" and condition is None:
            raise CardFormatError(card, "a state trigger needs a 'condition' (CR 603.8)")
        if condition is not None and condition not in CONDITIONS:
            raise CardFormatError(card, f"unknown condition {condition!r}; known: {sorted(CONDITIONS)}")
        return TriggeredAbility(entry["trigger"], _effects(card, entry.get("effects")),
                                _targets(card, entry.get("targets")), bool(entry.get("optional", False)),
                                condition, tuple(sorted(pattern.items())))
    raise CardFormatError(card, f"an ability needs 'keyword', 'activated', 'static' or 'trigger': {entry!r}")


def equip_ability(card: str, cost: str) -> ActivatedAbility:
    """"Equip [cost]" means "[Cost]: Attach this permanent to target creature you control.
    Activate only as a sorcery." (CR 702.6a)"""
    try:
        mana = ManaCost.parse(cost)
    except ManaSyntaxError as exc:
        raise CardFormatError(card, f"equip cost {cost!r}: {exc}") from None
    return ActivatedAbility(Cost(mana=mana), (Effect.make("attach", what="self", to="target"),),
                            (TargetSpec("creature", "you"),), sorcery_speed=True, keyword="equip")


def parse_card(entry: dict[str, Any], set_code: str) -> CardDef:
    """Build and validate one card from its table."""
    name = entry.get("name")
    if not isinstance(name, str) or not name.strip():
        raise CardFormatError("?", "a card needs a 'name'")
    unknown = set(entry) - _KNOWN_CARD_KEYS
    if unknown:
        raise CardFormatError(name, f"unknown key(s) {sorted(unknown)}")
    if "type" not in entry:
        raise CardFormatError(name, "a card needs a 'type' line")
    supertypes, types, subtypes = parse_type_line(name, entry["type"])
    try:
        cost = ManaCost.parse(entry.get("cost", ""))
    except ManaSyntaxError as exc:
        raise CardFormatError(name, str(exc)) from None
    if "x_only" in entry:  # "Spend only black mana on X." (CR 107.3a; its words: ``text.COLOR_TEXT``)
        if entry["x_only"] not in ("W", "U", "B", "R", "G") or not cost.x:
            raise CardFormatError(name, f"x_only must be a colour of mana (W U B R G) of a cost with X, not "
                                        f"{entry['x_only']!r}")
        from dataclasses import replace as _replace

        cost = _replace(cost, x_only=entry["x_only"])
    power = toughness = None
    if "Creature" in types:
        pt = entry.get("pt")
        m = re.fullmatch(r"(-?\d+|\*)/(-?\d+|\*)", pt or "")
        if not m:
            raise CardFormatError(name, f"a creature needs 'pt' like \"2/2\", not {pt!r}")
        # "*" is defined by a characteristic-defining ability (CR 208.2a, 604.3); 0 elsewhere.
        power = 0 if m.group(1) == "*" else int(m.group(1))
        toughness = 0 if m.group(2) == "*" else int(m.group(2))
        if "*" in str(pt) and not any(isinstance(a, dict) and a.get("static") == "pt_equal_to_count"
                                 for a in entry.get("abilities", []) if isinstance(a, dict)):
            raise CardFormatError(name, "a '*' in 'pt' needs a characteristic-defining ability (pt_equal_to_count)")
    elif "pt" in entry:
        raise CardFormatError(name, "only a creature has 'pt'")
    rarity = entry.get("rarity", "common")
    if rarity not in RARITIES:
        raise CardFormatError(name, f"unknown rarity {rarity!r}")
    abilities = entry.get("abilities", [])
    if not isinstance(abilities, list):
        raise CardFormatError(name, "'abilities' must be a list")
    parsed_list: list[Any] = []
    for line, a in enumerate(abilities):
        # A list of keywords is one line of text ("Flying, vigilance"); otherwise one a line.
        for item in (a if isinstance(a, list) else [a]):
            ab = parse_ability(name, item)
            if isinstance(a, list) and not isinstance(ab, Keyword):
                raise CardFormatError(name, "only keywords can share a line (a list in 'abilities')")
            if isinstance(ab, Keyword):
                ab = Keyword(ab.name, ab.param, line)
            parsed_list.append(ab)
            if isinstance(ab, Keyword) and ab.name == "equip":
                parsed_list.append(equip_ability(name, ab.param or ""))
    parsed = tuple(parsed_list)
    spell = None
    if "Instant" in types or "Sorcery" in types:
        if "effects" not in entry and "hook" not in entry:
            raise CardFormatError(name, "an instant or sorcery needs 'effects'")
        if "effects" in entry:
            effects, paragraphs = _spell_effects(name, entry["effects"])
            spell = SpellAbility(effects, _targets(name, entry.get("targets")), paragraphs)
    elif "effects" in entry or "targets" in entry:
        raise CardFormatError(name, "only an instant or sorcery has 'effects' and 'targets' of its own")
    if "Aura" in subtypes and not any(isinstance(a, Keyword) and a.name == "enchant" for a in parsed):
        raise CardFormatError(name, "an Aura needs an 'enchant' keyword (CR 303.4a)")
    if "Land" in types and cost.text:
        raise CardFormatError(name, "a land has no mana cost (CR 305.1)")
    return CardDef(
        name=name,
        mana_cost=cost,
        types=types,
        subtypes=subtypes,
        supertypes=supertypes,
        power=power,
        toughness=toughness,
        abilities=parsed,
        spell=spell,
        color_indicator=tuple(entry["color_indicator"]) if "color_indicator" in entry else None,
        rarity=rarity,
        number=str(entry.get("number", "")),
        set_code=set_code,
        hook=entry.get("hook"),
        starter=bool(entry.get("starter", False)),
        printed_pt=str(entry["pt"]) if "*" in str(entry.get("pt", "")) else None,
    )
