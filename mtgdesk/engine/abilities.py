"""The ability vocabulary: what a card's abilities are made of (CR 113, 115, 602-605, 702).

Everything here is a frozen value. Cards (``mtgdesk.cards``) build these from card data; the
engine carries them out (``effects.py`` for one-shot effects, ``layers.py`` for static
abilities). The vocabulary grows by declaring a kind once in ``engine/kinds/`` (its parameters,
behaviour, rules text and meaning to the computer players), never by special-casing a card name.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from mypy_extensions import mypyc_attr

from .mana import NO_COST, ManaCost
from .mana import parse_mana

#: Target kinds (CR 115.1, 115.4): what a single target may be.
TARGET_KINDS: frozenset[str] = frozenset(
    {
        "any",  # creature, player or planeswalker (CR 115.4)
        "creature",
        "player",
        "opponent",
        "player_or_planeswalker",
        "land",
        "basic_land",
        "artifact",
        "enchantment",
        "permanent",
        "nonland_permanent",
        "artifact_or_enchantment",
        "artifact_or_land",
        "spell",
        "creature_spell",
        "artifact_creature_or_land",
        "artifact_enchantment_or_land",
        "card_in_graveyard",
        "creature_card_in_graveyard",
        "basic_land_card_in_graveyard",
        "sorcery_card_in_graveyard",
        "zombie_card_in_graveyard",
    }
)

#: The zones an activated ability may function from (CR 113.6, 113.6k).
ACTIVATION_ZONES: tuple[str, ...] = ("battlefield", "graveyard")

#: Target restrictions (CR 115.1): what else the target must be.
TARGET_RESTRICTIONS: frozenset[str] = frozenset({
    "tapped", "untapped", "nonblack", "nonartifact", "attacking", "attacking_or_blocking", "power_2_or_less",
    "white", "black", "green", "without_flying", "blocking",
})


#: When an ability says it may be activated (CR 602.1b): "Activate only during your turn."
ACTIVATION_TIMINGS: frozenset[str] = frozenset({"your_turn", "your_upkeep"})


@dataclass(frozen=True)
class TargetSpec:
    """One target requirement (CR 115.1): its kind and optional restrictions. "Up to three
    target creatures" is three specs of one ``group`` (different objects, CR 115.3), each
    ``optional``."""

    kind: str
    controller: str | None = None  # "you" or "opponent"
    restrictions: tuple[str, ...] = ()  # e.g. ("nonblack",), ("tapped",), ("attacking",)
    optional: bool = False
    group: int = 0


# The static kinds' modifications (``kinds.statics.Mod``), declared outside the compiled modules,
# subclass it when the engine is compiled (mypyc).
@mypyc_attr(allow_interpreted_subclasses=True)
class HasParams:
    """Parameters kept as a tuple of (name, value) pairs, so that the value stays hashable."""

    # ``params`` is each subclass's own dataclass field: declared here, a compiled class would
    # give it a default that the subclasses' dataclass fields then inherit.

    def get(self, key: str, default: Any = None) -> Any:
        params: tuple[tuple[str, Any], ...] = getattr(self, "params")  # noqa: B009 (see above)
        for k, v in params:
            if k == key:
                return v
        return default


@dataclass(frozen=True)
class Effect(HasParams):
    """One instruction of a spell or ability (CR 609): a kind and its parameters."""

    kind: str
    params: tuple[tuple[str, Any], ...] = ()

    def __getitem__(self, key: str) -> Any:
        for k, v in self.params:
            if k == key:
                return v
        raise KeyError(key)

    @classmethod
    def make(cls, kind: str, **params: Any) -> "Effect":
        return cls(kind, tuple(sorted(params.items())))


@dataclass(frozen=True)
class Cost:
    """An activation cost (CR 118, 602.1a): mana and other parts."""

    mana: ManaCost = NO_COST
    tap: bool = False  # {T} (CR 107.5)
    sacrifice_self: bool = False
    pay_life: int = 0
    sacrifice: str | None = None  # "Sacrifice a creature": a filter of what may be sacrificed (CR 701.17)
    discard: int = 0  # "Discard a card" (CR 701.9)
    tap_untapped: str | None = None  # "Tap an untapped creature you control": a filter
    discard_filter: str | None = None  # "Discard a land card": what may be discarded (a filter)
    discard_hand: bool = False  # "Discard your hand" (CR 701.9; payable with no cards in hand)

    @property
    def choices(self) -> tuple[str, ...]:
        """The parts of the cost that ask which object pays them (CR 601.2h)."""
        return tuple(k for k, v in (("sacrifice", self.sacrifice), ("discard", self.discard),
                                    ("tap_untapped", self.tap_untapped)) if v)

    @property
    def has_mana(self) -> bool:
        return not self.mana.is_free()


@dataclass(frozen=True)
class SpellAbility:
    """What an instant or sorcery does when it resolves (CR 113.3a, 608.2)."""

    effects: tuple[Effect, ...]
    targets: tuple[TargetSpec, ...] = ()
    paragraphs: tuple[int, ...] = ()  # where a new paragraph of its text begins (an effect's index)


@dataclass(frozen=True)
class ActivatedAbility:
    """"Cost: Effect." (CR 113.3b, 602). ``is_mana`` marks a mana ability (CR 605.1a)."""

    cost: Cost
    effects: tuple[Effect, ...]
    targets: tuple[TargetSpec, ...] = ()
    is_mana: bool = False
    sorcery_speed: bool = False  # "Activate only as a sorcery." (CR 602.5d)
    once_per_turn: bool = False  # "Activate only once each turn." (CR 602.5b)
    #: "Activate only during your turn / your upkeep." (CR 602.1b): one of ``ACTIVATION_TIMINGS``.
    only_during: str | None = None
    intrinsic: bool = field(default=False, compare=False)  # from a basic land type (CR 305.6)
    #: The keyword this ability stands for ("equip", CR 702.6), written as the keyword.
    keyword: str | None = None
    #: The zone it functions from (CR 113.6k: "Return ~ from your graveyard to your hand").
    zone: str = "battlefield"
    #: "Activate only if ..." / "Activate only during combat." (CR 602.5b): a condition
    #: (``triggers.CONDITIONS``) that must hold as it is activated.
    activate_only: str | None = None
    #: The mana types a mana ability can add, one of them per activation ("{R}|{G}": R or G).
    produces: tuple[str, ...] = field(default=(), compare=False)
    #: A mana ability whose only cost is {T}: what the automatic payer may use (CR 605).
    tap_only: bool = field(default=False, compare=False)
    #: How much mana one activation adds ("{C}{C}": 2; one of several types: 1).
    amount: int = field(default=1, compare=False)
    #: Whether that amount depends on the game ("add {C}{C} instead if you control ...").
    amount_varies: bool = field(default=False, compare=False)
    #: Whether the types it may add depend on the game ("any color that a land an opponent
    #: controls could produce").
    mana_limited: bool = field(default=False, compare=False)
    #: The mana it adds, as counts per type, when that is all it does and it never varies (one
    #: "add_mana" effect of one choice, no "instead", no "any color"): a fast path.
    fixed_mana: tuple[int, ...] | None = field(default=None, compare=False)

    def __post_init__(self) -> None:
        produced: list[str] = []
        for eff in self.effects:
            if eff.kind == "add_mana":
                for part in str(eff.get("mana")).split("|"):
                    for sym in part.replace("{", " ").replace("}", " ").split():
                        if sym not in produced:
                            produced.append(sym)
        object.__setattr__(self, "produces", tuple(produced))
        for eff in self.effects:
            if eff.kind == "add_mana":
                object.__setattr__(self, "amount_varies", bool(eff.get("instead")))
                object.__setattr__(self, "mana_limited", bool(eff.get("any_color_of")))
                if "|" not in str(eff.get("mana")):
                    object.__setattr__(self, "amount", max(1, str(eff.get("mana")).count("{")))
                break
        if (self.is_mana and len(self.effects) == 1 and self.effects[0].kind == "add_mana"
                and not self.amount_varies and not self.mana_limited and "|" not in str(self.effects[0].get("mana"))):

            object.__setattr__(self, "fixed_mana", parse_mana(str(self.effects[0].get("mana"))))
        c = self.cost
        object.__setattr__(
            self, "tap_only",
            self.is_mana and c.tap and c.mana.is_free() and not c.sacrifice_self and not c.pay_life
            and len(produced) > 0,
        )


@dataclass(frozen=True)
class TriggeredAbility(HasParams):
    """"When/Whenever/At ..." (CR 113.3c, 603): an event pattern (its kind, ``event``, and the
    kind's parameters: ``what`` it watches, ``step``, ``who``...) and what it does."""

    event: str
    effects: tuple[Effect, ...]
    targets: tuple[TargetSpec, ...] = ()
    optional: bool = False  # "you may" (CR 603.5)
    condition: str | None = None  # intervening "if" (CR 603.4)
    params: tuple[tuple[str, Any], ...] = ()


@dataclass(frozen=True)
class StaticAbility(HasParams):
    """A static ability (CR 113.3d, 604): a kind and its parameters, applied in layers."""

    kind: str
    params: tuple[tuple[str, Any], ...] = ()


@dataclass(frozen=True)
class Keyword:
    """A keyword ability (CR 702): its name and an optional parameter.

    ``Keyword("flying")``, ``Keyword("landwalk", "Island")``, ``Keyword("enchant", "creature")``.
    """

    name: str
    param: str | None = None
    line: int = field(default=0, compare=False)  # keywords of one line share a number (text layout)


Ability = SpellAbility | ActivatedAbility | TriggeredAbility | StaticAbility | Keyword

class Ref:
    """Parameter type: a reference to objects or players (``effects.REFERENCES``, ``target:N``)."""


class Amount:
    """Parameter type: a whole number, or a named amount counted as the effect happens
    (``effects.AMOUNTS``: ``X``, "for each creature blocking it"...)."""


class Mana:
    """Parameter type: mana symbols (``{G}``), or one of several (``{R}|{G}``)."""


class Effects:
    """Parameter type: instructions of their own (a list of effect tables), for an effect that
    makes another ability ("at the beginning of the next end step, ...", CR 603.7)."""
class Condition:
    """Parameter type: the name of a condition (``triggers.CONDITIONS``): "if an opponent
    controls more lands than you"."""


class Filters:
    """Parameter type: filters joined by `` and ``, each matched by a different permanent
    ("if you control an Urza's Power-Plant and an Urza's Tower")."""


@dataclass(frozen=True)
class ListOf:
    """Parameter type: a non-empty list of values of the type ``item`` ("choose an opponent and
    a card name": each thing chosen, in order)."""

    item: Any
