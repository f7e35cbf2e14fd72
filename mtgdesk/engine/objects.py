"""Game objects, players and zones (CR 108-111, 400-408).

A card's printed characteristics are a ``CardDef`` (a value shared by every game). In a game, a
card or token in a zone is a ``GameObject``; a zone change makes a new object with a new id
(CR 400.7). Status lives only on permanents (CR 110.6).
"""
from __future__ import annotations

from dataclasses import dataclass, field
from enum import Enum
from typing import Any

from .fastpaths import COMPILED
from .abilities import Ability, ActivatedAbility, Keyword, SpellAbility, StaticAbility, TriggeredAbility
from .mana import COLORS, ManaCost
from .registry import card_asks

BASIC_LAND_TYPES: dict[str, str] = {"Plains": "W", "Island": "U", "Swamp": "B", "Mountain": "R", "Forest": "G"}
PERMANENT_TYPES: frozenset[str] = frozenset({"Artifact", "Creature", "Enchantment", "Land", "Planeswalker"})


@dataclass(frozen=True)
class PlayerRef:
    """A player as a target or recipient (CR 115.1)."""

    index: int


class Zone(Enum):
    """The game zones (CR 400.1)."""

    LIBRARY = "library"
    HAND = "hand"
    BATTLEFIELD = "battlefield"
    GRAVEYARD = "graveyard"
    STACK = "stack"
    EXILE = "exile"


@dataclass(frozen=True)
class CardDef:
    """A card's printed characteristics (CR 109.3) and its abilities as data."""

    name: str
    mana_cost: ManaCost
    types: tuple[str, ...]
    subtypes: tuple[str, ...] = ()
    supertypes: tuple[str, ...] = ()
    power: int | None = None
    toughness: int | None = None
    abilities: tuple[Ability, ...] = ()
    spell: SpellAbility | None = None  # an instant's or sorcery's effects (CR 608.2)
    color_indicator: tuple[str, ...] | None = None
    rarity: str = "common"
    number: str = ""
    set_code: str = "9ED"
    hook: str | None = None  # a named Python hook, for what the vocabulary can't express yet
    starter: bool = False  # one of the starter-deck cards (numbers S1-S10)
    #: Printed power/toughness with "*" (CR 208.2a, a characteristic-defining ability): "*/*", "*/1".
    printed_pt: str | None = None
    # Derived from the above as the card is made (``__post_init__`` says what each means).
    is_land: bool = field(default=False, init=False, compare=False, repr=False)
    instant_speed: bool = field(default=False, init=False, compare=False, repr=False)
    has_statics: bool = field(default=False, init=False, compare=False, repr=False)
    has_triggers: bool = field(default=False, init=False, compare=False, repr=False)
    counts_objects: bool = field(default=False, init=False, compare=False, repr=False)
    reads_battlefield: bool = field(default=False, init=False, compare=False, repr=False)
    acts_from_graveyard: bool = field(default=False, init=False, compare=False, repr=False)
    adds_mana_when_enchanted_tapped: bool = field(default=False, init=False, compare=False, repr=False)
    _effect_statics: bool | None = field(default=None, init=False, compare=False, repr=False)
    _asks: bool | None = field(default=None, init=False, compare=False, repr=False)

    @property
    def colors(self) -> frozenset[str]:
        """A card's colour comes from its mana cost or colour indicator (CR 105.2, 202.2)."""
        if self.color_indicator is not None:
            return frozenset(self.color_indicator)
        return self.mana_cost.colors

    def is_type(self, t: str) -> bool:
        return t in self.types

    @property
    def is_permanent_card(self) -> bool:
        """Artifact, creature, enchantment, land or planeswalker card (CR 110.4a)."""
        return any(t in PERMANENT_TYPES for t in self.types)

    def __post_init__(self) -> None:
        """What the rules engine asks of a card again and again, worked out once from its types
        and abilities (a fast path: compiled by mypyc, CardDef is a native class, which has no
        ``__dict__`` for a cached_property to keep its value in)."""
        abilities = self.abilities
        statics = [a for a in abilities if isinstance(a, StaticAbility)]
        derived = {
            "is_land": "Land" in self.types,
            # An instant, or a card with flash, may be cast whenever its owner has priority (CR
            # 304.1, 702.8a).
            "instant_speed": "Instant" in self.types or any(
                isinstance(a, Keyword) and a.name == "flash" for a in abilities),
            "has_statics": bool(statics),
            "has_triggers": any(isinstance(a, TriggeredAbility) for a in abilities),
            # A static ability whose effect counts objects ("*/*" defined by a count, "+1/+1 for
            # each"), so that any zone change may change it (CR 604.3, 613.4c).
            "counts_objects": any(a.kind == "pt_equal_to_count" or a.get("for_each") is not None
                                  for a in statics),
            # A static ability whose effect depends on which permanents are on the battlefield:
            # "as long as you control a Forest" (CR 604.2), "+1/+1 for each", a count ("*/*",
            # 604.3), the creature types other creatures share (613.4c). Any other static
            # ability's effect on an object depends only on that object and the source (its
            # affected filter, CR 109, 611.3a).
            "reads_battlefield": any(
                a.kind == "pt_equal_to_count" or a.get("per_affected") is not None
                or a.get("for_each") is not None or a.get("as_long_as") is not None for a in statics),
            # An activated ability that functions from its owner's graveyard (CR 113.6k).
            "acts_from_graveyard": any(getattr(a, "zone", "battlefield") == "graveyard" for a in abilities),
            # A triggered mana ability of an Aura: "Whenever enchanted land is tapped for mana,
            # its controller adds ..." (CR 605.1b).
            "adds_mana_when_enchanted_tapped": any(
                isinstance(a, TriggeredAbility) and a.event == "tapped_for_mana" and a.get("what") == "enchanted"
                for a in abilities),
            # Worked out when first asked (``zones.has_effect_statics``, ``asks``). (Set here: compiled,
            # the defaults of fields that __init__ doesn't take are not set.)
            "_effect_statics": None,
            "_asks": None,
        }
        for name, value in derived.items():
            object.__setattr__(self, name, value)

    @property
    def asks(self) -> bool:
        """Whether resolving it may ask a question in the middle of a rules procedure
        (``Game.ask``): an effect kind or static ability that asks; worked out when first asked."""
        found = self._asks
        if found is None:
            found = self.keep("_asks", card_asks(self))
        return found

    def keep(self, name: str, value: bool) -> bool:
        """Keep ``value``, worked out from the card when first asked, as ``name`` (``_asks``,
        ``_effect_statics``); return it."""
        object.__setattr__(self, name, value)  # (a frozen value: only what it worked out is kept)
        return value

    @property
    def type_line(self) -> str:
        left = " ".join(self.supertypes + self.types)
        return f"{left} — {' '.join(self.subtypes)}" if self.subtypes else left

    def activated_abilities(self) -> tuple[ActivatedAbility, ...]:
        return tuple(a for a in self.abilities if isinstance(a, ActivatedAbility))

    def keywords(self) -> tuple[Keyword, ...]:
        return tuple(a for a in self.abilities if isinstance(a, Keyword))

    def triggered_abilities(self) -> tuple[TriggeredAbility, ...]:
        return tuple(a for a in self.abilities if isinstance(a, TriggeredAbility))

    def static_abilities(self) -> tuple[StaticAbility, ...]:
        return tuple(a for a in self.abilities if isinstance(a, StaticAbility))


_COLOR_SET = frozenset(COLORS)
_new_object = object.__new__
#: Named outside the classes: a compiled class has no ``__slots__`` to read back.
_OBJECT_SLOTS = (
    "id", "card", "owner", "controller", "base_controller", "zone", "tapped", "damage", "counters",
    "sick", "attached_to", "token", "timestamp", "targets", "x", "chosen",
    "attacking", "blocking", "blocked", "deathtouched", "phased_out",
)
_PLAYER_SLOTS = (
    "index", "life", "library", "hand", "graveyard", "exile", "pool", "lands_played",
    "extra_land_plays", "drew_from_empty", "lost", "mulligans", "kept", "poison",
    "max_hand_size",
)


class GameObject:
    """A card or token in a zone, or a spell on the stack (CR 109.1, 110.1, 111).

    ``sick`` means its controller has not controlled it continuously since their most recent
    turn began (CR 302.6). ``timestamp`` orders continuous effects (CR 613.7).
    """

    __slots__ = _OBJECT_SLOTS

    def __init__(self, obj_id: int, card: CardDef, owner: int, zone: Zone, *, token: bool = False) -> None:
        self.id = obj_id
        self.card = card
        self.owner = owner
        self.controller = owner  # after control-changing effects (CR 613.1b), kept in step by layers.py
        self.base_controller = owner  # who put it onto the battlefield (CR 110.2)
        self.zone = zone
        self.tapped = False
        self.damage = 0
        self.counters: dict[str, int] = {}
        self.sick = False
        self.attached_to: int | None = None
        self.token = token
        self.timestamp = 0
        self.targets: tuple[Any, ...] = ()
        self.x = 0
        self.chosen: tuple[Any, ...] = ()
        self.attacking = False
        self.blocking: tuple[int, ...] = ()
        self.blocked = False
        self.deathtouched = False
        self.phased_out = False

    def copy(self) -> "GameObject":
        # A compiled (native) class can't be made without its __init__.
        new = GameObject(self.id, self.card, self.owner, self.zone) if COMPILED else _new_object(GameObject)
        new.id = self.id
        new.card = self.card
        new.owner = self.owner
        new.controller = self.controller
        new.base_controller = self.base_controller
        new.zone = self.zone
        new.tapped = self.tapped
        new.damage = self.damage
        new.counters = dict(self.counters) if self.counters else {}
        new.sick = self.sick
        new.attached_to = self.attached_to
        new.token = self.token
        new.timestamp = self.timestamp
        new.targets = self.targets
        new.x = self.x
        new.chosen = self.chosen
        new.attacking = self.attacking
        new.blocking = self.blocking
        new.blocked = self.blocked
        new.deathtouched = self.deathtouched
        new.phased_out = self.phased_out
        return new

    @property
    def name(self) -> str:
        return self.card.name

    def state(self) -> tuple[Any, ...]:
        """Everything about this object, as a comparable value."""
        return tuple(
            (tuple(sorted(self.counters.items())) if s == "counters" else getattr(self, s))
            for s in _OBJECT_SLOTS
        )

    def __repr__(self) -> str:
        return f"<{self.card.name}#{self.id} {self.zone.value} p{self.controller}>"


class Player:
    """A player (CR 102): life, zones of their own, mana pool, land plays this turn."""

    __slots__ = _PLAYER_SLOTS

    def __init__(self, index: int, life: int = 20) -> None:
        self.index: int = index
        self.life: int = life  # annotated: read by conditions before mypy would infer it (mypyc)
        self.library: list[int] = []  # top of the library is the end of the list
        self.hand: list[int] = []
        self.graveyard: list[int] = []  # top of the graveyard is the end of the list
        self.exile: list[int] = []
        self.pool: list[int] = [0, 0, 0, 0, 0, 0]
        self.lands_played = 0
        self.extra_land_plays = 0
        self.drew_from_empty = False
        self.lost = False
        self.mulligans = 0
        self.kept = False
        self.poison = 0
        self.max_hand_size = 7

    def copy(self) -> "Player":
        new = Player(self.index) if COMPILED else _new_object(Player)
        new.index = self.index
        new.life = self.life
        new.library = list(self.library)
        new.hand = list(self.hand)
        new.graveyard = list(self.graveyard)
        new.exile = list(self.exile)
        new.pool = list(self.pool)
        new.lands_played = self.lands_played
        new.extra_land_plays = self.extra_land_plays
        new.drew_from_empty = self.drew_from_empty
        new.lost = self.lost
        new.mulligans = self.mulligans
        new.kept = self.kept
        new.poison = self.poison
        new.max_hand_size = self.max_hand_size
        return new

    @property
    def land_plays_allowed(self) -> int:
        """One land a turn, plus what continuous effects add (CR 305.2)."""
        return 1 + self.extra_land_plays

    def zone_list(self, zone: Zone) -> list[int]:
        if zone is Zone.LIBRARY:
            return self.library
        if zone is Zone.HAND:
            return self.hand
        if zone is Zone.GRAVEYARD:
            return self.graveyard
        if zone is Zone.EXILE:
            return self.exile
        raise ValueError(zone)

    def state(self) -> tuple[Any, ...]:
        return tuple(
            tuple(v) if isinstance(v, list) else v for v in (getattr(self, s) for s in _PLAYER_SLOTS)
        )


@dataclass
class Characteristics:
    """An object's characteristics after continuous effects (CR 109.3, 613)."""

    name: str
    types: frozenset[str]
    subtypes: tuple[str, ...]
    supertypes: frozenset[str]
    colors: frozenset[str]
    power: int | None
    toughness: int | None
    abilities: tuple[Ability, ...]
    keywords: frozenset[str] = field(default_factory=frozenset)
    activated: tuple[ActivatedAbility, ...] = ()
    statics: frozenset[str] = field(default_factory=frozenset)  # kinds of its static abilities

    def keyword_params(self, name: str) -> list[str]:
        """The parameters of a keyword it has: landwalk's land types, protection's colours."""
        return [a.param for a in self.abilities if isinstance(a, Keyword) and a.name == name and a.param]

    def static(self, kind: str) -> StaticAbility | None:
        for a in self.abilities:
            if isinstance(a, StaticAbility) and a.kind == kind:
                return a
        return None

    def gives_controller(self, rule: str) -> bool:
        """Whether a static ability of it gives its controller ``rule`` (``static = "you_have"``):
        "You have shroud." (CR 702.18), "You have no maximum hand size." (402.2)."""
        return "you_have" in self.statics and any(
            isinstance(a, StaticAbility) and a.kind == "you_have" and a.get("rule") == rule for a in self.abilities)

    def static_param(self, kind: str, key: str) -> Any:
        """A parameter of its static ability of that kind (None if it has none)."""
        ab = self.static(kind)
        return ab.get(key) if ab is not None else None

    def is_type(self, t: str) -> bool:
        return t in self.types

    def has_keyword(self, name: str) -> bool:
        return name in self.keywords


@dataclass(frozen=True)
class LastKnown:
    """An object as it last existed in the zone it left (the battlefield or the stack): its
    last known information (CR 608.2h, 113.7a), and what abilities that look back in time
    see (603.10a). A value: two copies of a game compare equal."""

    id: int
    card: CardDef
    owner: int
    controller: int
    zone: Zone
    attached_to: int | None
    counters: tuple[tuple[str, int], ...]
    tapped: bool
    token: bool
    timestamp: int
    attacking: bool
    characteristics: Characteristics
    chosen: tuple[tuple[str, Any], ...] = ()  # choices made as it entered ("choose a color")

    @classmethod
    def of(cls, game: Any, obj: GameObject) -> "LastKnown":
        return cls(obj.id, obj.card, obj.owner, obj.controller, obj.zone, obj.attached_to,
                   tuple(sorted(obj.counters.items())), obj.tapped, obj.token, obj.timestamp,
                   obj.attacking, game.characteristics(obj.id),
                   obj.chosen if obj.zone is Zone.BATTLEFIELD else ())
