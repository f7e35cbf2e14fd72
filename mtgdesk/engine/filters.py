"""The filter language: which objects a rule speaks of (CR 109, 115.1, 205).

One language serves static abilities' affected sets ("other Goblin creatures you control"),
triggers' subjects ("a creature you control"), targets ("nonblack creature"), blocking
restrictions ("artifact creature or black creature") and searches ("basic land card"). A filter
is parsed once, when a card is loaded; an unknown word is an error that names it.

Syntax: alternatives separated by `` or ``; each alternative is words that must all hold:

- card types ``artifact creature enchantment instant land planeswalker sorcery``, and
  ``permanent`` (any permanent type), ``spell`` (an object on the stack), ``card`` (no type);
- subtypes, capitalised (``Goblin``, ``Forest``, ``Wall``, ``Aura``...);
- supertypes ``basic legendary``; colours ``white blue black red green colorless
  multicolored``; ``non`` before any of these words negates it (``nonblack``, ``nonbasic``,
  ``nonWall``, ``nontoken``);
- status ``tapped untapped attacking blocking attacking_or_blocking token``, and
  ``attacked_this_turn`` (declared as an attacker this turn, CR 508.1);
- relations ``other`` (not the object whose ability this is), ``you_control``,
  ``opponent_controls``, ``you_own``, ``dealt_damage_by_this_turn`` (dealt damage this turn by
  the object whose ability this is: "a creature dealt damage by ~ this turn"), ``attached_to_this``
  (attached to the object whose ability this is: "as long as ~ is enchanted" is
  ``Aura attached_to_this``);
- ``with_KEYWORD`` / ``without_KEYWORD`` (``with_flying``), and comparisons
  ``power<=N``, ``power>=N``, ``toughness<=N``, ``mana_value<=N`` (and ``>=``, ``=``).
"""
from __future__ import annotations

import re
from dataclasses import dataclass, field, replace
from typing import TYPE_CHECKING, Any

from .objects import GameObject, Zone

if TYPE_CHECKING:
    from .game import Game

CARD_TYPES = frozenset({"artifact", "creature", "enchantment", "instant", "land", "planeswalker", "sorcery"})
PERMANENT_TYPES = frozenset({"Artifact", "Creature", "Enchantment", "Land", "Planeswalker"})
SUPERTYPES = {"basic": "Basic", "legendary": "Legendary"}
COLORS = {"white": "W", "blue": "U", "black": "B", "red": "R", "green": "G"}
STATUS = frozenset({"tapped", "untapped", "attacking", "blocking", "attacking_or_blocking", "token",
                    "attacked_this_turn"})
RELATIONS = frozenset({"other", "you_control", "opponent_controls", "you_own", "dealt_damage_by_this_turn",
                       "attached_to_this"})
KEYWORDS = frozenset({
    "flying", "reach", "vigilance", "haste", "first_strike", "double_strike", "trample", "fear", "defender",
    "lifelink", "flash", "shroud", "deathtouch", "landwalk", "protection",
})

#: The subtypes of the Ninth Edition pool and its tokens (CR 205.3).
SUBTYPES = frozenset("""
Angel Ape Archer Assassin Aura Barbarian Bard Bear Beast Berserker Bird Cat Cleric Crocodile Demon Djinn Dog
Dragon Drake Drone Druid Egg Elemental Elephant Elf Equipment Fish Forest Giant Gnome Goblin Golem Horror Horse
Human Illusion Imp Insect Island Kavu Knight Kraken Lhurgoyf Lizard Mercenary Mine Minotaur Monk Monkey Mountain
Nightmare Nomad Octopus Ogre Orc Pegasus Phoenix Phyrexian Plains Plant Power-Plant Rabbit Ranger Rat Rebel
Saproling Scout Serpent Shade Shaman Shapeshifter Skeleton Snake Soldier Specter Spider Spirit Swamp Thopter
Tower Turtle Urza’s Vampire Viashino Wall Warrior Wizard Wolf Wraith Wurm Yeti Zombie
""".split())

def damaged_by(source: int | None) -> str:
    """The key under which the turn's record counts the damage ``source`` dealt to each object
    (CR 120: an object is the same object until it changes zones, 400.7)."""
    return f"damaged_by:{source}"


_COMPARE = re.compile(r"(power|toughness|mana_value)(<=|>=|=)(-?\d{1,3})")


class FilterError(ValueError):
    """A filter that is not well formed: names the word."""


@dataclass(frozen=True)
class Clause:
    """One alternative: every part must hold."""

    types: frozenset[str] = frozenset()  # card types, capitalised ("Creature")
    not_types: frozenset[str] = frozenset()
    subtypes: frozenset[str] = frozenset()
    not_subtypes: frozenset[str] = frozenset()
    supertypes: frozenset[str] = frozenset()
    not_supertypes: frozenset[str] = frozenset()
    colors: frozenset[str] = frozenset()  # has every one of these colours
    not_colors: frozenset[str] = frozenset()
    colorless: bool | None = None
    multicolored: bool | None = None
    permanent: bool = False
    spell: bool = False
    status: frozenset[str] = frozenset()
    not_status: frozenset[str] = frozenset()
    relations: frozenset[str] = frozenset()
    keywords: frozenset[str] = frozenset()
    not_keywords: frozenset[str] = frozenset()
    compare: tuple[tuple[str, str, int], ...] = ()
    #: The card types, when the clause asks for nothing else: tested at once.
    only_types: frozenset[str] | None = field(default=None, compare=False)


@dataclass(frozen=True)
class Filter:
    """A parsed filter: alternatives (``or``), each a ``Clause``."""

    text: str
    clauses: tuple[Clause, ...]

    def matches(self, game: "Game", obj_id: int, *, source_id: int | None = None, controller: int = 0) -> bool:
        """Whether the object ``obj_id`` (in any zone, or last known) matches, seen from the
        object ``source_id`` controlled by ``controller``."""
        obj = game.objects.get(obj_id)
        if obj is None:
            obj = game.lki.get(obj_id)
            if obj is None:
                return False
        return self.matches_known(game, obj, source_id=source_id, controller=controller)

    def matches_known(self, game: "Game", obj: Any, *, source_id: int | None = None, controller: int = 0) -> bool:
        """The same for an object or its last known information."""
        # Any: part-way through the layers it is a view of partial characteristics (partial._PartialView),
        # which a compiled engine would refuse where Characteristics is declared.
        ch: Any
        if type(obj) is GameObject:
            ch = game.characteristics(obj.id)
        else:  # last known information, an object part-way through the layers, an ability
            ch = getattr(obj, "characteristics", None) or game.characteristics(obj.id)
        clauses = self.clauses
        if len(clauses) == 1:
            return _clause(game, clauses[0], obj, ch, source_id, controller)
        return any(_clause(game, c, obj, ch, source_id, controller) for c in clauses)

    def __str__(self) -> str:
        return self.text


def _clause(game: "Game", c: Clause, obj: Any, ch: Any, source_id: int | None, controller: int) -> bool:
    simple = c.only_types
    if simple is not None:  # the common case: card types alone ("creature", "artifact or land")
        return bool(simple <= ch.types)  # a set part-way through the layers, else a frozenset
    types = ch.types
    if c.types and not c.types <= types:
        return False
    if c.not_types and c.not_types & types:
        return False
    zone = obj.zone
    if c.permanent and (zone is not Zone.BATTLEFIELD or not (types & PERMANENT_TYPES)):
        return False
    if c.spell and zone is not Zone.STACK:
        return False
    subtypes = ch.subtypes
    if c.subtypes and not all(s in subtypes for s in c.subtypes):
        return False
    if c.not_subtypes and any(s in subtypes for s in c.not_subtypes):
        return False
    if c.supertypes and not c.supertypes <= ch.supertypes:
        return False
    if c.not_supertypes and c.not_supertypes & ch.supertypes:
        return False
    colors = ch.colors
    if c.colors and not c.colors <= colors:
        return False
    if c.not_colors and c.not_colors & colors:
        return False
    if c.colorless is not None and c.colorless != (not colors):
        return False
    if c.multicolored is not None and c.multicolored != (len(colors) > 1):
        return False
    if c.status or c.not_status:
        state = _status(game, obj)
        if not c.status <= state or c.not_status & state:
            return False
    if c.relations:
        rel = c.relations
        if "other" in rel and obj.id == source_id:
            return False
        owner_side = obj.controller if zone in (Zone.BATTLEFIELD, Zone.STACK) else obj.owner
        if "you_control" in rel and owner_side != controller:
            return False
        if "opponent_controls" in rel and owner_side == controller:
            return False
        if "you_own" in rel and obj.owner != controller:
            return False
        if "dealt_damage_by_this_turn" in rel and not game.recorded(damaged_by(source_id), obj.id):
            return False
        if "attached_to_this" in rel and getattr(obj, "attached_to", None) != source_id:
            return False  # an Aura or Equipment attached to the object whose ability this is (CR 303.4)
    if c.keywords and not c.keywords <= ch.keywords:
        return False
    if c.not_keywords and c.not_keywords & ch.keywords:
        return False
    for what, op, n in c.compare:
        if what == "mana_value":
            value = obj.card.mana_cost.mana_value
        else:
            value = ch.power if what == "power" else ch.toughness
            if value is None:
                return False
        if op == "<=" and not value <= n or op == ">=" and not value >= n or op == "=" and value != n:
            return False
    return True


def _status(game: "Game", obj: Any) -> frozenset[str]:
    out = set()
    out.add("tapped" if obj.tapped else "untapped")
    if obj.token:
        out.add("token")
    attacking = getattr(obj, "attacking", False)
    blocking = bool(getattr(obj, "blocking", ()))
    if attacking:
        out.add("attacking")
    if blocking:
        out.add("blocking")
    if attacking or blocking:
        out.add("attacking_or_blocking")
    if game.attacked_this_turn and obj.id in game.attacked_this_turn:
        out.add("attacked_this_turn")
    return frozenset(out)


def _clause_of(words: list[str], text: str) -> Clause:
    fields: dict[str, Any] = {k: set() for k in (
        "types", "not_types", "subtypes", "not_subtypes", "supertypes", "not_supertypes", "colors", "not_colors",
        "status", "not_status", "relations", "keywords", "not_keywords")}
    extra: dict[str, Any] = {"compare": []}
    for word in words:
        neg = False
        w = word
        if w.startswith("non") and len(w) > 3:
            neg, w = True, w[3:]
        if w in CARD_TYPES:
            fields["not_types" if neg else "types"].add(w.capitalize())
        elif w in SUBTYPES:
            fields["not_subtypes" if neg else "subtypes"].add(w)
        elif w in SUPERTYPES:
            fields["not_supertypes" if neg else "supertypes"].add(SUPERTYPES[w])
        elif w in COLORS:
            fields["not_colors" if neg else "colors"].add(COLORS[w])
        elif w in STATUS:
            fields["not_status" if neg else "status"].add(w)
        elif neg:
            raise FilterError(f"unknown word {word!r} in filter {text!r}")
        elif w == "colorless":
            extra["colorless"] = True
        elif w == "multicolored":
            extra["multicolored"] = True
        elif w == "permanent":
            extra["permanent"] = True
        elif w == "spell":
            extra["spell"] = True
        elif w == "card":
            pass
        elif w in ("another",):
            fields["relations"].add("other")
        elif w in RELATIONS:
            fields["relations"].add(w)
        elif w.startswith("with_") and w[5:] in KEYWORDS:
            fields["keywords"].add(w[5:])
        elif w.startswith("without_") and w[8:] in KEYWORDS:
            fields["not_keywords"].add(w[8:])
        elif m := _COMPARE.fullmatch(w):
            extra["compare"].append((m.group(1), m.group(2), int(m.group(3))))
        else:
            raise FilterError(f"unknown word {word!r} in filter {text!r}")
    sets = {k: frozenset(v) for k, v in fields.items()}
    clause = Clause(
        types=sets["types"], not_types=sets["not_types"], subtypes=sets["subtypes"],
        not_subtypes=sets["not_subtypes"], supertypes=sets["supertypes"], not_supertypes=sets["not_supertypes"],
        colors=sets["colors"], not_colors=sets["not_colors"], status=sets["status"], not_status=sets["not_status"],
        relations=sets["relations"], keywords=sets["keywords"], not_keywords=sets["not_keywords"],
        colorless=extra.get("colorless"), multicolored=extra.get("multicolored"),
        permanent=bool(extra.get("permanent")), spell=bool(extra.get("spell")), compare=tuple(extra["compare"]))
    if clause.types and clause == Clause(types=clause.types):
        clause = replace(clause, only_types=clause.types)
    return clause


_CACHE: dict[str, Filter] = {}


def parse_filter(text: str) -> Filter:
    """Parse a filter; ``FilterError`` names the word it doesn't know."""
    hit = _CACHE.get(text)
    if hit is not None:
        return hit
    if not isinstance(text, str) or not text.strip():
        raise FilterError(f"an empty filter: {text!r}")
    if len(text) > 200:
        raise FilterError("a filter longer than 200 characters")
    clauses = tuple(_clause_of(alt.split(), text) for alt in text.split(" or "))
    if any(not alt.split() for alt in text.split(" or ")):
        raise FilterError(f"an empty alternative in filter {text!r}")
    f = _CACHE[text] = Filter(text, clauses)
    return f
